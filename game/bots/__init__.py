"""Computer players and solvers; no pygame here."""

from game.bots.native import package_path

# the compiled Scotch solver, when a build of the current sources is there (game/bots/native.py)
__path__ = package_path(__path__)
