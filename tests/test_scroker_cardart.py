"""Scroker faces drawn by code (DESIGN.md §7): letter cards with a lemon, lime, animal or
chili-pepper mark, an unmistakable Unicorn and wild, through the same CardArt as French cards."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable
from itertools import combinations

import pygame
import pytest

from game.rules.scroker.cards import ScrokerCard, Suit, scroker_deck
from game.rules.scroker.codes import parse_scroker_card
from game.ui.cards.card_art import CardArt
from game.ui.games.scroker.faces import (
    GOLD,
    LEMON_YELLOW,
    LIME_GREEN,
    PEPPER_RED,
    SUIT_INK,
    UNICORN_INK,
    UNICORN_TINT,
    WILD_NAVY,
)

pygame.init()

SMALL, LARGE = (60, 84), (121, 169)
EVERY_FACE = [*scroker_deck(), ScrokerCard.wild()]


def pixel_mask(surface: pygame.Surface, printed: Callable[[int, int, int], bool]) -> pygame.mask.Mask:
    """The opaque pixels whose colour ``printed`` accepts."""
    width, height = surface.get_size()
    mask = pygame.mask.Mask((width, height))
    for y in range(height):
        for x in range(width):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and printed(r, g, b):
                mask.set_at((x, y))
    return mask


def ink_mask(surface: pygame.Surface) -> pygame.mask.Mask:
    """Pixels that differ clearly from the ivory card: what is printed on it."""
    return pixel_mask(surface, lambda r, g, b: min(r, g, b) < 200)


def dark_mask(surface: pygame.Surface) -> pygame.mask.Mask:
    """Pixels as dark as lettering and peppers (not the pale fruit behind a letter)."""
    return pixel_mask(surface, lambda r, g, b: r + g + b < 400)


def difference(first: pygame.Surface, second: pygame.Surface) -> int:
    """How many pixels are inked on one face and not on the other."""
    a, b = ink_mask(first), ink_mask(second)
    return a.count() + b.count() - 2 * a.overlap_area(b, (0, 0))


def colours(surface: pygame.Surface, region: pygame.Rect | None = None) -> set[tuple[int, int, int]]:
    area = region or surface.get_rect()
    return {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(area.left, area.right)
        for y in range(area.top, area.bottom)
    }


def near(colour: tuple[int, int, int], found: set[tuple[int, int, int]], tolerance: int = 12) -> bool:
    return any(all(abs(a - b) <= tolerance for a, b in zip(colour, other, strict=True)) for other in found)


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt()


@pytest.mark.parametrize("size", [SMALL, LARGE])
@pytest.mark.parametrize("card", EVERY_FACE, ids=str)
def test_every_scroker_face_renders_at_the_asked_size(
    art: CardArt, card: ScrokerCard, size: tuple[int, int]
) -> None:
    face = art.face(card, size)
    assert face.get_size() == size
    assert ink_mask(face).count() > 0.08 * size[0] * size[1]
    assert face.get_at((0, 0)).a < 40 and face.get_at((size[0] // 2, size[1] // 2)).a == 255


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_every_two_distinct_faces_differ(art: CardArt, size: tuple[int, int]) -> None:
    masks = {card.code: dark_mask(art.face(card, size)) for card in EVERY_FACE}
    for first, second in combinations(masks, 2):
        a, b = masks[first], masks[second]
        assert a.count() + b.count() - 2 * a.overlap_area(b, (0, 0)) > 0.01 * size[0] * size[1], (
            first,
            second,
        )


def test_a_face_is_painted_once_per_size_and_both_wilds_share_it(art: CardArt) -> None:
    card = parse_scroker_card("animal:M")
    assert art.face(card, SMALL) is art.face(parse_scroker_card("ANIMAL:m"), SMALL)
    assert art.face(ScrokerCard.wild(0), SMALL) is art.face(ScrokerCard.wild(1), SMALL)
    assert art.face(card, SMALL) is not art.face(card, LARGE)


@pytest.mark.parametrize(
    ("code", "fruit"), [("lemon:E", LEMON_YELLOW), ("lime:K", LIME_GREEN), ("chili:E1", PEPPER_RED)]
)
def test_lemons_are_yellow_limes_green_and_chili_peppers_red(art: CardArt, code: str, fruit: tuple) -> None:
    found = colours(art.face(parse_scroker_card(code), LARGE))
    assert near(fruit, found, 6)


def test_a_suit_letter_is_printed_in_its_own_ink(art: CardArt) -> None:
    for code, suit in (
        ("lemon:S", Suit.LEMON),
        ("lime:S", Suit.LIME),
        ("animal:S", Suit.ANIMAL),
        ("chili:O1", Suit.CHILI),
    ):
        corner = pygame.Rect(0, 0, LARGE[0] // 4, LARGE[1] // 6)
        found = colours(art.face(parse_scroker_card(code), LARGE), corner)
        assert near(SUIT_INK[suit], found, 4), code
        assert not any(near(ink, found, 4) for other, ink in SUIT_INK.items() if other is not suit), code


def red_area(surface: pygame.Surface) -> int:
    """Pixels close to pepper red: how much chili is drawn."""
    return sum(
        1
        for x in range(surface.get_width())
        for y in range(surface.get_height())
        if all(abs(a - b) <= 30 for a, b in zip(surface.get_at((x, y))[:3], PEPPER_RED, strict=True))
    )


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_a_chili_card_shows_more_pepper_the_more_peppers_it_counts(
    art: CardArt, size: tuple[int, int]
) -> None:
    areas = [red_area(art.face(parse_scroker_card(f"chili:E{n}"), size)) for n in range(1, 6)]
    assert areas[0] < areas[1] < areas[2], areas
    assert areas[3] > areas[1] and areas[4] > areas[3], areas


def test_an_animal_card_writes_the_animals_name_under_the_letter(art: CardArt) -> None:
    """Below the big letter, between the corners, an Animal card has a line in its ink; other suits do not.

    The Moose and the Newt must differ there, so it is the name, not a fixed rule.
    """
    band = pygame.Rect(LARGE[0] // 4, round(LARGE[1] * 0.53), LARGE[0] // 2, round(LARGE[1] * 0.11))
    ink = SUIT_INK[Suit.ANIMAL]
    names = {}
    for card in scroker_deck():
        if card.is_unicorn:
            continue  # its own colours and layout, tested below
        below = art.face(card, LARGE).subsurface(band)
        has_ink = sum(
            1
            for x in range(band.width)
            for y in range(band.height)
            if all(abs(a - b) <= 40 for a, b in zip(below.get_at((x, y))[:3], ink, strict=True))
        )
        assert (has_ink > 20) == (card.suit is Suit.ANIMAL), card.code
        if card.suit is Suit.ANIMAL:
            names[card.code] = ink_mask(below)
    moose, newt = names["animal:M"], names["animal:N"]
    assert moose.count() + newt.count() - 2 * moose.overlap_area(newt, (0, 0)) > 30


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_the_unicorn_looks_unlike_every_other_animal(art: CardArt, size: tuple[int, int]) -> None:
    unicorn = art.face(parse_scroker_card("animal:U"), size)
    found = colours(unicorn)
    assert near(UNICORN_TINT, found, 3) and near(GOLD, found, 10) and near(UNICORN_INK, found, 4)
    for card in scroker_deck():
        if card.suit is Suit.ANIMAL and not card.is_unicorn:
            assert difference(unicorn, art.face(card, size)) > 0.12 * size[0] * size[1], card.code
            assert not near(UNICORN_TINT, colours(art.face(card, size)), 3), card.code


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_the_scroker_wild_has_its_own_design(art: CardArt, size: tuple[int, int]) -> None:
    wild = art.face(ScrokerCard.wild(), size)
    assert near(WILD_NAVY, colours(wild), 3)
    for card in scroker_deck():
        assert difference(wild, art.face(card, size)) > 0.15 * size[0] * size[1], card.code


def test_the_corner_index_shows_in_a_fanned_hand(art: CardArt) -> None:
    """A fan leaves the left 40 % of a card showing; the corner letter and mark must be inside it."""
    strip = pygame.Rect(0, 0, round(SMALL[0] * 0.4), SMALL[1] // 2)
    strips = {card.code: dark_mask(art.face(card, SMALL).subsurface(strip)) for card in EVERY_FACE}
    for first, second in combinations(strips, 2):
        a, b = strips[first], strips[second]
        assert a.count() + b.count() - 2 * a.overlap_area(b, (0, 0)) > 4, (first, second)


def test_large_indices_print_a_larger_letter_in_the_corner() -> None:
    def corner_ink(art: CardArt) -> int:
        face = art.face(parse_scroker_card("lime:W"), LARGE)
        return ink_mask(face.subsurface((0, 0, LARGE[0] // 3, LARGE[1] // 5))).count()

    assert corner_ink(CardArt(large_indices=True)) > corner_ink(CardArt())
