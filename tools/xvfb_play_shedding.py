"""Play a whole game of Schrum Schrum or Tač in a real X window with real input, as a person would.

The app runs in this process on the X11 driver (under Xvfb). A frame hook
(``TablePerson`` of ``tools/xvfb_person.py``) plays the people's seats: a hard
``ShedderBot`` judges each move from the seat's view, and the move is made only
through ``xdotool``: real pointer clicks and drags, real key presses. After
every gesture it waits (a few seconds at most) for the rules to have taken
exactly that move; anything else is a failure.

``--input mouse``: a click on the face-down pile turns its top card; the turned
card is dragged to the centre, onto another player's face-up pile or onto the
person's own; Tač is called with the "Tač!" button. ``--input keys``: Space (or
T) turns, C sends the card to the centre, a seat's number onto its face-up
pile, O onto one's own; Tač is called with the person's call key (Z for the
first person). Once a game (Tač) the person deliberately misses a play, to see a
bot call it; whenever a bot misses a play the person calls it if the judge
notices it. The game ends at the finishing order.

    Xvfb :92 -screen 0 1280x720x24 &
    DISPLAY=:92 .venv/bin/python tools/xvfb_play_shedding.py --game tac --players human,bot:easy,bot:easy \\
        --input keys --shot /tmp/tac-end.png --shots /tmp/tac-shots

``--shots DIR`` also saves the table at the person's first turn, after ten of
their moves, at the first call of Tač on screen (banner), and the finishing order.
Not a test: a game takes minutes of real time.
"""

from __future__ import annotations

import argparse
import os
import random
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

from game.bots.shedder_bot import ShedderBot
from game.commands.options import parse_options
from game.core import registry
from game.core.bot_levels import Level
from game.core.moves import Move, MoveCards
from game.core.seats import parse_players
from game.rules.shedding.moves import CallTac, TurnCard
from game.rules.shedding.state import CENTRE
from game.ui import kits
from game.ui.app import App
from game.ui.games.shedding.keys import CENTRE_KEY, OWN_PILE_KEY, pile_key
from game.ui.games.shedding.table import ShedderTableScene
from game.ui.menus.finishing_order import FinishingOrderScene
from tools.xvfb_person import SHOT_SETTLE_SECONDS, Failure, TablePerson, play, report_end
from tools.xvfb_play import focus


