"""People at a race table (Scrooge, Repezita), modelled, for the fair-race benchmarks and tests (issue 20).

A model plays one seat through the very objects a person's input reaches in the app, so what
is measured is what the program does with a person's hands: a key or pad seat presses actions
through its ``Binding`` (the code a key or button sends, looked up as ``RaceScene`` does) into
``RepezitaButtons`` or ``ButtonSeat``; the mouse seat makes the calls the table's pointer
handlers make (``RepezitaMatch.play``, ``ScroogeMatch.to_centre``, ``RaceMatch.attempt``), with
``began`` from ``table.look()`` at the gesture. Nothing draws or sleeps: each model says when
it next acts (``due``) and ``race_runs`` lets it act in the frame that would handle the input.

Two kinds of person:

- the masher presses a uniformly random race action of its seat ``MASH_RATE`` times a second
  and never looks at the table: the fairness rules must make that lose;
- the seeing player judges as the hard bot does (its ``decide`` on the seat's view: every pile
  noticed, no slips) but acts at a person's speed (``HumanTiming``) through its device's
  gestures, then looks again at once; seeing nothing to do, it looks again a reaction later.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from game.bots.race_driver import RaceBot
from game.core.bot_levels import Level
from game.core.moves import Move, MoveCards
from game.core.seats import SeatPlan
from game.rules.repezita import PlayCard
from game.rules.scrooge.moves import CallScrooge, TurnStock
from game.ui.games.repezita.buttons import RepezitaButtons
from game.ui.games.repezita.match import RepezitaMatch, neighbour
from game.ui.games.scrooge.button_seat import ButtonSeat
from game.ui.games.scrooge.match import ScroogeMatch
from game.ui.input.key_presets import WORK, Binding
from game.ui.race.match import RaceMatch

MASH_RATE = 8.0  # presses a second: about as fast as one finger drums a key


@dataclass(frozen=True)
class HumanTiming:
    """How quickly a person acts on what they see.

    The reaction time runs from a change on the table (a rival's card starting its glide)
    to the input that answers it landing. It is log-normal, as measured human choice reaction
    times are (a peak and a long tail of slow ones): median 0.6 s, for a two-choice match of
    rank against rank plus the hand's travel (simple reactions to a light are ~0.25 s; each
    choice adds to it, Hick's law), log spread 0.3, never under 0.25 s. Further presses of one
    move follow ``press_gap`` apart (a keystroke, Card, Moran & Newell's keystroke-level model:
    0.12–0.28 s for a practised typist's key, 0.15 s taken).
    """

    median_seconds: float = 0.6
    spread: float = 0.3
    fastest_seconds: float = 0.25
    press_gap: float = 0.15

    def reaction(self, rng: random.Random) -> float:
        return max(self.fastest_seconds, rng.lognormvariate(math.log(self.median_seconds), self.spread))


HUMAN = HumanTiming()


class ModelPlayer(Protocol):
    """A modelled person: when it next acts, and the act (called in the frame that handles it)."""

    seat: int

    def due(self) -> float: ...

    def act(self, now: float) -> None: ...


Gesture = Callable[[], object]  # one input a person makes: a press, a click, a drop


def presser(seat: RepezitaButtons | ButtonSeat) -> Callable[[str], object]:
    """A press of ``action`` as the app delivers it: the key or button the binding gives that action,
    read back through the binding's codes (as ``RaceScene.key_actions`` or the pad map does)."""
    binding: Binding = seat.binding
    code_of = {action: code for code, action in binding.codes.items()}

    def press(action: str) -> object:
        return seat.press(binding.codes[code_of[action]])

    return press


class Masher:
    """Presses a random race action of its seat ``rate`` times a second, without looking."""

    def __init__(
        self, seat: int, press: Callable[[str], object], actions: Sequence[str], rng: random.Random
    ) -> None:
        self.seat, self.press, self.actions, self.rng = seat, press, tuple(actions), rng
        self.interval = 1 / MASH_RATE
        self.next_at = rng.uniform(0, self.interval)
        self.presses = 0

    def due(self) -> float:
        return self.next_at

    def act(self, now: float) -> None:
        self.press(self.rng.choice(self.actions))
        self.presses += 1
        self.next_at += self.interval


class Gestures(Protocol):
    """How one device turns a chosen move into the inputs a person makes for it, last one committing."""

    def gestures(self, move: Move) -> list[Gesture]: ...


class SeeingPlayer:
    """Judges as ``judge`` does (a bot's ``decide`` on the seat's view), acts at a person's speed.

    ``aligned``: the committing input lands one reaction time after the look and any earlier
    presses come ``press_gap`` before it (the device races: every device takes the same time from
    seeing to the input that counts). Otherwise the first input lands a reaction time after the
    look and each further press ``press_gap`` after the one before (a keyboard player's real pace).
    """

    def __init__(
        self,
        seat: int,
        match: RaceMatch,
        judge: RaceBot,
        device: Gestures,
        rng: random.Random,
        timing: HumanTiming = HUMAN,
        aligned: bool = False,
    ) -> None:
        self.seat, self.match, self.judge, self.device = seat, match, judge, device
        self.rng, self.timing, self.aligned = rng, timing, aligned
        self.plan: list[tuple[float, Gesture]] = []
        self.look_at = timing.reaction(rng)
        self.moves = 0

    def due(self) -> float:
        return self.plan[0][0] if self.plan else self.look_at

    def act(self, now: float) -> None:
        if self.plan:
            _, gesture = self.plan.pop(0)
            gesture()
            if self.plan:
                return
            self.moves += 1
        self._look(now)

    def _look(self, now: float) -> None:
        chosen = self.judge.decide(self.match.state.view(self.seat))
        if chosen is None:
            self.look_at = now + self.timing.reaction(self.rng)
            return
        inputs = self.device.gestures(chosen)
        reaction, gap = self.timing.reaction(self.rng), self.timing.press_gap
        if self.aligned:
            last = len(inputs) - 1
            times = [now + max(0.0, reaction - (last - i) * gap) for i in range(len(inputs))]
        else:
            times = [now + reaction + i * gap for i in range(len(inputs))]
        self.plan = list(zip(times, inputs, strict=True))


def hard_judge(match: RaceMatch, seat: int, rng: random.Random) -> RaceBot:
    """The hard bot's judgement for a person's seat: sees every pile and never slips."""
    return match.new_bot(seat, SeatPlan(False, level=Level.HARD), rng)


# --- Repezita's devices --------------------------------------------------------------------------


class RepezitaKeys:
    """A key or pad seat: "lower" or "higher" for a card one rank off the top, else pick and play."""

    def __init__(self, buttons: RepezitaButtons) -> None:
        self.buttons, self.press = buttons, presser(buttons)

    def gestures(self, move: Move) -> list[Gesture]:
        assert isinstance(move, PlayCard)
        state, seat = self.buttons.match.state, self.buttons.seat
        code = move.card
        if move.onto is not None:
            rank = state.load_card(code).rank
            for step in (-1, 1):  # any suit of the rank wanted is the same play: the key picks one
                same = neighbour(state, seat, move.onto, step)
                if same is not None and state.load_card(same).rank == rank:
                    code = same
        return [self._gesture(action) for action in self.buttons.actions_for(code, move.onto)]

    def _gesture(self, action: str) -> Gesture:
        return lambda: self.press(action)


class RepezitaMouse:
    """The mouse seat: a click on the chosen card (pressed and released in one frame)."""

    def __init__(self, match: RepezitaMatch, seat: int) -> None:
        self.match, self.seat = match, seat

    def gestures(self, move: Move) -> list[Gesture]:
        assert isinstance(move, PlayCard)
        return [lambda: self.match.play(self.seat, move.card, self.match.table.look())]


# --- Scrooge's devices ---------------------------------------------------------------------------


class ScroogeKeys:
    """A key or pad seat: a source then a target press, or one press to turn the stock or call."""

    def __init__(self, buttons: ButtonSeat) -> None:
        self.buttons, self.press = buttons, presser(buttons)

    def gestures(self, move: Move) -> list[Gesture]:
        return [self._gesture(action) for action in self.actions(move)]

    def actions(self, move: Move) -> list[str]:
        if isinstance(move, TurnStock):
            return ["turn"]
        if isinstance(move, CallScrooge):
            return ["call"]
        assert isinstance(move, MoveCards), f"no key plays {move}"
        source = next(a for a in ("scrooge", "waste", *WORK) if self.buttons.pile_for(a) == move.source)
        if move.target in self.buttons.match.state.foundation_ids:
            return [source, "centre"]
        return [source, next(a for a in WORK if self.buttons.pile_for(a) == move.target)]

    def _gesture(self, action: str) -> Gesture:
        return lambda: self.press(action)


class ScroogeMouse:
    """The mouse seat: a drag onto a work pile, a double (or right) click to the centre, a click on the
    stock, the "Scrooge!" button; each one gesture, as the table's pointer handlers make them."""

    def __init__(self, match: ScroogeMatch, seat: int) -> None:
        self.match, self.seat = match, seat

    def gestures(self, move: Move) -> list[Gesture]:
        match, seat = self.match, self.seat
        if not isinstance(move, MoveCards):
            return [lambda: match.attempt(move)]
        if move.target in match.state.foundation_ids:
            return [lambda: match.to_centre(seat, move.source, match.table.look())]
        dropped = match.card_move(seat, move.source, move.target, move.count)
        return [lambda: match.attempt(dropped, match.table.look())]
