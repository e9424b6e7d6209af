"""One module or package per game family; importing this registers them all."""

from game.rules import repezita, scorzo, scotch, scroker, scrooge, shedding  # noqa: F401
