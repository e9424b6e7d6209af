"""A person with only a keyboard: from the title to a finished game and back to the title (issue 9, point 5).

``KeyboardTour`` looks at what the app shows and says which keys the person presses next
(pygame key names), never touching a scene any other way: the title's "Play", the picker,
the setup screen (shortest game, fewest seats, the person on a keyboard preset at a race),
the table's own keys (a bot of the game judges which move; the tour finds the keys that
make it), the pass screens, the round and deal summaries, the finishing screen and
"Main menu". Menus are walked with Tab (no table's key, so a race's summary hears it) and
Enter. The headless test (``tests/test_keyboard_tour.py``) posts the keys as pygame events;
``tools/xvfb_keyboard_tour.py`` types them with xdotool into a real window under Xvfb.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.bots.repezita_bot import RepezitaBot
from game.core import registry
from game.core.bot_levels import Level
from game.core.moves import Move, MoveCards
from game.core.seats import SeatPlan
from game.ui import kits
from game.ui.games.scorzo.round_end import ScorzoRoundScene
from game.ui.games.scorzo.scoresheet import ScorzoScoresheetScene
from game.ui.games.scotch.menus import DealNumberScene, ResultScene
from game.ui.games.scroker.choice import ScrokerChoiceScene
from game.ui.games.scroker.deal_over import ScrokerDealOverScene
from game.ui.games.scrooge.round_summary import RoundSummaryScene
from game.ui.menus.crash import CrashScene
from game.ui.menus.finishing_order import FinishingOrderScene
from game.ui.menus.menu import MenuScene
from game.ui.menus.picker import PickerScene
from game.ui.menus.title import TitleScene
from game.ui.turns.pass_screen import REST_SECONDS, PassScreenScene

LOOK_SECONDS = 0.25  # a quick person: a glance between presses
SOLITAIRE_DEAL = 14  # a Scotch deal the solver proves winnable (tests/solver_cases.py)

# What each game's setup screen is set to before Start: (label start, wanted words, the key that steps it)
SETUPS: dict[str, list[tuple[str, str, str]]] = {
    "scorzo": [("Seats:", "Seats: 2", "left"), ("Game:", "Game: 1 round (", "left")],
    **{
        game: [("Seats:", "Seats: 2", "left"), ("Session:", "5 deals", "right")]
        for game in ("scroker", "spit", "longhorn", "dealers-choice")
    },
    "schrum": [("Seats:", "Seats: 2", "left")],
    "tac": [("Seats:", "Seats: 2", "left")],
    "scrooge": [
        ("Seats:", "Seats: 2", "left"),
        ("Seat 1:", "Keyboard: Q W E R", "right"),
        ("Speed round", ": on", "right"),
        ("Game:", "5 rounds", "right"),
    ],
    "repezita": [("Seats:", "Seats: 2", "left"), ("Seat 1:", "Keyboard: W S A D", "right")],
}


class TourFailed(Exception):
    """The person could not go on by keys alone: where they were and what they saw."""


@dataclass
class KeyboardTour:
    """The next keys for a person playing ``game`` by keyboard alone; ``finished`` once back at the title."""

    game: str
    seed: int = 1
    finished: bool = False
    game_over: bool = False
    screens: list[str] = field(default_factory=list)  # the screens passed through, in order
    keys_pressed: int = 0
    table: Any = None  # the table the game was played at, once reached
    _wait: float = 0.0
    _asked: int = 0
    _minds: dict[int, Any] = field(default_factory=dict)
    _rng: random.Random = field(default_factory=lambda: random.Random(1))

    @property
    def spec(self) -> Any:
        return registry.get(self.game)

    def next_keys(self, app: Any, seconds: float) -> list[str]:
        """The keys to press now ([]: wait and look again)."""
        self._wait -= seconds
        if self._wait > 0 or self.finished:
            return []
        top = app.stack.top
        name = type(top).__name__
        if not self.screens or self.screens[-1] != name:
            self.screens.append(name)
        keys = self._keys_for(app, top)
        if keys:
            self._wait = LOOK_SECONDS
            self.keys_pressed += len(keys)
        return keys

    # --- menus ----------------------------------------------------------------------------------

    @staticmethod
    def choose(menu: MenuScene, label_start: str) -> list[str]:
        """Tab to the button whose label starts with ``label_start``, then Enter."""
        index = next((i for i, b in enumerate(menu.buttons) if b.label.startswith(label_start)), None)
        if index is None:
            labels = ", ".join(b.label for b in menu.buttons)
            raise TourFailed(f"{type(menu).__name__} has no {label_start!r} button: {labels}")
        steps = (index - menu.focus) % len(menu.buttons)
        return ["tab"] * steps + ["return"]

    def _keys_for(self, app: Any, top: Any) -> list[str]:
        if isinstance(top, CrashScene):
            raise TourFailed(f"the app crashed: {top.error_line}")
        if isinstance(top, MenuScene) and top.keys_rest():
            return []
        if isinstance(top, TitleScene):
            if self.game_over:
                self.finished = True
                return []
            return self.choose(top, "Play")
        if isinstance(top, PickerScene):
            words = "deal number" if self.game == "scotch" else "set up"
            return self.choose(top, f"{self.spec.name}: {words}")
        if isinstance(top, DealNumberScene):
            return [*str(SOLITAIRE_DEAL), "return"]
        if isinstance(top, PassScreenScene):
            return ["space"] if top.shown_for >= REST_SECONDS else []
        if isinstance(top, ScrokerChoiceScene):
            return ["end", "return"]  # "Deal" is the last button: the game as it stands
        if isinstance(top, MenuScene) and getattr(top, "rules_spec", None) is not None:
            return self._set_up(top)
        if isinstance(top, (ResultScene, FinishingOrderScene)):
            self.game_over = True
            return self.choose(top, "Main menu")
        if isinstance(top, (ScrokerDealOverScene, ScorzoScoresheetScene)):
            if top.over:
                self.game_over = True
                return self.choose(top, "Main menu")
            return self.choose(top, "Next deal") if isinstance(top, ScrokerDealOverScene) else ["escape"]
        if isinstance(top, ScorzoRoundScene):
            over = top.table.state.is_over()
            return self.choose(top, "Final standings" if over else "Next round")
        if isinstance(top, RoundSummaryScene):
            if top.table.match.state.is_over():
                self.game_over = True
                return self.choose(top, "Main menu")
            return self.choose(top, "Next round")
        if isinstance(top, MenuScene):
            raise TourFailed(f"an unexpected menu: {type(top).__name__} {[b.label for b in top.buttons]}")
        return self._at_table(top)

    def _set_up(self, menu: MenuScene) -> list[str]:
        """Step each choice the tour wants until it shows the wanted words, then Start."""
        for start, wanted, step in SETUPS[self.game]:
            index = next(i for i, b in enumerate(menu.buttons) if b.label.startswith(start))
            if wanted not in menu.buttons[index].label:
                return ["tab"] * ((index - menu.focus) % len(menu.buttons)) + [step]
        return self.choose(menu, "Start")

    # --- tables ---------------------------------------------------------------------------------

    def _at_table(self, table: Any) -> list[str]:
        self.table = table
        family = kits.kit_for(table.spec).family
        if family == "scotch":
            return self._solitaire(table)
        if family in ("scrooge", "repezita"):
            return self._race(table, family)
        if not table.settled or table.hold > 0:
            return []
        mover = table._seat_to_play()
        if mover is None or not table.plans[mover].human:
            return []
        move = self._mind(table, mover).decide(table.state.view(mover))
        if move is None:
            return []
        return {"scorzo": self._scorzo, "scroker": self._scroker, "shedding": self._shedding}[family](
            table, move
        )

    def _mind(self, table: Any, seat: int) -> Any:
        """The person's judgement: a hard bot of the game, asked about the seat's own view."""
        if seat not in self._minds:
            self._minds[seat] = table._make_bot(seat, SeatPlan(False, level=Level.HARD))
        return self._minds[seat]

    def _solitaire(self, table: Any) -> list[str]:
        """A hint (H), then Finish (P) until the solver's winning line plays out, the player watching."""
        if table.autoplay is not None or table.state.is_over():
            return []
        self._asked += 1
        if self._asked == 1:
            return ["h"]
        return ["p"] if self._asked % 8 == 2 else []  # the solver may take a moment to answer

    @staticmethod
    def _scorzo(table: Any, move: Move) -> list[str]:
        kind = type(move).__name__
        if kind == "DrawForDealer":
            return ["d"]
        if kind == "TakeCard":
            return ["d" if move.source == "draw" else "f"]  # type: ignore[attr-defined]
        if kind == "Discard":
            from game.rules.scorzo.save_codes import save_code

            keys = table._keys()
            cards = keys.order.cards
            index = next(i for i, card in enumerate(cards) if save_code(card) == move.card)  # type: ignore[attr-defined]
            steps = index - keys.cursor
            return ["right" if steps > 0 else "left"] * abs(steps) + ["return"]
        return []  # NextRound: the summary's button

    @staticmethod
    def _scroker(table: Any, move: Move) -> list[str]:
        try:
            return table.keys_for(move)
        except ValueError:
            return []

    @staticmethod
    def _shedding(table: Any, move: Move) -> list[str]:
        from game.rules.shedding.moves import TurnCard

        if isinstance(move, TurnCard):
            return ["space"]
        if not isinstance(move, MoveCards):
            return []
        state, seat = table.state, move.seat
        if move.target == state.open_id(seat):
            return ["o"]
        other = next((s for s in range(state.seats) if state.open_id(s) == move.target), None)
        return [str(other + 1)] if other is not None else ["c"]

    def _race(self, table: Any, family: str) -> list[str]:
        if table.match.state.is_over() or table.unplugged():
            return []
        seat, keyboard = next(iter(table.keyboards.items()))
        names = keyboard.binding.names
        if family == "repezita":
            # A person who looks: the hard bot's choice on the seat's view, pressed as its keys say
            # (Repezita's keys commit, so pressing blindly would take the pile again and again).
            mind = self._minds.get(seat)
            if mind is None:
                mind = self._minds[seat] = RepezitaBot(seat, Level.HARD, self._rng)
            choice = mind.decide(table.match.state.view(seat))
            if choice is None:
                return []
            return [names[action] for action in keyboard.actions_for(choice.card, choice.onto)]
        from game.bots.scrooge_bot import ScroogeBot
        from game.rules.scrooge.moves import CallScrooge, TurnStock

        place = table.match.state.place_of(seat)
        mind = self._minds.get(seat)
        if mind is None or mind.place != place:
            mind = self._minds[seat] = ScroogeBot(seat, place, Level.HARD, self._rng)
        move = mind.decide(table.match.state.view(seat))
        if move is None:
            return []
        if isinstance(move, TurnStock):
            return [names["turn"]]
        if isinstance(move, CallScrooge):
            return [names["call"]]
        assert isinstance(move, MoveCards)
        source = next(a for a in names if a != "turn" and keyboard.pile_for(a) == move.source)
        if move.target in table.match.state.foundation_ids:
            return [names[source], names["centre"]]
        target = next(a for a in names if keyboard.pile_for(a) == move.target)
        return [names[source], names[target]]
