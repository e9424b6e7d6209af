"""The rules pages (docs/rules/*.md) speak to players: no developer words, and "How to play" first.

Issue 21: the pages held notes for developers (file paths, event and move names, command
lines, "not in the seed text; DESIGN.md §10"); those moved to docs/decisions.md. These tests
fail if any comes back, and each pattern is shown to catch the finding the issue quoted.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core import registry
from game.core.protocol import GameSpec
from game.ui.menus.rules import read_rules_page, with_linked_pages
from game.ui.menus.rules_markdown import Heading, Paragraph, Table, plain_text, read_blocks

RULES = Path(__file__).resolve().parent.parent / "docs" / "rules"
PAGES = sorted(RULES.glob("*.md"))

# what a developer writes and a player should never have to read, each with why
DEVELOPER_WORDS: dict[str, re.Pattern[str]] = {
    "a file path": re.compile(r"\.py\b|\.json\b|\bgame/|\bdocs/|\bassets/|\.\./|\bbenchmarks/|\btools/"),
    "a module, event or class name": re.compile(r"\b[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+\b"),
    "a snake_case name": re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b"),
    "the rule texts' name": re.compile(r"\bseed(?:s|ed| text)?\b", re.IGNORECASE),
    "the design's file": re.compile(r"\bDESIGN\b|§"),
    "a design note's heading": re.compile(r"\bDecisions\b|\brule texts?\b|where the rules are silent"),
    "a command line": re.compile(
        r"\bpython3? |main\.py|(?<![-|])--[a-z]|\bcardtable\b|\b(?:bot|human):[a-z]"
    ),
    "a developer's measurement": re.compile(r"\bsimulat\w*", re.IGNORECASE),
    "a card code": re.compile(r"\b(?:star|square|triangle|circle|heart|lemon|lime|animal|chili):[A-Z0-9]"),
}
TABLE_RULE = re.compile(r"^\s*\|?[\s:|-]+\|?\s*$")  # "|---|---|": markdown's, not words


def developer_words(text: str) -> list[str]:
    """Each line holding a developer word, with what kind of word it is."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        if TABLE_RULE.match(line) or line.strip() == "---":
            continue
        for kind, pattern in DEVELOPER_WORDS.items():
            match = pattern.search(line)
            if match:
                found.append(f"line {number}: {kind} ({match.group(0)!r})")
    return found


@pytest.mark.parametrize("page", PAGES, ids=[page.name for page in PAGES])
def test_a_rules_page_holds_no_developer_words(page: Path) -> None:
    assert developer_words(page.read_text(encoding="utf-8")) == [], (
        f"{page.name}: move these to docs/decisions.md"
    )


@pytest.mark.parametrize(
    "finding",
    [
        "The stall rule (not in the seed text; DESIGN.md §10): the clock counts",
        "Three levels (`game/bots/repezita_bot.py`), deciding from what their own seat sees",
        "The rules record it when the card goes down (an event `PlayMissed` with where it could have gone",
        "who make the call as a move (`CallTac`).",
        "one of the four Aces chosen by the game's own seeded generator",
        "`python main.py simulate repezita --games 200 --players bot:easy`",
        "with everyone playing when able the longest gap seen in 900 simulated games was 87 turns.",
        "Computer players come at three levels, set per seat (`bot:easy`, `bot:normal`)",
        "How they work: [docs/scorzo-bots.md](../scorzo-bots.md).",
        "If nobody plays a card for 5 seconds (the setting *stall_seconds*: 3, 5, 8 or 10)",
        "`star:3 star:4 wild heart:7` scores 7",
        "the map is `assets/keys/pad_buttons.json`",
        "## Decisions the rule text leaves open",
        "## Decisions (where the rules are silent)",
    ],
)
def test_each_developer_word_the_issue_found_would_be_caught(finding: str) -> None:
    assert developer_words(f"# A page\n\n{finding}\n"), finding


