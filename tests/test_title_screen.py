"""The title screen: what it says a player can play."""

from __future__ import annotations

from game.core import registry


def test_the_title_names_every_game_and_promises_none_still_to_come(quiet_app) -> None:
    from game.ui.menus.title import TitleScene

    text = TitleScene(quiet_app).text_lines()[0]
    for game_id in ("scotch", "scrooge", "scorzo", "scroker", "spit", "longhorn", "dealers-choice"):
        assert registry.get(game_id).name in text
    assert all(name in text for name in ("Schrum Schrum", "Tač", "Repezita"))
    assert "on their way" not in text
