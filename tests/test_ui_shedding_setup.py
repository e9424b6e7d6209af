"""The setup screens offer only the seat counts a game is dealt for (spec.seat_choices); Schrum its faces."""

from __future__ import annotations

from game.core import registry
from game.ui import kits
from game.ui.app import App
from game.ui.games.scorzo.setup import ScorzoSetupScene
from game.ui.games.scroker.setup import ScrokerSetupScene
from game.ui.games.shedding.setup import ShedderSetupScene
from game.ui.games.shedding.table import ShedderTableScene


def seat_counts_offered(scene: ScorzoSetupScene) -> list[int]:
    """Press "Seats" round once, from the count shown first back to it."""
    first = len(scene.setup.plans)
    counts = [first]
    for _ in range(10):
        scene.setup.cycle_seats()
        if len(scene.setup.plans) == first:
            return counts
        counts.append(len(scene.setup.plans))
    raise AssertionError(f"the seat count never came back to {first}: {counts}")


def test_schrum_setup_offers_two_four_or_eight_seats_only(quiet_app: App) -> None:
    scene = kits.kit_for(registry.get("schrum")).setup_scene(quiet_app, registry.get("schrum"))
    assert isinstance(scene, ShedderSetupScene)
    assert seat_counts_offered(scene) == [4, 8, 2]


def test_tac_setup_offers_two_to_four_seats(quiet_app: App) -> None:
    scene = kits.kit_for(registry.get("tac")).setup_scene(quiet_app, registry.get("tac"))
    assert sorted(seat_counts_offered(scene)) == [2, 3, 4]
    assert not any(label.startswith("Faces") for label, _ in scene.items())  # Tač has one deck's faces


def test_the_other_turn_games_keep_their_ranges(quiet_app: App) -> None:
    scorzo = ScorzoSetupScene(quiet_app, registry.get("scorzo"))
    assert sorted(seat_counts_offered(scorzo)) == [2, 3, 4, 5, 6]
    scroker = ScrokerSetupScene(quiet_app, registry.get("scroker"))
    assert sorted(seat_counts_offered(scroker)) == [2, 3, 4, 5, 6, 7, 8]


def test_schrum_setup_chooses_german_faces_and_starts_the_table(quiet_app: App) -> None:
    quiet_app.advice_in_background = False
    scene = kits.kit_for(registry.get("schrum")).setup_scene(quiet_app, registry.get("schrum"))
    quiet_app.stack.push(scene)
    assert kits.kit_for(registry.get("schrum")).takes_turns and kits.kit_for(registry.get("tac")).takes_turns
    faces = next(action for label, action in scene.items() if label.startswith("Faces"))
    faces()
    assert any(label.startswith("Faces: German") for label, _ in scene.items())
    scene.setup.cycle_seats()  # eight seats
    scene.start()
    table = quiet_app.stack.top
    assert isinstance(table, ShedderTableScene)
    assert table.state.seats == 8 and table.view.faces == "german"
