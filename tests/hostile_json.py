"""Hypothesis strategies that turn a valid JSON document into the bytes a hostile or unlucky disk holds.

Issue 19: every file the app reads must load without an exception and without losing its bytes,
whatever they are. These strategies start from a real document (Python values as ``json.loads``
gives them) and break it the ways files get broken: a value of the wrong type, numbers too big or
not finite, strings with lone surrogates, NUL or 100,000 characters, nesting 100,000 deep, a cut,
a flipped byte, keys missing or doubled, items doubled or dropped, no UTF-8, a BOM, a save of one
game claiming another, and card lists with cards doubled or missing. Every strategy gives BYTES,
so invalid JSON is possible. No tests live here: property tests import it, and so does
``tools/hostile_run.py``.

Each strategy is built once per document (the document's paths are listed up front), so drawing
an example costs one walk of the document and one ``json.dumps``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import Any

from hypothesis import strategies as st

from game.core.registry import CATALOGUE

Path = tuple[str | int, ...]
JsonValue = Any

GAME_IDS: tuple[str, ...] = tuple(listing.id for listing in CATALOGUE)
DEEP = 100_000
LONG = 100_000
BOM = b"\xef\xbb\xbf"

# JSON text that ``json.dumps`` never writes, put in place of a value as it is (raw).
NON_FINITE_TEXT = ("1e400", "-1e400", "NaN", "Infinity", "-Infinity")
BAD_STRING_TEXT = (
    '"\\ud800"',  # a lone high surrogate: valid JSON, not encodable as UTF-8
    '"\\udfff"',
    '"a\\u0000b"',  # a NUL
    '"\\u0001\\u001f\\u007f"',  # control characters
    '"\\u202eevil\\u202c"',  # right-to-left override
    '"\\u200f\\u200e"',  # right-to-left and left-to-right marks
    '"\\ufeff"',  # a BOM inside a string
)
DEEP_TEXT = ("[" * DEEP + "]" * DEEP, '{"a":' * 5_000 + "1" + "}" * 5_000, "[" * DEEP)
WRONG_TYPES: tuple[JsonValue, ...] = (None, True, False, 0, -1, 1.5, "", "x", [], {}, [1, 2], {"a": 1})
HUGE_NUMBERS: tuple[JsonValue, ...] = (10**400, -(10**400), 2**64, 2**63, -(2**63) - 1, 2**31, 1e308, -1e308)
ODD_FLOATS: tuple[JsonValue, ...] = (-0.0, 5e-324, 0.1, -1)
NOT_UTF8 = (b"\xff", b"\xfe\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x80", b"\xf8\x88\x80\x80\x80")


class _Raw:
    """A value written into the JSON text as it is (it may not be valid JSON on its own)."""

    def __init__(self, text: str) -> None:
        self.text = text


def _paths(document: JsonValue, prefix: Path = ()) -> list[Path]:
    """Every place in ``document`` that holds a value, the document itself first."""
    found = [prefix]
    if isinstance(document, dict):
        for key, value in document.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            found += _paths(value, (*prefix, index))
    return found


def _get(document: JsonValue, path: Path) -> JsonValue:
    for step in path:
        document = document[step]
    return document


def _replaced(document: JsonValue, path: Path, value: JsonValue) -> JsonValue:
    """A copy of ``document`` with the value at ``path`` replaced (only the path is copied)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(document, dict):
        return {**document, head: _replaced(document[head], rest, value)}
    copy = list(document)
    copy[head] = _replaced(copy[head], rest, value)  # type: ignore[index]
    return copy


def _dump(document: JsonValue) -> bytes:
    """JSON bytes; ``_Raw`` values and ``_Pairs`` objects are written as they are."""
    return _text(document).encode("utf-8", "surrogatepass")


class _Pairs:
    """An object written from (key, value) pairs, so a key can appear twice."""

    def __init__(self, pairs: Sequence[tuple[str, JsonValue]]) -> None:
        self.pairs = list(pairs)


