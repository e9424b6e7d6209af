"""The solitaire table as a player meets it, headless (DESIGN.md §8, §11).

Every test drives the real app with posted pygame events (mouse presses,
motions and releases, key presses) and steps frames with a virtual clock
(``app.step(1/60)``), never sleeping. Scene attributes are only read, never
set: what happens is what a player's input makes happen.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.bots.scotch_lines import find_line
from game.core import registry
from game.core.moves import MoveCards
from game.core.protocol import GameState
from game.testing.pilot import Pilot
from game.ui.app import App
from game.ui.games.scotch.menus import DealNumberScene, PauseScene, ResultScene
from game.ui.games.scotch.table import TableScene
from game.ui.menus.picker import PickerScene
from game.ui.menus.settings import SettingsScene
from game.ui.menus.title import TitleScene

FRAME = 1 / 60
WINDOW = (1280, 720)
SEED = 12  # a deal with an Ace on top, legal and illegal moves at the start
SPEC = registry.get("scotch")


# --- a shared app ----------------------------------------------------------------------


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private data directory and a headless display, set before any App exists."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def new_app(home: Path) -> Iterator[Callable[[], App]]:
    """Makes an App on the title screen; the event queue starts and ends empty."""

    def make() -> App:
        app = App(window=WINDOW, headless=True)
        # the lines dragged here are the player's every move (``test_ui_scotch_comforts`` has the
        # safe cards that go home by themselves)
        app.change_settings(dataclasses.replace(app.settings, safe_cards_home=False))
        pygame.event.clear()
        app.stack.push(TitleScene(app))
        app.running = True
        step(app)
        return app

    yield make
    pygame.event.clear()


@pytest.fixture
def app(new_app: Callable[[], App]) -> App:
    return new_app()


def deal(app: App, seed: int = SEED) -> TableScene:
    """Start a deal as the command line does, and let it settle."""
    app.nav.play(SPEC, seed)
    settle(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


# --- input and frames ------------------------------------------------------------------


def step(app: App, frames: int = 1) -> list[pygame.Rect]:
    rects: list[pygame.Rect] = []
    for _ in range(frames):
        rects += app.step(FRAME)
    return rects


def settle(app: App, limit: int = 600) -> None:
    """Step until no card is moving (a few frames more, so every draw is done)."""
    for _ in range(limit):
        step(app)
        top = app.stack.top
        if not (isinstance(top, TableScene) and top.view.animating):
            break
    else:
        raise AssertionError(f"the cards were still moving after {limit} frames")
    step(app, 3)


def post(kind: int, **attributes: object) -> None:
    pygame.event.post(pygame.event.Event(kind, **attributes))


def mouse_down(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    step(app)


def mouse_move(app: App, pos: tuple[int, int], held: bool = True) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(int(held), 0, 0))
    step(app)


def mouse_up(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    step(app)


def click(app: App, pos: tuple[int, int]) -> None:
    mouse_move(app, pos, held=False)
    mouse_down(app, pos)
    mouse_up(app, pos)


def press_and_drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """Press and move towards ``end`` without letting go."""
    mouse_down(app, start)
    for i in range(1, steps + 1):
        t = i / steps
        mouse_move(
            app, (round(start[0] + (end[0] - start[0]) * t), round(start[1] + (end[1] - start[1]) * t))
        )


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    press_and_drag(app, start, end)
    mouse_up(app, end)


def key(app: App, code: int, text: str = "") -> None:
    post(pygame.KEYDOWN, key=code, mod=0, unicode=text, scancode=0)
    post(pygame.KEYUP, key=code, mod=0, unicode=text, scancode=0)
    step(app)


def centre(table: TableScene, pile_id: str) -> tuple[int, int]:
    return table.view.top_rect(pile_id).center


def snapshot(state: GameState) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def place_of(table: TableScene, pile_id: str, index: int) -> tuple[int, int]:
    x, y = table.view.card_place(pile_id, index, len(table.state.piles[pile_id].cards))
    return (round(x), round(y))


def legal(table: TableScene) -> list[MoveCards]:
    return [m for m in table.state.legal_moves(0) if isinstance(m, MoveCards)]


def tableau_move(table: TableScene) -> MoveCards:
    """A legal move from one tableau pile to another."""
    return next(m for m in legal(table) if m.target.startswith("tableau"))


def illegal_tableau_move(table: TableScene) -> MoveCards:
    """A move between two non-empty tableau piles that the rules refuse."""
    allowed = {(m.source, m.target) for m in legal(table)}
    piles = [p for p, pile in table.state.piles.items() if p.startswith("tableau") and pile.cards]
    for source in piles:
        for target in piles:
            if source != target and (source, target) not in allowed:
                return MoveCards(0, source, target)
    raise AssertionError("every tableau move is legal in this deal")


def drive_by_pilot(app: App, table: TableScene, moves: list[MoveCards], frame_limit: int = 20_000) -> None:
    """Drag every move with the Pilot (posted events), one gesture at a time."""
    pilot = Pilot()
    app.frame_hooks.append(pilot)
    try:
        queue = list(moves)
        for _ in range(frame_limit):
            step(app)
            if not queue and not pilot.busy:
                return
            if pilot.busy or app.stack.top is not table or table.view.animating:
                continue
            pilot.drag_move(table, queue.pop(0))
        raise AssertionError(f"{len(queue)} moves were still to be dragged after {frame_limit} frames")
    finally:
        app.frame_hooks.remove(pilot)


def wait_for(app: App, kind: type, limit: int = 600) -> object:
    for _ in range(limit):
        if isinstance(app.stack.top, kind):
            return app.stack.top
        step(app)
    raise AssertionError(f"no {kind.__name__} after {limit} frames; top is {type(app.stack.top).__name__}")


def seeds_with_line(
    won: bool, first: tuple[int, ...] = (), budget: int = 20_000
) -> Iterator[tuple[int, list[MoveCards]]]:
    """Deals whose line (found by the line finder) is won, or ends with no move left.

    ``first`` are tried before 1..200: deals known to have short lines keep the tests quick,
    and the search still finds one if the deals change.
    """
    for seed in (*first, *range(1, 201)):
        line = find_line(SPEC.new_game(seats=1, seed=seed), budget=budget)
        if line is not None and line.won == won:
            yield seed, list(line.moves)


# --- dealing ----------------------------------------------------------------------------


def test_cards_fly_in_when_a_deal_starts(app: App) -> None:
    app.nav.play(SPEC, SEED)
    step(app)
    table = app.stack.top
    assert isinstance(table, TableScene)
    first_deal_flies = table.view.animating
    settle(app)
    key(app, pygame.K_r, "r")  # restart: the same deal, dealt again
    restart_flies = table.view.animating
    settle(app)
    for pile_id, sprites in table.view.piles.items():
        for index, sprite in enumerate(sprites):
            assert sprite.rect.topleft == place_of(table, pile_id, index)
    assert (first_deal_flies, restart_flies) == (True, True), (
        "the first deal of a table appears at once while a restart is dealt out from the deck"
    )


# --- mouse ------------------------------------------------------------------------------


def test_dragging_a_card_onto_a_legal_pile_moves_it(app: App) -> None:
    table = deal(app)
    move = tableau_move(table)
    card = table.state.piles[move.source].top
    sprite = table.view.piles[move.source][-1]
    source_size = len(table.state.piles[move.source].cards)

    drag(app, centre(table, move.source), centre(table, move.target))
    settle(app)

    assert table.state.piles[move.target].top == card
    assert len(table.state.piles[move.source].cards) == source_size - 1
    assert table.game.moves_made == 1
    assert table.view.piles[move.target][-1] is sprite
    index = len(table.state.piles[move.target].cards) - 1
    assert sprite.rect.topleft == place_of(table, move.target, index)


def test_an_illegal_drop_changes_nothing_and_says_why(app: App) -> None:
    table = deal(app)
    move = illegal_tableau_move(table)
    before = snapshot(table.state)
    sprite = table.view.piles[move.source][-1]
    home_rect = sprite.rect.copy()

    drag(app, centre(table, move.source), centre(table, move.target))
    assert sprite.rect != home_rect  # it was carried away ...
    settle(app)

    assert snapshot(table.state) == before
    assert table.game.moves_made == 0
    assert table.message.strip()
    assert table.alert
    assert table.view.piles[move.source][-1] is sprite
    assert sprite.rect == home_rect  # ... and slid back


def test_dropping_a_card_on_bare_felt_slides_it_back(app: App) -> None:
    table = deal(app)
    source = tableau_move(table).source
    before = snapshot(table.state)
    sprite = table.view.piles[source][-1]
    home_rect = sprite.rect.copy()
    felt = (app.screen.get_width() - 5, app.screen.get_height() // 2)

    drag(app, centre(table, source), felt)
    settle(app)

    assert snapshot(table.state) == before
    assert sprite.rect == home_rect


def test_legal_targets_light_up_while_dragging(app: App) -> None:
    table = deal(app)
    move = tableau_move(table)
    expected = {m.target for m in legal(table) if m.source == move.source}
    assert not table.view.markers["target"]

    press_and_drag(app, centre(table, move.source), centre(table, move.target))
    lit = table.view.markers["target"]
    assert len(lit) == len(expected)
    for target in expected:
        assert any(m.rect.contains(table.view.top_rect(target)) for m in lit), target

    mouse_up(app, centre(table, move.target))
    settle(app)
    assert not table.view.markers["target"]


def test_click_a_card_then_its_target_moves_it(app: App) -> None:
    table = deal(app)
    move = tableau_move(table)
    card = table.state.piles[move.source].top

    click(app, centre(table, move.source))
    assert table.game.moves_made == 0
    assert table.view.markers["select"]
    assert table.view.markers["target"]  # where it may go is shown
    click(app, centre(table, move.target))
    settle(app)

    assert table.state.piles[move.target].top == card
    assert table.game.moves_made == 1
    assert not table.view.markers["select"]
    assert not table.view.markers["target"]


def ace_on_top() -> tuple[int, str]:
    """The first deal with an Ace on top of a pile, and that pile."""
    return next(
        (seed, pile_id)
        for seed in range(1, 201)
        for pile_id, pile in SPEC.new_game(seats=1, seed=seed).piles.items()
        if pile.top is not None and pile.top.rank == 1
    )


def test_double_click_sends_a_card_to_a_foundation(app: App) -> None:
    seed, source = ace_on_top()
    table = deal(app, seed)
    ace = table.state.piles[source].top

    click(app, centre(table, source))
    click(app, centre(table, source))
    settle(app)

    homes = [p for p, pile in table.state.piles.items() if p.startswith("foundation") and pile.cards]
    assert len(homes) == 1, f"the {ace.name} was not sent home; the table says {table.message!r}"
    assert table.state.piles[homes[0]].top == ace
    assert table.view.piles[homes[0]][-1].rect.topleft == place_of(table, homes[0], 0)


# --- keys -------------------------------------------------------------------------------

ARROWS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN}


def walk_cursor_to(app: App, table: TableScene, pile_id: str) -> int:
    """Press arrows towards ``pile_id`` until the cursor is on it; returns the presses."""
    goal = table.view.slot_rect(pile_id).center
    presses = 0
    if table.cursor is None:
        key(app, pygame.K_RIGHT)  # the first arrow shows the cursor
        presses += 1
    tried: set[tuple[str | None, str]] = set()
    while table.cursor != pile_id:
        assert presses < 40, f"the cursor never reached {pile_id}; it is on {table.cursor}"
        here = table.view.slot_rect(table.cursor).center
        dx, dy = goal[0] - here[0], goal[1] - here[1]
        ranked = sorted(
            [("right" if dx > 0 else "left", abs(dx)), ("down" if dy > 0 else "up", abs(dy))],
            key=lambda pair: -pair[1],
        )
        direction = next((d for d, size in ranked if size and (table.cursor, d) not in tried), ranked[0][0])
        tried.add((table.cursor, direction))
        key(app, ARROWS[direction])
        presses += 1
    return presses


def test_keyboard_cursor_picks_and_drops_a_card(app: App) -> None:
    table = deal(app)
    move = next(m for m in reversed(legal(table)) if m.target.startswith("tableau"))
    card = table.state.piles[move.source].top

    walk_cursor_to(app, table, move.source)
    assert [m.rect for m in table.view.markers["cursor"]]  # the cursor is shown
    key(app, pygame.K_SPACE, " ")
    assert table.view.markers["select"]
    assert "Holding" in table.message
    walk_cursor_to(app, table, move.target)
    key(app, pygame.K_SPACE, " ")
    settle(app)

    assert table.state.piles[move.target].top == card
    assert table.game.moves_made == 1
    assert not table.view.markers["select"]


def test_the_f_key_sends_the_card_under_the_cursor_to_a_foundation(app: App) -> None:
    table = deal(app)
    source = next(m.source for m in legal(table) if m.target.startswith("foundation"))
    ace = table.state.piles[source].top
    walk_cursor_to(app, table, source)
    key(app, pygame.K_f, "f")
    settle(app)
    homes = [p for p, pile in table.state.piles.items() if p.startswith("foundation") and pile.cards]
    assert [table.state.piles[p].top for p in homes] == [ace]


def test_escape_while_holding_a_card_puts_it_down(app: App) -> None:
    table = deal(app)
    move = tableau_move(table)
    walk_cursor_to(app, table, move.source)
    key(app, pygame.K_SPACE, " ")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TableScene)
    assert not table.view.markers["select"]
    walk_cursor_to(app, table, move.target)
    key(app, pygame.K_SPACE, " ")  # picks the target's card up instead of dropping
    assert table.game.moves_made == 0


def test_undo_and_redo_buttons_and_keys(app: App) -> None:
    table = deal(app)
    start = snapshot(table.state)
    move = tableau_move(table)
    drag(app, centre(table, move.source), centre(table, move.target))
    settle(app)
    after = snapshot(table.state)
    assert after != start

    key(app, pygame.K_z, "z")
    settle(app)
    assert snapshot(table.state) == start
    assert table.view.piles[move.source][-1].rect.topleft == place_of(
        table, move.source, len(table.state.piles[move.source].cards) - 1
    )

    key(app, pygame.K_y, "y")
    settle(app)
    assert snapshot(table.state) == after

    undo_button = next(b for b in table.buttons if b.label == "Undo")
    click(app, undo_button.screen_rect(app.viewport).center)
    settle(app)
    assert snapshot(table.state) == start

    redo_button = next(b for b in table.buttons if b.label == "Redo")
    click(app, redo_button.screen_rect(app.viewport).center)
    settle(app)
    assert snapshot(table.state) == after

    key(app, pygame.K_z, "z")
    key(app, pygame.K_z, "z")  # nothing more to undo: said, not a crash
    settle(app)
    assert snapshot(table.state) == start
    assert "Nothing to undo" in table.message


# --- the end of a deal -------------------------------------------------------------------


def test_no_more_moves_is_said_at_once_with_undo_offered(app: App) -> None:
    seed, line = next(seeds_with_line(won=False, first=(199, 121, 51)))
    table = deal(app, seed)
    drive_by_pilot(app, table, line[:-1])
    assert table.game.moves_made == len(line) - 1
    before_last = snapshot(table.state)

    last = line[-1]
    drag(app, centre(table, last.source), centre(table, last.target))
    assert table.state.is_over()
    assert "No more moves" in table.message  # said on the drop, before the cards land
    result = wait_for(app, ResultScene, limit=60)  # and shown as soon as they have

    assert isinstance(result, ResultScene)
    assert result.title == "No more moves"
    labels = [b.label for b in result.buttons]
    assert labels[0] == "Undo last move"
    undo = result.buttons[0]
    click(app, undo.screen_rect(app.viewport).center)
    settle(app)

    assert app.stack.top is table
    assert table.game.moves_made == len(line) - 1
    assert snapshot(table.state) == before_last
    assert not table.state.is_over()


def test_winning_a_deal_shows_the_win_and_counts_it_in_statistics(app: App) -> None:
    seed, line = next(seeds_with_line(won=True, first=(6, 50)))
    table = deal(app, seed)
    drive_by_pilot(app, table, line)
    result = wait_for(app, ResultScene)

    assert isinstance(result, ResultScene)
    assert result.title == "You won!"
    assert "Undo last move" not in [b.label for b in result.buttons]
    assert table.state.is_won()
    stats = app.stats_for("scotch")
    assert stats is not None
    assert (stats.played, stats.won) == (1, 1)
    assert stats.fewest_moves == len(line)
    saved = json.loads((Path(os.environ["CARDTABLE_HOME"]) / "statistics.json").read_text())
    assert "scotch" in json.dumps(saved)


# --- menus -------------------------------------------------------------------------------


def test_escape_opens_the_pause_menu_and_resume_returns(app: App) -> None:
    table = deal(app)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    assert app.stack.scenes[-2] is table  # the deal waits underneath
    assert pause.buttons[pause.focus].label == "Resume"

    key(app, pygame.K_RETURN, "\r")
    assert app.stack.top is table

    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    key(app, pygame.K_ESCAPE)  # Escape again also resumes
    assert app.stack.top is table

    move = tableau_move(table)
    drag(app, centre(table, move.source), centre(table, move.target))
    settle(app)
    assert table.game.moves_made == 1  # the table takes input again


def button_centre(app: App, table: TableScene, label: str) -> tuple[int, int]:
    return next(b for b in table.buttons if b.label == label).screen_rect(app.viewport).center


def test_the_menu_button_opens_the_pause_menu_and_resume_returns(app: App) -> None:
    table = deal(app)
    click(app, button_centre(app, table, "Menu"))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    resume = next(b for b in pause.buttons if b.label == "Resume")
    click(app, resume.screen_rect(app.viewport).center)
    assert app.stack.top is table


def test_the_rules_button_shows_the_rules_until_dismissed(app: App) -> None:
    table = deal(app)
    click(app, button_centre(app, table, "Rules"))  # press and release, as a person clicks
    step(app, 5)
    assert type(app.stack.top).__name__ == "RulesScene", (
        "the rules page closed on the release of the click that opened it"
    )
    rules = app.stack.top
    click(app, (app.screen.get_width() // 2, app.screen.get_height() // 2))
    assert app.stack.top is rules, "a click on the text (to scroll, say) keeps the page open"
    click(app, rules.back.screen_rect(app.viewport).center)
    assert app.stack.top is table


def test_resizing_the_window_keeps_cards_in_their_piles(app: App) -> None:
    table = deal(app)
    move = tableau_move(table)
    drag(app, centre(table, move.source), centre(table, move.target))
    settle(app)
    small = table.view.piles[move.target][-1].image.get_size()

    post(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)
    settle(app)

    assert app.viewport.window == (1600, 900)
    assert app.screen.get_size() == (1600, 900)
    for pile_id, sprites in table.view.piles.items():
        slot = table.layout.slots[pile_id]
        area = app.viewport.rect(slot.x, slot.y, slot.width, slot.height).inflate(2, 2)
        assert len(sprites) == len(table.state.piles[pile_id].cards)
        for index, sprite in enumerate(sprites):
            assert area.contains(sprite.rect), (pile_id, index, sprite.rect, area)
            assert sprite.rect.topleft == place_of(table, pile_id, index)
    big = table.view.piles[move.target][-1].image.get_size()
    assert big[0] > small[0] and big[1] > small[1]
    assert big == table.view.card_size

    move = tableau_move(table)  # the table still works at the new size
    drag(app, centre(table, move.source), centre(table, move.target))
    settle(app)
    assert table.game.moves_made == 2


def test_an_idle_table_redraws_nothing(app: App) -> None:
    deal(app)
    step(app, 10)
    dirty = [step(app) for _ in range(60)]
    assert dirty == [[]] * 60


def test_the_picker_offers_only_games_that_have_a_table(app: App) -> None:
    """Scrooge has no solitaire table: it is offered only through its setup screen, never as a deal."""
    assert "scrooge" in {spec.id for spec in registry.all_games()}
    key(app, pygame.K_RETURN, "\r")
    picker = app.stack.top
    assert isinstance(picker, PickerScene)
    labels = [button.label for button in picker.buttons]
    assert any(label.startswith("Scotch Solitaire") for label in labels)
    assert [label for label in labels if label.startswith("Scrooge")] == ["Scrooge: set up a race"]


def test_title_to_picker_to_table_with_keys_only(app: App) -> None:
    assert isinstance(app.stack.top, TitleScene)
    key(app, pygame.K_RETURN, "\r")
    picker = app.stack.top
    assert isinstance(picker, PickerScene)
    wanted = f"{SPEC.name}: deal number…"
    for _ in range(len(picker.buttons)):
        if picker.buttons[picker.focus].label == wanted:
            break
        key(app, pygame.K_DOWN)
    assert picker.buttons[picker.focus].label == wanted
    key(app, pygame.K_RETURN, "\r")
    assert isinstance(app.stack.top, DealNumberScene)
    for digit in "0417":
        key(app, pygame.key.key_code(digit), digit)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN, "\r")

    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.seed == 41
    assert snapshot(table.state) == snapshot(SPEC.new_game(seats=1, seed=41))
    settle(app)
    assert "Deal 41" in table.status_text()[0]


def test_settings_change_card_back_and_is_saved(app: App, new_app: Callable[[], App], home: Path) -> None:
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN, "\r")
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    label = settings.buttons[settings.focus].label
    assert label == "Card back: blue lattice"
    key(app, pygame.K_RETURN, "\r")

    assert app.settings.card_back == 1
    assert settings.buttons[settings.focus].label == "Card back: red diamonds"
    saved = json.loads((home / "settings.json").read_text())
    assert saved["card_back"] == 1
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)

    again = new_app()  # the next start remembers it
    assert again.settings.card_back == 1


def test_a_corrupt_settings_file_gives_a_message_not_a_crash(new_app: Callable[[], App], home: Path) -> None:
    (home / "settings.json").write_bytes(b"{this is not json\x00\xff")
    app = new_app()

    assert app.notice
    assert "settings" in app.notice.lower()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert app.notice in title.notes
    screen = app.screen.get_rect()
    assert all(screen.contains(b.screen_rect(app.viewport)) for b in title.buttons)
    assert app.settings.card_back == 0  # defaults are used
    assert list(home.glob("settings.json.corrupt-*"))  # the bad file is set aside, not lost
    key(app, pygame.K_RETURN, "\r")
    assert isinstance(app.stack.top, PickerScene)  # and the app goes on


# --- found by playing under Xvfb ------------------------------------------------------------


def _press_arrows_to(app: App, table: TableScene, pile_id: str) -> None:
    key(app, pygame.K_RIGHT)
    for _ in range(60):
        if table.cursor == pile_id:
            return
        here = table.view.slot_rect(table.cursor).center
        there = table.view.slot_rect(pile_id).center
        if abs(there[1] - here[1]) > 20:
            key(app, pygame.K_DOWN if there[1] > here[1] else pygame.K_UP)
        else:
            key(app, pygame.K_RIGHT if there[0] > here[0] else pygame.K_LEFT)
    raise AssertionError(f"the arrows never reached {pile_id}")


def test_the_keyboard_cursor_glow_follows_the_card_it_dropped(app: App) -> None:
    table = deal(app)
    settle(app)
    move = tableau_move(table)
    _press_arrows_to(app, table, move.source)
    key(app, pygame.K_SPACE)
    _press_arrows_to(app, table, move.target)
    key(app, pygame.K_SPACE)
    (cursor,) = table.view.markers["cursor"]
    assert cursor.rect.center == table.view.top_rect(move.target).center
    settle(app)
    assert cursor.rect.collidepoint(table.view.piles[move.target][-1].rect.center)


def test_a_card_that_slides_back_is_drawn_on_top_of_its_pile(app: App) -> None:
    table = deal(app)
    settle(app)
    wrong = illegal_tableau_move(table)
    drag(app, centre(table, wrong.source), (app.screen.get_width() // 2, 40))  # onto the button bar
    settle(app)
    layers = [table.view.group.get_layer_of_sprite(s) for s in table.view.piles[wrong.source]]
    assert layers == sorted(layers) and len(set(layers)) == len(layers)


def test_a_new_deal_in_the_middle_of_one_asks_first(app: App) -> None:
    table = deal(app)
    settle(app)
    move = tableau_move(table)
    drag(app, centre(table, move.source), centre(table, move.target))
    settle(app)
    before = snapshot(table.state)
    key(app, pygame.K_n)
    question = app.stack.top
    assert type(question).__name__ == "ConfirmScene"
    key(app, pygame.K_RETURN)  # "Keep playing" has the focus
    assert app.stack.top is table and snapshot(table.state) == before
    key(app, pygame.K_n)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert type(app.stack.top).__name__ == "DifficultyChoiceScene"  # which deal: "Any deal" has the focus
    key(app, pygame.K_RETURN)
    assert app.stack.top is table and table.game.moves_made == 0
    assert app.stats_for("scotch").played == 1


def test_escape_during_a_mouse_drag_puts_the_card_back_and_opens_nothing(app: App) -> None:
    table = deal(app)
    settle(app)
    before = snapshot(table.state)
    move = tableau_move(table)
    press_and_drag(app, centre(table, move.source), (640, 360))
    key(app, pygame.K_ESCAPE)
    mouse_up(app, (640, 360))
    settle(app)
    assert app.stack.top is table
    assert snapshot(table.state) == before


def test_giving_up_ends_the_deal(app: App) -> None:
    table = deal(app)
    settle(app)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    give_up = next(b for b in pause.buttons if b.label == "Give up this deal")
    click(app, give_up.screen_rect(app.viewport).center)
    result = app.stack.top
    assert isinstance(result, ResultScene) and result.title == "Deal given up"
    assert "Undo last move" not in [b.label for b in result.buttons]
    key(app, pygame.K_ESCAPE)
    before = snapshot(table.state)
    move = tableau_move(table)
    drag(app, centre(table, move.source), centre(table, move.target))
    assert snapshot(table.state) == before
    assert "given up" in table.message


def test_a_setting_changed_from_the_pause_menu_shows_on_the_table_below(app: App) -> None:
    table = deal(app)
    settle(app)
    key(app, pygame.K_ESCAPE)
    app.nav.settings()
    step(app)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    back = next(b for b in settings.buttons if b.label.startswith("Card back"))
    click(app, back.screen_rect(app.viewport).center)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    assert table.view.back_design == app.settings.card_back == 1


def test_menus_show_bare_felt_not_the_last_table(app: App) -> None:
    deal(app)
    settle(app)
    from game.ui.look import theme

    fresh = theme._render_felt(app.screen.get_size(), theme.TABLE_COLOURS[app.settings.table_colour])
    felt = app.felt()
    for point in [(100, 120), (640, 360), (1200, 150)]:
        assert felt.get_at(point) == fresh.get_at(point)
