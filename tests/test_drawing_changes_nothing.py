"""Drawing changes nothing (issue 18; ``game.ui.scene``: "``draw`` changes nothing").

Each table family is opened headless and played a little; then one frame's ``update`` runs with no
drawing after it, as the app does just before it draws. The facts of that moment are taken: the
rules' state, the scene's public plain data, its buttons, and every sprite's picture, place and layer.
Drawing it in full and in part, twice, must leave every fact as it was and paint one picture. A
drawing that lit a button, made a sprite's picture or started a scene's own record would show here.

A sprite's ``dirty`` flag is left out: clearing it is how a drawn sprite says it was drawn, drawing's
own bookkeeping. So is ``needs_full_draw``, for the same reason: a full paint owes no second one.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from enum import Enum
from typing import Any

import pygame
import pytest

from game.bots.scroker_bot import ScrokerBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.moves import MoveCards
from game.core.seats import parse_players
from game.rules.scorzo.moves import DRAW
from game.ui.app import App
from game.ui.games.repezita.table import RepezitaTableScene
from game.ui.games.scorzo.round_end import ScorzoRoundScene
from game.ui.games.scotch.table import TableScene
from game.ui.games.scrooge.table import ScroogeTableScene
from game.ui.menus.replay_viewer import ReplayViewerScene
from game.ui.scene import Scene
from tests.finished_replays import finished_replay
from tests.test_scorzo_round_scenes import FakeTable, names, play
from tests.test_ui_scorzo_table import click, my_turn, run_until, through_the_cut
from tests.test_ui_scorzo_table import open_table as open_scorzo
from tests.test_ui_scroker_table import open_table as open_scroker
from tests.test_ui_shedding import open_table as open_shedding
from tests.test_ui_shedding import press, settle

FRAME = 1 / 60
BOOKKEEPING = {"needs_full_draw"}  # drawing's own: a full paint owes no second one


class Same:
    """An object that is not plain data, compared by identity: drawing must not put another in its place."""

    def __init__(self, thing: object) -> None:
        self.thing = thing

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.thing is self.thing

    def __hash__(self) -> int:
        return id(self.thing)

    def __repr__(self) -> str:
        return f"<{type(self.thing).__name__} at {id(self.thing):#x}>"


def plain(value: Any) -> Any:
    """``value`` as data to compare: plain values as they are, containers by item, objects by identity."""
    if value is None or isinstance(value, (bool, int, float, str, Enum)):
        return value
    if isinstance(value, pygame.Rect):
        return ("Rect", tuple(value))
    if isinstance(value, (list, tuple)):
        return tuple(plain(item) for item in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(plain(item) for item in value)
    if isinstance(value, dict):
        return tuple((plain(key), plain(item)) for key, item in value.items())
    return Same(value)


def facts(scene: Any) -> dict[str, Any]:
    """What a drawing must leave as it found it."""
    found: dict[str, Any] = {
        f"scene.{name}": plain(value)
        for name, value in vars(scene).items()
        if not name.startswith("_") and name not in BOOKKEEPING
    }
    state = scene.game_state() if hasattr(scene, "game_state") else None
    if state is not None:
        found["rules"] = json.dumps(state.to_json(), sort_keys=True)
    for index, button in enumerate(getattr(scene, "buttons", [])):
        found[f"button {index}"] = (button.label, button.enabled, button.hovered, button.focused)
    view = getattr(scene, "view", None)
    if view is not None:
        for index, sprite in enumerate(view.group.sprites()):
            layer = view.group.get_layer_of_sprite(sprite)
            found[f"sprite {index} ({type(sprite).__name__})"] = (
                tuple(sprite.rect),
                Same(sprite.image),
                sprite.visible,
                layer,
            )
    return found


def picture(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def assert_drawing_changes_nothing(scene: Scene) -> None:
    before = facts(scene)
    surface = pygame.Surface(scene.app.screen.get_size())
    pictures = []
    for _ in range(2):
        for full in (True, False):
            if full and scene.transparent:
                surface.blit(scene.app.felt(), (0, 0))  # what lies under it, as the app draws that first
            scene.draw(surface, full=full)
            pictures.append(picture(surface))
            after = facts(scene)
            changed = sorted(key for key in before.keys() | after.keys() if before.get(key) != after.get(key))
            assert not changed, f"draw(full={full}) changed {changed}"
    assert all(shot == pictures[0] for shot in pictures), "the same moment drew two pictures"


@pytest.fixture
def app(quiet_app: App) -> App:
    return quiet_app


# --- a moment at each table family: played a little, then one frame's update ---------------------------


def solitaire(app: App) -> Scene:
    """Scotch: a move made by the rules (the Undo button now means something), then its frame's update."""
    app.nav.play(registry.get("scotch"), 12)
    for _ in range(40):
        app.step(FRAME)
    table = app.stack.top
    assert isinstance(table, TableScene)
    move = next(m for m in table.state.legal_moves(0) if isinstance(m, MoveCards))
    assert table.play(move)
    table.update(FRAME)
    return table


