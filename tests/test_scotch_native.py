"""The compiled Scotch solver (game/bots/native.py): it answers exactly as the pure one, the reference,
and it is used only when built from the sources as they are now."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.bots import native
from game.bots.scotch_solver import solve
from game.core import registry

ROOT = Path(__file__).resolve().parent.parent
SPEC = registry.get("scotch")
# wins found by the hunt and by find_win, losses at the deal and by the split games (8313 at level 10)
DEALS = {**{deal: 20_000 for deal in range(1, 13)}, 34: 200_000, 2632: 200_000}
SLOW_DEALS = {8313: 700_000, 9146: 700_000, 411: 700_000, 203: 700_000}  # 203: the waiting game's loss


def answer(deal: int, budget: int) -> list:
    found = solve(SPEC.new_game(seed=deal), budget=budget)
    return [found.verdict.value, found.nodes, [[move.source, move.target] for move in found.moves]]


def answers_here(deals: dict[int, int]) -> dict[str, list]:
    return {str(deal): answer(deal, budget) for deal, budget in deals.items()}


def pure_answers(deals: dict[int, int]) -> dict:
    """The same answers from a Python with ``CARDTABLE_PURE=1``: this file run as a script (below)."""
    done = subprocess.run(
        [sys.executable, __file__, json.dumps(deals)],
        cwd=ROOT,
        env={**os.environ, native.PURE_VARIABLE: "1", "PYTHONPATH": str(ROOT)},  # this checkout's game
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def needs_the_compiled_solver() -> None:
    """CI builds it (make native with CI set), so there its absence fails; elsewhere it may be missing."""
    if native.compiled():
        return
    if os.environ.get(native.PURE_VARIABLE):
        pytest.skip("CARDTABLE_PURE asks for the pure modules only")
    if os.environ.get("CI"):
        pytest.fail("CI runs with the compiled solver: make native --required should have built it")
    pytest.skip("no current build of the compiled solver here (make native)")


def test_the_compiled_solver_answers_as_the_pure_one() -> None:
    """Same verdicts, same positions searched, same moves: the compiled modules are the same program."""
    needs_the_compiled_solver()
    pure = pure_answers(DEALS)
    assert pure["compiled"] is False
    assert answers_here(DEALS) == pure["answers"]


@pytest.mark.slow
def test_the_compiled_solver_answers_as_the_pure_one_on_the_long_proofs() -> None:
    """Deals whose proofs or wins take the split games' and find_win's long runs."""
    needs_the_compiled_solver()
    pure = pure_answers(SLOW_DEALS)
    assert pure["compiled"] is False
    assert answers_here(SLOW_DEALS) == pure["answers"]


def fake_build(root: Path, digest: str) -> Path:
    folder = native.build_folder(root)
    (folder / "game" / "bots").mkdir(parents=True)
    (folder / native.DIGEST_FILE).write_text(digest + "\n", encoding="ascii")
    return folder / "game" / "bots"


def test_a_build_of_the_current_sources_is_used(tmp_path: Path) -> None:
    build = fake_build(tmp_path, native.sources_digest())
    assert native.current_build(tmp_path) == build


def test_a_build_of_older_sources_is_never_used(tmp_path: Path) -> None:
    """An edited solver module runs as Python until it is compiled again, never as the older build."""
    fake_build(tmp_path, "0" * 64)
    assert native.current_build(tmp_path) is None


def test_a_digest_file_that_is_not_one_leaves_the_pure_modules(tmp_path: Path) -> None:
    """A damaged build must never stop the program from starting: it runs the pure solver instead."""
    build_here = fake_build(tmp_path, "")
    (build_here.parent.parent / native.DIGEST_FILE).write_bytes(b"\xff\xfe not a digest")
    assert native.current_build(tmp_path) is None


def test_the_current_build_comes_first_on_the_package_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    build = fake_build(tmp_path, native.sources_digest())
    monkeypatch.delenv(native.PURE_VARIABLE, raising=False)
    assert native.package_path(["pure"], tmp_path) == [str(build), "pure"]
    monkeypatch.setenv(native.PURE_VARIABLE, "0")  # 0 does not ask for the pure modules
    assert native.package_path(["pure"], tmp_path) == [str(build), "pure"]


def test_cardtable_pure_keeps_the_pure_modules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake_build(tmp_path, native.sources_digest())
    monkeypatch.setenv(native.PURE_VARIABLE, "1")
    assert native.package_path(["pure"], tmp_path) == ["pure"]


def test_a_frozen_program_takes_no_build_from_beside_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The executable carries its compiled modules in the package itself (packaging/cardtable.spec)."""
    fake_build(tmp_path, native.sources_digest())
    monkeypatch.delenv(native.PURE_VARIABLE, raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert native.package_path(["pure"], tmp_path) == ["pure"]


def test_the_digest_covers_every_module_the_compiled_ones_take_types_from() -> None:
    """A compiled module checks at run time the types it was built against: a change to one of them
    must make the build stale, so every module of ours they import is in the digest."""
    compiled = {f"game.bots.{name}" for name in native.NATIVE_MODULES}
    imported: set[str] = set()
    for name in native.NATIVE_MODULES:
        tree = ast.parse((native.BOTS / f"{name}.py").read_text(encoding="utf-8"))
        imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)} - {None}
    ours = {module for module in imported if module.startswith("game.")} - compiled
    assert {module.replace(".", "/") + ".py" for module in ours} <= set(native.BUILT_WITH)


if __name__ == "__main__":
    asked = {int(deal): budget for deal, budget in json.loads(sys.argv[1]).items()}
    print(json.dumps({"compiled": native.compiled(), "answers": answers_here(asked)}))
