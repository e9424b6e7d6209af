"""How the Scroker bots play, level by level: folds, calls and raises, bluffs, showdowns, chips.

    python benchmarks/scroker_bot_style.py [--hands 2000] [--duel-hands 2000] [--seed 1]

Two parts, each a table (docs/scroker-bots.md holds a run of both):

- **Style**, at mixed tables: four bot seats, the levels turning round the table
  from session to session (Easy, Normal, Hard, then again; one level has two
  seats), sessions of 20 deals, the four games in turn (Scroker, Spit in the
  Can, Longhorn Stud, Dealer's Choice), until ``--hands`` deals are played: every
  level plays every deal. For each level: the share of folds, calls and raises
  when it faces a bet (an open or a raise), the share of checks and opens when
  nobody has opened and it may open, beside the minimum defence frequency of
  the bets it faced (MDF: the share a balanced lone defender goes on with,
  ``defence_share``), its bluffs (a bet or raise with a hand that beats fewer
  than half the hands a player could hold at that point, ``BLUFF_BELOW``: random
  hands of as many cards, after the draw hands a plain player drew to), and its
  chips a hand with a 95% interval; then each level's decision times. For the table:
  the share of deals settled at a showdown, won unseen (all but one folded) or
  not opened, and the average pot won.
- **Duels**, Scroker only: four seats, two of each of two levels sitting
  alternately (the seats swapped every other session), ``--duel-hands`` deals
  for each pair (Hard–Normal, Normal–Easy). Per deal, the chips the stronger
  level's two seats won less the weaker's, halved (chips a seat-hand); the mean
  with a 95% interval by session (each session one sample, since a session's
  deals share its stacks), and the same as chips per 100 hands.

Nothing here fails; it reports.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from common import print_decision_times
from scroker_simulate import clustered_interval

from game.bots.bot_games import DecisionTimes, game_seed
from game.bots.scroker_bot import betting_round_number, seen_cards_of
from game.bots.scroker_odds import Field, sample_field
from game.bots.scroker_simulation import GAMES, SESSION_HANDS, play_game
from game.bots.scroker_wagers import defence_share
from game.core.bot_levels import Level
from game.core.moves import Move
from game.core.sample_statistics import mean_interval
from game.rules.scroker.betting import Call, Check, Fold, Open, Raise
from game.rules.scroker.cards import scroker_deck
from game.rules.scroker.hands import evaluate, may_open
from game.rules.scroker.state import Phase, ScrokerState
from game.rules.scroker.variants import Deal
from game.rules.scroker.view import ScrokerView

LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)
NAMES = {Level.EASY: "Easy", Level.MEDIUM: "Normal", Level.HARD: "Hard"}
BLUFF_BELOW = 0.5  # a bet or raise with a hand beating fewer than this share of random hands is a bluff
REFERENCE_HANDS = 300  # random hands a strength is judged against
SEATS = 4
ANSWERS = {Fold: "fold", Call: "call", Raise: "raise", Check: "check", Open: "open"}


@dataclass
class Style:
    """One level's betting decisions, counted."""

    facing: Counter = field(default_factory=Counter)  # fold / call / raise facing a bet
    balanced: float = 0.0  # summed over the bets faced: the share a balanced lone defender goes on with
    unopened: Counter = field(default_factory=Counter)  # check / open / fold, opening allowed
    bets: int = 0
    bluffs: int = 0
    chips: list[int] = field(default_factory=list)


@dataclass
class Deals:
    """How the deals ended, for all levels together."""

    ends: Counter = field(default_factory=Counter)
    pots: list[int] = field(default_factory=list)


class Strength:
    """The share of the hands a player could hold at that point that a hand beats: a bet's honesty.

    Random hands of as many cards (with Spit's shared card); after the draw, hands a plain player
    drew to (``sample_field``), as the bots judge their own ``strength``.
    """

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.fields: dict[tuple, Field] = {}

    def of(self, view: ScrokerView) -> float:
        assert view.choice is not None
        rules = view.choice.hand_rules()
        shared = [view.spit_card] if view.spit_card is not None else []
        own = [*view.hand, *view.up_cards.get(view.seat, ())]
        drawn = view.choice.deal.draw_limit if view.drawn else 0
        key = (repr(rules), len(own), tuple(shared), drawn)
        if key not in self.fields:
            deck = [card for card in scroker_deck(0) if card not in shared]
            self.fields[key] = sample_field(
                deck, len(own), REFERENCE_HANDS, self.rng, rules, shared, draw_limit=drawn
            )
        return self.fields[key].beaten(evaluate([*own, *shared], rules).key)


def may_open_now(view: ScrokerView) -> bool:
    """Whether the seat may open this round: Scroker and Spit's first round asks for openers."""
    assert view.choice is not None
    if view.choice.deal is Deal.LONGHORN or betting_round_number(view) > 1:
        return True
    return may_open(seen_cards_of(view), view.choice.hand_rules())


