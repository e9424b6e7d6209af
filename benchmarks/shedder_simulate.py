"""Whether the Schrum Schrum and Tač bot levels are ordered, and how long a bot takes to decide.

    python benchmarks/shedder_simulate.py [--game schrum] [--players bot:medium,bot:hard] [--games 1000]
                                          [--seed 1] [--duplicate]

Plays ``--games`` deals with bots in every seat. By default the levels turn a
seat round from deal to deal, as ``simulate`` does, so each level plays first
equally often. ``--duplicate`` takes out more of the luck: every deal is played
once for each turn of the levels round the table, so each level holds every
seat's cards of every deal (as duplicate bridge does); the ``--games`` deals
then give ``--games × seats`` games. ``--no-misses`` makes every level play
whenever it can, so what is left between them is where they put a card
(easy: anywhere, medium: the centre first, hard: ``place_worth``). Reports per level the share of games won
(Wilson 95% interval), the mean cards left, the games with no winner, and each
level's decision time (median, p95, max; wall-clock and thread CPU time).
Nothing here fails on time.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from common import print_decision_times

from game.bots.bot_games import DecisionTimes, game_seed
from game.bots.shedder_bot import TEMPERAMENTS
from game.bots.shedder_simulation import play_game
from game.commands.simulate import seat_levels
from game.core import registry
from game.core.bot_levels import Level
from game.core.sample_statistics import mean_interval, wilson_interval


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("schrum", "tac"), default="schrum")
    parser.add_argument("--players", default="bot:medium,bot:hard")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--duplicate", action="store_true", help="every deal played in each seat rotation")
    parser.add_argument("--no-misses", action="store_true", help="no level misses a play")
    args = parser.parse_args()
    if args.no_misses:
        for level, temperament in TEMPERAMENTS.items():
            TEMPERAMENTS[level] = replace(temperament, miss=0.0)
    listed = seat_levels(args.players, None, registry.get(args.game))
    levels = list(dict.fromkeys(listed))
    left: dict[Level, list[int]] = {level: [] for level in levels}
    wins = dict.fromkeys(levels, 0)
    wall, cpu = DecisionTimes(), DecisionTimes(clock=time.thread_time)
    no_winner = games = 0
    started = time.perf_counter()
    for number in range(1, args.games + 1):
        seed = game_seed(args.seed, number)
        for turn in range(len(listed)) if args.duplicate else (None,):
            record = play_game(args.game, listed, seed, times=(wall, cpu), turn=turn)
            games += 1
            no_winner += not record.rounds[0].callers
            for seat, level in enumerate(record.levels):
                left[level].append(record.totals[seat])
                wins[level] += record.placings[seat] == 1
    seconds = time.perf_counter() - started
    kind = "each deal in every seat rotation" if args.duplicate else "levels turned a seat each deal"
    kind += ", no misses" if args.no_misses else ""
    print(f"{args.game}, {args.players}: {games} games ({kind}; seed {args.seed})")
    print(f"games a second   {games / seconds:.1f}   ({seconds:.0f} s in all); no winner in {no_winner}")
    print("level    seat-games   games won (95% interval)   cards left (95% interval)")
    for level in levels:
        share_low, share_high = wilson_interval(wins[level], len(left[level]))
        mean, low, high = mean_interval(left[level])
        print(
            f"{level.value:<8} {len(left[level]):>10}   {wins[level] / len(left[level]):6.1%}"
            f" ({share_low:.1%}–{share_high:.1%})      {mean:5.2f} ({low:.2f} to {high:.2f})"
        )
    print_decision_times(levels, wall, cpu)
    print("First out wins. Times are per decision (turn a card or place it), wall-clock on a shared machine.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
