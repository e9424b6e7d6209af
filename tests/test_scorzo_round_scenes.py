"""The Scorzo round summary and scoresheet, headless, on positions the bots played (issue 5).

What a player notices: every hand of the round is there card for card, its melds
grouped and named, the cards that count apart; the points match the standings;
the buttons go where they say; the sheet has a line a round and the standings
in order.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from itertools import combinations, pairwise
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.bots.scorzo_bot import ScorzoBot
from game.bots.scorzo_simulation import new_game
from game.core.bot_levels import Level
from game.rules.scorzo.cards import scorzo_deck
from game.rules.scorzo.codes import parse_scorzo_cards
from game.rules.scorzo.melds import best_split
from game.rules.scorzo.standings import Standings
from game.rules.scorzo.state import Phase, ScorzoState, hand_id
from game.ui.app import App
from game.ui.cards.marked_hand import HandGeometry
from game.ui.games.scorzo.meld_marks import marked_groups, meld_label, short_meld_label, wild_stand_in
from game.ui.games.scorzo.round_end import ScorzoRoundScene, ScorzoTable, hand_rows
from game.ui.games.scorzo.scoresheet import ScorzoScoresheetScene, ordinal, sheet_lines, standings_order
from game.ui.scene import Scene
from tests.scorzo_positions import play_tie_break, tied_after_one_round

WINDOWS = [(1280, 720), (1920, 1080)]


@dataclasses.dataclass
class FakeTable:
    """The table's side of the ``ScorzoTable`` protocol, counting what was asked of it."""

    state: ScorzoState
    names: list[str]
    next_rounds: int = 0
    new_games: int = 0

    def next_round(self) -> None:
        self.next_rounds += 1

    def play_again(self) -> None:
        self.new_games += 1

    def show_over_table(self, panel: Scene) -> None:
        panel.app.stack.push(panel)


class Felt(Scene):
    """Stands in for the table under the summary."""

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        surface.blit(self.app.felt(), (0, 0))
        return [surface.get_rect()]


def play(seats: int, seed: int, rounds_to_play: int, options: dict[str, Any] | None = None) -> ScorzoState:
    """Bots play until ``rounds_to_play`` rounds are scored (or the game ends)."""
    state = new_game([Level.MEDIUM] * seats, seed, options)
    bots = [ScorzoBot.new(seat, Level.MEDIUM, seed) for seat in range(seats)]
    scored = 0
    while True:
        if state.phase is Phase.ROUND_OVER:
            scored += 1
            if scored >= rounds_to_play or state.is_over():
                return state
            state.apply(bots[0].decide(state.view(0)))  # type: ignore[arg-type]
            continue
        seat = state.to_move()[0]
        move = bots[seat].decide(state.view(seat))
        assert move is not None
        state.apply(move)


def names(seats: int) -> list[str]:
    return ["You", *(f"Bot {seat + 1} (Medium)" for seat in range(1, seats))]


@pytest.fixture(scope="module")
def mid_game() -> ScorzoState:
    """Six seats, two rounds scored: a full summary, not the end of the game."""
    return play(6, 11, 2)


@pytest.fixture(scope="module")
def game_over() -> ScorzoState:
    return play(3, 5, 99, {"rounds": 2})


@pytest.fixture
def open_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Opens a headless app at a window size with a table under it; closes it after."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))

    def opened(window: tuple[int, int] = (1280, 720)) -> App:
        app = App(window=window, headless=True)
        pygame.event.clear()
        app.stack.push(Felt(app))
        return app

    yield opened
    pygame.event.clear()


def summary(app: App, table: ScorzoTable) -> ScorzoRoundScene:
    scene = ScorzoRoundScene(app, table)
    app.stack.push(scene)
    app.step(0.0)
    return scene


def key(app: App, code: int, seconds: float = 0.0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, unicode="", mod=0))
    app.step(seconds)


def labels(scene: Any) -> list[str]:
    return [button.label for button in scene.buttons]


