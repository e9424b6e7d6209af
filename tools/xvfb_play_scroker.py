"""Play a whole session of a Scroker game in a real X window with real input, to check it as a person would.

Any of the four Scroker-family games (``--game scroker|spit|longhorn|dealers-choice``).
The app runs in this process on the X11 driver (under Xvfb). A frame hook plays the
people's seats: it looks at what the seat sees (``state.view(seat)``), lets a
``ScrokerBot`` (``--level``, medium unless told) choose the move, and makes it only
through ``xdotool`` (the ``XHands`` of ``tools/xvfb_play.py``): real pointer clicks,
real key presses. After every gesture it waits (a few seconds at most) for the table
to have done exactly that: the move in ``state.history``, a card picked, the bet
dial turned, a screen gone; anything else is a failure.

``--input mouse``: Check, Call, Fold are clicked; an open or raise clicks − or +
until the Bet button says the amount, then the Bet button; for the draw each card
to throw is clicked in the hand (it rises), then "Draw N" / "Stand pat"; at the
showdown "Lay out", "Challenge WORD" (one button a word of the winning claim) or
"Pass"; spelling a claim: "Spell…", each card clicked in spelling order (in the
hand, or in the spelling row of the showdown panel, where a shared card can be
reached), a wild's letter clicked on the A–Z strip, "Next word", then "Lay out
WORD"; the Dealer's Choice entries are clicked until they name the call, then
"Deal"; the deal's summary "Next deal"; the pass screen anywhere. A move with no
mouse way would be reported as a finding (keys are never used).

``--input keys``: K, C, F; Up/Down to the amount then B (``table.keys_for``); the
digits 1–5 pick the cards to throw, then D; L lays out, S then the letters (Space
between words) then Return spells a claim, X / Y challenge word 1 / 2, P passes;
the Dealer's Choice screen by Up/Down and Return; Return for "Next deal" (after the
summary's key rest); any key (space) for the pass screen.

So that a showdown with claims is played, the person does not fold until they have
laid out a claim once (a fold the bot chose becomes a call, or a check); so that the
dial gets turned, the first time they may open or raise (and the bot would check or
call) they bet two more than the dial shows; the first time the person may challenge
the winning claim they challenge its last open word (Y when it has two). The
first claim the person lays out they spell by hand (the bot's claim, letter by
letter or card by card), and the second one, when its first word read backwards is
not a word, they spell backwards: a bluff the table must let them lay out.
Otherwise every choice is the bot's.

It prints each deal's summary and the settlement, saves a screenshot of the
settlement (``--shot``, ``import -window root``) and exits 0 after a full session;
a gesture that did not make its move, an unexpected scene, a stall or an exception
exits 1 with what happened (and a screenshot next to ``--shot``).

    Xvfb :99 -screen 0 1600x900x24 &
    DISPLAY=:99 .venv/bin/python tools/xvfb_play_scroker.py --game spit --input mouse --seed 3 \\
        --shot /tmp/spit-end.png --shots /tmp/spit-shots

``--shots DIR`` also saves the table at the person's first bet, first draw (before
and with the cards picked), each showdown the person played (the claims face up),
the first challenge offered, the Dealer's Choice screen, each deal's summary and
the settlement. Not a test: a session takes minutes of real time.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "x11")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if "CARDTABLE_HOME" not in os.environ:  # keep the user's settings and statistics out of it
    os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp(prefix="cardtable-xvfb-")

import pygame

from game.bots.scroker_bot import ScrokerBot
from game.commands.options import parse_options
from game.core import registry
from game.core.bot_levels import Level
from game.core.moves import Move
from game.core.seats import parse_players
from game.rules.scroker.betting import Call, Check, Fold, Open, Raise
from game.rules.scroker.cards import ScrokerCard
from game.rules.scroker.dictionary import scroker_dictionary
from game.rules.scroker.moves import (
    Challenge,
    ChooseGame,
    Draw,
    LayOut,
    NextDeal,
    PassChallenge,
    claim_of,
    lay_out,
    save_code,
)
from game.rules.scroker.showdown import Claim, ClaimedWord
from game.rules.scroker.state import Phase
from game.rules.scroker.variants import Deal
from game.ui import kits
from game.ui.app import App
from game.ui.games.scroker.bets import choices
from game.ui.games.scroker.choice import LIMITS, ScrokerChoiceScene
from game.ui.games.scroker.deal_over import ScrokerDealOverScene
from game.ui.games.scroker.table import ScrokerTableScene
from game.ui.look.widgets import Button
from game.ui.turns.turn_table import NOTE_SECONDS
from tools.xvfb_person import GESTURE_SECONDS, SHOT_SETTLE_SECONDS, Failure, TablePerson, play, report_end
from tools.xvfb_play import focus

GAMES = ("scroker", "spit", "longhorn", "dealers-choice")


def same_move(made: Move, wanted: Move) -> bool:
    """The move the table made is the one meant: a draw by its cards in any order, a lay-out by its kind
    (the button and L lay out the rules' best claim, which the bot's may spell in another order)."""
    if isinstance(wanted, Draw):
        return isinstance(made, Draw) and made.seat == wanted.seat and set(made.cards) == set(wanted.cards)
    if isinstance(wanted, LayOut):
        return isinstance(made, LayOut) and made.seat == wanted.seat
    return made == wanted


class ScrokerPerson(TablePerson):
    """The people at the Scroker table: a bot's judgement, hands on xdotool."""

    def __init__(
        self, window: int, table: ScrokerTableScene, seed: int, mode: str, level: Level, shots: Path | None
    ) -> None:
        super().__init__(window, table, mode, shots)
        self.seed, self.level = seed, level
        self.minds: dict[int, ScrokerBot] = {}
        self.decided: dict[int, tuple[int, Move]] = {}  # seat: (moves made when decided, the move)
        self.findings: list[str] = []  # what a player would find wrong (not failures of the tool)
        self.deals: list[str] = []
        self.deals_seen: set[int] = set()
        self.showdowns_shot: set[int] = set()
        self.settlement: list[str] = []
        self.moves: Counter[str] = Counter()
        self.laid_out = 0
        self.challenged = False  # the once-a-session challenge has been made
        self.spelled = 0  # claims spelled by hand so far (the first two lay-outs are)

    # --- the frame hook ---------------------------------------------------------------------

    def every_frame(self, app: App) -> None:
        table = self.table
        if app.stack.top is table and table.settled:
            self._showdown_shot()  # whatever the hands are doing: the summary may open in this frame

    def look(self, app: App, top: object) -> None:
        if isinstance(top, ScrokerDealOverScene):
            self._deal_over(app, top)
        elif isinstance(top, ScrokerChoiceScene):
            self._name_the_game(top)
        elif top is self.table:
            if self.table.settled:
                self._at_table()
        else:
            raise Failure(f"unexpected scene {type(top).__name__} on top of the Scroker table")

    def _find(self, finding: str) -> None:
        if finding not in self.findings:
            self.findings.append(finding)
            print(f"finding: {finding}", flush=True)

    # --- scenes over the table ---------------------------------------------------------------

    def _deal_over(self, app: App, summary: ScrokerDealOverScene) -> None:
        state = self.table.state
        if state.deal_number not in self.deals_seen:
            if self._scene_age() < SHOT_SETTLE_SECONDS:
                return
            self.deals_seen.add(state.deal_number)
            lines = summary.text_lines() if summary.over else [line for line, _ in summary.summary()]
            if summary.over:
                self.settlement = lines
                self._shot("settlement.png")
                print(f"{summary.title}: " + " | ".join(lines), flush=True)
            else:
                line = f"{summary.title}: " + " | ".join(lines)
                self.deals.append(line)
                print(line, flush=True)
                self._shot(f"deal-{state.deal_number:02d}-summary.png")
            self._check_summary(summary)
        if summary.over:
            self.finished = True
            app.running = False
            return
        label = "Next deal"
        if self.mode == "keys":
            if summary.keys_rest() or summary.shown_for < summary.key_rest_seconds + 0.2:
                return
            index = next((i for i, b in enumerate(summary.buttons) if b.label == label), None)
            if index is None:
                raise Failure(f"the deal's summary has no {label!r}: {[b.label for b in summary.buttons]}")
            self.press(*self._focus_keys(summary.focus, index), "Return")
        else:
            button = next((b for b in summary.buttons if b.label == label), None)
            if button is None:
                raise Failure(f"the deal's summary has no {label!r}: {[b.label for b in summary.buttons]}")
            self.click(button.screen_rect(app.viewport).center)
        start = len(state.history)
        self.moves["next deal"] += 1
        self._expect(
            f"choosing {label!r} after deal {state.deal_number}",
            lambda: (
                app.stack.top is not summary
                and any(isinstance(move, NextDeal) for move in state.history[start:])
            ),
        )

    def _check_summary(self, summary: ScrokerDealOverScene) -> None:
        """What a player would miss on the deal's summary."""
        view = self.table.state.view(0)
        said = " ".join(line for line, _ in summary.summary()) if not summary.over else ""
        missing = [claim.describe() for claim in view.claims.values() if claim.describe() not in said]
        if not summary.over and missing:
            self._find(f"deal {view.deal_number}'s summary leaves out the claims {missing}")

    @staticmethod
    def _focus_keys(focus_at: int, index: int) -> list[str]:
        step = "Down" if index > focus_at else "Up"
        return [step] * abs(index - focus_at)

    def _name_the_game(self, menu: ScrokerChoiceScene) -> None:
        """Dealer's Choice: set the entries to the bot's call, one at a time, then "Deal"."""
        if self._scene_age() < SHOT_SETTLE_SECONDS or menu.keys_rest():
            return
        state = self.table.state
        seat = menu.seat
        wanted = self._choice(seat)
        if not isinstance(wanted, ChooseGame):
            raise Failure(f"the dealer's screen is open for seat {seat + 1}, but its bot says {wanted}")
        self._shot("dealers-choice.png", once=True)
        now = (menu.deal, menu.hot, menu.ruling, menu.wilds, menu.limit, menu.mixing)
        goal = (
            Deal(wanted.deal),
            wanted.hot_peppers,
            tuple(wanted.ruling),
            tuple(wanted.wilds),
            wanted.hot_n_sour_limit,
            wanted.mixing_the_juice,
        )
        entry = next((i for i in range(len(goal)) if now[i] != goal[i]), len(goal))
        if entry == 4 and goal[4] not in LIMITS:
            raise Failure(f"the dealer's screen has no hot-'n'-sour limit {goal[4]}")
        starts = ("Game:", "Chili peppers", "Ruling:", "Wild cards:", "Hot-'n'-sours", "Mixing", "Deal")
        index = next((i for i, b in enumerate(menu.buttons) if b.label.startswith(starts[entry])), None)
        if index is None:
            raise Failure(f"the dealer's screen has no {starts[entry]!r} button to make the call {wanted}")
        if self.mode == "keys":
            self.press(*self._focus_keys(menu.focus, index), "Return")
        else:
            self.click(menu.buttons[index].screen_rect(self.table.app.viewport).center)
        if entry < len(goal):
            self.moves["dealer's screen entry"] += 1
            self._expect(
                f"changing {menu.buttons[index].label!r} on the dealer's screen",
                lambda: (menu.deal, menu.hot, menu.ruling, menu.wilds, menu.limit, menu.mixing) != now,
            )
            return
        self.moves["call the game"] += 1
        start = len(state.history)

        def check() -> bool | str:
            for made in state.history[start:]:
                if isinstance(made, ChooseGame) and made.seat == seat:
                    if (
                        Deal(made.deal),
                        made.hot_peppers,
                        tuple(made.ruling),
                        tuple(made.wilds),
                        made.hot_n_sour_limit,
                        made.mixing_the_juice,
                    ) != goal:
                        return f"the call made was {made}"
                    return self.table.app.stack.top is not menu
            return False

        self._expect(f"calling {goal[0].title} (hot chili peppers: {goal[1]})", check)

    # --- the table ------------------------------------------------------------------------------

    def _mind(self, seat: int) -> ScrokerBot:
        if seat not in self.minds:
            self.minds[seat] = ScrokerBot.new(seat, self.level, self.seed, self.table.state.betting_rules)
        return self.minds[seat]

    def _choice(self, seat: int) -> Move:
        """The seat's move now (decided once for each move of the table: the bot draws on its dice)."""
        state = self.table.state
        made = len(state.history)
        if seat in self.decided and self.decided[seat][0] == made:
            return self.decided[seat][1]
        move = self._mind(seat).decide(state.view(seat))
        if move is None:
            raise Failure(
                f"the bot for seat {seat + 1} has no move, yet the seat is to move ({state.phase.name})"
            )
        move = self._exercise(seat, move)
        self.decided[seat] = (made, move)
        return move

    def _exercise(self, seat: int, move: Move) -> Move:
        """The bot's move, but for the exercises (see the module docstring): no fold until a claim has been
        laid out, a bet of two more than the dial once, a challenge of the last open word once."""
        legal = self.table.state.legal_moves(seat)
        bets = {m.amount: m for m in legal if isinstance(m, Open | Raise)}
        if bets and not self.moves["bet exercise"] and isinstance(move, Check | Call):
            dial = self.table.dial.amount(choices(legal))
            amount = dial + 2 if dial + 2 in bets else min(bets)
            if amount != dial:
                self.moves["bet exercise"] += 1
                return bets[amount]
        if isinstance(move, Fold) and not self.laid_out:
            kept = next((m for m in legal if isinstance(m, Call)), None) or next(
                (m for m in legal if isinstance(m, Check)), None
            )
            if kept is not None:
                self.moves["fold turned into " + type(kept).__name__.lower()] += 1
                return kept
        words = [m for m in legal if isinstance(m, Challenge)]
        if isinstance(move, Challenge | PassChallenge) and words and not self.challenged:
            return words[-1]
        if isinstance(move, LayOut) and self.spelled == 1:
            return self._backwards(move)
        return move

    def _backwards(self, move: LayOut) -> LayOut:
        """The claim with its first word spelled backwards, when that is not a word (else as it is)."""
        claim = claim_of(move)
        if not claim.words:
            return move
        first = claim.words[0]
        turned = ClaimedWord(first.cards[::-1], first.letters[::-1])
        if turned.letters == first.letters or scroker_dictionary().is_word(turned.letters):
            return move
        return lay_out(move.seat, Claim((turned, *claim.words[1:]), claim.rest))

    def _at_table(self) -> None:
        table, state = self.table, self.table.state
        if state.phase is Phase.DEAL_OVER:
            return  # the summary is about to open
        mover = state.to_move()
        if not mover or not table.plans[mover[0]].human:
            return  # a bot's go, or nobody's
        seat = mover[0]
        if table.person != seat or state.phase is Phase.CHOOSE:
            return  # the pass screen or the dealer's screen is coming
        move = self._choice(seat)
        if state.phase is Phase.BETTING:
            self._shot("table-betting.png", once=True)
        elif state.phase is Phase.SHOWDOWN and state.spellcheck is None:
            self._shot(f"showdown-{state.deal_number:02d}-lay-out.png", once=True)
        elif state.phase is Phase.SHOWDOWN:
            self._shot("showdown-challenge.png", once=True)
        self._make(seat, move)

    def _showdown_shot(self) -> None:
        """The table once every claim is laid out (face up), or just before the deal's summary covers it."""
        state = self.table.state
        laid_out = state.spellcheck is not None or state.phase is Phase.DEAL_OVER
        if laid_out and state.claims and state.deal_number not in self.showdowns_shot:
            self.showdowns_shot.add(state.deal_number)
            if any(self.table.plans[seat].human for seat in state.claims):
                self._shot(f"showdown-{state.deal_number:02d}-claims.png")

    def _make(self, seat: int, move: Move) -> None:
        """The next gesture towards ``move``, and what it must bring about."""
        table, state = self.table, self.table.state
        keys = self.mode == "keys"
        if isinstance(move, Check | Call | Fold):
            button = {Check: table.check_button, Call: table.call_button, Fold: table.fold_button}[type(move)]
            self._press_or_click(move, button)
        elif isinstance(move, Open | Raise):
            if keys:
                self.press(*table.keys_for(move))
                self._expect_move(move)
            else:
                self._bet_by_mouse(seat, move)
                return
        elif isinstance(move, Draw):
            if not self._pick_for(seat, move):
                return
            if keys:
                self.press("d")
            else:
                wanted = f"Draw {len(move.cards)}" if move.cards else "Stand pat"
                if table.draw_button.label != wanted:
                    self._find(
                        f"the draw button reads {table.draw_button.label!r} with {len(move.cards)} picked"
                    )
                self._click_button(table.draw_button, f"{move}")
            self._expect_move(move)
        elif isinstance(move, LayOut):
            if self.spelled < 2:
                self._spell(seat, move)
                return
            self._press_or_click(move, table.lay_out_button)
            self.laid_out += 1
        elif isinstance(move, Challenge):
            button = table.first_word_button if move.word == 0 else table.second_word_button
            seen = state.view(seat)
            claim = seen.claims.get(seen.claimant) if seen.claimant is not None else None
            letters = claim.words[move.word].letters if claim is not None else "?"
            if button.label != f"{letters}?":  # the button names the word it doubts
                self._find(f"the button for word {move.word + 1} ({letters}) reads {button.label!r}")
            self._press_or_click(move, button)
            self.challenged = True
        elif isinstance(move, PassChallenge):
            self._press_or_click(move, table.pass_button)
        else:
            raise Failure(f"no gesture for {move}")
        self.moves[self._name(move)] += 1

    @staticmethod
    def _name(move: Move) -> str:
        if isinstance(move, Draw):
            return f"draw {len(move.cards)}" if move.cards else "stand pat"
        if isinstance(move, Challenge):
            return f"challenge word {move.word + 1}"
        return {PassChallenge: "pass", LayOut: "lay out"}.get(type(move), type(move).__name__.lower())

    def _press_or_click(self, move: Move, button: Button) -> None:
        if self.mode == "keys":
            self.press(*self.table.keys_for(move))
        else:
            self._click_button(button, f"{move}")
        self._expect_move(move)

    def _bet_by_mouse(self, seat: int, move: Open | Raise) -> None:
        """Turn the dial with − and + until it says the amount, then press Bet."""
        table = self.table
        first_round = table.state.view(seat).round_number <= 1  # after it, an Open is a plain "Bet"
        open_to = choices(table.state.legal_moves(seat), opening=first_round)
        amount = table.dial.amount(open_to)
        if amount == move.amount:
            wanted = f"{open_to.bet_kind} {move.amount}"
            if table.bet_button.label != wanted:
                self._find(f"the bet button reads {table.bet_button.label!r} with the dial at {move.amount}")
            self._click_button(table.bet_button, f"{move}")
            self._expect_move(move)
            self.moves[type(move).__name__.lower()] += 1
            return
        step = 1 if move.amount > amount else -1
        self._click_button(table.more_button if step > 0 else table.less_button, f"{move}")
        self.moves["dial click"] += 1
        self._expect(
            f"turning the bet dial from {amount} to {amount + step} (for {move})",
            lambda: table.dial.amount(choices(table.state.legal_moves(seat))) == amount + step,
        )

    def _pick_for(self, seat: int, move: Draw) -> bool:
        """Pick the cards to throw (True once the picked cards are the draw's); one gesture at a time."""
        table = self.table
        sprites = table.view.piles[table.hand_pile(seat)]
        codes = [save_code(sprite.card) for sprite in sprites]  # type: ignore[arg-type]
        missing = [code for code in move.cards if code not in codes]
        if missing:
            raise Failure(f"{missing} to throw are not in the shown hand {codes}")
        picked = {save_code(card) for card in table.picked}
        wrong = [i for i, code in enumerate(codes) if (code in move.cards) != (code in picked)]
        if not wrong:
            if move.cards:
                self._shot("table-draw-picked.png", once=True)
            return True
        self._shot("table-draw.png", once=True)
        if self.mode == "keys":
            keys = [str(i + 1) for i in wrong]
            if not picked:
                keys = table.keys_for(move)[:-1]  # the digits, without the D that draws
            self.press(*keys)
            what = f"picking {', '.join(move.cards)} with {' '.join(keys)}"
        else:
            self.click(self._card_point(seat, wrong[0]))
            verb = "put back" if codes[wrong[0]] in picked else "pick"
            what = f"clicking {codes[wrong[0]]} (card {wrong[0] + 1}) to {verb}"
        self.moves["pick gesture"] += 1
        before = frozenset(picked)

        def check() -> bool | str:
            now = frozenset(save_code(card) for card in table.picked)
            if now == before:
                return False
            if self.mode == "keys" and now != frozenset(move.cards):
                return f"picked {sorted(now)}, not {sorted(move.cards)}"
            return True

        self._expect(what, check)
        return False

    def _card_point(self, seat: int, index: int, pile_id: str = "") -> tuple[int, int]:
        """A point on card ``index`` of the shown hand (or another pile) that no card to its right covers."""
        sprites = self.table.view.piles[pile_id or self.table.hand_pile(seat)]
        rect = sprites[index].rect
        strip = (
            rect.width if index == len(sprites) - 1 else min(rect.width, sprites[index + 1].rect.x - rect.x)
        )
        if strip < 8:
            self._find(f"only {strip} px of a card in the hand are in view to click it")
        y = min(rect.y + rect.height // 4, self.table.app.viewport.window[1] - 4)
        return (rect.x + max(1, strip // 2), y)

    def _spell(self, seat: int, move: LayOut) -> None:
        """The next gesture of spelling ``move``'s claim by hand: open the spelling, a letter or card,
        a wild's letter, the next word; then lay it out and check the claim laid out reads so."""
        table, keys = self.table, self.mode == "keys"
        want = [list(zip(word.cards, word.letters, strict=True)) for word in claim_of(move).words]
        draft = table.draft
        if not want:  # no words to spell (Slush or Scum): the button lays it out
            self.spelled += 1
            self._make(seat, move)
            return
        if draft is None:
            self._press_or_click_only("s", table.spell_button)
            self._expect("opening the spelling", lambda: table.draft is not None)
            return
        have = draft.words
        same = (lambda a, b: a[1] == b[1]) if keys else (lambda a, b: a == b)  # keys pick cards by letter
        for word, wanted in zip(have, want, strict=False):
            if len(word) > len(wanted) or not all(same(a, b) for a, b in zip(word, wanted, strict=False)):
                goal = " ".join(word.letters for word in claim_of(move).words)
                raise Failure(f"the spelling reads {draft.text!r} on the way to {goal!r}")
        index = len(have) - 1
        spelled = " ".join("".join(letter for _, letter in word) for word in want)
        if index == len(want) - 1 and len(have[index]) == len(want[index]) and not draft.waiting_wild:
            self._shot(f"showdown-spelled-{self.spelled + 1}.png")
            self._press_or_click_only("return", table.lay_out_button, f"Lay out {spelled}")
            self._expect_laid_out(seat, spelled)
            self.spelled += 1
            self.laid_out += 1
            self.moves["claim spelled by hand"] += 1
            return
        if draft.waiting_wild:
            letter = want[index][len(have[index]) - 1][1]
            self._press_or_click_point(letter.lower(), table.letter_strip.centre_of(letter))
            self._expect(
                f"telling the wild it is {letter}", lambda: not table.draft or not table.draft.waiting_wild
            )
            self.moves["wild's letter"] += 1
            return
        if len(have[index]) == len(want[index]):
            self._press_or_click_only("space", table.first_word_button, "Next word")
            self._expect(
                "starting the next word",
                lambda: table.draft is not None and len(table.draft.words) == index + 2,
            )
            return
        card, letter = want[index][len(have[index])]
        before = len(draft.used)
        if keys:
            self.press(letter.lower())
        else:
            self.click(self._spelling_point(seat, card))
        self.moves["spelling gesture"] += 1
        self._expect(
            f"spelling {letter} with the {card.name}",
            lambda: table.draft is not None and len(table.draft.used) == before + 1,
        )

    def _spelling_point(self, seat: int, card: ScrokerCard) -> tuple[int, int]:
        """Where to click ``card``: in the showdown panel's spelling row, else on the table."""
        for rect, shown in self.table.showdown_sprite.spots:
            if shown == card:
                return rect.center
        for pile_id in (self.table.hand_pile(seat), f"seat{seat + 1}.up"):  # Longhorn's up cards too
            for index, sprite in enumerate(self.table.view.piles.get(pile_id, [])):
                if sprite.card == card:
                    return self._card_point(seat, index, pile_id)
        raise Failure(f"the {card.name} is nowhere a mouse can reach it while spelling")

    def _press_or_click_only(self, key: str, button: Button, label: str | None = None) -> None:
        """A key or a button's click, with no move expected by itself."""
        if self.mode == "keys":
            self.press(key)
            return
        if label is not None and button.label != label:
            self._find(f"the button reads {button.label!r}, not {label!r}")
        self._click_button(button, label or button.label)

    def _press_or_click_point(self, key: str, point: tuple[int, int]) -> None:
        if self.mode == "keys":
            self.press(key)
        else:
            self.click(point)

    def _expect_laid_out(self, seat: int, spelled: str) -> None:
        history, start = self.table.state.history, len(self.table.state.history)

        def check() -> bool | str:
            for made in history[start:]:
                if isinstance(made, LayOut) and made.seat == seat:
                    reads = " ".join(word.letters for word in claim_of(made).words)
                    return (
                        True if reads == spelled else f"the claim laid out reads {reads!r}, not {spelled!r}"
                    )
            if self.table.note_alert and self.table.note_left > NOTE_SECONDS - GESTURE_SECONDS:
                return f"the table refused it: {self.table.note!r}"
            return False

        self._expect(f"laying out {spelled!r} as spelled", check)

    def _expect_move(self, move: Move) -> None:
        table, state = self.table, self.table.state
        history = state.history
        start = len(history)
        pressed_at = time.monotonic()

        def check() -> bool | str:
            for made in history[start:]:
                if same_move(made, move):
                    return True
                if made.seat == move.seat:
                    return f"the table made {made} instead"
            said_at = time.monotonic() - (NOTE_SECONDS - table.note_left)
            if table.note_alert and table.note_left > 0 and said_at >= pressed_at:
                return f"the table refused it: {table.note!r}"
            return False

        self._expect(f"{move} (deal {state.deal_number}, {state.phase.name})", check)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, default="scroker")
    parser.add_argument("--input", choices=("mouse", "keys"), default="mouse")
    parser.add_argument("--players", default="human,bot:easy,bot:medium,bot:hard")
    parser.add_argument("--hands", type=int, default=5, help="deals in the session")
    parser.add_argument("--options", default="", help="more game options K=V,..., e.g. wilds=2")
    parser.add_argument(
        "--level", choices=("medium", "hard"), default="medium", help="the person's judgement"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--window", default="1280x720", help="window size WxH")
    parser.add_argument("--shot", type=Path, default=Path("/tmp/scroker-end.png"))
    parser.add_argument("--shots", type=Path, help="also save mid-game screenshots in this folder")
    parser.add_argument("--minutes", type=float, default=30)
    args = parser.parse_args()
    spec = registry.get(args.game)
    plans = parse_players(args.players, spec.seats, shared_devices=kits.kit_for(spec).takes_turns)
    if not any(plan.human for plan in plans):
        parser.error("--players needs at least one human seat to play")
    options = {"hands": args.hands, **parse_options(args.options)}
    try:
        spec.checked_options(options)
    except ValueError as error:
        parser.error(str(error))
    size = tuple(int(n) for n in args.window.lower().split("x"))
    if args.shots is not None:
        args.shots.mkdir(parents=True, exist_ok=True)
    app = App(window=size)  # type: ignore[arg-type]
    app.nav.open_table(spec, args.seed, plans, options)
    table = app.stack.top
    assert isinstance(table, ScrokerTableScene)
    window = pygame.display.get_wm_info()["window"]
    focus(window)
    person = ScrokerPerson(window, table, args.seed, args.input, Level(args.level), args.shots)
    started = time.monotonic()
    failure = play(app, person, args.minutes, "session")
    if failure is None and not person.laid_out:
        failure = "the person never laid out a claim: no showdown was played"
    state = table.state
    report_end(args.shot, failure)
    for finding in person.findings:
        print(f"finding: {finding}")
    print(
        f"{spec.name}: session over: {state.is_over()}, deals: {state.deal_number}, input: {args.input},"
        f" moves: {dict(person.moves)}, pass screens: {person.passes}, gestures: {person.gestures},"
        f" {time.monotonic() - started:.0f} s"
    )
    table.shutdown()
    pygame.quit()
    return 0 if failure is None and state.is_over() else 1


if __name__ == "__main__":
    sys.exit(main())
