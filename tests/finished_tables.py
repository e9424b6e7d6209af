"""A finished replay's game played again at its own table, the way the table's input makes moves."""

from __future__ import annotations

from game.core import registry
from game.core.moves import Move
from game.core.replays import Replay
from game.core.seats import parse_players
from game.ui import kits
from game.ui.app import App
from game.ui.games.scotch.table import TableScene
from game.ui.kit import Seating
from game.ui.race.race_scene import RaceScene
from game.ui.scene import Scene


def replay_table(app: App, replay: Replay, demo: bool = False) -> Scene:
    """The game's own table, dealt as the replay was, with its players."""
    spec = registry.get(replay.game_id)
    kit = kits.kit_for(spec)
    if kit.seating is not Seating.ALONE:
        plans = parse_players(",".join(replay.players), spec.seats, shared_devices=True)
        return kit.new_table(app, spec, replay.seed, plans, replay.options)
    return TableScene(app, spec, replay.seed, replay.options, demo=demo)


def play_out(table: Scene, replay: Replay) -> None:
    """Make the replay's steps at the table the way its own input does (a race through its race table)."""
    for step in replay.steps:
        if isinstance(table, RaceScene):
            if isinstance(step, Move):
                assert table.match.table.attempt(step).accepted
            else:
                table.match.table.tick(step)
        elif isinstance(table, TableScene):
            table.game.apply(step)
        else:
            table.state.apply(step)  # type: ignore[attr-defined]


def reopen_finished(app: App, replay: Replay, frames: int = 3) -> None:
    """The replay's game played to its end before its table is shown (a finished game reopened),
    then a few frames."""
    table = replay_table(app, replay)
    play_out(table, replay)
    app.stack.reset(table)
    for _ in range(frames):
        app.step(1 / 60)
