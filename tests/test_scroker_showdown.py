"""The Scroker showdown (seed 003, the showdown and spellcheck bullets; DESIGN.md §10 "Scroker family")."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.moves import IllegalMove
from game.rules.scroker.cards import ScrokerCard, scroker_deck
from game.rules.scroker.codes import parse_scroker_cards
from game.rules.scroker.hands import Category, HandRules, evaluate
from game.rules.scroker.showdown import (
    Claim,
    ClaimedWord,
    ClaimJudged,
    ClaimRearranged,
    Showdown,
    Spellchecked,
    best_claim,
    claim_refusal,
    claimed_value,
    judge,
    opener_proved,
)

SMOKE_CARDS = "animal:M animal:O animal:S animal:E animal:K"
BEAR_CARDS = "animal:B animal:E animal:A animal:R lemon:D"
ACT_CARDS = "lemon:C lemon:T chili:A1 lime:K lime:W"
SCUM_CARDS = "lemon:C lemon:F lime:K lime:W lemon:D"


def cards(codes: str) -> list[ScrokerCard]:
    return parse_scroker_cards(codes)


def laid_out(hand: list[ScrokerCard], *words: str) -> Claim:
    """A claim read from its words' letters: each letter takes the first unused card showing it."""
    left, claimed = list(hand), []
    for letters in words:
        word = []
        for letter in letters:
            card = next(card for card in left if card.letter == letter)
            left.remove(card)
            word.append(card)
        claimed.append(ClaimedWord(tuple(word), letters))
    return Claim(tuple(claimed), tuple(left[: 5 - sum(len(w) for w in words)]))


def bluffing_table() -> tuple[dict[int, list[ScrokerCard]], dict[int, Claim]]:
    """Seat 0 lays out its SMOKE cards as MEKOS (no word), seat 1 a Frog, seat 2 a Tadpole."""
    hands = {0: cards(SMOKE_CARDS), 1: cards(BEAR_CARDS), 2: cards(ACT_CARDS)}
    claims = {0: laid_out(hands[0], "MEKOS"), 1: laid_out(hands[1], "BEAR"), 2: laid_out(hands[2], "ACT")}
    return hands, claims


# --- claims -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "codes",
    [
        SMOKE_CARDS,
        BEAR_CARDS,
        ACT_CARDS,
        SCUM_CARDS,
        "lemon:C lemon:D lemon:E lemon:F lemon:G",  # Slush
        "lemon:C lemon:T lemon:O lime:A lime:B",  # Bullfrog
        "animal:M animal:O animal:U animal:S animal:E",  # Flying Scroker
        "lemon:C lemon:T scroker lime:K lime:W",  # a wild
        "animal:B animal:E animal:A animal:R lemon:D lime:K chili:E5",  # Longhorn's seven
    ],
)
def test_the_best_claim_is_the_evaluators_best_hand(codes: str) -> None:
    hand = cards(codes)
    claim = best_claim(hand)
    assert claim_refusal(claim, hand) is None
    assert not judge(claim).foul
    assert claimed_value(claim).key == evaluate(hand).key
    assert len(claim.cards) == 5


def test_a_claim_is_valued_by_its_lettering_without_the_dictionary() -> None:
    hand = cards(SMOKE_CARDS)
    value = claimed_value(laid_out(hand, "MEKOS"))
    assert value.category is Category.SCROKER
    assert value.natural
    assert judge(laid_out(hand, "MEKOS")).foul_words[0].letters == "MEKOS"
    hot = claimed_value(laid_out(cards(ACT_CARDS), "ACT"))
    assert hot.category is Category.TADPOLE and not hot.natural
    assert [card.code for card in hot.high_cards] == ["lemon:T", "lemon:C"]  # the chili A does not count


def test_a_wild_reads_as_the_letter_claimed() -> None:
    hand = cards("lemon:C lemon:T scroker lime:K lime:W")
    wild = hand[2]
    claim = Claim((ClaimedWord((hand[0], wild, hand[1]), "cat"),), (hand[3], hand[4]))
    assert claim_refusal(claim, hand) is None
    value = claimed_value(claim)
    assert value.category is Category.TADPOLE and not value.natural
    assert claim.words[0].letters == "CAT"


