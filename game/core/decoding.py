"""The trust boundary: every file the app reads becomes a typed value here, or a sentence saying why not.

DESIGN.md §9: user data and shipped assets alike are decoded against a declared schema with
limits, in one place, by a well-kept library. That library is msgspec (docs/decisions.md,
"One trust boundary"): it decodes JSON straight into typed records, refuses what JSON
itself should not hold (``1e400``, ``NaN``, lone surrogates such as ``"\\ud800"``) while
parsing, and checks bounds and lengths declared once beside each type, at a
start-up cost of about a millisecond.

What callers get:
- the constrained types below (``Text``, ``Name``, ``whole``, ``number``…) to declare
  schemas with;
- ``read_file`` (bounded size, every OS error a sentence), ``decode_json`` and
  ``read_json`` (bytes to a typed value), ``convert`` (an already-decoded value to a
  typed one, for a file read a field at a time), ``read_lines`` (word lists);
- ``Refused``: the only exception any of them raises, its text a clause a sentence can
  end with ("its "seats" must be a whole number from 1 to 8, not 1e+400");
- ``BrokenAsset``: a shipped file outside its schema, named with its fault, for the
  table that needs it to say so instead of opening.
"""

from __future__ import annotations

import functools
import json
import os
import re
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any, TypeVar

import msgspec
import msgspec.inspect

from game.resources import shipped_root

T = TypeVar("T")

# A file larger than this is not one the app wrote or ships; reading it whole could exhaust memory.
LARGEST_FILE = 16 * 1024 * 1024
LONGEST_TEXT = 4000  # characters: a save's line, a title, a message
LONGEST_NAME = 80  # characters: a typed save name, a key's name, a player's name
LONGEST_LIST = 200_000  # items: the steps of the longest game
LARGEST_WHOLE = 2**63 - 1  # a seed or a count the rules can hold in a machine word

# Text may hold no NUL (C libraries, fonts and file names end a string there) and no lone surrogate
# (it cannot be written as UTF-8, so saving or measuring it would fail later, far from here). These
# are checked by ``_refuse_bad_text`` after msgspec's own checks, not with ``Meta(pattern=…)``: a
# compiled pattern in a type crashed the interpreter as it collected garbage (msgspec issue #717,
# reproduced here with 0.19–0.22), so no type here carries one.
_BAD_TEXT = re.compile("[\x00\ud800-\udfff]")
_ESCAPED_NUL = re.compile(rb"(?<!\\)(?:\\\\)*\\u0000")

# A text's form and an enumeration's names ride in ``Meta.extra``, which msgspec keeps but does not
# check: ``_check_shapes`` checks them once msgspec's own checks have passed.
SHAPE, NAMES = "cardtable_shape", "cardtable_names"

Text = Annotated[str, msgspec.Meta(max_length=LONGEST_TEXT)]
Name = Annotated[str, msgspec.Meta(max_length=LONGEST_NAME)]
Identifier = Annotated[str, msgspec.Meta(min_length=1, max_length=LONGEST_NAME)]
Count = Annotated[int, msgspec.Meta(ge=0, le=LARGEST_WHOLE)]
Flag = bool


def whole(low: int, high: int) -> Any:
    """A whole number from ``low`` to ``high``, both included."""
    return Annotated[int, msgspec.Meta(ge=low, le=high)]


def number(low: float, high: float) -> Any:
    """A finite number from ``low`` to ``high`` (a whole number is accepted as one too)."""
    return Annotated[float, msgspec.Meta(ge=low, le=high)]


def text(longest: int, shape: str | None = None) -> Any:
    """Text of at most ``longest`` characters (never a NUL or a lone surrogate, as all text here),
    matching the regular expression ``shape`` when one is given (checked by ``_check_shapes``)."""
    if shape is None:
        return Annotated[str, msgspec.Meta(max_length=longest)]
    return Annotated[str, msgspec.Meta(max_length=longest, extra={SHAPE: shape})]


def one_of(names: Sequence[str]) -> Any:
    """One of ``names`` exactly (an enumeration declared as data), said in full when it is not."""
    return Annotated[str, msgspec.Meta(extra={NAMES: tuple(names)})]


def list_of(kind: Any, longest: int = LONGEST_LIST) -> Any:
    """A list of ``kind`` holding at most ``longest`` items."""
    return Annotated[list[kind], msgspec.Meta(max_length=longest)]


