"""`python main.py simulate GAME --players 4 --games 100 --seed 1`: bots only, on virtual time.

Every seat is a bot (``--levels easy,medium,hard,…``, or ``--players`` as a count
or as ``bot:LEVEL`` seats; by default the levels take turns round the table).
Nothing sleeps, so a game takes as long as the bots' thinking. It prints each
round's points per seat, then, by bot level, the mean points (a round in
Scrooge, most is best; a game in Scorzo, fewest is best; chips a hand in the
Scroker games, most is best; the place in Repezita, 1 = first out) and the share of
games won, each with a 95% interval (Repezita adds the mean place of each seat, the
share of games each level lost and the table time a game); ``--json`` gives the same as data. The
games it plays and how each keeps score are listed in ``simulators``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from typing import TYPE_CHECKING, Any

from game.bots.bot_games import GameRecord, game_seed
from game.commands.options import parse_options
from game.commands.progress import show_progress
from game.commands.simulators import SIMULATORS, Simulator
from game.core import registry
from game.core.arguments import SentenceParser, argument_type, quoted, seed, whole_number
from game.core.bot_levels import Level
from game.core.sample_statistics import mean_interval, wilson_interval
from game.core.seats import seat_count, seat_texts

if TYPE_CHECKING:
    from game.core.protocol import GameSpec

SIMULATED_GAMES = tuple(SIMULATORS)
DEFAULT_MIX = (Level.EASY, Level.MEDIUM, Level.HARD)
# The most games one run plays: a few hours of the slowest game's bots, and every game's record
# is kept for the summary, so the run's memory stays small.
MOST_GAMES = 100_000


def _games(text: str) -> int:
    return whole_number(text, "--games", 1, MOST_GAMES, "games")


class UsageError(ValueError):
    """An argument the simulator cannot run with; reported with exit status 2."""


def build_parser() -> argparse.ArgumentParser:
    parser = SentenceParser(
        prog="cardtable simulate", description="Play games with bots in every seat, on virtual time."
    )
    parser.add_argument("game", help="the game to simulate: " + ", ".join(SIMULATED_GAMES))
    parser.add_argument(
        "--players", help="a seat count (2-6; Scroker 2-8), or seats as bot:LEVEL,bot:LEVEL,…"
    )
    parser.add_argument("--levels", help="the seats' bot levels, e.g. easy,medium,hard")
    parser.add_argument(
        "--games",
        type=argument_type(_games),
        default=10,
        help=f"how many games to play (default 10; at most {MOST_GAMES:,})",
    )
    parser.add_argument(
        "--seed", type=argument_type(seed), default=1, help="the run's seed: the same seed, the same run"
    )
    parser.add_argument("--options", default="", help="game options as K=V,K=V (e.g. rounds=1)")
    parser.add_argument("--json", action="store_true", help="machine-readable results on stdout")
    return parser


def run(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    try:
        simulator, levels, options = _settings(args)
    except (UsageError, KeyError, ValueError) as error:
        print(f"cardtable: {error}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    games: list[GameRecord] = []
    for number in range(1, args.games + 1):
        try:
            games.append(simulator.play_game(levels, game_seed(args.seed, number), options))
        except RuntimeError as error:  # the bots' time limit: a game that could not end
            print(f"cardtable: game {number}: {error}", file=sys.stderr)
            return 1
        if not args.json:
            print("\n".join(_game_lines(number, games[-1], simulator.signed_points, simulator.round_winners)))
        show_progress(number, args.games, time.perf_counter() - started)
    seconds = time.perf_counter() - started
    summary = summarise(games, seconds, simulator)
    if simulator.extra_summary is not None:
        summary["finishing"] = simulator.extra_summary(games)
    if args.json:
        print(json.dumps({"games": [_game_json(game) for game in games], "summary": summary}, indent=1))
    else:
        print(summary_table(summary))
        if simulator.extra_lines is not None and "finishing" in summary:
            print("\n".join(simulator.extra_lines(summary["finishing"])))
    return 0


def _settings(args: argparse.Namespace) -> tuple[Simulator, list[Level], dict[str, Any]]:
    if args.game not in SIMULATED_GAMES:
        known = ", ".join(SIMULATED_GAMES)
        raise UsageError(f"no bots for {quoted(args.game)} yet; simulate takes: {known}")
    spec = registry.get(args.game)
    levels = seat_levels(args.players, args.levels, spec)
    low, high = spec.seats
    if not low <= len(levels) <= high:
        raise UsageError(f"{spec.name} takes {low}-{high} players, not {len(levels)}")
    if len(levels) not in spec.seat_choices():
        counts = ", ".join(str(n) for n in spec.seat_choices())
        raise UsageError(f"{spec.name} is played by {counts} players, not {len(levels)}")
    options = parse_options(args.options)
    spec.checked_options(options)
    simulator = SIMULATORS[args.game]()
    simulator.check_seating(
        levels, options
    )  # refuses seatings the options do not allow (team play needs 4 or 6)
    return simulator, levels, options


def seat_levels(players: str | None, levels: str | None, spec: GameSpec) -> list[Level]:
    """The level of each seat, from ``--players`` (a count or bot seats) and ``--levels``.

    Counts and lists are checked against the game's seats before a seat is made, so a count of
    99999999999 is refused at once instead of filling the memory."""
    unit = f"seats for {spec.name}"
    chosen = (
        [Level.parse(text) for text in seat_texts(levels, spec.seats, "--levels", unit)] if levels else None
    )
    if players is None:
        return chosen or [DEFAULT_MIX[i % len(DEFAULT_MIX)] for i in range(4)]
    if players.strip()[:1].isdigit():
        count = seat_count(players, spec.seats, spec.seat_choices(), "--players", unit)
        if chosen is not None and len(chosen) != count:
            raise UsageError(f"--players {count} but --levels names {len(chosen)} seats")
        return chosen or [DEFAULT_MIX[i % len(DEFAULT_MIX)] for i in range(count)]
    if chosen is not None:
        raise UsageError("give the levels either in --players (bot:LEVEL,…) or in --levels, not both")
    seats: list[Level] = []
    for seat in seat_texts(players, spec.seats, "--players", unit):
        kind, _, level = seat.partition(":")
        if kind != "bot":
            raise UsageError(f"simulate plays bots only; seat {quoted(seat)} should be bot:LEVEL")
        seats.append(Level.parse(level or "medium"))
    return seats


def _game_lines(
    number: int,
    game: GameRecord,
    signed: bool = True,
    winners_words: tuple[str, str] = ("called by", "stuck"),
) -> list[str]:
    shape = "+4d" if signed else "4d"
    lines = [f"game {number} (deal {game.seed}): " + ", ".join(level.value for level in game.levels)]
    lines.append("  seat      " + " ".join(f"{seat:>4}" for seat in range(1, len(game.levels) + 1)))
    for record in game.rounds:
        points = " ".join(f"{p:{shape}}" for p in record.points)
        named, nobody = winners_words
        ending = (
            f"{named} " + ", ".join(f"Seat {s + 1}" for s in record.callers) if record.callers else nobody
        )
        lines.append(f"  round {record.number:>2}  {points}   {ending}")
    totals = " ".join(f"{t:{shape}}" for t in game.totals)
    winners = ", ".join(f"Seat {seat + 1}" for seat, placing in enumerate(game.placings) if placing == 1)
    lines.append(f"  total     {totals}   won by {winners}")
    return lines


def summarise(games: list[GameRecord], seconds: float, simulator: Simulator) -> dict[str, Any]:
    """Per level: mean points (a round or a game) and the share of games won, each with its 95% interval."""
    points: dict[Level, list[int]] = defaultdict(list)
    wins: dict[Level, int] = defaultdict(int)
    seats: dict[Level, int] = defaultdict(int)
    for game in games:
        for seat, level in enumerate(game.levels):
            seats[level] += 1
            wins[level] += game.placings[seat] == 1
            if simulator.per_game:
                points[level].append(game.totals[seat])
            else:
                points[level] += [record.points[seat] for record in game.rounds]
    rounds = sum(len(game.rounds) for game in games)
    by_level = {}
    for level in Level:
        if not seats[level]:
            continue
        mean, low, high = mean_interval(points[level])
        share_low, share_high = wilson_interval(wins[level], seats[level])
        by_level[level.value] = {
            "seat_games": seats[level],
            "mean_points": mean,
            "mean_points_95": [low, high],
            "win_share": wins[level] / seats[level],
            "win_share_95": [share_low, share_high],
        }
    return {
        "games": len(games),
        "rounds": rounds,
        "seconds": seconds,
        "points": simulator.unit,
        "lower_wins": simulator.lower_wins,
        "signed": simulator.signed_points,
        "levels": by_level,
    }


def summary_table(summary: dict[str, Any]) -> str:
    seconds = summary["seconds"]
    rate = summary["rounds"] / seconds if seconds else 0.0
    games_rate = summary["games"] / seconds if seconds else 0.0
    points_head = f"{summary['points']} (95% interval)"
    lines = [
        "",
        f"{summary['games']} games, {summary['rounds']} rounds in {seconds:.1f} s"
        f" ({rate:.1f} rounds/s, {games_rate:.2f} games/s)",
        f"{'level':<8} {'seat-games':>10}  {points_head:<32} games won (95% interval)",
    ]
    for name, row in summary["levels"].items():
        low, high = row["mean_points_95"]
        share_low, share_high = row["win_share_95"]
        sign = "+" if summary["signed"] else ""
        points = f"{row['mean_points']:{sign}7.2f} ({low:{sign}.2f} to {high:{sign}.2f})"
        share = f"{row['win_share']:6.1%} ({share_low:.1%}–{share_high:.1%})"
        lines.append(f"{name:<8} {row['seat_games']:>10}  {points:<32} {share}")
    lines.append("fewest points win" if summary["lower_wins"] else "most points win")
    return "\n".join(lines)


def _game_json(game: GameRecord) -> dict[str, Any]:
    return {
        "seed": game.seed,
        "levels": [level.value for level in game.levels],
        "rounds": [
            {"points": list(r.points), "callers": list(r.callers), "table_seconds": round(r.seconds, 3)}
            for r in game.rounds
        ],
        "totals": list(game.totals),
        "placings": list(game.placings),
    }
