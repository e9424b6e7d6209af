"""The game picker: the games in groups, each on a card a newcomer can choose from (issue 21, point 4).

A card names the game, shows a picture of its table, says how many play and how long it
takes, and says in one line what the game is (``assets/help/picker.json``, ``picker_texts``).
Choosing a card does what the game's kit says (``GameKit.picker_entries``): a solitaire game
deals at once, a game for several seats opens its setup screen; further entries (Scotch's deal
by number, its demo) are small buttons on the card. Each is a ``Button`` labelled
"<game>: <words>", the label the setup screen's heading repeats.

Keys: the arrows (or W A S D) move between cards by where they lie, Tab and Shift+Tab go
through every button in order, Enter chooses, F1 opens the focused game's rules, Page Up and
Page Down scroll, Escape goes back; a pad's d-pad, A and B do the same. Rows that do not fit
the window are scrolled into view a row at a time (the wheel, or the focus moving there);
nothing is made smaller to fit (``picker_layout``).
"""

from __future__ import annotations

import pygame

from game.core import registry
from game.core.protocol import GameSpec
from game.ui import kits
from game.ui.app_services import AppServices
from game.ui.kit import GameKit, Seating
from game.ui.look import theme
from game.ui.look.widgets import Button, draw_text
from game.ui.menus.menu import MenuItem, MenuScene
from game.ui.menus.menu_pads import MenuPads
from game.ui.menus.picker_card import CardMeasure, CardParts, CardWords, draw_card, draw_chip
from game.ui.menus.picker_layout import GAP, Flow, column_count, flow, nearest_that_way
from game.ui.menus.picker_texts import PickerTexts, PictureDeal, picker_texts, seats_text
from game.ui.menus.records import record_text
from game.ui.menus.table_preview import PREVIEWS

MARGIN = 40  # virtual pixels from the window's edges
TITLE_PIXELS = 40
HEADING_PIXELS = 26
CONTINUED = "{heading} (continued)"  # over the first row in view when its group began above it
FOOTER_PIXELS = 24
BACK_SIZE = (200, 56)
MOST_COLUMNS = 4
MORE_ABOVE, MORE_BELOW = "▲ More games above", "▼ More games below"  # where rows are out of view
HINT = "Click a game, or use the arrows and Enter. F1: its rules. Bots play the seats nobody takes."
_ARROWS = {
    pygame.K_UP: (0, -1),
    pygame.K_w: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_s: (0, 1),
    pygame.K_LEFT: (-1, 0),
    pygame.K_a: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_d: (1, 0),
}
_PAD_ARROWS = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: (0, -1),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (0, 1),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (-1, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (1, 0),
}


