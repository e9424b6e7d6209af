"""F1's rules page as a player reads it: markdown drawn as headings, lists, emphasis and tables,
wrapped to the panel at every window and text size (issue 21).

The layout is asked directly (lines of pieces in window pixels); one test draws the page and
looks at the pixels outside the panel.
"""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.ui import kits
from game.ui.app import App
from game.ui.look import theme
from game.ui.look.viewport import Viewport
from game.ui.menus.rules import HINT, HINT_BOX, PANEL, TEXT_BOX, PageScene, RulesScene
from game.ui.menus.rules_layout import Ink, Line, Style, face, lay_out
from game.ui.menus.rules_markdown import plain_text, read_blocks

WINDOWS = [(1024, 600), (1280, 720), (3840, 2160)]
TEXT_SIZES = [1.0, 1.25, 1.5]
SMALLEST_TEXT = 12  # window pixels (issue 21)
RULES_FOLDER = Path(__file__).resolve().parent.parent / "docs" / "rules"


@pytest.fixture
def sized(quiet_app: App) -> Iterator[callable]:  # type: ignore[valid-type]
    """Set the window size and text size the page is laid out for (the surface is the test's own)."""

    def size(window: tuple[int, int], text_scale: float) -> pygame.Surface:
        quiet_app.change_settings(dataclasses.replace(quiet_app.settings, text_scale=text_scale))
        quiet_app.viewport = Viewport(window)
        quiet_app.screen = pygame.Surface(window)  # the felt is made for the screen's size
        return quiet_app.screen

    yield size
    quiet_app.change_settings(dataclasses.replace(quiet_app.settings, text_scale=1.0))


def page_of(app: App, game: str) -> RulesScene:
    page = RulesScene(app, registry.get(game))
    app.stack.push(page)
    return page


def piece_texts(lines: list[Line]) -> str:
    return " ".join(line.text for line in lines)


def line_with(lines: list[Line], words: str) -> Line:
    return next(line for line in lines if words in line.text)


def test_the_scorzo_round_chart_is_a_table_with_a_header_row(quiet_app: App) -> None:
    lines = page_of(quiet_app, "scorzo").lines
    header, cards = line_with(lines, "Round"), line_with(lines, "Cards each")
    assert "|" not in piece_texts(lines) and "---" not in piece_texts(lines)
    assert header.ruled and all(piece.ink is Ink.HEADING and piece.bold for piece in header.pieces)
    rounds = [piece for piece in header.pieces if piece.text.strip().isdigit()]
    counts = [piece for piece in cards.pieces if piece.text.strip().isdigit()]
    assert [piece.text.strip() for piece in counts] == ["8", "7", "6", "5", "4", "3", "4", "5", "6", "7", "8"]
    assert [piece.x for piece in rounds] == [piece.x for piece in counts], "each count under its round"


def test_headings_are_larger_and_gold_with_space_above(quiet_app: App) -> None:
    lines = page_of(quiet_app, "scotch").lines
    heading, body = line_with(lines, "The deal"), line_with(lines, "18 tableau piles")
    assert heading.pieces[0].ink is Ink.HEADING and heading.pieces[0].bold
    assert heading.pieces[0].pixels > body.pieces[-1].pixels
    assert heading.space_above > body.space_above


def test_emphasis_is_oblique_bold_is_bold_and_no_markup_shows(quiet_app: App) -> None:
    for game in ("scorzo", "scroker", "repezita", "scrooge"):
        text = piece_texts(page_of(quiet_app, game).lines)
        assert "**" not in text and "`" not in text and "](" not in text, game
    lines = page_of(quiet_app, "scorzo").lines
    assert any(
        piece.italic and piece.text.strip() == "Scoring a hand" for piece in line_with(lines, "below").pieces
    )
    assert any(piece.bold and "SCORZO" in piece.text for piece in line_with(lines, "you call").pieces)


def test_links_read_as_their_words_and_bring_the_linked_pages_along(quiet_app: App) -> None:
    lines = page_of(quiet_app, "dealers-choice").lines
    text = piece_texts(lines)
    assert "Scroker, Spit in the Can or Longhorn Stud" in text and ".md" not in text
    titles = [
        line.text
        for line in lines
        if line.pieces and line.pieces[0].pixels > lines[-1].pieces[0].pixels * 1.3
    ]
    assert titles[:1] == ["Dealer's Choice"]
    assert {"Scroker", "Spit in the Can", "Longhorn Stud", "Scroker hands: the ranking sheet"} <= set(titles)


