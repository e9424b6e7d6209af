"""The card-back choice shows the backs (issue 21, point 9): it said "design 2 of 6" with no picture.

The settings' card-back button draws the chosen back framed between the one before and the one
after, and Right, Left, Enter and a click still step through them both ways.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.storage.settings import CARD_BACK_COUNT
from game.ui.app import App
from game.ui.cards.backs import BACK_DESIGNS
from game.ui.look import theme
from game.ui.menus.settings import CardBackButton, SettingsScene
from tests.test_ui_keys import press


@pytest.fixture
def settings(quiet_app: App) -> Iterator[SettingsScene]:
    quiet_app.nav.settings()
    quiet_app.step(0.0)
    yield quiet_app.stack.top
    theme.apply_look(False, 1.0)


def card_back_button(scene: SettingsScene) -> CardBackButton:
    (button,) = [b for b in scene.buttons if isinstance(b, CardBackButton)]
    return button


def share_of(image: pygame.Surface, colour: tuple[int, int, int]) -> float:
    """How much of ``image`` is (nearly) ``colour``: the panel colour of a back design."""
    w, h = image.get_size()
    near = sum(
        1
        for x in range(0, w, 2)
        for y in range(0, h, 2)
        if all(abs(a - b) <= 12 for a, b in zip(image.get_at((x, y))[:3], colour, strict=True))
    )
    return near / ((w // 2 + 1) * (h // 2 + 1))


def test_the_card_back_choice_shows_the_chosen_back_and_names_it(settings: SettingsScene) -> None:
    app = settings.app
    button = card_back_button(settings)
    chosen = app.settings.card_back
    name, panel = BACK_DESIGNS[chosen][0], BACK_DESIGNS[chosen][1]
    assert button.label.endswith(name) and "design" not in button.label
    picture = button.render(app.viewport)
    assert share_of(picture, panel) > 0.01  # the chosen back's own colour, undimmed
    unchosen = BACK_DESIGNS[(chosen + 3) % CARD_BACK_COUNT][1]  # neither it nor a neighbour
    assert share_of(picture, unchosen) < 0.001


def test_keys_and_clicks_step_the_back_both_ways(settings: SettingsScene) -> None:
    app = settings.app
    settings.focus = settings.buttons.index(card_back_button(settings))
    first = app.settings.card_back
    press(app, pygame.K_RIGHT)
    assert app.settings.card_back == (first + 1) % CARD_BACK_COUNT
    assert card_back_button(settings).design == app.settings.card_back
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    assert app.settings.card_back == (first - 1) % CARD_BACK_COUNT
    centre = card_back_button(settings).screen_rect(app.viewport).center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, button=1, pos=centre))
    assert app.settings.card_back == first
    assert card_back_button(settings).label.endswith(BACK_DESIGNS[first][0])
