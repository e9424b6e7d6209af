"""A broken shipped file is a sentence naming it, never a traceback (issue 19, points 1 and 3).

Every test works on a copy of the shipped files (``CARDTABLE_ASSETS``, game/resources.py), so
the real ``assets/`` and ``docs/rules/`` are never touched: the property tests mutate one file
of the copy and read it through its own reader, which either reads it (the mutation left it
valid) or raises ``BrokenAsset`` naming that file; the table tests break the file a game needs
and open the game every way a player can, expecting the title (or the screen they were on) to
say the sentence while the rest of the app works on.
"""

from __future__ import annotations

import json
import random
import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bots import scotch_difficulty
from game.core import registry
from game.core.decoding import BrokenAsset
from game.core.replays import Replay, ReplayError
from game.resources import ASSETS_VARIABLE, project_root
from game.rules.scroker import cards as scroker_cards
from game.rules.scroker import dealer_calls, dictionary
from game.rules.shedding import deck as shedding_deck
from game.ui.app import App
from game.ui.input import controls_sheet, key_presets, pad_buttons
from game.ui.menus import picker_texts, setup_help
from game.ui.menus.title import TitleScene
from game.ui.table.layout import load_layout

BROKEN = "that came with Card Table is broken"
DEEP: Any = 1
for _ in range(600):  # deeper than any shipped file nests
    DEEP = [DEEP]
HOSTILE_VALUES: list[Any] = [
    "\ud800",
    "\x00",
    "",
    1e300,
    -1,
    10**30,
    True,
    None,
    [],
    {},
    "x" * 5000,
    DEEP,
]
EXAMPLES = settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


# --- a copy of the shipped files ---------------------------------------------------------------------


def forget_read_assets() -> None:
    """Drop every shipped file the program has read and kept, so the next look reads the copy."""
    for cached in (
        shedding_deck.deck_from_file,
        scroker_cards.standard_deck,
        dealer_calls.dealer_calls,
        dictionary.scroker_dictionary,
        controls_sheet.controls_data,
        picker_texts.picker_texts,
        setup_help.setup_help,
        scotch_difficulty.deal_ratings,
    ):
        cached.cache_clear()
    for game in key_presets.RACE_GAMES:
        game.__dict__.pop("presets", None)
    from game.ui.games.repezita import keys as repezita_keys

    for mapping in (key_presets.PRESETS, pad_buttons.PAD_BUTTONS, repezita_keys.PAD_BUTTONS):
        mapping.__dict__.pop("_content", None)


