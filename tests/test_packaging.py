"""The standalone build's contract, checked without building it (``.ci/run`` builds and plays it).

The spec is run with PyInstaller's build steps recorded instead of done, so these tests see what
it would bundle; a folder laid out the way PyInstaller lays out those data stands in for a frozen
build's ``sys._MEIPASS``. Also ``--version``, ``--list-games`` and the message with no display.
"""

from __future__ import annotations

import os
import runpy
import shutil
import sys
import tomllib
import types
from pathlib import Path
from typing import Any

import pygame
import pytest

import main
from game import resources
from game.about import about
from game.bots import native
from game.core import registry
from game.rules.scroker.cards import standard_deck
from game.rules.scroker.dictionary import scroker_dictionary
from game.testing.smoke import playable
from game.ui import kits
from game.ui.display_check import NoDisplay, missing_display, open_app
from game.ui.table.layout import layout_path

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


class Recorder:
    """Stands in for one of PyInstaller's build steps and keeps what the spec passed it."""

    def __init__(self, calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]], name: str) -> None:
        self.calls, self.name = calls, name

    def __call__(self, *args: Any, **kwargs: Any) -> types.SimpleNamespace:
        self.calls.append((self.name, args, kwargs))
        return types.SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[])


@pytest.fixture(scope="module")
def spec_run(
    tmp_path_factory: pytest.TempPathFactory,
) -> dict[str, list[tuple[tuple[Any, ...], dict[str, Any]]]]:
    """packaging/cardtable.spec run as PyInstaller runs it, its build steps recorded: name -> calls."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package, filter=lambda name: True: sorted(  # type: ignore[attr-defined]
        name
        for path in (ROOT / package).rglob("*.py")
        if path.name != "__init__.py"
        and filter(name := ".".join(path.relative_to(ROOT).with_suffix("").parts))
    )
    calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []
    steps = {name: Recorder(calls, name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    work = tmp_path_factory.mktemp("work")
    names = {
        "SPECPATH": str(ROOT / "packaging"),
        "workpath": str(work),
        "DISTPATH": str(work / "dist"),
        **steps,
    }
    saved = {
        name: sys.modules.get(name)
        for name in ("PyInstaller", "PyInstaller.utils", "PyInstaller.utils.hooks")
    }
    sys.modules.update(
        {"PyInstaller": types.ModuleType("PyInstaller"), "PyInstaller.utils": types.ModuleType("u")}
    )
    sys.modules["PyInstaller.utils.hooks"] = hooks
    try:
        runpy.run_path(str(ROOT / "packaging" / "cardtable.spec"), init_globals=names)
    finally:
        for name, module in saved.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
    recorded: dict[str, list[tuple[tuple[Any, ...], dict[str, Any]]]] = {}
    for name, args, kwargs in calls:
        recorded.setdefault(name, []).append((args, kwargs))
    recorded["work"] = [((work,), {})]
    return recorded


def bundled_data(spec_run: dict[str, Any]) -> list[tuple[Path, str]]:
    [(_, analysis)] = spec_run["Analysis"]
    return [(Path(source), target) for source, target in analysis["datas"]]


def freeze_layout(data: list[tuple[Path, str]], into: Path) -> None:
    """Copy the data as PyInstaller does: a folder's contents under its target, a file into its target."""
    for source, target in data:
        if source.is_dir():
            shutil.copytree(source, into / target, dirs_exist_ok=True)
        else:
            (into / target).mkdir(parents=True, exist_ok=True)
            shutil.copy(source, into / target / source.name)


def test_the_spec_bundles_every_asset_folder_the_rules_pages_and_the_version(
    spec_run: dict[str, Any],
) -> None:
    targets = {}
    for source, target in bundled_data(spec_run):
        assert source.exists(), f"the spec bundles {source}, which is missing"
        targets[source.resolve()] = target
    folders = [p for p in (ROOT / "assets").iterdir() if p.is_dir()] + [ROOT / "docs" / "rules"]
    for folder in folders:
        covering = [s for s in targets if folder.resolve().is_relative_to(s) and s.is_dir()]
        assert covering, f"{folder.relative_to(ROOT)} is read by the program but not bundled"
    assert targets.get((ROOT / "pyproject.toml").resolve()) == "."


