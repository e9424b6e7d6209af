"""Scotch Solitaire at the solitaire table: its coach, autoplay and menus.

The games this package seats, as data: the kit registry reads them without loading the tables
(``game.ui.kits``), and the kit (``kit.py``) declares the same.
"""

GAME_IDS = ("scotch",)
