"""Check a Scotch loss certificate without trusting the solver that wrote it.

A certificate (``scotch_certificate.LossCertificate``) lists closed sets of
positions. The proof it stands for is simple: if no position of a set is won,
and every move from every position of the set leads back into the set (or to
a position lost for a reason checked here), then no position of the set can
reach a win, and the root, being covered, is lost. This module re-derives
every move from the rules below, which it states for itself; it does not
import the solver, so a mistake there cannot hide here.

The rules, one generalised game per level ``t`` (``t == 2`` is Scotch itself;
a higher ``t`` keeps only Aces and cards of rank ``t`` and up in the piles,
the others being taken home as soon as the card below them is):

* a top card goes home when more cards of its foundation predecessor (the
  nearest kept code below it in colour order, ``home[0] == 2`` under the
  Aces) are home than of its own code;
* a top card of a pile with two or more cards may move onto another pile
  whose top is one rank higher (a lone card never needs to move: it only
  covers a card that was as reachable; a King never moves in the tableau);
* a *safe* move (lemma: it never turns a won position into a lost one) is a
  top card going home when it is an Ace, or when no card of its
  predecessor's rank is left in any pile.

Two more games are checked the same way, each from the checker's own
statement of its rules: the split game (``SplitRules``: high cards exact,
low cards relaxed) and the waiting game (``WaitingRules``: only moves home,
with the places where lifted cards wait counted, and its lemmas of safe
moves and dominance).

docs/scotch-loss-certificates.md gives the lemmas' reasons and the format.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TypeVar

from game.bots.scotch_certificate import REAL_GAME, LossCertificate, Pile, Position, SplitState, WaitingState

# a waiting state as the checker plays it: a certificate's state (``WaitingState``) and, last, each pile's
# cards that *stayed* (not moved by the next move home, from a branch on a card's past), as bits; a
# certificate's states have none
WaitingPosition = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
Step = TypeVar("Step")  # what a move leads to: a position, a split state or a waiting state
SUITS = "♣♦♥♠"  # only the colour matters: a code names a rank and a colour


@dataclass(frozen=True)
class CheckResult:
    """The verdict on a certificate: ``ok`` when it proves the loss, otherwise the problems found."""

    problems: tuple[str, ...]
    positions: int  # positions the certificate holds

    @property
    def ok(self) -> bool:
        return not self.problems


def card_name(code: int) -> str:
    """A code as a player reads it: 8♥ for a red eight (♣/♥ stand for either suit of the colour)."""
    rank, red = code >> 1, code & 1
    return {1: "A", 11: "J", 12: "Q", 13: "K"}.get(rank, str(rank)) + ("♥" if red else "♣")


def describe(position: Position) -> str:
    """A position in a sentence: its piles bottom to top and the cards home, by code."""
    piles, home = position
    shown_piles = " | ".join(" ".join(card_name(code) for code in pile) for pile in piles) or "none"
    shown_home = ", ".join(f"{card_name(code)}×{count}" for code, count in enumerate(home) if code and count)
    return f"piles {shown_piles}; home {shown_home or 'nothing'}"


class Game:
    """The moves of game ``level`` on a deck of ``ranks`` ranks, as the module docstring states them."""

    def __init__(self, level: int, ranks: int) -> None:
        self.level, self.ranks = level, ranks
        self.size = 2 * ranks + 4  # home counts per code, as the certificate stores them

    def kept(self, code: int) -> bool:
        rank = code >> 1
        return rank == 1 or rank >= self.level

    def predecessor(self, code: int) -> int:
        """The nearest kept code below ``code`` on its foundation (0, counted 2, under an Ace)."""
        below = _below(code)
        while below and not self.kept(below):
            below = _below(below)
        return below

    def can_go_home(self, code: int, home: Sequence[int]) -> bool:
        return home[self.predecessor(code)] > home[code]

    def is_safe(self, code: int, piles: Sequence[Pile]) -> bool:
        """An Ace, or no card of the predecessor's rank left in any pile (see the lemma in the docs).

        For a card of rank ``level`` in an abstraction the predecessor is an
        Ace: the card is safe only once no Ace is left in the piles, since a
        twin could still need the foundation it takes.
        """
        if code >> 1 == 1:
            return True
        wanted = self.predecessor(code) >> 1
        return all(other >> 1 != wanted for pile in piles for other in pile)

    def successors(self, position: Position) -> Iterator[tuple[str, Position]]:
        """Every move of this game from ``position``, named, with the position it leads to."""
        piles, home = position
        for index, pile in enumerate(piles):
            if index and pile == piles[index - 1]:
                continue  # an equal pile gives the same positions
            code = pile[-1]
            if self.can_go_home(code, home):
                yield f"{card_name(code)} home", (_lift(piles, index), tuple(_plus_one(home, code)))
            if len(pile) < 2 or code >> 1 >= self.ranks:
                continue
            for target, other in enumerate(piles):
                if other[-1] >> 1 == (code >> 1) + 1:
                    moved = [list(p) for p in piles]
                    moved[index].pop()
                    moved[target].append(code)
                    yield f"{card_name(code)}→{card_name(other[-1])}", (_canonical(moved), home)

    def safe_successors(self, position: Position) -> Iterator[Position]:
        piles, home = position
        for index, pile in enumerate(piles):
            code = pile[-1]
            if self.can_go_home(code, home) and self.is_safe(code, piles):
                yield _lift(piles, index), tuple(_plus_one(home, code))

    def project(self, position: Position) -> Position:
        """The same position seen in this game: cards it does not keep leave the piles and the counts."""
        piles, home = position
        kept_piles = [[code for code in pile if self.kept(code)] for pile in piles]
        return _canonical(kept_piles), tuple(
            count if code == 0 or self.kept(code) else 0 for code, count in enumerate(home)
        )

    def malformed(self, position: Position) -> str | None:
        """Why ``position`` is not a position of this game, or None."""
        piles, home = position
        if len(home) != self.size or home[0] != 2:
            return f"its home counts are not {self.size} numbers starting with 2"
        if any(count < 0 for count in home):
            return "a home count is negative"
        if _canonical([list(p) for p in piles]) != piles:
            return "its piles are not in canonical form (non-empty, sorted)"
        for pile in piles:
            for code in pile:
                if not 2 <= code < 2 * self.ranks + 2 or not self.kept(code):
                    return f"its piles hold the code {code}, which is not a card of game {self.level}"
        if any(count and not self.kept(code) for code, count in enumerate(home) if code):
            return f"it counts cards home that game {self.level} does not keep"
        for code in range(2, 2 * self.ranks + 2):
            if self.kept(code) and home[code] > home[self.predecessor(code)]:
                return f"more {card_name(code)} than {card_name(self.predecessor(code))} are home"
        return None


def _below(code: int) -> int:
    """The code one rank lower in the other colour: what ``code`` sits on at home (0 under an Ace)."""
    rank, red = code >> 1, code & 1
    return 0 if rank == 1 else (rank - 1) * 2 + (1 - red)


def _canonical(piles: Sequence[Sequence[int]]) -> tuple[Pile, ...]:
    return tuple(sorted(tuple(pile) for pile in piles if pile))


def _lift(piles: tuple[Pile, ...], index: int) -> tuple[Pile, ...]:
    """The piles with the top card of pile ``index`` taken away."""
    return _canonical([pile[:-1] if i == index else pile for i, pile in enumerate(piles)])


def _is_won(position: Position) -> bool:
    return not position[0]


class _Checker:
    """One certificate's check: which positions are covered, game by game, remembered once known."""

    def __init__(self, certificate: LossCertificate) -> None:
        self.certificate = certificate
        self.games = {level: Game(level, certificate.ranks) for level in certificate.games}
        self.games.setdefault(REAL_GAME, Game(REAL_GAME, certificate.ranks))
        self.known: dict[tuple[int, Position], bool] = {}
        self.relaxed = {
            position: relaxed_lost(position, certificate.ranks) for position in certificate.relaxed_dead
        }

    def covered(self, level: int, position: Position) -> bool:
        """Lost by the certificate: in the closed set, or reached from it by a lemma."""
        if _is_won(position):
            return False
        if position in self.certificate.games.get(level, ()):
            return True
        key = (level, position)
        if key not in self.known:
            self.known[key] = False  # safe moves only add cards home, so this never loops
            self.known[key] = self._covered_by_a_lemma(level, position)
        return self.known[key]

    def _covered_by_a_lemma(self, level: int, position: Position) -> bool:
        game = self.games[level]
        if any(self.covered(level, after) for after in game.safe_successors(position)):
            return True
        if level == REAL_GAME and self.relaxed.get(position, False):
            return True
        coarser = (other for other in sorted(self.games) if other > level)
        return any(self.covered(other, self.games[other].project(position)) for other in coarser)


