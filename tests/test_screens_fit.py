"""Every screen fits every window and text size (issue 21: "nothing leaves its box or the window,
no text under 12 px").

Each screen is opened headless at a window size and a text size, drawn in full while every text is
logged (``game.ui.look.drawn_text``), and judged as a player would see it: each text at least 12
window pixels, inside the surface it was drawn on and inside the box it belongs in (a panel, a
button, a strip), never cut short with "…", and each button and bar inside the window. A failure
names the screen, the window, the text size and the text.

The quick suite checks every screen at the smallest window with the largest text (where things
break) and the title and settings at every size; the rest of the grid is marked slow.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.core.replays import replay_of
from game.core.seats import SeatPlan
from game.rules.scorzo.state import ScorzoState
from game.storage.in_progress import GamesInProgress
from game.storage.table_records import TableOutcome
from game.ui import kits
from game.ui.app import App
from game.ui.cards.sprite import CardSprite
from game.ui.games.scorzo.round_end import ScorzoRoundScene
from game.ui.games.scorzo.scoresheet import ScorzoScoresheetScene
from game.ui.input.key_sets import KEY_SETS
from game.ui.look import drawn_text
from game.ui.look.hud import HudSprite, StatusLine
from game.ui.look.viewport import VIRTUAL_SIZE
from game.ui.look.widgets import Button
from game.ui.menus.confirm import ConfirmScene
from game.ui.menus.finishing_order import Finisher, FinishingOrderScene
from game.ui.menus.keys import KeyBindingsScene, KeySetsScene
from game.ui.menus.menu import MenuScene
from game.ui.menus.seat_choices import SeatSetupScene
from game.ui.menus.sound_settings import SoundSettingsScene
from game.ui.scene import Scene
from game.ui.turns.pass_screen import PassScreenScene
from tests.finished_replays import finished_replay
from tests.test_scorzo_round_scenes import FakeTable, names, play
from tests.test_ui_scroker_story import showdown_summary

SMALLEST, SMALL, FULL_HD, LARGE = (1024, 600), (1280, 720), (1920, 1080), (3840, 2160)
WIDE, SQUARE = (2560, 1080), (1024, 768)  # wider and taller than the stage: pinned things show their side
TEXT_SIZES = (1.0, 1.25, 1.5)
SLACK = 1  # window pixels: a text's box may pass its edge by rounding, no more
FRAME = 1 / 30
GAMES = [spec.id for spec in registry.all_games()]
WITH_SETUP = [spec.id for spec in registry.all_games() if kits.kit_for(spec).setup_scene is not None]
BOT = SeatPlan(False)


def _open_table(app: App, game_id: str, seconds: float, most_seats: bool = False) -> None:
    """The game dealt with bots in every seat (the fewest, or the most: the narrowest strips),
    ``seconds`` of play in (cards moved, words said)."""
    spec = registry.get(game_id)
    app.advice_in_background = False
    choices = spec.seat_choices() or list(range(max(2, spec.seats[0]), spec.seats[1] + 1)) or [1]
    seats = choices[-1] if most_seats else choices[0]
    app.nav.open_table(spec, 5, [BOT] * seats, {})
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)


def _phones(
    app: App, players: str, fail_with: str = "", from_menu: bool = False, joined: tuple[int, ...] = ()
) -> None:
    """A Scorzo table with people on phones (a stand-in phone layer), its joining screen open."""
    from game.core.seats import parse_players
    from game.ui.phones import supply
    from tests.phone_link_fake import FakeLink

    spec = registry.get("scorzo")
    app.advice_in_background = False
    supply.provide(FakeLink)
    FakeLink.fail_with = fail_with
    try:
        app.nav.open_table(spec, 5, parse_players(players, spec.seats, shared_devices=True), {})
        app.step(FRAME)
        if joined:
            FakeLink.made[-1].connect(*joined)
            app.step(FRAME)
    finally:
        supply.provide(None)
        FakeLink.fail_with = ""
    if from_menu:
        app.stack.pop()
        app.stack.top.open_phones(from_menu=True)


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    for _ in range(3):
        app.step(FRAME)


def _celebration(app: App) -> None:
    """A won deal's celebration over its table, half a second in."""
    from game.ui.games.scotch.celebration import CelebrationScene

    table = app.stack.top
    homes = [pile_id for pile_id in table.state.piles if pile_id.startswith("foundation")]
    app.stack.push(CelebrationScene(app, table.view, homes, lambda: None))
    for _ in range(15):
        app.step(FRAME)


