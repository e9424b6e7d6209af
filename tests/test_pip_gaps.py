"""Every two pips on a number card stand apart, at every size the app draws cards (issue 22).

Read from pixels, as a person sees them: the ink between the corner index columns must fall into one
blot per pip, and no two blots' boxes may touch or overlap (the 9♥'s centre pip once reached into
the boxes of its neighbours, the hearts' curves barely apart). Sizes run from a six-seat Scrooge card
at 1024×600 to a large card on a big window; each deck (French, German, Scorzo's own) is checked
plain, with large indices, in high contrast and in four colours.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.cards import Card, Suit
from game.rules.scorzo.cards import SUITS as SCORZO_SUITS
from game.rules.scorzo.cards import ScorzoCard
from game.ui.cards.card_art import CardArt
from game.ui.cards.face_parts import PaintedCard
from game.ui.cards.pip_layout import apart
from game.ui.games.scorzo.faces import PIPS_UP_TO, PIPS_UP_TO_LARGE_INDICES
from tests.card_corners import ink_mask

WIDTHS = (44, 56, 80, 100, 150, 188, 250, 320)  # the narrowest and widest cards drawn, and between
CARD_ASPECT = 1.4
ART_OPTIONS = {
    "plain": {},
    "large indices": {"large_indices": True},
    "high contrast": {"high_contrast": True},
    "four colours": {"four_colour": True},
}


def pip_blots(art: CardArt, card: PaintedCard, size: tuple[int, int], style: str = "") -> list[pygame.Rect]:
    """The boxes of the separate blots of ink between the two index columns of ``card``'s face."""
    face, blank = art.face(card, size, style), art._blank(size)
    width, height = size
    margin, column, _ = art._index_metrics(width)
    left = round(margin + column + width * 0.03)
    area = pygame.Rect(left, 0, width - 2 * left, height)
    return ink_mask(face, blank, area).get_bounding_rects()


def touching(card: PaintedCard, pips: int, blots: list[pygame.Rect]) -> list[str]:
    """``card``'s code if its blots are not ``pips`` boxes with clear space between every two."""
    spaced = all(apart(a, b, 1) for i, a in enumerate(blots) for b in blots[i + 1 :])
    return [] if len(blots) == pips and spaced else [card.code]


def pip_cards(deck: str, art: CardArt) -> list[tuple[PaintedCard, int]]:
    """Each number card of ``deck`` that the faces print with pips, and how many pips it has."""
    if deck == "Scorzo":
        pips = PIPS_UP_TO_LARGE_INDICES if art.large_indices else PIPS_UP_TO  # high contrast has them too
        return [(ScorzoCard(suit, number), number) for suit in SCORZO_SUITS for number in range(2, pips + 1)]
    lowest = 7 if deck == "German" else 2  # the German deck is the 32-card one
    return [(Card(rank, suit), rank) for suit in Suit for rank in range(lowest, 11)]


DECKS = [(deck, options) for deck in ("French", "German", "Scorzo") for options in ART_OPTIONS]


@pytest.mark.parametrize(("deck", "options"), DECKS)
@pytest.mark.parametrize("width", WIDTHS)
def test_no_two_pips_touch(deck: str, options: str, width: int) -> None:
    art = CardArt(**ART_OPTIONS[options])
    size = (width, round(width * CARD_ASPECT))
    style = "german" if deck == "German" else ""
    merged = [
        code
        for card, pips in pip_cards(deck, art)
        for code in touching(card, pips, pip_blots(art, card, size, style))
    ]
    assert not merged, f"{deck} pips touch on {merged} at {size}"
