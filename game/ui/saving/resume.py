"""Open any game's table where a replay's steps end, ready to play on with the same players.

What a saved game, Continue and a crash report stand on: the game is dealt again from
its seed and every step is made through the table's own path (the solitaire table's
undo history, the turn table's rules and hooks, the race table's journal), so the
table is the one the players left: Undo reaches back past the resume point, a Scroker
session keeps its chip chart, and a replay taken later still plays from the deal.
Nothing animates on the way; the table is shown as it stands.

When it cannot be done, ``ResumeError`` says why in a sentence a player can read, and
the screen is left as it was: every check, the deal and the steps come before the
scene replaces anything.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager

from game.core import registry
from game.core.decoding import BrokenAsset
from game.core.moves import Move
from game.core.protocol import GameSpec
from game.core.replays import Replay, ReplayError, Step
from game.core.seat_names import with_saved_names
from game.core.seats import SeatPlan, parse_players
from game.ui import kits
from game.ui.app_services import AppServices
from game.ui.look.sounds import SoundBoard
from game.ui.phones import supply
from game.ui.scene import Scene


class ResumeError(ReplayError):
    """A replay no table can be opened at; the text says why, for the player."""


ResumedAt = Callable[[AppServices, GameSpec, Replay, Sequence[SeatPlan]], Scene]


def reopen(app: AppServices, replay: Replay) -> None:
    """Replace what the app shows with the replay's game standing where its steps end.

    Raises ``ResumeError`` (nothing on screen changed) for an unknown game, players that
    do not fit it, or a step its rules refuse.
    """
    scene = resumed_scene(app, replay)
    app.leave_games()  # the games being left are written once more, as they are left
    app.stack.reset(scene)


def resumed_scene(app: AppServices, replay: Replay) -> Scene:
    """The game's own table at the replay's position, not yet shown; raises ``ResumeError``."""
    spec = _spec_of(replay)
    try:
        with _no_deal_heard(app.sounds):
            return _table_at(app, spec, replay)
    except ResumeError:
        raise
    except BrokenAsset as error:  # a map, a deck: the sentence names the file, the save is not at fault
        raise ResumeError(str(error)) from error
    except ValueError as error:  # the options or the seats refused when the game is dealt
        raise ResumeError(f"this {spec.name} game cannot be dealt again: {error}") from error


def _table_at(app: AppServices, spec: GameSpec, replay: Replay) -> Scene:
    kit = kits.find_kit(spec.id)
    if kit is None:
        raise ResumeError(f"{spec.name} has no table in this version of the program")
    return kit.resumed_table(app, spec, replay)


def seated_resume(resumed_at: ResumedAt) -> Callable[[AppServices, GameSpec, Replay], Scene]:
    """A seated table's way back into a replay: the seats rebuilt from it, then the table's own
    ``resumed`` (``resumed_at``: e.g. ``ScroogeTableScene.resumed``)."""

    def resumed(app: AppServices, spec: GameSpec, replay: Replay) -> Scene:
        return resumed_at(app, spec, replay, seat_plans(spec, replay))

    return resumed


@contextmanager
def _no_deal_heard(sounds: SoundBoard) -> Iterator[None]:
    """A table opens by dealing (a shuffle and a deal are heard); a resumed one was dealt long ago."""
    volume, muted = sounds.volume, sounds.muted
    sounds.configure(volume, True)
    try:
        yield
    finally:
        sounds.configure(volume, muted)


def seat_plans(spec: GameSpec, replay: Replay) -> list[SeatPlan]:
    """Each seat's person or bot, rebuilt from the replay's controller strings."""
    if len(replay.players) != replay.seats:
        raise ResumeError(
            f"this {spec.name} game has {replay.seats} seats but names {len(replay.players)} players"
        )
    try:
        plans = parse_players(
            ",".join(replay.players),
            spec.seats,
            shared_devices=kits.kit_for(spec).takes_turns,
            choices=spec.seat_choices(),
        )
        if any(plan.phone for plan in plans) and not supply.offered(spec.id):
            raise ValueError(f"a seat is played on a phone, and {spec.name} is not played on phones here")
        return with_saved_names(plans, replay.notes)
    except ValueError as error:
        raise ResumeError(f"the players of this {spec.name} game do not fit: {error}") from error


def make_steps(steps: Iterable[Step], make: Callable[[Move], str | None]) -> None:
    """Make each move through ``make`` (the table's own way: the refusal's reason, or None once made).

    A refusal, or time passing in a game played in turns, is a ``ResumeError`` naming the step.
    """
    for number, step in enumerate(steps, start=1):
        if not isinstance(step, Move):
            raise ResumeError(f"step {number} passes time, but this game is played in turns")
        reason = make(step)
        if reason is not None:
            raise ResumeError(f"step {number} ({step}) is refused: {reason}")


def _spec_of(replay: Replay) -> GameSpec:
    try:
        return registry.get(replay.game_id)
    except KeyError:
        raise ResumeError(f"this program has no game called {replay.game_id!r}") from None