def race(
    table_class: type[ScroogeTableScene] | type[RepezitaTableScene], game_id: str
) -> Callable[[App], Scene]:
    def opened(app: App) -> Scene:
        """The mouse seat against a bot for a few frames, then a second of the race with no drawing."""
        spec = registry.get(game_id)
        app.nav.open_table(spec, 3, parse_players("human:mouse,bot:easy", spec.seats), {})
        for _ in range(10):
            app.step(0.2)
        table = app.stack.top
        assert isinstance(table, table_class)
        table.update(1.0)  # the clock on the status line moves on a second
        return table

    return opened


def scorzo(app: App) -> Scene:
    """A person's take from the draw pile, then the frame that shows it."""
    table = open_scorzo(app, "human,bot:normal")
    through_the_cut(app, table)
    run_until(app, my_turn(table))
    click(app, table.view.top_rect(DRAW).center)
    table.update(0.1)
    return table


def scroker(app: App) -> Scene:
    """A person's first bet (a bot's choice, made through the rules), then its frame's update."""
    table = open_scroker(app, "scroker", "human,bot:easy")
    mind = ScrokerBot.new(0, Level.EASY, 1, table.state.betting_rules)
    run_until(app, lambda: table.settled and table.person in table.state.to_move())
    move = mind.decide(table.state.view(0))
    assert move is not None and table.attempt(move)
    table.update(0.1)
    return table


def shedding(game_id: str) -> Callable[[App], Scene]:
    def opened(app: App) -> Scene:
        """A person turns their top card (Space), then the frame that shows it."""
        table = open_shedding(app, game_id, "human,bot")
        settle(app, table)
        press(app, "space")
        table.update(0.1)
        return table

    return opened


TABLES = {
    "scotch": solitaire,
    "scrooge": race(ScroogeTableScene, "scrooge"),
    "repezita": race(RepezitaTableScene, "repezita"),
    "scorzo": scorzo,
    "scroker": scroker,
    "schrum": shedding("schrum"),
    "tac": shedding("tac"),
}


@pytest.mark.parametrize("family", list(TABLES))
def test_drawing_a_table_twice_changes_nothing_and_paints_one_picture(app: App, family: str) -> None:
    assert_drawing_changes_nothing(TABLES[family](app))


def test_drawing_the_scorzo_round_summary_changes_nothing(app: App) -> None:
    """It once kept where it had drawn each hand's cards; now it works that out when asked."""
    state = play(2, 11, 1)
    scene = ScorzoRoundScene(app, FakeTable(state, names(2)))
    app.stack.push(scene)
    scene.update(0.0)
    assert_drawing_changes_nothing(scene)
    assert sorted(scene.card_rects) == list(state.playing)


@pytest.mark.parametrize("game_id", ["scotch", "scrooge", "schrum"])
def test_drawing_the_replay_viewer_changes_nothing(app: App, game_id: str) -> None:
    """It once set its Play/Pause label and its strips as it drew; now its update does."""
    viewer = ReplayViewerScene(app, finished_replay(game_id))
    app.stack.push(viewer)
    for _ in range(30):
        viewer.update(FRAME)
    assert_drawing_changes_nothing(viewer)
