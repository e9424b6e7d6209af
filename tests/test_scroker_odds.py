"""The Scroker bots' sampling: chances at a showdown and what to throw in the draw."""

from __future__ import annotations

import random

import pytest

from game.bots.scroker_odds import draw_choices, keep_candidates, sample_drawn_fields, showdown_chance
from game.rules.scroker.cards import ScrokerCard, scroker_deck
from game.rules.scroker.codes import parse_scroker_cards

DECK = scroker_deck(0)


def unseen_by(mine: list[ScrokerCard]) -> list[ScrokerCard]:
    return [card for card in DECK if card not in mine]


def test_a_flying_scroker_almost_always_wins_and_scum_almost_never() -> None:
    flying = parse_scroker_cards("animal:M animal:O animal:U animal:S animal:E")
    scum = parse_scroker_cards("lemon:C lemon:F lime:K lime:W animal:D")
    assert showdown_chance(flying, unseen_by(flying), 3, random.Random(1)) > 0.95
    assert showdown_chance(scum, unseen_by(scum), 3, random.Random(1)) < 0.1


def test_more_opponents_mean_a_smaller_chance() -> None:
    tadpole = parse_scroker_cards("lemon:C lemon:O lemon:T lime:K animal:D")
    one = showdown_chance(tadpole, unseen_by(tadpole), 1, random.Random(2), samples=300)
    five = showdown_chance(tadpole, unseen_by(tadpole), 5, random.Random(2), samples=300)
    assert one > five + 0.2


def test_the_same_seed_gives_the_same_estimate() -> None:
    hand = parse_scroker_cards("lemon:C lemon:O lemon:T lime:K animal:D")
    assert showdown_chance(hand, unseen_by(hand), 2, random.Random(5)) == showdown_chance(
        hand, unseen_by(hand), 2, random.Random(5)
    )


def test_a_scroker_stands_pat_and_a_tadpole_keeps_its_word() -> None:
    scroker = parse_scroker_cards("animal:M animal:O animal:U animal:S animal:E")
    assert draw_choices(scroker, unseen_by(scroker), 3, 3, random.Random(1))[0].thrown == ()
    tadpole = parse_scroker_cards("lemon:C lemon:O lemon:T lime:K animal:D")
    best = draw_choices(tadpole, unseen_by(tadpole), 3, 3, random.Random(1))[0]
    assert {card.code for card in best.thrown} <= {"lime:K", "animal:D"} and best.thrown


def test_throws_never_exceed_the_draw_limit() -> None:
    hand = parse_scroker_cards("lemon:C lemon:F lime:K lime:W animal:D")
    for limit in (3, 4):
        assert all(len(option) <= limit for option in keep_candidates(hand, limit))


def test_too_few_unseen_cards_for_the_opponents_is_an_error() -> None:
    hand = parse_scroker_cards("lemon:C lemon:F lime:K lime:W animal:D")
    with pytest.raises(ValueError, match="cannot deal"):
        showdown_chance(hand, unseen_by(hand)[:9], 2, random.Random(1))


def test_a_seat_that_stood_pat_holds_better_hands_than_one_that_drew_three() -> None:
    mine = parse_scroker_cards("lemon:C lemon:F lime:K lime:W animal:D")
    fields = sample_drawn_fields(unseen_by(mine), 5, 300, random.Random(4), draw_limit=3)
    pat, three, every = fields[0], fields[3], fields[None]
    assert len(every.keys) == 300 == sum(len(fields[count].keys) for count in fields if count is not None)
    median = every.keys[len(every.keys) // 2]
    # the median hand after the draw beats most hands drawn to three cards, few that stood pat
    assert three.beaten(median) > 0.5 > pat.beaten(median) + 0.2
