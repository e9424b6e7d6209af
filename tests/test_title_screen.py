"""The title screen: what it says a player can play."""

from __future__ import annotations

import dataclasses

import pytest

from game.core import registry


def test_the_title_names_every_game_and_promises_none_still_to_come(quiet_app) -> None:
    from game.ui.menus.title import TitleScene

    text = TitleScene(quiet_app).text_lines()[0]
    for game_id in ("scotch", "scrooge", "scorzo", "scroker", "spit", "longhorn", "dealers-choice"):
        assert registry.get(game_id).name in text
    assert all(name in text for name in ("Schrum Schrum", "Tač", "Repezita"))
    assert "on their way" not in text


def _title_rects(app, text_scale: float) -> dict[str, tuple[int, int, int, int]]:
    """Each title button's window rectangle, Continue's row by its place."""
    from game.ui.menus.title import TitleScene

    app.change_settings(dataclasses.replace(app.settings, text_scale=text_scale))
    title = TitleScene(app)
    app.stack.reset(title)
    app.step(0.0)
    return {b.label: tuple(b.screen_rect(app.viewport)) for b in title.buttons}


@pytest.mark.parametrize("text_scale", [1.0, 1.25, 1.5])
def test_the_title_buttons_stay_put_whether_continue_or_a_notice_is_shown(quiet_app, text_scale) -> None:
    """A click meant for Settings must not hit Play because Continue appeared (issue 21)."""
    from game.ui.look import theme

    try:
        bare = _title_rects(quiet_app, text_scale)
        assert "Continue…" not in bare
        quiet_app.nav.play(registry.get("scotch"), 7)
        table = quiet_app.stack.top
        assert table.play(table.state.legal_moves(0)[0])
        quiet_app.step(1 / 60)  # the move is autosaved
        with_continue = _title_rects(quiet_app, text_scale)
        quiet_app.notice = "The settings file could not be read: it is kept beside the new one."
        with_notice = _title_rects(quiet_app, text_scale)
    finally:
        theme.apply_look(False, 1.0)
    assert with_continue.pop("Continue…")[1] < bare["Play"][1]  # in its own row, above Play
    assert with_notice.pop("Continue…") is not None
    assert bare == with_continue == with_notice


@pytest.mark.parametrize("window", [(1024, 600), (1280, 720), (3840, 2160)])
@pytest.mark.parametrize("text_scale", [1.0, 1.5])
def test_the_title_with_a_notice_fits_the_window_in_large_text(
    tmp_path, monkeypatch, window, text_scale
) -> None:
    """Panel, buttons and every word inside the window; no text under 12 window pixels."""
    from game.ui.app import App
    from game.ui.look import theme
    from game.ui.menus.title import NOTE_PIXELS, TitleScene

    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    app = App(window=window, headless=True)
    try:
        app.change_settings(dataclasses.replace(app.settings, text_scale=text_scale))
        app.notice = "The statistics file could not be read: it is kept beside the new one as a copy."
        title = TitleScene(app)
        app.stack.push(title)
        app.step(0.0)
        screen = app.screen.get_rect()
        panel = app.viewport.rect(*title.panel_box)
        assert screen.contains(panel)
        assert all(panel.contains(b.screen_rect(app.viewport)) for b in title.buttons)
        below = title.buttons[-1].screen_rect(app.viewport).bottom
        assert below + len(title._wrapped_notes()) * app.viewport.length(title._note_line()) <= panel.bottom
        assert theme.font(app.viewport.length(NOTE_PIXELS)).get_height() >= 12
    finally:
        theme.apply_look(False, 1.0)
