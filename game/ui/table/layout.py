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
from typing import Any, TypeVar

import msgspec

from game.core.decoding import (
    BrokenAsset,
    Text,
    check_shipped,
    number,
    one_of,
    printable,
    read_shipped_xml,
    text,
    whole,
)
from game.resources import asset_path

T = TypeVar("T")


class Fan(Enum):
    NONE = "none"
    DOWN = "down"
    RIGHT = "right"
    LEFT = "left"
    UP = "up"

    @property
    def direction(self) -> tuple[int, int]:
        return {"none": (0, 0), "down": (0, 1), "right": (1, 0), "left": (-1, 0), "up": (0, -1)}[self.value]


class LayoutError(BrokenAsset):
    """A layout file that cannot be used, named with the file and the fault (a ``BrokenAsset``)."""


_SPAN = number(-10_000, 10_000)  # virtual pixels: a table is 1920×1080, a pile may reach past it
_SIZE = number(0, 10_000)
_PILE_ID = text(60, r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$")  # "foundation.0", "seat3.work.2", "centre"


class MapFacts(msgspec.Struct):
    """What the layout reads of the map itself (unknown properties are the map's own, kept as they are)."""

    width: whole(1, 1000)  # tiles
    height: whole(1, 1000)
    tilewidth: whole(1, 1000)
    tileheight: whole(1, 1000)
    card_width: whole(8, 2000)
    card_height: whole(8, 2000)
    group_gap: _SIZE = 0  # Scorzo's space between meld groups


class PileFacts(msgspec.Struct, forbid_unknown_fields=True):
    """One object of the ``piles`` layer: its name is the pile id; its properties say how it spreads."""

    name: _PILE_ID
    x: _SPAN
    y: _SPAN
    width: _SIZE
    height: _SIZE
    fan: one_of(tuple(fan.value for fan in Fan)) = "none"
    fan_step: _SIZE = 0
    face: one_of(("up", "down", "as-dealt")) = "as-dealt"
    seat: whole(0, 8) = 0
    fan_shown: whole(0, 52) = 0


class LabelFacts(msgspec.Struct, forbid_unknown_fields=True):
    """One object of the ``labels`` layer."""

    x: _SPAN
    y: _SPAN
    width: _SIZE
    height: _SIZE
    text: Text = ""
    size: whole(4, 400) = 28
    seat: whole(0, 8) = 0


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


def box_property(properties: dict[str, object], name: str) -> tuple[float, float, float, float] | None:
    """A map property that names felt ("x,y,width,height" in virtual pixels: the history panel, the
    banner), or None when the map has none or it does not read as four numbers with a size."""
    try:
        x, y, width, height = (float(number) for number in str(properties.get(name, "")).split(","))
    except ValueError:
        return None
    return (x, y, width, height) if width > 0 and height > 0 else None


def seated_layout_path(game_id: str, seats: int, variant: str = "") -> Path:
    """A table whose places depend on the seat count has one map per count (``scrooge-4.tmx``).

    A variant that adds piles has its own maps (``scrooge-4-jokers.tmx``), since a map
    names exactly the game's piles.
    """
    suffix = f"-{variant}" if variant else ""
    return asset_path("layouts", f"{game_id}-{seats}{suffix}.tmx")


def _read_tiled_map(path: Path) -> Any:
    """The map as pytmx reads it (a ``pytmx.TiledMap``), or ``LayoutError``. pytmx and its XML parser
    load with the first table laid out, not with the title.

    The XML is read and checked first (``read_shipped_xml``: size, no entities, nesting), and a table
    layout holds object layers only, so pytmx never sizes a tile grid or opens a tileset's image.
    """
    import pytmx

    try:
        root = read_shipped_xml(path, "map")
    except BrokenAsset as error:
        raise LayoutError(path, error.fault) from None
    strangers = sorted({child.tag for child in root} - {"properties", "objectgroup", "editorsettings"})
    if strangers:
        raise LayoutError(path, f"it holds <{strangers[0]}>; a table layout holds only object layers")
    # anywhere in the tree: pytmx would open a tileset's or an image's file itself, past the boundary
    outside = sorted({element.tag for element in root.iter()} & {"tileset", "image", "imagelayer"})
    if outside:
        raise LayoutError(
            path, f"it holds <{outside[0]}>, which names another file; a table layout never does"
        )
    tiled = pytmx.TiledMap()
    tiled.filename = str(path)
    try:
        tiled.parse_xml(root)
    except Exception as error:  # pytmx reads attributes as it meets them, with whatever error fits
        raise LayoutError(path, f"it is not a Tiled map this program reads ({_said(error)})") from None
    return tiled


def load_layout(path: Path, pile_ids: list[str]) -> TableLayout:
    """Read a layout and check it against the schemas above and the game's piles (exactly those)."""
    tiled = _read_tiled_map(path)
    facts = _checked(path, {**tiled.properties, **_map_numbers(tiled)}, MapFacts)
    layers = {layer.name: layer for layer in tiled.layers}
    if "piles" not in layers:
        raise LayoutError(path, "it has no object layer named 'piles'")
    slots: dict[str, PileSlot] = {}
    for item in layers["piles"]:
        pile = _checked(path, _object_facts(item, name=item.name or ""), PileFacts, "a pile")
        if pile.name in slots:
            raise LayoutError(path, f"the pile {pile.name} appears twice")
        slots[pile.name] = PileSlot(
            pile.name, pile.x, pile.y, pile.width, pile.height, Fan(pile.fan), pile.fan_step,
            pile.face, pile.seat, pile.fan_shown,
        )  # fmt: skip
    unknown = sorted(set(slots) - set(pile_ids))
    if unknown:
        raise LayoutError(path, f"it names a pile {unknown[0]} this game does not have")
    missing = [p for p in pile_ids if p not in slots]
    if missing:
        raise LayoutError(path, f"the pile {missing[0]} is missing from layer 'piles'")
    labels = tuple(
        Label(label.text, label.x, label.y, label.width, label.height, label.size, label.seat)
        for label in (
            _checked(path, _object_facts(item), LabelFacts, "a label") for item in layers.get("labels", ())
        )
    )
    size = (facts.width * facts.tilewidth, facts.height * facts.tileheight)
    return TableLayout(
        path, size, (facts.card_width, facts.card_height), slots, labels, dict(tiled.properties)
    )


def _map_numbers(tiled: Any) -> dict[str, Any]:
    return {key: getattr(tiled, key) for key in ("width", "height", "tilewidth", "tileheight")}


def _object_facts(item: Any, **extra: Any) -> dict[str, Any]:
    """A pytmx object's place and custom properties as one dict, for its schema."""
    return {**item.properties, "x": item.x, "y": item.y, "width": item.width, "height": item.height, **extra}


def _checked(path: Path, facts: dict[str, Any], kind: type[T], what: str = "") -> T:
    try:
        return check_shipped(path, facts, kind)
    except BrokenAsset as error:
        named = facts.get("name") if what == "a pile" else None
        where = f"{what} ({printable(named)})" if named else what
        fault = error.fault.replace("its ", f"{where}'s ", 1) if where else error.fault
        raise LayoutError(path, fault) from None


def _said(error: Exception) -> str:
    return printable(f"{type(error).__name__}: {error}", 80).strip('"')