def _text(value: JsonValue) -> str:
    if isinstance(value, _Raw):
        return value.text
    if isinstance(value, _Pairs):
        return "{" + ",".join(f"{json.dumps(key)}:{_text(item)}" for key, item in value.pairs) + "}"
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(str(key))}:{_text(item)}" for key, item in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(_text(item) for item in value) + "]"
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)  # json.dumps refuses ints over 4300 digits; a disk does not
    return json.dumps(value)


def _value_at(
    document: JsonValue, paths: list[Path], values: st.SearchStrategy[JsonValue]
) -> st.SearchStrategy[bytes]:
    """The document with one value (any, the whole document too) replaced by one of ``values``."""
    return st.tuples(st.sampled_from(paths), values).map(lambda pv: _dump(_replaced(document, pv[0], pv[1])))


def _containers(document: JsonValue, kind: type) -> list[Path]:
    return [
        path for path in _paths(document) if isinstance(_get(document, path), kind) and _get(document, path)
    ]


def wrong_type(document: JsonValue) -> st.SearchStrategy[bytes]:
    """A value replaced by one of another type (null, bool, number, string, list, object)."""
    return _value_at(document, _paths(document), st.sampled_from(WRONG_TYPES))


def huge_numbers(document: JsonValue) -> st.SearchStrategy[bytes]:
    """A value replaced by 10**400, 2**64, 1e308, -0.0, 5e-324 and friends."""
    return _value_at(document, _paths(document), st.sampled_from(HUGE_NUMBERS + ODD_FLOATS))


def non_finite_numbers(document: JsonValue) -> st.SearchStrategy[bytes]:
    """A value written as 1e400, -1e400, NaN or Infinity (Python's json reads all of them)."""
    return _value_at(document, _paths(document), st.sampled_from(NON_FINITE_TEXT).map(_Raw))


def bad_strings(document: JsonValue) -> st.SearchStrategy[bytes]:
    """A value replaced by a lone surrogate, a NUL, control characters, RTL marks or 100,000 characters."""
    texts = st.sampled_from(BAD_STRING_TEXT).map(_Raw) | st.just("x" * LONG) | st.just("\u202e" * 1_000)
    return _value_at(document, _paths(document), texts)


def deep_nesting(document: JsonValue) -> st.SearchStrategy[bytes]:
    """A value replaced by lists nested 100,000 deep (closed or not) or objects 5,000 deep."""
    return _value_at(document, _paths(document), st.sampled_from(DEEP_TEXT).map(_Raw))


def key_removed(document: JsonValue) -> st.SearchStrategy[bytes]:
    """One key of one object removed."""
    places = [(path, key) for path in _containers(document, dict) for key in _get(document, path)]
    if not places:
        return wrong_type(document)  # nothing of the kind to break: break a value instead

    def remove(place: tuple[Path, str]) -> bytes:
        path, key = place
        inner = {k: v for k, v in _get(document, path).items() if k != key}
        return _dump(_replaced(document, path, inner))

    return st.sampled_from(places).map(remove)


def key_duplicated(document: JsonValue) -> st.SearchStrategy[bytes]:
    """One key written twice, the second time with another value (JSON readers keep the last)."""
    places = [(path, key) for path in _containers(document, dict) for key in _get(document, path)]
    if not places:
        return wrong_type(document)  # nothing of the kind to break: break a value instead

    def duplicate(args: tuple[tuple[Path, str], JsonValue, bool]) -> bytes:
        (path, key), other, first = args
        pairs = list(_get(document, path).items())
        extra = (key, other)
        pairs = [extra, *pairs] if first else [*pairs, extra]
        return _dump(_replaced(document, path, _Pairs(pairs)))

    return st.tuples(st.sampled_from(places), st.sampled_from(WRONG_TYPES + HUGE_NUMBERS), st.booleans()).map(
        duplicate
    )


def list_item_changed(document: JsonValue) -> st.SearchStrategy[bytes]:
    """One item of one list doubled (in place or at the end) or dropped."""
    places = [
        (path, index) for path in _containers(document, list) for index in range(len(_get(document, path)))
    ]
    if not places:
        return wrong_type(document)  # nothing of the kind to break: break a value instead

    def change(args: tuple[tuple[Path, int], str]) -> bytes:
        (path, index), how = args
        items = list(_get(document, path))
        if how == "drop":
            del items[index]
        elif how == "double":
            items.insert(index, items[index])
        else:
            items.append(items[index])
        return _dump(_replaced(document, path, items))

    return st.tuples(st.sampled_from(places), st.sampled_from(("drop", "double", "append"))).map(change)


