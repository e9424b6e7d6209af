"""The Scrooge table headless: the mouse seat against bots, driven by posted events (issue 4).

Animations are set instant (reduced motion) so cards lie where they belong at once;
frames are stepped with chosen seconds, which is what moves the race table's clock.
"""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.moves import MoveCards
from game.core.seats import parse_players
from game.ui.app import App
from game.ui.games.scrooge.round_summary import RoundSummaryScene
from game.ui.games.scrooge.table import ScroogeTableScene
from game.ui.look import theme

SPEC = registry.get("scrooge")


@pytest.fixture
def app(quiet_app: App) -> App:
    return quiet_app


def open_table(app: App, players: str, seed: int) -> ScroogeTableScene:
    app.nav.open_table(SPEC, seed, parse_players(players, SPEC.seats), {})
    app.step(0.0)
    table = app.stack.top
    assert isinstance(table, ScroogeTableScene)
    return table


def post(kind: int, **attributes: object) -> None:
    pygame.event.post(pygame.event.Event(kind, **attributes))


def drag(app: App, start: tuple[int, int], end: tuple[int, int], release: bool = True) -> None:
    """Press, move in steps and (unless told not to) release, all in one frame of no time."""
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for i in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    if release:
        post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step(0.0)


def top_card(table: ScroogeTableScene, pile_id: str) -> tuple[int, int]:
    return table.view.piles[pile_id][-1].rect.center


def spot(table: ScroogeTableScene, pile_id: str) -> tuple[int, int]:
    return table.view.top_rect(pile_id).center


def card_moves(table: ScroogeTableScene) -> list[MoveCards]:
    return [m for m in table.match.state.legal_moves(0) if isinstance(m, MoveCards)]


@pytest.mark.parametrize("seats", [2, 6])
def test_the_table_opens_with_every_deck_dealt(app: App, seats: int) -> None:
    table = open_table(app, ",".join(["human:mouse"] + ["bot:medium"] * (seats - 1)), seed=3)
    assert sum(len(sprites) for sprites in table.view.piles.values()) == 52 * seats
    assert len(table.strips) == seats and not table.call_button.enabled


def test_a_legal_drag_by_the_mouse_seat_moves_the_card(app: App) -> None:
    seed = next(s for s in range(1, 200) if card_moves(open_table(app, "human:mouse,bot:easy", s)))
    table = open_table(app, "human:mouse,bot:easy", seed)
    move = card_moves(table)[0]
    card = table.match.state.piles[move.source].cards[-move.count]
    drag(app, table.view.piles[move.source][-move.count].rect.center, spot(table, move.target))
    assert card in table.match.state.piles[move.target].cards


def test_an_illegal_drop_slides_back_and_the_seat_says_why(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy", seed=5)
    state = table.match.state
    source = next(f"seat1.work.{i}" for i in range(4) if state.piles[f"seat1.work.{i}"].top.rank != 1)
    home = table.view.piles[source][-1].rect.topleft
    drag(app, top_card(table, source), spot(table, "foundation.0"))
    assert len(state.piles[source].cards) == 1 and not state.piles["foundation.0"].cards
    assert table.strips[0].note
    for _ in range(30):
        app.step(0.0)
        app.step(1 / 60)
    assert table.view.piles[source][-1].rect.topleft == home


def race_seed(app: App) -> tuple[ScroogeTableScene, MoveCards]:
    """A deal where the bot has chosen an Ace for foundation.0 and the mouse seat can play one there too."""
    for seed in range(1, 300):
        table = open_table(app, "human:mouse,bot:hard", seed)
        mine = [m for m in card_moves(table) if m.target == "foundation.0"]
        if not mine:
            continue
        for _ in range(40):
            pending = table.match.bots.pending.get(1)
            if pending is not None:
                break
            app.step(0.05)
        chosen = pending.move if pending is not None else None
        still_mine = [m for m in card_moves(table) if m.target == "foundation.0"]
        if isinstance(chosen, MoveCards) and chosen.target == "foundation.0" and still_mine:
            return table, still_mine[0]
    raise AssertionError("no deal with a race for foundation.0")


def test_a_race_in_one_frame_lets_exactly_one_card_onto_the_foundation(app: App) -> None:
    table, mine = race_seed(app)
    state = table.match.state
    drag(app, top_card(table, mine.source), spot(table, "foundation.0"), release=False)
    post(pygame.MOUSEBUTTONUP, pos=spot(table, "foundation.0"), button=1)
    app.step(5.0)  # the person's drop arrives first in the frame; the bot's move falls due in it
    assert len(state.piles["foundation.0"].cards) == 1
    assert state.piles["foundation.0"].cards[0].deck == 0
    assert table.strips[1].note == "beaten by Seat 1 (you)"


def test_a_drag_held_while_the_bot_plays_there_first_is_beaten(app: App) -> None:
    table, mine = race_seed(app)
    state = table.match.state
    drag(app, top_card(table, mine.source), spot(table, "foundation.0"), release=False)
    app.step(5.0)
    post(pygame.MOUSEBUTTONUP, pos=spot(table, "foundation.0"), button=1)
    app.step(0.0)
    assert [card.deck for card in state.piles["foundation.0"].cards][:1] == [1]
    assert table.strips[0].note == "beaten by Bot (hard)"


def test_an_idle_person_and_bots_reach_the_round_summary(app: App) -> None:
    table = open_table(app, "human:mouse,bot:hard,bot:medium", seed=2)
    for _ in range(3000):
        app.step(1.0)
        if isinstance(app.stack.top, RoundSummaryScene):
            break
    summary = app.stack.top
    assert isinstance(summary, RoundSummaryScene)
    assert table.match.state.round_over
    lines = summary.text_lines()
    assert len(lines) >= 4 and "Seat 1 (you)" in lines[1]


def test_clicking_the_stock_turns_cards_face_up_onto_the_waste(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy", seed=5)
    post(pygame.MOUSEBUTTONDOWN, pos=spot(table, "seat1.stock"), button=1)
    post(pygame.MOUSEBUTTONUP, pos=spot(table, "seat1.stock"), button=1)
    app.step(0.0)
    waste = table.view.piles["seat1.waste"]
    assert len(waste) == 3 and all(sprite.face_up for sprite in waste)


def test_a_long_refusal_is_shortened_so_it_never_covers_the_seats_name(app: App) -> None:
    table = open_table(app, "human:mouse,bot:easy,bot:easy,bot:easy,bot:easy,bot:easy", seed=3)
    strip = table.strips[0]
    strip.say("the 3 of Spades cannot go on the 5 of Spades: this pile builds down in the other colour")
    app.step(0.0)
    size = table.app.viewport.length(26)
    name = table.place_names[0].split("  ")[0]  # the controls after the name make way for a note
    name_right = theme.font(size, bold=True).size(name)[0] + table.app.viewport.length(12)
    image = strip.image
    red_columns = {
        x
        for x in range(image.get_width())
        for y in range(0, image.get_height(), 2)
        if sum(abs(a - b) for a, b in zip(image.get_at((x, y))[:3], theme.ERROR, strict=True)) < 60
    }
    assert red_columns, "the note was not drawn"
    assert min(red_columns) > name_right, "the note runs over the seat's name"
