"""Races between modelled people (``race_players``) and bots, on the virtual clock, frame by frame as the app.

The app's frame handles the input that arrived since the last frame first, in arrival order,
then moves the race on by the frame time, landing the bots' moves that fall due in it
(``RaceScene.handle_event`` then ``update``, ``RaceMatch.frame``). ``run_race`` keeps that
order: an input due at time t is handled at the first frame start at or after t (frames of
1/60 s), inputs of one frame in the order they were due, then ``RaceMatch.frame`` for the
bots. Far from any input it moves the race on in one step (the bots land on their own times
either way); from a person's judging window (``PERSON_WINDOW_SECONDS``) before an input it goes
frame by frame, so the table marks every position that stood at a frame start, as on screen.

The table keeps ``MEMORY_SECONDS`` of positions instead of the app's 10 s: no model holds a
move open longer (a press's ``began`` is a frame or a few presses old), and the shorter memory
makes a Repezita frame several times cheaper. Nothing here draws or sleeps.
"""

from __future__ import annotations

import math
import random
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from game.core.bot_levels import Level
from game.core.seats import SeatPlan
from game.testing.race_players import (
    HUMAN,
    Gestures,
    HumanTiming,
    Masher,
    ModelPlayer,
    RepezitaKeys,
    RepezitaMouse,
    ScroogeKeys,
    ScroogeMouse,
    SeeingPlayer,
    hard_judge,
    presser,
)
from game.ui.games.repezita.buttons import RepezitaButtons
from game.ui.games.repezita.keys import PAD_BUTTONS as REPEZITA_PAD
from game.ui.games.repezita.match import RepezitaMatch
from game.ui.games.scrooge.button_seat import ButtonSeat
from game.ui.games.scrooge.match import ScroogeMatch
from game.ui.input.key_presets import REPEZITA_KEYS, SCROOGE_KEYS, Binding, RaceKeys, bind_presets
from game.ui.input.pad_buttons import PAD_BUTTONS, pad_binding
from game.ui.race.match import PERSON_WINDOW_SECONDS, RaceMatch

FRAMES_A_SECOND = 60
MEMORY_SECONDS = 2.0
LOOKBACK_FRAMES = math.ceil(PERSON_WINDOW_SECONDS * FRAMES_A_SECOND) + 2
# Bots alone end a game of Repezita or a round of Scrooge in about a minute of table time; a race
# still going after three has been stalled (a masher can do that: docs/races.md), and is stopped there.
TIME_LIMIT_SECONDS = 180.0

# Who a modelled person is: "masher", or "seeing" on a device ("mouse", "keys1"…"keys4", "pad1"…).
MASHER = "masher"


@dataclass(frozen=True)
class Person:
    """One modelled person: how they play and on what device (the masher uses keys or a pad)."""

    kind: str  # "masher" or "seeing"
    device: str  # "mouse", "keys1"…"keys4", "pad1"…"pad4"
    aligned: bool = False  # the seeing player's committing input lands one reaction after the look


@dataclass(frozen=True)
class RaceResult:
    """How one race ended for every seat: place (1 = first) and points (Scrooge; Repezita: cards held)."""

    places: tuple[int, ...]
    points: tuple[int, ...]
    seconds: float
    ended: bool = True  # False: stopped at the time limit, placed as it stood
    bot_moves: int = 0  # moves the bots tried, and how many of them a rival's move beat
    bot_beaten: int = 0

    def won(self, seat: int) -> bool:
        """First alone: Repezita's first out, Scrooge's one highest total (a shared top is no win)."""
        return self.places[seat] == 1 and self.places.count(1) == 1

    def lost(self, seat: int) -> bool:
        """Not first: a shared top counts as not lost (the generous reading for the masher)."""
        return self.places[seat] != 1


def run_race(
    match: RaceMatch,
    people: Sequence[ModelPlayer],
    finished: Callable[[], bool],
    time_limit: float = TIME_LIMIT_SECONDS,
) -> bool:
    """Play people and bots frame by frame until ``finished()`` (see the module's docstring); False
    if the race was stopped at ``time_limit`` seconds of table time instead."""
    table = match.table
    table.memory_seconds = MEMORY_SECONDS
    frame = 0
    while not finished():
        if table.clock.now >= time_limit:
            return False
        now = frame / FRAMES_A_SECOND
        for person in sorted((p for p in people if p.due() <= now + 1e-9), key=lambda p: p.due()):
            person.act(now)
            if finished():
                return True
        due = min((p.due() for p in people), default=math.inf)
        next_input = math.ceil(due * FRAMES_A_SECOND - 1e-9)
        ahead = max(1, min(next_input - LOOKBACK_FRAMES, frame + 10 * FRAMES_A_SECOND) - frame)
        frame += ahead
        match.frame(frame / FRAMES_A_SECOND - table.clock.now)
    return True


