"""A held button repeats like a held key: a pause, then about twelve a second, then faster, on frame time."""

from __future__ import annotations

from game.ui.input.press_repeat import PressRepeat


def repeats_over(held: PressRepeat, seconds: float, frame: float = 1 / 60) -> int:
    return sum(held.tick(frame) for _ in range(round(seconds / frame)))


def test_nothing_repeats_before_the_pause_then_about_twelve_a_second() -> None:
    held = PressRepeat()
    held.press()
    assert repeats_over(held, 0.34) == 0
    assert repeats_over(held, 0.66) == 8  # at 0.35 s, then every 1/12 s up to a second held


def test_after_a_second_held_the_repeats_come_faster() -> None:
    held = PressRepeat()
    held.press()
    repeats_over(held, 1.0)
    assert repeats_over(held, 1.0) == 30


def test_released_or_never_pressed_it_earns_nothing_and_a_new_press_waits_again() -> None:
    held = PressRepeat()
    assert repeats_over(held, 2.0) == 0
    held.press()
    repeats_over(held, 0.5)
    held.release()
    assert repeats_over(held, 2.0) == 0
    held.press()
    assert repeats_over(held, 0.3) == 0


def test_a_stalled_frame_is_not_a_burst_of_repeats() -> None:
    held = PressRepeat()
    held.press()
    assert held.tick(0.3) == 0
    assert held.tick(5.0) <= 2
