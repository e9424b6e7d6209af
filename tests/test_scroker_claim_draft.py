"""Spelling a claim by hand at the showdown: any layout, even a wrong word, checked by the rules."""

from __future__ import annotations

from game.rules.scroker.cards import ScrokerCard
from game.rules.scroker.claim_draft import ClaimDraft
from game.rules.scroker.codes import parse_scroker_cards
from game.rules.scroker.hands import NO_OPTIONS, Category, HandRules
from game.rules.scroker.showdown import claim_refusal, claimed_value, judge

WILDS = HandRules(wilds=("lemon:E",), mixing_the_juice=True)  # a Lemon and a Lime may share a word


def draft(codes: str, rules: HandRules = NO_OPTIONS) -> ClaimDraft:
    return ClaimDraft(tuple(parse_scroker_cards(codes)), rules)


def spell(claim_draft: ClaimDraft, text: str) -> list[str]:
    """Type ``text`` (a space starts the next word); the refusals met on the way."""
    refusals = []
    for letter in text:
        refusal = claim_draft.next_word() if letter == " " else claim_draft.type_letter(letter)
        if refusal:
            refusals.append(refusal)
    return refusals


def codes(cards: tuple[ScrokerCard, ...]) -> list[str]:
    return [card.code for card in cards]


def test_typed_words_take_the_cards_that_show_their_letters_and_the_best_others_make_five() -> None:
    hand = draft("lime:H chili:I2 lime:M chili:E5 animal:D lime:A lime:B")  # seven: Longhorn Stud
    assert spell(hand, "him") == []
    claim = hand.claim()
    assert [word.letters for word in claim.words] == ["HIM"]
    assert codes(claim.words[0].cards) == ["lime:H", "chili:I2", "lime:M"]
    assert codes(claim.rest) == ["chili:E5", "animal:D"]  # the two highest of the four left
    assert len(claim.cards) == 5
    assert claim_refusal(claim, hand.cards) is None


def test_a_wrong_word_can_be_laid_out_and_the_dictionary_finds_it_foul() -> None:
    hand = draft("lime:H chili:I2 lime:M chili:E5 animal:D")
    assert spell(hand, "mih") == []
    claim = hand.claim()
    assert claim_refusal(claim, hand.cards) is None  # the rules let it be laid out…
    assert [word.letters for word in judge(claim).foul_words] == ["MIH"]  # …and a challenge would find it out


def test_two_words_are_spelled_with_a_space_and_a_third_is_refused() -> None:
    hand = draft("animal:B animal:E animal:A animal:R lemon:D")
    assert spell(hand, "bed ar") == []
    claim = hand.claim()
    assert [word.letters for word in claim.words] == ["BED", "AR"]
    assert claimed_value(claim).category is Category.BULLFROG
    assert hand.next_word() == "a hand holds at most 2 words"


def test_a_letter_no_card_shows_is_refused_and_nothing_is_lost() -> None:
    hand = draft("lime:H chili:I2 lime:M chili:E5 animal:D")
    assert spell(hand, "hiq") == ["no card left to spell Q"]
    assert hand.text == "HI"
    assert spell(hand, "hh") == ["no card left to spell H", "no card left to spell H"]


def test_a_wild_spells_a_letter_no_plain_card_gives_and_is_kept_for_last() -> None:
    hand = draft("lemon:E lemon:T lime:A animal:O animal:N", WILDS)
    assert spell(hand, "eat") == []  # E: the wild's own letter, so it spells E plainly
    assert codes(hand.claim().words[0].cards) == ["lemon:E", "lime:A", "lemon:T"]
    hand.clear()
    assert spell(hand, "toe") == []
    hand.clear()
    assert spell(hand, "on") == []
    assert spell(hand, " ta") == []
    assert spell(hand, "b") == []  # no plain B: the wild stands for it
    claim = hand.claim()
    assert [word.letters for word in claim.words] == ["ON", "TAB"]
    assert claim.words[1].cards[-1].code == "lemon:E"
    assert claim_refusal(claim, hand.cards, WILDS) is None


def test_a_clicked_wild_waits_for_its_letter() -> None:
    hand = draft("lemon:E lemon:T lime:A animal:O animal:N", WILDS)
    cards = {card.code: card for card in hand.cards}
    assert hand.add_card(cards["lemon:T"]) is None
    assert hand.add_card(cards["lime:A"]) is None
    assert hand.add_card(cards["lemon:E"]) is None
    assert hand.waiting_wild and hand.text == "TA?"
    assert hand.add_card(cards["animal:N"]) == "first say the letter the wild stands for"
    assert hand.next_word() == "first say the letter the wild stands for"
    assert hand.type_letter("r") is None
    assert not hand.waiting_wild and hand.text == "TAR"


def test_a_card_is_spelled_once_and_undo_takes_back_letters_and_spaces() -> None:
    hand = draft("lime:H chili:I2 lime:M chili:E5 animal:D")
    card = hand.cards[0]
    assert hand.add_card(card) is None
    assert hand.add_card(card) == "the Lime H is already spelled; Undo takes it back"
    assert spell(hand, "i ") == []
    assert hand.text == "HI"
    hand.undo()  # the space
    assert len(hand.words) == 1 and hand.text == "HI"
    hand.undo()
    hand.undo()
    hand.undo()  # nothing left: nothing happens
    assert hand.empty and hand.text == ""


def test_a_word_stops_at_five_letters() -> None:
    hand = draft("animal:M animal:O lemon:O animal:S animal:E lime:A lime:B")
    assert spell(hand, "moose") == []
    assert spell(hand, "a") == ["a word has at most 5 letters: Space starts the next word"]


def test_a_typed_letter_takes_the_card_the_words_lettering_allows() -> None:
    hand = draft("lemon:O animal:M animal:O animal:S animal:E")  # the Lemon O comes first
    assert spell(hand, "mos") == []
    assert [card.code for card in hand.claim().words[0].cards] == ["animal:M", "animal:O", "animal:S"]
    assert claim_refusal(hand.claim(), hand.cards) is None


def test_typed_words_share_out_the_cards_so_both_words_lettering_is_allowed() -> None:
    hand = draft("lime:S lemon:S lemon:E lemon:C lime:A")
    assert spell(hand, "sec as") == []  # the first S typed could be either, until E says which
    claim = hand.claim()
    assert [card.code for card in claim.words[0].cards] == ["lemon:S", "lemon:E", "lemon:C"]
    assert [card.code for card in claim.words[1].cards] == ["lime:A", "lime:S"]
    assert claim_refusal(claim, hand.cards) is None
