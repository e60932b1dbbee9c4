"""Autosave of the games played in this window, and the start screen's *Continue*.

A game against bots or a hot-seat game is written after every accepted command (and once
when it starts) to the user's data folder, in the ordinary versioned save format, through
`engine.save.write_save` (temporary file, fsync, rename: a crash or a kill never leaves half
a file). One file per game, named after its game id; only the `KEEP` most recent are kept.
`recent()` lists the unfinished ones, newest first, for the start screen. Every file in the
folder is untrusted: one that cannot be described (damaged, hand-edited, Infinity rounds, nesting
no save has) is set aside (renamed `….damaged`) and named to the player, never a crash.

A save that cannot be written stops the bots and is told at once in a message box; play
goes on only once the player has closed it, and the status bar keeps saying so until a save
succeeds again.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from engine.save import file_stem, parse_json

from ..words import names

translate = QCoreApplication.translate

KEEP = 5  # autosaved games kept (the oldest are removed)
SUFFIX = ".agot.json"
ASIDE = ".damaged"  # added to the name of a file the start screen could not read
MAX_DESCRIBED = 64 << 20  # bytes: a larger file is no save of this game


def folder() -> Path:
    """Where the window's games are autosaved (the user's data folder)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave"


@dataclass(frozen=True)
class AutosaveInfo:
    """What the start screen says about an autosaved game, read without replaying it."""

    path: Path
    name: str
    humans: list[str]  # the houses played at this computer
    houses: list[str]  # every house played by a person or a bot (a vassal has no seat)
    round: int
    saved_at: datetime
    finished: bool


