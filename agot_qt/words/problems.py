"""Save, load, replay and connection problems in the interface language, the technical cause apart.

The engine's `SaveError` (and `ReplayError`) carries a stable `key` and `params` next to its
English message (engine.save.SAVE_PROBLEMS); the templates are marked here for translation in
the context "SaveProblem" (tests/agot_qt/words/test_problems.py checks the two agree). An `OSError` is
worded by its errno (a full disk, a folder that may not be written, a port in use, nobody
answering). The English cause (the exception's text, a JSON column, the file's path) is never
part of the sentence: `show_problem` puts it under a message box's *Show Details…*, and
`set_message` behind a *Details* link in an inline label.
"""
from __future__ import annotations

import errno
import html
import socket
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from engine.save import SaveError

from . import names, refusals

translate = QCoreApplication.translate

# the same keys and texts as engine.save.SAVE_PROBLEMS (tests/agot_qt/words/test_problems.py checks)
SAVE_PROBLEM_TEMPLATES: dict[str, str] = {
    "file-missing": QT_TRANSLATE_NOOP("SaveProblem", "there is no save file there"),
    "file-unreadable": QT_TRANSLATE_NOOP("SaveProblem", "the file cannot be read"),
    "file-damaged": QT_TRANSLATE_NOOP("SaveProblem", "the file is damaged, or is not a saved game"),
    "not-a-save": QT_TRANSLATE_NOOP("SaveProblem", "this is not a save file of this game"),
    "no-version": QT_TRANSLATE_NOOP("SaveProblem", "the save has no version"),
    "newer-version": QT_TRANSLATE_NOOP("SaveProblem", "the save is from a newer version ({version}); please update the game"),  # noqa: E501
    "old-version": QT_TRANSLATE_NOOP("SaveProblem", "saves of version {version} can no longer be read"),
    "damaged": QT_TRANSLATE_NOOP("SaveProblem", "the save is damaged"),
    "snapshot-mismatch": QT_TRANSLATE_NOOP("SaveProblem", "the save's snapshot does not match its commands"),
    "no-initial-state": QT_TRANSLATE_NOOP("SaveProblem", "the save has no initial state"),
    "initial-inconsistent": QT_TRANSLATE_NOOP("SaveProblem", "the save's initial state is inconsistent"),
    "initial-damaged": QT_TRANSLATE_NOOP("SaveProblem", "the save's initial state is damaged"),
    "commands-not-a-list": QT_TRANSLATE_NOOP("SaveProblem", "the save's commands are not a list"),
    "command-not-a-pair": QT_TRANSLATE_NOOP("SaveProblem", "command {n} is not a [seat, command] pair"),
    "command-unreadable": QT_TRANSLATE_NOOP("SaveProblem", "command {n} cannot be read"),
    "command-refused": QT_TRANSLATE_NOOP("SaveProblem", "command {n} ({seat}) was refused"),
    "command-failed": QT_TRANSLATE_NOOP("SaveProblem", "command {n} ({seat}) cannot be replayed"),
    "different-ending": QT_TRANSLATE_NOOP("SaveProblem", "the save's commands do not lead to the game it recorded"),
    "cannot-show": QT_TRANSLATE_NOOP("SaveProblem", "the replayed game cannot be shown"),
}
# a SaveError whose key this window does not know (from a newer engine): said in general terms
UNKNOWN_SAVE_PROBLEM = QT_TRANSLATE_NOOP("SaveProblem", "the save cannot be used")
# a refused command in a replay: "command 2 (Stark) was refused: Stark is not awaited"
WITH_REASON = QT_TRANSLATE_NOOP("SaveProblem", "{problem}: {reason}")

