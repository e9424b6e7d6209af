"""Every turn tells its story (issue 22, point 1): the history panel, the whole story on F3, the
pass screen's "while you were away", and a refusal that goes when the turn passes."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.core.seats import parse_players
from game.ui.app import App
from game.ui.look import drawn_text, theme
from game.ui.look.hud import Banner, HudSprite
from game.ui.look.viewport import Viewport
from game.ui.menus.rules import RulesScene
from game.ui.menus.rules_markdown import literal
from game.ui.table.large_cards import kept_clear
from game.ui.table.layout import box_property, load_layout
from game.ui.turns.history_page import HistoryPageScene
from game.ui.turns.pass_screen import PassScreenScene
from game.ui.turns.story_panel import StoryPanel, history_box
from game.ui.turns.table_story import StoryLine, TableStory
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


POT = pygame.Rect(660, 392, 600, 78)  # where Scroker writes its pot (game/ui/games/scroker/table.py)


@pytest.mark.parametrize("path", _turn_table_maps(), ids=lambda path: path.stem)
def test_every_turn_table_banner_lies_clear_of_what_the_next_player_uses(path: Path) -> None:
    """A rest's banner never covers the centre piles, the bottom seat's piles or strip, the buttons'
    felt, the history or Scroker's pot; it may lie over other seats' face-down hands (the fullest
    Scroker tables leave no other felt)."""
    game, seats = path.stem.split("-")[:2]
    state = registry.get(game).new_game(seats=int(seats), seed=1, options={})
    layout = load_layout(path, list(state.piles))
    box = box_property(layout.properties, "banner")
    assert box is not None, f"{path.name} has no banner property"
    banner = pygame.Rect(box)
    assert banner.w >= 480 and banner.h >= 100
    assert pygame.Rect(0, 76, 1920, 1032 - 76).contains(banner)
    used = [pygame.Rect(s.x, s.y, s.width, s.height) for s in layout.slots.values() if s.seat in (0, 1)]
    used += [
        pygame.Rect(label.x, label.y, label.width, label.height) for label in layout.labels if label.seat == 1
    ]
    used += [
        pygame.Rect(left, top, right - left, bottom - top) for left, top, right, bottom in kept_clear(layout)
    ]
    used += [pygame.Rect(box_property(layout.properties, "history") or (0, 0, 0, 0))]
    used += [POT] if game == "scroker" else []
    assert not [thing for thing in used if banner.colliderect(thing)]


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


@pytest.mark.parametrize("game", ["scroker", "scorzo", "tac"])
def test_the_history_panel_names_who_did_what_as_bots_play(quiet_app: App, game: str) -> None:
    """The panel itself (not the status line, which may say the same) shows the newest sentence, with
    the seats' names in, under its title."""
    table = _open(quiet_app, game, "bot:easy,bot:easy,bot:easy")
    _run_until(quiet_app, lambda: len(table.story) >= 5)
    panel = table.story_panel
    assert panel is not None
    panel._key = None
    with drawn_text.recording() as record:
        panel.refresh(quiet_app.viewport, table._named_story())
    shown = " ".join(text.text for text in record.texts)
    newest = table.hotseat.named(table.story.lines[-1].text)
    assert shown.startswith("History") and newest in shown, shown
    assert "Seat " not in newest  # the bots' names, not the rules' seat numbers


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


LONG_VERDICT = (
    "Seat 1 takes the main pot of 224 with AECIA, beating the OW + EAU of Seat 2: Scroker beats Bullfrog; "
    "Seat 2 takes back side pot 1 of 4: chips nobody else matched."
)


@pytest.mark.parametrize("text_scale", [1.0, 1.25, 1.5])
def test_the_newest_sentence_always_shows_even_when_it_is_longer_than_the_panel(text_scale: float) -> None:
    """The fullest Scroker table's small panel at large text: a deal's verdict still shows there."""
    pygame.init()
    pygame.display.set_mode((1, 1))
    theme.apply_look(False, text_scale)
    try:
        panel = StoryPanel((16, 864, 474, 156))
        lines = [StoryLine("Seat 2 folds.", 1), StoryLine(LONG_VERDICT, 0)]
        with drawn_text.recording() as record:
            panel.refresh(Viewport((1024, 600)), lines)
        shown = [text.text for text in record.texts]
        assert any(LONG_VERDICT.startswith(text.removesuffix("…")) and len(text) > 5 for text in shown), shown
        assert all(text.pixels >= theme.SMALLEST_TEXT for text in record.texts)
    finally:
        theme.apply_look(False, 1.0)


def test_a_panel_that_larger_cards_took_the_felt_of_lets_clicks_through_to_the_cards(quiet_app: App) -> None:
    table = _open(quiet_app, "scroker", "bot:easy,bot:easy,bot:easy")
    _run_until(quiet_app, lambda: len(table.story) >= 1)
    panel = table.story_panel
    assert panel is not None and panel.visible
    where = panel.rect.center
    panel.box = (panel.box[0], panel.box[1], 40.0, 40.0)  # what larger cards left of its felt
    table._refresh_hud()
    assert not panel.visible
    table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1))
    assert not isinstance(quiet_app.stack.top, HistoryPageScene)


@pytest.mark.parametrize("text_scale", [1.0, 1.25, 1.5])
def test_a_long_call_on_its_banner_keeps_to_the_felt_its_map_gives_it(text_scale: float) -> None:
    """Tač's call names the missed play: at large text its banner takes smaller type, not the next
    seat's piles round its felt."""
    pygame.init()
    pygame.display.set_mode((1, 1))
    theme.apply_look(False, text_scale)
    try:
        banner, viewport = Banner(), Viewport((1280, 720))
        banner.place = (16, 250, 768, 130)  # Tač with four seats: above the left seat, under the top one
        call = "Ann calls Tač! on Bot 3 (normal): Bot 3 (normal) could have played the 9♠ to the centre."
        with drawn_text.recording() as record:
            banner.refresh(viewport, call)
        assert viewport.rect(*banner.place).contains(banner.rect)
        assert all(text.pixels >= theme.SMALLEST_TEXT for text in record.texts)
        assert " ".join(text.text for text in record.texts) == call
    finally:
        theme.apply_look(False, 1.0)


@pytest.mark.parametrize("key", [pygame.K_F1, pygame.K_F3])
def test_the_rules_and_the_history_open_from_a_deals_end_panel(quiet_app: App, key: int) -> None:
    """A newcomer reading "Slush beats Frog" on the deal's end wants the rules or the moves there."""
    table = _open(quiet_app, "scroker", "bot:easy,bot:easy,bot:easy")
    _run_until(quiet_app, lambda: quiet_app.stack.top is not table and table._round_over())
    panel = quiet_app.stack.top
    quiet_app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    opened = quiet_app.stack.top
    assert opened is not panel
    assert isinstance(opened, HistoryPageScene if key == pygame.K_F3 else RulesScene)
    quiet_app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert quiet_app.stack.top is panel
