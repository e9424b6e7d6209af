"""The registry of games: every game module registers its ``GameSpec`` here."""

from __future__ import annotations

from game.core.protocol import GameSpec

_GAMES: dict[str, GameSpec] = {}


class UnknownGame(KeyError):
    """A game id that no game registered."""

    def __str__(self) -> str:
        return str(self.args[0])


def register(spec: GameSpec) -> GameSpec:
    if spec.id in _GAMES:
        raise ValueError(f"game id {spec.id!r} is registered twice")
    _GAMES[spec.id] = spec
    return spec


def get(game_id: str) -> GameSpec:
    _load_games()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(f"unknown game {game_id!r}; games are: {', '.join(sorted(_GAMES))}") from None


def all_games() -> list[GameSpec]:
    _load_games()
    return list(_GAMES.values())


def _load_games() -> None:
    import game.rules  # noqa: F401  (importing the rules package registers every game)
