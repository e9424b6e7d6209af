"""Scorzo, one test per rule sentence of seed 001 and DESIGN.md §10 (scoring splits in test_scorzo_melds)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from game.core.events import CardsMoved, Event, GameOver, Message, RoundEnded
from game.core.moves import Move
from game.core.protocol import GameState
from game.core.replays import Replay, ReplayError, replay_of
from game.core.rng import SeededRandom
from game.rules.scorzo import ScorzoState
from game.rules.scorzo.cards import scorzo_deck
from game.rules.scorzo.chart import DEALING_CHART, hand_size
from game.rules.scorzo.first_dealer import Cut
from game.rules.scorzo.moves import (
    DISCARD,
    DRAW,
    CallScorzo,
    DealerChosen,
    DealerDraw,
    Discard,
    DrawForDealer,
    KeepPlaying,
    NextRound,
    ScorzoCalled,
    TakeCard,
    TurnStarted,
)
from game.rules.scorzo.save_codes import load_code, save_code
from game.rules.scorzo.standings import Standings
from game.rules.scorzo.state import Phase, cut_id, hand_id
from tests.harness import Chooser, play_random_game, refused
from tests.scorzo_positions import (
    SPEC,
    arrange,
    cards,
    codes_of,
    deal,
    dealt,
    hand_sizes,
    play_tie_break,
    play_turn,
    sensible_move,
    stack_draw_pile,
    tied_after_one_round,
)

# The cards


def test_two_identical_decks_of_56_cards_are_all_on_the_table() -> None:
    state = deal(seats=4)
    on_table = Counter(card for pile in state.piles.values() for card in pile.cards)
    assert on_table == Counter(scorzo_deck())


def test_a_saved_card_names_its_copy_and_wild_number() -> None:
    for card in scorzo_deck():
        assert load_code(save_code(card)) == card
    assert [save_code(c) for c in cards("star:7 star:7 wild wild")] == [
        "star:7",
        "star:7@1",
        "wild#0",
        "wild#1",
    ]


# Starting a round: the first dealer


def test_each_player_draws_a_card_and_the_highest_card_determines_the_first_dealer() -> None:
    state = deal(seats=3)
    stack_draw_pile(state, "star:5 heart:9 circle:2")
    events = [event for seat in range(3) for event in state.apply(DrawForDealer(seat))]
    drawn = [load_code(e.card).code for e in events if isinstance(e, DealerDraw)]
    assert drawn == ["star:5", "heart:9", "circle:2"]
    assert DealerChosen(1) in events and state.dealer == 1
    assert any(isinstance(e, Message) and "Seat 2 drew the highest card" in e.text for e in events)


def test_players_draw_in_seat_order_one_at_a_time() -> None:
    state = deal(seats=3)
    assert state.to_move() == (0,)
    assert refused(state, DrawForDealer(1)) == "it is the turn of Seat 1"
    state.apply(DrawForDealer(0))
    assert state.to_move() == (1,)


def test_if_there_is_a_tie_the_tied_players_draw_until_there_is_a_winner() -> None:
    state = deal(seats=3)
    stack_draw_pile(state, "star:9 heart:4 circle:9 square:6 heart:6 star:10 triangle:3")
    for seat in range(3):
        state.apply(DrawForDealer(seat))
    assert state.cut.pending == (0, 2) and state.to_move() == (0,)
    assert refused(state, DrawForDealer(1)) == "it is the turn of Seat 1"
    state.apply(DrawForDealer(0))
    events = state.apply(DrawForDealer(2))
    assert state.phase is Phase.CUT and state.cut.pending == (0, 2), "6 and 6 tie again"
    assert any(isinstance(e, Message) and "draw again" in e.text for e in events)
    state.apply(DrawForDealer(0))
    state.apply(DrawForDealer(2))
    assert state.dealer == 0 and state.phase is Phase.TAKE


def test_a_wild_has_no_number_so_its_player_draws_again() -> None:
    state = deal(seats=2)
    stack_draw_pile(state, "wild star:7 star:3")
    state.apply(DrawForDealer(0))
    state.apply(DrawForDealer(1))
    assert state.cut.pending == (0,) and state.dealer is None
    state.apply(DrawForDealer(0))
    assert state.dealer == 1


def test_a_wild_drawn_again_can_still_win_the_deal() -> None:
    state = deal(seats=2)
    stack_draw_pile(state, "wild star:7 heart:10")
    for seat in (0, 1, 0):
        state.apply(DrawForDealer(seat))
    assert state.dealer == 0


def test_the_drawn_cards_go_back_into_the_deck_for_the_deal() -> None:
    state = deal(seats=3)
    stack_draw_pile(state, "star:5 heart:9 circle:2")
    for seat in range(3):
        state.apply(DrawForDealer(seat))
    assert all(not state.piles[cut_id(seat)].cards for seat in range(3))


def test_should_the_deck_run_out_while_drawing_for_the_deal_the_earlier_draws_go_back() -> None:
    state = arrange(deal(seats=2), {DRAW: "", cut_id(0): "star:1 star:9", cut_id(1): "star:2 heart:9"})
    state.cut = Cut((0, 1), (0, 1))
    state.apply(DrawForDealer(0))
    assert codes_of(state, cut_id(0))[0] == "star:9" and codes_of(state, cut_id(1)) == ["heart:9"]
    assert len(state.piles[DRAW].cards) == 1 and codes_of(state, cut_id(0))[1] in ("star:1", "star:2")


# Dealing


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_dealer_deals_the_cards_of_the_dealing_chart_to_each_person(seats: int) -> None:
    state = dealt(seats)
    assert hand_sizes(state) == [8] * seats
    assert (
        [hand_size(n, 11) for n in range(1, 12)] == [8, 7, 6, 5, 4, 3, 4, 5, 6, 7, 8] == list(DEALING_CHART)
    )


def test_the_dealer_flips_the_top_card_face_up_creating_the_discard_pile() -> None:
    state = dealt(seats=4)
    discard = state.piles[DISCARD]
    assert len(discard.cards) == 1 and discard.is_face_up(0)
    assert state.view(2).discard_top == discard.cards[0]


def test_the_remaining_cards_are_the_face_down_draw_pile() -> None:
    state = dealt(seats=4)
    draw = state.piles[DRAW]
    assert len(draw.cards) == 112 - 4 * 8 - 1 and draw.hidden == len(draw.cards)
    assert all(card is None for card in state.view(0).piles[DRAW].cards)


def test_the_player_to_the_left_of_the_dealer_starts() -> None:
    state = dealt(seats=5)
    assert state.dealer is not None
    assert state.turn == (state.dealer + 1) % 5 and state.to_move() == (state.turn,)


def test_a_hand_is_seen_by_its_owner_only() -> None:
    state = dealt(seats=3)
    view = state.view(1)
    assert list(view.piles[hand_id(1)].cards) == state.hand(1) == list(view.hand)
    assert all(card is None for card in view.piles[hand_id(0)].cards)
    assert len(view.piles[hand_id(2)].cards) == 8


# Playing the game


def test_a_turn_starts_by_taking_the_top_card_of_the_draw_pile_or_the_discard_pile() -> None:
    state = dealt(seats=3)
    seat = state.turn
    assert seat is not None
    assert state.legal_moves(seat) == [TakeCard(seat, DRAW), TakeCard(seat, DISCARD)]
    top = state.piles[DISCARD].cards[-1]
    state.apply(TakeCard(seat, DISCARD))
    assert state.hand(seat)[-1] == top and not state.piles[DISCARD].cards
    assert len(state.hand(seat)) == 9 and state.phase is Phase.DISCARD


def test_taking_from_the_draw_pile_takes_its_top_card() -> None:
    state = dealt(seats=2)
    stack_draw_pile(state, "triangle:4")
    seat = state.turn
    assert seat is not None
    state.apply(TakeCard(seat, DRAW))
    assert state.hand(seat)[-1].code == "triangle:4"


def test_a_card_must_be_taken_before_discarding() -> None:
    state = dealt(seats=3)
    seat = state.turn
    assert seat is not None
    card = save_code(state.hand(seat)[0])
    assert "first take the top card" in refused(state, Discard(seat, card))
    assert "take the top card" in refused(state, TakeCard(seat, hand_id(seat)))


def test_only_the_player_on_turn_plays() -> None:
    state = dealt(seats=3)
    other = (state.turn or 0) + 1
    assert state.legal_moves(other % 3) == []
    assert "turn" in refused(state, TakeCard(other % 3, DRAW))


def test_the_player_may_keep_the_card_and_discard_another_from_their_hand() -> None:
    state = dealt(seats=2)
    seat = state.turn
    assert seat is not None
    state.apply(TakeCard(seat, DRAW))
    assert state.legal_moves(seat) == [Discard(seat, save_code(card)) for card in state.hand(seat)]
    kept = state.hand(seat)[-1]
    thrown = state.hand(seat)[0]
    state.apply(Discard(seat, save_code(thrown)))
    assert kept in state.hand(seat) and state.piles[DISCARD].cards[-1] == thrown
    assert state.piles[DISCARD].is_face_up(len(state.piles[DISCARD].cards) - 1)


def test_the_player_may_discard_the_card_just_taken() -> None:
    state = dealt(seats=2)
    seat = state.turn
    assert seat is not None
    before = list(state.hand(seat))
    state.apply(TakeCard(seat, DRAW))
    state.apply(Discard(seat, save_code(state.hand(seat)[-1])))
    assert state.hand(seat) == before


def test_a_card_not_in_the_hand_cannot_be_discarded() -> None:
    state = dealt(seats=2)
    seat = state.turn
    assert seat is not None
    state.apply(TakeCard(seat, DRAW))
    other = save_code(state.hand(1 - seat)[0])
    assert refused(state, Discard(seat, other)) == f"{other} is not in your hand"


def test_every_turn_ends_with_as_many_cards_as_the_round_started_with_and_play_goes_left() -> None:
    state = dealt(seats=4)
    first = state.turn
    assert first is not None
    for step in range(8):
        seat = state.turn
        assert seat == (first + step) % 4
        state.apply(TakeCard(seat, DRAW))
        events = state.apply(Discard(seat, save_code(state.hand(seat)[0])))
        assert len(state.hand(seat)) == 8
        if state.caller is not None:
            break  # a hand of melds called SCORZO: its own test follows the last turns
        assert TurnStarted((seat + 1) % 4) in events


def test_discards_taken_are_public_history() -> None:
    state = dealt(seats=3)
    seat = state.turn
    assert seat is not None
    top = state.piles[DISCARD].cards[-1]
    state.apply(TakeCard(seat, DISCARD))
    assert all(state.view(other).taken_from_discard == ((seat, top),) for other in range(3))


def test_if_the_draw_pile_runs_out_the_discard_pile_is_flipped_over_to_make_a_new_draw_pile() -> None:
    state = arrange(
        dealt(seats=2), {DRAW: "heart:5", DISCARD: "star:1 star:2 star:3 square:9", "seat1.hand": "circle:1"}
    )
    seat = state.turn
    assert seat is not None
    events = state.apply(TakeCard(seat, DRAW))
    assert codes_of(state, DRAW) == ["square:9", "star:3", "star:2", "star:1"], "turned over, not shuffled"
    assert state.piles[DRAW].hidden == 4 and not state.piles[DISCARD].cards
    assert CardsMoved(DISCARD, DRAW, tuple(state.piles[DRAW].cards), face_up=False) in events
    state.apply(Discard(seat, save_code(state.hand(seat)[0])))
    assert len(state.piles[DISCARD].cards) == 1, "the next discard starts a new discard pile"
    state.apply(TakeCard(1 - seat, DRAW))
    assert state.hand(1 - seat)[-1].code == "star:1", "the first card discarded is drawn first"


# End of round


def _with_melded_hand(seats: int = 3) -> tuple[ScorzoState, int]:
    """Round 1, the player on turn holding 1-2-3 of stars, three 7s and heart:9; a wild tops the draw pile."""
    state = dealt(seats)
    seat = state.turn
    assert seat is not None
    arrange(state, {hand_id(seat): "star:1 star:2 star:3 heart:7 circle:7 square:7 heart:9"})
    stack_draw_pile(state, "wild")
    return state, seat


def test_if_a_players_hand_contains_only_melds_at_the_end_of_their_turn_then_they_call_scorzo() -> None:
    state, seat = _with_melded_hand()
    state.apply(TakeCard(seat, DRAW))
    assert state.caller is None, "nine cards between take and discard: the turn is not over"
    events = state.apply(Discard(seat, save_code(state.hand(seat)[6])))
    assert ScorzoCalled(seat) in events and state.caller == seat
    assert Message(f"Seat {seat + 1} calls SCORZO! Everyone else has one last turn.") in events
    assert state.turn == (seat + 1) % 3 and state.phase is Phase.TAKE, "no choice to make: the turn passes"


def test_scorzo_is_not_called_while_cards_are_left_out_of_melds() -> None:
    state, seat = _with_melded_hand()
    state.apply(TakeCard(seat, DRAW))
    events = state.apply(Discard(seat, save_code(state.hand(seat)[0])))
    assert state.caller is None and not any(isinstance(e, ScorzoCalled) for e in events)
    assert state.phase is Phase.TAKE and state.turn != seat


def test_the_older_call_and_play_on_moves_are_refused_with_the_reason() -> None:
    state, seat = _with_melded_hand()
    assert "the rules call it" in refused(state, CallScorzo(seat))
    assert "cannot play on" in refused(state, KeepPlaying(seat))
    assert all(not isinstance(m, (CallScorzo, KeepPlaying)) for m in state.legal_moves(seat))


def test_each_other_player_then_gets_one_last_turn_and_then_the_round_is_scored() -> None:
    state, seat = _with_melded_hand(seats=3)
    state.apply(TakeCard(seat, DRAW))
    events = state.apply(Discard(seat, save_code(state.hand(seat)[6])))
    assert TurnStarted((seat + 1) % 3, last=True) in events
    for step in (1, 2):
        other = (seat + step) % 3
        assert state.turn == other and state.phase is Phase.TAKE
        arrange(state, {hand_id(other): "heart:1 heart:2 heart:3 star:9 heart:9 circle:9 circle:2"})
        stack_draw_pile(state, "square:4")
        events = play_turn(state, DRAW, "circle:2")
        assert state.caller == seat, "nobody else calls after SCORZO, though this hand is all melds"
    assert state.phase is Phase.ROUND_OVER
    round_end = next(e for e in events if isinstance(e, RoundEnded))
    assert dict(round_end.points) == {seat: 0, (seat + 1) % 3: 4, (seat + 2) % 3: 4}
    assert state.standings.rounds == [dict(round_end.points)]


def test_cards_not_in_a_meld_are_added_to_the_score_and_a_wild_left_out_counts_15() -> None:
    state, seat = _with_melded_hand(seats=2)
    state.apply(TakeCard(seat, DRAW))
    state.apply(Discard(seat, save_code(state.hand(seat)[6])))
    other = 1 - seat
    arrange(state, {hand_id(other): "heart:1 heart:5 star:9 circle:2 wild wild"})
    stack_draw_pile(state, "square:10")
    events = play_turn(state, DRAW, "square:10")
    points = dict(next(e for e in events if isinstance(e, RoundEnded)).points)
    assert points[other] == 1 + 5 + 2, "the two wilds meld with the star:9, the best split"
    assert state.standings.totals()[other] == points[other]


def test_every_hand_is_shown_when_the_round_is_scored() -> None:
    state, seat = _with_melded_hand(seats=2)
    state.apply(TakeCard(seat, DRAW))
    state.apply(Discard(seat, save_code(state.hand(seat)[6])))
    play_turn(state, DRAW, state.hand(1 - seat)[0].code)
    assert list(state.view(seat).piles[hand_id(1 - seat)].cards) == state.hand(1 - seat)


def test_between_rounds_any_seat_deals_the_next_round_and_the_deal_moves_clockwise() -> None:
    state, seat = _with_melded_hand(seats=3)
    dealer = state.dealer
    assert dealer is not None
    state.apply(TakeCard(seat, DRAW))
    state.apply(Discard(seat, save_code(state.hand(seat)[6])))
    for _ in range(2):
        play_turn(state, DRAW, state.hand(state.turn or 0)[0].code)
    assert state.to_move() == (0, 1, 2) and state.legal_moves(2) == [NextRound(2)]
    state.apply(NextRound(2))
    assert state.round_number == 2 and state.dealer == (dealer + 1) % 3
    assert hand_sizes(state) == [7, 7, 7] and state.turn == (dealer + 2) % 3
    assert Counter(card for pile in state.piles.values() for card in pile.cards) == Counter(scorzo_deck())


# Winning the game


def _play_out(state: ScorzoState, until_round: int | None = None) -> list[Event]:
    """Play sensibly until the game ends (or a round beyond ``until_round`` is dealt); return the events."""
    chooser, events = SeededRandom(9), list[Event]()
    while not state.is_over() and (until_round is None or state.round_number <= until_round):
        moves = [m for seat in state.to_move() for m in state.legal_moves(seat)]
        events += state.apply(sensible_move(state, moves, chooser))
    return events


def test_eleven_rounds_follow_the_dealing_chart_with_the_deal_passing_left() -> None:
    state = dealt(seats=4, seed=3)
    first_dealer = state.dealer
    assert first_dealer is not None
    sizes, dealers = [], []
    while not state.is_over():
        if state.phase is Phase.TAKE and len(sizes) < state.round_number:
            sizes.append(hand_sizes(state))
            dealers.append(state.dealer)
        _play_out(state, until_round=state.round_number)
    assert sizes[:11] == [[n] * 4 for n in DEALING_CHART]
    assert dealers[:11] == [(first_dealer + n) % 4 for n in range(11)]
    assert len(state.standings.rounds) == 11


def test_the_player_with_the_fewest_points_after_all_11_rounds_wins() -> None:
    state = dealt(seats=3, seed=4)
    events = _play_out(state)
    result = state.result()
    totals = state.standings.totals()
    assert state.is_over() and len(state.standings.rounds) == 11
    assert any(isinstance(e, GameOver) for e in events)
    keys = [state.standings.order_key(seat) for seat in range(3)]
    best = [seat for seat in range(3) if keys[seat] == min(keys)]
    assert result.winners == tuple(best) and len(best) == 1
    assert result.scores == dict(enumerate(totals))


def test_in_the_event_of_a_tie_a_three_card_round_is_played_by_the_tied_players() -> None:
    state, seat = tied_after_one_round()
    loser = (seat + 2) % 3
    tied = tuple(sorted({seat, (seat + 1) % 3}))
    assert state.phase is Phase.ROUND_OVER and not state.is_over()
    assert state.standings.tied_for_first() == tied and state.result().winners == ()
    state.apply(NextRound(0))
    assert state.playing == tied and state.round_number == 2
    assert [len(state.hand(s)) for s in tied] == [3, 3] and state.hand(loser) == []
    assert state.turn in tied


def test_the_tie_break_round_is_repeated_while_the_players_stay_tied() -> None:
    state, _ = tied_after_one_round()
    for expected_round in (2, 3):
        play_tie_break(state, "heart:4 heart:5 heart:6")
        assert state.round_number == expected_round and not state.is_over(), "0 and 0: still tied"
    first, second, events = play_tie_break(state, "heart:4 heart:5 heart:8")
    assert state.is_over() and state.result().winners == (first,)
    assert state.result().placings[second] == 2
    assert any(isinstance(e, GameOver) for e in events)
    assert len(state.standings.rounds) == 1 and len(state.standings.tie_breaks) == 3


def test_tie_break_points_order_only_the_tied_players() -> None:
    standings = Standings(3, rounds=[{0: 10, 1: 10, 2: 12}], tie_breaks=[{0: 20, 1: 5}])
    assert standings.totals() == [10, 10, 12]
    assert standings.placings() == [2, 1, 3] and standings.tied_for_first() == ()


# The protocol


def test_the_game_is_registered_with_a_rounds_option() -> None:
    assert SPEC.seats == (2, 6) and SPEC.default_options() == {"rounds": 11}
    with pytest.raises(ValueError, match="rounds"):
        SPEC.new_game(seats=2, options={"rounds": 12})


def test_a_saved_game_loads_as_it_was() -> None:
    state = dealt(seats=3, seed=8)
    _play_out(state, until_round=1)
    loaded = SPEC.from_json(json.loads(state.to_json_text()))
    assert loaded.to_json_text() == state.to_json_text()


def test_a_save_in_a_phase_this_version_has_not_is_refused_naming_the_phase() -> None:
    data = json.loads(dealt(seats=2).to_json_text())
    data["extra"]["phase"] = "CALL"  # an older version's phase for a SCORZO call
    with pytest.raises(ValueError, match="'CALL' is not a phase of Scorzo"):
        SPEC.from_json(data)


def _sizes_checked(choose: Chooser) -> Chooser:
    """``choose``, after checking every hand holds the round's count (one more between take and discard)."""

    def checked(state: GameState, moves: list[Move], rng: SeededRandom) -> Move:
        assert isinstance(state, ScorzoState)
        if state.phase in (Phase.TAKE, Phase.DISCARD):
            size = hand_size(state.round_number, state.rounds)
            expected = [size if seat in state.playing else 0 for seat in range(state.seats)]
            if state.phase is Phase.DISCARD:
                expected[state.turn or 0] += 1
            assert hand_sizes(state) == expected, f"round {state.round_number}, {state.phase}"
        return choose(state, moves, rng)

    return checked


