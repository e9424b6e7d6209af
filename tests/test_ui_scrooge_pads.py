"""Gamepad seats at the Scrooge table, headless, with fake pads plugged and unplugged (issue 4, DESIGN.md §8).

No real controller exists here: ``FakePads`` stands in for SDL's list of controllers, and the
hot-plug and button events SDL would send are posted, so they arrive in one frame in order.
"""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.seats import SeatPlan, parse_players
from game.ui.app import App
from game.ui.games.scrooge.table import ScroogeTableScene
from game.ui.input.gamepads import Pad, PadError, PadRoster, SdlPads
from game.ui.input.pad_buttons import BUTTONS, PAD_BUTTONS
from game.ui.menus.table_pause import TablePauseScene
from game.ui.race.setup import next_player
from tests.scrooge_positions import played_out
from tests.test_ui_scrooge import app, open_table
from tests.test_ui_scrooge_keys import action_for, foundation_play, press

__all__ = ["app"]  # the fixture, shared with the mouse-seat tests

SPEC = registry.get("scrooge")


class FakePads:
    """SDL's controller list as a test wants it: instance ids by device index, some that will not open."""

    problem: str | None = None

    def __init__(self, *instance_ids: int) -> None:
        self.listed = list(instance_ids)
        self.broken: set[int] = set()
        self.closed: list[int] = []

    def indices(self) -> list[int]:
        return list(range(len(self.listed)))

    def open(self, device_index: int) -> Pad:
        if device_index in self.broken:
            raise PadError("no mapping for this controller")
        instance_id = self.listed[device_index]
        return Pad(instance_id, f"Fake pad {instance_id}", lambda: self.closed.append(instance_id))


def plug(pads: FakePads, instance_id: int) -> None:
    """A pad arrives: SDL lists it, then says so."""
    pads.listed.append(instance_id)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=len(pads.listed) - 1))


def unplug(pads: FakePads, instance_id: int) -> None:
    pads.listed.remove(instance_id)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance_id))


def push(instance_id: int, *actions: str) -> None:
    """Post the pad's buttons for these actions (handled at the next step)."""
    for action in actions:
        button = BUTTONS[PAD_BUTTONS[action]][0]
        pygame.event.post(
            pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id, button=button)
        )


def pad_table(app: App, players: str, seed: int, *instance_ids: int) -> tuple[ScroogeTableScene, FakePads]:
    pads = FakePads(*instance_ids)
    app.pad_system = pads
    return open_table(app, players, seed), pads


def seed_where_seats_can_play(app: App, players: str, seats: tuple[int, ...]) -> int:
    """A deal where each of these seats has a card for the centre that is not in its stock."""
    for seed in range(1, 300):
        table, _ = pad_table(app, players, seed, 7)
        plays = [foundation_play(table, seat) for seat in seats]
        if all(play is not None and not play.source.endswith("stock") for play in plays):
            return seed
    raise AssertionError(f"no deal where seats {seats} can all play to the centre")


def centre(table: ScroogeTableScene) -> list[object]:
    state = table.match.state
    return [card for pile_id in state.foundation_ids for card in state.piles[pile_id].cards]


def test_a_pad_seat_plays_a_card_in_two_button_presses(app: App) -> None:
    seed = seed_where_seats_can_play(app, "human:pad1,bot:easy", (0,))
    table, _ = pad_table(app, "human:pad1,bot:easy", seed, 7)
    play = foundation_play(table, 0)
    assert play is not None
    card = table.match.state.piles[play.source].cards[-1]
    push(7, action_for_pad(table, play.source))
    app.step(0.0)
    assert table.pads[0].selected == play.source
    push(7, "centre")
    app.step(0.0)
    assert card in centre(table)


def action_for_pad(table: ScroogeTableScene, pile_id: str) -> str:
    return next(a for a in PAD_BUTTONS if table.pads[0].pile_for(a) == pile_id and a != "turn")


def test_a_pad_and_a_keyboard_seat_pressing_in_one_frame_both_count(app: App) -> None:
    players = "human:pad1,human:keys1,bot:easy"
    table, _ = pad_table(app, players, seed_where_seats_can_play(app, players, (0, 1)), 7)
    plays = [foundation_play(table, seat) for seat in (0, 1)]
    assert plays[0] is not None and plays[1] is not None
    cards = [table.match.state.piles[play.source].cards[-1] for play in plays if play]
    push(7, action_for_pad(table, plays[0].source))
    press(table, 1, action_for(table, 1, plays[1].source))
    push(7, "centre")
    press(table, 1, "centre")
    app.step(0.0)
    assert all(card in centre(table) for card in cards)


