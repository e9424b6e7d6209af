"""What the Scroker table says about each seat and each deal (issue 22), as a player sees it:
the strips' tags, the deal's summary with its reasons, the bet button after the draw, no
Check where nobody may check, and no note outliving its turn."""

from __future__ import annotations

from game.bots.scroker_bot import ScrokerBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.seats import SeatPlan
from game.rules.scroker.betting import Call, Check, Fold, Open, Raise
from game.rules.scroker.moves import Draw, hand_id, save_code
from game.ui.app import App
from game.ui.games.scroker.bets import call_label
from game.ui.games.scroker.deal_over import ScrokerDealOverScene
from game.ui.games.scroker.table import ScrokerTableScene
from tests.test_scroker_rules import FROG, accept_best_claims, place
from tests.test_scroker_story import BANK_FROG, SCROKER_HAND
from tests.test_ui_scroker_showdown import key, until
from tests.test_ui_scroker_table import STEP, open_table


def scroker_table(app: App) -> ScrokerTableScene:
    """Seat 1 a person, seats 2 and 3 bots; seat 2 (to the dealer's left) holds openers."""
    table = open_table(app, "scroker", "human,bot:easy,bot:easy", hands=50, seed=2)
    place(table.state, hand_id(1), FROG)
    return table


def facts(table: ScrokerTableScene, seat: int) -> tuple[str, tuple[str, ...]]:
    line = table._seat_line(seat)
    return line.note, line.facts


def test_the_strips_tag_this_rounds_bet_the_draw_and_a_fold(quiet_app: App) -> None:
    table = scroker_table(quiet_app)
    assert table.attempt(Open(1, 2)) and table.attempt(Call(2))
    assert facts(table, 1)[0] == "bet 2" and facts(table, 2)[0] == "bet 2"
    assert table.attempt(Fold(0))
    assert facts(table, 0)[0] == "folded"
    assert facts(table, 1)[0] == ""  # the round is over
    thrown = tuple(save_code(card) for card in table.state.hand(1)[:2])
    assert table.attempt(Draw(1, thrown)) and table.attempt(Draw(2, ()))
    note, said = facts(table, 1)
    assert note == "" and said[0].endswith(" chips") and "drew 2" in said
    assert "stood pat" in facts(table, 2)[1]
    assert table.attempt(Check(1))
    assert facts(table, 1)[0] == "checked"


def test_a_seat_with_no_chips_left_is_tagged_all_in(quiet_app: App) -> None:
    table = scroker_table(quiet_app)
    stack = table.state.bank.stacks[1]
    assert table.attempt(Open(1, stack))
    assert facts(table, 1)[0] == "all in"


def test_the_deal_summary_lists_each_hand_with_its_category_and_says_why_it_won(quiet_app: App) -> None:
    table = scroker_table(quiet_app)
    place(table.state, hand_id(0), SCROKER_HAND)
    place(table.state, hand_id(2), BANK_FROG)
    for move in (Open(1, 1), Call(2), Call(0), Draw(1, ()), Draw(2, ()), Draw(0, ())):
        assert table.attempt(move)
    for move in (Check(1), Check(2), Check(0)):
        assert table.attempt(move)
    accept_best_claims(table.state)
    lines = [line for line, _ in ScrokerDealOverScene(quiet_app, table).summary()]
    me = table.names[0]
    assert lines[0] == f"▶ {me}: STOLE · Scroker"
    assert any(line.endswith(": SOME · Frog") and not line.startswith("▶") for line in lines)
    verdict = next(line for line in lines if " takes the pot " in line)
    assert verdict.startswith(f"{me} takes the pot of 6 with STOLE, beating ")
    assert verdict.endswith(": Scroker beats Frog.") and "Seat 2" not in verdict  # names, not seats


def test_after_the_draw_the_bet_button_bets_instead_of_opening(quiet_app: App) -> None:
    table = open_table(quiet_app, "scroker", "human,bot:easy,bot:easy", hands=50, seed=2)
    mind = ScrokerBot.new(0, Level.EASY, 3, table.state.betting_rules)
    until(
        quiet_app,
        table,
        mind,
        lambda: (
            table.state.view(0).round_number == 2
            and any(isinstance(move, Open) for move in table.state.legal_moves(0))
        ),
    )
    assert table.bet_button.label.startswith("Bet "), table.bet_button.label
    before = len(table.state.history)
    key(quiet_app, "b")
    assert table.state.history[before:] and isinstance(table.state.history[before], Open)
    assert table.state.view(0).bets[-1].said.startswith("bets ")


def test_longhorns_first_round_has_no_check_button_and_k_does_nothing(quiet_app: App) -> None:
    table = open_table(quiet_app, "longhorn", "human,bot:easy,bot:easy", hands=50, seed=2)
    mind = ScrokerBot.new(0, Level.EASY, 3, table.state.betting_rules)
    until(quiet_app, table, mind, lambda: table.state.view(0).round_number == 1)
    sprite = next(sprite for sprite in table.button_sprites if sprite.button is table.check_button)
    assert not sprite.visible
    before = len(table.state.history)
    key(quiet_app, "k")
    assert len(table.state.history) == before
    until(quiet_app, table, mind, lambda: table.state.view(0).round_number == 2)
    assert sprite.visible


