"""The game protocol every game keeps (DESIGN.md §3).

After OpenSpiel's small states: a game state holds facts (piles, seats, whose
turn, its own seeded generator, the moves made) and derives the rest. The
base class owns the public methods (checking legality, refusing a move with
the state untouched, recording history, JSON); each game fills in a few
underscored hooks.
"""

from __future__ import annotations

import copy
import functools
import json
from abc import ABC, abstractmethod
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.arguments import quoted
from game.core.cards import Card
from game.core.codes import parse_card
from game.core.events import Event
from game.core.moves import IllegalMove, Move, move_from_json, move_to_json
from game.core.piles import Pile, PileRule
from game.core.rng import SeededRandom

SAVE_VERSION = 1


@dataclass(frozen=True)
class Result:
    """How a game stands or ended: scores, placings (1 = first), winners."""

    scores: dict[int, int]
    placings: dict[int, int]
    winners: tuple[int, ...]
    summary: str


@dataclass(frozen=True)
class PileView:
    id: str
    cards: tuple[Card | None, ...]  # None for a card this seat may not see


@dataclass(frozen=True)
class View:
    """What one seat may see of the table."""

    seat: int
    piles: dict[str, PileView]
    to_move: tuple[int, ...]
    played_as: dict[Card, Card] = field(default_factory=dict)  # wild cards and what they were played as


