"""Scroker bots at three levels, for the four games: the dealer's call, betting, the draw, the showdown.

A bot plays one seat from that seat's view only: its own hand, the face-up
cards, the spit card and the public story of the deal (bets, draws, folds).
Every card it has not seen is equally likely anywhere, so its chances come
from dealing those out at random (``scroker_odds``), and its bets from the
chance and the pot (``scroker_wagers``).

- Easy judges its hand by its category alone, opens and calls on that (and
  stays in with any word while a call is cheap), and in the draw keeps its
  best word(s) and throws the rest.
- Medium (the rules' "Normal") samples what an opponent may hold (after the
  draw: what a plain player's draw leaves), judges its hand against every seat
  still in, and draws the throw that wins most often.
- Hard samples more, bets before the draw on the chance its best draw will
  give against the hands the others will draw to, reads the bets (an open or
  raise as one of the best 35% of hands, a call as the best 75%, a seat still
  to answer a bet as one that may fold) and the draw (a seat that stood pat
  holds a made hand), looks ahead to the cards still to come in Longhorn Stud,
  and varies its bluffing rate from deal to deal. After the draw it sizes its
  bets by what they win against players who call by pot odds
  (``scroker_wagers.sized_bet``): a strong hand bets big, within the pot-based
  sizes a person would find sensible.
- Facing a bet, Normal and Hard also keep playing the best part of the hands a
  player could hold there (the minimum defence frequency), so a small open is
  not a sure way to take the antes; ``_strength`` places the hand among those.

At the showdown every level lays out the best claim of its cards, and when its
turn to challenge comes it challenges a claimed word it does not know (the bots
know the dictionary as a well-read player does): Hard always, Normal mostly,
Easy seldom (``scroker_wagers.will_challenge``); a word it knows it lets stand.

Decisions stay well under 100 ms (an evaluation costs 0.2-0.7 ms), so a bot
can answer on a worker thread: each level has a budget of evaluations, and
the sampled opponents are kept for the rest of a betting round.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.bots.scroker_odds import (
    DrawChoice,
    Field,
    FoldingField,
    chance_against,
    completed_chance,
    field_draw_choices,
    loose_cards,
    sample_drawn_fields,
    sample_field,
)
from game.bots.scroker_wagers import (
    Answers,
    BetSpot,
    bluff_rate,
    category_chance,
    choose_bet,
    sized_bet,
    will_challenge,
)
from game.core.bot_levels import Level
from game.core.moves import Move
from game.core.rng import SeededRandom
from game.rules.scroker.betting import BettingRules, Call, Fold
from game.rules.scroker.cards import ScrokerCard, scroker_deck
from game.rules.scroker.dictionary import scroker_dictionary
from game.rules.scroker.hands import Category, HandRules, evaluate, may_open
from game.rules.scroker.moves import Challenge, ChooseGame, Draw, NextDeal, PassChallenge, lay_out, save_code
from game.rules.scroker.showdown import best_claim
from game.rules.scroker.variants import Deal, default_choice
from game.rules.scroker.view import ScrokerView

# Opponent hands sampled into a field, and draws sampled per throw weighed, by level (five-card
# hands). Measured: a Hard decision at four seats takes some 40-70 ms, Medium half that.
FIELD_HANDS = {Level.MEDIUM: 60, Level.HARD: 90}
# Hands sampled and drawn as a plain player draws, sorted by the cards thrown (two evaluations each);
# Hard reads a seat's draw from its share of them when there are at least DRAWN_LEAST.
DRAWN_HANDS = {Level.MEDIUM: 60, Level.HARD: 90}
DRAWN_LEAST = 8
DRAW_SAMPLES = {Level.MEDIUM: 8, Level.HARD: 14}
DRAW_BUDGET = {Level.MEDIUM: 96, Level.HARD: 160}  # draws in all for the throws weighed at once
# Longhorn Stud's seven-card hands cost three and a half times as much: evaluations a decision.
STUD_BUDGET = {Level.MEDIUM: 50, Level.HARD: 90}
STUD_SIZE = 7
FIVE, STUD_COST = 5, 3  # a hand of six or seven cards costs about three of five to judge
BET_WORDS = ("opens", "raises")
CALLER_SHARE = 0.75  # and the share it thinks a seat that called a bet may hold
BETTOR_SHARE = 0.35  # the share of hands Hard thinks a seat that opened or raised may hold: its best
# Facing a bet, the share of his hands Hard thinks a seat still to answer it stays in with.
STAYS_SHARE = 0.5


@dataclass
class ScrokerBot:
    """One seat's bot; ``rng`` (seeded) drives its sampling and bluffs, ``dealer_rng`` its calls.

    ``rules`` are the table's betting rules as far as the bot needs them (the maximum bet and
    whether a short stack may tap out): the view does not carry the session's options.
    """

    seat: int
    level: Level
    rng: random.Random
    dealer_rng: SeededRandom
    rules: BettingRules = field(default_factory=BettingRules)
    bluffing: float = 0.0
    deal_seen: int = -1
    fields: dict[tuple, Field] = field(default_factory=dict)

    @classmethod
    def new(cls, seat: int, level: Level, seed: int | str, rules: BettingRules | None = None) -> ScrokerBot:
        rng = random.Random(f"scroker-bot:{seed}:{seat}")
        return cls(seat, level, rng, SeededRandom(rng.getrandbits(63)), rules or BettingRules())

    def decide(self, view: ScrokerView) -> Move | None:
        """The seat's move now, or None when it has none to make (or the phase is new to it)."""
        if self.seat not in view.to_move:
            return None
        if view.deal_number != self.deal_seen:
            self.deal_seen = view.deal_number
            self.bluffing = bluff_rate(self.level, self.rng)
            self.fields.clear()
        if view.phase == "deal_over":
            return NextDeal(self.seat)
        if view.phase == "choose":
            return ChooseGame(self.seat, **default_choice(self.dealer_rng).to_json())  # the call's own fields
        if view.choice is None:
            return None
        if view.phase == "betting":
            return self._bet(view)
        if view.phase == "draw":
            return Draw(self.seat, tuple(save_code(card) for card in self._throw(view)))
        if view.phase == "showdown":
            return self._showdown(view)
        return None  # a phase this bot does not know: its moves are not in the view

    def _showdown(self, view: ScrokerView) -> Move:
        """Lay out the best claim of its cards; when asked, challenge a word it does not know, by level."""
        if view.challenger == self.seat and view.claimant is not None:
            claim = view.claims[view.claimant]
            for index in view.open_words:
                known = scroker_dictionary().is_word(claim.words[index].letters)
                if will_challenge(known, self.level, self.rng):
                    return Challenge(self.seat, index)
            return PassChallenge(self.seat)
        cards = [*view.hand, *view.up_cards.get(self.seat, ()), *([view.spit_card] if view.spit_card else [])]
        return lay_out(self.seat, best_claim(cards, self._rules(view)))

    # --- what the seat knows ----------------------------------------------------------

    def _rules(self, view: ScrokerView) -> HandRules:
        assert view.choice is not None
        return view.choice.hand_rules()

    def _opponents(self, view: ScrokerView) -> list[int]:
        return [seat for seat in view.dealt_in if seat != self.seat and seat not in view.folded]

    def _chance(self, view: ScrokerView) -> float:
        """The chance of winning a showdown against the seats still in, as this level judges it."""
        rules = self._rules(view)
        assert view.choice is not None
        mine = seen_cards_of(view)
        if self.level is Level.EASY:
            return category_chance(int(evaluate(mine, rules).category))
        if view.choice.deal is Deal.LONGHORN:
            return self._stud_chance(view, rules)
        fields = self._fields(view, rules)
        shared = _shared(view)
        drawing = view.choice.deal.draw_limit and self.seat not in view.drawn
        if self.level is Level.HARD and drawing:
            return self._best_draw(view, rules).chance
        return chance_against(evaluate([*view.hand, *shared], rules).key, fields)

    def _fields(self, view: ScrokerView, rules: HandRules) -> list[Field]:
        """One sampled field for every opponent still in, read from his bets (Scroker and Spit)."""
        return [read for _, read in self._seat_fields(view, rules)]

    def _seat_fields(self, view: ScrokerView, rules: HandRules) -> list[tuple[Field, Field]]:
        """For every opponent still in: the hands any seat may hold, and those this one may, as read.

        Normal meets the hands the others hold now, and once they have drawn the hands a
        plain player's draw makes, all alike. Hard meets the hands the others will hold
        after their draws, and once a seat has drawn, the hands from which a plain player
        throws as many cards as that seat did (a seat that stood pat has a made hand).
        """
        assert view.choice is not None
        unseen = unseen_cards(view)
        shared = _shared(view)
        limit = view.choice.deal.draw_limit
        hard = self.level is Level.HARD
        base = (betting_round_number(view), tuple(save_code(card) for card in (*view.hand, *shared)))
        fields = []
        for seat in self._opponents(view):
            drew = view.drawn.get(seat)
            if limit and (hard or drew is not None):
                key = ("drawn", *base)
                if key not in self.fields:
                    drawn = sample_drawn_fields(
                        unseen, len(view.hand), DRAWN_HANDS[self.level], self.rng, rules, shared, limit
                    )
                    self.fields.update({(*key, count): field for count, field in drawn.items()})
                    self.fields[key] = drawn[None]
                field = plain = self.fields[key]
                counted = self.fields.get((*key, drew))
                if hard and drew is not None and counted is not None and len(counted.keys) >= DRAWN_LEAST:
                    field = counted
            else:
                key = ("now", *base)
                if key not in self.fields:
                    self.fields[key] = sample_field(
                        unseen, len(view.hand), FIELD_HANDS[self.level], self.rng, rules, shared
                    )
                field = plain = self.fields[key]
            fields.append((plain, self._read(view, seat, field)))
        return fields

    def _still_to_answer(self, view: ScrokerView) -> set[int]:
        """Facing a bet, the opponents who have not yet put it in: they may still fold."""
        if not view.to_call:
            return set()
        number = betting_round_number(view)
        this_round = [bet for bet in view.bets if bet.round_number == number]
        bets = [index for index, bet in enumerate(this_round) if bet.words.startswith(BET_WORDS)]
        paid = {bet.seat for bet in this_round[bets[-1] :]} if bets else set()
        return set(self._opponents(view)) - paid

    def _read(self, view: ScrokerView, seat: int, field: Field) -> Field:
        """Hard reads the bets: a seat that opened or raised this deal holds one of the better hands,
        one that called a bet one of the better three quarters; facing a bet, a seat still to
        answer it may fold (``STAYS_SHARE``)."""
        if self.level is not Level.HARD:
            return field
        if any(bet.seat == seat and bet.words.startswith(BET_WORDS) for bet in view.bets):
            field = field.top(BETTOR_SHARE)
        elif any(bet.seat == seat and bet.words.startswith("calls") for bet in view.bets):
            field = field.top(CALLER_SHARE)
        if seat in self._still_to_answer(view):
            return FoldingField(field.keys, STAYS_SHARE)
        return field

    def _stud_chance(self, view: ScrokerView, rules: HandRules) -> float:
        """Longhorn Stud: every hand dealt out to seven, each opponent's from his own up cards."""
        unseen = unseen_cards(view)
        shared = _shared(view)
        size = STUD_SIZE - len(shared)
        opponents = self._opponents(view)
        hands = max(8, STUD_BUDGET[self.level] // (len(opponents) + 1))
        if self.level is Level.MEDIUM:
            size = len(view.hand) + len(view.up_cards.get(self.seat, ()))  # no look ahead
        fields = []
        for seat in opponents:
            known = view.up_cards.get(seat, ())
            key = ("stud", seat, len(unseen), size, tuple(save_code(card) for card in known))
            if key not in self.fields:
                self.fields[key] = sample_field(unseen, size, hands, self.rng, rules, shared, known)
            fields.append(self._read(view, seat, self.fields[key]))
        mine = [*view.hand, *view.up_cards.get(self.seat, ())]
        return completed_chance(mine, size, unseen, fields, self.rng, hands, rules, shared)

    # --- betting ------------------------------------------------------------------------

    def _bet(self, view: ScrokerView) -> Move:
        spot = self._spot(view)
        if self.level is Level.HARD and _after_the_draw(view):
            move = sized_bet(spot, self._answers(view), self.bluffing, self.rng)
        else:
            move = choose_bet(spot, self._chance(view), self.level, self.bluffing, self.rng)
        if isinstance(move, Call) and spot.stack < spot.to_call and not self.rules.tap_out:
            return Fold(self.seat)
        return move

    def _answers(self, view: ScrokerView) -> Answers:
        """How each opponent answers a bet, as Hard sees it after the draw: he calls by pot odds.

        He calls a price ``q`` of the pot with the hands whose chance against every other seat
        (each holding any hand, as he cannot read them better) is at least ``q``; Hard meets the
        part of his hands, as it reads them from his bets and his draw, that are that good.
        """
        rules = self._rules(view)
        key = evaluate([*view.hand, *_shared(view)], rules).key
        seats = self._seat_fields(view, rules)
        others = len(seats)

        def answers(price: float) -> list[tuple[float, float]]:
            odds = []
            for plain, read in seats:
                if not price or not read.keys:
                    odds.append((1.0, read.beaten(key)))
                    continue
                callers = read.from_key(plain.key_at(price ** (1 / others)))
                odds.append((len(callers.keys) / len(read.keys), callers.beaten(key)))
            return odds

        return answers

    def _spot(self, view: ScrokerView) -> BetSpot:
        """The betting round as the view tells it: who opened, who raised last, what the rules allow."""
        assert view.choice is not None
        number = betting_round_number(view)
        this_round = [bet for bet in view.bets if bet.round_number == number]
        bettors = [bet.seat for bet in this_round if bet.words.startswith(BET_WORDS)]
        opened = bool(bettors)
        stack = view.stacks[self.seat]
        longhorn = view.choice.deal is Deal.LONGHORN
        needs_openers = not longhorn and number == 1
        return BetSpot(
            seat=self.seat,
            pot=sum(chips for chips, _ in view.pots),
            to_call=view.to_call,
            stack=stack,
            opened=opened,
            may_check=not (longhorn and number == 1),
            may_open=not needs_openers or may_open(seen_cards_of(view), self._rules(view)),
            may_raise=opened and bettors[-1] != self.seat and stack > view.to_call,
            max_bet=self.rules.max_bet,
            opponents=len(self._opponents(view)),
            covered=max((view.stacks[seat] for seat in self._opponents(view)), default=0),
            strength=self._strength(view) if self._weighs_strength(view) else 0.5,
            answering=1 + len(self._still_to_answer(view)),
            sure=evaluate(seen_cards_of(view), self._rules(view)).category >= Category.SLUSH,
        )

    def _weighs_strength(self, view: ScrokerView) -> bool:
        """Whether this bet needs the hand's strength (a sampled field): Normal and Hard facing a
        bet (its defence), Hard after the draw (its sizes); Easy never."""
        if self.level is Level.EASY:
            return False
        return view.to_call > 0 or (self.level is Level.HARD and _after_the_draw(view))

    def _strength(self, view: ScrokerView) -> float:
        """The share of the hands a player could hold here that this hand beats: its cards now
        against random hands of as many cards (after the draw, hands a plain player drew to).

        Those are the fields the betting already samples where it has them (Normal's before
        the draw, both levels' after it), so most decisions sample nothing more for this.
        """
        assert view.choice is not None
        rules = self._rules(view)
        shared = _shared(view)
        own = [*view.hand, *view.up_cards.get(self.seat, ())]
        after = _after_the_draw(view)
        if view.choice.deal.draw_limit:
            self._seat_fields(view, rules)
        key = (
            "drawn" if after else "now",
            betting_round_number(view),
            tuple(save_code(card) for card in (*view.hand, *shared)),
        )
        if key not in self.fields:
            limit = view.choice.deal.draw_limit if after else 0
            hands = FIELD_HANDS[self.level] if len(own) <= FIVE else STUD_BUDGET[self.level] // STUD_COST
            self.fields[key] = sample_field(
                unseen_cards(view), len(own), hands, self.rng, rules, shared, draw_limit=limit
            )
        return self.fields[key].beaten(evaluate([*own, *shared], rules).key)

    # --- the draw -------------------------------------------------------------------------

    def _throw(self, view: ScrokerView) -> tuple[ScrokerCard, ...]:
        assert view.choice is not None
        rules = self._rules(view)
        if self.level is Level.EASY:
            return loose_cards(view.hand, view.choice.deal.draw_limit, rules, _shared(view))
        return self._best_draw(view, rules).thrown

    def _best_draw(self, view: ScrokerView, rules: HandRules) -> DrawChoice:
        """The throw that wins most often against the opponents' fields, weighed by sampled draws."""
        assert view.choice is not None
        return field_draw_choices(
            view.hand,
            unseen_cards(view),
            self._fields(view, rules),
            view.choice.deal.draw_limit,
            self.rng,
            DRAW_SAMPLES[self.level],
            rules,
            _shared(view),
            DRAW_BUDGET[self.level],
        )[0]


def _after_the_draw(view: ScrokerView) -> bool:
    """Whether this is the betting after the draw of Scroker or Spit: every hand is made."""
    assert view.choice is not None
    return bool(view.choice.deal.draw_limit) and betting_round_number(view) == 2


def _shared(view: ScrokerView) -> list[ScrokerCard]:
    return [view.spit_card] if view.spit_card is not None else []


def seen_cards_of(view: ScrokerView) -> list[ScrokerCard]:
    """The cards the seat's hand is made of now: its own, its up cards and the spit card."""
    return [*view.hand, *view.up_cards.get(view.seat, ()), *_shared(view)]


def unseen_cards(view: ScrokerView) -> list[ScrokerCard]:
    """Every card of the deck the seat has not seen, in deck order (so a seed means one sample).

    The deck's wild cards are counted from the table: every pile's size adds up to the deck.
    """
    deck = scroker_deck(sum(len(pile.cards) for pile in view.piles.values()) - 52)
    seen = {*view.hand, *_shared(view)}
    for cards in view.up_cards.values():
        seen.update(cards)
    return [card for card in deck if card not in seen]


def betting_round_number(view: ScrokerView) -> int:
    """Which betting round of the deal this is, from the cards dealt and the draws made."""
    assert view.choice is not None
    if view.choice.deal is not Deal.LONGHORN:
        return 2 if view.drawn else 1
    ups = len(view.up_cards.get(view.seat, ()))
    if ups <= 3:
        return 1
    return 2 if len(view.hand) <= 2 and view.spit_card is None else 3
