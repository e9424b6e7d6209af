"""Where a painted card face prints its corner indices, read from its pixels (for the art tests).

A card's index sits in the column its corner metrics give (``CardArt._index_metrics``), in the top
left and, turned over, the bottom right; the picture area starts beyond that column. So the ink in
that column's top half, and in the mirrored column's bottom half, is the index as a person sees it.
"""

from __future__ import annotations

import pygame

from game.ui.cards.card_art import CardArt
from game.ui.cards.face_parts import PaintedCard

INK = 40  # a channel this far from the bare card is ink (antialiased edges included)
COLUMN_SLACK = 0.03  # of the width: a squeezed "10" may reach a little past its column, never the picture


def index_boxes(art: CardArt, card: PaintedCard, size: tuple[int, int], style: str = "") -> list[pygame.Rect]:
    """The two corner indices of ``card`` at ``size`` as rectangles on the face (top left, bottom right)."""
    face = art.face(card, size, style)
    blank = art._blank(size)
    width, height = size
    margin, column, _ = art._index_metrics(width)
    strip = round(margin + column + width * COLUMN_SLACK)
    boxes = []
    for area in (
        pygame.Rect(0, 0, strip, height // 2),
        pygame.Rect(width - strip, height - height // 2, strip, height // 2),
    ):
        box = ink_mask(face, blank, area).get_bounding_rects()
        assert box, f"no index drawn on {card.code} at {size}"
        union = box[0].unionall(box[1:])
        boxes.append(union.move(area.topleft))
    return boxes


def ink_mask(face: pygame.Surface, blank: pygame.Surface, area: pygame.Rect) -> pygame.mask.Mask:
    """The pixels of ``area`` where ``face`` differs from the bare card ``blank`` by more than ``INK``."""
    ahead = face.subsurface(area).copy()
    ahead.blit(blank.subsurface(area), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    behind = blank.subsurface(area).copy()
    behind.blit(face.subsurface(area), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    ahead.blit(behind, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |face - blank| in each channel
    ahead.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MAX)
    near = pygame.mask.from_threshold(ahead, (0, 0, 0, 255), (INK + 1, INK + 1, INK + 1, 255))
    near.invert()
    return near
