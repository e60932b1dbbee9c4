"""Entry point of the desktop bundle's `agot` program.

Same command line as the installed `agot` (see agot_qt/__main__.py), plus:

    agot --smoke-test     start offscreen (or on the platform QT_QPA_PLATFORM names),
                          show the main window, check that the bundled map, rules
                          and translations were found, quit; prints "shown" as soon
                          as the window is up, the platform, then one line per
                          check, and exits 0 only if every check passed.
"""
from __future__ import annotations

import multiprocessing
import os
import sys
from pathlib import Path


def smoke_test() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer

    from agot_qt.words import i18n
    from agot_qt.app import open_window
    from engine import __version__
    from engine.ruleset import load_ruleset, resources_dir

    app, window = open_window("en")
    for _ in range(3):
        app.processEvents()
    print("shown" if window.isVisible() else "not shown", flush=True)
    print(f"platform: {app.platformName()}", flush=True)
    geo = window.scene.geometry
    outlined = sum(1 for g in geo.regions.values() if g.from_outline)
    rs = load_ruleset()
    checks = {
        "window shown": window.isVisible(),
        f"map outlines {outlined}/{len(geo.regions)}": geo.has_outlines and outlined == len(geo.regions) > 0,
        f"ruleset regions {len(rs.regions)}": len(rs.regions) > 0,
        "translations": all((i18n.translations_dir() / f"agot_{lang}.qm").is_file() for lang in ("en", "zh_CN")),
        "icon": (resources_dir() / "icons" / "agot.svg").is_file() and not app.windowIcon().isNull(),
        "Qt's own translations": all(i18n.qt_translator(lang) is not None for lang in ("zh_CN", "zh_TW")),
    }
    if getattr(sys, "frozen", False):  # the data must come from the bundle, not from a checkout
        inside = resources_dir().resolve().is_relative_to(Path(sys._MEIPASS).resolve())  # type: ignore[attr-defined]
        checks["resources inside the bundle"] = inside
    for name, ok in checks.items():
        print(f"{'ok' if ok else 'FAILED'}: {name}", flush=True)
    window.close()
    QTimer.singleShot(0, app.quit)
    code = app.exec()
    print(f"agot {__version__}: quit with {code}", flush=True)
    return 0 if code == 0 and all(checks.values()) else 1


def main() -> int:
    if "--smoke-test" in sys.argv[1:]:
        return smoke_test()
    from agot_qt.__main__ import main as agot_main

    return agot_main()


if __name__ == "__main__":
    # first of all: in the bundle, a bot's worker process starts as this program and is told so here
    multiprocessing.freeze_support()
    sys.exit(main())
