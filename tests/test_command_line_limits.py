"""Issue 19, the command line: no argument crashes the program or makes it do unbounded work.

Counts, ranges, sizes and seeds are checked before any work, every refusal is one sentence on
stderr starting "cardtable: " with exit code 2, and nothing Python would say itself ("invalid
literal", "Exceeds the limit", a traceback) reaches the person typing. The huge counts are
guarded so that, were the check missing, the test fails at the first seat or deal built
instead of filling the machine's memory.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game.commands.simulate as simulate_command
import game.commands.solve as solve_command
import game.core.seats as seats
import game.ui.launch as launch
from main import main

PYTHON_WORDS = (
    "Traceback",
    "invalid literal",
    "Exceeds the limit",
    "invalid int value",
    "invalid float value",
)


def said_a_sentence(err: str) -> None:
    """What the person sees after a refusal: one line, our words, none of Python's."""
    assert err.startswith("cardtable: ") and err.endswith("\n") and err.count("\n") == 1, err
    assert not any(words in err for words in PYTHON_WORDS), err
    assert len(err) < 400, err


class BuiltTooSoon(AssertionError):
    """A seat, a level or a deal was made before the count asking for it was checked."""


def refuse_to_build(*_: object, **__: object) -> None:
    raise BuiltTooSoon("work began before the argument was checked")


MOST_SEATS_MADE = 100  # every table's seats, and the setup screens' lists of them, are far fewer


class CountedSeatPlan(seats.SeatPlan):
    """A seat that fails the test once more seats are made than any table could need."""

    made = 0

    def __post_init__(self) -> None:
        CountedSeatPlan.made += 1
        if CountedSeatPlan.made > MOST_SEATS_MADE:
            refuse_to_build()


class CountedLevels:
    """The default mix of bot levels, failing the test once more seats are given levels than any
    table could need."""

    levels = tuple(simulate_command.DEFAULT_MIX)
    handed_out = 0

    def __getitem__(self, index: int) -> object:
        CountedLevels.handed_out += 1
        if CountedLevels.handed_out > MOST_SEATS_MADE:
            refuse_to_build()
        return self.levels[index]

    def __len__(self) -> int:
        return len(self.levels)


