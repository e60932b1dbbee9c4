"""The list of saved LAN games offered by *Resume a saved LAN game…*: each game's name, houses,
round and when it was saved, newest first (this window's hosted games autosave into the user's
data folder); *Other file…* opens any save."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFileDialog, QHeaderView, QLabel, QPushButton, QTreeWidget, QTreeWidgetItem,
    QVBoxLayout, QWidget,
)

from ..games import autosave
from ..words import names

translate = QCoreApplication.translate


def saved_games(folder: Path, aside: list[Path] | None = None) -> list[autosave.AutosaveInfo]:
    """The LAN saves in `folder` that can be read, newest first (finished games included: the
    lobby says there is nothing to resume); a damaged one is set aside (autosave.readable)."""
    infos = autosave.readable(folder, "*.agot", aside)
    return sorted(infos, key=lambda i: i.saved_at, reverse=True)


class ResumeDialog(QDialog):
    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resumeList")
        # its own colours: the LAN page's light text (for its dark background) would be faint on a
        # dialog's light grey
        self.setStyleSheet("QLabel { color: #2b2418; }")
        self.folder = folder
        self.chosen: str | None = None
        self.setWindowTitle(translate("Lobby", "Resume a saved LAN game"))
        self.resize(760, 380)
        lay = QVBoxLayout(self)
        self.games = QTreeWidget()
        self.games.setRootIsDecorated(False)
        self.games.setHeaderLabels([translate("Lobby", "Game"), translate("Resume", "Houses"),
                                    translate("Resume", "Round"), translate("Resume", "Saved")])
        self.games.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.games.itemDoubleClicked.connect(lambda item, _c: self._choose(item))
        lay.addWidget(self.games, 1)
        self.empty = QLabel(translate("Resume", "No LAN game was hosted from this window yet."))
        lay.addWidget(self.empty)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.resume_button = buttons.addButton(translate("Resume", "Resume"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.other_button = QPushButton(translate("Resume", "Other file…"))
        buttons.addButton(self.other_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.resume_button.clicked.connect(lambda: self._choose(self.games.currentItem()))
        self.other_button.clicked.connect(self._other)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.aside: list[Path] = []  # damaged files set aside while listing, named below the list
        infos = saved_games(folder, self.aside)
        self.aside_note = QLabel(autosave.set_aside_text(self.aside))
        self.aside_note.setWordWrap(True)
        self.aside_note.setVisible(bool(self.aside))
        lay.insertWidget(2, self.aside_note)
        for info in infos:
            item = QTreeWidgetItem([info.name, ", ".join(names.house(h) for h in info.houses), str(info.round),
                                    autosave.when_text(info.saved_at)])
            item.setData(0, Qt.ItemDataRole.UserRole, str(info.path))
            self.games.addTopLevelItem(item)
        self.empty.setVisible(self.games.topLevelItemCount() == 0)
        if self.games.topLevelItemCount():
            self.games.setCurrentItem(self.games.topLevelItem(0))
        for c in (0, 2, 3):
            self.games.resizeColumnToContents(c)
        self.resume_button.setEnabled(self.games.topLevelItemCount() > 0)

    def _choose(self, item: QTreeWidgetItem | None) -> None:
        if item is not None:
            self.chosen = item.data(0, Qt.ItemDataRole.UserRole)
            self.accept()

    def _other(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, translate("Lobby", "Resume a saved LAN game"), str(self.folder) if self.folder.is_dir() else "",
            translate("Lobby", "LAN game saves (*.agot);;All files (*)"))
        if path:
            self.chosen = path
            self.accept()


__all__ = ["ResumeDialog", "saved_games"]
