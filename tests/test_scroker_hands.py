"""Scroker hands (seed 003, "Scroker Hands" and "Scoring"; DESIGN.md §10): categories, lettering, ties."""

from __future__ import annotations

from itertools import combinations, permutations, product

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules.scroker.cards import LETTERS, ScrokerCard, Suit, scroker_deck
from game.rules.scroker.codes import parse_scroker_cards
from game.rules.scroker.dictionary import scroker_dictionary
from game.rules.scroker.hands import Category, HandRules, evaluate, lettering_allows, may_open


def value(codes: str, rules: HandRules | None = None):  # type: ignore[no-untyped-def]
    return evaluate(parse_scroker_cards(codes), rules or HandRules())


def beats(one: str, other: str, rules: HandRules | None = None) -> bool:
    return value(one, rules).key > value(other, rules).key


# --- each category --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("codes", "category", "words"),
    [
        ("lemon:C lemon:F lime:K lime:W animal:D", Category.SCUM, []),
        ("lime:A lime:B lemon:C lemon:D animal:T", Category.DUCK, ["AB"]),
        ("lime:A lime:B animal:O animal:D lemon:P", Category.TWO_DUCKS, ["AB", "DO"]),
        ("lemon:C lemon:T chili:A1 lime:K lime:W", Category.TADPOLE, ["ACT"]),
        ("animal:B animal:E animal:A animal:R lemon:C", Category.FROG, ["BEAR"]),
        ("lemon:C lemon:T lemon:O lime:A lime:B", Category.BULLFROG, ["AB", "COT"]),
        ("lemon:C lemon:D lemon:E lemon:F lemon:G", Category.SLUSH, []),
        ("animal:M animal:O animal:S animal:E animal:K", Category.SCROKER, ["SMOKE"]),
        ("animal:M animal:O animal:U animal:S animal:E", Category.FLYING_SCROKER, None),
    ],
)
def test_each_category_is_found(codes: str, category: Category, words: list[str] | None) -> None:
    found = value(codes)
    assert found.category is category
    if words is not None:  # compared by letters: an anagram (BARE for BEAR) is the same hand
        assert sorted("".join(sorted(w.text.upper())) for w in found.words) == sorted(
            "".join(sorted(word)) for word in words
        )


def test_categories_rank_from_scum_to_flying_scroker() -> None:
    assert [c.title for c in sorted(Category)] == [
        "Scum", "Duck", "Two Ducks", "Tadpole", "Frog", "Bullfrog", "Slush", "Scroker", "Flying Scroker",
    ]  # fmt: skip
    assert beats("lemon:C lemon:D lemon:E lemon:F lemon:G", "animal:B animal:E animal:A animal:R lemon:C")


def test_two_words_need_distinct_cards() -> None:
    # AB, AI and BI share their cards: only one Duck (no three-letter word), not Two Ducks.
    found = value("lime:A lime:B lime:I lemon:C lemon:F")
    assert found.category is Category.DUCK


# --- lettering ---------------------------------------------------------------------------------


def test_animal_words_take_no_chili_vowels_and_lemons_and_limes_do_not_mix() -> None:
    rules = HandRules()
    assert not lettering_allows(parse_scroker_cards("animal:B chili:A1 animal:T"), rules)[0]
    assert not lettering_allows(parse_scroker_cards("lemon:C lime:A lemon:T"), rules)[0]
    assert lettering_allows(parse_scroker_cards("lemon:C lime:A lemon:T"), HandRules(mixing_the_juice=True))[
        0
    ]
    allowed, hot = lettering_allows(parse_scroker_cards("lemon:C chili:A1 lemon:T"), rules)
    assert allowed and hot


def test_a_hot_n_sour_limit_of_zero_forbids_chili_vowels_in_lemon_words() -> None:
    codes = "lemon:C lemon:T chili:A1 lime:K lime:W"
    assert value(codes).category is Category.TADPOLE
    assert value(codes, HandRules(hot_n_sour_limit=0)).category < Category.TADPOLE


def test_slush_is_strictly_clean_no_wilds() -> None:
    assert value("lemon:C lemon:D lemon:E lemon:F scroker").category is not Category.SLUSH


# --- ties ----------------------------------------------------------------------------------------


def test_a_natural_hand_beats_a_hot_n_sour_one_of_the_same_category() -> None:
    natural = "lemon:C lemon:O lemon:D lime:K lime:W"  # COD, clean
    hot = "lemon:C lemon:T chili:A1 lime:K lime:W"  # ACT, with a chili A
    assert value(natural).category is value(hot).category is Category.TADPOLE
    assert beats(natural, hot)


def test_a_natural_hand_beats_one_made_with_a_wild() -> None:
    natural, wild = "lemon:C lemon:O lemon:T lime:A lime:B", "scroker lemon:O lemon:L lemon:E lime:W"
    assert value(natural).category is value(wild).category is Category.BULLFROG  # COT+AB; OLE+wild W
    assert not value(wild).natural and beats(natural, wild)


def test_the_highest_card_of_the_words_decides_then_the_next() -> None:
    assert beats("lemon:C lemon:O lemon:T lime:K lime:W", "lemon:C lemon:O lemon:D lime:K lime:W")  # T > D
    # Same word letters: the next card decides.
    assert (
        value("lemon:D lemon:O lemon:T lime:A lime:W").key
        != value("lemon:C lemon:O lemon:T lime:A lime:W").key
    )


def test_a_wild_is_never_the_highest_card() -> None:
    found = value("scroker lemon:C lemon:T lime:K lime:W")
    assert all(not card.is_wild for card in found.high_cards)


