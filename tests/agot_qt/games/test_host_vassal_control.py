"""The host's window replaces an away player's house by a vassal and gives it back from the
"At the table" list, says when that waits for the end of a battle or is refused (in the three
languages), and its host form keeps the setting that does it by itself past the turn clock."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal

from engine.errors import IllegalCommand, Reason
from engine.game import Game
from engine.save import make_save, write_save
from engine.session import Session

from ..lan.test_lobby import lan_window, qt_loop, save_folder  # noqa: F401 (fixtures)


def saved_vassal_game(path) -> str:
    """A started 4-player LAN game with vassals: Ann's seat (the first house), the rest bots;
    returns Ann's house."""
    session = Session(Game.new(players=4, seed=21, options={"vassals": True}), name="Vassal night")
    ann, *others = list(session.seats)
    for h in others:
        session.set_holder(h, "bot")
    session.set_holder(ann, "human", name="Ann")
    write_save(path, make_save(session))
    return ann


def action(button, data: str):
    return next((a for a in button.menu().actions() if a.data() == data), None)


def test_the_host_replaces_an_away_player_by_a_vassal_and_gives_the_house_back(qtbot, qt_loop, tmp_path):
    path = tmp_path / "vassal.agot"
    ann = saved_vassal_game(path)
    w = lan_window(qtbot, "host")
    w.open_lobby()
    w.lobby_screen.name_edit.setText("Hana")
    assert w.lan.resume(str(path))
    qtbot.waitUntil(lambda: w.game is not None and w.game.model.synced(), timeout=8000)
    lan = w.game.lan_host
    lan.host.pause_bots(True)  # no battle starts meanwhile
    panel = w.presence
    try:
        qtbot.waitUntil(lambda: ann in panel.rows and not panel.rows[ann][3].isHidden(), timeout=5000)
        button = panel.rows[ann][3]
        replace = action(button, "vassal")
        assert replace is not None and replace.text() == "Replace by a vassal"
        replace.trigger()
        assert ann in lan.session.game.s.vassals
        qtbot.waitUntil(lambda: "plays as a vassal" in panel.text_of(ann), timeout=5000)
        qtbot.waitUntil(lambda: any("plays on as a vassal" in w.log.item(i).text() for i in range(w.log.count())),
                        timeout=5000)  # everyone reads it in the log
        give = action(button, "player")
        assert give is not None and give.text() == "Give the house back" and action(button, "vassal") is None
        give.trigger()
        assert ann not in lan.session.game.s.vassals
        qtbot.waitUntil(lambda: "vassal" not in panel.text_of(ann), timeout=5000)
        qtbot.waitUntil(lambda: any("it is no longer a vassal" in w.log.item(i).text()
                                    for i in range(w.log.count())), timeout=5000)
    finally:
        host = w.game.lan_host if w.game is not None else None
        w.close()
        if host is not None:
            qtbot.waitUntil(lambda: host.closing.done(), timeout=5000)


class Table(QObject):
    """The window's LAN game as the panel sees it, with a host whose answers the test sets."""

    seats_changed = Signal(dict)

    def __init__(self, answer: Any) -> None:
        super().__init__()
        self.seat = "stark"
        self.lan_host = self
        self.answer = answer
        self.state = "player"
        self.seats = {"stark": {"holder": "human", "name": "Hana", "connected": True, "ready": True},
                      "lannister": {"holder": "human", "name": "Bob", "connected": False, "ready": True,
                                    "away": 400.0}}

    def connect_as(self, *args) -> None: ...

    def stand_in(self, house: str, level: str) -> None: ...

    def vassal_state(self, house: str) -> str:
        return self.state if house == "lannister" else "player"

    def set_vassal(self, house: str, vassal: bool) -> bool:
        if isinstance(self.answer, Exception):
            raise self.answer
        self.state = "to-vassal" if vassal else "to-player"
        return False


@pytest.mark.parametrize("lang, battle, refused", [
    ("en", "becomes a vassal after the battle", "cannot become a vassal: Lannister is the last player"),
    ("zh_CN", "战斗结束后成为附庸", "不能成为附庸"),
    ("zh_TW", "戰鬥結束後成為附庸", "不能成為附庸")])
def test_a_change_held_up_by_a_battle_or_refused_is_said_on_the_row(qtbot, lang, battle, refused):
    from agot_qt.words import i18n
    from agot_qt.games.presence import PresencePanel

    i18n.set_language(lang)
    try:
        panel = PresencePanel()
        qtbot.addWidget(panel)
        table = Table(answer=False)
        panel.set_game(table)
        assert panel.hosting and not panel.rows["lannister"][3].isHidden()
        action(panel.rows["lannister"][3], "vassal").trigger()  # during a battle: done after it
        assert battle in panel.text_of("lannister")
        table.answer = IllegalCommand(Reason.ILLEGAL, "vassal-last-seat", house="lannister")
        table.state = "player"
        panel.refresh()
        action(panel.rows["lannister"][3], "vassal").trigger()
        assert refused in panel.text_of("lannister")
        if lang != "en":  # a language switch rewords it
            i18n.set_language("en")
            panel.retranslate()
            assert "cannot become a vassal: Lannister is the last player" in panel.text_of("lannister")
        table.seats["lannister"] = {**table.seats["lannister"], "connected": True}
        table.seats_changed.emit(table.seats)
        assert refused not in panel.text_of("lannister"), "the person is back: the refusal is old news"
        assert panel.rows["stark"][3].isHidden(), "no control for someone who is here"
        panel.set_game(None)
    finally:
        i18n.set_language("en")


def test_the_host_form_offers_the_away_vassal_setting_with_vassals_and_a_turn_clock(qtbot, qt_loop):
    w = lan_window(qtbot, "host")
    w.open_lobby()
    form = w.lobby_screen
    assert form.away_vassals.isChecked()
    form.turn_clock.setCurrentIndex(form.turn_clock.findData(0))
    assert not form.away_vassals.isEnabled()
    form.turn_clock.setCurrentIndex(form.turn_clock.count() - 1)
    if form.vassals.isEnabled():
        form.vassals.setChecked(True)
        assert form.away_vassals.isEnabled()
        form.vassals.setChecked(False)
        assert not form.away_vassals.isEnabled()
    form.away_vassals.setChecked(False)
    assert form.settings()["away_vassals"] is False
    form.away_vassals.setChecked(True)
    assert form.settings()["away_vassals"] is True
    w.close()
