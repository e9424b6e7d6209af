"""Write docs/screenshots/scorzo-deck.png: every Scorzo face and the back, on the felt.

The sheet is 1280×720, the smallest window we support, and cards are drawn at
``--width`` window pixels (60 by default, about their size on a crowded table),
so what reads here reads in play. A second, larger row shows the 1s, 7s, a wild
and the back at the size of a two-seat table, and a strip shows a fanned hand
the way the bottom seat sees it.

    python tools/scorzo_deck_sheet.py [--width 60] [--large-indices] [--out PATH]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pygame  # noqa: E402

from game.rules.scorzo.cards import NUMBERS, SUITS, ScorzoCard  # noqa: E402
from game.ui.cards.card_art import CardArt  # noqa: E402

SHEET = (1280, 720)
FELT = (24, 92, 56)
GAP = 6


def sheet(card_width: int, large_indices: bool) -> pygame.Surface:
    """The whole preview: five suit rows of 1–10, the wild and back, then larger samples and a hand."""
    art = CardArt(large_indices=large_indices)
    size = (card_width, round(card_width * 7 / 5))
    surface = pygame.Surface(SHEET)
    surface.fill(FELT)
    for row, suit in enumerate(SUITS):
        for column, number in enumerate(NUMBERS):
            place = (GAP + column * (size[0] + GAP), GAP + row * (size[1] + GAP))
            surface.blit(art.face(ScorzoCard(suit, number), size), place)
    right = GAP + len(NUMBERS) * (size[0] + GAP) + 2 * GAP
    surface.blit(art.face(ScorzoCard.wild(), size), (right, GAP))
    surface.blit(art.back(0, size), (right, GAP + size[1] + GAP))
    big = (size[0] * 3 // 2, round(size[0] * 3 / 2 * 7 / 5))
    samples = [ScorzoCard(suit, 1) for suit in SUITS] + [ScorzoCard(suit, 7) for suit in SUITS]
    samples += [ScorzoCard.wild()]
    top = GAP + len(SUITS) * (size[1] + GAP) + 2 * GAP
    x = GAP
    for card in samples:
        surface.blit(art.face(card, big), (x, top))
        x += big[0] + GAP
    surface.blit(art.back(0, big), (x, top))
    hand = [ScorzoCard(SUITS[0], n) for n in (3, 4, 5)] + [ScorzoCard(s, 8) for s in SUITS[1:4]]
    hand += [ScorzoCard(SUITS[4], 10), ScorzoCard.wild(), ScorzoCard(SUITS[2], 2)]
    x, step = right + size[0] + 4 * GAP, round(size[0] * 0.42)
    y = GAP + 2 * (size[1] + GAP)
    for card in hand:
        surface.blit(art.face(card, size), (x, y))
        x += step
    return surface


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=60, help="card width in window pixels")
    parser.add_argument("--large-indices", action="store_true")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots" / "scorzo-deck.png")
    args = parser.parse_args(argv)
    pygame.init()
    pygame.image.save(sheet(args.width, args.large_indices), str(args.out))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
