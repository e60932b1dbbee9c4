"""Interface language: Qt translators for English, Simplified and Traditional Chinese.

Every user-visible string goes through `QCoreApplication.translate`. The
translations live in resources/translations/agot_<lang>.ts (Qt Linguist
files) and their compiled .qm; when a .qm is missing the .ts is read
directly, so a checkout works without the Linguist tools.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from engine.ruleset import resources_dir

LANGUAGES = {"en": "English", "zh_CN": "简体中文", "zh_TW": "繁體中文"}
DEFAULT_LANGUAGE = "en"

_current = DEFAULT_LANGUAGE
_installed: list[QTranslator] = []


def translations_dir() -> Path:
    return resources_dir() / "translations"


class TsTranslator(QTranslator):
    """A translator fed straight from a Qt Linguist .ts file."""

    def __init__(self, path: Path, parent=None) -> None:
        super().__init__(parent)
        self.table: dict[tuple[str, str, str | None], str] = {}
        root = ET.parse(path).getroot()
        for ctx in root.iter("context"):
            name = ctx.findtext("name") or ""
            for msg in ctx.iter("message"):
                source = msg.findtext("source")
                tr = msg.find("translation")
                if source is None or tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
                    continue
                forms = [f.text or "" for f in tr.iter("numerusform")]
                text = forms[0] if forms else (tr.text or "")
                if text:  # a disambiguated message (a first-edition name) is its own entry
                    self.table[(name, source, msg.findtext("comment") or None)] = text

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: N802 (Qt API)
        return self.table.get((context, source_text, disambiguation or None), "")

    def isEmpty(self) -> bool:  # noqa: N802 (Qt API)
        return not self.table


# regions whose Chinese is written in Traditional characters unless the locale says otherwise
TRADITIONAL_TERRITORIES = frozenset({"tw", "hk", "mo"})


def language_for_locale(tag: str) -> str:
    """The interface language for a locale tag ("zh_TW", "zh-Hant-HK", "zh_CN", "en_US", ...).

    An explicit script (Hant/Hans) decides; otherwise Taiwan, Hong Kong and Macau read
    Traditional Chinese and every other Chinese locale Simplified. Anything else is English.
    """
    bare = tag.split(".")[0].split("@")[0]  # POSIX names carry an encoding: zh_TW.UTF-8
    parts = [p.lower() for p in bare.replace("-", "_").split("_") if p]
    if not parts or parts[0] != "zh":
        return "en"
    if "hant" in parts:
        return "zh_TW"
    if "hans" in parts:
        return "zh_CN"
    return "zh_TW" if TRADITIONAL_TERRITORIES & set(parts[1:]) else "zh_CN"


def system_language(locale: QLocale | None = None) -> str:
    """The language the system (or the given) locale asks for."""
    loc = locale if locale is not None else QLocale.system()
    # bcp47Name keeps a script that is not the territory's default, e.g. zh-Hans-HK
    return language_for_locale(loc.bcp47Name())


def saved_language() -> str:
    value = QSettings().value("language", "")
    return value if value in LANGUAGES else system_language()


def current_language() -> str:
    return _current


def is_chinese() -> bool:
    """Either Chinese (Simplified or Traditional)."""
    return _current.startswith("zh")


def qt_translator(lang: str, parent=None) -> QTranslator | None:
    """Qt's own translation (qtbase_<lang>.qm, shipped with PySide6 and the bundle): the
    standard buttons (OK, Cancel, Save...) and the file dialogs speak the interface language."""
    import PySide6

    qm = QTranslator(parent)
    folders = (QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
               str(Path(PySide6.__file__).parent / "Qt" / "translations"))  # a frozen bundle's layout
    return qm if any(qm.load(f"qtbase_{lang}", folder) for folder in folders) else None


def set_language(lang: str, remember: bool = False) -> str:
    """Install the translators for `lang` (a key of LANGUAGES; unknown: English) and return it."""
    global _current
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    app = QCoreApplication.instance()
    for t in _installed:
        if app is not None:
            QCoreApplication.removeTranslator(t)
    _installed.clear()
    _current = lang
    if lang != "en" and app is not None:
        folder = translations_dir()
        qm = QTranslator(app)
        if (folder / f"agot_{lang}.qm").is_file() and qm.load(str(folder / f"agot_{lang}.qm")):
            translator: QTranslator = qm
        elif (folder / f"agot_{lang}.ts").is_file():
            translator = TsTranslator(folder / f"agot_{lang}.ts", app)
        else:
            translator = qm
        QCoreApplication.installTranslator(translator)
        _installed.append(translator)
        qt_own = qt_translator(lang, app)
        if qt_own is not None:
            QCoreApplication.installTranslator(qt_own)
            _installed.append(qt_own)
    if remember:
        QSettings().setValue("language", lang)
    return lang
