"""The four Scroker games at one turn table: bets, claims, faces, the dealer's choice, setup.

The games this package seats, as data: the kit registry reads them without loading the tables
(``game.ui.kits``), and the kit (``kit.py``) declares the same.
"""

GAME_IDS = ("scroker", "spit", "longhorn", "dealers-choice")
