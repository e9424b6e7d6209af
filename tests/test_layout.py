"""Tiled layouts (DESIGN.md §6): read with pytmx, checked against the game's piles."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game.core import registry
from game.ui.table.layout import Fan, LayoutError, layout_path, load_layout

SCOTCH_PILES = list(registry.get("scotch").new_game().piles)


def test_the_scotch_layout_places_every_pile() -> None:
    layout = load_layout(layout_path("scotch"), SCOTCH_PILES)
    assert set(layout.slots) == set(SCOTCH_PILES)
    assert layout.size == (1920, 1080)
    assert layout.slots["tableau.0"].fan is Fan.RIGHT
    assert layout.slots["foundation.0"].fan is Fan.NONE


def test_piles_do_not_overlap_on_the_scotch_table() -> None:
    layout = load_layout(layout_path("scotch"), SCOTCH_PILES)
    boxes = [(s.pile_id, s.x, s.y, s.x + s.width, s.y + s.height) for s in layout.slots.values()]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            overlap = a[1] < b[3] and b[1] < a[3] and a[2] < b[4] and b[2] < a[4]
            assert not overlap, f"{a[0]} overlaps {b[0]}"
        assert a[1] >= 0 and a[3] <= 1920 and a[2] >= 80 and a[4] <= 1030, f"{a[0]} leaves the table"


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = layout_path("scotch").read_text(encoding="utf-8").replace(old, new, 1)
    path = tmp_path / "scotch.tmx"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_missing_pile_is_an_error_naming_the_file_and_the_pile(tmp_path: Path) -> None:
    path = _broken(tmp_path, 'name="tableau.5"', 'name="tableau.99"')
    with pytest.raises(LayoutError) as error:
        load_layout(path, SCOTCH_PILES)
    assert "scotch.tmx" in str(error.value) and "tableau.99" in str(error.value)


def test_an_unknown_fan_is_an_error_listing_the_accepted_ones(tmp_path: Path) -> None:
    path = _broken(tmp_path, 'name="fan" value="right"', 'name="fan" value="sideways"')
    with pytest.raises(LayoutError, match=r"\"fan\" must be text naming one of: none, down, right, left, up"):
        load_layout(path, SCOTCH_PILES)


def test_a_file_that_is_not_a_tiled_map_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "scotch.tmx"
    path.write_text("<map><oops", encoding="utf-8")
    with pytest.raises(LayoutError, match=r"scotch\.tmx"):
        load_layout(path, SCOTCH_PILES)
    with pytest.raises(LayoutError, match="it is missing"):
        load_layout(tmp_path / "nothing.tmx", SCOTCH_PILES)


def test_the_app_shows_a_broken_layout_as_a_message_and_keeps_running(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ui.app import App
    from game.ui.menus.title import TitleScene

    broken = _broken(tmp_path, 'name="tableau.5"', 'name="tableau.99"')
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    monkeypatch.setattr("game.ui.games.scotch.table.layout_path", lambda game_id: broken)
    app = App(window=(1280, 720), headless=True)
    app.stack.push(TitleScene(app))
    app.nav.play(registry.get("scotch"), 4)
    app.step(1 / 60)
    assert isinstance(app.stack.top, TitleScene)
    assert app.notice is not None and "tableau.99" in app.notice
    assert any("tableau.99" in line for line in app.stack.top.notes)


def test_a_scrooge_waste_fans_only_the_three_cards_last_turned() -> None:
    from game.ui.table.layout import card_spot, seated_layout_path

    spec = registry.get("scrooge")
    layout = load_layout(seated_layout_path("scrooge", 4), list(spec.new_game(seats=4, seed=1).piles))
    slot = layout.slots["seat1.waste"]
    spots = [card_spot(slot, layout.card_size, index, 12) for index in range(12)]
    assert len(set(spots[:10])) == 1, "the cards under the last three should lie squared"
    assert len(set(spots[9:])) == 3 and spots[9][1] < spots[10][1] < spots[11][1]
    work = layout.slots["seat1.work.0"]
    assert len({card_spot(work, layout.card_size, index, 12) for index in range(12)}) == 12, (
        "a run fans whole"
    )