# --- the words on a meld --------------------------------------------------------------------


def test_meld_labels_name_runs_sets_and_wilds() -> None:
    split = best_split(parse_scorzo_cards("star:3 star:4 wild heart:7 square:7 circle:7 wild wild wild"))
    assert sorted(meld_label(meld) for meld in split.melds) == ["3 wilds", "run of Stars 3–5", "set of 7s"]
    assert sorted(short_meld_label(meld) for meld in split.melds) == ["7s", "Stars 3–5", "wilds"]
    run = next(meld for meld in split.melds if meld.suit is not None)
    assert [wild_stand_in(run, index) for index in range(3)] == ["", "", "=5"]


def test_cards_left_out_are_grouped_last_and_say_what_they_add() -> None:
    split = best_split(parse_scorzo_cards("triangle:9 star:1 circle:6 star:2 star:3"))
    groups = marked_groups(split)
    assert [group.counts for group in groups] == [False, True]
    assert [card.code for card in groups[-1].cards] == ["triangle:9", "circle:6"]  # suit by suit
    assert groups[-1].label == f"+{split.score}" == "+15"


# --- the round summary ---------------------------------------------------------------------------


@pytest.mark.parametrize("window", WINDOWS)
def test_every_playing_seats_hand_is_shown_card_for_card_without_overlaps(
    open_app: Any, mid_game: ScorzoState, window: tuple[int, int]
) -> None:
    app = open_app(window)
    scene = summary(app, FakeTable(mid_game, names(6)))
    assert sorted(scene.card_rects) == list(mid_game.playing)
    screen = app.screen.get_rect()
    panel = app.viewport.rect(*scene.panel_box)
    for seat in mid_game.playing:
        rects = scene.card_rects[seat]
        assert len(rects) == len(mid_game.hand(seat))
        assert all(panel.contains(rect) and screen.contains(rect) for rect in rects)
    every = [rect for rects in scene.card_rects.values() for rect in rects]
    assert not any(a.colliderect(b) for a, b in combinations(every, 2))
    buttons = [button.screen_rect(app.viewport) for button in scene.buttons]
    assert not any(card.colliderect(button) for card in every for button in buttons)


def test_melds_are_grouped_apart_and_the_counting_cards_come_last(
    open_app: Any, mid_game: ScorzoState
) -> None:
    app = open_app()
    scene = summary(app, FakeTable(mid_game, names(6)))
    for row in scene.rows:
        split = best_split(mid_game.hand(row.seat))
        assert {group.cards for group in row.groups if not group.counts} == {
            meld.cards for meld in split.melds
        }
        assert [group.counts for group in row.groups].count(True) == (1 if split.unmelded else 0)
        rects = scene.card_rects[row.seat]
        step = rects[1].x - rects[0].x
        gaps = [b.x - a.x for a, b in pairwise(rects)]
        starts = {sum(len(g.cards) for g in row.groups[:i]) for i in range(1, len(row.groups))}
        for index, gap in enumerate(gaps, 1):
            assert gap > step if index in starts else gap == step  # a wider gap only between groups


def test_the_points_and_totals_shown_are_the_standings(open_app: Any, mid_game: ScorzoState) -> None:
    scene = summary(open_app(), FakeTable(mid_game, names(6)))
    last, totals = mid_game.standings.rounds[-1], mid_game.standings.totals()
    assert [(row.seat, row.points, row.total) for row in scene.rows] == [
        (seat, last[seat], totals[seat]) for seat in mid_game.playing
    ]
    for row in scene.rows:
        counting = [group.label for group in row.groups if group.counts]
        assert counting == ([f"+{row.points}"] if row.points else [])
    assert [row.called for row in scene.rows] == [seat == mid_game.caller for seat in mid_game.playing]
    assert scene.title == "Round 2 of 11 over"


