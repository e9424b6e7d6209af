"""Nothing hidden is drawn for anyone but its owner (issue 22, point 3).

Two people share the screen with a bot at every table with private hands (Scorzo and the four
Scroker games). At each moment of play (every move, the bots' turns, the pass screens, a round's
end) the test deals the cards the person who may be looking cannot see into each other's places,
draws the screen again and compares: a card face, a meld band, a label, a count or a score that
depends on a hidden card changes the picture, and the test fails there, saying where. Cards are
only swapped with cards of the same back, so a face-down card looks the same whoever it is.
The history's sentences (which the pass screen shows too) are read as they are told: none may
name a card that is face down to everyone but its owner.

A table with people on phones (issue 24) is watched the same way: a phone seat's hand is its
phone's alone, so the big screen must never show it, with one person at the screen or none.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core import registry
from game.core.cards import Card
from game.core.events import CardsFlipped, CardsMoved, Event
from game.core.seats import parse_players
from game.ui.app import App
from game.ui.phones import supply
from game.ui.turns.pass_screen import PassScreenScene
from game.ui.turns.turn_table import TurnTableScene
from tests.phone_link_fake import FakeLink

STEP = 0.1
HIDDEN_HAND_GAMES = ("scorzo", "scroker", "spit", "longhorn", "dealers-choice")
PEOPLE = "human,human,bot:easy"
WITH_PHONES = ("human:phone=Ann,human,bot:easy", "human:phone=Ann,human:phone=Bob,bot:easy")


def _open(app: App, game: str, seed: int, people: str = PEOPLE) -> TurnTableScene:
    app.advice_in_background = False  # bots answer in the frame: no threads to wait on
    spec = registry.get(game)
    app.nav.open_table(spec, seed, parse_players(people, spec.seats, shared_devices=True), {})
    table = app.stack.top
    assert isinstance(table, TurnTableScene)
    if table.phones is not None:  # every phone joins: the joining screen closes by itself
        app.step(STEP)
        FakeLink.made[-1].connect(*table.hotseat.phones)
        app.step(STEP)
    return table


def _hidden_places(table: TurnTableScene) -> list[tuple[str, int]]:
    """(pile, index) of every card the person who may be looking now cannot see: with a hand
    face up at the bottom, what its seat's view hides; else every face-down card. Nobody at the
    screen may see a phone seat's hand: its phone holds it. The one person at the screen beside
    phones keeps their own hand in view, also between rounds."""
    state, viewer = table.state, table.hotseat.shown_seat
    at_screen = viewer is not None and not table.plans[viewer].phone
    alone = not table.hotseat.shared
    if at_screen and (alone or (table.app.stack.top is table and not table._round_over())):
        view = state.view(viewer)
        return [
            (pid, i) for pid, pile in view.piles.items() for i, card in enumerate(pile.cards) if card is None
        ]
    return [(pid, i) for pid, pile in state.piles.items() for i in range(pile.hidden)]


def _back(card: Any) -> int:
    return card.deck if isinstance(card, Card) else 0


def _deal_hidden_cards_around(table: TurnTableScene, places: list[tuple[str, int]]) -> bool:
    """Move each hidden card to the next hidden place with the same back; False if nothing changed."""
    piles = table.state.piles
    groups: dict[int, list[tuple[str, int]]] = defaultdict(list)
    for pid, index in places:
        groups[_back(piles[pid].cards[index])].append((pid, index))
    changed = False
    for group in groups.values():
        cards = [piles[pid].cards[index] for pid, index in group]
        turned = cards[1:] + cards[:1]
        for (pid, index), card in zip(group, turned, strict=True):
            changed |= piles[pid].cards[index] != card
            piles[pid].cards[index] = card
    return changed


def _picture(app: App, table: TurnTableScene) -> pygame.Surface:
    table.view.finish_animations()
    table._refresh_hud()
    app.stack.changed = True
    app.draw()
    return app.screen.copy()


def _leak(app: App, table: TurnTableScene, where: str, shots: Path) -> str | None:
    """The table drawn as it is, and drawn afresh with the hidden cards swapped round; a sentence if
    they differ (a view that kept something of a hand shown a moment ago differs too)."""
    places = _hidden_places(table)
    saved = {pid: list(pile.cards) for pid, pile in table.state.piles.items()}
    before = _picture(app, table)  # the table as play left it: a mark left over from a moment ago counts
    if not _deal_hidden_cards_around(table, places):
        return None
    try:
        table._rebuild_view()
        after = _picture(app, table)
    finally:
        for pid, cards in saved.items():
            table.state.piles[pid].cards[:] = cards
        table._rebuild_view()
    difference = _difference(before, after)
    if difference is None:
        return None
    pygame.image.save(before, str(shots / "before.png"))
    pygame.image.save(after, str(shots / "after.png"))
    return f"{where}: the screen changes at {difference} when only hidden cards change (see {shots})"


def _difference(first: pygame.Surface, second: pygame.Surface) -> pygame.Rect | None:
    """The box round every pixel that differs, or None when the pictures are the same."""
    width = first.get_width()
    a, b = pygame.image.tobytes(first, "RGB"), pygame.image.tobytes(second, "RGB")
    if a == b:
        return None
    rows = [
        y
        for y in range(first.get_height())
        if a[y * width * 3 : (y + 1) * width * 3] != b[y * width * 3 : (y + 1) * width * 3]
    ]
    columns = [
        x
        for x in range(width)
        if any(
            a[(y * width + x) * 3 : (y * width + x) * 3 + 3]
            != b[(y * width + x) * 3 : (y * width + x) * 3 + 3]
            for y in rows
        )
    ]
    return pygame.Rect(columns[0], rows[0], columns[-1] - columns[0] + 1, rows[-1] - rows[0] + 1)


def _names(card: Any) -> set[str]:
    """How sentences may name a card ("7♥", "Lemon E", "Moose (Animal M)"); a bare word such as
    "wild" or "Scroker" names no one card, so it is not looked for."""
    names = {str(getattr(card, attribute, "")) for attribute in ("name", "short_name")}
    return {name for name in names if name and not name.isalpha()}


def _public_names(state: Any) -> set[str]:
    """The names of every card face up on the table now (a twin of a hidden card may be named)."""
    return set().union(
        set(), *(_names(card) for pile in state.piles.values() for card in pile.cards[pile.hidden :])
    )


def _watch_the_story(table: TurnTableScene, leaks: list[str]) -> None:
    """Read each move's sentences as they are told: a card may be named only if it lay face up before
    the move, after it, or on its way (a discard, a card turned for the deal that is then shuffled
    back); any other card's name is a hidden card told."""
    state, apply, tell = table.state, table.state.apply, table._tell
    before: set[str] = set()

    def applied(move: Any) -> list[Event]:
        before.clear()
        before.update(_public_names(state))
        return apply(move)

    def told(move: Any, events: list[Event]) -> None:
        count = len(table.story)
        tell(move, events)
        shown = {
            name
            for event in events
            if isinstance(event, CardsMoved | CardsFlipped) and event.face_up
            for card in event.cards
            for name in _names(card)
        }
        allowed = before | _public_names(state) | shown
        every = set().union(set(), *(_names(card) for pile in state.piles.values() for card in pile.cards))
        for line in table.story.lines[count:]:
            for name in every - allowed:
                if name in line.text:
                    leaks.append(f"the history names {name!r}, a hidden card: {line.text!r}")

    state.apply = applied  # type: ignore[method-assign]
    table._tell = told  # type: ignore[method-assign]


