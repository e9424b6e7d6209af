"""Scroker bots: legal moves in every phase of the four games, no peeking, sensible bets and draws."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.bots.scroker_bot import ScrokerBot, unseen_cards
from game.bots.scroker_odds import loose_cards
from game.bots.scroker_simulation import GAMES, play_game
from game.core import registry
from game.core.bot_levels import Level
from game.core.moves import Move
from game.rules.scroker.betting import Fold, Open, Raise
from game.rules.scroker.codes import parse_scroker_cards
from game.rules.scroker.hands import NO_OPTIONS
from game.rules.scroker.moves import DISCARD, STOCK, ChooseGame, Draw, hand_id, save_code
from game.rules.scroker.state import Phase, ScrokerState
from main import main

LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)
FLYING_SCROKER = "animal:M animal:O animal:U animal:S animal:E"
SCUM = "lemon:C lemon:F lime:K lime:W animal:D"
TADPOLE = "lemon:C lemon:O lemon:T lime:K animal:D"


def new_state(game: str, seats: int, seed: int, **options: Any) -> ScrokerState:
    state = registry.get(game).new_game(seats=seats, seed=seed, options=options)
    assert isinstance(state, ScrokerState)
    return state


def is_legal(state: ScrokerState, move: Move) -> bool:
    """A bot's draw names its cards in its own order; the rules list each throw once, in hand order."""
    legal = state.legal_moves(move.seat)
    if isinstance(move, Draw):
        return any(isinstance(m, Draw) and sorted(m.cards) == sorted(move.cards) for m in legal)
    return move in legal


@pytest.mark.parametrize(
    "game", [g if g == "scroker" else pytest.param(g, marks=pytest.mark.slow) for g in GAMES]
)
def test_bots_make_only_legal_moves_in_every_phase(game: str) -> None:
    phases = set()
    for seats, seed in ((3, 1), (5, 2)):
        state = new_state(game, seats, seed, hands=10, wilds=1 if seed == 2 else 0)
        bots = [ScrokerBot.new(seat, LEVELS[seat % 3], seed, state.betting_rules) for seat in range(seats)]
        while not state.is_over():
            seat = state.to_move()[0]
            move = bots[seat].decide(state.view(seat))
            assert move is not None and is_legal(state, move), (state.phase, move)
            phases.add(state.phase)
            state.apply(move)
    assert Phase.BETTING in phases and Phase.DEAL_OVER in phases
    assert (Phase.DRAW in phases) == (game in ("scroker", "spit", "dealers-choice"))


def test_a_bot_not_on_turn_has_no_move() -> None:
    state = new_state("scroker", 3, 1)
    idle = next(seat for seat in range(3) if seat not in state.to_move())
    assert ScrokerBot.new(idle, Level.HARD, 1).decide(state.view(idle)) is None


def redeal_hidden(state: ScrokerState, seat: int, seed: int) -> None:
    """Shuffle every card the seat cannot see (other hands, the stock, the discards) among those places."""
    places = [STOCK, DISCARD, *(hand_id(other) for other in range(state.seats) if other != seat)]
    cards = [card for place in places for card in state.piles[place].cards]
    random.Random(seed).shuffle(cards)
    for place in places:
        count = len(state.piles[place].cards)
        state.piles[place].cards, cards = cards[:count], cards[count:]


@pytest.mark.parametrize("game", ["scroker", "spit", "longhorn"])
@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_never_reads_hidden_cards(game: str, level: Level) -> None:
    state = new_state(game, 4, 7)
    seat = state.to_move()[0]
    before = ScrokerBot.new(seat, level, 3).decide(state.view(seat))
    unseen = unseen_cards(state.view(seat))
    redeal_hidden(state, seat, 11)
    assert unseen_cards(state.view(seat)) == unseen
    assert ScrokerBot.new(seat, level, 3).decide(state.view(seat)) == before


def test_the_unseen_cards_are_the_deck_less_what_the_seat_sees() -> None:
    state = new_state("spit", 4, 3, wilds=2)
    view = state.view(0)
    unseen = unseen_cards(view)
    assert len(unseen) == 54 - 4 - 1
    assert not set(unseen) & {*view.hand, view.spit_card}


