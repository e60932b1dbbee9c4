"""People's display names: one normal form, nothing invisible, bots' names kept for bots.

A name is shown to everyone at the table and tells people apart, so the host accepts it
only in a form that reads as what it is: NFKC-normalised (full-width and other compatibility
letters become the plain ones), trimmed, without control, format (zero-width, bidi
overrides), private-use, unassigned or separator characters other than the plain space,
without any of Unicode's default-ignorable code points (U+034F, variation selectors, the
Hangul fillers U+115F/U+1160/U+3164/U+FFA0 ...) or the blank U+2800, not starting with a
combining mark, and with at least one visible letter, digit, symbol or punctuation mark.
Names that read as one of the host's bots ("Bot", "Bot (greyjoy)", also spelt with
look-alike Greek or Cyrillic letters) are kept for the bots, and names that read as "Host"
(in any case, "H0st", Cyrillic "Ноѕт", "Host (stark)") for the host, whose notices are its own
messages: nobody can chat as it.

A chat line may not hold what could make it pass for another line or another speaker: control
characters (a line break, NUL, ESC), line and paragraph separators (U+2028, U+2029), surrogates
or the bidi controls that reorder text (`chat_text`).

Whether two names are confusable (`confusable`) is asked of the `confusables` package, which
compares two strings character by character through Unicode's confusables.txt (UTS #39), so
"Аnn" in Cyrillic reads as "Ann", "rn" as "m", "I" as "l"; the other packages on PyPI either
only flag a single string that mixes scripts (confusable-homoglyphs) or carry hand lists.
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
_HOST_NAME = re.compile(r"^host(\s*\(.*\))?$")
_SUFFIX = re.compile(r"\s*\(.*\)$")  # "(stark)" after a name
# what a chat line may not hold: controls, surrogates, line and paragraph separators, and the
# bidi controls (Bidi_Control, PropList.txt) that reorder the text around them
_CHAT_REFUSED_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp"})
BIDI_CONTROLS = frozenset({0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)})
# Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt; a stable property: code points
# are added to it, never taken away), as ranges: they render as nothing wherever they stand
DEFAULT_IGNORABLE: tuple[tuple[int, int], ...] = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160), (0x17B4, 0x17B5),
    (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
    (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)
BLANK = frozenset({0x2800})  # BRAILLE PATTERN BLANK: a symbol that draws nothing
_VISIBLE = ("L", "N", "S", "P")  # general categories a name needs one of


def is_default_ignorable(ch: str) -> bool:
    code = ord(ch)
    return any(low <= code <= high for low, high in DEFAULT_IGNORABLE)


def normal_name(name: str, reserve_bots: bool = True) -> str:
    """The name as the host keeps it; IllegalCommand (MALFORMED) with the key `name-characters`,
    `name-too-long` or (when `reserve_bots`: a name a person asks for) `name-reserved` (it reads
    as Bot) or `name-reserved-host` (it reads as Host) for a name it refuses."""
    text = unicodedata.normalize("NFKC", name).strip()
    for ch in text:
        if unicodedata.category(ch) in _REFUSED_CATEGORIES or (ch.isspace() and ch != " ") \
                or is_default_ignorable(ch) or ord(ch) in BLANK:
            raise IllegalCommand(Reason.MALFORMED, "name-characters")
    if text and (unicodedata.category(text[0]).startswith("M")
                 or not any(unicodedata.category(ch).startswith(_VISIBLE) for ch in text if ord(ch) not in BLANK)):
        raise IllegalCommand(Reason.MALFORMED, "name-characters")  # a mark with nothing under it, or no letter
    text = re.sub(" {2,}", " ", text)
    if len(text) > MAX_NAME:
        raise IllegalCommand(Reason.MALFORMED, "name-too-long")
    if reserve_bots and is_bot_name(text):
        raise IllegalCommand(Reason.MALFORMED, "name-reserved")
    if reserve_bots and is_host_name(text):
        raise IllegalCommand(Reason.MALFORMED, "name-reserved-host")
    return text


def chat_text(text: str) -> str:
    """A chat line as the host passes it on; IllegalCommand (MALFORMED) with the key
    `chat-characters` for one holding a line break, a control or separator character or a
    bidi control (a forged "Alice: I resign" line, text reordered to read otherwise)."""
    for ch in text:
        if unicodedata.category(ch) in _CHAT_REFUSED_CATEGORIES or ord(ch) in BIDI_CONTROLS:
            raise IllegalCommand(Reason.MALFORMED, "chat-characters")
    return text


def name_key(name: str) -> str:
    """What two names are compared by: casefolded normal form with look-alike letters folded."""
    return unicodedata.normalize("NFKC", name).strip().casefold().translate(_LOOK_ALIKE)


def is_bot_name(name: str) -> bool:
    return bool(_BOT_NAME.match(name_key(name)))


def is_host_name(name: str) -> bool:
    """`name` reads as the host's: "Host" (with anything in brackets after it), in any case or
    spelt with look-alike letters of any script."""
    return bool(_HOST_NAME.match(name_key(name))) or confusable(_SUFFIX.sub("", name), "Host")


def confusable(a: str, b: str) -> bool:
    """`a` and `b` (normal names) read alike: the same compared without case and look-alike letters,
    or confusable by Unicode's confusables data (the `confusables` package). Empty names never are.

    A build without that package (an environment made before it was a dependency) compares by
    `name_key` alone."""
    if not a or not b:
        return False
    if name_key(a) == name_key(b):
        return True
    try:
        from confusables import is_confusable
    except ImportError:  # pragma: no cover - the package is a dependency of the project
        return False
    return bool(is_confusable(unicodedata.normalize("NFKC", a).casefold(), unicodedata.normalize("NFKC", b).casefold()))


__all__ = ["MAX_NAME", "normal_name", "name_key", "is_bot_name", "is_host_name", "chat_text", "confusable",
           "is_default_ignorable"]