def _result(app: App) -> None:
    """Scotch's "no more moves" over its table, undo offered: the end-of-deal result."""
    from game.ui.games.scotch.menus import ResultScene

    table = app.stack.top
    app.stack.push(ResultScene(app, table, won=False, title="No more moves", offer_undo=True))


def _broken_ratings_chooser(app: App) -> None:
    """Scotch's New deal chooser when the ratings file is broken: the sentence, and Any deal alone."""
    from game.bots.scotch_difficulty import DealRatings
    from game.ui.games.scotch.difficulty_choice import DifficultyChoiceScene

    _open_table(app, "scotch", 0.2)
    app.stack.push(
        DifficultyChoiceScene(app, registry.get("scotch"), print, {}, DealRatings(fault=BROKEN_RATINGS))
    )


BROKEN_RATINGS = (
    "The file assets/deals/scotch-difficulty.json that came with Card Table is broken: its "
    '"hard[…]" must be a whole number from 1 to 999,999,999, not -1. Reinstalling Card Table puts it right.'
)


@functools.cache
def _scorzo_state() -> ScorzoState:
    return play(6, 11, 2)  # six seats, two rounds scored: the fullest summary and sheet


def _scorzo_table() -> FakeTable:
    return FakeTable(_scorzo_state(), names(6))


def _top_setup(app: App) -> SeatSetupScene:
    setup = app.stack.top
    assert isinstance(setup, SeatSetupScene)
    return setup


def _some_statistics(app: App) -> None:
    """Thirty Tač games among four named people and three bot levels, and twelve Scotch deals."""
    people = ("Annabelle", "Bartholomew", "Christabel", "Dmitri")
    for game in range(30):
        places = {name: 1 + (game + index) % 5 for index, name in enumerate(people)}
        won = 1 in places.values()
        outcome = TableOutcome(places, won, not won, ("easy", "medium", "hard"), 95.0 + 7 * game, 120 + game)
        app.record_table("tac", outcome)
        app.record_table("scorzo", dataclasses.replace(outcome, score=40 + game, lower_score_wins=True))
    for deal in range(12):
        app.record_game(
            "scotch", won=deal % 3 != 0, seconds=150.0 + 11 * deal, moves=60 + deal, hinted=deal == 4
        )


def _choose_button(app: App, label: str) -> None:
    """Press the top menu's button of that label."""
    scene = app.stack.top
    assert isinstance(scene, MenuScene)
    next(button for button in scene.buttons if button.label == label).action()


def _six_seats(app: App) -> None:
    """Scrooge's setup at its most seats: two columns of seats, every variant and the teams' pairs."""
    app.nav.set_up(registry.get("scrooge"))
    setup = _top_setup(app)
    while len(setup.setup.plans) < 6:
        setup.setup.cycle_seats(1)
    setup.rebuild()


IN_PROGRESS = (  # the longest lines the list can show: typed names, a session's deal, a deal number
    ("dealers-choice", ("human:mouse", "human:keys1", "human:keys2", "bot:hard")),
    ("scorzo", ("human:mouse", "bot:easy", "bot:easy", "bot:easy", "bot:easy", "bot:easy")),
    ("scotch", ("human",)),
)


def _games_in_progress(app: App, choose: int | None = None) -> None:
    """Continue's list with a game of each kind and a file that cannot be read; ``choose``: open that row."""
    store = GamesInProgress()
    store.folder.mkdir(parents=True)
    store.folder.joinpath("broken.json").write_text('{"version": 1, "name"')  # the oldest: listed last
    for game_id, players in IN_PROGRESS:
        state = registry.get(game_id).new_game(seats=len(players), seed=999_999_999, options={})
        for _ in range(5):
            state.apply(state.legal_moves(state.to_move()[0] if state.to_move() else 0)[0])
        names = ["Bartholomew Quill", "Wilhelmina Dorn", "", ""][: len(players)] if len(players) > 1 else []
        replay = dataclasses.replace(replay_of(state, list(players)), notes={"names": names} if names else {})
        store.write(store.new_name(game_id), replay)
    app.nav.title()
    app.nav.games_in_progress()
    if choose is not None:
        app.stack.top.items()[choose if choose >= 0 else len(IN_PROGRESS)][1]()


