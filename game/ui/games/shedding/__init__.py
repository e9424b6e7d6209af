"""Schrum Schrum and Tač at one turn table of piles: keys, view, German faces, setup.

The games this package seats, as data: the kit registry reads them without loading the tables
(``game.ui.kits``), and the kit (``kit.py``) declares the same.
"""

GAME_IDS = ("schrum", "tac")