def describe(path: str | Path) -> AutosaveInfo | None:
    """The facts of a save file, or None when it cannot be read. Never raises: the file may be
    anything (its JSON is read strictly, engine.save.parse_json, and every fact is checked)."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_DESCRIBED:
            return None
        data = parse_json(path.read_text(encoding="utf-8"))
        snap, seats, name = data["snapshot"], data["seats"], data.get("name", "")
        houses, round_ = snap["houses"], snap["round"]
        if not isinstance(seats, dict) or not all(isinstance(s, dict) for s in seats.values()) \
                or not isinstance(houses, list) or not all(isinstance(h, str) for h in houses) \
                or type(round_) is not int or not 0 < round_ < 100 or not isinstance(name, str):
            return None
        humans = [h for h, s in seats.items() if s.get("holder") != "bot" and h in houses]
        seated = [h for h in houses if h in seats]  # not the vassals: nobody plays them
        return AutosaveInfo(path, name[:200], humans, seated, round_,
                            datetime.fromtimestamp(path.stat().st_mtime), bool(snap.get("finished")))
    except Exception:  # anything at all in a file: it is simply not offered
        return None


def set_aside(path: Path) -> Path | None:
    """Rename a file that cannot be read to `<name>.damaged` (another number when taken), so it
    is no longer listed and the player can find it; None when it cannot be moved."""
    for n in range(100):
        target = path.with_name(path.name + ASIDE + (f".{n}" if n else ""))
        if target.exists():
            continue
        try:
            path.rename(target)
            return target
        except OSError:
            return None
    return None


def readable(where: Path, pattern: str, aside: list[Path] | None = None) -> list[AutosaveInfo]:
    """The saves in `where` matching `pattern` that can be described; the others are set aside
    (their new paths added to `aside`)."""
    infos: list[AutosaveInfo] = []
    try:
        paths = sorted(where.glob(pattern)) if where.is_dir() else []
    except OSError:
        return []
    for p in paths:
        info = describe(p)
        if info is not None:
            infos.append(info)
            continue
        moved = set_aside(p) if p.is_file() else None
        if moved is not None and aside is not None:
            aside.append(moved)
    return infos


def recent(where: Path | None = None, aside: list[Path] | None = None) -> list[AutosaveInfo]:
    """The unfinished autosaved games, newest first; a damaged file is set aside (see `readable`)."""
    infos = readable(where or folder(), "*" + SUFFIX, aside)
    return sorted((i for i in infos if not i.finished and i.humans), key=lambda i: i.saved_at, reverse=True)


def set_aside_text(aside: list[Path]) -> str:
    """What the player is told of the files set aside, in the interface language."""
    if not aside:
        return ""
    return translate("Autosave", "Saved games that could not be read were set aside: {files} (in {folder}).").format(
        files=names.listing(p.name for p in aside), folder=str(aside[0].parent))


def when_text(moment: datetime, now: datetime | None = None) -> str:
    """"today at 17:05", "yesterday at 22:10", or the date."""
    now = now or datetime.now()
    clock = moment.strftime("%H:%M")
    days = (now.date() - moment.date()).days
    if days == 0:
        return translate("Autosave", "today at {time}").format(time=clock)
    if days == 1:
        return translate("Autosave", "yesterday at {time}").format(time=clock)
    return translate("Autosave", "{date} at {time}").format(date=moment.strftime("%Y-%m-%d"), time=clock)


def summary(info: AutosaveInfo) -> str:
    """"Stark against 5 bots · round 2 · saved today at 17:05"."""
    houses = ", ".join(names.house(h) for h in info.humans)
    bots = len(info.houses) - len(info.humans)
    who = (translate("Autosave", "{houses} (hot-seat)").format(houses=houses) if len(info.humans) > 1
           else houses)
    if bots:
        who = translate("Autosave", "{who} against {n} bots").format(who=who, n=bots)
    return translate("Autosave", "{who} · round {round} · saved {when}").format(
        who=who, round=info.round, when=when_text(info.saved_at))


class Autosaver(QObject):
    """Writes one local game to its autosave file after every accepted command."""

    failed = Signal(str)  # the technical reason
    recovered = Signal()

    def __init__(self, game: Any, where: Path | None = None, keep: int = KEEP,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.where = where or folder()
        self.keep = keep
        self.path = self.where / f"{file_stem(game.session.game_id)}{SUFFIX}"  # never outside `where`
        self.failing = False
        game.session.on_accepted = lambda _session: self.save_now()

    def save_now(self) -> bool:
        try:
            self.game.save(self.path)
        except OSError as exc:
            first = not self.failing
            self.failing = True
            if first:
                self.game.pause_bots(True)  # nothing more happens until the player was told
                self.failed.emit(f"{self.path}: {exc.strerror or exc}")
            return False
        if self.failing:
            self.failing = False
            self.recovered.emit()
        self._prune()
        return True

    def _prune(self) -> None:
        files = sorted(self.where.glob("*" + SUFFIX), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in files[self.keep:]:
            if old != self.path:
                try:
                    os.unlink(old)
                except OSError:
                    pass


def save_failed_box(parent: QWidget, detail: str) -> QMessageBox:
    """The message that says the game is not being saved (detail under *Details*)."""
    box = QMessageBox(QMessageBox.Icon.Warning, translate("Autosave", "The game cannot be saved"),
                      translate("Autosave", "The game could not be saved automatically, so a crash would lose "
                                            "the last moves. Free some disk space or check the data folder's "
                                            "permissions; you can also save it elsewhere with Game > Save as…"),
                      QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("autosaveFailed")
    box.setDetailedText(detail)
    box.setInformativeText(translate("Autosave", "The game goes on when you close this message."))
    return box


def watch(window: Any, game: Any) -> Autosaver | None:
    """Autosave `game` (a local game with a person at this computer) and tell `window`'s player
    when saving fails."""
    if not getattr(game, "humans", None) or not hasattr(game, "pause_bots"):
        return None
    saver = Autosaver(game, parent=game)
    label = _status_label(window)

    def tell(detail: str) -> None:
        label.setText(translate("Autosave", "Not saved: the autosave failed."))
        label.show()
        box = save_failed_box(window, detail)
        window.autosave_box = box

        def resume() -> None:
            window.autosave_box = None
            if window.game is game:
                game.pause_bots(False)

        box.finished.connect(lambda _r: resume())
        QTimer.singleShot(0, box, box.open)  # not from inside the command that failed to save

    saver.failed.connect(tell)
    saver.recovered.connect(label.hide)
    game.destroyed.connect(label.hide)
    saver.save_now()
    return saver


def _status_label(window: Any) -> QLabel:
    label = window.findChild(QLabel, "autosaveStatus")
    if label is None:
        label = QLabel(window)
        label.setObjectName("autosaveStatus")
        label.setStyleSheet("color: #8a1c1c; font-weight: bold;")
        window.statusBar().addPermanentWidget(label)
    label.hide()
    return label


__all__ = ["Autosaver", "AutosaveInfo", "folder", "recent", "summary", "watch", "describe", "KEEP"]
