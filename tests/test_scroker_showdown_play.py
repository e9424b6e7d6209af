"""The Scroker showdown at the game level: claims laid out, challenges, penalties, the settlement.

The showdown's own rules (standing, who is asked, foul hands) are in test_scroker_showdown;
these check the game state plays them as moves, keeps every chip and saves a showdown mid-way.
"""

from __future__ import annotations

import json
from typing import Any

from game.core import registry
from game.core.moves import Move
from game.rules.scroker.betting import Call, Check, Fold, Open
from game.rules.scroker.cards import ScrokerCard
from game.rules.scroker.codes import parse_scroker_card
from game.rules.scroker.moves import Challenge, Draw, LayOut, PassChallenge, claim_of, hand_id, lay_out
from game.rules.scroker.showdown import Claim, ClaimedWord
from game.rules.scroker.state import Phase, ScrokerState
from tests.harness import check_round_trips, refused
from tests.test_scroker_rules import place

SOME = "animal:M animal:O animal:S animal:E lemon:C"  # SOME: a Frog, and two Animals to open
SCUM = "lemon:D lime:B lemon:G lime:K lime:W"  # no vowel, no word
CAM = "lime:C lime:A lime:M lemon:F lemon:H"  # a Tadpole
OMSE = LayOut(1, ("animal:O animal:M animal:S animal:E",), ("lemon:C",))  # SOME's cards as no word


def new(seats: int = 3, **options: Any) -> ScrokerState:
    state = registry.get("scroker").new_game(seats=seats, seed=1, options=options)
    assert isinstance(state, ScrokerState)
    return state


def play(state: ScrokerState, *moves: Move) -> None:
    """Apply the moves, checking after each that no chip was made or lost."""
    for move in moves:
        state.apply(move)
        assert state.chips_on_table() == state.seats * state.betting_rules.buy_in, f"{move} lost chips"


def at_showdown(**options: Any) -> ScrokerState:
    """Three seats, the dealer (0) folds; seat 1 opens with SOME, seat 2 (Scum) calls; both stand pat."""
    state = new(**options)
    place(state, hand_id(1), SOME)
    place(state, hand_id(2), SCUM)
    play(state, Open(1, 1), Call(2), Fold(0), Draw(1, ()), Draw(2, ()), Check(1), Check(2))
    assert state.phase is Phase.SHOWDOWN
    return state


def best(state: ScrokerState, seat: int) -> Move:
    """The LayOut on offer: the app's best claim."""
    (move,) = state.legal_moves(seat)
    assert isinstance(move, LayOut)
    return move


def test_claims_are_laid_out_in_turn_from_the_dealers_left_and_are_public() -> None:
    state = at_showdown()
    assert state.to_move() == (1,) and state.legal_moves(2) == []
    assert best(state, 1) == LayOut(1, ("animal:S animal:O animal:M animal:E",), ("lemon:C",))
    play(state, OMSE)
    assert state.to_move() == (2,)
    view = state.view(2)
    assert view.claims == {1: claim_of(OMSE)} and view.standing == ((1,),)
    assert view.piles[hand_id(1)].cards == tuple(state.hand(1))  # the hand laid out is face up
    assert view.piles[hand_id(2)].cards == tuple(state.hand(2))  # own hand
    assert None in state.view(1).piles[hand_id(2)].cards  # not laid out yet: hidden


def test_a_wrong_word_wins_when_nobody_challenges_it() -> None:
    state = at_showdown()
    play(state, OMSE)
    play(state, best(state, 2))
    assert state.to_move() == (2,)
    assert state.legal_moves(2) == [PassChallenge(2), Challenge(2, 0)]
    play(state, PassChallenge(2))
    assert state.phase is Phase.DEAL_OVER and state.winnings == {1: 5}


def test_a_wrong_word_challenged_is_scum_the_next_hand_wins_and_the_claimant_pays() -> None:
    state = at_showdown()
    play(state, OMSE)
    play(state, best(state, 2), Challenge(2, 0))
    view = state.view(0)
    assert view.fouled == (1,) and view.standing[0] == (2,)
    assert [(s.challenger, s.claimant, s.letters, s.is_word) for s in view.spellchecks] == [
        (2, 1, "OMSE", False)
    ]
    assert state.bank.stacks[1] == 96  # ante, open, and the stake of 2 again
    assert state.phase is Phase.DEAL_OVER  # Seat 2's Scum has no word to challenge
    assert state.winnings == {2: 7} and state.bank.stacks[2] == 105


def test_a_real_word_challenged_stands_and_the_challenger_pays() -> None:
    state = at_showdown()
    play(state, best(state, 1))
    play(state, best(state, 2))
    assert state.view(0).claimant == 1 and state.view(0).challenger == 2
    play(state, Challenge(2, 0))
    assert state.phase is Phase.DEAL_OVER and state.winnings == {1: 7}
    assert state.bank.stacks == {0: 99, 1: 105, 2: 96}


def test_the_strict_dictionary_judges_every_claim_at_once() -> None:
    state = at_showdown(strict=1)
    play(state, OMSE)
    play(state, best(state, 2))
    assert state.phase is Phase.DEAL_OVER  # no seat was offered a challenge
    assert state.winnings == {2: 5} and state.bank.stacks[1] == 98  # foul, but no penalty
    assert state.view(0).fouled == (1,)


