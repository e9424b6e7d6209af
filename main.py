"""Card Table's command line (DESIGN.md §5).

python main.py                              the title screen
python main.py --game scotch [--seed N]     straight to a deal
python main.py --smoke-test [--game ID]     headless, played to the end
python main.py --version | --list-games     the version; the games the smoke test plays
python main.py simulate scrooge --players 6 --games 100 --seed 1    bots only, virtual time
python main.py eval scorzo --hand "star:3 star:4 wild heart:7"        a hand's best split and score
python main.py replay FILE                  play a replay file (or crash log) again, headless
python main.py replay FILE --watch          watch it in a window, at any speed
"""

from __future__ import annotations

import argparse
import os
import sys

from game.commands.options import parse_options
from game.core.arguments import ArgumentRefused, SentenceParser, argument_type, quoted, seed
from game.core.arguments import window_size as read_window_size

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

COMMANDS = ("solve", "simulate", "eval", "replay")


def build_parser() -> argparse.ArgumentParser:
    parser = SentenceParser(prog="cardtable", description="Card Table: ten card games at one table.")
    parser.add_argument("--game", help="start this game at once (e.g. scotch)")
    parser.add_argument(
        "--seed", type=argument_type(seed), help="deal number: the same number gives the same deal"
    )
    parser.add_argument("--options", default="", help="game options as K=V,K=V")
    parser.add_argument("--smoke-test", action="store_true", help="play headless to the end; exit 0 or 1")
    parser.add_argument(
        "--players", help="seats, e.g. human:mouse=Ann,bot:hard,bot:medium (=NAME optional), or a count"
    )
    parser.add_argument("--window", default="", help="window size WxH, e.g. 1280x720 (at most the screen's)")
    parser.add_argument("--version", action="store_true", help="print the name and version, then exit")
    parser.add_argument("--list-games", action="store_true", help="print the ids --smoke-test can play")
    parser.add_argument(
        "--time-first-frame",
        action="store_true",
        help="print the wall-clock time (seconds since the epoch) of the first frame, then quit",
    )
    return parser


def window_size(text: str) -> tuple[int, int]:
    """``--window 1280x720`` as (width, height); anything else is refused in a sentence that says the form."""
    return read_window_size(text)


def main(argv: list[str] | None = None) -> int:
    """The command line; every refused argument is a sentence on stderr and exit code 2."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        return _run(argv)
    except ArgumentRefused as refusal:
        print(f"cardtable: {refusal}", file=sys.stderr)
        return 2


def _run(argv: list[str]) -> int:
    if argv[:1] == ["solve"]:
        from game.commands.solve import run

        return run(argv[1:])
    if argv[:1] == ["simulate"]:
        from game.commands.simulate import run as simulate

        return simulate(argv[1:])
    if argv[:1] == ["eval"]:
        from game.commands.eval import run as evaluate

        return evaluate(argv[1:])
    if argv[:1] == ["replay"]:
        from game.commands.replay import run as replay
        from game.ui.replay_window import watch_replay

        return replay(argv[1:], watch=watch_replay)
    args = build_parser().parse_args(argv)
    if args.version:
        from game.about import about
        from game.bots.native import solver_kind

        print(about().line)
        print(f"Scotch solver: {solver_kind()}")
        return 0
    if args.list_games:
        from game.testing.smoke import playable

        print("\n".join(playable()))
        return 0
    from game.core import registry

    if args.game is not None and args.game not in {listing.id for listing in registry.listings()}:
        games = ", ".join(listing.id for listing in registry.listings())
        raise ArgumentRefused(f"--game takes one of {games}, not {quoted(args.game)}")
    if args.smoke_test:
        from game.testing.smoke import smoke_test

        return smoke_test(args.game, args.seed)
    from game.phones.on_demand import PhoneLayer
    from game.ui.launch import check_options, run_window, seats_for
    from game.ui.phones.supply import provide

    provide(PhoneLayer())  # before seats_for: whether a game takes phones is the phone layer's to say

    try:
        window = window_size(args.window) if args.window else None
        options = parse_options(args.options)
        spec = registry.get(args.game) if args.game else None
        plans = seats_for(spec, args.players) if spec is not None else None
        if spec is not None:
            check_options(spec, options, plans)
    except (KeyError, ValueError) as error:
        print(f"cardtable: {error}", file=sys.stderr)
        return 2
    return run_window(spec, args.seed, plans, options, window, args.time_first_frame)


if __name__ == "__main__":
    sys.exit(main())
