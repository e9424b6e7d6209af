"""Why each pot of a deal went where it went, in sentences for the players (issue 22).

A deal's end names its winners; a player new to Scroker also needs the reason:
which category beat which, or inside one category the tie-break that decided,
what a challenge found in the dictionary, why a seat that was all in took only
the main pot, why an opener without openers was passed over. The sentences are
read off the rules' own judgement (``Settlement`` from the betting, the
``Showdown``'s values and spellchecks, ``hands.compared`` on the ranking keys),
never worked out again, so they cannot disagree with the chips. They speak of
"Seat N" like every rule message; the table puts the players' names in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby

from game.core.seat_names import seat_words
from game.core.wording import listed
from game.rules.scroker.betting import Settlement
from game.rules.scroker.hands import Comparison, Decider, HandRules, HandValue, compared, hand_name
from game.rules.scroker.pots import PotAward
from game.rules.scroker.showdown import ClaimJudged, Showdown, Spellchecked


@dataclass(frozen=True)
class DealVerdict:
    """The deal's end explained: one sentence a pot or event, in the order they happened."""

    lines: tuple[str, ...]


def names(seats: Sequence[int]) -> str:
    return listed([seat_words(seat) for seat in seats])


def challenge_sentence(check: Spellchecked, claimed: str) -> str:
    """A challenge and what the dictionary said: "Seat 1 challenges the GATES of Seat 3 (GATES · Frog): …"."""
    head = f"{seat_words(check.challenger)} challenges the {check.letters} of {seat_words(check.claimant)}"
    if check.is_word:
        return (
            f"{head}: it is in the dictionary, so {claimed} stands and "
            f"{seat_words(check.challenger)} pays their stake again."
        )
    return (
        f"{head}: not in the dictionary; the hand of {seat_words(check.claimant)} is Scum and "
        f"{seat_words(check.claimant)} pays their stake again."
    )


HIGH_CARD_PLACES = ("highest card", "second card", "third card", "fourth card", "fifth card")


def why_better(better: HandValue, worse: HandValue, whose: tuple[str, str] = ("", "")) -> str:
    """Why ``better`` beats ``worse`` (or that they tie), from the evaluator's ``compared``:
    "Scroker beats Frog"; "both Frog; the highest card: T for GATES beats E for UNLED". ``whose``
    names the two hands where their words cannot (two Scums: "Seat 3", "Seat 1")."""
    found = compared(better, worse)
    both = f"both {better.category.title}"
    mine = whose[0] or hand_name(better)
    theirs = whose[1] or hand_name(worse)
    match found.decider:
        case Decider.CATEGORY:
            return f"{better.category.title} beats {worse.category.title}"
        case Decider.NATURAL:
            spoiled = "wilds" if any(word.wilds for word in worse.words) else "hot-'n'-sour"
            return f"{both}; natural beats {spoiled}"
        case Decider.PEPPERS:
            return f"{both}; more chili peppers ({better.peppers} against {worse.peppers})"
        case Decider.RULING_CARD | Decider.HIGH_CARD:
            return f"{both}; {_high_cards_said(found, mine, theirs)}"
        case Decider.MORE_CARDS:
            return f"{both}; {mine} has more cards that count"
    return f"{both} and equal in every tie-break"


def _high_cards_said(found: Comparison, mine: str, theirs: str) -> str:
    """The high card that decided: "the highest card: T for GATES beats E for UNLED" (the cards by
    letter, or by name when the letters are the same), or that it is a ruling card."""
    which = HIGH_CARD_PLACES[found.place]
    ours, their_card = found.better.high_cards[found.place], found.worse.high_cards[found.place]
    if found.decider is Decider.RULING_CARD:
        return f"the {which} for {mine}, {ours.short_name}, is a ruling card"
    same_letter = ours.letter == their_card.letter
    said, their_said = (
        (ours.short_name, their_card.short_name) if same_letter else (ours.letter, their_card.letter)
    )
    return f"the {which}: {said} for {mine} beats {their_said} for {theirs}"


def unseen_verdict(settlement: Settlement) -> DealVerdict:
    """Everyone else folded: the pot went to the one left without a showdown."""
    won = ", ".join(f"{seat_words(seat)} takes {chips} chips" for seat, chips in settlement.winnings.items())
    return DealVerdict((f"{won} unseen: everyone else folded.",))


