"""The Scroker showdown at the table: claims shown as words, spelling your own claim, challenging a word."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.bots.scroker_bot import ScrokerBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.moves import Move
from game.core.seats import parse_players
from game.rules.scroker.betting import Call, Check, Fold, Open
from game.rules.scroker.cards import ScrokerCard
from game.rules.scroker.dictionary import scroker_dictionary
from game.rules.scroker.moves import Challenge, LayOut, claim_of
from game.rules.scroker.state import Phase
from game.ui.app import App
from game.ui.games.scroker.choice import ScrokerChoiceScene
from game.ui.games.scroker.deal_over import ScrokerDealOverScene
from game.ui.games.scroker.table import ScrokerTableScene
from tests.test_ui_scroker_table import STEP, keys_for, open_table, press


def key(app: App, name: str) -> None:
    press(app, pygame.key.key_code(name))


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=pos, button=1))


def click_button(app: App, table: ScrokerTableScene, label: str) -> None:
    button = next(b for b in table.buttons if b.label == label)
    assert button.enabled, f"{label} is dark"
    click(app, button.screen_rect(app.viewport).center)


def until(app: App, table: ScrokerTableScene, mind: ScrokerBot, wanted: Callable[[], bool]) -> None:
    """Play the person's seat with ``mind`` (by keys) until ``wanted`` holds at their turn."""
    for _ in range(60000):
        top = app.stack.top
        if isinstance(top, ScrokerDealOverScene):
            assert not top.over, "the session ended before it happened"
            next(b for b in top.buttons if b.label == "Next deal").action()
        elif isinstance(top, ScrokerChoiceScene):
            top._deal()
        elif top is table and table.settled and 0 in table.state.to_move() and not table._round_over():
            if wanted():
                for _ in range(3):
                    app.step(STEP)
                return
            move = _stay_in(table, mind.decide(table.state.view(0)))
            for name in table.keys_for(move):
                key(app, name)
        app.step(STEP)
    raise AssertionError("never came to pass")


def _stay_in(table: ScrokerTableScene, move: Move | None) -> Move:
    """The bot's move, but an open for a check and a call for a fold: the person goes to showdowns."""
    assert move is not None
    if isinstance(move, Check):
        return next((m for m in table.state.legal_moves(0) if isinstance(m, Open)), move)
    if isinstance(move, Fold):
        legal = table.state.legal_moves(0)
        return next((m for m in legal if isinstance(m, Check | Call)), move)
    return move


def my_lay_out(
    table: ScrokerTableScene, has: Callable[[list[ScrokerCard]], bool] = lambda cards: True
) -> bool:
    state = table.state
    return (
        state.phase is Phase.SHOWDOWN
        and any(isinstance(move, LayOut) for move in state.legal_moves(0))
        and has(state.cards_of(0))
    )


def at_my_lay_out(app: App) -> ScrokerTableScene:
    """A three-seat Scroker table at the person's turn to lay out a claim."""
    table = open_table(app, "scroker", "human,bot:easy,bot:easy", hands=10, seed=11)
    until(app, table, ScrokerBot.new(0, Level.EASY, 3, table.state.betting_rules), lambda: my_lay_out(table))
    return table


def test_spelling_a_wrong_word_with_the_keys_lays_it_out_and_the_table_shows_it(quiet_app: App) -> None:
    table = at_my_lay_out(quiet_app)
    cards = table.state.cards_of(0)
    wrong = "".join(card.letter for card in sorted(cards, key=lambda c: c.letter)[:3] if not card.is_wild)
    assert not scroker_dictionary().is_word(wrong)
    key(quiet_app, "s")
    for letter in wrong.lower():
        key(quiet_app, letter)
    quiet_app.step(STEP)
    assert table.lay_out_button.label == f"Lay out {wrong}"
    spelled = table.draft.used if table.draft else []
    hand = table.view.piles["seat1.hand"]
    resting = max(sprite.rect.y for sprite in hand)
    assert {s.card for s in hand if s.rect.y < resting} == set(spelled) & {s.card for s in hand}
    rows = table._claim_rows(table._seen_now()[0])
    assert rows[0].spelling and rows[0].claim.words[0].letters == wrong  # in the middle as it is spelled
    key(quiet_app, "return")
    laid = table.state.history[-1]
    assert isinstance(laid, LayOut) and laid.seat == 0
    claim = claim_of(laid)
    assert [word.letters for word in claim.words] == [wrong]
    assert table.draft is None
    quiet_app.step(STEP)
    rows = table._claim_rows(table._seen_now()[0])
    assert table.state.view(1).claims[0] == claim  # everyone sees the claim as spelled
    if table.state.phase is Phase.SHOWDOWN:  # (unless a challenge already ended the deal)
        mine = next(row for row in rows if row.name == table.names[0])
        assert mine.claim == claim


