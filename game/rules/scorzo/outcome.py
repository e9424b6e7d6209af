"""Who won a Scorzo game and why, in whole sentences (seed 001, "Winning the game").

The totals alone do not tell a player why the one with 41 points won when
another had 41 too: the three-card round did. These sentences say it in the
rules' words, naming seats as "Seat N" (the table puts each person's name in),
so the game-over panel, the scoresheet and the history say the same thing.
"""

from __future__ import annotations

from game.core.seat_names import seat_words
from game.core.wording import listed
from game.rules.scorzo.standings import Standings


def points_words(points: int) -> str:
    return f"{points} point{'' if points == 1 else 's'}"


def winner_sentence(standings: Standings) -> str:
    """'Seat 1 wins with 41 points, the fewest.', or '… 41 points and the tie-break.' when the
    fewest were shared and a three-card round decided (the game is over: one seat placed first)."""
    placings, totals = standings.placings(), standings.totals()
    first = [seat for seat in range(standings.seats) if placings[seat] == 1]
    names = listed([seat_words(seat) for seat in first])
    verb = "share first place" if len(first) > 1 else "wins"
    why = " and the tie-break" if standings.tie_breaks else ", the fewest"
    return f"{names} {verb} with {points_words(totals[first[0]])}{why}."


def tie_break_sentences(standings: Standings) -> list[str]:
    """One sentence per tie-break round: who was tied on what, and how the three-card round went.

    'Seat 1 and Seat 3 were tied on 41; Seat 1 won the three-card round with 0 points against 2.'
    A round that left some tied again says so, and that they played another.
    """
    sentences = []
    totals = standings.totals()
    for index, points in enumerate(standings.tie_breaks):
        players = sorted(points)
        names = listed([seat_words(seat) for seat in players])
        fewest = min(points.values())
        best = [seat for seat in players if points[seat] == fewest]
        others = [points[seat] for seat in players if points[seat] != fewest]
        round_words = "the three-card round" if index == 0 else "another three-card round"
        opening = f"{names} were tied on {totals[players[0]]}" if index == 0 else f"{names} were still tied"
        if len(best) == 1:
            against = listed([str(n) for n in others])
            won = f"{seat_words(best[0])} won {round_words} with {points_words(fewest)}"
            sentences.append(f"{opening}; {won} against {against}.")
        else:
            again = listed([seat_words(seat) for seat in best])
            sentences.append(f"{opening}; {again} tied {round_words} on {points_words(fewest)} each.")
    return sentences


def outcome_sentences(standings: Standings) -> list[str]:
    """The winner, then how any tie-break went: the whole story of a finished game's result."""
    return [winner_sentence(standings), *tie_break_sentences(standings)]
