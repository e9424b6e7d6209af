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
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any

import msgspec

from game.core import registry
from game.core.decoding import (
    LARGEST_WHOLE,
    Identifier,
    Name,
    Refused,
    Text,
    convert,
    list_of,
    number,
    printable,
    text,
    whole,
)
from game.core.moves import Move, move_from_json, move_to_json

if TYPE_CHECKING:
    from game.core.protocol import GameState

REPLAY_VERSION = 1
ADVANCE_KEY = "advance"  # a time step in the file: {"advance": seconds}

Step = Move | float  # a move, or seconds that passed for a game whose rules involve time


PLAYERS_MOVES_NOTE = "moves"  # a table whose moves are not all the players' notes their count
SECONDS_NOTE = "seconds"  # every table notes the time it was played, earlier sittings included
LONGEST_PLAYED = 365 * 24 * 3600.0  # seconds a game may claim to have been played: a year


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

    @property
    def played_seconds(self) -> float | None:
        """The time the game was played, as its table noted it; None when the note is missing or makes
        no sense (not a finite number from 0 to a year), so a hostile file costs only its time."""
        noted = self.notes.get(SECONDS_NOTE)
        if isinstance(noted, bool) or not isinstance(noted, int | float) or not math.isfinite(noted):
            return None
        return float(noted) if 0 <= noted <= LONGEST_PLAYED else None

    @property
    def players_moves(self) -> int:
        """The moves the players made, as their table counted them: the table's ``moves`` note where it
        keeps one (Scotch's safe cards going home by themselves are moves here, not the player's),
        else every move. Lists and labels say this number, so they agree with the table's own."""
        noted = self.notes.get(PLAYERS_MOVES_NOTE)
        moves = self.moves
        if isinstance(noted, int) and not isinstance(noted, bool) and 0 <= noted <= moves:
            return noted
        return moves

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
        for count, step in enumerate(self.steps, start=1):
            try:
                if isinstance(step, Move):
                    reason = state.why_illegal(step)
                    if reason is not None:
                        raise ReplayError(f"its step {count} is refused by the rules: {reason}")
                    state.apply(step)
                else:
                    state.advance(step)
            except ReplayError:
                raise
            except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError) as error:
                # A step from a file, typed and bounded yet still one the rules cannot follow (the rules
                # assume steps they offered): the file is refused with the step, never a crash.
                raise ReplayError(f"its step {count} is one the rules cannot follow ({error})") from error
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
        """Read a replay written by ``to_json``: checked against ``ReplayDocument`` and the game's moves,
        so a value of the wrong kind or size is refused here, with the reason, not met by the rules."""
        if not isinstance(data, dict):
            raise ReplayError("a replay file holds one JSON object")
        version = data.get("version")
        if version != REPLAY_VERSION:
            shown = printable(version)
            raise ReplayError(f"replay version {shown} is not one this program reads ({REPLAY_VERSION})")
        try:
            document = convert(data, ReplayDocument)
        except Refused as problem:
            raise ReplayError(f"the replay cannot be read: {problem}") from problem
        try:
            spec = registry.get(document.game)
        except KeyError as error:
            raise ReplayError(f"the replay is of an unknown game {printable(document.game)}") from error
        low, high = spec.seats
        if not low <= document.seats <= high:
            raise ReplayError(f"the replay has {document.seats} seats; {spec.name} takes {low} to {high}")
        if len(document.players) != document.seats:  # each seat's controller: the tables seat them
            raise ReplayError(f"the replay names {len(document.players)} players for {document.seats} seats")
        kinds = spec.state_class.move_kinds
        steps = tuple(
            _step_from_json(step, kinds, document.seats, place)
            for place, step in enumerate(document.steps, start=1)
        )
        try:
            steps = spec.state_class.steps_from_older_rules(steps)
        except ValueError as error:
            raise ReplayError(f"the replay cannot be followed: {error}") from error
        return cls(
            game_id=document.game,
            seats=document.seats,
            seed=document.seed,
            options=dict(document.options),
            players=tuple(document.players),
            steps=steps,
            position=document.position,
            over=document.over,
            notes=dict(document.notes),
        )


# What a replay file may hold, with limits (the trust boundary, game/core/decoding.py). Seats and
# steps are checked against the game itself once its spec is known; the game's own ``checked_options``
# checks option values against their choices when the deal is made again.
MOST_SEATS = 16
LONGEST_STEP_FIELD = 400  # characters: a Scroker word laid out is the longest
MOST_STEP_CARDS = 64
LONGEST_ADVANCE = 24 * 3600.0  # seconds one time step may pass
OptionValue = bool | whole(-(10**9), 10**9) | number(-1e9, 1e9) | Name
NoteValue = (
    bool
    | whole(-(10**12), 10**12)
    | number(-1e12, 1e12)
    | Text
    | list_of(Name, 256)
    | dict[Name, list_of(Name, 256)]
)
StepValue = (
    None
    | bool
    | whole(-LARGEST_WHOLE, LARGEST_WHOLE)
    | number(0, LONGEST_ADVANCE)
    | text(LONGEST_STEP_FIELD)
    | list_of(text(LONGEST_STEP_FIELD), MOST_STEP_CARDS)
)


class ReplayDocument(msgspec.Struct):
    """A replay file's fields as written by ``Replay.to_json``; unknown fields are passed over."""

    version: int
    game: Identifier
    seats: whole(1, MOST_SEATS)
    seed: whole(0, LARGEST_WHOLE)
    options: Annotated[dict[Identifier, OptionValue], msgspec.Meta(max_length=64)]
    steps: list_of(Annotated[dict[Identifier, StepValue], msgspec.Meta(max_length=16)])
    players: list_of(Name, MOST_SEATS) = []
    position: text(64) = ""
    over: bool = False
    notes: Annotated[dict[Identifier, NoteValue], msgspec.Meta(max_length=64)] = {}


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


def _step_from_json(data: dict[str, Any], kinds: dict[str, type[Move]], seats: int, number: int) -> Step:
    """One step: seconds passing (``{"advance": 1.5}``) or one of the game's moves, by a seat at the table."""
    if ADVANCE_KEY in data:
        seconds = data[ADVANCE_KEY]
        if (
            isinstance(seconds, bool)
            or not isinstance(seconds, int | float)
            or not 0 <= seconds <= LONGEST_ADVANCE
            or len(data) != 1
        ):
            raise ReplayError(
                f"the replay's step {number} is not a number of seconds from 0 to {LONGEST_ADVANCE:.0f}"
            )
        return float(seconds)
    try:
        move = move_from_json(data, kinds)
    except ValueError as error:
        raise ReplayError(f"the replay's step {number} cannot be read: {error}") from error
    if not 0 <= move.seat < seats:
        raise ReplayError(
            f"the replay's step {number} is a move by Seat {move.seat + 1}, but it has {seats} seats"
        )
    return move
