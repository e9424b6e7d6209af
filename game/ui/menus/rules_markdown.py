"""A rules page's markdown read into blocks a page can lay out: headings, paragraphs, list items, tables.

markdown-it-py parses it (CommonMark, with its table rule), so what a page says in markdown is
what a reader of the file on GitHub sees too; this module only turns its token stream into a few
plain blocks. No pygame here: the blocks are measured and drawn by ``rules_layout``.

Inline text keeps what a player can see: **bold**, *emphasis* (drawn oblique), `code` as plain
words, a link as its words only (its address means nothing on a card table). ``linked_pages``
lists the other rules pages a page links to, so a page can bring them along (the Scroker
variants bring Scroker's rules and its hand-ranking sheet).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from markdown_it import MarkdownIt
from markdown_it.token import Token

_PARSER = MarkdownIt("commonmark").enable("table")
_PAGE_NAME = re.compile(r"[a-z0-9][a-z0-9-]*\.md")  # a rules page beside this one: no folder, no escape


@dataclass(frozen=True)
class Span:
    """A run of words in one style."""

    text: str
    bold: bool = False
    italic: bool = False


@dataclass(frozen=True)
class Heading:
    level: int  # 1 for "#", 2 for "##", …
    spans: tuple[Span, ...]


@dataclass(frozen=True)
class Paragraph:
    """A paragraph or a list item's: ``depth`` lists deep, ``marker`` "•" or "3." on its first line."""

    spans: tuple[Span, ...]
    depth: int = 0
    marker: str = ""


@dataclass(frozen=True)
class Table:
    header: tuple[tuple[Span, ...], ...]
    rows: tuple[tuple[tuple[Span, ...], ...], ...]


@dataclass(frozen=True)
class Rule:
    """A thematic break ("---"), drawn as a thin line."""


Block = Heading | Paragraph | Table | Rule


@dataclass
class _ListLevel:
    ordered: bool
    number: int
    marker_pending: bool = field(default=False)


def read_blocks(text: str) -> list[Block]:
    """The page's blocks in reading order."""
    blocks: list[Block] = []
    lists: list[_ListLevel] = []
    heading_level = 0
    table_rows: list[tuple[tuple[Span, ...], ...]] = []
    row: list[tuple[Span, ...]] = []
    in_cell = False
    for token in _PARSER.parse(text):
        kind = token.type
        if kind in ("bullet_list_open", "ordered_list_open"):
            start = token.attrGet("start")
            lists.append(_ListLevel(kind == "ordered_list_open", int(start) - 1 if start else 0))
        elif kind in ("bullet_list_close", "ordered_list_close"):
            lists.pop()
        elif kind == "list_item_open":
            lists[-1].number += 1
            lists[-1].marker_pending = True
        elif kind == "heading_open":
            heading_level = int(token.tag[1:])
        elif kind == "heading_close":
            heading_level = 0
        elif kind == "hr":
            blocks.append(Rule())
        elif kind in ("th_open", "td_open", "th_close", "td_close"):
            in_cell = kind.endswith("open")
        elif kind == "tr_close":
            table_rows.append(tuple(row))
            row = []
        elif kind == "table_close":
            blocks.append(Table(table_rows[0], tuple(table_rows[1:])))
            table_rows = []
        elif kind == "inline" and in_cell:
            row.append(_spans(token))
        elif kind == "inline" and heading_level:
            blocks.append(Heading(heading_level, _spans(token)))
        elif kind == "inline":
            blocks.append(_paragraph(_spans(token), lists))
        elif kind in ("code_block", "fence", "html_block"):
            blocks.append(_paragraph((Span(token.content.strip()),), lists))
    return blocks


def _paragraph(spans: tuple[Span, ...], lists: list[_ListLevel]) -> Paragraph:
    if not lists:
        return Paragraph(spans)
    level = lists[-1]
    marker = ""
    if level.marker_pending:  # a list item's second paragraph has no marker of its own
        marker = f"{level.number}." if level.ordered else ("•" if len(lists) % 2 else "◦")
        level.marker_pending = False
    return Paragraph(spans, depth=len(lists), marker=marker)


def _spans(token: Token) -> tuple[Span, ...]:
    """The inline token's words as styled runs: links as their words, code as plain text."""
    spans: list[Span] = []
    bold = italic = 0
    for child in token.children or ():
        kind = child.type
        if kind == "strong_open":
            bold += 1
        elif kind == "strong_close":
            bold -= 1
        elif kind == "em_open":
            italic += 1
        elif kind == "em_close":
            italic -= 1
        elif kind in ("text", "code_inline", "html_inline"):
            spans.append(Span(child.content, bold > 0, italic > 0))
        elif kind in ("softbreak", "hardbreak"):
            spans.append(Span(" ", bold > 0, italic > 0))
    return _merged(spans)


def _merged(spans: list[Span]) -> tuple[Span, ...]:
    """Neighbouring runs of one style joined, so words split by the parser wrap as one."""
    out: list[Span] = []
    for span in spans:
        if out and (out[-1].bold, out[-1].italic) == (span.bold, span.italic):
            out[-1] = Span(out[-1].text + span.text, span.bold, span.italic)
        elif span.text:
            out.append(span)
    return tuple(out)


def linked_pages(text: str) -> list[str]:
    """The rules pages this page links to ("scroker.md"), in order, each once: plain page names only,
    so a link can never reach a file outside docs/rules."""
    found: list[str] = []
    for token in _PARSER.parse(text):
        for child in token.children or ():
            href = str(child.attrGet("href") or "") if child.type == "link_open" else ""
            if _PAGE_NAME.fullmatch(href) and href not in found:
                found.append(href)
    return found


def plain_text(spans: tuple[Span, ...]) -> str:
    return "".join(span.text for span in spans)


_MARKDOWN_PUNCTUATION = re.compile(r"([\\`*_{}\[\]<>()#+\-.!|~&=])")  # CommonMark escapes any of these


def literal(text: str) -> str:
    """``text`` escaped so markdown shows it as it is: a key named "\\" or "`" must not vanish."""
    return _MARKDOWN_PUNCTUATION.sub(r"\\\1", text)