class Refused(ValueError):
    """Input outside its schema; the text says what is wrong, in words a player can act on."""


class BrokenAsset(Refused):
    """A file shipped with the app is broken: ``path`` names it, ``fault`` says what is wrong."""

    def __init__(self, path: Path, fault: str) -> None:
        self.path = Path(path)
        self.fault = fault
        super().__init__(
            f"The file {shown_path(self.path)} that came with Card Table is broken: {fault}. "
            "Reinstalling Card Table puts it right."
        )


def read_file(path: Path, largest: int = LARGEST_FILE) -> bytes:
    """The bytes of ``path``; ``Refused`` when it cannot be read or is larger than ``largest`` bytes.

    ``FileNotFoundError`` and ``NotADirectoryError`` are let through (a missing file usually means
    "use the defaults"); a dangling link counts as missing.
    """
    if "\x00" in str(path):
        raise Refused("its name holds a NUL character, which no file name may hold")
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # a pipe or a device could be read for ever
            raise Refused("it is not a regular file (it is a folder, a pipe or a device)")
        with open(path, "rb") as stream:
            raw = stream.read(largest + 1)
    except (FileNotFoundError, NotADirectoryError):
        raise
    except OSError as error:
        raise Refused(f"it could not be read ({error.strerror or type(error).__name__})") from error
    except MemoryError as error:
        raise Refused("it is too large to read") from error
    if len(raw) > largest:
        raise Refused(f"it is larger than {_size(largest)}, far more than this kind of file holds")
    return raw


def decode_json(raw: bytes | str, kind: type[T] | Any = Any) -> T:
    """``raw`` JSON as a value of ``kind`` (any JSON value when ``kind`` is left out); else ``Refused``.

    Any JSON value may still hold a NUL in its text: ``convert`` refuses it where a field is read, so a
    NUL costs that field only."""
    typed = kind is not Any  # an untyped value is checked for NUL by ``convert``, a field at a time
    if typed and _ESCAPED_NUL.search(raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw):
        raise Refused("it holds a NUL character (\\u0000), which no text in these files may hold")
    try:
        value = msgspec.json.decode(raw, type=kind)
        _check_shapes(value, kind)
        return value
    except msgspec.ValidationError as error:
        raise Refused(_validation_in_words(str(error))) from error
    except msgspec.DecodeError as error:
        raise Refused(_decode_in_words(raw, str(error))) from error
    except UnicodeEncodeError as error:  # a str holding a lone surrogate itself
        raise Refused("it holds a broken character (half of a pair that makes one character)") from error
    except UnicodeDecodeError as error:  # msgspec's own, for a string holding bytes that are not UTF-8
        raise Refused("it is not text (it holds bytes that are not UTF-8)") from error
    except RecursionError as error:
        raise Refused("it is nested deeper than any file the app writes") from error
    except MemoryError as error:
        raise Refused("it is too large to read") from error


def read_json(path: Path, kind: type[T] | Any = Any, largest: int = LARGEST_FILE) -> T:
    """The JSON file at ``path`` as a value of ``kind``; ``Refused`` (or ``FileNotFoundError``)."""
    return decode_json(read_file(path, largest), kind)


def convert(value: Any, kind: type[T] | Any) -> T:
    """An already-decoded JSON value as ``kind`` (the same checks as ``decode_json``); else ``Refused``."""
    _refuse_bad_text(value)
    try:
        converted = msgspec.convert(value, type=kind, strict=True)
        _check_shapes(converted, kind)
        return converted
    except msgspec.ValidationError as error:
        raise Refused(_validation_in_words(str(error))) from error
    except RecursionError as error:
        raise Refused("it is nested deeper than any file the app writes") from error


def _check_shapes(value: Any, kind: Any) -> None:
    """Refuse text outside the form (``text(n, shape)``) or the names (``one_of``) its type declares."""
    if kind is Any or not _has_shapes(kind):
        return
    _check_against(value, _type_info(kind), "")


@functools.cache
def _type_info(kind: Any) -> Any:
    return msgspec.inspect.type_info(kind)


@functools.cache
def _has_shapes(kind: Any) -> bool:
    described = repr(_type_info(kind))
    return SHAPE in described or NAMES in described


