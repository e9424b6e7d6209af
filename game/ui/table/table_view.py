"""The table on screen: card sprites laid out from a Tiled layout.

It knows where every pile's cards go, moves sprites when events say cards
moved (it never diffs states), finds what is under the pointer, and shows
highlights for legal targets, the selection and the keyboard cursor. Drawing
goes through one ``LayeredDirty`` group over a pre-rendered table, so only
what changed is repainted.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeGuard

import pygame

from game.core.cards import Card
from game.core.events import CardsFlipped, CardsMoved, Event
from game.core.protocol import GameState
from game.ui.app_services import AppServices
from game.ui.cards.card_art import CardArt
from game.ui.cards.face_parts import PaintedCard
from game.ui.cards.sprite import CardSprite
from game.ui.look import theme
from game.ui.look.sound_cues import cues_for
from game.ui.look.sound_effects import Cue
from game.ui.look.sounds import NO_SOUND, CuePlayer
from game.ui.look.viewport import Viewport
from game.ui.look.widgets import draw_text, shortened, wrap_lines
from game.ui.scene import Scene
from game.ui.table.large_cards import CLEARLY_LARGER, large_layout
from game.ui.table.layout import Label, TableLayout, card_spot

if TYPE_CHECKING:
    pass

CARD_LAYER, FLYING_LAYER, DRAG_LAYER, HIGHLIGHT_LAYER, CURSOR_LAYER, HUD_LAYER = 10, 400, 600, 800, 850, 900
MOVE_SECONDS = 0.22
DECK_SPOT = (960, 1200)  # virtual: a fresh deal's cards fly in from below the table
FLIP_SECONDS = 0.18
DEAL_GAP_SECONDS = 0.03  # between two cards of a deal…
DEAL_SECONDS = 1.5  # …unless the deal would take longer than this: a race's 200 cards are not a wait


def _is_joker(card: PaintedCard) -> TypeGuard[Card]:
    """A French joker may be named as it is played; another game's wild never is."""
    return isinstance(card, Card) and card.is_joker


class Marker(pygame.sprite.DirtySprite):
    """A glowing outline over a pile: a legal target, the selection, the cursor or a hint."""

    def __init__(self, image: pygame.Surface, rect: pygame.Rect) -> None:
        super().__init__()
        self.image, self.rect, self.dirty = image, rect, 1


def view_for(
    app: AppServices,
    layout: TableLayout,
    state: GameState,
    hud: Sequence[pygame.sprite.DirtySprite],
    view_class: Callable[..., TableView] | None = None,
    labelled: bool = True,
) -> TableView:
    """A table for ``state`` in the app's current looks and motion, with the scene's HUD on top.

    ``view_class``: a seated table's own view (``TableView`` by default); ``labelled``: False leaves
    the empty slots unnamed, as the seated tables do (their strips say whose piles they are).
    """
    settings = app.settings
    labels = {pid: pile.rule.label if labelled else "" for pid, pile in state.piles.items()}
    make = view_class or TableView
    view = make(layout, app.card_art(), app.viewport, settings.card_back, settings.table_colour, labels)
    view.show_large_cards(settings.high_contrast)
    view.motion_scale = app.motion_scale()
    view.sounds = app.sounds
    for sprite in hud:
        view.group.add(sprite, layer=HUD_LAYER)
    return view