class ShedderPerson(TablePerson):
    """The people at a Schrum Schrum or Tač table: a hard bot's judgement, hands on xdotool."""

    table: ShedderTableScene

    def __init__(
        self, window: int, table: ShedderTableScene, seed: int, mode: str, shots: Path | None
    ) -> None:
        super().__init__(window, table, mode, shots)
        self.rng = random.Random(seed)
        self.minds = {
            seat: ShedderBot(seat, Level.HARD, random.Random(f"{seed}:{seat}:person"))
            for seat, plan in enumerate(table.plans)
            if plan.human
        }
        self.moves = {"turn": 0, "centre": 0, "rival": 0, "own": 0, "calls": 0, "missed on purpose": 0}
        self.calls_made: list[str] = []
        self.miss_judged = -1  # the last bot miss the person looked at
        self.missed_on_purpose = False
        self.banner_seen: list[str] = []

    # --- the frame hook ---------------------------------------------------------------------

    def every_frame(self, app: App) -> None:
        banner = self.table.banner_text
        if banner and "calls Tač" in banner and banner not in self.banner_seen:
            self.banner_seen.append(banner)
            print(banner, flush=True)
            if self.table.view.animating or self.table.hold > 0.3:
                self._shot("tac-call.png", once=True)

    def look(self, app: App, top: object) -> None:
        if isinstance(top, FinishingOrderScene):
            if self._scene_age() < SHOT_SETTLE_SECONDS:
                return
            self._shot("finishing-order.png", once=True)
            if not self.finished:
                print(f"{top.title}\n  " + "\n  ".join(top.text_lines()), flush=True)
                self.finished = True
                app.running = False
            return
        if top is not self.table:
            raise Failure(f"unexpected scene {type(top).__name__} on top of the table")
        if self.table.settled:
            self._at_table()

    # --- the table ------------------------------------------------------------------------------

    def _at_table(self) -> None:
        state = self.table.state
        if state.is_over():
            return
        if self._maybe_call():
            return
        seat = state.turn
        if seat not in self.minds:
            return  # a bot's turn
        moves_made = sum(self.moves.values())
        if moves_made == 0:
            self._shot("first-turn.png", once=True)
        elif moves_made >= 10:
            self._shot("ten-moves.png", once=True)
        move = self.minds[seat].choose(state.view(seat))
        card = state.turned_card(seat)
        if (
            isinstance(move, MoveCards)
            and move.target != state.open_id(seat)
            and state.rules.missed_plays_may_be_called
            and not self.missed_on_purpose
            and card is not None
        ):
            self.missed_on_purpose = True  # once a game: a play left out, for the bots to call
            self.moves["missed on purpose"] += 1
            move = MoveCards(seat, state.closed_id(seat), state.open_id(seat))
        self._make(move)

    def _maybe_call(self) -> bool:
        """A bot's missed play the judge notices: the first person who may calls it."""
        state, table = self.table.state, self.table
        missed = state.missed
        if missed is None or table.misses_seen == self.miss_judged or missed.seat in self.minds:
            return False
        self.miss_judged = table.misses_seen
        caller = next(iter(self.minds))
        if self.minds[caller].call_delay(state.view(caller)) is None:
            return False
        if self.mode == "keys":
            self.press(table.call_key_of[caller])
        else:
            self._click_button(table.tac_button, "calling Tač")
        self.moves["calls"] += 1
        history, start = state.history, len(state.history)

        def check() -> bool | str:
            calls = [made for made in history[start:] if isinstance(made, CallTac)]
            if calls:
                self.calls_made.append("person" if calls[0].seat == caller else f"seat {calls[0].seat + 1}")
                return True
            return state.missed is None  # the next turn closed it first: nothing more to see

        self._expect(f"calling Tač on seat {missed.seat + 1}", check)
        return True

    def _make(self, move: Move) -> None:
        """The gesture for ``move``, and the expectation that the rules took exactly it."""
        table, view, state = self.table, self.table.view, self.table.state
        closed = state.closed_id(move.seat)
        keys = self.mode == "keys"
        if isinstance(move, TurnCard):
            if keys:
                self.press("space" if self.moves["turn"] % 2 else "t")
            else:
                self.click(view.top_rect(closed).center)
            self.moves["turn"] += 1
        elif isinstance(move, MoveCards):
            own = move.target == state.open_id(move.seat)
            kind = "centre" if move.target == CENTRE else "own" if own else "rival"
            if keys:
                owner = state.owner(move.target)
                key = {"centre": CENTRE_KEY, "own": OWN_PILE_KEY}.get(kind) or pile_key(owner or 0)
                self.press(key)
            else:
                self.drag(view.top_rect(closed).center, view.top_rect(move.target).center)
            self.moves[kind] += 1
        else:
            raise Failure(f"no gesture for {move}")
        history = state.history
        start = len(history)

        def check() -> bool | str:
            for made in history[start:]:
                if made == move:
                    return True
                if made.seat == move.seat and not isinstance(made, CallTac):
                    return f"the table made {made} instead"
            if table.note_left > 0 and table.note_alert:
                return f"the table refused it: {table.note!r}"
            return False

        self._expect(f"{move}", check)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("schrum", "tac"), default="schrum")
    parser.add_argument("--players", default="human:mouse,bot:easy,bot:hard,bot:normal")
    parser.add_argument("--input", choices=("mouse", "keys"), default="mouse")
    parser.add_argument("--options", default="", help="game options K=V,..., e.g. faces=german")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--window", default="1280x720", help="window size WxH")
    parser.add_argument("--shot", type=Path, default=Path("/tmp/shedding-end.png"))
    parser.add_argument("--shots", type=Path, help="also save mid-game screenshots in this folder")
    parser.add_argument("--minutes", type=float, default=30)
    args = parser.parse_args()
    spec = registry.get(args.game)
    try:
        plans = parse_players(
            args.players, spec.seats, kits.kit_for(spec).takes_turns, choices=spec.seat_choices()
        )
        options = spec.checked_options(parse_options(args.options))
    except ValueError as error:
        parser.error(str(error))
    if not any(plan.human for plan in plans):
        parser.error("--players needs at least one human seat to play")
    size = tuple(int(n) for n in args.window.lower().split("x"))
    if args.shots is not None:
        args.shots.mkdir(parents=True, exist_ok=True)
    app = App(window=size)  # type: ignore[arg-type]
    app.nav.open_table(spec, args.seed, plans, options)
    table = app.stack.top
    assert isinstance(table, ShedderTableScene)
    window = pygame.display.get_wm_info()["window"]
    focus(window)
    person = ShedderPerson(window, table, args.seed, args.input, args.shots)
    started = time.monotonic()
    failure = play(app, person, args.minutes, "game")
    report_end(args.shot, failure)
    state = table.state
    print(
        f"game over: {state.is_over()}, {len(plans)} seats, input: {args.input}, moves: {person.moves},"
        f" calls by the person that counted: {person.calls_made}, Tač banners: {len(person.banner_seen)},"
        f" pass screens: {person.passes}, gestures: {person.gestures}, {time.monotonic() - started:.0f} s"
    )
    table.shutdown()
    pygame.quit()
    return 0 if failure is None and state.is_over() else 1


if __name__ == "__main__":
    sys.exit(main())