def _check_against(value: Any, info: Any, where: str, key: bool = False) -> None:
    inspect = msgspec.inspect
    if isinstance(info, inspect.Metadata):
        extra = info.extra or {}
        if isinstance(value, str) and NAMES in extra and value not in extra[NAMES]:
            raise Refused(f"{_where(where, key)} must be text naming one of: {', '.join(extra[NAMES])}")
        if isinstance(value, str) and SHAPE in extra and not re.fullmatch(extra[SHAPE], value):
            raise Refused(
                f"{_where(where, key)} is {printable(value)}, which is not in the form this file uses"
            )
        _check_against(value, info.type, where, key)
    elif isinstance(info, inspect.UnionType):
        for member in info.types:
            _check_against(value, member, where, key)
    elif isinstance(info, inspect.ListType | inspect.VarTupleType | inspect.SetType | inspect.FrozenSetType):
        if isinstance(value, list | tuple | set | frozenset):
            for index, item in enumerate(value):
                _check_against(item, info.item_type, f"{where}[{index}]")
    elif isinstance(info, inspect.TupleType):
        if isinstance(value, tuple | list):
            for index, (item, item_info) in enumerate(zip(value, info.item_types, strict=False)):
                _check_against(item, item_info, f"{where}[{index}]")
    elif isinstance(info, inspect.DictType):
        if isinstance(value, dict):
            for name, item in value.items():
                _check_against(name, info.key_type, where, key=True)
                _check_against(item, info.value_type, f"{where}.{name}".lstrip("."))
    elif isinstance(info, inspect.StructType | inspect.DataclassType) and not _is_plain(value):
        for field in info.fields:
            inner = f"{where}.{field.name}".lstrip(".")
            _check_against(getattr(value, field.name, None), field.type, inner)


def _is_plain(value: Any) -> bool:
    return value is None or isinstance(value, dict | list | str | int | float)


def _where(where: str, key: bool) -> str:
    place = f'its "{where}"' if where else "it"
    if key:
        return "a key of " + place if where else "a key in it"
    return place


def _refuse_bad_text(value: Any, place: str = "") -> None:
    """Refuse a NUL or lone surrogate in any text of an already-decoded value (keys included)."""
    stack: list[tuple[Any, str]] = [(value, place)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, str):
            if _BAD_TEXT.search(item):
                shown = f'its "{where}"' if where else "it"
                raise Refused(f"{shown} holds a NUL or a broken character, which no text here may hold")
        elif isinstance(item, dict):
            for key, inner in item.items():
                stack.append((key, where))
                stack.append((inner, f"{where}.{key}".lstrip(".") if isinstance(key, str) else where))
        elif isinstance(item, list | tuple):
            stack.extend((inner, f"{where}[{index}]") for index, inner in enumerate(item))


def read_lines(path: Path, encoding: str = "utf-8", largest: int = LARGEST_FILE) -> list[str]:
    """A text file's lines; ``Refused`` when it is not text in ``encoding`` or holds a NUL."""
    raw = read_file(path, largest)
    try:
        content = raw.decode(encoding)
    except UnicodeDecodeError as error:
        raise Refused(
            f"byte {error.start + 1} is not {encoding.upper()} text (the file holds bytes it should not)"
        ) from error
    if "\x00" in content:
        raise Refused(f"line {content[: content.index(chr(0))].count(chr(10)) + 1} holds a NUL byte")
    return content.splitlines()


def encode_json(value: Any, *, compact: bool = False) -> bytes:
    """``value`` as UTF-8 JSON bytes, or ``Refused`` when it holds something JSON cannot (an infinite
    number, a lone surrogate, an object it does not know): a write is refused in words, never raised raw.

    The standard library writes here, since it refuses non-finite numbers (msgspec writes them as null).
    """
    layout: dict[str, Any] = {"separators": (",", ":")} if compact else {"indent": 2}
    try:
        return (json.dumps(value, ensure_ascii=False, allow_nan=False, **layout) + "\n").encode("utf-8")
    except (TypeError, ValueError, RecursionError) as error:  # UnicodeEncodeError is a ValueError
        fault = printable(str(error), 120)
        raise Refused(f"it holds a value that cannot be written as JSON ({fault})") from error


def printable(value: Any, longest: int = 40) -> str:
    """A value as the player would see it in the file, safe to draw and to write (``safe_text``),
    cut short so a message stays readable."""
    try:
        shown = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        try:
            shown = repr(value)
        except RecursionError:
            shown = "(a value nested too deep to show)"
    shown = safe_text(shown)
    return shown if len(shown) <= longest else shown[: longest - 1] + "…"