def test_a_frozen_layout_holds_every_file_at_the_path_the_program_asks_for(
    spec_run: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    freeze_layout(bundled_data(spec_run), tmp_path)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.project_root() == tmp_path
    for folder in (ROOT / "assets", ROOT / "docs" / "rules"):
        for file in folder.rglob("*"):
            if file.is_file():
                frozen = tmp_path / file.relative_to(ROOT)
                assert frozen.read_bytes() == file.read_bytes(), f"{file.relative_to(ROOT)} is not bundled"
    for spec in registry.all_games():
        if spec.rules_file:
            assert resources.rules_page(spec.rules_file).is_file(), spec.id
    assert layout_path("scotch").is_relative_to(tmp_path) and layout_path("scotch").is_file()
    for loader in (scroker_dictionary, standard_deck):  # read once and cached: read afresh from the bundle
        loader.cache_clear()
    try:
        assert "QUIZ" in scroker_dictionary()
        assert len(standard_deck().cards) > 0
        about.cache_clear()
        assert about().version == PROJECT["version"]
    finally:
        for loader in (scroker_dictionary, standard_deck, about):
            loader.cache_clear()


def test_the_spec_takes_every_game_package_found_by_name(spec_run: dict[str, Any]) -> None:
    [(_, analysis)] = spec_run["Analysis"]
    for family in kits.families():
        assert f"game.ui.games.{family}.kit" in analysis["hiddenimports"], family


def test_the_spec_bundles_the_compiled_solver_when_make_native_built_it(spec_run: dict[str, Any]) -> None:
    """Each compiled module goes where its pure module would load from, with the library they share."""
    if native.current_build() is None:
        if os.environ.get("CI"):
            pytest.fail("CI builds the compiled solver (make native) before the executable")
        pytest.skip("no current build of the compiled solver here (make native)")
    [(_, analysis)] = spec_run["Analysis"]
    bundled = {Path(source).name.split(".")[0]: target for source, target in analysis["binaries"]}
    assert bundled == {name: "game/bots" for name in (*native.NATIVE_MODULES, "scotch_native__mypyc")}


def test_the_spec_builds_one_file_and_one_folder_named_after_the_project(spec_run: dict[str, Any]) -> None:
    exes = [kwargs for _, kwargs in spec_run["EXE"]]
    assert {e["name"] for e in exes} == {PROJECT["name"]}
    assert [e.get("exclude_binaries", False) for e in exes] == [False, True]  # one file, then the folder's
    [(_, collect)] = spec_run["COLLECT"]
    assert collect["name"] == f"{PROJECT['name']}-folder"


def test_the_icon_files_are_drawn_for_each_system(spec_run: dict[str, Any]) -> None:
    [((work,), _)] = spec_run["work"]
    icon = work / "icon"
    assert (icon / "cardtable.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    ico = (icon / "cardtable.ico").read_bytes()
    assert ico[:4] == b"\x00\x00\x01\x00" and int.from_bytes(ico[4:6], "little") == 7
    icns = (icon / "cardtable.icns").read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
    picture = pygame.image.load(str(icon / "cardtable.png"))
    assert picture.get_size() == (256, 256)
    assert picture.get_at((0, 0)).a == 0 and picture.get_at((128, 128)).a == 255  # cards on a clear square


def test_version_prints_the_title_and_the_version_of_pyproject(capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["--version"]) == 0
    title, solver = capsys.readouterr().out.strip().splitlines()
    assert title == f"Card Table {PROJECT['version']}"
    assert solver == f"Scotch solver: {native.solver_kind()}"  # .ci/run checks the executable's


def test_list_games_prints_the_games_the_smoke_test_plays(capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["--list-games"]) == 0
    listed = capsys.readouterr().out.split()
    assert listed == playable() and "scotch" in listed
    for game_id in listed:
        registry.get(game_id)


def test_with_no_display_named_the_app_says_it_needs_one(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert missing_display({"DISPLAY": ":0"}, "linux") is None
    assert missing_display({"SDL_VIDEODRIVER": "dummy"}, "linux") is None
    assert missing_display({}, "win32") is None
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(name, raising=False)
    if sys.platform.startswith(("win", "darwin")):
        pytest.skip("Windows and macOS always have a display")
    assert main.main([]) == 1
    error = capsys.readouterr().err
    assert "needs a display" in error and "--smoke-test" in error


def test_a_display_nobody_can_reach_is_refused_not_used_unseen(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """X cannot be reached, so SDL would fall back to its offscreen driver: a window no one sees."""
    monkeypatch.setenv("DISPLAY", ":9876")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    for name in ("WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(name, raising=False)
    if sys.platform.startswith(("win", "darwin")):
        pytest.skip("only X11 and Wayland systems can lack a display")
    with pytest.raises(NoDisplay, match=r"no display it can show a window on|could not open its window"):
        open_app((640, 360))
    pygame.quit()


def _points(rect: pygame.Rect) -> list[tuple[int, int]]:
    return [(x, y) for x in range(rect.left, rect.right, 2) for y in range(rect.top, rect.bottom, 2)]


def test_the_title_screen_shows_the_version_in_its_corner(quiet_app: Any) -> None:
    from game.ui.menus.title import TitleScene

    title = TitleScene(quiet_app)
    quiet_app.stack.push(title)
    quiet_app.step(1 / 60)
    panel = quiet_app.viewport.rect(*title.panel_box)  # its corner: the window's ran into large text
    corner = pygame.Rect(panel.right - 220, panel.bottom - 34, 200, 30)
    ink = {tuple(quiet_app.screen.get_at(point))[:3] for point in _points(corner)}
    assert len(ink) > 4, "no text in the panel's bottom-right corner"
    assert about().line == f"Card Table {PROJECT['version']}"
