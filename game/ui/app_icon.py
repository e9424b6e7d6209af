"""The application icon: the Ace of Hearts and the Ace of Spades fanned, painted by the game's own card art.

The same picture is the running window's icon (``App``) and, drawn at build time by
``packaging/make_icon.py``, the executable's icon files, so no image file is kept in the
repository. Icons smaller than ``SMALLEST_PAINT`` are painted at that size and shrunk, so they
stay smooth and card faces are never asked for at sizes too small for their corner indices.
"""

from __future__ import annotations

import pygame

from game.core.cards import Card, Suit
from game.ui.cards.card_art import CardArt

SMALLEST_PAINT = 128
WINDOW_ICON_SIZE = 64  # what window managers show; SDL scales it for the title bar and task bar
CARD_HEIGHT = 0.74  # of the square's side
CARD_ASPECT = 5 / 7  # width / height, a poker card
FAN = ((Card(1, Suit.HEARTS), 14.0, -0.13), (Card(1, Suit.SPADES), -10.0, 0.11))  # card, degrees, x shift


def draw_icon(size: int) -> pygame.Surface:
    """A transparent square ``size`` pixels wide with the two cards; needs no window, only pygame.font."""
    if not pygame.font.get_init():
        pygame.font.init()
    paint = max(size, SMALLEST_PAINT)
    height = round(paint * CARD_HEIGHT)
    card_size = (round(height * CARD_ASPECT), height)
    art = CardArt()
    icon = pygame.Surface((paint, paint), pygame.SRCALPHA)
    for card, degrees, shift in FAN:
        face = pygame.transform.rotozoom(art.face(card, card_size), degrees, 1.0)
        icon.blit(face, face.get_rect(center=(paint / 2 + shift * paint, paint / 2)))
    return icon if size == paint else pygame.transform.smoothscale(icon, (size, size))
