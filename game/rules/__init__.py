"""One module or package per game family; each registers its games as it is imported.

Importing this package imports no family: the registry's catalogue (``game.core.registry``)
loads the one a look-up needs, so opening one game never loads the others' rules.
"""