def test_the_mouse_spells_by_clicking_cards_and_a_wild_takes_a_clicked_letter(quiet_app: App) -> None:
    spec = registry.get("scroker")
    plans = parse_players("human,bot:easy,bot:easy", spec.seats, shared_devices=True)
    quiet_app.advice_in_background = False
    quiet_app.nav.open_table(spec, 5, plans, {"hands": 20, "wilds": 2})
    table = quiet_app.stack.top
    assert isinstance(table, ScrokerTableScene)
    mind = ScrokerBot.new(0, Level.EASY, 3, table.state.betting_rules)
    wild_in_hand = lambda cards: any(card.is_wild for card in cards)  # noqa: E731
    until(quiet_app, table, mind, lambda: my_lay_out(table, wild_in_hand))
    click_button(quiet_app, table, "Spell…")
    quiet_app.step(STEP)
    assert table.draft is not None
    hand = table.view.piles["seat1.hand"]
    plain = next(sprite for sprite in hand if not sprite.card.is_wild)
    wild = next(sprite for sprite in hand if sprite.card.is_wild)
    click(quiet_app, _visible_point(table, plain))
    click(quiet_app, _visible_point(table, wild))
    quiet_app.step(STEP)
    assert table.draft.waiting_wild
    assert not table.lay_out_button.enabled  # a wild without its letter cannot be laid out
    assert table.letter_strip.visible
    box = table.letter_strip.rect
    click(quiet_app, (box.x + 3, box.y + 3))  # the strip's first letter: A
    quiet_app.step(STEP)
    assert table.draft.text == plain.card.letter + "A"
    click_button(quiet_app, table, f"Lay out {plain.card.letter}A")
    laid = table.state.history[-1]
    assert isinstance(laid, LayOut)
    word = claim_of(laid).words[0]
    assert word.letters == plain.card.letter + "A" and word.cards == (plain.card, wild.card)


