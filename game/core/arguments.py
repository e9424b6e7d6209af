"""Numbers, ranges and sizes typed on the command line, read with their limits said in words.

Issue 19: no argument may crash the program or make it do unbounded work. Python's own
readers are no help there: ``"²".isdigit()`` is true yet ``int("²")`` fails, ``int()`` of a
5,000-digit number fails with "Exceeds the limit (4300 digits)", and a count read without a
bound builds that many seats. So every number the command line takes is read here, before any
work: ASCII digits only, the length checked before ``int()``, the value checked against its
limits, and every refusal an ``ArgumentRefused`` whose text is a sentence naming the option,
what was given (shown safely, cut short) and what is accepted, in words.

``SentenceParser`` is an ``argparse`` parser whose own refusals (an unknown argument, a
missing one) are such sentences too, raised instead of printed, so ``main.py`` says them all
the same way: ``cardtable: …`` on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import NoReturn, TypeVar

from game.core.decoding import LARGEST_WHOLE
from game.core.window_limits import LARGEST_WINDOW, SMALLEST_WINDOW

T = TypeVar("T")

# A deal number or a run's seed: the seeded generator takes 64 bits, and saves and replays hold a
# seed as a signed 64-bit whole number.
LARGEST_SEED = LARGEST_WHOLE
LONGEST_SHOWN = 30  # characters of a refused argument quoted back in a message
LONGEST_MESSAGE = 300  # characters of a refusal argparse words itself (it may quote a whole argument)


class ArgumentRefused(ValueError):
    """A command-line argument outside what the program takes; the text is the sentence to show."""


def shown(text: str, longest: int = LONGEST_SHOWN) -> str:
    """``text`` as a message quotes a number it refused: plain digits as they are, anything else
    ``quoted``."""
    if text.isascii() and text.isdigit():
        return text if len(text) <= longest else text[: longest - 1] + "…"
    return quoted(text, longest)


def quoted(text: str, longest: int = LONGEST_SHOWN) -> str:
    """``text`` in quotes with every unprintable character escaped (``repr`` escapes NUL, control
    codes and lone surrogates), cut short so a pasted megabyte stays one line."""
    return repr(text) if len(text) <= longest else repr(text[: longest - 1]) + "…"


def _digits(text: str) -> str | None:
    """``text`` without surrounding spaces when it is ASCII digits only, else None."""
    stripped = text.strip()
    return stripped if stripped.isascii() and stripped.isdigit() else None


def _whole_or_none(text: str, high: int) -> int | None:
    """The whole number ``text`` spells, or None; never ``int()`` of more digits than ``high`` has."""
    digits = _digits(text)
    if digits is None:
        return None
    digits = digits.lstrip("0") or "0"
    if len(digits) > len(str(high)):
        return high + 1  # too large, and said to be without reading it
    return int(digits)


def whole_number(text: str, option: str, low: int, high: int, unit: str) -> int:
    """A whole number from ``low`` to ``high``; ``unit`` says what it counts ("seats for Scrooge")."""
    value = _whole_or_none(text, high)
    if value is None or not low <= value <= high:
        raise ArgumentRefused(f"{option} takes {low:,} to {high:,} {unit}, not {shown(text)}")
    return value


def number_range(text: str, option: str, low: int, high: int, unit: str, most: int) -> range:
    """``A-B`` (both included) within ``low`` to ``high``, at most ``most`` numbers: a ``range``, so
    nothing is built for numbers not yet reached, and the count is checked before any work."""
    first_text, dash, last_text = text.partition("-")
    first, last = _whole_or_none(first_text, high), _whole_or_none(last_text, high)
    if not dash or first is None or last is None:
        raise ArgumentRefused(f"{option} takes a range A-B of {unit}, e.g. 1-100, not {shown(text)}")
    if not (low <= first <= high and low <= last <= high):
        raise ArgumentRefused(f"{option} takes {unit} from {low:,} to {high:,}, not {shown(text)}")
    if first > last:
        raise ArgumentRefused(f"{option} takes a range A-B with A no larger than B, not {shown(text)}")
    if last - first + 1 > most:
        raise ArgumentRefused(
            f"{option} takes at most {most:,} in one run, not {last - first + 1:,} ({shown(text)})"
        )
    return range(first, last + 1)


def decimal_number(text: str, option: str, low: float, high: float, unit: str) -> float:
    """A number like ``5`` or ``0.25`` (ASCII digits and one point: no exponent, no infinity, no NaN)
    greater than ``low`` and at most ``high``."""
    whole, _, fraction = text.strip().partition(".")
    well_formed = (whole or fraction) and all(
        part == "" or _digits(part) == part for part in (whole, fraction)
    )
    accepted = f"{option} takes more than {low:g} and at most {high:,g} {unit}, not {shown(text)}"
    if not well_formed or len(whole.lstrip("0")) > len(str(int(high))) or len(fraction) > 9:
        raise ArgumentRefused(accepted)
    value = float(f"{whole or 0}.{fraction or 0}")  # "5" is 5.0, not "50"
    if not low < value <= high:
        raise ArgumentRefused(accepted)
    return value


def window_size(text: str, option: str = "--window") -> tuple[int, int]:
    """``1280x720`` as (width, height), each side from ``SMALLEST_WINDOW`` to ``LARGEST_WINDOW``."""
    width_text, times, height_text = text.lower().partition("x")
    high = max(LARGEST_WINDOW)
    width, height = _whole_or_none(width_text, high), _whole_or_none(height_text, high)
    (narrowest, lowest), (widest, highest) = SMALLEST_WINDOW, LARGEST_WINDOW
    if not times or width is None or height is None:
        raise ArgumentRefused(f"{option} takes a size like 1280x720, not {quoted(text)}")
    if not (narrowest <= width <= widest and lowest <= height <= highest):
        raise ArgumentRefused(
            f"{option} takes a size like 1280x720 from {narrowest}x{lowest} to {widest}x{highest} "
            f"pixels, not {quoted(text)}"
        )
    return width, height


def seed(text: str, option: str = "--seed") -> int:
    """A deal number or a run's seed: 0 to ``LARGEST_SEED``."""
    return whole_number(text, option, 0, LARGEST_SEED, "as the deal number")