def safe_text(words: str) -> str:
    """``words`` with each NUL and lone surrogate written as an escape (``\\ud800``): such text can
    come from a file or a file name, and fonts, UTF-8 and C libraries all fail on it."""
    if not _BAD_TEXT.search(words):
        return words
    return words.encode("utf-8", "backslashreplace").decode("utf-8").replace("\x00", "\\x00")


def shown_path(path: Path | str) -> str:
    """A path as a message shows it: a shipped file from ``assets/`` or ``docs/`` on, any other whole
    (``safe_text``: a file name may hold what a font cannot draw)."""
    try:
        return safe_text(Path(path).relative_to(shipped_root()).as_posix())
    except ValueError:  # not a shipped file
        return safe_text(str(path))


def _size(count: int) -> str:
    return f"{count // (1024 * 1024)} MB" if count >= 1024 * 1024 else f"{count} bytes"


# --- msgspec's messages in a player's words ----------------------------------------------------------

_KINDS = {
    "int": "a whole number",
    "float": "a number",
    "str": "text",
    "bool": "true or false",
    "array": "a list",
    "object": "an object",
    "null": "nothing (null)",
}
_EXPECTED = re.compile(r"^Expected `([^`]+)`(?:, got `([^`]+)`)?(?: (.*?))?(?: - at `([^`]+)`)?$", re.DOTALL)
_AT = re.compile(r" - at (`key` in )?`([^`]+)`$")


def _validation_in_words(message: str) -> str:
    """ "Expected `int` >= 1, got …- at `$.seats`" as 'its "seats" must be a whole number of 1 or more'."""
    where = _AT.search(message)
    place = _place(where.group(2)) if where else "it"
    if where and where.group(1):  # a dict's key, not its value
        place = "a key of " + place if place != "it" else "a key in it"
    body = message[: where.start()] if where else message
    if body.startswith("Object missing required field"):
        field = body.split("`")[1] if "`" in body else "?"
        return f'{place} has no "{field}"'
    if body.startswith("Object contains unknown field"):
        field = body.split("`")[1] if "`" in body else "?"
        return f'{place} holds "{field}", which is not one this file has'
    if body.startswith("Invalid enum value"):
        value = body.removeprefix("Invalid enum value").strip()
        return f"{place} is {value}, which is not a name this file may use"
    if body.startswith("Number out of range"):
        return f"{place} holds a number too large to be real"
    match = _EXPECTED.match(body)
    if match is None:
        return f"{place} is not as expected ({body.strip()})"
    expected, got, bound = match.group(1), match.group(2), (match.group(3) or "").strip()
    wanted = " or ".join(_KINDS.get(part.strip(), part.strip()) for part in expected.split("|"))
    if bound:
        said = _bound_in_words(bound)
        if wanted in ("a list", "an object"):  # a length bound counts items there, not characters
            said = said.replace(" characters", " items")
        return f"{place} must be {wanted} {said}"
    found = f", not {_KINDS.get(got, got)}" if got else ""
    return f"{place} must be {wanted}{found}"


def _bound_in_words(bound: str) -> str:
    words = {">=": "of at least", "<=": "of at most", ">": "greater than", "<": "less than"}
    if bound.startswith("of length"):
        limit = bound.replace("of length <=", "of at most").replace("of length >=", "of at least")
        return limit + " characters"
    for sign, word in words.items():
        if bound.startswith(sign):
            return f"{word} {bound[len(sign) :].strip()}"
    return bound


def _place(path: str) -> str:
    """`$.replay.steps[3].seat` as 'its "replay.steps[3].seat"'."""
    inner = path.removeprefix("$").lstrip(".")
    if not inner:
        return "it"
    inner = inner.replace("...", "…")
    if not re.search(r"[A-Za-z]", inner):  # only unnamed places ("[…][…]"): naming them helps no one
        return "it"
    return f'its "{inner}"' if len(inner) <= 60 else f'its "…{inner[-59:]}"'


