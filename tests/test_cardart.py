"""Card pictures drawn by code (DESIGN.md §7): cached per size, suits in their colours,
rounded transparent corners, and six backs that players can tell apart."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.core.cards import Card, Suit
from game.ui.cards.card_art import CardArt

pygame.init()

SIZE = (75, 105)


def pixels(surface: pygame.Surface) -> list[pygame.Color]:
    """Every opaque pixel, sampled on a 2-pixel grid to keep the tests fast."""
    width, height = surface.get_size()
    colours = (surface.get_at((x, y)) for y in range(0, height, 2) for x in range(0, width, 2))
    return [c for c in colours if c.a > 200]


def is_red(colour: pygame.Color) -> bool:
    return colour.r > 150 and colour.g < 90 and colour.b < 90


def is_green(colour: pygame.Color) -> bool:
    return colour.g > 90 and colour.r < 60 and colour.b < 100


def average(surface: pygame.Surface) -> tuple[float, float, float]:
    opaque = pixels(surface)
    return tuple(sum(c[i] for c in opaque) / len(opaque) for i in range(3))  # type: ignore[return-value]


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt()


def test_a_face_is_drawn_once_per_size(art: CardArt) -> None:
    card = Card(7, Suit.HEARTS)
    assert art.face(card, SIZE) is art.face(card, SIZE)
    assert art.face(card, SIZE) is art.face(Card(7, Suit.HEARTS, deck=3), SIZE)
    assert art.face(card, SIZE) is not art.face(card, (76, 106))


def test_backs_and_marks_are_cached(art: CardArt) -> None:
    assert art.back(2, SIZE) is art.back(2, SIZE)
    assert art.empty_slot(SIZE, "A") is art.empty_slot(SIZE, "A")
    assert art.highlight(SIZE, (255, 220, 0)) is art.highlight(SIZE, (255, 220, 0))


def test_clear_drops_the_cache(art: CardArt) -> None:
    before = art.face(Card(3, Suit.CLUBS), SIZE)
    art.clear()
    assert art.face(Card(3, Suit.CLUBS), SIZE) is not before


@pytest.mark.parametrize("size", [(50, 70), (75, 105), (121, 169), (300, 420)])
def test_every_picture_has_exactly_the_asked_size(art: CardArt, size: tuple[int, int]) -> None:
    assert art.face(Card(10, Suit.DIAMONDS), size).get_size() == size
    assert art.face(Card(12, Suit.SPADES), size).get_size() == size
    assert art.face(Card.joker(1), size).get_size() == size
    assert art.back(0, size).get_size() == size
    assert art.empty_slot(size, "K").get_size() == size
    assert art.highlight(size, (0, 200, 255)).get_size() == size


def test_a_red_card_has_red_pixels_and_a_black_card_none(art: CardArt) -> None:
    assert any(is_red(c) for c in pixels(art.face(Card(9, Suit.HEARTS), SIZE)))
    assert any(is_red(c) for c in pixels(art.face(Card(4, Suit.DIAMONDS), SIZE)))
    for card in (Card(9, Suit.SPADES), Card(1, Suit.CLUBS), Card(10, Suit.CLUBS)):
        face = pixels(art.face(card, SIZE))
        assert not any(is_red(c) for c in face)
        assert any(max(c.r, c.g, c.b) < 60 for c in face)


def test_card_corners_are_transparent(art: CardArt) -> None:
    width, height = SIZE
    for surface in (art.face(Card(5, Suit.SPADES), SIZE), art.back(1, SIZE)):
        for corner in ((0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)):
            assert surface.get_at(corner).a < 40
        assert surface.get_at((width // 2, height // 2)).a == 255


def test_six_backs_differ_pairwise() -> None:
    art = CardArt()
    assert CardArt.BACK_COUNT >= 6
    averages = [average(art.back(design, SIZE)) for design in range(CardArt.BACK_COUNT)]
    for i in range(len(averages)):
        for j in range(i + 1, len(averages)):
            distance = sum((a - b) ** 2 for a, b in zip(averages[i], averages[j], strict=True)) ** 0.5
            assert distance > 15, (i, j)


def test_four_colour_clubs_are_green_and_diamonds_blue() -> None:
    art = CardArt(four_colour=True)
    assert any(is_green(c) for c in pixels(art.face(Card(6, Suit.CLUBS), SIZE)))
    diamonds = pixels(art.face(Card(6, Suit.DIAMONDS), SIZE))
    assert any(c.b > 150 and c.r < 60 for c in diamonds)
    assert not any(is_red(c) for c in diamonds)
    assert not any(is_green(c) for c in pixels(CardArt().face(Card(6, Suit.CLUBS), SIZE)))


def test_the_rank_index_is_printed_in_the_top_left_corner(art: CardArt) -> None:
    width, _ = SIZE
    for card in (Card(1, Suit.SPADES), Card(10, Suit.HEARTS), Card(13, Suit.CLUBS)):
        face = art.face(card, SIZE)
        corner = face.subsurface((0, 0, round(width * 0.25), round(width * 0.33)))
        ink = [c for c in pixels(corner) if max(c.r, c.g, c.b) < 120 or is_red(c)]
        assert len(ink) > 10, card


def index_glyph_height(art: CardArt, card: Card) -> int:
    """Rows of ink in the first run from the top of the index column: the rank's height."""
    face = art.face(card, SIZE)
    column = round(SIZE[0] * 0.3)

    def inked(y: int) -> bool:
        return any(max(face.get_at((x, y))[:3]) < 120 for x in range(column))

    rows = [inked(y) for y in range(SIZE[1] // 2)]
    first = rows.index(True)
    return rows[first:].index(False)


def test_the_index_is_at_least_a_fifth_of_the_card_width_tall() -> None:
    assert index_glyph_height(CardArt(), Card(8, Suit.SPADES)) >= 0.22 * SIZE[0]
    assert index_glyph_height(CardArt(), Card(13, Suit.CLUBS)) >= 0.22 * SIZE[0]


def test_large_indices_print_a_bigger_index() -> None:
    normal = index_glyph_height(CardArt(), Card(8, Suit.SPADES))
    assert index_glyph_height(CardArt(large_indices=True), Card(8, Suit.SPADES)) > normal


def test_an_empty_slot_is_mostly_see_through(art: CardArt) -> None:
    slot = art.empty_slot(SIZE, "A")
    width, height = SIZE
    assert slot.get_at((width // 4, height // 4)).a < 100
    assert art.empty_slot(SIZE, "A", highlight=True) is not slot
