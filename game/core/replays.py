"""Replay files: a game's seed, options, players and steps, enough to deal it again and reach the same place.

DESIGN.md §3: replaying seed + moves reproduces the state. A game whose rules involve
time (Repezita's stall rule) also needs the seconds that passed between the moves, so
a step is either a move or a time step. The file is versioned JSON like every other
file the app writes (§9); ``position`` is a digest of the state when the file was
written, so a replay can say whether it arrived at the same place.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.core import registry
from game.core.moves import Move, move_from_json, move_to_json

if TYPE_CHECKING:
    from game.core.protocol import GameState

REPLAY_VERSION = 1
ADVANCE_KEY = "advance"  # a time step in the file: {"advance": seconds}

Step = Move | float  # a move, or seconds that passed for a game whose rules involve time


class ReplayError(ValueError):
    """A replay file that cannot be played; the text names what is wrong."""


def position_digest(state: GameState) -> str:
    """A short fingerprint of the whole state, equal for equal states."""
    text = json.dumps(state.to_json(), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class Replay:
    """One game from its deal: who sat where, what they chose, and every step since."""

    game_id: str
    seats: int
    seed: int
    options: dict[str, Any]
    players: tuple[str, ...]  # each seat's controller: "human:mouse", "bot:hard", …
    steps: tuple[Step, ...] = ()
    position: str = ""  # ``position_digest`` of the state after the steps, when recorded
    over: bool = False
    notes: dict[str, Any] = field(default_factory=dict)  # anything else worth keeping (the scene)

    @property
    def moves(self) -> int:
        return sum(1 for step in self.steps if isinstance(step, Move))

    def play(self) -> GameState:
        """Deal again and make every step; raises ``ReplayError`` if a step is refused."""
        try:
            spec = registry.get(self.game_id)
        except KeyError as error:
            raise ReplayError(f"the replay is of an unknown game {self.game_id!r}") from error
        try:
            state = spec.new_game(seats=self.seats, seed=self.seed, options=self.options)
        except ValueError as error:
            raise ReplayError(f"the replay's deal cannot be made again: {error}") from error
        for number, step in enumerate(self.steps, start=1):
            if isinstance(step, Move):
                reason = state.why_illegal(step)
                if reason is not None:
                    raise ReplayError(f"step {number} ({step}) is refused: {reason}")
                state.apply(step)
            else:
                state.advance(step)
        return state

    def to_json(self) -> dict[str, Any]:
        return {
            "version": REPLAY_VERSION,
            "game": self.game_id,
            "seats": self.seats,
            "seed": self.seed,
            "options": self.options,
            "players": list(self.players),
            "steps": [_step_to_json(step) for step in self.steps],
            "position": self.position,
            "over": self.over,
            "notes": self.notes,
        }

    @classmethod
    def from_json(cls, data: Any) -> Replay:
        """Read a replay written by ``to_json``; a file of another shape is refused with the reason."""
        if not isinstance(data, dict):
            raise ReplayError("a replay file holds one JSON object")
        version = data.get("version")
        if version != REPLAY_VERSION:
            raise ReplayError(f"replay version {version!r} is not one this program reads ({REPLAY_VERSION})")
        missing = [key for key in ("game", "seats", "seed", "options", "steps") if key not in data]
        if missing:
            raise ReplayError(f"the replay has no {', '.join(missing)}")
        try:
            kinds = registry.get(str(data["game"])).state_class.move_kinds
        except KeyError as error:
            raise ReplayError(f"the replay is of an unknown game {data['game']!r}") from error
        try:
            steps = tuple(_step_from_json(step, kinds) for step in data["steps"])
            return cls(
                game_id=str(data["game"]),
                seats=int(data["seats"]),
                seed=int(data["seed"]),
                options=dict(data["options"]),
                players=tuple(str(p) for p in data.get("players", ())),
                steps=steps,
                position=str(data.get("position", "")),
                over=bool(data.get("over", False)),
                notes=dict(data.get("notes", {})),
            )
        except (TypeError, ValueError, KeyError) as error:
            raise ReplayError(f"the replay's steps cannot be read: {error}") from error


def replay_of(state: GameState, players: Sequence[str], steps: Iterable[Step] | None = None) -> Replay:
    """The replay of ``state`` so far: its own history, or ``steps`` with time for a timed game."""
    return Replay(
        game_id=state.spec.id,
        seats=state.seats,
        seed=state.seed,
        options=dict(state.options),
        players=tuple(players),
        steps=tuple(state.history if steps is None else steps),
        position=position_digest(state),
        over=state.is_over(),
    )


def _step_to_json(step: Step) -> dict[str, Any]:
    return move_to_json(step) if isinstance(step, Move) else {ADVANCE_KEY: step}


def _step_from_json(data: Any, kinds: dict[str, type[Move]]) -> Step:
    if isinstance(data, dict) and ADVANCE_KEY in data:
        return float(data[ADVANCE_KEY])
    if not isinstance(data, dict):
        raise ValueError(f"a step is a move or {{{ADVANCE_KEY!r}: seconds}}, not {data!r}")
    return move_from_json(data, kinds)