class PickerScene(MenuScene):
    """Every game on a card, in its group; see the module's docstring."""

    title = "Choose a game"

    def __init__(self, app: AppServices) -> None:
        self.texts: PickerTexts = picker_texts()
        self.first_row = 0
        self.flow: Flow | None = None
        self.parts: dict[str, CardParts] = {}
        self.words: dict[str, CardWords] = {}
        self.button_games: list[GameSpec | None] = []  # the game of each button (None: Back)
        self.extra_words: dict[int, str] = {}  # a card's extra button: the words it shows
        self.footer: list[str] = []
        self.pads = MenuPads(app)
        super().__init__(app)

    # --- the games and what their cards say ---------------------------------------------------

    def _games(self) -> list[tuple[GameSpec, GameKit]]:
        """Each game with a table, in the groups' order."""
        found = []
        for _, ids in self.texts.groups:
            for game_id in ids:
                kit = kits.find_kit(game_id)
                if kit is not None:  # a game with rules but no table yet
                    found.append((registry.get(game_id), kit))
        return found

    def _card_words(self, spec: GameSpec, kit: GameKit, extras: list[str]) -> CardWords:
        facts = [seats_text(spec, kit.seating is Seating.ALONE)]
        described = self.texts.words.get(spec.id)
        if described is not None:
            facts.append(described.length)
        return CardWords(spec.name, tuple(facts), described.about if described else "", tuple(extras))

    def text_lines(self) -> list[str]:
        """Under the games: the solitaire records, a broken file's sentence, and how to choose."""
        lines = []
        for spec, kit in self._games():
            stats = self.app.stats_for(spec.id)
            if kit.seating is Seating.ALONE and stats is not None and stats.played:
                lines.append(f"{spec.name}: {record_text(stats)}.")
        faults = [self.texts.fault, *(PREVIEWS.faults_for(self._shown_ids()))]
        return [*lines, *(fault for fault in faults if fault), HINT]

    # --- layout -----------------------------------------------------------------------------------

    def rebuild(self, keep_place: bool = False) -> None:
        """Measure every card at this window and text size, flow them into rows, and place them."""
        viewport = self.app.viewport
        width, height = viewport.virtual
        measure = CardMeasure(viewport)
        self.lines = self.text_lines()
        games = self._games()
        entries = {spec.id: kit.picker_entries(self.app, spec) for spec, kit in games}
        self.words = {
            spec.id: self._card_words(spec, kit, [words for words, _ in entries[spec.id][1:]])
            for spec, kit in games
        }
        widest = max((measure.narrowest(words) for words in self.words.values()), default=0.0)
        list_width = width - 2 * MARGIN
        columns = column_count(list_width, widest, MOST_COLUMNS)
        band = measure.line_height(HEADING_PIXELS, bold=True) + 4
        groups = [(name, [gid for gid in ids if gid in self.words]) for name, ids in self.texts.groups]
        self.flow = flow(
            [(name, ids) for name, ids in groups if ids],
            columns,
            list_width,
            lambda gid, card_width: measure.parts(self.words[gid], 0, 0, card_width).height,
            band,
        )
        self.footer = [part for line in self.lines for part in self._footer_lines(line, measure)]
        footer_height = max(BACK_SIZE[1], len(self.footer) * measure.line_height(FOOTER_PIXELS)) + GAP
        self.list_top = MARGIN / 2 + measure.line_height(TITLE_PIXELS, bold=True)
        self.list_height = height - self.list_top - footer_height - GAP
        self.footer_top = height - footer_height
        self.panel_box = (0, 0, width, height)
        self.first_row = min(self.first_row, len(self.flow.row_heights) - 1)
        self._place(entries, games)

    def _footer_lines(self, line: str, measure: CardMeasure) -> list[str]:
        """A line under the games, wrapped between Back and the "more below" mark."""
        mark = measure.width_of(MORE_BELOW, FOOTER_PIXELS, bold=True)
        width = self.app.viewport.virtual[0] - 2 * MARGIN - BACK_SIZE[0] - 4 * GAP - mark
        return measure.lines(line, FOOTER_PIXELS, width)

    def _place(self, entries: dict[str, list[MenuItem]], games: list[tuple[GameSpec, GameKit]]) -> None:
        """Each card's parts and buttons where the rows from ``first_row`` put them."""
        assert self.flow is not None
        measure = CardMeasure(self.app.viewport)
        shown_rows = self._shown_rows()
        rows_with_heading = {heading.row for heading in self.flow.headings}
        self.buttons, self.button_games, self.extra_words = [], [], {}
        self.parts = {}
        by_id = {card.name: card for card in self.flow.cards}
        for spec, _ in games:
            card = by_id[spec.id]
            x = MARGIN + card.column * (self.flow.card_width + GAP)
            band = self.flow.heading_band if card.row in rows_with_heading else 0.0
            y = self._row_y(card.row) + band
            parts = measure.parts(self.words[spec.id], x, y, self.flow.card_width)
            self.parts[spec.id] = parts
            shown = card.row in shown_rows
            (first_words, first_action), *extras = entries[spec.id]
            self.buttons.append(Button(f"{spec.name}: {first_words}", parts.box, first_action, enabled=shown))
            self.button_games.append(spec)
            for chip, (words, action) in zip(parts.chips, extras, strict=True):
                self.extra_words[len(self.buttons)] = words[:1].upper() + words[1:]
                self.buttons.append(Button(f"{spec.name}: {words}", chip, action, enabled=shown))
                self.button_games.append(spec)
        back_y = self.footer_top
        self.buttons.append(Button("Back", (MARGIN, back_y, *BACK_SIZE), self.back))
        self.button_games.append(None)
        self.focus = min(self.focus, len(self.buttons) - 1)
        for index, button in enumerate(self.buttons):
            button.focused = index == self.focus
        self.needs_full_draw = True

    def _shown_rows(self) -> range:
        assert self.flow is not None
        return range(self.first_row, self.first_row + self.flow.rows_shown(self.first_row, self.list_height))

    def _row_y(self, row: int) -> float:
        """A row's top in the window's virtual pixels, the rows from ``first_row`` being in view."""
        assert self.flow is not None
        lead = self.flow.lead_band(self.first_row)
        return self.list_top + lead + self.flow.row_top(row) - self.flow.row_top(self.first_row)

    def _shown_ids(self) -> list[str]:
        return [
            spec.id
            for spec, button in zip(self.button_games, self.buttons, strict=False)
            if spec and button.enabled
        ]

    def _row_of(self, index: int) -> int | None:
        spec = self.button_games[index]
        if spec is None or self.flow is None:
            return None
        return next(card.row for card in self.flow.cards if card.name == spec.id)

    def _scroll_to(self, first_row: int) -> None:
        """Show the rows from ``first_row`` (kept in range); a focus scrolled away moves into view."""
        assert self.flow is not None
        first_row = self.flow.clamped_first_row(first_row, self.list_height)
        if first_row != self.first_row:
            self.first_row = first_row
            self.rebuild()
            if not self.buttons[self.focus].enabled:
                super()._set_focus(next(i for i, button in enumerate(self.buttons) if button.enabled))

    def resize(self) -> None:
        self.rebuild()

    def resume(self) -> None:
        """On top: the pads plugged in are held open, so their d-pads and buttons reach the picker."""
        super().resume()
        self.pads.hold()

    def pause(self) -> None:
        self.pads.let_go()

    def shutdown(self) -> None:
        self.pads.let_go()

    # --- input ----------------------------------------------------------------------------------

    def _set_focus(self, index: int) -> None:
        """Focus a button, scrolling its row into view first."""
        row = self._row_of(index)
        if row is not None and self.flow is not None:
            self._scroll_to(self.flow.first_row_showing(row, self.first_row, self.list_height))
        super()._set_focus(index)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_to(self.first_row - event.y)
        elif event.type == pygame.CONTROLLERBUTTONDOWN:
            self.pad_button(event.button)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self._button_at(event.pos)
            if self.pressed is not None:
                self._set_focus(self.buttons.index(self.pressed))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            if pressed is not None and pressed is self._button_at(event.pos):
                pressed.action()
        else:
            super().handle_event(event)

    def _button_at(self, position: tuple[int, int]) -> Button | None:
        """The button under the pointer: a card's own small button before the card it lies on."""
        return next((b for b in reversed(self.buttons) if b.hit(self.app.viewport, position)), None)

    def _menu_key(self, key: int, shift: bool) -> None:
        if key in _ARROWS:
            self._move_focus(*_ARROWS[key])
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self._scroll_to(self.first_row + (1 if key == pygame.K_PAGEDOWN else -1))
        elif key == pygame.K_F1:
            self.show_rules()
        else:
            super()._menu_key(key, shift)

    def pad_button(self, button: int) -> None:
        if button in _PAD_ARROWS and not self.keys_rest():
            self._move_focus(*_PAD_ARROWS[button])
        elif button == pygame.CONTROLLER_BUTTON_B:
            self.back()
        else:
            super().pad_button(button)

    def show_rules(self) -> None:
        """F1: the rules page of the game whose card (or button) has the focus."""
        spec = self.button_games[self.focus] if self.buttons else None
        if spec is not None:
            self.app.nav.rules(spec)

    def _move_focus(self, across: int, down: int) -> None:
        """To the nearest button that way (Left/Right: the next in order when none lies that way)."""
        nearest = nearest_that_way([button.box for button in self.buttons], self.focus, across, down)
        if nearest is not None:
            self._set_focus(nearest)
        elif across:
            self._set_focus((self.focus + across) % len(self.buttons))

    def update(self, seconds: float) -> None:
        """Draw one missing picture a frame, so the picker shows at once and fills in."""
        super().update(seconds)
        settings = self.app.settings
        for game_id in self._shown_ids():
            size = self.app.viewport.rect(*self.parts[game_id].picture).size
            if not PREVIEWS.ready(game_id, settings, size):
                PREVIEWS.picture(game_id, self._deal(game_id), settings, size)
                if PREVIEWS.faults_for([game_id]):
                    self.rebuild()  # its sentence joins the lines under the games
                self.needs_full_draw = True
                return

    def _deal(self, game_id: str) -> PictureDeal:
        """The deal the game's picture shows (its fewest seats when the words file is broken)."""
        described = self.texts.words.get(game_id)
        return described.picture if described else PictureDeal(seats=registry.get(game_id).seats[0], seed=1)

    # --- drawing ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        """Everything, each text kept to its box (``within``: the fit test reads it)."""
        if not (full or self.needs_full_draw):
            return []
        viewport = self.app.viewport
        surface.blit(self.app.felt(), (0, 0))
        whole = viewport.rect(0, 0, *viewport.virtual)
        middle = (viewport.virtual[0] / 2, MARGIN / 2)
        self._text(surface, self.title, middle, TITLE_PIXELS, theme.GOLD, whole, "midtop")
        self._draw_headings(surface)
        self._draw_cards(surface)
        self.buttons[-1].draw(surface, viewport)  # Back
        self._draw_footer(surface, whole)
        self.needs_full_draw = False
        return [surface.get_rect()]

    def _text(
        self,
        surface: pygame.Surface,
        words: str,
        at: tuple[float, float],
        pixels: int,
        colour: tuple[int, int, int],
        within: pygame.Rect,
        anchor: str = "topleft",
        bold: bool = True,
    ) -> pygame.Rect:
        """One line at the virtual point ``at``, by its ``anchor``, meant to stay in ``within``."""
        viewport = self.app.viewport
        at_pixels, size = viewport.to_screen(*at), viewport.length(pixels)
        return draw_text(surface, words, at_pixels, size, colour, bold, anchor, within=within)

    def _draw_headings(self, surface: pygame.Surface) -> None:
        assert self.flow is not None
        shown = [heading for heading in self.flow.headings if heading.row in self._shown_rows()]
        going_on = [heading for heading in self.flow.continued if heading.row == self.first_row]
        for heading, words in [
            *((heading, heading.name) for heading in shown),
            *((heading, CONTINUED.format(heading=heading.name)) for heading in going_on),
        ]:
            x = MARGIN + heading.column * (self.flow.card_width + GAP)
            y = self._row_y(heading.row) - self.flow.lead_band(heading.row)
            span = heading.span * self.flow.card_width + (heading.span - 1) * GAP
            band = self.app.viewport.rect(x, y, span, self.flow.heading_band)
            self._text(surface, words, (x + 4, y), HEADING_PIXELS, theme.INK, band)

    def _draw_cards(self, surface: pygame.Surface) -> None:
        """The cards in view, and their small buttons; a picture not drawn yet is an empty frame."""
        viewport, settings = self.app.viewport, self.app.settings
        for index, (button, spec) in enumerate(zip(self.buttons, self.button_games, strict=True)):
            if spec is None or not button.enabled:
                continue
            if index in self.extra_words:
                draw_chip(surface, viewport, button, self.extra_words[index])
                continue
            parts = self.parts[spec.id]
            size = viewport.rect(*parts.picture).size
            ready = PREVIEWS.ready(spec.id, settings, size)
            picture = PREVIEWS.picture(spec.id, self._deal(spec.id), settings, size) if ready else None
            draw_card(surface, viewport, button, parts, picture)

    def scroll_marks(self) -> list[str]:
        """▲ / ▼ where rows are out of view, so no game goes unseen."""
        assert self.flow is not None
        shown = self._shown_rows()
        return [
            mark
            for mark, out in (
                (MORE_ABOVE, shown.start > 0),
                (MORE_BELOW, shown.stop < len(self.flow.row_heights)),
            )
            if out
        ]

    def _draw_footer(self, surface: pygame.Surface, whole: pygame.Rect) -> None:
        """The lines beside Back, and the scroll marks (``scroll_marks``)."""
        assert self.flow is not None
        y = self.footer_top
        line_height = CardMeasure(self.app.viewport).line_height(FOOTER_PIXELS)
        for line in self.footer:
            at = (MARGIN + BACK_SIZE[0] + 2 * GAP, y)
            self._text(surface, line, at, FOOTER_PIXELS, theme.INK_DIM, whole, bold=False)
            y += line_height
        right = self.app.viewport.virtual[0] - MARGIN
        marks = self.scroll_marks()
        if MORE_ABOVE in marks:
            self._text(surface, MORE_ABOVE, (right, MARGIN / 2), FOOTER_PIXELS, theme.GOLD, whole, "topright")
        if MORE_BELOW in marks:
            below = (right, self.footer_top)
            self._text(surface, MORE_BELOW, below, FOOTER_PIXELS, theme.GOLD, whole, "topright")