def test_chili_vowels_of_a_hot_n_sour_word_are_not_its_high_card() -> None:
    found = value("lemon:C lemon:T chili:A1 lime:K lime:W")
    assert [card.code for card in found.high_cards] == ["lemon:T", "lemon:C"]


def test_hot_peppers_pre_empt_the_high_card() -> None:
    higher = "lemon:O lime:P lemon:L lemon:E animal:K"  # OLE: a Tadpole, no peppers
    fiery = "animal:K chili:I1 animal:I chili:E3 animal:N"  # KIN: a Tadpole, 4 peppers in the hand
    hot = HandRules(hot_peppers=True)
    assert value(higher).category is value(fiery).category is Category.TADPOLE
    assert beats(higher, fiery)  # O beats N
    assert beats(fiery, higher, hot)  # but when chili peppers are hot, 4 peppers beat none


def test_a_ruling_suit_ranks_above_the_unicorn() -> None:
    unicorn = parse_scroker_cards("animal:U")[0]
    lemon_c = parse_scroker_cards("lemon:C")[0]
    assert HandRules().rank(unicorn) > HandRules().rank(lemon_c)
    assert HandRules(ruling=("lemon",)).rank(lemon_c) > HandRules(ruling=("lemon",)).rank(unicorn)
    assert HandRules(ruling=("chili:E1",)).rank(parse_scroker_cards("chili:E1")[0]) > HandRules().rank(
        unicorn
    )


def test_equal_hands_tie() -> None:
    one = value("lemon:C lemon:O lemon:T lime:K animal:D")
    two = value("lemon:C lemon:O lemon:T lime:K animal:D")
    assert one.key == two.key


# --- opening and the other games' hands ------------------------------------------------------------


def test_opening_needs_two_animals_or_a_three_letter_word() -> None:
    assert may_open(parse_scroker_cards("animal:M animal:D lemon:C lime:K chili:U1"))
    assert may_open(parse_scroker_cards("lemon:C lemon:O lemon:T lime:K animal:D"))
    assert not may_open(parse_scroker_cards("lime:A lime:B lemon:C lemon:D animal:T"))  # a Duck only


DECK = scroker_deck(2)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(DECK), min_size=7, max_size=7, unique=True))
def test_longhorn_takes_the_best_five_of_seven(cards: list[ScrokerCard]) -> None:
    best = max((evaluate(list(five)) for five in combinations(cards, 5)), key=lambda found: found.key)
    assert evaluate(cards).key == best.key


# --- against brute force ----------------------------------------------------------------------------


def brute_force_key(cards: list[ScrokerCard], rules: HandRules) -> tuple:  # type: ignore[type-arg]
    """Every ordered arrangement of every group, spelled letter by letter: slow and plain."""
    words = scroker_dictionary()
    spelled: list[tuple[tuple[ScrokerCard, ...], bool, bool]] = []  # cards, hot, natural
    for size in range(2, 6):
        for group in combinations(cards, size):
            allowed, hot = lettering_allows(group, rules)
            if not allowed:
                continue
            wilds = [card for card in group if rules.is_wild(card)]
            found = False
            for order in permutations(group):
                for letters in product(LETTERS, repeat=len(wilds)):
                    fill = iter(letters)
                    text = "".join(next(fill) if rules.is_wild(card) else card.letter for card in order)
                    if words.is_word(text):
                        found = True
                        break
                if found:
                    break
            if found:
                spelled.append((group, hot, not wilds and not hot))
    keys: list[tuple] = []  # type: ignore[type-arg]
    rank = rules.rank

    def counting(group: tuple[ScrokerCard, ...], hot: bool) -> list[ScrokerCard]:
        return [c for c in group if not rules.is_wild(c) and not (hot and c.suit is Suit.CHILI)]

    def key(category: int, natural: bool, played: list[ScrokerCard], high: list[ScrokerCard]) -> tuple:  # type: ignore[type-arg]
        peppers = sum(c.peppers for c in played if not rules.is_wild(c)) if rules.hot_peppers else 0
        return (category, int(natural), peppers, tuple(sorted((rank(c) for c in high), reverse=True)))

    def padded(used: list[ScrokerCard]) -> list[ScrokerCard]:
        rest = sorted((c for c in cards if c not in used), key=rank, reverse=True)
        return used + rest[: 5 - len(used)]

    for group, hot, natural in spelled:
        size = len(group)
        category = {2: 1, 3: 3, 4: 4, 5: 8 if any(c.is_unicorn for c in group) else 7}[size]
        keys.append(key(category, natural, padded(list(group)), counting(group, hot)))
    for (one, hot1, nat1), (two, hot2, nat2) in combinations(spelled, 2):
        if set(one) & set(two) or sorted((len(one), len(two))) not in ([2, 2], [2, 3]):
            continue
        category = 2 if len(one) == len(two) else 5
        used = list(one) + list(two)
        keys.append(key(category, nat1 and nat2, padded(used), counting(one, hot1) + counting(two, hot2)))
    for suit in Suit:
        same = [c for c in cards if c.suit is suit and not rules.is_wild(c)]
        for five in combinations(same, 5):
            keys.append(key(6, True, list(five), list(five)))
    top = sorted(cards, key=rank, reverse=True)[:5]
    keys.append(key(0, True, top, [c for c in top if not rules.is_wild(c)]))
    return max(keys)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.sampled_from(scroker_deck(0)), min_size=5, max_size=5, unique=True),
    st.booleans(),
    st.integers(min_value=0, max_value=1),
)
def test_the_best_hand_matches_brute_force(cards: list[ScrokerCard], mixing: bool, wild: int) -> None:
    if wild:
        cards = [*cards[:4], ScrokerCard.wild()]
    rules = HandRules(mixing_the_juice=mixing)
    assert evaluate(cards, rules).key == brute_force_key(cards, rules)
