"""`python main.py simulate schrum|tac` (issue 7 point 6): bots-only games, first out wins, by seed."""

from __future__ import annotations

import json

import pytest

from game.bots.shedder_simulation import game_record, new_bots, play_game, play_out, seated
from game.core.bot_levels import Level
from main import main
from tests.shedding_positions import arranged
from tests.test_shedder_bots import SEATINGS


def simulate(capsys: pytest.CaptureFixture[str], *arguments: str) -> dict:
    assert main(["simulate", *arguments, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_simulate_schrum_prints_each_game_and_a_summary_by_level(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "schrum", "--games", "4", "--players", "bot:easy,bot:hard"]) == 0
    out = capsys.readouterr().out
    assert out.count("won by Seat") + out.count("no winner") >= 4
    assert "4 games" in out and "fewest points win" in out
    assert any(line.startswith("easy") and "%" in line for line in out.splitlines())
    assert any(line.startswith("hard") and "%" in line for line in out.splitlines())


def test_simulate_tac_json_names_a_winner_or_none_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    data = simulate(capsys, "tac", "--games", "6", "--players", "4", "--seed", "2")
    assert len(data["games"]) == 6
    for game in data["games"]:
        firsts = [seat for seat, placing in enumerate(game["placings"]) if placing == 1]
        assert game["rounds"][0]["callers"] == firsts  # the one winner, or nobody first
        if firsts:
            assert game["totals"][firsts[0]] == 0  # the winner holds no cards
    assert sum(row["seat_games"] for row in data["summary"]["levels"].values()) == 24


def test_the_same_seed_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    runs = [
        simulate(capsys, "tac", "--games", "3", "--players", "bot:easy,bot:hard", "--seed", "5") for _ in "ab"
    ]
    assert runs[0]["games"] == runs[1]["games"]
    other = simulate(capsys, "tac", "--games", "3", "--players", "bot:easy,bot:hard", "--seed", "6")
    assert other["games"] != runs[0]["games"]


def test_seats_are_rotated_from_game_to_game_so_each_level_plays_first_as_often() -> None:
    levels = (Level.EASY, Level.MEDIUM, Level.HARD)
    firsts = [seated(levels, seed)[0] for seed in range(30, 36)]
    assert firsts.count(Level.EASY) == firsts.count(Level.MEDIUM) == firsts.count(Level.HARD) == 2


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["schrum", "--players", "3"], "--players takes 2, 4 or 8 seats for Schrum Schrum, not 3"),
        (["schrum", "--players", "bot:easy,bot:hard,bot:medium"], "not 3"),
        (["tac", "--players", "5"], "--players takes 2 to 4 seats for Tač, not 5"),
        (["schrum", "--options", "faces=swiss"], "choose one of"),
    ],
)
def test_seat_counts_and_options_the_game_refuses_give_a_clear_message(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", *arguments]) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(("game", "seats"), SEATINGS)
def test_bots_only_games_of_every_seat_count_end(game: str, seats: int) -> None:
    """Every level mixed in; a game ends with its winner out of cards, or by the no-centre-play rule."""
    levels = [(Level.EASY, Level.MEDIUM, Level.HARD)[seat % 3] for seat in range(seats)]
    for seed in range(8):
        record = play_game(game, levels, seed)
        winners = record.rounds[0].callers
        if winners:
            assert record.totals[winners[0]] == 0 and record.placings[winners[0]] == 1
        else:
            assert 1 not in record.placings


def test_a_bots_game_with_no_centre_play_for_too_long_ends_with_no_winner_and_says_why() -> None:
    state = arranged("schrum", {"seat1.talon": "KH QH", "seat2.talon": "QS KS"})
    state.quiet_turns = state.quiet_turn_limit - 1  # the centre wants an Ace, and nobody has one
    play_out(state, new_bots("schrum", [Level.HARD, Level.HARD], 1))
    assert state.is_over() and state.winner is None
    assert state.result().summary.startswith("No winner: 128 turns passed without a card reaching the centre")
    record = game_record(1, [Level.HARD, Level.HARD], state)
    assert record.rounds[0].callers == () and 1 not in record.placings


def test_the_summary_counts_wins_by_seat_and_games_with_no_winner(capsys: pytest.CaptureFixture[str]) -> None:
    data = simulate(capsys, "schrum", "--games", "10", "--players", "4")
    more = data["summary"]["finishing"]
    assert [row["seat"] for row in more["seats"]] == [1, 2, 3, 4]
    won = sum(row["games_won"] for row in more["seats"])
    assert won + more["no_winner_games"] == 10
    assert data["summary"]["points"] == "cards left"
    assert main(["simulate", "schrum", "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "games won by seat" in out and "games ended with no winner by the no-centre-play rule: " in out
