"""Walking through a replay: forward a step at a time, back by dealing again, at a chosen pace.

The replay viewer (game/ui/menus/replay_viewer.py) shows what this walks through. A step for
the player is one move: a race game's time steps between two moves are made on the way to the
next move, so Right always shows a card moving. Going back deals the game again from its seed
and makes the steps up to there (DESIGN.md §3: seed + moves reproduce the state); copies kept
every ``CHECKPOINT_STEPS`` steps make that quick in a long game.

Pace: while playing, a turn game's moves come one ``MOVE_SECONDS`` apart at ×1; a race game's
time steps take as long as they took at the table and its moves come as soon as their time has
passed, so a race looks as fast as it was. A race whose rules keep no time (Scrooge) has
only its moves: they come ``RACE_MOVE_SECONDS`` apart. The speed divides them all.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import registry
from game.core.events import Event
from game.core.moves import Move
from game.core.protocol import GameState
from game.core.replays import Replay, ReplayError

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
MOVE_SECONDS = 0.8  # between two moves of a turn game at ×1
RACE_MOVE_SECONDS = 0.25  # between two moves of a race whose rules keep no time (Scrooge) at ×1
CHECKPOINT_STEPS = 100


@dataclass
class ReplayCursor:
    """A replay's game at some step: ``done`` steps made of ``len(replay.steps)``."""

    replay: Replay
    move_seconds: float = MOVE_SECONDS  # the pace of moves when the replay has no time steps
    state: GameState = field(init=False)
    done: int = field(init=False, default=0)
    timed: bool = field(init=False)  # the replay has time steps: a race played on a clock
    _checkpoints: dict[int, GameState] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.timed = any(not isinstance(step, Move) for step in self.replay.steps)
        self.state = self._deal()
        self._checkpoints[0] = self.state.clone()
        self._move_ends = [n + 1 for n, step in enumerate(self.replay.steps) if isinstance(step, Move)]

    def _deal(self) -> GameState:
        replay = self.replay
        try:
            spec = registry.get(replay.game_id)
        except KeyError as error:
            raise ReplayError(f"the replay is of an unknown game {replay.game_id!r}") from error
        try:
            return spec.new_game(seats=replay.seats, seed=replay.seed, options=replay.options)
        except ValueError as error:
            raise ReplayError(f"the replay's deal cannot be made again: {error}") from error

    # --- where it stands ----------------------------------------------------------------

    @property
    def moves_total(self) -> int:
        return len(self._move_ends)

    @property
    def moves_done(self) -> int:
        """Moves made so far (time steps are not counted: "Move 37 of 120")."""
        return sum(1 for end in self._move_ends if end <= self.done)

    @property
    def at_start(self) -> bool:
        return self.done == 0

    @property
    def at_end(self) -> bool:
        return self.done >= len(self.replay.steps)

    def next_step(self) -> Move | float | None:
        return None if self.at_end else self.replay.steps[self.done]

    # --- forward --------------------------------------------------------------------------

    def step(self) -> list[Event]:
        """Make the next step (a move or a time step); its events. ``ReplayError`` if it is refused."""
        step = self.replay.steps[self.done]
        if isinstance(step, Move):
            reason = self.state.why_illegal(step)
            if reason is not None:
                raise ReplayError(f"step {self.done + 1} ({step}) is refused: {reason}")
            events = self.state.apply(step)
        else:
            events = self.state.advance(step)
        self.done += 1
        if self.done % CHECKPOINT_STEPS == 0 and self.done not in self._checkpoints:
            self._checkpoints[self.done] = self.state.clone()
        return events

    def next_move(self) -> list[Event]:
        """Make the steps up to and including the next move (a race's time on the way); their events."""
        events: list[Event] = []
        while not self.at_end:
            last = isinstance(self.next_step(), Move)
            events += self.step()
            if last:
                break
        return events

    # --- back and jumps ---------------------------------------------------------------------

    def go_to(self, done: int) -> None:
        """Stand after ``done`` steps: deal again (or start from a kept copy) and make the steps to there."""
        done = max(0, min(done, len(self.replay.steps)))
        start = max(mark for mark in self._checkpoints if mark <= done)
        self.state, self.done = self._checkpoints[start].clone(), start
        while self.done < done:
            self.step()

    def previous_move(self) -> None:
        """Back to just after the move before the last one made (the deal, before the first)."""
        earlier = [end for end in self._move_ends if end < self.done]
        self.go_to(earlier[-1] if earlier else 0)

    def to_end(self) -> None:
        self.go_to(len(self.replay.steps))

    # --- pace -------------------------------------------------------------------------------

    def seconds_before_next(self) -> float:
        """Table seconds (at ×1) the next step takes while playing."""
        step = self.next_step()
        if step is None:
            return 0.0
        if isinstance(step, Move):
            return 0.0 if self.timed else self.move_seconds
        return step


def faster(speed: float) -> float:
    return next((choice for choice in SPEEDS if choice > speed), SPEEDS[-1])


def slower(speed: float) -> float:
    return next((choice for choice in reversed(SPEEDS) if choice < speed), SPEEDS[0])


def speed_text(speed: float) -> str:
    return f"{speed:g}×"