def test_easy_throws_the_cards_outside_its_words() -> None:
    tadpole = parse_scroker_cards("lemon:C lemon:O lemon:T lime:K animal:D")
    assert {card.code for card in loose_cards(tadpole, 3, NO_OPTIONS)} == {"lime:K", "animal:D"}
    assert len(loose_cards(parse_scroker_cards(SCUM), 3, NO_OPTIONS)) == 3
    assert loose_cards(parse_scroker_cards(FLYING_SCROKER), 3, NO_OPTIONS) == ()


def test_easy_draws_its_loose_cards_at_the_table() -> None:
    state = new_state("scroker", 2, 5)
    bots = [ScrokerBot.new(seat, Level.EASY, 5) for seat in range(2)]
    while state.phase is not Phase.DRAW:
        seat = state.to_move()[0]
        if state.phase is Phase.BETTING:
            holding(state, seat, FLYING_SCROKER if seat == 0 else TADPOLE)
        state.apply(bots[seat].decide(state.view(seat)))  # type: ignore[arg-type]
        if state.phase is Phase.DEAL_OVER:
            pytest.skip("the deal ended before the draw")
    seat = state.to_move()[0]
    holding(state, seat, TADPOLE)
    move = bots[seat].decide(state.view(seat))
    assert isinstance(move, Draw) and set(move.cards) == {"lime:K", "animal:D"}


def holding(state: ScrokerState, seat: int, codes: str) -> None:
    """Give ``seat`` these cards, swapping them with wherever they were."""
    wanted = parse_scroker_cards(codes)
    spare = [card for card in state.hand(seat) if card not in wanted]
    for card in wanted:
        if card not in state.hand(seat):
            pile = next(pile for pile in state.piles.values() if card in pile.cards)
            pile.cards[pile.cards.index(card)] = spare.pop()
    state.piles[hand_id(seat)].cards = wanted


@pytest.mark.parametrize("level", LEVELS)
def test_a_very_strong_hand_opens(level: Level) -> None:
    state = new_state("scroker", 3, 4)
    seat = state.to_move()[0]
    holding(state, seat, FLYING_SCROKER)
    assert isinstance(ScrokerBot.new(seat, level, 1).decide(state.view(seat)), Open)


@pytest.mark.parametrize("level", LEVELS)
def test_a_very_strong_hand_raises_an_open(level: Level) -> None:
    state = new_state("scroker", 3, 4)
    opener = state.to_move()[0]
    holding(state, opener, TADPOLE)
    state.apply(Open(opener, 2))
    seat = state.to_move()[0]
    holding(state, seat, FLYING_SCROKER)
    assert isinstance(ScrokerBot.new(seat, level, 1).decide(state.view(seat)), Raise)


@pytest.mark.parametrize("level", LEVELS)
def test_nothing_folds_facing_a_big_bet(level: Level) -> None:
    state = new_state("scroker", 3, 4)
    opener = state.to_move()[0]
    holding(state, opener, FLYING_SCROKER)
    state.apply(Open(opener, 60))
    seat = state.to_move()[0]
    holding(state, seat, SCUM)
    bot = ScrokerBot.new(seat, level, 1)
    bot.bluffing = 0.0
    bot.deal_seen = state.deal_number
    assert isinstance(bot.decide(state.view(seat)), Fold)


@pytest.mark.parametrize("seed", range(6))
def test_the_dealers_call_is_legal(seed: int) -> None:
    state = new_state("dealers-choice", 4, seed)
    assert state.phase is Phase.CHOOSE
    dealer = state.to_move()[0]
    move = ScrokerBot.new(dealer, Level.HARD, seed).decide(state.view(dealer))
    assert isinstance(move, ChooseGame) and move in state.legal_moves(dealer)
    state.apply(move)
    assert state.phase is not Phase.CHOOSE


def test_a_session_records_each_deals_chips_and_they_add_up() -> None:
    record = play_game([Level.EASY, Level.MEDIUM, Level.HARD], 9, {"hands": 5}, game="spit")
    assert 1 <= len(record.rounds) <= 5
    # an unopened deal's antes are lost until a later deal wins them; the session ends even
    assert sum(record.totals) == 300
    assert [100 + sum(deal.points[s] for deal in record.rounds) for s in range(3)] == list(record.totals)


