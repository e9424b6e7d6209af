"""The Scroker table: a session of Scroker, Spit in the Can, Longhorn Stud or Dealer's Choice (issue 6).

A turn table (``TurnTableScene``: the shown hand at the bottom, "pass to" between
people, bots off the frame). What a person does here:

* **Bet** with the buttons right of their hand: Check, Call, Fold, and Open or
  Raise by the amount on the dial (− and +). Keys: K, C, F, B, and + / −.
* **Draw** (Scroker, Spit): click the cards to throw (they rise), then "Draw"
  (with none picked it stands pat). Keys: 1–5 pick, D draws.
* **Showdown:** "Lay out" lays out the app's best claim of your cards (L); when
  it is your turn to challenge the winning claim, "Challenge" its first (or
  second) word, or "Pass" (X, Y, P).
* **Dealer's Choice:** when you deal, a screen names the game and its options.
* Between deals a summary says who won what; the session's end shows each
  seat's chips and a chart of them over the hands.

Each seat's strip says its chips and its bet this deal; the pot is written over
the middle of the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.bots.scroker_bot import ScrokerBot
from game.commands.players import SeatPlan
from game.core.events import Event
from game.core.moves import Move
from game.core.protocol import GameSpec
from game.rules.scroker.betting import Call, Check, DealSettled, Fold, Open, Raise
from game.rules.scroker.cards import ScrokerCard
from game.rules.scroker.moves import (
    DISCARD,
    STOCK,
    Challenge,
    Draw,
    LayOut,
    NextDeal,
    PassChallenge,
    save_code,
)
from game.rules.scroker.state import Phase, ScrokerState
from game.rules.scroker.view import ScrokerView
from game.ui import theme
from game.ui.hud import HudSprite, hover_buttons, release_button
from game.ui.scenes.turn_table import TurnTableScene
from game.ui.scroker_bets import KEYS, BetDial, choices
from game.ui.seat_strips import SeatLine
from game.ui.seated_view import SeatedTableView
from game.ui.viewport import Viewport
from game.ui.widgets import Button, draw_text

BUTTONS_X = 1430  # right of the bottom seat's cards (every Scroker map leaves it free)
BUTTONS_TOP, ROW_STEP, BUTTON_HEIGHT = 760, 64, 54
PICKED_RISE = 36  # virtual pixels a card picked for the draw rises
PICK_KEYS = {str(n): n - 1 for n in range(1, 8)}


class ScrokerTableView(SeatedTableView):
    """The Scroker table: the shown hand's cards picked for the draw stand up out of the fan."""

    picked: frozenset[ScrokerCard] = frozenset()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, centre_piles=(STOCK, DISCARD), **kwargs)

    def card_place(self, pile_id: str, index: int, count: int) -> tuple[float, float]:
        x, y = super().card_place(pile_id, index, count)
        sprites = self.piles.get(pile_id, [])
        if pile_id == self.shown_hand and index < len(sprites) and sprites[index].card in self.picked:
            y -= self.viewport.length(PICKED_RISE)
        return x, y

    def pick(self, cards: frozenset[ScrokerCard]) -> None:
        self.picked = cards
        if self.shown_hand is not None:
            self._settle(self.shown_hand)


class PotSprite(HudSprite):
    """The chips in the middle, over the stock: "Pot 24", and any side pots."""

    def refresh(self, viewport: Viewport, words: str) -> None:
        rect = viewport.rect(660, 400, 600, 50)
        if (words, rect.size) == self._key and rect == self.rect:
            return
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        if words:
            pygame.draw.rect(image, (0, 0, 0, 120), image.get_rect(), border_radius=viewport.length(12))
            draw_text(image, words, (rect.w / 2, rect.h / 2), viewport.length(30), theme.GOLD, bold=True)
        self.show((words, rect.size), image, rect)


