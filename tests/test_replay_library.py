"""The library of finished games: versioned files, newest first, the newest fifty, bad files set aside."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

from game.core.replays import position_digest
from game.storage.replay_library import KEEP_GAMES, ReplayLibrary, finished_title
from tests.finished_replays import finished_replay
from tests.ticking_clock import TickingClock


def _library(folder: Path, keep: int = KEEP_GAMES) -> ReplayLibrary:
    return ReplayLibrary(
        folder, keep=keep, clock=TickingClock(datetime(2026, 11, 24, 20, 0, 0), timedelta(minutes=1))
    )


def test_a_finished_solitaire_deal_is_named_by_its_deal_and_moves() -> None:
    replay = finished_replay("scotch")
    state = replay.play()
    won = "won in" if state.result().winners else "lost after"
    assert finished_title(replay, state) == f"Scotch Solitaire deal {replay.seed}, {won} {replay.moves} moves"


def test_a_finished_repezita_is_named_by_who_lost() -> None:
    replay = finished_replay("repezita")
    state = replay.play()
    loser = next(seat for seat in range(state.seats) if seat not in state.finishing_order())
    assert finished_title(replay, state) == f"Repezita, 3 seats, Seat {loser + 1} lost"


def test_a_game_of_several_seats_is_named_by_its_winner() -> None:
    replay = finished_replay("schrum")
    state = replay.play()
    (winner,) = state.result().winners
    assert finished_title(replay, state) == f"Schrum Schrum, 2 seats, Seat {winner + 1} won"


def test_kept_games_come_back_newest_first_with_their_replays(tmp_path: Path) -> None:
    library = _library(tmp_path)
    for game_id in ("scotch", "tac", "repezita"):
        replay = finished_replay(game_id)
        assert library.keep(replay, finished_title(replay, replay.play())) is None
    games, messages = library.games()
    assert messages == []
    assert [game.replay.game_id for game in games] == ["repezita", "tac", "scotch"]
    assert games[0].replay == finished_replay("repezita")
    assert games[2].label().startswith("24 Nov 20:01 · Scotch Solitaire deal")
    document = json.loads(games[0].path.read_text())
    assert document["version"] == 1 and document["replay"]["game"] == "repezita"


def test_only_the_newest_fifty_are_kept(tmp_path: Path) -> None:
    library = _library(tmp_path)
    replay = finished_replay("scorzo")
    for number in range(KEEP_GAMES + 3):
        library.keep(replay, f"game {number}")
    games, _ = library.games()
    assert len(games) == KEEP_GAMES
    assert games[0].title == f"game {KEEP_GAMES + 2}" and games[-1].title == "game 3"
    assert len(list(tmp_path.iterdir())) == KEEP_GAMES


def test_games_finished_in_the_same_second_are_all_kept(tmp_path: Path) -> None:
    moment = datetime(2026, 11, 24, 20, 0, 0)
    library = ReplayLibrary(tmp_path, clock=lambda: moment)
    for number in range(3):
        library.keep(finished_replay("tac"), f"game {number}")
    games, _ = library.games()
    assert sorted(game.title for game in games) == ["game 0", "game 1", "game 2"]


def test_a_corrupt_file_is_set_aside_with_a_message_and_the_rest_load(tmp_path: Path) -> None:
    library = _library(tmp_path)
    library.keep(finished_replay("tac"), "good one")
    bad = tmp_path / "game-20261124-210000-001-scotch.json"
    bad.write_text("{ not json")
    games, messages = library.games()
    assert [game.title for game in games] == ["good one"]
    assert len(messages) == 1 and str(bad) in messages[0] and "not valid JSON" in messages[0]
    assert not bad.exists() and any(".corrupt-" in path.name for path in tmp_path.iterdir())
    assert library.games()[1] == []  # set aside once: no message the next time


def test_a_file_from_a_newer_card_table_or_of_an_unknown_game_is_set_aside(tmp_path: Path) -> None:
    library = _library(tmp_path)
    library.keep(finished_replay("tac"), "good one")
    replay = finished_replay("scotch").to_json()
    newer = {"version": 9, "finished": "2026-11-24T20:30:00", "title": "x", "replay": replay}
    (tmp_path / "game-20261124-203000-001-scotch.json").write_text(json.dumps(newer))
    unknown = {
        "version": 1,
        "finished": "2026-11-24T20:31:00",
        "title": "y",
        "replay": {**replay, "game": "whist"},
    }
    (tmp_path / "game-20261124-203100-001-whist.json").write_text(json.dumps(unknown))
    games, messages = library.games()
    assert [game.title for game in games] == ["good one"]
    assert any("newer Card Table" in message for message in messages)
    assert any('unknown game "whist"' in message for message in messages)


def test_a_folder_that_cannot_be_written_gives_a_message_not_a_crash(tmp_path: Path) -> None:
    blocked = tmp_path / "replays"
    blocked.write_text("a file where the folder should be")
    message = ReplayLibrary(blocked).keep(finished_replay("tac"), "lost")
    assert message is not None and "could not be saved" in message


def test_a_kept_replay_reaches_its_recorded_position(tmp_path: Path) -> None:
    library = _library(tmp_path)
    replay = finished_replay("scrooge")
    library.keep(replay, "race")
    (game,), _ = library.games()
    assert position_digest(game.replay.play()) == replay.position