def test_lists_are_bulleted_numbered_and_nested_deeper() -> None:
    pygame.font.init()
    blocks = read_blocks("1. Take a card\n2. Discard one\n   - a nested point\n\n- a bullet\n")
    lines = lay_out(blocks, 2000, Style(30, 48))
    markers = [line.pieces[0].text for line in lines]
    assert markers == ["1.", "2.", "◦", "•"]
    outer, nested = lines[1].pieces[1].x, lines[2].pieces[1].x
    assert nested - outer >= 48


def test_suit_symbols_and_arrows_are_drawn_not_boxes(quiet_app: App) -> None:
    lines = page_of(quiet_app, "scrooge").lines
    line = line_with(lines, "2♣ on A♣")
    font = face(line.pieces[0].pixels, False, False)
    missing = pygame.image.tobytes(font.render("\U0001fb00", True, (255, 255, 255)), "RGBA")  # no font has it
    for glyph in "♣♦♥♠→−×":  # a glyph the font lacks is drawn as that same empty box
        drawn = pygame.image.tobytes(font.render(glyph, True, (255, 255, 255)), "RGBA")
        assert drawn != missing, f"{glyph} is drawn as an empty box"


@pytest.mark.parametrize("window", WINDOWS, ids=lambda window: f"{window[0]}x{window[1]}")
@pytest.mark.parametrize("text_scale", TEXT_SIZES)
@pytest.mark.parametrize("game", ["scorzo", "repezita", "scrooge", "dealers-choice"])
def test_the_page_fits_its_box_at_every_window_and_text_size(
    quiet_app: App,
    sized: callable,
    window: tuple[int, int],
    text_scale: float,
    game: str,  # type: ignore[valid-type]
) -> None:
    sized(window, text_scale)
    page = page_of(quiet_app, game)
    viewport = quiet_app.viewport
    width = viewport.length(TEXT_BOX[2])
    for line in page.lines:
        for piece in line.pieces:
            font = face(piece.pixels, piece.bold, piece.italic)
            assert font.get_height() >= SMALLEST_TEXT, (piece.text, font.get_height())
            assert piece.x >= 0 and piece.x + piece.width <= width, (window, piece.text)
            assert piece.width == font.size(piece.text.rstrip())[0]
    hint = theme.font(viewport.length(HINT))
    assert hint.get_height() >= SMALLEST_TEXT


def test_larger_text_wraps_into_more_lines_and_scrolls_further(quiet_app: App, sized: callable) -> None:  # type: ignore[valid-type]
    page = page_of(quiet_app, "scorzo")
    sized((1280, 720), 1.0)
    normal = (len(page.lines), page.most_scroll)
    sized((1280, 720), 1.5)
    large = (len(page.lines), page.most_scroll)
    assert large[0] > normal[0] and large[1] > normal[1]


def test_the_end_key_shows_the_last_line_inside_the_box(quiet_app: App, sized: callable) -> None:  # type: ignore[valid-type]
    surface = sized((1024, 600), 1.5)
    page = page_of(quiet_app, "repezita")
    page.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END))
    shown = page.lines[page.scroll : page.scroll + page._shown_from(page.scroll)]
    assert shown[-1] is page.lines[-1]
    page.draw(surface, True)


@pytest.mark.parametrize("window", WINDOWS, ids=lambda window: f"{window[0]}x{window[1]}")
def test_nothing_is_drawn_outside_the_panel(quiet_app: App, sized: callable, window: tuple[int, int]) -> None:  # type: ignore[valid-type]
    surface = sized(window, 1.5)
    page = page_of(quiet_app, "scorzo")
    page.scroll = page.most_scroll // 2
    page.draw(surface, True)
    inside = quiet_app.viewport.rect(*PANEL)
    felt = quiet_app.felt()
    for x, y in (
        (inside.left - 3, inside.centery),
        (inside.right + 3, inside.top + 40),
        (inside.centerx, inside.bottom + 3),
    ):
        assert surface.get_at((x, y)) == felt.get_at((x, y)), (x, y)
    hint = quiet_app.viewport.rect(*HINT_BOX)
    assert inside.contains(hint)