def _visible_point(table: ScrokerTableScene, sprite: object) -> tuple[int, int]:
    """A point on the part of a fanned card no card above it covers (the fan overlaps to the right)."""
    hand = table.view.piles["seat1.hand"]
    index = hand.index(sprite)
    rect = sprite.rect
    right = hand[index + 1].rect.x if index + 1 < len(hand) else rect.right
    return ((rect.x + right) // 2, rect.y + 12)


def test_escape_gives_up_spelling_and_the_best_claim_is_still_a_key_away(quiet_app: App) -> None:
    table = at_my_lay_out(quiet_app)
    best = next(move for move in table.state.legal_moves(0) if isinstance(move, LayOut))
    key(quiet_app, "s")
    key(quiet_app, "backspace")  # nothing to undo: nothing happens
    key(quiet_app, "escape")
    assert table.draft is None and table.spell_button.label == "Spell…"
    key(quiet_app, "l")
    assert table.state.history[-1] == best


def test_the_claims_lie_in_the_middle_and_a_second_word_can_be_challenged_by_the_button_naming_it(
    quiet_app: App,
) -> None:
    table = open_table(quiet_app, "scroker", "human,bot:easy,bot:easy,bot:easy", hands=50, seed=2)
    mind = ScrokerBot.new(0, Level.EASY, 3, table.state.betting_rules)

    def two_words_to_challenge() -> bool:
        return any(isinstance(move, Challenge) and move.word == 1 for move in table.state.legal_moves(0))

    until(quiet_app, table, mind, two_words_to_challenge)
    view = table._seen_now()[0]
    claim = view.claims[view.claimant]
    rows = table._claim_rows(view)
    assert {row.name for row in rows} == {table.names[seat] for seat in view.claims}
    assert next(row for row in rows if row.lit).claim == claim
    assert table.showdown_sprite.visible
    first, second = (word.letters for word in claim.words[:2])
    assert table.first_word_button.label == f"{first}?"  # each button names the word it doubts
    words = table._showdown_words()  # the status line's instruction, once the last note has faded
    assert words.startswith(f"{table.names[view.claimant]} claims {first} + {second}:"), words
    click_button(quiet_app, table, f"{second}?")
    assert table.state.history[-1] == Challenge(0, 1)
    assert keys_for(table, Challenge(0, 1)) == [pygame.K_y]


def test_a_layout_the_rules_refuse_is_said_in_red_and_the_spelling_stays_to_be_mended(quiet_app: App) -> None:
    table = at_my_lay_out(quiet_app)
    before = len(table.state.history)
    letter = table.state.cards_of(0)[0].letter
    key(quiet_app, "s")
    key(quiet_app, letter.lower())
    key(quiet_app, "return")  # a word of one letter
    assert len(table.state.history) == before
    assert table.note_alert and "2 to 5 cards" in table.note
    assert table.draft is not None and table.draft.text == letter


def test_a_persons_claim_stays_face_up_for_the_next_person_after_the_pass_screen(quiet_app: App) -> None:
    from game.ui.turns.pass_screen import PassScreenScene

    table = open_table(quiet_app, "spit", "human,human,bot:hard", hands=10, seed=5)
    minds = {seat: ScrokerBot.new(seat, Level.EASY, seat, table.state.betting_rules) for seat in (0, 1)}
    for _ in range(60000):
        top = quiet_app.stack.top
        if isinstance(top, PassScreenScene):
            quiet_app.step(1.0)
            key(quiet_app, "space")
        elif isinstance(top, ScrokerDealOverScene):
            assert not top.over, "no deal in which one person challenges the other's claim"
            next(b for b in top.buttons if b.label == "Next deal").action()
        elif (
            top is table
            and table.settled
            and table.person in table.state.to_move()
            and not table._round_over()
        ):
            me = table.person
            view = table.state.view(me)
            other = 1 - me
            if table.state.phase is Phase.SHOWDOWN and other in view.claims and me in view.claims:
                quiet_app.step(STEP)
                hand = table.view.piles[f"seat{other + 1}.hand"]
                assert hand and all(sprite.face_up for sprite in hand)  # the claim is public
                return
            move = minds[me].decide(view)
            assert move is not None
            if isinstance(move, Fold):
                move = next((m for m in table.state.legal_moves(me) if isinstance(m, Check | Call)), move)
            for name in table.keys_for(move):
                key(quiet_app, name)
        quiet_app.step(STEP)
    raise AssertionError("never came to pass")


@pytest.mark.parametrize(("game", "held"), [("scroker", 5), ("spit", 4)])
def test_the_draws_instruction_counts_the_cards_in_hand(quiet_app: App, game: str, held: int) -> None:
    """Scroker's line said "(1–5)" for Spit in the Can's four cards too: the keys named are the hand's."""
    from game.rules.scroker.moves import Draw

    table = open_table(quiet_app, game, "human,bot:easy,bot:easy", hands=50, seed=2)
    mind = ScrokerBot.new(0, Level.EASY, 3, table.state.betting_rules)
    until(quiet_app, table, mind, lambda: any(isinstance(m, Draw) for m in table.state.legal_moves(0)))
    for _ in range(200):  # the last bet's note fades
        quiet_app.step(STEP)
    words, _ = table.status_words()
    assert words.startswith(f"Draw: click the cards to throw (1–{held}), then Draw (D)"), words


def test_dealers_choice_names_itself_and_the_game_called(quiet_app: App) -> None:
    table = open_table(quiet_app, "dealers-choice", "bot:easy,human,bot:easy", hands=50, seed=2)
    for _ in range(30):
        quiet_app.step(STEP)
    left = table._status_left()
    assert left.startswith("Dealer's Choice: ") and left.endswith(", deal 1"), left


def test_longhorns_first_round_line_offers_no_check(quiet_app: App) -> None:
    """Longhorn Stud's first betting round has no Check: the status line offers only the moves open."""
    table = open_table(quiet_app, "longhorn", "human,bot:easy,bot:easy", hands=50, seed=2)
    mind = ScrokerBot.new(0, Level.EASY, 3, table.state.betting_rules)
    until(quiet_app, table, mind, lambda: any(isinstance(m, Open) for m in table.state.legal_moves(0)))
    for _ in range(200):  # the last bet's note fades
        quiet_app.step(STEP)
    assert not any(isinstance(m, Check) for m in table.state.legal_moves(0))
    assert table.status_words()[0] == "Bet: Fold (F), or Open (B) by the dial (+/−)."
