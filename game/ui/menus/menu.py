"""A scene of text and a column of buttons, driven by mouse or keys.

Title, game picker, pause, result and settings are all menus: they differ in
their words and actions, so they share this one piece. Up/Down (or W/S, Tab and
Shift+Tab, Home/End) move the focus, Enter or Space chooses, Escape takes the
``back`` action. A button whose action is a ``Choice`` (a toggle, a chooser, a
volume) also steps with Left/Right, back as well as on; on other buttons Left/Right
move the focus (across to the next column where there are several). A menu with a
``rules_spec`` opens that game's rules page on F1 (issue 9: rules from every setup screen).

A menu that opens while people are still pressing keys (the end of a round)
sets ``key_rest_seconds``: keys are ignored that long, so a last Enter or arrow
meant for the table cannot choose a button. A ``ChartMenuScene`` ends its text
with a chart (a round's or a session's totals), above the buttons.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.ui.look import theme
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.core.protocol import GameSpec
    from game.ui.table.totals_chart import TotalsChart
from game.ui.app_services import AppServices
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import Button, draw_text, fitting_pixels, panel, wrap_lines

MenuItem = tuple[str, Callable[[], None]]

MENU_MARGIN = 20  # virtual pixels kept clear between a menu's panel and the window's edge
BUTTON_TEXT = 34  # a menu button's text size (``Button.text_size``'s default)
BUTTON_PADDING = 6  # virtual: room above and below a button's line, past the focus ring (``FOCUS_EDGE``)
LINE_TEXT = 34  # the lines of text under the title
TITLE_TEXT = 64
TITLE_SHRINKS_TO = 0.8  # a long title is made no smaller than this share of its size: the panel widens
HEADING = 110  # virtual: the title's room at the panel's top at 100% text
ABOVE_TITLE = 18  # virtual: clear room between the panel's top edge and the title's line
BELOW_TITLE = 14  # virtual: clear room between the title's line and the first line or button under it
MOST_COLUMNS = 3
NARROWEST_COLUMN = 360  # virtual: a column of buttons is not made narrower than this to fit more

_UP_KEYS = (pygame.K_UP, pygame.K_w)
_DOWN_KEYS = (pygame.K_DOWN, pygame.K_s)
_CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
_STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_a: -1, pygame.K_RIGHT: 1, pygame.K_d: 1}


@dataclass(frozen=True)
class Choice:
    """A button's action that moves a value on (Enter, a click, Right) or back (Left).

    ``step(direction)`` moves it by one place either way; ``enter`` is the way Enter and
    a click go (a "Quieter" button steps down). Being callable, it stands as any item's action.
    """

    step: Callable[[int], None]
    enter: int = 1
    arrows: bool = True  # its button reads "◀ … ▶": it steps through a list, either way (docs/decisions.md)

    def __call__(self) -> None:
        self.step(self.enter)


def toggle(flip: Callable[[], None]) -> Choice:
    """A two-way choice: either way flips it, so its button needs no arrows."""
    return Choice(lambda _direction: flip(), arrows=False)


BACK_ARROW = "◀ "


@dataclass
class ChoiceButton(Button):
    """A choice's button that steps through a list: drawn "◀ Seats: 3 ▶", as it goes both ways
    (a click on the ◀ side back, elsewhere on, a right click back; docs/decisions.md). Its ``label``
    stays the words alone."""

    def render(self, viewport: Viewport) -> pygame.Surface:
        return Button.render(self._shown(), viewport)

    def _shown(self) -> Button:
        return dataclasses.replace(self, label=f"{BACK_ARROW}{self.label} ▶")

    def step_at(self, viewport: Viewport, position: tuple[int, int]) -> int:
        """-1 for a click on the ◀ side, 1 elsewhere: a person expects ◀ to go back (issue 21). The ◀
        side runs from the button's left edge to past the drawn ◀ by half the button's height, and is
        never less than its left quarter, so the arrow is easy to hit."""
        rect = self.screen_rect(viewport)
        pixels, lines = self._shown().fitted_label(viewport)
        face = theme.font(pixels, bold=True)
        arrow_end = rect.centerx - face.size(lines[0])[0] / 2 + face.size(BACK_ARROW)[0]
        edge = max(arrow_end + rect.h / 2, rect.left + rect.w / 4)
        return -1 if position[0] < edge else 1


def menu_button(label: str, box: tuple[float, float, float, float], action: Callable[[], None]) -> Button:
    """The button for a menu entry: a ``ChoiceButton`` for a choice with arrows, else a plain one."""
    kind = ChoiceButton if isinstance(action, Choice) and action.arrows else Button
    return kind(label, box, action)


def stepped(choices: Any, current: Any, direction: int) -> Any:
    """The choice ``direction`` places from ``current`` in ``choices``, wrapping (the first if absent)."""
    values = list(choices)
    if current not in values:
        return values[0]
    return values[(values.index(current) + direction) % len(values)]


class MenuScene(Scene):
    """Heading, lines of text and buttons on a panel."""

    title = ""
    panel_width = 760
    button_height = 74
    columns = 1  # a long list (the keys of a set) goes in two so it fits the screen
    key_rest_seconds = 0.0  # keys are ignored this long after the menu opens
    rules_spec: GameSpec | None = None  # a game's setup screen: F1 opens that game's rules page
    # A panel over a table (a deal's end, a round's): the table's help keys (F1 rules, F2 controls,
    # F3 the history) still work there; True when the table took the event.
    help_over_table: Callable[[pygame.event.Event], bool] | None = None

    def __init__(self, app: AppServices) -> None:
        super().__init__(app)
        self.shown_for = 0.0
        self.buttons: list[Button] = []
        self.pressed: Button | None = None  # a click counts only if it starts and ends on a button
        self.focus = 0
        self.lines: list[str] = []
        self.wrap_width = 0.0  # virtual: the width the lines wrap to (``rebuild`` sets it)
        self.shown_columns = self.columns
        self.rebuild()

    # --- what a menu says and offers (overridden) ---------------------------

    def items(self) -> list[MenuItem]:
        return []

    def text_lines(self) -> list[str]:
        return []

    def back(self) -> None:
        """Escape: by default close this menu."""
        self.app.stack.pop()

    def close_then(self, action: Callable[[], None]) -> None:
        """Close this menu, then act on the scene below (restart, new deal, …)."""
        self.app.stack.pop()
        action()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """Over a table (``transparent``): the table dimmed, so the opaque panel stands out from it."""
        if self.transparent:
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            veil.fill((0, 0, 0, 150))  # of 255: dimmed, still there
            surface.blit(veil, (0, 0))
        else:
            surface.blit(self.app.felt(), (0, 0))

    # --- layout ---------------------------------------------------------------

    def rebuild(self, keep_place: bool = False) -> None:
        """Recompute lines and buttons (after a setting changed, say).

        ``keep_place``: a choice just changed, perhaps adding or removing rows (more seats); the panel
        keeps its top while it still fits, so the button just clicked stays under the pointer and a
        second click changes the same thing again.
        """
        self.lines = self.text_lines()
        self.wrap_width = self.panel_width - 100
        entries = self.items()
        viewport = self.app.viewport
        room = viewport.bottom - viewport.top - 2 * MENU_MARGIN  # the whole window's height, not the stage's
        text_height = self._text_height()
        height = self.shown_button_height()
        heading = self.heading_height()
        fixed = heading + text_height + 30 + self.reserved_height()
        columns, width = self._columns_that_fit(len(entries), fixed, height, room, viewport)
        shown = [
            f"◀ {label} ▶" if isinstance(act, Choice) and act.arrows else label for label, act in entries
        ]
        width = self._wide_enough(width, columns, shown, viewport)
        width = self._wide_enough_for_title(width, viewport)
        self.wrap_width = width - 100  # the lines use the panel's whole width: fewer rows, never more
        text_height = self._text_height()
        self.shown_columns = columns
        rows = -(-len(entries) // columns)
        total = heading + text_height + rows * (height + 16) + 30 + self.reserved_height()
        top = max(viewport.top + MENU_MARGIN, 540 - total / 2)
        if keep_place and self.panel_box[1] + total <= viewport.bottom - MENU_MARGIN:  # a choice changes
            top = self.panel_box[1]
        x = 960 - width / 2
        self.panel_box = (x, top, width, total)
        button_width = (width - 120 - (columns - 1) * 24) / columns
        self.buttons = []
        for index, (label, action) in enumerate(entries):
            column, row = divmod(index, rows)  # down the first column, then the next: the order Up/Down keep
            left = x + 60 + column * (button_width + 24)
            y = top + heading + text_height + row * (height + 16)
            self.buttons.append(menu_button(label, (left, y, button_width, height), action))
        self.focus = min(self.focus, max(0, len(self.buttons) - 1))
        for i, button in enumerate(self.buttons):
            button.focused = i == self.focus
        self.needs_full_draw = True

    def reserved_height(self) -> float:
        """Room a menu keeps below its buttons (the title's notes, a setup's explanation): counted when
        choosing how many columns fit the window, and in the panel's height."""
        return 0.0

    def heading_height(self) -> float:
        """The room for the title at the panel's top: its font's whole line (descenders included) with
        clear room above and below, so at any text size the title neither touches the panel's top
        edge nor the first line or button under it (issue 21: "Settings" touched its buttons)."""
        return max(HEADING, ABOVE_TITLE + self._line_height(TITLE_TEXT, bold=True) + BELOW_TITLE)

    def shown_button_height(self) -> float:
        """``button_height``, or taller when large text needs it: a label keeps its size, its
        descenders and clear room above and below ("Bot (easy)" was clipped at 150%)."""
        return max(self.button_height, self._line_height(BUTTON_TEXT, bold=True) + 2 * BUTTON_PADDING)

    def _line_height(self, pixels: int, bold: bool = False) -> float:
        """A line of text at ``pixels`` (virtual), as tall as the font draws it at this window and
        text size, in virtual pixels: the smallest-text floor can make it taller than its share."""
        viewport = self.app.viewport
        return theme.font(viewport.length(pixels), bold).get_linesize() / viewport.scale

    def _wide_enough_for_title(self, width: float, viewport: Viewport) -> float:
        """``width``, or wider (up to the window's) so that the title fits at no less than
        ``TITLE_SHRINKS_TO`` of its size: a setup's title stays larger than the text under it."""
        face = theme.font(round(viewport.length(TITLE_TEXT) * TITLE_SHRINKS_TO), bold=True)
        needed = face.size(self.title)[0] / viewport.scale + 60
        widest = viewport.right - viewport.left - 2 * MENU_MARGIN
        return min(widest, max(width, needed))

    def _wide_enough(self, width: float, columns: int, labels: list[str], viewport: Viewport) -> float:
        """``width``, or wider (up to the window's) so that the longest label fits its button at no less
        than three quarters of its size: a long setting's name must not be cut short."""
        least = max(
            math.ceil(theme.SMALLEST_TEXT / theme.text_scale), round(viewport.length(BUTTON_TEXT) * 0.75)
        )
        face = theme.font(least, bold=True)
        needed = max((face.size(label)[0] for label in labels), default=0) / viewport.scale + 32
        button = (width - 120 - (columns - 1) * 24) / columns
        widest = viewport.right - viewport.left - 2 * MENU_MARGIN
        return min(widest, width + max(0.0, needed - button) * columns)

    def _columns_that_fit(
        self, count: int, fixed: float, height: float, room: float, viewport: Viewport
    ) -> tuple[int, float]:
        """The columns and panel width that fit ``count`` buttons in ``room``: a list too long for the
        window's height at this text size goes in more columns (wider, then narrower ones, down to
        ``NARROWEST_COLUMN``) instead of smaller buttons."""
        widest = viewport.right - viewport.left - 2 * MENU_MARGIN
        base = max(1, self.columns)
        column_width = (self.panel_width - 120 - (base - 1) * 24) / base
        columns = base
        while columns < MOST_COLUMNS and count > columns:
            rows = -(-count // columns)
            narrower = min(column_width, (widest - 120 - columns * 24) / (columns + 1))
            if fixed + rows * (height + 16) <= room or narrower < NARROWEST_COLUMN:
                break
            columns, column_width = columns + 1, narrower
        width = 120 + columns * column_width + (columns - 1) * 24
        return columns, min(widest, max(self.panel_width, width))

    def _text_height(self) -> int:
        count = sum(len(wrap_lines(line, LINE_TEXT, self.wrap_width)) for line in self.lines)
        return round(count * self._line_height(LINE_TEXT)) + (20 if count else 0)

    def settings_changed(self) -> None:
        """A new text size wraps the lines into more (or fewer) rows: the buttons move to make room."""
        super().settings_changed()
        self.rebuild()

    def keys_rest(self) -> bool:
        """True while the menu still ignores keys (it has just opened)."""
        return self.shown_for < self.key_rest_seconds

    def update(self, seconds: float) -> None:
        self.shown_for += seconds

    # --- input ------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.help_over_table is not None and self.help_over_table(event):
            return
        viewport = self.app.viewport
        if event.type == pygame.MOUSEMOTION:
            for i, button in enumerate(self.buttons):
                hovered = button.hit(viewport, event.pos)
                if hovered != button.hovered:
                    button.hovered = hovered
                    self.needs_full_draw = True
                if hovered:
                    self._set_focus(i)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.pressed = next((b for b in self.buttons if b.hit(viewport, event.pos)), None)
            if self.pressed is not None:  # the focus ring goes where the person clicked
                self._set_focus(self.buttons.index(self.pressed))
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (
            1,
            3,
        ):  # a right click steps a choice back
            pressed, self.pressed = self.pressed, None
            if pressed is None or not pressed.hit(viewport, event.pos):
                return
            choice = pressed.action if isinstance(pressed.action, Choice) and pressed.enabled else None
            if choice is None:
                if event.button == 1:
                    pressed.action()
            elif event.button == 3:
                choice.step(-choice.enter)
            elif isinstance(pressed, ChoiceButton):
                choice.step(pressed.step_at(viewport, event.pos))
            else:
                choice()
        elif event.type == pygame.KEYDOWN and not self.keys_rest():
            self._menu_key(event.key, bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))

    def _menu_key(self, key: int, shift: bool) -> None:
        count = max(1, len(self.buttons))
        if key in _UP_KEYS or (key == pygame.K_TAB and shift):
            self._set_focus((self.focus - 1) % count)
        elif key in _DOWN_KEYS or key == pygame.K_TAB:
            self._set_focus((self.focus + 1) % count)
        elif key in (pygame.K_HOME, pygame.K_END):
            self._set_focus(0 if key == pygame.K_HOME else count - 1)
        elif key in _STEP_KEYS and self.buttons:
            self._left_or_right(_STEP_KEYS[key])
        elif key in _CHOOSE_KEYS and self.buttons:
            self.buttons[self.focus].action()
        elif key == pygame.K_F1 and self.rules_spec is not None:
            self.show_rules()
        elif key == pygame.K_ESCAPE:
            self.back()

    def _left_or_right(self, direction: int) -> None:
        """Left/Right: step the focused choice, else move across a column (or to the next button)."""
        action = self.buttons[self.focus].action
        if isinstance(action, Choice) and self.buttons[self.focus].enabled:
            action.step(direction)
            return
        rows = -(-len(self.buttons) // self.shown_columns)
        across = self.focus + direction * rows
        if self.shown_columns > 1 and 0 <= across < len(self.buttons):
            self._set_focus(across)
        else:
            self._set_focus((self.focus + direction) % len(self.buttons))

    def choice(self, change: Callable[[int], None], arrows: bool = True) -> Choice:
        """A value that Enter, a click and Right move on, Left and a right click back
        (``change(direction)``); the menu then shows it. ``arrows=False``: an on/off switch."""

        def step(direction: int) -> None:
            change(direction)
            self.rebuild(keep_place=True)

        return Choice(step, arrows=arrows)

    def show_rules(self) -> None:
        """The rules page of the game this screen sets up (``rules_spec``)."""
        if self.rules_spec is not None:
            self.app.nav.rules(self.rules_spec)

    def pad_button(self, button: int) -> None:
        """A table of pads alone must get past a menu over it: A or Start chooses, the d-pad moves."""
        if self.keys_rest() or not self.buttons:
            return
        if button in (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_START):
            self.buttons[self.focus].action()
        elif button in (pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN):
            step = -1 if button == pygame.CONTROLLER_BUTTON_DPAD_UP else 1
            self._set_focus((self.focus + step) % len(self.buttons))
        elif button in (pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT):
            self._left_or_right(-1 if button == pygame.CONTROLLER_BUTTON_DPAD_LEFT else 1)

    def _set_focus(self, index: int) -> None:
        if index != self.focus:
            self.focus = index
            for i, button in enumerate(self.buttons):
                button.focused = i == index
            self.needs_full_draw = True

    # --- drawing ----------------------------------------------------------------

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        if not (full or self.needs_full_draw):
            return []
        viewport = self.app.viewport
        x, top, width, _ = self.panel_box
        band = self.heading_height() - ABOVE_TITLE - BELOW_TITLE  # the title's line, and any room kept spare
        box = self.draw_panel_and_title(surface, top + ABOVE_TITLE + band / 2)
        y = top + self.heading_height()
        for line in self.lines:
            for part in wrap_lines(line, LINE_TEXT, self.wrap_width):
                at = viewport.to_screen(x + width / 2, y)
                draw_text(
                    surface, part, at, viewport.length(LINE_TEXT), theme.INK, within=box, anchor="midtop"
                )
                y += self._line_height(LINE_TEXT)
        for button in self.buttons:
            button.draw(surface, viewport)
        self.needs_full_draw = False
        return [surface.get_rect()]

    def draw_panel_and_title(self, surface: pygame.Surface, title_middle: float) -> pygame.Rect:
        """The backdrop, the panel and its gold title centred on ``title_middle`` (virtual pixels);
        the panel's rectangle on the window, which what is drawn in it stays within."""
        viewport = self.app.viewport
        self.draw_backdrop(surface)
        box = viewport.rect(*self.panel_box)
        panel(surface, box, viewport.length(24))
        x, _, width, _ = self.panel_box
        pixels = fitting_pixels(
            self.title, viewport.length(TITLE_TEXT), viewport.length(width - 60), bold=True
        )
        centre = viewport.to_screen(x + width / 2, title_middle)
        draw_text(surface, self.title, centre, pixels, theme.GOLD, bold=True, within=box)
        return box

    def resize(self) -> None:
        """The panel fits the new window's height (more columns in a short one)."""
        self.rebuild()


class PagedMenuScene(MenuScene):
    """A menu of more entries than fit the screen at 1280×720: a page of them, the buttons that turn
    the pages, and Back (the saved games, the finished games)."""

    page_size: ClassVar[int] = 6
    earlier_label: ClassVar[str] = "Previous page"
    later_label: ClassVar[str] = "Next page"
    earlier_first: ClassVar[bool] = False  # the button to the page before comes first among the two
    page = 0

    def page_count(self, entries: int) -> int:
        return max(1, -(-entries // self.page_size))

    def paged(self, entries: list[MenuItem]) -> list[MenuItem]:
        """This page's share of ``entries``, the page-turning buttons that apply, and Back."""
        first = self.page * self.page_size
        turns: list[MenuItem] = []
        if first + self.page_size < len(entries):
            turns.append((self.later_label, lambda: self.turn_page(1)))
        if self.page > 0:
            earlier: MenuItem = (self.earlier_label, lambda: self.turn_page(-1))
            turns.insert(0 if self.earlier_first else len(turns), earlier)
        return [*entries[first : first + self.page_size], *turns, ("Back", self.back)]

    def turn_page(self, pages: int) -> None:
        self.page += pages
        self.focus = 0
        self.rebuild()


class ChartMenuScene(MenuScene):
    """A menu whose text ends in a chart of totals, just above the buttons (None: no chart, no room)."""

    chart: TotalsChart | None = None
    chart_height = 320  # room for the axis labels and four seats' names one above another at 1280×720

    def _text_height(self) -> int:
        return super()._text_height() + (self.chart_height if self.chart_shown() else 0)

    def chart_shown(self) -> bool:
        """A chart, readable at this window and text size: one too small to read is left out, and
        its room with it (the standings in the text say the same in numbers)."""
        if self.chart is None:
            return False
        viewport = self.app.viewport
        return self.chart.fits(
            (viewport.length(self.panel_width - 120), viewport.length(self.chart_height - 16))
        )

    def chart_box(self) -> tuple[float, float, float, float]:
        """The chart's virtual rectangle: the bottom of the text area, just above the buttons."""
        x, top, width, _ = self.panel_box
        bottom = top + self.heading_height() + self._text_height()
        return (x + 60, bottom - self.chart_height, width - 120, self.chart_height - 16)

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        dirty = super().draw(surface, full)
        if dirty and self.chart is not None and self.chart_shown():
            box = self.app.viewport.rect(*self.chart_box())
            surface.blit(self.chart.render(box.size), box)
        return dirty
