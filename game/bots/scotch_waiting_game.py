"""The waiting game: Scotch relaxed so that only the places for waiting cards are counted.

The relaxed game (``scotch_relaxed_game``) lets a lifted card wait in a pool
for ever, taking no room. Real play cannot: a card that has left its pile
and is not home sits on a card one rank higher, one card on each, and that
card cannot go home while it holds it. The losses the solver left undecided
(issue 25) run out of exactly those places: one foundation stalls, the cards
it waits for pile up in the tableau, and the cards that could hold them go
home on the other foundations.

The waiting game keeps that count and little else. Its moves are only moves
home, in any order the foundations allow. To send a card home from inside a
pile, the cards above it are *lifted* into a pool first (a card stuck for
good, see below, can never be lifted); nothing is lifted earlier than that.
After every move, for each rank ``r``:

    cards of rank r in the pool
  + cards of rank r lying directly on a card of rank r + 1 in their pile
  <= cards of rank r + 1 not home
   - those lying directly under a card of another rank that cannot have
     moved (a stuck card, or any card beneath one)

Why a lost waiting game proves a real loss: take a real winning line and play
its moves home in the same order. A card goes home in real play from the top
of a pile, so every card above it where it was dealt had moved by then; the
waiting game lifts exactly those not yet home, so its pool holds only cards
that have left their piles in real play and are not home. Each such card sits
on a card one rank higher, and so does each card of the game's piles lying on
one (if it has moved, on another). One card holds one card, a card under a
card that cannot have moved holds that card, and a card holding a card is not
home: so the count above holds at every step of real play, and the waiting
game allows the line. A *stuck* card, one whose every card one rank higher is
home or beneath it (the relaxed game's mark) and every King, can only ever
leave its pile for home, so real play never moves it, nor anything under it.

*When a card could have moved.* Lifting late loses when a card moved. Real
play moves one card at a time, so a card moves only when nothing lies on it:
the cards one rank lower that wait must then have places on other cards. So
the game also keeps, as bits, the cards still in its piles that real play
could have moved by now (``could_move``), and lifts only those. After every
move home (and the safe moves after it), with each rank's *room* the places
left over in the count above:

* a card that could have moved stays so while its rank has room for it to
  wait: one place, or none if it lies, as dealt, on a card one rank higher
  (the count takes its place already), and while every card above it in its
  pile could have moved too: a card that has not moved lies where it was
  dealt, over every card under it, so none of those has moved either (on
  deal 9598 an 8 that must stay put once the 9 it could have moved onto has
  gone home kept, without this, the 6 under it free to have moved);
* a card that could not have, and is not stuck, now could when every card
  above it in its pile could have, its rank has room for it, the rank below
  has room of at least one (the card itself is one of those places: nothing
  may need it when it moves), and a card one rank higher has *shown* for it
  to move onto: one lifted, one that could have moved, or the topmost of a
  pile's cards that could not have. Cards are added one at a time, each on
  what the ones before it have shown, until none can be.

*What has moved before it.* A card that moves was on top, so every card above
it in its pile had moved before it; and the card it moves onto was on top, so
if it lies in a pile where it was dealt, every card above it there had moved
too. None of those is home (the game still has them in its piles), so each
waits on a card one rank higher of its own at that moment, besides the cards
the count already has waiting (one lying as dealt on a card one rank higher
is counted there, wherever it is now). So a card becomes one that could have
moved only when some card one rank higher is a place for it (``place_for``):
lifted, above it in its pile, or in another pile with every card above it
one that could have moved, and, those cards counted as waiting with the ones
above it, every rank keeps room for them, its own rank room for it, and the
rank below one place more, the card itself. On deal 2678 a 7 lies on the
Jack over the 9 that the only 8 must move onto, and that 8 is the only card
the 7 can wait on: the count let the 8 move onto the 9 with the 7 waiting on
the 8 (docs/scotch-solver.md).

*And a place that has shown.* A lifted card has left its pile in real play
and sits, until it goes home, on a card one rank higher that was on top of a
pile when it moved there and that cannot go home while it holds it. Call a
card *shown* when it is lifted, could have moved before the move home, or is
the topmost of its pile's cards that could not have: every card real play
has had on top by then is one (the cards above it had all moved). A card in
the piles lying as dealt on a shown card one rank higher holds that card if
it has not moved, and holds another shown one if it has. So after each move
home, for each rank ``r``, the lifted cards of rank ``r`` and those lying as
dealt on a shown card of rank ``r + 1`` are at most the shown cards of rank
``r + 1``, one each (``places_left``). The count above takes every card of
rank ``r + 1`` not home as a place, even one that real play cannot uncover
before the card waiting for it must leave: on deal 7361 a Queen lies on the
King a foundation needs, over the 4 another needs, with the other King
beneath; once the only King it could move onto has gone home, nothing is
left for it to wait on, though the count still sees the King at the bottom.

*Where the moved cards sit.* The counts above take each card on its own, and
a card that could have moved may or may not have. Real play has one answer
at each moment: in each pile, some of its top cards (those that could have
moved) have moved and the rest lie as dealt. Every card that has moved and
is not home (those and the lifted ones) sits on a card one rank higher of
its own, which has moved too or is the topmost card of its pile that has
not, so for every rank ``r``, the moved cards of rank ``r`` are at most the
moved cards of rank ``r + 1`` plus the piles whose topmost unmoved card has
rank ``r + 1``. After every move home the game asks whether some choice of
moved top cards keeps that count (``moved_for_sure``); if none does, no real
position is this state and it is lost. If every choice that keeps it has
moved a pile's top card, real play has moved that card: the game lifts it,
and the state is the same as the one with it lifted,
whose counts then hold it as waiting. On deal 1182 a Queen must wait, once
the other foundations have gone on, on a King that is not on top unless the
cards over it have moved, and those have nowhere to sit; deals 1182, 6165
and 8157 were decided by it (docs/scotch-solver.md).

*A moved card sits on a shown card.* The room alone keeps a card as one
that could have moved while any card one rank higher is not home, even one
buried under cards that have not moved. But a card that has moved and is
not home sits on a card one rank higher that was on top when it moved
there: one lifted or one that has moved (so it could have), or one whose
cards above had all moved, the topmost of its pile's cards that could not
have. So with no card of rank ``r + 1`` shown,
no card of rank ``r`` in the piles can have moved, nor any card under it
(``sitting_on_shown``). (A lifted card sits on one too; with none shown,
where the moved cards sit finds no real position already.) In a position of
deal 3294 a black 9 could have moved onto a 10 on top of another pile; that
10 went home, and the other one lay under a 3 that could go home only once
a whole foundation was built. The game kept the 9 as one that could have
moved, and later lifted it, with an 8 and a 7 waiting on it, to send home
the 6 under it; in real play the 9 never moved, and when it must, the 8 on
it has no other 9 to go to. Deal 3294 was decided by it
(docs/scotch-solver.md).

Why this loses no real line: between two moves home, real play holds at
least the waiting cards the game counts, each on its own card one rank
higher, so its room is never more than the game's. A card that has moved
waits until it goes home, so its rank keeps room for it; a card that moves
was on top, every card above it having moved before, with room below it to
hold what lay on it elsewhere, and it moved onto a card on top of a pile:
one that had moved before, or one whose cards above had all moved (taken in
the order real play moved them, each was added before the next). What it
adds: a card that must move to free
the card under it can be pinned by the card waiting on it, once every other
card that could hold that one has gone home; the count alone lets it move
all the same; and a card can leave only when some card one rank higher is on
top for it. It decides deals 96, 1056, 1111, 3885, 4280, 6714, 7733 and 8984,
which nothing before could (docs/scotch-solver.md).

Two shortcuts keep the search small, both proven in docs/scotch-solver.md and
docs/scotch-loss-certificates.md:

* *Safe moves home*: a card on top of a pile or in the pool goes home at once
  when its foundations have room for every copy of it still out and every
  card one rank lower is home (it holds nothing any more).
* *Dominance*: a position with the same cards home whose piles are each as
  tall or taller, the extra cards none of them stuck and each one that could
  have moved, and every card that could have moved in the lower one could
  have there too, is won whenever the lower one is (it can lift the extra
  cards when the lower one's line needs them, and its counts, so its rooms,
  are never worse). So a position below one already lost is lost, and the
  game keeps, for each set of cards home (and of stuck cards in the piles,
  which two positions must share for one to lie under the other), only the
  tallest, freest lost positions.

*Branching on a card's past* (``branching``, the solver's last proof before
its dives). A card that could have moved either has, by the next move home,
or has not; the game keeps it as both. In real play only one holds. So when
a state's moves win it, the game asks again for a card that could have moved
whose lifting would take the last place left for its rank (the lowest of its
pile's run of such cards), and calls the state lost when both ways are:

* it has moved: it and every card above it (which had moved before it) are
  lifted now, and the count must hold;
* it has not: it lies where it was dealt, so neither it nor any card under it
  has moved: it has *stayed*, and is not marked again until a card goes home,
  since until then it has still not moved.

Real play takes one way or the other, so a real win would win one of them.
A state lost with cards that stayed is lost only for the real positions in
which they have not moved, so it covers only states where the same cards
stayed. Deals 4354 and 8780, which the game wins without it, are lost with it: a card that
could have moved must, when it moves, take the last place for its rank,
and the card that would wait there then has none (docs/scotch-solver.md).
Asked before the moves, the branches cost deal 4354 6,038,133 states; asked
only once the moves have won, 829,417.

A loss comes with those lost positions (``WaitingOutcome.lost``), which the
independent checker (``scotch_proof_checker``) verifies.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from game.bots.scotch_certificate import WaitingState
from game.bots.scotch_relaxed_game import STUCK, RelaxedGame, below
from game.bots.scotch_split_game import ASK_EVERY


class WaitingOutcome(NamedTuple):
    """What a search of the waiting game found."""

    lost: frozenset[WaitingState] | None  # the tallest lost states: a proof that the position is lost
    won: bool  # the waiting game is won: proves nothing
    searched: int  # states entered


NO_REAL_POSITION = -2  # ``moved_for_sure``: no real position fits the state
FITS, NO_FIT, GAVE_UP = 1, 0, 2  # ``_fix_chains``'s answers
CHAIN_STEPS = 200  # the most steps ``_fix_chains`` searches for a choice that fits


class _Stop(Exception):
    """The budget ran out, or should_stop said so."""


class WaitingGame:
    """The waiting game from one position (``piles`` bottom to top, ``home`` cards home per code)."""

    def __init__(
        self, piles: Sequence[Sequence[int]], home: Sequence[int], ranks: int = 13, branching: bool = False
    ) -> None:
        self.ranks = ranks
        self.branching = branching  # branch on whether a card has moved (``_card_to_branch_on``)
        self.piles: list[tuple[int, ...]] = [tuple(pile) for pile in piles]
        self.home = tuple(home)
        self.below_code = [below(code) if code >= 2 else 0 for code in range(2 * ranks + 4)]
        self.copies = list(home)  # copies of each code in the game, home or not
        left = [0] * (ranks + 2)  # cards of each rank not home
        for pile in self.piles:
            for code in pile:
                left[code >> 1] += 1
                self.copies[code] += 1
        marked = RelaxedGame(ranks)  # the relaxed game's stuck cards: they never leave but for home
        self.stuck: list[list[bool]] = [
            [bool(card & STUCK) for card in marked.marked(pile, left)] for pile in self.piles
        ]
        # a state's piles as bits, each pile's cards from the bottom: dominance is then two bit tests
        self.shifts: list[int] = []
        self.stuck_bits = 0
        shift = 0
        for index, pile in enumerate(self.piles):
            self.shifts.append(shift)
            for depth in range(len(pile)):
                if self.stuck[index][depth]:
                    self.stuck_bits |= 1 << (shift + depth)
            shift += len(pile)
        # each card, by its bit: its rank, and whether it lies on a card one rank higher where it was dealt
        # (moving it then takes no place it did not take already)
        self.rank_at: list[int] = [code >> 1 for pile in self.piles for code in pile]
        self.rank_bits: list[int] = [0] * (ranks + 2)  # the cards of each rank
        for bit, rank in enumerate(self.rank_at):
            self.rank_bits[rank] |= 1 << bit
        self.on_higher_bits = 0
        for index, pile in enumerate(self.piles):
            for depth in range(1, len(pile)):
                if pile[depth - 1] >> 1 == (pile[depth] >> 1) + 1:
                    self.on_higher_bits |= 1 << (self.shifts[index] + depth)
        # what each pile, cut to each height, takes of the places for each rank (``fits``)
        self.loads: list[list[list[int]]] = [
            [pile_load(pile[:height], self.stuck[index], ranks) for height in range(len(pile) + 1)]
            for index, pile in enumerate(self.piles)
        ]
        # the tallest lost piles, as bits, by the cards home and the stuck cards in the piles: a position
        # lies under another (dominance) only if both have the same stuck cards in their piles, so only
        # those with the same key are ever compared
        # (with the cards that could have moved by then, see ``could_move``: bits, moved bits, in turn)
        # (and the cards that stayed, ``_won``: a state lost with cards that stayed was lost only for the real
        # positions in which they have not moved, so it lies over none with fewer; the key keeps them apart)
        self.lost_by_home: dict[tuple[tuple[int, ...], int, int], list[int]] = {}
        self.outcome: WaitingOutcome | None = None  # once won or lost: the answer, which stays
        self.searched = 0  # states entered by the last search
        self.chain_steps = 0  # steps of the last ``_fix_chains``
        self.spent = 0  # by every search so far
        self.budget = 0
        self.should_stop: Callable[[], bool] | None = None

    def search(self, budget: int, should_stop: Callable[[], bool] | None = None) -> WaitingOutcome:
        """Play the waiting game for a win, ``budget`` states at most; a loss comes with its proof.

        A search stopped by its budget or ``should_stop`` (asked every ``ASK_EVERY`` states) keeps what
        it proved lost, so the next search from the start soon passes where this one has been. Once
        won or lost, the game answers the same again at no cost (as ``SplitSearch`` does)."""
        if self.outcome is not None:
            return self.outcome._replace(searched=0)
        self.budget, self.should_stop = budget, should_stop
        self.searched = 0
        heights = [len(pile) for pile in self.piles]
        try:
            home = list(self.home)
            load = [0] * (self.ranks + 2)
            for index, height in enumerate(heights):
                for rank, taken in enumerate(self.loads[index][height]):
                    load[rank] += taken
            won = self._won(heights, home, self.pool(heights, home), load, 0)
        except _Stop:
            self.spent += self.searched
            return WaitingOutcome(None, False, self.searched)
        self.spent += self.searched
        if won:
            self.outcome = WaitingOutcome(None, True, self.searched)
        else:
            # the states lost with cards that stayed are left out: a move home ends what a branch knew, so
            # no move leads to one, and the checker works out each branch below a state itself
            states = frozenset(
                (self.heights(kept[at]), home, self.per_pile(kept[at + 1]))
                for (home, _, stayed), kept in self.lost_by_home.items()
                if not stayed
                for at in range(0, len(kept), 2)
            )
            self.outcome = WaitingOutcome(states, False, self.searched)
        return self.outcome

    def learn_losses_of(self, other: WaitingGame) -> None:
        """Know from now on what ``other``, the waiting game from the same position that does not
        branch (so no card ever stayed there), has proven lost: a state lost there is lost here too,
        since branching only adds ways to lose (and every one of those states checks as it did, by
        its moves home)."""
        for key, kept in other.lost_by_home.items():
            self.lost_by_home[key] = list(kept)

    def settle(self, heights: list[int], home: list[int], pool: list[int], load: list[int]) -> None:
        """Play every safe move home (the module docstring), until none is left; ``pool`` (the lifted
        cards of each code, ``pool()``) and ``load`` (``fits``) are kept up to date."""
        below_of, copies, piles = self.below_code, self.copies, self.piles
        progress = True
        while progress:
            progress = False
            for code in range(2, len(home) - 2):
                out = copies[code] - home[code]
                if not out or home[below_of[code]] - home[code] < out:
                    continue
                lower = (code >> 1) * 2 - 2
                if lower and copies[lower] + copies[lower + 1] != home[lower] + home[lower + 1]:
                    continue
                if pool[code]:
                    home[code] += pool[code]
                    pool[code] = 0
                    progress = True
                for index in range(len(piles)):
                    height = heights[index]
                    while height and piles[index][height - 1] == code:
                        height -= 1
                        home[code] += 1
                        progress = True
                    if height != heights[index]:
                        self.cut(index, heights, height, load)

    def pool(self, heights: Sequence[int], home: Sequence[int]) -> list[int]:
        """The lifted cards of each code: neither home nor in a pile."""
        pool = [copies - at_home for copies, at_home in zip(self.copies, home, strict=True)]
        for index, pile in enumerate(self.piles):
            for depth in range(heights[index]):
                pool[pile[depth]] -= 1
        return pool

    def cut(self, index: int, heights: list[int], height: int, load: list[int]) -> None:
        """Cut pile ``index`` to ``height``, its cards above lifted or home, and mend ``load``."""
        before, after = self.loads[index][heights[index]], self.loads[index][height]
        for rank in range(len(load)):
            load[rank] += after[rank] - before[rank]
        heights[index] = height

    def fits(self, home: list[int], pool: list[int], load: list[int]) -> bool:
        """The count of places to wait holds (the module docstring), rank by rank.

        ``load[r]`` is what the piles take of the places for rank ``r``: their cards of rank ``r``
        lying on a card of rank ``r + 1``, and their cards of rank ``r + 1`` holding a card that
        cannot move (``pile_load``). The pool's cards of rank ``r`` take one place each."""
        copies = self.copies
        for rank in range(1, self.ranks):
            code, higher = 2 * rank, 2 * rank + 2
            places = copies[higher] + copies[higher + 1] - home[higher] - home[higher + 1]
            if pool[code] + pool[code + 1] + load[rank] > places:
                return False
        return True

    def room(self, home: list[int], pool: list[int], load: list[int]) -> list[int]:
        """For each rank ``r``, the places for cards of rank ``r`` that no waiting card takes (``fits``):
        at least one means a card of rank ``r + 1`` could move, no card of rank ``r`` needing it."""
        copies = self.copies
        room = [len(copies)] * (self.ranks + 2)
        for rank in range(1, self.ranks):
            code, higher = 2 * rank, 2 * rank + 2
            places = copies[higher] + copies[higher + 1] - home[higher] - home[higher + 1]
            room[rank] = places - pool[code] - pool[code + 1] - load[rank]
        return room

    def could_move(
        self,
        heights: list[int],
        mine: int,
        moved: int,
        room: list[int],
        pool: list[int],
        shown: list[int],
        taken: list[int],
        stayed: int = 0,
    ) -> int:
        """The cards in the piles (``mine``, their bits) that real play could have moved by now, as bits,
        from ``moved``, those that could have before (the module docstring). It adds to ``shown`` and
        ``taken`` (given as ``ranks + 3`` zeros) the piles' shown cards by then, as ``count_shown``
        counts them: the places rule (``_places_after``) then counts them no more.

        A card that could have moved stays so while its rank has room for it to wait (one place, or
        none if it lies on a card one rank higher where it was dealt, whose place it takes already),
        and while some card one rank higher has shown for it to sit on (``sitting_on_shown``).
        A card not stuck can have moved now when every card above it could have, its rank has room
        for it, the rank below has room without it (a card lying on it could not have stayed), and a
        card one rank higher has shown for it to move onto. A card in ``stayed`` has not moved by the next
        move home (``_won``), so neither it nor any card under it is added."""
        kept = moved & mine & ~stayed
        on_higher = self.on_higher_bits
        for rank in range(1, self.ranks):
            if room[rank] < 1:
                cards = self.rank_bits[rank] if room[rank] < 0 else self.rank_bits[rank] & ~on_higher
                kept &= ~cards
        kept = self.under_unmoved(heights, kept)  # nothing under a card that has not moved has moved
        rank_at, stuck = self.rank_at, self.stuck_bits
        lifted = [0] * (self.ranks + 3)
        for code in range(2, len(pool)):
            lifted[code >> 1] += pool[code]
        kept = self.sitting_on_shown(heights, kept, lifted, shown, taken)  # and counts what they show
        # a card moving now goes onto a card one rank higher on top of a pile: one lifted, one that could
        # have moved, or the topmost of a pile's cards that could not have (``shown``, by rank). Cards are
        # added one at a time, each on what the cards before it have shown, until none can be: real play
        # moves them in some order, and each one's place was on top when it moved
        changed = True
        while changed:
            changed = False
            for index, shift in enumerate(self.shifts):
                bit = shift + heights[index] - 1
                while bit >= shift and kept >> bit & 1:
                    bit -= 1
                while bit >= shift:
                    rank = rank_at[bit]
                    if stuck >> bit & 1 or stayed >> bit & 1:
                        break
                    if room[rank] < 1 - (on_higher >> bit & 1) or room[rank - 1] < 1:
                        break
                    if shown[rank + 1] + lifted[rank + 1] < 1:
                        break  # no place at all: the quick answer ``place_for`` would give too
                    if not self.place_for(index, bit, heights, kept, room, lifted[rank + 1] > 0):
                        break
                    kept |= 1 << bit  # still shown, as one that could have moved
                    changed = True
                    above = bit
                    bit -= 1
                    while bit >= shift and kept >> bit & 1:
                        above = bit
                        bit -= 1
                    if bit >= shift:
                        shown[rank_at[bit]] += 1  # the new topmost of those that could not have
                        if on_higher >> above & 1:
                            taken[rank_at[bit]] += 1  # ``count_shown``: what lies on it as dealt
        return kept

    def sitting_on_shown(
        self, heights: list[int], moved: int, lifted: list[int], shown: list[int], taken: list[int]
    ) -> int:
        """``moved`` (cards that could have moved, as bits) less those with no card one rank higher
        shown to sit on (the module docstring: "A moved card sits on a shown card"), and the cards
        under them. ``lifted``: the lifted cards of each rank, all shown. It leaves in ``shown`` and
        ``taken`` (given as ``ranks + 3`` zeros) the piles' shown cards for the cards it returns, as
        ``count_shown`` counts them, which ``could_move`` goes on from.

        A card that has moved and is not home sits on a card one rank higher that was on top when it
        moved there: a card lifted or one that could have moved (it has moved too), or the topmost of a
        pile's cards that could not have (every card above it has moved). With no such card of rank
        ``r + 1``, no card of rank ``r`` in the piles can have moved. Taking cards away can uncover
        others as topmost, so it is asked again until nothing changes."""
        while True:
            for index, height in enumerate(heights):
                self.count_shown(index, height, moved, shown, taken, 1)
            unseated = 0
            for rank in range(1, self.ranks):
                if shown[rank + 1] + lifted[rank + 1] < 1:
                    unseated |= self.rank_bits[rank]
            if not moved & unseated:
                return moved
            for rank in range(len(shown)):  # counted again for the cards left
                shown[rank] = taken[rank] = 0
            moved = self.under_unmoved(heights, moved & ~unseated)

    def under_unmoved(self, heights: list[int], moved: int) -> int:
        """``moved`` less every card under one not in it: a card that has not moved lies where it was
        dealt, over every card under it, so none of those has moved either."""
        for index, shift in enumerate(self.shifts):
            for bit in range(shift + heights[index] - 1, shift - 1, -1):
                if not moved >> bit & 1:
                    moved &= ~((1 << bit) - (1 << shift))
                    break
        return moved

    def place_for(
        self, index: int, bit: int, heights: list[int], moved: int, room: list[int], lifted: bool
    ) -> bool:
        """Whether the card ``bit``, the topmost of pile ``index`` that could not have moved, can move now
        onto a card one rank higher on top (the module docstring: "What has moved before it"): with
        the cards that must have moved before it waiting too, every rank keeps its room, and the rank
        below keeps one place more, the card itself (free to move). ``lifted``: a card one rank higher
        is lifted, a place that needs nothing more to have moved."""
        rank_at, on_higher = self.rank_at, self.on_higher_bits
        rank = rank_at[bit]
        waiting = [0] * (self.ranks + 3)  # by rank: cards that have moved before it, not lying as dealt
        top = self.shifts[index] + heights[index]
        mine = False  # a card one rank higher above it in its pile: it has moved, and is a place
        for above in range(bit + 1, top):
            if not on_higher >> above & 1:
                waiting[rank_at[above]] += 1
            mine = mine or rank_at[above] == rank + 1
        if not self._room_for(bit, room, waiting):
            return False
        if lifted or mine:
            return True
        for other, shift in enumerate(self.shifts):
            if other == index:
                continue
            place = shift + heights[other] - 1
            counted: list[int] = []  # the ranks added to ``waiting`` for this pile, taken out after
            found = False
            while place >= shift:
                if rank_at[place] == rank + 1 and self._room_for(bit, room, waiting):
                    found = True
                    break
                if not moved >> place & 1:
                    break  # the topmost that could not have moved: nothing under it has been on top
                if not on_higher >> place & 1:
                    waiting[rank_at[place]] += 1
                    counted.append(rank_at[place])
                place -= 1
            for taken_rank in counted:
                waiting[taken_rank] -= 1
            if found:
                return True
        return False

    def _room_for(self, bit: int, room: list[int], waiting: list[int]) -> bool:
        """Every rank's room holds the cards ``waiting`` (``place_for``), and card ``bit`` moving: a place
        of its own rank (none if it lies on one rank higher as dealt, whose place it takes already), and
        its rank below one place more (itself)."""
        rank = self.rank_at[bit]
        for other in range(1, self.ranks):
            need = waiting[other]
            if other == rank:
                need += 1 - (self.on_higher_bits >> bit & 1)
            elif other == rank - 1:
                need += 1
            if room[other] < need:
                return False
        return True

    def count_shown(
        self, index: int, height: int, moved: int, shown: list[int], taken: list[int], sign: int
    ) -> None:
        """Add ``sign`` times pile ``index``'s *shown* cards (cut to ``height``; those in ``moved``, and
        the topmost of those not) to ``shown``, by rank, and to ``taken`` those of them holding a card
        one rank lower as dealt (``_places_after``): a move home cuts one pile, so the others' counts
        carry over."""
        rank_at, on_higher = self.rank_at, self.on_higher_bits
        shift = self.shifts[index]
        top = shift + height
        topmost = True
        for bit in range(top - 1, shift - 1, -1):
            if moved >> bit & 1 or topmost:
                topmost = topmost and bool(moved >> bit & 1)
                shown[rank_at[bit]] += sign
                if bit + 1 < top and on_higher >> (bit + 1) & 1:
                    taken[rank_at[bit]] += sign

    def places_left(self, shown: list[int], taken: list[int], pool: list[int]) -> bool:
        """Every waiting card has a shown card one rank higher of its own (the module docstring): for
        each rank, the lifted cards (all shown, each waiting) and the piles' cards lying as dealt on a
        shown card one rank higher are at most the shown cards one rank higher (``count_shown``)."""
        lifted = [0] * (self.ranks + 2)
        for code in range(2, len(pool)):
            lifted[code >> 1] += pool[code]
        for rank in range(1, self.ranks):
            if lifted[rank] + taken[rank + 1] > shown[rank + 1] + lifted[rank + 1]:
                return False
        return True

    def per_pile(self, moved: int) -> tuple[int, ...]:
        """Bits over all piles (``could_move``) as one number per pile, bit ``d`` for depth ``d``."""
        return tuple(
            (moved >> shift) & ((1 << len(pile)) - 1)
            for shift, pile in zip(self.shifts, self.piles, strict=True)
        )

    def bits(self, heights: list[int]) -> int:
        """The cards in the piles as bits, each pile from the bottom."""
        bits = 0
        for index, height in enumerate(heights):
            bits |= ((1 << height) - 1) << self.shifts[index]
        return bits

    def heights(self, bits: int) -> tuple[int, ...]:
        """Each pile's height from its bits (``bits``): the piles' cards are kept from the bottom."""
        return tuple(
            ((bits >> shift) & ((1 << len(pile)) - 1)).bit_count()
            for shift, pile in zip(self.shifts, self.piles, strict=True)
        )

    def _known_lost(self, mine: int, moved: int, home: list[int], stayed: int = 0) -> bool:
        """Under a position already lost (``mine``: its piles as ``bits``; ``moved``: its cards that could
        have moved), with the same cards home and the same stuck cards in the piles (dominance, the
        module docstring): its cards are a subset of the lost one's, the lost one's others could have
        moved there, and so could every card that could have here. One lost with cards that
        ``stayed`` (``_won``) covers only positions where the same cards stayed: it was lost only for
        the real positions in which they have not moved. One lost with none that stayed covers any."""
        home_key, stuck = tuple(home), mine & self.stuck_bits
        if stayed and self._under_one_kept(self.lost_by_home.get((home_key, stuck, stayed)), mine, moved):
            return True
        return self._under_one_kept(self.lost_by_home.get((home_key, stuck, 0)), mine, moved)

    @staticmethod
    def _under_one_kept(kept: list[int] | None, mine: int, moved: int) -> bool:
        """``_known_lost`` among the lost positions ``kept`` with the same key."""
        if kept is None:
            return False
        # the newest first: they are the tallest and freest, and the search is still near them (on deal
        # 1111, 7 in 10 states are under one kept, and newest first finds it in 40% of the comparisons
        # oldest first took)
        for at in range(len(kept) - 2, -1, -2):
            other, other_moved = kept[at], kept[at + 1]
            if not mine & ~other and not moved & ~other_moved and not other & ~mine & ~other_moved:
                return True
        return False

    def _won(
        self,
        heights: list[int],
        home: list[int],
        pool: list[int],
        load: list[int],
        moved: int,
        stayed: int = 0,
    ) -> bool:
        """Depth-first: each move sends one card home or lifts one sure to have moved (``moved_for_sure``),
        so the depth is at most the cards out and the cards in the piles.
        ``moved``: the cards that could have moved before (``could_move``). ``stayed``: cards known not to
        have moved by the next move home, from a branch (``_card_to_branch_on``); none once a card goes
        home."""
        if self.searched >= self.budget:
            raise _Stop
        self.searched += 1
        if self.should_stop is not None and not self.searched % ASK_EVERY and self.should_stop():
            raise _Stop
        out = sum(home)
        self.settle(heights, home, pool, load)
        if sum(home) != out:
            stayed = 0  # a card went home: the next move home, until which the cards stayed, is made
        if not any(heights) and home == self.copies:
            return True
        mine = self.bits(heights)  # the piles stay as they are here: the moves below cut copies
        # the piles' shown cards here (``count_shown``), for the places rule of every move below
        shown = [0] * (self.ranks + 3)
        taken = [0] * (self.ranks + 3)
        room = self.room(home, pool, load)
        moved = self.could_move(heights, mine, moved, room, pool, shown, taken, stayed)
        if self._known_lost(mine, moved, home, stayed):
            return False
        sure = self.moved_for_sure(heights, moved, pool)
        if sure == NO_REAL_POSITION:
            self._remember_lost(mine, moved, home, stayed)
            return False
        if sure >= 0:
            # its top card has moved: the same state with that card lifted. This one is not kept when
            # lost: it covers the lifted one, so a proof holding it could prove it by itself; the
            # lifted one is kept, and the checker follows the lift as the search does
            lower, after, carried = list(heights), list(pool), list(load)
            after[self.piles[sure][heights[sure] - 1]] += 1
            self.cut(sure, lower, heights[sure] - 1, carried)
            if not self.fits(home, after, carried):
                return False
            return self._won(lower, list(home), after, carried, moved, stayed)
        below_of, piles, copies = self.below_code, self.piles, self.copies
        moves: list[tuple[int, int, int]] = []  # (cards lifted, code, pile or -1 for the pool)
        for code in range(2, len(home) - 2):
            if home[below_of[code]] <= home[code] or home[code] == copies[code]:
                continue
            if pool[code]:
                moves.append((0, code, -1))
            for index, pile in enumerate(piles):
                for depth in range(heights[index] - 1, -1, -1):
                    if pile[depth] == code:  # any copy real play can reach: the one it sends home
                        moves.append((heights[index] - 1 - depth, code, index))
                    if not moved >> (self.shifts[index] + depth) & 1:
                        break  # a card that cannot have moved yet (a stuck one never can): nothing below
        moves.sort()  # the fewest cards lifted first: a win, when there is one, comes sooner
        for lifted, code, index in moves:
            raised = list(home)
            raised[code] += 1
            lower, after, carried = list(heights), list(pool), list(load)
            if index >= 0:
                height = heights[index] - lifted - 1  # the card, and above it the cards lifted
                for card in piles[index][height + 1 : heights[index]]:
                    after[card] += 1
                self.cut(index, lower, height, carried)
            else:
                after[code] -= 1
            if (
                self.fits(raised, after, carried)
                and self._places_after(index, heights, lower[index], moved, after, shown, taken)
                and self._won(lower, raised, after, carried, moved, 0)  # a move home: no card stayed after it
            ):
                # won by its moves: then, when branching, it may still be lost both ways a card can have
                # been; asked only now, so the states its moves lose need no branch (the module docstring)
                if self.branching:
                    branch_pile, branch_depth = self._card_to_branch_on(heights, moved, room)
                    if branch_pile >= 0 and not self._won_either_way(
                        branch_pile, branch_depth, heights, home, pool, load, moved, stayed
                    ):
                        self._remember_lost(mine, moved, home, stayed)
                        return False
                return True
        self._remember_lost(mine, moved, home, stayed)
        return False

    def _card_to_branch_on(self, heights: list[int], moved: int, room: list[int]) -> tuple[int, int]:
        """A card that could have moved whose lifting would take the last place left for its rank: the
        lowest such of its pile, as (pile, depth), or (-1, -1) (the module docstring: "Branching on a
        card's past"). Whether it has moved matters most there: if it has, it waits on the last place;
        if not, every card under it has not moved either."""
        rank_at, on_higher = self.rank_at, self.on_higher_bits
        for index, shift in enumerate(self.shifts):
            bit = shift + heights[index] - 1
            if bit < shift or not moved >> bit & 1:
                continue
            while bit > shift and moved >> (bit - 1) & 1:
                bit -= 1
            if not on_higher >> bit & 1 and room[rank_at[bit]] == 1:
                return index, bit - shift
        return -1, -1

    def _won_either_way(
        self,
        index: int,
        depth: int,
        heights: list[int],
        home: list[int],
        pool: list[int],
        load: list[int],
        moved: int,
        stayed: int,
    ) -> bool:
        """Whether the waiting game is won from one of the two ways the card at ``depth`` in pile
        ``index`` (``_card_to_branch_on``) can have been by the next move home: moved, with every card
        above it, so lifted with them; or not, so it and every card under it lie as dealt, and it stays
        there until a card goes home."""
        shift = self.shifts[index]
        lower, after, carried = list(heights), list(pool), list(load)
        for code in self.piles[index][depth : heights[index]]:
            after[code] += 1
        self.cut(index, lower, depth, carried)
        if self.fits(home, after, carried) and self._won(lower, list(home), after, carried, moved, stayed):
            return True
        card = shift + depth
        unmoved = moved & ~((2 << card) - (1 << shift))
        return self._won(list(heights), list(home), list(pool), list(load), unmoved, stayed | 1 << card)

    def moved_for_sure(self, heights: list[int], moved: int, pool: list[int]) -> int:
        """The pile whose top card real play has moved by now in every real position this state can be
        (the module docstring: "Where the moved cards sit"); -1 when none, or ``NO_REAL_POSITION``.

        A real position takes from the top of each pile some of its cards that could have moved, as
        moved; those and the lifted ones must then each sit on a card one rank higher of their own,
        moved or the topmost of a pile's cards that have not. For every rank ``r``, the moved cards of
        rank ``r`` are at most the moved cards of rank ``r + 1`` and the piles whose topmost card not
        moved has rank ``r + 1``: its *spare* places are never below zero. Taking none fits in most
        states, and then no card is sure to have moved. Otherwise only a pile whose top card the
        first fitting choice took (``_fix_chains``) can be one whose top card every fitting choice
        takes. A search of more than ``CHAIN_STEPS`` steps gives up, as if a choice fitted: the state
        is then searched as it would be without this rule, which is sound."""
        ranks, rank_at = self.ranks, self.rank_at
        spare = [0] * (ranks + 2)  # per rank, taking none as moved
        for code in range(2, len(pool)):
            rank = code >> 1
            spare[rank] -= pool[code]
            spare[rank - 1] += pool[code]
        for index, shift in enumerate(self.shifts):
            if heights[index]:
                spare[rank_at[shift + heights[index] - 1] - 1] += 1  # its top card, on top
        if min(spare[1:ranks]) >= 0:
            return -1
        # each pile's other choices, as changes to ``spare`` from taking none: rank * 2 + 1 adds one place
        # for that rank, rank * 2 takes one away (a card taken as moved needs a place of its rank, and is
        # a place for the rank below, as the card under the last one taken is, on top)
        choices: list[list[list[int]]] = []
        choosing: list[int] = []  # the pile of each
        for index, shift in enumerate(self.shifts):
            height = heights[index]
            if not height:
                continue
            top = shift + height - 1
            options: list[list[int]] = []
            changes: list[int] = [(rank_at[top] - 1) * 2]  # no longer on top: cancels its place as one
            bit = top
            while bit >= shift and moved >> bit & 1:
                changes.append(rank_at[bit] * 2)
                changes.append((rank_at[bit] - 1) * 2 + 1)
                option = list(changes)
                if bit > shift:
                    option.append((rank_at[bit - 1] - 1) * 2 + 1)
                options.append(option)
                bit -= 1
            if options:
                choices.append(options)
                choosing.append(index)
        chosen = [-1] * len(choices)
        self.chain_steps = 0
        found = self._fix_chains(choices, chosen, spare)
        if found == NO_FIT:
            return NO_REAL_POSITION
        if found == FITS:
            for at, choice in enumerate(chosen):
                if choice < 0:
                    continue
                barred = [-1] * len(choices)
                barred[at] = len(choices[at])  # none of its choices: its top card not moved
                self.chain_steps = 0
                if self._fix_chains(choices, barred, spare) == NO_FIT:
                    return choosing[at]
        return -1

    def _fix_chains(self, choices: list[list[list[int]]], used: list[int], spare: list[int]) -> int:
        """``moved_for_sure``'s search: the lowest rank short of places gains one from some pile not
        chosen yet (``used``: each pile's choice, -1 for none yet), every way it can, until no rank is
        short. Every choice that fits gives that rank a place from some pile, so none is missed."""
        ranks = self.ranks
        short = 0
        for rank in range(1, ranks):
            if spare[rank] < 0:
                short = rank
                break
        if not short:
            return FITS
        self.chain_steps += 1
        if self.chain_steps > CHAIN_STEPS:
            return GAVE_UP
        gain = short * 2 + 1
        for at, options in enumerate(choices):
            if used[at] != -1:
                continue
            for number, option in enumerate(options):
                if gain not in option:
                    continue
                for change in option:
                    spare[change >> 1] += 1 if change & 1 else -1
                used[at] = number
                found = self._fix_chains(choices, used, spare)
                used[at] = -1
                for change in option:
                    spare[change >> 1] -= 1 if change & 1 else -1
                if found != NO_FIT:
                    if found == FITS:
                        used[at] = number
                    return found
        return NO_FIT

    def _places_after(
        self,
        index: int,
        heights: list[int],
        after: int,
        moved: int,
        pool: list[int],
        shown: list[int],
        taken: list[int],
    ) -> bool:
        """``places_left`` after a move that cut pile ``index`` to ``after`` cards from ``heights`` (none
        when ``index`` is -1: from the pool), from this state's counts (``shown`` and ``taken``, from
        ``could_move``), which it leaves as they were."""
        if index < 0:
            return self.places_left(shown, taken, pool)
        before = heights[index]
        self.count_shown(index, before, moved, shown, taken, -1)
        self.count_shown(index, after, moved, shown, taken, 1)
        fits = self.places_left(shown, taken, pool)
        self.count_shown(index, after, moved, shown, taken, -1)
        self.count_shown(index, before, moved, shown, taken, 1)
        return fits

    def _remember_lost(self, mine: int, moved: int, home: list[int], stayed: int = 0) -> None:
        """Keep a lost position (``mine``: its piles as ``bits``, ``moved`` and ``stayed`` as in
        ``_known_lost``), dropping those it covers: only the tallest, freest are needed. Kept as bits
        and moved bits in turn, in one list of plain numbers (quicker to go through, compiled, than a
        list of pairs)."""
        key = (tuple(home), mine & self.stuck_bits, stayed)
        kept = self.lost_by_home.get(key)
        if kept is None:
            self.lost_by_home[key] = [mine, moved]
            return
        covered = 0  # kept positions under this one, which it makes needless
        for at in range(0, len(kept), 2):
            other, other_moved = kept[at], kept[at + 1]
            if not (other & ~mine or other_moved & ~moved or mine & ~other & ~moved):
                covered += 1
        if covered:
            staying: list[int] = []
            for at in range(0, len(kept), 2):
                other, other_moved = kept[at], kept[at + 1]
                if other & ~mine or other_moved & ~moved or mine & ~other & ~moved:
                    staying.append(other)
                    staying.append(other_moved)
            kept = self.lost_by_home[key] = staying
        kept.append(mine)
        kept.append(moved)


