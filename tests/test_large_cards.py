"""Large cards (issue 21, point 5): "High contrast, large cards" makes the cards larger at every
table, Scotch's included, and they still stay on the table and off each other's piles."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from game.core import registry
from game.resources import asset_path
from game.ui.app import App
from game.ui.look import drawn_text, theme
from game.ui.table.large_cards import LARGEST, TABLE_AREA, kept_clear, large_layout, name_strips, room_to_grow
from game.ui.table.layout import PileSlot, TableLayout, layout_path, load_layout, seated_layout_path
from game.ui.table.seated_view import turned_layout
from tests.test_settings_live import TABLES, open_table


@pytest.fixture
def app(quiet_app: App) -> Iterator[App]:
    quiet_app.advice_in_background = False
    yield quiet_app
    theme.apply_look(False, 1.0)


def card_size(app: App, game_id: str, large: bool) -> tuple[int, int]:
    app.change_settings(dataclasses.replace(app.settings, high_contrast=large))
    open_table(app, game_id)()
    app.step(0.0)
    view = app.stack.top.view
    view.finish_animations()
    screen = app.screen.get_rect()
    for sprites in view.piles.values():
        for sprite in sprites:
            assert screen.contains(sprite.rect), f"{game_id}: a card leaves the window"
    return view.card_size


@pytest.mark.parametrize("game_id", TABLES)
def test_large_cards_are_larger_at_every_table(app: App, game_id: str) -> None:
    plain, large = card_size(app, game_id, False), card_size(app, game_id, True)
    assert large[0] > plain[0] and large[1] > plain[1]
    if game_id == "scotch":  # its own large map: a fifth larger at least
        assert large[1] >= 1.2 * plain[1]


def large_twins() -> list[str]:
    """Every map with a large twin (Scotch, Scroker at 7 and 8 seats, Scrooge at 2 and 3)."""
    return sorted(path.stem.removesuffix("-large") for path in asset_path("layouts").glob("*-large.tmx"))


@pytest.mark.parametrize("stem", large_twins())
def test_a_large_twin_keeps_every_pile_on_the_table_clear_of_the_others(stem: str) -> None:
    """... and a turned seated table's name strips clear of the piles (Scotch's and Scrooge's titles
    lie by the edge or in their seat's band)."""
    plain = map_layout(stem)
    layout = large_layout(plain)
    assert layout.path.name == f"{stem}-large.tmx" and set(layout.slots) == set(plain.slots)
    name_strips = stem.startswith("scroker")
    boxes = [(s.x, s.y, s.x + s.width, s.y + s.height) for s in layout.slots.values()]
    if name_strips:
        boxes += [
            (label.x, label.y, label.x + label.width, label.y + label.height) for label in layout.labels
        ]
    for clear in kept_clear(layout):  # the table's own buttons
        assert not any(meets(box, clear) for box in boxes), stem
    for index, box in enumerate(boxes):
        assert TABLE_AREA[0] <= box[0] and TABLE_AREA[1] <= box[1]
        assert box[2] <= TABLE_AREA[2] and box[3] <= TABLE_AREA[3]
        for other in boxes[index + 1 :]:
            assert box[2] <= other[0] or other[2] <= box[0] or box[3] <= other[1] or other[3] <= box[1]


def new_overlaps(before: TableLayout, after: TableLayout) -> list[tuple[str, str]]:
    """Pairs of piles, or of a pile and a label (``label:<text or seat>``), that meet after growing
    and did not before: a card come to lie on another pile, or over a seat's name."""

    def named_boxes(layout: TableLayout) -> dict[str, tuple[float, float, float, float]]:
        boxes = {pile_id: box_of(slot) for pile_id, slot in layout.slots.items()}
        for index, label in enumerate(layout.labels):
            boxes[f"label:{index}:{label.text or label.seat}"] = (
                label.x,
                label.y,
                label.x + label.width,
                label.y + label.height,
            )
        return boxes

    old, new = named_boxes(before), named_boxes(after)
    names = list(old)
    return [
        (first, second)
        for index, first in enumerate(names)
        for second in names[index + 1 :]
        if meets(new[first], new[second]) and not meets(old[first], old[second])
    ]


