# Card Table: `make run` opens the table, `make test` runs the quick tests (the ones not marked slow),
# `make test-all` every test (as .ci/run does).
# Both build .venv first, from Python 3.11+ alone. `make dist` builds the executables in dist/.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
DIST_STAMP := $(VENV)/.installed-dist

.PHONY: run test test-all lint format bench win-rate check-verdicts difficulty smoke dist clean native

# compat: the checkout is put on the path by a plain .pth line, not an import hook run at every start
# (half the interpreter's start-up; see benchmarks/startup.py)
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test,native]" --config-settings editable_mode=compat
	touch $(STAMP)

# the Scotch solver compiled by mypyc into .native/ (game/bots/native.py), when its sources changed; where
# no C compiler is found it says so and the solver runs as Python. CI (.ci/run sets CI) requires it
native: $(STAMP)
	$(PY) packaging/build_native.py --quiet $(if $(CI),--required)

run: $(STAMP) native
	$(PY) main.py

test: $(STAMP) native
	$(VENV)/bin/ruff check .
	$(PY) -m pytest -m "not slow" -n auto --dist worksteal

test-all: $(STAMP) native
	$(VENV)/bin/ruff check .
	$(PY) -m pytest --durations=15 -n auto --dist worksteal

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: $(STAMP)
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

smoke: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) main.py --smoke-test --game scotch

# PyInstaller only here, so `make run` and `make test` never need it (pyproject.toml: the dist extra)
$(DIST_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e ".[dist]" --config-settings editable_mode=compat
	touch $(DIST_STAMP)

# dist/cardtable (one file) and dist/cardtable-folder/ (one folder); docs/packaging.md
dist: $(DIST_STAMP) native
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build packaging/cardtable.spec

bench: $(STAMP) native
	$(PY) benchmarks/run_all.py
	$(PY) benchmarks/hint_latency.py
	$(PY) benchmarks/finish_pace.py
	$(PY) benchmarks/scrooge_simulate.py
	$(PY) benchmarks/race_masher.py
	$(PY) benchmarks/race_devices.py
	$(PY) benchmarks/race_device_races.py
	$(PY) benchmarks/phone_latency.py
	$(PY) benchmarks/race_phone.py
	$(PY) benchmarks/scorzo_melds.py
	$(PY) benchmarks/scorzo_simulate.py
	$(PY) benchmarks/scorzo_frames.py
	$(PY) benchmarks/scotch_components.py
	$(PY) benchmarks/scotch_split_game.py
	$(PY) benchmarks/scotch_find_win.py
	$(PY) benchmarks/scroker_hands.py
	$(PY) benchmarks/scroker_simulate.py
	$(PY) benchmarks/scroker_bot_style.py
	$(PY) benchmarks/frozen_startup.py
	$(PY) benchmarks/monkey.py
	$(PY) benchmarks/autosave.py

# Scotch deals 1-10000 through the solver, 60 s a deal at most (about 10 minutes on 2 cores); writes
# docs/scotch-win-rate.md
win-rate: $(STAMP) native
	$(PY) benchmarks/scotch_win_rate.py --deals 1-10000 --time-limit 60

# every one of those verdicts checked: wins replayed through the rules, losses' certificates through the
# independent checker (over an hour on two cores, nearly all of it the certificates of the 108 losses proven
# by searching; cheapest deals first, resumable from benchmarks/results/)
check-verdicts: $(STAMP) native
	$(PY) benchmarks/scotch_check_verdicts.py --deals 1-10000 --time-limit 60

# Scotch deals 1-10000 rated Easy, Medium or Hard (about 50 minutes on one core, resumable from
# benchmarks/results/scotch-difficulty.jsonl); writes assets/deals/scotch-difficulty.json and, beside the
# results, the tables docs/scotch-difficulty.md shows
difficulty: $(STAMP) native
	nice -n 10 $(PY) tools/scotch_difficulty.py --deals 1-10000 --report benchmarks/results/scotch-difficulty.md

clean:
	rm -rf $(VENV) .native build dist *.egg-info .pytest_cache .hypothesis .ruff_cache