def test_an_unplugged_pad_pauses_the_whole_race_and_plugging_one_in_resumes_it(app: App) -> None:
    table, pads = pad_table(app, "human:pad1,bot:hard", 5, 7)
    app.step(0.5)
    clock, elapsed = table.match.table.clock.now, table.elapsed
    unplug(pads, 7)
    app.step(0.0)
    before = table.match.state.to_json()
    for _ in range(60):
        push(7, "turn")  # a pad that is gone presses nothing
        app.step(0.5)
    assert table.match.state.to_json() == before, "something moved while the race waited"
    assert (table.match.table.clock.now, table.elapsed) == (clock, elapsed)
    words, alert = table._status_words(table.unplugged())
    assert "Seat 1's gamepad is unplugged — plug a pad in to go on" in words and alert
    assert table.banner.visible and table.banner.rect.w > 100
    plug(pads, 8)
    app.step(0.0)
    assert table.unplugged() is None and not table.banner.visible
    for _ in range(60):
        app.step(0.5)
    assert table.match.table.clock.now > clock and table.elapsed > elapsed
    assert table.match.state.to_json() != before, "the bot never moved after the pad came back"


def test_a_table_waits_from_the_start_until_its_pads_are_plugged_in(app: App) -> None:
    table, pads = pad_table(app, "human:pad1,human:pad2,bot:hard", 3)
    app.step(5.0)
    assert (
        table.match.table.clock.now == 0
        and "Seats 1, 2 have no gamepad" in table._status_words(table.unplugged())[0]
    )
    plug(pads, 20)
    app.step(5.0)
    assert (
        table.match.table.clock.now == 0
        and "Seat 2's gamepad is unplugged" in table._status_words(table.unplugged())[0]
    )
    plug(pads, 21)
    app.step(5.0)
    assert table.match.table.clock.now == 5.0 and table.roster is not None
    assert [pad and pad.instance_id for pad in table.roster.playing.values()] == [20, 21]


def test_the_menu_still_works_while_the_race_waits(app: App) -> None:
    table, _ = pad_table(app, "human:pad1,bot:easy", 3)
    menu = table.buttons[0]
    pos = menu.screen_rect(app.viewport).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(0.0)
    menu_scene = app.stack.top
    assert isinstance(menu_scene, TablePauseScene), "the Menu button opens the table's menu"
    leave = next(button for button in menu_scene.buttons if button.label == "Main menu")
    leave.action()
    app.step(0.0)
    assert not any(isinstance(scene, ScroogeTableScene) for scene in app.stack.scenes)
    assert not app.device_watchers, "the table left its roster listening"


def test_a_pad_that_will_not_open_is_named_and_nothing_crashes(app: App) -> None:
    table, pads = pad_table(app, "human:pad1,bot:easy", 3)
    pads.broken.add(0)
    plug(pads, 9)
    app.step(0.0)
    words, alert = table._status_words(table.unplugged())
    assert "A gamepad could not be opened (no mapping for this controller)" in words and alert
    assert table.unplugged() is not None
    plug(pads, 10)
    app.step(0.0)
    assert (
        table.unplugged() is None and "could not be opened" not in table._status_words(table.unplugged())[0]
    )


def test_each_pad_seat_sees_its_buttons_on_its_piles(app: App) -> None:
    table, _ = pad_table(app, "human:pad1,bot:easy", 1, 7)
    app.step(1 / 60)
    assert sorted(cap.label for cap in table.caps) == sorted(["Left", "Up", "Right", "Down", "X", "B", "Y"])
    for cap in table.caps:
        assert cap.rect.w > 20, f"the {cap.label} cap was never drawn"
        assert cap.rect.colliderect(table.view.slot_rect(cap.pile_id))
    assert "A centre" in table.place_names[0] and "Start Scrooge!" in table.place_names[0]


def test_pads_take_pad_seats_in_the_order_they_are_plugged_in() -> None:
    pads = FakePads(10)
    roster = PadRoster(["pad2", "pad1"], pads)
    assert roster.name_of(10) == "pad1" and roster.missing() == ["pad2"]
    for instance_id in (11, 12):
        pads.listed.append(instance_id)
        roster.plugged(len(pads.listed) - 1)
    assert roster.name_of(11) == "pad2" and roster.name_of(12) is None  # a spare waits
    roster.unplugged(10)
    assert roster.name_of(12) == "pad1", "the spare steps in for the pad that went"
    roster.unplugged(11)
    assert roster.missing() == ["pad2"]
    roster.plugged(2)  # pad 12 announced again (listed at the start, then its event): still one pad
    assert roster.missing() == ["pad2"]
    roster.close()
    assert sorted(pads.closed) == [10, 11, 12, 12]  # every handle opened is closed once


