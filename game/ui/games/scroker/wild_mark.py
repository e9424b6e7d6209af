"""A lettered card the dealer named wild (Dealer's Choice): its face in a gold frame, "WILD" on it.

The tag sits at the foot of the strip a fanned hand leaves seen, so the holder sees which of
their cards is free. Painted once per card and size and kept with the card art's pictures.
"""

from __future__ import annotations

import pygame

from game.rules.scroker.cards import ScrokerCard
from game.ui.cards.card_art import GOLD, CardArt

INK = (60, 40, 0)


def marked_wild(art: CardArt, card: ScrokerCard, size: tuple[int, int]) -> pygame.Surface:
    """``card``'s face at ``size`` with the gold frame and the WILD tag."""
    size = (int(size[0]), int(size[1]))

    def paint() -> pygame.Surface:
        surface = art.face(card, size).copy()
        width, height = size
        frame = max(2, round(width * 0.04))
        radius = max(3, round(width * 0.07))
        pygame.draw.rect(surface, GOLD, surface.get_rect(), frame, border_radius=radius)
        pad = max(2, round(width * 0.03))
        word = art.lettering("WILD", height * 0.07, INK)
        box = pygame.Rect(0, 0, word.get_width() + 2 * pad, word.get_height() + 2 * pad)
        box.bottomleft = (frame + pad, height - frame - pad)
        pygame.draw.rect(surface, GOLD, box, border_radius=pad)
        surface.blit(word, (box.x + pad, box.y + pad))
        return surface

    return art.remembered(("marked wild", (card.code, art.four_colour, art.large_indices), size), paint)
