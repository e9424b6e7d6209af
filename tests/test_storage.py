"""Settings and statistics on disk: what a player keeps between sessions, and what happens when a
file is damaged or the disk refuses (design §9: nothing crashes and no other data is lost)."""

from __future__ import annotations

import json
import math
import subprocess
import sys
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from game.storage import json_store, paths
from game.storage.json_store import JsonStore
from game.storage.settings import TABLE_COLOURS, Settings, SettingsStore, settings_to_json
from game.storage.statistics import GameStats, StatisticsStore
from game.storage.table_records import RecentGame

NOON = datetime(2026, 11, 22, 8, 30, 0)


def at_noon() -> datetime:
    return NOON


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A throwaway data directory, reached the way the game reaches it: through CARDTABLE_HOME."""
    directory = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(directory))
    return directory


def write_settings_file(directory: Path, document: Any) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / "settings.json"
    path.write_text(json.dumps(document))
    return path


def set_aside_copies(directory: Path, name: str) -> list[Path]:
    return sorted(directory.glob(f"{name}.corrupt-*"))


# --- where files live ---------------------------------------------------------------------------


def test_cardtable_home_moves_the_data_directory_and_it_is_created(home: Path) -> None:
    assert paths.data_dir() == home
    assert home.is_dir()


def test_without_cardtable_home_the_platform_data_directory_is_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[str, object]] = []

    def fake_user_data_dir(name: str, appauthor: object) -> str:
        asked.append((name, appauthor))
        return str(tmp_path / "platform")

    monkeypatch.delenv(paths.HOME_VARIABLE, raising=False)
    monkeypatch.setattr(paths.platformdirs, "user_data_dir", fake_user_data_dir)
    assert paths.data_dir() == tmp_path / "platform"
    assert asked == [("cardtable", False)]


# --- settings: the happy path -------------------------------------------------------------------


def test_a_first_run_has_default_settings_and_no_message(home: Path) -> None:
    assert SettingsStore().load() == (Settings(), None)


def test_saved_settings_come_back_after_a_restart(home: Path) -> None:
    chosen = Settings(
        card_back=3,
        four_colour=True,
        large_indices=True,
        animation_speed=2.5,
        reduced_motion=True,
        fullscreen=True,
        window_size=(1920, 1080),
        table_colour="blue",
        confirm_new_deal=False,
        winnable_indicator=True,
        winnable_deals_only=True,
        key_bindings={"draw": "space", "undo": "left ctrl"},
    )
    assert SettingsStore().save(chosen) is None
    assert SettingsStore().load() == (chosen, None)


def test_the_settings_file_is_plain_json_with_a_version(home: Path) -> None:
    SettingsStore().save(Settings(table_colour="red"))
    document = json.loads((home / "settings.json").read_text())
    assert document["version"] == 1
    assert document["table_colour"] == "red"


def test_saving_again_keeps_the_previous_settings_as_a_backup(home: Path) -> None:
    store = SettingsStore()
    store.save(Settings(card_back=1))
    first_file = (home / "settings.json").read_bytes()
    store.save(Settings(card_back=2))
    assert (home / "settings.json.bak").read_bytes() == first_file
    assert json.loads((home / "settings.json").read_text())["card_back"] == 2


def test_saving_leaves_no_temporary_files_behind(home: Path) -> None:
    store = SettingsStore()
    for back in range(3):
        store.save(Settings(card_back=back))
    assert sorted(path.name for path in home.iterdir()) == ["settings.json", "settings.json.bak"]


def test_a_save_that_fails_halfway_leaves_the_previous_settings_untouched(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SettingsStore()
    store.save(Settings(card_back=4))
    before = (home / "settings.json").read_bytes()

    def disk_full(handle: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(json_store.os, "fsync", disk_full)
    message = store.save(Settings(card_back=5))
    assert message is not None and "No space left on device" in message
    assert store.last_save_message == message
    assert (home / "settings.json").read_bytes() == before
    assert sorted(path.name for path in home.iterdir()) == ["settings.json"]


# --- settings: damaged files --------------------------------------------------------------------

CORRUPT_SETTINGS = {
    "garbage bytes": (b"\x00\xff\xfe not json at all \x9c", "not"),
    "half a file": (b'{"version": 1, "card_back": ', "not valid JSON"),
    "a JSON list": (b'[1, 2, "three"]', "list"),
    "no version": (b'{"card_back": 2}', "version"),
    "an unknown version": (b'{"version": "one", "card_back": 2}', "not a known version"),
    "a future version": (b'{"version": 99, "card_back": 2}', "newer Card Table"),
}


@pytest.mark.parametrize("content, problem", CORRUPT_SETTINGS.values(), ids=CORRUPT_SETTINGS.keys())
def test_a_corrupt_settings_file_is_set_aside_and_defaults_used(
    home: Path, content: bytes, problem: str
) -> None:
    home.mkdir()
    (home / "settings.json").write_bytes(content)
    settings, message = SettingsStore(clock=at_noon).load()
    assert settings == Settings()
    assert message is not None
    assert str(home / "settings.json") in message
    assert problem in message
    assert "settings.json.corrupt-20261122-083000" in message
    assert (home / "settings.json.corrupt-20261122-083000").read_bytes() == content
    assert not (home / "settings.json").exists()


def test_a_set_aside_copy_is_never_overwritten_by_a_later_one(home: Path) -> None:
    home.mkdir()
    store = SettingsStore(clock=at_noon)
    for content in (b"first bad file", b"second bad file"):
        (home / "settings.json").write_bytes(content)
        assert store.load()[1] is not None
    copies = set_aside_copies(home, "settings.json")
    assert sorted(copy.read_bytes() for copy in copies) == [b"first bad file", b"second bad file"]


def test_after_a_corrupt_file_is_set_aside_settings_save_again(home: Path) -> None:
    home.mkdir()
    (home / "settings.json").write_bytes(b"{oops")
    store = SettingsStore()
    store.load()
    assert store.save(Settings(card_back=5)) is None
    assert SettingsStore().load() == (Settings(card_back=5), None)
    assert set_aside_copies(home, "settings.json")[0].read_bytes() == b"{oops"


def test_the_message_points_to_the_backup_when_there_is_one(home: Path) -> None:
    store = SettingsStore()
    store.save(Settings(card_back=1))
    store.save(Settings(card_back=2))
    (home / "settings.json").write_bytes(b"scribbled over")
    message = store.load()[1]
    assert message is not None and "settings.json.bak" in message


def test_a_corrupt_file_that_cannot_be_moved_aside_is_never_overwritten(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home.mkdir()
    (home / "settings.json").write_bytes(b"not json")

    def refuse(source: object, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(json_store.os, "rename", refuse)
    store = SettingsStore()
    settings, message = store.load()
    assert settings == Settings()
    assert message is not None and "left as it is" in message
    assert store.save(Settings(card_back=3)) is not None
    assert (home / "settings.json").read_bytes() == b"not json"


def test_an_unreadable_settings_file_is_reported_and_kept(home: Path) -> None:
    (home / "settings.json").mkdir(parents=True)  # reading a directory fails like a locked file
    store = SettingsStore()
    settings, message = store.load()
    assert settings == Settings()
    assert message is not None and str(home / "settings.json") in message
    assert store.save(Settings()) is not None
    assert (home / "settings.json").is_dir()


# --- settings: one bad value ------------------------------------------------------------------


@pytest.mark.parametrize(
    "key, bad_value",
    [
        ("card_back", 9),
        ("card_back", True),
        ("four_colour", "yes"),
        ("animation_speed", 0),
        ("animation_speed", 10.0),
        ("window_size", [1280]),
        ("window_size", [10, 10]),
        ("table_colour", "pink"),
        ("winnable_deals_only", "on"),
        ("key_bindings", ["space"]),
    ],
)
def test_a_bad_value_for_one_setting_keeps_the_others(home: Path, key: str, bad_value: Any) -> None:
    good = settings_to_json(Settings(card_back=2, four_colour=True, animation_speed=0.5, table_colour="grey"))
    write_settings_file(home, {"version": 1, **good, key: bad_value})
    settings, message = SettingsStore().load()
    assert getattr(settings, key) == getattr(Settings(), key)
    kept = {name: value for name, value in settings_to_json(settings).items() if name != key}
    assert kept == {name: value for name, value in good.items() if name != key}
    assert message is not None and key in message and str(home / "settings.json") in message
    assert (home / "settings.json").exists()


def test_settings_the_game_does_not_know_are_ignored(home: Path) -> None:
    write_settings_file(home, {"version": 1, "card_back": 4, "music_volume": 11})
    assert SettingsStore().load() == (Settings(card_back=4), None)


def test_one_bad_key_binding_is_dropped_and_the_rest_kept(home: Path) -> None:
    write_settings_file(home, {"version": 1, "key_bindings": {"draw": "space", "undo": 7, "hint": ""}})
    settings, message = SettingsStore().load()
    assert settings.key_bindings == {"draw": "space"}
    assert message is not None and "undo" in message and "hint" in message


# --- settings: any values at all --------------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(st.characters(blacklist_categories=("Cs",)), max_size=8),  # surrogates: below
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=5), children, max_size=3)
    ),
    max_leaves=6,
)
plausible_values: dict[str, st.SearchStrategy[Any]] = {
    "card_back": st.integers(-2, 8),
    "four_colour": st.booleans(),
    "large_indices": st.booleans(),
    "animation_speed": st.floats(allow_nan=False, allow_infinity=False),  # not-JSON ones: below
    "reduced_motion": st.booleans(),
    "fullscreen": st.booleans(),
    "window_size": st.lists(st.integers(0, 20000), min_size=1, max_size=3),
    "table_colour": st.sampled_from((*TABLE_COLOURS, "pink", "")),
    "confirm_new_deal": st.booleans(),
    "winnable_indicator": st.booleans(),
    "winnable_deals_only": st.booleans(),
    "key_bindings": st.dictionaries(st.text(max_size=6), st.text(max_size=6) | json_values, max_size=4),
}
settings_documents = st.fixed_dictionaries(
    {}, optional={key: strategy | json_values for key, strategy in plausible_values.items()}
)


def same_json(loaded: Any, written: Any) -> bool:
    """Equal as JSON values: 1 and 1.0 match, but true and 1 do not."""
    if isinstance(loaded, bool) or isinstance(written, bool):
        return type(loaded) is type(written) and loaded == written
    if isinstance(loaded, list | tuple) and isinstance(written, list | tuple):
        return len(loaded) == len(written) and all(map(same_json, loaded, written))
    if isinstance(loaded, int | float) and isinstance(written, int | float):
        return loaded == written
    return type(loaded) is type(written) and loaded == written


@hypothesis_settings(deadline=None, max_examples=150)
@given(document=settings_documents)
def test_any_settings_file_keeps_each_good_value_and_defaults_each_bad_one(document: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as directory:
        write_settings_file(Path(directory), {"version": 1, **document})
        settings, message = SettingsStore(Path(directory)).load()
        loaded = settings_to_json(settings)
        defaults = settings_to_json(Settings())
        for key, written in document.items():
            if key == "key_bindings" and isinstance(written, dict):
                assert loaded[key].items() <= written.items()
                continue
            if same_json(loaded[key], written):
                continue
            assert loaded[key] == defaults[key]
            assert message is not None and key in message
        assert SettingsStore(Path(directory)).save(settings) is None
        assert SettingsStore(Path(directory)).load() == (settings, None)


@pytest.mark.parametrize(
    ("written", "said"),
    [
        ('{"version": 1, "animation_speed": Infinity}', "not valid JSON"),
        ('{"version": 1, "animation_speed": 1e400}', "too large"),
        ('{"version": 1, "large_indices": "\\ud800"}', "broken character"),
        ('{"version": 1, "table_colour": NaN}', "not valid JSON"),
    ],
)
def test_a_settings_file_that_is_not_json_text_is_set_aside_whole(
    home: Path, written: str, said: str
) -> None:
    """Infinity, NaN, 1e400 and lone surrogates are not JSON text at all: no setting in it can be trusted."""
    home.mkdir()
    (home / "settings.json").write_text(written)
    settings, message = SettingsStore().load()
    assert settings == Settings()
    assert message is not None and said in message and "settings.json.corrupt-" in message
    assert SettingsStore().save(settings) is None


# Key and action names as a player can choose them: text a file can hold (no NUL, no lone surrogate).
key_names = st.text(
    st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), min_size=1, max_size=40
)
valid_settings = st.builds(
    Settings,
    card_back=st.integers(0, 5),
    four_colour=st.booleans(),
    large_indices=st.booleans(),
    animation_speed=st.floats(0.25, 4.0),
    reduced_motion=st.booleans(),
    fullscreen=st.booleans(),
    window_size=st.tuples(st.integers(320, 7680), st.integers(240, 4320)),
    table_colour=st.sampled_from(TABLE_COLOURS),
    confirm_new_deal=st.booleans(),
    winnable_indicator=st.booleans(),
    winnable_deals_only=st.booleans(),
    key_bindings=st.dictionaries(key_names, key_names.filter(str.strip)),
)


@hypothesis_settings(deadline=None, max_examples=100)
@given(chosen=valid_settings)
def test_any_settings_a_player_can_choose_survive_a_restart(chosen: Settings) -> None:
    with tempfile.TemporaryDirectory() as directory:
        assert SettingsStore(Path(directory)).save(chosen) is None
        assert SettingsStore(Path(directory)).load() == (chosen, None)


# --- a data directory that cannot be written --------------------------------------------------


def test_settings_that_cannot_be_saved_give_a_message_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As root, chmod cannot make a folder read-only, so the "folder" is inside a regular file.
    (tmp_path / "not-a-folder").write_text("a file where the data folder should be")
    monkeypatch.setenv(paths.HOME_VARIABLE, str(tmp_path / "not-a-folder" / "home"))
    store = SettingsStore()
    assert store.load() == (Settings(), None)
    message = store.save(Settings(card_back=1))
    assert message is not None
    assert "settings could not be saved" in message
    assert str(tmp_path / "not-a-folder" / "home" / "settings.json") in message


def test_statistics_that_cannot_be_saved_still_count_for_this_session(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "not-a-folder").write_text("")
    monkeypatch.setenv(paths.HOME_VARIABLE, str(tmp_path / "not-a-folder" / "home"))
    store = StatisticsStore()
    stats = store.record("scotch", won=True, seconds=90, moves=40)
    assert stats.won == 1
    assert store.last_save_message is not None and "statistics could not be saved" in store.last_save_message
    assert store.get("scotch") == stats


# --- statistics -------------------------------------------------------------------------------


def test_a_game_never_played_has_an_empty_record(home: Path) -> None:
    assert StatisticsStore().get("scotch") == GameStats()
    assert StatisticsStore().load() == ({}, None)


def test_recording_games_counts_played_won_and_lost(home: Path) -> None:
    store = StatisticsStore()
    for won in (True, False, True):
        store.record("scotch", won=won, seconds=100, moves=50)
    stats = store.get("scotch")
    assert (stats.played, stats.won, stats.lost) == (3, 2, 1)


def test_a_loss_ends_the_winning_streak_but_the_best_streak_stays(home: Path) -> None:
    store = StatisticsStore()
    for won in (True, True, True, False, True):
        stats = store.record("scotch", won=won, seconds=60, moves=30)
    assert (stats.current_streak, stats.best_streak) == (1, 3)


def test_the_best_time_and_fewest_moves_come_from_wins_only(home: Path) -> None:
    store = StatisticsStore()
    store.record("scotch", won=True, seconds=200.5, moves=80)
    store.record("scotch", won=False, seconds=5, moves=3)
    store.record("scotch", won=True, seconds=150, moves=95)
    stats = store.record("scotch", won=True, seconds=180, moves=70)
    assert (stats.best_seconds, stats.fewest_moves) == (150.0, 70)


def test_a_lost_game_sets_no_best_time(home: Path) -> None:
    stats = StatisticsStore().record("scotch", won=False, seconds=30, moves=10)
    assert (stats.best_seconds, stats.fewest_moves) == (None, None)


def test_recorded_statistics_survive_a_restart(home: Path) -> None:
    StatisticsStore().record("scotch", won=True, seconds=99.5, moves=48)
    StatisticsStore().record("repezita", won=False, seconds=300, moves=0)
    games, message = StatisticsStore().load()
    assert message is None
    assert games["scotch"] == GameStats(
        played=1,
        won=1,
        current_streak=1,
        best_streak=1,
        best_seconds=99.5,
        fewest_moves=48,
        wins_without_hints=1,
        recent=(RecentGame(won=True, seconds=99.5, moves=48, place=1),),
    )
    assert games["repezita"] == GameStats(played=1, lost=1, recent=(RecentGame(False, 300.0),))


def test_wins_with_and_without_hints_are_counted_apart(home: Path) -> None:
    store = StatisticsStore()
    store.record("scotch", won=True, seconds=100, moves=60)
    store.record("scotch", won=True, seconds=50, moves=70, hinted=True)
    store.record("scotch", won=False, seconds=10, moves=5)
    stats = StatisticsStore().get("scotch")
    assert (stats.won, stats.wins_without_hints, stats.wins_with_hints) == (2, 1, 1)


def test_a_hinted_win_keeps_the_streak_but_sets_no_best_time_or_moves(home: Path) -> None:
    store = StatisticsStore()
    store.record("scotch", won=True, seconds=100, moves=60)
    stats = store.record("scotch", won=True, seconds=20, moves=52, hinted=True)
    assert (stats.current_streak, stats.best_streak) == (2, 2)
    assert (stats.best_seconds, stats.fewest_moves) == (100.0, 60)


def test_each_recorded_game_is_saved_at_once_with_a_backup(home: Path) -> None:
    store = StatisticsStore()
    store.record("scotch", won=True, seconds=10, moves=5)
    first_file = (home / "statistics.json").read_bytes()
    store.record("scotch", won=True, seconds=10, moves=5)
    assert (home / "statistics.json.bak").read_bytes() == first_file
    assert json.loads((home / "statistics.json").read_text())["games"]["scotch"]["won"] == 2


def test_recording_a_game_before_loading_keeps_the_other_games_records(home: Path) -> None:
    StatisticsStore().record("scotch", won=True, seconds=10, moves=5)
    StatisticsStore().record("tac", won=False, seconds=10, moves=5)
    games, _ = StatisticsStore().load()
    assert set(games) == {"scotch", "tac"}


def test_an_old_statistics_file_without_newer_fields_still_loads(home: Path) -> None:
    home.mkdir()
    (home / "statistics.json").write_text(
        json.dumps({"version": 1, "games": {"spit": {"played": 4, "won": 1}}})
    )
    games, message = StatisticsStore().load()
    assert message is None
    assert games["spit"] == GameStats(played=4, won=1)
    assert (games["spit"].wins_with_hints, games["spit"].wins_without_hints) == (0, 0)


def test_a_file_from_before_hints_loads_and_keeps_counting(home: Path) -> None:
    home.mkdir()
    old = {"played": 3, "won": 2, "lost": 1, "current_streak": 1, "best_streak": 2, "best_seconds": 80.0}
    (home / "statistics.json").write_text(json.dumps({"version": 1, "games": {"scotch": old}}))
    stats = StatisticsStore().record("scotch", won=True, seconds=70, moves=61, hinted=False)
    assert (stats.played, stats.won, stats.wins_without_hints, stats.wins_with_hints) == (4, 3, 1, 0)
    saved = json.loads((home / "statistics.json").read_text())["games"]["scotch"]
    assert (saved["wins_without_hints"], saved["wins_with_hints"]) == (1, 0)


def test_a_bad_number_in_statistics_resets_only_that_number(home: Path) -> None:
    home.mkdir()
    document = {"version": 1, "games": {"scotch": {"played": 5, "won": -2, "best_seconds": "fast"}}}
    (home / "statistics.json").write_text(json.dumps(document))
    games, message = StatisticsStore().load()
    assert games["scotch"] == GameStats(played=5)
    assert message is not None and "won" in message and "best_seconds" in message and "scotch" in message


def test_a_statistics_file_without_a_games_object_is_set_aside(home: Path) -> None:
    home.mkdir()
    content = b'{"version": 1, "games": [1, 2]}'
    (home / "statistics.json").write_bytes(content)
    games, message = StatisticsStore().load()
    assert games == {}
    assert message is not None and str(home / "statistics.json") in message
    assert set_aside_copies(home, "statistics.json")[0].read_bytes() == content


def test_a_corrupt_statistics_file_does_not_touch_the_settings(home: Path) -> None:
    SettingsStore().save(Settings(card_back=5))
    (home / "statistics.json").write_bytes(b"\x00\x01")
    assert StatisticsStore().load()[1] is not None
    assert SettingsStore().load() == (Settings(card_back=5), None)


@pytest.mark.parametrize("seconds, moves", [(-1, 10), (math.inf, 10), (10, -1), (10, 2.5)])
def test_an_impossible_game_result_is_refused(home: Path, seconds: float, moves: int) -> None:
    with pytest.raises(ValueError):
        StatisticsStore().record("scotch", won=True, seconds=seconds, moves=moves)


# --- the document store itself ------------------------------------------------------------------


def test_an_older_file_is_upgraded_when_read(tmp_path: Path) -> None:
    (tmp_path / "save.json").write_text(json.dumps({"version": 1, "colour": "green"}))

    def rename_colour(document: dict[str, Any]) -> dict[str, Any]:
        return {"table_colour": document.pop("colour")}

    store = JsonStore(tmp_path / "save.json", 2, label="saves", migrations={1: rename_colour})
    assert store.load().data == {"table_colour": "green"}


def test_the_store_writes_the_version_itself(tmp_path: Path) -> None:
    store = JsonStore(tmp_path / "save.json", 3, label="saves")
    with pytest.raises(ValueError):
        store.save({"version": 1})


def test_storage_never_imports_pygame() -> None:
    """Design §2: storage sits beside core and must run without a display library."""
    code = (
        "import sys, game.storage, game.storage.paths, game.storage.json_store, "
        "game.storage.settings, game.storage.statistics; "
        "sys.exit('pygame' in sys.modules)"
    )
    root = Path(__file__).resolve().parent.parent
    assert subprocess.run([sys.executable, "-c", code], check=False, cwd=root).returncode == 0
