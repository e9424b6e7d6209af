"""Repezita at its race table: buttons, the centre, keys, the setup screen.

The games this package seats, as data: the kit registry reads them without loading the tables
(``game.ui.kits``), and the kit (``kit.py``) declares the same.
"""

GAME_IDS = ("repezita",)