def check(
    certificate: LossCertificate,
    root_piles: Sequence[Sequence[int]] | None = None,
    ranks: int = 13,
    root_home: Sequence[int] | None = None,
) -> CheckResult:
    """Check that ``certificate`` proves its root lost.

    ``root_piles`` (card codes, bottom to top) is the position it should be
    about, with ``root_home`` home (nothing home, as in a fresh deal, unless
    given): a proof about any other position proves nothing about this one.
    """
    problems = _shape_problems(certificate, ranks)
    if problems:
        return CheckResult(tuple(problems), certificate.size())
    root: Position = (_canonical(certificate.root), tuple(certificate.root_home))
    if root_piles is not None:
        expected_home = tuple(root_home) if root_home is not None else (2,) + (0,) * (2 * ranks + 3)
        if (_canonical(root_piles), expected_home) != root:
            problems.append(f"the certificate is about another position: its root is {describe(root)}")
    checker = _Checker(certificate)
    for position, lost in checker.relaxed.items():
        if not lost:
            problems.append(
                f"the position ({describe(position)}) is listed as a dead end, "
                "but the relaxed game can still bring every card home from it"
            )
    for level, positions in sorted(certificate.games.items()):
        game = checker.games[level]
        for number, position in enumerate(sorted(positions), start=1):
            problems += _closure_problems(
                f"position {number} of game {level} ({describe(position)})",
                _is_won(position),
                game.successors(position),
                lambda after, level=level: checker.covered(level, after),
            )
    problems += _split_problems(certificate)
    waiting = _waiting_members(certificate)
    problems += _waiting_problems(waiting)
    if (
        not (waiting is not None and _waiting_covers_root(waiting))
        and not _split_covers(certificate, root)
        and not checker.covered(REAL_GAME, root)
    ):
        problems.append(f"the root ({describe(root)}) is not covered by the certificate")
    return CheckResult(tuple(problems), certificate.size())


def _closure_problems(
    where: str, won: bool, moves: Iterator[tuple[str, Step]], covered: Callable[[Step], bool]
) -> list[str]:
    """A member of a closed set must not be won, and each of its moves must stay covered."""
    if won:
        return [f"{where} is won, so it cannot be in a proof of loss"]
    for move, after in moves:
        if not covered(after):
            return [f"{where}: its move {move} leads to a position the certificate does not cover"]
    return []


def _split_problems(certificate: LossCertificate) -> list[str]:
    """Each split game's states: none won, and every choice from each leads back into the set."""
    problems = []
    for level, states in sorted(certificate.split.items()):
        rules = SplitRules(level, certificate.ranks)
        for number, state in enumerate(sorted(states), start=1):
            problems += _closure_problems(
                f"state {number} of split game {level} ({describe_split(state)})",
                _split_won(state),
                rules.choices(state),
                lambda after, states=states: not _split_won(after) and after in states,
            )
    return problems


def _split_covers(certificate: LossCertificate, root: Position) -> bool:
    """The root's first state in some split game is in that game's closed set."""
    piles, home = root
    return any(
        SplitRules(level, certificate.ranks).opening(piles, home) in states
        for level, states in certificate.split.items()
    )


def _split_malformed(state: SplitState, level: int, ranks: int) -> str | None:
    """Why ``state`` is not a state of the split game of ``level``, or None."""
    piles, home, pool, shown = state
    size = 2 * ranks + 4
    if len(home) != size or home[0] != 2 or len(pool) != size:
        return f"its home and pool counts are not {size} numbers each, home starting with 2"
    if any(count < 0 for count in home + pool) or not 0 <= shown < 1 << (ranks + 2):
        return "a count is negative or the shown ranks are out of range"
    if _canonical([list(p) for p in piles]) != piles:
        return "its piles are not in canonical form (non-empty, sorted)"
    for card in (card for pile in piles for card in pile):
        code = card % MARK
        if not 0 <= card < 2 * MARK or not 2 <= code < 2 * ranks + 2:
            return f"its piles hold {card}, which is not a card"
        if card >= MARK and code >> 1 >= level:
            return f"it marks {card_name(code)} stuck, but only cards below rank {level} can be"
    if any(
        (count and not 2 <= code < 2 * ranks + 2) or (count and code >> 1 >= level)
        for code, count in enumerate(pool)
    ):
        return "its pool holds a card that is not a low card"
    for code in range(2, 2 * ranks + 2):
        if home[code] > home[_below(code)]:
            return f"more {card_name(code)} than {card_name(_below(code))} are home"
    return None


def _split_won(state: SplitState) -> bool:
    return not state[0] and not any(state[2])


def describe_split(state: SplitState) -> str:
    """A split state in a sentence: piles (a stuck card with *), the pool, and the cards home."""
    piles, home, pool, _ = state
    shown_piles = " | ".join(
        " ".join(card_name(card % MARK) + ("*" if card >= MARK else "") for card in pile) for pile in piles
    )
    waiting = ", ".join(f"{card_name(code)}×{count}" for code, count in enumerate(pool) if count)
    at_home = ", ".join(f"{card_name(code)}×{count}" for code, count in enumerate(home) if code and count)
    return f"piles {shown_piles or 'none'}; pool {waiting or 'empty'}; home {at_home or 'nothing'}"


