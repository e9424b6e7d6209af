"""A pile's count badge never covers the corner index of the card turned on that pile (issue 22).

Schrum Schrum and Tač turn a seat's card face up on its face-down pile, which carries a badge with the
pile's count: the turned card's index must stay readable at every window size, text size and card size.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest

from game.ui.app import App
from tests.card_corners import index_boxes
from tests.test_ui_shedding import centre_of, click, open_table, settle

LOOKS = {
    "1920x1080": ((1920, 1080), {}),
    "1024x600, text 150%": ((1024, 600), {"text_scale": 1.5}),
    "large cards": ((1920, 1080), {"high_contrast": True}),
    "1024x600, large indices": ((1024, 600), {"large_indices": True, "text_scale": 1.5}),
}
TABLES = {
    "Tač": ("tac", {}),
    "Schrum Schrum": ("schrum", {}),
    "German faces": ("schrum", {"faces": "german"}),
}


@pytest.fixture
def sized_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> App:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    window, settings = LOOKS[request.param]
    app = App(window=window, headless=True)
    app.change_settings(dataclasses.replace(app.settings, reduced_motion=True, **settings))
    app.seed_deals(1)
    pygame.event.clear()
    app.running = True
    return app


@pytest.mark.parametrize("sized_app", list(LOOKS), indirect=True)
@pytest.mark.parametrize("table_name", list(TABLES))
def test_the_count_badge_leaves_the_turned_cards_indices_free(sized_app: App, table_name: str) -> None:
    game_id, options = TABLES[table_name]
    table = open_table(sized_app, game_id, "human,bot", options)
    settle(sized_app, table)
    pile = table.state.closed_id(0)
    click(sized_app, centre_of(table, pile))
    settle(sized_app, table)
    card = table.state.turned_card(0)
    assert card is not None and table.view.piles[pile][-1].face_up
    badge = table.counts[0]
    assert badge.visible, "the pile under the turned card still holds cards: its count shows"
    top = table.view.top_rect(pile)
    style = "german" if options.get("faces") == "german" else ""
    for box in index_boxes(table.view.art, card, top.size, style):
        index = box.move(top.topleft)
        assert not badge.rect.colliderect(index), f"the badge {badge.rect} covers the index at {index}"
    assert badge.rect.colliderect(top), "the badge still sits on its pile, so it reads as the pile's count"