def test_a_pad_seat_is_read_from_the_command_line_and_a_ninth_pad_is_refused() -> None:
    plans = parse_players("human:pad1,human:keys1,bot:hard", SPEC.seats)
    assert plans[0] == SeatPlan(True, "pad1") and plans[0].gamepad and not plans[0].keyboard
    with pytest.raises(ValueError, match=r"'human:pad9' names no device.*human:pad1-pad4"):
        parse_players("human:pad9,bot:hard", SPEC.seats)
    with pytest.raises(ValueError, match="only one seat"):
        parse_players("human:pad1,human:pad1", SPEC.seats)


def test_the_setup_cycle_reaches_a_pad_and_skips_one_another_seat_holds() -> None:
    plans = [SeatPlan(True, "mouse"), SeatPlan(True, "keys4")]
    assert next_player(plans, 1) == SeatPlan(True, "pad1")
    assert next_player([SeatPlan(True, "pad1"), SeatPlan(True, "keys4")], 1) == SeatPlan(True, "pad2")


def test_a_move_is_not_made_by_a_pad_button_the_map_does_not_use(app: App) -> None:
    table, _ = pad_table(app, "human:pad1,bot:easy", 2, 7)
    before = table.match.state.to_json()
    pygame.event.post(
        pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=7, button=pygame.CONTROLLER_BUTTON_GUIDE)
    )
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=99, button=0))
    app.step(0.0)
    assert table.match.state.to_json() == before and table.pads[0].selected is None


class FakeController:
    """Stands in for ``pygame._sdl2.controller.Controller``: one SDL handle per device, shared."""

    opened: dict[int, FakeController] = {}
    quits: list[int] = []

    def __new__(cls, device_index: int) -> FakeController:
        if device_index == 5:
            raise pygame.error("Controller not found")
        return cls.opened.setdefault(device_index, super().__new__(cls))

    def __init__(self, device_index: int) -> None:
        self.index, self.name = device_index, "Fake controller"

    def as_joystick(self) -> FakeController:
        return self

    def get_instance_id(self) -> int:
        return 100 + self.index

    def quit(self) -> None:
        FakeController.quits.append(self.index)


class FakeControllerModule:
    Controller = FakeController

    @staticmethod
    def init() -> None: ...


def test_sdl_pads_close_a_shared_pad_only_when_its_last_table_lets_go_and_name_a_failure() -> None:
    """Play again opens the new table's pads before the old one closes: the pad must stay open."""
    FakeController.opened.clear()
    FakeController.quits.clear()
    system = SdlPads(FakeControllerModule)
    old, new = system.open(0), system.open(0)
    assert old.instance_id == new.instance_id == 100
    old.close()
    assert FakeController.quits == []
    new.close()
    assert FakeController.quits == [0]
    with pytest.raises(PadError, match="Controller not found"):
        system.open(5)


class ModuleWithAPlainJoystickFirst(FakeControllerModule):
    """SDL lists a plain joystick (device 0, not a game controller) before the real pad (device 1)."""

    @staticmethod
    def get_count() -> int:
        return 2

    @staticmethod
    def is_controller(index: int) -> bool:
        return index == 1


def test_a_pad_listed_after_a_plain_joystick_still_takes_its_seat() -> None:
    """A table opened later (Play again) hears no "added" event: it must find the pad by SDL's list."""
    FakeController.opened.clear()
    system = SdlPads(ModuleWithAPlainJoystickFirst)
    assert system.indices() == [1]
    roster = PadRoster(["pad1"], system)
    assert roster.missing() == [] and roster.notes == []


def test_unnamed_pad_seats_are_named_by_their_seat_then_their_pads_buttons(app: App) -> None:
    table, _ = pad_table(app, "human:pad1,human:pad2,bot:easy", 2, 7, 8)
    assert table.place_names[0].startswith("Seat 1  A centre")
    assert table.place_names[1].startswith("Seat 2  A centre")
    assert table.place_names[2] == "Bot (easy)"


def test_a_table_of_pads_gets_past_the_round_summary_with_a_button(app: App) -> None:
    from game.ui.games.scrooge.round_summary import RoundSummaryScene

    table, _ = pad_table(app, "human:pad1,bot:easy", 2, 7)
    state = table.match.state
    played_out(state, 0)
    table.view.show_state(state)
    push(7, "call")
    for _ in range(10):
        app.step(0.1)
    summary = app.stack.top
    assert isinstance(summary, RoundSummaryScene)
    a_button = pygame.event.Event(
        pygame.CONTROLLERBUTTONDOWN, instance_id=7, button=pygame.CONTROLLER_BUTTON_A
    )
    pygame.event.post(a_button)
    app.step(0.1)
    assert app.stack.top is summary, "a press still meant for the race chose a button"
    app.step(1.0)
    app.step(1.0)
    pygame.event.post(a_button)
    app.step(0.1)
    assert app.stack.top is table and state.round_number == 2