class Tally:
    """Watches every move of the style sessions (``play_game``'s ``watch``) and counts it."""

    def __init__(self, seed: int) -> None:
        self.styles = {level: Style() for level in LEVELS}
        self.deals = Deals()
        self.strength = Strength(seed)
        self.levels: tuple[Level, ...] = ()

    def __call__(self, view: ScrokerView, move: Move, state: ScrokerState) -> None:
        if view.phase == "betting":
            self._bet(self.styles[self.levels[view.seat]], view, move)
        if view.phase != "deal_over" and state.phase is Phase.DEAL_OVER:
            self._deal_over(state)

    def _bet(self, style: Style, view: ScrokerView, move: Move) -> None:
        answer = ANSWERS[type(move)]
        if view.to_call > 0:
            style.facing[answer] += 1
            style.balanced += defence_share(sum(chips for chips, _ in view.pots), view.to_call)
        elif may_open_now(view):
            style.unopened[answer] += 1
        if answer in ("open", "raise"):
            style.bets += 1
            style.bluffs += self.strength.of(view) < BLUFF_BELOW

    def _deal_over(self, state: ScrokerState) -> None:
        pot = sum(state.winnings.values())
        if state.spellcheck is not None:
            self.deals.ends["showdown"] += 1
        elif pot:
            self.deals.ends["unseen"] += 1
        else:
            self.deals.ends["not opened"] += 1
        if pot:
            self.deals.pots.append(pot)


def run_style(hands: int, seed: int, times: Sequence[DecisionTimes] = ()) -> tuple[Tally, int, int]:
    """Mixed tables of the three levels over the four games: (the tally, deals, sessions)."""
    tally = Tally(seed)
    played = sessions = 0
    while played < hands:
        levels = tuple(LEVELS[(sessions + seat) % len(LEVELS)] for seat in range(SEATS))
        game = GAMES[sessions % len(GAMES)]
        tally.levels = levels
        options = {"hands": SESSION_HANDS}
        record = play_game(levels, game_seed(seed, sessions), options, times, game, watch=tally)
        for deal in record.rounds:
            for seat, level in enumerate(levels):
                tally.styles[level].chips.append(deal.points[seat])
        played += len(record.rounds)
        sessions += 1
    return tally, played, sessions


def run_duel(strong: Level, weak: Level, hands: int, seed: int) -> tuple[list[tuple[float, int]], int]:
    """Scroker sessions of two seats of each level, alternating: per session (chips ahead, deals)."""
    groups = []
    played = sessions = 0
    while played < hands:
        pair = (strong, weak) if sessions % 2 == 0 else (weak, strong)
        levels = tuple(pair[seat % 2] for seat in range(SEATS))
        record = play_game(levels, game_seed(seed + 1000, sessions), {"hands": SESSION_HANDS})
        ahead = 0.0
        for deal in record.rounds:
            for seat, level in enumerate(levels):
                ahead += deal.points[seat] / 2 * (1 if level is strong else -1)
        groups.append((ahead, len(record.rounds)))
        played += len(record.rounds)
        sessions += 1
    return groups, sessions


def share(counter: Counter, key: str) -> str:
    total = sum(counter.values())
    return f"{100 * counter[key] / total:4.0f}%" if total else "   -"


def print_style(tally: Tally, hands: int, sessions: int, seed: int) -> None:
    print(
        f"Style: {hands} deals in {sessions} sessions, mixed tables of {SEATS} bots, four games, seed {seed}."
    )
    print(
        "| level | facing a bet | fold | call | raise | MDF | unopened, may open | check | open | fold "
        "| bets | bluffs | chips a hand (95%) |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for level in LEVELS:
        style = tally.styles[level]
        mean, low, high = mean_interval(style.chips)
        bluffs = f"{100 * style.bluffs / style.bets:.0f}%" if style.bets else "-"
        faced = sum(style.facing.values())
        mdf = f"{100 * style.balanced / faced:.0f}%" if faced else "-"
        print(
            f"| {NAMES[level]} | {sum(style.facing.values())} | {share(style.facing, 'fold')} "
            f"| {share(style.facing, 'call')} | {share(style.facing, 'raise')} | {mdf} "
            f"| {sum(style.unopened.values())} | {share(style.unopened, 'check')} "
            f"| {share(style.unopened, 'open')} | {share(style.unopened, 'fold')} "
            f"| {style.bets} | {bluffs} | {mean:+.2f} ({low:+.2f} to {high:+.2f}) |"
        )
    ends = tally.deals.ends
    total = sum(ends.values())
    print(
        f"Deals: {100 * ends['showdown'] / total:.0f}% to a showdown, {100 * ends['unseen'] / total:.0f}% "
        f"won unseen, {100 * ends['not opened'] / total:.0f}% not opened; "
        f"average pot won {statistics.fmean(tally.deals.pots):.1f} chips"
    )


def print_duels(hands: int, seed: int) -> None:
    print(f"Duels: Scroker, {SEATS} seats, two of each level alternating, seed {seed + 1000}")
    print("| stronger − weaker | deals | sessions | chips a seat-hand (95%) | per 100 hands (95%) |")
    print("|---|---:|---:|---|---|")
    for strong, weak in ((Level.HARD, Level.MEDIUM), (Level.MEDIUM, Level.EASY)):
        groups, sessions = run_duel(strong, weak, hands, seed)
        mean, low, high = clustered_interval(groups)
        deals = sum(count for _, count in groups)
        print(
            f"| {NAMES[strong]} − {NAMES[weak]} | {deals} | {sessions} "
            f"| {mean:+.2f} ({low:+.2f} to {high:+.2f}) "
            f"| {100 * mean:+.0f} ({100 * low:+.0f} to {100 * high:+.0f}) |"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="deals at the mixed tables (0: none)")
    parser.add_argument("--duel-hands", type=int, default=2000, help="deals for each duel (0: none)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    if args.hands:
        wall, cpu = DecisionTimes(), DecisionTimes(clock=time.thread_time)
        tally, hands, sessions = run_style(args.hands, args.seed, (wall, cpu))
        print_style(tally, hands, sessions, args.seed)
        print_decision_times(LEVELS, wall, cpu)
    if args.duel_hands:
        print_duels(args.duel_hands, args.seed)
    print(f"Took {time.perf_counter() - started:.0f} s.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
