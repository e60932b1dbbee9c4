"""What the table decides, in the interface language: the votes and requests (engine/table.py,
docs/PROTOCOL.md §4 "The table"), their outcomes as the host's notices tell them, a pause, the
chess clocks."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from . import names, refusals
from .refusals import vote_name  # a refusal names a vote type too

translate = QCoreApplication.translate


def clock_text(seconds: float) -> str:
    """A chess clock's time left: "41:20", or "1:05:00" past an hour."""
    whole = max(0, int(seconds + 0.999))
    hours, rest = divmod(whole, 3600)
    if hours:
        return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{rest // 60}:{rest % 60:02d}"


def minutes_text(seconds: float) -> str:
    """"9 min", or "40 s" under a minute."""
    if seconds >= 60:
        return translate("Table", "{n} min").format(n=int(seconds // 60))
    return translate("Table", "{n} s").format(n=max(0, int(seconds)))


def decides_text(decides: str) -> str:
    return {"votes": translate("Table", "The table decides by vote."),
            "host": translate("Table", "The host decides for the table."),
            "off": translate("Table", "Nobody decides for the table in this game.")}.get(decides, "")


def vote_subject(vote: dict[str, Any], edition: str | None = None) -> str:
    """What a vote asks, as a sentence with who asks it: "Ann asks to pause the game"."""
    kind = vote.get("vote")
    who = str(vote.get("name") or "") or translate("Table", "Someone")
    house = vote.get("house") if isinstance(vote.get("house"), str) else ""
    by = vote.get("by") if isinstance(vote.get("by"), str) else ""
    h = names.house(house, edition) if house else ""
    b = names.house(by, edition) if by else ""
    texts = {
        "pause-game": translate("Table", "{who} asks to pause the game"),
        "resume-game": translate("Table", "{who} asks to resume the game"),
        "end-game": translate("Table", "{who} asks to end the game after this round"),
        "declare-winner": translate("Table", "{who} asks to declare {house} the winner"),
        "extend-player-clocks": translate("Table", "{who} asks for 15 more minutes on every chess clock"),
        "swap-houses": translate("Table", "{who} ({by}) offers to swap houses with {house}"),
        "replace-player-by-vassal": translate("Table", "{who} asks to make {house} a vassal"),
        "replace-player": translate("Table", "{who}, watching, asks to take over {house}"),
        "replace-vassal-by-player": translate("Table", "{who}, watching, asks to take over the vassal {house}"),
    }
    template = texts.get(kind) if isinstance(kind, str) else None
    if template is None:
        return translate("Table", "{who} asks the table something this program does not know").format(who=who)
    return template.format(who=who, house=h, by=b)


def tally_text(vote: dict[str, Any]) -> str:
    """"1 of 2 yes needed · 1:45 left"."""
    yes = len(vote.get("yes") or [])
    needed = vote.get("needed", 0)
    left = vote.get("left")
    text = translate("Table", "{yes} of {needed} yes needed").format(yes=yes, needed=needed)
    if isinstance(left, (int, float)):
        text += " · " + translate("Table", "{time} left").format(time=clock_text(float(left)))
    return text


def vote_notice_text(notice: dict[str, Any], edition: str | None = None) -> str:
    """The host's `vote` notice as a line of the chat: a vote started, or how it ended."""
    vote = notice.get("vote") if isinstance(notice.get("vote"), dict) else {}
    subject = vote_subject(vote, edition)
    outcome = notice.get("outcome")
    if outcome == "started":
        host_only = "host" in (vote.get("voters") or [])
        return (translate("Table", "{subject}: the host decides.") if host_only
                else translate("Table", "{subject}: vote now ({needed} yes needed).")).format(
            subject=subject, needed=vote.get("needed", 0))
    if outcome == "passed":
        return translate("Table", "Accepted: {subject}.").format(subject=subject)
    if outcome == "failed":
        return translate("Table", "Refused: {subject}.").format(subject=subject)
    if outcome == "timed-out":
        return translate("Table", "Out of time, refused: {subject}.").format(subject=subject)
    if outcome == "cancelled":
        why = refusals.describe(notice) if notice.get("key") else ""
        return (translate("Table", "Called off: {subject} ({why}).").format(subject=subject, why=why) if why
                else translate("Table", "Called off: {subject}.").format(subject=subject))
    return subject


def pause_text(table: dict[str, Any]) -> str:
    """The banner of a paused game."""
    resume = table.get("resume_in")
    if isinstance(resume, (int, float)):
        return translate("Table", "The game is paused: it resumes by itself in {time}.").format(
            time=minutes_text(float(resume)))
    return translate("Table", "The game is paused: nobody moves and no clock runs until it resumes.")


__all__ = ["vote_name", "clock_text", "decides_text", "vote_subject", "tally_text", "vote_notice_text", "pause_text"]