@pytest.mark.parametrize(
    "game", [g if g == "scroker" else pytest.param(g, marks=pytest.mark.slow) for g in GAMES]
)
def test_simulate_prints_chips_a_hand_by_level(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    arguments = ["simulate", game, "--players", "3", "--games", "2", "--seed", "1", "--options", "hands=3"]
    assert main(arguments) == 0
    out = capsys.readouterr().out
    assert "chips a hand" in out
    for level in LEVELS:
        assert f"\n{level.value} " in out


def showdown_view(claimed_letters: str) -> Any:
    """Seat 1 is asked whether to challenge seat 0's one-word claim reading ``claimed_letters``."""
    from game.rules.scroker.showdown import Claim, ClaimedWord
    from game.rules.scroker.variants import DealChoice
    from game.rules.scroker.view import ScrokerView

    cards = tuple(parse_scroker_cards("animal:M animal:O animal:S animal:E animal:K"))
    claim = Claim((ClaimedWord(cards, claimed_letters),), ())
    return ScrokerView(
        seat=1, piles={}, to_move=(1,), phase="showdown", choice=DealChoice(), claims={0: claim},
        claimant=0, open_words=(0,), challenger=1,
    )  # fmt: skip


def test_hard_challenges_a_word_that_is_not_in_the_dictionary_and_lets_a_real_one_stand() -> None:
    from game.rules.scroker.moves import Challenge, PassChallenge

    bot = ScrokerBot.new(1, Level.HARD, 1)
    assert bot.decide(showdown_view("MEKOS")) == Challenge(1, 0)
    assert bot.decide(showdown_view("SMOKE")) == PassChallenge(1)


def test_every_level_plays_whole_sessions_through_the_showdown() -> None:
    for game in GAMES:
        record = play_game([Level.EASY, Level.MEDIUM, Level.HARD], 3, {"hands": 5}, game=game)
        assert record.rounds


def test_dealt_alike_the_next_deal_has_the_same_cards_whatever_came_before() -> None:
    from game.bots.scroker_simulation import _fresh_deck
    from game.rules.scroker.moves import NextDeal

    # a seed whose first deal leaves every seat chips in both seatings (with seed 8 two 5-letter hands
    # raise each other all in, and a seat with no chips is not dealt the next deal)
    seed = 9
    hands = []
    for levels in ((Level.EASY, Level.HARD, Level.MEDIUM), (Level.HARD, Level.MEDIUM, Level.EASY)):
        state = new_state("scroker", 3, seed)
        bots = [ScrokerBot.new(seat, level, seed, state.betting_rules) for seat, level in enumerate(levels)]
        while state.phase is not Phase.DEAL_OVER:
            seat = state.to_move()[0]
            state.apply(bots[seat].decide(state.view(seat)))  # type: ignore[arg-type]
        assert all(state.bank.stacks.values())
        _fresh_deck(state, seed)
        state.apply(NextDeal(state.to_move()[0]))
        hands.append([state.hand(seat) for seat in range(3)])
        assert sum(len(pile.cards) for pile in state.piles.values()) == 52
    assert hands[0] == hands[1]


FROG = "lemon:H lemon:E lemon:L lemon:P lime:A"
BULLFROG = "chili:A3 lemon:D chili:A2 lemon:F lime:S"  # FAD + AS, hot-'n'-sour


def opened_and_called(hands: list[str]) -> tuple[ScrokerState, int]:
    """A three-seat Scroker deal at its draw, and the seat that opened for 2: ``hands`` go to the
    opener and the seats after him, and everyone called the open."""
    from game.rules.scroker.betting import Call

    state = new_state("scroker", 3, 4)
    opener = state.to_move()[0]
    for place, codes in enumerate(hands):
        holding(state, (opener + place) % 3, codes)
    state.apply(Open(opener, 2))
    while state.phase is Phase.BETTING:
        state.apply(Call(state.to_move()[0]))
    return state, opener


def after_the_draw(hands: list[str]) -> tuple[ScrokerState, int]:
    """A three-seat Scroker deal at its betting after the draw, and the seat that opened for 2.

    ``hands`` go to the opener and the seats after him; everyone called the open and stood pat.
    """
    state, opener = opened_and_called(hands)
    while state.phase is Phase.DRAW:
        state.apply(Draw(state.to_move()[0], ()))
    return state, opener


def steady_bot(state: ScrokerState, seat: int, level: Level, seed: int) -> ScrokerBot:
    """A bot for ``seat`` that does not bluff this deal."""
    bot = ScrokerBot.new(seat, level, seed, state.betting_rules)
    bot.deal_seen, bot.bluffing = state.deal_number, 0.0
    return bot


@pytest.mark.parametrize("seed", range(3))
def test_after_the_draw_hard_bets_a_sure_hand_far_bigger_than_normal(seed: int) -> None:
    state, opener = after_the_draw([FLYING_SCROKER, TADPOLE, FROG])
    pot = sum(chips for chips, _ in state.view(opener).pots)
    normal = steady_bot(state, opener, Level.MEDIUM, seed).decide(state.view(opener))
    hard = steady_bot(state, opener, Level.HARD, seed).decide(state.view(opener))
    assert isinstance(normal, Open) and normal.amount < pot
    # the others call a bet by pot odds, and its price never passes a half: Hard bets all it may
    assert isinstance(hard, Open) and hard.amount == state.bank.stacks[opener]


@pytest.mark.parametrize("seed", range(3))
def test_hard_folds_a_bullfrog_to_a_pot_sized_bet_from_an_opener_who_stood_pat_where_normal_calls(
    seed: int,
) -> None:
    from game.rules.scroker.betting import Call

    state, opener = after_the_draw([FROG, BULLFROG, FLYING_SCROKER])
    state.apply(Open(opener, sum(chips for chips, _ in state.view(opener).pots)))
    seat = state.to_move()[0]
    assert seat == (opener + 1) % 3
    assert isinstance(steady_bot(state, seat, Level.MEDIUM, seed).decide(state.view(seat)), Call)
    assert isinstance(steady_bot(state, seat, Level.HARD, seed).decide(state.view(seat)), Fold)


DUCK = "lemon:O lemon:N lime:B animal:R lime:S"
MIDDLING = "lemon:C lemon:E lemon:L lime:K animal:D"  # a Tadpole (CEL): it may open, beats about 2 hands in 3


@pytest.mark.parametrize("first_to_answer", [True, False])
@pytest.mark.parametrize("level", LEVELS)
def test_a_middling_hand_calls_a_one_chip_open_into_a_three_chip_pot(
    level: Level, first_to_answer: bool
) -> None:
    for seed in range(3):
        state = new_state("scroker", 3, 4)
        opener = state.to_move()[0]
        holding(state, opener, FROG)
        state.apply(Open(opener, 1))
        if not first_to_answer:
            state.apply(Fold(state.to_move()[0]))
        seat = state.to_move()[0]
        holding(state, seat, MIDDLING)
        view = state.view(seat)
        assert (sum(chips for chips, _ in view.pots), view.to_call) == (4, 1)
        assert not isinstance(steady_bot(state, seat, level, seed).decide(view), Fold)


def after_drawing(hands: list[str], final: str) -> tuple[ScrokerState, int]:
    """A three-seat Scroker deal after the draw: the opener (for 2) drew one card to ``final``,
    the others, all callers, drew three each."""
    state, opener = opened_and_called(hands)
    while state.phase is Phase.DRAW:
        seat = state.to_move()[0]
        thrown = state.hand(seat)[: 1 if seat == opener else 3]
        state.apply(Draw(seat, tuple(save_code(card) for card in thrown)))
    holding(state, opener, final)
    return state, opener


@pytest.mark.parametrize("seed", range(3))
def test_after_drawing_one_a_good_hand_bets_at_most_twice_the_pot_never_all_its_chips(seed: int) -> None:
    # a natural Bullfrog (DOG + IS) beats some 93% of hands after a draw: worth a big bet, not 97 chips
    state, opener = after_drawing([TADPOLE, SCUM, DUCK], "lemon:D lemon:O lemon:G lime:S lime:I")
    view = state.view(opener)
    pot = sum(chips for chips, _ in view.pots)
    for level in LEVELS:
        move = steady_bot(state, opener, level, seed).decide(view)
        assert not isinstance(move, Open | Raise) or move.amount <= 2 * pot, (level, move)
