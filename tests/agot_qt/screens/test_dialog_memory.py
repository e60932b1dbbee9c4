"""Dialogs remember: the New game dialog and the LAN host form keep their last choices, file
dialogs open where the last save was, and the resume list names each saved LAN game."""
from __future__ import annotations

import os

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog

from engine.game import Game
from engine.save import make_save, write_save
from engine.session import Session


def test_the_new_game_dialog_keeps_its_last_choices(qtbot):
    from agot_qt.screens.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    d.players.setValue(4)
    d.tides.setChecked(True)
    d.bot_level.setCurrentIndex(d.bot_level.findData("hard"))
    d.house_boxes["stark"].setChecked(False)
    d.house_boxes["greyjoy"].setChecked(True)
    d.accept()
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.result_settings()["players"] == 4 and again.tides.isChecked()
    assert again.bot_level.currentData() == "hard"
    assert again.result_settings()["humans"] == ["greyjoy"]
    QSettings().remove("new_game")


def test_the_lan_host_form_keeps_its_last_choices(qtbot):
    from agot_qt.lan.lobby import LobbyScreen

    form = LobbyScreen()
    qtbot.addWidget(form)
    form.game_name.setText("Friday night")
    form.players.setValue(4)
    form.tides.setChecked(True)
    form.turn_clock.setCurrentIndex(form.turn_clock.findData(120))
    form.holder_boxes["greyjoy"].setCurrentIndex(1)  # a bot
    form.my_seat.setCurrentIndex(0)  # no seat: the board on this screen
    form._remember_form(form.settings())
    again = LobbyScreen()
    qtbot.addWidget(again)
    s = again.settings()
    assert (s["name"], s["players"], s["tides"], s["turn_clock"], s["seat"]) == ("Friday night", 4, True, 120, None)
    assert s["holders"]["greyjoy"] == "bot" and s["holders"]["stark"] == "open"
    QSettings().remove(LobbyScreen.FORM_KEY)


def test_file_dialogs_open_where_the_last_save_was(qtbot, tmp_path, monkeypatch):
    from ..helpers import window_with

    w, lg = window_with(qtbot, Game.new(players=3, seed=1), ["stark"])
    folder = tmp_path / "my saves"
    folder.mkdir()
    w.save_path = str(folder / "evening.agot.json")
    assert w.save()
    asked = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: asked.append(a[2]) or ("", "")))
    w.load_dialog()
    assert asked == [str(folder)]


def test_the_resume_list_names_each_game_newest_first(qtbot, tmp_path):
    from agot_qt.lan.resume_list import ResumeDialog

    for i, (name, players) in enumerate((("Older night", 3), ("Friday night", 4))):
        session = Session(Game.new(players=players, seed=i), name=name)
        path = tmp_path / f"{session.game_id}.agot"
        write_save(path, make_save(session))
        os.utime(path, (1000 + i, 1000 + i))
    (tmp_path / "broken.agot").write_text("{not json")
    d = ResumeDialog(tmp_path)
    qtbot.addWidget(d)
    rows = [[d.games.topLevelItem(r).text(c) for c in range(4)] for r in range(d.games.topLevelItemCount())]
    assert [r[0] for r in rows] == ["Friday night", "Older night"], "newest first; a broken file is left out"
    assert rows[0][1] == "Stark, Lannister, Baratheon, Greyjoy" and rows[0][2] == "1"
    d.resume_button.click()
    assert d.chosen and d.chosen.endswith(".agot") and "Friday" not in d.chosen


def test_greyed_out_choices_of_the_new_game_dialog_say_why(qtbot):
    from agot_qt.screens.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    d.edition.setCurrentIndex(d.edition.findData("second_edition"))
    d.players.setValue(6)
    assert d.tides.isEnabled() and d.tides.toolTip()
    d.players.setValue(4)
    greyed = [box for box in d.house_boxes.values() if not box.isHidden() and not box.isEnabled()]
    assert greyed and all("4" in box.toolTip() for box in greyed)
    assert all(not box.toolTip() for box in d.house_boxes.values() if box.isEnabled())
    d.edition.setCurrentIndex(d.edition.findData("first_edition"))
    assert not d.tides.isEnabled() and "edition" in d.tides.toolTip()


def test_the_resume_list_reads_dark_on_light_when_opened_from_the_lan_page(qtbot, tmp_path):
    """Opened over the LAN page (light text for a dark page), its own text stays readable."""
    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.lan.resume_list import ResumeDialog

    page = LobbyScreen()
    qtbot.addWidget(page)
    d = ResumeDialog(tmp_path, page)
    d.show()
    qtbot.waitExposed(d)
    ink = d.empty.palette().color(d.empty.foregroundRole())
    ground = d.palette().color(d.backgroundRole())
    assert abs(ink.lightness() - ground.lightness()) > 120, (ink.name(), ground.name())
    d.close()
