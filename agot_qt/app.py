"""Start the window: the application object, the language, the main window."""
from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .words import i18n
from . import main_thread_gc
from .style import theme


def application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName("agot-qt")
        QCoreApplication.setApplicationName("agot")
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setFont(theme.ui_font(9.5))
    icon = i18n.translations_dir().parent / "icons" / "agot.svg"
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app  # type: ignore[return-value]


def open_window(language: str | None = None, load: str | None = None):
    """Create the application and show the main window (optionally with a saved game)."""
    app = application()
    main_thread_gc.install()  # bots think in worker threads: cycles are freed in the Qt thread only
    i18n.set_language(language or i18n.saved_language())
    from .main_window import MainWindow

    window = MainWindow()
    window.show()
    if load:
        window.load(load)
    return app, window


def run(language: str | None = None, load: str | None = None) -> int:
    app, window = open_window(language, load)
    from .lan.remote import ensure_loop

    ensure_loop()  # asyncio (LAN hosting, joining, discovery) runs inside the Qt loop
    return app.exec()
