"""The Scorzo tables for 2-6 seats (DESIGN.md §6, docs/layouts.md): every pile of the game,
nothing overlapping, the largest hand fanned along the bottom with room for meld gaps,
and each seat's name strip, hand and cut place together."""

from __future__ import annotations

import os
from itertools import combinations, pairwise

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
import pytmx

from game.core import registry
from game.rules.scorzo.cards import SUITS, ScorzoCard
from game.ui.cards.card_art import CardArt
from game.ui.games.scorzo.table import BANNER_PLACE
from game.ui.look.viewport import VIRTUAL_SIZE, Viewport
from game.ui.table.layout import Fan, PileSlot, TableLayout, card_spot, load_layout, seated_layout_path
from game.ui.table.table_view import TableView
from game.ui.turns.story_panel import history_box

SEATS = range(2, 7)
LARGEST_HAND = 9  # 8 dealt, one more between taking and discarding
MELD_GAPS = 3
READABLE_CARD_WIDTH = 60  # window pixels at 1280×720

Box = tuple[float, float, float, float]


def table(seats: int) -> TableLayout:
    state = registry.get("scorzo").new_game(seats=seats, seed=1)
    return load_layout(seated_layout_path("scorzo", seats), list(state.piles))


def box(slot: PileSlot) -> Box:
    return (slot.x, slot.y, slot.x + slot.width, slot.y + slot.height)


def apart(a: Box, b: Box) -> bool:
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def seat_block(layout: TableLayout, seat: int) -> Box:
    """The bounding box of a seat's piles and its name strip."""
    boxes = [box(s) for s in layout.slots.values() if s.seat == seat]
    boxes += [(lb.x, lb.y, lb.x + lb.width, lb.y + lb.height) for lb in layout.labels if lb.seat == seat]
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


@pytest.mark.parametrize("seats", SEATS)
def test_each_scorzo_layout_names_exactly_the_games_piles(seats: int) -> None:
    state = registry.get("scorzo").new_game(seats=seats, seed=1)
    assert set(table(seats).slots) == set(state.piles)


@pytest.mark.parametrize("seats", SEATS)
def test_no_pile_or_name_strip_overlaps_another_and_all_lie_on_the_table(seats: int) -> None:
    layout = table(seats)
    assert layout.size == VIRTUAL_SIZE
    places = {pid: box(slot) for pid, slot in layout.slots.items()}
    places |= {f"label {lb.text}": (lb.x, lb.y, lb.x + lb.width, lb.y + lb.height) for lb in layout.labels}
    for name, (left, top, right, bottom) in places.items():
        assert 0 <= left < right <= VIRTUAL_SIZE[0] and 80 <= top < bottom <= VIRTUAL_SIZE[1] - 50, name
    for (a, box_a), (b, box_b) in combinations(places.items(), 2):
        assert apart(box_a, box_b), f"{a} overlaps {b}"
    assert layout.card_size[0] * 720 / VIRTUAL_SIZE[1] >= READABLE_CARD_WIDTH


@pytest.mark.parametrize("seats", SEATS)
def test_every_hand_holds_nine_cards_without_closing_up(seats: int) -> None:
    layout = table(seats)
    for seat in range(1, seats + 1):
        slot = layout.slots[f"seat{seat}.hand"]
        spots = [card_spot(slot, layout.card_size, i, LARGEST_HAND) for i in range(LARGEST_HAND)]
        steps = {round(abs(b[0] - a[0]) + abs(b[1] - a[1]), 3) for a, b in pairwise(spots)}
        assert steps == {slot.fan_step}, seat
        last = spots[-1]
        assert last[0] + layout.card_size[0] <= slot.x + slot.width and last[1] + layout.card_size[1] <= (
            slot.y + slot.height
        )