def test_a_note_of_a_past_turn_is_cleared_once_the_turn_has_passed(quiet_app: App) -> None:
    table = open_table(quiet_app, "scroker", "human,bot:easy,bot:easy", hands=50, seed=2)
    mind = ScrokerBot.new(0, Level.EASY, 3, table.state.betting_rules)
    until(quiet_app, table, mind, lambda: bool(table.state.legal_moves(0)))
    table.attempt(Open(0, 100_000))  # refused: said in red
    refusal, alert = table.status_words()
    assert alert
    move = mind.decide(table.state.view(0))
    assert move is not None and table.attempt(move)
    table.pending = [event for event in table.pending if type(event).__name__ != "Message"]
    quiet_app.step(STEP)
    assert table.status_words()[0] != refusal


def showdown_summary(app: App, seats: int = 8) -> ScrokerDealOverScene:
    """Bots in every seat at a Scroker showdown, seats 4 and 6 all in for less: with eight, the fullest
    deal summary (every hand listed, reasons for three pots), as ``test_screens_fit`` checks it."""
    spec = registry.get("scroker")
    app.advice_in_background = False
    app.nav.open_table(spec, 5, [SeatPlan(False)] * seats, {})
    table = app.stack.top
    assert isinstance(table, ScrokerTableScene)
    state = table.state
    place(state, hand_id(1), FROG)
    place(state, hand_id(3), SCROKER_HAND)  # the best hand, all in for less than the bets
    state.bank.stacks[3] = 3
    if seats > 5:
        state.bank.stacks[5] = 6
    order = [seat % seats for seat in range(1, seats + 1)]
    moves = [Open(1, 8), *(Call(seat) for seat in order[1:])] + [Draw(seat, ()) for seat in order]
    for move in moves:
        assert table.attempt(move), move
    for seat in order:
        if state.bank.stacks[seat]:
            assert table.attempt(Check(seat))
    accept_best_claims(state)
    for _ in range(600):
        app.step(1 / 30)
        if isinstance(app.stack.top, ScrokerDealOverScene):
            return app.stack.top
    raise AssertionError("the deal's summary never opened")


def test_a_side_pot_says_why_the_best_hand_all_in_took_only_the_main_pot(quiet_app: App) -> None:
    summary = showdown_summary(quiet_app)
    lines = [line for line, _ in summary.summary()]
    names = summary.table.names
    assert sum(line.count(" · ") == 1 for line in lines[:8]) == 8  # every hand still in, with its category
    assert lines[0] == f"▶ {names[3]}: STOLE · Scroker"
    main = next(line for line in lines if "the main pot" in line)
    assert main.startswith(f"{names[3]} takes the main pot of ") and "Scroker beats Bullfrog" in main
    side = next(line for line in lines if "side pot 1 and side pot 2" in line)
    assert side.endswith(f"{names[3]} had a better hand but was all in, so could win only the main pot.")


def test_no_more_cards_can_be_picked_for_the_draw_than_the_game_lets_a_player_throw(quiet_app: App) -> None:
    table = open_table(quiet_app, "scroker", "human,bot:easy,bot:easy", hands=50, seed=2)
    mind = ScrokerBot.new(0, Level.EASY, 3, table.state.betting_rules)
    until(quiet_app, table, mind, lambda: any(isinstance(m, Draw) for m in table.state.legal_moves(0)))
    for name in "1234":
        key(quiet_app, name)
    quiet_app.step(STEP)
    assert len(table.picked) == 3 and table.draw_button.label == "Draw 3"
    assert table.status_words() == (
        "You may throw at most 3 cards here; click a picked card to put it back.",
        True,
    )
    key(quiet_app, "d")
    assert isinstance(table.state.history[-1], Draw) and len(table.state.history[-1].cards) == 3


def test_the_history_starts_with_the_first_deal_and_tells_each_bet_in_its_words(quiet_app: App) -> None:
    table = scroker_table(quiet_app)
    assert table.attempt(Open(1, 2)) and table.attempt(Raise(2, 8))
    told = [line.text for line in table.story.lines]
    assert told == ["Seat 1 deals Scroker (deal 1).", "Seat 2 opens for 2.", "Seat 3 raises to 10."]
    assert [line.seat for line in table.story.lines][1:] == [1, 2]  # each move under its seat's mark


def test_a_short_stack_facing_a_bigger_bet_is_offered_the_call_it_can_make() -> None:
    """Ben has 48 chips facing 52 to call: the button says the call is all he has."""
    assert call_label(52, 48) == "Call 48 (all in)"
    assert call_label(52, 52) == "Call 52"
    assert call_label(0, 48) == "Call"
