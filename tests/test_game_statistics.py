"""Every game finished at a table with a person is counted once in the statistics (issue 23)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from game.core import registry
from game.core.replays import Replay
from game.core.seats import SeatPlan
from game.storage.statistics import StatisticsStore
from game.storage.table_records import LONGEST_SECONDS, MOST_PEOPLE, RECENT_KEPT, TableOutcome
from game.ui.app import App
from game.ui.turns.turn_table import TurnTableScene
from tests.finished_replays import GAMES, finished_replay
from tests.finished_tables import play_out, reopen_finished, replay_table

SEATED = [game_id for game_id in GAMES if game_id != "scotch"]


def _finish(app: App, replay: Replay, frames: int = 5) -> None:
    """The replay's game dealt at its table, shown, then played to its end while frames pass."""
    table = replay_table(app, replay)
    app.stack.reset(table)
    app.step(0.0)
    play_out(table, replay)
    for _ in range(frames):
        app.step(1 / 60)


@pytest.mark.parametrize("game_id", SEATED)
def test_a_game_ended_at_a_table_counts_once_with_the_persons_place(quiet_app: App, game_id: str) -> None:
    replay = finished_replay(game_id)  # the person in seat 1, bots at three levels in the others
    result = replay.play().result()
    _finish(quiet_app, replay, frames=20)
    stats = StatisticsStore().get(game_id)  # as written to the disk
    place = result.placings[0]
    assert (stats.played, stats.won, stats.lost) == (
        1,
        int(0 in result.winners),
        int(0 not in result.winners),
    )
    assert stats.people["You"].played == 1 and stats.people["You"].places[place - 1] == 1
    bot_levels = {controller.split(":")[1] for controller in replay.players[1:]}
    assert set(stats.levels) == bot_levels
    assert all(level.person_won == stats.won for level in stats.levels.values())
    (recent,) = stats.recent
    assert recent.place == place and recent.won == bool(stats.won)


def test_the_scores_best_is_kept_in_the_games_own_terms(quiet_app: App) -> None:
    replay = finished_replay("scorzo")
    result = replay.play().result()
    _finish(quiet_app, replay)
    stats = StatisticsStore().get("scorzo")
    assert stats.recent[-1].score == result.scores[0]


def test_a_table_opened_on_a_game_already_over_counts_nothing(quiet_app: App) -> None:
    reopen_finished(quiet_app, finished_replay("tac"))
    assert StatisticsStore().get("tac").played == 0


def test_a_table_of_bots_alone_is_a_demo_and_counts_nothing(quiet_app: App) -> None:
    replay = finished_replay("schrum")
    bots = dataclasses.replace(replay, players=tuple("bot:medium" for _ in replay.players))
    _finish(quiet_app, bots)
    assert StatisticsStore().get("schrum").played == 0


def test_resetting_one_game_keeps_the_others(quiet_app: App) -> None:
    _finish(quiet_app, finished_replay("tac"))
    quiet_app.record_game("scotch", won=True, seconds=100.0, moves=70)
    assert quiet_app.reset_stats("tac") is None
    store = StatisticsStore()
    assert store.get("tac").played == 0
    assert store.get("scotch").played == 1 and store.get("scotch").best_seconds == 100.0


def _outcome(place: int, **changes: object) -> TableOutcome:
    base = TableOutcome({"Ann": place}, place == 1, place != 1, ("hard",), 60.0, 40, 30, True)
    return dataclasses.replace(base, **changes)


def test_a_win_by_a_person_keeps_the_best_time_moves_and_score(tmp_path) -> None:
    store = StatisticsStore(tmp_path)
    store.record_table("scorzo", _outcome(1, seconds=90.0, score=40))
    store.record_table("scorzo", _outcome(1, seconds=70.0, score=55))
    stats = store.record_table("scorzo", _outcome(2, seconds=10.0, score=5))  # a loss sets no best
    assert (stats.best_seconds, stats.best_score) == (70.0, 40)
    assert (stats.won, stats.bot_won, stats.current_streak, stats.best_streak) == (2, 1, 0, 2)
    assert stats.people["Ann"].average_place() == pytest.approx(4 / 3)
    assert stats.levels["hard"].played == 3 and stats.levels["hard"].person_won == 2


