"""Sound (issue 9 point 6): effects made by code, played on table events, volume and mute, and
silence without an audio device.

A recording ``FakeSpeaker`` stands in for the mixer, so the tests hear exactly which clips were
played and how loud, on any machine; two tests open pygame's real mixer (the dummy driver, and a
driver that does not exist).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest

from game.core.codes import parse_card
from game.core.events import CardsMoved, GameOver, Message
from game.rules.repezita.events import PileTaken
from game.rules.scroker.betting import ChipsBet
from game.rules.scrooge.moves import ScroogeCalled
from game.storage.settings import Settings, SettingsStore, settings_from_json
from game.ui import kits
from game.ui.app import App
from game.ui.look.sound_cues import cues_for
from game.ui.look.sound_effects import PEAK, Cue, pcm16, samples
from game.ui.look.sounds import AudioFormat, MixerSpeaker, SoundBoard
from game.ui.menus.settings import SettingsScene
from game.ui.menus.sound_settings import SoundSettingsScene
from tests.test_ui_table import (
    centre,
    deal,
    drag,
    illegal_tableau_move,
    key,
    seeds_with_line,
    settle,
    tableau_move,
)

RATE = 22_050
STEREO = AudioFormat(RATE, 2)

# What each effect must last, in seconds: a place is a tap, a deal and a shuffle are long enough to
# hear cards go, the win and calls are short phrases that never hold up play.
LENGTHS = {
    Cue.PLACE: 0.09,
    Cue.DEAL: 0.62,
    Cue.SLIDE_BACK: 0.26,
    Cue.SHUFFLE: 0.8,
    Cue.CHIPS: 0.32,
    Cue.WIN: 0.78,
    Cue.SCROOGE: 0.5,
    Cue.TAC: 0.2,
    Cue.PICKUP: 0.45,
}


class FakeSpeaker:
    """Records what would have been heard; ``device`` None is a machine with no audio."""

    def __init__(self, device: AudioFormat | None = STEREO) -> None:
        self.device = device
        self.opened = 0
        self.heard: list[tuple[list[Cue], float]] = []
        self._cue_of: dict[bytes, Cue] = {}

    def open(self) -> AudioFormat | None:
        self.opened += 1
        return self.device

    def prepare(self, pcm: bytes) -> object:
        assert self.device is not None
        cue = next(c for c in Cue if pcm16(c, self.device.rate, self.device.channels) == pcm)
        return cue

    def play(self, clips: list[object], volume: float) -> None:
        self.heard.append(([clip for clip in clips if isinstance(clip, Cue)], volume))

    def cues(self) -> list[Cue]:
        return [cue for cues, _ in self.heard for cue in cues]


# --- the effects ---------------------------------------------------------------------------


@pytest.mark.parametrize("cue", list(Cue))
def test_each_effect_has_its_length_and_is_clearly_audible(cue: Cue) -> None:
    sound = samples(cue, RATE)
    loudness = (sum(v * v for v in sound) / len(sound)) ** 0.5

    assert len(sound) == pytest.approx(LENGTHS[cue] * RATE, abs=2)
    assert max(abs(v) for v in sound) == pytest.approx(PEAK)  # loud, and never clipped
    assert loudness > 0.05


def test_effects_are_made_at_the_device_rate_and_channel_count() -> None:
    mono, stereo = pcm16(Cue.PLACE, RATE, 1), pcm16(Cue.PLACE, 44_100, 2)

    assert len(mono) == len(samples(Cue.PLACE, RATE)) * 2  # 16-bit frames
    assert len(stereo) == len(samples(Cue.PLACE, 44_100)) * 2 * 2


def test_every_effect_sounds_different() -> None:
    starts = {tuple(round(v, 3) for v in samples(cue, RATE)[:2000]) for cue in Cue}
    assert len(starts) == len(Cue)


# --- what events sound like ------------------------------------------------------------------


def test_a_played_card_sounds_a_place_and_a_many_card_batch_a_deal() -> None:
    ace, two = parse_card("AS"), parse_card("2S")
    one = [CardsMoved("tableau.0", "foundation.0", (ace,))]
    dealt = [CardsMoved("stock", f"tableau.{i}", (two,)) for i in range(8)]

    assert cues_for(one) == [Cue.PLACE]
    assert cues_for(dealt) == [Cue.DEAL]
    assert cues_for([Message("Your turn.")]) == []


def test_calls_chips_pickups_and_a_win_follow_the_card_sound() -> None:
    kits.all_kits()  # a game's calls are heard through its kit, loaded when its table opens
    ace = parse_card("AH")
    events = [
        CardsMoved("seat0.scrooge", "centre.0", (ace,)),
        ScroogeCalled(0),
        GameOver(True, "Seat 1 wins."),
    ]

    assert cues_for(events) == [Cue.PLACE, Cue.SCROOGE, Cue.WIN]
    assert cues_for([ChipsBet(1, "opens for 2", 2)]) == [Cue.CHIPS]
    assert cues_for([ChipsBet(1, "checks", 0)]) == []
    assert cues_for([PileTaken(2, 9)]) == [Cue.PICKUP]
    assert cues_for([GameOver(False, "No more moves.")]) == []


# --- the board: volume, mute, no device ---------------------------------------------------------


def test_cues_play_at_the_set_volume() -> None:
    speaker = FakeSpeaker()
    board = SoundBoard(speaker, volume=0.6)

    board.play(Cue.SHUFFLE, Cue.DEAL)
    board.configure(volume=0.2, muted=False)
    board.play(Cue.PLACE)

    assert speaker.heard == [([Cue.SHUFFLE, Cue.DEAL], 0.6), ([Cue.PLACE], 0.2)]


def test_muted_or_at_zero_nothing_plays_and_the_mixer_is_never_opened() -> None:
    speaker = FakeSpeaker()
    board = SoundBoard(speaker, volume=0.8, muted=True)
    board.play(Cue.WIN)
    board.configure(volume=0.0, muted=False)
    board.play(Cue.WIN)

    assert speaker.heard == []
    assert speaker.opened == 0

    board.configure(volume=0.8, muted=False)
    board.play(Cue.WIN)
    assert speaker.heard == [([Cue.WIN], 0.8)]


def test_with_no_audio_device_every_cue_is_silent_and_the_device_is_tried_once() -> None:
    speaker = FakeSpeaker(device=None)
    board = SoundBoard(speaker)

    for cue in Cue:
        board.play(cue)

    assert speaker.heard == []
    assert speaker.opened == 1
    assert not board.heard


@pytest.fixture
def closed_mixer() -> object:
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_an_audio_driver_that_does_not_exist_means_silence_without_a_word(
    closed_mixer: object, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-audio-driver")
    board = SoundBoard(MixerSpeaker())

    for cue in Cue:
        board.play(cue)

    assert pygame.mixer.get_init() is None
    assert not board.heard
    assert capfd.readouterr() == ("", "")


def test_the_dummy_audio_driver_opens_and_plays_every_effect(
    closed_mixer: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    board = SoundBoard(MixerSpeaker(), volume=0.5)

    for cue in Cue:
        board.play(cue)

    assert pygame.mixer.get_init() is not None
    assert board.heard
    playing = pygame.mixer.Sound(buffer=pcm16(Cue.WIN, *pygame.mixer.get_init()[::2]))
    assert playing.get_length() == pytest.approx(LENGTHS[Cue.WIN], abs=0.01)


# --- at the table --------------------------------------------------------------------------------


@pytest.fixture
def table_app(quiet_app: App) -> tuple[App, FakeSpeaker]:
    """A headless app whose mixer is replaced by a recording speaker."""
    speaker = FakeSpeaker()
    quiet_app.sounds = SoundBoard(speaker, quiet_app.settings.sound_volume, quiet_app.settings.sound_muted)
    # one sound per move made here: no safe card goes home by itself after it
    quiet_app.change_settings(dataclasses.replace(quiet_app.settings, safe_cards_home=False))
    return quiet_app, speaker


def test_a_new_deal_is_shuffled_then_dealt(table_app: tuple[App, FakeSpeaker]) -> None:
    app, speaker = table_app
    deal(app)
    assert speaker.heard[0] == ([Cue.SHUFFLE, Cue.DEAL], Settings().sound_volume)


def test_a_card_dropped_on_a_legal_pile_is_placed_and_an_illegal_one_slides_back(
    table_app: tuple[App, FakeSpeaker],
) -> None:
    app, speaker = table_app
    table = deal(app)
    speaker.heard.clear()

    move = illegal_tableau_move(table)
    drag(app, centre(table, move.source), centre(table, move.target))
    settle(app)
    assert speaker.cues() == [Cue.SLIDE_BACK]

    move = tableau_move(table)
    drag(app, centre(table, move.source), centre(table, move.target))
    settle(app)
    assert speaker.cues() == [Cue.SLIDE_BACK, Cue.PLACE]


def test_a_won_deal_ends_with_the_win_fanfare(table_app: tuple[App, FakeSpeaker]) -> None:
    app, speaker = table_app
    seed, line = next(seeds_with_line(won=True, first=(6, 50)))
    table = deal(app, seed)
    for move in line:
        assert table.play(move)

    assert speaker.cues()[-2:] == [Cue.PLACE, Cue.WIN]
    assert speaker.cues().count(Cue.WIN) == 1


def test_muting_in_the_settings_silences_the_table_and_is_saved(table_app: tuple[App, FakeSpeaker]) -> None:
    app, speaker = table_app
    app.nav.settings()
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    sound_row = next(b for b in settings.buttons if b.label.startswith("Sound…"))
    settings.focus = settings.buttons.index(sound_row)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SoundSettingsScene)
    key(app, pygame.K_RETURN)  # the first row: "Sound: on" → muted

    assert app.settings.sound_muted
    table = deal(app)
    move = tableau_move(table)
    drag(app, centre(table, move.source), centre(table, move.target))
    settle(app)
    assert speaker.heard == []
    assert SettingsStore().load()[0].sound_muted  # kept for the next session


def test_louder_and_quieter_step_the_volume_and_sound_it(table_app: tuple[App, FakeSpeaker]) -> None:
    app, speaker = table_app
    app.stack.push(SoundSettingsScene(app))
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Louder: 80% → 100%
    key(app, pygame.K_RETURN)  # already the loudest
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Quieter: 80%

    assert app.settings.sound_volume == pytest.approx(0.8)
    assert speaker.heard == [([Cue.PLACE], 1.0), ([Cue.PLACE], 1.0), ([Cue.PLACE], 0.8)]


# --- the saved settings ----------------------------------------------------------------------------


def test_volume_and_mute_are_saved_and_read_back(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.save(dataclasses.replace(Settings(), sound_volume=0.4, sound_muted=True))

    loaded, message = store.load()
    assert (loaded.sound_volume, loaded.sound_muted) == (0.4, True)
    assert message is None


def test_a_volume_out_of_range_falls_back_with_a_note_naming_it() -> None:
    loaded, notes = settings_from_json({"sound_volume": 3, "sound_muted": "yes", "four_colour": True})

    assert (loaded.sound_volume, loaded.sound_muted) == (Settings().sound_volume, False)
    assert loaded.four_colour
    assert any("sound_volume" in note and "0 to 1" in note for note in notes)
    assert any("sound_muted" in note for note in notes)


# --- every game --------------------------------------------------------------------------------------

# What a whole smoke-test game (seed 3, bots and a scripted person) must let a player hear beyond the
# shuffle and the deal: the hook is in the table view, so every game's events reach it.
HEARD_IN = {
    "scotch": set(),
    "scrooge": {Cue.PLACE, Cue.SCROOGE},
    "scorzo": {Cue.PLACE, Cue.WIN},
    "scroker": {Cue.CHIPS, Cue.WIN},
    "spit": {Cue.CHIPS, Cue.WIN},
    "longhorn": {Cue.CHIPS, Cue.WIN},
    "dealers-choice": {Cue.CHIPS, Cue.WIN},
    "schrum": {Cue.PLACE, Cue.WIN},
    "tac": {Cue.PLACE, Cue.TAC, Cue.WIN},
    "repezita": {Cue.PLACE, Cue.WIN},
}


@pytest.mark.parametrize("game_id", list(HEARD_IN))
def test_every_game_is_heard_through_its_table(
    game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.testing.smoke import smoke_test

    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    speaker = FakeSpeaker(AudioFormat(RATE, 1))
    monkeypatch.setattr("game.ui.app.MixerSpeaker", lambda: speaker)

    assert smoke_test(game_id, 3) == 0
    assert {Cue.SHUFFLE, Cue.DEAL} | HEARD_IN[game_id] <= set(speaker.cues())
