"""What each seat's strip says it did this deal (issue 22: "per-seat tags on the strips").

At a real table a glance round it tells who folded, who is all in, what each bet
in this round and how many cards each drew. A strip has room for few words at a
small window with large text, and drops its facts from the last: so the tags come
in order of need: the one a player most needs (out of the deal, all in, else what
the seat did in this round) is the strip's note, which stays longest; then the
chips; then the draw.
"""

from __future__ import annotations

from game.rules.scroker.view import ScrokerView


def seat_note(view: ScrokerView, seat: int) -> str:
    """ "folded", "all in" (in the deal with no chips left to bet), else this round's bet ("bet 10")
    or "checked", or nothing."""
    if seat in view.folded:
        return "folded"
    if seat in view.dealt_in and view.stacks and not view.stacks[seat] and view.phase != "deal_over":
        return "all in"
    this_round = [bet for bet in view.bets if bet.seat == seat and bet.round_number == view.round_number]
    chips = sum(bet.chips for bet in this_round)
    if chips:
        return f"bet {chips}"
    return "checked" if this_round and this_round[-1].words == "checks" else ""


def seat_tags(view: ScrokerView, seat: int) -> list[str]:
    """The draw this deal: "drew 2", "stood pat" (none before the draw or in Longhorn Stud)."""
    if seat not in view.drawn:
        return []
    count = view.drawn[seat]
    return [f"drew {count}" if count else "stood pat"]
