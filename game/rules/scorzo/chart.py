"""The dealing chart and who sits left of whom (seed 001, "Dealing chart", "Playing the game").

Seats are numbered clockwise, so the player to a seat's left, who plays
next and deals next, is the following seat number.
"""

from __future__ import annotations

from collections.abc import Iterable

# "Round 1: 8 cards … round 6: 3 cards … round 11: 8 cards."
DEALING_CHART: tuple[int, ...] = (8, 7, 6, 5, 4, 3, 4, 5, 6, 7, 8)
ROUNDS = len(DEALING_CHART)
# "In the event of a tie a three card round will be played to determine the winner."
TIE_BREAK_HAND = 3


def hand_size(round_number: int, rounds: int) -> int:
    """Cards dealt to each player in a round (1-based); after the last round, a tie-break round."""
    if round_number > rounds:
        return TIE_BREAK_HAND
    return DEALING_CHART[round_number - 1]


def left_of(seat: int, seats: int) -> int:
    return (seat + 1) % seats


def next_among(seat: int, seats: int, playing: Iterable[int]) -> int:
    """The first seat to the left of ``seat`` that plays this round (a tie-break leaves some out)."""
    players = set(playing)
    following = left_of(seat, seats)
    while following not in players:
        following = left_of(following, seats)
    return following