def every_map() -> list[str]:
    """Every table map the games read for some seat count (a large twin is not one)."""
    return sorted(
        path.stem for path in asset_path("layouts").glob("*.tmx") if not path.stem.endswith("-large")
    )


def map_layout(stem: str) -> TableLayout:
    """A map read with the piles it names (its game's piles for its seat count and variant)."""
    game_id, _, rest = stem.partition("-")
    seats, _, variant = rest.partition("-")
    options = {"jokers": True} if variant == "jokers" else {}
    if not seats:
        state = registry.get(game_id).new_game(seats=1, seed=1, options=options)
        return load_layout(layout_path(game_id), list(state.piles))
    state = registry.get(game_id).new_game(seats=int(seats), seed=1, options=options)
    return load_layout(seated_layout_path(game_id, int(seats), variant), list(state.piles))


ENOUGH = 1.15  # issue 21: large cards are clearly larger, at every table and seat count
# Maps whose piles leave no such room yet: each seat's block and the shared middle already fill the
# stage at the largest card that fits, so a clearly larger card needs another arrangement (a large
# twin, docs/layouts.md). Listed so the gap is seen; the test fails the day one of them gets there.
NOT_YET = {
    *(f"scrooge-{seats}{jokers}" for seats in range(4, 7) for jokers in ("", "-jokers")),
}
TABLE_FULL = "no room: four to six Scrooge seats fill the table (docs/decisions.md)"


@pytest.mark.parametrize(
    "stem",
    [
        pytest.param(stem, marks=pytest.mark.xfail(strict=True, reason=TABLE_FULL))
        if stem in NOT_YET
        else stem
        for stem in every_map()
    ],
)
def test_large_cards_are_at_least_15_percent_larger_at_every_map(stem: str) -> None:
    plain = map_layout(stem)
    large = large_layout(plain)
    assert large.card_size[0] >= ENOUGH * plain.card_size[0] - 1, (stem, plain.card_size, large.card_size)
    assert large.card_size[1] >= ENOUGH * plain.card_size[1] - 1, (stem, plain.card_size, large.card_size)


@pytest.mark.parametrize("stem", every_map())
def test_a_map_grows_its_cards_only_into_free_room(stem: str) -> None:
    """Grown, no two piles and no pile and label come to overlap, and nothing leaves the table's area."""
    layout = map_layout(stem)
    bigger = large_layout(layout)
    if bigger.path != layout.path:  # a large twin: every pile apart from every other (above, for Scotch)
        return
    assert 1.0 <= room_to_grow(layout) <= LARGEST
    assert new_overlaps(layout, bigger) == []
    left, top, right, bottom = TABLE_AREA
    for slot in bigger.slots.values():
        assert left <= slot.x and top <= slot.y, (stem, slot.pile_id)
        assert slot.x + slot.width <= right and slot.y + slot.height <= bottom, (stem, slot.pile_id)
    for label in bigger.labels:
        assert left <= label.x and top <= label.y, (stem, label)
        assert label.x + label.width <= right and label.y + label.height <= bottom, (stem, label)
    for clear in kept_clear(layout):  # the table's own controls (Scroker's bet buttons)
        for pile_id, slot in bigger.slots.items():
            old = layout.slots[pile_id]
            assert not meets(box_of(slot), clear) or meets(box_of(old), clear), (stem, pile_id)


def test_every_maps_keep_clear_reads() -> None:
    """A map's ``keep_clear`` that did not read would let larger cards over the table's buttons."""
    for stem in every_map():
        layout = map_layout(stem)
        if "keep_clear" in layout.properties:
            assert kept_clear(layout), stem
    assert kept_clear(map_layout("scroker-8")) == ((1430.0, 790.0, 1904.0, 1028.0),)