def _shape_problems(certificate: LossCertificate, ranks: int) -> list[str]:
    """Problems that make the rest of the check meaningless: wrong deck, foreign codes, bad counts."""
    if certificate.ranks != ranks:
        return [f"the certificate is for a deck of {certificate.ranks} ranks, not {ranks}"]
    problems = []
    levels = sorted(certificate.games)
    if any(not REAL_GAME <= level <= ranks for level in levels):
        problems.append(f"the certificate names games {levels}; games run from {REAL_GAME} to {ranks}")
        return problems
    real = Game(REAL_GAME, ranks)
    labelled = [("the root", (_canonical(certificate.root), tuple(certificate.root_home)), real)]
    labelled += [(f"a dead end ({describe(p)})", p, real) for p in sorted(certificate.relaxed_dead)]
    for level in levels:
        game = Game(level, ranks)
        labelled += [(f"a position of game {level}", p, game) for p in sorted(certificate.games[level])]
    for label, position, game in labelled:
        reason = game.malformed(position)
        if reason is not None:
            problems.append(f"{label} is malformed: {reason}")
    split_levels = sorted(certificate.split)
    if any(not REAL_GAME <= level <= ranks + 1 for level in split_levels):
        problems.append(f"the certificate names split games {split_levels}; they run from 2 to {ranks + 1}")
        return problems
    for level in split_levels:
        for state in sorted(certificate.split[level]):
            reason = _split_malformed(state, level, ranks)
            if reason is not None:
                problems.append(f"a state of split game {level} is malformed: {reason}")
    if not problems:
        problems += _deck_problems(labelled[0][1], ranks)
    if not problems:  # the waiting game is played on the root's piles: they must be sound first
        problems += _waiting_malformed(certificate)
    return problems


def _deck_problems(root: Position, ranks: int) -> list[str]:
    """The root must hold a whole deck: every card once (two suits) or every code twice (four)."""
    piles, home = root
    copies = list(home)
    for pile in piles:
        for code in pile:
            copies[code] += 1
    counts = {copies[code] for code in range(2, 2 * ranks + 2)}
    if len(counts) != 1 or not counts <= {1, 2}:
        return [f"the root ({describe(root)}) does not hold a whole deck of {ranks} ranks"]
    return []


def read_certificate(text: str) -> LossCertificate:
    """A certificate from its JSON text; anything else is a ``ValueError`` in one sentence."""
    try:
        return LossCertificate.from_json(text)
    except (AttributeError, TypeError, RecursionError) as error:  # shapes from_json does not foresee
        raise ValueError(f"not a loss certificate: {error}") from None


# --- the relaxed game: a loss it cannot win is a loss in the real game ------------------------------


def relaxed_lost(position: Position, ranks: int) -> bool:
    """True when even a relaxed game, which allows all that real play allows and more, is lost.

    The relaxed game (docs/scotch-solver.md, "Dead ends"): a card is *stuck*
    when every card one rank higher still in play lies beneath it (or it is a
    King), so it can only leave its pile for home, and it blocks the cards
    under it until then. Any other top card may be *lifted* into a pool where
    it stays reachable, once a card one rank higher shows on another pile or
    is lifted, since real play needs such a card to move onto. Foundations
    are counted exactly. Lifting and uncontested moves home are played at
    once; only when more copies of a code want home than it has places is
    there a choice, and every choice is tried (no limit). A card that has
    shown on a pile or been lifted stays a place to move onto for the rest
    of the game, even after it went home (real play might have kept it back),
    and a free card that went home counts as lifted (it might have moved
    first); forgetting either calls winnable positions lost.
    """
    piles, home = position
    in_play = [0] * (ranks + 2)
    for pile in piles:
        for code in pile:
            in_play[code >> 1] += 1
    laid_out = [
        [(code, _is_stuck(pile, depth, in_play, ranks)) for depth, code in enumerate(pile)] for pile in piles
    ]
    return not _RelaxedGame(ranks).wins(laid_out, list(home), [0] * len(home), Memory(frozenset(), {}))


def _is_stuck(pile: Pile, depth: int, in_play: list[int], ranks: int) -> bool:
    """Every card one rank up still in play is beneath this one: it can only ever go home."""
    rank = pile[depth] >> 1
    if rank >= ranks:
        return True
    beneath = sum(1 for code in pile[:depth] if code >> 1 == rank + 1)
    return in_play[rank + 1] == beneath


@dataclass(frozen=True)
class Memory:
    """What the relaxed game has seen: ranks lifted (or gone home while free), and where ranks showed."""

    lifted: frozenset[int]
    shown_on: dict[int, frozenset[int]]  # rank → the piles a card of it has shown on top of

    def key(self) -> tuple[object, ...]:
        return (self.lifted, tuple(sorted(self.shown_on.items())))


class _RelaxedGame:
    """The relaxed game's search; ``failed`` remembers the states already found lost."""

    def __init__(self, ranks: int) -> None:
        self.ranks = ranks
        self.failed: set[tuple[object, ...]] = set()

    def wins(
        self, piles: list[list[tuple[int, bool]]], home: list[int], pool: list[int], memory: Memory
    ) -> bool:
        piles, home, pool = [list(p) for p in piles], list(home), list(pool)
        out = list(pool)  # copies of each code not home yet
        for pile in piles:
            for code, _ in pile:
                out[code] += 1
        memory = self._settle(piles, home, pool, out, memory)
        if not any(out):
            return True
        key = (tuple(tuple(p) for p in piles), tuple(pool), memory.key())
        if key in self.failed:
            return False
        contested = [i for i, pile in enumerate(piles) if pile and self._has_place(pile[-1][0], home)]
        on_top = {piles[i][-1][0] for i in contested}
        for index in contested:
            trial = [list(p) for p in piles]
            code, stuck = trial[index].pop()
            after = memory if stuck else Memory(memory.lifted | {code >> 1}, memory.shown_on)
            if self.wins(trial, _plus_one(home, code), pool, after):
                return True
        for code, waiting in enumerate(pool):
            if waiting and code not in on_top and self._has_place(code, home):
                rest = list(pool)
                rest[code] -= 1
                if self.wins(piles, _plus_one(home, code), rest, memory):
                    return True
        self.failed.add(key)
        return False

    @staticmethod
    def _has_place(code: int, home: list[int]) -> bool:
        return home[_below(code)] > home[code]

    @staticmethod
    def _uncontested(code: int, home: list[int], out: list[int]) -> bool:
        """A place at home for every copy still out: going home now takes nothing from a twin."""
        places = home[_below(code)]
        return places > home[code] and places - home[code] >= out[code]

    def _settle(
        self,
        piles: list[list[tuple[int, bool]]],
        home: list[int],
        pool: list[int],
        out: list[int],
        memory: Memory,
    ) -> Memory:
        """Play every lift and every uncontested move home, piles in order, until none is left.

        A lift comes before a move home: the lifted card still goes home from
        the pool, and meanwhile a card one rank lower may be lifted onto it.
        Returns what the game has seen by the end.
        """
        lifted = set(memory.lifted) | {code >> 1 for code, waiting in enumerate(pool) if waiting}
        shown_on = {rank: set(piles_shown) for rank, piles_shown in memory.shown_on.items()}
        for index, pile in enumerate(piles):
            if pile:
                shown_on.setdefault(pile[-1][0] >> 1, set()).add(index)
        progress = True
        while progress:
            progress = False
            for index, pile in enumerate(piles):
                while pile:
                    code, stuck = pile[-1]
                    higher = (code >> 1) + 1
                    if not stuck and (higher in lifted or shown_on.get(higher, set()) - {index}):
                        pool[code] += 1
                        lifted.add(code >> 1)
                    elif self._uncontested(code, home, out):
                        home[code] += 1
                        out[code] -= 1
                        if not stuck:
                            lifted.add(code >> 1)  # it might have moved onto a higher card first
                    else:
                        break
                    pile.pop()
                    if pile:
                        shown_on.setdefault(pile[-1][0] >> 1, set()).add(index)
                    progress = True
            for code in range(len(pool)):
                while pool[code] and self._uncontested(code, home, out):
                    pool[code] -= 1
                    home[code] += 1
                    out[code] -= 1
                    progress = True
        return Memory(frozenset(lifted), {rank: frozenset(where) for rank, where in shown_on.items()})


