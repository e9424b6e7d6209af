"""Write table layouts as Tiled maps (DESIGN.md §6), for the scripts that generate them.

A generated map is an ordinary Tiled file: the virtual table of 48×27 tiles of
40 px, map properties, an object layer ``piles`` (one rectangle per pile id with
its custom properties) and, when given, a layer ``labels``. Custom properties
carry their Tiled type so the map opens in Tiled unchanged.
"""

from __future__ import annotations

from xml.sax.saxutils import quoteattr

TABLE = (1920, 1080)
TILE = 40

Box = tuple[int, int, int, int]
TiledObject = tuple[str, Box, dict[str, object]]


def _property(key: str, value: object, indent: str) -> str:
    if isinstance(value, bool):
        return f'{indent}<property name="{key}" type="bool" value="{str(value).lower()}"/>'
    kind = ' type="int"' if isinstance(value, int) else ""
    return f"{indent}<property name={quoteattr(key)}{kind} value={quoteattr(str(value))}/>"


def map_text(
    properties: dict[str, object], piles: list[TiledObject], labels: list[TiledObject] | None = None
) -> str:
    """The map file's text: ``properties`` sorted by name, then the piles, then any labels."""
    labels = labels or []
    layers = [("piles", piles)] + ([("labels", labels)] if labels else [])
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{TABLE[0] // TILE}" height="{TABLE[1] // TILE}" tilewidth="{TILE}" tileheight="{TILE}" '
        f'infinite="0" nextlayerid="{len(layers) + 1}" nextobjectid="{len(piles) + len(labels) + 1}">',
        " <properties>",
        *(_property(key, properties[key], "  ") for key in sorted(properties)),
        " </properties>",
    ]
    number = 0
    for layer_id, (layer, objects) in enumerate(layers, start=1):
        lines.append(f' <objectgroup id="{layer_id}" name="{layer}">')
        for name, (x, y, w, h), props in objects:
            number += 1
            lines.append(
                f'  <object id="{number}" name={quoteattr(name)} x="{x}" y="{y}" width="{w}" height="{h}">'
            )
            lines.append("   <properties>")
            lines += [_property(key, value, "    ") for key, value in props.items()]
            lines.append("   </properties>")
            lines.append("  </object>")
        lines.append(" </objectgroup>")
    lines += ["</map>", ""]
    return "\n".join(lines)


# --- pieces every seated table's generator uses ----------------------------------------------


def fan_length(cards: int, step: int, card: int) -> int:
    """How long a fan of ``cards`` is, each ``step`` past the last, the last shown whole."""
    return card + (cards - 1) * step


def pile_properties(fan: str, fan_step: int, face: str, seat: int, fan_shown: int = 0) -> dict[str, object]:
    """A pile's custom properties (docs/layouts.md); ``fan_shown`` only when some of the fan lie squared."""
    shown = {"fan_shown": fan_shown} if fan_shown else {}
    return {"fan": fan, "fan_step": fan_step, "face": face, "seat": seat, **shown}


def name_strip(seat: int, box: Box, size: int) -> TiledObject:
    """The strip where the table writes a seat's name and its facts ("Seat N" until it does)."""
    return (f"seat{seat}.name", box, {"seat": seat, "size": size, "text": f"Seat {seat}"})
