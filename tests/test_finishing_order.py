"""The finishing order shown at the end of Schrum Schrum, Tač and Repezita."""

from __future__ import annotations

import pygame

from game.ui.menus.finishing_order import Finisher, FinishingOrderScene, ordinal


def test_places_read_as_ordinals() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd",
    ]  # fmt: skip


def test_the_order_lists_every_seat_and_play_again_restarts(quiet_app) -> None:
    played_again: list[bool] = []
    scene = FinishingOrderScene(
        quiet_app,
        "Seat 2 wins",
        [Finisher("Seat 2 (hard)", "out first"), Finisher("Seat 1 (you)", "7 cards left")],
        lambda: played_again.append(True),
        note="Seat 1 is the loser.",
        table_keys={pygame.K_z},
    )
    quiet_app.stack.push(scene)
    assert scene.lines == [
        "Seat 1 is the loser.",
        "1st  Seat 2 (hard): out first",
        "2nd  Seat 1 (you): 7 cards left",
    ]
    scene.update(5.0)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z))  # a player's key: ignored
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))  # the game is over
    assert quiet_app.stack.top is scene and not played_again
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    assert played_again == [True]


def test_keys_rest_just_after_the_game_ends(quiet_app) -> None:
    played_again: list[bool] = []
    scene = FinishingOrderScene(
        quiet_app, "Over", [Finisher("Seat 1", "out first")], lambda: played_again.append(True)
    )
    quiet_app.stack.push(scene)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    assert not played_again
