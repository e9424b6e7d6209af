"""The real-time engine (DESIGN.md §3): arrival order, races and "beaten by", on a virtual clock."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.codes import parse_card
from game.core.events import Event
from game.core.moves import IllegalMove, Move, MoveCards
from game.core.pile_game import PileGame
from game.core.piles import Base, Build, PileRule, Take
from game.core.protocol import GameSpec, Result
from game.realtime.clock import VirtualClock
from game.realtime.race_table import RaceTable
from game.realtime.seats import Seat
from game.rules.scrooge.moves import CallScrooge
from tests.scrooge_positions import arranged, codes, deal

NAMES = [Seat(0, "Anna"), Seat(1, "Ben"), Seat(2, "Cleo")]


def two_aces_race() -> RaceTable:
    """Both seats hold the 2 of Spades for the one Ace of Spades in the centre."""
    state = arranged({"foundation.0": "AS", "seat1.work.0": "2S", "seat2.work.0": "2S@1"})
    return RaceTable(state, NAMES[:2])


def test_two_seats_playing_onto_one_foundation_in_one_frame_exactly_one_succeeds() -> None:
    table = two_aces_race()
    first, second = table.attempt_all(
        [MoveCards(1, "seat2.work.0", "foundation.0"), MoveCards(0, "seat1.work.0", "foundation.0")]
    )
    assert first.accepted and not second.accepted
    assert second.refusal == "beaten by Ben" and second.beaten_by == NAMES[1]
    assert codes(table.state, "seat1.work.0") == ["2S"], "the loser's card is still where it was"
    assert [c.deck for c in table.state.piles["foundation.0"].cards] == [0, 1]


def test_the_first_to_arrive_wins_whichever_seat_it_is() -> None:
    table = two_aces_race()
    with pytest.raises(IllegalMove, match="beaten by Anna"):
        table.submit(MoveCards(0, "seat1.work.0", "foundation.0"))
        table.submit(MoveCards(1, "seat2.work.0", "foundation.0"))


def test_a_refused_race_leaves_the_state_byte_for_byte_unchanged() -> None:
    table = two_aces_race()
    table.submit(MoveCards(0, "seat1.work.0", "foundation.0"))
    before = table.state.to_json_text()
    assert not table.attempt(MoveCards(1, "seat2.work.0", "foundation.0")).accepted
    assert table.state.to_json_text() == before


def test_a_move_that_was_illegal_anyway_keeps_its_own_reason() -> None:
    table = two_aces_race()
    table.submit(MoveCards(0, "seat1.work.0", "foundation.0"))
    outcome = table.attempt(MoveCards(1, "seat1.work.1", "foundation.0"))
    assert outcome.refusal == "that pile is not yours" and outcome.beaten_by is None


def test_a_seat_is_never_beaten_by_itself() -> None:
    state = arranged({"foundation.0": "AS", "seat1.work.0": "3S 2S", "seat1.scrooge": "9D"})
    table = RaceTable(state, NAMES[:2])
    table.submit(MoveCards(0, "seat1.work.0", "foundation.0"))
    outcome = table.attempt(MoveCards(0, "seat1.work.0", "foundation.0", count=2))
    assert outcome.refusal is not None and not outcome.refusal.startswith("beaten")


def test_in_a_later_frame_a_seat_has_seen_the_new_position() -> None:
    table = two_aces_race()
    table.submit(MoveCards(0, "seat1.work.0", "foundation.0"))
    table.tick(1 / 60)
    outcome = table.attempt(MoveCards(1, "seat2.work.0", "foundation.0"))
    assert outcome.beaten_by is None and "cannot go on" in str(outcome.refusal)


def test_a_move_decided_earlier_is_judged_on_what_its_seat_saw() -> None:
    """A drag that began before another seat's play is beaten, however many frames it took."""
    table = two_aces_race()
    seen = table.look()
    for _ in range(30):
        table.tick(1 / 60)
    table.submit(MoveCards(0, "seat1.work.0", "foundation.0"))
    table.tick(1 / 60)
    assert table.attempt(MoveCards(1, "seat2.work.0", "foundation.0"), seen=seen).refusal == "beaten by Anna"


def test_positions_older_than_the_memory_are_no_longer_judged() -> None:
    table = two_aces_race()
    seen = table.look()
    table.tick(11.0)
    table.submit(MoveCards(0, "seat1.work.0", "foundation.0"))
    table.tick(11.0)
    outcome = table.attempt(MoveCards(1, "seat2.work.0", "foundation.0"), seen=seen)
    assert outcome.beaten_by is None and table.journal.entries == []


def test_calling_scrooge_beats_a_play_in_the_same_frame() -> None:
    state = arranged({"seat1.scrooge": "", "seat2.work.0": "AS@1"})
    table = RaceTable(state, NAMES[:2])
    called, late = table.attempt_all([CallScrooge(0), MoveCards(1, "seat2.work.0", "foundation.0")])
    assert called.accepted and late.refusal == "beaten by Anna"


def test_seats_are_named_seat_1_and_so_on_by_default() -> None:
    table = RaceTable(deal(seats=3))
    assert [seat.name for seat in table.seats] == ["Seat 1", "Seat 2", "Seat 3"]
    with pytest.raises(ValueError, match="3 seats"):
        RaceTable(deal(seats=3), NAMES[:2])


def test_the_clock_is_virtual_and_only_runs_forward() -> None:
    clock = VirtualClock()
    table = RaceTable(deal(), clock=clock)
    table.tick(2.5)
    assert clock.now == 2.5
    with pytest.raises(ValueError, match="forward"):
        table.tick(-1)


