"""The advisor: the solver off the frame loop, its memory, and the questions built on it.

Threaded tests wait on a job with a timeout (``Job.wait``), never on a fixed sleep.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from game.bots.advice import find_winnable_deal, way_back
from game.bots.advisor import Advisor, Answer, Outlook, StopAsked, position_key
from game.bots.scotch_solver import Verdict, solve
from game.bots.solvers import solver_for
from game.core.protocol import GameState
from tests.solver_cases import (
    LOST_DEAL,
    LOST_WALK,
    SPEC,
    UNDOS_BACK_FROM_LOST_WALK,
    WINNABLE_DEAL,
    deal,
    walked,
)

WAIT = 60.0  # seconds a threaded job may take on a busy machine before the test fails
UNHURRIED = 60.0  # the real solver's limit: it answers once it knows, so a busy machine still decides
SCOTCH = solver_for("scotch")
assert SCOTCH is not None


class CountingSolver:
    """Wraps a solver to count calls and note which thread made them."""

    def __init__(self, inner: Callable[[GameState, float, StopAsked], Answer]) -> None:
        self.inner = inner
        self.calls = 0
        self.threads: list[threading.Thread] = []

    def __call__(self, state: GameState, seconds: float, should_stop: StopAsked) -> Answer:
        self.calls += 1
        self.threads.append(threading.current_thread())
        return self.inner(state, seconds, should_stop)


def until_stopped(state: GameState, seconds: float, should_stop: StopAsked) -> Answer:
    """A solver that never decides: it works until told to stop (or a safety limit)."""
    give_up = time.monotonic() + WAIT
    while not should_stop() and time.monotonic() < give_up:
        time.sleep(0.001)
    return Answer(Outlook.UNDECIDED, (), seconds)


def by_seed(outlooks: dict[int, Outlook]) -> Callable[[GameState, float, StopAsked], Answer]:
    """A solver that answers from a table of deal numbers (their starting positions)."""

    def answer(state: GameState, seconds: float, should_stop: StopAsked) -> Answer:
        return Answer(outlooks[state.seed], (), seconds)

    return answer


# --- asking --------------------------------------------------------------------------------------


def test_a_winnable_position_is_answered_with_a_winning_line() -> None:
    advisor = Advisor(SCOTCH, seconds=UNHURRIED, background=False)
    state = deal(WINNABLE_DEAL)
    job = advisor.ask(state)
    assert job.done and job.result is not None
    assert job.result.outlook is Outlook.WINNABLE
    assert state.legal_moves(0).count(job.result.moves[0]) == 1
    replay = state.clone()
    for move in job.result.moves:
        replay.apply(move)
    assert replay.is_won()


def test_a_lost_deal_is_answered_lost() -> None:
    job = Advisor(SCOTCH, seconds=UNHURRIED, background=False).ask(deal(LOST_DEAL))
    assert job.result == Answer(Outlook.LOST, (), job.result.seconds, job.result.reason)
    assert "buried" in job.result.reason  # the answer says why


def test_the_solver_runs_on_the_advisors_thread_not_the_callers() -> None:
    solver = CountingSolver(SCOTCH)
    advisor = Advisor(solver)
    job = advisor.ask(deal(WINNABLE_DEAL))
    assert job.wait(WAIT), "the advisor's thread never answered"
    assert job.result is not None and job.result.outlook is Outlook.WINNABLE
    assert solver.threads and all(t is not threading.main_thread() for t in solver.threads)
    assert all(t.daemon for t in solver.threads)
    advisor.close()


def test_jobs_are_answered_one_at_a_time_in_the_order_asked() -> None:
    advisor = Advisor(SCOTCH, seconds=UNHURRIED)
    jobs = [advisor.ask(deal(seed)) for seed in (WINNABLE_DEAL, LOST_DEAL, WINNABLE_DEAL + 1)]
    for job in jobs:
        assert job.wait(WAIT)
    outlooks = [job.result.outlook for job in jobs]
    assert outlooks[:2] == [Outlook.WINNABLE, Outlook.LOST]
    advisor.close()


# --- memory -------------------------------------------------------------------------------------


def test_asking_again_about_a_position_is_answered_at_once_from_memory() -> None:
    solver = CountingSolver(SCOTCH)
    advisor = Advisor(solver, background=False)
    first = advisor.ask(deal(WINNABLE_DEAL)).result
    again = advisor.ask(deal(WINNABLE_DEAL))
    assert again.done and again.result == first
    assert solver.calls == 1


def test_every_position_along_a_winning_line_is_remembered_as_winnable() -> None:
    solver = CountingSolver(SCOTCH)
    advisor = Advisor(solver, background=False)
    state = deal(WINNABLE_DEAL)
    line = advisor.ask(state).result.moves
    later = state.clone()
    for move in line[:10]:
        later.apply(move)
    known = advisor.known(later)
    assert known == Answer(Outlook.WINNABLE, line[10:])
    assert solver.calls == 1


def test_positions_are_remembered_by_the_cards_not_by_the_moves_that_led_there() -> None:
    start = deal(WINNABLE_DEAL)
    first, second = next(
        (a, b)
        for a in start.legal_moves(0)
        for b in start.legal_moves(0)
        if len({a.source, a.target, b.source, b.target}) == 4
    )
    one, other = start.clone(), start.clone()
    for move in (first, second):
        one.apply(move)
    for move in (second, first):
        other.apply(move)
    solver = CountingSolver(SCOTCH)
    advisor = Advisor(solver, background=False)
    answer = advisor.ask(one).result
    assert one.history != other.history
    assert advisor.ask(other).result == answer
    assert solver.calls == 1


def test_an_undecided_answer_is_remembered_for_its_time_but_more_time_asks_again() -> None:
    solver = CountingSolver(lambda state, seconds, stop: Answer(Outlook.UNDECIDED, (), seconds))
    advisor = Advisor(solver, seconds=1.0, background=False)
    state = deal(WINNABLE_DEAL)
    assert advisor.ask(state).result.outlook is Outlook.UNDECIDED
    assert advisor.ask(state, 0.5).result.outlook is Outlook.UNDECIDED
    assert solver.calls == 1
    advisor.ask(state, 2.0)
    assert solver.calls == 2


# --- cancelling ------------------------------------------------------------------------------------


def test_a_cancelled_job_stops_the_solver_and_leaves_no_answer() -> None:
    advisor = Advisor(until_stopped)
    state = deal(WINNABLE_DEAL)
    job = advisor.ask(state)
    job.cancel()
    assert job.wait(WAIT), "the solver was not told to stop"
    assert job.result is None
    assert advisor.known(state) is None  # a cut-short search proves nothing, so nothing is kept
    advisor.close()


def test_a_job_cancelled_before_its_turn_never_runs() -> None:
    started = threading.Event()

    def signalling(state: GameState, seconds: float, stop: StopAsked) -> Answer:
        started.set()
        return until_stopped(state, seconds, stop)

    solver = CountingSolver(signalling)
    advisor = Advisor(solver)
    running = advisor.ask(deal(1))
    waiting = advisor.ask(deal(2))
    assert started.wait(WAIT)
    waiting.cancel()
    running.cancel()
    assert running.wait(WAIT) and waiting.wait(WAIT)
    assert waiting.result is None
    assert solver.calls == 1
    advisor.close()


def test_closing_the_advisor_stops_the_running_job() -> None:
    advisor = Advisor(until_stopped)
    job = advisor.ask(deal(WINNABLE_DEAL))
    advisor.close()
    assert job.wait(WAIT)
    assert job.result is None


def test_a_failing_solver_gives_a_reason_and_the_thread_goes_on() -> None:
    def broken(state: GameState, seconds: float, stop: StopAsked) -> Answer:
        if state.seed == 1:
            raise RuntimeError("out of cheese")
        return SCOTCH(state, seconds, stop)

    advisor = Advisor(broken, seconds=UNHURRIED)
    failed, fine = advisor.ask(deal(1)), advisor.ask(deal(WINNABLE_DEAL))
    assert failed.wait(WAIT) and fine.wait(WAIT)
    assert failed.result is None and failed.error is not None and "out of cheese" in failed.error
    assert fine.result is not None and fine.result.outlook is Outlook.WINNABLE
    advisor.close()


# --- how far to undo ----------------------------------------------------------------------------------


def test_a_lost_position_is_told_how_many_undos_lead_back_to_a_winnable_one() -> None:
    advisor = Advisor(SCOTCH, seconds=UNHURRIED, background=False)
    positions = walked(LOST_WALK)
    assert advisor.ask(positions[-1]).result.outlook is Outlook.LOST
    back = way_back(advisor, list(reversed(positions[:-1])), lambda: False)
    assert back.undos == UNDOS_BACK_FROM_LOST_WALK
    assert not back.deal_lost
    assert solve(positions[-1 - back.undos]).verdict is Verdict.WIN
    assert solve(positions[-back.undos]).verdict is Verdict.LOSS  # the nearest: one undo fewer is lost


def test_in_a_deal_lost_from_the_start_no_undo_helps() -> None:
    advisor = Advisor(SCOTCH, seconds=UNHURRIED, background=False)
    start = deal(LOST_DEAL)  # one move played from here: undo history is just the deal
    back = way_back(advisor, [start], lambda: False)
    assert (back.undos, back.deal_lost) == (None, True)
    assert "buried" in back.reason  # why, for the table to say


def test_undecided_positions_on_the_way_back_are_counted_not_called_lost() -> None:
    positions = walked(LOST_WALK[:4])
    outlooks = [Outlook.WINNABLE, Outlook.WINNABLE, Outlook.UNDECIDED, Outlook.LOST]
    by_key = {position_key(s): o for s, o in zip(positions, outlooks, strict=False)}
    advisor = Advisor(lambda state, seconds, stop: Answer(by_key[position_key(state)]), background=False)
    back = way_back(advisor, list(reversed(positions[:4])), lambda: False)
    assert (back.undos, back.deal_lost, back.undecided) == (3, False, 1)


def test_the_way_back_gives_up_when_its_time_is_over() -> None:
    positions = walked(LOST_WALK[:3])
    advisor = Advisor(lambda state, seconds, stop: Answer(Outlook.UNDECIDED), background=False)
    ticks = iter(range(100))
    back = way_back(advisor, list(reversed(positions)), lambda: False, seconds=1, clock=lambda: next(ticks))
    assert back.undos is None and not back.deal_lost and back.undecided == len(positions)


# --- winnable deals --------------------------------------------------------------------------------------


def test_the_deal_search_skips_lost_and_undecided_deals() -> None:
    advisor = Advisor(by_seed({5: Outlook.LOST, 6: Outlook.UNDECIDED, 7: Outlook.WINNABLE}), background=False)
    seeds = iter([5, 6, 7, 8])
    found = find_winnable_deal(advisor, SPEC, {}, lambda: next(seeds), lambda: False)
    assert found is not None and (found.seed, found.tried) == (7, 3)


def test_a_deal_found_winnable_is_proven_winnable() -> None:
    advisor = Advisor(SCOTCH, seconds=UNHURRIED, background=False)
    seeds = iter(range(1, 1000))
    found = find_winnable_deal(advisor, SPEC, {}, lambda: next(seeds), lambda: False)
    assert found is not None
    assert solve(deal(found.seed)).verdict is Verdict.WIN
    assert advisor.known(deal(found.seed)) == found.answer  # so Finish and the demo start at once


def test_the_deal_search_gives_up_after_its_tries() -> None:
    advisor = Advisor(by_seed(dict.fromkeys(range(1, 10), Outlook.LOST)), background=False)
    seeds = iter(range(1, 10))
    assert find_winnable_deal(advisor, SPEC, {}, lambda: next(seeds), lambda: False, most=5) is None


# --- which games have a solver -----------------------------------------------------------------------------


def test_scotch_has_a_solver_and_an_unknown_game_has_none() -> None:
    assert solver_for("scotch") is not None
    assert solver_for("scrooge") is None
