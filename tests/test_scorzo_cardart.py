"""Scorzo faces drawn by code (DESIGN.md §7): five suits, each its own shape and colour,
numbers 1–10 and an unmistakable wild, through the same CardArt as French cards."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from itertools import combinations

import pygame
import pytest

from game.rules.scorzo.cards import NUMBERS, SUITS, ScorzoCard, one_deck
from game.ui.cards.card_art import CardArt
from game.ui.games.scorzo.faces import SUIT_INK, mark_sprite

pygame.init()

SMALL, LARGE = (60, 84), (121, 169)


def ink_mask(surface: pygame.Surface) -> pygame.mask.Mask:
    """Pixels clearly darker or more coloured than the ivory card: what is printed on it."""
    width, height = surface.get_size()
    mask = pygame.mask.Mask((width, height))
    for y in range(height):
        for x in range(width):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and min(r, g, b) < 170:
                mask.set_at((x, y))
    return mask


def difference(first: pygame.Surface, second: pygame.Surface) -> int:
    """How many pixels are inked on one face and not on the other."""
    a, b = ink_mask(first), ink_mask(second)
    return a.count() + b.count() - 2 * a.overlap_area(b, (0, 0))


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt()


def test_one_deck_holds_56_distinct_faces() -> None:
    assert len({card.code for card in one_deck()}) == len(SUITS) * len(NUMBERS) + 1


@pytest.mark.parametrize("size", [SMALL, LARGE])
@pytest.mark.parametrize("card", sorted(set(one_deck()), key=lambda c: c.sort_key), ids=str)
def test_every_scorzo_face_renders_at_the_asked_size(
    art: CardArt, card: ScorzoCard, size: tuple[int, int]
) -> None:
    face = art.face(card, size)
    assert face.get_size() == size
    assert ink_mask(face).count() > 40
    assert face.get_at((0, 0)).a < 40 and face.get_at((size[0] // 2, size[1] // 2)).a == 255


def test_a_face_is_painted_once_per_size_and_copies_share_it(art: CardArt) -> None:
    card = ScorzoCard(SUITS[2], 7)
    assert art.face(card, SMALL) is art.face(ScorzoCard(SUITS[2], 7, copy=1), SMALL)
    assert art.face(ScorzoCard.wild(0), SMALL) is art.face(ScorzoCard.wild(5, copy=1), SMALL)
    assert art.face(card, SMALL) is not art.face(card, LARGE)
    before = art.face(card, SMALL)
    art.clear()
    assert art.face(card, SMALL) is not before


def test_the_five_suit_colours_differ_and_contrast_with_the_card() -> None:
    for first, second in combinations(SUIT_INK.values(), 2):
        assert sum(abs(a - b) for a, b in zip(first, second, strict=True)) > 90, (first, second)
    for ink in SUIT_INK.values():
        assert max(ink) < 200  # dark enough to read on ivory


def test_the_five_suit_marks_differ_in_shape() -> None:
    masks = {suit: pygame.mask.from_surface(mark_sprite(suit, 40, (0, 0, 0)), 128) for suit in SUITS}
    for first, second in combinations(SUITS, 2):
        a, b = masks[first], masks[second]
        size = (min(a.get_size()[0], b.get_size()[0]), 40)
        a, b = a.scale(size), b.scale(size)
        differing = a.count() + b.count() - 2 * a.overlap_area(b, (0, 0))
        assert differing > 0.08 * size[0] * size[1], (first, second)


def test_a_suit_is_printed_in_its_own_colour(art: CardArt) -> None:
    for suit in SUITS:
        face = art.face(ScorzoCard(suit, 4), LARGE)
        colours = {
            tuple(face.get_at((x, y)))[:3] for x in range(0, LARGE[0], 2) for y in range(0, LARGE[1], 2)
        }
        assert SUIT_INK[suit] in colours, suit
        others = [ink for other, ink in SUIT_INK.items() if other is not suit]
        assert not colours & set(others), suit


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_the_wild_differs_from_every_numbered_card(art: CardArt, size: tuple[int, int]) -> None:
    wild = art.face(ScorzoCard.wild(), size)
    for suit in SUITS:
        for number in NUMBERS:
            assert difference(wild, art.face(ScorzoCard(suit, number), size)) > 0.1 * size[0] * size[1]


def test_the_wild_shows_all_five_suit_colours(art: CardArt) -> None:
    wild = art.face(ScorzoCard.wild(), LARGE)
    colours = {tuple(wild.get_at((x, y)))[:3] for x in range(LARGE[0]) for y in range(LARGE[1])}
    assert all(ink in colours for ink in SUIT_INK.values())


def test_large_indices_print_a_larger_number_in_the_corner() -> None:
    def corner_ink(art: CardArt) -> int:
        face = art.face(ScorzoCard(SUITS[1], 8), LARGE)
        return ink_mask(face.subsurface((0, 0, LARGE[0] // 3, LARGE[1] // 4))).count()

    assert corner_ink(CardArt(large_indices=True)) > corner_ink(CardArt())