@pytest.fixture
def shipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of ``assets/`` and ``docs/rules/`` the program reads instead of its own."""
    root = tmp_path / "shipped"
    shutil.copytree(project_root() / "assets", root / "assets")
    shutil.copytree(project_root() / "docs" / "rules", root / "docs" / "rules")
    monkeypatch.setenv(ASSETS_VARIABLE, str(root))
    forget_read_assets()
    yield root
    monkeypatch.delenv(ASSETS_VARIABLE)
    forget_read_assets()


# --- mutations of a file --------------------------------------------------------------------------


def mutated_json(original: bytes, choice: random.Random, kind: str) -> bytes:
    """``original`` with one fault of ``kind``: cut short, a byte changed, a value or key changed."""
    if kind == "truncate":
        return original[: choice.randrange(len(original))]
    if kind == "byte":
        at = choice.randrange(len(original))
        return original[:at] + bytes([choice.randrange(256)]) + original[at + 1 :]
    document = json.loads(original)
    paths = list(_paths(document))
    path = choice.choice(paths)
    if kind == "value":
        _set(document, path, choice.choice(HOSTILE_VALUES))
    elif kind == "remove" and path:
        parent = _get(document, path[:-1])
        del parent[path[-1]]
    elif kind == "duplicate" and path:
        parent = _get(document, path[:-1])
        if isinstance(parent, list):
            parent.append(parent[path[-1]])
        else:
            text = json.dumps(document, ensure_ascii=False)
            key = json.dumps(path[-1], ensure_ascii=False)
            return text.replace(key + ":", f"{key}: 0, {key}:", 1).encode("utf-8", "surrogatepass")
    elif kind == "code":  # a card code, suit or key name misspelled
        value = _get(document, path)
        if isinstance(value, str):
            _set(document, path, value + choice.choice(["x", "1", "é", " "]))
    return json.dumps(document, ensure_ascii=False).encode("utf-8", "surrogatepass")


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, inner in items:
        yield from _paths(inner, (*path, key))


def _get(document: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        document = document[key]
    return document


def _set(document: Any, path: tuple[Any, ...], value: Any) -> None:
    if path:
        _get(document, path[:-1])[path[-1]] = value


def mutated_text(original: bytes, choice: random.Random, kind: str) -> bytes:
    """A text file (a map, the word list, a rules page) with one fault of ``kind``."""
    if kind in ("truncate", "byte"):
        return mutated_json(original, choice, kind)
    text = original.decode("utf-8")
    values = list(re.finditer(r'"([^"<>]*)"', text))
    if kind == "value" and values:
        found = choice.choice(values)
        hostile = choice.choice(["", "-1", "1e400", "nan", "x", "&#0;", "\ud800", "99999999", "&amp;x"])
        return (text[: found.start(1)] + hostile + text[found.end(1) :]).encode("utf-8", "surrogatepass")
    lines = text.splitlines()
    at = choice.randrange(len(lines))
    if kind == "remove":
        del lines[at]
    else:
        lines.insert(at, choice.choice(["<!DOCTYPE map [<!ENTITY a 'aaaa'>]>", "Dog", "\x00", "<layer/>"]))
    return "\n".join(lines).encode("utf-8", "surrogatepass")


# --- each kind of shipped file and its reader -------------------------------------------------------


def _layout(path: Path) -> object:
    original = (project_root() / "assets" / "layouts" / path.name).read_text(encoding="utf-8")
    piles = original.split('name="piles"', 1)[1].split("</objectgroup>", 1)[0]
    return load_layout(path, re.findall(r'<object id="\d+" name="([^"]+)"', piles))


READERS: dict[str, Callable[[Path], object]] = {
    "decks/cards32.json": shedding_deck.read_deck_file,
    "decks/cards52.json": shedding_deck.read_deck_file,
    "decks/scroker.json": scroker_cards.read_deck_file,
    "decks/scroker_calls.json": dealer_calls.read_calls_file,
    "deals/scotch-difficulty.json": scotch_difficulty.read_ratings_file,
    "help/controls.json": lambda path: controls_sheet.controls_data(),
    "help/picker.json": picker_texts.read_picker_file,
    "help/setup.json": setup_help.read_setup_help,
    "keys/race_presets.json": lambda path: key_presets.load_presets(path, key_presets.ACTIONS),
    "keys/repezita_presets.json": lambda path: key_presets.load_presets(path, key_presets.REPEZITA_ACTIONS),
    "keys/pad_buttons.json": lambda path: pad_buttons.load_pad_buttons(path, key_presets.ACTIONS),
    "keys/repezita_pad_buttons.json": lambda path: pad_buttons.load_pad_buttons(
        path, key_presets.REPEZITA_ACTIONS
    ),
}
TEXT_READERS: dict[str, Callable[[Path], object]] = {
    "layouts/scotch.tmx": _layout,
    "layouts/scrooge-3-jokers.tmx": _layout,
    "layouts/scroker-4.tmx": _layout,
    "words/enable-2-5.txt": dictionary.Dictionary.from_file,
}


def reads_or_names_the_file(shipped: Path, name: str, mutated: bytes, read: Callable[[Path], object]) -> None:
    """The one property: the reader returns, or raises ``BrokenAsset`` naming the file; nothing else."""
    path = shipped / "assets" / name
    path.write_bytes(mutated)
    forget_read_assets()
    try:
        read(path)
    except BrokenAsset as error:
        assert error.path == path, error
        assert f"assets/{name}" in str(error) and BROKEN in str(error)
        assert "\x00" not in str(error) and str(error).encode("utf-8")  # drawable and writable


@pytest.mark.parametrize("name", sorted(READERS))
@EXAMPLES
@given(
    kind=st.sampled_from(["truncate", "byte", "value", "remove", "duplicate", "code"]),
    seed=st.integers(0, 2**32),
)
def test_a_mutated_json_asset_loads_or_is_a_broken_asset_naming_it(
    shipped: Path, name: str, kind: str, seed: int
) -> None:
    original = (project_root() / "assets" / name).read_bytes()
    mutated = mutated_json(original, random.Random(seed), kind)
    reads_or_names_the_file(shipped, name, mutated, READERS[name])


@pytest.mark.parametrize("name", sorted(TEXT_READERS))
@EXAMPLES
@given(kind=st.sampled_from(["truncate", "byte", "value", "remove", "insert"]), seed=st.integers(0, 2**32))
def test_a_mutated_map_or_word_list_loads_or_is_a_broken_asset_naming_it(
    shipped: Path, name: str, kind: str, seed: int
) -> None:
    original = (project_root() / "assets" / name).read_bytes()
    mutated = mutated_text(original, random.Random(seed), kind)
    reads_or_names_the_file(shipped, name, mutated, TEXT_READERS[name])


@pytest.mark.parametrize(
    ("name", "fault", "said"),
    [
        ("decks/scroker.json", lambda t: t.replace('"M": "Moose"', '"M": "Moose", "M": "Mo"'), '"M" twice'),
        ("decks/cards52.json", lambda t: t.replace('"Q", "K"', '"Q", "Q"'), "lists Q twice"),
        ("decks/cards32.json", lambda t: t.replace('"S"]', '"X"]'), "naming one of: C, D, H, S"),
        ("keys/race_presets.json", lambda t: t.replace('"q"', '"no such key"'), "a key no keyboard has"),
        ("keys/pad_buttons.json", lambda t: t.replace('"a"', '"z"'), "naming one of"),
        ("help/controls.json", lambda t: t.replace('"mouse"', '"mice"', 1), "not one this file has"),
        ("help/picker.json", lambda t: t.replace('"tac"]', '"tic"]', 1), "names a game 'tic'"),
        ("help/picker.json", lambda t: t.replace('"schrum", "tac"', '"schrum"', 1), "'tac' in no group"),
        (
            "layouts/scotch.tmx",
            lambda t: t.replace("<map ", "<!DOCTYPE x [<!ENTITY e 'e'>]><map "),
            "entities",
        ),
        ("layouts/scotch.tmx", lambda t: t.replace('width="124"', 'width="1e400"', 1), "number"),
    ],
)
def test_a_broken_asset_says_the_file_and_the_fault(
    shipped: Path, name: str, fault: Callable[[str], str], said: str
) -> None:
    path = shipped / "assets" / name
    path.write_text(fault(path.read_text(encoding="utf-8")), encoding="utf-8")
    reader = {**READERS, **TEXT_READERS}[name]
    with pytest.raises(BrokenAsset) as error:
        reader(path)
    assert f"assets/{name}" in str(error.value) and said in str(error.value)


# --- every way into a table says the sentence ---------------------------------------------------------

# The file each game cannot open without (a deck, the word list, key presets), and its layouts.
NEEDS: list[tuple[str, str]] = [
    ("scotch", "layouts/scotch.tmx"),
    ("scrooge", "layouts/scrooge-*.tmx"),
    ("scrooge", "keys/race_presets.json"),
    ("repezita", "layouts/repezita-*.tmx"),
    ("repezita", "keys/repezita_pad_buttons.json"),
    ("scorzo", "layouts/scorzo-*.tmx"),
    ("scroker", "decks/scroker.json"),
    ("scroker", "words/enable-2-5.txt"),
    ("spit", "layouts/scroker-*.tmx"),
    ("longhorn", "decks/scroker.json"),
    ("dealers-choice", "words/enable-2-5.txt"),
    ("schrum", "decks/cards32.json"),
    ("tac", "decks/cards52.json"),
    ("tac", "layouts/tac-*.tmx"),
]


def break_files(shipped: Path, pattern: str) -> str:
    """Write nonsense over every shipped file matching ``pattern``; the folder they are in, for messages."""
    for path in (shipped / "assets").glob(pattern):
        nonsense = {".tmx": b"<map", ".txt": b"Dog\n"}.get(path.suffix, b"{ broken")
        path.write_bytes(nonsense)
    forget_read_assets()
    return f"assets/{pattern.split('*')[0]}"


def players(game_id: str) -> tuple[str, ...]:
    spec = registry.get(game_id)
    if game_id == "scotch":
        return ("human",)
    seats = min(spec.seat_counts) if spec.seat_counts else spec.seats[0]
    return ("human:mouse", *(["bot:easy"] * (seats - 1)))


def says_broken(app: App, named: str) -> None:
    assert isinstance(app.stack.top, TitleScene)
    assert app.notice is not None and BROKEN in app.notice and named in app.notice, app.notice
    app.step(0.0)  # the title draws the sentence
    app.nav.picker()  # and the rest of the app works on
    app.step(0.0)


@pytest.mark.parametrize(("game_id", "pattern"), NEEDS)
def test_a_table_opened_from_the_command_line_with_a_broken_file_says_so(
    shipped: Path, quiet_app: App, game_id: str, pattern: str
) -> None:
    from game.ui.launch import seats_for

    named = break_files(shipped, pattern)
    spec = registry.get(game_id)
    quiet_app.stack.push(TitleScene(quiet_app))
    plans = seats_for(spec, ",".join(players(game_id)) if len(players(game_id)) > 1 else None)
    if plans is None:
        quiet_app.nav.play(spec, 7)
    else:
        quiet_app.nav.open_table(spec, 7, plans, {})
    says_broken(quiet_app, named)


@pytest.mark.parametrize(("game_id", "pattern"), NEEDS)
def test_a_saved_game_continued_with_a_broken_file_says_so_and_is_kept(
    shipped: Path, quiet_app: App, game_id: str, pattern: str
) -> None:
    from game.ui.menus.saved_games import reopen_replay
    from game.ui.saving.opened_file import OpenedFile

    named = break_files(shipped, pattern)
    seated = players(game_id)
    quiet_app.stack.push(TitleScene(quiet_app))
    replay = Replay(game_id, len(seated), 7, {}, seated)
    refusal = reopen_replay(quiet_app, replay, OpenedFile.of(shipped / "a save.json", "a save", replay))
    assert refusal is not None and BROKEN in refusal and named in refusal, refusal
    assert isinstance(quiet_app.stack.top, TitleScene)


@pytest.mark.parametrize(("game_id", "pattern"), NEEDS)
def test_a_finished_game_watched_with_a_broken_file_says_so(
    shipped: Path, quiet_app: App, game_id: str, pattern: str
) -> None:
    named = break_files(shipped, pattern)
    seated = players(game_id)
    quiet_app.stack.push(TitleScene(quiet_app))
    with pytest.raises(ReplayError) as refusal:
        quiet_app.nav.watch(Replay(game_id, len(seated), 7, {}, seated))
    assert BROKEN in str(refusal.value) and named in str(refusal.value)
    assert isinstance(quiet_app.stack.top, TitleScene)


def test_a_setup_screen_of_a_game_with_a_broken_file_leaves_the_title_saying_so(
    shipped: Path, quiet_app: App
) -> None:
    named = break_files(shipped, "keys/repezita_presets.json")
    quiet_app.stack.push(TitleScene(quiet_app))
    quiet_app.nav.set_up(registry.get("repezita"))
    says_broken(quiet_app, named)


def test_a_broken_key_preset_stops_only_the_game_that_uses_it(shipped: Path, quiet_app: App) -> None:
    from game.core.seats import parse_players

    break_files(shipped, "keys/race_presets.json")
    quiet_app.stack.push(TitleScene(quiet_app))
    quiet_app.nav.play(registry.get("scotch"), 7)
    assert not isinstance(quiet_app.stack.top, TitleScene)
    spec = registry.get("repezita")
    quiet_app.nav.open_table(spec, 7, parse_players("human:keys1,bot:easy", spec.seats), {})
    assert not isinstance(quiet_app.stack.top, TitleScene) and not quiet_app.notice


def page_text(app: App) -> str:
    return " ".join(line.text for line in app.stack.top.lines)  # type: ignore[union-attr]


def test_f2_with_a_broken_controls_file_says_so_over_the_table(shipped: Path, quiet_app: App) -> None:
    from game.ui.menus.controls import ControlsScene

    break_files(shipped, "help/controls.json")
    spec = registry.get("scorzo")
    quiet_app.stack.push(ControlsScene(quiet_app, spec, ["human:mouse", "bot:easy"], ["You", "Bot"]))
    assert BROKEN in page_text(quiet_app) and "assets/help/controls.json" in page_text(quiet_app)
    quiet_app.step(0.0)


def test_f1_with_a_broken_rules_page_says_so(shipped: Path, quiet_app: App) -> None:
    spec = registry.get("tac")
    (shipped / "docs" / "rules" / spec.rules_file).write_bytes(b"# Tac\n\xff\xfe broken")
    quiet_app.nav.rules(spec)
    assert BROKEN in page_text(quiet_app) and f"docs/rules/{spec.rules_file}" in page_text(quiet_app)
    quiet_app.step(0.0)


@pytest.mark.parametrize(
    ("game_id", "file_name", "seats"), [("tac", "cards52.json", 3), ("schrum", "cards32.json", 2)]
)
def test_a_deck_file_missing_a_rank_is_broken_not_a_deal_that_cannot_be_made(
    shipped: Path, game_id: str, file_name: str, seats: int
) -> None:
    """The hostile run's find: Tač's deck short of a rank failed as "47 cards do not deal evenly"."""
    path = shipped / "assets" / "decks" / file_name
    document = json.loads(path.read_text(encoding="utf-8"))
    document["ranks"].remove("8")
    path.write_text(json.dumps(document), encoding="utf-8")
    forget_read_assets()
    with pytest.raises(
        BrokenAsset, match=rf"{file_name} that came with Card Table is broken: it lists \d+ cards"
    ):
        registry.get(game_id).new_game(seats=seats, seed=1)
