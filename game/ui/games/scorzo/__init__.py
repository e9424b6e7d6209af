"""Scorzo at its turn table: the hand and its keys, faces, meld words, round end, scoresheet, setup.

The games this package seats, as data: the kit registry reads them without loading the tables
(``game.ui.kits``), and the kit (``kit.py``) declares the same.
"""

GAME_IDS = ("scorzo",)
