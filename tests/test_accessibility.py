"""Playing with weak eyesight or colour blindness, by keyboard alone (issue 9, point 5).

The settings screen is driven by keys only here (Down, Enter, Escape), as a person without a mouse
would drive it; what it changes is checked on the pictures a player sees.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator

import pygame
import pytest

from game.core.cards import Card, Suit
from game.storage.settings import Settings, SettingsStore, settings_from_json
from game.ui.app import App
from game.ui.cards.card_art import CardArt
from game.ui.look import theme
from game.ui.look.seat_marks import MARK_NAMES, draw_seat_mark, paint_seat_pattern
from game.ui.menus.settings import SettingsScene
from game.ui.menus.title import TitleScene
from tests.test_ui_keys import press

SIZE = (75, 105)


@pytest.fixture
def app(quiet_app: App) -> Iterator[App]:
    """The app on its title screen; the normal look is put back afterwards for the tests that follow."""
    quiet_app.stack.push(TitleScene(quiet_app))
    quiet_app.step(0.0)
    yield quiet_app
    theme.apply_look(False, 1.0)


def choose_by_keys(app: App, label_start: str) -> None:
    """Press Down until the focused button's label starts with ``label_start``, then Enter."""
    menu = app.stack.top
    for _ in range(len(menu.buttons)):
        if menu.buttons[menu.focus].label.startswith(label_start):
            press(app, pygame.K_RETURN)
            return
        press(app, pygame.K_DOWN)
    raise AssertionError(f"no button starting {label_start!r} in {[b.label for b in menu.buttons]}")


def open_settings_by_keys(app: App) -> SettingsScene:
    choose_by_keys(app, "Settings")
    assert isinstance(app.stack.top, SettingsScene)
    return app.stack.top


