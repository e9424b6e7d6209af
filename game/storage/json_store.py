"""One versioned JSON document on disk, read forgivingly and written atomically.

Design §9: files are JSON with a version number, never pickle; a write goes to a temporary file
that is flushed and renamed over the old one, with the previous copy kept; a corrupt or unknown
file is set aside with a clear message, so nothing crashes and no other data is lost. The typed
stores in this package (settings, statistics) are thin layers over this one.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.core.decoding import Refused, decode_json, encode_json, printable, read_file, shown_path

Document = dict[str, Any]
Migration = Callable[[Document], Document]

VERSION_KEY = "version"
BACKUP_SUFFIX = ".bak"
SET_ASIDE_MARK = ".corrupt-"


@dataclass(frozen=True)
class LoadResult:
    """The document read (without its version) and, when something went wrong, what to tell the player."""

    data: Document
    message: str | None = None


class Unusable(Refused):
    """A document that cannot be used as it is; the text says why, in words for the player."""


class JsonStore:
    """One JSON document at `path`, written as {"version": N, ...} and read back without the version.

    `defaults` makes a fresh default document (every load gets its own copy). `migrations[v]`
    upgrades a version-v document to v+1; an older version with no migration for a step is read
    as it is, which suits the common change of adding a key with a default. `validate` may raise
    `Unusable` for a document whose shape is wrong as a whole; it is then set aside like bad JSON.
    `compact` writes JSON without spaces or line breaks, for large documents written often (saves).
    """

    def __init__(
        self,
        path: Path,
        version: int,
        *,
        label: str,
        defaults: Callable[[], Document] = dict,
        migrations: Mapping[int, Migration] | None = None,
        validate: Callable[[Document], None] | None = None,
        clock: Callable[[], datetime] = datetime.now,
        compact: bool = False,
        instead: str | None = None,
    ) -> None:
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise ValueError(f"a document version is a whole number from 1, not {version!r}")
        self.path = Path(path)
        self.version = version
        self.label = label
        self.last_save_message: str | None = None
        self._defaults = defaults
        self._migrations = dict(migrations or {})
        self._validate = validate
        self._clock = clock
        self._compact = compact
        # what stands in for a file that cannot be used, as the messages say it ("default settings")
        self._instead = f"default {label}" if instead is None else instead
        self._keep_out: str | None = None  # why saving must not replace the file now on disk

    @property
    def _and_instead(self) -> str:
        return f", and {self._instead} are used" if self._instead else ""

    @property
    def backup_path(self) -> Path:
        """Where the copy before the last save is kept."""
        return self.path.with_name(self.path.name + BACKUP_SUFFIX)

    def load(self) -> LoadResult:
        """Read the document; a missing file gives the defaults, a bad one is set aside first."""
        self._keep_out = None
        try:
            raw = read_file(self.path)
        except (FileNotFoundError, NotADirectoryError):
            if os.path.islink(self.path):  # a link to nothing: moved aside, so a save can write a real file
                return LoadResult(self._defaults(), self._set_aside("it is a link to a file that is gone"))
            return LoadResult(self._defaults())
        except Refused as problem:
            if os.path.isdir(self.path) or not os.access(self.path, os.R_OK):
                self._keep_out = f"{shown_path(self.path)} could not be read ({problem}) and is kept as it is"
                return LoadResult(
                    self._defaults(),
                    f"The {self.label} file {shown_path(self.path)} could not be used: {problem}. It is "
                    f"left as it is and will not be overwritten{self._and_instead} for now.",
                )
            return LoadResult(self._defaults(), self._set_aside(str(problem)))
        try:
            document = self._parse(raw)
        except Unusable as problem:
            return LoadResult(self._defaults(), self._set_aside(str(problem)))
        return LoadResult({**self._defaults(), **document})

    def read(self) -> Document:
        """The document as it is on disk, upgraded to the current version, or `Unusable` saying why.

        Unlike `load`, nothing is set aside and there are no defaults: for files a player keeps by
        name (saved games), a refused file stays where it is, to be listed with its reason.
        """
        try:
            raw = read_file(self.path)
        except (FileNotFoundError, NotADirectoryError) as error:
            raise Unusable("it is gone (or a link to a file that is not there)") from error
        except Refused as problem:
            raise Unusable(str(problem)) from problem
        return self._parse(raw)

    def save(self, data: Mapping[str, Any]) -> str | None:
        """Write atomically and keep the previous file as `<name>.bak`.

        Returns None on success, or a message for the player when the disk refused (it is also
        kept in `last_save_message`): a full disk or a read-only folder must not crash the game, and
        neither may a value JSON cannot hold (an infinite number, a lone surrogate): the file on
        disk is left as it was and the message says so.
        """
        if VERSION_KEY in data:
            raise ValueError(f"{VERSION_KEY!r} is written by the store, not passed in")
        try:
            payload = encode_json({VERSION_KEY: self.version, **data}, compact=self._compact)
        except Refused as problem:
            self.last_save_message = (
                f"The {self.label} could not be saved to {shown_path(self.path)}: {problem}. "
                "The file from before is kept."
            )
            return self.last_save_message
        self.last_save_message = self._write(payload)
        return self.last_save_message

    def _parse(self, raw: bytes) -> Document:
        """The document from the file's bytes, upgraded to the current version, or `Unusable`."""
        try:
            document = decode_json(raw)
        except Refused as problem:
            raise Unusable(str(problem)) from problem
        if not isinstance(document, dict):
            raise Unusable(f"it holds a JSON {_json_kind(document)} where an object was expected")
        version = document.pop(VERSION_KEY, None)
        if version is None:
            raise Unusable(f'it has no "{VERSION_KEY}" number')
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise Unusable(f'its "{VERSION_KEY}" is {printable(version)}, which is not a known version')
        if version > self.version:
            raise Unusable(
                f"it was written by a newer Card Table (version {version}; this one reads up to "
                f"{self.version})"
            )
        document = self._upgrade(document, version)
        if self._validate is not None:
            try:
                self._validate(document)
            except Refused as problem:
                raise Unusable(str(problem)) from problem
        return document

    def _upgrade(self, document: Document, version: int) -> Document:
        for step in range(version, self.version):
            migration = self._migrations.get(step)
            if migration is None:
                continue
            try:
                document = migration(document)
            except Exception as error:  # a hand-edited old file may break any assumption
                raise Unusable(f"it could not be upgraded from version {step} ({error})") from error
        return document

    def _set_aside(self, reason: str) -> str:
        """Rename the bad file to a name not yet taken and say where it went."""
        target = self._free_set_aside_path()
        backup_note = (
            f" The copy from before the last save is {self.backup_path.name}."
            if os.path.exists(self.backup_path)
            else ""
        )
        try:
            os.rename(self.path, target)
        except OSError as error:
            self._keep_out = f"{shown_path(self.path)} could not be used or moved aside and is kept as it is"
            return (
                f"The {self.label} file {shown_path(self.path)} could not be used: {reason}. It could not "
                f"be moved aside either ({_reason(error)}), so it is left as it is and will not be "
                f"overwritten{self._and_instead} for now.{backup_note}"
            )
        return (
            f"The {self.label} file {shown_path(self.path)} could not be used: {reason}. It was moved to "
            f"{target.name} in the same folder{self._and_instead}.{backup_note}"
        )

    def keep_copy(self) -> str:
        """Copy the file as it is beside itself before values that fell back are saved over it, so the
        original bytes are never lost; the clause that says where ("The file as it was is kept …")."""
        try:
            original = self.path.read_bytes()
            for kept in self.path.parent.glob(f"{self.path.name}{SET_ASIDE_MARK}*"):
                if kept.stat().st_size == len(original) and kept.read_bytes() == original:
                    return f"The file as it was is kept as {kept.name}."  # by an earlier start
            target = self._free_set_aside_path()
            os.replace(_durable_temporary(target, original), target)
        except OSError as error:
            return f"A copy of the file as it was could not be kept ({_reason(error)})."
        return f"The file as it was is kept as {target.name}."

    def _free_set_aside_path(self) -> Path:
        return free_set_aside_path(self.path, self._clock())

    def _write(self, payload: bytes) -> str | None:
        if self._keep_out is not None:
            return f"The {self.label} were not saved: {self._keep_out}."
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            new_copy = _durable_temporary(self.path, payload)
            try:
                self._keep_backup()
                os.replace(new_copy, self.path)
            except BaseException:
                with contextlib.suppress(OSError):
                    new_copy.unlink()
                raise
        except OSError as error:
            return (
                f"The {self.label} could not be saved to {shown_path(self.path)} ({_reason(error)}). "
                f"Changes last until Card Table closes."
            )
        _sync_directory(self.path.parent)
        return None

    def _keep_backup(self) -> None:
        """Link or copy (never move) the current file to .bak, so a whole file is on disk at every moment.

        A hard link costs no copy (the autosave is written after every move); where the file system
        has none, the bytes are copied.
        """
        link = self.backup_path.with_name(f".{self.backup_path.name}.{os.getpid()}.link")
        try:
            os.link(self.path, link)
        except FileNotFoundError:
            return
        except OSError:
            previous = self.path.read_bytes()
            os.replace(_durable_temporary(self.backup_path, previous), self.backup_path)
            return
        os.replace(link, self.backup_path)