MENUS: dict[str, Callable[[App], None]] = {
    "title": lambda app: app.nav.title(),
    "settings": lambda app: app.nav.settings(),
    "keys": lambda app: app.stack.push(KeySetsScene(app)),
    **{
        f"keys {name}": (lambda app, name=name: app.stack.push(KeyBindingsScene(app, name)))
        for name in KEY_SETS
    },
    "sound": lambda app: app.stack.push(SoundSettingsScene(app)),
    "saved games": lambda app: app.nav.saved_games(),
    "finished games": lambda app: app.nav.finished_games(),
    "rules": lambda app: app.nav.rules(registry.get("scroker")),
    "picker": lambda app: app.nav.picker(),
    **{f"{game} setup": (lambda app, game=game: app.nav.set_up(registry.get(game))) for game in WITH_SETUP},
    "scrooge setup, six seats": lambda app: _six_seats(app),
    "statistics, nothing yet": lambda app: app.nav.statistics("tac"),
    **{
        f"statistics {game}": (lambda app, game=game: (_some_statistics(app), app.nav.statistics(game)))
        for game in ("tac", "scorzo", "scotch")
    },
    "statistics reset": lambda app: (
        _some_statistics(app),
        app.nav.statistics("tac"),
        _choose_button(app, "Reset Tač statistics"),
    ),
    "name entry": lambda app: (app.nav.set_up(registry.get("scorzo")), _top_setup(app).name_people()),
    "games in progress": lambda app: _games_in_progress(app),
    "a game in progress": lambda app: _games_in_progress(app, choose=0),
    "an unreadable game in progress": lambda app: _games_in_progress(app, choose=-1),
    "dropping a game in progress": lambda app: (
        _games_in_progress(app, choose=0),
        app.stack.top.items()[1][1](),  # Drop…
    ),
}

TABLES: dict[str, Callable[[App], None]] = {
    **{f"{game} dealt": (lambda app, game=game: _open_table(app, game, 0.2)) for game in GAMES},
    **{f"{game} played": (lambda app, game=game: _open_table(app, game, 4.0)) for game in GAMES},
    **{
        f"{game} full": (lambda app, game=game: _open_table(app, game, 2.0, True))
        for game in GAMES
        if registry.get(game).seats[1] > 1
    },
    "scotch large cards": lambda app: (
        app.change_settings(dataclasses.replace(app.settings, high_contrast=True)),
        _open_table(app, "scotch", 0.2),
    ),
    "pause menu": lambda app: (_open_table(app, "scrooge", 0.2), _key(app, pygame.K_ESCAPE)),
    "controls overlay": lambda app: (_open_table(app, "scotch", 0.2), _key(app, pygame.K_F2)),
    "phones, two seats": lambda app: _phones(app, "human:phone=Ann,human:phone=Bob,bot:easy"),
    "phones, six seats, from the menu": lambda app: _phones(
        app, ",".join(f"human:phone=Player {n}" for n in range(1, 7)), from_menu=True
    ),
    "phones, one seat's phone joined": lambda app: _phones(
        app, "human:phone=Ann,human:phone=Bob,bot:easy", joined=(0,)
    ),
    "phones, a new link chosen": lambda app: (
        _phones(app, ",".join(f"human:phone=Player {n}" for n in range(1, 7)), from_menu=True),
        _choose_button(app, "New link…"),
    ),
    "phones could not start": lambda app: _phones(
        app, "human:phone=Ann,bot:easy", "Port 47201 is taken: close the other program, then try again."
    ),
    "pass screen": lambda app: app.stack.push(
        PassScreenScene(
            app, "Seat 2 (Normal bot)", lambda: None, why="Seat 2 holds cards no one else may see."
        )
    ),
    "replay viewer": lambda app: app.nav.watch(finished_replay("scotch")),
    "scorzo round end": lambda app: app.stack.push(ScorzoRoundScene(app, _scorzo_table())),
    "scorzo scoresheet": lambda app: app.stack.push(ScorzoScoresheetScene(app, _scorzo_table())),
    "finishing order": lambda app: app.stack.push(
        FinishingOrderScene(
            app,
            "Seat 8 (Normal bot) wins",
            [Finisher(f"Seat {seat} (Normal bot)", f"{seat * 3} cards left") for seat in range(8, 0, -1)],
            lambda: None,
            note="Seat 1 (Normal bot) is the loser.",
        )
    ),
    "end of a deal": lambda app: (_open_table(app, "scotch", 0.2), _result(app)),
    "win celebration": lambda app: (_open_table(app, "scotch", 0.2), _celebration(app)),
    "scroker deal over, four hands": lambda app: showdown_summary(app, 4),
    "scroker deal over, eight hands": lambda app: showdown_summary(app, 8),
    "scotch new deal by difficulty": lambda app: (_open_table(app, "scotch", 0.2), _key(app, pygame.K_n)),
    "scotch difficulty chooser, ratings broken": lambda app: _broken_ratings_chooser(app),
    "confirm dialog": lambda app: (
        _open_table(app, "scotch", 0.2),
        app.stack.push(
            ConfirmScene(app, "Start a new deal?", "This deal counts as lost.", "New deal", print)
        ),
    ),
}


