"""Every turn tells its story (issue 22, point 1): the history panel, the whole story on F3, the
pass screen's "while you were away", and a refusal that goes when the turn passes."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.core.seats import parse_players
from game.ui.app import App
from game.ui.look import drawn_text
from game.ui.look.hud import HudSprite
from game.ui.menus.rules_markdown import literal
from game.ui.table.large_cards import kept_clear
from game.ui.table.layout import load_layout
from game.ui.turns.history_page import HistoryPageScene
from game.ui.turns.pass_screen import PassScreenScene
from game.ui.turns.story_panel import history_box
from game.ui.turns.table_story import TableStory
from game.ui.turns.turn_table import TurnTableScene

STEP = 0.1
LAYOUTS = Path(__file__).resolve().parent.parent / "assets" / "layouts"
TURN_TABLE_MAPS = {"scorzo": "scorzo", "scroker": "scroker", "schrum": "schrum", "tac": "tac"}


def _turn_table_maps() -> list[Path]:
    return sorted(path for path in LAYOUTS.glob("*.tmx") if path.stem.split("-")[0] in TURN_TABLE_MAPS)


@pytest.mark.parametrize("path", _turn_table_maps(), ids=lambda path: path.stem)
def test_every_turn_table_map_gives_the_history_felt_that_nothing_else_uses(path: Path) -> None:
    game, seats = path.stem.split("-")[:2]
    state = registry.get(game).new_game(seats=int(seats), seed=1, options={})
    layout = load_layout(path, list(state.piles))
    box = history_box(layout.properties)
    assert box is not None, f"{path.name} has no history property"
    x, y, width, height = box
    assert height >= 150 and width >= 300
    assert x >= 0 and x + width <= 1920 and y >= 76 and y + height <= 1032
    panel = pygame.Rect(x, y, width, height)
    things = [pygame.Rect(s.x, s.y, s.width, s.height) for s in layout.slots.values()]
    things += [pygame.Rect(label.x, label.y, label.width, label.height) for label in layout.labels]
    things += [
        pygame.Rect(left, top, right - left, bottom - top)
        for left, top, right, bottom in kept_clear(layout)
        if (left, top, right - left, bottom - top) != box
    ]
    assert not [thing for thing in things if panel.colliderect(thing)]


def test_a_story_keeps_sentences_in_order_and_what_each_person_has_not_seen() -> None:
    story = TableStory()
    story.tell("Seat 1 checks.", 0)
    story.tell("  ")
    story.tell("Seat 2 opens for 3.", 1)
    story.tell("Seat 2 opens for 3.", 1)  # the same news twice in a row is one sentence
    assert [line.text for line in story.lines] == ["Seat 1 checks.", "Seat 2 opens for 3."]
    assert len(story.unseen_by(0)) == 2
    story.seen_by(0)
    story.tell("Seat 3 folds.", 2)
    assert [line.text for line in story.unseen_by(0)] == ["Seat 3 folds."]


def _open(app: App, game: str, players: str, seed: int = 4) -> TurnTableScene:
    app.advice_in_background = False
    spec = registry.get(game)
    app.nav.open_table(spec, seed, parse_players(players, spec.seats, shared_devices=True), {})
    table = app.stack.top
    assert isinstance(table, TurnTableScene)
    return table


def _run_until(app: App, done, frames: int = 4000) -> None:
    for _ in range(frames):
        if done():
            return
        app.step(STEP)
    raise AssertionError("the table never got there")


def _drawn(app: App) -> list[str]:
    """Every text on the screen now: the top scene drawn afresh, a table's HUD pictures made again."""
    table = next((scene for scene in app.stack.scenes if isinstance(scene, TurnTableScene)), None)
    with drawn_text.recording() as record:
        if table is not None:
            for sprite in table.view.group.sprites():
                if isinstance(sprite, HudSprite):
                    sprite._key = None
            table._refresh_hud()
        app.stack.changed = True
        app.draw()
    return [text.text for text in record.texts]


@pytest.mark.parametrize("game", ["scroker"])
def test_the_history_panel_names_who_did_what_as_bots_play(quiet_app: App, game: str) -> None:
    table = _open(quiet_app, game, "bot:easy,bot:easy,bot:easy")
    _run_until(quiet_app, lambda: len(table.story) >= 3)
    shown = _drawn(quiet_app)
    newest = table.hotseat.named(table.story.lines[-1].text)
    assert "History" in shown
    assert any(newest.startswith(text) or text in newest for text in shown if len(text) > 8), shown
    assert all("Seat " not in line.text or line.text.startswith("Seat") for line in table.story.lines)


def test_f3_opens_the_whole_story_newest_first_and_closes_again(quiet_app: App) -> None:
    table = _open(quiet_app, "scroker", "bot:easy,bot:easy,bot:easy")
    _run_until(quiet_app, lambda: len(table.story) >= 3)
    quiet_app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F3, mod=0, unicode=""))
    page = quiet_app.stack.top
    assert isinstance(page, HistoryPageScene)
    newest, oldest = (
        literal(table.hotseat.named(line.text)) for line in (table.story.lines[-1], table.story.lines[0])
    )
    assert page.text.index(newest) < page.text.index(oldest)
    quiet_app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F3, mod=0, unicode=""))
    assert quiet_app.stack.top is table


def test_the_wheel_over_the_panel_scrolls_back_and_the_title_says_so(quiet_app: App) -> None:
    table = _open(quiet_app, "scroker", "bot:easy,bot:easy,bot:easy")
    _run_until(quiet_app, lambda: len(table.story) >= 3)
    panel = table.story_panel
    assert panel is not None
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=panel.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    table.handle_event(motion)  # the deal's end panel is over the table: the table's own handling
    table.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    assert panel.back == 2
    assert "History: 2 back" in _drawn(quiet_app)


def test_the_pass_screen_tells_what_happened_while_the_person_was_away(quiet_app: App) -> None:
    table = _open(quiet_app, "scroker", "human=Ann,bot:easy,human=Ben")
    _run_until(quiet_app, lambda: isinstance(quiet_app.stack.top, PassScreenScene))
    first = quiet_app.stack.top
    assert isinstance(first, PassScreenScene)
    first.shown_for = 1.0
    quiet_app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    mover = table.state.to_move()[0]
    table.attempt(
        table._make_bot(mover, parse_players("bot:easy", (1, 1))[0]).decide(table.state.view(mover))
    )
    _run_until(quiet_app, lambda: isinstance(quiet_app.stack.top, PassScreenScene))
    screen = quiet_app.stack.top
    assert isinstance(screen, PassScreenScene)
    name = table.names[mover]
    assert screen.away and any(line.startswith(name) for line in screen.away), screen.away
    shown = _drawn(quiet_app)
    assert "While you were away:" in shown or any(text.startswith("While you were away") for text in shown)


def test_a_refusal_goes_when_the_turn_passes(quiet_app: App) -> None:
    """A red refusal answers one move: once the person's turn is over it is no longer shown."""
    table = _open(quiet_app, "scroker", "human=Ann,bot:easy,bot:easy")
    _run_until(quiet_app, lambda: table.settled and table.state.to_move() == (0,))
    refusal = "You cannot check after an open."
    table._say(refusal, alert=True)
    quiet_app.step(STEP)
    assert table.status_words() == (refusal, True)
    helper = table._make_bot(0, parse_players("bot:easy", (1, 1))[0])
    assert table.attempt(helper.decide(table.state.view(0)))
    quiet_app.step(STEP)
    assert table.status_words()[0] != refusal
