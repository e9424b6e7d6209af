"""Messages follow the deck shown (issue 21, point 9): at a table dealt with German faces a refusal
names German cards ("the 8 of Leaves"), never the French ones the codes keep ("the 8 of Spades")."""

from __future__ import annotations

import pytest

from game.rules.shedding.state import CENTRE
from game.ui.app import App
from tests.shedding_positions import arranged
from tests.test_ui_scorzo_table import drag
from tests.test_ui_shedding import arrange, centre_of, open_table, press, settle

FRENCH_SUITS = ("Spades", "Clubs", "Diamonds")


@pytest.mark.parametrize(
    ("piles", "target", "said"),
    [
        (
            {"seat1.talon": "8S", "seat2.talon": "KD", CENTRE: "AH"},
            CENTRE,
            "the 8 of Leaves cannot go on the Ace of Hearts",
        ),
        (
            {"seat1.talon": "QD", "seat2.talon": "KD", "seat2.reserve": "JC", CENTRE: "AH"},
            "seat2.reserve",
            "the Ober of Bells cannot go on the Unter of Acorns",
        ),
    ],
    ids=["centre", "a rival's reserve"],
)
def test_a_refusal_at_a_german_faced_table_names_german_cards(
    quiet_app: App, piles: dict[str, str], target: str, said: str
) -> None:
    table = open_table(quiet_app, "schrum", "human,bot", {"faces": "german"})
    arrange(table, piles)
    press(quiet_app, "space")  # the turned card
    settle(quiet_app, table)
    drag(quiet_app, centre_of(table, "seat1.talon"), centre_of(table, target))
    words, alert = table.status_words()
    assert alert and said.lower() in words.lower(), words
    assert not any(suit in words for suit in FRENCH_SUITS)


def test_the_rules_name_cards_as_the_chosen_faces_show_them() -> None:
    """The same position, French and German: only the names differ."""
    from game.core.moves import MoveCards
    from tests.shedding_positions import turned

    for faces, name in (("french", "the 8 of Spades"), ("german", "the 8 of Leaves")):
        state = turned(
            arranged("schrum", {"seat1.talon": "8S", "seat2.talon": "KD", CENTRE: "AH"}, faces=faces)
        )
        assert name in state.why_illegal(MoveCards(0, "seat1.talon", CENTRE))