def _moment(table: TurnTableScene) -> tuple[Any, ...]:
    top = table.app.stack.top
    return (len(table.state.history), table.hotseat.shown_seat, type(top).__name__)


def _play(table: TurnTableScene, move: Any) -> None:
    """A person's move: a phone seat's is sent from its phone, one at the screen is made there."""
    if table.plans[move.seat].phone:
        FakeLink.made[-1].sent.append(move)
    else:
        table.attempt(move)


def play_and_watch(
    app: App, game: str, seed: int, moves: int, shots: Path, people: str = PEOPLE
) -> list[str]:
    """Play ``moves`` moves with two people and a bot, checking every new moment; the leaks found."""
    table = _open(app, game, seed, people)
    spec = registry.get(game)
    stand_ins = parse_players("bot:easy,bot:easy,bot:easy", spec.seats)
    helpers = {seat: table._make_bot(seat, stand_ins[seat]) for seat in (0, 1)}
    seen: set[tuple[Any, ...]] = set()
    leaks: list[str] = []
    checked = 0
    _watch_the_story(table, leaks)
    for _ in range(20000):
        if len(table.state.history) >= moves or table.state.is_over():
            break
        app.step(STEP)
        top = app.stack.top
        if leaks:
            break
        if isinstance(top, PassScreenScene):  # the screen is covered; its lines are the story's
            top.shown_for = 1.0
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
            continue
        if top is not table:  # a round's end: look at it, then play on as its button would
            if not table.settled:
                continue
            if _moment(table) not in seen:
                seen.add(_moment(table))
                checked += 1
                leak = _leak(
                    app, table, f"{game} at a round's end after {len(table.state.history)} moves", shots
                )
                if leak:
                    leaks.append(leak)
                    break
            mover = table.state.to_move()
            if mover:
                bot = helpers.get(mover[0]) or table.bots[mover[0]]
                move = bot.decide(table.state.view(mover[0]))
                if move is not None:
                    app.stack.pop()
                    table.attempt(move)
            continue
        if not table.settled:
            continue
        if _moment(table) not in seen:
            seen.add(_moment(table))
            checked += 1
            where = f"{game} after {len(table.state.history)} moves, hand shown: {table.hotseat.shown_seat}"
            leak = _leak(app, table, where, shots)
            if leak:
                leaks.append(leak)
                break
        mover = table.state.to_move()
        if mover and mover[0] in helpers and not table.hotseat.needs_pass_screen:
            move = helpers[mover[0]].decide(table.state.view(mover[0]))
            if move is not None:
                _play(table, move)
    assert leaks or checked > 5, f"{game}: only {checked} moments were looked at"
    return leaks