@pytest.mark.parametrize(
    ("codes", "words", "reason"),
    [
        ("lemon:C lime:A lemon:T lime:K lime:W", ["CAT"], "Lemons and Limes may not be mixed"),
        ("animal:B animal:E chili:A1 animal:R lemon:D", ["BEAR"], "Animal words may not contain Chili"),
        ("animal:B animal:E animal:A lemon:R lemon:D", ["BEAR"], "Animals may not be mixed with Lemons"),
        ("lemon:C lemon:T chili:A1 lime:K lime:W", ["CTA"], "at most 0 Chili Pepper"),
    ],
)
def test_a_claim_breaking_the_lettering_is_refused(codes: str, words: list[str], reason: str) -> None:
    hand = cards(codes)
    rules = HandRules(hot_n_sour_limit=0)
    refusal = claim_refusal(laid_out(hand, *words), hand, rules)
    assert refusal is not None and reason in refusal


def test_mixing_the_juice_lets_lemons_and_limes_share_a_word() -> None:
    hand = cards("lemon:C lime:A lemon:T lime:K lime:W")
    assert claim_refusal(laid_out(hand, "CAT"), hand, HandRules(mixing_the_juice=True)) is None


def test_a_claim_is_refused_for_cards_it_may_not_lay_out() -> None:
    hand = cards(BEAR_CARDS)
    bear, dog = laid_out(hand, "BEAR"), hand[4]
    elsewhere = cards("lemon:C")[0]
    assert "not in your hand" in (claim_refusal(Claim(bear.words, (elsewhere,)), hand) or "")
    assert "laid out twice" in (claim_refusal(Claim(bear.words, (hand[0],)), hand) or "")
    assert "lay out 5 cards" in (claim_refusal(Claim(bear.words, ()), hand) or "")
    assert "cannot stand for" in (
        claim_refusal(Claim((ClaimedWord(bear.words[0].cards, "BARE"),), (dog,)), hand) or ""
    )
    three = Claim((ClaimedWord(hand[:2], "BE"), ClaimedWord(hand[2:4], "AR"), ClaimedWord((dog,), "D")), ())
    assert "at most two words" in (claim_refusal(three, hand) or "")
    frog_and_duck = Claim((bear.words[0], ClaimedWord((dog, dog), "DD")), ())
    assert "Two Ducks" in (claim_refusal(frog_and_duck, hand) or "")
    assert "2 to 5 cards" in (claim_refusal(Claim((ClaimedWord((dog,), "D"),), tuple(hand[:4])), hand) or "")


def test_the_showdown_refuses_a_claim_it_cannot_lay_out() -> None:
    hands, claims = bluffing_table()
    claims[1] = Claim(claims[1].words, ())
    with pytest.raises(IllegalMove, match="Seat 2: lay out 5 cards"):
        Showdown([0, 1, 2], hands, claims)


# --- spellchecks ----------------------------------------------------------------------------------


def test_a_wrong_word_ranks_by_its_claim_until_challenged_then_counts_as_scum() -> None:
    hands, claims = bluffing_table()
    showdown = Showdown([0, 1, 2], hands, claims)
    assert showdown.ranking() == [[0], [1], [2]]
    assert showdown.claimant() == 0 and showdown.pending_challenger() == 1
    (event,) = showdown.challenge(1)
    assert isinstance(event, Spellchecked) and not event.is_word and event.loser == 0
    assert "Seat 2 challenges MEKOS: it is not a word" in event.text
    assert showdown.value(0).category is Category.SCUM  # though SMOKE lies in the same cards
    assert showdown.ranking() == [[1], [2], [0]]
    assert showdown.penalties() == [0]  # the foul claimant lost the spellcheck
    # BEAR now wins: a new round of challenges from its holder's left, the foul seat included.
    assert showdown.claimant() == 1 and showdown.pending_challenger() == 2


def test_an_unchallenged_wrong_word_wins() -> None:
    hands, claims = bluffing_table()
    showdown = Showdown([0, 1, 2], hands, claims)
    showdown.pass_(1)
    showdown.pass_(2)
    assert showdown.is_over()
    assert showdown.ranking()[0] == [0] and showdown.penalties() == []


