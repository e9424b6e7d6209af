"""Table layouts read from Tiled maps (DESIGN.md §6; docs/layouts.md).

The object layer ``piles`` holds one rectangle per pile, named by pile id,
with custom properties ``fan``, ``fan_step``, ``face`` and ``seat``. A layer
``labels`` holds text (property ``text``, ``size``, and ``seat`` for a seat's name place). Properties are read
rather than object types, because Tiled 1.9+ writes ``class=``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from game.resources import asset_path


class Fan(Enum):
    NONE = "none"
    DOWN = "down"
    RIGHT = "right"
    LEFT = "left"
    UP = "up"

    @property
    def direction(self) -> tuple[int, int]:
        return {"none": (0, 0), "down": (0, 1), "right": (1, 0), "left": (-1, 0), "up": (0, -1)}[self.value]


class LayoutError(ValueError):
    """A layout file that cannot be used, named with the file and the item."""


@dataclass(frozen=True)
class PileSlot:
    """Where one pile lies on the virtual table and how it spreads."""

    pile_id: str
    x: float
    y: float
    width: float
    height: float
    fan: Fan
    fan_step: float
    face: str
    seat: int
    fan_shown: int = 0  # how many top cards fan out (0: all); the rest lie squared under them


@dataclass(frozen=True)
class Label:
    """Text on the table; a label with a ``seat`` is that seat's place for its name and score."""

    text: str
    x: float
    y: float
    width: float
    height: float
    size: int
    seat: int = 0


@dataclass(frozen=True)
class TableLayout:
    path: Path
    size: tuple[int, int]
    card_size: tuple[int, int]
    slots: dict[str, PileSlot]
    labels: tuple[Label, ...]
    properties: dict[str, object] = field(default_factory=dict)  # the map's own, e.g. Scorzo's group_gap


def card_spot(slot: PileSlot, card_size: tuple[int, int], index: int, count: int) -> tuple[float, float]:
    """Virtual top-left of card ``index`` of a pile of ``count``.

    The fan keeps its ``fan_step`` while the pile fits its rectangle and closes up
    once it would not, so a long run never leaves the room the layout gave it. A pile
    with ``fan_shown`` (a waste: the last three turned) fans only its top cards.
    """
    if slot.fan_shown and count > slot.fan_shown:
        under = count - slot.fan_shown
        index, count = max(0, index - under), slot.fan_shown
    dx, dy = slot.fan.direction
    step = slot.fan_step
    if count > 1 and step:
        room = (slot.width - card_size[0]) if dx else (slot.height - card_size[1])
        step = min(step, max(room, 0) / (count - 1))
    x, y = slot.x, slot.y
    if dx < 0:
        x = slot.x + slot.width - card_size[0]
    if dy < 0:
        y = slot.y + slot.height - card_size[1]
    return (x + dx * step * index, y + dy * step * index)


def layout_path(game_id: str) -> Path:
    return asset_path("layouts", f"{game_id}.tmx")


def seated_layout_path(game_id: str, seats: int, variant: str = "") -> Path:
    """A table whose places depend on the seat count has one map per count (``scrooge-4.tmx``).

    A variant that adds piles has its own maps (``scrooge-4-jokers.tmx``), since a map
    names exactly the game's piles.
    """
    suffix = f"-{variant}" if variant else ""
    return asset_path("layouts", f"{game_id}-{seats}{suffix}.tmx")


def _read_tiled_map(path: Path) -> Any:
    """The map as pytmx reads it (a ``pytmx.TiledMap``). pytmx and its XML parser load with the first
    table laid out, not with the title."""
    import pytmx

    return pytmx.TiledMap(str(path))


def load_layout(path: Path, pile_ids: list[str]) -> TableLayout:
    """Read a layout and check it names exactly the game's piles."""
    name = path.name
    try:
        tiled = _read_tiled_map(path)
    except FileNotFoundError:
        raise LayoutError(f"{name}: layout file not found at {path}") from None
    except (
        SyntaxError,
        ValueError,
        KeyError,
        TypeError,
    ) as problem:  # ElementTree's ParseError is a SyntaxError
        raise LayoutError(f"{name}: not a readable Tiled map ({problem})") from None
    card = (
        _int_property(tiled.properties, "card_width", name),
        _int_property(tiled.properties, "card_height", name),
    )
    try:
        pile_layer = tiled.get_layer_by_name("piles")
    except ValueError:
        raise LayoutError(f"{name}: there is no object layer named 'piles'") from None
    slots: dict[str, PileSlot] = {}
    for item in pile_layer:
        slot = _slot(item, name)
        if slot.pile_id in slots:
            raise LayoutError(f"{name}: pile {slot.pile_id!r} appears twice")
        slots[slot.pile_id] = slot
    unknown = sorted(set(slots) - set(pile_ids))
    if unknown:
        raise LayoutError(f"{name}: unknown pile {unknown[0]!r}; this game's piles are {', '.join(pile_ids)}")
    missing = [p for p in pile_ids if p not in slots]
    if missing:
        raise LayoutError(f"{name}: pile {missing[0]!r} is missing from layer 'piles'")
    labels: list[Label] = []
    if "labels" in [layer.name for layer in tiled.layers]:
        for item in tiled.get_layer_by_name("labels"):
            text = item.properties.get("text", "")
            size, seat = int(item.properties.get("size", 28)), int(item.properties.get("seat", 0))
            labels.append(Label(str(text), item.x, item.y, item.width, item.height, size, seat))
    size = (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight)
    return TableLayout(path, size, card, slots, tuple(labels), dict(tiled.properties))


def _slot(item: Any, name: str) -> PileSlot:  # a pytmx.TiledObject
    props = item.properties
    pile_id = item.name or ""
    if not pile_id:
        raise LayoutError(f"{name}: an object in layer 'piles' has no name (its pile id)")
    fan_text = str(props.get("fan", "none"))
    try:
        fan = Fan(fan_text)
    except ValueError:
        accepted = ", ".join(f.value for f in Fan)
        raise LayoutError(f"{name}: pile {pile_id!r} has fan={fan_text!r}; accepted: {accepted}") from None
    face = str(props.get("face", "as-dealt"))
    if face not in ("up", "down", "as-dealt"):
        raise LayoutError(f"{name}: pile {pile_id!r} has face={face!r}; accepted: up, down, as-dealt")
    try:
        fan_step, seat = float(props.get("fan_step", 0)), int(props.get("seat", 0))
        fan_shown = int(props.get("fan_shown", 0))
    except (TypeError, ValueError):
        raise LayoutError(
            f"{name}: pile {pile_id!r} needs numbers for fan_step, fan_shown and seat"
        ) from None
    return PileSlot(pile_id, item.x, item.y, item.width, item.height, fan, fan_step, face, seat, fan_shown)


def _int_property(props: dict[str, object], key: str, name: str) -> int:
    try:
        return int(props[key])  # type: ignore[call-overload]
    except (KeyError, TypeError, ValueError):
        raise LayoutError(f"{name}: the map needs an integer property {key!r}") from None