def test_time_is_journaled_only_for_games_whose_rules_use_it() -> None:
    table = RaceTable(deal())
    table.tick(1.0)
    assert table.position == 0
    timed = RaceTable(CLEARING.new_game(seats=2, seed=1))
    timed.tick(1.0)
    assert timed.position == 1


def test_a_move_stopped_by_time_passing_is_not_beaten_by_anyone() -> None:
    table = RaceTable(CLEARING.new_game(seats=2, seed=1), NAMES[:2])
    table.submit(MoveCards(0, "hand.0", "centre"))
    seen = table.look()
    table.tick(ClearingGame.CLEAR_AFTER)
    outcome = table.attempt(MoveCards(1, "hand.1", "centre"), seen=seen)
    assert outcome.refusal == "only an Ace starts this pile" and outcome.beaten_by is None


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 60)), min_size=1, max_size=12))
def test_one_frame_of_moves_applies_exactly_the_legal_ones_in_arrival_order(
    picks: list[tuple[int, int]],
) -> None:
    """Whatever the seats send in one frame, the table equals the moves applied one by one;
    a move legal at the frame's start is refused only after another seat ("beaten by" it) or
    the same seat moved first."""
    table = RaceTable(deal(seats=3, seed=4), NAMES)
    start = table.state.clone()
    reference = table.state.clone()
    moved: set[int] = set()
    for seat, index in picks:
        options = start.legal_moves(seat)
        move = options[index % len(options)]
        outcome = table.attempt(move)
        legal_now = reference.why_illegal(move) is None
        assert outcome.accepted == legal_now
        if legal_now:
            reference.apply(move)
            moved.add(seat)
        elif outcome.beaten_by is not None:
            assert outcome.beaten_by.index != seat and outcome.beaten_by.index in moved
        else:
            assert seat in moved
    assert table.state.to_json_text() == reference.to_json_text()


class ClearingGame(PileGame):
    """A tiny timed race for the engine's own tests: an idle centre is cleared after five seconds."""

    uses_time = True
    CLEAR_AFTER = 5.0
    CENTRE = PileRule(base=Base.ACE, build=Build(steps=(1, -1), wrap=True))

    def _set_up(self) -> None:
        self.idle = 0.0
        self.add_pile("centre", self.CENTRE)
        self.add_pile("aside", PileRule())
        for seat, code in enumerate(("AS", "2H")):
            pile = self.add_pile(f"hand.{seat}", PileRule(take=Take.TOP_CARD))
            pile.cards = [parse_card(code)]

    def may_touch(self, seat: int, pile_id: str) -> bool:
        return pile_id in ("centre", f"hand.{seat}")

    def _apply(self, move: Move) -> list[Event]:
        self.idle = 0.0
        return super()._apply(move)

    def advance(self, seconds: float) -> list[Event]:
        self.idle += seconds
        if self.idle < self.CLEAR_AFTER or not self.piles["centre"].cards:
            return []
        return [self.carry("centre", "aside", len(self.piles["centre"].cards))]

    def is_over(self) -> bool:
        return False

    def result(self) -> Result:
        return Result({}, {}, (), "")


CLEARING = GameSpec("clearing", "Clearing", (2, 2), ClearingGame)


# --- a person's reaction window (issue 20, docs/races.md) -----------------------------------------


def person_race(window: float) -> RaceTable:
    state = arranged({"foundation.0": "AS", "seat1.work.0": "2S", "seat2.work.0": "2S@1"})
    table = RaceTable(state, NAMES[:2], reaction_seconds=window)
    table.tick(2.0)  # the Ace has long been on screen
    return table


@pytest.mark.parametrize("later", [0.0, 1 / 60, 0.2, 0.49])
def test_a_rivals_move_inside_the_window_beats_a_persons_move(later: float) -> None:
    table = person_race(window=0.5)
    table.submit(MoveCards(1, "seat2.work.0", "foundation.0"))
    table.tick(later)
    outcome = table.attempt(MoveCards(0, "seat1.work.0", "foundation.0"), table.person_look(0))
    assert outcome.refusal == "beaten by Ben"


@pytest.mark.parametrize("later", [0.51, 2.0, 9.0])
def test_a_rivals_move_seen_for_longer_than_the_window_leaves_the_persons_own_reason(later: float) -> None:
    table = person_race(window=0.5)
    table.submit(MoveCards(1, "seat2.work.0", "foundation.0"))
    table.tick(later)
    outcome = table.attempt(MoveCards(0, "seat1.work.0", "foundation.0"), table.person_look(0))
    assert outcome.beaten_by is None and "cannot go on" in str(outcome.refusal)


def test_a_drag_begun_before_the_window_is_judged_from_where_it_began() -> None:
    table = person_race(window=0.5)
    began = table.look()
    table.submit(MoveCards(1, "seat2.work.0", "foundation.0"))
    table.tick(3.0)  # a long drag
    outcome = table.attempt(MoveCards(0, "seat1.work.0", "foundation.0"), table.person_look(0, began))
    assert outcome.refusal == "beaten by Ben"


def test_a_chance_that_came_and_went_inside_the_window_names_who_took_it() -> None:
    """The Ace landed and a rival played the Two on it, both too recently to have been seen:
    the person's Two (quick, or lucky) was beaten, not wrong."""
    state = arranged({"seat1.work.0": "2S", "seat2.work.0": "2S@1", "seat2.work.1": "AS"})
    table = RaceTable(state, NAMES[:2], reaction_seconds=0.5)
    table.tick(2.0)
    table.submit(MoveCards(1, "seat2.work.1", "foundation.0"))
    table.tick(0.1)
    table.submit(MoveCards(1, "seat2.work.0", "foundation.0"))
    table.tick(0.1)
    outcome = table.attempt(MoveCards(0, "seat1.work.0", "foundation.0"), table.person_look(0))
    assert outcome.refusal == "beaten by Ben"
