"""Child process of the start-up benchmark: run ``main.main([])`` until its first frame.

Started by ``startup.py`` with SDL's dummy drivers and a fresh CARDTABLE_HOME.
It adds no code to the game. It imports what ``main.main`` would import, in
the same order, noting the wall-clock time after each step; wraps
``App.__init__`` to time it; and replaces ``pygame.display.flip`` and
``pygame.display.update`` with versions that, after the real call has shown
the first frame, print the times as JSON and end the process at once.
The parent subtracts its own ``time.time()`` taken just before ``Popen``.
"""

import time

MARKS = {"interpreter up": time.time()}

import os  # noqa: E402
import sys  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import main as entry  # noqa: E402  (sets PYGAME_HIDE_SUPPORT_PROMPT, as `python main.py` does)

MARKS["main imported"] = time.time()

import pygame  # noqa: E402

MARKS["pygame imported"] = time.time()

from game.core import registry  # noqa: E402, F401  (main.main imports these, in this order)

MARKS["registry imported"] = time.time()

import game.ui.app  # noqa: E402

MARKS["game.ui.app imported"] = time.time()

import game.ui.menus.title  # noqa: E402

MARKS["title scene imported"] = time.time()


def _first_frame(real):
    def shown(*args, **kwargs):
        result = real(*args, **kwargs)
        MARKS["first frame"] = time.time()
        import json

        sys.stdout.write(json.dumps(MARKS) + "\n")
        sys.stdout.flush()
        os._exit(0)
        return result

    return shown


pygame.display.flip = _first_frame(pygame.display.flip)
pygame.display.update = _first_frame(pygame.display.update)

_init = game.ui.app.App.__init__


def _timed_init(self, *args, **kwargs):
    MARKS["App() started"] = time.time()
    _init(self, *args, **kwargs)
    MARKS["App() done"] = time.time()


game.ui.app.App.__init__ = _timed_init

sys.exit(entry.main([]))
