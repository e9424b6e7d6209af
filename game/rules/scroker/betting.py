"""Scroker's betting engine: chips, antes, betting rounds and settling a deal (seed 003, DESIGN.md §10).

It knows seats, chips, bets and pots, never cards: what needs the cards comes in from the
game state as arguments (who may open, who leads a Longhorn round, the showdown order,
whether the opener proved his openers, who lost a challenge).

- ``Bank``: each seat's chips for a session (the buy-in) and a pot carried between deals.
- ``Hand``: one deal's chips: the antes, who folded, what each seat put in, the pots; it
  runs the betting rounds and settles the deal (one player left, nobody opened, showdown).
- ``BettingRound``: one round of check, open, call, raise and fold, in the OpenSpiel manner
  (``legal_moves``, ``apply``, ``is_over``); refused moves raise ``IllegalMove(reason)``.

Every chip is always in a stack, in the deal's pots or in the bank's carried pot.

Decisions the seed leaves open (also in docs/scroker-betting.md):
- A bet's size: an open and each raise are at least 1 chip; the optional maximum bet caps
  the open and each raise (the chips added beyond the call), not a seat's total.
- ``Raise.amount`` is the raise itself: "stay for two and raise two" is ``Raise(seat, 2)``.
- A seat that cannot cover a call taps out (puts in all it has and stays in for the pots it
  reached) when the table allows tap-out (on by default; the seed wants all to agree, a
  setting); otherwise it may only fold. A seat may raise with all its chips.
- A seat that cannot pay the whole ante antes what it has and is tapped out from the start;
  a seat with no chips is not dealt in.
- When every other seat folds, even before anyone opens, the one left takes the pot unseen.
- A round in which fewer than two seats have chips to bet is skipped: nobody can bet against
  anybody, so the cards decide (no carry-over).
- The second and later rounds are led by the first round's opener, or if he has folded or
  tapped out, the next seat clockwise who can bet; with no opener (a skipped first round)
  by the dealer's left. Longhorn Stud passes its leader (the best showing) instead.
- The opening requirement (``may_open``) applies to whichever round it is passed to;
  Scroker and Spit pass it to the first round only, Longhorn Stud to none.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from game.core.events import Event
from game.core.moves import IllegalMove, Move
from game.rules.scroker.pots import Pot, PotAward, award_pots, build_pots, split_chips, winnings

ANTE = 1
BUY_IN = 100
OPEN_REFUSAL = "you need two Animals or a three-letter word to open"


@dataclass(frozen=True)
class BettingRules:
    """The table's betting options (seed 003 Setup: "Agree on ... maximum bet amounts if desired")."""

    ante: int = ANTE
    buy_in: int = BUY_IN
    max_bet: int | None = None
    tap_out: bool = True

    def __post_init__(self) -> None:
        if self.ante < 0 or self.buy_in < 1:
            raise ValueError(
                f"ante must be 0 or more and buy-in 1 or more, not {self.ante} and {self.buy_in}"
            )
        if self.max_bet is not None and self.max_bet < 1:
            raise ValueError(f"the maximum bet must be at least 1 chip, not {self.max_bet}")

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> BettingRules:
        return cls(**data)


@dataclass(frozen=True)
class Check(Move):
    """Stay in without betting ("check"); only before anyone has opened."""


@dataclass(frozen=True)
class Open(Move):
    """Bet first: "open for two" is ``Open(seat, 2)``."""

    amount: int


@dataclass(frozen=True)
class Call(Move):
    """Match the current bet ("stay"), or tap out with every chip left when short."""


@dataclass(frozen=True)
class Raise(Move):
    """Match the current bet and add ``amount`` to it: "stay for two and raise two" is ``Raise(seat, 2)``."""

    amount: int


@dataclass(frozen=True)
class Fold(Move):
    """Withdraw from the deal; the chips already in stay in the pot."""


BettingMove = Check | Open | Call | Raise | Fold


