"""Escape (or the Menu button) at a seated table: the game waits under a menu, and leaving keeps it.

The solitaire table has had its pause menu from the start; the seated tables went straight to
the title from their Menu button and had nothing on Escape, so a person with only a keyboard
could not leave a game before its end. Here every seated table gets the same menu: Resume,
Restart this game, New game, Save as…, Rules, Controls, Settings, Main menu. A race waits too
(only the top scene runs). Leaving for the title keeps the game among the games in progress, so
Continue picks it up; Restart and New game (asked first once the game has moves) drop it and
deal again with the same seats and options (issue 23).

A game whose rounds can stall with nobody finishing (Scrooge) offers one more item: end
the round, everyone agreeing it is stuck. The game state says whether it offers that
(``GameState.end_by_agreement``), so this menu names no game; after a yes the table
makes the move like any other, so saves and replays keep it.

A table with people on phones (issue 24) offers "Phones…": the joining screen again, with a
new link for a seat whose phone was lost.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import pygame

from game.core.moves import Move
from game.core.protocol import GameSpec
from game.ui.app_services import AppServices
from game.ui.menus.confirm import ConfirmScene
from game.ui.menus.controls import CONTROLS_KEY, RULES_KEY, help_key
from game.ui.menus.menu import MenuItem, MenuScene
from game.ui.menus.save_name import open_save_as

if TYPE_CHECKING:
    from game.ui.race.race_scene import RaceScene
    from game.ui.turns.turn_table import TurnTableScene


END_ROUND_ITEM = "End this round (stuck)"


@runtime_checkable
class MakesAgreedMoves(Protocol):
    """A table that can make a move everyone at the screen agreed to in this menu."""

    def make_agreed_move(self, move: Move) -> None: ...


@runtime_checkable
class HasPhones(Protocol):
    """A table whose seats may be people on phones: it opens their joining screen."""

    phones: object | None

    def open_phones(self, from_menu: bool = False) -> None: ...


def is_menu_key(event: pygame.event.Event) -> bool:
    return event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE


class TablePauseScene(MenuScene):
    """The seated tables' menu; ``table`` is the scene underneath (it has ``replay`` and ``save_mark``)."""

    title = "Paused"
    transparent = True

    def __init__(
        self,
        app: AppServices,
        table: RaceScene | TurnTableScene,
        spec: GameSpec,
        controllers: Sequence[str],
        names: Sequence[str],
    ) -> None:
        self.table, self.spec = table, spec
        self.controllers, self.names = list(controllers), list(names)
        super().__init__(app)

    def text_lines(self) -> list[str]:
        keeps = "Main menu keeps this game among the games in progress: Continue on the title picks it up."
        return [f"{self.spec.name}, deal {self.table.seed}", keeps]

    def items(self) -> list[MenuItem]:
        end_round = self._end_round_move()
        ending: list[MenuItem] = (
            [] if end_round is None else [(END_ROUND_ITEM, lambda: self._ask_end(end_round))]
        )
        table = self.table
        phones: list[MenuItem] = (
            [("Phones…", lambda: self.close_then(lambda: table.open_phones(from_menu=True)))]
            if isinstance(table, HasPhones) and table.phones is not None
            else []
        )
        return [
            ("Resume", self.back),
            *phones,
            ("Restart this game", lambda: self._ask_deal_again(new_deal=False)),
            ("New game", lambda: self._ask_deal_again(new_deal=True)),
            *ending,
            ("Save as…", lambda: self.close_then(lambda: open_save_as(self.app, self.table))),
            ("Rules", lambda: self._help(RULES_KEY)),
            ("Controls", lambda: self._help(CONTROLS_KEY)),
            ("Statistics", lambda: self.app.nav.statistics(self.spec.id)),
            ("Settings", self.app.nav.settings),
            ("Main menu", self.app.nav.title),
        ]

    def _help(self, key: int) -> None:
        help_key(self.app, key, self.spec, self.controllers, self.names)

    def _end_round_move(self) -> Move | None:
        """The move ending the round by agreement, made in the name of the first person seated; None
        when the game offers none now, or nobody but bots sits at the table."""
        people = [
            seat for seat, controller in enumerate(self.controllers) if not controller.startswith("bot")
        ]
        if not people or not isinstance(self.table, MakesAgreedMoves):
            return None
        return self.table.game_state().end_by_agreement(people[0])

    def _ask_end(self, move: Move) -> None:
        table = self.table
        assert isinstance(table, MakesAgreedMoves)
        detail = (
            "Only if everyone agrees nobody can finish it: it ends with no caller and is scored as it stands."
        )
        self.app.stack.push(
            ConfirmScene(
                self.app,
                "End this round?",
                detail,
                "End the round",
                lambda: self.close_then(lambda: table.make_agreed_move(move)),
            )
        )

    def _ask_deal_again(self, new_deal: bool) -> None:
        """Deal again with the same seats and options; asked first when the game so far would be lost."""
        table = self.table

        def deal() -> None:
            self.app.nav.deal_again(table, new_deal)

        replay = table.replay()
        if replay is None or replay.over or replay.moves == 0:
            self.close_then(deal)
            return
        question = "Start a new game?" if new_deal else "Restart this game?"
        dealt = "A new deal for the same players." if new_deal else "The same deal again, from its start."
        detail = f"{dealt} The game so far is dropped; nobody is counted as winning."
        yes = "New game" if new_deal else "Restart"
        self.app.stack.push(ConfirmScene(self.app, question, detail, yes, lambda: self.close_then(deal)))