def count_from_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seats and their levels counted from here, so a count read too late fails instead of filling memory."""
    monkeypatch.setattr(CountedSeatPlan, "made", 0)
    monkeypatch.setattr(CountedLevels, "handed_out", 0)
    monkeypatch.setattr(seats, "SeatPlan", CountedSeatPlan)
    monkeypatch.setattr(simulate_command, "DEFAULT_MIX", CountedLevels())


@pytest.fixture
def no_work(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every worker a huge count would start fails the test at once (and no window opens)."""
    count_from_nothing(monkeypatch)
    monkeypatch.setattr(solve_command, "solve", refuse_to_build)
    monkeypatch.setattr(launch, "run_window", refuse_to_build)
    no_deals = SimpleNamespace(new_game=refuse_to_build, name="Scotch Solitaire")
    monkeypatch.setattr(solve_command, "registry", SimpleNamespace(get=lambda _: no_deals))


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        (["simulate", "scrooge", "--players", "99999999999"], "--players takes 2 to 6 seats for Scrooge"),
        (["simulate", "scrooge", "--levels", "easy," * 100_000], "--levels takes 2 to 6 seats for Scrooge"),
        (["simulate", "scrooge", "--players", "bot," * 100_000], "--players takes 2 to 6 seats for Scrooge"),
        (["--game", "scrooge", "--players", "9999999999"], "--players takes 2 to 6 seats for Scrooge"),
        (["--game", "scorzo", "--players", "human," * 100_000], "--players takes 2 to 6 seats for Scorzo"),
        (["solve", "scotch", "--deals", "0-99999999999"], "--deals takes at most 100,000 in one run"),
        (["simulate", "scrooge", "--games", "9" * 5000], "--games takes 1 to 100,000 games"),
        (["solve", "scotch", "--deal", "9" * 5000], "--deal takes 0 to 9,223,372,036,854,775,807"),
        (["solve", "scotch", "--deal", "1", "--budget", "10" * 20], "--budget takes 1 to 20,000,000"),
    ],
)
@pytest.mark.usefixtures("no_work")
def test_a_huge_count_is_refused_before_anything_is_built(
    arguments: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(arguments) == 2
    err = capsys.readouterr().err
    said_a_sentence(err)
    assert words in err


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        (["simulate", "scrooge", "--games", "²"], "--games takes 1 to 100,000 games, not '²'"),
        (["--game", "scrooge", "--players", "²"], "--players takes 2 to 6 seats for Scrooge, not '²'"),
        (["--seed", "١٢"], "--seed takes 0 to 9,223,372,036,854,775,807 as the deal number, not '١٢'"),
        (["--window", "abc"], "--window takes a size like 1280x720, not 'abc'"),
        (["--window", "16384x16384"], "from 320x240 to 7680x4320 pixels, not '16384x16384'"),
        (["solve", "scotch", "--deals", "9-3"], "with A no larger than B"),
        (["solve", "scotch", "--deal", "1", "--time-limit", "nan"], "--time-limit takes more than 0"),
        (["solve", "scotch", "--deal", "1", "--time-limit", "1e9"], "at most 3,600 seconds"),
        (["simulate", "scrooge", "--options", "rounds=" + "9" * 5000], "option rounds="),
        (["--game", "scrooge", "--options", "rounds=²"], "option rounds='²' for scrooge"),
        (["simulate", "scrooge", "--frobnicate"], "cardtable simulate does not take '--frobnicate'"),
        (["solve", "scotch"], "cardtable solve needs one of --deal --deals --cards"),
        (["--game", "x" * 10_000], "--game takes one of scotch"),
        (["eval", "scorzo", "--hand", "wild " * 10_000], "--hand takes at most 1,000 characters"),
    ],
)
@pytest.mark.usefixtures("workers_stopped")
def test_a_refusal_is_one_sentence_saying_what_is_accepted(
    arguments: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(arguments) == 2
    err = capsys.readouterr().err
    said_a_sentence(err)
    assert words in err


# --- every numeric option of every command, with generated text --------------------------------------

unicode_digits = st.text(st.characters(categories=["Nd", "No"]), min_size=1, max_size=6)
huge_numbers = st.tuples(  # up to 6,000 digits: past Python's 4,300-digit limit for int()
    st.sampled_from(["", "-", "+"]), st.integers(1, 6000), st.sampled_from("0123456789")
).map(lambda parts: parts[0] + "9" * parts[1] + parts[2])
small_numbers = st.integers(min_value=-5, max_value=200_005).map(str)
number_texts = st.one_of(
    unicode_digits,
    huge_numbers,
    small_numbers,
    st.just(""),
    st.text(max_size=12),
    st.sampled_from(["0", "00", " 7 ", "1e400", "inf", "nan", "-0", "0x10", "1_000", "3.5", ".", "\x00"]),
)
range_texts = st.one_of(
    st.tuples(number_texts, number_texts).map("-".join),
    st.tuples(small_numbers, small_numbers).map("-".join),
    number_texts,
)
size_texts = st.one_of(
    st.tuples(number_texts, number_texts).map("x".join),
    st.tuples(small_numbers, small_numbers).map("x".join),
    number_texts,
)

# Each numeric option, with the arguments around it and the text it is given.
NUMERIC_OPTIONS = [
    (["simulate", "scrooge"], "--games", number_texts),
    (["simulate", "scrooge"], "--seed", number_texts),
    (["simulate", "scrooge"], "--players", number_texts),
    (["simulate", "scorzo"], "--options", number_texts.map("rounds={}".format)),
    (["solve", "scotch", "--deal", "1"], "--budget", number_texts),
    (["solve", "scotch", "--deal", "1"], "--time-limit", number_texts),
    (["solve", "scotch"], "--deal", number_texts),
    (["solve", "scotch"], "--deals", range_texts),
    (["--game", "scotch"], "--seed", number_texts),
    (["--game", "scrooge"], "--players", number_texts),
    (["--game", "scrooge"], "--options", number_texts.map("rounds={}".format)),
    ([], "--window", size_texts),
    (
        ["eval", "scroker", "--hand", "lemon:C lemon:T chili:A1 lime:K lime:W"],
        "--options",
        number_texts.map("hot_n_sour={}".format),
    ),
]


class Stopped(RuntimeError):
    """A worker reached: the arguments were taken, which is all these tests ask."""


def stop(*_: object, **__: object) -> None:
    raise Stopped("stopped by the test once the arguments were taken")


@pytest.fixture
def workers_stopped(monkeypatch: pytest.MonkeyPatch) -> None:
    """Accepted arguments reach a worker that stops at once: no window, no solving, no games played;
    and a count read too late fails the test at the 100th seat instead of filling the memory."""
    count_from_nothing(monkeypatch)
    monkeypatch.setattr(launch, "run_window", lambda *_, **__: 0)
    monkeypatch.setattr(solve_command, "solve", stop)
    for game in ("scrooge", "scorzo"):
        simulator = simulate_command.SIMULATORS[game]
        monkeypatch.setitem(
            simulate_command.SIMULATORS, game, lambda simulator=simulator: _stopping(simulator())
        )


def _stopping(simulator: simulate_command.Simulator) -> simulate_command.Simulator:
    import dataclasses

    return dataclasses.replace(simulator, play_game=stop)


@pytest.mark.parametrize(
    ("before", "option", "texts"), NUMERIC_OPTIONS, ids=[" ".join([*b, o]) for b, o, _ in NUMERIC_OPTIONS]
)
@pytest.mark.usefixtures("workers_stopped")
def test_no_text_given_to_a_numeric_option_escapes_as_an_exception(
    before: list[str],
    option: str,
    texts: st.SearchStrategy[str],
    capsys: pytest.CaptureFixture[str],
) -> None:
    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(text=texts)
    def check(text: str) -> None:
        CountedSeatPlan.made = CountedLevels.handed_out = 0
        try:
            code = main([*before, f"{option}={text}"])
        except Stopped:
            code = 0  # the worker was reached: the argument was taken
        err = capsys.readouterr().err
        assert code in (0, 1, 2) and "Traceback" not in err
        if code == 2:
            said_a_sentence(err)

    check()


def test_a_range_is_never_built_as_a_list() -> None:
    from game.core.arguments import LARGEST_SEED, number_range

    deals = number_range(f"0-{LARGEST_SEED}", "--deals", 0, LARGEST_SEED, "deal numbers", LARGEST_SEED + 1)
    assert isinstance(deals, range) and deals[0] == 0 and deals[-1] == LARGEST_SEED


@pytest.mark.parametrize(
    ("typed", "seconds"), [("5", 5.0), ("900", 900.0), ("3600", 3600.0), ("0.25", 0.25), ("07.50", 7.5)]
)
def test_the_solver_is_given_the_time_limit_typed(
    monkeypatch: pytest.MonkeyPatch, typed: str, seconds: float
) -> None:
    """``--time-limit 5`` stops a deal after five seconds, not fifty (a whole number once read as 50)."""
    given_to_solver: list[float] = []

    def record(*_: object, time_limit: float, **__: object) -> None:
        given_to_solver.append(time_limit)
        raise Stopped("stopped by the test once the arguments were taken")

    monkeypatch.setattr(solve_command, "solve", record)
    with pytest.raises(Stopped):
        main(["solve", "scotch", "--deal", "1", "--time-limit", typed])
    assert given_to_solver == [seconds]