class ScrokerTableScene(TurnTableScene):
    """One session of any of the four Scroker games for 2 to 8 seats, people and bots."""

    view_class = ScrokerTableView
    deal_from_pile = STOCK
    layout_name = "scroker"
    view: ScrokerTableView
    state: ScrokerState

    def __init__(
        self, app: Any, spec: GameSpec, seed: int, plans: Sequence[SeatPlan], options: dict | None = None
    ) -> None:
        self.dial = BetDial()
        self.picked: set[ScrokerCard] = set()
        self.deal_shown = 0
        self.chips_by_deal: list[tuple[int, ...]] = []
        self._seen: tuple[tuple[int, int | None], ScrokerView, list[Move]] | None = None
        super().__init__(app, spec, seed, plans, options)

    # --- what the turn table asks of Scroker ----------------------------------------------------

    def _make_bot(self, seat: int, plan: SeatPlan) -> ScrokerBot:
        return ScrokerBot.new(seat, plan.level, self.seed, self.state.betting_rules)

    def _round_over(self) -> bool:
        return self.state.phase is Phase.DEAL_OVER

    def _turn(self) -> int | None:
        mover = self.state.to_move()
        return mover[0] if len(mover) == 1 and not self._round_over() else None

    def _on_round_over(self) -> None:
        if self.deal_shown != self.state.deal_number:
            self.deal_shown = self.state.deal_number
            from game.ui.scenes.scroker_deal_over import ScrokerDealOverScene

            self.app.stack.push(ScrokerDealOverScene(self.app, self))

    def _follow_turn(self) -> None:
        """As any turn table; and when a person deals Dealer's Choice, the screen to name the game."""
        super()._follow_turn()
        mover = self.state.to_move()
        choosing = self.state.phase is Phase.CHOOSE and len(mover) == 1 and self.plans[mover[0]].human
        if choosing and self.app.stack.top is self and not self.hotseat.needs_pass_screen:
            from game.ui.scenes.scroker_choice import ScrokerChoiceScene

            self.app.stack.push(ScrokerChoiceScene(self.app, mover[0], self.attempt))

    def _after_move(self, move: Move) -> None:
        if isinstance(move, Draw | NextDeal):
            self.picked.clear()

    def _after_batch(self, batch: list[Event]) -> None:
        if any(isinstance(event, DealSettled) for event in batch):
            self.chips_by_deal.append(tuple(self.state.bank.stacks[seat] for seat in range(self.state.seats)))
            self._show_faces()

    def _lay_out_hand(self) -> None:
        self.view.pick(frozenset(self.picked))

    def _show_faces(self) -> None:
        """The shown hand face up; after a deal also the hands laid out at the showdown (not one that won
        unseen, nor a folded one); every other hand face down."""
        if not self._round_over():
            super()._show_faces()
            return
        shown = [self.hand_pile(seat) for seat in self.state.shown]
        if self.person is not None:
            shown.append(self.hand_pile(self.person))  # your own cards stay in your sight
        self.view.show_faces(shown, self._hands())

    def _hud_extras(self) -> list[pygame.sprite.DirtySprite]:
        return [self.pot_sprite]

    def _seen_now(self) -> tuple[ScrokerView, list[Move]]:
        """What the table shows and offers now: the person's view (seat 1's with no person) and their legal
        moves, worked out once a move, not once a frame (the strips, the pot and the buttons all read it)."""
        key = (len(self.state.history), self.person)
        if self._seen is None or self._seen[0] != key:
            seat = self.person if self.person is not None else 0
            legal = self.state.legal_moves(self.person) if self.person is not None else []
            self._seen = (key, self.state.view(seat), legal)
        return self._seen[1], self._seen[2]

    # --- the buttons ---------------------------------------------------------------------------

    def _make_hud(self) -> None:
        def at(row: int, left: int, width: int) -> tuple[float, float, float, float]:
            """A button ``left`` virtual pixels into the column right of the bottom hand, on ``row``."""
            return (BUTTONS_X + left, BUTTONS_TOP + row * ROW_STEP, width, BUTTON_HEIGHT)

        self.check_button = Button("Check", at(0, 0, 150), lambda: self._act("check"), text_size=28)
        self.call_button = Button("Call", at(0, 160, 150), lambda: self._act("call"), text_size=28)
        self.fold_button = Button("Fold", at(0, 320, 150), lambda: self._act("fold"), text_size=28)
        self.less_button = Button("−", at(1, 0, 70), lambda: self._act("less"), text_size=34)
        self.bet_button = Button("Bet", at(1, 80, 310), lambda: self._act("bet"), text_size=28)
        self.more_button = Button("+", at(1, 400, 70), lambda: self._act("more"), text_size=34)
        self.draw_button = Button("Draw", at(2, 0, 310), self.draw_cards, text_size=28)
        self.lay_out_button = Button("Lay out", at(2, 0, 310), self.lay_out, text_size=28)
        self.challenge_button = Button("Challenge", at(3, 0, 230), lambda: self.challenge(0), text_size=26)
        self.pass_button = Button("Pass", at(3, 240, 230), self.pass_challenge, text_size=26)
        self.buttons = [
            Button("Menu", (24, 12, 150, 56), self.app.to_title, text_size=30),
            self.check_button,
            self.call_button,
            self.fold_button,
            self.less_button,
            self.bet_button,
            self.more_button,
            self.draw_button,
            self.lay_out_button,
            self.challenge_button,
            self.pass_button,
        ]
        self.pot_sprite = PotSprite()

    def _light_buttons(self) -> None:
        """Each button lit only when its move is open to the person now."""
        view, legal = self._seen_now()
        if not self.settled or self._round_over():
            legal = []  # nothing to press while the table still shows what happened
        open_to = choices(legal)
        self.check_button.enabled = open_to.check
        self.call_button.enabled = open_to.call
        to_call = view.to_call
        self.call_button.label = f"Call {to_call}" if open_to.call and to_call else "Call"
        self.fold_button.enabled = open_to.fold
        amount = self.dial.amount(open_to)
        self.bet_button.enabled = self.less_button.enabled = self.more_button.enabled = bool(open_to.bet_kind)
        self.bet_button.label = f"{open_to.bet_kind} {amount}" if open_to.bet_kind else "Bet"
        drawing = any(isinstance(move, Draw) for move in legal)
        self.draw_button.enabled = drawing
        self.draw_button.label = f"Draw {len(self.picked)}" if self.picked else "Stand pat"
        self.lay_out_button.enabled = any(isinstance(move, LayOut) for move in legal)
        self.challenge_button.enabled = any(isinstance(move, Challenge) for move in legal)
        self.pass_button.enabled = any(isinstance(move, PassChallenge) for move in legal)

    # --- what the person does ------------------------------------------------------------------

    def _act(self, action: str) -> None:
        if self.person is None or not self._caught_up():
            return
        move = self.dial.move_for(action, self.person, choices(self.state.legal_moves(self.person)))
        if move is not None:
            self.attempt(move)

    def draw_cards(self) -> None:
        if self.person is not None and self._caught_up():
            self.attempt(Draw(self.person, tuple(save_code(card) for card in self.picked)))

    def lay_out(self) -> None:
        """Lay out the best claim of the person's cards (the one the rules offer)."""
        if self.person is None or not self._caught_up():
            return
        offered = [move for move in self.state.legal_moves(self.person) if isinstance(move, LayOut)]
        if offered:
            self.attempt(offered[0])

    def challenge(self, word: int) -> None:
        if self.person is not None and self._caught_up():
            self.attempt(Challenge(self.person, word))

    def pass_challenge(self) -> None:
        if self.person is not None and self._caught_up():
            self.attempt(PassChallenge(self.person))

    def pick(self, card: ScrokerCard) -> None:
        """Pick a card for the draw, or put it back."""
        if self.state.phase is not Phase.DRAW or self.person is None:
            return
        self.picked ^= {card}
        self._lay_out_hand()

    def next_deal(self) -> None:
        seat = next((seat for seat, plan in enumerate(self.plans) if plan.human), 0)
        self.attempt(NextDeal(seat))

    def play_again(self) -> None:
        self.app.stack.reset(
            ScrokerTableScene(self.app, self.spec, self.app.new_seed(), self.plans, self.options)
        )

    # --- input ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            hover_buttons(self.button_sprites, self.app.viewport, event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pointer_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed_button = self.pressed_button, None
            release_button(pressed, self.app.viewport, event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(pygame.key.name(event.key))

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        for button in self.buttons:
            if button.enabled and button.hit(self.app.viewport, pos):
                self.pressed_button = button
                return
        hit = self.view.card_at(pos)
        if hit is not None and self.person is not None and hit[0] == self.hand_pile(self.person):
            card = self.view.piles[hit[0]][hit[1]].card
            assert isinstance(card, ScrokerCard)
            self.pick(card)

    def keys_for(self, move: Move) -> list[str]:
        """The keys (pygame key names) that make ``move`` at this table, as a person would press them."""
        assert self.person is not None
        if isinstance(move, Check | Call | Fold):
            return [{Check: "k", Call: "c", Fold: "f"}[type(move)]]
        if isinstance(move, Open | Raise):
            open_to = choices(self.state.legal_moves(self.person))
            down = self.dial.amount(open_to) - open_to.smallest
            return ["down"] * down + ["up"] * (move.amount - open_to.smallest) + ["b"]
        if isinstance(move, Draw):
            codes = [save_code(sprite.card) for sprite in self.view.piles[self.hand_pile(self.person)]]  # type: ignore[arg-type]
            return [str(codes.index(code) + 1) for code in move.cards] + ["d"]
        if isinstance(move, LayOut):
            return ["l"]
        if isinstance(move, Challenge):
            return ["x" if move.word == 0 else "y"]
        if isinstance(move, PassChallenge):
            return ["p"]
        raise ValueError(f"no key makes {move}")

    def _key(self, name: str) -> None:
        if name in KEYS:
            self._act(KEYS[name])
        elif name in PICK_KEYS and self.person is not None:
            sprites = self.view.piles[self.hand_pile(self.person)]
            if PICK_KEYS[name] < len(sprites):
                card = sprites[PICK_KEYS[name]].card
                assert isinstance(card, ScrokerCard)
                self.pick(card)
        elif name == "d":
            self.draw_cards()
        elif name == "l":
            self.lay_out()
        elif name in ("x", "y"):
            self.challenge(0 if name == "x" else 1)
        elif name == "p":
            self.pass_challenge()

    # --- words on the table -----------------------------------------------------------------------

    def update(self, seconds: float) -> None:
        super().update(seconds)
        view, _ = self._seen_now()
        pots = view.pots
        total = sum(chips for chips, _ in pots) + view.carried
        side = f"  (+{len(pots) - 1} side pot{'s' if len(pots) > 2 else ''})" if len(pots) > 1 else ""
        self.pot_sprite.refresh(self.app.viewport, f"Pot {total}{side}" if total else "")

    def _seat_line(self, seat: int) -> SeatLine:
        view, _ = self._seen_now()  # a seat's chips, bets and fold are public: any seat's view has them
        facts = [f"{view.stacks[seat]} chips"] if view.stacks else []
        bet = sum(record.chips for record in view.bets if record.seat == seat)
        if bet:
            facts.append(f"in {bet}")
        if view.dealer == seat:
            facts.append("deals")
        note = "folded" if seat in view.folded else ""
        if self.bot_turns.thinking == seat:
            note = note or "thinking…"
        on_turn = seat in self.state.to_move() and not self._round_over()
        return SeatLine(self.names[seat], tuple(facts), on_turn, note)

    def _status_left(self) -> str:
        view, _ = self._seen_now()
        game = view.choice.describe() if view.choice is not None else self.spec.name
        return f"{game}   deal {view.deal_number}"

    def status_words(self) -> tuple[str, bool]:
        if self.note_left > 0 and self.note:
            return self.note, self.note_alert
        mover = self.state.to_move()
        if self._round_over() or not mover:
            return "The deal is over.", False
        seat = mover[0]
        if not self.plans[seat].human:
            return f"{self.names[seat]} is playing…", False
        if seat != self.person:
            return f"{self.names[seat]}'s turn.", False
        phase = self.state.phase
        if phase is Phase.DRAW:
            return "Draw: click the cards to throw (1–5), then Draw (D); none picked stands pat.", False
        if phase is Phase.SHOWDOWN:
            return "Showdown: Lay out (L); or Challenge the winning word (X, Y) or Pass (P).", False
        if phase is Phase.CHOOSE:
            return "You deal: name the game.", False
        return "Bet: Check (K), Call (C), Fold (F), or Open/Raise (B) by the dial (+/−).", False
