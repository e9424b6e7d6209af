"""The Scorzo hand as a person sees it (issue 5, item 3): grouped by melds, arranged by the person."""

from __future__ import annotations

from game.rules.scorzo.cards import ScorzoCard, Suit
from game.rules.scorzo.codes import parse_scorzo_cards
from game.rules.scorzo.moves import DRAW, Discard, TakeCard
from game.rules.scorzo.save_codes import save_code
from game.rules.scorzo.standings import hand_points
from game.rules.scorzo.state import Phase
from game.ui.games.scorzo.hand import HandOrder
from tests.scorzo_positions import arrange, dealt, stack_draw_pile

HAND = "star:1 star:2 star:3 heart:7 circle:7 square:7 triangle:9 circle:2"


def codes(cards: tuple[ScorzoCard, ...]) -> str:
    return " ".join(card.code for card in cards)


def card(code: str) -> ScorzoCard:
    return parse_scorzo_cards(code)[0]


def test_a_new_hand_is_grouped_by_melds_runs_low_to_high_unmelded_last() -> None:
    order = HandOrder(parse_scorzo_cards(HAND))
    assert codes(order.cards) == "star:1 star:2 star:3 square:7 circle:7 heart:7 triangle:9 circle:2"
    groups = order.groups()
    assert [len(group.cards) for group in groups] == [3, 3, 2]
    assert [group.is_marked_meld for group in groups] == [True, True, False]
    assert [group.start for group in groups] == [0, 3, 6]
    assert order.score == 11


def test_a_card_dragged_to_the_front_stays_there_after_a_draw() -> None:
    hand = parse_scorzo_cards(HAND)
    order = HandOrder(hand)
    order.move(card("circle:2"), 0)
    order.sync([*hand, card("heart:5")])
    assert codes(order.cards) == "circle:2 star:1 star:2 star:3 square:7 circle:7 heart:7 triangle:9 heart:5"


def test_a_discarded_card_leaves_and_the_rest_keep_the_persons_order() -> None:
    hand = parse_scorzo_cards(HAND)
    order = HandOrder(hand)
    order.move(card("triangle:9"), 1)
    order.sync([c for c in hand if c.code != "square:7"])
    assert codes(order.cards) == "star:1 triangle:9 star:2 star:3 circle:7 heart:7 circle:2"


def test_with_auto_group_a_drawn_card_joins_its_meld_in_run_order() -> None:
    hand = parse_scorzo_cards("heart:9 star:1 star:3 circle:5")
    order = HandOrder(hand, auto_group=True)
    order.sync([*hand, card("star:2")])
    assert codes(order.cards).startswith("star:1 star:2 star:3")
    assert order.groups()[0].is_marked_meld


def test_with_auto_group_a_take_that_makes_new_melds_gathers_them_and_keeps_loose_cards_in_order() -> None:
    hand = parse_scorzo_cards("heart:4 square:9 star:4 circle:2 triangle:1")
    order = HandOrder(hand, auto_group=True)
    order.move(card("heart:4"), 4)  # the person's own order: the fours far apart
    others = ("square:9", "circle:2", "triangle:1")
    loose_before = [c.code for c in order.cards if c.code in others]
    order.sync([*hand, card("circle:4")])  # the fours are now a set
    groups = [group for group in order.groups() if group.is_marked_meld]
    assert len(groups) == 1 and sorted(codes(groups[0].cards).split()) == ["circle:4", "heart:4", "star:4"]
    assert [c.code for c in order.cards if c.code in others] == loose_before


def test_without_auto_group_a_drawn_card_goes_to_the_end() -> None:
    hand = parse_scorzo_cards("heart:9 star:1 star:3 circle:5")
    order = HandOrder(hand)
    order.sync([*hand, card("star:2")])
    assert order.cards[-1] == card("star:2")


def test_regroup_puts_the_solvers_grouping_back() -> None:
    order = HandOrder(parse_scorzo_cards(HAND))
    solver_cards = order.cards
    order.move(card("heart:7"), 0)
    order.move(card("star:3"), 7)
    order.regroup()
    assert order.cards == solver_cards


def test_a_meld_pulled_apart_is_not_marked() -> None:
    order = HandOrder(parse_scorzo_cards(HAND))
    order.move(card("star:2"), 7)
    marked = [codes(group.cards) for group in order.groups() if group.is_marked_meld]
    assert marked == ["square:7 circle:7 heart:7"]


def test_a_new_rounds_deal_is_laid_out_afresh() -> None:
    order = HandOrder(parse_scorzo_cards(HAND))
    order.sync(parse_scorzo_cards("heart:4 heart:2 heart:3"))
    assert codes(order.cards) == "heart:2 heart:3 heart:4"


def test_a_new_deal_sharing_cards_with_the_old_hand_is_still_laid_out_afresh() -> None:
    order = HandOrder(parse_scorzo_cards(HAND))
    order.move(card("circle:2"), 0)
    order.sync(parse_scorzo_cards("circle:2 heart:4 heart:2 heart:3 triangle:9 star:8 square:1"))
    assert codes(order.cards) == "heart:2 heart:3 heart:4 star:8 square:1 triangle:9 circle:2"


def test_the_two_copies_of_a_card_are_two_cards() -> None:
    first, second = ScorzoCard(Suit.STARS, 4), ScorzoCard(Suit.STARS, 4, copy=1)
    order = HandOrder([first, second, ScorzoCard(Suit.HEARTS, 4)])
    order.sync([second, ScorzoCard(Suit.HEARTS, 4)])
    assert first not in order.cards and second in order.cards


def test_at_the_end_of_a_round_every_hand_shows_its_melds_and_score() -> None:
    state = dealt(seats=3, seed=4)
    for seat in range(3):
        shown = HandOrder(state.hand(seat))
        assert shown.score == hand_points(state.hand(seat))
        assert set(shown.cards) == set(state.hand(seat)) and len(shown.cards) == len(state.hand(seat))


def test_the_order_follows_a_real_turn() -> None:
    state = dealt(seats=2, seed=3)
    seat = state.turn
    assert seat is not None
    arrange(state, {f"seat{seat + 1}.hand": HAND})
    stack_draw_pile(state, "heart:1")
    order = HandOrder(state.hand(seat))
    order.move(order.cards[-1], 0)
    first = order.cards[0]
    state.apply(TakeCard(seat, DRAW))
    order.sync(state.hand(seat))
    assert order.cards[0] == first and order.cards[-1].code == "heart:1"
    state.apply(Discard(seat, save_code(order.cards[-1])))
    order.sync(state.hand(seat))
    assert order.cards[0] == first and len(order.cards) == 8
    assert state.phase is Phase.TAKE