@dataclass(frozen=True)
class ChipsBet(Event):
    """A seat acted: ``words`` names the move ("opens for 2", "raises 1 to 3": the bots read these),
    ``chips`` is what it put in, and ``said`` is how the table tells the players ("bets 2" after
    the draw, where no one opens; "raises to 3"; "is all in for 12")."""

    seat: int
    words: str
    chips: int
    said: str = ""


@dataclass(frozen=True)
class RoundEnded(Event):
    """A betting round is over; ``opener`` is who opened it (None: nobody did)."""

    number: int
    opener: int | None


@dataclass(frozen=True)
class DealSettled(Event):
    """The deal is over and its chips have gone where ``settlement`` says."""

    settlement: Settlement


@dataclass(frozen=True)
class Settlement:
    """Where a deal's chips went: each pot's shares, the total per seat, and any pot carried on."""

    awards: tuple[PotAward, ...]
    winnings: dict[int, int]
    carried: int = 0
    unseen: bool = False
    opener_forfeited: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "awards": [
                {
                    "chips": award.pot.chips,
                    "eligible": sorted(award.pot.eligible),
                    "level": award.pot.level,
                    "shares": [list(share) for share in award.shares],
                }
                for award in self.awards
            ],
            "winnings": _seat_keys_to_json(self.winnings),
            "carried": self.carried,
            "unseen": self.unseen,
            "opener_forfeited": self.opener_forfeited,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settlement:
        awards = tuple(
            PotAward(
                Pot(int(award["chips"]), frozenset(award["eligible"]), int(award["level"])),
                tuple((int(seat), int(chips)) for seat, chips in award["shares"]),
            )
            for award in data["awards"]
        )
        return cls(
            awards,
            _seat_keys_from_json(data["winnings"]),
            int(data["carried"]),
            bool(data["unseen"]),
            bool(data["opener_forfeited"]),
        )


def _seat_keys_to_json(by_seat: dict[int, int]) -> dict[str, int]:
    """JSON objects have string keys; seats are ints."""
    return {str(seat): value for seat, value in by_seat.items()}


def _seat_keys_from_json(by_seat: dict[str, int]) -> dict[int, int]:
    return {int(seat): int(value) for seat, value in by_seat.items()}


@dataclass
class Bank:
    """Each seat's chips over a session, and the pot carried from a deal nobody opened."""

    stacks: dict[int, int]
    carried: int = 0

    @classmethod
    def buy_in(cls, seats: Collection[int], chips: int = BUY_IN) -> Bank:
        """Every seat buys the same chips at the start ("Establish the bank and distribute chips")."""
        return cls({seat: chips for seat in seats})

    def total(self) -> int:
        return sum(self.stacks.values()) + self.carried

    def seats_with_chips(self) -> list[int]:
        return [seat for seat, chips in self.stacks.items() if chips > 0]

    def to_json(self) -> dict[str, Any]:
        return {"stacks": _seat_keys_to_json(self.stacks), "carried": self.carried}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Bank:
        return cls(_seat_keys_from_json(data["stacks"]), int(data["carried"]))

    def share_carried(self, seat_order: Sequence[int]) -> dict[int, int]:
        """Share a carried pot among ``seat_order`` when the session ends (odd chips to the first)."""
        shares = dict(split_chips(self.carried, seat_order)) if seat_order else {}
        for seat, chips in shares.items():
            self.stacks[seat] += chips
        self.carried = 0
        return shares


