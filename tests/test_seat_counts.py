"""Games dealt only for some seat counts (Schrum Schrum: 2, 4 or 8) say so wherever seats are chosen."""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.seats import parse_players


def test_players_for_schrum_must_be_two_four_or_eight() -> None:
    spec = registry.get("schrum")
    with pytest.raises(ValueError, match="takes 2, 4 or 8 seats, not 3"):
        parse_players("3", spec.seats, choices=spec.seat_choices())
    assert len(parse_players("8", spec.seats, choices=spec.seat_choices())) == 8


def test_the_default_seating_is_one_the_game_is_dealt_for() -> None:
    spec = registry.get("schrum")
    plans = parse_players(None, spec.seats, choices=spec.seat_choices())
    assert len(plans) == 4 and plans[0].human and not any(plan.human for plan in plans[1:])


def test_a_range_of_seats_still_reads_as_a_range() -> None:
    with pytest.raises(ValueError, match="takes 2 to 4 seats, not 5"):
        parse_players("5", (2, 4))
