"""Issue 19, point 5: hostile user files of every kind load without an exception and lose no bytes.

Each kind of file the app keeps for a player (settings, statistics, the autosave, a named save,
a finished game, a replay file) starts from a real document the app wrote, and
``tests/hostile_json.py`` breaks it every way a mischievous or unlucky user could: wrong types,
huge and non-finite numbers, bad strings, deep nesting, truncation, repeated keys, cards doubled
or missing, a save of one game claiming another. Loading it must raise nothing, give usable
values, and leave the original bytes on disk (in place, or set aside under a new name).
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings

from game.core import registry
from game.core.decoding import Refused, decode_json
from game.core.replays import Replay, ReplayError, replay_of
from game.storage.game_progress import progress, seconds_played, who_plays
from game.storage.in_progress import GamesInProgress
from game.storage.replay_library import ReplayLibrary
from game.storage.saves import SaveStore
from game.storage.settings import Settings, SettingsStore, settings_to_json
from game.storage.statistics import GameStats, StatisticsStore, statistics_to_json
from tests.hostile_json import hostile_json

EXAMPLES = hypothesis_settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)


def played(game_id: str, seats: int, moves: int) -> Replay:
    state = registry.get(game_id).new_game(seats=seats, seed=5)
    for _ in range(moves):
        if state.is_over():
            break
        seat = (state.to_move() or [0])[0]
        state.apply(state.legal_moves(seat)[0])
    players = ["human:mouse", *(["bot:easy"] * (seats - 1))]
    return replay_of(state, players)


SCORZO = played("scorzo", 3, 12)
SCOTCH = Replay(**{**played("scotch", 1, 6).__dict__, "notes": {"seconds": 12.5, "helped": False}})
SETTINGS = {"version": 1, **settings_to_json(Settings(card_back=2, key_bindings={"undo": "u"}))}
STATISTICS = {"version": 1, **statistics_to_json({"scotch": GameStats(3, 2, 1, 0, 2, 170.8, 60, 0, 2)})}


def save_document(replay: Replay) -> dict:
    return {
        "version": 1,
        "app": "0.1.0",
        "saved_at": "2026-11-25T20:00:00",
        "name": "Autosave",
        "description": "Scorzo, you + 2 bots, 12 moves",
        "replay": replay.to_json(),
    }


LIBRARY = {"version": 1, "finished": "2026-11-25T20:00:00", "title": "Scorzo", "replay": SCORZO.to_json()}


@contextmanager
def home_holding(name: str, raw: bytes) -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as directory:
        home = Path(directory)
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        (home / name).write_bytes(raw)
        yield home
        kept = [path for path in home.rglob("*") if path.is_file() and path.read_bytes() == raw]
        assert kept, f"the bytes of {name} were lost"


@EXAMPLES
@given(raw=hostile_json(SETTINGS))
def test_hostile_settings_load_to_usable_values_and_are_kept(raw: bytes) -> None:
    with home_holding("settings.json", raw) as home:
        settings, _ = SettingsStore(home).load()
        assert isinstance(settings, Settings)
        assert SettingsStore(home).save(settings) is None  # what was loaded can always be written


@EXAMPLES
@given(raw=hostile_json(STATISTICS))
def test_hostile_statistics_load_and_keep_counting(raw: bytes) -> None:
    with home_holding("statistics.json", raw) as home:
        store = StatisticsStore(home)
        games, _ = store.load()
        assert all(isinstance(stats, GameStats) for stats in games.values())
        store.record("scotch", won=True, seconds=10.0, moves=50)
        assert store.last_save_message is None


@EXAMPLES
@given(raw=hostile_json(save_document(SCORZO)) | hostile_json(save_document(SCOTCH)))
def test_a_hostile_game_in_progress_is_listed_and_described_or_kept_with_its_reason(raw: bytes) -> None:
    for place in ("autosave.json", "in-progress/scorzo-1.json"):  # the old single autosave, and the list
        with home_holding(place, raw) as home:
            games = GamesInProgress(home, clock=lambda: datetime(2026, 11, 25, 20, 0, 0))
            said = games.take_old_autosave()
            assert said is None or said.startswith("The autosave could not be")
            for entry in games.entries():
                checked, state = games.saves.played(entry)
                if state is None:
                    assert checked.problem
                else:
                    assert who_plays(checked.replay) and progress(checked.replay, state)
                    assert seconds_played(checked.replay) is None or seconds_played(checked.replay) >= 0
            kept = [path for path in home.rglob("*") if path.is_file() and path.read_bytes() == raw]
            assert kept, f"the file at {place} is gone"


@EXAMPLES
@given(raw=hostile_json(save_document(SCORZO)))
def test_hostile_named_saves_are_listed_with_their_reasons(raw: bytes) -> None:
    with home_holding("saves/mine.json", raw) as home:
        store = SaveStore(home)
        for entry in store.named():
            checked = store.checked(entry)
            assert checked.readable or checked.problem
            assert checked.label  # the line the list draws


@EXAMPLES
@given(raw=hostile_json(LIBRARY))
def test_hostile_finished_games_are_listed_or_set_aside(raw: bytes) -> None:
    with home_holding("replays/game-20261125-200000-001-scorzo.json", raw) as home:
        games, messages = ReplayLibrary(home / "replays").games()
        assert len(games) + len(messages) == 1


@EXAMPLES
@given(raw=hostile_json(SCORZO.to_json()) | hostile_json(SCOTCH.to_json()))
def test_a_hostile_replay_is_played_or_refused_in_words(raw: bytes) -> None:
    try:
        replay = Replay.from_json(decode_json(raw))
        replay.play()
    except (Refused, ReplayError) as refusal:
        assert str(refusal)


def test_the_seed_documents_are_themselves_good() -> None:
    """Without this, every property above could pass on files that never loaded at all."""
    assert Replay.from_json(json.loads(json.dumps(SCORZO.to_json()))) == SCORZO
    with home_holding("settings.json", json.dumps(SETTINGS).encode()) as home:
        assert SettingsStore(home).load() == (Settings(card_back=2, key_bindings={"undo": "u"}), None)
    with home_holding("autosave.json", json.dumps(save_document(SCORZO)).encode()) as home:
        games = GamesInProgress(home)
        assert games.take_old_autosave() is None
        (entry,) = games.entries()
        assert SaveStore(home).playable(entry) == SCORZO
    with home_holding("replays/game-20261125-200000-001-scorzo.json", json.dumps(LIBRARY).encode()) as home:
        assert [game.replay for game in ReplayLibrary(home / "replays").games()[0]] == [SCORZO]
