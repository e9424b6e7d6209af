"""``--window``: a size like 1280x720, and anything else a clear message before any window opens."""

from __future__ import annotations

import pytest

from main import main, window_size


def test_a_size_is_read_as_width_and_height() -> None:
    assert window_size("1280x720") == (1280, 720)
    assert window_size(" 900X600 ") == (900, 600)


@pytest.mark.parametrize("text", ["abc", "1280", "1280x", "x720", "0x5", "12.5x7", "5x-7"])
def test_a_wrong_size_says_the_form_and_opens_nothing(text: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--window", text]) == 2
    said = capsys.readouterr().err
    assert "--window takes a size like 1280x720" in said and repr(text) in said