def test_the_strict_dictionary_offers_no_challenge_to_fair_claims() -> None:
    state = at_showdown(strict=1)
    play(state, best(state, 1))
    assert all(not isinstance(m, Challenge | PassChallenge) for m in state.legal_moves(2))
    play(state, best(state, 2))
    assert state.phase is Phase.DEAL_OVER and state.winnings == {1: 5}


def test_a_layout_breaking_a_lettering_rule_is_refused_and_changes_nothing() -> None:
    state = at_showdown()
    mixed = LayOut(1, ("animal:M animal:O lemon:C",), ("animal:S", "animal:E"))
    assert refused(state, mixed) == "MOC: Animals may not be mixed with Lemons or Limes in a word"
    assert refused(state, LayOut(1, ("lemon:D lemon:E",), ())).startswith("the Lemon D is not in your hand")
    assert refused(state, LayOut(2, (), tuple(SCUM.split()))) == "it is the turn of Seat 2"
    assert state.to_move() == (1,) and state.claims == {}


def test_the_chance_to_challenge_goes_clockwise_from_the_winner() -> None:
    state = new(seats=4)  # the dealer is 0: seat 1 leads
    for seat, cards in (
        (2, SOME),
        (1, SCUM),
        (3, "lemon:F lime:C lemon:H lime:M lime:P"),
        (0, "lemon:L lime:G lemon:N lime:S lemon:T"),
    ):
        place(state, hand_id(seat), cards)
    play(state, Check(1), Open(2, 1), Call(3), Call(0), Call(1))
    play(state, *(Draw(seat, ()) for seat in (1, 2, 3, 0)), Check(2), Check(3), Check(0), Check(1))
    for seat in (1, 2, 3, 0):
        assert state.to_move() == (seat,)
        play(state, best(state, seat))
    asked = []
    while state.phase is Phase.SHOWDOWN:
        (seat,) = state.to_move()
        assert state.view(seat).challenger == seat and state.view(seat).claimant == 2
        asked.append(seat)
        play(state, PassChallenge(seat))
    assert asked == [3, 0, 1] and state.winnings == {2: 8}


def test_the_opener_proves_on_the_cards_he_opened_with() -> None:
    """He threw his Animals in the draw: a Duck cannot open, but he held SOME when he opened."""
    state = new()
    place(state, hand_id(1), SOME)
    place(state, hand_id(2), SCUM)
    state.piles["stock"].cards[-3:] = [parse_scroker_card(c) for c in ("lemon:T", "lime:H", "lime:A")]
    play(state, Open(1, 1), Call(2), Fold(0), Draw(1, ("animal:M", "animal:S", "animal:E")), Draw(2, ()))
    play(state, Check(1), Check(2))
    play(state, best(state, 1))
    play(state, best(state, 2))
    assert state.claims[1].describe() in ("AH", "HA")
    play(state, PassChallenge(2))
    assert state.winnings == {1: 5}


def test_an_opener_who_cannot_prove_his_openers_loses_the_pot_to_the_next_best_hand() -> None:
    state = at_showdown()
    state.opening_cards = tuple(parse_scroker_card(code) for code in SCUM.split())  # as if he opened on these
    play(state, best(state, 1))
    play(state, best(state, 2))
    assert state.phase is Phase.DEAL_OVER  # the hand taking the pot is Scum: nothing to challenge
    assert state.winnings == {2: 5}


def test_a_showdown_saved_mid_way_loads_and_plays_on_alike() -> None:
    spec = registry.get("scroker")
    state = new(seats=4)
    for seat, cards in ((2, SOME), (1, SCUM), (3, CAM), (0, "lemon:L lime:G lemon:N lime:S lemon:T")):
        place(state, hand_id(seat), cards)
    play(state, Check(1), Open(2, 1), Call(3), Call(0), Call(1))
    play(state, *(Draw(seat, ()) for seat in (1, 2, 3, 0)), Check(2), Check(3), Check(0), Check(1))
    play(state, best(state, 1), LayOut(2, ("animal:O animal:M animal:S animal:E",), ("lemon:C",)))
    check_round_trips(spec, state)
    play(state, best(state, 3))
    play(state, best(state, 0), PassChallenge(3))
    check_round_trips(spec, state)
    loaded = spec.from_json(json.loads(json.dumps(state.to_json())))
    assert isinstance(loaded, ScrokerState)
    assert loaded.view(1) == state.view(1) and loaded.legal_moves(0) == state.legal_moves(0)
    assert loaded.to_move() == (0,) and loaded.view(0).claimant == 2
    for game in (state, loaded):  # OMSE is foul: CAM takes the lead and is asked about from seat 0
        play(game, Challenge(0, 0))
        assert game.view(0).claimant == 3 and game.to_move() == (0,)
        for seat in (0, 1, 2):
            play(game, PassChallenge(seat))
    assert loaded.to_json_text() == state.to_json_text() and loaded.view(0) == state.view(0)
    assert state.winnings == {3: 10}
    assert loaded.bank.stacks[2] == state.bank.stacks[2] == 100 - 2 - 2


def test_a_claim_with_a_wild_saves_its_letter() -> None:
    wild = ScrokerCard.wild(0)
    sun = [parse_scroker_card(code) for code in ("lemon:S", "lemon:N")]
    claim = Claim((ClaimedWord((sun[0], wild, sun[1]), "SUN"),), ())
    move = lay_out(3, claim)
    assert move.words == ("lemon:S scroker#0=U lemon:N",)
    assert claim_of(move) == claim
    assert claim_of(LayOut(3, **json.loads(json.dumps({"words": list(move.words), "rest": []})))) == claim
