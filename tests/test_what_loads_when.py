"""The title's first frame loads no game, and opening a game loads that game's package alone (issue 18).

Run in a fresh interpreter, since the other tests load every game: what a player waits for at
start-up is what ``sys.modules`` holds when the title is drawn.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import json, os, sys, tempfile
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CARDTABLE_HOME=tempfile.mkdtemp())
from game.core import registry
from game.ui.app import App
from game.ui.menus.title import TitleScene

def loaded():
    games = sorted({name.split(".")[3] for name in sys.modules if name.startswith("game.ui.games.")
                    and name.endswith(".kit")})
    rules = sorted({name.split(".")[2] for name in sys.modules if name.startswith("game.rules.")})
    return {"games": games, "rules": rules, "solver": "game.bots.scotch_solver" in sys.modules}

app = App(window=(1280, 720), headless=True)
app.stack.push(TitleScene(app))
app.step(0.0)
at_title = loaded()
app.nav.set_up(registry.get("tac"))
app.step(0.0)
print(json.dumps({"title": at_title, "tac setup": loaded()}))
"""


def test_the_title_loads_no_game_and_opening_one_loads_its_package_alone() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True)
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["title"] == {"games": [], "rules": [], "solver": False}
    assert seen["tac setup"]["games"] == ["shedding"]  # Schrum Schrum and Tač's package, no other
    assert seen["tac setup"]["rules"] == ["shedding"]
