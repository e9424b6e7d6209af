"""Title → a finished game → the title, with posted key events only (issue 9, point 5: keyboard alone).

The person is ``tools/keyboard_tour.KeyboardTour``: it reads the screen and presses keys; nothing
else touches the app. One tour per family of tables: the solitaire table, the turn tables (Scorzo,
Scroker, Schrum Schrum/Tač) and the races (Repezita, Scrooge), each through its setup screen,
the table's own keys, its round or deal summaries and its finishing screen.
"""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import App
from game.ui.menus.title import TitleScene
from tools.keyboard_tour import KeyboardTour

FRAME = 0.05  # seconds of table time a frame
MOST_FRAMES = 120_000


def tour(app: App, game: str) -> KeyboardTour:
    guide = KeyboardTour(game)
    app.seed_deals(guide.seed)  # the same deals every run: a tour that passes once passes always
    app.advice_in_background = False
    app.stack.reset(TitleScene(app))
    for _ in range(MOST_FRAMES):
        for name in guide.next_keys(app, FRAME):
            code = pygame.key.key_code(name)
            text = name if len(name) == 1 else ""
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=text))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=text))
            app.step(0.0)
        if guide.finished:
            return guide
        app.step(FRAME)
    raise AssertionError(f"{game}: not back at the title; screens: {guide.screens[-12:]}")


@pytest.mark.parametrize(
    ("game", "table", "end"),
    [
        ("scotch", "TableScene", "ResultScene"),
        ("scorzo", "ScorzoTableScene", "ScorzoScoresheetScene"),
        ("scroker", "ScrokerTableScene", "ScrokerDealOverScene"),
        pytest.param("tac", "ShedderTableScene", "FinishingOrderScene", marks=pytest.mark.slow),
        ("repezita", "RepezitaTableScene", "FinishingOrder"),
        pytest.param("scrooge", "ScroogeTableScene", "RoundSummaryScene", marks=pytest.mark.slow),
    ],
)
def test_a_person_plays_a_whole_game_from_the_title_and_back_by_keys_alone(
    quiet_app: App, game: str, table: str, end: str
) -> None:
    guide = tour(quiet_app, game)
    assert guide.game_over and isinstance(quiet_app.stack.top, TitleScene)
    screens = guide.screens
    assert screens[:2] == ["TitleScene", "PickerScene"]
    assert table in screens, screens
    ended = next(i for i, name in enumerate(screens) if end in name)
    assert screens.index(table) < ended < len(screens) - 1
    assert len(quiet_app.stack.scenes) == 1
    replay = guide.table.replay()
    moves = [step for step in replay.steps if getattr(step, "seat", None) == 0]
    assert len(moves) >= 5, "the person made the moves of a game by keys"
    chosen = {"scorzo": ("rounds", 1), "scroker": ("hands", 5)}.get(game)
    if chosen:  # the setup screen's choices, made by keys, reached the table
        assert guide.table.options[chosen[0]] == chosen[1]
