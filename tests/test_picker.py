"""The game picker a newcomer chooses from (issue 21, point 4): groups, cards, pictures, fit and keys."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.core import registry
from game.ui.app import App
from game.ui.games.scotch.menus import DealNumberScene
from game.ui.games.scotch.table import TableScene
from game.ui.look import drawn_text, theme
from game.ui.menus import table_preview
from game.ui.menus.picker import MORE_ABOVE, MORE_BELOW, PickerScene
from game.ui.menus.picker_card import TextPlace
from game.ui.menus.picker_layout import flow
from game.ui.menus.rules import RulesScene
from game.ui.menus.title import TitleScene
from tests.test_broken_assets import break_files, shipped  # noqa: F401  (a fixture)
from tests.test_ui_scrooge_pads import FakePads, plug

GROUPS = {
    "Solitaire": ["Scotch Solitaire"],
    "Races": ["Scrooge", "Repezita"],
    "Rummy": ["Scorzo"],
    "Word poker": ["Scroker", "Spit in the Can", "Longhorn Stud", "Dealer's Choice"],
    "Shedding games": ["Schrum Schrum", "Tač"],
}
WINDOWS = [(1024, 600), (1280, 720), (1920, 1080), (3840, 2160)]
TEXT_SIZES = [1.0, 1.25, 1.5]


@pytest.fixture
def picker(quiet_app: App) -> Iterator[PickerScene]:
    quiet_app.stack.push(TitleScene(quiet_app))
    scene = PickerScene(quiet_app)
    quiet_app.stack.push(scene)
    yield scene


def at_size(app: App, window: tuple[int, int], text_scale: float) -> None:
    app.change_settings(dataclasses.replace(app.settings, text_scale=text_scale))
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=window, w=window[0], h=window[1]))
    assert app.screen.get_size() == window


def press(app: App, key: int, shift: bool = False) -> None:
    mod = pygame.KMOD_SHIFT if shift else 0
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def click(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def card_texts(scene: PickerScene, name: str) -> list[str]:
    game_id = next(spec.id for spec in registry.all_games() if spec.name == name)
    return [place.text for place in scene.parts[game_id].texts]


def focus_on(app: App, scene: PickerScene, label: str) -> None:
    for _ in scene.buttons:
        if scene.buttons[scene.focus].label == label:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reaches {label!r}")


def test_the_games_are_grouped_each_saying_what_it_is_how_many_play_and_how_long(
    picker: PickerScene,
) -> None:
    assert picker.flow is not None
    assert [heading.name for heading in picker.flow.headings] == list(GROUPS)
    order = [card.name for card in picker.flow.cards]
    assert [registry.get(game).name for game in order] == [
        name for names in GROUPS.values() for name in names
    ]
    for name in (name for names in GROUPS.values() for name in names):
        texts = card_texts(picker, name)
        assert texts[0] == name
        assert any(text.endswith("player") or text.endswith("players") for text in texts), texts
        assert any(" min" in text for text in texts), texts
        assert len(" ".join(texts[3:])) > 30, f"{name} has no line saying what it is: {texts}"
    assert card_texts(picker, "Schrum Schrum")[1] == "2, 4 or 8 players"
    assert card_texts(picker, "Scotch Solitaire")[1] == "1 player"


@pytest.mark.parametrize("window", WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("text_scale", TEXT_SIZES)
def test_every_text_stays_in_its_card_and_the_window_at_12_pixels_or_more(
    picker: PickerScene, window: tuple[int, int], text_scale: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = picker.app
    at_size(app, window, text_scale)
    for _ in range(12):  # every picture in view drawn (one a frame), so the check sees them too
        app.step(0.0)
    sizes: list[int] = []
    real_font = theme.font

    def noted_font(pixels: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
        sizes.append(round(pixels * theme.text_scale))
        return real_font(pixels, bold, italic)

    monkeypatch.setattr(theme, "font", noted_font)
    for _ in picker.buttons:  # each button in turn: a row out of view scrolls in
        picker.draw(app.screen, True)
        focused = picker.buttons[picker.focus]
        assert focused.enabled and app.screen.get_rect().contains(focused.screen_rect(app.viewport))
        window_rect = app.screen.get_rect()
        with drawn_text.recording() as record:
            picker.draw(app.screen, True)
        for text in record.texts:
            assert text.within is not None and text.within.contains(text.rect), text
            assert window_rect.contains(text.rect), text
        press(app, pygame.K_TAB)
    assert sizes and min(sizes) >= 12


def test_a_small_window_at_large_text_shows_fewer_columns_and_scrolls_instead_of_shrinking(
    picker: PickerScene,
) -> None:
    app = picker.app
    assert picker.flow is not None and picker.flow.columns == 4  # 1280×720 at 100%: every game at once
    assert picker.flow.rows_shown(0, picker.list_height) == len(picker.flow.row_heights)
    at_size(app, (1024, 600), 1.5)
    assert picker.flow.columns < 4
    shown = picker.flow.rows_shown(0, picker.list_height)
    assert shown < len(picker.flow.row_heights)
    picker.draw(app.screen, True)
    assert not picker.buttons[[spec and spec.id for spec in picker.button_games].index("tac")].enabled
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert picker.first_row == 1
    focus_on(app, picker, "Tač: set up a game")
    tac = picker.buttons[picker.focus]
    assert tac.enabled and app.screen.get_rect().contains(tac.screen_rect(app.viewport))


def test_marks_say_where_rows_are_out_of_view_and_scrolling_keeps_the_focus_in_sight(
    picker: PickerScene,
) -> None:
    app = picker.app
    at_size(app, (1024, 600), 1.5)
    picker.draw(app.screen, True)
    assert picker.scroll_marks() == [MORE_BELOW]
    for _ in range(4):
        press(app, pygame.K_PAGEDOWN)
    picker.draw(app.screen, True)
    assert picker.scroll_marks() == [MORE_ABOVE]
    assert picker.buttons[picker.focus].enabled  # the focus left the rows scrolled away
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    picker.draw(app.screen, True)
    assert picker.scroll_marks() == [MORE_ABOVE, MORE_BELOW] or picker.scroll_marks() == [MORE_BELOW]


def test_choosing_a_card_does_what_its_game_does(picker: PickerScene) -> None:
    app = picker.app
    scorzo = next(b for b in picker.buttons if b.label == "Scorzo: set up a game")
    click(app, scorzo.screen_rect(app.viewport).center)
    assert app.stack.top is not None and app.stack.top.title == "Scorzo: set up a game"  # type: ignore[attr-defined]
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is picker
    number = next(b for b in picker.buttons if b.label == "Scotch Solitaire: deal number…")
    click(app, number.screen_rect(app.viewport).center)  # the small button, not the card under it
    assert isinstance(app.stack.top, DealNumberScene)
    press(app, pygame.K_ESCAPE)
    scotch = next(b for b in picker.buttons if b.label == "Scotch Solitaire: new deal")
    click(app, scotch.screen_rect(app.viewport).topleft)
    for _ in range(20):
        app.step(0.05)
    assert isinstance(app.stack.top, TableScene)  # a solitaire deals at once


def test_arrows_move_by_place_and_f1_opens_the_focused_games_rules(picker: PickerScene) -> None:
    app = picker.app
    labels = [button.label for button in picker.buttons]
    assert labels[picker.focus] == "Scotch Solitaire: new deal"
    press(app, pygame.K_RIGHT)
    assert labels[picker.focus] == "Scrooge: set up a race"
    press(app, pygame.K_DOWN)
    assert labels[picker.focus] == "Spit in the Can: set up a session"  # the card below
    press(app, pygame.K_LEFT)
    press(app, pygame.K_UP)
    assert labels[picker.focus] == "Scotch Solitaire: watch a demo"  # the nearest button above
    picker.pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # a pad's d-pad goes the same ways
    assert labels[picker.focus] == "Spit in the Can: set up a session"  # nearer in height than Scrooge
    focus_on(app, picker, "Repezita: set up a race")
    press(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.spec.id == "repezita"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is picker
    picker.pad_button(pygame.CONTROLLER_BUTTON_B)
    assert isinstance(app.stack.top, TitleScene)


def test_pictures_fill_in_a_frame_at_a_time_and_touch_no_saved_file(
    picker: PickerScene, tmp_path: Path
) -> None:
    app = picker.app
    table_preview.forget_pictures()
    before = {path: path.stat().st_mtime_ns for path in tmp_path.rglob("*") if path.is_file()}
    fresh = PickerScene(app)
    app.stack.push(fresh)
    app.step(0.0)
    assert len(table_preview.PREVIEWS.drawn) == 1  # the picker showed at once; one picture a frame
    for _ in range(12):
        app.step(0.0)
    assert len(table_preview.PREVIEWS.drawn) == len(registry.all_games())
    after = {path: path.stat().st_mtime_ns for path in tmp_path.rglob("*") if path.is_file()}
    assert after == before
    frame = app.viewport.rect(*fresh.parts["scotch"].picture)
    colours = {tuple(app.screen.get_at((frame.x + dx, frame.centery)))[:3] for dx in range(frame.w)}
    assert len(colours) > 20  # cards on the felt, not an empty frame


def test_a_broken_layout_costs_only_that_picture_and_says_why(
    shipped: Path,  # noqa: F811
    quiet_app: App,
) -> None:
    table_preview.forget_pictures()
    named = break_files(shipped, "layouts/scorzo-*.tmx")
    quiet_app.stack.push(TitleScene(quiet_app))
    scene = PickerScene(quiet_app)
    quiet_app.stack.push(scene)
    for _ in range(12):
        quiet_app.step(0.0)
    assert any(named in line and "broken" in line for line in scene.lines), scene.lines
    texts = [place for place in scene.parts["scorzo"].texts if isinstance(place, TextPlace)]
    assert texts[0].text == "Scorzo"
    scorzo = next(b for b in scene.buttons if b.label == "Scorzo: set up a game")
    assert scorzo.enabled
    table_preview.forget_pictures()  # the next test's pictures come from the shipped files


def test_a_broken_picker_file_lists_every_game_by_name_with_its_sentence(
    shipped: Path,  # noqa: F811
    quiet_app: App,
) -> None:
    (shipped / "assets" / "help" / "picker.json").write_text("{ broken", encoding="utf-8")
    quiet_app.stack.push(TitleScene(quiet_app))
    scene = PickerScene(quiet_app)
    quiet_app.stack.push(scene)
    quiet_app.step(0.0)
    assert any("assets/help/picker.json" in line and "broken" in line for line in scene.lines)
    names = {label.split(":")[0] for label in (b.label for b in scene.buttons) if ":" in label}
    assert names == {spec.name for spec in registry.all_games()}


def test_a_new_table_colour_redraws_the_pictures_in_it(picker: PickerScene) -> None:
    app = picker.app
    for _ in range(12):
        app.step(0.0)
    frame = app.viewport.rect(*picker.parts["scorzo"].picture)
    corner = (frame.x + 2, frame.y + 2)
    before = tuple(app.screen.get_at(corner))[:3]
    app.change_settings(dataclasses.replace(app.settings, table_colour="red"))
    for _ in range(12):
        app.step(0.0)
    frame = app.viewport.rect(*picker.parts["scorzo"].picture)
    after = tuple(app.screen.get_at((frame.x + 2, frame.y + 2)))[:3]
    assert after != before and after[0] > after[1]  # the felt in the picture is red now


def test_the_solitaire_record_is_under_the_games_once_a_deal_was_played(quiet_app: App) -> None:
    quiet_app.record_game("scotch", won=True, seconds=300.0, moves=120)
    quiet_app.record_game("scotch", won=False, seconds=100.0, moves=40)
    quiet_app.stack.push(TitleScene(quiet_app))
    scene = PickerScene(quiet_app)
    quiet_app.stack.push(scene)
    quiet_app.step(0.0)
    assert scene.lines[0] == "Scotch Solitaire: Played 2, won 1 (1 without hints, 0 with)."
    drawn = [part for line in scene.lines[:1] for part in scene.footer if part in line]
    assert drawn, scene.footer


def test_a_group_that_does_not_fit_a_rows_rest_starts_the_next_and_a_wide_one_runs_on() -> None:
    groups = [
        ("Solitaire", ["a"]),
        ("Races", ["b", "c"]),
        ("Rummy", ["d"]),
        ("Word poker", ["e", "f", "g", "h"]),
    ]
    placed = flow(groups, 3, 900.0, lambda game, width: 100.0, 40.0)
    rows = {card.name: card.row for card in placed.cards}
    assert rows == {"a": 0, "b": 0, "c": 0, "d": 1, "e": 1, "f": 1, "g": 2, "h": 2}
    assert [(h.name, h.row, h.column, h.span) for h in placed.headings] == [
        ("Solitaire", 0, 0, 1),
        ("Races", 0, 1, 2),
        ("Rummy", 1, 0, 1),
        ("Word poker", 1, 1, 2),  # wider than a row: it starts at once
    ]
    assert placed.row_heights == (140.0, 140.0, 100.0)  # no heading over the run-on row
    assert placed.rows_shown(0, 300.0) == 2 and placed.clamped_first_row(2, 300.0) == 1
    assert [(h.name, h.row, h.column, h.span) for h in placed.continued] == [("Word poker", 2, 0, 2)]
    assert (
        placed.lead_band(2) == 40.0 and placed.lead_band(1) == 0.0
    )  # room for it when the view starts there
    two_short = flow(
        [("Races", ["b", "c"]), ("Shedding", ["x", "y"])], 3, 900.0, lambda game, width: 1.0, 1.0
    )
    assert [card.row for card in two_short.cards] == [0, 0, 1, 1]  # fits a row, so starts the next


def test_a_pad_plugged_in_works_the_picker_and_is_let_go_when_a_game_opens(quiet_app: App) -> None:
    pads = FakePads(7)
    quiet_app.pad_system = pads
    quiet_app.stack.push(TitleScene(quiet_app))
    scene = PickerScene(quiet_app)
    quiet_app.stack.push(scene)
    assert [pad.instance_id for pad in scene.pads.held] == [7]  # SDL sends its buttons once it is open
    plug(pads, 9)
    quiet_app.step(0.0)
    assert [pad.instance_id for pad in scene.pads.held] == [7, 9]
    for button in (pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT):
        quiet_app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=9))
    assert scene.buttons[scene.focus].label == "Repezita: set up a race"
    quiet_app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_A))
    assert quiet_app.stack.top is not scene and sorted(pads.closed) == [7, 9]


def test_a_group_scrolled_into_view_below_its_heading_is_still_named_as_continued(
    picker: PickerScene,
) -> None:
    """Scrolled so Word poker's second row came first, Longhorn Stud and Dealer's Choice showed with no
    group: now "Word poker (continued)" heads them (issue 21)."""
    from game.ui.look import drawn_text

    app = picker.app
    at_size(app, (1024, 600), 1.5)
    assert picker.flow is not None
    going_on = [h for h in picker.flow.continued if h.name == "Word poker"]
    assert going_on, "at this size Word poker runs over more than one row"
    while picker.first_row < going_on[0].row:
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    with drawn_text.recording() as record:
        picker.draw(app.screen, True)
    heading = next(t for t in record.texts if t.text == "Word poker (continued)")
    first_in_view = [
        button.screen_rect(app.viewport)
        for button, spec in zip(picker.buttons, picker.button_games, strict=True)
        if spec is not None and button.enabled
    ]
    assert heading.rect.bottom <= min(rect.top for rect in first_in_view)
    assert "Word poker" not in [t.text for t in record.texts]  # its first row is out of view
