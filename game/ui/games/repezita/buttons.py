"""A person at the Repezita table on buttons (a keyboard preset or a gamepad): any card in two presses.

DESIGN.md §8, "a card from a hand is playable in at most two keystrokes": ``lower`` and
``higher`` play the seat's card one rank below or above the centre's top, so every fitting
card is one press. Each press commits, as a hand slapping a card down does (issue 20,
docs/races.md): a seat with no such card has put down a wrong card, its picked card, and
takes the pile, so pressing without looking costs. ``left`` and ``right`` move the seat's
pick marker across its hand (wrapping round its ends) and ``play`` plays the picked card,
fitting or not. Every press is judged on what the person could see (``RepezitaMatch``): a
card that a rival's move beat in the last moment goes back at no cost. Nothing here draws.
"""

from __future__ import annotations

from game.realtime.race_table import Outcome
from game.ui.games.repezita.match import FalseClaim, RepezitaMatch, neighbour
from game.ui.input.key_presets import Binding

STEPS = {"lower": -1, "higher": 1}


class RepezitaButtons:
    """One key or pad seat: its buttons and the card its pick marker is on."""

    def __init__(self, match: RepezitaMatch, seat: int, binding: Binding) -> None:
        self.match, self.seat, self.binding = match, seat, binding
        self.pick = 0

    def picked(self) -> int | None:
        """The index of the picked card in the hand as it is now; None with no cards."""
        size = len(self.match.state.hand(self.seat))
        if not size:
            return None
        self.pick = min(self.pick, size - 1)
        return self.pick

    def press(self, action: str) -> Outcome | FalseClaim | str | None:
        """Act on one press: the outcome of a card tried, a note to show by the seat, or nothing."""
        state = self.match.state
        index = self.picked()
        if state.is_over():
            return None
        if index is None:
            return "you are out: no cards left to play"
        hand = state.hand(self.seat)
        picked = state.save_card(hand[index])
        if action in ("left", "right"):
            self.pick = (index + (1 if action == "right" else -1)) % len(hand)
            return None
        if action == "play":
            return self.match.play(self.seat, picked)
        if action not in STEPS:
            return None
        return self.match.claim(self.seat, STEPS[action], picked)

    def actions_for(self, code: str, onto: str | None) -> list[str]:
        """The presses that play the card ``code`` onto ``onto``: one if it is the lower or higher card
        (or an Ace on an empty centre), else the pick moved the short way round and ``play``.

        For tools that play a seat by a bot's judgement through the keys (smoke test, real window).
        """
        state = self.match.state
        if not (onto is None and state.free_start):
            for action, step in STEPS.items():
                if neighbour(state, self.seat, onto, step) == code:
                    return [action]
        codes = [state.save_card(card) for card in state.hand(self.seat)]
        index, here = codes.index(code), self.picked() or 0
        right = (index - here) % len(codes)
        moves = ["right"] * right if right <= len(codes) - right else ["left"] * (len(codes) - right)
        return [*moves, "play"]
