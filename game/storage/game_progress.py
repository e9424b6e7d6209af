"""How far a game in progress got, in words a player recognises: who plays, which round, time played.

The one place the Continue list (and the title's count) describe a game from its ``Replay`` and
the state its steps reach: the rules keep the round and deal numbers (Scorzo's ``round_number``
of ``rounds``, a Scroker session's ``deal_number`` of ``hands_to_play``, Scrooge's
``round_number``), the replay keeps who sits where and the time a table noted. A game that keeps
no rounds (Tač, Schrum Schrum, Repezita) is told by its moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import registry
from game.core.seat_names import NAMES_NOTE

NAMES_SHOWN = 1  # typed names a line shows before "and 3 more"

if TYPE_CHECKING:
    from game.core.protocol import GameState
    from game.core.replays import Replay


def game_name(replay: Replay) -> str:
    try:
        return registry.get(replay.game_id).name
    except KeyError:
        return replay.game_id


def who_plays(replay: Replay) -> str:
    """'you', 'Ann and 1 more + 2 bots', '3 people + 1 bot': the people, by the first name typed (one,
    so a row of the list stays short), then the bots."""
    saved = replay.notes.get(NAMES_NOTE)
    seats = len(replay.players)
    names = saved if isinstance(saved, list) and len(saved) == seats else [""] * seats
    people = [
        name if isinstance(name, str) else ""
        for player, name in zip(replay.players, names, strict=True)
        if player.startswith("human")
    ]
    named = [name for name in people if name][:NAMES_SHOWN]
    others = len(people) - len(named)
    who = [*named]
    if others == 1 and len(people) == 1:
        who.append("you")
    elif others:
        who.append(f"{others} more" if named else ("you" if others == 1 else f"{others} people"))
    shown = ", ".join(who[:-1]) + f" and {who[-1]}" if len(who) > 1 else "".join(who)
    bots = seats - len(people)
    if bots:
        bot_words = f"{bots} bot" + ("" if bots == 1 else "s")
        shown = f"{shown} + {bot_words}" if shown else bot_words
    return shown


def progress(replay: Replay, state: GameState) -> str:
    """'deal 4711, 41 moves', 'round 3 of 11, 120 moves', 'deal 2 of a 10-deal session, 37 moves'."""
    moves = f"{replay.players_moves} move" + ("" if replay.players_moves == 1 else "s")
    if replay.seats == 1:
        stuck = ", no more moves" if state.is_over() and not state.result().winners else ""
        return f"deal {replay.seed}, {moves}{stuck}"
    round_number, rounds = getattr(state, "round_number", None), getattr(state, "rounds", None)
    deal_number, deals = getattr(state, "deal_number", None), getattr(state, "hands_to_play", None)
    if isinstance(round_number, int) and round_number > 0:
        of = f" of {rounds}" if isinstance(rounds, int) and rounds >= round_number else ""
        return f"round {round_number}{of}, {moves}"
    if isinstance(deal_number, int) and deal_number > 0:
        of = f" of a {deals}-deal session" if isinstance(deals, int) and deals >= deal_number else ""
        return f"deal {deal_number}{of}, {moves}"
    return moves


def seconds_played(replay: Replay) -> float | None:
    """The time the game has been played, where it is known: every table notes its clock as ``seconds``
    (the time it was the screen on top, earlier sittings included); an older race's steps are the time
    that passed; None when neither is there."""
    noted = replay.played_seconds
    if noted is not None:
        return noted
    waited = [step for step in replay.steps if isinstance(step, float)]
    return sum(waited) if waited else None


def time_words(seconds: float) -> str:
    """'40 s', '12 min', '1 h 05 min'."""
    if seconds < 60:
        return f"{round(seconds)} s"
    minutes = round(seconds / 60)
    return f"{minutes} min" if minutes < 60 else f"{minutes // 60} h {minutes % 60:02d} min"