@pytest.mark.parametrize("seats", [2, 3, *(pytest.param(n, marks=pytest.mark.slow) for n in (4, 5, 6))])
def test_sensible_games_run_to_the_end_keeping_every_invariant(seats: int) -> None:
    choose = _sizes_checked(sensible_move)
    state = play_random_game(SPEC, seats, seats, max_moves=5000, probes=2, choose=choose)
    assert state.is_over() and len(state.standings.rounds) == 11


@pytest.mark.parametrize("seats", [2, 6])
def test_random_moves_keep_the_hand_sizes(seats: int) -> None:
    play_random_game(SPEC, seats, 7, max_moves=300, probes=1, choose=_sizes_checked(_random_move))


def _random_move(state: GameState, moves: list[Move], rng: SeededRandom) -> Move:
    return rng.choice(moves)


def _older_save_with_a_call(last: str) -> tuple[dict, int]:
    """A replay file as an older version wrote it: the call (or "play on") a step of its own after the
    discard that left a hand of melds; the rules now call at that discard."""
    state = dealt(seats=3, seed=5)
    chooser = SeededRandom(9)
    while state.caller is None:
        moves = [m for seat in state.to_move() for m in state.legal_moves(seat)]
        state.apply(sensible_move(state, moves, chooser))
    caller = state.caller
    data = replay_of(state, ["human", "bot:normal", "bot:hard"]).to_json()
    data["steps"].append({"type": last, "seat": caller})
    return data, len(data["steps"])


def test_an_older_save_with_a_scorzo_call_still_loads_at_the_same_place() -> None:
    data, _ = _older_save_with_a_call("CallScorzo")
    replay = Replay.from_json(data)
    assert not any(isinstance(step, CallScorzo) for step in replay.steps)
    state = replay.play()
    assert state.caller is not None and state.turn == (state.caller + 1) % 3


def test_an_older_save_where_a_hand_of_melds_played_on_is_refused_saying_why() -> None:
    data, step = _older_save_with_a_call("KeepPlaying")
    with pytest.raises(ReplayError, match=f"at step {step} Seat .* played on with a hand of melds"):
        Replay.from_json(data)
