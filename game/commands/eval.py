"""`python main.py eval scorzo|scroker --hand "..." [--json]`: what a hand is worth.

Scroker hands are judged in ``scroker_eval.py``; Scorzo hands here.

The same split the game scores a round by (DESIGN.md §10), shown so a player
can check a count: each meld with what its wilds stand for, the unmelded
cards, and the points they add.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.commands.options import parse_options
from game.core.arguments import ArgumentRefused, SentenceParser
from game.core.codes import CardCodeError
from game.rules.scorzo.cards import ScorzoCard
from game.rules.scorzo.codes import parse_scorzo_cards
from game.rules.scorzo.melds import Meld, Split, best_split

# A round deals at most 8 cards (9 held mid-turn). The exact search grows fast
# with the hand: 20 cards take milliseconds, 30 take seconds.
MOST_CARDS = 20
# Read no further than this: a hand of the most cards either game takes is under 300 characters.
LONGEST_HAND = 1000


def build_parser() -> argparse.ArgumentParser:
    parser = SentenceParser(prog="cardtable eval", description="Score a hand by its best split.")
    parser.add_argument("game", choices=["scorzo", "scroker"], help="the game whose hands to judge")
    parser.add_argument("--hand", required=True, help='card codes, e.g. "star:3 star:4 wild heart:7"')
    parser.add_argument(
        "--options",
        default="",
        help="K=V,... (Scorzo hands take none; Scroker: hot, ruling, wilds, hot_n_sour, mixing)",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable result on stdout")
    return parser


def run(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    if len(args.hand) > LONGEST_HAND:
        raise ArgumentRefused(
            f"--hand takes at most {LONGEST_HAND:,} characters of card codes, not {len(args.hand):,}"
        )
    if args.game == "scroker":
        from game.commands.scroker_eval import run_scroker

        return run_scroker(args.hand, args.options, args.json)
    try:
        options = parse_options(args.options)
        if options:
            raise ValueError(f"a Scorzo hand is scored the same under every option; got {', '.join(options)}")
        hand = parse_scorzo_cards(args.hand)
        if len(hand) > MOST_CARDS:
            raise ValueError(
                f"a hand of at most {MOST_CARDS} cards, please (a round deals 8); got {len(hand)}"
            )
    except (ValueError, CardCodeError) as error:
        print(f"cardtable: {error}", file=sys.stderr)
        return 2
    split = best_split(hand)
    print(json.dumps(_as_json(hand, split), indent=1) if args.json else _as_text(hand, split))
    return 0


def _codes(cards: tuple[ScorzoCard, ...] | list[ScorzoCard]) -> str:
    return " ".join(card.code for card in cards) or "-"


def _as_text(hand: list[ScorzoCard], split: Split) -> str:
    lines = [f"hand      {_codes(hand)}"]
    lines += [f"meld      {meld.describe}" for meld in split.melds] or ["meld      none"]
    lines.append(f"unmelded  {_codes(split.unmelded)}")
    verdict = "  (all melds: SCORZO may be called)" if split.is_all_melds else ""
    lines.append(f"score     {split.score}{verdict}")
    return "\n".join(lines)


def _meld_json(meld: Meld) -> dict[str, Any]:
    return {
        "kind": meld.kind.value,
        "cards": [card.code for card in meld.cards],
        "numbers": list(meld.numbers),
        "suit": None if meld.suit is None else meld.suit.code,
    }


def _as_json(hand: list[ScorzoCard], split: Split) -> dict[str, Any]:
    return {
        "game": "scorzo",
        "hand": [card.code for card in hand],
        "melds": [_meld_json(meld) for meld in split.melds],
        "unmelded": [card.code for card in split.unmelded],
        "score": split.score,
        "all_melds": split.is_all_melds,
    }
