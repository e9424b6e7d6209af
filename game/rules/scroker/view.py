"""What one seat at a Scroker table may know, in one value a bot or the table can read.

Besides the piles (own hand, everyone's face-up cards, the spit card, sizes of
the rest), a player at a real table knows the public story of the deal: the
game called, every bet, how many cards each player drew, who folded, the chips
in front of everyone and in the pot, the claims laid out at the showdown and
the spellchecks, and at the end who won what.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.protocol import View
from game.rules.scroker.cards import ScrokerCard
from game.rules.scroker.showdown import Claim, Spellchecked
from game.rules.scroker.variants import DealChoice


@dataclass(frozen=True)
class BetRecord:
    """One betting action of this deal: the round, the seat, the move's words (``ChipsBet.words``),
    the chips it put in, and how the table says it (``ChipsBet.said``; empty in saves made before)."""

    round_number: int
    seat: int
    words: str
    chips: int
    said: str = ""


@dataclass(frozen=True)
class ScrokerView(View):
    phase: str = ""
    deal_number: int = 0
    dealer: int | None = None
    turn: int | None = None
    # The game and hand options of this deal (None while a Dealer's Choice dealer decides).
    choice: DealChoice | None = None
    hand: tuple[ScrokerCard, ...] = ()
    up_cards: dict[int, tuple[ScrokerCard, ...]] = field(default_factory=dict)
    spit_card: ScrokerCard | None = None
    stacks: tuple[int, ...] = ()
    # Each pot of the deal: chips and the seats that can win it (the main pot first).
    pots: tuple[tuple[int, tuple[int, ...]], ...] = ()
    carried: int = 0
    current_bet: int = 0
    to_call: int = 0
    opener: int | None = None
    dealt_in: tuple[int, ...] = ()
    folded: tuple[int, ...] = ()
    bets: tuple[BetRecord, ...] = ()
    drawn: dict[int, int] = field(default_factory=dict)
    # The showdown: the claims laid out so far (public), the standing by the claims (best first,
    # ties grouped), the claim open to challenge, the indices of its words a challenge may name,
    # the seat whose chance it is to challenge, the spellchecks so far and the hands found foul.
    claims: dict[int, Claim] = field(default_factory=dict)
    standing: tuple[tuple[int, ...], ...] = ()
    claimant: int | None = None
    open_words: tuple[int, ...] = ()
    challenger: int | None = None
    spellchecks: tuple[Spellchecked, ...] = ()
    fouled: tuple[int, ...] = ()
    # After a deal: the hands shown at the showdown and the chips each seat won.
    shown: dict[int, tuple[ScrokerCard, ...]] = field(default_factory=dict)
    winnings: dict[int, int] = field(default_factory=dict)
    # The betting round going on (0: none) and whether it allows checking (Longhorn's first does not).
    round_number: int = 0
    may_check: bool = False
    # After a deal: why each pot went where it did, in sentences ("Seat N"), from ``verdicts``.
    why: tuple[str, ...] = ()
