"""The German deck's Unter, Ober and König are figures a person recognises (issue 22).

Read from the pixels of the painted faces between the index columns: each court has a face (skin) in
its upper part, the König a gold crown above it, and the suit mark sits where the German cards put
it, held up high by the Ober and low by the Unter.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.cards import Card, Suit
from game.ui.cards.card_art import CardArt
from game.ui.games.shedding.german_courts import GOLD, SKIN
from game.ui.games.shedding.german_faces import ACORN_NUT, LEAF_GREEN

SIZES = [(80, 112), (150, 210), (250, 350)]
UNTER, OBER, KOENIG = 11, 12, 13
MARK_COLOUR = {Suit.SPADES: LEAF_GREEN, Suit.CLUBS: ACORN_NUT}  # colours no figure wears
OPTIONS = [{}, {"large_indices": True}, {"high_contrast": True}]


def spots(art: CardArt, card: Card, size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.mask.Mask:
    """The pixels of ``colour`` on ``card``'s German face, the index columns left out."""
    face = art.face(card, size, "german")
    margin, column, _ = art._index_metrics(size[0])
    left = round(margin + column + size[0] * 0.03)
    found = pygame.mask.from_threshold(face, colour, (12, 12, 12, 255))
    middle = pygame.mask.Mask(size)
    middle.draw(pygame.mask.Mask((size[0] - 2 * left, size[1]), fill=True), (left, 0))
    return found.overlap_mask(middle, (0, 0))


def share_down(mask: pygame.mask.Mask) -> float:
    """How far down the card (0 top, 1 bottom) the middle of the pixels lies."""
    assert mask.count(), "nothing of that colour is drawn"
    return mask.centroid()[1] / mask.get_size()[1]


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("rank", [UNTER, OBER, KOENIG])
def test_every_court_is_a_person_with_a_face_in_the_upper_part(
    rank: int, size: tuple[int, int], options: dict
) -> None:
    art = CardArt(**options)
    for suit in Suit:
        face = spots(art, Card(rank, suit), size, SKIN)
        assert face.count() >= 8, f"no face on the {rank} of {suit.name} at {size}"
        assert share_down(face) < 0.5, "the head is above the middle, as a standing figure's is"


@pytest.mark.parametrize("size", SIZES)
def test_the_koenig_wears_a_gold_crown_above_his_face(size: tuple[int, int]) -> None:
    art = CardArt()
    for suit in Suit:
        card = Card(KOENIG, suit)
        crown = spots(art, card, size, GOLD)
        crown_top = crown.get_bounding_rects()
        assert crown_top, f"no gold on the König of {suit.name}"
        highest_gold = min(rect.top for rect in crown_top)
        highest_skin = min(rect.top for rect in spots(art, card, size, SKIN).get_bounding_rects())
        assert highest_gold < highest_skin, "the crown sits on the head"


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("suit", list(MARK_COLOUR))
def test_the_ober_holds_his_mark_high_and_the_unter_low(
    suit: Suit, size: tuple[int, int], options: dict
) -> None:
    art = CardArt(**options)
    ober = share_down(spots(art, Card(OBER, suit), size, MARK_COLOUR[suit]))
    unter = share_down(spots(art, Card(UNTER, suit), size, MARK_COLOUR[suit]))
    assert ober < 0.35 < 0.5 < unter, f"Ober's mark {ober:.2f} and Unter's {unter:.2f} of the way down"
