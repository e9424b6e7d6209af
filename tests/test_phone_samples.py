"""The phone page's sample states (tests/phone_samples) stay true to the contract and the games.

The browser tests and the preview server feed these to the page; a sample whose move a game
would not read, or whose card lacks a field the page draws, would test a page for another app.
Also: the page itself asks for nothing outside the app (no CDN, no web font, no other host).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import quote

import pytest

from game.core import registry
from game.core.moves import move_from_json
from game.resources import asset_path

SAMPLES = sorted((Path(__file__).parent / "phone_samples").glob("*.json"))
STATE_KEYS = {
    "type",
    "version",
    "game",
    "seat",
    "name",
    "colour",
    "your_turn",
    "waiting",
    "info",
    "seats",
    "table",
    "hand",
    "actions",
    "story",
    "over",
    "result",
}
CARD_KEYS = {"code", "image", "name", "letter", "wild", "group"}
SEAT_KEYS = {
    "seat",
    "name",
    "colour",
    "phone",
    "connected",
    "on_turn",
    "cards",
    "up",
    "chips",
    "score",
    "note",
}
ACTION_KEYS = {
    "button": {"id", "kind", "label", "move", "style"},
    "pick_card": {"id", "kind", "label", "moves"},
    "amount": {"id", "kind", "label", "values", "moves", "start"},
    "pick_cards": {"id", "kind", "label", "zero_label", "min", "max", "move", "field"},
    "spell": {"id", "kind", "label", "words_max", "size", "move", "suggested", "suggested_label"},
    "menu": {"id", "kind", "label", "options"},
}


def _game_of(name: str):
    import game.rules  # noqa: F401  (registers the games)

    found = [spec for spec in registry.all_games() if spec.name == name]
    assert found, f"no game is called {name!r}"
    return found[0]


def _moves(action: dict) -> list[dict]:
    kind = action["kind"]
    if kind in ("button", "pick_cards", "spell"):
        return [action["move"]] + ([action["suggested"]] if action.get("suggested") else [])
    if kind == "pick_card":
        return list(action["moves"].values())
    if kind == "amount":
        return list(action["moves"])
    return [option["move"] for option in action["options"]]


def _cards(sample: dict) -> list[dict]:
    cards = list(sample["hand"])
    for seat in sample["seats"]:
        cards += seat["up"]
    for pile in sample["table"]:
        cards += pile["cards"]
    return cards


@pytest.mark.parametrize("path", SAMPLES, ids=lambda path: path.stem)
def test_a_sample_has_the_contract_fields_and_every_card_its_image(path: Path) -> None:
    sample = json.loads(path.read_text(encoding="utf-8"))
    assert set(sample) == STATE_KEYS
    assert all(set(seat) == SEAT_KEYS for seat in sample["seats"])
    for card in _cards(sample):
        assert set(card) == CARD_KEYS
        assert card["image"] == f"/cards/{quote(card['code'], safe='')}.png"
    for action in sample["actions"]:
        assert set(action) == ACTION_KEYS[action["kind"]], action["id"]


@pytest.mark.parametrize("path", SAMPLES, ids=lambda path: path.stem)
def test_every_sample_move_is_one_the_game_reads_for_this_seat(path: Path) -> None:
    sample = json.loads(path.read_text(encoding="utf-8"))
    kinds = _game_of(sample["game"]).state_class.move_kinds
    hand = {card["code"] for card in sample["hand"]}
    for action in sample["actions"]:
        for move in _moves(action):
            decoded = move_from_json(move, kinds)
            assert decoded.seat == sample["seat"]
            played = {decoded.card} if hasattr(decoded, "card") else set()
            assert played <= hand, f"{action['id']} plays a card the hand does not hold"


def test_the_page_asks_for_nothing_outside_the_app() -> None:
    page = asset_path("phone")
    text = "\n".join(path.read_text(encoding="utf-8") for path in sorted(page.iterdir()))
    assert sorted(path.name for path in page.iterdir()) == ["index.html", "phone.css", "phone.js"]
    assert not re.search(r"https?://|//[a-z0-9.-]+\.[a-z]{2,}|@import|url\(", text, re.IGNORECASE)
    assert (
        "<style" not in text and " style=" not in text and "<script>" not in text
    )  # the CSP allows no inline code
