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

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cardtable", description="Card Table: ten card games at one table.")
    parser.add_argument("--game", help="start this game at once (e.g. scotch)")
    parser.add_argument("--seed", type=int, help="deal number: the same number gives the same deal")
    parser.add_argument("--options", default="", help="game options as K=V,K=V")
    parser.add_argument("--smoke-test", action="store_true", help="play headless to the end; exit 0 or 1")
    parser.add_argument("--players", help="seats, e.g. human:mouse,bot:hard,bot:medium, or a count")
    parser.add_argument("--window", default="", help="window size WxH, e.g. 1280x720")
    parser.add_argument("--version", action="store_true", help="print the name and version, then exit")
    parser.add_argument("--list-games", action="store_true", help="print the ids --smoke-test can play")
    parser.add_argument(
        "--time-first-frame",
        action="store_true",
        help="print the wall-clock time (seconds since the epoch) of the first frame, then quit",
    )
    return parser


def window_size(text: str) -> tuple[int, int]:
    """``--window 1280x720`` as (width, height); anything else is a ValueError that says the form."""
    width, times, height = text.lower().strip().partition("x")
    if (
        not (times and width.strip().isdigit() and height.strip().isdigit())
        or min(int(width), int(height)) < 1
    ):
        raise ValueError(f"--window takes a size like 1280x720, not {text!r}")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
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

        print(about().line)
        return 0
    if args.list_games:
        from game.testing.smoke import playable

        print("\n".join(playable()))
        return 0
    if args.seed is not None and args.seed < 0:
        print("--seed takes a deal number of 0 or more", file=sys.stderr)
        return 2
    if args.smoke_test:
        from game.testing.smoke import smoke_test

        return smoke_test(args.game, args.seed)
    from game.core import registry
    from game.ui.launch import check_options, run_window, seats_for

    try:
        options = parse_options(args.options)
        spec = registry.get(args.game) if args.game else None
        plans = seats_for(spec, args.players) if spec is not None else None
        if spec is not None:
            check_options(spec, options, plans)
        window = window_size(args.window) if args.window else None
    except (KeyError, ValueError) as error:
        print(f"cardtable: {error}", file=sys.stderr)
        return 2
    return run_window(spec, args.seed, plans, options, window, args.time_first_frame)


if __name__ == "__main__":
    sys.exit(main())