def _topmost_unmoved(marks: int, height: int) -> int:
    """The depth of a pile's topmost card not in ``marks`` (its cards that could have moved), or -1."""
    return max((depth for depth in range(height) if not marks >> depth & 1), default=-1)


def _under_unmoved(marks: int, height: int) -> int:
    """``marks`` less every card under one not in it: a card that has not moved covers the cards under
    it, so none of those has moved either."""
    topmost = _topmost_unmoved(marks, height)
    return marks & ~((1 << topmost) - 1) if topmost > 0 else marks


def _plus_one(counts: Sequence[int], code: int) -> list[int]:
    """The home counts after one more card of ``code`` went home."""
    after = list(counts)
    after[code] += 1
    return after


# --- the split game: high cards exact, low cards relaxed -------------------------------------------

MARK = 64  # a stuck low card is stored as its code plus this


class SplitRules:
    """The split game of ``level`` (docs/scotch-loss-certificates.md, "Split games"), stated again here.

    Cards of rank ``level`` and up follow the real rules. A lower card is
    stuck, and marked, when at the start every card one rank higher is home
    or beneath it; an unmarked low card on top is lifted into the pool once
    its rank plus one has shown on top of some pile. Forced steps, applied
    until none is left: a lift; a low card home when every copy still out
    has a place; a high card home when no card one rank lower is out. Every
    other move home, and a high card (not alone in its pile) onto a high
    card one rank higher on another pile, is a choice.
    """

    def __init__(self, level: int, ranks: int) -> None:
        self.level, self.ranks = level, ranks

    def opening(self, piles: Sequence[Sequence[int]], home: Sequence[int]) -> SplitState:
        """A real position as the split game's first state."""
        in_play = [0] * (self.ranks + 2)
        for pile in piles:
            for code in pile:
                in_play[code >> 1] += 1
        marked = []
        for pile in piles:
            row = []
            for depth, code in enumerate(pile):
                low = code >> 1 < self.level
                row.append(
                    code + MARK if low and _is_stuck(tuple(pile), depth, in_play, self.ranks) else code
                )
            marked.append(row)
        return self._forced([r for r in marked if r], list(home), [0] * len(home), 0)

    def choices(self, state: SplitState) -> Iterator[tuple[str, SplitState]]:
        """Every choice from ``state``, named, with the state it leads to after the forced steps."""
        piles, home, pool, shown = state
        for index, pile in enumerate(piles):
            code = pile[-1] % MARK
            if home[_below(code)] > home[code]:
                rest = [list(p) for p in piles]
                rest[index].pop()
                yield f"{card_name(code)} home", self._forced(rest, _plus_one(home, code), list(pool), shown)
            if code >> 1 < self.level or code >> 1 == self.ranks or len(pile) == 1:
                continue
            for target, other in enumerate(piles):
                if other[-1] < MARK and other[-1] >> 1 == (code >> 1) + 1 and target != index:
                    moved = [list(p) for p in piles]
                    moved[target].append(moved[index].pop())
                    name = f"{card_name(code)}→{card_name(other[-1])}"
                    yield name, self._forced(moved, list(home), list(pool), shown)
        for code, waiting in enumerate(pool):
            if waiting and home[_below(code)] > home[code]:
                rest_pool = list(pool)
                rest_pool[code] -= 1
                state_after = self._forced([list(p) for p in piles], _plus_one(home, code), rest_pool, shown)
                yield f"{card_name(code)} from the pool home", state_after

    def _forced(self, piles: list[list[int]], home: list[int], pool: list[int], shown: int) -> SplitState:
        """Apply forced steps, one at a time, until there is none."""
        still_out = list(pool)  # copies of each code not home; a forced step home takes one off
        for pile in piles:
            for card in pile:
                still_out[card % MARK] += 1
        while True:
            for pile in piles:
                if pile:
                    shown |= 1 << (pile[-1] % MARK >> 1)
            step = self._one_forced_step(piles, home, pool, shown, still_out)
            if step is None:
                return _canonical(piles), tuple(home), tuple(pool), shown
            piles, after, pool = step
            for code, count in enumerate(after):
                still_out[code] -= count - home[code]
            home = after

    def _one_forced_step(
        self, piles: list[list[int]], home: list[int], pool: list[int], shown: int, still_out: list[int]
    ) -> tuple[list[list[int]], list[int], list[int]] | None:
        for index, pile in enumerate(piles):
            if not pile:
                continue
            card = pile[-1]
            code, rank = card % MARK, card % MARK >> 1
            free_at_home = home[_below(code)] - home[code]
            if rank < self.level:
                if card < MARK and shown >> (rank + 1) & 1:
                    lifted = list(pool)
                    lifted[code] += 1
                    return _without_top(piles, index), home, lifted
                if free_at_home > 0 and free_at_home >= still_out[code]:
                    return _without_top(piles, index), _plus_one(home, code), pool
            elif free_at_home > 0 and (
                (rank == self.level and free_at_home >= still_out[code])  # what it hosts is relaxed
                or not any(still_out[c] for c in (2 * rank - 2, 2 * rank - 1))  # the safe move
            ):
                return _without_top(piles, index), _plus_one(home, code), pool
        for code, waiting in enumerate(pool):
            free_at_home = home[_below(code)] - home[code]
            if waiting and free_at_home > 0 and free_at_home >= still_out[code]:
                rest = list(pool)
                rest[code] -= 1
                return piles, _plus_one(home, code), rest
        return None


def _without_top(piles: list[list[int]], index: int) -> list[list[int]]:
    return [pile[:-1] if i == index else pile for i, pile in enumerate(piles)]


# --- the waiting game: only moves home, with the places where lifted cards wait counted -------------