def test_a_correct_claim_challenged_makes_the_challenger_pay() -> None:
    hands, claims = bluffing_table()
    showdown = Showdown([0, 1, 2], hands, claims)
    showdown.challenge(1)
    showdown.pass_(2)
    (event,) = showdown.challenge(0)
    assert event.is_word and event.loser == 0
    assert event.text == "Seat 1 challenges BEAR: it is a word; Seat 1 adds their stake to the pot again"
    assert showdown.penalties() == [0, 0]
    assert showdown.is_over()  # its one word stood: nothing left to contest
    assert showdown.ranking() == [[1], [2], [0]]


def test_challenges_go_clockwise_from_the_winner_who_does_not_challenge_himself() -> None:
    hands = {0: cards(SCUM_CARDS), 1: cards(ACT_CARDS), 2: cards(SMOKE_CARDS), 3: cards(BEAR_CARDS)}
    claims = {seat: best_claim(hand) for seat, hand in hands.items()}
    showdown = Showdown([0, 1, 2, 3], hands, claims)
    assert showdown.claimant() == 2
    asked = []
    while not showdown.is_over():
        seat = showdown.pending_challenger()
        assert seat is not None
        asked.append(seat)
        showdown.pass_(seat)
    assert asked == [3, 0, 1]


def test_only_the_seat_asked_may_challenge_or_pass() -> None:
    hands, claims = bluffing_table()
    showdown = Showdown([0, 1, 2], hands, claims)
    with pytest.raises(IllegalMove, match="the turn of Seat 2"):
        showdown.challenge(2)
    with pytest.raises(IllegalMove, match="the turn of Seat 2"):
        showdown.pass_(0)
    showdown.pass_(1)
    showdown.pass_(2)
    with pytest.raises(IllegalMove, match="no claim is open"):
        showdown.challenge(1)


def test_one_word_is_contested_at_a_time() -> None:
    bullfrog = cards("lemon:C lemon:T lemon:O lime:A lime:B")
    hands = {0: cards(SCUM_CARDS), 1: bullfrog, 2: cards(ACT_CARDS)}
    claims = {0: best_claim(hands[0]), 1: laid_out(bullfrog, "COT", "AB"), 2: best_claim(hands[2])}
    showdown = Showdown([0, 1, 2], hands, claims)
    assert [word.letters for word in showdown.open_words()] == ["COT", "AB"]
    with pytest.raises(IllegalMove, match="name the word to challenge: COT, AB"):
        showdown.challenge(2)
    showdown.challenge(2, 0)
    assert [word.letters for word in showdown.open_words()] == ["AB"]
    with pytest.raises(IllegalMove, match="no word 0 open"):
        showdown.challenge(0, 0)
    showdown.challenge(0)  # AB: the one word left open
    assert showdown.penalties() == [2, 0] and showdown.is_over()


def test_a_slush_or_scum_claim_has_no_word_to_challenge() -> None:
    hands = {0: cards("lemon:C lemon:D lemon:E lemon:F lemon:G"), 1: cards(BEAR_CARDS)}
    showdown = Showdown([0, 1], hands, {seat: best_claim(hand) for seat, hand in hands.items()})
    assert showdown.ranking() == [[0], [1]]
    assert showdown.is_over()


# --- strict dictionary, ties, rearranging, the opener -----------------------------------------------------


def test_a_strict_dictionary_judges_every_claim_at_once() -> None:
    hands, claims = bluffing_table()
    showdown = Showdown([0, 1, 2], hands, claims, strict=True)
    assert showdown.is_over() and showdown.pending_challenger() is None
    assert showdown.ranking() == [[1], [2], [0]]
    assert showdown.penalties() == []
    (event,) = showdown.events
    assert isinstance(event, ClaimJudged) and event.seat == 0 and event.foul_letters == ("MEKOS",)
    with pytest.raises(IllegalMove, match="strict dictionary"):
        showdown.rearrange(0, best_claim(hands[0]))