@pytest.fixture
def make_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[[tuple[int, int], float], App]]:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    apps: list[App] = []

    def make(window: tuple[int, int], text: float) -> App:
        app = App(window=window, headless=True)
        app.change_settings(dataclasses.replace(app.settings, reduced_motion=True, text_scale=text))
        app.seed_deals(1)
        app.running = True
        apps.append(app)
        return app

    yield make
    pygame.event.clear()


def faults(app: App, record: drawn_text.Recording) -> list[str]:
    """What a player would see wrong on the screen now shown, one sentence each."""
    window = app.screen.get_rect()
    found = []
    for text in record.texts:
        if text.pixels < 12:
            found.append(f"{text.text!r} is {text.pixels} px")
        surface = pygame.Rect((0, 0), text.surface_size).inflate(2 * SLACK, 2 * SLACK)
        if not surface.contains(text.rect):
            found.append(f"{text.text!r} at {tuple(text.rect)} leaves its surface {text.surface_size}")
        elif text.within is not None and not text.within.inflate(2 * SLACK, 2 * SLACK).contains(text.rect):
            found.append(f"{text.text!r} at {tuple(text.rect)} leaves its box {tuple(text.within)}")
    found += [f"{text!r} was cut short to fit" for text in record.cut]
    for scene in app.stack.visible():
        for button in _buttons(scene):  # one that cannot be chosen (scrolled out of view) is not drawn
            if button.enabled and not window.contains(button.screen_rect(app.viewport)):
                found.append(
                    f"button {button.label!r} at {tuple(button.screen_rect(app.viewport))} leaves the window"
                )
            if _pinned_to_the_far_side(button):
                found.append(f"button {button.label!r} is pinned {button.corner} but sits on the other side")
        group = getattr(scene, "group", None)
        for sprite in group.sprites() if group is not None else []:
            if isinstance(sprite, HudSprite) and sprite.visible and not window.contains(sprite.rect):
                found.append(f"{type(sprite).__name__} at {tuple(sprite.rect)} leaves the window")
    return found


def overlaps(app: App, record: drawn_text.Recording) -> list[str]:
    """Texts of one picture of the window drawn over each other (more than a quarter of the smaller
    one covered: lines' boxes touch by their spacing, words do not)."""
    window = app.screen.get_size()
    texts = list({(t.text, tuple(t.rect)): t for t in record.texts if t.surface_size == window}.values())
    found = []
    for index, first in enumerate(texts):
        for second in texts[index + 1 :]:
            common = first.rect.clip(second.rect)
            smaller = min(first.rect.w * first.rect.h, second.rect.w * second.rect.h)
            if common.w * common.h > smaller / 4:
                found.append(f"{first.text!r} and {second.text!r} are drawn over each other")
    return found


def under_the_status_line(app: App) -> list[str]:
    """Buttons that can be pressed and cards at rest that meet a status line: the bar would hide them
    or take the click meant for them (issue 21, review)."""
    found = []
    for scene in app.stack.visible():
        group = _group(scene)
        lines = [s for s in group.sprites() if isinstance(s, StatusLine) and s.visible] if group else []
        if not lines:
            continue
        bars = [line.rect for line in lines]
        found += [
            f"button {button.label!r} at {tuple(button.screen_rect(app.viewport))} is under the status line"
            for button in _buttons(scene)
            if button.enabled and button.screen_rect(app.viewport).collidelist(bars) >= 0
        ]
        found += [
            f"card {sprite.card} at {tuple(sprite.rect)} is under the status line {tuple(bars[0])}"
            for sprite in group.sprites()
            if isinstance(sprite, CardSprite)
            and sprite.visible
            and not sprite.moving
            and sprite.rect.collidelist(bars) >= 0
        ]
    return found


def _pinned_to_the_far_side(button: Button) -> bool:
    """A button by the stage's right edge pinned to the window's left (or the other way round) drifts
    towards the middle in a wide window instead of keeping to its side. (A row of buttons running
    from one edge may reach past the middle: only one near the other edge is judged.)"""
    x, _, w, _ = button.box
    near = VIRTUAL_SIZE[0] / 10
    by_right, by_left = VIRTUAL_SIZE[0] - (x + w) < near, x < near
    return ("left" in button.corner and by_right) or ("right" in button.corner and by_left)