# errno -> what it means for the player (reading or writing a file, listening, connecting)
OS_PROBLEMS: dict[int, str] = {
    errno.ENOENT: QT_TRANSLATE_NOOP("Problem", "the file or folder does not exist"),
    errno.EACCES: QT_TRANSLATE_NOOP("Problem", "this program may not use that file or folder (permissions)"),
    errno.EPERM: QT_TRANSLATE_NOOP("Problem", "this program may not use that file or folder (permissions)"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("Problem", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("Problem", "the disk is full"),
    errno.EROFS: QT_TRANSLATE_NOOP("Problem", "the disk or folder can only be read, not written"),
    errno.EISDIR: QT_TRANSLATE_NOOP("Problem", "that is a folder, not a file"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("Problem", "part of that path is not a folder"),
    errno.EEXIST: QT_TRANSLATE_NOOP("Problem", "a file stands where a folder is needed"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("Problem", "the file name is too long"),
    errno.EADDRINUSE: QT_TRANSLATE_NOOP("Problem", "another program already uses that port"),
    errno.EADDRNOTAVAIL: QT_TRANSLATE_NOOP("Problem", "that address does not belong to this computer"),
    errno.ECONNREFUSED: QT_TRANSLATE_NOOP("Problem", "no game answers at that address"),
    errno.ECONNRESET: QT_TRANSLATE_NOOP("Problem", "the other side closed the connection"),
    errno.EHOSTUNREACH: QT_TRANSLATE_NOOP("Problem", "that computer cannot be reached"),
    errno.ENETUNREACH: QT_TRANSLATE_NOOP("Problem", "that computer cannot be reached"),
    errno.ETIMEDOUT: QT_TRANSLATE_NOOP("Problem", "there was no answer in time"),
}
UNKNOWN_HOST = QT_TRANSLATE_NOOP("Problem", "no computer of that name is known")
OTHER_OS_PROBLEM = QT_TRANSLATE_NOOP("Problem", "the system reported a problem")
# *Details* in the interface language, the technical English last, announced
DETAILS = QT_TRANSLATE_NOOP("Problem", "Details:")
TECHNICAL_DETAILS = QT_TRANSLATE_NOOP("Problem", "Technical details (in English, for a bug report):")
# what Python's JSON reader says it found where a save stops being JSON (json.decoder's messages)
JSON_FINDINGS: dict[str, str] = {
    "Expecting value": QT_TRANSLATE_NOOP("Problem", "a value was expected (the file may be cut short)"),
    "Expecting property name enclosed in double quotes": QT_TRANSLATE_NOOP("Problem", "a name in double quotes was expected"),  # noqa: E501
    "Expecting ',' delimiter": QT_TRANSLATE_NOOP("Problem", "a comma was expected"),
    "Expecting ':' delimiter": QT_TRANSLATE_NOOP("Problem", "a colon was expected"),
    "Unterminated string": QT_TRANSLATE_NOOP("Problem", "a text that is never closed (the file may be cut short)"),
    "Extra data": QT_TRANSLATE_NOOP("Problem", "more after the end of the saved game"),
    "Invalid control character": QT_TRANSLATE_NOOP("Problem", "a control character inside a text"),
    "Invalid \\escape": QT_TRANSLATE_NOOP("Problem", "a backslash that starts no known sign"),
    "is not a JSON number": QT_TRANSLATE_NOOP("Problem", "a number a save never holds (NaN or Infinity)"),
    "nested more than": QT_TRANSLATE_NOOP("Problem", "values nested deeper than a save ever is"),
    "Exceeds the limit": QT_TRANSLATE_NOOP("Problem", "a number with too many digits"),
}


# the host's error codes that come without a refusal key (docs/PROTOCOL.md §6), during play
HOST_ERRORS: dict[str, str] = {
    "flood": QT_TRANSLATE_NOOP("Problem", "Too many messages at once: wait a moment, then try again."),
    "malformed": QT_TRANSLATE_NOOP("Problem", "The host could not read what this window sent."),
    "too-large": QT_TRANSLATE_NOOP("Problem", "That was too large to send."),
    "not-seated": QT_TRANSLATE_NOOP("Problem", "Only a player with a seat can do that."),
    "not-awaited": QT_TRANSLATE_NOOP("Problem", "Spectators watch: only the players act."),
    "bad-token": QT_TRANSLATE_NOOP("Problem", "That seat is no longer yours."),
    "not-started": QT_TRANSLATE_NOOP("Problem", "The game has not started yet."),
    "not-in-lobby": QT_TRANSLATE_NOOP("Problem", "The game has already started."),
    "no-such-seat": QT_TRANSLATE_NOOP("Problem", "That house does not play in this game."),
}
OTHER_HOST_ERROR = QT_TRANSLATE_NOOP("Problem", "The host refused that.")


class WordedError(OSError):
    """An OSError whose text is already a sentence in the interface language (e.g. "Only the
    host can save a LAN game."), shown as it is."""


# ----- the sentence and the detail ---------------------------------------------------------------

def _param(name: str, value: Any) -> str:
    return names.house(value) if name == "seat" and isinstance(value, str) else str(value)


def save_problem_text(exc: SaveError) -> str:
    """Why a save cannot be used, in the interface language (a refused command with its reason)."""
    template = SAVE_PROBLEM_TEMPLATES.get(getattr(exc, "key", None) or "")
    params = getattr(exc, "params", None)
    if template is None or not isinstance(params, dict):
        return translate("SaveProblem", UNKNOWN_SAVE_PROBLEM)
    try:
        text = translate("SaveProblem", template).format(**{k: _param(k, v) for k, v in params.items()})
    except (KeyError, IndexError, ValueError):
        return translate("SaveProblem", UNKNOWN_SAVE_PROBLEM)
    refusal = getattr(exc, "refusal", None)
    if isinstance(refusal, dict) and refusal.get("key") in refusals.REFUSAL_TEMPLATES:
        reason = refusals.describe({**refusal, "message": ""})
        if reason:
            text = translate("SaveProblem", WITH_REASON).format(problem=text, reason=reason)
    return text


def os_problem_text(exc: BaseException) -> str:
    """What an OSError (or a timeout) means for the player, in the interface language."""
    if isinstance(exc, WordedError):
        return str(exc)
    if isinstance(exc, socket.gaierror):
        return translate("Problem", UNKNOWN_HOST)
    if isinstance(exc, TimeoutError) and not getattr(exc, "errno", None):
        return translate("Problem", OS_PROBLEMS[errno.ETIMEDOUT])
    code = getattr(exc, "errno", None)
    source = OS_PROBLEMS.get(code) if isinstance(code, int) else None
    return translate("Problem", source or OTHER_OS_PROBLEM)


def host_error_text(message: dict[str, Any]) -> str:
    """An `error` from the host without a refusal key this window knows, worded by its code."""
    source = HOST_ERRORS.get(str(message.get("code", "")))
    return translate("Problem", source or OTHER_HOST_ERROR)


def _where_and_what(technical: str) -> list[str]:
    """What a JSON reader's words say, in the interface language: where in the file ("line 3,
    column 12") and what it found there, for the messages it is known to give."""
    import re

    out = []
    found = re.search(r"line (\d+) column (\d+)", technical)
    if found:
        out.append(translate("Problem", "Where in the file: line {line}, column {column}").format(
            line=found.group(1), column=found.group(2)))
    what = next((text for head, text in JSON_FINDINGS.items() if head in technical), None)
    if what:
        out.append(translate("Problem", "What was found there: {what}").format(what=translate("Problem", what)))
    return out


def detail_text(exc: BaseException, path: str | Path | None = None) -> str:
    """What went wrong in detail, for *Details*, in the interface language: the file, the
    problem, where in the file and what was found there (a damaged save's JSON), the system's
    error number; the exception's own English words last, announced as such, for a bug report."""
    lines = [translate("Problem", DETAILS)]
    if path:
        lines.append(translate("Problem", "File: {path}").format(path=path))
    if isinstance(exc, SaveError):
        lines.append(translate("Problem", "Problem: {problem}").format(problem=save_problem_text(exc)))
        lines += _where_and_what(str(getattr(exc, "detail", "") or ""))
        technical = str(exc)
    elif isinstance(exc, WordedError):
        lines.append(translate("Problem", "Problem: {problem}").format(problem=str(exc)))
        technical = ""
    else:
        lines.append(translate("Problem", "Problem: {problem}").format(problem=os_problem_text(exc)))
        code = getattr(exc, "errno", None)
        if isinstance(code, int):
            lines.append(translate("Problem", "System error number: {n}").format(n=code))
        technical = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    if technical:
        lines += [translate("Problem", TECHNICAL_DETAILS), technical]
    return "\n".join(lines)


# ----- on screen ------------------------------------------------------------------------------------

def show_problem(parent: QWidget | None, title: str, text: str, detail: str = "") -> QMessageBox:
    """A warning that says what went wrong in the interface language, the technical detail under
    *Show Details…*. It opens without blocking (nothing waits for it) and is deleted once closed."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("problemBox")
    box.setTextFormat(Qt.TextFormat.PlainText)
    if detail:
        box.setDetailedText(detail)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def _render(label: QLabel) -> None:
    text, detail = label.property("problemText") or "", label.property("problemDetail") or ""
    if not detail:
        label.setTextFormat(Qt.TextFormat.AutoText)  # as a label is by default
        label.setText(text)
        return
    opened = bool(label.property("problemOpen"))
    link = translate("Problem", "Hide details") if opened else translate("Problem", "Details")
    label.ensurePolished()  # the link in the label's own colour (its style sheet's), not the palette's blue
    colour = label.palette().color(label.foregroundRole()).name()
    shown = f'{html.escape(text, quote=False)} <a href="details" style="color: {colour};">{html.escape(link)}</a>'
    if opened:
        lines = "<br>".join(html.escape(line, quote=False) for line in detail.splitlines())
        shown += f'<br><span style="font-weight: normal;">{lines}</span>'
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText(shown)


def _toggle(label: QLabel) -> None:
    label.setProperty("problemOpen", not label.property("problemOpen"))
    _render(label)


def set_message(label: QLabel, text: str, detail: str = "") -> None:
    """Show `text` in an inline message label; with a `detail`, a *Details* link after it opens
    the technical cause below it (and closes it again). An empty text clears the label."""
    label.setProperty("problemText", text)
    label.setProperty("problemDetail", detail if text else "")
    label.setProperty("problemOpen", False)
    if detail and text and not label.property("problemLinked"):
        label.setProperty("problemLinked", True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                      | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        label.linkActivated.connect(lambda _href, lab=label: _toggle(lab))
    label.setToolTip(detail if text else "")
    _render(label)


def message_text(label: QLabel) -> str:
    """The sentence an inline label shows (without the link or the opened detail)."""
    text = label.property("problemText")
    return str(text) if text is not None else label.text()


def message_detail(label: QLabel) -> str:
    return str(label.property("problemDetail") or "")


__all__ = ["SAVE_PROBLEM_TEMPLATES", "OS_PROBLEMS", "HOST_ERRORS", "WordedError", "save_problem_text",
           "os_problem_text", "host_error_text", "detail_text", "show_problem", "set_message", "message_text", "message_detail"]
