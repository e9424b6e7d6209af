"""A menu under the mouse: a clicked choice stays under the pointer, and the heading fits its panel."""

from __future__ import annotations

import pygame

from game.core import registry
from game.ui import kits
from game.ui.app import App
from game.ui.games.repezita.setup import RepezitaSetupScene
from game.ui.look import theme


def click_at(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def test_clicking_seats_twice_in_one_place_adds_two_seats_and_changes_nothing_else(quiet_app: App) -> None:
    scene = RepezitaSetupScene(quiet_app, registry.get("repezita"))
    quiet_app.stack.push(scene)
    seats = next(b for b in scene.buttons if b.label.startswith("Seats:"))
    spot = quiet_app.viewport.rect(*seats.box).center
    first_seat = next(b.label for b in scene.buttons if b.label.startswith("Seat 1:"))
    before = len(scene.setup.plans)
    click_at(quiet_app, spot)
    click_at(quiet_app, spot)  # the panel grew a row: the Seats button must still be here
    assert len(scene.setup.plans) == before + 2
    assert next(b.label for b in scene.buttons if b.label.startswith("Seat 1:")) == first_seat
    assert scene.buttons[scene.focus].label.startswith("Seats:")  # the focus ring is where the click was


def test_a_click_moves_the_focus_ring_to_the_button_clicked(quiet_app: App) -> None:
    scene = RepezitaSetupScene(quiet_app, registry.get("repezita"))
    quiet_app.stack.push(scene)
    start = next(i for i, b in enumerate(scene.buttons) if b.label == "Back")
    click_at(quiet_app, quiet_app.viewport.rect(*scene.buttons[start - 1].box).center)
    assert scene.focus == start - 1


def test_every_setup_heading_is_drawn_inside_its_panel(quiet_app: App) -> None:
    """ "Spit in the Can: set up a session" was wider than the panel and ran over its border."""
    viewport, screen = quiet_app.viewport, quiet_app.screen
    for spec in registry.all_games():
        make = kits.kit_for(spec).setup_scene
        if make is None:
            continue  # Scotch is dealt from the picker, with no setup screen
        scene = make(quiet_app, spec)
        scene.draw(screen, True)
        box = viewport.rect(*scene.panel_box)
        band = range(
            round(viewport.to_screen(0, scene.panel_box[1] + 30)[1]),
            round(viewport.to_screen(0, scene.panel_box[1] + 95)[1]),
        )
        outside = [
            (x, y)
            for y in band
            for x in [*range(0, box.left), *range(box.right, screen.get_width())]
            if tuple(screen.get_at((x, y)))[:3] == theme.GOLD
        ]
        assert not outside, f"{scene.title!r} is drawn past the panel, e.g. at {outside[0]}"


def test_a_larger_text_size_moves_the_title_screens_buttons_below_its_longer_text(quiet_app: App) -> None:
    """At 150% the "Ready to play" list wrapped into more lines and ran under the Play button."""
    import dataclasses

    from game.ui.look.widgets import wrap_lines
    from game.ui.menus.title import TitleScene

    title = TitleScene(quiet_app)
    quiet_app.stack.reset(title)
    first_button = title.buttons[0].box[1]
    quiet_app.change_settings(dataclasses.replace(quiet_app.settings, text_scale=1.5))
    rows = sum(len(wrap_lines(line, 34, title.panel_width - 100)) for line in title.lines)
    last_line_bottom = title.panel_box[1] + 120 + (rows - 1) * 42 * 1.5 + 34 * 1.5 / 2
    assert title.buttons[0].box[1] > first_button
    assert title.buttons[0].box[1] >= last_line_bottom, "the text runs under the first button"


def test_the_picker_names_each_setup_screen_as_its_heading_does(quiet_app: App) -> None:
    from game.ui.menus.picker import PickerScene

    picker = PickerScene(quiet_app)
    quiet_app.stack.push(picker)
    for spec in registry.all_games():
        make = kits.kit_for(spec).setup_scene
        if make is None:
            continue
        heading = make(quiet_app, spec).title
        assert heading in [b.label for b in picker.buttons], heading


def test_a_long_status_message_never_runs_over_the_status_lines_left_side(quiet_app: App) -> None:
    """Dealer's Choice wrote its call on the left and a long showdown line on the right over it:
    now a message with no room beside the left side goes on beside it and onto the row below,
    every word of both shown, none drawn over another."""
    from game.ui.look import drawn_text
    from game.ui.look.hud import StatusLine

    left = "Hot Longhorn Stud, Chili E's rule, Lemon S and Lime S wild   deal 3   Esc menu  F1 rules"
    right = "Seat 1 wins 4 chips with Bullfrog: OW + EAU (not natural: a wild or a hot-'n'-sour word)."
    viewport = quiet_app.viewport
    line = StatusLine()
    with drawn_text.recording() as record:
        line.refresh(viewport, left, right, False)
    drawn = [d for d in record.texts if d.text]
    assert not record.cut and drawn[0].text == left  # neither cut short
    assert " ".join(d.text for d in drawn[1:]) == right  # the message whole, in reading order
    assert all(d.rect.top >= drawn[0].rect.bottom or d.rect.left > drawn[0].rect.right for d in drawn[1:])
    assert all(line.image.get_rect().contains(d.rect) for d in drawn)
    assert line.rect.bottom == viewport.window[1]  # the bar stays on the window's bottom edge
    short = StatusLine()
    short.refresh(viewport, "Deal 3", "Seat 2 checks.", False)
    assert short.rect.h < line.rect.h  # one row when both sides fit


def test_a_click_on_a_choices_back_arrow_steps_it_back_and_on_the_middle_or_forward_arrow_on(
    quiet_app: App,
) -> None:
    """A newcomer clicked the ◀ of "◀ Seats: 3 ▶" and the seats went up (issue 21)."""
    from game.ui.games.scorzo.setup import ScorzoSetupScene

    scene = ScorzoSetupScene(quiet_app, registry.get("scorzo"))
    quiet_app.stack.push(scene)

    def seats() -> pygame.Rect:
        button = next(b for b in scene.buttons if b.label.startswith("Seats:"))
        return button.screen_rect(quiet_app.viewport)

    assert len(scene.setup.plans) == 3
    click_at(quiet_app, (seats().left + 3, seats().centery))  # the ◀ side, at the very edge
    assert len(scene.setup.plans) == 2
    click_at(quiet_app, seats().center)
    assert len(scene.setup.plans) == 3
    click_at(quiet_app, (seats().right - 3, seats().centery))  # the ▶ side
    assert len(scene.setup.plans) == 4


def test_the_back_arrow_is_drawn_inside_the_part_of_the_button_that_steps_back(quiet_app: App) -> None:
    """Wherever the label puts its ◀ (a short label sits mid-button), a click on it steps back."""
    from game.ui.look import drawn_text
    from game.ui.menus.settings import SettingsScene

    scene = SettingsScene(quiet_app)
    quiet_app.stack.push(scene)
    viewport = quiet_app.viewport
    for button in [b for b in scene.buttons if type(b).__name__ == "ChoiceButton"]:
        with drawn_text.recording() as record:
            button.render(viewport)
        (label,) = record.texts
        rect = button.screen_rect(viewport)
        face_width = label.rect.h // 2  # the ◀ is narrower than half a line's height, past the label's left
        arrow = (rect.left + label.rect.left + face_width, rect.centery)
        assert button.step_at(viewport, arrow) == -1, button.label
        assert button.step_at(viewport, rect.center) == 1, button.label


def test_a_click_on_the_card_back_before_the_chosen_one_steps_back_to_it(quiet_app: App) -> None:
    from game.ui.menus.settings import CardBackButton, SettingsScene

    scene = SettingsScene(quiet_app)
    quiet_app.stack.push(scene)
    chosen = quiet_app.settings.card_back
    button = next(b for b in scene.buttons if isinstance(b, CardBackButton))
    rect = button.screen_rect(quiet_app.viewport)
    picture_height = rect.h - 2 * quiet_app.viewport.length(7)
    # on the first of the three backs drawn at the button's right
    before_picture = rect.right - quiet_app.viewport.length(14) - round(picture_height * 2.2)
    click_at(quiet_app, (before_picture, rect.centery))
    assert quiet_app.settings.card_back == (chosen - 1) % 6


def test_the_keys_reminder_makes_way_for_a_message_that_then_fits_on_one_row(quiet_app: App) -> None:
    """Scorzo's "Discard: … double-click it …" took a second row over the hand's meld labels only
    because "Esc menu  F1 rules  F2 controls" stood beside it; the message wins the row, and the
    reminder is back once the message is short. A message that needs more rows starts beside the
    left side, so there the reminder gives way too (F2 and the pause menu still show the keys)."""
    from game.ui.look import drawn_text
    from game.ui.look.hud import StatusLine
    from game.ui.menus.controls import HELP_HINT

    left = "Scorzo   Round 1 of 11   this hand: 15 points"
    message = "Discard: drag a card onto the discard pile or double-click it (Left/Right, Enter)."
    line = StatusLine()
    with drawn_text.recording() as record:
        line.refresh(quiet_app.viewport, left, message, False, hint=HELP_HINT)
    assert {d.text for d in record.texts} == {left, message}
    short = StatusLine()
    short.refresh(quiet_app.viewport, left, "", False)
    assert line.rect.h == short.rect.h  # one row
    with drawn_text.recording() as record:
        line.refresh(quiet_app.viewport, left, "Seat 2 checks.", False, hint=HELP_HINT)
    assert f"{left}   {HELP_HINT}" in {d.text for d in record.texts}
    with drawn_text.recording() as record:
        line.refresh(quiet_app.viewport, left, message + " " + message, False, hint=HELP_HINT)
    drawn = [d.text for d in record.texts if d.text]
    assert drawn[0] == left and " ".join(drawn[1:]) == message + " " + message
