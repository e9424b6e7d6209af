"""The Scroker table: a session of Scroker, Spit in the Can, Longhorn Stud or Dealer's Choice (issue 6).

A turn table (``TurnTableScene``: the shown hand at the bottom, "pass to" between
people, bots off the frame). What a person does here:

* **Bet** with the buttons right of their hand: Check, Call, Fold, and Open or
  Raise by the amount on the dial (− and +). Keys: K, C, F, B, and + / − (Page Up /
  Page Down: ten chips). By mouse as quickly: the wheel over the bet turns the
  dial a chip a notch (Shift: ten), Shift-click on − / + steps ten, holding − or +
  keeps turning it (``PressRepeat``), and Min, Pot and Max under the bet set the
  smallest amount the rules allow, the pot, or the largest (keys Home, O, End).
* **Draw** (Scroker, Spit): click the cards to throw (they rise), then "Draw"
  (with none picked it stands pat). Keys: 1–5 pick, D draws.
* **Showdown:** the claims laid out lie in the middle as words of cards. "Lay
  out" lays out the app's best claim of your cards (L). "Spell…" (S) lets you
  arrange your own, right or wrong: type the letters (Space between two words,
  Backspace to undo) or click the cards in spelling order (a wild then asks for
  its letter), and "Lay out" (Return) lays out what you spelled; Escape or
  "Cancel" gives up spelling. When it is your turn to challenge the winning
  claim, "Challenge" one of its words, or "Pass" (X, Y, P).
* **Dealer's Choice:** when you deal, a screen names the game and its options.
* Between deals a summary says who won what; the session's end shows each
  seat's chips and a chart of them over the hands.

Each seat's strip says its chips and its bet this deal; the pot is written over
the middle of the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import pygame

from game.bots.scroker_bot import ScrokerBot
from game.core.events import Event
from game.core.moves import Move
from game.core.protocol import GameSpec
from game.core.seats import SeatPlan
from game.rules.scroker.betting import Call, Check, DealSettled, Fold, Open, Raise
from game.rules.scroker.cards import ScrokerCard
from game.rules.scroker.claim_draft import ClaimDraft
from game.rules.scroker.moves import (
    DISCARD,
    STOCK,
    Challenge,
    Draw,
    LayOut,
    NextDeal,
    PassChallenge,
    claim_of,
    lay_out,
    save_code,
)
from game.rules.scroker.showdown import claimed_value
from game.rules.scroker.state import Phase, ScrokerState
from game.rules.scroker.story import opening_story, story_of
from game.rules.scroker.view import ScrokerView
from game.ui.app_services import AppServices
from game.ui.games.scroker.bets import KEYS, BetChoices, BetDial, call_label, choices, pot_in_middle
from game.ui.games.scroker.choice import ScrokerChoiceScene
from game.ui.games.scroker.claims import ClaimRow, LetterStrip, ShowdownSprite
from game.ui.games.scroker.deal_over import ScrokerDealOverScene
from game.ui.games.scroker.seat_tags import seat_note, seat_tags
from game.ui.games.scroker.wild_mark import marked_wild
from game.ui.input.press_repeat import PressRepeat
from game.ui.look import theme
from game.ui.look.hud import HudSprite
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import Button, draw_text, shortened
from game.ui.table.seat_strips import SeatLine
from game.ui.table.seated_view import SeatedTableView
from game.ui.turns.turn_table import TurnTableScene

BUTTONS_X = 1430  # right of the bottom seat's cards (every Scroker map leaves it free)
BUTTONS_TOP, ROW_STEP, BUTTON_HEIGHT = 790, 60, 50  # tools/scroker_layouts.py keeps the seats above
PICKED_RISE = 36  # virtual pixels a card picked for the draw rises
PICK_KEYS = {str(n): n - 1 for n in range(1, 8)}
SPELLING_KEYS = {"space": "next word", "backspace": "undo", "return": "lay out", "enter": "lay out"}


def shift_held() -> bool:
    """Shift is down now (a click or a wheel notch with it moves the dial ten chips)."""
    return bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)


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
        pixels = viewport.length(30)
        rect = rect.inflate(
            0, max(0, theme.font(pixels, bold=True).get_linesize() - rect.h)
        )  # large text: taller
        if (words, rect.size) == self._key and rect == self.rect:
            return
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        if words:
            pygame.draw.rect(image, (0, 0, 0, 120), image.get_rect(), border_radius=viewport.length(12))
            words = shortened(words, pixels, rect.w, bold=True)  # side pots beyond the width: the last resort
            draw_text(
                image, words, (rect.w / 2, rect.h / 2), pixels, theme.GOLD, True, within=image.get_rect()
            )
        self.show((words, rect.size), image, rect)


class ScrokerTableScene(TurnTableScene):
    """One session of any of the four Scroker games for 2 to 8 seats, people and bots."""

    view_class = ScrokerTableView
    deal_from_pile = STOCK
    layout_name = "scroker"
    view: ScrokerTableView
    state: ScrokerState

    def __init__(
        self,
        app: AppServices,
        spec: GameSpec,
        seed: int,
        plans: Sequence[SeatPlan],
        options: dict | None = None,
    ) -> None:
        self.dial = BetDial()
        self.dial_repeat = PressRepeat()
        self.dial_held = ""  # the dial action a held − or + repeats ("more", "less 10"…), or ""
        self.pointer = (-1, -1)  # where the pointer was last seen: the wheel turns the dial only over the bet
        self.picked: set[ScrokerCard] = set()
        self.draft: ClaimDraft | None = None  # the person's own words, while they spell them
        self.deal_shown = 0
        self.chips_by_deal: list[tuple[int, ...]] = []
        self._seen: tuple[tuple[int, int | None], ScrokerView, list[Move]] | None = None
        self._rows: tuple[tuple[Any, ...], list[ClaimRow]] | None = None
        self.note_turn: tuple[int, ...] = ()  # the seats to move when the status line's note was said
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
            self.show_over_table(ScrokerDealOverScene(self.app, self))

    def _follow_turn(self) -> None:
        """As any turn table; and when a person deals Dealer's Choice, the screen to name the game."""
        super()._follow_turn()
        mover = self.state.to_move()
        choosing = self.state.phase is Phase.CHOOSE and len(mover) == 1 and self.plans[mover[0]].at_screen
        if choosing and self.app.stack.top is self and not self.hotseat.needs_pass_screen:
            self.app.stack.push(ScrokerChoiceScene(self.app, mover[0], self.attempt, self.spec))

    def _opening_story(self) -> list[str]:
        """The first deal, dealt with the table before any move: who deals what."""
        return opening_story(self.state.deal_number, self.state.dealer, self.state.choice)

    def _story(self, move: Move, events: list[Event]) -> list[str]:
        """Each move in public words (``rules.scroker.story``): every bet, each draw's count, the
        dealer's call, the claims and challenges, and at a deal's end each pot with its reason."""
        return story_of(move, events, self.state.choice, self.state.verdict())

    def _after_move(self, move: Move) -> None:
        if isinstance(move, Draw | NextDeal):
            self.picked.clear()
        if isinstance(move, LayOut | NextDeal):
            self.draft = None

    def _after_batch(self, batch: list[Event]) -> None:
        if any(isinstance(event, DealSettled) for event in batch):
            self.chips_by_deal.append(tuple(self.state.bank.stacks[seat] for seat in range(self.state.seats)))
            self._show_faces()

    def _lay_out_hand(self) -> None:
        """Cards picked for the draw, or spelled into the person's words, stand up out of the fan."""
        self.view.pick(frozenset(self.picked) | frozenset(self.draft.used if self.draft is not None else ()))

    def _show_faces(self) -> None:
        """The shown hand face up, and the hands of the claims laid out at the showdown (public from
        then on, whoever holds the screen); after a deal the hands shown (not one that won unseen, nor
        a folded one); every other hand face down."""
        if not self._round_over():
            shown = [self.view.shown_hand] if self.view.shown_hand else []
            if self.state.phase is Phase.SHOWDOWN:
                shown += [self.hand_pile(seat) for seat in self._seen_now()[0].claims]
            self.view.show_faces(shown, self._hands())
            return
        shown = [self.hand_pile(seat) for seat in self.state.shown]
        if self.person is not None:
            shown.append(self.hand_pile(self.person))  # your own cards stay in your sight
        self.view.show_faces(shown, self._hands())

    def _dress_view(self, view: SeatedTableView) -> None:
        """The lettered cards this deal names wild are marked on their faces."""
        view.dressed_face = lambda card, size: (
            marked_wild(view.art, card, size) if self._named_wild(card) else None
        )

    def _named_wild(self, card: Any) -> bool:
        """A card the dealer's call made wild (the [Scroker] wilds show it on their own faces)."""
        return isinstance(card, ScrokerCard) and not card.is_wild and self.state.hand_rules().is_wild(card)

    def _hud_extras(self) -> list[pygame.sprite.DirtySprite]:
        return [self.pot_sprite, self.showdown_sprite, self.letter_strip]

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
        # While the seats bet, the draw's row offers the amounts a poker player reaches for.
        self.min_button = Button("Min", at(2, 0, 150), lambda: self._act("min"), text_size=24)
        self.pot_button = Button("Pot", at(2, 160, 150), lambda: self._act("pot"), text_size=24)
        self.max_button = Button("Max", at(2, 320, 150), lambda: self._act("max"), text_size=24)
        self.lay_out_button = Button("Lay out", at(2, 0, 230), self.lay_out, text_size=24)
        self.spell_button = Button("Spell…", at(2, 240, 230), self.toggle_spelling, text_size=24)
        # The third row challenges the winning claim's first or second word, or passes; while a person
        # spells their words it starts the next word or takes back a letter.
        # Three equal buttons: "Pass" at 150% text in the smallest window needs more than a key's width.
        self.first_word_button = Button("Challenge", at(3, 0, 150), lambda: self._third_row(0), text_size=23)
        self.second_word_button = Button(
            "Challenge", at(3, 160, 150), lambda: self._third_row(1), text_size=23
        )
        self.pass_button = Button("Pass", at(3, 320, 150), self.pass_challenge, text_size=23)
        self.buttons = [
            Button("Menu", (24, 12, 150, 56), self.open_menu, text_size=30, corner="topleft"),
            self.check_button,
            self.call_button,
            self.fold_button,
            self.less_button,
            self.bet_button,
            self.more_button,
            self.draw_button,
            self.min_button,
            self.pot_button,
            self.max_button,
            self.lay_out_button,
            self.spell_button,
            self.first_word_button,
            self.second_word_button,
            self.pass_button,
        ]
        self.pot_sprite = PotSprite()
        self.showdown_sprite = ShowdownSprite()
        self.letter_strip = LetterStrip()

    def _light_buttons(self) -> None:
        """Each button lit only when its move is open to the person now."""
        view, legal = self._seen_now()
        if not self.settled or self._round_over():
            legal = []  # nothing to press while the table still shows what happened
        open_to = self._choices(view, legal)
        self.check_button.enabled = open_to.check
        self.call_button.enabled = open_to.call
        stack = view.stacks[view.seat] if view.seat < len(view.stacks) else view.to_call
        self.call_button.label = call_label(view.to_call if open_to.call else 0, stack)
        self.fold_button.enabled = open_to.fold
        amount = self.dial.amount(open_to)
        self.bet_button.enabled = self.less_button.enabled = self.more_button.enabled = bool(open_to.bet_kind)
        self.bet_button.label = f"{open_to.bet_kind} {amount}" if open_to.bet_kind else "Bet"
        self._light_quick_bets(open_to)
        drawing = any(isinstance(move, Draw) for move in legal)
        self.draw_button.enabled = drawing
        self.draw_button.label = f"Draw {len(self.picked)}" if self.picked else "Stand pat"
        laying_out = any(isinstance(move, LayOut) for move in legal)
        if not any(isinstance(move, LayOut) for move in self._seen_now()[1]):
            self.draft = None  # the person's turn to lay out is over (or the screen passed on)
        self._light_showdown_buttons(view, legal, laying_out)
        self._show_buttons_of(Phase.DRAW if drawing else self.state.phase)
        self._offer_check(view)

    def _offer_check(self, view: ScrokerView) -> None:
        """In a round where nobody may check (Longhorn Stud's first: open or fold) the Check button is
        not on the table at all: a dark one there looked like a move that might come."""
        shown = not (view.round_number and not view.may_check)
        sprite = next(sprite for sprite in self.button_sprites if sprite.button is self.check_button)
        if sprite.visible != shown:
            sprite.visible = int(shown)

    def _light_quick_bets(self, open_to: BetChoices) -> None:
        """Min, Pot and Max name the amount each sets the dial to."""
        for button, action in ((self.min_button, "min"), (self.pot_button, "pot"), (self.max_button, "max")):
            amount = open_to.setting(action)
            button.enabled = amount is not None
            button.label = f"{action.title()} {amount}" if amount is not None else action.title()

    def _light_showdown_buttons(self, view: ScrokerView, legal: list[Move], laying_out: bool) -> None:
        draft = self.draft
        self.spell_button.enabled = laying_out
        self.spell_button.label = "Cancel" if draft is not None else "Spell…"
        if draft is not None:
            self.lay_out_button.enabled = not draft.empty and not draft.waiting_wild
            self.lay_out_button.label = f"Lay out {draft.text}" if not draft.empty else "Lay out"
            self.first_word_button.label, self.first_word_button.enabled = "Next word", not draft.empty
            self.second_word_button.label, self.second_word_button.enabled = "Undo", not draft.empty
            self.pass_button.enabled = False
            return
        self.lay_out_button.enabled, self.lay_out_button.label = laying_out, "Lay out"
        challenges = {move.word for move in legal if isinstance(move, Challenge)}
        claim = view.claims.get(view.claimant) if view.claimant is not None else None
        for word, button in enumerate((self.first_word_button, self.second_word_button)):
            button.enabled = word in challenges
            letters = claim.words[word].letters if claim is not None and word < len(claim.words) else ""
            # the word itself, as the winning claim spelled it: two buttons both saying "Challenge" left
            # a newcomer guessing which word each one doubts
            button.label = f"{letters}?" if button.enabled else ("Word 1?", "Word 2?")[word]
        self.pass_button.enabled = any(isinstance(move, PassChallenge) for move in legal)

    def _show_buttons_of(self, phase: Phase) -> None:
        """The draw's button, the quick bets and the showdown's share a place: only the phase's own are
        on the table (the showdown's outside the draw and the betting)."""
        own = {
            Phase.DRAW: (self.draw_button,),
            Phase.BETTING: (self.min_button, self.pot_button, self.max_button),
        }.get(phase, (self.lay_out_button, self.spell_button))
        sharing = (self.draw_button, self.min_button, self.pot_button, self.max_button)
        sharing += (self.lay_out_button, self.spell_button)
        for sprite in self.button_sprites:
            if not any(sprite.button is button for button in sharing):
                continue
            shown = any(sprite.button is button for button in own)
            if sprite.visible != shown:  # setting it marks the sprite dirty: only when it changes
                sprite.visible = int(shown)

    # --- what the person does ------------------------------------------------------------------

    def _act(self, action: str) -> None:
        if self.person is None or not self._caught_up():
            return
        move = self.dial.move_for(action, self.person, self._bets_open())
        if move is not None:
            self.attempt(move)

    def _turn_dial(self, chips: int) -> None:
        """The wheel: the dial up or down by ``chips`` at once."""
        if self.person is not None and self._caught_up():
            self.dial.turn(chips, self._bets_open())

    def _bets_open(self) -> BetChoices:
        """What the person may bet now, with the pot the table writes (the Pot button's amount)."""
        return self._choices(*self._seen_now())

    @staticmethod
    def _choices(view: ScrokerView, legal: list[Move]) -> BetChoices:
        """What a person may bet, called as the round calls it (after the draw a bet, not an open)."""
        return choices(legal, pot_in_middle(view), opening=view.round_number <= 1)

    def draw_cards(self) -> None:
        if self.person is not None and self._caught_up():
            self.attempt(Draw(self.person, tuple(save_code(card) for card in self.picked)))

    def lay_out(self) -> None:
        """Lay out the words the person spelled, or with none the best claim of their cards (the one
        the rules offer)."""
        if self.person is None or not self._caught_up():
            return
        if self.draft is not None:
            if self.draft.waiting_wild:
                self._say("Say the letter the wild stands for first.", alert=True)
            elif not self.draft.empty:
                self.attempt(lay_out(self.person, self.draft.claim()))
            return
        offered = [move for move in self.state.legal_moves(self.person) if isinstance(move, LayOut)]
        if offered:
            self.attempt(offered[0])

    def holding(self) -> bool:
        """A word being spelt: Escape gives up the spelling before it opens the menu."""
        return self.draft is not None

    def toggle_spelling(self) -> None:
        """Start spelling one's own words, or give up spelling them."""
        if self.draft is not None:
            self.draft = None
        elif self.person is not None and any(
            isinstance(move, LayOut) for move in self.state.legal_moves(self.person)
        ):
            self.draft = ClaimDraft(tuple(self.state.cards_of(self.person)), self.state.hand_rules())
        self._lay_out_hand()

    def spell(self, what: str | ScrokerCard) -> None:
        """The next letter or card of the person's words, or "next word" / "undo"; a refusal is said."""
        draft = self.draft
        if draft is None:
            return
        if isinstance(what, ScrokerCard):
            refusal = draft.add_card(what)
        elif what == "next word":
            refusal = draft.next_word()
        elif what == "undo":
            draft.undo()
            refusal = None
        else:
            refusal = draft.type_letter(what)
        if refusal:
            self._say(refusal[0].upper() + refusal[1:] + ".", alert=True)
        self._lay_out_hand()

    def _third_row(self, word: int) -> None:
        """Challenge a word of the winning claim; while spelling: the next word (0) or undo (1)."""
        if self.draft is not None:
            self.spell("next word" if word == 0 else "undo")
        else:
            self.challenge(word)

    def challenge(self, word: int) -> None:
        if self.person is not None and self._caught_up():
            self.attempt(Challenge(self.person, word))

    def pass_challenge(self) -> None:
        if self.person is not None and self._caught_up():
            self.attempt(PassChallenge(self.person))

    def pick(self, card: ScrokerCard) -> None:
        """Pick a card for the draw, or put it back; never more than the game lets a player throw (a
        "Draw 4" in Scroker was a button for a move the rules refuse)."""
        if self.state.phase is not Phase.DRAW or self.person is None:
            return
        limit = self.state.takeable_count(self.hand_pile(self.person), self.person)
        if card not in self.picked and len(self.picked) >= limit:
            self._say(f"You may throw at most {limit} cards here; click a picked card to put it back.", True)
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
        if not (event.type == pygame.MOUSEWHEEL and self._wheel(event)):
            super().handle_event(event)  # the wheel anywhere else: the history panel's

    def _wheel(self, event: pygame.event.Event) -> bool:
        """A notch up over the bet (the Open/Raise button and its − and +) is a chip more; Shift, ten.
        True when the wheel was over the bet."""
        viewport = self.app.viewport
        bet_area = self.bet_button.screen_rect(viewport).unionall(
            [self.less_button.screen_rect(viewport), self.more_button.screen_rect(viewport)]
        )
        if self.bet_button.enabled and bet_area.collidepoint(self.pointer):
            notches = event.y or -event.x  # with Shift some systems turn the wheel sideways: down is right
            self._turn_dial(notches * (10 if shift_held() else 1))
            return True
        return False

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        """As at any turn table; a held − or + stops turning the dial once the pointer leaves it."""
        self.pointer = pos
        super()._pointer_moved(pos)
        held = self._held_dial_button()
        if held is not None and not held.hit(self.app.viewport, pos):
            self._let_go_of_dial()

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        self._let_go_of_dial()
        super()._pointer_up(pos)

    def _let_go(self) -> None:
        self._let_go_of_dial()

    def _hold_dial(self, button: Button) -> None:
        """− or + pressed: the dial turns at once (ten with Shift) and again while the button is held."""
        action = ("more" if button is self.more_button else "less") + (" 10" if shift_held() else "")
        self._act(action)
        self.dial_held = action
        self.dial_repeat.press()

    def _held_dial_button(self) -> Button | None:
        if not self.dial_held:
            return None
        return self.more_button if self.dial_held.startswith("more") else self.less_button

    def _let_go_of_dial(self) -> None:
        self.dial_held = ""
        self.dial_repeat.release()

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        for button in self.buttons:
            if button.enabled and button.hit(self.app.viewport, pos):
                if button is self.less_button or button is self.more_button:
                    self._hold_dial(button)  # it acts as it goes down, like a key, not on release
                else:
                    self.pressed_button = button
                return
        if self.draft is not None:
            self._spelling_click(pos)
            return
        hit = self.view.card_at(pos)
        if hit is not None and self.person is not None and hit[0] == self.hand_pile(self.person):
            card = self.view.piles[hit[0]][hit[1]].card
            assert isinstance(card, ScrokerCard)
            self.pick(card)

    def _spelling_click(self, pos: tuple[int, int]) -> None:
        """While spelling: a letter for the waiting wild, or the next card, clicked on the table or in
        the words shown in the middle (where a shared card or an up card can be reached too)."""
        assert self.draft is not None
        letter = self.letter_strip.letter_at(self.app.viewport, pos)
        if letter is not None:
            self.spell(letter)
            return
        card = self.showdown_sprite.card_at(pos)
        if card is None:
            hit = self.view.card_at(pos)
            card = self.view.piles[hit[0]][hit[1]].card if hit is not None else None
        if isinstance(card, ScrokerCard) and card in self.draft.cards:
            if card in self.draft.used:
                self._say("That card is already spelled; Undo takes it back.", alert=True)
            else:
                self.spell(card)

    def keys_for(self, move: Move) -> list[str]:
        """The keys (pygame key names) that make ``move`` at this table, as a person would press them."""
        assert self.person is not None
        if isinstance(move, Check | Call | Fold):
            return [{Check: "k", Call: "c", Fold: "f"}[type(move)]]
        if isinstance(move, Open | Raise):
            open_to = self._bets_open()
            quick = next(
                (
                    key
                    for key, action in (("home", "min"), ("end", "max"))
                    if open_to.setting(action) == move.amount
                ),
                None,
            )
            if quick is not None:
                return [quick, "b"]
            change = move.amount - self.dial.amount(open_to)
            tens, ones = divmod(abs(change), 10)
            more = change > 0
            return ["page up" if more else "page down"] * tens + ["up" if more else "down"] * ones + ["b"]
        if isinstance(move, Draw):
            hand = self.view.piles[self.hand_pile(self.person)]
            codes = [save_code(cast(ScrokerCard, sprite.card)) for sprite in hand]
            return [str(codes.index(code) + 1) for code in move.cards] + ["d"]
        if isinstance(move, LayOut):
            if move in self.state.legal_moves(self.person):
                return ["l"]  # the best claim
            spelled = " ".join(word.letters for word in claim_of(move).words)
            return ["s", *("space" if letter == " " else letter.lower() for letter in spelled), "return"]
        if isinstance(move, Challenge):
            return ["x" if move.word == 0 else "y"]
        if isinstance(move, PassChallenge):
            return ["p"]
        raise ValueError(f"no key makes {move}")

    def _key(self, name: str) -> None:
        if self.draft is not None and self._spelling_key(name):
            return
        if name in KEYS:
            self._act(KEYS[name])
        elif name in PICK_KEYS and self.person is not None:
            card = self._hand_card(PICK_KEYS[name])
            if card is not None:
                self.pick(card)
        elif name == "d":
            self.draw_cards()
        elif name == "l":
            self.lay_out()
        elif name == "s":
            self.toggle_spelling()
        elif name in ("x", "y"):
            self.challenge(0 if name == "x" else 1)
        elif name == "p":
            self.pass_challenge()

    def _spelling_key(self, name: str) -> bool:
        """A key while the person spells: letters, Space, Backspace, a card's number, Return, Escape."""
        if name == "escape":
            self.toggle_spelling()
        elif SPELLING_KEYS.get(name) == "lay out":
            self.lay_out()
        elif name in SPELLING_KEYS:
            self.spell(SPELLING_KEYS[name])
        elif len(name) == 1 and name.isalpha():
            self.spell(name)
        elif name in PICK_KEYS:
            card = self._hand_card(PICK_KEYS[name])
            if card is not None:
                self.spell(card)
        else:
            return False
        return True

    def _hand_card(self, index: int) -> ScrokerCard | None:
        """The person's card ``index`` places from the left of their hand."""
        assert self.person is not None
        sprites = self.view.piles[self.hand_pile(self.person)]
        card = sprites[index].card if index < len(sprites) else None
        assert card is None or isinstance(card, ScrokerCard)
        return card

    # --- words on the table -----------------------------------------------------------------------

    def _say(self, text: str, alert: bool = False) -> None:
        """As any turn table; the note belongs to the turn it was said in (``_advance`` clears it)."""
        super()._say(text, alert)
        self.note_turn = self.state.to_move()

    def _advance(self, seconds: float) -> None:
        """As any turn table, and a note of a past turn is cleared once the next seat has moved (a red
        refusal outlived the person's turn; "Betting round 2." stayed after the draw); then a held −
        or + turns the dial on (or is let go once it goes dark)."""
        super()._advance(seconds)
        if self.note_left > 0 and self.settled and self.state.to_move() != self.note_turn:
            self.note_left = 0
        held = self._held_dial_button()
        if held is not None and not held.enabled:
            self._let_go_of_dial()  # the turn is over (or the screen passed on) under the held button
        for _ in range(self.dial_repeat.tick(seconds)):
            self._act(self.dial_held)

    def _refresh_hud(self) -> None:
        """As any turn table, and the pot, the showdown's words and the wild's letters over the middle."""
        super()._refresh_hud()
        view, _ = self._seen_now()
        pots = view.pots
        total = pot_in_middle(view)
        side = f"  (+{len(pots) - 1} side pot{'s' if len(pots) > 2 else ''})" if len(pots) > 1 else ""
        showdown = self.state.phase is Phase.SHOWDOWN  # the showdown's panel says the pot then
        self.pot_sprite.refresh(self.app.viewport, f"Pot {total}{side}" if total and not showdown else "")
        title = f"Showdown   ·   pot {total}{side}" if total else "Showdown"
        self.showdown_sprite.refresh(self.app.viewport, self.app.card_art(), title, self._claim_rows(view))
        self.letter_strip.refresh(self.app.viewport, self.draft is not None and self.draft.waiting_wild)

    def _claim_rows(self, view: ScrokerView) -> list[ClaimRow]:
        """The showdown in the middle: the words being spelled first, then each claim laid out (worked
        out again only when a move is made or a letter spelled, not every frame)."""
        spelled = tuple(map(tuple, self.draft.words)) if self.draft is not None else None
        key = (len(self.state.history), self.person, spelled)
        if self._rows is None or self._rows[0] != key:
            self._rows = (key, self._work_out_claim_rows(view))
        return self._rows[1]

    def _work_out_claim_rows(self, view: ScrokerView) -> list[ClaimRow]:
        if self.state.phase is not Phase.SHOWDOWN:
            return []
        rows = []
        if self.draft is not None and self.person is not None:
            note = "type or click" if self.draft.empty else "spelling…"
            rows.append(ClaimRow(f"{self.names[self.person]}", self.draft.claim(), note, True, True))
        rules = self.state.hand_rules()
        for seat, claim in view.claims.items():
            worth = claimed_value(claim, rules).category.title
            if seat in view.fouled:
                note = "foul: counts as Scum"
            elif seat == view.claimant and view.challenger is not None:
                note = f"{worth}  ·  challenge?"
            else:
                note = worth
            rows.append(ClaimRow(self.names[seat], claim, note, seat == view.claimant))
        return rows

    def _seat_line(self, seat: int) -> SeatLine:
        """The seat's chips, then what it did this deal, most needed first (a narrow strip keeps the
        first facts): folded or all in, this round's bet or check, the draw, the dealer's button."""
        view, _ = self._seen_now()  # chips, bets, draws and folds are public: any seat's view has them
        facts = [f"{view.stacks[seat]} chips"] if view.stacks else []
        facts += seat_tags(view, seat)
        if view.dealer == seat:
            facts.append("deals")
        note = seat_note(view, seat) or ("thinking…" if self.bot_turns.thinking == seat else "")
        on_turn = seat in self.state.to_move() and not self._round_over()
        return SeatLine(self.names[seat], tuple(facts), on_turn, note)

    def _status_left(self) -> str:
        view, _ = self._seen_now()
        game = view.choice.describe() if view.choice is not None else self.spec.name
        if game != self.spec.name:
            game = f"{self.spec.name}: {game}"  # "Dealer's Choice: Scroker": the table's game, then the call
        return f"{game}, deal {view.deal_number}"

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
            return f"{self.names[seat]} to play.", False
        phase = self.state.phase
        if phase is Phase.DRAW:
            held = len(self.view.piles[self.hand_pile(seat)])
            return f"Draw: click the cards to throw (1–{held}), then Draw (D); none picked stands pat.", False
        if phase is Phase.SHOWDOWN:
            return self._showdown_words(), False
        if phase is Phase.CHOOSE:
            return "You deal: name the game.", False
        view, legal = self._seen_now()
        return self._choices(view, legal).said(), False

    def _showdown_words(self) -> str:
        draft = self.draft
        if draft is not None and draft.waiting_wild:
            return "Which letter is the wild? Type it, or click it in the letters."
        if draft is not None:
            return "Type or click your words (Space: next word, Backspace: undo); Return lays them out."
        view, legal = self._seen_now()
        if any(isinstance(move, LayOut) for move in legal):
            return "Show your hand: Lay out (L) shows your best words, Spell… (S) lets you choose them."
        return self._challenge_words(view)

    def _challenge_words(self, view: ScrokerView) -> str:
        """Whose words the person may doubt, and what each button does with them."""
        claim = view.claims.get(view.claimant) if view.claimant is not None else None
        if claim is None or not claim.words:
            return "Challenge a word of the winning claim (X, Y), or Pass (P)."
        whose = self.names[cast(int, view.claimant)]
        if len(claim.words) == 1:
            word = claim.words[0].letters
            return f"{whose} claims {word}: Challenge it (X) if it is no word, or Pass (P) to let it stand."
        words = " + ".join(word.letters for word in claim.words)
        return f"{whose} claims {words}: Challenge one (X, Y) if it is no word, or Pass (P) to let it stand."