@dataclass(frozen=True)
class OptionSpec:
    """One game option: its name, default and the values a player may pick."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    help: str = ""


@dataclass(frozen=True)
class GameSpec:
    """Fixed facts about a game, and how to make or load one."""

    id: str
    name: str
    seats: tuple[int, int]
    state_class: type[GameState]
    options: tuple[OptionSpec, ...] = ()
    summary: str = ""
    rules_file: str = ""
    # The seat counts the game is played with when not every count in ``seats`` is (Schrum Schrum: 2, 4, 8).
    seat_counts: tuple[int, ...] = ()

    def seat_choices(self) -> tuple[int, ...]:
        """Every number of seats the game may be dealt for, fewest first."""
        low, high = self.seats
        return self.seat_counts or tuple(range(low, high + 1))

    def default_options(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def checked_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        chosen = self.default_options()
        known = {o.name: o for o in self.options}
        for name, value in (options or {}).items():
            if name not in known:
                raise ValueError(
                    f"{self.id} has no option {quoted(name)}; options are {sorted(known) or 'none'}"
                )
            if value not in known[name].choices:
                given = quoted(value) if isinstance(value, str) else value
                raise ValueError(f"option {name}={given} for {self.id}: choose one of {known[name].choices}")
            chosen[name] = value
        return chosen

    def new_game(self, seats: int = 1, seed: int = 1, options: dict[str, Any] | None = None) -> GameState:
        low, high = self.seats
        if not low <= seats <= high:
            raise ValueError(f"{self.name} takes {low}–{high} seats, not {seats}")
        choices = self.seat_choices()
        if seats not in choices:
            counts = ", ".join(str(n) for n in choices[:-1]) + f" or {choices[-1]}"
            raise ValueError(f"{self.name} is played by {counts} seats, not {seats}")
        return self.state_class.deal(self, seats, seed, self.checked_options(options))

    def from_json(self, data: dict[str, Any]) -> GameState:
        return self.state_class.from_json(self, data)


class GameState(ABC):
    """Base of every game's state. Subclasses declare piles and fill the hooks."""

    move_kinds: ClassVar[dict[str, type[Move]]] = {}
    # Whether ``advance`` changes anything: the real-time engine records the time it passes only then.
    uses_time: ClassVar[bool] = False

    def __init__(self, spec: GameSpec, seats: int, seed: int, options: dict[str, Any]) -> None:
        self.spec = spec
        self.seats = seats
        self.seed = seed
        self.options = options
        self.rng = SeededRandom(seed)
        self.piles: dict[str, Pile] = {}
        self.history: list[Move] = []

    # --- construction -----------------------------------------------------

    @classmethod
    def steps_from_older_rules(cls, steps: tuple[Move | float, ...]) -> tuple[Move | float, ...]:
        """A replay's steps written under an earlier version of these rules, as these rules take them.

        A game whose rules changed says here how its older files read (Scorzo's call became the
        rules' own); a step it cannot carry over is a ValueError saying why. Default: as they are.
        """
        return steps

    @classmethod
    def deal(cls, spec: GameSpec, seats: int, seed: int, options: dict[str, Any]) -> GameState:
        state = cls(spec, seats, seed, options)
        state._set_up()
        return state

    def add_pile(self, pile_id: str, rule: PileRule) -> Pile:
        pile = Pile(pile_id, rule)
        self.piles[pile_id] = pile
        return pile

    # --- the protocol -----------------------------------------------------

    def legal_moves(self, seat: int) -> list[Move]:
        if self.is_over():
            return []
        return self._legal_moves(seat)

    def move_space(self, seat: int) -> list[Move]:
        """A superset of the legal moves (for fuzzing and the test harness)."""
        return self.legal_moves(seat)

    def why_illegal(self, move: Move) -> str | None:
        """The reason the rules refuse ``move``, or None when it is legal."""
        if self.is_over():
            return "the game is over"
        if not 0 <= move.seat < self.seats:
            return f"there is no seat {move.seat}"
        return self._why_illegal(move)

    def apply(self, move: Move) -> list[Event]:
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMove(reason)
        events = self._apply(move)
        self.history.append(move)
        return events

    def advance(self, seconds: float) -> list[Event]:
        """Let time pass; only games whose rules involve time do anything."""
        return []

    def view(self, seat: int) -> View:
        piles = {pid: PileView(pid, self.cards_seen(seat, pid)) for pid in self.piles}
        return View(seat, piles, self.to_move())

    def hand_owner(self, pile_id: str) -> int | None:
        """The seat that may look at this pile's face-down cards (its own hand); None for most piles."""
        return None

    def cards_seen(self, seat: int, pile_id: str) -> tuple[Card | None, ...]:
        """A pile as ``seat`` sees it: face-down cards are None, except in the seat's own hand."""
        pile = self.piles[pile_id]
        if self.hand_owner(pile_id) == seat:
            return tuple(pile.cards)
        return tuple(pile.visible_cards())

    def clone(self) -> GameState:
        twin = copy.copy(self)
        twin.piles = {pid: Pile(p.id, p.rule, list(p.cards), p.hidden) for pid, p in self.piles.items()}
        twin.history = list(self.history)
        twin.rng = SeededRandom.from_json(self.rng.to_json())
        twin._copy_extra_from(self)
        return twin

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result: ...

    def to_move(self) -> tuple[int, ...]:
        """The seats that may move now (all of them in real-time games)."""
        return tuple(range(self.seats))

    def takeable_count(self, pile_id: str, seat: int) -> int:
        """How many cards from the top of ``pile_id`` ``seat`` may pick up now, at once; 0 for none.

        Any number from one up to it may be taken too, unless ``may_take`` says otherwise. A table
        asks this (or ``may_take``) before it lifts cards
        under the pointer, so what may be taken (the pile's rule, a wild card standing for another,
        whose pile, whose turn) is said once, by the rules. A hand is not a stack: there it is how
        many of its cards may leave it at once, whichever they are. It does not ask whether there is
        anywhere to put them: ``legal_moves`` says that. By default nothing is picked up.
        """
        return 0

    def may_take(self, pile_id: str, seat: int, count: int) -> bool:
        """Whether ``seat`` may pick up the top ``count`` cards of ``pile_id`` now: any number up to
        ``takeable_count`` by default; a game whose rules allow only some (Scrooge: the top card or
        a work pile's entire run) says so here, once, for its rules and its table alike."""
        return 0 < count <= self.takeable_count(pile_id, seat)

    def end_by_agreement(self, seat: int) -> Move | None:
        """The move by which ``seat`` ends the round in play because everyone at the table agrees it
        has stalled (Scrooge: a race nobody is finishing); None where a game needs none, so the
        table menu offers nothing. It is never among ``legal_moves``: bots and hints leave it alone."""
        return None

    # --- hooks for games ----------------------------------------------------

    @abstractmethod
    def _set_up(self) -> None:
        """Declare piles and deal, drawing randomness from ``self.rng`` only."""

    @abstractmethod
    def _legal_moves(self, seat: int) -> list[Move]: ...

    @abstractmethod
    def _why_illegal(self, move: Move) -> str | None: ...

    @abstractmethod
    def _apply(self, move: Move) -> list[Event]: ...

    def _copy_extra_from(self, other: GameState) -> None:
        """Copy mutable game-specific fields in ``clone`` (none by default)."""

    def _extra_to_json(self) -> dict[str, Any]:
        return {}

    def _extra_from_json(self, data: dict[str, Any]) -> None:
        pass

    # --- JSON ---------------------------------------------------------------

    def save_card(self, card: Any) -> str:
        """A card's code in saves; games with their own cards (Scorzo, Scroker) use their codes."""
        return card_to_json(card)

    def load_card(self, text: str) -> Any:
        return card_from_json(text)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": SAVE_VERSION,
            "game": self.spec.id,
            "seats": self.seats,
            "seed": self.seed,
            "options": self.options,
            "rng": self.rng.to_json(),
            "piles": {
                pid: {"cards": [self.save_card(c) for c in p.cards], "hidden": p.hidden}
                for pid, p in self.piles.items()
            },
            "history": [move_to_json(m) for m in self.history],
            "extra": self._extra_to_json(),
        }

    def to_json_text(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True)

    @classmethod
    def from_json(cls, spec: GameSpec, data: dict[str, Any]) -> GameState:
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"saved game version {data.get('version')!r} is not {SAVE_VERSION}")
        if data.get("game") != spec.id:
            raise ValueError(f"saved game is {data.get('game')!r}, not {spec.id!r}")
        state = cls.deal(spec, int(data["seats"]), int(data["seed"]), dict(data["options"]))
        saved_piles = data["piles"]
        if set(saved_piles) != set(state.piles):
            raise ValueError(f"saved piles {sorted(saved_piles)} do not match the game's piles")
        for pid, saved in saved_piles.items():
            pile = state.piles[pid]
            pile.cards = [state.load_card(c) for c in saved["cards"]]
            pile.hidden = int(saved["hidden"])
        state.rng = SeededRandom.from_json(data["rng"])
        state.history = [move_from_json(m, cls.move_kinds) for m in data["history"]]
        state._extra_from_json(data.get("extra", {}))
        return state


@functools.cache
def card_to_json(card: Card) -> str:
    return card.code if card.deck == 0 else f"{card.code}@{card.deck}"


def card_from_json(text: str) -> Card:
    code, _, deck = text.partition("@")
    card = parse_card(code)
    return Card(card.rank, card.suit, int(deck or 0))


def replay(
    spec: GameSpec, seats: int, seed: int, options: dict[str, Any], moves: Iterable[Move]
) -> GameState:
    """Deal again and make the same moves: the same seed and moves give the same state."""
    state = spec.new_game(seats=seats, seed=seed, options=options)
    for move in moves:
        state.apply(move)
    return state