def test_high_contrast_is_reached_by_keys_and_turns_the_table_black_and_the_cards_white(app: App) -> None:
    screen = open_settings_by_keys(app)
    choose_by_keys(app, "High contrast")
    assert app.settings.high_contrast
    assert any(b.label == "High contrast, large cards: on" for b in screen.buttons)
    centre = app.felt().get_at((app.screen.get_width() // 2, app.screen.get_height() // 2))
    assert tuple(centre)[:3] == (0, 0, 0)
    art = app.card_art()
    assert art.high_contrast and art.large_indices
    face = art.face(Card(5, Suit.SPADES), SIZE)
    assert tuple(face.get_at((SIZE[0] // 2, 3)))[:3] == (255, 255, 255)  # white inside a black edge
    assert tuple(face.get_at((SIZE[0] // 2, 0)))[:3] == (0, 0, 0)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)
    settings, _ = SettingsStore(app.settings_store.path.parent).load()
    assert settings.high_contrast  # kept for the next start


def test_high_contrast_restyles_the_menus_and_turning_it_off_brings_the_old_look_back(app: App) -> None:
    normal_panel = theme.PANEL
    open_settings_by_keys(app)
    choose_by_keys(app, "High contrast")
    assert (theme.PANEL, theme.INK) == ((0, 0, 0), (255, 255, 255))
    press(app, pygame.K_RETURN)  # the focus stays on the button just chosen
    assert not app.settings.high_contrast
    assert normal_panel == theme.PANEL


def _contrast_with_white(colour: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of ``colour`` on white (1 to 21)."""
    linear = [c / 255 / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in colour]
    return 1.05 / (0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2] + 0.05)


def test_high_contrast_suits_stand_out_from_the_white_face_more_than_the_normal_deck() -> None:
    normal, strong = CardArt(four_colour=True), CardArt(four_colour=True, high_contrast=True)
    for suit in Suit:
        bold = strong._suit_colour(suit)
        assert _contrast_with_white(bold) > _contrast_with_white(normal._suit_colour(suit))
        assert _contrast_with_white(bold) >= 4.5  # WCAG AA for text, which the indices are


def test_four_suit_colours_are_four_in_the_four_colour_deck_and_in_high_contrast() -> None:
    for art in (CardArt(four_colour=True), CardArt(four_colour=True, high_contrast=True)):
        assert len({art._suit_colour(suit) for suit in Suit}) == 4


def test_larger_text_makes_menu_text_taller_and_every_label_still_fits_its_button(app: App) -> None:
    screen = open_settings_by_keys(app)
    normal_height = theme.font(34).get_height()
    choose_by_keys(app, "Text size")
    choose_by_keys(app, "Text size")
    assert app.settings.text_scale == 1.5
    assert any(b.label == "Text size: 150%" for b in screen.buttons)
    assert theme.font(34).get_height() >= normal_height * 1.4
    app.stack.changed = True
    app.step(0.0)
    for button in screen.buttons:  # the label is drawn inside the button, not cut off at its edges
        image = button.render(app.viewport)
        width, height = image.get_size()
        edges = [*range(6), *range(width - 6, width)]
        inked = [x for x in edges for y in range(height) if min(tuple(image.get_at((x, y)))[:3]) > 200]
        assert not inked, f"{button.label!r} runs into the edge of its button"
    choose_by_keys(app, "Text size")
    assert app.settings.text_scale == 1.0


def test_a_bad_text_size_in_the_file_falls_back_with_a_note_naming_it() -> None:
    settings, notes = settings_from_json({"text_scale": 3, "high_contrast": "yes"})
    assert (settings.text_scale, settings.high_contrast) == (Settings().text_scale, False)
    assert any(note.startswith("text_scale was 3") and "1.25" in note for note in notes)
    assert any(note.startswith("high_contrast") for note in notes)


def _mask(draw: object) -> bytes:
    surface = pygame.Surface((48, 48), pygame.SRCALPHA)
    draw(surface)  # type: ignore[operator]
    return bytes(surface.get_at((x, y)).a > 0 for y in range(48) for x in range(48))


def test_every_seat_has_its_own_shape_and_pattern_so_colour_is_never_the_only_sign() -> None:
    """Drawn in one and the same colour, the six seats' marks and hatchings still all differ."""
    grey = (128, 128, 128)
    marks = [_mask(lambda s, seat=seat: draw_seat_mark(s, seat, s.get_rect(), grey)) for seat in range(6)]
    patterns = [
        _mask(lambda s, seat=seat: paint_seat_pattern(s, seat, (*grey, 255), 12)) for seat in range(6)
    ]
    for first, second in itertools.combinations(range(len(MARK_NAMES)), 2):
        assert marks[first] != marks[second]
        assert patterns[first] != patterns[second]
    assert all(any(mask) for mask in marks + patterns)


# Viénot, Brettel and Mollon (1999), as linear-RGB matrices: how a protanope and a deuteranope see.
PROTANOPIA = ((0.11238, 0.88762, 0.0), (0.11238, 0.88762, 0.0), (0.00401, -0.00401, 1.0))
DEUTERANOPIA = ((0.29275, 0.70725, 0.0), (0.29275, 0.70725, 0.0), (-0.02234, 0.02234, 1.0))


def _seen_with(matrix: tuple[tuple[float, ...], ...], colour: tuple[int, int, int]) -> tuple[float, ...]:
    linear = [(c / 255) ** 2.2 for c in colour]
    return tuple(
        255 * max(0.0, sum(m * c for m, c in zip(row, linear, strict=True))) ** (1 / 2.2) for row in matrix
    )


@pytest.mark.parametrize("matrix", [PROTANOPIA, DEUTERANOPIA], ids=["protanopia", "deuteranopia"])
def test_seat_colours_stay_apart_for_red_green_colour_blind_players(
    matrix: tuple[tuple[float, ...], ...],
) -> None:
    for first, second in itertools.combinations(theme.SEAT_COLOURS, 2):
        distance = math.dist(_seen_with(matrix, first), _seen_with(matrix, second))
        assert distance > 40, f"{first} and {second} look alike ({distance:.0f} apart)"
