"""The pointer at a table: its moves and the left button, routed to three hooks every table fills in.

The solitaire, turn and race tables each take other input their own way (keys, pads, the
right button), but the pointer the same way: a move, the left button down, the left button up.
"""

from __future__ import annotations

import pygame


class PointerTable:
    """A table scene's pointer hooks, and the one place that routes pygame's events to them."""

    def route_pointer(self, event: pygame.event.Event) -> bool:
        """Hand a pointer move or a left-button press or release to its hook; False for any other event."""
        if event.type == pygame.MOUSEMOTION:
            self._pointer_moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pointer_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._pointer_up(event.pos)
        else:
            return False
        return True

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        raise NotImplementedError

    def _pointer_down(self, pos: tuple[int, int]) -> None:
        raise NotImplementedError

    def _pointer_up(self, pos: tuple[int, int]) -> None:
        raise NotImplementedError