def wrapped_in_list(document: JsonValue) -> st.SearchStrategy[bytes]:
    """The whole document inside a list (or an object), so its top level has the wrong shape."""
    return st.sampled_from(([document], {"document": document}, [document, document])).map(_dump)


def empty_file(document: JsonValue) -> st.SearchStrategy[bytes]:
    """No bytes at all, only white space, or the bare literals null, [] and {}."""
    return st.sampled_from((b"", b" ", b"\n", b"null", b"[]", b"{}", b"0", b'""'))


def byte_damage(data: bytes) -> st.SearchStrategy[bytes]:
    """``data`` cut at a random byte, or one byte flipped, inserted or deleted."""
    size = len(data)
    if size == 0:
        return st.binary(max_size=8)
    at = st.integers(0, size - 1)
    cut = at.map(lambda i: data[:i])
    flip = st.tuples(at, st.integers(1, 255)).map(
        lambda a: data[: a[0]] + bytes([data[a[0]] ^ a[1]]) + data[a[0] + 1 :]
    )
    insert = st.tuples(st.integers(0, size), st.integers(0, 255)).map(
        lambda a: data[: a[0]] + bytes([a[1]]) + data[a[0] :]
    )
    delete = at.map(lambda i: data[:i] + data[i + 1 :])
    return st.one_of(cut, flip, insert, delete)


def not_utf8(data: bytes) -> st.SearchStrategy[bytes]:
    """Bytes that are not UTF-8 put in somewhere, or the whole text as UTF-16 or Latin-1 with accents."""
    size = len(data)
    spliced = st.tuples(st.integers(0, size), st.sampled_from(NOT_UTF8)).map(
        lambda a: data[: a[0]] + a[1] + data[a[0] :]
    )
    recoded = st.sampled_from(("utf-16", "utf-32")).map(
        lambda codec: data.decode("utf-8", "replace").encode(codec, "surrogatepass")
    )
    latin = st.just(data.replace(b'"', '"\xe9'.encode("latin-1"), 1))
    return st.one_of(spliced, recoded, latin)


def with_bom(data: bytes) -> st.SearchStrategy[bytes]:
    """The bytes behind a UTF-8 byte order mark (once, or twice)."""
    return st.sampled_from((BOM + data, BOM + BOM + data, b"\xff\xfe" + data))


def other_game_claimed(document: JsonValue, game_ids: Sequence[str] = GAME_IDS) -> st.SearchStrategy[bytes]:
    """Every ``"game": <id>`` (a save's replay, a replay file) swapped for another game's id."""
    places = [
        path
        for path in _paths(document)
        if path
        and path[-1] == "game"
        and isinstance(_get(document, path), str)
        and _get(document, path) in game_ids
    ]
    if not places:
        return wrong_type(document)  # nothing of the kind to break: break a value instead

    def claim(other: str) -> bytes:
        changed = document
        for path in places:
            changed = _replaced(changed, path, other)
        return _dump(changed)

    others = [game for game in game_ids if game not in {_get(document, path) for path in places}]
    return st.sampled_from(others or list(game_ids)).map(claim)


_CARD_KEY = re.compile(r"card|hand|pile|deck|code|source|target|discard|meld", re.IGNORECASE)


def _card_places(document: JsonValue) -> tuple[list[Path], list[Path]]:
    """Lists of scalars (card lists) and strings under a card-ish key (card codes)."""
    lists, codes = [], []
    for path in _paths(document):
        value = _get(document, path)
        if isinstance(value, list) and len(value) >= 2 and all(isinstance(v, (str, int)) for v in value):
            lists.append(path)
        elif isinstance(value, str) and path and isinstance(path[-1], str) and _CARD_KEY.search(path[-1]):
            codes.append(path)
    return lists, codes


