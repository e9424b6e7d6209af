"""setups.json: each game's last setup and the names people used, read forgivingly (issue 21)."""

from __future__ import annotations

import json
from pathlib import Path

from game.storage.setups import MOST_KNOWN_NAMES, RememberedSetup, SetupStore

SCORZO = RememberedSetup(("human:mouse", "human:mouse", "bot:hard"), ("Ann", "Bob", ""), {"rounds": 5})


def test_a_setup_and_its_names_come_back_after_a_restart(tmp_path: Path) -> None:
    assert SetupStore(tmp_path).remember("scorzo", SCORZO) is None
    again = SetupStore(tmp_path)
    assert again.get("scorzo") == SCORZO
    assert again.known_names() == ["Ann", "Bob"]
    assert again.get("scroker") is None and again.load_message is None


def test_the_names_used_last_come_first_and_the_list_stays_short(tmp_path: Path) -> None:
    store = SetupStore(tmp_path)
    for number in range(MOST_KNOWN_NAMES + 3):
        store.remember("scorzo", RememberedSetup(("human:mouse", "bot:hard"), (f"P{number}", "")))
    store.remember("tac", RememberedSetup(("human:mouse", "bot:hard"), ("p3", "")))
    known = SetupStore(tmp_path).known_names()
    assert known[0] == "p3" and len(known) == MOST_KNOWN_NAMES
    assert "P3" not in known  # the same name in other letters is one name


def test_a_file_that_is_not_json_is_set_aside_with_a_sentence(tmp_path: Path) -> None:
    (tmp_path / "setups.json").write_text("{not json")
    store = SetupStore(tmp_path)
    assert store.get("scorzo") is None
    assert store.load_message is not None and "moved to setups.json.corrupt-" in store.load_message
    assert store.remember("scorzo", SCORZO) is None  # and the next Start writes a good file


def test_one_bad_game_costs_only_its_own_memory(tmp_path: Path) -> None:
    good = {"players": ["human:mouse", "bot:easy"], "names": ["Ann", ""], "options": {"hands": 10}}
    document = {
        "version": 1,
        "games": {"scroker": good, "scorzo": {"players": "everyone"}, "tac": {"players": ["x"] * 99}},
        "known_names": ["Ann", 7, "Line\nbreak", "ann"],
    }
    (tmp_path / "setups.json").write_text(json.dumps(document))
    store = SetupStore(tmp_path)
    assert store.get("scroker") == RememberedSetup(("human:mouse", "bot:easy"), ("Ann", ""), {"hands": 10})
    assert store.get("scorzo") is None and store.get("tac") is None
    assert (
        store.load_message is not None and '"scorzo"' in store.load_message and '"tac"' in store.load_message
    )
    assert store.known_names() == ["Ann", "Line break"]
