"""The monkey: random input of every kind, fed to the real app, seeded so a failure can be replayed.

It posts what a restless person, a cat on the keyboard or a flaky desktop would send: mouse
moves, clicks and drags, key presses (every race preset's keys among them), gamepad buttons
and pads plugged in and pulled out, window resizes and focus lost or gained, with frames of
time between them. Every ``visit_every`` events it opens the next game in turn, alternately
the way the command line does (``--game ID --players ...``) and through the game's setup
screen, so every scene and game is reached rather than left to luck. After every frame the
``watch`` checks the game state of each table on the stack. Any exception comes out as a
``MonkeyCrash`` naming the seed and the event number, which reproduce it exactly.
"""

from __future__ import annotations

import random
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core import registry
from game.core.protocol import GameSpec, GameState
from game.core.replays import position_digest
from game.core.seats import parse_players
from game.testing.pilot import FRAME
from game.testing.smoke import playable
from game.ui import kits
from game.ui.app_services import AppServices
from game.ui.input.gamepads import Pad
from game.ui.input.key_presets import RACE_GAMES
from game.ui.input.pad_buttons import BUTTONS
from game.ui.menus.title import TitleScene
from game.ui.scene import Scene

GAMES = tuple(playable())  # every game a kit seats, in the catalogue's order
MENU_KEYS = ("up", "down", "left", "right", "return", "escape", "space", "tab", "backspace", "delete")
MENU_KEYS += ("home", "end", "page up", "page down", "f1", "f11", "h", "u", "r", "n", "?")
SIZES = ((640, 360), (800, 600), (1280, 720), (1920, 1080), (700, 1000), (3000, 400), (100, 100))
PAD_IDS = (101, 102, 103)
RACE_DEVICES = ("mouse", "keys1", "keys2", "keys3", "keys4", "pad1", "pad2")
TURN_DEVICES = ("mouse", "keys1")
RECENT = 40  # events kept to show beside a crash


class MonkeyCrash(AssertionError):
    """The app raised, or a table broke an invariant: the seed and event number reproduce it."""


def preset_keys() -> list[int]:
    """Every key any race preset uses (each seat's area of the keyboard), plus the menu keys."""
    names = set(MENU_KEYS) | set("abcdefghijklmnopqrstuvwxyz0123456789")
    for game in RACE_GAMES:  # read and checked as the tables read them
        for keys in game.presets.values():
            names.update(keys.values())
    return sorted(pygame.key.key_code(name) for name in names)


def table_game(scene: Scene) -> tuple[str, GameState] | None:
    """The game a table scene plays, with its id; None for any other scene."""
    state = scene.game_state()
    return None if state is None else (state.spec.id, state)


def card_census(state: GameState) -> Counter[Any]:
    return Counter(card for pile in state.piles.values() for card in pile.cards)


@dataclass
class TableWatch:
    """Every card stays in exactly one place: each game state's cards, counted when first seen, stay so.

    ``deep`` (optional, e.g. the random-play harness's view and round-trip checks) runs on every
    ``deep_every``-th frame, as those cost far more than a count; so does the replay check: the
    table's ``replay()`` (what a save, a crash report and the replay viewer keep) dealt again and
    played reaches the very position on the table.
    """

    deep: Callable[[str, GameState], None] | None = None
    deep_every: int = 50
    censuses: dict[int, tuple[GameState, Counter[Any]]] = field(default_factory=dict)
    frames: int = 0
    games_seen: set[str] = field(default_factory=set)
    moves: dict[int, int] = field(default_factory=dict)  # moves made at each table seen (its history)

    @property
    def moves_seen(self) -> int:
        """Moves the tables took while watched: a monkey that never gets a card played tests little."""
        return sum(self.moves.values())

    def __call__(self, app: AppServices) -> None:
        self.frames += 1
        for scene in app.stack.scenes:
            playing = table_game(scene)
            if playing is None:
                continue
            game_id, state = playing
            self.games_seen.add(game_id)
            self.moves[id(state)] = len(state.history)
            census = card_census(state)
            known = self.censuses.get(id(state))
            if known is None or known[0] is not state:
                self.censuses[id(state)] = (state, census)
            elif census != known[1]:
                lost, gained = known[1] - census, census - known[1]
                raise AssertionError(
                    f"cards are not each in one place: lost {dict(lost)}, gained {dict(gained)}"
                )
            if self.frames % self.deep_every == 0:
                if self.deep is not None:
                    self.deep(game_id, state)
                self._replay_reaches(scene, state)
        if len(self.censuses) > 64:  # forget tables long gone (only the live ones matter)
            live = {id(playing[1]) for scene in app.stack.scenes if (playing := table_game(scene))}
            self.censuses = {key: value for key, value in self.censuses.items() if key in live}

    @staticmethod
    def _replay_reaches(scene: Scene, state: GameState) -> None:
        replay = scene.replay()
        if replay is None:
            return
        replayed = replay.play()
        if position_digest(replayed) != position_digest(state):
            raise AssertionError(f"the table's replay ({replay.moves} moves) does not reach its position")


