"""A Scorzo hand laid out by its split, each meld's cards together under a marked band.

At the end of a round every hand is shown by its best split, and the table marks
the melds in a person's own hand: both must say the same words for a meld, so the
words are here, pure and testable without a display (``meld_label``,
``short_meld_label``, ``unmelded_label``, ``wild_stand_in``), beside the drawing
(``game.ui.cards.marked_hand``). A meld sits on a green band naming it ("run of Stars 3–5");
the cards left out sit apart on a red band saying what they add ("+12"), so a
player sees at a glance both why a hand scored what it did and which cards cost it.
A wild in a meld carries a tag saying what it stands for ("=5").
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.scorzo.cards import ScorzoCard
from game.rules.scorzo.melds import Meld, MeldKind, Split
from game.ui.cards.marked_hand import MarkedGroup

# --- words (pure) ---------------------------------------------------------------------


def meld_label(meld: Meld) -> str:
    """What a meld is, in a player's words: 'run of Stars 3–5', 'set of 7s', '3 wilds'."""
    if meld.kind is MeldKind.WILDS:
        return f"{len(meld.cards)} wilds"
    if meld.kind is MeldKind.SET:
        return f"set of {meld.numbers[0]}s"
    assert meld.suit is not None
    return f"run of {meld.suit.name.title()} {meld.numbers[0]}–{meld.numbers[-1]}"


def short_meld_label(meld: Meld) -> str:
    """The same in fewer letters, for a group too narrow for ``meld_label``: 'Stars 3–5', '7s', 'wilds'."""
    if meld.kind is MeldKind.WILDS:
        return "wilds"
    if meld.kind is MeldKind.SET:
        return f"{meld.numbers[0]}s"
    assert meld.suit is not None
    return f"{meld.suit.name.title()} {meld.numbers[0]}–{meld.numbers[-1]}"


def unmelded_label(cards: Sequence[ScorzoCard]) -> str:
    """What cards left out of every meld add to the score: '+12' (a wild counts 15)."""
    return f"+{sum(card.value for card in cards)}"


def wild_stand_in(meld: Meld, index: int) -> str:
    """What the meld's ``index``-th card stands for if a wild ('=5'); '' for a plain card, or all wilds."""
    if not meld.cards[index].is_wild or meld.kind is MeldKind.WILDS:
        return ""
    return f"={meld.numbers[index]}"


def marked_groups(split: Split) -> list[MarkedGroup]:
    """The split's melds in the solver's order, then the unmelded cards (suit by suit) apart."""
    groups = [
        MarkedGroup(
            meld.cards,
            meld_label(meld),
            short_meld_label(meld),
            False,
            tuple(wild_stand_in(meld, index) for index in range(len(meld.cards))),
        )
        for meld in split.melds
    ]
    if split.unmelded:
        left_out = tuple(sorted(split.unmelded, key=lambda card: card.sort_key))
        label = unmelded_label(left_out)
        groups.append(MarkedGroup(left_out, label, label, True, ("",) * len(left_out)))
    return groups
