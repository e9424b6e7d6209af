"""Scrooge (seed 000; DESIGN.md §10): every seat races to empty its Scrooge pile at once.

Per place: a Scrooge pile (13, or 10 in the speed round) with its top face up, a
work row of four face-up piles built down in alternating colour, and the rest of
its own deck as a stock turned three at a time onto a waste. The foundations in
the centre are shared: any Ace starts one, built up by one in suit; a finished
King pile is set aside. There are no turns: ``RaceTable`` in ``game.realtime``
applies the moves in the order they arrive.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.core.cards import KING, Card, standard_deck
from game.core.events import CardsFlipped, CardsMoved, Event, GameOver, Message, RoundEnded
from game.core.moves import Move, MoveCards
from game.core.pile_game import PileGame
from game.core.piles import (
    FOUNDATION_UP_SAME_SUIT,
    TABLEAU_DOWN_ALTERNATE_COLOUR_RUNS_ANY_BASE,
    PileRule,
    Take,
)
from game.core.protocol import Result, View, card_from_json, card_to_json
from game.rules.scrooge.jokers import name_for_pile, named_card, names_that_fit, started_suits
from game.rules.scrooge.moves import (
    CallScrooge,
    EndStalledRound,
    NextRound,
    PlayJoker,
    ScroogeCalled,
    StuckTurning,
    TurnStock,
)
from game.rules.scrooge.places import FINISHED, Place, Seating
from game.rules.scrooge.plays import WastePlays, is_play
from game.rules.scrooge.reach import reaches_a_play
from game.rules.scrooge.scoring import RoundScore, game_is_decided, placings, score_place
from game.rules.scrooge.stuck import NOBODY_CAN_PLAY, RoundEnd, StuckWatch

SCROOGE_PILE = 13
SPEED_ROUND_SCROOGE_PILE = 10
JOKERS_PER_DECK = 2

SCROOGE_PILE_RULE = PileRule(take=Take.TOP_CARD)
STOCK_RULE = PileRule()
WASTE_RULE = PileRule(take=Take.TOP_CARD)
FINISHED_RULE = PileRule()


class ScroogeState(PileGame):
    """One game of Scrooge, round after round, until the target or the set number of rounds."""

    move_kinds = {
        kind.__name__: kind
        for kind in (MoveCards, PlayJoker, TurnStock, CallScrooge, NextRound, EndStalledRound)
    }

    # --- the deal -------------------------------------------------------------

    def _set_up(self) -> None:
        self.seating = Seating(self.seats, bool(self.options["teams"]))
        places = len(self.seating.places)
        # Every Ace, or a joker played as one, may start a foundation.
        per_deck = 4 + (JOKERS_PER_DECK if self.options["jokers"] else 0)
        self.foundation_ids = tuple(f"foundation.{i}" for i in range(per_deck * places))
        for place in self.seating.places:
            self.add_pile(place.scrooge, SCROOGE_PILE_RULE)
            for work_id in place.work:
                self.add_pile(work_id, TABLEAU_DOWN_ALTERNATE_COLOUR_RUNS_ANY_BASE)
            self.add_pile(place.stock, STOCK_RULE)
            self.add_pile(place.waste, WASTE_RULE)
        for foundation_id in self.foundation_ids:
            self.add_pile(foundation_id, FOUNDATION_UP_SAME_SUIT)
        self.add_pile(FINISHED, FINISHED_RULE)
        self.round_scores: list[list[RoundScore]] = []
        self.round_number = 0
        self._deal_round()

    def _deal_round(self) -> None:
        """Each place shuffles its own deck: Scrooge pile (top up), four to the work row, the rest stock."""
        self.round_number += 1
        self.round_over = False
        self.caller: int | None = None
        self.round_end: RoundEnd | None = None
        self.named: dict[Card, Card] = {}
        self.stuck = StuckWatch()
        self._kept_waste_plays: tuple[tuple[Card | None, ...], WastePlays] | None = None
        self._place_with_a_play = 0
        for pile in self.piles.values():
            pile.cards, pile.hidden = [], 0
        size = SPEED_ROUND_SCROOGE_PILE if self.options["speed_round"] else SCROOGE_PILE
        jokers = JOKERS_PER_DECK if self.options["jokers"] else 0
        for place in self.seating.places:
            deck = standard_deck(deck=place.index, jokers=jokers)
            self.rng.shuffle(deck)
            scrooge = self.piles[place.scrooge]
            scrooge.cards, scrooge.hidden = deck[:size], size - 1
            for offset, work_id in enumerate(place.work):
                self.piles[work_id].cards = [deck[size + offset]]
            stock = self.piles[place.stock]
            stock.cards = deck[size + len(place.work) :]
            stock.hidden = len(stock.cards)

    # --- who may touch what -----------------------------------------------------

    def may_touch(self, seat: int, pile_id: str) -> bool:
        """Your own layout and the centre; "You cannot touch other players' cards"."""
        return pile_id in self.seating.place_of(seat).pile_ids or pile_id in self.foundation_ids

    def face_value(self, card: Card) -> Card:
        return self.named.get(card, card)

    def face_values(self, cards: list[Card]) -> list[Card]:
        """Named jokers count as their cards (only when some joker has been named: the list is not copied)."""
        return [self.named.get(card, card) for card in cards] if self.named else cards

    def place_of(self, seat: int) -> Place:
        return self.seating.place_of(seat)

    def joker_name(self, target: str) -> Card | None:
        """What a joker dropped on ``target`` is played as (``name_for_pile``); None if nothing fits."""
        centre = (card for pid in (*self.foundation_ids, FINISHED) for card in self.piles[pid].cards)
        started = started_suits(self.face_values(list(centre)))
        return name_for_pile(self.piles[target].rule, self.face_values(self.piles[target].cards), started)

    # --- legality ---------------------------------------------------------------

    def _why_illegal(self, move: Move) -> str | None:
        if isinstance(move, NextRound):
            return None if self.round_over else "the round is still being played"
        if self.round_over:
            return "the round is over"
        place = self.place_of(move.seat)
        if isinstance(move, TurnStock):
            if self.piles[place.stock].cards or self.piles[place.waste].cards:
                return None
            return "your stock and waste are both empty"
        if isinstance(move, CallScrooge):
            left = len(self.piles[place.scrooge].cards)
            return None if left == 0 else f"your Scrooge pile still holds {left} cards"
        if isinstance(move, EndStalledRound):
            return self._why_not_end_by_agreement()
        if isinstance(move, MoveCards):
            return self._why_cards_may_not_move_here(move)
        return f"{type(move).__name__} is not a move in {self.spec.name}"

    def _why_cards_may_not_move_here(self, move: MoveCards) -> str | None:
        if move.target not in self.foundation_ids and move.target not in self.place_of(move.seat).work:
            return "cards go only to the foundations or your own work row"
        source = self.piles.get(move.source)
        if move.source in self.place_of(move.seat).work:
            whole = self._run_length(move.source)
            if 1 < move.count < whole:  # DESIGN §10: "an entire sequence", never part of one
                return f"move one card, or the whole run of {whole}, not part of it"
        in_reach = source is not None and 0 < move.count <= len(source.cards)
        moving = source.cards[-move.count :] if source is not None and in_reach else []
        unnamed = [card for card in moving if card.is_joker and card not in self.named]
        if not isinstance(move, PlayJoker):
            if unnamed:
                return "say which card the joker is played as"
            return self.why_cards_may_not_move(move)
        if move.count != 1 or not unnamed:
            return "only a joker not yet played can be named"
        card = named_card(move.as_card)
        if isinstance(card, str):
            return card
        return self.why_cards_may_not_move(move, played_as=[card])

    # --- legal moves ------------------------------------------------------------

    def _legal_moves(self, seat: int) -> list[Move]:
        if self.round_over:
            return [NextRound(seat)]
        place = self.place_of(seat)
        moves: list[Move] = []
        if self.piles[place.stock].cards or self.piles[place.waste].cards:
            moves.append(TurnStock(seat))
        if not self.piles[place.scrooge].cards:
            moves.append(CallScrooge(seat))
        moves += self._card_moves(seat, place)
        return moves

    def _card_moves(self, seat: int, place: Place) -> Iterator[MoveCards]:
        targets = (*self.foundation_ids, *place.work)
        tops = {target_id: self.face_values(self.piles[target_id].cards[-1:]) for target_id in targets}
        for source_id, count in self._runs(place):
            source = self.piles[source_id]
            moving = source.cards[-count:]
            if moving[0].is_joker and moving[0] not in self.named:
                for target_id in targets:
                    for card in names_that_fit(self.piles[target_id].rule, tops[target_id]):
                        yield PlayJoker(seat, source_id, target_id, 1, card.code)
                continue
            faces = self.face_values(moving)
            for target_id in targets if count == 1 else place.work:
                if target_id != source_id and self.piles[target_id].rule.accepts(tops[target_id], faces):
                    yield MoveCards(seat, source_id, target_id, count)

    def _runs(self, place: Place) -> Iterator[tuple[str, int]]:
        """(source, count) for every card or run the place may move: the tops, and in the work row the top
        card or the pile's entire run (the text: "an entire sequence"), never part of a run."""
        for source_id in (place.scrooge, place.waste):
            if self.piles[source_id].cards:
                yield source_id, 1
        for work_id in place.work:
            whole = self._run_length(work_id)
            if whole:
                yield from ((work_id, count) for count in sorted({1, whole}))

    def may_take(self, pile_id: str, seat: int, count: int) -> bool:
        """The top card alone, or a work pile's entire run (the text: "an entire sequence")."""
        return super().may_take(pile_id, seat, count) and (count == 1 or count == self._run_length(pile_id))

    def _run_length(self, pile_id: str) -> int:
        """How many cards the pile's run on top holds (0 for an empty pile): built down in alternating
        colour, up to and including an unnamed joker, which ends a run."""
        pile = self.piles[pile_id]
        faces = self.face_values(pile.cards)
        length = 0
        for count in range(1, len(pile.cards) + 1):
            if pile.rule.why_not_give(faces, count) is not None:
                break
            length = count
            if pile.cards[-count].is_joker and pile.cards[-count] not in self.named:
                break
        return length

    def move_space(self, seat: int) -> list[Move]:
        """The legal moves and a spread of illegal ones: others' piles, the stock, wrong joker names."""
        place = self.place_of(seat)
        other = self.seating.places[(place.index + 1) % len(self.seating.places)]
        sources = (*place.pile_ids, other.scrooge, other.work[0], *self.foundation_ids[:2])
        targets = (*place.pile_ids, *self.foundation_ids[:3], other.work[0], FINISHED)
        probes: list[Move] = [TurnStock(seat), CallScrooge(seat), NextRound(seat)]
        probes += [
            MoveCards(seat, source, target, count)
            for source in sources
            if self.piles[source].cards
            for target in targets
            if target != source
            for count in (1, 2)
        ]
        probes += [PlayJoker(seat, place.waste, self.foundation_ids[0], 1, "AS")]
        probes += [PlayJoker(seat, place.scrooge, place.work[0], 1, code) for code in ("KH", "JK1", "1Z")]
        return self.legal_moves(seat) + probes

    # --- applying moves -----------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        if isinstance(move, NextRound):
            self._deal_round()
            return [Message(f"Round {self.round_number}: ready, set, go!"), *self._check_stuck()]
        place = self.place_of(move.seat)
        if isinstance(move, CallScrooge):
            return [ScroogeCalled(move.seat), *self._end_round(caller=place)]
        if isinstance(move, EndStalledRound):
            return self._end_round(caller=None, how=RoundEnd.AGREED)
        if isinstance(move, TurnStock):
            return self._turn_stock(place) + self._check_stuck()
        assert isinstance(move, MoveCards)
        if isinstance(move, PlayJoker):
            named = named_card(move.as_card)
            assert isinstance(named, Card)
            self.named[self.piles[move.source].cards[-1]] = named
        events: list[Event] = [self.carry(move.source, move.target, move.count)]
        events += self._set_aside_finished(move.target)
        events += self._fill_work_row(place) + self._turn_up_scrooge(place)
        return events + self._check_stuck()

    def _turn_stock(self, place: Place) -> list[Event]:
        """Turn three (one when stuck; fewer if fewer remain); an empty stock takes the waste back."""
        stock, waste = self.piles[place.stock], self.piles[place.waste]
        if not stock.cards:
            stock.cards, waste.cards = list(reversed(waste.cards)), []
            stock.hidden = len(stock.cards)
            return [CardsMoved(place.waste, place.stock, tuple(stock.cards), face_up=False)]
        count = min(self.stuck.turn_size, len(stock.cards))
        turned = list(reversed(stock.cards[-count:]))
        del stock.cards[-count:]
        stock.hidden = len(stock.cards)
        waste.cards += turned
        return [CardsMoved(place.stock, place.waste, tuple(turned))]

    def _set_aside_finished(self, pile_id: str) -> list[Event]:
        """ "When a pile reaches king, it's set aside"; its cards still count for their decks."""
        pile = self.piles[pile_id]
        if pile_id not in self.foundation_ids or self.face_value(pile.cards[-1]).rank != KING:
            return []
        return [self.carry(pile_id, FINISHED, len(pile.cards))]

    def _fill_work_row(self, place: Place) -> list[Event]:
        """ "Fill the empty space with the top card from your Scrooge pile", at once."""
        scrooge = self.piles[place.scrooge]
        return [
            self.carry(place.scrooge, work_id)
            for work_id in place.work
            if not self.piles[work_id].cards and scrooge.cards
        ]

    def _turn_up_scrooge(self, place: Place) -> list[Event]:
        scrooge = self.piles[place.scrooge]
        if not scrooge.cards or scrooge.hidden < len(scrooge.cards):
            return []
        scrooge.hidden = len(scrooge.cards) - 1
        return [CardsFlipped(place.scrooge, (scrooge.cards[-1],), True)]

    # --- being stuck and ending the round -------------------------------------------

    def plays_for(self, seat: int) -> list[MoveCards]:
        """The seat's plays now (``plays``: moves that bring a card into play), for the stuck rule and
        for a table that points a hesitating person at one."""
        if self.round_over or self.is_over():
            return []
        place = self.place_of(seat)
        return [move for move in self._card_moves(seat, place) if self._is_play(move, place)]

    def _is_play(self, move: MoveCards, place: Place) -> bool:
        empties = move.source in place.work and move.count == len(self.piles[move.source].cards)
        return is_play(move, place, self.foundation_ids, empties, len(self.piles[place.scrooge].cards))

    def _has_play_now(self, place: Place, waste_plays: WastePlays) -> bool:
        """Whether ``plays_for`` would list anything for the place: the same plays, asked top card by top
        card with the foundations' answers shared, since the stuck rule asks after every move."""
        work = [self._as_target(pid) for pid in place.work]
        for source_id in (place.scrooge, place.waste):
            cards = self.piles[source_id].cards
            if cards and waste_plays.fits(
                self.face_value(cards[-1]), work, self._is_unnamed_joker(cards[-1])
            ):
                return True
        scrooge_left = bool(self.piles[place.scrooge].cards)
        for work_id, (_, faces) in zip(place.work, work, strict=True):
            cards = self.piles[work_id].cards
            if not cards:
                continue
            if waste_plays.fits(faces[-1], [], self._is_unnamed_joker(cards[-1])):
                return True
            # the whole pile onto another, its space then filled from the Scrooge pile ("accepts" takes
            # several cards only as a built run, as the rules move them)
            others = (
                target for other_id, target in zip(place.work, work, strict=True) if other_id != work_id
            )
            if scrooge_left and any(
                rule.accepts(other, faces[:1]) and rule.accepts(other, faces) for rule, other in others
            ):
                return True
        return False

    def _is_unnamed_joker(self, card: Card) -> bool:
        return card.is_joker and card not in self.named

    def _check_stuck(self) -> list[Event]:
        """The stuck rule, judged after every move, so turning changes and the round ends the moment it
        should: three while some place can reach a play turning three; else one at a time while some
        place can reach one that way; else the round ends with no caller, unless a place may still
        call "Scrooge!" (then its call ends the round: the stuck rule never takes the +10 away)."""
        if self.round_over:
            return []
        places = self.seating.places
        by_three = self.play_in_reach(3)
        if not by_three and not self.play_in_reach(1) and not any(self._may_call(p) for p in places):
            return [Message(NOBODY_CAN_PLAY), *self._end_round(caller=None, how=RoundEnd.STUCK)]
        if self.stuck.one_at_a_time != (not by_three):
            self.stuck.one_at_a_time = not by_three
            return [StuckTurning(self.stuck.one_at_a_time)]
        return []

    def play_in_reach(self, turn_size: int) -> bool:
        """Whether some place has a play now or turns one up within a circuit of its stock, turning
        ``turn_size`` cards at a time (``reach``). Cheap enough for every move: it stops at the first."""
        places = self.seating.places
        # The place that had a play last time usually still has it: ask it first (only the order changes).
        first = self._place_with_a_play
        waste_plays = self._waste_plays()
        for place in (*places[first:], *places[:first]):
            if self._has_play_now(place, waste_plays) or self._reaches(place, turn_size, waste_plays):
                self._place_with_a_play = place.index
                return True
        return False

    def _waste_plays(self) -> WastePlays:
        """The foundations' answers, kept while their top cards stay the same (most moves leave them be)."""
        targets = [self._as_target(pid) for pid in self.foundation_ids]
        tops = tuple(faces[-1] if faces else None for _, faces in targets)
        kept = self._kept_waste_plays
        if kept is None or kept[0] != tops:
            kept = self._kept_waste_plays = (tops, WastePlays(targets))
        return kept[1]

    def _reaches(self, place: Place, turn_size: int, waste_plays: WastePlays) -> bool:
        """Whether a card the place turns up within one circuit of its stock would be a play."""
        work = [self._as_target(pid) for pid in place.work]

        def plays(card: Card) -> bool:
            return waste_plays.fits(self.face_value(card), work, self._is_unnamed_joker(card))

        stock, waste = self.piles[place.stock].cards, self.piles[place.waste].cards
        return reaches_a_play(stock, waste, turn_size, plays)

    def _as_target(self, pile_id: str) -> tuple[PileRule, list[Card]]:
        pile = self.piles[pile_id]
        return pile.rule, self.face_values(pile.cards)

    def only_a_call_left(self) -> list[Place]:
        """The places that may call "Scrooge!" when nobody can reach a play even one card at a time:
        the round waits for one of their calls (empty while anyone can play, or nobody may call)."""
        if self.round_over or not self.stuck.one_at_a_time or self.play_in_reach(1):
            return []  # turning three: someone can reach a play that way (``_check_stuck`` judged it)
        return [place for place in self.seating.places if self._may_call(place)]

    def _may_call(self, place: Place) -> bool:
        return not self.piles[place.scrooge].cards

    def _why_not_end_by_agreement(self) -> str | None:
        """A round stalled with no caller may be ended by everyone; one with a seat able to call ends by
        its call (its +10 is at stake), so agreement is refused then."""
        for place in self.seating.places:
            if self._may_call(place):
                return f"{place.prefix} has emptied its Scrooge pile: the round ends when it calls Scrooge!"
        return None

    def end_by_agreement(self, seat: int) -> Move | None:
        """The move that ends this round with no caller when everyone agrees it is stuck (the table menu
        offers it); None when the round may not end so."""
        move = EndStalledRound(seat)
        return move if self.why_illegal(move) is None else None

    def _end_round(self, caller: Place | None, how: RoundEnd = RoundEnd.CALLED) -> list[Event]:
        self.round_over = True
        self.caller = None if caller is None else caller.index
        self.round_end = how
        centre = [card for pile_id in (*self.foundation_ids, FINISHED) for card in self.piles[pile_id].cards]
        scores = [
            score_place(
                place.index,
                centre,
                len(self.piles[place.scrooge].cards),
                called=place == caller,
                double_penalty=bool(self.options["double_penalty"]),
                no_bonus=bool(self.options["no_bonus"]),
            )
            for place in self.seating.places
        ]
        self.round_scores.append(scores)
        points = tuple((seat, scores[self.place_of(seat).index].total) for seat in range(self.seats))
        events: list[Event] = [RoundEnded(self.round_number, points, self._round_text(caller))]
        if self.is_over():
            events.append(GameOver(True, self.result().summary))
        return events

    def _round_text(self, caller: Place | None) -> str:
        if caller is not None:
            return f"Round {self.round_number} ends: {caller.prefix} called Scrooge!"
        if self.round_end is RoundEnd.AGREED:
            return f"Round {self.round_number} ends: stopped from the menu as stuck."
        return f"Round {self.round_number} ends: nobody can play, even turning one card at a time."

    # --- the score --------------------------------------------------------------

    def totals(self) -> list[int]:
        """Each place's total over the rounds played."""
        return [sum(scores[i].total for scores in self.round_scores) for i in range(len(self.seating.places))]

    def is_over(self) -> bool:
        rounds_played = len(self.round_scores)
        target, rounds = int(self.options["target"]), int(self.options["rounds"])
        return self.round_over and game_is_decided(self.totals(), rounds_played, target, rounds)

    def result(self) -> Result:
        totals = self.totals()
        place_placings = placings(totals)
        scores = {seat: totals[self.place_of(seat).index] for seat in range(self.seats)}
        placing = {seat: place_placings[self.place_of(seat).index] for seat in range(self.seats)}
        over = self.is_over()
        winners = tuple(seat for seat in range(self.seats) if placing[seat] == 1) if over else ()
        state = "Game over" if over else f"After {len(self.round_scores)} rounds"
        best = ", ".join(f"Seat {seat + 1}" for seat in range(self.seats) if placing[seat] == 1)
        summary = f"{state}: highest total {max(totals, default=0)} ({best})."
        return Result(scores, placing, winners, summary)

    # --- views, copies, JSON ------------------------------------------------------------

    def view(self, seat: int) -> View:
        view = super().view(seat)
        return View(view.seat, view.piles, view.to_move, dict(self.named))

    def _copy_extra_from(self, other: PileGame) -> None:
        assert isinstance(other, ScroogeState)
        self.named = dict(other.named)
        self.stuck = other.stuck.copy()
        self.round_scores = [list(scores) for scores in other.round_scores]

    def _extra_to_json(self) -> dict[str, Any]:
        return {
            "round_number": self.round_number,
            "round_over": self.round_over,
            "caller": self.caller,
            "round_end": None if self.round_end is None else self.round_end.value,
            "named": {card_to_json(joker): card.code for joker, card in self.named.items()},
            "stuck": self.stuck.to_json(),
            "round_scores": [[score.to_json() for score in scores] for scores in self.round_scores],
        }

    def _extra_from_json(self, data: dict[str, Any]) -> None:
        self.round_number = int(data["round_number"])
        self.round_over = bool(data["round_over"])
        self.caller = None if data["caller"] is None else int(data["caller"])
        self.round_end = _round_end_from_json(data.get("round_end"), self.round_over, self.caller)
        self.named = {card_from_json(joker): card_from_json(code) for joker, code in data["named"].items()}
        self.stuck = StuckWatch.from_json(data["stuck"])
        self.round_scores = [[RoundScore.from_json(s) for s in scores] for scores in data["round_scores"]]
        if not self.round_over:  # an older save's turning came from counting turned cards: judge afresh
            self.stuck.one_at_a_time = not self.play_in_reach(3)


def _round_end_from_json(saved: object, round_over: bool, caller: int | None) -> RoundEnd | None:
    """How the round ended; saves older than ``round_end`` knew only a call or everyone stuck."""
    if saved is not None:
        return RoundEnd(str(saved))
    if not round_over:
        return None
    return RoundEnd.STUCK if caller is None else RoundEnd.CALLED
