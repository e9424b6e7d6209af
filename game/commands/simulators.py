"""The games ``simulate`` can play with bots, and how each one keeps score.

``simulate`` asks this table instead of knowing games by name, so a game that
gains bots gains the command by one entry. Scrooge counts points a round,
most wins; Scorzo counts points a game, fewest wins; the four Scroker games
count chips won or lost a hand, most wins; Repezita's points are places in the
finishing order (1 = first out), fewest best; Schrum Schrum and Tač are won by
the first player out, and count the cards the others still hold, fewest best.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.bots.bot_games import GameRecord
from game.core.bot_levels import Level

PlayGame = Callable[[Sequence[Level], int, dict[str, Any]], GameRecord]


@dataclass(frozen=True)
class Simulator:
    """One game's bots-only play and how its figures read."""

    play_game: PlayGame
    check_seating: Callable[[Sequence[Level], dict[str, Any]], object]  # raises on seats the options refuse
    per_game: bool  # average each seat's game total (else each round's points)
    lower_wins: bool
    signed_points: bool  # points may be negative, so show their sign
    round_unit: str = "points a round"  # what a round's figures count (Scroker: chips a hand)
    round_winners: tuple[str, str] = ("called by", "stuck")  # a round's named seats, and none
    # Games played to a finishing order (Repezita) or first out (Schrum Schrum, Tač) add their own
    # figures: as data, and as lines.
    game_unit: str = "points a game"  # what a game's figures count (Repezita: the place)
    extra_summary: Callable[[Sequence[GameRecord]], dict[str, Any]] | None = None
    extra_lines: Callable[[dict[str, Any]], list[str]] | None = None

    @property
    def unit(self) -> str:
        return self.game_unit if self.per_game else self.round_unit


def _scrooge() -> Simulator:
    from game.bots.scrooge_simulation import new_table, play_game

    return Simulator(play_game, lambda levels, options: new_table(levels, 0, options), False, False, True)


def _scorzo() -> Simulator:
    from game.bots.scorzo_simulation import new_game, play_game

    def play(levels: Sequence[Level], seed: int, options: dict[str, Any]) -> GameRecord:
        return play_game(levels, seed, options)

    return Simulator(play, lambda levels, options: new_game(levels, 0, options), True, True, False)


def _scroker(game: str) -> Callable[[], Simulator]:
    def simulator() -> Simulator:
        from game.bots.scroker_simulation import new_game, play_game

        def play(levels: Sequence[Level], seed: int, options: dict[str, Any]) -> GameRecord:
            return play_game(levels, seed, options, game=game)

        def check(levels: Sequence[Level], options: dict[str, Any]) -> object:
            return new_game(game, levels, 0, options)

        return Simulator(play, check, False, False, True, "chips a hand", ("won by", "carried"))

    return simulator


def _repezita() -> Simulator:
    from game.bots.repezita_simulation import finishing_lines, finishing_summary, new_table, play_game

    return Simulator(
        play_game,
        lambda levels, options: new_table(levels, 0, options),
        per_game=True,
        lower_wins=True,
        signed_points=False,
        round_winners=("first out", "nobody out"),
        game_unit="place (1 = first out)",
        extra_summary=finishing_summary,
        extra_lines=finishing_lines,
    )


def _shedder(game: str) -> Callable[[], Simulator]:
    """Schrum Schrum and Tač: one round a game, the cards left as points (fewest best), first out wins."""

    def simulator() -> Simulator:
        from game.bots.shedder_simulation import first_out_lines, first_out_summary, new_game, play_game

        def play(levels: Sequence[Level], seed: int, options: dict[str, Any]) -> GameRecord:
            return play_game(game, levels, seed, options)

        def check(levels: Sequence[Level], options: dict[str, Any]) -> object:
            return new_game(game, levels, 0, options)

        return Simulator(
            play,
            check,
            per_game=True,
            lower_wins=True,
            signed_points=False,
            round_winners=("won by", "no winner: no centre play"),
            game_unit="cards left",
            extra_summary=first_out_summary,
            extra_lines=first_out_lines,
        )

    return simulator


SIMULATORS: dict[str, Callable[[], Simulator]] = {
    "scrooge": _scrooge,
    "repezita": _repezita,
    "scorzo": _scorzo,
    **{game: _scroker(game) for game in ("scroker", "spit", "longhorn", "dealers-choice")},
    **{game: _shedder(game) for game in ("schrum", "tac")},
}
