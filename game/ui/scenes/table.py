"""The solitaire table: one person plays a pile game with mouse or keys.

Mouse: drag a card (legal targets light up; an illegal drop slides back),
or click a card then its target, or double-click to send it to a foundation.
Keys: a cursor moves over the piles; pick and drop with Space or Enter.
Every move goes through ``UndoableGame.apply``; the events it returns move
the sprites.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import pygame

from game.core.events import Event, GameOver
from game.core.moves import IllegalMove, MoveCards
from game.core.protocol import GameSpec, GameState
from game.core.undo import UndoableGame
from game.ui import theme
from game.ui.card_sprite import CardSprite
from game.ui.hud import ButtonSprite, StatusLine, clock_text
from game.ui.keymap import KeyMap
from game.ui.layout import layout_path, load_layout
from game.ui.scene import Scene
from game.ui.table_view import TableView
from game.ui.widgets import Button

DOUBLE_CLICK_SECONDS = 0.4
DRAG_THRESHOLD = 6
DECK_SPOT = (960, 1200)  # cards fly in from below the table when dealt


@dataclass
class Drag:
    """Cards held by the pointer (pressed, perhaps not yet moved)."""

    source: str
    count: int
    press: tuple[int, int]
    offset: tuple[float, float]
    sprites: list[CardSprite]
    moved: bool = False


class TableScene(Scene):
    """A pile game in play for one seat."""

    def __init__(self, app: object, spec: GameSpec, seed: int, options: dict | None = None) -> None:
        super().__init__(app)  # type: ignore[arg-type]
        self.spec = spec
        self.options = options or {}
        self.layout = load_layout(layout_path(spec.id), list(spec.new_game(seed=seed).piles))
        self.keys = KeyMap(self.app.settings.key_bindings)
        self.status = StatusLine()
        self.buttons = [
            Button("Menu", (24, 12, 150, 56), self.open_menu, text_size=30),
            Button("Undo", (190, 12, 150, 56), self.undo, text_size=30),
            Button("Redo", (356, 12, 150, 56), self.redo, text_size=30),
            Button("Restart", (522, 12, 170, 56), self.restart, text_size=30),
            Button("New deal", (708, 12, 190, 56), self.new_deal, text_size=30),
            Button("Rules", (914, 12, 150, 56), self.show_rules, text_size=30),
        ]
        self.button_sprites = [ButtonSprite(b) for b in self.buttons]
        self.view: TableView | None = None
        self.pressed_button: Button | None = None
        self.start(seed)

    # --- a deal -------------------------------------------------------------------

    def start(self, seed: int) -> None:
        """Deal ``seed`` afresh (a new deal, or the same one to restart)."""
        self.seed = seed
        self.game = UndoableGame(self.spec.new_game(seats=1, seed=seed, options=self.options))
        self.elapsed = 0.0
        self.clock_running = False
        self.recorded = False
        self.message, self.alert = "", False
        self.drag: Drag | None = None
        self.selected: str | None = None
        self.cursor: str | None = None
        self.held: str | None = None
        self.last_click: tuple[str, float] | None = None
        self.pending_result: GameOver | None = None
        self.view = self._new_view()
        self.view.show_state(self.game.state, deal_from=DECK_SPOT)
        self.needs_full_draw = True

    def _new_view(self) -> TableView:
        settings = self.app.settings
        labels = {pid: pile.rule.label for pid, pile in self.game.state.piles.items()}
        view = TableView(
            self.layout,
            self.app.card_art(),
            self.app.viewport,
            settings.card_back,
            settings.table_colour,
            labels,
        )
        view.motion_scale = self.app.motion_scale()
        for sprite in [*self.button_sprites, self.status]:
            view.group.add(sprite, layer=900)
        return view

    @property
    def state(self) -> GameState:
        return self.game.state

    # --- actions (buttons, keys, pause menu) --------------------------------------------

    def open_menu(self) -> None:
        from game.ui.scenes.menus import PauseScene

        self._cancel_pick()
        self.app.stack.push(PauseScene(self.app, self))

    def show_rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, self.spec))

    def undo(self) -> None:
        self._cancel_pick()
        if not self.game.can_undo:
            self._say("Nothing to undo.")
            return
        self.view.finish_animations()
        self.view.play_events(self.game.undo())
        self._say("Undone.")

    def redo(self) -> None:
        self._cancel_pick()
        if not self.game.can_redo:
            self._say("Nothing to redo.")
            return
        self.view.finish_animations()
        self._after_move(self.game.redo())

    def restart(self) -> None:
        self.record_if_abandoned()
        self.start(self.seed)
        self._say(f"Deal {self.seed} restarted.")

    def new_deal(self) -> None:
        self.record_if_abandoned()
        self.start(self.app.new_seed())
        self._say(f"Deal {self.seed}.")

    def give_up(self) -> None:
        self.record_if_abandoned()
        self.recorded = True
        self._say("You gave up this deal.")

    def record_if_abandoned(self) -> None:
        """A deal left after moves, without a win, counts as played and lost."""
        if not self.recorded and self.game.moves_made > 0:
            self.app.record_game(self.spec.id, won=False, seconds=self.elapsed, moves=self.game.moves_made)
            self.recorded = True

    # --- moving cards -----------------------------------------------------------------

    def try_move(self, source: str, target: str, count: int = 1) -> bool:
        """Ask the rules; on success animate, on refusal say why and change nothing."""
        try:
            events = self.game.apply(MoveCards(0, source, target, count))
        except IllegalMove as refusal:
            self._say(refusal.reason[:1].upper() + refusal.reason[1:] + ".", alert=True)
            return False
        self.clock_running = True
        self._after_move(events)
        return True

    def _after_move(self, events: list[Event]) -> None:
        self.view.play_events(events)
        self._say("")
        for event in events:
            if isinstance(event, GameOver):
                self.pending_result = event
                self.clock_running = False
                self._say(event.text, alert=not event.won)

    def movable_count(self, pile_id: str, index: int) -> int | None:
        """How many cards a press on card ``index`` picks up, or None."""
        pile = self.state.piles[pile_id]
        count = len(pile.cards) - index
        if index < pile.hidden:
            return None
        if pile.rule.why_not_give(pile.cards, count) is None:
            return count
        return 1 if pile.rule.why_not_give(pile.cards, 1) is None else None

    def targets_for(self, source: str, count: int) -> list[str]:
        return [
            m.target
            for m in self.state.legal_moves(0)
            if isinstance(m, MoveCards) and m.source == source and m.count == count
        ]

    def send_home(self, source: str) -> bool:
        """Double-click or the home key: the obvious foundation for the top card."""
        homes = [t for t in self.targets_for(source, 1) if t.startswith("foundation")]
        if not homes:
            pile = self.state.piles[source]
            what = pile.top.name if pile.top else "nothing"
            self._say(
                f"The {what} cannot go to a foundation now." if pile.top else "That pile is empty.",
                alert=True,
            )
            return False
        return self.try_move(source, homes[0])

    def _say(self, text: str, alert: bool = False) -> None:
        self.message, self.alert = text, alert

    def _cancel_pick(self) -> None:
        if self.drag is not None and self.drag.moved:
            self.view.drop_back(self.drag.source)
        self.drag, self.selected, self.held = None, None, None
        if self.view is not None:
            self.view.mark("target", [], theme.TARGET_GLOW)
            self.view.mark("select", [], theme.SELECT_GLOW)

    # --- input --------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._pointer_moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pointer_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._pointer_up(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._cancel_pick()
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        for button in self.buttons:
            if button.hit(self.app.viewport, pos):
                self.pressed_button = button
                return
        self.cursor = None
        self.view.mark("cursor", [], theme.CURSOR_GLOW)
        hit = self.view.card_at(pos)
        if self.selected is not None:
            target = self.view.pile_at(pos)
            source = self.selected
            self._cancel_pick()
            if target is not None and target != source:
                self.try_move(source, target)
                return
            if target == source:
                self._maybe_double_click(source)
                return
        if hit is None:
            return
        pile_id, index = hit
        count = self.movable_count(pile_id, index)
        if count is None:
            self._say("That card cannot be moved.", alert=True)
            return
        sprites = self.view.lift(pile_id, count)
        first = sprites[0].rect
        self.drag = Drag(pile_id, count, pos, (pos[0] - first.x, pos[1] - first.y), sprites)

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        for button, sprite in zip(self.buttons, self.button_sprites, strict=True):
            button.hovered = button.hit(self.app.viewport, pos)
            sprite.refresh(self.app.viewport)
        drag = self.drag
        if drag is None:
            return
        if not drag.moved:
            if abs(pos[0] - drag.press[0]) + abs(pos[1] - drag.press[1]) < DRAG_THRESHOLD:
                return
            drag.moved = True
            self.view.mark("target", self.targets_for(drag.source, drag.count), theme.TARGET_GLOW)
        self.view.drag(drag.sprites, drag.offset, pos)

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        pressed, self.pressed_button = self.pressed_button, None
        if pressed is not None:
            if pressed.hit(self.app.viewport, pos):
                pressed.action()
            return
        drag, self.drag = self.drag, None
        if drag is None:
            return
        if drag.moved:
            self.view.mark("target", [], theme.TARGET_GLOW)
            target = self.view.drop_target(drag.sprites[-1].rect, pos, exclude=drag.source)
            if target is None or not self.try_move(drag.source, target, drag.count):
                self.view.drop_back(drag.source)
                if target is None:
                    self._say("Drop the card on a pile.")
            return
        self.view.drop_back(drag.source)
        if self._maybe_double_click(drag.source):
            return
        self.selected = drag.source
        self.view.mark("select", [drag.source], theme.SELECT_GLOW)
        self.view.mark("target", self.targets_for(drag.source, drag.count), theme.TARGET_GLOW)

    def _maybe_double_click(self, pile_id: str) -> bool:
        """A second click on the same pile soon after the first sends its card home."""
        now = time.monotonic()
        last, self.last_click = self.last_click, (pile_id, now)
        if last and last[0] == pile_id and now - last[1] < DOUBLE_CLICK_SECONDS:
            self.last_click = None
            self._cancel_pick()
            self.send_home(pile_id)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> None:
        action = self.keys.action_for(event.key)
        if event.mod & pygame.KMOD_CTRL and event.key == pygame.K_z:
            action = "undo"
        elif event.mod & pygame.KMOD_CTRL and event.key == pygame.K_y:
            action = "redo"
        if action in ("left", "right", "up", "down"):
            self._move_cursor(action)
        elif action == "pick":
            self._pick_or_drop()
        elif action == "home":
            if self.cursor is not None:
                self.held = None
                self.view.mark("select", [], theme.SELECT_GLOW)
                self.view.mark("target", [], theme.TARGET_GLOW)
                self.send_home(self.cursor)
                self._show_cursor()
        elif action == "menu":
            if self.held or self.selected:
                self._cancel_pick()
                self._show_cursor()
            else:
                self.open_menu()
        elif action is not None:
            {
                "undo": self.undo,
                "redo": self.redo,
                "restart": self.restart,
                "new": self.new_deal,
                "rules": self.show_rules,
            }[action]()
            self._show_cursor()

    def _move_cursor(self, direction: str) -> None:
        if self.cursor is None:
            self.cursor = self._first_pile_with_cards()
        else:
            self.cursor = self._neighbour(self.cursor, direction) or self.cursor
        self._show_cursor()

    def _first_pile_with_cards(self) -> str:
        for pile_id, pile in self.state.piles.items():
            if pile.cards and not pile_id.startswith("foundation"):
                return pile_id
        return next(iter(self.state.piles))

    def _neighbour(self, pile_id: str, direction: str) -> str | None:
        """The nearest pile in that direction, by slot centres on the virtual table."""
        dx, dy = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[direction]
        here = self.layout.slots[pile_id]
        half_card = self.layout.card_size[0] / 2
        hx, hy = here.x + half_card, here.y + here.height / 2
        best, best_score = None, float("inf")
        for other_id, slot in self.layout.slots.items():
            if other_id == pile_id:
                continue
            vx, vy = slot.x + half_card - hx, slot.y + slot.height / 2 - hy
            along = vx * dx + vy * dy
            across = abs(vx * dy) + abs(vy * dx)
            if along <= 0:
                continue
            score = along + 2.5 * across
            if score < best_score:
                best, best_score = other_id, score
        return best

    def _show_cursor(self) -> None:
        if self.cursor is not None:
            self.view.mark("cursor", [self.cursor], theme.CURSOR_GLOW)

    def _pick_or_drop(self) -> None:
        if self.cursor is None:
            self._move_cursor("right")
            return
        if self.held is None:
            pile = self.state.piles[self.cursor]
            if not pile.cards or self.movable_count(self.cursor, len(pile.cards) - 1) is None:
                self._say("Nothing to pick up there.", alert=True)
                return
            self.held = self.cursor
            self.view.mark("select", [self.cursor], theme.SELECT_GLOW)
            self.view.mark("target", self.targets_for(self.cursor, 1), theme.TARGET_GLOW)
            self._say(f"Holding the {pile.top.name}: move to a pile and press Space.")
            return
        source, self.held = self.held, None
        self.view.mark("select", [], theme.SELECT_GLOW)
        self.view.mark("target", [], theme.TARGET_GLOW)
        if source != self.cursor:
            self.try_move(source, self.cursor)
        self._show_cursor()

    # --- time and drawing -------------------------------------------------------------

    def update(self, seconds: float) -> None:
        if self.clock_running:
            self.elapsed += seconds
        self.view.update(seconds)
        if self.pending_result is not None and not self.view.animating:
            self._show_result(self.pending_result)
            self.pending_result = None

    def _show_result(self, ending: GameOver) -> None:
        from game.ui.scenes.menus import ResultScene

        if ending.won and not self.recorded:
            self.app.record_game(self.spec.id, won=True, seconds=self.elapsed, moves=self.game.moves_made)
            self.recorded = True
        self.app.stack.push(ResultScene(self.app, self, ending))

    def resume(self) -> None:
        super().resume()
        self.keys = KeyMap(self.app.settings.key_bindings)
        if self.view is not None:
            self.view.motion_scale = self.app.motion_scale()
            art, settings = self.app.card_art(), self.app.settings
            look = (art, settings.card_back, settings.table_colour)
            if look != (self.view.art, self.view.back_design, self.view.felt_colour):
                self.view.art = art
                self.view.restyle(settings.card_back, settings.table_colour)

    def resize(self) -> None:
        super().resize()
        self.view.resize(self.app.viewport)
        self._show_cursor()

    def status_text(self) -> tuple[str, str]:
        left = (
            f"{self.spec.name}   Deal {self.seed}   Moves {self.game.moves_made}   {clock_text(self.elapsed)}"
        )
        return left, self.message or self.keys.hint()

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        viewport = self.app.viewport
        self.buttons[1].enabled = self.game.can_undo
        self.buttons[2].enabled = self.game.can_redo
        for sprite in self.button_sprites:
            sprite.refresh(viewport)
        left, right = self.status_text()
        self.status.refresh(viewport, left, right, self.alert and bool(self.message))
        rects = self.view.draw(surface, full or self.needs_full_draw)
        self.needs_full_draw = False
        return rects
