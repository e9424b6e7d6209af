"""A table where seats play in turn with private hands: people at one screen, bots off the frame.

What Scorzo's table and Scroker's have in common, whatever the game:

* The map for the seat count, turned so the hand the screen shows is at the
  bottom (``HotSeat``, ``SeatedTableView``); with two or more people, "pass to
  <name>" covers the table before each person's turn, and the bottom hand turns
  face down as soon as its person's turn is over.
* The rules' events are shown in order; after some of them (the game says
  which: the dealer chosen, a call) the table rests a moment with a banner. A
  person's input first shows what is waiting, and is ignored during a rest.
* Bots decide on a worker thread (``BotTurns``) from a snapshot of their seat's
  view, and move no sooner than a pace a person can follow.
* A move the rules refuse is not made; their reason is shown in red.
* A new view of the table as it is now (the screen turned to another person, a
  setting changed) drops the card moves still waiting to be shown.
* People on phones (issue 24) hold their hands there: ``TablePhones`` starts the
  phone link as the table first runs, opens the joining screen, makes the moves
  the phones send as a person's and tells the phones how the table stands; a
  phone that is away is said on its seat's strip and in the status line.
* Every move is told in public words (``_story``) and kept for the whole game
  (``TableStory``): the history panel shows the newest sentences, F3 or a click
  on it the whole story, and the pass screen what happened while its person
  was away. A red refusal belongs to its turn: it goes when the turn passes.

A game's table subclasses it and fills in the hooks: its bots, its buttons,
its hand's layout, when a round is over and what opens then, what rests, and
the words of its strips and status line.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar, cast

import pygame

from game.core.events import CardsFlipped, CardsMoved, Event, GameOver, Message, RoundEnded
from game.core.moves import Move
from game.core.protocol import GameSpec
from game.core.replays import Replay, replay_of
from game.core.seat_names import names_note, seat_names
from game.core.seats import SeatPlan
from game.ui.app_services import AppServices
from game.ui.look.hud import Banner, ButtonSprite, StatusLine, hover_buttons, release_button
from game.ui.look.widgets import Button
from game.ui.menus.controls import HELP_HINT, help_key
from game.ui.menus.menu import MenuScene
from game.ui.menus.save_name import is_save_key, open_save_as
from game.ui.menus.table_pause import TablePauseScene, is_menu_key
from game.ui.phones.card_pictures import card_pictures
from game.ui.phones.joining_screen import PhonesScene
from game.ui.phones.table_phones import TablePhones
from game.ui.saving.resume import ResumeError, make_steps
from game.ui.scene import Scene
from game.ui.table.large_cards import name_strips
from game.ui.table.layout import box_property, load_layout, seated_layout_path
from game.ui.table.pointer import PointerTable
from game.ui.table.seat_strips import SeatLine, SeatNameStrip
from game.ui.table.seated_view import HAND, SeatedTableView, turned_layout
from game.ui.table.table_view import ViewScene, view_for
from game.ui.turns.bot_turns import BotTurns
from game.ui.turns.history_page import HISTORY_KEY, HistoryPageScene
from game.ui.turns.hot_seat import HotSeat
from game.ui.turns.pass_screen import PassScreenScene
from game.ui.turns.story_panel import StoryPanel, clear_of, history_box
from game.ui.turns.table_story import StoryLine, TableStory

HOLD_SECONDS = 1.4  # the table rests this long after an event the game marks as worth a pause
NOTE_SECONDS = 4.0  # a refusal or a table message stays this long in the status line
BANNER_LEAST = (480, 100)  # virtual pixels of felt a banner needs, or it keeps its map place over the cards
# A phone's move while another screen covers the table (its menu, the Phones screen, the rules).
COVERED_WORDS = "The big screen is showing a menu or the phones' codes: play again when the table is back."
BOT_PACE = 0.6  # seconds from a bot's turn beginning to its move, at the normal animation speed


class TurnTableScene(ViewScene, PointerTable, ABC):
    """One game at a turn table; see the module docstring for what a subclass fills in."""

    view_class: ClassVar[type[SeatedTableView]] = SeatedTableView
    deal_from_pile: ClassVar[str] = "draw"  # where a fresh table's cards fly out from
    layout_name: ClassVar[str] = (
        ""  # the maps' name (``scroker`` for the four Scroker games); the game's id if empty
    )
    private_hands: ClassVar[bool] = True  # False: nothing to hide from anyone, so never a pass screen

    def __init__(
        self,
        app: AppServices,
        spec: GameSpec,
        seed: int,
        plans: Sequence[SeatPlan],
        options: dict | None = None,
    ) -> None:
        super().__init__(app)
        self.spec, self.seed, self.plans = spec, seed, list(plans)
        self.options = dict(options or {})
        self.state: Any = spec.new_game(seats=len(self.plans), seed=seed, options=self.options)
        self.names = seat_names(self.plans)
        self.hotseat = HotSeat(self.plans, self.names, self.private_hands)
        self.bots = {
            seat: self._make_bot(seat, plan) for seat, plan in enumerate(self.plans) if not plan.human
        }
        pace = BOT_PACE * (0.5 if app.settings.reduced_motion else max(0.4, app.settings.animation_speed))
        self.bot_turns = BotTurns(pace, background=app.advice_in_background)
        self.pending: list[Event] = []
        self.hold = 0.0
        self.banner_text: str | None = None
        self.note, self.note_alert, self.note_left = "", False, 0.0
        self.pressed_button: Button | None = None
        self.clock = 0.0
        name = self.layout_name or spec.id
        self.map = load_layout(seated_layout_path(name, len(self.plans)), list(self.state.piles))
        self.story = TableStory()
        for text in self._opening_story():
            self.story.tell(text)
        self._story_named: list[StoryLine] = []  # the story with names in, kept as it grows
        box = history_box(self.map.properties)
        self.story_panel = StoryPanel(box) if box is not None else None
        self._turn_seen: int | None = None  # the seat on turn when the last frame looked (a refusal's turn)
        self._pointer_at = (-1, -1)  # the pointer's last place on the window
        self.buttons: list[Button] = []
        self._make_hud()
        self.button_sprites = [ButtonSprite(button) for button in self.buttons]
        self.status = StatusLine(self.app.status_room_keeper(self))
        self.banner = Banner()
        self.phones = TablePhones(self.plans, self.names) if self.hotseat.phones else None
        self._phones_opened = False
        self._panel_over: Scene | None = None  # the panel ``show_over_table`` last opened
        self.view = self._new_view(deal=True)
        self._show_table()

    # --- what a game fills in ------------------------------------------------------------

    @abstractmethod
    def _make_bot(self, seat: int, plan: SeatPlan) -> Any:
        """The bot for a seat: anything with ``decide(view) -> Move | None``."""

    def _make_hud(self) -> None:
        """Fill ``self.buttons``."""

    def _hud_extras(self) -> list[pygame.sprite.DirtySprite]:
        """HUD sprites of the game's own (Scroker's pot), put on every view with the buttons."""
        return []

    @abstractmethod
    def _round_over(self) -> bool:
        """Whether the rules wait between rounds (every hand on show, any seat may deal the next)."""

    def _on_round_over(self) -> None:
        """The round's end is on show: open what the game shows then (called once the table settles)."""

    def _rest_for(self, event: Event) -> str | None:
        """The banner to rest under after this event, or None to go straight on."""
        return None

    def _after_batch(self, batch: list[Event]) -> None:
        """A batch of events has been handed to the view."""

    def _after_move(self, move: Move) -> None:
        """The rules took a move (the view has not shown it yet)."""

    def _opening_story(self) -> list[str]:
        """The history's first sentences, about the table as it was dealt ("Deal 1: Seat 1 deals
        Scroker; everyone antes."): the rules deal the first round before any move is made."""
        return []

    def _story(self, move: Move, events: list[Event]) -> list[str]:
        """Sentences for the table's history about a move the rules just took, in public words:
        whole sentences naming the actor as "Seat N" ("Seat 3 raises to 10."), never a card hidden
        from anyone. This default tells the rules' own messages; a game says its moves better."""
        return [event.text for event in events if isinstance(event, Message | RoundEnded | GameOver)]

    def _lay_out_hand(self) -> None:
        """Lay the shown hand out the game's way (the plain fan needs nothing)."""

    def _let_go(self) -> None:
        """Drop anything the pointer holds (another screen opens, the table turns)."""

    def _turn(self) -> int | None:
        """The seat on turn (None between rounds or while several may move)."""
        return self.state.turn

    def _seat_to_play(self) -> int | None:
        """The seat whose move the table waits for now (a bot's is asked for), or None to wait."""
        mover = self.state.to_move()
        return mover[0] if mover else None

    def _pass_reason(self) -> str:
        """A line under "Pass to <name>" when the turn is special (a last turn)."""
        return ""

    def _light_buttons(self) -> None:
        """Enable the buttons that mean something now."""

    def _seat_line(self, seat: int) -> SeatLine:
        return SeatLine(self.names[seat], on_turn=seat in self.state.to_move())

    def _status_left(self) -> str:
        return self.spec.name

    def status_words(self) -> tuple[str, bool]:
        """The status line's right side: a note of the moment (a refusal in red), else what to do now."""
        return (self.note, self.note_alert) if self.note_left > 0 and self.note else ("", False)

    def help_key(self, event: pygame.event.Event) -> bool:
        """F1: the rules; F2: each person's controls. True when the key opened one (the game ignores it)."""
        if event.type != pygame.KEYDOWN:
            return False
        controllers = [plan.controller for plan in self.plans]
        return help_key(self.app, event.key, self.spec, controllers, self.names)

    # --- seats and the view ----------------------------------------------------------------

    def game_state(self) -> Any:
        return self.state

    def replay(self) -> Replay | None:
        replay = replay_of(self.state, [plan.controller for plan in self.plans])
        notes = {**self._notes(), **names_note(self.plans), "seconds": round(self.clock, 3)}
        return dataclasses.replace(replay, notes=notes)

    def played_seconds(self) -> float:
        """The time played at this table, earlier sittings of a resumed game included (the statistics)."""
        return self.clock

    def _notes(self) -> dict[str, Any]:
        """What this table keeps beyond the moves, for the replay's notes (``resumed`` hands them back)."""
        return {}

    def _take_notes(self, notes: dict[str, Any]) -> None:
        """Put back what ``_notes`` kept, once the steps are made; a note that does not fit is passed over."""

    def save_mark(self) -> object | None:
        """The moves made so far (a whole session is one game state, its next deals moves too)."""
        return (id(self.state), len(self.state.history))

    # --- input: what every turn table does first, then the game's own hooks ---------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """F1/F2 (help), Ctrl+S (Save as) and Escape (the menu, unless something is held to let go
        of first) at every turn table; the pointer and other keys go to the game's hooks."""
        if self.help_key(event) or self._history_event(event):
            return
        if is_save_key(event):
            open_save_as(self.app, self)
        elif is_menu_key(event) and not self.holding():
            self.open_menu()
        elif self.route_pointer(event):
            return
        elif event.type == pygame.KEYDOWN:
            self._key_pressed(event)

    def _history_event(self, event: pygame.event.Event) -> bool:
        """F3 or a click on the history panel opens the whole story; the wheel over the panel scrolls
        it. True when the event was the history's."""
        panel = self.story_panel
        if event.type == pygame.KEYDOWN and event.key == HISTORY_KEY:
            self.open_history()
            return True
        if event.type == pygame.MOUSEMOTION:
            self._pointer_at = event.pos  # where the wheel turns (the event does not say)
        if panel is None or not panel.visible or not self.story.lines:
            return False  # a panel larger cards took the felt of is not there to scroll or click
        if event.type == pygame.MOUSEWHEEL and panel.rect.collidepoint(self._pointer_at):
            panel.scroll(event.y, len(self.story))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and panel.rect.collidepoint(event.pos):
            self.open_history()
            return True
        return False

    def show_over_table(self, panel: MenuScene) -> None:
        """Open a panel over the table (a deal's end, a round's, the finishing order): F1, F2 and F3
        still open the rules, the controls and the history there, when a newcomer most wants them."""
        panel.help_over_table = self._panel_key
        self._panel_over = panel
        self.app.stack.push(panel)

    def _panel_key(self, event: pygame.event.Event) -> bool:
        if self.help_key(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == HISTORY_KEY:
            self.open_history()
            return True
        return False

    def open_history(self) -> None:
        """The whole story so far as a page, over the table (which waits underneath)."""
        self._let_go()
        self.app.stack.push(HistoryPageScene(self.app, self.spec.name, self.story.lines, self.hotseat.named))

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        hover_buttons(self.button_sprites, self.app.viewport, pos)

    @abstractmethod
    def _pointer_down(self, pos: tuple[int, int]) -> None:
        """The left button went down: a button pressed, a card taken or a pile chosen."""

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        pressed, self.pressed_button = self.pressed_button, None
        release_button(pressed, self.app.viewport, pos)

    def _key_pressed(self, event: pygame.event.Event) -> None:
        self._key(pygame.key.name(event.key))

    def _key(self, name: str) -> None:
        """A key the table did not take itself, by its name ("c", "space", "escape")."""

    def holding(self) -> bool:
        """Whether Escape has something to let go of here first (a held card, a word being spelt)."""
        return False

    def open_menu(self) -> None:
        """The table's menu (Escape, or the Menu button); the game waits underneath."""
        self._let_go()
        controllers = [plan.controller for plan in self.plans]
        self.app.stack.push(TablePauseScene(self.app, self, self.spec, controllers, self.names))

    @property
    def person(self) -> int | None:
        """The seat at the bottom when a person plays it (the one whose hand the mouse and keys work)."""
        seat = self.hotseat.shown_seat
        return seat if seat is not None and self.plans[seat].at_screen else None

    def hand_pile(self, seat: int) -> str:
        return f"seat{seat + 1}{HAND}"

    def _new_view(self, deal: bool = False) -> SeatedTableView:
        """The table turned for the seat at the bottom; everything in place (or, with ``deal``, dealt out)."""
        layout = turned_layout(self.map, self.hotseat.game_pile)
        self.strips = {
            self.hotseat.seat_at(label.seat - 1): SeatNameStrip(label, self.hotseat.seat_at(label.seat - 1))
            for label in name_strips(self.map, self.app.settings.high_contrast)
            if label.seat
        }
        story = [self.story_panel] if self.story_panel is not None else []
        hud = [
            *self.button_sprites,
            self.status,
            *self.strips.values(),
            *story,
            self.banner,
            *self._hud_extras(),
        ]
        view = cast(
            SeatedTableView, view_for(self.app, layout, self.state, hud, self.view_class, labelled=False)
        )
        shown = self.hotseat.shown_seat
        view.shown_hand = self.hand_pile(shown) if shown is not None else None
        if self.story_panel is not None:
            strips = [strip.label for strip in self.strips.values()]
            self.story_panel.box = clear_of(self.story_panel.map_box, view.layout, strips)
        self._place_banner(view)
        self._dress_view(view)
        origin = self.map.slots[self.deal_from_pile]
        deal_from = (origin.x + origin.width / 2, origin.y + origin.height / 2)
        view.show_state(self.state, deal_from=deal_from if deal else None)
        return view

    def _place_banner(self, view: SeatedTableView) -> None:
        """The banner lies in the felt its map gives it (``banner``), clear of the piles the next
        player uses; larger cards that grew into that felt push it aside while enough is left."""
        box = box_property(self.map.properties, "banner")
        if box is None:
            return
        free = clear_of(box, view.layout, [strip.label for strip in self.strips.values()])
        if free[2] >= BANNER_LEAST[0] and free[3] >= BANNER_LEAST[1]:
            box = free
        self.banner.place = (round(box[0]), round(box[1]), round(box[2]), round(box[3]))

    def _dress_view(self, view: SeatedTableView) -> None:
        """Set how this game's cards look on a new view, before its cards are made (faces, marks)."""

    def _rebuild_view(self) -> None:
        """A new view of the rules' table as it is now: the screen turned to another person, a setting.

        Card moves still waiting to be shown are dropped (played again they would deal a
        second set of sprites); the rest (messages, rests) still come.
        """
        self._let_go()
        self.pending = [event for event in self.pending if not isinstance(event, (CardsMoved, CardsFlipped))]
        self.view.group.empty()  # the HUD sprites live on: they must not keep the old cards alive
        self.view = self._new_view()
        self._show_table()

    def _show_table(self) -> None:
        self._show_faces()
        self._lay_out_hand()
        self.needs_full_draw = True
        self._refresh_hud()  # a new view's strips are blank until they are told what to say

    def _hands(self) -> list[str]:
        return [self.hand_pile(seat) for seat in range(self.state.seats)]

    def _show_faces(self) -> None:
        """The shown hand face up, other hands face down, every hand up while a round's end is on show."""
        if self._round_over():
            self.view.show_faces(self._hands(), self._hands())
        else:
            self.view.show_faces([self.view.shown_hand] if self.view.shown_hand else [], self._hands())

    # --- moves -------------------------------------------------------------------------------

    def attempt(self, move: Move) -> bool:
        """Play a move if the rules allow it; else say why. The view plays its events in turn."""
        why = self.state.why_illegal(move)
        if why is not None:
            self._say(why[0].upper() + why[1:] + ".", alert=True)
            return False
        events = self.state.apply(move)
        self.pending += events
        self._tell(move, events)
        self._after_move(move)
        return True

    def _tell(self, move: Move, events: list[Event]) -> None:
        """Keep the move's sentences in the table's story."""
        actor = f"Seat {move.seat + 1} "
        for text in self._story(move, events):
            self.story.tell(text, move.seat if text.startswith(actor) else None)

    # --- events, in order, with rests --------------------------------------------------------

    def _play_pending(self, seconds: float) -> None:
        """Hand the view the events up to the next rest the game asks for."""
        if self.hold > 0:
            self.hold -= seconds
            if self.hold > 0:
                return
            self.banner_text = None
        batch: list[Event] = []
        while self.pending:
            event = self.pending.pop(0)
            batch.append(event)
            if isinstance(event, Message):
                self._say(event.text)
            banner = self._rest_for(event)
            if banner is not None:
                self._rest(banner)
                break
        if batch:
            self.view.play_events(batch)
            self._after_batch(batch)
            self._lay_out_hand()

    def _caught_up(self) -> bool:
        """Before a person's input: show what is waiting, unless the table is resting (then ignore it)."""
        if self.hold > 0:
            return False
        if self.pending:
            self._play_pending(0.0)
        return self.hold <= 0

    def _rest(self, banner: str) -> None:
        self.hold = HOLD_SECONDS * max(0.5, self.app.motion_scale() or 0.5)
        self.banner_text = banner

    @property
    def settled(self) -> bool:
        """Nothing is left to show: no events waiting, no rest, no card in flight."""
        return not self.pending and self.hold <= 0 and not self.view.animating

    # --- whose go ------------------------------------------------------------------------------

    def _follow_turn(self) -> None:
        """After the table settles: the round's end on show, a pass screen, or a bot's move."""
        self.hotseat.follow(self._turn(), self._round_over())
        if self._round_over():
            self.note_left = 0  # the round's end is on show: a message of its last moment is past
            for seat in self.hotseat.humans:
                self.story.seen_by(seat)  # everyone looks at the round's end together
            self._on_round_over()
            return
        if self.hotseat.needs_pass_screen:
            self._pass_screen()
            return
        seat = self._seat_to_play()
        if seat is None or self.plans[seat].human:
            return
        if self.bot_turns.thinking is None:
            view, bot = self.state.view(seat), self.bots[seat]
            self.bot_turns.start(seat, lambda: bot.decide(view))
            return
        answer = self.bot_turns.ready()
        if answer is not None:
            bot_seat, move = answer
            if move is not None and bot_seat == seat:
                self.attempt(move)

    def _hide_or_show_the_bottom_hand(self) -> None:
        """With people sharing the screen, the bottom hand turns face down once its person's turn is over."""
        self.hotseat.follow(self._turn(), self._round_over())
        shown = self.hotseat.shown_seat
        pile_id = self.hand_pile(shown) if shown is not None else None
        if pile_id != self.view.shown_hand:
            self.view.shown_hand = pile_id
            self._let_go()
            self._show_faces()
            self._lay_out_hand()

    def _pass_screen(self) -> None:
        self._let_go()
        self.view.show_faces([], self._hands())
        self.view.finish_animations()
        name = self.hotseat.pass_to or ""
        self.story.seen_by(self.hotseat.bottom)  # the last person watched the table until now
        turn = self._turn()
        away = [] if turn is None else [self.hotseat.named(line.text) for line in self.story.unseen_by(turn)]
        self.app.stack.push(PassScreenScene(self.app, name, self._screen_taken, self._pass_reason(), away))

    def _screen_taken(self) -> None:
        self.hotseat.acknowledge()
        self.story.seen_by(self.hotseat.bottom)
        self._rebuild_view()

    # --- time and drawing ---------------------------------------------------------------------

    def _forget_past_refusal(self) -> None:
        """A refusal in red answers one turn's move: once the turn passes it is no longer news."""
        turn = self._turn()
        if turn != self._turn_seen:
            if self.note_alert:
                self.note_left = 0
            self._turn_seen = turn

    def _say(self, text: str, alert: bool = False) -> None:
        self.note, self.note_alert, self.note_left = self.hotseat.named(text), alert, NOTE_SECONDS

    def update(self, seconds: float) -> None:
        """The frame's work (``_advance``), then the HUD says how the table now stands (``_refresh_hud``),
        so that drawing only paints."""
        self._advance(seconds)
        self._refresh_hud()

    def _advance(self, seconds: float) -> None:
        """Time passes: bots think, events are shown, the turn moves on, the buttons light."""
        self.clock += seconds
        self.bot_turns.tick(seconds)
        self.note_left -= seconds
        if self.phones is not None:  # before the events are shown: a phone's move shows this frame
            self._play_phones()
        self._play_pending(seconds)
        self._forget_past_refusal()
        self._hide_or_show_the_bottom_hand()
        if self.settled and self.app.stack.top is self:
            self._follow_turn()
        self.view.update(seconds)
        self._light_buttons()

    def _refresh_hud(self) -> None:
        """The buttons, banner, seat strips and status line say what the table shows now (a game may
        add its own HUD sprites); each frame's update ends with it, and a new view or a resize."""
        viewport = self.app.viewport
        for sprite in self.button_sprites:
            sprite.refresh(viewport)
        self.banner.refresh(viewport, self.banner_text)
        phones = self.phones
        for seat, strip in self.strips.items():
            line = self._seat_line(seat)
            if phones is not None and phones.seat_note(seat):
                line = dataclasses.replace(line, note=phones.seat_note(seat))
            strip.refresh(viewport, line)
        if self.story_panel is not None:
            self.story_panel.refresh(viewport, self._named_story())
        words = self.status_words()
        # Between rounds anyone may deal the next: the table waits for nobody's phone in particular.
        waiting_for = () if phones is None or self._round_over() else self.state.to_move()
        waiting = [phones.waiting_words(seat) for seat in waiting_for] if phones is not None else []
        if any(waiting) and not (self.note_left > 0 and self.note):  # a note of the moment comes first
            words = (next(text for text in waiting if text), False)
        self.status.refresh(viewport, self._status_left(), *words, hint=HELP_HINT)

    def _named_story(self) -> list[StoryLine]:
        """The story as this table says it: the seats' names in place of "Seat N"."""
        lines, named = self.story.lines, self._story_named
        if len(named) > len(lines):  # a story begun again (a resumed game)
            named.clear()
        for line in lines[len(named) :]:
            named.append(dataclasses.replace(line, text=self.hotseat.named(line.text)))
        return named

    def resize(self) -> None:
        super().resize()
        self.view.resize(self.app.viewport)
        self._refresh_hud()

    def restyle(self) -> None:
        """A new look: a new view of the table as it stands (its hand faces and marks are the game's)."""
        self._rebuild_view()

    def pause(self) -> None:
        """Another screen covers the table: anything held or a button pressed is let go, and the HUD
        says how the table stands, since it is drawn under a see-through screen without an update."""
        self._let_go()
        self.pressed_button = None
        self._refresh_hud()

    def shutdown(self) -> None:
        """The bots' worker and the phone server go with the table, the server even if the worker fails."""
        try:
            self.bot_turns.close()
        finally:
            if self.phones is not None:
                self.phones.stop()

    # --- phones (issue 24) ---------------------------------------------------------------------

    def _play_phones(self) -> None:
        """The first time: start the link and open the joining screen; then the phones' moves and news."""
        assert self.phones is not None
        if not self._phones_opened:
            self._phones_opened = True
            self.phones.start(
                self.spec.name, self.state, lambda codes: card_pictures(self.view, self.state, codes)
            )
            self.phones.tell(self)
            self.open_phones()
            return
        self.phones.tick(self)

    def open_phones(self, from_menu: bool = False) -> None:
        """The joining screen over the table (from the table's menu: with a new link for each seat)."""
        if self.phones is not None:
            self._let_go()
            self.app.stack.push(PhonesScene(self.app, self.spec, self.phones, self._tell_phones, from_menu))

    def _tell_phones(self) -> None:
        """Under the joining screen the table does not run: its phones and its HUD are kept up to date."""
        if self.phones is not None:
            self.phones.tell(self)
            self._refresh_hud()

    def play_phones_under(self, top: Scene) -> bool:
        """Under the table's own panel (a round's end) the phones play on: True when one of their
        moves was made, which moves the table past what the panel shows (``PhonesBehindPanels``)."""
        if self.phones is None:
            return False
        if top is not self._panel_over:
            # The menu, the Phones screen or a rules page: a tap now would be made later, on a table
            # its person no longer sees as it was. Each phone hears why nothing happened.
            self.phones.turn_away(self, COVERED_WORDS)
            return False
        before = len(self.state.history)
        self.phones.tick(self)
        return len(self.state.history) != before

    def caught_up(self) -> bool:
        """A phone's move may be made now: the table has shown what came before and is not resting."""
        return self._caught_up()

    def public_story(self) -> list[str]:
        """The table's story as its phones read it: public sentences, the seats' names in."""
        return [line.text for line in self._named_story()]

    @classmethod
    def resumed(
        cls, app: AppServices, spec: GameSpec, replay: Replay, plans: Sequence[SeatPlan]
    ) -> TurnTableScene:
        """The replay's game, its steps made through the rules and this table's hooks (``saving.resume``).

        Nothing animates: the table is shown as it stands, turned away from every hand
        while a pass screen is due. Then it goes on as it would have: the pass screen
        first when people share the screen, bots move, and at a round's end or the game's
        the screen the table shows there opens.
        """
        table = cls(app, spec, replay.seed, plans, replay.options)

        def make(move: Move) -> str | None:
            reason = table.state.why_illegal(move)
            if reason is None:
                table.pending = table.state.apply(move)
                table._tell(move, table.pending)
                table._after_move(move)
                table._after_batch(table.pending)
            return reason

        table.clock = replay.played_seconds or 0.0  # before the moves: the call windows they open run on it
        try:
            make_steps(replay.steps, make)
        except ResumeError:
            table.shutdown()
            raise
        table.pending = []
        table._take_notes(replay.notes)
        table.hotseat.follow(table._turn(), table._round_over())
        table._rebuild_view()
        return table