def test_the_biggest_hands_still_fit_six_rows_at_1280x720(open_app: Any, mid_game: ScorzoState) -> None:
    state = mid_game.clone()
    assert isinstance(state, ScorzoState)
    deck = scorzo_deck()
    random.Random(5).shuffle(deck)
    for seat in range(6):  # 13 cards each (the table's own hands are smaller): only the summary looks
        state.piles[hand_id(seat)].cards = deck[13 * seat : 13 * seat + 13]
    app = open_app((1280, 720))
    scene = summary(app, FakeTable(state, names(6)))
    assert all(len(rects) == 13 for rects in scene.card_rects.values())
    every = [rect for rects in scene.card_rects.values() for rect in rects]
    assert not any(a.colliderect(b) for a, b in combinations(every, 2))
    assert all(app.screen.get_rect().contains(rect) for rect in every)
    assert min(rect.height for rect in every) >= 48  # the corner numbers stay readable


def test_a_round_mid_game_offers_the_next_round_and_enter_deals_it(
    open_app: Any, mid_game: ScorzoState
) -> None:
    app = open_app()
    table = FakeTable(mid_game, names(6))
    scene = summary(app, table)
    assert labels(scene) == ["Next round", "Scoresheet", "Main menu"]
    key(app, pygame.K_RETURN)  # a key still held from the last turn: ignored
    assert app.stack.top is scene and table.next_rounds == 0
    app.step(1.0)
    key(app, pygame.K_RETURN)
    assert table.next_rounds == 1 and app.stack.top is not scene


def test_escape_does_not_leave_the_round_summary(open_app: Any, mid_game: ScorzoState) -> None:
    app = open_app()
    scene = summary(app, FakeTable(mid_game, names(6)))
    app.step(1.0)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene


def test_final_standings_appear_only_when_the_game_is_over(open_app: Any, game_over: ScorzoState) -> None:
    assert game_over.is_over()
    app = open_app()
    scene = summary(app, FakeTable(game_over, names(3)))
    winner = game_over.result().winners[0]
    total = game_over.standings.totals()[winner]
    assert scene.title == f"Game over: {names(3)[winner]} wins with {total} points, the fewest."
    assert labels(scene) == ["Final standings", "Scoresheet", "Main menu"]
    app.step(1.0)
    key(app, pygame.K_RETURN)
    sheet = app.stack.top
    assert isinstance(sheet, ScorzoScoresheetScene) and sheet.title == "Final standings"


def test_after_a_tie_break_the_game_over_panel_names_the_winner_and_says_how_the_tie_was_broken(
    open_app: Any,
) -> None:
    state, _ = tied_after_one_round()
    first, second, _ = play_tie_break(state, "heart:4 heart:5 heart:8")
    assert state.is_over()
    table = FakeTable(state, ["Ann", "Bo", "Cy"])
    app = open_app()
    scene = summary(app, table)
    winner, against = table.names[first], state.standings.tie_breaks[-1][second]
    assert scene.title == f"Game over: {winner} wins with 0 points and the tie-break."
    tied = " and ".join(table.names[seat] for seat in sorted((first, second)))
    told = f"{tied} were tied on 0; {winner} won the three-card round with 0 points against {against}."
    assert told in scene.header_lines()
    sheet_scene = sheet(app, table)
    assert scene.title == f"Game over: {sheet_scene.standings_heading()}"
    assert sheet_scene.tie_lines() == [told]


def test_the_summary_repaints_only_when_something_changed(open_app: Any, mid_game: ScorzoState) -> None:
    app = open_app()
    summary(app, FakeTable(mid_game, names(6)))
    assert app.step(1.0) == []
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, unicode="", mod=0))
    assert app.step(0.1) == [app.screen.get_rect()]  # the focus moved


# --- the scoresheet --------------------------------------------------------------------------


def sheet(app: App, table: ScorzoTable) -> ScorzoScoresheetScene:
    scene = ScorzoScoresheetScene(app, table)
    app.stack.push(scene)
    app.step(0.0)
    return scene