def cards_doubled_or_missing(document: JsonValue) -> st.SearchStrategy[bytes]:
    """In a card list one card replaced by another already there, dropped, or added twice; a code swapped."""
    lists, codes = _card_places(document)
    if not lists and not codes:
        return list_item_changed(document)
    seen_codes = sorted({_get(document, path) for path in codes}) or ["?"]
    choices: list[st.SearchStrategy[bytes]] = []
    if lists:

        def tamper(args: tuple[Path, int, int, str]) -> bytes:
            path, i, j, how = args
            items = list(_get(document, path))
            i, j = i % len(items), j % len(items)
            if how == "double":
                items[j] = items[i]
            elif how == "drop":
                del items[i]
            else:
                items.append(items[i])
            return _dump(_replaced(document, path, items))

        choices.append(
            st.tuples(
                st.sampled_from(lists),
                st.integers(0, 999),
                st.integers(0, 999),
                st.sampled_from(("double", "drop", "add")),
            ).map(tamper)
        )
    if codes:
        choices.append(
            st.tuples(
                st.sampled_from(codes), st.sampled_from([*seen_codes, "", "X9", "joker", "ace:spades"])
            ).map(lambda pv: _dump(_replaced(document, pv[0], pv[1])))
        )
    return st.one_of(choices)


def hostile_text(data: bytes) -> st.SearchStrategy[bytes]:
    """Damage for a file that is not JSON (a .tmx layout, a word list, a rules page): bytes and numbers."""
    numbers = [match.span() for match in re.finditer(rb"-?\d+(?:\.\d+)?", data)][:5_000]
    damage = [byte_damage(data), not_utf8(data), with_bom(data), st.sampled_from((b"", b"\n", b"\x00" * 64))]
    if numbers:
        damage.append(
            st.tuples(
                st.sampled_from(numbers),
                st.sampled_from((b"1e400", b"NaN", b"-1", b"0", b"99999999999", b"-0.0", b"x", b"")),
            ).map(lambda a: data[: a[0][0]] + a[1] + data[a[0][1] :])
        )
    damage.append(st.just(data * 3))  # everything doubled: duplicate entries, repeated tags
    damage.append(st.integers(1, max(1, len(data) - 1)).map(lambda i: data[i:]))  # the start cut off
    return st.one_of(damage)


STRUCTURE_STRATEGIES: dict[str, Callable[[JsonValue], st.SearchStrategy[bytes]]] = {
    "wrong-type": wrong_type,
    "huge-number": huge_numbers,
    "non-finite": non_finite_numbers,
    "bad-string": bad_strings,
    "deep": deep_nesting,
    "key-removed": key_removed,
    "key-doubled": key_duplicated,
    "item-changed": list_item_changed,
    "wrapped": wrapped_in_list,
    "empty": empty_file,
    "other-game": other_game_claimed,
    "cards": cards_doubled_or_missing,
}
BYTE_STRATEGIES: dict[str, Callable[[bytes], st.SearchStrategy[bytes]]] = {
    "bytes": byte_damage,
    "not-utf8": not_utf8,
    "bom": with_bom,
}


def labelled_hostile_json(
    document: JsonValue, only: Sequence[str] | None = None
) -> st.SearchStrategy[tuple[str, bytes]]:
    """(how it was broken, the bytes): every strategy above, each as likely as the others."""
    data = json.dumps(document, indent=2).encode("utf-8")
    choices = [
        make(document).map(lambda raw, name=name: (name, raw))
        for name, make in STRUCTURE_STRATEGIES.items()
        if only is None or name in only
    ]
    choices += [
        make(data).map(lambda raw, name=name: (name, raw))
        for name, make in BYTE_STRATEGIES.items()
        if only is None or name in only
    ]
    return st.one_of(choices)


def hostile_json(document: JsonValue) -> st.SearchStrategy[bytes]:
    """The bytes of a hostile variant of ``document``, by any of the strategies above."""
    return labelled_hostile_json(document).map(lambda pair: pair[1])


def labelled_hostile_text(data: bytes) -> st.SearchStrategy[tuple[str, bytes]]:
    """(how, bytes) for a file that is not JSON."""
    return hostile_text(data).map(lambda raw: ("text", raw))