def test_a_broken_page_still_reads_as_a_sentence(quiet_app: App) -> None:
    page = PageScene(quiet_app, "# Title\n\nThe file docs/rules/x.md could not be read: *why*.")
    assert [line.text for line in page.lines] == ["Title", "The file docs/rules/x.md could not be read: why."]


def how_to_play_is_first(page: RulesScene, game: str) -> None:
    """The page is the game's own, and its first words after the title are How to play and the goal."""
    spec = registry.get(game)
    assert page.spec.id == game
    assert [line.text for line in page.lines[:2]] == [spec.name, "How to play"]
    assert page.lines[2].text.startswith("Goal:")


@pytest.mark.parametrize("game", [spec.id for spec in registry.all_games()])
def test_f1_at_every_table_opens_its_own_page_at_how_to_play(quiet_app: App, game: str) -> None:
    from tests.test_controls_overlay import at_the_table, open_table, press

    spec = registry.get(game)
    seats = ",".join(["human:mouse"] + ["bot:easy"] * (spec.seat_choices()[0] - 1))
    table = open_table(quiet_app, game, "" if game == "scotch" else seats)
    at_the_table(quiet_app, table)
    press(quiet_app, pygame.K_F1)
    page = quiet_app.stack.top
    assert isinstance(page, RulesScene) and page.scroll == 0
    how_to_play_is_first(page, game)


SETUPS = [spec.id for spec in registry.all_games() if kits.kit_for(spec).setup_scene is not None]


@pytest.mark.parametrize("game", SETUPS)
def test_f1_on_every_setup_screen_opens_its_own_page_at_how_to_play(quiet_app: App, game: str) -> None:
    from tests.test_controls_overlay import press
    from tests.test_keyboard_navigation import Felt

    spec = registry.get(game)
    quiet_app.stack.reset(Felt(quiet_app))
    quiet_app.nav.set_up(spec)
    quiet_app.step(1.0)
    setup = quiet_app.stack.top
    press(quiet_app, pygame.K_F1)
    page = quiet_app.stack.top
    assert isinstance(page, RulesScene), f"F1 on {type(setup).__name__}"
    how_to_play_is_first(page, game)
    press(quiet_app, pygame.K_ESCAPE)
    assert quiet_app.stack.top is setup


@pytest.mark.parametrize("key", ["\\", "`", "[*]", "-", "+", "#", "a_b", "1."])
def test_a_key_named_with_markdown_punctuation_shows_as_it_is_on_the_controls_page(key: str) -> None:
    from game.ui.input.controls_sheet import ControlRow, SeatControls
    from game.ui.menus.controls import sheet_text

    sheet = [SeatControls("Seat 1", "keyboard", (ControlRow(key, "turn the stock"),))]
    blocks = read_blocks(sheet_text("Controls", sheet))
    assert plain_text(blocks[-1].spans) == f"{key}:  turn the stock"  # type: ignore[union-attr]


def test_a_broken_linked_page_is_a_sentence_and_the_game_page_still_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, quiet_app: App
) -> None:
    from game.ui.menus import rules

    shutil.copytree(RULES_FOLDER, tmp_path / "rules")
    (tmp_path / "rules" / "scroker-hands.md").write_bytes(b"# Hands\n\x00 broken")
    monkeypatch.setattr(
        rules, "rules_page", lambda name: tmp_path / "rules" / name
    )  # fonts stay the real ones
    text = piece_texts(page_of(quiet_app, "spit").lines)
    assert text.startswith("Spit in the Can How to play") and "Scroker How to play" in text
    assert "that came with Card Table is broken: line 2 holds a NUL byte" in text


def test_only_plain_page_names_are_followed_and_a_missing_page_is_a_sentence() -> None:
    from game.ui.menus.rules import with_linked_pages

    page = "[a](../../README.md) [b](/etc/x.md) [c](%2e%2e%2fx.md) [d](https://x.org/y.md) [e](gone.md)"
    text = with_linked_pages("x.md", page)
    assert text.count("---") == 1 and "docs/rules/gone.md" in text and "is missing" in text
