"""Jokers at the Scrooge table, headless: played like any card and named by where they land (issue 4)."""

from __future__ import annotations

from game.core.cards import Card, Suit
from game.core.codes import parse_card
from game.core.seats import parse_players
from game.rules.scrooge import ScroogeState
from game.ui.app import App
from game.ui.games.scrooge.table import ScroogeTableScene
from tests.test_ui_scrooge import SPEC, app, drag, spot, top_card
from tests.test_ui_scrooge_keys import press

__all__ = ["app"]  # the fixture, shared with the mouse-seat tests

JOKER = Card.joker(1, 0)


def open_table(app: App, players: str, seed: int = 3, **options: bool) -> ScroogeTableScene:
    app.nav.open_table(SPEC, seed, parse_players(players, SPEC.seats), {"jokers": True, **options})
    app.step(0.0)
    table = app.stack.top
    assert isinstance(table, ScroogeTableScene)
    return table


def bring(table: ScroogeTableScene, card: Card, target: str) -> None:
    """Take ``card`` out of its pile and lay it on top of ``target``; stocks stay face down; redraw."""
    state = table.match.state
    assert isinstance(state, ScroogeState)
    for pile in state.piles.values():
        if card in pile.cards:
            pile.cards.remove(card)
            pile.hidden = min(pile.hidden, max(0, len(pile.cards) - 1)) if pile.hidden else 0
    state.piles[target].cards.append(card)
    for place in state.seating.places:
        state.piles[place.stock].hidden = len(state.piles[place.stock].cards)
    table.view.show_state(state)


def started_hearts(table: ScroogeTableScene) -> None:
    """Deck 0's Ace of hearts on foundation 0 and its first joker on top of work pile 1."""
    bring(table, parse_card("AH"), "foundation.0")
    bring(table, JOKER, "seat1.work.0")


def test_a_joker_dragged_onto_a_foundation_is_played_as_its_next_card(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy")
    started_hearts(table)
    drag(app, top_card(table, "seat1.work.0"), spot(table, "foundation.0"))
    state = table.match.state
    assert state.piles["foundation.0"].cards[-1] == JOKER
    assert state.named[JOKER] == parse_card("2H")
    assert table.strips[0].note == "Joker played as 2 of Hearts"
    sprite = table.view.piles["foundation.0"][-1]
    assert sprite.image is table.view.art.named_joker(JOKER, parse_card("2H"), table.view.card_size)


def test_a_joker_lights_up_every_pile_it_could_be_named_for(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy")
    started_hearts(table)
    drag(app, top_card(table, "seat1.work.0"), (640, 700), release=False)
    targets = table.targets_for("seat1.work.0", 1)
    assert set(table.match.state.foundation_ids) <= set(targets)  # the started one and every empty one
    assert len(table.view.markers["target"]) == len(targets)


def test_a_keyboard_seat_plays_a_joker_to_the_centre(app: App) -> None:
    table = open_table(app, "human:keys1,bot:easy")
    started_hearts(table)
    press(table, 0, "work1", "centre")
    app.step(0.0)
    state = table.match.state
    assert state.piles["foundation.0"].cards[-1] == JOKER and state.named[JOKER] == parse_card("2H")
    assert "2 of Hearts" in table.strips[0].note


def test_a_joker_on_an_empty_foundation_is_an_ace_of_a_suit_with_fewest_started(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy")
    started_hearts(table)
    named = table.match.state.joker_name("foundation.1")
    assert named is not None and named.rank == 1 and named.suit is not Suit.HEARTS


def test_six_decks_with_jokers_get_a_foundation_place_each_inside_the_table(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy,bot:easy,bot:easy,bot:easy,bot:easy", jokers=True)
    state, layout = table.match.state, table.layout
    boxes = [layout.slots[pid] for pid in (*state.foundation_ids, "foundation.finished")]
    assert len(boxes) == 6 * 6 + 1
    assert all(slot.x >= 0 and slot.x + slot.width <= layout.size[0] for slot in boxes)
    for i, slot in enumerate(boxes):
        for other in boxes[i + 1 :]:
            apart = abs(slot.y - other.y) >= slot.height or abs(slot.x - other.x) >= slot.width
            assert apart, (slot.pile_id, other.pile_id)
