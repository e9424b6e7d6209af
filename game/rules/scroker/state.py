"""Scroker, Spit in the Can, Longhorn Stud and Dealer's Choice (seed 003; DESIGN.md §10).

A session is a run of deals over one bank of chips. The table: a face-down
``stock``, a face-down ``discard`` pile (thrown cards and folded hands), a
``spit`` pile for a shared face-up card, and per seat a face-down hand
(``seat1.hand`` …, seen by its owner) and a face-up row (``seat1.up`` …,
Longhorn Stud's up cards). A deal goes: (Dealer's Choice: the dealer names
the game) → antes and the deal → betting rounds, with the draw between them
(Scroker, Spit) or more cards dealt (Longhorn) → showdown → the deal over, on
show until any seat deals the next. The chips are run by ``betting.Hand``.

The showdown (``showdown.Showdown`` judges it): each seat still in lays out its
claim in turn from the dealer's left, its hand turned face up as it does (the
move on offer is the app's best claim; any other layout is checked, even a
wrong word). Once all are out, the chance to challenge the winning claim goes
clockwise from its holder, one ``Challenge`` or ``PassChallenge`` a seat; a
lost spellcheck's stake goes into the pot at once. With the "strict
dictionary" the claims are judged as the last one is laid out and nobody is
asked. Then the pots are paid by the standing. A save keeps the claims and
the challenge answers; the ``Showdown`` is rebuilt by replaying them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum
from itertools import combinations
from typing import Any

from game.core.codes import CardCodeError
from game.core.events import CardsFlipped, CardsMoved, Event, GameOver, Message
from game.core.moves import Move
from game.core.piles import PileRule
from game.core.protocol import GameState, Result
from game.core.seat_names import seat_words
from game.rules.scroker.betting import (
    Bank,
    BettingRules,
    Call,
    Check,
    ChipsBet,
    DealSettled,
    Fold,
    Hand,
    Open,
    Raise,
    Settlement,
)
from game.rules.scroker.cards import SUITS, ScrokerCard, scroker_deck
from game.rules.scroker.codes import parse_scroker_card
from game.rules.scroker.hands import HandRules, HandValue, may_open, worth_of
from game.rules.scroker.moves import (
    DISCARD,
    SPIT,
    STOCK,
    CardsDrawn,
    Challenge,
    ChooseGame,
    DealResult,
    DealStarted,
    Draw,
    LayOut,
    NextDeal,
    PassChallenge,
    claim_of,
    hand_id,
    lay_out,
    load_code,
    save_code,
    up_id,
)
from game.rules.scroker.showdown import (
    ChallengePassed,
    Claim,
    ClaimJudged,
    Showdown,
    Spellchecked,
    best_claim,
    claim_refusal,
    claimed_value,
    opener_proved,
)
from game.rules.scroker.story import drew
from game.rules.scroker.variants import (
    HOT_N_SOUR_LIMITS,
    MOST_DESIGNATED_WILDS,
    Deal,
    DealChoice,
    best_showing,
    choice_menu,
)
from game.rules.scroker.verdicts import DealVerdict, carried_verdict, showdown_verdict, unseen_verdict
from game.rules.scroker.view import BetRecord, ScrokerView

# Cards are moved by the moves below, not by pile rules.
TABLE_PILE = PileRule()
BETTING_MOVES = (Check, Open, Call, Raise, Fold)
SHOWDOWN_MOVES = (LayOut, Challenge, PassChallenge)
ShowdownEvent = ChallengePassed | Spellchecked | ClaimJudged
# The game each registered id deals every time; Dealer's Choice is absent: its dealers choose.
FIXED_DEALS = {deal.value: deal for deal in Deal}
# Cards dealt before the first betting round: (face-down, face-up) per seat, and a spit card.
FIRST_DEAL = {Deal.SCROKER: (5, 0, False), Deal.SPIT: (4, 0, True), Deal.LONGHORN: (2, 3, False)}


class Phase(Enum):
    CHOOSE = "the dealer names the game"
    BETTING = "betting"
    DRAW = "the draw"
    SHOWDOWN = "showdown"
    DEAL_OVER = "deal over"


PHASE_MOVES: dict[Phase, tuple[type[Move], ...]] = {
    Phase.CHOOSE: (ChooseGame,),
    Phase.BETTING: BETTING_MOVES,
    Phase.DRAW: (Draw,),
    Phase.SHOWDOWN: SHOWDOWN_MOVES,
    Phase.DEAL_OVER: (NextDeal,),
}
PHASE_REFUSALS: dict[Phase, str] = {
    Phase.CHOOSE: "first the dealer names the game for this deal",
    Phase.BETTING: "it is a betting round: check, open, call, raise or fold",
    Phase.DRAW: "it is the draw: throw up to the limit of cards, or stand pat",
    Phase.SHOWDOWN: "it is the showdown: lay out your claim, or challenge or pass",
    Phase.DEAL_OVER: "the deal is over: deal the next one",
}


class ScrokerState(GameState):
    """A session of one Scroker game or Dealer's Choice: deals until the hands are played or one holds all."""

    move_kinds = {
        kind.__name__: kind for kind in (*BETTING_MOVES, Draw, *SHOWDOWN_MOVES, NextDeal, ChooseGame)
    }

    # --- the table ----------------------------------------------------------------

    def _set_up(self) -> None:
        self.fixed_deal = FIXED_DEALS.get(self.spec.id)
        max_bet = int(self.options["max_bet"])
        self.betting_rules = BettingRules(
            ante=int(self.options["ante"]),
            buy_in=int(self.options["buy_in"]),
            max_bet=max_bet or None,
            tap_out=bool(self.options["tap_out"]),
        )
        self.hands_to_play = int(self.options["hands"])
        for pile_id in (STOCK, DISCARD, SPIT):
            self.add_pile(pile_id, TABLE_PILE)
        for seat in range(self.seats):
            self.add_pile(hand_id(seat), TABLE_PILE)
            self.add_pile(up_id(seat), TABLE_PILE)
        self.hand_owners = {hand_id(seat): seat for seat in range(self.seats)}
        self.piles[STOCK].cards = scroker_deck(int(self.options["wilds"]))
        self.bank = Bank.buy_in(range(self.seats), self.betting_rules.buy_in)
        self.deal_number = 0
        self.dealer = 0
        self.finished = False
        self._start_deal()
        self._settle_faces()

    def _reset_deal(self) -> None:
        self.phase = Phase.CHOOSE
        self.choice: DealChoice | None = None
        self.betting: Hand | None = None
        self.drawn: dict[int, int] = {}
        self.bets: list[BetRecord] = []
        self.shown: tuple[int, ...] = ()
        self.winnings: dict[int, int] = {}
        # The cards the first round's opener held when he opened: his openers are proved on them.
        self.opening_cards: tuple[ScrokerCard, ...] = ()
        # The showdown: claims laid out, then each challenge answer (a word index, None: a pass).
        self.claims: dict[int, Claim] = {}
        self.answers: list[int | None] = []
        self.spellcheck: Showdown | None = None

    def hand(self, seat: int) -> list[ScrokerCard]:
        return self.piles[hand_id(seat)].cards

    def cards_of(self, seat: int) -> list[ScrokerCard]:
        """The cards a seat's hand is made from: its own, face down and up, and any shared card."""
        return [*self.hand(seat), *self.piles[up_id(seat)].cards, *self.piles[SPIT].cards]

    def hand_owner(self, pile_id: str) -> int | None:
        return self.hand_owners.get(pile_id)

    def hand_rules(self) -> HandRules:
        return self.choice.hand_rules() if self.choice is not None else HandRules()

    def chips_on_table(self) -> int:
        """Every chip: stacks, the carried pot and this deal's pots (the buy-ins, always)."""
        in_deal = self.betting.pot_total() if self.betting is not None else 0
        return sum(self.bank.stacks.values()) + self.bank.carried + in_deal

    def _settle_faces(self) -> None:
        """Face down: stock, discards and hands (but those shown at a showdown); face up: the rest."""
        for pile_id, pile in self.piles.items():
            owner = self.hand_owners.get(pile_id)
            face_down = pile_id in (STOCK, DISCARD) or (owner is not None and owner not in self.shown)
            pile.hidden = len(pile.cards) if face_down else 0

    def _move_top(self, source: str, target: str, count: int = 1, face_up: bool = False) -> CardsMoved:
        cards = self.piles[source].cards[len(self.piles[source].cards) - count :]
        del self.piles[source].cards[len(self.piles[source].cards) - count :]
        self.piles[target].cards.extend(cards)
        return CardsMoved(source, target, tuple(cards), face_up)

    def _move_all(self, source: str, target: str) -> list[Event]:
        count = len(self.piles[source].cards)
        return [self._move_top(source, target, count)] if count else []

    # --- whose move -------------------------------------------------------------------

    def _drawer(self) -> int | None:
        """The next seat to draw: the seats still in, from the dealer's left, each once."""
        if self.betting is None:
            return None
        return next((seat for seat in self.betting.live_seats() if seat not in self.drawn), None)

    def _mover(self) -> int | None:
        if self.phase is Phase.CHOOSE:
            return self.dealer
        if self.phase is Phase.BETTING and self.betting is not None and self.betting.round is not None:
            return self.betting.round.to_act
        if self.phase is Phase.DRAW:
            return self._drawer()
        if self.phase is Phase.SHOWDOWN:
            if self.spellcheck is not None:
                return self.spellcheck.pending_challenger()
            assert self.betting is not None
            return next((seat for seat in self.betting.live_seats() if seat not in self.claims), None)
        return None

    def takeable_count(self, pile_id: str, seat: int) -> int:
        """The draw: the seat drawing may throw up to the game's limit of its own hand's cards, any of
        them ("Draw: 0–3 cards (Spit: 0–4) in turn from the dealer's left"); no other card is taken."""
        if self.phase is not Phase.DRAW or seat != self._mover() or pile_id != hand_id(seat):
            return 0
        assert self.choice is not None
        return min(self.choice.deal.draw_limit, len(self.hand(seat)))

    def to_move(self) -> tuple[int, ...]:
        if self.is_over():
            return ()
        if self.phase is Phase.DEAL_OVER:
            return tuple(range(self.seats))
        mover = self._mover()
        return () if mover is None else (mover,)

    # --- legality -------------------------------------------------------------------------

    def _legal_moves(self, seat: int) -> list[Move]:
        """The moves on offer. Like the Dealer's Choice calls (a menu of the usual ones), a showdown
        offers one ``LayOut``, the app's best claim; ``why_illegal`` accepts any other claim the
        seat's cards can lay out, right or wrong, since there are too many to list."""
        if self.phase is Phase.DEAL_OVER:
            return [NextDeal(seat)]
        if seat != self._mover():
            return []
        if self.phase is Phase.BETTING:
            assert self.betting is not None
            return list(self.betting.legal_moves(seat))
        if self.phase is Phase.DRAW:
            assert self.choice is not None
            codes = [save_code(card) for card in self.hand(seat)]
            return [
                Draw(seat, thrown)
                for count in range(min(self.choice.deal.draw_limit, len(codes)) + 1)
                for thrown in combinations(codes, count)
            ]
        if self.phase is Phase.CHOOSE:
            return [_choose_move(seat, choice) for choice in choice_menu()]
        if self.phase is Phase.SHOWDOWN:
            if self.spellcheck is None:
                return [lay_out(seat, best_claim(self.cards_of(seat), self.hand_rules()))]
            return [PassChallenge(seat), *(Challenge(seat, word) for word in self._open_words())]
        return []

    def _why_illegal(self, move: Move) -> str | None:
        if type(move) not in self.move_kinds.values():
            return f"{type(move).__name__} is not a move in {self.spec.name}"
        if type(move) not in PHASE_MOVES[self.phase]:
            return PHASE_REFUSALS[self.phase]
        if isinstance(move, NextDeal):
            return None
        mover = self._mover()
        if move.seat != mover:
            return f"it is the turn of {seat_words(mover)}" if mover is not None else "nobody moves now"
        if isinstance(move, Draw):
            return self._draw_refusal(move)
        if isinstance(move, ChooseGame):
            return _choice_refusal(move)
        if self.phase is Phase.SHOWDOWN:
            return self._showdown_refusal(move)
        assert self.betting is not None and self.betting.round is not None
        return self.betting.round.refusal(move)  # type: ignore[arg-type]

    def _draw_refusal(self, move: Draw) -> str | None:
        assert self.choice is not None
        limit = self.choice.deal.draw_limit
        if len(move.cards) > limit:
            return f"you may exchange at most {limit} cards in {self.choice.deal.title}"
        if len(set(move.cards)) != len(move.cards):
            return "name each card to throw once"
        held = {save_code(card) for card in self.hand(move.seat)}
        missing = [code for code in move.cards if code not in held]
        if missing:
            return f"{', '.join(missing)} is not in your hand"
        return None

    def _showdown_refusal(self, move: Move) -> str | None:
        """Claims are laid out first, each once; then challenges name an open word of the winning claim."""
        if isinstance(move, LayOut):
            if self.spellcheck is not None:
                return "the claims are laid out: challenge the winning claim or pass"
            try:
                claim = claim_of(move)
            except CardCodeError as error:
                return str(error)
            return claim_refusal(claim, self.cards_of(move.seat), self.hand_rules())
        if self.spellcheck is None:
            return "first every player still in lays out a claim"
        if isinstance(move, Challenge) and move.word not in self._open_words():
            return f"the winning claim's word {move.word + 1} is not open to challenge"
        return None

    def _open_words(self) -> list[int]:
        """The indices of the winning claim's words not yet found in the dictionary."""
        assert self.spellcheck is not None
        claimant = self.spellcheck.claimant()
        if claimant is None:
            return []
        standing = self.spellcheck.standing_words[claimant]
        return [index for index in range(len(self.claims[claimant].words)) if index not in standing]

    def move_space(self, seat: int) -> list[Move]:
        """The legal moves and a spread of illegal ones: out of turn, bad draws, calls and layouts."""
        others = self.hand((seat + 1) % self.seats)
        probes: list[Move] = [
            Check(seat),
            Call(seat),
            Fold(seat),
            Open(seat, 1),
            Open(seat, 0),
            Raise(seat, 1),
            Raise(seat, 10_000),
            Draw(seat, ("lemon:Z",)),
            Draw(seat, tuple(save_code(card) for card in self.hand(seat))),
            NextDeal(seat),
            ChooseGame(seat, "poker"),
            ChooseGame(seat, "scroker", wilds=("lemon:C", "lemon:D", "lemon:E")),
            LayOut(seat, ("lemon:Z",)),
            LayOut(seat, (), tuple(save_code(card) for card in [*self.hand(seat), *self.hand(seat)[:1]])),
            LayOut(seat, (), tuple(save_code(card) for card in others)),
            LayOut(seat, ("scroker#0 lemon:S",)),
            Challenge(seat, 0),
            Challenge(seat, 2),
            PassChallenge(seat),
        ]
        probes += [Draw(seat, (save_code(card),)) for card in others[:1]]
        return self.legal_moves(seat) + probes

    # --- applying moves ---------------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        if isinstance(move, NextDeal):
            events = self._start_deal()
        elif isinstance(move, ChooseGame):
            self.choice = _choice_of(move)
            events = self._deal()  # its first message names the dealer's call
        elif isinstance(move, Draw):
            events = self._draw(move.seat, move.cards)
        elif isinstance(move, LayOut):
            events = self._lay_out(move.seat, claim_of(move))
        elif isinstance(move, Challenge | PassChallenge):
            events = self._answer(move.seat, move.word if isinstance(move, Challenge) else None)
        else:
            events = self._bet(move)
        self._settle_faces()
        return events

    def _start_deal(self) -> list[Event]:
        """Gather and shuffle; the deal passes left; Dealer's Choice waits for the dealer's call."""
        events: list[Event] = []
        for pile_id in self.piles:
            if pile_id != STOCK:
                events += self._move_all(pile_id, STOCK)
        self.rng.shuffle(self.piles[STOCK].cards)
        if self.deal_number:
            self.dealer = self._next_with_chips(self.dealer)
        self.deal_number += 1
        self._reset_deal()
        if self.fixed_deal is None:
            return [*events, Message(f"{seat_words(self.dealer)} deals and names the game.")]
        self.choice = DealChoice(self.fixed_deal)
        return events + self._deal()

    def _next_with_chips(self, seat: int) -> int:
        following = (seat + 1) % self.seats
        while self.bank.stacks[following] == 0:
            following = (following + 1) % self.seats
        return following

    def _deal(self) -> list[Event]:
        """ "A player must properly ante before the dealer issues him the first card"; then the deal."""
        assert self.choice is not None
        order = []
        seat = self.dealer
        for _ in range(self.seats):
            seat = self._next_with_chips(seat)
            if seat in order:
                break
            order.append(seat)
        self.betting = Hand(self.bank, order, self.betting_rules)
        game = self.choice.describe()
        said = self.choice.in_a_sentence()
        events: list[Event] = [
            DealStarted(self.deal_number, self.dealer, game),
            Message(f"{seat_words(self.dealer)} deals {said} (deal {self.deal_number}); everyone antes."),
        ]
        down, up, spit = FIRST_DEAL[self.choice.deal]
        for count, pile_of in ((down, hand_id), (up, up_id)):
            for _ in range(count):
                for seat in order:
                    events += self._deal_from_stock(pile_of(seat), 1, face_up=pile_of is up_id)
        if spit:
            events += self._deal_from_stock(SPIT, 1, face_up=True)
        self.phase = Phase.BETTING
        return events + self._start_betting_round()

    def _deal_from_stock(
        self, target: str, count: int, face_up: bool = False, keep_out: Sequence[ScrokerCard] = ()
    ) -> list[Event]:
        """Deal ``count`` cards; if the stock is short, "stop short of the last card and combine it
        with all of the cards from any discards and dropped hands thus far, reshuffle and then
        resume". ``keep_out``: the drawing player's own discards stay out of that shuffle."""
        events: list[Event] = []
        stock = self.piles[STOCK].cards
        if count > len(stock):
            first = max(0, len(stock) - 1)
            if first:
                events.append(self._move_top(STOCK, target, first, face_up))
            count -= first
            events += self._reshuffle(keep_out)
        if count:
            events.append(self._move_top(STOCK, target, min(count, len(stock)), face_up))
        return events

    def _reshuffle(self, keep_out: Sequence[ScrokerCard]) -> list[Event]:
        discards = self.piles[DISCARD].cards
        gathered = [card for card in discards if card not in keep_out]
        self.piles[DISCARD].cards = [card for card in discards if card in keep_out]
        self.piles[STOCK].cards.extend(gathered)
        self.rng.shuffle(self.piles[STOCK].cards)
        return [
            CardsMoved(DISCARD, STOCK, tuple(gathered), face_up=False),
            Message("The stock ran short: its last card is shuffled with the discards and the deal goes on."),
        ]

    # Betting.

    def _start_betting_round(self) -> list[Event]:
        """Scroker and Spit: the dealer's left leads round one, needing openers; the opener leads
        round two. Longhorn Stud: the best showing leads every round; no checking in round one."""
        assert self.betting is not None and self.choice is not None
        number = self.betting.rounds_played + 1
        if self.choice.deal is Deal.LONGHORN:
            live = self.betting.live_seats()
            up_cards = {seat: self.piles[up_id(seat)].cards for seat in live}
            leader = best_showing(up_cards, live, self.hand_rules())
            betting_round = self.betting.start_round(leader, may_check=number > 1)
            events: list[Event] = [
                Message(f"{seat_words(leader)} shows best and leads betting round {number}.")
            ]
        else:
            needs_openers = self._holds_openers if number == 1 else None
            betting_round = self.betting.start_round(may_open=needs_openers)
            events = [Message(f"Betting round {number}.")]
        if betting_round.is_over():
            return events + self._round_over()
        return events

    def _holds_openers(self, seat: int) -> bool:
        return may_open(self.cards_of(seat), self.hand_rules())

    def _bet(self, move: Move) -> list[Event]:
        assert self.betting is not None and self.betting.round is not None
        number = self.betting.round.number
        if isinstance(move, Open) and number == 1:
            self.opening_cards = tuple(self.cards_of(move.seat))
        events: list[Event] = []
        for event in self.betting.apply(move):  # type: ignore[arg-type]
            events.append(event)
            if isinstance(event, ChipsBet):  # said at once, before the round's end or the deal's
                self.bets.append(BetRecord(number, event.seat, event.words, event.chips, event.said))
                events.append(Message(f"{seat_words(event.seat)} {event.said}."))
        if isinstance(move, Fold):
            for pile_id in (hand_id(move.seat), up_id(move.seat)):
                events += self._move_all(pile_id, DISCARD)
        if self.betting.round.is_over():
            events += self._round_over()
        return events

    def _round_over(self) -> list[Event]:
        """After a round: a settled deal ends; else the draw, the next street, or the showdown."""
        assert self.betting is not None and self.choice is not None
        if self.betting.settlement is not None:
            return self._finish_deal(self.betting.settlement, {})
        if self.betting.rounds_played >= self.choice.deal.betting_rounds:
            return self._showdown()
        if self.choice.deal is Deal.LONGHORN:
            return self._deal_street(face_up=self.betting.rounds_played == 1) + self._start_betting_round()
        self.phase = Phase.DRAW
        return [Message(f"The draw: up to {self.choice.deal.draw_limit} cards each, from the dealer's left.")]

    def _deal_street(self, face_up: bool) -> list[Event]:
        """Longhorn Stud's sixth card (up) or seventh (down) to each seat still in.

        Decision: with eight players in there are not 56 cards, so when the stock and the
        discards cannot give everyone a seventh card, one card is dealt face up to the shared
        ``spit`` pile as everyone's seventh (the stud custom).
        """
        assert self.betting is not None
        live = self.betting.live_seats()
        spare = len(self.piles[STOCK].cards) + len(self.piles[DISCARD].cards)
        if spare < len(live):
            return [
                *self._deal_from_stock(SPIT, 1, face_up=True),
                Message("Not enough cards for everyone: one shared card is everyone's seventh."),
            ]
        events: list[Event] = []
        for seat in live:
            events += self._deal_from_stock(up_id(seat) if face_up else hand_id(seat), 1, face_up)
        return events

    # The draw.

    def _draw(self, seat: int, codes: Sequence[str]) -> list[Event]:
        """Throw the named cards face down and be dealt as many from the stock; the count is public."""
        thrown = [card for card in self.hand(seat) if save_code(card) in codes]
        self.piles[hand_id(seat)].cards = [card for card in self.hand(seat) if card not in thrown]
        self.piles[DISCARD].cards.extend(thrown)
        events: list[Event] = []
        if thrown:
            events.append(CardsMoved(hand_id(seat), DISCARD, tuple(thrown), face_up=False))
            events += self._deal_from_stock(hand_id(seat), len(thrown), keep_out=thrown)
        self.drawn[seat] = len(thrown)
        events += [CardsDrawn(seat, len(thrown)), Message(drew(seat, len(thrown)))]
        if self._drawer() is None:
            self.phase = Phase.BETTING
            events += self._start_betting_round()
        return events

    # The showdown and the end of a deal.

    def _showdown(self) -> list[Event]:
        """ "Compare the hands of the players that remain": first each lays out his claim."""
        self.phase = Phase.SHOWDOWN
        return [Message("Showdown: from the dealer's left, each player still in lays out a claim.")]

    def _lay_out(self, seat: int, claim: Claim) -> list[Event]:
        """A claim laid out is public, and so is the hand it came from."""
        self.claims[seat] = claim
        self.shown = (*self.shown, seat)
        value = claimed_value(claim, self.hand_rules())
        # the words once and the hand's name (the ranking sheet explains "not natural"); the full
        # describe() with its high cards ran to three rows of the status line at a large text size
        worth = value.category.title + ("" if value.natural else ", not natural")
        events: list[Event] = [
            *([CardsFlipped(hand_id(seat), tuple(self.hand(seat)), True)] if self.hand(seat) else []),
            Message(f"{seat_words(seat)} lays out {claim.describe()}: {worth}."),
        ]
        if self._mover() is None:
            self.spellcheck = self._new_spellcheck()
            events += _in_words(self.spellcheck.events)
            events += self._after_answer()
        return events

    def _new_spellcheck(self) -> Showdown:
        """The showdown over the claims laid out; the opener proves on the cards he opened with."""
        assert self.betting is not None and self.choice is not None
        opener = self.betting.opener if self.choice.deal is not Deal.LONGHORN else None
        return Showdown(
            self.betting.live_seats(),
            {seat: self.cards_of(seat) for seat in self.betting.live_seats()},
            self.claims,
            self.hand_rules(),
            strict=bool(self.options["strict"]),
            opener=opener,
            opener_proved=opener is None or opener_proved(self.opening_cards, self.hand_rules()),
        )

    def _answer(self, seat: int, word: int | None) -> list[Event]:
        """A challenge or a pass; the loser of a spellcheck puts his stake in again at once."""
        assert self.spellcheck is not None and self.betting is not None
        self.answers.append(word)
        paid = len(self.spellcheck.penalties())
        found = self.spellcheck.pass_(seat) if word is None else self.spellcheck.challenge(seat, word)
        events = _in_words(found)
        for loser in self.spellcheck.penalties()[paid:]:
            chips = self.betting.penalise(loser)
            events.append(Message(f"{seat_words(loser)} puts {chips} chips into the pot."))
        return events + self._after_answer()

    def _after_answer(self) -> list[Event]:
        """When nobody is left to challenge, the pots go by the standing."""
        assert self.spellcheck is not None and self.betting is not None
        if not self.spellcheck.is_over():
            return []
        settlement = self.betting.showdown(self.spellcheck.ranking(), self.spellcheck.opener_proved)
        events: list[Event] = []
        if settlement.opener_forfeited and self.betting.opener is not None:
            events.append(
                Message(f"{seat_words(self.betting.opener)} cannot show openers: the next best hand wins.")
            )
        values = {seat: self.spellcheck.value(seat) for seat in self.spellcheck.seats}
        return [*events, DealSettled(settlement), *self._finish_deal(settlement, values)]

    def _finish_deal(self, settlement: Settlement, values: Mapping[int, HandValue]) -> list[Event]:
        assert self.betting is not None
        self.phase = Phase.DEAL_OVER
        self.winnings = dict(settlement.winnings)
        events: list[Event] = []
        for seat, chips in settlement.winnings.items():
            how = f" with {worth_of(values[seat])}" if seat in values else " unseen"
            events.append(DealResult(f"{seat_words(seat)} wins {chips} chips{how}."))
        if settlement.carried:
            events.append(
                DealResult(f"Nobody opened: the pot of {settlement.carried} carries to the next deal.")
            )
        done_hands = self.hands_to_play and self.deal_number >= self.hands_to_play
        if done_hands or len(self.bank.seats_with_chips()) <= 1:
            shares = self.bank.share_carried(
                [s for s in self.betting.seats if self.bank.stacks[s] > 0] or self.betting.seats
            )
            for seat, chips in shares.items():
                if chips:
                    events.append(
                        Message(f"The carried pot is shared at the end: {seat_words(seat)} gets {chips}.")
                    )
            self.finished = True
            events.append(GameOver(True, self.result().summary))
        return events

    def verdict(self) -> DealVerdict | None:
        """Why the deal's chips went where they went, once it is over (None while it goes on)."""
        settlement = self.betting.settlement if self.betting is not None else None
        if self.phase is not Phase.DEAL_OVER or settlement is None:
            return None
        if settlement.unseen:
            return unseen_verdict(settlement)
        if self.spellcheck is None:
            return carried_verdict(settlement)
        return showdown_verdict(settlement, self.spellcheck, self.hand_rules())

    def main_pot_winners(self) -> frozenset[int]:
        """The seats that took (or shared) the deal's main pot, once it is settled."""
        settlement = self.betting.settlement if self.betting is not None else None
        if settlement is None or not settlement.awards:
            return frozenset()
        return frozenset(settlement.awards[0].winners)

    # --- the end ---------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.finished

    def result(self) -> Result:
        """Chips per seat are the scores; places by chips, equal chips sharing a place."""
        stacks = self.bank.stacks
        placings = {
            seat: 1 + sum(1 for other in stacks.values() if other > chips) for seat, chips in stacks.items()
        }
        winners = tuple(seat for seat in range(self.seats) if placings[seat] == 1) if self.finished else ()
        lead = ", ".join(seat_words(seat) for seat in range(self.seats) if placings[seat] == 1)
        top = max(stacks.values())
        if self.finished:
            summary = f"Session over after {self.deal_number} deals: {lead} wins with {top} chips."
        else:
            summary = f"After {self.deal_number} deals: {lead} leads with {top} chips."
        return Result(dict(stacks), placings, winners, summary)

    # --- views, copies, JSON ----------------------------------------------------------------

    def view(self, seat: int) -> ScrokerView:
        base = super().view(seat)
        betting = self.betting
        betting_round = betting.round if betting is not None else None
        live_round = betting_round is not None and not betting_round.is_over()
        spit = self.piles[SPIT].cards
        spellcheck = self.spellcheck
        return ScrokerView(
            base.seat,
            base.piles,
            base.to_move,
            phase=self.phase.name.lower(),
            deal_number=self.deal_number,
            dealer=self.dealer,
            turn=self._mover(),
            choice=self.choice,
            hand=tuple(self.hand(seat)),
            up_cards={s: tuple(self.piles[up_id(s)].cards) for s in range(self.seats)},
            spit_card=spit[-1] if spit else None,
            stacks=tuple(self.bank.stacks[s] for s in range(self.seats)),
            pots=tuple((pot.chips, tuple(sorted(pot.eligible))) for pot in betting.pots())
            if betting is not None and betting.settlement is None
            else (),
            carried=self.bank.carried,
            current_bet=betting_round.current_bet if live_round and betting_round else 0,
            to_call=betting_round.to_call(seat)
            if live_round and betting_round and seat in betting_round.stakes
            else 0,
            opener=betting.opener if betting is not None else None,
            dealt_in=betting.seats if betting is not None else (),
            folded=tuple(sorted(betting.folded)) if betting is not None else (),
            bets=tuple(self.bets),
            drawn=dict(self.drawn),
            claims=dict(self.claims),
            standing=self._standing(),
            claimant=spellcheck.claimant() if spellcheck is not None else None,
            open_words=tuple(self._open_words()) if spellcheck is not None else (),
            challenger=spellcheck.pending_challenger() if spellcheck is not None else None,
            spellchecks=tuple(e for e in spellcheck.events if isinstance(e, Spellchecked))
            if spellcheck is not None
            else (),
            fouled=tuple(sorted(spellcheck.fouled)) if spellcheck is not None else (),
            shown={s: tuple(self.hand(s)) for s in self.shown},
            winnings=dict(self.winnings),
            round_number=betting_round.number if live_round and betting_round else 0,
            may_check=bool(live_round and betting_round and betting_round.may_check),
            why=verdict.lines if (verdict := self.verdict()) is not None else (),
        )

    def _standing(self) -> tuple[tuple[int, ...], ...]:
        """The claims laid out, best first and ties grouped, as judged so far."""
        if self.spellcheck is not None:
            return tuple(tuple(group) for group in self.spellcheck.ranking())
        keys = {seat: claimed_value(claim, self.hand_rules()).key for seat, claim in self.claims.items()}
        order = [seat for seat in self.betting.live_seats() if seat in keys] if self.betting else []
        return tuple(
            tuple(seat for seat in order if keys[seat] == key)
            for key in sorted(set(keys.values()), reverse=True)
        )

    def save_card(self, card: Any) -> str:
        return save_code(card)

    def load_card(self, text: str) -> Any:
        return load_code(text)

    def _copy_extra_from(self, other: GameState) -> None:
        """The bank and the deal's betting are shared objects: rebuild them from their saved form."""
        assert isinstance(other, ScrokerState)
        self._extra_from_json(other._extra_to_json())

    def _extra_to_json(self) -> dict[str, Any]:
        return {
            "phase": self.phase.name,
            "deal_number": self.deal_number,
            "dealer": self.dealer,
            "finished": self.finished,
            "choice": None if self.choice is None else self.choice.to_json(),
            "bank": self.bank.to_json(),
            "betting": None if self.betting is None else self.betting.to_json(),
            "drawn": [[seat, count] for seat, count in self.drawn.items()],
            "bets": [[bet.round_number, bet.seat, bet.words, bet.chips, bet.said] for bet in self.bets],
            "shown": list(self.shown),
            "winnings": [[seat, chips] for seat, chips in self.winnings.items()],
            "opening_cards": [save_code(card) for card in self.opening_cards],
            "claims": [[seat, *_claim_to_json(seat, claim)] for seat, claim in self.claims.items()],
            "answers": list(self.answers),
        }

    def _extra_from_json(self, data: dict[str, Any]) -> None:
        self.phase = Phase[data["phase"]]
        self.deal_number = int(data["deal_number"])
        self.dealer = int(data["dealer"])
        self.finished = bool(data["finished"])
        self.choice = None if data["choice"] is None else DealChoice.from_json(data["choice"])
        self.bank = Bank.from_json(data["bank"])
        saved = data["betting"]
        self.betting = (
            None if saved is None else Hand.from_json(self.bank, saved, may_open=self._holds_openers)
        )
        self.drawn = {int(seat): int(count) for seat, count in data["drawn"]}
        self.bets = [
            BetRecord(int(n), int(seat), str(words), int(chips), *map(str, said))
            for n, seat, words, chips, *said in data["bets"]
        ]
        self.shown = tuple(int(seat) for seat in data["shown"])
        self.winnings = {int(seat): int(chips) for seat, chips in data["winnings"]}
        self.opening_cards = tuple(load_code(code) for code in data["opening_cards"])
        self.claims = {
            int(seat): claim_of(LayOut(int(seat), words, rest)) for seat, words, rest in data["claims"]
        }
        self.answers = [None if word is None else int(word) for word in data["answers"]]
        self.spellcheck = self._replayed_spellcheck()

    def _replayed_spellcheck(self) -> Showdown | None:
        """The showdown rebuilt from the claims and the answers, once every claim is out (it stays
        for the deal's view after the settlement); the chips and penalties were saved already."""
        if self.betting is None or not self.claims or len(self.claims) < len(self.betting.live_seats()):
            return None
        spellcheck = self._new_spellcheck()
        for word in self.answers:
            seat = spellcheck.pending_challenger()
            assert seat is not None, "a saved showdown has more answers than challengers"
            if word is None:
                spellcheck.pass_(seat)
            else:
                spellcheck.challenge(seat, word)
        return spellcheck