def argument_type(reader: Callable[[str], T]) -> Callable[[str], T]:
    """``reader`` as an argparse ``type=``: its refusal becomes argparse's, with the same sentence."""

    def read(text: str) -> T:
        try:
            return reader(text)
        except ArgumentRefused as refusal:
            raise argparse.ArgumentTypeError(str(refusal)) from refusal

    read.__name__ = getattr(reader, "__name__", "argument")  # argparse names the type in some messages
    return read


class SentenceParser(argparse.ArgumentParser):
    """An argparse parser that raises its refusals as ``ArgumentRefused`` sentences instead of
    printing its usage and leaving the process, so every refusal reads the same way."""

    def error(self, message: str) -> NoReturn:
        raise ArgumentRefused(_in_words(message, self.prog))


def _in_words(message: str, command: str) -> str:
    """argparse's "argument --games: --games takes …" without the repeated name, and its other
    messages with the text they quote cut short."""
    sentence = _reworded(message, command)
    return sentence if len(sentence) <= LONGEST_MESSAGE else sentence[: LONGEST_MESSAGE - 1] + "…"


def _reworded(message: str, command: str) -> str:
    if message.startswith("argument "):
        name, _, said = message.removeprefix("argument ").partition(": ")
        if said.startswith(name.split("/")[0]):
            return said
        if said.startswith("not allowed with argument "):
            return f"{name} cannot be given together with {said.removeprefix('not allowed with argument ')}"
        return f"{name}: {said}"
    if message.startswith("unrecognized arguments: "):
        return f"{command} does not take {quoted(message.removeprefix('unrecognized arguments: '), 60)}"
    if message.startswith("the following arguments are required: "):
        return f"{command} needs {message.removeprefix('the following arguments are required: ')}"
    if message.startswith("one of the arguments ") and message.endswith(" is required"):
        choices = message.removeprefix("one of the arguments ").removesuffix(" is required")
        return f"{command} needs one of {choices}"
    return message
