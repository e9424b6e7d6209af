"""Play a whole Scorzo game in a real X window with real input, to check it as a person would.

The app runs in this process on the X11 driver (under Xvfb). A frame hook plays the
people's seats: it looks at what the seat sees (``state.view(seat)``), lets a hard
``ScorzoBot`` choose the move, and makes it only through ``xdotool`` (the
``XHands`` of ``tools/xvfb_play.py``): real pointer clicks and drags, real key presses.
After every gesture it waits (a few seconds at most) for the rules to have taken
exactly that move; anything else is a failure.

``--input mouse``: the draw for the deal and a take are clicks on the draw or the
discard pile; a discard is a drag of the card (from the strip of it left in view:
the hand's cards overlap to the right) onto the discard pile (the rules call
SCORZO for a hand of melds); "Sort melds" is clicked; a card is dragged to the hand's other end once a game;
the pass screen is clicked; the round's end is "Next round" / "Final standings".

``--input keys``: D (draw for the deal, take the draw pile) and F (take the
discard), Left/Right to the card then Return or Space to discard it (the cursor
starts wherever it was left), G to sort, Shift+Right to carry a card
along the hand once a game, S then Escape for the scoresheet, any key (space) for
the pass screen, Return for "Next round" / "Final standings" (after the round
scene's 0.8 s rest). No click is needed: every step has a key.

Once a game, whatever the input, it also rearranges the hand (checks the order
changed), sorts it again ("Sort melds": checks it is the solver's order) and opens
the scoresheet mid-game and goes back. It prints each round's points and the final
standings, saves a screenshot of the final standings (``import -window root``) and
exits 0; a gesture that did not make its move, an unexpected scene, a stall or an
exception exits 1 with what happened (and a screenshot next to ``--shot``).

    Xvfb :99 -screen 0 1600x900x24 &
    DISPLAY=:99 .venv/bin/python tools/xvfb_play_scorzo.py --input keys --seed 4 \\
        --shot /tmp/scorzo-end.png --shots /tmp/scorzo-shots

``--shots DIR`` also saves the table at the person's first discard of each round,
each round's end, the mid-game scoresheet and the first pass screen.
Not a test: a game takes minutes of real time.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "x11")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if "CARDTABLE_HOME" not in os.environ:  # keep the user's settings and statistics out of it
    os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp(prefix="cardtable-xvfb-")

import pygame

from game.bots.scorzo_bot import ScorzoBot
from game.commands.options import parse_options
from game.core import registry
from game.core.bot_levels import Level
from game.core.moves import Move
from game.core.seats import parse_players
from game.rules.scorzo.moves import (
    DISCARD,
    DRAW,
    Discard,
    DrawForDealer,
    TakeCard,
)
from game.rules.scorzo.save_codes import save_code
from game.rules.scorzo.state import Phase, hand_id
from game.ui import kits
from game.ui.app import App
from game.ui.games.scorzo.hand import solver_order
from game.ui.games.scorzo.round_end import KEY_REST_SECONDS, ScorzoRoundScene
from game.ui.games.scorzo.scoresheet import ScorzoScoresheetScene, standings_order
from game.ui.games.scorzo.table import ScorzoTableScene
from tools.xvfb_person import SHOT_SETTLE_SECONDS, Failure, TablePerson, play, report_end
from tools.xvfb_play import focus


class ScorzoPerson(TablePerson):
    """The people at the Scorzo table: a hard bot's judgement, hands on xdotool."""

    def __init__(
        self, window: int, table: ScorzoTableScene, seed: int, mode: str, shots: Path | None
    ) -> None:
        super().__init__(window, table, mode, shots)
        self.seed = seed
        self.minds: dict[int, ScorzoBot] = {}
        self.done: set[str] = set()  # the once-a-game exercises done: arrange, sort, sheet
        self.notes: list[str] = []  # rough edges seen on the way (not failures)
        self.rounds: list[str] = []
        self.rounds_seen: set[tuple[int, bool]] = set()
        self.table_shots: set[int] = set()
        self.moves = {
            "draw for deal": 0,
            "take draw": 0,
            "take discard": 0,
            "discard": 0,
        }

    # --- the frame hook ---------------------------------------------------------------------

    def look(self, app: App, top: object) -> None:
        if isinstance(top, ScorzoRoundScene):
            self._round_over(app, top)
        elif isinstance(top, ScorzoScoresheetScene):
            self._scoresheet(app, top)
        elif top is self.table:
            if self.table.settled:
                self._at_table()
        else:
            raise Failure(f"unexpected scene {type(top).__name__} on top of the Scorzo table")

    # --- scenes over the table ---------------------------------------------------------------

    def _round_over(self, app: App, summary: ScorzoRoundScene) -> None:
        state = self.table.state
        key = (state.round_number, state.is_over())
        if key not in self.rounds_seen:
            if self._scene_age() < SHOT_SETTLE_SECONDS:
                return
            self.rounds_seen.add(key)
            line = f"{summary.title}: " + ", ".join(
                f"{row.name} +{row.points} (total {row.total}){' called SCORZO' if row.called else ''}"
                for row in summary.rows
            )
            self.rounds.append(line)
            print(line, flush=True)
            self._shot(f"round-{state.round_number:02d}-end.png")
        if self.mode == "keys":
            if summary.shown_for < KEY_REST_SECONDS + 0.2:
                return
            label = summary.buttons[summary.focus].label
            self.press("Return")
        else:
            label = "Final standings" if state.is_over() else "Next round"
            button = next((b for b in summary.buttons if b.label == label), None)
            if button is None:
                raise Failure(
                    f"the round's end has no {label!r} button: {[b.label for b in summary.buttons]}"
                )
            self.click(button.screen_rect(app.viewport).center)
        want = ScorzoScoresheetScene if state.is_over() else ScorzoTableScene
        self._expect(
            f"choosing {label!r} at the end of round {state.round_number}",
            lambda: (
                app.stack.top is not summary
                and (isinstance(app.stack.top, want) or f"{type(app.stack.top).__name__} opened")
            ),
        )

    def _scoresheet(self, app: App, sheet: ScorzoScoresheetScene) -> None:
        if self._scene_age() < SHOT_SETTLE_SECONDS:
            return
        if sheet.over:
            if not self.finished:
                self.finished = True
                app.running = False
            return
        self._shot("scoresheet-midgame.png")
        if self.mode == "keys":
            self.press("Escape")
        else:
            back = next(b for b in sheet.buttons if b.label == "Back")
            self.click(back.screen_rect(app.viewport).center)
        self._expect("leaving the mid-game scoresheet", lambda: app.stack.top is self.table)

    # --- the table ------------------------------------------------------------------------------

    def _mind(self, seat: int) -> ScorzoBot:
        if seat not in self.minds:
            self.minds[seat] = ScorzoBot.new(seat, Level.HARD, self.seed)
        return self.minds[seat]

    def _at_table(self) -> None:
        table, state = self.table, self.table.state
        mover = state.to_move()
        if state.phase is Phase.ROUND_OVER or not mover or not table.plans[mover[0]].human:
            return  # a bot's go, nobody's, or the round's end about to open
        seat = mover[0]
        if state.phase is Phase.CUT:
            self._make(DrawForDealer(seat))
            return
        if table.person != seat:
            return  # the pass screen is coming
        if state.phase is Phase.DISCARD and state.round_number not in self.table_shots:
            self.table_shots.add(state.round_number)
            self._shot(f"round-{state.round_number:02d}-table.png")
        if self._exercise(seat):
            return
        move = self._mind(seat).decide(state.view(seat))
        if move is None:
            raise Failure(
                f"the bot for seat {seat + 1} has no move, yet the seat is to move ({state.phase.name})"
            )
        self._make(move)

    def _exercise(self, seat: int) -> bool:
        """The once-a-game gestures: rearrange the hand, sort it, see the scoresheet. True if one was made."""
        state = self.table.state
        if state.phase is Phase.TAKE and state.round_number >= 2 and "sheet" not in self.done:
            self.done.add("sheet")
            if self.mode == "keys":
                self.press("s")
            else:
                self.click(self.table.buttons[1].screen_rect(self.table.app.viewport).center)
            app = self.table.app
            self._expect("opening the scoresheet", lambda: isinstance(app.stack.top, ScorzoScoresheetScene))
            return True
        if state.phase is not Phase.DISCARD:
            return False
        if "arrange" not in self.done:
            self.done.add("arrange")
            return self._arrange(seat)
        if "sort" not in self.done:
            self.done.add("sort")
            self._sort(seat)
            return True
        return False

    def _arrange(self, seat: int) -> bool:
        """Take a card (of a meld, if there is one) to the hand's right end."""
        order = self.table.order(seat)
        cards = order.cards
        if len(cards) < 3:
            self.done.discard("arrange")
            return False
        melded = [i for i, card in enumerate(cards[:-1]) if order.groups() and self._in_meld(order, card)]
        index = melded[0] if melded else 0
        card, before = cards[index], cards
        if self.mode == "keys":
            self.press(*self._cursor_keys(index), *["shift+Right"] * (len(cards) - 1 - index))
        else:
            sprites = self.table.view.piles[hand_id(seat)]
            last = sprites[-1].rect
            self.drag(self._grab_point(seat, index), (last.right - 6, last.centery))

        def check() -> bool | str:
            now = self.table.order(seat).cards
            if now == before:
                return False
            if set(now) != set(before):
                return f"the hand changed instead: {len(before)} cards before, {len(now)} now"
            where = now.index(card)
            if where != len(now) - 1:
                self.notes.append(f"a card taken to the hand's right end landed at {where + 1} of {len(now)}")
            return True

        self._expect(f"moving {save_code(card)} from place {index + 1} to the end of the hand", check)
        return True

    @staticmethod
    def _in_meld(order: object, card: object) -> bool:
        return any(card in meld.cards for meld in order.split.melds)  # type: ignore[attr-defined]

    def _sort(self, seat: int) -> None:
        before = self.table.order(seat).cards
        if self.mode == "keys":
            self.press("g")
        else:
            self.click(self.table.sort_button.screen_rect(self.table.app.viewport).center)

        def check() -> bool | str:
            order = self.table.order(seat)
            wanted = tuple(solver_order(order.split))
            if order.cards == wanted:
                if before == wanted:
                    self.notes.append("Sort melds had nothing to change (the hand was already in order)")
                return True
            return False

        self._expect("Sort melds (the hand back in the solver's order)", check)

    def _cursor_keys(self, index: int) -> list[str]:
        cursor = self.table._keys().cursor
        step = "Right" if index > cursor else "Left"
        return [step] * abs(index - cursor)

    def _grab_point(self, seat: int, index: int) -> tuple[int, int]:
        """A point on card ``index`` of the shown hand that no card to its right covers."""
        sprites = self.table.view.piles[hand_id(seat)]
        rect = sprites[index].rect
        strip = (
            rect.width if index == len(sprites) - 1 else min(rect.width, sprites[index + 1].rect.x - rect.x)
        )
        if strip < 6:
            self.notes.append(f"only {strip} px of a card are in view to grab it")
        y = min(rect.y + rect.height // 3, self.table.app.viewport.window[1] - 4)
        return (rect.x + max(1, strip // 2), y)

    def _make(self, move: Move) -> None:
        """The gesture for ``move``, and the expectation that the rules took exactly it."""
        table, view = self.table, self.table.view
        keys = self.mode == "keys"
        if isinstance(move, DrawForDealer):
            if keys:
                self.press("d")
            else:
                self.click(view.top_rect(DRAW).center)
            self.moves["draw for deal"] += 1
        elif isinstance(move, TakeCard):
            source = "draw" if move.source == DRAW else "discard"
            if keys:
                self.press("d" if move.source == DRAW else "f")
            else:
                self.click(view.top_rect(move.source).center)
            self.moves[f"take {source}"] += 1
        elif isinstance(move, Discard):
            cards = table.order(move.seat).cards
            index = next((i for i, card in enumerate(cards) if save_code(card) == move.card), None)
            if index is None:
                raise Failure(f"{move.card} is not in the shown hand {[save_code(c) for c in cards]}")
            sprite = view.piles[hand_id(move.seat)][index]
            if save_code(sprite.card) != move.card:  # type: ignore[arg-type]
                raise Failure(
                    f"the shown hand's sprite {index + 1} is {save_code(sprite.card)}, "  # type: ignore[arg-type]
                    f"not {move.card} as the person's order says"
                )
            if keys:
                self.press(*self._cursor_keys(index), "Return" if self.moves["discard"] % 2 else "space")
            else:
                self.drag(self._grab_point(move.seat, index), view.top_rect(DISCARD).center)
            self.moves["discard"] += 1
        else:
            raise Failure(f"no gesture for {move}")
        self._expect_move(move)

    def _expect_move(self, move: Move) -> None:
        history = self.table.state.history
        start = len(history)
        state = self.table.state

        def check() -> bool | str:
            for made in history[start:]:
                if made == move:
                    return True
                if made.seat == move.seat:
                    return f"the table made {made} instead"
            if self.table.note_left > 0 and self.table.note_alert:
                return f"the table refused it: {self.table.note!r}"
            return False

        self._expect(f"{move} (round {state.round_number}, {state.phase.name})", check)


def print_standings(table: ScorzoTableScene) -> None:
    state = table.state
    print("Final standings:")
    for standing in standings_order(state.standings, table.names):
        ties = f" tie-breaks {list(standing.tie_breaks)}" if standing.tie_breaks else ""
        shared = " (shared)" if standing.shared else ""
        print(f"  {standing.place}. {standing.name}: {standing.total}{ties}{shared}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="human:mouse,bot:normal,bot:hard")
    parser.add_argument("--input", choices=("mouse", "keys"), default="mouse")
    parser.add_argument("--options", default="", help="game options K=V,..., e.g. rounds=2")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--window", default="1280x720", help="window size WxH")
    parser.add_argument("--shot", type=Path, default=Path("/tmp/scorzo-end.png"))
    parser.add_argument("--shots", type=Path, help="also save mid-game screenshots in this folder")
    parser.add_argument("--minutes", type=float, default=45)
    args = parser.parse_args()
    spec = registry.get("scorzo")
    plans = parse_players(args.players, spec.seats, shared_devices=kits.kit_for(spec).takes_turns)
    if not any(plan.human for plan in plans):
        parser.error("--players needs at least one human seat to play")
    options = parse_options(args.options)
    size = tuple(int(n) for n in args.window.lower().split("x"))
    if args.shots is not None:
        args.shots.mkdir(parents=True, exist_ok=True)
    app = App(window=size)  # type: ignore[arg-type]
    app.nav.open_table(spec, args.seed, plans, options)
    table = app.stack.top
    assert isinstance(table, ScorzoTableScene)
    window = pygame.display.get_wm_info()["window"]
    focus(window)
    person = ScorzoPerson(window, table, args.seed, args.input, args.shots)
    started = time.monotonic()
    failure = play(app, person, args.minutes, "game")
    state = table.state
    report_end(args.shot, failure)
    if failure is None:
        print_standings(table)
    for note in dict.fromkeys(person.notes):
        print(f"note: {note}")
    print(
        f"game over: {state.is_over()}, rounds played: {len(state.standings.rounds)}"
        f" (+{len(state.standings.tie_breaks)} tie-break), input: {args.input}, moves: {person.moves},"
        f" pass screens: {person.passes}, exercises: {sorted(person.done)}, gestures: {person.gestures},"
        f" {time.monotonic() - started:.0f} s"
    )
    table.shutdown()
    pygame.quit()
    return 0 if failure is None and state.is_over() else 1


if __name__ == "__main__":
    sys.exit(main())
