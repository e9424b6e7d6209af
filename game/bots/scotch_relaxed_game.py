"""The relaxed game of Scotch: a game that allows everything real play allows, and more.

If even the relaxed game cannot bring every card home from a position, the
position is lost; that is the solver's dead-end test (``ScotchSolver``), and
the components and ``find_win`` use it too. Its rules:

* foundations are counted exactly: a card goes home when, of its Ace colour,
  more cards of the type below are home than of its own type (two
  foundations per Ace colour, one card of each type on each);
* a *stuck* card (every card one rank higher is home or beneath it, so it
  can only ever leave its pile for a foundation) blocks everything beneath it
  until it goes home;
* any other card may be lifted into a free pool, reachable for ever, once
  some card one rank higher has shown on another pile or been lifted (real
  play needs one showing to move onto);
* what has been a place stays one: a card that has shown on top of a pile
  stays a place to move onto, even after it went home, and a card that was
  free to move and went home counts as lifted (real play might have kept it
  back, or moved it first, to take a card one rank lower).

Lifting never hurts, so it is done at once; so is every move home that no
other copy of the type competes for. Only when two copies of a type want one
foundation place is there a real choice: a stuck copy goes before a free one
(the free one stays reachable), and between two stuck copies both are tried.

With ``remember_places`` off (the *quick* test of the hunt for a win), the
game forgets after each choice which cards have been places; it then proves
nothing lost, but prunes harder. docs/scotch-solver.md gives the proof of
soundness and the mistakes that shaped it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

RELAXED_CHOICE_LIMIT: Final = 4000  # relaxed positions played per test (one a choice) before giving up on it
STUCK: Final = 64  # added to a card's code in a pile while it is stuck (codes stay below 2 * ranks + 4 <= 64)
CODE: Final = STUCK - 1  # a marked card's code: card & CODE
Key = tuple[object, ...]
Pile = tuple[int, ...]  # bottom to top, each stuck card marked with STUCK


class TooManyChoices(Exception):
    """The relaxed game played more positions than ``RELAXED_CHOICE_LIMIT``: it decides nothing."""


def below(code: int) -> int:
    """The foundation card under ``code``: one rank lower, the other colour (0 under an Ace)."""
    rank, red = code >> 1, code & 1
    return 0 if rank == 1 else (rank - 1) * 2 + (1 - red)


class RelaxedGame:
    """The relaxed game on a deck of ``ranks`` ranks; cards are codes ``rank * 2 + red``.

    Piles are played as tuples, each stuck card marked in its code: a step
    replaces the piles it shortens and shares the others, and a choice
    copies the list of piles, not the cards (the test runs at every
    position the solver enters, so this is most of its time)."""

    def __init__(self, ranks: int = 13, remember_places: bool = True) -> None:
        self.ranks = ranks
        self.remember_places = remember_places
        self.below_code = [below(code) if code >= 2 else 0 for code in range(2 * ranks + 4)]
        self.steps = 0

    def marked(self, pile: Sequence[int], left: list[int]) -> Pile:
        """The pile with each stuck card marked, in one pass from the bottom: a card is stuck (it can
        only ever leave for a foundation) when each card one rank up is home or beneath it (``left``
        counts the cards of each rank not home), or when it is a King."""
        ranks = self.ranks
        beneath = [0] * (ranks + 2)  # cards of each rank beneath the one looked at
        cards: list[int] = []
        for code in pile:
            rank = code >> 1
            cards.append(code | STUCK if rank >= ranks or left[rank + 1] == beneath[rank + 1] else code)
            beneath[rank] += 1
        return tuple(cards)

    def lost(self, piles: Sequence[Sequence[int]], home: Sequence[int], free: Sequence[int] = ()) -> bool:
        """True when the relaxed game cannot bring every card home from the position: ``piles`` bottom
        to top, ``home`` the cards home per code (code 0 counting 2), ``free`` cards already lifted per
        code (``2 * ranks + 4`` entries, like ``home``; none when left out). False when it can, or when
        it met too many choices to tell."""
        size = len(self.below_code)
        free = list(free) or [0] * size
        if len(free) != size or len(home) != size:
            raise ValueError(f"home and free need {size} entries for {self.ranks} ranks")
        left = [0] * (self.ranks + 2)
        for code, count in enumerate(free):
            left[code >> 1] += count
        for pile in piles:
            for code in pile:
                left[code >> 1] += 1
        table = [self.marked(pile, left) for pile in piles]
        self.steps = 0
        nothing_yet = [0] * (self.ranks + 2)
        try:
            return not self._won(table, list(home), free, set(), nothing_yet, nothing_yet)
        except TooManyChoices:
            return False

    def _won(
        self,
        piles: list[Pile],
        home: list[int],
        free: list[int],
        failed: set[Key],
        shown_before: list[int],
        lifted_before: list[int],
    ) -> bool:
        """Play the relaxed game from here; ``free`` counts the lifted cards of each code.

        ``shown_before`` (for each rank, the piles a card of it has shown on
        top of, as bits) and ``lifted_before`` (the ranks a card has been
        lifted from, or gone home from while free to move) are what the game
        has seen so far: a card once a place to move onto stays one, even
        after it went home, since real play might have kept it back for that.
        Forgetting them after a choice called winnable positions lost.
        ``failed`` holds the positions already found lost (a card's mark
        never changes within one test, so the marked piles key it).
        """
        self.steps += 1
        if self.steps > RELAXED_CHOICE_LIMIT:
            raise TooManyChoices
        size = len(home)
        below_of = self.below_code
        remember = self.remember_places
        shown = list(shown_before) if remember else [0] * (self.ranks + 2)
        lifted = list(lifted_before) if remember else [0] * (self.ranks + 2)
        out = list(free)  # copies of each code not yet home
        for code in range(size):
            if free[code]:
                lifted[code >> 1] = 1
        for index, pile in enumerate(piles):
            for card in pile:
                out[card & CODE] += 1
            if pile:
                shown[(pile[-1] & CODE) >> 1] |= 1 << index
        self._settle(piles, home, free, out, shown, lifted)
        if not any(out):
            return True
        key = (tuple(piles), tuple(free), tuple(shown), tuple(lifted))
        if key in failed:
            return False
        # real choices: two copies want one foundation place; a pile's copy first, then a free one
        choices = [
            index
            for index, pile in enumerate(piles)
            if pile and home[pile[-1] & CODE] < home[below_of[pile[-1] & CODE]]
        ]
        on_top = {piles[index][-1] & CODE for index in choices}
        for index in choices:
            trial = list(piles)
            card = trial[index][-1]
            trial[index] = trial[index][:-1]
            code = card & CODE
            trial_home = list(home)
            trial_home[code] += 1
            trial_lifted = list(lifted)
            if not card & STUCK:
                trial_lifted[code >> 1] = 1
            if self._won(trial, trial_home, list(free), failed, shown, trial_lifted):
                return True
        for code in range(size):
            if free[code] and code not in on_top and home[code] < home[below_of[code]]:
                trial_free = list(free)
                trial_free[code] -= 1
                trial_home = list(home)
                trial_home[code] += 1
                if self._won(list(piles), trial_home, trial_free, failed, shown, lifted):
                    return True
        failed.add(key)
        return False

    def _settle(
        self,
        piles: list[Pile],
        home: list[int],
        free: list[int],
        out: list[int],
        shown: list[int],
        lifted: list[int],
    ) -> None:
        """Make every lift, and every move home no other copy competes for, until none is left."""
        size = len(home)
        below_of = self.below_code
        progress = True
        while progress:
            progress = False
            for index in range(len(piles)):
                pile = piles[index]
                height = len(pile)
                while height:
                    card = pile[height - 1]
                    code = card & CODE
                    rank = code >> 1
                    # Lift before sending home: a lifted card still goes home from the pool, and
                    # meanwhile the cards one rank lower may be lifted onto it (as in real play).
                    if not card & STUCK and (lifted[rank + 1] or shown[rank + 1] & ~(1 << index)):
                        free[code] += 1
                        lifted[rank] = 1
                    else:
                        places = home[below_of[code]] - home[code]
                        if places <= 0 or places < out[code]:
                            break
                        home[code] += 1
                        out[code] -= 1
                        if self.remember_places and not card & STUCK:
                            # it could have moved instead, onto a card one higher, and been a
                            # place for a card one lower wherever that shows
                            lifted[rank] = 1
                    height -= 1
                    if height:
                        shown[(pile[height - 1] & CODE) >> 1] |= 1 << index
                    progress = True
                if height < len(pile):
                    piles[index] = pile[:height]
            for code in range(size):
                while free[code]:
                    places = home[below_of[code]] - home[code]
                    if places <= 0 or places < out[code]:
                        break
                    free[code] -= 1
                    home[code] += 1
                    out[code] -= 1
                    progress = True
