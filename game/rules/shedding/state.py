"""Schrum Schrum and Tač (seed 004; DESIGN.md §10): one turn, two games.

The table: one ``centre`` pile, built up from an Ace in the deck's play order
(A 7 8 9 10 J Q K or A 2 … K, suit ignored), King then Ace again; and per
seat a face-down pile dealt at the start (``seat1.talon``, Tač's
``seat1.closed``) and a face-up pile beside it (``seat1.reserve``,
``seat1.open``). A turn: turn the top card of the face-down pile (it lies
there face up), play it to the centre or onto another player's face-up pile
of the same rank, turn the next; the card not played goes onto the player's
own face-up pile and ends the turn. That last move is always allowed, even
when the card had a play: in Tač that is the mistake the others may call.

A game that could go on for ever (cards handed round without one reaching
the centre) ends after ``quiet_turn_limit`` turns without a centre card,
with no winner (``docs/rules/schrum.md``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.cards import ACE, Card
from game.core.decoding import BrokenAsset
from game.core.events import CardsFlipped, CardsMoved, Event, GameOver, Message
from game.core.moves import Move, MoveCards
from game.core.pile_game import PileGame
from game.core.piles import Base, Build, PileRule, Take
from game.core.protocol import Result
from game.core.seat_names import seat_words
from game.resources import asset_path
from game.rules.shedding.deck import deck_from_file
from game.rules.shedding.games import SHEDDERS
from game.rules.shedding.moves import CallTac, NothingToGive, PlayMissed, TacCalled, TurnCard, TurnStarted
from game.rules.shedding.view import ShedderView

CENTRE = "centre"
# A game is called off after 2 × (cards in the deck) × seats turns in a row without a card reaching
# the centre: in that many turns every player who plays when he can has turned each card he holds
# at least twice over, so only players declining their plays get there (docs/rules/schrum.md).
QUIET_ROUNDS_PER_CARD = 2
# Face-down pile: only its turned top card moves. Face-up pile: others play onto it by equal rank.
CLOSED_RULE = PileRule(take=Take.TOP_CARD)
OPEN_RULE = PileRule(base=Base.NOTHING, build=Build(steps=(0,)))


@dataclass(frozen=True)
class MissedPlay:
    """The Tač offence open to a call: who, which card, and where it could have gone."""

    seat: int
    card: Card
    could_go_to: tuple[str, ...]


class ShedderState(PileGame):
    """One game of Schrum Schrum or Tač, to the first player whose both piles are empty."""

    move_kinds = {kind.__name__: kind for kind in (MoveCards, TurnCard, CallTac)}

    # --- the deal ---------------------------------------------------------------------

    def _set_up(self) -> None:
        self.rules = SHEDDERS[self.spec.id]
        self.deck = deck_from_file(self.rules.deck_file)
        wanted = self.rules.deck_size
        if self.deck.size != wanted:
            said = f"it lists {self.deck.size} cards, and {self.rules.name} is played with {wanted}"
            raise BrokenAsset(asset_path("decks", self.rules.deck_file), said)
        centre = self.add_pile(
            CENTRE,
            PileRule(base=Base.ACE, build=Build(steps=(1,), wrap=True, order=self.deck.ranks), label="A"),
        )
        for seat in range(self.seats):
            self.add_pile(self.closed_id(seat), CLOSED_RULE)
            self.add_pile(self.open_id(seat), OPEN_RULE)
        cards = self.deck.cards()
        if self.seats in self.rules.ace_in_centre_for:
            ace = self.rng.choice([card for card in cards if card.rank == ACE])
            cards.remove(ace)
            centre.cards.append(ace)
        if len(cards) % self.seats:
            raise ValueError(
                f"{self.rules.name}: {len(cards)} cards do not deal evenly to {self.seats} seats"
            )
        self.rng.shuffle(cards)
        # Dealt one by one from the dealer's left (seat 1, who plays first): the first card lies lowest.
        for index, card in enumerate(cards):
            self.piles[self.closed_id(index % self.seats)].cards.append(card)
        for seat in range(self.seats):
            closed = self.piles[self.closed_id(seat)]
            closed.hidden = len(closed.cards)
        self.turn = 0
        self.winner: int | None = None
        self.missed: MissedPlay | None = None
        self.quiet_turns = 0
        self.stalled = False

    # --- the table ----------------------------------------------------------------------

    def closed_id(self, seat: int) -> str:
        return f"seat{seat + 1}.{self.rules.closed_pile}"

    def open_id(self, seat: int) -> str:
        return f"seat{seat + 1}.{self.rules.open_pile}"

    def owner(self, pile_id: str) -> int | None:
        """The seat a face-down or face-up pile belongs to (None for the centre)."""
        prefix = pile_id.partition(".")[0]
        return int(prefix[4:]) - 1 if prefix.startswith("seat") and prefix[4:].isdigit() else None

    def turned_card(self, seat: int) -> Card | None:
        """The card ``seat`` has turned and not yet placed (it lies face up on his face-down pile)."""
        closed = self.piles[self.closed_id(seat)]
        return closed.cards[-1] if len(closed.cards) > closed.hidden else None

    def takeable_count(self, pile_id: str, seat: int) -> int:
        """Only the card the seat on turn has turned, off its own face-down pile ("play it to the
        centre ... or onto another player's pile"); nobody takes from a face-up pile."""
        if seat != self.turn or pile_id != self.closed_id(seat):
            return 0
        return super().takeable_count(pile_id, seat)

    def cards_left(self, seat: int) -> int:
        return len(self.piles[self.closed_id(seat)].cards) + len(self.piles[self.open_id(seat)].cards)

    @property
    def quiet_turn_limit(self) -> int:
        return QUIET_ROUNDS_PER_CARD * self.deck.size * self.seats

    def card_name(self, card: Card) -> str:
        """The card as the faces chosen show it (the deck file's names: 'the Ober of Bells')."""
        return self.deck.card_name(card, str(self.options.get("faces", "french")))

    def plays_for(self, seat: int, card: Card) -> list[str]:
        """Every place ``card`` may be played by ``seat``: the centre, others' face-up piles of its rank.

        Tač: "A player may only play a card to another player's Open pile if the card
        cannot so be played to the center play pile."
        """
        centre = self.piles[CENTRE]
        to_centre = centre.rule.accepts(centre.cards, [card])
        if to_centre and self.rules.others_only_when_centre_refuses:
            return [CENTRE]
        others = [
            self.open_id(other)
            for other in range(self.seats)
            if other != seat and OPEN_RULE.accepts(self.piles[self.open_id(other)].cards, [card])
        ]
        return [CENTRE, *others] if to_centre else others

    # --- whose move ----------------------------------------------------------------------

    def to_move(self) -> tuple[int, ...]:
        if self.is_over():
            return ()
        if self.missed is None:
            return (self.turn,)
        return tuple(seat for seat in range(self.seats) if seat == self.turn or seat != self.missed.seat)

    def _legal_moves(self, seat: int) -> list[Move]:
        moves: list[Move] = []
        if self.missed is not None and seat != self.missed.seat:
            moves.append(CallTac(seat))
        if seat != self.turn:
            return moves
        card = self.turned_card(seat)
        if card is None:
            return [*moves, TurnCard(seat)] if self.cards_left(seat) else moves
        closed = self.closed_id(seat)
        moves += [MoveCards(seat, closed, target) for target in self.plays_for(seat, card)]
        return [*moves, MoveCards(seat, closed, self.open_id(seat))]

    def _why_illegal(self, move: Move) -> str | None:
        if isinstance(move, CallTac):
            return self._why_no_call(move.seat)
        if not isinstance(move, TurnCard | MoveCards):
            return f"{type(move).__name__} is not a move in {self.rules.name}"
        if move.seat != self.turn:
            return f"it is the turn of {seat_words(self.turn)}"
        card = self.turned_card(move.seat)
        if isinstance(move, TurnCard):
            if card is None:
                return None if self.cards_left(move.seat) else "you have no cards left to turn"
            return f"first play the {self.card_name(card)} or put it on your {self.rules.open_title}"
        if card is None:
            return f"turn the top card of your {self.rules.closed_title} first"
        if move.source != self.closed_id(move.seat) or move.count != 1:
            return f"only the card you turned from your {self.rules.closed_title} is played, one at a time"
        return self._why_not_there(move.seat, card, move.target)

    def _why_no_call(self, seat: int) -> str | None:
        if not self.rules.missed_plays_may_be_called:
            return f"there is no call in {self.rules.name}"
        if self.missed is None:
            return "no play was missed: there is nothing to call"
        if seat == self.missed.seat:
            return "you cannot call Tač on your own card"
        return None

    def _why_not_there(self, seat: int, card: Card, target: str) -> str | None:
        """The reason the turned ``card`` may not go to ``target``, or None."""
        if target not in self.piles:
            return f"there is no pile {target!r}"
        if target == self.open_id(seat) or target in self.plays_for(seat, card):
            return None
        owner = self.owner(target)
        if target == CENTRE:
            centre = self.piles[CENTRE]
            return centre.rule.why_not_accept(centre.cards, [card], self.card_name)
        if owner is None or target != self.open_id(owner):
            return f"the turned card goes to the centre or onto a {self.rules.open_title}"
        pile = self.piles[target]
        if not pile.cards:
            empty = f"the {self.rules.open_title} of {seat_words(owner)} is empty"
            return f"{empty}: a card goes only onto its own rank"
        refusal = pile.rule.why_not_accept(pile.cards, [card], self.card_name)
        if refusal is not None:
            return refusal
        return (
            f"the {self.card_name(card)} goes to the centre: a card goes onto another player's "
            f"{self.rules.open_title} only when the centre cannot take it"
        )

    def move_space(self, seat: int) -> list[Move]:
        """The legal moves and a spread of illegal ones: other piles, other seats' cards, two at once."""
        other = (seat + 1) % self.seats
        closed = self.closed_id(seat)
        probes: list[Move] = [TurnCard(seat), CallTac(seat), MoveCards(seat, closed, CENTRE, 2)]
        probes += [MoveCards(seat, closed, target) for target in self.piles if target != closed]
        probes += [
            MoveCards(seat, self.open_id(seat), CENTRE),
            MoveCards(seat, self.closed_id(other), CENTRE),
            MoveCards(seat, self.open_id(other), self.open_id(seat)),
        ]
        return self.legal_moves(seat) + probes

    # --- applying moves ---------------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        if isinstance(move, CallTac):
            return self._call_tac(move.seat)
        if isinstance(move, TurnCard):
            return self._turn_card(move.seat)
        assert isinstance(move, MoveCards)
        if move.target == self.open_id(move.seat):
            return self._keep_card(move.seat)
        if move.target == CENTRE:
            self.quiet_turns = 0
        events: list[Event] = [self.carry(move.source, move.target)]
        if self.cards_left(move.seat) == 0:
            self.winner = move.seat
            events.append(GameOver(True, self.result().summary))
        return events

    def _turn_card(self, seat: int) -> list[Event]:
        """Turn the top card; "If a player … play[s] the last card from his talon, he then turns over
        his reserve pile to start a new face-down talon (these cards are not reshuffled)"."""
        self.missed = None
        closed, reserve = self.piles[self.closed_id(seat)], self.piles[self.open_id(seat)]
        events: list[Event] = []
        if not closed.cards:
            closed.cards, reserve.cards = list(reversed(reserve.cards)), []
            events.append(CardsMoved(reserve.id, closed.id, tuple(closed.cards), face_up=False))
            rules = self.rules
            events.append(
                Message(
                    f"{seat_words(seat)} turns the {rules.open_title} over as a new {rules.closed_title}."
                )
            )
        closed.hidden = len(closed.cards) - 1
        return [*events, CardsFlipped(closed.id, (closed.cards[-1],), True)]

    def _keep_card(self, seat: int) -> list[Event]:
        """The card not played goes onto the player's own face-up pile and the turn passes left."""
        card = self.turned_card(seat)
        assert card is not None
        could_go_to = tuple(self.plays_for(seat, card))
        events: list[Event] = [self.carry(self.closed_id(seat), self.open_id(seat))]
        if could_go_to and self.rules.missed_plays_may_be_called:
            self.missed = MissedPlay(seat, card, could_go_to)
            events.append(PlayMissed(seat, card, could_go_to))
        self.turn = (seat + 1) % self.seats
        self.quiet_turns += 1
        if self.quiet_turns >= self.quiet_turn_limit:
            self.stalled = True
            self.missed = None
            return [*events, Message(self.stall_text()), GameOver(False, self.result().summary)]
        return [*events, TurnStarted(self.turn)]

    def _call_tac(self, caller: int) -> list[Event]:
        """ "Each other player may then give that player the top face-down card from their Closed pile,
        which the player who missed the play must add to the top of his Closed pile." """
        missed = self.missed
        assert missed is not None
        self.missed = None
        offender = self.closed_id(missed.seat)
        events: list[Event] = [
            TacCalled(caller, missed.seat, missed.card, missed.could_go_to),
            Message(f"{seat_words(caller)} calls Tač! {seat_words(missed.seat)} missed a play."),
        ]
        for step in range(1, self.seats):
            giver = (missed.seat + step) % self.seats
            closed = self.piles[self.closed_id(giver)]
            if not closed.cards:
                events.append(
                    NothingToGive(
                        f"{seat_words(giver)} has no {self.rules.closed_title} card to give.", giver
                    )
                )
                continue
            moved = self.carry(closed.id, offender)
            events.append(CardsMoved(moved.source, moved.target, moved.cards, face_up=False))
            if self.cards_left(giver) == 0:
                # The giver's last card is gone and his Open pile is empty: he has got rid of all his
                # cards, so he wins at once and the later givers keep theirs (docs/decisions.md, Tač).
                self.winner = giver
                break
        self.piles[offender].hidden = len(self.piles[offender].cards)
        if self.winner is not None:
            events.append(GameOver(True, self.result().summary))
        return events

    # --- the end ----------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.winner is not None or self.stalled

    def stall_text(self) -> str:
        """Why a stalled game ends with no winner, as the rules and the history say it."""
        return (
            f"{self.quiet_turns} turns passed without a card reaching the centre: "
            "this game could go on for ever, so it ends with no winner."
        )

    def result(self) -> Result:
        """The winner first; everyone else placed by the cards he still holds, fewest first."""
        left = {seat: self.cards_left(seat) for seat in range(self.seats)}
        ranking = {seat: (seat != self.winner, left[seat]) for seat in range(self.seats)}
        placings = {seat: 1 + sum(other < ranking[seat] for other in ranking.values()) for seat in ranking}
        counts = ", ".join(f"{seat_words(seat)} {n}" for seat, n in left.items())
        if self.winner is not None:
            text = (
                f"{seat_words(self.winner)} wins, rid of every card first: {self.rules.closed_title} and "
                f"{self.rules.open_title} both empty. Cards left: {counts}."
            )
            return Result(left, placings, (self.winner,), text)
        if self.stalled:
            return Result(left, placings, (), f"No winner: {self.stall_text()} Cards left: {counts}.")
        return Result(left, placings, (), f"{seat_words(self.turn)} to play. Cards left: {counts}.")

    # --- views and JSON ---------------------------------------------------------------------------

    def view(self, seat: int) -> ShedderView:
        base = super().view(seat)
        return ShedderView(
            base.seat,
            base.piles,
            base.to_move,
            turn=self.turn,
            turned_card=self.turned_card(self.turn),
            cards_left=tuple(self.cards_left(other) for other in range(self.seats)),
            missed_by=None if self.missed is None else self.missed.seat,
            winner=self.winner,
            quiet_turns=self.quiet_turns,
            quiet_turn_limit=self.quiet_turn_limit,
            faces=str(self.options.get("faces", "french")),
        )

    def save_card(self, card: Any) -> str:
        return str(card.code)

    def load_card(self, text: str) -> Card:
        """A saved card: a code of this game's deck, or a clear error naming it."""
        return self.deck.card(text)

    def _extra_to_json(self) -> dict[str, Any]:
        missed = self.missed
        return {
            "turn": self.turn,
            "winner": self.winner,
            "missed": None
            if missed is None
            else {"seat": missed.seat, "card": missed.card.code, "could_go_to": list(missed.could_go_to)},
            "quiet_turns": self.quiet_turns,
            "stalled": self.stalled,
        }

    def _extra_from_json(self, data: dict[str, Any]) -> None:
        self.turn = int(data["turn"])
        self.winner = None if data["winner"] is None else int(data["winner"])
        missed = data["missed"]
        self.missed = (
            None
            if missed is None
            else MissedPlay(int(missed["seat"]), self.deck.card(missed["card"]), tuple(missed["could_go_to"]))
        )
        self.quiet_turns = int(data["quiet_turns"])
        self.stalled = bool(data["stalled"])
        if self.winner is None and not self.stalled:
            # A save from before a penalty could empty a giver (issue 22) may hold a seat with no cards
            # that was never declared out: it won when its last card left, so it wins on loading.
            self.winner = next((seat for seat in range(self.seats) if not self.cards_left(seat)), None)
