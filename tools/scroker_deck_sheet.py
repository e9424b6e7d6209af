"""Write docs/screenshots/scroker-deck.png: every Scroker face and the back, on the felt.

The sheet is 1280×720, the smallest window we support. Each suit is a row of
its 13 cards at ``--width`` window pixels (70 by default, about their size at a
six-seat table), the wild and the back beside them. Below, a few cards at the
size of a two-seat table, and a fanned five-card hand the way a seat sees it,
so what reads here reads in play.

    python tools/scroker_deck_sheet.py [--width 70] [--large-indices] [--out PATH]
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

from game.rules.scroker.cards import SUITS, ScrokerCard, scroker_deck  # noqa: E402
from game.rules.scroker.codes import parse_scroker_cards  # noqa: E402
from game.ui.cards.card_art import CardArt  # noqa: E402

SHEET = (1280, 720)
FELT = (24, 92, 56)
GAP = 6
SAMPLES = "lemon:E lime:K animal:M animal:U chili:E5 chili:A2 scroker"
HAND = "lime:S animal:N chili:A3 lemon:C animal:K"


def sheet(card_width: int, large_indices: bool) -> pygame.Surface:
    """The whole preview: four suit rows, the wild and back, then larger samples and a fanned hand."""
    art = CardArt(large_indices=large_indices)
    size = (card_width, round(card_width * 7 / 5))
    surface = pygame.Surface(SHEET)
    surface.fill(FELT)
    deck = scroker_deck()
    for row, suit in enumerate(SUITS):
        for column, card in enumerate(c for c in deck if c.suit is suit):
            place = (GAP + column * (size[0] + GAP), GAP + row * (size[1] + GAP))
            surface.blit(art.face(card, size), place)
    right = GAP + 13 * (size[0] + GAP) + 2 * GAP
    surface.blit(art.face(ScrokerCard.wild(), size), (right, GAP))
    surface.blit(art.back(0, size), (right, GAP + size[1] + GAP))
    big = (size[0] * 3 // 2, round(size[0] * 3 / 2 * 7 / 5))
    top = GAP + len(SUITS) * (size[1] + GAP) + 2 * GAP
    x = GAP
    for card in parse_scroker_cards(SAMPLES):
        surface.blit(art.face(card, big), (x, top))
        x += big[0] + GAP
    x, step = x + 4 * GAP, round(size[0] * 0.42)
    for card in parse_scroker_cards(HAND):
        surface.blit(art.face(card, size), (x, top))
        x += step
    return surface


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=70, help="card width in window pixels")
    parser.add_argument("--large-indices", action="store_true")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots" / "scroker-deck.png")
    args = parser.parse_args(argv)
    pygame.init()
    pygame.image.save(sheet(args.width, args.large_indices), str(args.out))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