@pytest.mark.parametrize("window", WINDOWS)
def test_the_sheet_has_a_line_a_round_and_back_returns(
    open_app: Any, mid_game: ScorzoState, window: tuple[int, int]
) -> None:
    app = open_app(window)
    table = FakeTable(mid_game, names(6))
    under = summary(app, table)
    scene = sheet(app, table)
    assert [line.label for line in scene.sheet] == ["Round 1", "Round 2"]
    assert scene.sheet[1].cells == [str(mid_game.standings.rounds[1][seat]) for seat in range(6)]
    assert scene.chart is not None and scene.chart.names == names(6)
    assert labels(scene) == ["Back"]
    grid, side = app.viewport.rect(*scene.grid_box()), app.viewport.rect(*scene.side_box())
    panel = app.viewport.rect(*scene.panel_box)
    assert not grid.colliderect(side) and panel.contains(grid) and panel.contains(side)
    buttons = scene.buttons[0].screen_rect(app.viewport)
    assert not buttons.colliderect(grid) and not buttons.colliderect(side)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is under
    scene = sheet(app, table)
    key(app, pygame.K_RETURN)  # Back has the focus
    assert app.stack.top is under


def test_the_sheet_reads_before_any_round_is_played(open_app: Any) -> None:
    state = new_game([Level.MEDIUM] * 4, 3)
    app = open_app()
    scene = sheet(app, FakeTable(state, names(4)))
    assert scene.sheet == [] and scene.chart is None and scene.title == "Scoresheet"
    assert labels(scene) == ["Back"]


def test_the_final_standings_are_in_place_order_and_play_again_asks_the_table(
    open_app: Any, game_over: ScorzoState
) -> None:
    app = open_app()
    table = FakeTable(game_over, names(3))
    scene = sheet(app, table)
    placings = game_over.standings.placings()
    assert [standing.place for standing in scene.order] == sorted(placings)
    assert [placings[standing.seat] for standing in scene.order] == [s.place for s in scene.order]
    assert [line.label for line in scene.sheet] == ["Round 1", "Round 2"]
    assert labels(scene) == ["Play again", "Main menu"]
    key(app, pygame.K_RETURN)
    assert table.new_games == 1


def test_ties_share_a_place_and_tie_break_rounds_are_labelled_apart() -> None:
    standings = Standings(4, [{0: 10, 1: 5, 2: 10, 3: 5}], [{1: 3, 3: 3}, {1: 6, 3: 2}])
    order = standings_order(standings, ["A", "B", "C", "D"])
    assert [(s.place, s.name, s.shared) for s in order] == [
        (1, "D", False),
        (2, "B", False),
        (3, "A", True),
        (3, "C", True),
    ]
    assert order[0].tie_breaks == (3, 2)
    lines = sheet_lines(standings)
    assert [line.label for line in lines] == ["Round 1", "Tie-break 1", "Tie-break 2"]
    assert lines[1].cells == ["–", "3", "–", "3"] and lines[1].tie_break
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "13th",
        "21st",
        "22nd",
    ]


def test_hand_geometry_leaves_room_for_bands_between_groups() -> None:
    geometry = HandGeometry((70, 98))
    assert geometry.gap > 2 * geometry.margin
    lefts = geometry.group_lefts([3, 2])
    assert lefts[1] - (lefts[0] + geometry.group_width(3)) == geometry.gap
    assert geometry.width([3, 2]) == lefts[1] + geometry.group_width(2) + geometry.margin


def test_hand_rows_cover_only_the_seats_that_played(mid_game: ScorzoState) -> None:
    state = mid_game.clone()
    assert isinstance(state, ScorzoState)
    state.playing = (1, 4)  # as in a tie-break round
    rows = hand_rows(FakeTable(state, names(6)))
    assert [row.seat for row in rows] == [1, 4] and rows[0].name == "Bot 2 (Medium)"