class MonkeyPads:
    """Stand-in for SDL's controllers: three pads the monkey plugs in and pulls out at random."""

    problem: str | None = None

    def __init__(self) -> None:
        self.listed: list[int] = []

    def indices(self) -> list[int]:
        return list(range(len(self.listed)))

    def open(self, device_index: int) -> Pad:
        instance_id = self.listed[device_index]
        return Pad(instance_id, f"Monkey pad {instance_id}", lambda: None)


class Monkey:
    """Drives ``app`` with ``events`` random events from ``seed``; ``run`` raises ``MonkeyCrash``."""

    def __init__(
        self, app: AppServices, seed: int, watch: TableWatch | None = None, visit_every: int = 400
    ) -> None:
        self.app = app
        self.seed = seed
        self.random = random.Random(seed)
        self.watch = watch or TableWatch()
        self.visit_every = visit_every
        self.keys = preset_keys()
        self.pads = MonkeyPads()
        app.pad_system = self.pads
        app.seed_deals(seed)  # with bots and the solver thinking inside the frame, the seed replays the run
        app.advice_in_background = False
        self.recent: deque[str] = deque(maxlen=RECENT)
        self.visits = 0
        self.quits = 0
        self.events = 0
        self.scenes_seen: set[str] = set()
        self.bursting = False  # events are posted but no frame runs until the burst ends

    # --- the run -----------------------------------------------------------------------

    def run(self, events: int) -> None:
        self.app.stack.reset(TitleScene(self.app))
        self.app.running = True
        for number in range(events):
            self.events = number
            try:
                if number % self.visit_every == 0:
                    self._visit(GAMES[self.visits % len(GAMES)], by_setup=self.visits // len(GAMES) % 2 == 1)
                    self.visits += 1
                self._one_event()
                self.watch(self.app)
            except Exception as error:
                raise MonkeyCrash(
                    f"monkey seed {self.seed}, event {number}: {type(error).__name__}: {error}\n"
                    f"last events:\n  " + "\n  ".join(self.recent)
                ) from error
            top = self.app.stack.top
            if top is not None:
                self.scenes_seen.add(type(top).__name__)
            if not self.app.running or top is None:  # the monkey chose Quit: a person would start again
                self.quits += 1
                self.app.stack.reset(TitleScene(self.app))
                self.app.running = True

    def _visit(self, game_id: str, by_setup: bool) -> None:
        """Open a game as the command line does, or its setup screen as the picker does."""
        spec = registry.get(game_id)
        self.recent.append(f"open {game_id} {'setup' if by_setup else 'table'}")
        kit = kits.kit_for(spec)
        if kit.setup_scene is None:
            self.app.nav.play(spec, self.random.randint(0, 999_999))
        elif by_setup:
            self.app.nav.title()
            self.app.nav.set_up(spec)
        else:
            plans = parse_players(self._players(spec), spec.seats, kit.takes_turns, spec.seat_choices())
            self.app.nav.open_table(spec, self.random.randint(0, 999_999), plans, {})
        self._frame(FRAME)

    def _players(self, spec: GameSpec) -> str:
        """A random seating: some people on their devices, bots at random levels in the rest."""
        count = self.random.choice(spec.seat_choices())
        devices = list(TURN_DEVICES if kits.kit_for(spec).takes_turns else RACE_DEVICES)
        self.random.shuffle(devices)
        people = self.random.randint(1, min(count, len(devices)))
        seats = [f"human:{devices[i]}" for i in range(people)]
        seats += [f"bot:{self.random.choice(('easy', 'medium', 'hard'))}" for _ in range(count - people)]
        return ",".join(seats)

    # --- one event ----------------------------------------------------------------------

    def _one_event(self) -> None:
        kind = self.random.choices(
            (
                "move",
                "click",
                "drag",
                "key",
                "text",
                "wheel",
                "pad",
                "plug",
                "resize",
                "focus",
                "wait",
                "burst",
            ),
            weights=(10, 14, 8, 30, 2, 2, 10, 1, 1, 2, 6, 3),
        )[0]
        getattr(self, f"_{kind}")()

    def _burst(self) -> None:
        """Several events land in one frame, as on a slow machine or with two people at once."""
        self.bursting = True
        try:
            for _ in range(self.random.randint(2, 8)):
                getattr(self, f"_{self.random.choice(('move', 'click', 'drag', 'key', 'pad', 'resize'))}")()
        finally:
            self.bursting = False
        self._frame(FRAME)

    def _post(self, event_type: int, **attributes: Any) -> None:
        self.recent.append(f"{pygame.event.event_name(event_type)} {attributes}")
        pygame.event.post(pygame.event.Event(event_type, **attributes))

    def _frame(self, seconds: float) -> None:
        if not self.bursting:
            self.app.step(seconds)

    def _point(self) -> tuple[int, int]:
        """Anywhere in the window, or half the time on something to hit: a button, a pile's top card."""
        targets = self._targets()
        if targets and self.random.random() < 0.5:
            rect = self.random.choice(targets)
            return self.random.randint(rect.left, rect.right - 1), self.random.randint(
                rect.top, rect.bottom - 1
            )
        width, height = self.app.screen.get_size()
        return self.random.randrange(width), self.random.randrange(height)

    def _targets(self) -> list[pygame.Rect]:
        top = self.app.stack.top
        rects = [button.screen_rect(self.app.viewport) for button in getattr(top, "buttons", [])]
        view = getattr(top, "view", None)
        if view is not None and hasattr(view, "top_rect"):
            rects += [view.top_rect(pile_id) for pile_id in view.piles]
        return [rect for rect in rects if rect.width > 0 and rect.height > 0]

    def _move(self) -> None:
        self._post(pygame.MOUSEMOTION, pos=self._point(), rel=(0, 0), buttons=(0, 0, 0))
        self._frame(FRAME)

    def _click(self) -> None:
        pos, button = self._point(), self.random.choice((1, 1, 1, 3))
        self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self._post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self._frame(FRAME)
        if self.random.random() < 0.2:  # a double click
            self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
            self._post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
            self._frame(FRAME)

    def _drag(self) -> None:
        start, end = self._point(), self._point()
        self._post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self._frame(FRAME)
        steps = self.random.randint(1, 5)
        for step in range(1, steps + 1):
            t = step / steps
            pos = (round(start[0] + (end[0] - start[0]) * t), round(start[1] + (end[1] - start[1]) * t))
            self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
            self._frame(FRAME)
        if self.random.random() < 0.9:  # now and then the button comes up outside the window, unseen
            self._post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self._frame(FRAME)

    def _key(self) -> None:
        key = self.random.choice(self.keys)
        mod = self.random.choice((0, 0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT))
        name = pygame.key.name(key)
        text = name if len(name) == 1 else ""
        self._post(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
        if self.random.random() < 0.9:  # held keys sometimes come up a frame later
            self._post(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0)
        self._frame(FRAME)

    def _text(self) -> None:
        self._post(pygame.TEXTINPUT, text=self.random.choice("0123456789abcxyz "))
        self._frame(FRAME)

    def _wheel(self) -> None:
        self._post(pygame.MOUSEWHEEL, x=0, y=self.random.choice((-3, -1, 1, 3)), flipped=False)
        self._frame(FRAME)

    def _pad(self) -> None:
        button = self.random.choice([code for code, _ in BUTTONS.values()])
        instance_id = self.random.choice(PAD_IDS)
        self._post(pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id, button=button)
        self._post(pygame.CONTROLLERBUTTONUP, instance_id=instance_id, button=button)
        self._frame(FRAME)

    def _plug(self) -> None:
        """A pad arrives or goes, as SDL announces it."""
        absent = [pad for pad in PAD_IDS if pad not in self.pads.listed]
        if absent and (not self.pads.listed or self.random.random() < 0.6):
            self.pads.listed.append(self.random.choice(absent))
            self._post(pygame.CONTROLLERDEVICEADDED, device_index=len(self.pads.listed) - 1)
        else:
            gone = self.random.choice(self.pads.listed)
            self.pads.listed.remove(gone)
            self._post(pygame.CONTROLLERDEVICEREMOVED, instance_id=gone)
        self._frame(FRAME)

    def _resize(self) -> None:
        width, height = self.random.choice(SIZES)
        self._post(pygame.VIDEORESIZE, w=width, h=height, size=(width, height))
        self._post(pygame.WINDOWSIZECHANGED, x=width, y=height)
        self._frame(FRAME)

    def _focus(self) -> None:
        gained = self.random.random() < 0.5
        self._post(pygame.WINDOWFOCUSGAINED if gained else pygame.WINDOWFOCUSLOST)
        self._post(pygame.ACTIVEEVENT, gain=int(gained), state=self.random.choice((1, 2, 6)))
        self._frame(FRAME)

    def _wait(self) -> None:
        """Time passes with no input: bots race, animations end, Repezita's stall clock runs out."""
        self._frame(self.random.choice((0.25, 1.0, 3.0, 6.0)))
