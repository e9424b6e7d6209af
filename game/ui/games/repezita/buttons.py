"""A person at the Repezita table on buttons (a keyboard preset or a gamepad): any card in two presses.

DESIGN.md §8, "a card from a hand is playable in at most two keystrokes": ``lower`` and
``higher`` play a card one rank below or above the top the seat saw, so every fitting
card is one press (on an empty centre either plays an Ace; after a stall clear, when any
card may start the pile, the picked card). ``left`` and ``right`` move the seat's pick
marker across its hand (wrapping round its ends) and ``play`` plays the picked card,
fitting or not: a person may play a wrong card and take the pile, as at a real table.
A press is judged on the frame's start (``onto`` and ``seen`` come from the scene), so
two people pressing in one frame race, and the later one is "beaten by" the earlier.
Nothing here draws.
"""

from __future__ import annotations

from game.core.cards import ACE, RANK_NAMES
from game.realtime.race_table import Outcome
from game.rules.repezita.state import rank_step
from game.ui.games.repezita.match import RepezitaMatch
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

    def press(self, action: str, onto: str | None, seen: int | None) -> Outcome | str | None:
        """Act on one press: the outcome of a card tried, a note to show by the seat, or nothing."""
        state = self.match.state
        index = self.picked()
        if state.is_over():
            return None
        if index is None:
            return "you are out: no cards left to play"
        hand = state.hand(self.seat)
        if action in ("left", "right"):
            self.pick = (index + (1 if action == "right" else -1)) % len(hand)
            return None
        if action == "play":
            return self.match.play(self.seat, state.save_card(hand[index]), onto, seen)
        if action not in STEPS:
            return None
        if onto is None and state.free_start:
            return self.match.play(self.seat, state.save_card(hand[index]), onto, seen)
        code, note = self._neighbour(onto, STEPS[action])
        if code is None:
            return note
        self.pick = next(i for i, card in enumerate(hand) if state.save_card(card) == code)
        return self.match.play(self.seat, code, onto, seen)

    def actions_for(self, code: str, onto: str | None) -> list[str]:
        """The presses that play the card ``code`` onto ``onto``: one if it is the lower or higher card
        (or an Ace on an empty centre), else the pick moved the short way round and ``play``.

        For tools that play a seat by a bot's judgement through the keys (smoke test, real window).
        """
        state = self.match.state
        if not (onto is None and state.free_start):
            for action, step in STEPS.items():
                if self._neighbour(onto, step)[0] == code:
                    return [action]
        codes = [state.save_card(card) for card in state.hand(self.seat)]
        index, here = codes.index(code), self.picked() or 0
        right = (index - here) % len(codes)
        moves = ["right"] * right if right <= len(codes) - right else ["left"] * (len(codes) - right)
        return [*moves, "play"]

    def _neighbour(self, onto: str | None, step: int) -> tuple[str | None, str]:
        """The code of a card one rank from ``onto`` (an Ace on an empty centre), or why there is none."""
        state = self.match.state
        if onto is None:
            wanted, missing = ACE, "no Ace to start the pile"
        else:
            wanted = rank_step(state.load_card(onto).rank, step)
            missing = f"no {RANK_NAMES[wanted]} in your hand"
        card = next((card for card in state.hand(self.seat) if card.rank == wanted), None)
        return (None, missing) if card is None else (state.save_card(card), "")