def _decode_in_words(raw: bytes | str, message: str) -> str:
    if "truncated" in message:
        if _has_lone_surrogate(raw):
            return "it holds a broken character (half of a pair that makes one character, such as \\ud800)"
        return "it is not valid JSON (it ends too soon: the file is cut short)"
    if isinstance(raw, bytes):
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError:
            return "it is not text (it holds bytes that are not UTF-8)"
    return f"it is not valid JSON ({message.removeprefix('JSON is malformed: ')})"


def _has_lone_surrogate(raw: bytes | str) -> bool:
    data = raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw
    return re.search(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}", data) is not None


# --- Shipped files (assets/, docs/rules/) -------------------------------------------------------------
# A file that came with the app has no defaults to fall back on: any fault, a missing file included,
# is a ``BrokenAsset`` naming it, for the screen that needed it to say so (docs/shipped-files.md).

LARGEST_ASSET = 2 * 1024 * 1024  # the word list, the largest shipped file, is under 200 kB
DEEPEST_XML = 12  # a Tiled map nests map > objectgroup > object > properties > property


def read_shipped_json(path: Path, kind: type[T] | Any = Any) -> T:
    """A shipped JSON file as ``kind``, with no key given twice in any object; else ``BrokenAsset``.

    msgspec keeps the last of two equal keys; in a shipped file that is a slip (a card listed twice
    by hand), so the repeats are looked for too, once the file decoded.
    """
    with _shipped(path):
        raw = read_file(path, LARGEST_ASSET)
        value = decode_json(raw, kind)
        _refuse_repeated_keys(raw)
        return value


def check_shipped(path: Path, value: Any, kind: type[T] | Any) -> T:
    """An already-read part of a shipped file (a map's properties) as ``kind``; else ``BrokenAsset``."""
    with _shipped(path):
        return convert(value, kind)


def read_shipped_lines(path: Path, encoding: str = "utf-8") -> list[str]:
    """A shipped text file's lines (the word list, a rules page); else ``BrokenAsset``."""
    with _shipped(path):
        return read_lines(path, encoding, LARGEST_ASSET)


def read_shipped_xml(path: Path, root: str) -> Any:
    """A shipped XML file's root element (an ``xml.etree.ElementTree.Element``); else ``BrokenAsset``.

    Expat refuses what is not well-formed; a document type (and with it every entity, the way to
    make a small file expand to gigabytes or read another file) is refused before parsing, since
    no file the app ships has one; nesting and the root's name are checked after.
    """
    from xml.etree import ElementTree

    with _shipped(path):
        raw = read_file(path, LARGEST_ASSET)
        if re.search(rb"<!(DOCTYPE|ENTITY)", raw, re.IGNORECASE):
            raise Refused("it declares a document type or entities, which a Tiled map never has")
        try:
            element = ElementTree.fromstring(raw)
        except ElementTree.ParseError as error:
            line, column = error.position
            raise Refused(f"it is not well-formed XML (line {line}, column {column + 1})") from error
        except (ValueError, LookupError, RecursionError, MemoryError) as error:  # LookupError: encoding="x"
            raise Refused(f"it is not XML the app can read ({printable(str(error), 80)})") from error
        if element.tag != root:
            raise Refused(f"its outermost element is <{printable(element.tag, 40)}>, not <{root}>")
        if _depth(element) > DEEPEST_XML:
            raise Refused(f"it nests elements more than {DEEPEST_XML} deep")
        return element


class _shipped:
    """Within it, any ``Refused`` (or a missing file) becomes a ``BrokenAsset`` naming ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, _trace: Any) -> bool:
        if error is None or isinstance(error, BrokenAsset):
            return False
        if isinstance(error, FileNotFoundError):
            raise BrokenAsset(self.path, "it is missing") from error
        if isinstance(error, Refused):
            raise BrokenAsset(self.path, str(error)) from error
        return False


def _refuse_repeated_keys(raw: bytes) -> None:
    repeated: list[str] = []

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        keys = [key for key, _ in items]
        repeated.extend(key for index, key in enumerate(keys) if key in keys[:index])
        return dict(items)

    try:
        json.loads(raw, object_pairs_hook=pairs)
    except (ValueError, RecursionError):  # msgspec read it already; the stricter reader's word stands
        return
    if repeated:
        raise Refused(f"it lists {printable(repeated[0])} twice in one object")


def _depth(element: Any, level: int = 1) -> int:
    if level > DEEPEST_XML:
        return level
    return max((_depth(child, level + 1) for child in element), default=level)