def _group(scene: Scene) -> pygame.sprite.LayeredDirty | None:
    """The scene's sprites: a table keeps them in its view."""
    view = getattr(scene, "view", None)
    return getattr(view, "group", None) or getattr(scene, "group", None)


def crowded_headings(app: App, record: drawn_text.Recording) -> list[str]:
    """A menu's title that touches what lies under it, or reads smaller than its body text: at 150% the
    "Settings" title touched its first buttons, and a setup's title shrank below the lines under it."""
    window = app.screen.get_size()
    found = []
    for scene in app.stack.visible():
        if not isinstance(scene, MenuScene) or not scene.title:
            continue
        panel = app.viewport.rect(*scene.panel_box)
        texts = [t for t in record.texts if t.surface_size == window and t.within == panel]
        title = next((t for t in texts if t.text == scene.title), None)
        if title is None:
            continue
        below = [(t.text, t.rect) for t in texts if t is not title]
        below += [(b.label, b.screen_rect(app.viewport)) for b in _buttons(scene)]
        for words, rect in below:
            if rect.top < title.rect.bottom and rect.bottom > title.rect.top:
                found.append(f"the title {scene.title!r} touches {words!r} under it")
        found += [
            f"the title {scene.title!r} ({title.pixels} px) is no larger than {t.text!r} ({t.pixels} px)"
            for t in texts
            if t is not title and t.pixels >= title.pixels
        ]
        if title.rect.top < panel.top + SLACK:
            found.append(f"the title {scene.title!r} touches the panel's top edge")
    return found


def _buttons(scene: Scene) -> list[Button]:
    found = [value for value in vars(scene).values() if isinstance(value, Button)]
    for value in vars(scene).values():
        if isinstance(value, list):
            found += [item for item in value if isinstance(item, Button)]
    return found


def check(
    make_app: Callable[[tuple[int, int], float], App], name: str, window: tuple[int, int], text: float
) -> None:
    app = make_app(window, text)
    with drawn_text.recording() as record:
        {**MENUS, **TABLES}[name](app)
    with drawn_text.recording() as final:
        app.stack.changed = True
        app.draw()
    with drawn_text.recording() as top:  # a dialog's words lie over the dimmed screen under it: only its own
        app.stack.top.draw(app.screen, True)
    seen = faults(app, record) + faults(app, final) + overlaps(app, top) + crowded_headings(app, final)
    seen += under_the_status_line(app)
    scale = app.viewport.scale
    assert not seen, f"{name} at {window[0]}×{window[1]}, text {text:.0%} (scale {scale:.3f}):\n" + "\n".join(
        seen
    )


@pytest.mark.parametrize("name", [*MENUS, *TABLES])
def test_every_screen_fits_the_smallest_window_at_the_largest_text(make_app, name: str) -> None:
    check(make_app, name, SMALLEST, 1.5)


@pytest.mark.parametrize("window", [SMALLEST, SMALL, FULL_HD, LARGE])
@pytest.mark.parametrize("text", TEXT_SIZES)
@pytest.mark.parametrize("name", ["title", "settings"])
def test_the_title_and_settings_fit_every_window_and_text_size(make_app, name: str, window, text) -> None:
    check(make_app, name, window, text)


@pytest.mark.slow
@pytest.mark.parametrize("window", [SMALLEST, SMALL, FULL_HD, WIDE, SQUARE])
@pytest.mark.parametrize("text", TEXT_SIZES)
@pytest.mark.parametrize("name", [*MENUS, *TABLES])
def test_every_screen_fits_every_window_and_text_size(make_app, name: str, window, text) -> None:
    check(make_app, name, window, text)


@pytest.mark.slow
@pytest.mark.parametrize("name", [*MENUS, *TABLES])
def test_every_screen_fits_a_4k_window(make_app, name: str) -> None:
    check(make_app, name, LARGE, 1.25)


def test_a_text_that_leaves_its_box_is_caught(make_app) -> None:
    """The test's own eyes: a text drawn past its box and a tiny one are both reported."""
    from game.ui.look.widgets import draw_text

    app = make_app(SMALL, 1.0)
    with drawn_text.recording() as record:
        draw_text(app.screen, "far too long for this box", (100, 100), 30, within=pygame.Rect(90, 90, 40, 20))
        draw_text(app.screen, "off the edge", (1275, 100), 30)
    assert len(faults(app, record)) == 2