class WaitingRules:
    """The waiting game from the root (docs/scotch-loss-certificates.md, "Waiting games"), stated again
    here, apart from the solver's ``scotch_waiting_game``.

    A state is ``(heights, home, moved, stayed)``: how many cards of each root pile, from the bottom, are
    still in it, the cards home per code, and for each pile the cards in it that could have moved by then
    and those that *stayed* (known not to have moved by the next move home, from a branch:
    ``lost_both_ways``; none in a certificate's states), as bits (bit ``d`` for depth ``d``); every
    other card is *lifted*, waiting in a pool. A card is *stuck* when, at
    the root, it is a King or every card one rank higher in the piles lies beneath it: it leaves its
    pile only for home. A move sends one card home where its foundation has a place: from the pool, or
    any copy in a pile, lifting the cards above it, each of which must be one that could have
    moved (and none stuck). A move must leave the state *fitting*: for each rank ``r`` below the King,
    the cards of rank ``r`` waiting (lifted, or on a card of rank ``r + 1`` in a pile) are at most the
    cards of rank ``r + 1`` not home, less those holding a card of another rank than ``r`` that cannot
    have moved (at or below a stuck card). What is left over is the rank's *room*. After the safe moves
    the cards that could have moved are brought up to date (``could_move``).
    """

    def __init__(self, piles: Sequence[Sequence[int]], home: Sequence[int], ranks: int) -> None:
        self.piles = tuple(tuple(pile) for pile in piles)
        self.ranks = ranks
        self.codes = range(2, 2 * ranks + 2)  # the codes of cards: Aces to Kings, both colours
        self.names = {code: card_name(code) for code in self.codes}
        self.root_home = tuple(home)
        self.copies = list(home)
        in_play = [0] * (ranks + 2)
        for pile in self.piles:
            for code in pile:
                self.copies[code] += 1
                in_play[code >> 1] += 1
        self.stuck = tuple(
            tuple(_is_stuck(pile, depth, in_play, ranks) for depth in range(len(pile))) for pile in self.piles
        )
        # for each pile and height: the lowest stuck card at that depth or above (the pile's size if none)
        self.stuck_from = tuple(self._stuck_from(marks) for marks in self.stuck)
        # for each pile and height: the ranks of its cards waiting on a card one rank higher, and of its
        # cards holding a card that cannot have moved
        self.counts_at = tuple(self._counts_by_height(index) for index in range(len(self.piles)))
        # for each pile and depth: the card lies on a card one rank higher, as dealt
        self.on_higher = tuple(
            tuple(depth > 0 and pile[depth - 1] >> 1 == (pile[depth] >> 1) + 1 for depth in range(len(pile)))
            for pile in self.piles
        )

    @staticmethod
    def _stuck_from(marks: Sequence[bool]) -> tuple[int, ...]:
        lowest = [len(marks)] * (len(marks) + 1)
        for depth in range(len(marks) - 1, -1, -1):
            lowest[depth] = depth if marks[depth] else lowest[depth + 1]
        return tuple(lowest)

    def _counts_by_height(self, index: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
        """Per height ``h``, among the pile's first ``h`` cards: the ranks of the cards lying on a card
        one rank up, and the ranks of the cards holding a card that cannot have moved, of another rank
        than one lower (at or below the topmost stuck card, so it and everything under it stayed)."""
        pile, marks = self.piles[index], self.stuck[index]
        by_height = []
        for height in range(len(pile) + 1):
            on_higher, holding = [], []
            topmost_stuck = max((depth for depth in range(height) if marks[depth]), default=-1)
            for depth in range(1, height):
                rank, under = pile[depth] >> 1, pile[depth - 1] >> 1
                if under == rank + 1:
                    on_higher.append(rank)
                elif depth <= topmost_stuck:
                    holding.append(under)
            by_height.append((tuple(on_higher), tuple(holding)))
        return tuple(by_height)

    def pool(self, state: WaitingPosition) -> list[int]:
        """Cards of each code neither home nor in a pile: lifted, waiting."""
        heights, home, _, _ = state
        pool = [copies - at_home for copies, at_home in zip(self.copies, home, strict=True)]
        for pile, height in zip(self.piles, heights, strict=True):
            for code in pile[:height]:
                pool[code] -= 1
        return pool

    def won(self, state: WaitingPosition) -> bool:
        heights, home, _, _ = state
        return not any(heights) and list(home) == self.copies

    def fits(self, state: WaitingPosition, pool: Sequence[int]) -> bool:
        """The count of places to wait holds for every rank below the King (the deck's top rank)."""
        return min(self.room(state, pool)) >= 0

    def room(self, state: WaitingPosition, pool: Sequence[int]) -> list[int]:
        """For each rank ``r`` below the King, the places for waiting cards of rank ``r`` (cards of rank
        ``r + 1`` not home, less those holding a card that cannot have moved) less the cards of rank
        ``r`` waiting: lifted, or on a card of rank ``r + 1`` in a pile. (Index 0 and the King's: the
        deck's size, as good as no limit.)"""
        heights, home, _, _ = state
        waiting, held = [0] * (self.ranks + 2), [0] * (self.ranks + 2)
        for code in self.codes:
            waiting[code >> 1] += pool[code]
        for counts, height in zip(self.counts_at, heights, strict=True):
            on_higher, holding = counts[height]
            for rank in on_higher:
                waiting[rank] += 1
            for rank in holding:
                held[rank] += 1
        room = [4 * self.ranks] * (self.ranks + 1)
        for rank in range(1, self.ranks):
            higher = 2 * rank + 2
            places = self.copies[higher] + self.copies[higher + 1] - home[higher] - home[higher + 1]
            room[rank] = places - held[rank + 1] - waiting[rank]
        return room

    def places_shown(self, heights: Sequence[int], moved: Sequence[int], pool: Sequence[int]) -> bool:
        """Each waiting card of rank ``r`` has its own card of rank ``r + 1``, not home, that has been on
        top for it to move onto. A card is *shown* when it is lifted, could have moved before this move,
        or is the topmost of a pile's cards that could not have. For every rank ``r``: the lifted cards,
        and the cards in the piles lying as dealt on a shown card of rank ``r + 1``, are at most the
        shown cards of rank ``r + 1``."""
        lifted = [0] * (self.ranks + 2)
        for code in self.codes:
            lifted[code >> 1] += pool[code]
        shown = self.shown(heights, moved, pool)
        holding = [0] * (self.ranks + 2)
        for index, pile in enumerate(self.piles):
            height = heights[index]
            topmost = _topmost_unmoved(moved[index], height)
            for depth in range(height - 1):  # a shown card holding one lying on it as dealt
                if (moved[index] >> depth & 1 or depth == topmost) and self.on_higher[index][depth + 1]:
                    holding[pile[depth] >> 1] += 1
        return all(lifted[rank] + holding[rank + 1] <= shown[rank + 1] for rank in range(1, self.ranks))

    def could_move(
        self,
        heights: Sequence[int],
        moved: Sequence[int],
        room: Sequence[int],
        pool: Sequence[int],
        stayed: Sequence[int],
    ) -> tuple[int, ...]:
        """The cards of each pile that real play could have moved by now, from ``moved``, those that
        could have before (docs/scotch-loss-certificates.md, "Waiting games").

        One that could have stays so while its rank has room for it: one place, or none if it lies on a
        card one rank higher as dealt. Then, one card at a time until none can: the topmost card of a
        pile that could not have, if it is not stuck, its rank has room for it, the rank below has room
        without it, and a card one rank higher is *shown*: lifted, one that could have moved, or the
        topmost of a pile's cards that could not have. A card ``stayed`` is not added, nor any card under
        it: it has not moved by the next move home (docs/scotch-loss-certificates.md, "Branching on a
        card's past")."""
        marks = []
        for index, pile in enumerate(self.piles):
            kept = 0
            free = moved[index] & ~stayed[index]
            for depth in range(heights[index]):
                need = 0 if self.on_higher[index][depth] else 1
                if free >> depth & 1 and room[pile[depth] >> 1] >= need:
                    kept |= 1 << depth
            marks.append(_under_unmoved(kept, heights[index]))
        marks = self.sitting_on_shown(heights, marks, pool)
        while True:
            shown = self.shown(heights, marks, pool)
            tops = [_topmost_unmoved(marks[index], heights[index]) for index in range(len(self.piles))]
            added = False
            for index, pile in enumerate(self.piles):
                depth = tops[index]
                if depth < 0 or self.stuck[index][depth] or stayed[index] >> depth & 1:
                    continue
                rank = pile[depth] >> 1
                need = 0 if self.on_higher[index][depth] else 1
                if (
                    room[rank] >= need
                    and room[rank - 1] >= 1
                    and rank < self.ranks
                    and shown[rank + 1] >= 1
                    and self.has_place(index, depth, heights, marks, room, pool)
                ):
                    marks[index] |= 1 << depth
                    added = True
                    break  # one at a time: what is shown changes with it
            if not added:
                return tuple(marks)

    def shown(self, heights: Sequence[int], marks: Sequence[int], pool: Sequence[int]) -> list[int]:
        """By rank, the cards that have been on top by now, for a card to move onto: lifted, one that
        could have moved, or the topmost of a pile's cards that could not have."""
        shown = [0] * (self.ranks + 2)
        for code in self.codes:
            shown[code >> 1] += pool[code]
        for index, pile in enumerate(self.piles):
            topmost = _topmost_unmoved(marks[index], heights[index])
            for depth in range(heights[index]):
                if marks[index] >> depth & 1 or depth == topmost:
                    shown[pile[depth] >> 1] += 1
        return shown

    def sitting_on_shown(self, heights: Sequence[int], marks: list[int], pool: Sequence[int]) -> list[int]:
        """``marks`` less the cards with no card one rank higher shown (``shown``) to sit on, and the
        cards under those: a card that has moved and is not home sits on a card one rank higher that
        was on top when it moved there, and that card is shown (docs/scotch-loss-certificates.md,
        "A moved card sits on a shown card"). Asked again until nothing changes."""
        while True:
            shown = self.shown(heights, marks, pool)
            unseated = [rank < self.ranks and shown[rank + 1] < 1 for rank in range(self.ranks + 1)]
            changed = False
            for index, pile in enumerate(self.piles):
                kept = marks[index]
                for depth in range(heights[index]):
                    if unseated[pile[depth] >> 1]:
                        kept &= ~(1 << depth)
                kept = _under_unmoved(kept, heights[index])
                changed = changed or kept != marks[index]
                marks[index] = kept
            if not changed:
                return marks

    def has_place(
        self,
        index: int,
        depth: int,
        heights: Sequence[int],
        marks: Sequence[int],
        room: Sequence[int],
        pool: Sequence[int],
    ) -> bool:
        """Whether the topmost card of pile ``index`` that could not have moved, at ``depth``, has a card
        one rank higher to move onto now, with what must have moved before it waiting too: the cards
        above it in its pile, and, for a place in another pile, the cards above that place. Those lying
        on a card one rank higher as dealt are counted by the room already. With them, every rank must
        keep its room; the card's own rank one place for it (none if it lies on one rank higher as
        dealt), and the rank below one place more, the card itself, free to move. The place: a lifted
        card, a card above it in its pile, or a card of another pile with every card above it one that
        could have moved."""
        pile = self.piles[index]
        rank = pile[depth] >> 1

        def fits(waiting: Sequence[int]) -> bool:
            for other in range(1, self.ranks):
                need = waiting[other]
                if other == rank:
                    need += 0 if self.on_higher[index][depth] else 1
                if other == rank - 1:
                    need += 1
                if room[other] < need:
                    return False
            return True

        def waiting_above(pile_index: int, lowest: int) -> list[int]:
            waiting = [0] * (self.ranks + 2)
            for above in range(lowest, heights[pile_index]):
                if not self.on_higher[pile_index][above]:
                    waiting[self.piles[pile_index][above] >> 1] += 1
            return waiting

        own = waiting_above(index, depth + 1)
        if not fits(own):
            return False
        if pool[2 * rank + 2] + pool[2 * rank + 3] > 0:
            return True
        if any(pile[above] >> 1 == rank + 1 for above in range(depth + 1, heights[index])):
            return True
        for other, other_pile in enumerate(self.piles):
            if other == index:
                continue
            for place in range(heights[other] - 1, -1, -1):
                if other_pile[place] >> 1 == rank + 1:
                    theirs = waiting_above(other, place + 1)
                    if fits([a + b for a, b in zip(own, theirs, strict=True)]):
                        return True
                if not marks[other] >> place & 1:
                    break
        return False

    def chains_fit(
        self, heights: Sequence[int], moved: Sequence[int], pool: Sequence[int], kept: int | None = None
    ) -> bool:
        """Whether some real position fits: each pile takes as moved some of its top cards that could
        have moved (none in pile ``kept``), and then, for every rank ``r`` below the King, the moved
        cards of rank ``r`` (those and the lifted ones) are at most the moved cards of rank ``r + 1``
        and the piles whose topmost card not moved has rank ``r + 1``: each sits on its own card one
        rank higher, moved or on top (docs/scotch-loss-certificates.md, "Where the moved cards sit")."""
        ranks = self.ranks
        lifted = [0] * (ranks + 2)
        for code in self.codes:
            lifted[code >> 1] += pool[code]
        # each pile's choices: (ranks of the cards it takes as moved, rank of its topmost card left or 0)
        choices: list[list[tuple[tuple[int, ...], int]]] = []
        for index, pile in enumerate(self.piles):
            height = heights[index]
            free = 0  # its top cards that could have moved, one after another from the top
            while index != kept and free < height and moved[index] >> (height - 1 - free) & 1:
                free += 1
            options: list[tuple[tuple[int, ...], int]] = [((), 0)] if not height else []
            for taken in range(free + 1 if height else 0):
                left, took = pile[: height - taken], pile[height - taken : height]
                options.append((tuple(code >> 1 for code in took), left[-1] >> 1 if left else 0))
            choices.append(options)
        # what the piles from each one on can add, at most, to the cards one rank higher than each rank
        can_add = [[0] * (ranks + 2) for _ in range(len(choices) + 1)]
        for at in range(len(choices) - 1, -1, -1):
            for rank in range(1, ranks + 1):
                can_add[at][rank] = can_add[at + 1][rank] + max(
                    sum(1 for taken in took if taken == rank) + (top == rank) for took, top in choices[at]
                )
        failed: set[tuple[int, tuple[int, ...], tuple[int, ...]]] = set()

        def fits_from(at: int, moved_cards: list[int], tops: list[int]) -> bool:
            for rank in range(1, ranks):
                if moved_cards[rank] > moved_cards[rank + 1] + tops[rank + 1] + can_add[at][rank + 1]:
                    return False  # moved cards only grow: the piles left cannot make up the places
            if at == len(choices):
                return True
            key = (at, tuple(moved_cards), tuple(tops))
            if key in failed:
                return False
            for took, top in choices[at]:
                for rank in took:
                    moved_cards[rank] += 1
                tops[top] += 1
                fits = fits_from(at + 1, moved_cards, tops)
                for rank in took:
                    moved_cards[rank] -= 1
                tops[top] -= 1
                if fits:
                    return True
            failed.add(key)
            return False

        return fits_from(0, lifted, [0] * (ranks + 2))

    def sure_lifts(self, state: WaitingPosition) -> list[WaitingPosition]:
        """For each pile whose top card has moved in every real position that fits ``state``
        (``chains_fit``; some must), the same state with that card lifted, not settled."""
        heights, home, moved, stayed = state
        pool = self.pool(state)
        lifts = []
        for index, height in enumerate(heights):
            if (
                height
                and moved[index] >> (height - 1) & 1
                and not self.chains_fit(heights, moved, pool, index)
            ):
                lower = list(heights)
                lower[index] -= 1
                lifts.append((tuple(lower), home, moved, stayed))
        return lifts

    def lost_where_cards_sit(
        self, state: WaitingPosition, covered: Callable[[WaitingPosition], bool]
    ) -> bool:
        """A state reached by a move is lost by where the moved cards sit: no real position fits it
        (``chains_fit``), or a pile's top card has moved in every real position that does, so real
        play has it lifted, and that state no longer fits the count of places, or, after its safe
        moves, is ``covered`` or lost so in turn. Each lift leaves a card fewer in the piles with the
        same cards out, so this ends, and a proof never leans on a state to prove that same state."""
        heights, _, moved, _ = state
        if not self.chains_fit(heights, moved, self.pool(state)):
            return True
        for lifted in self.sure_lifts(state):
            if not self.fits(lifted, self.pool(lifted)):
                return True
            after = self.settle(lifted)
            if covered(after) or self.lost_where_cards_sit(after, covered):
                return True
        return False

    def lost_both_ways(self, state: WaitingPosition, lost: Callable[[WaitingPosition], bool]) -> bool:
        """Whether, for some card that could have moved whose lifting would take the last place left for
        its rank (the lowest of its pile's run of such cards, not lying as dealt on a card one rank
        higher), both ways it can have been by the next move home lead to states ``lost``
        (docs/scotch-loss-certificates.md, "Branching on a card's past"): it has moved, so it and every
        card above it are lifted (and the state must fit the count of places); or it has not, so
        neither it nor any card under it has, and it stays there until a card goes home."""
        heights, home, moved, stayed = state
        room = self.room(state, self.pool(state))
        for index, height in enumerate(heights):
            marks = moved[index]
            if not height or not marks >> (height - 1) & 1:
                continue
            depth = height - 1
            while depth and marks >> (depth - 1) & 1:
                depth -= 1
            if self.on_higher[index][depth] or room[self.piles[index][depth] >> 1] != 1:
                continue
            lower, marks_left = list(heights), list(moved)
            lower[index], marks_left[index] = depth, marks & ((1 << depth) - 1)
            lifted = (tuple(lower), home, tuple(marks_left), stayed)
            if self.fits(lifted, self.pool(lifted)) and not lost(self.settle(lifted)):
                continue
            unmoved, staying = list(moved), list(stayed)
            unmoved[index] = marks & ~((2 << depth) - 1)
            staying[index] |= 1 << depth
            if lost(self.brought_up_to_date(heights, home, unmoved, staying)):
                return True
        return False

    def brought_up_to_date(
        self, heights: Sequence[int], home: Sequence[int], moved: Sequence[int], stayed: Sequence[int]
    ) -> WaitingPosition:
        """``(heights, home)`` with the cards that could have moved worked out from ``moved``, none of
        them ``stayed``."""
        state = (tuple(heights), tuple(home), tuple(moved), tuple(stayed))
        pool = self.pool(state)
        marks = self.could_move(heights, moved, self.room(state, pool), pool, stayed)
        return state[0], state[1], marks, state[3]

    def settle(self, state: WaitingPosition) -> WaitingPosition:
        """Every safe move home, until none is left: a code goes home from the pool and the piles' tops
        when its foundations have a place for every copy still out and no card one rank lower is out.
        Then the cards that could have moved are brought up to date; once a card has gone home, no
        card is known to have stayed any more."""
        heights, home = list(state[0]), list(state[1])
        pool = self.pool(state)
        moved = True
        while moved:
            moved = False
            for code in self.codes:
                out = self.copies[code] - home[code]
                if not out or home[_below(code)] - home[code] < out:
                    continue
                lower = 2 * (code >> 1) - 2  # the black code of the rank below (0 under an Ace)
                if lower and self.copies[lower] + self.copies[lower + 1] > home[lower] + home[lower + 1]:
                    continue
                if pool[code]:
                    home[code] += pool[code]
                    pool[code] = 0
                    moved = True
                for index, pile in enumerate(self.piles):
                    while heights[index] and pile[heights[index] - 1] == code:
                        heights[index] -= 1
                        home[code] += 1
                        moved = True
        stayed = state[3] if list(home) == list(state[1]) else (0,) * len(heights)
        return self.brought_up_to_date(heights, home, state[2], stayed)

    def moves(self, state: WaitingPosition) -> Iterator[tuple[str, WaitingPosition]]:
        """Every move from ``state``, named, with the state it leads to after the safe moves (a move home
        ends what a branch knew: no card has stayed after it)."""
        heights, home, moved, _ = state
        none_stayed = (0,) * len(heights)
        pool = self.pool(state)
        for code in self.codes:
            if home[_below(code)] <= home[code] or home[code] >= self.copies[code]:
                continue
            raised = list(home)
            raised[code] += 1
            after_home = tuple(raised)
            results: list[tuple[str, tuple[int, ...]]] = []
            if pool[code]:
                results.append((f"{self.names[code]} home from the lifted cards", tuple(heights)))
            for index, pile in enumerate(self.piles):
                for depth in range(heights[index] - 1, -1, -1):
                    if pile[depth] == code:
                        lower = list(heights)
                        lower[index] = depth
                        lifting = heights[index] - depth - 1
                        name = f"{self.names[code]} home from pile {index + 1}"
                        results.append((name + (f", lifting {lifting}" if lifting else ""), tuple(lower)))
                    if self.stuck[index][depth] or not moved[index] >> depth & 1:
                        break  # a card that cannot have moved (a stuck card never can): no copy below
            for name, after_heights in results:
                after = (after_heights, after_home, moved, none_stayed)
                after_pool = list(pool)
                for pile, old, new in zip(self.piles, heights, after_heights, strict=True):
                    for lifted in pile[new:old]:
                        after_pool[lifted] += 1
                after_pool[code] -= 1
                if self.fits(after, after_pool) and self.places_shown(after_heights, moved, after_pool):
                    yield name, self.settle(after)

    def root(self) -> WaitingPosition:
        """The root as the waiting game's first state: every pile whole, safe moves played, and the
        cards that could have moved worked out from none."""
        none = (0,) * len(self.piles)
        return self.settle((tuple(len(pile) for pile in self.piles), self.root_home, none, none))

    def lower_by_no_stuck_card(self, lower: Sequence[int], taller: Sequence[int]) -> bool:
        """Each pile of ``lower`` as tall as ``taller``'s at most, and no stuck card between the two."""
        return all(
            low <= tall and self.stuck_from[index][low] >= tall
            for index, (low, tall) in enumerate(zip(lower, taller, strict=True))
        )

    def malformed(self, state: WaitingState) -> str | None:
        """Why ``state``, a certificate's, is not a state of this waiting game, or None."""
        heights, home, moved = state
        if len(heights) != len(self.piles) or len(moved) != len(self.piles):
            return (
                f"it gives {len(heights)} pile heights and {len(moved)} sets of cards that could have moved"
                f" for the root's {len(self.piles)} piles"
            )
        for number, (height, pile, marks) in enumerate(zip(heights, self.piles, moved, strict=True), start=1):
            if not 0 <= height <= len(pile):
                return f"it leaves {height} cards in pile {number}, which holds {len(pile)}"
            if marks < 0 or marks >> height:
                return f"it says cards that are not in pile {number} could have moved"
        if len(home) != len(self.copies) or home[0] != 2:
            return f"its home counts are not {len(self.copies)} numbers starting with 2"
        if any(count < 0 for count in home):
            return "a home count is negative"
        for code, (count, at_root) in enumerate(zip(home, self.root_home, strict=True)):
            if code and code not in self.codes and count != at_root:
                return f"its home count for code {code}, which is no card, is not the root's"
        for code, count in enumerate(self.pool((heights, home, moved, ()))):
            if count < 0:
                return f"it has more {card_name(code)} home or in the piles than the deck holds"
        for code in self.codes:
            if home[code] > home[_below(code)]:
                return f"more {card_name(code)} than {_code_name(_below(code))} are home"
        return None

    def describe(self, state: WaitingPosition) -> str:
        """A waiting state in a sentence: what is left of each pile (a stuck card with *, one that could
        have moved with ', one that stayed with !), the lifted cards, and the cards home."""
        heights, home, moved, stayed = state
        shown_piles = " | ".join(
            " ".join(
                card_name(code)
                + ("*" if marks[depth] else "")
                + ("'" if could >> depth & 1 else "")
                + ("!" if still >> depth & 1 else "")
                for depth, code in enumerate(pile[:height])
            )
            or "-"
            for pile, marks, height, could, still in zip(
                self.piles, self.stuck, heights, moved, stayed, strict=True
            )
        )
        pool = self.pool(state)
        lifted = ", ".join(f"{card_name(code)}×{pool[code]}" for code in self.codes if pool[code])
        at_home = ", ".join(f"{card_name(code)}×{home[code]}" for code in self.codes if home[code])
        return f"piles {shown_piles}; lifted {lifted or 'none'}; home {at_home or 'nothing'}"


def _code_name(code: int) -> str:
    return "the foundations' bases" if code == 0 else card_name(code)


class WaitingMembers:
    """A certificate's waiting states, by their cards home, to find one covering a state fast."""

    def __init__(self, rules: WaitingRules, states: frozenset[WaitingState]) -> None:
        self.rules = rules
        self.states = states
        self.by_home: dict[tuple[int, ...], list[tuple[tuple[int, ...], tuple[int, ...]]]] = {}
        for heights, home, moved in states:
            self.by_home.setdefault(home, []).append((heights, moved))

    def cover(self, state: WaitingPosition) -> bool:
        """A member with the same cards home, each pile as tall or taller with no stuck card between,
        every card it has more one that could have moved there, and every card that could have moved
        here one that could have there. (A member has no card that stayed: it covers a state with
        some, which stands for fewer real positions.)"""
        heights, home, moved, _ = state
        if (heights, home, moved) in self.states:
            return True
        return any(
            self.rules.lower_by_no_stuck_card(heights, taller)
            and all(
                not mine & ~theirs and not ((1 << tall) - (1 << low)) & ~theirs
                for mine, theirs, low, tall in zip(moved, their_moved, heights, taller, strict=True)
            )
            for taller, their_moved in self.by_home.get(home, ())
        )


def _waiting_malformed(certificate: LossCertificate) -> list[str]:
    """Waiting states that are not states of the waiting game from the certificate's root."""
    if not certificate.waiting:
        return []
    rules = WaitingRules(certificate.root, certificate.root_home, certificate.ranks)
    problems = []
    for state in sorted(certificate.waiting):
        reason = rules.malformed(state)
        if reason is not None:
            problems.append(f"a waiting state (heights {list(state[0])}) is malformed: {reason}")
    return problems


def _waiting_members(certificate: LossCertificate) -> WaitingMembers | None:
    """The certificate's waiting states with the rules of its root, or None when it has none."""
    if not certificate.waiting:
        return None
    rules = WaitingRules(certificate.root, certificate.root_home, certificate.ranks)
    return WaitingMembers(rules, certificate.waiting)


def _waiting_covers_root(members: WaitingMembers) -> bool:
    """The waiting game's first state is covered, or lost by where the moved cards sit."""
    first = members.rules.root()
    return members.cover(first) or members.rules.lost_where_cards_sit(first, members.cover)


class WaitingBranches:
    """States proven lost with the cards home they have, by branching on a card's past
    (``WaitingRules.lost_both_ways``), leaning on the certificate's states only once a card has gone
    home. A branch keeps the cards home, and a member with those cards home may itself have been
    proven through a branch leading back to this state; so below a branch, until a card goes home,
    the checker searches for itself: each step lifts a card or keeps one more still, so this ends."""

    def __init__(self, members: WaitingMembers) -> None:
        self.members, self.rules = members, members.rules
        self.known: dict[WaitingPosition, bool] = {}  # lost or not, as worked out here

    def covered(self, after: WaitingPosition) -> bool:
        """A state reached by a move home: covered by a member, or lost by where the moved cards sit."""
        return self.members.cover(after) or self.rules.lost_where_cards_sit(after, self.members.cover)

    def lost(self, state: WaitingPosition, branch_home: tuple[int, ...]) -> bool:
        """Whether ``state``, reached from a branch's state, with ``branch_home`` home, without a move
        home (a way of the branch, a card lifted), is lost: once a safe move has sent a card home, as
        ``covered``; until then, as ``_lost_with_cards_home`` works it out."""
        if state[1] != branch_home:
            return self.covered(state)
        known = self.known.get(state)
        if known is None:
            known = self.known[state] = self._lost_with_cards_home(state)
        return known

    def _lost_with_cards_home(self, state: WaitingPosition) -> bool:
        """Lost, leaning on no waiting state with the same cards home: no real position fits it, a card
        sure to have moved, lifted, leaves it not fitting or lost, every move home leads to a covered
        state, or a branch on it is lost both ways."""
        rules = self.rules
        heights, home, moved, _ = state
        if rules.won(state):
            return False
        if not rules.chains_fit(heights, moved, rules.pool(state)):
            return True
        for lifted in rules.sure_lifts(state):
            if not rules.fits(lifted, rules.pool(lifted)) or self.lost(rules.settle(lifted), home):
                return True
        if all(self.covered(after) for _, after in rules.moves(state)):
            return True
        return self.lost_both_ways(state)

    def lost_both_ways(self, state: WaitingPosition) -> bool:
        """Lost by a branch on a card's past (``WaitingRules.lost_both_ways``), each way worked out here
        until a card goes home."""
        home = state[1]
        return self.rules.lost_both_ways(state, lambda after: self.lost(after, home))


def _waiting_problems(members: WaitingMembers | None) -> list[str]:
    """The waiting states: none won, and the settled result of every move from each covered by one, or
    lost by where the moved cards sit (``WaitingRules.lost_where_cards_sit``), or else lost both
    ways a card can have been (``WaitingBranches``); a state no real position fits needs no more."""
    if members is None:
        return []
    rules = members.rules
    branches = WaitingBranches(members)
    problems = []
    covered = branches.covered
    none_stayed = (0,) * len(rules.piles)
    for number, (heights, home, moved) in enumerate(sorted(members.states), start=1):
        state = (heights, home, moved, none_stayed)  # as the checker plays it
        if not rules.won(state) and not rules.chains_fit(heights, moved, rules.pool(state)):
            continue  # no real position fits it: lost, whatever its moves
        found = _closure_problems("", rules.won(state), rules.moves(state), covered)
        if found and not rules.won(state) and branches.lost_both_ways(state):
            continue
        if found:  # only now worth the sentence naming the state: most certificates have thousands
            where = f"waiting state {number} ({rules.describe(state)})"
            problems += _closure_problems(where, rules.won(state), rules.moves(state), covered)
    return problems
