"""Help in the window: the rules quick reference per phase and decision, the shortcut list, and
each decision panel's link to the section it needs, in every interface language."""
from __future__ import annotations

from engine.game import Game

from agot_qt import help as H
from agot_qt import i18n
from agot_qt.decisions import PlaceOrdersWidget

from .helpers import window_with


def test_help_menu_opens_the_reference_and_the_shortcuts(qtbot):
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    assert w.act_rules.shortcut().toString() == "F1"
    w.act_rules.trigger()
    dlg = w.help_dialog
    assert dlg.isVisible() and dlg.current_key() == "round"
    assert "Iron Throne order" in dlg.text.toPlainText()
    w.act_shortcuts.trigger()
    assert dlg.current_key() == "shortcuts"
    text = dlg.text.toPlainText()
    for key in ("Ctrl+N", "F11", "F1", "Space", "PgUp / PgDown"):
        assert key in text
    assert dlg.sections.count() == len(H.KEYS)
    dlg.close()


def test_a_decision_panel_links_to_its_rules(qtbot):
    w, lg = window_with(qtbot, Game.new(players=3, seed=8), ["stark"])
    qtbot.waitUntil(lambda: isinstance(w.decisions.widget, PlaceOrdersWidget), timeout=3000)
    link = w.decisions.rules_link
    assert link.isVisibleTo(w) and "Planning: orders" in link.text()
    link.linkActivated.emit("help:place-orders")
    assert w.help_dialog.current_key() == "place-orders"
    assert "King's Court" in w.help_dialog.text.toPlainText()
    lg.stop()


def test_every_section_reads_in_each_language(qtbot):
    try:
        for lang, word in (("zh_CN", "铁王座"), ("zh_TW", "鐵王座")):
            i18n.set_language(lang)
            round_text = H.section_html("round")
            assert word in round_text, lang
            for key in H.KEYS:
                body = H.section_html(key)
                assert body and H.title(key) in body
                assert not any(ch.isascii() and ch.isalpha() for ch in H.title(key)), (lang, key)
    finally:
        i18n.set_language("en")
    assert H.section_for("raven-peek") == "raven" and H.section_for("no-such-kind") == "round"
