"""Help in the window: the rules quick reference per phase and decision, the shortcut list, and
each decision panel's link to the section it needs, in every interface language."""
from __future__ import annotations

from engine.game import Game

from agot_qt.words import help as H
from agot_qt.words import i18n
from agot_qt.decisions import PlaceOrdersWidget

from ..helpers import window_with


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


def test_the_reference_follows_the_edition_of_the_game_on_screen(qtbot):
    from agot_qt.words import names

    assert set(H.EDITION_SECTIONS["first_edition"]) <= set(H.KEYS)
    second = {k: H.section_html(k, "second_edition") for k in H.KEYS}
    first = {k: H.section_html(k, "first_edition") for k in H.KEYS}
    assert "siege engine" in second["house-card"] and "siege engine" not in first["house-card"]
    assert "wildling card" in second["raven"] and "wildling" not in first["raven"]
    assert "Event phase" in first["westeros"] and "mammoth" in first["westeros"]
    assert "eight with three players" in first["round"] and "First edition" in first["round"]
    assert "Second edition" in second["round"]
    for key in H.EDITION_SECTIONS["first_edition"]:
        assert first[key] != second[key], key
    w, lg = window_with(qtbot, Game.new(players=5, seed=3, ruleset="first_edition"), ["stark"])
    try:
        w.act_rules.trigger()
        titles = [w.help_dialog.sections.item(i).text() for i in range(w.help_dialog.sections.count())]
        assert "Event phase" in titles and "Westeros phase" not in titles
        w.help_dialog.open_section("raid")
        assert "up to two" in w.help_dialog.text.toPlainText()
        i18n.set_language("zh_CN")
        assert "猛犸象" in H.section_html("westeros") and H.title("westeros") == "事件阶段"
        i18n.set_language("zh_TW")
        assert "猛獁象" in H.section_html("westeros") and H.title("westeros") == "事件階段"
    finally:
        i18n.set_language("en")
        lg.stop()
        names.use_ruleset("second_edition")
    assert "Westeros phase" in H.section_html("westeros")


def test_the_status_bar_names_the_event_phase_of_the_first_edition(qtbot):
    from agot_qt.words import names

    w, lg = window_with(qtbot, Game.new(players=5, seed=3, ruleset="first_edition"), ["stark"])
    try:
        view = dict(w.current_view(), phase=["westeros"])
        w._update_status_bar(view)
        assert "Events" in w.round_status.text() and "Westeros" not in w.round_status.text()
        w._update_status_bar(dict(view, ruleset="second_edition"))
        assert "Westeros" in w.round_status.text()
    finally:
        lg.stop()
        names.use_ruleset("second_edition")