M = TypeVar("M", bound=RaceMatch)  # the game's match
B = TypeVar("B", RepezitaButtons, ButtonSeat)  # the game's key and pad seat


def key_or_pad(device: str, keys: RaceKeys, pads: Mapping[str, str]) -> Binding:
    """A seat's binding: its key preset (no rebindings) or the game's pad map."""
    if device.startswith("pad"):
        return pad_binding(device, pads)
    with warnings.catch_warnings():  # SDL names keys without pygame.init(); the codes only go round
        warnings.simplefilter("ignore")
        bindings, notes = bind_presets([device], {}, keys)
    assert not notes, notes
    return bindings[0]


def _plans(people: dict[int, Person], bots: dict[int, Level]) -> list[SeatPlan]:
    seats = len(people) + len(bots)
    return [
        SeatPlan(True, people[seat].device) if seat in people else SeatPlan(False, level=bots[seat])
        for seat in range(seats)
    ]


def bot_tally(match: RaceMatch) -> tuple[int, int]:
    """Moves the bots tried and how many were beaten ("beaten by …")."""
    tallies = match.bots.tallies.values()
    return sum(t.accepted + t.beaten + t.refused for t in tallies), sum(t.beaten for t in tallies)


def _model_people(
    match: M,
    people: dict[int, Person],
    seed: int,
    timing: HumanTiming,
    mouse: Callable[[M, int], Gestures],
    buttons: Callable[[int, Binding], B],
    keys: Callable[[B], Gestures],
    maps: tuple[RaceKeys, Mapping[str, str]],
) -> list[ModelPlayer]:
    """The modelled people of one game: each on its device's real input objects (the game's ``mouse``
    gestures, or its ``buttons`` seat bound to the key preset or pad map in ``maps``), a masher
    pressing those buttons blindly, a seeing player judging as the hard bot does."""
    players: list[ModelPlayer] = []
    for seat, person in people.items():
        rng = random.Random(f"race-person:{seed}:{seat}")
        if person.device == "mouse":
            device = mouse(match, seat)
        else:
            seat_buttons = buttons(seat, key_or_pad(person.device, *maps))
            if person.kind == MASHER:
                players.append(Masher(seat, presser(seat_buttons), maps[0].actions, rng))
                continue
            device = keys(seat_buttons)
        judge = hard_judge(match, seat, random.Random(f"race-judge:{seed}:{seat}"))
        players.append(SeeingPlayer(seat, match, judge, device, rng, timing, person.aligned))
    return players


def repezita_race(
    seed: int,
    people: dict[int, Person],
    bots: dict[int, Level],
    timing: HumanTiming = HUMAN,
    time_limit: float = TIME_LIMIT_SECONDS,
) -> RaceResult:
    """One game of Repezita to its end: places (1 = first out), and cards held at the end as points."""
    match = RepezitaMatch(_plans(people, bots), seed, {})
    players = _model_people(
        match,
        people,
        seed,
        timing,
        RepezitaMouse,
        lambda seat, binding: RepezitaButtons(match, seat, binding),
        RepezitaKeys,
        (REPEZITA_KEYS, REPEZITA_PAD),
    )
    ended = run_race(match, players, match.state.is_over, time_limit)
    result = match.state.result()  # a stopped game's places: those out, then fewest cards held
    seats = range(match.state.seats)
    held = tuple(len(match.state.hand(seat)) for seat in seats)
    places = tuple(result.placings[seat] for seat in seats)
    return RaceResult(places, held, match.table.clock.now, ended, *bot_tally(match))


def scrooge_race(
    seed: int,
    people: dict[int, Person],
    bots: dict[int, Level],
    timing: HumanTiming = HUMAN,
    time_limit: float = TIME_LIMIT_SECONDS,
) -> RaceResult:
    """One round of Scrooge (a game of one round) to its end: places by total, and the points."""
    match = ScroogeMatch(_plans(people, bots), seed, {"rounds": 1})
    players = _model_people(
        match,
        people,
        seed,
        timing,
        ScroogeMouse,
        lambda seat, binding: ButtonSeat(match, seat, binding),
        ScroogeKeys,
        (SCROOGE_KEYS, PAD_BUTTONS),
    )
    state = match.state
    ended = run_race(match, players, lambda: state.round_over, time_limit)
    points = tuple(score.total for score in match.live_scores())  # a stopped round: as it stands
    places = tuple(1 + sum(other > mine for other in points) for mine in points)
    return RaceResult(places, points, match.table.clock.now, ended, *bot_tally(match))