@pytest.mark.parametrize("seats", SEATS)
def test_the_bottom_hand_is_face_up_fanned_right_with_room_for_meld_gaps(seats: int) -> None:
    layout = table(seats)
    hand = layout.slots["seat1.hand"]
    gap = int(pytmx.TiledMap(str(seated_layout_path("scorzo", seats))).properties["group_gap"])
    assert hand.fan is Fan.RIGHT and hand.face == "up"
    assert layout.card_size[0] + (LARGEST_HAND - 1) * hand.fan_step + MELD_GAPS * gap <= hand.width
    assert gap > 0
    assert hand.y + hand.height >= max(s.y + s.height for s in layout.slots.values())
    assert abs(hand.x + hand.width / 2 - VIRTUAL_SIZE[0] / 2) < 2
    for seat in range(2, seats + 1):
        other = layout.slots[f"seat{seat}.hand"]
        assert other.face == "down" and other.fan_step < hand.fan_step
        assert other.y + other.height <= hand.y


@pytest.mark.parametrize("seats", SEATS)
def test_each_seat_keeps_its_hand_cut_and_name_together_apart_from_the_centre(seats: int) -> None:
    layout = table(seats)
    blocks = [seat_block(layout, seat) for seat in range(1, seats + 1)]
    centre = [box(layout.slots["draw"]), box(layout.slots["discard"])]
    for first, second in combinations(blocks, 2):
        assert apart(first, second)
    assert all(apart(block, pile) for block in blocks for pile in centre)
    for seat in range(1, seats + 1):
        assert layout.slots[f"seat{seat}.cut"].seat == seat == layout.slots[f"seat{seat}.hand"].seat
        assert [lb.text for lb in layout.labels if lb.seat == seat] == [f"Seat {seat}"]


@pytest.mark.parametrize("seats", SEATS)
def test_the_discard_fans_its_last_three_cards_beside_the_squared_draw_pile(seats: int) -> None:
    layout = table(seats)
    draw, discard = layout.slots["draw"], layout.slots["discard"]
    assert draw.fan is Fan.NONE and draw.face == "down"
    assert discard.fan is Fan.RIGHT and discard.fan_shown == 3 and discard.face == "up"
    assert draw.y == discard.y and draw.x + draw.width < discard.x
    spots = [card_spot(discard, layout.card_size, i, 20) for i in range(20)]
    assert spots[-1][0] + layout.card_size[0] <= discard.x + discard.width
    assert len({spot for spot in spots}) == 3


def test_opponents_follow_in_playing_order_from_the_bottom_seats_left() -> None:
    """Play passes to the left, so seat 2 sits at the bottom seat's left and the last seat at its right."""
    layout = table(6)
    centres = [
        (s.x + s.width / 2, s.y + s.height / 2) for s in (layout.slots[f"seat{n}.hand"] for n in range(2, 7))
    ]
    assert centres[0][0] < VIRTUAL_SIZE[0] / 4 and centres[-1][0] > 3 * VIRTUAL_SIZE[0] / 4
    assert [x for x, _ in centres] == sorted(x for x, _ in centres)


def test_a_scorzo_table_draws_its_cards_through_the_shared_picture_path() -> None:
    pygame.init()
    layout = table(3)
    view = TableView(layout, CardArt(), Viewport((1280, 720)), 0, "green", {})
    seven, wild = ScorzoCard(SUITS[0], 7), ScorzoCard.wild(3, copy=1)
    assert view.picture(seven, True) is view.art.face(seven, view.card_size)
    assert view.picture(wild, True) is view.art.face(ScorzoCard.wild(), view.card_size)
    assert view.picture(wild, False) is view.picture(ScorzoCard(SUITS[1], 2, copy=0), False)


@pytest.mark.parametrize("seats", SEATS)
def test_the_banner_band_meets_no_pile_name_strip_history_or_button_at_any_seat_count(seats: int) -> None:
    """A banner ("Ann calls SCORZO!") rests over the table: never on what the next player uses."""
    layout = table(seats)
    banner = pygame.Rect(BANNER_PLACE)
    for pile_id, slot in layout.slots.items():
        assert not banner.colliderect(pygame.Rect(box(slot)[:2], (slot.width, slot.height))), pile_id
    for label in layout.labels:
        assert not banner.colliderect(pygame.Rect(label.x, label.y, label.width, label.height)), label.text
    history = history_box(layout.properties)
    assert history is not None and not banner.colliderect(pygame.Rect(history))
    assert banner.bottom <= VIRTUAL_SIZE[1] and banner.left >= 0 and banner.right <= VIRTUAL_SIZE[0]