def test_a_clock_past_what_the_file_may_hold_is_kept_at_its_most_and_reads_back(tmp_path) -> None:
    """A hostile game in progress noting 1e300 seconds, dropped, once set the whole file aside as corrupt."""
    store = StatisticsStore(tmp_path)
    store.record("scotch", won=True, seconds=1e300, moves=60)
    store.record_table("scorzo", _outcome(1, seconds=1e300, score=40))
    games, message = StatisticsStore(tmp_path).load()
    assert message is None and games["scotch"].won == 1 and games["scorzo"].won == 1
    assert games["scotch"].best_seconds == games["scorzo"].best_seconds == LONGEST_SECONDS


def test_a_name_past_the_most_a_file_keeps_pushes_out_the_least_played_not_the_file(tmp_path) -> None:
    store = StatisticsStore(tmp_path)
    store.record_table("scorzo", _outcome(1, seconds=9.0, score=4))  # Ann, twice
    store.record_table("scorzo", _outcome(1, seconds=9.0, score=4))
    for number in range(MOST_PEOPLE):
        store.record_table("scorzo", _outcome(1, seconds=9.0, score=4, places={f"P{number}": 1}))
    games, message = StatisticsStore(tmp_path).load()
    assert message is None and len(games["scorzo"].people) == MOST_PEOPLE
    assert "Ann" in games["scorzo"].people and f"P{MOST_PEOPLE - 1}" in games["scorzo"].people


def test_only_the_last_results_are_kept_for_the_chart_but_the_counts_stay_exact(tmp_path) -> None:
    store = StatisticsStore(tmp_path)
    for game in range(RECENT_KEPT + 5):
        stats = store.record("scotch", won=game % 2 == 0, seconds=float(game), moves=60)
    assert stats.played == RECENT_KEPT + 5 and len(stats.recent) == RECENT_KEPT
    assert stats.recent[-1].seconds == RECENT_KEPT + 4


def test_a_bad_value_in_the_new_fields_costs_only_that_value(tmp_path) -> None:
    store = StatisticsStore(tmp_path)
    store.record_table("tac", _outcome(1))
    store.record_table("tac", _outcome(2))
    document = json.loads(store.path.read_text())
    tac = document["games"]["tac"]
    tac["people"]["Bob"] = {"played": -3}
    tac["levels"]["hard"]["person_won"] = "lots"
    tac["recent"][0] = {"won": "yes", "seconds": 1}
    store.path.write_text(json.dumps(document))
    games, message = StatisticsStore(tmp_path).load()
    tac_stats = games["tac"]
    assert message is not None and "Bob" in message and "recent game 1" in message and "hard" in message
    assert tac_stats.played == 2 and tac_stats.people["Ann"].played == 2 and "Bob" not in tac_stats.people
    assert len(tac_stats.recent) == 1 and "hard" not in tac_stats.levels


def test_a_version_1_file_of_scotch_alone_loads_unchanged(tmp_path) -> None:
    old = {
        "version": 1,
        "games": {"scotch": {"played": 3, "won": 2, "lost": 1, "best_seconds": 170.8, "fewest_moves": 60}},
    }
    (tmp_path / "statistics.json").write_text(json.dumps(old))
    games, message = StatisticsStore(tmp_path).load()
    assert message is None
    scotch = games["scotch"]
    assert (scotch.played, scotch.won, scotch.best_seconds, scotch.fewest_moves) == (3, 2, 170.8, 60)
    assert scotch.people == {} and scotch.recent == ()


def test_a_resumed_turn_table_goes_on_from_the_time_played_before(quiet_app: App) -> None:
    """A game's fastest win counts its earlier sittings: the save keeps the seconds played."""
    spec = registry.get("tac")
    quiet_app.nav.open_table(spec, 5, [SeatPlan(True, "mouse"), SeatPlan(False)], {})
    for _ in range(20):
        quiet_app.step(0.5)
    table = quiet_app.stack.top
    assert isinstance(table, TurnTableScene)
    replay = table.replay()
    assert replay is not None and replay.notes["seconds"] == pytest.approx(10.0, abs=0.6)
    quiet_app.nav.resume(Replay.from_json(replay.to_json()))
    resumed = quiet_app.stack.top
    assert isinstance(resumed, TurnTableScene) and resumed is not table
    assert resumed.played_seconds() == replay.notes["seconds"]