def carried_verdict(settlement: Settlement) -> DealVerdict:
    return DealVerdict((f"Nobody opened: the pot of {settlement.carried} chips carries to the next deal.",))


def showdown_verdict(settlement: Settlement, showdown: Showdown, rules: HandRules) -> DealVerdict:
    """The challenges, then each pot: who took it, against whom, and why."""
    values = {seat: showdown.value(seat) for seat in showdown.seats}
    lines = [_event_sentence(event, values) for event in showdown.events]
    lines = [line for line in lines if line]
    if settlement.opener_forfeited and showdown.opener is not None:
        lines.append(
            f"{seat_words(showdown.opener)} opened without two Animals or a three-letter word, "
            "so the next best hand takes the pot."
        )
    ranking = showdown.ranking()
    tales = [
        _pot_tale(index, settlement.awards, ranking, values, rules, showdown)
        for index in range(len(settlement.awards))
    ]
    # Pots going the same way for the same reasons are told once: "the main pot and side pot 1".
    for (who, why), same in groupby(tales, key=lambda tale: (tale[0], tale[3])):
        told = list(same)
        pots, chips = [tale[1] for tale in told], sum(tale[2] for tale in told)
        amount = f"of {chips}" if len(told) == 1 else f"({chips} chips)"
        lines.append(f"{who} {listed(pots)} {amount}{why}.")
    return DealVerdict(tuple(lines))


def _event_sentence(event: object, values: Mapping[int, HandValue]) -> str:
    if isinstance(event, Spellchecked):
        return challenge_sentence(event, hand_name(values[event.claimant]))
    if isinstance(event, ClaimJudged):
        return event.text + "."
    return ""


def _pot_tale(
    index: int,
    awards: Sequence[PotAward],
    ranking: Sequence[Sequence[int]],
    values: Mapping[int, HandValue],
    rules: HandRules,
    showdown: Showdown,
) -> tuple[str, str, int, str]:
    """One pot told in parts: who and how ("Seat 3 takes"), the pot ("side pot 1"), its chips, and
    the rest (" with GATES, beating the UNLED of Seat 1: Scroker beats Frog")."""
    award, several = awards[index], len(awards) > 1
    pot = "the main pot" if index == 0 and several else ("the pot" if not several else f"side pot {index}")
    winners = list(award.winners)
    what = ", ".join(dict.fromkeys(hand_name(values[seat]) for seat in winners))
    who = f"{names(winners)} split" if len(winners) > 1 else f"{seat_words(winners[0])} takes"
    rest = f" with {what}"
    best = values[winners[0]]
    passed = _passed_over(award, showdown)
    runner = next(
        (
            seat
            for group in ranking
            for seat in group
            if seat in award.pot.eligible and seat not in winners and seat not in passed
        ),
        None,
    )
    reasons = []
    if len(winners) > 1:
        reasons.append(f"both {best.category.title} and equal in every tie-break")
    if runner is not None and len(winners) == 1:
        worse = values[runner]
        rest += f", beating the {hand_name(worse)} of {seat_words(runner)}"
        named = not best.words or not worse.words or hand_name(best) == hand_name(worse)
        whose = (seat_words(winners[0]), seat_words(runner)) if named else ("", "")
        reasons.append(why_better(best, worse, whose))
    elif runner is None and len(award.pot.eligible) == 1:
        who, rest = f"{seat_words(winners[0])} takes back", ""
        reasons.append("chips nobody else matched")
    shut_out = [
        seat
        for seat in _ranked_above(winners, ranking)
        if seat not in award.pot.eligible and seat not in passed
    ]
    for seat in shut_out:
        reached = [other.pot for other in awards if seat in other.pot.eligible]
        only = "only the main pot" if len(reached) == 1 else "only the pots their chips reached"
        reasons.append(f"{seat_words(seat)} had a better hand but was all in, so could win {only}")
    return who, pot, award.pot.chips, rest + (": " + "; ".join(reasons) if reasons else "")


def _ranked_above(winners: Sequence[int], ranking: Sequence[Sequence[int]]) -> list[int]:
    above: list[int] = []
    for group in ranking:
        if any(seat in winners for seat in group):
            return above
        above += list(group)
    return above


def _passed_over(award: PotAward, showdown: Showdown) -> set[int]:
    """The opener who could not prove his openers, when this pot went past him."""
    opener = showdown.opener
    if opener is None or showdown.opener_proved or opener in award.winners:
        return set()
    return {opener}
