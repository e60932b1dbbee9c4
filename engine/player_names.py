"""People's display names: one normal form, nothing invisible, bots' names kept for bots.

A name is shown to everyone at the table and tells people apart, so the host accepts it
only in a form that reads as what it is: NFKC-normalised (full-width and other compatibility
letters become the plain ones), trimmed, without control, format (zero-width, bidi
overrides), private-use, unassigned or separator characters other than the plain space.
Names that read as one of the host's bots ("Bot", "Bot (greyjoy)", also spelt with
look-alike Greek or Cyrillic letters) are kept for the bots.
"""
from __future__ import annotations

import re
import unicodedata

from .errors import IllegalCommand, Reason

MAX_NAME = 40
# general categories a name may not hold: controls, format (zero-width, bidi), surrogates,
# private use, unassigned, line/paragraph separators; spaces other than U+0020 as well
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
# Greek and Cyrillic letters that read as the Latin ones of "bot" (after casefolding)
_LOOK_ALIKE = str.maketrans({"β": "b", "в": "b", "ь": "b", "ο": "o", "о": "o", "τ": "t", "т": "t",
                             "σ": "o", "ᴏ": "o", "ʙ": "b", "ᴛ": "t"})
_BOT_NAME = re.compile(r"^bot(\s*\(.*\))?$")


def normal_name(name: str, reserve_bots: bool = True) -> str:
    """The name as the host keeps it; IllegalCommand (MALFORMED) with the key `name-characters`,
    `name-too-long` or (when `reserve_bots`) `name-reserved` for a name it refuses."""
    text = unicodedata.normalize("NFKC", name).strip()
    for ch in text:
        if unicodedata.category(ch) in _REFUSED_CATEGORIES or (ch.isspace() and ch != " "):
            raise IllegalCommand(Reason.MALFORMED, "name-characters")
    text = re.sub(" {2,}", " ", text)
    if len(text) > MAX_NAME:
        raise IllegalCommand(Reason.MALFORMED, "name-too-long")
    if reserve_bots and is_bot_name(text):
        raise IllegalCommand(Reason.MALFORMED, "name-reserved")
    return text


def name_key(name: str) -> str:
    """What two names are compared by: casefolded normal form with look-alike letters folded."""
    return unicodedata.normalize("NFKC", name).strip().casefold().translate(_LOOK_ALIKE)


def is_bot_name(name: str) -> bool:
    return bool(_BOT_NAME.match(name_key(name)))


__all__ = ["MAX_NAME", "normal_name", "name_key", "is_bot_name"]