class Hand:
    """One deal's chips, from the antes to the settlement.

    ``seats`` are the seats dealt in, clockwise from the dealer's left (the dealer last).
    """

    def __init__(self, bank: Bank, seats: Sequence[int], rules: BettingRules = BettingRules()) -> None:
        if len(seats) < 2 or len(set(seats)) != len(seats):
            raise ValueError(f"a deal needs two or more different seats, not {list(seats)}")
        broke = [seat for seat in seats if bank.stacks.get(seat, 0) < 1]
        if broke:
            raise ValueError(f"seats {broke} have no chips and cannot be dealt in")
        self.bank = bank
        self.seats = tuple(seats)
        self.rules = rules
        self.committed = {seat: 0 for seat in seats}
        self.folded: set[int] = set()
        self.carried = bank.carried
        bank.carried = 0
        self.penalties: list[tuple[int, int]] = []
        self.opener: int | None = None
        self.round: BettingRound | None = None
        self.rounds_played = 0
        self.settlement: Settlement | None = None
        for seat in seats:
            self.put_in(seat, min(rules.ante, bank.stacks[seat]))

    # Saving: a game state saves its deal and loads it again.

    def to_json(self) -> dict[str, Any]:
        """Everything but the bank (the game saves it once) and the opening test (a function)."""
        return {
            "seats": list(self.seats),
            "rules": self.rules.to_json(),
            "committed": _seat_keys_to_json(self.committed),
            "folded": sorted(self.folded),
            "carried": self.carried,
            "penalties": [list(penalty) for penalty in self.penalties],
            "opener": self.opener,
            "round": None if self.round is None else self.round.to_json(),
            "rounds_played": self.rounds_played,
            "settlement": None if self.settlement is None else self.settlement.to_json(),
        }

    @classmethod
    def from_json(
        cls, bank: Bank, data: dict[str, Any], may_open: Callable[[int], bool] | None = None
    ) -> Hand:
        """A saved deal over ``bank``; ``may_open`` is passed again if the saved round had one."""
        hand = cls.__new__(cls)
        hand.bank = bank
        hand.seats = tuple(int(seat) for seat in data["seats"])
        hand.rules = BettingRules.from_json(data["rules"])
        hand.committed = _seat_keys_from_json(data["committed"])
        hand.folded = {int(seat) for seat in data["folded"]}
        hand.carried = int(data["carried"])
        hand.penalties = [(int(seat), int(chips)) for seat, chips in data["penalties"]]
        hand.opener = data["opener"]
        hand.rounds_played = int(data["rounds_played"])
        saved_round = data["round"]
        hand.round = None if saved_round is None else BettingRound.from_json(hand, saved_round, may_open)
        saved_settlement = data["settlement"]
        hand.settlement = None if saved_settlement is None else Settlement.from_json(saved_settlement)
        return hand

    # Facts derived from the chips.

    def stack(self, seat: int) -> int:
        return self.bank.stacks[seat]

    def live_seats(self) -> tuple[int, ...]:
        """The seats still in, clockwise from the dealer's left."""
        return tuple(seat for seat in self.seats if seat not in self.folded)

    def can_bet(self, seat: int) -> bool:
        return seat not in self.folded and self.stack(seat) > 0

    def tapped_out(self) -> frozenset[int]:
        return frozenset(seat for seat in self.live_seats() if self.stack(seat) == 0)

    def pots(self) -> tuple[Pot, ...]:
        return build_pots(self.committed, self.live_seats(), self.tapped_out(), self.carried, self.penalties)

    def pot_total(self) -> int:
        return sum(self.committed.values()) + self.carried + sum(chips for _, chips in self.penalties)

    def is_over(self) -> bool:
        return self.settlement is not None

    def put_in(self, seat: int, chips: int) -> None:
        """Move chips from a seat's stack into the deal."""
        if not 0 <= chips <= self.stack(seat):
            raise ValueError(f"seat {seat} cannot put in {chips} chips with {self.stack(seat)}")
        self.bank.stacks[seat] -= chips
        self.committed[seat] += chips

    # Betting rounds.

    def start_round(
        self,
        leader: int | None = None,
        *,
        may_open: Callable[[int], bool] | None = None,
        may_check: bool = True,
        open_refusal: str = OPEN_REFUSAL,
    ) -> BettingRound:
        """Begin the next betting round, led by ``leader`` or by the seed's default.

        The first round is led by the dealer's left, later ones by the opener ("The player who
        opened the first round of betting is afforded the first opportunity"). Longhorn Stud
        passes its leader and ``may_check=False`` for its first round ("no players may check").
        A round in which fewer than two seats can bet is over as soon as it starts.
        """
        if self.is_over():
            raise IllegalMove("the deal is over")
        if self.round is not None and not self.round.is_over():
            raise IllegalMove("a betting round is still going on")
        if leader is None:
            leader = self.opener if self.rounds_played and self.opener is not None else self.seats[0]
        if leader not in self.seats:
            raise ValueError(f"seat {leader} is not dealt in")
        start = self.seats.index(leader)
        order = self.seats[start:] + self.seats[:start]
        self.round = BettingRound(self, order, self.rounds_played + 1, may_open, may_check, open_refusal)
        if self.round.is_over():
            self._end_round()
        return self.round

    def legal_moves(self, seat: int) -> list[BettingMove]:
        if self.round is None or self.is_over():
            return []
        return self.round.legal_moves(seat)

    def apply(self, move: BettingMove) -> list[Event]:
        """Apply a move to the current round; settle the deal when the round ends it."""
        if self.round is None or self.is_over():
            raise IllegalMove("the deal is over" if self.is_over() else "no betting round has started")
        events = self.round.apply(move)
        if self.round.is_over():
            events.extend(self._end_round())
        return events

    def _end_round(self) -> list[Event]:
        """Count the round, and settle the deal if one seat is left or nobody opened the first round."""
        played = self.round
        assert played is not None
        self.rounds_played += 1
        if played.number == 1:
            self.opener = played.opener
        events: list[Event] = [RoundEnded(played.number, played.opener)]
        live = self.live_seats()
        if len(live) == 1:
            events.append(DealSettled(self._take_unseen(live[0])))
        elif played.number == 1 and played.contested and played.opener is None:
            events.append(DealSettled(self._carry_over()))
        return events

    # Settling.

    def _settle(self, settlement: Settlement) -> Settlement:
        for seat, chips in settlement.winnings.items():
            self.bank.stacks[seat] += chips
        self.bank.carried += settlement.carried
        self.committed = dict.fromkeys(self.committed, 0)
        self.carried = 0
        self.penalties = []
        self.settlement = settlement
        return settlement

    def _take_unseen(self, seat: int) -> Settlement:
        """ "That player wins the pot and a new deal begins without the winner's hand being revealed." """
        awards = award_pots(self.pots(), [[seat]], self.seats)
        return self._settle(Settlement(awards, winnings(awards), unseen=True))

    def _carry_over(self) -> Settlement:
        """Nobody opened: "the hand ends, all cards are tossed in"; the pot waits for the next deal."""
        return self._settle(Settlement((), {}, carried=self.pot_total()))

    def penalise(self, seat: int) -> int:
        """The loser of a challenge "must contribute to the pot an amount equal to his stakes".

        He pays what he has put into this deal again, or every chip he has left if fewer;
        returns the chips paid.
        """
        self._require_showdown()
        if seat not in self.live_seats():
            raise IllegalMove("only a player who stayed to the end takes part in a challenge")
        chips = min(self.committed[seat], self.stack(seat))
        self.bank.stacks[seat] -= chips
        self.penalties.append((seat, chips))
        return chips

    def showdown(self, ranking: Sequence[Collection[int]], opener_proved: bool = True) -> Settlement:
        """Pay the pots by the showdown: ``ranking`` is the seats still in, best first, ties grouped.

        If ``opener_proved`` is False the opener may win no pot another seat can win: "the winner
        of the pot is responsible for being able to prove he was eligible to have opened. If
        unable, the second best hand wins the pot."
        """
        self._require_showdown()
        ranked = [seat for group in ranking for seat in group]
        if sorted(ranked) != sorted(self.live_seats()):
            raise ValueError(f"the ranking must name each seat still in once: {sorted(self.live_seats())}")
        pots = self.pots()
        awards = award_pots(pots, ranking, self.seats)
        passed_over = () if opener_proved or self.opener is None else (self.opener,)
        fair = award_pots(pots, ranking, self.seats, passed_over)
        return self._settle(Settlement(fair, winnings(fair), opener_forfeited=fair != awards))

    def _require_showdown(self) -> None:
        if self.is_over():
            raise IllegalMove("the deal is over")
        if self.round is None or not self.round.is_over():
            raise IllegalMove("the betting is not over")


