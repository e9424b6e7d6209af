"""Saved games on disk: games in progress, named saves, and files that cannot be used are refused and kept."""

from __future__ import annotations

import dataclasses
import json
import os
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from game.core import registry
from game.core.moves import MoveCards
from game.core.replays import Replay, position_digest, replay_of
from game.storage.in_progress import GamesInProgress
from game.storage.saves import SAVE_VERSION, SaveExists, SaveProblem, SaveStore, describe_replay, file_stem
from tests.ticking_clock import TickingClock


def scotch_replay(moves: int = 3, seed: int = 7) -> Replay:
    state = registry.get("scotch").new_game(seats=1, seed=seed)
    for _ in range(moves):
        state.apply(state.legal_moves(0)[0])
    return replay_of(state, ["human"])


def scroker_replay(moves: int = 5) -> Replay:
    state = registry.get("scroker").new_game(seats=4, seed=11)
    for _ in range(moves):
        seat = state.to_move()[0]
        state.apply(state.legal_moves(seat)[0])
    return replay_of(state, ["human:mouse", "bot:easy", "bot:medium", "bot:hard"])


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path, clock=TickingClock(datetime(2026, 1, 2, 3, 4, 5), timedelta(seconds=1)))


@pytest.fixture
def games(store: SaveStore) -> GamesInProgress:
    return GamesInProgress(store.home, clock=store._clock)


def test_a_game_in_progress_keeps_its_own_file_and_goes_when_it_ends(games: GamesInProgress) -> None:
    assert games.entries() == []
    replay = scotch_replay(3)
    name = games.new_name("scotch")
    assert games.write(name, replay) is None
    (entry,) = games.entries()
    assert entry.readable and entry.replay == replay
    assert entry.description == "Scotch Solitaire, deal 7, 3 moves"
    assert games.saves.playable(entry) == replay
    games.write(name, scotch_replay(4))
    assert [e.replay.moves for e in games.entries()] == [4]
    assert games.path_of(name).with_name(f"{name}.json.bak").exists()  # the previous copy is kept
    games.remove(name)
    assert games.entries() == [] and not list(games.folder.iterdir())


def test_a_save_file_says_its_version_app_time_and_what_it_holds(games: GamesInProgress) -> None:
    name = games.new_name("scroker")
    games.write(name, scroker_replay(5))
    document = json.loads(games.path_of(name).read_text(encoding="utf-8"))
    assert document["version"] == SAVE_VERSION
    assert document["app"] and document["saved_at"].startswith("2026-01-02T03:04:")
    assert document["description"] == "Scroker, you + 3 bots, 5 moves"
    assert Replay.from_json(document["replay"]).moves == 5


def test_the_description_counts_people_and_bots() -> None:
    replay = dataclasses.replace(
        scroker_replay(1), players=("human:mouse", "human:keys1", "bot:easy"), seats=3
    )
    assert describe_replay(replay) == "Scroker, 2 people + 1 bot, 1 move"
    replay = dataclasses.replace(replay, players=("bot:easy",) * 4, seats=4)
    assert describe_replay(replay) == "Scroker, 4 bots, 1 move"


def test_named_saves_are_listed_newest_first_and_never_overwrite_each_other(store: SaveStore) -> None:
    store.save_as("Before the big move", scotch_replay(2))
    store.save_as("Poker night", scroker_replay(5))
    names = [entry.name for entry in store.named()]
    assert names == ["Poker night", "Before the big move"]
    with pytest.raises(SaveExists, match="Poker night"):
        store.save_as("poker NIGHT", scotch_replay(1))
    assert store.named()[0].replay.game_id == "scroker"  # untouched
    store.save_as("Poker night", scotch_replay(1), replace=True)
    assert [entry.replay.game_id for entry in store.named()] == ["scotch", "scotch"]


def test_a_name_that_is_not_a_safe_file_name_is_turned_into_one(store: SaveStore) -> None:
    assert file_stem("../../etc/passwd") == "etc-passwd"
    assert file_stem("a/b\\c:d*e?f") == "a-b-c-d-e-f"
    assert file_stem("   ") == "save"
    assert file_stem("CON") == "CON-save"
    assert len(file_stem("x" * 500)) <= 60
    entry = store.save_as("../../escape: me?", scotch_replay(1))
    assert entry.path.parent == store.folder
    assert entry.name == "../../escape: me?"  # the list shows the name as typed
    with pytest.raises(SaveProblem, match="Type a name"):
        store.save_as("  ", scotch_replay(1))


def test_deleting_a_save_removes_it_from_the_list(store: SaveStore) -> None:
    store.save_as("one", scotch_replay(1))
    store.save_as("one", scotch_replay(2), replace=True)  # now with a .bak
    (entry,) = store.named()
    assert store.delete(entry) is None
    assert store.named() == []
    assert not list(store.folder.iterdir())