def test_tied_winning_claims_are_grouped_and_each_is_open_to_challenge() -> None:
    # Spit: each holds four cards and the shared Lemon E; a wild and the E make a Duck,
    # and a wild cannot be the high card, so both Ducks rank by the E alone.
    deck = scroker_deck(2)
    shared = cards("lemon:E")[0]
    wild_one, wild_two = (card for card in deck if card.is_wild)
    hands = {
        0: [wild_one, *cards("lime:K lime:W lemon:C"), shared],
        1: [wild_two, *cards("lime:B lime:C lemon:D"), shared],
        2: [*cards("lime:S lime:N lemon:G animal:K"), shared],
    }
    claims = {
        0: Claim((ClaimedWord((wild_one, shared), "HE"),), tuple(hands[0][1:4])),
        1: Claim((ClaimedWord((wild_two, shared), "ME"),), tuple(hands[1][1:4])),
        2: best_claim(hands[2]),
    }
    showdown = Showdown([0, 1, 2], hands, claims)
    assert showdown.ranking()[0] == [0, 1]
    asked = []
    while not showdown.is_over():
        asked.append((showdown.claimant(), showdown.pending_challenger()))
        seat = showdown.pending_challenger()
        assert seat is not None
        showdown.pass_(seat)
    assert asked == [(0, 1), (0, 2), (1, 2), (1, 0)]


def test_claims_may_be_rearranged_until_a_spellcheck_begins() -> None:
    hands, claims = bluffing_table()
    showdown = Showdown([0, 1, 2], hands, claims)
    showdown.pass_(1)
    (event,) = showdown.rearrange(0, laid_out(hands[0], "SMOKE"))
    assert isinstance(event, ClaimRearranged) and "SMOKE" in event.text
    assert showdown.pending_challenger() == 1  # a new claim: everyone is asked again
    with pytest.raises(IllegalMove, match="not in your hand"):
        showdown.rearrange(2, laid_out(hands[0], "SMOKE"))
    showdown.challenge(1)
    with pytest.raises(IllegalMove, match="after a spellcheck has begun"):
        showdown.rearrange(2, best_claim(hands[2]))


@pytest.mark.parametrize(
    ("codes", "proved"),
    [
        ("animal:B lemon:C animal:K lime:W lemon:F", True),  # two Animals
        (ACT_CARDS, True),  # a three-letter word
        (SMOKE_CARDS, True),
        ("lime:A lime:B lemon:C lemon:D animal:T", False),  # a Duck only
        (SCUM_CARDS, False),
    ],
)
def test_the_openers_proof(codes: str, proved: bool) -> None:
    assert opener_proved(cards(codes)) is proved


def test_an_opener_without_openers_is_passed_over_for_the_spellcheck() -> None:
    hands, claims = bluffing_table()
    showdown = Showdown([0, 1, 2], hands, claims, opener=0, opener_proved=False)
    assert showdown.ranking() == [[0], [1], [2]]  # Hand.showdown passes the opener over
    assert showdown.winners() == [1]
    assert showdown.claimant() == 1 and showdown.pending_challenger() == 2


# --- property -----------------------------------------------------------------------------------------


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(scroker_deck(2)), min_size=15, max_size=15, unique=True), st.booleans())
def test_best_claims_are_fair_and_rank_as_the_evaluator_does(dealt: list[ScrokerCard], hot: bool) -> None:
    rules = HandRules(hot_peppers=hot)
    hands = {seat: dealt[seat * 5 : seat * 5 + 5] for seat in range(3)}
    claims = {seat: best_claim(hand, rules) for seat, hand in hands.items()}
    assert all(not judge(claim).foul for claim in claims.values())
    showdown = Showdown([0, 1, 2], hands, claims, rules, strict=True)
    keys = {seat: evaluate(hand, rules).key for seat, hand in hands.items()}
    assert showdown.ranking() == [
        [seat for seat in range(3) if keys[seat] == key] for key in sorted(set(keys.values()), reverse=True)
    ]
    for first, second in combinations(range(3), 2):
        assert (claimed_value(claims[first], rules).key > claimed_value(claims[second], rules).key) == (
            keys[first] > keys[second]
        )