@dataclass
class BettingRound:
    """One round of betting: "the cycle finally stops just short of the last player to open or raise".

    ``pending`` holds the seats that still owe an answer to the current bet (or, before an
    open, their turn to check, open or fold); the round is over when it is empty or one seat
    is left. An open or raise makes every other seat that can bet owe an answer again, and
    only those, so the raiser never speaks on his own raise: "He may not re-raise himself."
    """

    hand: Hand
    order: tuple[int, ...]
    number: int
    may_open: Callable[[int], bool] | None = None
    may_check: bool = True
    open_refusal: str = OPEN_REFUSAL
    stakes: dict[int, int] = field(init=False)
    current_bet: int = field(init=False, default=0)
    opener: int | None = field(init=False, default=None)
    last_raiser: int | None = field(init=False, default=None)
    pending: list[int] = field(init=False)
    to_act: int | None = field(init=False, default=None)
    contested: bool = field(init=False)

    def __post_init__(self) -> None:
        self.stakes = dict.fromkeys(self.order, 0)
        bettors = [seat for seat in self.order if self.hand.can_bet(seat)]
        self.contested = len(bettors) >= 2 and len(self.hand.live_seats()) >= 2
        self.pending = bettors if self.contested else []
        self.to_act = self.pending[0] if self.pending else None

    def is_over(self) -> bool:
        return self.to_act is None

    def to_json(self) -> dict[str, Any]:
        return {
            "order": list(self.order),
            "number": self.number,
            "needs_openers": self.may_open is not None,
            "may_check": self.may_check,
            "open_refusal": self.open_refusal,
            "stakes": _seat_keys_to_json(self.stakes),
            "current_bet": self.current_bet,
            "opener": self.opener,
            "last_raiser": self.last_raiser,
            "pending": list(self.pending),
            "to_act": self.to_act,
            "contested": self.contested,
        }

    @classmethod
    def from_json(
        cls, hand: Hand, data: dict[str, Any], may_open: Callable[[int], bool] | None = None
    ) -> BettingRound:
        """A saved round of ``hand``; a round that tested openers needs ``may_open`` again."""
        if data["needs_openers"] and may_open is None:
            raise ValueError("this betting round tests openers: pass may_open to load it")
        betting_round = cls(
            hand,
            tuple(int(seat) for seat in data["order"]),
            int(data["number"]),
            may_open if data["needs_openers"] else None,
            bool(data["may_check"]),
            str(data["open_refusal"]),
        )
        betting_round.stakes = _seat_keys_from_json(data["stakes"])
        betting_round.current_bet = int(data["current_bet"])
        betting_round.opener = data["opener"]
        betting_round.last_raiser = data["last_raiser"]
        betting_round.pending = [int(seat) for seat in data["pending"]]
        betting_round.to_act = data["to_act"]
        betting_round.contested = bool(data["contested"])
        return betting_round

    def to_call(self, seat: int) -> int:
        return self.current_bet - self.stakes[seat]

    def legal_moves(self, seat: int) -> list[BettingMove]:
        """Every move the seat may make now; bets of each size up to its chips and the maximum bet."""
        if seat != self.to_act:
            return []
        moves: list[BettingMove] = [
            move for move in (Check(seat), Call(seat), Fold(seat)) if self.refusal(move) is None
        ]
        room = self.hand.stack(seat) - self.to_call(seat)
        if self.hand.rules.max_bet is not None:
            room = min(room, self.hand.rules.max_bet)
        for bet in (Open, Raise):
            if self.refusal(bet(seat, 1)) is None:
                moves += [bet(seat, amount) for amount in range(1, room + 1)]
        return moves

    def refusal(self, move: BettingMove) -> str | None:
        """Why the move is not allowed now, or None if it is."""
        seat = move.seat
        if isinstance(move, Raise) and seat == self.last_raiser:
            return "you may not re-raise your own raise"
        if self.is_over():
            return "the betting round is over"
        if seat not in self.order:
            return "you are not dealt in"
        if seat in self.hand.folded:
            return "you have folded"
        if seat != self.to_act:
            return (
                "you are tapped out and stay in without betting"
                if self.hand.stack(seat) == 0
                else "wait for your turn"
            )
        opened = self.opener is not None
        unopened_choices = "check, open or fold" if self.may_check else "open or fold"
        if isinstance(move, Check):
            if opened:
                return "the pot is open: call, raise or fold"
            return None if self.may_check else "no checking in this round: open or fold"
        if isinstance(move, Open):
            if opened:
                return "the pot is already open: call, raise or fold"
            if self.may_open is not None and not self.may_open(seat):
                return self.open_refusal
            return self._bet_refusal(seat, 0, move.amount)
        if isinstance(move, Call | Raise) and not opened:
            return f"nobody has opened: {unopened_choices}"
        if isinstance(move, Call):
            if self.hand.stack(seat) < self.to_call(seat) and not self.hand.rules.tap_out:
                return "you cannot cover the call and tapping out is not allowed: fold"
            return None
        if isinstance(move, Raise):
            return self._bet_refusal(seat, self.to_call(seat), move.amount)
        return None

    def _bet_refusal(self, seat: int, call: int, amount: int) -> str | None:
        if amount < 1:
            return "a bet is at least 1 chip"
        if self.hand.rules.max_bet is not None and amount > self.hand.rules.max_bet:
            return f"the maximum bet is {self.hand.rules.max_bet}"
        if call + amount > self.hand.stack(seat):
            return f"you have only {self.hand.stack(seat)} chips"
        return None

    def apply(self, move: BettingMove) -> list[Event]:
        """Make the move for the seat to act, or raise ``IllegalMove`` and change nothing."""
        reason = self.refusal(move)
        if reason is not None:
            raise IllegalMove(reason)
        seat = move.seat
        self.pending.remove(seat)
        if isinstance(move, Check):
            event = ChipsBet(seat, "checks", 0, "checks")
        elif isinstance(move, Fold):
            self.hand.folded.add(seat)
            event = ChipsBet(seat, "folds", 0, "folds")
        elif isinstance(move, Call):
            chips = min(self.to_call(seat), self.hand.stack(seat))
            self._bet(seat, chips)
            all_in = self.hand.stack(seat) == 0
            taps = " and taps out" if all_in else ""
            said = f"is all in for {chips}" if all_in else f"calls {chips}"
            event = ChipsBet(seat, f"calls {chips}{taps}", chips, said)
        else:
            chips = (self.to_call(seat) if isinstance(move, Raise) else 0) + move.amount
            self._bet(seat, chips)
            self.current_bet = self.stakes[seat]
            self.last_raiser = seat
            all_in = ", all in" if self.hand.stack(seat) == 0 else ""
            if isinstance(move, Open):
                self.opener = seat
                # Openers belong to a deal's first round; a later round's first bet is a plain bet.
                said = f"opens for {move.amount}" if self.number == 1 else f"bets {move.amount}"
                event = ChipsBet(seat, f"opens for {move.amount}", chips, said + all_in)
            else:
                said = f"raises to {self.current_bet}{all_in}"
                event = ChipsBet(seat, f"raises {move.amount} to {self.current_bet}", chips, said)
            self.pending = [other for other in self.order if other != seat and self.hand.can_bet(other)]
        self.to_act = self._next_to_act(seat)
        return [event]

    def _bet(self, seat: int, chips: int) -> None:
        self.hand.put_in(seat, chips)
        self.stakes[seat] += chips

    def _next_to_act(self, after: int) -> int | None:
        """The next seat clockwise that owes an answer; None ends the round."""
        if len(self.hand.live_seats()) < 2:
            return None
        start = self.order.index(after) + 1
        for seat in self.order[start:] + self.order[:start]:
            if seat in self.pending:
                return seat
        return None