def unusable_save(store: SaveStore, name: str, text: str) -> Path:
    store.folder.mkdir(parents=True, exist_ok=True)
    path = store.folder / f"{name}.json"
    path.write_text(text, encoding="utf-8")
    return path


def save_text(replay_json: dict, version: int = SAVE_VERSION) -> str:
    document = {
        "version": version,
        "app": "0.0.1",
        "saved_at": "2026-01-01T00:00:00",
        "name": "fabricated",
        "description": "made by hand",
        "replay": replay_json,
    }
    return json.dumps(document)


@pytest.mark.parametrize(
    ("name", "text", "reason"),
    [
        ("version zero", save_text(scotch_replay(1).to_json(), version=0), "not a known version"),
        ("version two", save_text(scotch_replay(1).to_json(), version=2), "newer Card Table"),
        ("truncated", save_text(scotch_replay(3).to_json())[:-40], "not valid JSON"),
        ("wrong game", save_text({**scotch_replay(1).to_json(), "game": "bridge"}), 'unknown game "bridge"'),
    ],
)
def test_a_save_that_cannot_be_read_is_listed_with_its_reason_and_kept(
    store: SaveStore, name: str, text: str, reason: str
) -> None:
    path = unusable_save(store, name, text)
    (entry,) = store.named()
    assert not entry.readable and reason in entry.problem
    assert entry.label == f"{name} (unreadable)"
    with pytest.raises(SaveProblem, match="cannot be opened") as refusal:
        store.playable(entry)
    assert str(path) in str(refusal.value) and "kept" in str(refusal.value)
    assert path.read_text(encoding="utf-8") == text  # never deleted or rewritten by the refusal


def test_a_save_whose_moves_the_rules_now_refuse_is_refused_and_kept(store: SaveStore) -> None:
    replay = scotch_replay(2)
    bad_step = MoveCards(0, "foundation.0", "foundation.1", 1)
    broken = dataclasses.replace(replay, steps=(*replay.steps, bad_step))
    path = unusable_save(store, "refused step", save_text(broken.to_json()))
    text = path.read_text(encoding="utf-8")
    (entry,) = store.named()
    assert entry.readable  # the file itself is fine ...
    checked = store.checked(entry)
    assert not checked.readable and "step 3" in checked.problem and "refused" in checked.problem
    with pytest.raises(SaveProblem, match="no longer plays"):
        store.playable(entry)  # ... but it is not opened
    assert path.read_text(encoding="utf-8") == text


def test_a_save_that_no_longer_reaches_its_position_is_refused(store: SaveStore) -> None:
    replay = dataclasses.replace(scotch_replay(2), position="0123456789abcdef")
    unusable_save(store, "moved", save_text(replay.to_json()))
    (entry,) = store.named()
    with pytest.raises(SaveProblem, match="no longer lead to the position"):
        store.playable(entry)
    good = scotch_replay(2)
    assert good.position == position_digest(good.play())


def test_an_unreadable_old_autosave_moves_among_the_saves_so_nothing_overwrites_it(
    games: GamesInProgress,
) -> None:
    store = games.saves
    store.autosave_path.write_text('{"version": 1, "name": ', encoding="utf-8")
    said = games.take_old_autosave()
    assert "The autosave could not be read" in said and "not valid JSON" in said and "Saved games" in said
    (entry,) = store.named()  # listed among the saves, with its reason
    assert not entry.readable and entry.path.read_text() == '{"version": 1, "name": '
    assert games.entries() == [] and not store.autosave_path.exists()


def test_a_disk_that_refuses_the_save_gives_a_sentence_not_a_crash(tmp_path: Path) -> None:
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("")
    store = SaveStore(blocked)
    games = GamesInProgress(blocked)
    assert "could not be saved" in games.write(games.new_name("scotch"), scotch_replay(1))
    with pytest.raises(SaveProblem, match="could not be saved"):
        store.save_as("mine", scotch_replay(1))


def test_temporaries_left_by_a_killed_write_are_swept_once_old(games: GamesInProgress) -> None:
    store = games.saves
    games.write(games.new_name("scotch"), scotch_replay(1))
    store.folder.mkdir()
    old, young = store.home / ".autosave.json.abc.tmp", store.folder / ".mine.json.def.tmp"
    settings = store.home / ".settings.json.ghi.tmp"
    in_progress = games.folder / ".scotch-1.json.jkl.tmp"
    for path in (old, young, settings, in_progress):
        path.write_text("half")
    long_ago = store._clock().timestamp() - 3600
    for path in (old, settings, in_progress):
        os.utime(path, (long_ago, long_ago))
    assert games.entries()[0].readable
    assert not old.exists() and not in_progress.exists() and young.exists() and settings.exists()