@pytest.mark.parametrize(
    "game",
    [  # the quick suite: one table of each kind; the slow suite plays all five
        *HIDDEN_HAND_GAMES[:2],
        *(pytest.param(game, marks=pytest.mark.slow) for game in HIDDEN_HAND_GAMES[2:]),
    ],
)
def test_no_hidden_card_or_word_about_one_is_drawn_for_the_wrong_person(
    quiet_app: App, game: str, tmp_path: Path
) -> None:
    leaks = play_and_watch(quiet_app, game, seed=5, moves=40, shots=tmp_path)
    assert not leaks, leaks[0]


@pytest.fixture
def phones() -> Iterator[None]:
    FakeLink.made.clear()
    supply.provide(FakeLink)
    yield
    supply.provide(None)


@pytest.mark.parametrize(
    ("game", "people"),
    [  # the quick suite: one person at the screen beside a phone, and everyone on phones
        ("scorzo", WITH_PHONES[0]),
        ("scroker", WITH_PHONES[1]),
        *(
            pytest.param(game, people, marks=pytest.mark.slow)
            for game in HIDDEN_HAND_GAMES
            for people in WITH_PHONES
            if (game, people) not in (("scorzo", WITH_PHONES[0]), ("scroker", WITH_PHONES[1]))
        ),
    ],
)
def test_no_card_of_a_phone_seat_is_drawn_on_the_big_screen(
    quiet_app: App, phones: None, game: str, people: str, tmp_path: Path
) -> None:
    leaks = play_and_watch(quiet_app, game, seed=5, moves=40, shots=tmp_path, people=people)
    assert not leaks, leaks[0]


@pytest.mark.slow
@pytest.mark.parametrize("seed", [11, 12, 13])
@pytest.mark.parametrize("game", HIDDEN_HAND_GAMES)
def test_no_hidden_card_leaks_through_longer_games(
    quiet_app: App, game: str, seed: int, tmp_path: Path
) -> None:
    leaks = play_and_watch(quiet_app, game, seed=seed, moves=200, shots=tmp_path)
    assert not leaks, leaks[0]