def pile_load(pile: Sequence[int], stuck: Sequence[bool], ranks: int) -> list[int]:
    """What ``pile`` takes of the places for each rank (``WaitingGame.fits``): a card of rank ``r`` on
    one of rank ``r + 1`` takes a place for rank ``r``; a card of rank ``r + 1`` held for good (under a
    card of another rank at or below the pile's topmost stuck card, which never moved) is no place
    for rank ``r``. ``stuck`` marks the pile's cards, as dealt (the relaxed game's ``marked``)."""
    load = [0] * (ranks + 2)
    fixed = max((depth for depth in range(len(pile)) if stuck[depth]), default=-1)
    for depth in range(1, len(pile)):
        rank, under = pile[depth] >> 1, pile[depth - 1] >> 1
        if under == rank + 1:
            load[rank] += 1
        elif depth <= fixed:
            load[under - 1] += 1
    return load


def prove_lost(
    piles: Sequence[Sequence[int]],
    home: Sequence[int],
    ranks: int = 13,
    budget: int = 300_000,
    should_stop: Callable[[], bool] | None = None,
    branching: bool = False,
) -> WaitingOutcome:
    """Search the waiting game from the position for a proof that it is lost (``branching``: on
    whether a card has moved, ``WaitingGame._card_to_branch_on``)."""
    return WaitingGame(piles, home, ranks, branching).search(budget, should_stop)