class TableView:
    """Sprites for every card of a game, placed by a ``TableLayout``."""

    def __init__(
        self,
        layout: TableLayout,
        art: CardArt,
        viewport: Viewport,
        back: int,
        felt: str,
        slot_labels: dict[str, str],
    ) -> None:
        self.layout, self.art, self.viewport = layout, art, viewport
        self.plain_layout = layout  # the map as the game reads it; ``layout`` may hold larger cards
        self.slot_labels = slot_labels
        self.back_design, self.felt_colour = back, felt
        self.group: pygame.sprite.LayeredDirty = pygame.sprite.LayeredDirty()
        # LayeredDirty repaints the whole window after one slow frame; a busy machine
        # would then make an idle table redraw. Dirty rectangles stay cheap here.
        self.group.set_timing_threshold(float("inf"))
        self.piles: dict[str, list[CardSprite]] = {pid: [] for pid in layout.slots}
        self.markers: dict[str, list[Marker]] = {"target": [], "select": [], "cursor": [], "hint": []}
        self.motion_scale = 1.0
        self.sounds: CuePlayer = NO_SOUND  # the app's board; every game's events pass here
        # What a played wild card stands for (Scrooge's jokers); its face then carries that name.
        self.played_as: Callable[[Card], Card | None] = lambda card: None
        # A face a game dresses with a mark of this deal's (Dealer's Choice's named wilds): the picture,
        # or None for a plain face. None: no game at this table dresses faces, and moved cards keep
        # the pictures they have.
        self.dressed_face: Callable[[Any, tuple[int, int]], pygame.Surface | None] | None = None
        # A game's own paint on the cloth under the cards (the race tables' seat areas), kept through
        # every new size and look; None: the cloth as the view draws it.
        self.paint_cloth: Callable[[pygame.Surface, Viewport], None] | None = None
        self.look = self._look_now()
        self.background = self._render_background()

    # --- sizes and places -------------------------------------------------------

    @property
    def card_size(self) -> tuple[int, int]:
        w, h = self.layout.card_size
        return (self.viewport.length(w), self.viewport.length(h))

    def picture(
        self, card: PaintedCard, face_up: bool, size: tuple[int, int] | None = None
    ) -> pygame.Surface:
        """A French card's back follows its deck; another game's identical decks share one back.

        ``size``: the same card at another size than the table's (a phone's hand, issue 24)."""
        size = size or self.card_size
        if face_up:
            named = self.played_as(card) if _is_joker(card) else None
            if named is not None:
                return self.art.named_joker(card, named, size)
            dressed = self.dressed_face(card, size) if self.dressed_face is not None else None
            if dressed is not None:
                return dressed
            return self.art.face(card, size)
        deck = card.deck if isinstance(card, Card) else 0
        return self.art.back(self.back_design + deck, size)

    def card_place(self, pile_id: str, index: int, count: int) -> tuple[float, float]:
        """Top-left, in window pixels, of card ``index`` of a pile of ``count``."""
        x, y = card_spot(self.layout.slots[pile_id], self.layout.card_size, index, count)
        return self.viewport.to_screen(x, y)

    def slot_rect(self, pile_id: str) -> pygame.Rect:
        x, y = self.card_place(pile_id, 0, 1)
        return pygame.Rect(round(x), round(y), *self.card_size)

    def top_rect(self, pile_id: str) -> pygame.Rect:
        """Where the pile's top card lies once animations end (or its empty place)."""
        count = len(self.piles[pile_id])
        if not count:
            return self.slot_rect(pile_id)
        x, y = self.card_place(pile_id, count - 1, count)
        return pygame.Rect(round(x), round(y), *self.card_size)

    def pile_area(self, pile_id: str) -> pygame.Rect:
        area = self.slot_rect(pile_id)
        for sprite in self.piles[pile_id]:
            area.union_ip(sprite.rect)
        return area

    # --- building ---------------------------------------------------------------

    def show_state(self, state: GameState, deal_from: tuple[float, float] | None = None) -> None:
        """Make a sprite for every card; with ``deal_from``, deal them out from there."""
        for sprites in self.piles.values():
            for sprite in sprites:
                sprite.kill()
        self.piles = {pid: [] for pid in self.layout.slots}
        self.clear_markers()
        if deal_from is not None:
            self.sounds.play(Cue.SHUFFLE, Cue.DEAL)
        order = 0
        total = sum(len(pile.cards) for pile in state.piles.values())
        gap = min(DEAL_GAP_SECONDS, DEAL_SECONDS / max(1, total)) * self.motion_scale
        for pile_id, pile in state.piles.items():
            for index, card in enumerate(pile.cards):
                face_up = pile.is_face_up(index)
                sprite = CardSprite(card, face_up and deal_from is None, self.picture)
                self.piles[pile_id].append(sprite)
                place = self.card_place(pile_id, index, len(pile.cards))
                if deal_from is None:
                    sprite.jump_to(place)
                    self.group.add(sprite, layer=CARD_LAYER + index)
                else:
                    sprite.jump_to(self.viewport.to_screen(*deal_from))
                    delay = order * gap
                    sprite.glide_to(place, 0.35 * self.motion_scale, delay)
                    if face_up:
                        sprite.flip_to(
                            True, FLIP_SECONDS * self.motion_scale, delay + 0.3 * self.motion_scale
                        )
                    self.group.add(sprite, layer=FLYING_LAYER + order)
                    sprite.landed_layer = CARD_LAYER + index
                    order += 1

    def resize(self, viewport: Viewport) -> None:
        self.viewport = viewport
        self.art.clear()
        self.background = self._render_background()
        if self.paint_cloth is not None:
            self.paint_cloth(self.background, viewport)
        for pile_id, sprites in self.piles.items():
            for index, sprite in enumerate(sprites):
                sprite.finish()
                sprite.refresh_picture()
                sprite.jump_to(self.card_place(pile_id, index, len(sprites)))
        self.clear_markers()

    def restyle(self, back: int, felt: str) -> None:
        """A setting changed the card backs, faces or table colour."""
        self.back_design, self.felt_colour = back, felt
        self.look = self._look_now()
        self.resize(self.viewport)

    def _look_now(self) -> tuple[object, ...]:
        """What every picture of this view was drawn in: the card art, back, cloth and the theme's look."""
        return (self.art, self.back_design, self.felt_colour, theme.look_version)

    def look_is_stale(self, app: AppServices) -> bool:
        """Whether the settings now ask for other pictures than this view was drawn with."""
        settings = app.settings
        wanted = (app.card_art(), settings.card_back, settings.table_colour, theme.look_version)
        return wanted != self.look

    def follow_settings(self, app: AppServices) -> None:
        """Cards, backs, cloth, slot labels and motion as the settings now say, at once and in place.

        Everything is drawn afresh only when the look changed (a window's new size also passes here),
        so turning a setting on and off again leaves the table exactly as it was.
        """
        self.motion_scale = app.motion_scale()
        if self.look_is_stale(app):
            self.art = app.card_art()
            self.layout = self._sized_layout(app.settings.high_contrast)
            self.restyle(app.settings.card_back, app.settings.table_colour)

    def show_large_cards(self, large: bool) -> None:
        """Large cards (high contrast's) or the map's own, for a new view before its cards are made."""
        sized = self._sized_layout(large)
        if sized is not self.layout:
            self.layout = sized
            self.resize(self.viewport)

    def large_cards_held_back(self) -> bool:
        """True when large cards are asked for but this map has no room to make them clearly larger
        (Scrooge at four to six seats): the table says so rather than seem to ignore the setting."""
        return self.layout is not self.plain_layout and (
            self.layout.card_size[0] < CLEARLY_LARGER * self.plain_layout.card_size[0]
        )

    def _sized_layout(self, large: bool) -> TableLayout:
        if not large:
            return self.plain_layout
        if self.layout is not self.plain_layout:
            return self.layout  # already large
        return large_layout(self.plain_layout)

    def _render_background(self) -> pygame.Surface:
        size = self.viewport.window
        colour = theme.TABLE_COLOURS.get(self.felt_colour, theme.TABLE_COLOURS["green"])
        surface = theme.felt(size, colour).copy()  # the felt is shared; slots are this table's
        for pile_id in self.layout.slots:
            label = self.slot_labels.get(pile_id, "")
            surface.blit(self.art.empty_slot(self.card_size, label), self.slot_rect(pile_id))
        for label in self.layout.labels:
            self._draw_label(surface, label)
        return surface

    def _draw_label(self, surface: pygame.Surface, label: Label) -> None:
        """A label of the map, in as many lines as its width needs at this text size ("Ace up,
        alternating colours" at 150% text), centred on its place; a single word wider than the label
        ("Foundations") is moved in just enough to stay in the window."""
        pixels = self.viewport.length(label.size)
        box = self.viewport.rect(label.x, label.y, label.width, label.height)
        lines = wrap_lines(label.text, pixels, box.w)
        face = theme.font(pixels)
        step = face.get_linesize()
        window = surface.get_rect()
        for index, line in enumerate(lines):
            half = min(face.size(line)[0], window.w) / 2
            x = min(max(box.centerx, window.left + half), window.right - half)
            centre = (x, box.centery + (index - (len(lines) - 1) / 2) * step)
            draw_text(surface, shortened(line, pixels, window.w), centre, pixels, theme.INK_DIM)

    # --- events -----------------------------------------------------------------

    def play_events(self, events: list[Event]) -> None:
        """Move sprites as the events say, gliding to their new places.

        Each pile touched is laid out once, after the whole batch: a deal of a
        hundred moves must not lay the draw pile out a hundred times in one frame.
        """
        self.sounds.play(*cues_for(events))
        touched: dict[str, list[CardSprite]] = {}
        for event in events:
            if isinstance(event, CardsMoved):
                moving = self._leaving(event.source, event.cards)
                self.piles[event.target].extend(moving)
                for i, sprite in enumerate(moving):
                    sprite.card = event.cards[i]
                    if _is_joker(sprite.card) or self.dressed_face is not None:
                        sprite.refresh_picture()  # it may have just been named (or named wild)
                    sprite.flip_to(
                        event.face_up, FLIP_SECONDS * self.motion_scale
                    )  # a stock turned to a waste
                touched.setdefault(event.source, [])
                touched.setdefault(event.target, []).extend(moving)
            elif isinstance(event, CardsFlipped):
                for sprite in self.piles[event.pile]:
                    if sprite.card in event.cards:
                        sprite.flip_to(event.face_up, FLIP_SECONDS * self.motion_scale)
        for pile_id, arrived in touched.items():
            self._settle(pile_id, flying=[sprite for sprite in arrived if sprite in self.piles[pile_id]])

    def _leaving(self, pile_id: str, cards: tuple) -> list[CardSprite]:
        """Take out the sprites of cards leaving a pile: its top ones, or those cards wherever they lie.

        Most moves take the top; a rummy discard takes any card of a hand, and its
        sprite must go, not the top one's, or the hand would show a card it let go.
        """
        sprites = self.piles[pile_id]
        count = len(cards)
        shown = [sprite.card for sprite in sprites]
        if shown[-count:] != list(cards) and all(card in shown for card in cards):
            moving = [sprites[shown.index(card)] for card in cards]
            self.piles[pile_id] = [sprite for sprite in sprites if sprite not in moving]
            return moving
        moving = sprites[-count:]
        del sprites[-count:]
        return moving

    def _settle(self, pile_id: str, flying: list[CardSprite] | None = None) -> None:
        """Glide a pile's cards to their places; ``flying`` ones travel above everything."""
        sprites = self.piles[pile_id]
        for index, sprite in enumerate(sprites):
            place = self.card_place(pile_id, index, len(sprites))
            resting = CARD_LAYER + index
            if (round(place[0]), round(place[1])) != sprite.rect.topleft or sprite.moving:
                sprite.glide_to(place, MOVE_SECONDS * self.motion_scale)
            in_flight = sprite.moving and (
                bool(flying and sprite in flying) or sprite.landed_layer is not None
            )
            if in_flight:
                self.group.change_layer(sprite, FLYING_LAYER + index)
                sprite.landed_layer = resting
            else:
                self.group.change_layer(sprite, resting)
                sprite.landed_layer = None

    def update(self, seconds: float) -> None:
        for sprite in self.group.sprites():
            if isinstance(sprite, CardSprite) and sprite.moving:
                sprite.update(seconds)
                if not sprite.moving and sprite.landed_layer is not None:
                    self.group.change_layer(sprite, sprite.landed_layer)
                    sprite.landed_layer = None
                    sprite.dirty = 1

    @property
    def animating(self) -> bool:
        return any(isinstance(s, CardSprite) and s.moving for s in self.group.sprites())

    def finish_animations(self) -> None:
        for sprites in self.piles.values():
            for sprite in sprites:
                sprite.finish()
        for pile_id in self.piles:
            for index, sprite in enumerate(self.piles[pile_id]):
                self.group.change_layer(sprite, CARD_LAYER + index)
                sprite.landed_layer = None

    # --- dragging -----------------------------------------------------------------

    def lift(self, pile_id: str, count: int) -> list[CardSprite]:
        sprites = self.piles[pile_id][-count:]
        for i, sprite in enumerate(sprites):
            sprite.finish()
            self.group.change_layer(sprite, DRAG_LAYER + i)
        return sprites

    def drag(self, sprites: list[CardSprite], offset: tuple[float, float], pointer: tuple[int, int]) -> None:
        """Keep the lifted cards under the pointer, fanned as they were."""
        first = sprites[0].position
        for sprite in sprites:
            dx, dy = sprite.position[0] - first[0], sprite.position[1] - first[1]
            sprite.jump_to((pointer[0] - offset[0] + dx, pointer[1] - offset[1] + dy))

    def drop_back(self, pile_id: str, lifted: list[CardSprite]) -> None:
        """An illegal drop: the lifted cards slide home, over the others; heard only if they had left it."""
        sprites = self.piles[pile_id]
        homes = {
            sprite: self.card_place(pile_id, sprites.index(sprite), len(sprites))
            for sprite in lifted
            if sprite in sprites
        }
        if any(sprite.rect.topleft != (round(x), round(y)) for sprite, (x, y) in homes.items()):
            self.sounds.play(Cue.SLIDE_BACK)
        self._settle(pile_id, flying=lifted)

    # --- finding things -------------------------------------------------------------

    def card_at(self, point: tuple[int, int]) -> tuple[str, int] | None:
        """The pile and index of the topmost card under ``point``."""
        best: tuple[int, str, int] | None = None
        for pile_id, sprites in self.piles.items():
            for index, sprite in enumerate(sprites):
                if sprite.rect.collidepoint(point):
                    layer = self.group.get_layer_of_sprite(sprite)
                    if best is None or layer >= best[0]:
                        best = (layer, pile_id, index)
        return None if best is None else (best[1], best[2])

    def pile_at(self, point: tuple[int, int]) -> str | None:
        hit = self.card_at(point)
        if hit is not None:
            return hit[0]
        for pile_id in self.piles:
            if self.slot_rect(pile_id).collidepoint(point):
                return pile_id
        return None

    def drop_target(self, dragged: pygame.Rect, pointer: tuple[int, int], exclude: str) -> str | None:
        """Where a drop lands: the pile under the pointer, else the one the card overlaps most."""
        for pile_id in self.piles:
            if pile_id != exclude and self.pile_area(pile_id).collidepoint(pointer):
                return pile_id
        best, best_area = None, 0
        for pile_id in self.piles:
            if pile_id == exclude:
                continue
            overlap = self.top_rect(pile_id).clip(dragged)
            if overlap.w * overlap.h > best_area:
                best, best_area = pile_id, overlap.w * overlap.h
        return best

    # --- highlights ---------------------------------------------------------------------

    def mark(self, kind: str, pile_ids: list[str], colour: tuple[int, int, int], margin: int = 8) -> None:
        """Show one kind of highlight on these piles, replacing that kind's old ones; ``margin`` (virtual
        pixels round the card) sets one kind apart from another of a like colour (a nudge's wide halo)."""
        for marker in self.markers.get(kind, []):
            marker.kill()
        self.markers[kind] = []
        layer = CURSOR_LAYER if kind == "cursor" else HIGHLIGHT_LAYER
        pad = self.viewport.length(margin)
        for pile_id in pile_ids:
            rect = self.top_rect(pile_id).inflate(pad * 2, pad * 2)
            marker = Marker(self.art.highlight(rect.size, colour), rect)
            self.markers[kind].append(marker)
            self.group.add(marker, layer=layer)

    def clear_markers(self) -> None:
        for kind in self.markers:
            self.mark(kind, [], (0, 0, 0))

    # --- drawing ------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        if full:
            surface.blit(self.background, (0, 0))
            self.group.repaint_rect(surface.get_rect())
        return self.group.draw(surface, self.background)


class ViewScene(Scene):
    """A scene whose picture is one table view (every table, and the replay viewer): drawing is the view's.

    The scene tells its sprites their words in ``update``; ``draw`` only paints what changed, so
    drawing the same moment twice gives the same picture and changes nothing.
    """

    view: TableView

    def settings_changed(self) -> None:
        """Every table follows the looks at once, even under the settings screen (issue 21):
        ``restyle`` redraws it when they changed, and the HUD is drawn in the new look."""
        super().settings_changed()
        self.view.motion_scale = self.app.motion_scale()
        if self.view.look_is_stale(self.app):
            self.restyle()
        self._refresh_hud()

    def restyle(self) -> None:
        """The view drawn again in the settings' looks; a table that builds its view anew overrides it."""
        self.view.follow_settings(self.app)

    def _refresh_hud(self) -> None:
        """The HUD says how the table stands, in the current look (each table says how)."""

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        rects = self.view.draw(surface, full or self.needs_full_draw)
        self.needs_full_draw = False  # drawing's own bookkeeping: a full paint owes no second one
        return rects
