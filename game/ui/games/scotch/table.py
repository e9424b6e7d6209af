"""The solitaire table: one person plays a pile game with mouse or keys.

Mouse: drag a card (legal targets light up; an illegal drop slides back),
or click a card then its target, or double-click to send it to a foundation.
Keys: a cursor moves over the piles; pick and drop with Space or Enter.
Every move goes through ``UndoableGame.apply``; the events it returns move
the sprites. Games with a solver add Hint, Finish and the demo (``Coach``,
``AutoPlayer``); the solver runs off the frame, so the table never waits.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable

import pygame

from game.core.events import CardsMoved, Event, GameOver
from game.core.moves import IllegalMove, Move, MoveCards
from game.core.protocol import GameSpec, GameState
from game.core.replays import PLAYERS_MOVES_NOTE, Replay, replay_of
from game.core.undo import UndoableGame
from game.ui.app_services import AppServices
from game.ui.games.scotch.autoplay import AutoPlayer, Paced, seconds_per_card_home, seconds_per_move
from game.ui.games.scotch.celebration import CelebrationScene
from game.ui.games.scotch.coach import Coach
from game.ui.games.scotch.difficulty_choice import choose_deal, deal_words
from game.ui.games.scotch.menus import PauseScene, ResultScene
from game.ui.games.scotch.safe_moves import follows_by_itself, send_safe_cards_home, went_home_note
from game.ui.input.keymap import KeyMap
from game.ui.look import theme
from game.ui.look.hud import ButtonSprite, StatusLine, clock_text, hover_buttons, release_button
from game.ui.look.widgets import Button
from game.ui.menus.confirm import ConfirmScene
from game.ui.menus.controls import CONTROLS_HINT, CONTROLS_KEY, ControlsScene
from game.ui.menus.save_name import is_save_key, open_save_as
from game.ui.saving.resume import ResumeError, make_steps
from game.ui.table.layout import TableLayout, layout_path, load_layout
from game.ui.table.pile_cursor import DIRECTIONS, nearest_pile
from game.ui.table.pointer import DoubleClick, Drag, PointerTable
from game.ui.table.table_view import DECK_SPOT, TableView, ViewScene, view_for


class TableScene(ViewScene, PointerTable):
    """A pile game in play for one seat."""

    keeps_own_statistics = True  # a deal counts with its hints, and as lost only when dropped

    def __init__(
        self, app: AppServices, spec: GameSpec, seed: int, options: dict | None = None, demo: bool = False
    ) -> None:
        super().__init__(app)
        self.spec = spec
        self.options = options or {}
        self.demo = demo  # the solver plays this deal; it is never counted in the statistics
        self.seed = seed
        self.helped = False  # Hint or Finish was used on this deal number
        advisor = self.app.advisor_for(spec.id)
        self.coach = Coach(advisor, self) if advisor is not None else None
        self.layout: TableLayout | None = None  # read from the first deal's piles, in start()
        self.keys = KeyMap(self.app.settings.key_bindings)
        self.status = StatusLine(self.app.status_room_keeper(self))
        self.buttons = [
            Button("Menu", (24, 12, 150, 56), self.open_menu, text_size=30, corner="topleft"),
            Button("Undo", (190, 12, 150, 56), self.undo, text_size=30, corner="topleft"),
            Button("Redo", (356, 12, 150, 56), self.redo, text_size=30, corner="topleft"),
            Button("Restart", (522, 12, 170, 56), self.restart, text_size=30, corner="topleft"),
            Button("New deal", (708, 12, 190, 56), self.new_deal, text_size=30, corner="topleft"),
            Button("Rules", (914, 12, 150, 56), self.show_rules, text_size=30, corner="topleft"),
        ]
        if self.coach is not None:
            self.buttons += [
                Button("Hint", (1080, 12, 150, 56), self.hint, text_size=30, corner="topleft"),
                Button("Finish", (1246, 12, 160, 56), self.finish, text_size=30, corner="topleft"),
            ]
        self.button_sprites = [ButtonSprite(b) for b in self.buttons]
        self.view: TableView | None = None
        self.pressed_button: Button | None = None
        self.positions_seen = 0  # counts every change of position, for the autosave
        self.clicks = DoubleClick()
        self.start(seed)

    # --- a deal -------------------------------------------------------------------

    def start(self, seed: int) -> None:
        """Deal ``seed`` afresh (a new deal, or the same one to restart)."""
        self.helped = self.helped and seed == self.seed  # a restart keeps what hints showed
        self.seed = seed
        self.positions_seen += 1
        self.game = UndoableGame(self.spec.new_game(seats=1, seed=seed, options=self.options))
        if self.layout is None:
            self.layout = load_layout(layout_path(self.spec.id), list(self.game.state.piles))
        self.elapsed = 0.0
        self.clock_running = False
        self.recorded = False
        self.given_up = False
        self.message, self.alert = "", False
        self.drag: Drag | None = None
        self.selected: str | None = None
        self.cursor: str | None = None
        self.held: str | None = None
        self.clicks.forget()
        self.pending_result: GameOver | None = None
        self.hint_move: Move | None = None
        self.autoplay: AutoPlayer | None = None
        self.going_home: Paced[list[Event]] | None = None  # safe cards' moves made, still to be shown
        self.celebrate = False  # the deal was won here and now: a celebration before its result
        self.view = self._new_view()
        self.view.show_state(self.game.state, deal_from=DECK_SPOT)
        self.needs_full_draw = True
        if self.coach is not None:
            self.coach.indicator_on = self.app.settings.winnable_indicator
            self.coach.position_changed(self.game)
            if self.demo:
                self.coach.finish(self.game)
        self._refresh_hud()

    def _new_view(self) -> TableView:
        return view_for(self.app, self.layout, self.game.state, [*self.button_sprites, self.status])

    @property
    def state(self) -> GameState:
        return self.game.state

    def game_state(self) -> GameState | None:
        return self.game.state

    def replay(self) -> Replay | None:
        """The deal's moves since it was dealt (undone ones are not in the state's history).

        Its notes keep what the moves cannot tell: the time played, whether Hint or Finish
        helped, and whether the result is already in the statistics (``resumed`` reads them).
        """
        replay = replay_of(self.state, ["bot:solver" if self.demo else "human"])
        notes = {
            "seconds": round(self.elapsed, 3),
            "helped": self.helped,
            "counted": self.recorded,
            PLAYERS_MOVES_NOTE: self.game.moves_made,  # not the safe cards that went home by themselves
        }
        return dataclasses.replace(replay, notes=notes)

    @classmethod
    def resumed(cls, app: AppServices, spec: GameSpec, replay: Replay, demo: bool) -> TableScene:
        """The replay's deal with its moves made through the undo history, shown at once (``saving.resume``).

        Undo reaches back past the point resumed; a finished deal opens its result screen
        again; a demo goes on playing itself from where it was.
        """
        table = cls(app, spec, replay.seed, replay.options)
        endings: list[GameOver] = []

        def make(move: Move) -> str | None:
            reason = table.state.why_illegal(move)
            if reason is None:
                endings[:] = [e for e in table._make(move) if isinstance(e, GameOver)]
            return reason

        try:
            make_steps(replay.steps, make)
        except ResumeError:
            table.shutdown()
            raise
        table.demo = demo
        table.elapsed = replay.played_seconds or 0.0  # a time that makes no sense costs only the clock
        table.helped = bool(replay.notes.get("helped", False))
        table.recorded = bool(replay.notes.get("counted", False))
        over = table.state.is_over()
        table.clock_running = False  # it goes on with the next move, as it started with the first
        table.pending_result = endings[-1] if over and endings else None
        table.view = table._new_view()
        table.view.show_state(table.state)
        table.needs_full_draw = True
        table._position_changed()
        moves = table.game.moves_made
        table.say(f"Deal {table.seed} resumed after {moves} move{'s' if moves != 1 else ''}.")
        if demo and table.coach is not None and not over:
            table.coach.finish(table.game)
        table._refresh_hud()
        return table

    def save_mark(self) -> object | None:
        """Positions seen (moves, undos, redos, deals); None for a demo or a given-up deal: none to keep."""
        return None if self.demo or self.given_up else self.positions_seen

    @property
    def in_progress(self) -> bool:
        """Moves made and the deal not won: leaving it would count a loss (no more moves included)."""
        return self.game.moves_made > 0 and not self.state.is_won() and not self.given_up and not self.demo

    def game_settled(self) -> bool:
        """Only a win settles a deal: with no more moves Undo is offered, so it stays a game in progress
        until the player drops it (then it counts as lost), as any deal left unfinished does."""
        return self.state.is_won()

    # --- actions (buttons, keys, pause menu) --------------------------------------------

    def open_menu(self) -> None:
        self._cancel_pick()
        self.app.stack.push(PauseScene(self.app, self))

    def show_rules(self) -> None:
        self.app.nav.rules(self.spec)

    def undo(self) -> None:
        self._cancel_pick()
        if not self.game.can_undo:
            self.say("Nothing to undo.")
            return
        self._show_cards_home_now()
        self.view.finish_animations()
        events = self.game.undo()
        self.view.play_events(events)
        went_home = sum(isinstance(event, CardsMoved) for event in events) - 1
        cards = f"{went_home} card{'s' if went_home != 1 else ''}"
        self.say(f"Undone, with the {cards} that went home after it." if went_home > 0 else "Undone.")
        self._position_changed()

    def redo(self) -> None:
        self._cancel_pick()
        if not self.game.can_redo:
            self.say("Nothing to redo.")
            return
        self._show_cards_home_now()
        self.view.finish_animations()
        self._after_move(self.game.redo())

    def restart(self) -> None:
        self._leave_deal_then(
            "Restart this deal?", "Restart", "Restarting it", lambda: self._deal_again(self.seed, "restarted")
        )

    def new_deal(self) -> None:
        """A random deal of the difficulty the player chooses (``difficulty_choice``)."""
        self._leave_deal_then(
            "Leave this deal?",
            "New deal",
            "Leaving it",
            lambda: choose_deal(self.app, self.spec, lambda seed: self._deal_again(seed, ""), self.options),
        )

    def _leave_deal_then(self, question: str, yes: str, doing: str, action: Callable[[], None]) -> None:
        """Ask first when a deal in progress would be thrown away and counted lost (a setting can skip
        it); ``doing`` names what the player chose ("Restarting it")."""
        if not (self.in_progress and self.app.settings.confirm_new_deal):
            action()
            return
        moves = self.game.moves_made
        detail = f"Deal {self.seed} has {moves} move{'' if moves == 1 else 's'}. {doing} counts as a loss."
        self.app.stack.push(ConfirmScene(self.app, question, detail, yes, action))

    def _deal_again(self, seed: int, how: str) -> None:
        self.record_if_abandoned()
        self.demo = False  # the player's own deal from now on
        self.start(seed)
        self.say(f"Deal {seed} {how}.".replace(" .", "."))

    def give_up(self) -> None:
        """End the deal as a loss, once the player has said yes; the table stays to look at."""
        self._leave_deal_then("Give up this deal?", "Give up", "Giving it up", self._given_up)

    def _given_up(self) -> None:
        self.record_if_abandoned()
        self.recorded = self.given_up = True
        self.clock_running = False
        self.say("You gave up this deal.")
        self.app.stack.push(ResultScene(self.app, self, won=False, title="Deal given up", offer_undo=False))

    def record_if_abandoned(self) -> None:
        """A deal the player drops here after moves (Restart, New deal, Give up: each asks first), without
        a win, counts as played and lost; one merely left stays among the games in progress, counted
        only when it ends or is dropped from the Continue list (a demo never counts)."""
        if not self.recorded and self.game.moves_made > 0 and not self.demo:
            self.app.record_game(self.spec.id, won=False, seconds=self.elapsed, moves=self.game.moves_made)
            self.recorded = True

    # --- moving cards -----------------------------------------------------------------

    def try_move(self, source: str, target: str, count: int = 1) -> bool:
        return self.play(MoveCards(0, source, target, count))

    def play(self, move: Move) -> bool:
        """The player's move: ask the rules; on success animate, on refusal say why and change nothing.

        Then, with the setting on, every safe card goes home by itself, one after another, in the
        same undo step (``safe_moves``).
        """
        if self.given_up:
            self.say("This deal was given up: restart it or take a new one.", alert=True)
            return False
        events = self._allowed(lambda: self.game.apply(move))
        if events is None:
            return False
        home = send_safe_cards_home(self.game) if self.app.settings.safe_cards_home else []
        self._after_move(events, home)
        return True

    def _allowed(self, make: Callable[[], list[Event]]) -> list[Event] | None:
        """The events of a move the rules allow (the clock runs from the first); None, their reason said,
        when they refuse it."""
        try:
            events = make()
        except IllegalMove as refusal:
            self.say(refusal.reason[:1].upper() + refusal.reason[1:] + ".", alert=True)
            return None
        self.clock_running = True
        return events

    def _make(self, move: Move) -> list[Event]:
        """A move of a line played or read back (Finish, the demo, a resumed save): a safe card going
        home right after a move joins that move's undo step, as it does after a player's move."""
        if self.app.settings.safe_cards_home and follows_by_itself(self.game, move):
            return self.game.apply_following(move)
        return self.game.apply(move)

    def _after_move(self, events: list[Event], home: list[list[Event]] | None = None) -> None:
        """Show the move at once and the safe cards it sent ``home`` in turn; say what happened."""
        home = home or []
        self.view.play_events(events)
        self.going_home = Paced(home, seconds_per_card_home(self.app.settings)) if home else None
        if self.app.settings.reduced_motion:
            self._show_cards_home_now()
        self.say(went_home_note(len(home)))
        for event in [*events, *(event for sent in home for event in sent)]:
            if isinstance(event, GameOver):
                self.pending_result = event
                self.celebrate = event.won and not self.demo
                self.clock_running = False
                text = "The demo won this deal." if self.demo and event.won else event.text
                self.say(text, alert=not event.won)
        self._position_changed()

    def _show_cards_home_now(self) -> None:
        """The safe cards not yet shown going home go at once: the player acts, or the table is covered."""
        if self.going_home is not None:
            self.view.play_events([event for sent in self.going_home.rest() for event in sent])
            self.going_home = None

    def _position_changed(self) -> None:
        """Hints belong to the position they were asked about; the indicator follows the new one."""
        self.positions_seen += 1
        if self.coach is not None:
            self.coach.position_changed(self.game)
        self._refresh_marks()

    def movable_count(self, pile_id: str, index: int) -> int | None:
        """How many cards a press on card ``index`` picks up, or None.

        A press on a buried card of a fan takes the part that may move: the
        cards from that card up where the rules let that many go together
        (``takeable_count``), else its top card.
        """
        pile = self.state.piles[pile_id]
        if index < pile.hidden:
            return None
        takeable = self.state.takeable_count(pile_id, 0)
        count = len(pile.cards) - index
        if count <= takeable:
            return count
        return 1 if takeable else None

    def targets_for(self, source: str, count: int) -> list[str]:
        return [
            m.target
            for m in self.state.legal_moves(0)
            if isinstance(m, MoveCards) and m.source == source and m.count == count
        ]

    def send_home(self, source: str) -> bool:
        """Double-click or the home key: the obvious foundation for the top card."""
        homes = [t for t in self.targets_for(source, 1) if t.startswith("foundation")]
        if homes:
            return self.try_move(source, homes[0])
        top = self.state.piles[source].top
        self.say(
            f"The {top.name} cannot go to a foundation now." if top else "That pile is empty.", alert=True
        )
        return False

    def say(self, text: str, alert: bool = False) -> None:
        self.message, self.alert = text, alert

    # --- the solver's help (the coach calls back here) ---------------------------------------

    def hint(self) -> None:
        """Show the next move of a winning line, or how far back the game can still be won."""
        self._cancel_pick()
        if self._no_help_here():
            return
        self.coach.hint(self.game)

    def finish(self) -> None:
        """Play the rest of a proven winning line out, at a pace one can follow."""
        self._cancel_pick()
        if self._no_help_here():
            return
        self.coach.finish(self.game)

    def _no_help_here(self) -> bool:
        if self.coach is None:
            self.say(f"{self.spec.name} has no solver, so no hints.", alert=True)
            return True
        if self.given_up:
            self.say("This deal was given up: restart it or take a new one.", alert=True)
            return True
        return False

    def show_hint(self, move: Move | None) -> None:
        self.hint_move = move
        self._refresh_marks()

    def hint_used(self) -> None:
        self.helped = True

    def play_line(self, moves: tuple[Move, ...]) -> None:
        self.hint_used()
        self.autoplay = AutoPlayer(moves, seconds_per_move(self.app.settings))

    def stop_autoplay(self) -> None:
        self.autoplay = None
        self.say("The demo stopped: your turn." if self.demo else "Finish stopped: your turn.")

    # --- highlights, derived from what the player holds and points at ---------------------

    def _refresh_marks(self) -> None:
        """Show the selection, its legal targets and the keyboard cursor as they now stand."""
        view = self.view
        if view is None:
            return
        source = self.held or self.selected
        targets: list[str] = []
        if self.drag is not None and self.drag.moved:
            targets = self.targets_for(self.drag.source, self.drag.count)
        elif source is not None:
            targets = self.targets_for(source, 1)
        view.mark("select", [source] if source else [], theme.SELECT_GLOW)
        view.mark("target", targets, theme.TARGET_GLOW)
        view.mark("cursor", [self.cursor] if self.cursor else [], theme.CURSOR_GLOW)
        hinted = (
            [self.hint_move.source, self.hint_move.target] if isinstance(self.hint_move, MoveCards) else []
        )
        view.mark("hint", hinted, theme.HINT_GLOW)

    def _cancel_pick(self) -> None:
        if self.drag is not None and self.drag.moved:
            self.view.drop_back(self.drag.source, self.drag.sprites)
        self.drag, self.selected, self.held = None, None, None
        self._refresh_marks()

    # --- mouse ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._show_cards_home_now()  # the cards the player acts on are where the rules have them
        if self.autoplay is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.stop_autoplay()  # any key or click takes over; it does nothing else
            return
        if event.type == pygame.KEYDOWN and event.key == CONTROLS_KEY:
            self.app.stack.push(ControlsScene(self.app, self.spec, ["human"], ["You"]))
            return
        if self.route_pointer(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._cancel_pick()
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        for button in self.buttons:
            if button.hit(self.app.viewport, pos):
                self.pressed_button = button
                return
        self.cursor = None
        hit = self.view.card_at(pos)
        if self.selected is not None:
            target, source = self.view.pile_at(pos), self.selected
            self._cancel_pick()
            if target == source:
                self._maybe_double_click(source)
                return
            if target is not None:
                self.try_move(source, target)
                return
        self._refresh_marks()
        if hit is None:
            return
        pile_id, index = hit
        count = self.movable_count(pile_id, index)
        if count is None:
            self.say("That card cannot be moved.", alert=True)
            return
        self.drag = Drag.lifted(pile_id, self.view.lift(pile_id, count), pos)

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        hover_buttons(self.button_sprites, self.app.viewport, pos)
        if self.drag is not None and self.drag.follow(self.view, pos):
            self._refresh_marks()

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        pressed, self.pressed_button = self.pressed_button, None
        if release_button(pressed, self.app.viewport, pos):
            return
        drag, self.drag = self.drag, None
        if drag is None:
            return
        if drag.moved:
            target = self.view.drop_target(drag.sprites[-1].rect, pos, exclude=drag.source)
            if target is None or not self.try_move(drag.source, target, drag.count):
                self.view.drop_back(drag.source, drag.sprites)
                if target is None:
                    self.say("Drop the card on a pile.")
            self._refresh_marks()
            return
        self.view.drop_back(drag.source, drag.sprites)
        if self._maybe_double_click(drag.source):
            return
        self.selected = drag.source
        self._refresh_marks()

    def _maybe_double_click(self, pile_id: str) -> bool:
        """A second click on the same pile soon after the first sends its card home."""
        if not self.clicks.click(pile_id):
            return False
        self.clicks.forget()
        self._cancel_pick()
        self.send_home(pile_id)
        return True

    # --- keys ---------------------------------------------------------------------------------

    def _key(self, event: pygame.event.Event) -> None:
        action = self.keys.action_for(event.key)
        if event.mod & pygame.KMOD_CTRL and event.key in (pygame.K_z, pygame.K_y):
            action = "undo" if event.key == pygame.K_z else "redo"
        if is_save_key(event):
            self._cancel_pick()
            open_save_as(self.app, self)
            return
        if action == "menu" and (self.held or self.selected or self.drag):
            self._cancel_pick()  # Escape first puts down what is held, by key or mouse
            return
        if self.drag is not None:
            return  # the mouse is carrying cards: keys wait until it lets go
        if action in DIRECTIONS:
            if self.cursor is None:
                self.cursor = self._first_pile_with_cards()
            else:
                self.cursor = nearest_pile(self.view.layout, self.cursor, action) or self.cursor
        elif action == "pick":
            self._pick_or_drop()
        elif action == "home":
            if self.cursor is not None:  # with no pile chosen yet there is nothing to send home
                self.held = self.selected = None
                self.send_home(self.cursor)
        elif action == "menu":
            self.open_menu()
            return
        elif action is not None:
            actions = {
                "undo": self.undo,
                "redo": self.redo,
                "restart": self.restart,
                "new": self.new_deal,
                "rules": self.show_rules,
                "hint": self.hint,
                "finish": self.finish,
            }
            actions[action]()
        self._refresh_marks()

    def _first_pile_with_cards(self) -> str:
        for pile_id, pile in self.state.piles.items():
            if pile.cards and not pile_id.startswith("foundation"):
                return pile_id
        return next(iter(self.state.piles))

    def _pick_or_drop(self) -> None:
        if self.cursor is None:
            self.cursor = self._first_pile_with_cards()
            return
        if self.held is None:
            pile = self.state.piles[self.cursor]
            if not pile.cards or self.movable_count(self.cursor, len(pile.cards) - 1) is None:
                self.say("Nothing to pick up there.", alert=True)
                return
            self.held = self.cursor
            self.say(f"Holding the {pile.top.name}: move to a pile and press Space.")
            return
        source, self.held = self.held, None
        if source != self.cursor:
            self.try_move(source, self.cursor)
        else:
            self.say("")

    # --- time and drawing -------------------------------------------------------------

    def update(self, seconds: float) -> None:
        """The frame's time passes; then the buttons and status line say how the table stands now."""
        self.clicks.tick(seconds)
        if self.clock_running:
            self.elapsed += seconds
        self.view.update(seconds)
        if self.coach is not None:
            self.coach.update(seconds)
        if self.going_home is not None:
            sent = self.going_home.due(seconds, still=not self.view.animating)
            if sent is not None:
                self.view.play_events(sent)
            if self.going_home.finished:
                self.going_home = None
        if self.autoplay is not None:
            self._autoplay_step(seconds)
        if self.pending_result is not None and not self.view.animating and self.going_home is None:
            self._show_result(self.pending_result)
            self.pending_result = None
        self._refresh_hud()

    def _autoplay_step(self, seconds: float) -> None:
        assert self.autoplay is not None
        move = self.autoplay.due(seconds, still=not self.view.animating)
        if move is not None and not self._play_line_move(move):
            self.autoplay = None  # the rules refused the line: what they said is on the status line
        elif self.autoplay.finished:
            self.autoplay = None

    def _play_line_move(self, move: Move) -> bool:
        """A move of Finish or the demo: like the player's, but the line sends its safe cards itself."""
        events = self._allowed(lambda: self._make(move))
        if events is None:
            return False
        self._after_move(events)
        return True

    def _show_result(self, ending: GameOver) -> None:
        """The result panel; a deal won here and now is celebrated first (none under reduced motion)."""
        if ending.won and not self.recorded and not self.demo:
            self.app.record_game(
                self.spec.id, won=True, seconds=self.elapsed, moves=self.game.moves_made, hinted=self.helped
            )
            self.recorded = True
        title = ("Demo deal won" if self.demo else "You won!") if ending.won else "No more moves"
        result = ResultScene(self.app, self, won=ending.won, title=title, offer_undo=not ending.won)
        celebrate, self.celebrate = self.celebrate, False
        if celebrate and not self.app.settings.reduced_motion:
            homes = [pile_id for pile_id in self.state.piles if pile_id.startswith("foundation")]
            then = functools.partial(self.app.stack.push, result)
            self.app.stack.push(CelebrationScene(self.app, self.view, homes, then, seed=self.seed))
        else:
            self.app.stack.push(result)

    def resume(self) -> None:
        super().resume()
        self.settings_changed()

    def pause(self) -> None:
        """A menu or result covers the table: it is drawn under it as it stands after this frame's input."""
        self._show_cards_home_now()
        self._refresh_hud()

    def settings_changed(self) -> None:
        """Keys, motion, looks and the indicator follow the settings at once, even under a menu."""
        self.keys = KeyMap(self.app.settings.key_bindings)
        if self.view is None:
            return
        if self.coach is not None and self.coach.indicator_on != self.app.settings.winnable_indicator:
            self.coach.indicator_on = self.app.settings.winnable_indicator
            self.coach.refresh_indicator(self.state)
        super().settings_changed()

    def restyle(self) -> None:
        super().restyle()
        self._refresh_marks()

    def resize(self) -> None:
        super().resize()
        self.view.resize(self.app.viewport)
        self._refresh_marks()
        self._refresh_hud()

    def status_text(self) -> tuple[str, str]:
        deal = deal_words(self.seed, self.options, "Demo deal" if self.demo else "Deal")  # "Deal 4711 · Hard"
        left = f"{self.spec.name}   {deal}   Moves {self.game.moves_made}   {clock_text(self.elapsed)}"
        outlook = self.coach.indicator_text if self.coach is not None else ""
        if outlook:
            left += f"   {outlook}"
        return left, self.message or self._autoplay_note() or self.keys.hint(solver=self.coach is not None)

    def _status_is_a_reminder(self) -> bool:
        """The right side shows only the keys (no message, no demo note): it may make way."""
        return not (self.message or self._autoplay_note())

    def _autoplay_note(self) -> str:
        if self.autoplay is None:
            return ""
        return "Demo — press any key to take over." if self.demo else "Finishing — press any key to stop."

    def shutdown(self) -> None:
        if self.coach is not None:
            self.coach.close()

    def _refresh_hud(self) -> None:
        """Undo and Redo lit when they can act, and the status line's words, for the next drawing.

        Done with the frame's update (and after a resize or a change of looks, which may come while
        a menu covers the table), never while drawing: a drawing changes nothing, not even a button.
        """
        viewport = self.app.viewport
        self.buttons[1].enabled = self.game.can_undo
        self.buttons[2].enabled = self.game.can_redo
        for sprite in self.button_sprites:
            sprite.refresh(viewport)
        left, right = self.status_text()
        alert = self.alert and bool(self.message)
        # the F2 reminder goes before the bar takes a second row (the deal's difficulty made it longer)
        spare = self._status_is_a_reminder()
        self.status.refresh(viewport, left, right, alert, spare=spare, hint=CONTROLS_HINT)