def free_set_aside_path(path: Path, moment: datetime, mark: str = SET_ASIDE_MARK) -> Path:
    """``<name><mark><time>`` beside ``path``, with ``-2``, ``-3``… until the name is not taken."""
    base = path.with_name(f"{path.name}{mark}{moment:%Y%m%d-%H%M%S}")
    candidate, count = base, 1
    while os.path.lexists(candidate):
        count += 1
        candidate = base.with_name(f"{base.name}-{count}")
    return candidate


def set_aside(path: Path, mark: str, moment: datetime) -> Path | None:
    """Rename ``path`` out of the app's way (its bytes kept) and return where it went; None if it could
    not be moved (it is gone, or the folder refuses)."""
    target = free_set_aside_path(path, moment, mark)
    try:
        os.rename(path, target)
    except OSError:
        return None
    return target


def _durable_temporary(beside: Path, payload: bytes) -> Path:
    """Write `payload` to a new temporary file next to `beside`, flushed to the disk.

    Same directory, so the rename that follows stays on one file system and is atomic.
    """
    handle, name = tempfile.mkstemp(prefix=f".{beside.name}.", suffix=".tmp", dir=beside.parent)
    temporary = Path(name)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(payload)
            stream.flush()
            os.fsync(stream.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    return temporary


def _sync_directory(directory: Path) -> None:
    """Make the rename itself durable where the platform allows it (POSIX); best effort."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        handle = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def _reason(error: OSError) -> str:
    return error.strerror or str(error) or type(error).__name__


def _json_kind(value: Any) -> str:
    kinds = {list: "list", str: "string", bool: "true/false value", type(None): "null"}
    return kinds.get(type(value), "number")


def object_required(key: str, what: str) -> Callable[[Document], None]:
    """A ``validate`` for a document that is nothing without the object under ``key`` (a store's
    games): without it nothing in the file can be read, so the whole file is set aside."""

    def validate(document: Document) -> None:
        if not isinstance(document.get(key), dict):
            raise Unusable(f'its "{key}" is {printable(document.get(key))}, not an object of {what}')

    return validate


def load_message(loaded: LoadResult, notes: list[str], what_happened: str) -> str | None:
    """One message for the player: the file's own trouble, then the entries that fell back."""
    messages = [loaded.message] if loaded.message else []
    if notes:
        messages.append(f"{what_happened}: " + "; ".join(notes) + ".")
    return " ".join(messages) or None
