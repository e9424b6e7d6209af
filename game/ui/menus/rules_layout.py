"""A page's blocks laid out as lines of styled pieces, wrapped to a width in window pixels.

The page lays out in window pixels, not virtual ones, because the player's text size and the
window's scale both change how wide a word is: wrapping in the fonts actually drawn is the
only way nothing runs past the panel. Headings are larger and gold with space above; list
items hang under their bullet or number, a level deeper further in; a table's columns are
as wide as their words need, or share the width and wrap their cells when the page is narrow.
No window is needed: fonts measure without one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

import pygame

from game.ui.look import theme
from game.ui.menus.rules_markdown import Block, Heading, Paragraph, Rule, Span, Table

HEADING_GROWTH = {1: 1.45, 2: 1.25, 3: 1.1}  # a heading's size, times the body text's


class Ink(Enum):
    """Which colour a piece takes; looked up as it is drawn, so a change of look needs no new layout."""

    BODY = "body"
    HEADING = "heading"
    DIM = "dim"


@dataclass(frozen=True)
class Piece:
    """Words drawn at ``x`` (window pixels from the text's left edge) in one style."""

    text: str
    x: int
    pixels: int  # before the player's text size, as theme.font takes it
    width: int  # window pixels, trailing spaces not counted
    bold: bool
    italic: bool
    ink: Ink


@dataclass(frozen=True)
class Line:
    """One line of the page: its pieces, its height and the space above it (window pixels).

    ``ruled`` draws a thin line under it (under a table's header row, or for a "---").
    """

    pieces: tuple[Piece, ...]
    height: int
    space_above: int = 0
    ruled: bool = False

    @property
    def text(self) -> str:
        """The words as a reader sees them: pieces apart on the line are apart in the text."""
        out = ""
        end = 0
        for piece in self.pieces:
            gap = out and piece.x > end + 1 and not out.endswith(" ")
            out += (" " if gap else "") + piece.text
            end = piece.x + piece.width
        return out.strip()


@dataclass(frozen=True)
class Style:
    """The page's sizes in window pixels before the text size: body text and how far a list level
    indents at the least (more when the text size makes "10." wider)."""

    pixels: int
    indent: int


def face(pixels: int, bold: bool, italic: bool) -> pygame.font.Font:
    return theme.font(pixels, bold, italic and not bold)  # the bundled face has no bold oblique


def lay_out(blocks: Sequence[Block], width: int, style: Style) -> list[Line]:
    """Every block as lines no wider than ``width``."""
    lines: list[Line] = []
    body_height = face(style.pixels, False, False).get_linesize()
    for block in blocks:
        if isinstance(block, Heading):
            pixels = round(style.pixels * HEADING_GROWTH.get(block.level, 1.0))
            bold = tuple(Span(span.text, True, span.italic) for span in block.spans)
            above = body_height if lines else 0
            lines += _spaced(_wrapped(bold, width, pixels, Ink.HEADING), above)
        elif isinstance(block, Paragraph):
            lines += _list_item(block, width, style, body_height)
        elif isinstance(block, Table):
            lines += _table(block, width, style, body_height // 2)
        elif isinstance(block, Rule):
            lines.append(Line((), body_height // 2, body_height // 4, ruled=True))
    return lines


def _list_item(block: Paragraph, width: int, style: Style, body_height: int) -> list[Line]:
    body = face(style.pixels, False, False)
    indent = max(style.indent, body.size("10.  ")[0]) * block.depth
    wrapped = _wrapped(block.spans, width - indent, style.pixels, Ink.BODY)
    shifted = [Line(tuple(_moved(piece, indent) for piece in line.pieces), line.height) for line in wrapped]
    if block.marker and shifted:
        left = indent - body.size(block.marker + " ")[0]
        marker = Piece(block.marker, left, style.pixels, body.size(block.marker)[0], False, False, Ink.BODY)
        shifted[0] = Line((marker, *shifted[0].pieces), shifted[0].height)
    above = body_height // 6 if block.depth else body_height // 3
    return _spaced(shifted, above)


def _spaced(lines: list[Line], above: int) -> list[Line]:
    if not lines:
        return lines
    return [Line(lines[0].pieces, lines[0].height, above, lines[0].ruled), *lines[1:]]


def _moved(piece: Piece, dx: int) -> Piece:
    return dataclasses.replace(piece, x=piece.x + dx)


def _wrapped(spans: Sequence[Span], width: int, pixels: int, ink: Ink) -> list[Line]:
    """Words placed left to right, a new line when the next word would pass ``width``.

    A line's run of one style is measured whole (not word by word), so kerning cannot push
    its end past the edge."""
    rows: list[list[Piece]] = [[]]
    x = 0  # where the next run starts on the current line
    for span in spans:
        font = face(pixels, span.bold, span.italic)
        run = ""
        for word in _words(span.text):
            for part in _fitting_parts(word, font, width):
                if (x or run) and x + font.size((run + part).rstrip())[0] > width:
                    if run:
                        rows[-1].append(_piece(run, x, font, pixels, span, ink))
                    rows.append([])
                    x, run = 0, part.lstrip()
                else:
                    run += part
        if run:
            rows[-1].append(_piece(run, x, font, pixels, span, ink))
            x += font.size(run)[0]
    height = face(pixels, True, False).get_linesize()
    return [Line(tuple(row), height) for row in rows if row]


def _piece(text: str, x: int, font: pygame.font.Font, pixels: int, span: Span, ink: Ink) -> Piece:
    return Piece(text, x, pixels, font.size(text.rstrip())[0], span.bold, span.italic, ink)


def _words(text: str) -> list[str]:
    """Each word with the spaces after it, so a line's width counts them."""
    words: list[str] = []
    for part in text.split(" "):
        if words and not part:
            words[-1] += " "
        else:
            words.append(part + " ")
    if words:
        words[-1] = words[-1][:-1]
    return [word for word in words if word]


def _fitting_parts(word: str, font: pygame.font.Font, width: int) -> list[str]:
    """A word wider than the whole line is cut where it must be, so it never runs past the edge."""
    if font.size(word.rstrip())[0] <= width:
        return [word]
    parts = [""]
    for letter in word:
        if parts[-1] and font.size(parts[-1] + letter)[0] > width:
            parts.append("")
        parts[-1] += letter
    return parts


def _table(table: Table, width: int, style: Style, above: int) -> list[Line]:
    """Aligned columns, the header row bold and ruled under; cells wrap when the columns must share."""
    columns = max(len(table.header), *(len(row) for row in table.rows)) if table.rows else len(table.header)
    gap = face(style.pixels, False, False).size("  ")[0]
    rows = [table.header, *table.rows]
    widths = _column_widths(rows, columns, width - gap * (columns - 1), style.pixels)
    lines: list[Line] = []
    for number, row in enumerate(rows):
        header = number == 0
        cells: list[list[Line]] = []
        for column in range(columns):
            spans = row[column] if column < len(row) else ()
            if header:
                spans = tuple(Span(span.text, True, span.italic) for span in spans)
            cells.append(_wrapped(spans, widths[column], style.pixels, Ink.HEADING if header else Ink.BODY))
        left = [sum(widths[:column]) + gap * column for column in range(columns)]
        height = face(style.pixels, True, False).get_linesize()
        depth = max(1, *(len(cell) for cell in cells))
        for index in range(depth):
            pieces = tuple(
                _moved(piece, left[column])
                for column, cell in enumerate(cells)
                if index < len(cell)
                for piece in cell[index].pieces
            )
            space = above if number == 0 and index == 0 else (height // 5 if index == 0 else 0)
            lines.append(Line(pieces, height, space, ruled=header and index == depth - 1))
    return lines


def _column_widths(
    rows: Sequence[Sequence[tuple[Span, ...]]], columns: int, room: int, pixels: int
) -> list[int]:
    """Each column as wide as its widest cell, or, when they cannot all fit, the room shared out:
    every column gets its longest word, and what is left goes to the columns that want more."""
    natural = [1] * columns
    longest_word = [1] * columns
    for row in rows:
        for column, spans in enumerate(row):
            cell = 0  # the whole cell on one line: its runs side by side ("**Frog** and more")
            for span in spans:
                font = face(pixels, True, span.italic)
                cell += font.size(span.text)[0]
                for word in span.text.split():
                    longest_word[column] = max(longest_word[column], font.size(word)[0])
            natural[column] = max(natural[column], cell)
    if sum(natural) <= room:
        return natural
    widths: list[int | None] = [None] * columns
    while True:  # a column narrower than its fair share keeps its own width, and the others share the rest
        open_columns = [column for column in range(columns) if widths[column] is None]
        left = room - sum(width for width in widths if width is not None)
        settled = [column for column in open_columns if natural[column] <= left // len(open_columns)]
        if not settled:
            break
        for column in settled:
            widths[column] = natural[column]
    floor = {column: min(longest_word[column], left // len(open_columns)) for column in open_columns}
    spare = max(0, left - sum(floor.values()))
    total_want = sum(natural[column] - floor[column] for column in open_columns) or 1
    for column in open_columns:
        widths[column] = floor[column] + spare * (natural[column] - floor[column]) // total_want
    return [width or 1 for width in widths]