def box_of(slot: PileSlot) -> tuple[float, float, float, float]:
    return (slot.x, slot.y, slot.x + slot.width, slot.y + slot.height)


def meets(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_a_seated_tables_name_strips_move_with_its_larger_cards() -> None:
    """The scene draws a seated table's name strips from the map: they must be where the grown
    seats put them, off the cards, and the turned layout it draws cards from grows alike."""
    layout = map_layout("schrum-4")
    strips = name_strips(layout, large=True)
    assert strips != layout.labels and name_strips(layout, large=False) == layout.labels
    turned = turned_layout(layout, lambda pile_id: pile_id)
    bigger = large_layout(turned)
    assert bigger.labels == () and bigger.slots == large_layout(layout).slots
    assert new_overlaps(layout, dataclasses.replace(bigger, labels=strips)) == []


def test_a_seated_table_turns_its_large_twin_as_it_turns_the_map() -> None:
    """Scroker's twin names the map's places: the person at the bottom still gets the bottom hand,
    every other seat the twin's place of the map place the table drew it at."""
    layout = map_layout("scroker-8")
    twin = large_layout(layout)
    turn = {f"seat{seat}": f"seat{(seat + 2) % 8 + 1}" for seat in range(1, 9)}

    def game_pile(map_id: str) -> str:
        seat, dot, rest = map_id.partition(".")
        return f"{turn[seat]}.{rest}" if dot else map_id

    turned = large_layout(turned_layout(layout, game_pile))
    assert turned.labels == () and turned.card_size == twin.card_size
    for map_id, slot in twin.slots.items():
        moved = turned.slots[game_pile(map_id)]
        assert (moved.x, moved.y, moved.width, moved.height) == (slot.x, slot.y, slot.width, slot.height)


def test_a_fan_closes_up_rather_than_run_into_the_next_seat() -> None:
    """Repezita's hands lie side by side along an edge: grown, each keeps to its own stretch."""
    layout = map_layout("repezita-4")
    bigger = large_layout(layout)
    for pile_id in ("seat1.hand", "seat2.hand"):
        assert bigger.slots[pile_id].width <= layout.slots[pile_id].width + 1
    assert bigger.card_size[0] >= ENOUGH * layout.card_size[0]


@pytest.mark.parametrize("game_id", ["repezita", "scroker", "schrum", "scorzo", "tac"])
def test_a_seats_name_strip_stays_off_its_larger_cards(app: App, game_id: str) -> None:
    """The strips are drawn by the table's scene, apart from the cards: with large cards they move
    with their seats, and no card lies on one (before, they stayed where the map had them)."""
    card_size(app, game_id, True)
    scene = app.stack.top
    strips = scene.strips.values() if isinstance(scene.strips, dict) else scene.strips
    cards = [sprite.rect for sprites in scene.view.piles.values() for sprite in sprites]
    assert cards
    for strip in strips:
        assert strip.rect.width and not any(strip.rect.colliderect(card) for card in cards), (
            game_id,
            strip.rect,
        )


@pytest.mark.parametrize("seats", [3, 6])
def test_a_table_whose_cards_cannot_grow_says_so_and_one_that_can_does_not(app: App, seats: int) -> None:
    """Scrooge at six seats fills the table: with large cards on, its status line says why the cards
    kept their size and which seat counts give larger ones, rather than seem to ignore the setting."""
    from game.core.seats import parse_players

    app.change_settings(dataclasses.replace(app.settings, high_contrast=True))
    spec = registry.get("scrooge")
    app.nav.open_table(spec, 1, parse_players(str(seats), spec.seats), {})
    for _ in range(240):  # past the deal: the race has begun
        app.step(1 / 60)
    with drawn_text.recording() as record:
        app.step(1 / 60)
    said = " ".join(text.text for text in record.texts)
    assert ("fill the table" in said) == (seats == 6), said