def test_player_words_are_not_mistaken_for_developer_words() -> None:
    page = (
        "# Tač\n\n| preset | lower |\n|---|---|\n| keys1 | S |\n\n"
        "Hot-'n'-sour: Lemon H, Chili E, Lemon N spells HEN. 2♣ on A♣ — wait 5 seconds.\n"
    )
    assert developer_words(page) == []


def _headings(text: str) -> list[tuple[int, str]]:
    return [
        (block.level, plain_text(block.spans)) for block in read_blocks(text) if isinstance(block, Heading)
    ]


@pytest.mark.parametrize("spec", registry.all_games(), ids=lambda spec: spec.id)
def test_every_games_page_opens_with_how_to_play(spec: GameSpec) -> None:
    """The title, then "How to play": the goal in one sentence and five numbered steps."""
    blocks = read_blocks("\n".join(read_rules_page(RULES / spec.rules_file)))
    assert isinstance(blocks[0], Heading) and blocks[0].level == 1
    assert isinstance(blocks[1], Heading) and plain_text(blocks[1].spans) == "How to play"
    goal = blocks[2]
    assert isinstance(goal, Paragraph) and plain_text(goal.spans).startswith("Goal:")
    steps = blocks[3:8]
    assert [block.marker for block in steps if isinstance(block, Paragraph)] == ["1.", "2.", "3.", "4.", "5."]
    assert isinstance(blocks[8], Heading), "the full rules follow the five steps"


SCROKER_FAMILY = ("scroker", "spit", "longhorn", "dealers-choice")


@pytest.mark.parametrize("game", SCROKER_FAMILY)
def test_f1_at_a_scroker_table_reaches_the_hand_ranking_sheet(game: str) -> None:
    spec = registry.get(game)
    page = with_linked_pages(spec.rules_file, (RULES / spec.rules_file).read_text(encoding="utf-8"))
    titles = [title for level, title in _headings(page) if level == 1]
    assert titles[0] == spec.name
    assert "Scroker hands: the ranking sheet" in titles
    if game != "scroker":
        assert "Scroker" in titles, "a variant's page brings Scroker's full rules along"
    assert len(titles) == len(set(titles)), "each page once"


def _ranking_rows() -> list[tuple[str, str]]:
    blocks = read_blocks((RULES / "scroker-hands.md").read_text(encoding="utf-8"))
    table = next(block for block in blocks if isinstance(block, Table))
    return [(plain_text(row[0]), plain_text(row[2])) for row in table.rows]


def test_the_ranking_sheet_lists_every_category_best_first() -> None:
    from game.rules.scroker.hands import Category

    names = [name for name, _ in _ranking_rows()]
    assert names == [category.title for category in sorted(Category, reverse=True)]


def test_the_ranking_sheet_states_the_one_suit_rule() -> None:
    sheet = (RULES / "scroker-hands.md").read_text(encoding="utf-8")
    assert "A word must be spelled in one suit" in sheet
    assert "Hot-'n'-sour" in sheet and "Mixing the Juice" in sheet


CARD_WORDS = re.compile(r"(Lemon|Lime|Animal|Chili)((?:,? [A-Z]\b(?! \())+)")


def _example_cards(example: str) -> list[str]:
    """'CHEST: Lemon C, H, E, S, T' → lemon:C lemon:H …: the cards as the app codes them."""
    cards = []
    for suit, letters in CARD_WORDS.findall(example.split("(")[0] + " ".join(example.split(")")[1:])):
        cards += [f"{suit.lower()}:{letter}" for letter in re.findall(r"[A-Z]", letters)]
    return cards


@pytest.mark.parametrize("name, example", _ranking_rows())
def test_each_example_hand_is_the_category_it_shows(name: str, example: str) -> None:
    from game.rules.scroker.codes import parse_scroker_cards
    from game.rules.scroker.hands import evaluate

    cards = parse_scroker_cards(" ".join(_example_cards(example)))
    assert len(cards) == 5, (example, cards)
    assert evaluate(cards).category.title == name