def _in_words(events: Sequence[Event]) -> list[Event]:
    """The showdown's events, each followed by what it says (``text``) as a message for the players."""
    return [
        said for event in events if isinstance(event, ShowdownEvent) for said in (event, Message(event.text))
    ]


def _claim_to_json(seat: int, claim: Claim) -> list[Any]:
    move = lay_out(seat, claim)
    return [list(move.words), list(move.rest)]


def _choose_move(seat: int, choice: DealChoice) -> ChooseGame:
    return ChooseGame(
        seat,
        choice.deal.value,
        choice.hot_peppers,
        choice.ruling,
        choice.wilds,
        choice.hot_n_sour_limit,
        choice.mixing_the_juice,
    )


def _choice_of(move: ChooseGame) -> DealChoice:
    return DealChoice(
        Deal(move.deal),
        bool(move.hot_peppers),
        tuple(move.ruling),
        tuple(move.wilds),
        move.hot_n_sour_limit,
        bool(move.mixing_the_juice),
    )


def _choice_refusal(move: ChooseGame) -> str | None:
    """A dealer's call must name one of the three games and options the hand rules know."""
    if move.deal not in FIXED_DEALS:
        return f"name one of the games: {', '.join(FIXED_DEALS)}"
    if len(move.wilds) > MOST_DESIGNATED_WILDS:
        return f"designate at most {MOST_DESIGNATED_WILDS} wild cards"
    if move.hot_n_sour_limit not in HOT_N_SOUR_LIMITS:
        return "limit hot-'n'-sours to 0, 1 or 2 a word, or leave them unlimited"
    suits = {suit.code for suit in SUITS}
    for name in (*move.ruling, *move.wilds):
        if name in suits and name in move.ruling:
            continue
        try:
            parse_scroker_card(name)
        except CardCodeError as error:
            return str(error)
    return None
