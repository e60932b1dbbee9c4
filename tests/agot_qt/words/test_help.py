"""Help in the window: the rules quick reference per phase and decision, the shortcut list, and
each decision panel's link to the section it needs, in every interface language."""
from __future__ import annotations

from engine.game import Game

from agot_qt.words import help as H
from agot_qt.words import i18n, names
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


ADDED = {"tides", "dragons", "loyalty", "deck-iv", "essos", "vassals", "iron-bank", "sea-orders", "gifts",
         "a-dance-with-dragons"}


def test_every_rule_an_expansion_or_an_option_adds_has_a_section_in_three_languages():
    import re

    assert set(H.ADDED_KEYS) == ADDED and set(H.ADDED_KEYS) < set(H.KEYS)
    english = {k: H.section_html(k) for k in ADDED}
    for key, words in (("dragons", ("rounds 2, 4, 6, 8 and 10", "any land area")),
                       ("loyalty", ("7 loyalty", "handed out")), ("deck-iv", ("fourth Westeros deck", "cancel")),
                       ("essos", ("Braavos", "Pentos")), ("vassals", ("claim", "vassal deck")),
                       ("iron-bank", ("7, 4 and 1", "each loan")),
                       ("sea-orders", ("Sea March",)), ("gifts", ("Give power",)),
                       ("a-dance-with-dragons", ("round 6", "garrisons")), ("tides", ("skull",))):
        for word in words:
            assert word in english[key], (key, word)
    try:
        for lang in ("zh_CN", "zh_TW"):
            i18n.set_language(lang)
            for key in ADDED:
                text = re.sub(r"<[^>]+>", "", H.section_html(key))
                assert H.title(key) in text
                latin = [w for w in re.findall(r"[A-Za-z]+", text) if w not in ("I", "II", "III", "IV")]
                assert not latin, (lang, key, latin)
    finally:
        i18n.set_language("en")


def test_every_decision_of_every_ruleset_links_to_the_sections_it_needs(qtbot):
    """Seeded bot games of every ruleset and option (tests/agot_qt/decision_walk.py): each decision
    links to its kind's section and to that of every rule it shows that an expansion or option
    adds; every such section is reached from a decision (gifts: from the gift dialog)."""
    from ..decision_walk import walk

    met = walk()
    reached: set[str] = set()
    for (ruleset, key), m in sorted(met.decisions.items()):
        links = H.sections_for(m.decision, m.view)
        assert set(links) <= set(H.KEYS) and H.section_for(m.decision["kind"]) in links, (ruleset, key, links)
        o, prompt = m.decision["options"], str(m.decision["options"].get("prompt", ""))
        needs = set()
        if m.decision["house"] != m.decision["seat"] or prompt == "claim-vassals":
            needs.add("vassals")
        if set(o.get("sea_only") or ()) & set(names.ruleset(ruleset).sea_token_ids):
            needs.add("sea-orders")
        elif "sea-orders" in links:
            raise AssertionError(f"{ruleset} {key}: the sea orders' rules linked without a sea order")
        if o.get("extra_tokens") or prompt.startswith("loan-") or prompt.startswith("iron-bank"):
            needs.add("iron-bank")
        if prompt.startswith("hand-out-bid:"):
            needs.add("loyalty")
        if prompt.partition(":")[0] in names.ruleset(ruleset).westeros_decks.get("IV", ()):
            needs.add("deck-iv")
        if o.get("flight_destinations"):
            needs.add("dragons")
        if ruleset == "a_dance_with_dragons" and m.decision["kind"] in ("house-card", "support"):
            needs.add("a-dance-with-dragons")
        if prompt == "valyrian-steel-blade-redraw":
            needs.add("tides")
        assert needs <= set(links), (ruleset, key, links, needs)
        reached |= set(links)
    from engine.game import Game

    from ..vassal_games import play_until

    def targaryen_marches(g):  # Pentos, Targaryen's home, is in Essos
        d = g.waiting_for()[0]
        return d.kind == "march" and d.house == "targaryen"

    g = play_until(Game.new(players=8, seed=2, ruleset="mother_of_dragons"), targaryen_marches)
    d = g.waiting_for()[0]
    assert "essos" in H.sections_for(d.to_wire(), g.view(d.seat))
    reached.add("essos")
    assert ADDED - {"gifts"} <= reached, ADDED - reached


def test_the_decision_panel_and_the_gift_dialog_link_to_the_added_rules(qtbot):
    from agot_qt.main_window import MainWindow
    from agot_qt.panels.gifts import GiftDialog
    from agot_qt.words import names

    from ..decision_walk import walk

    m = walk().decisions[("mother_of_dragons", "choose|scattering-dissent:move|[str],str")]
    w = MainWindow()
    qtbot.addWidget(w)
    names.use_ruleset("mother_of_dragons")
    try:
        w.scene.set_view(m.view)
        w.decisions.set_decision(m.seat, m.decision, m.view, [])
        link = w.decisions.rules_link
        assert "help:deck-iv" in link.text() and "Westeros deck IV" in link.text()
        link.linkActivated.emit("help:deck-iv")
        assert w.help_dialog.current_key() == "deck-iv" and "Scattering Dissent" in w.help_dialog.text.toPlainText()
        w.decisions.clear_decision()
        view = dict(m.view, power={h: 3 for h in m.view["power"]})
        dlg = GiftDialog(view, m.seat, w)
        qtbot.addWidget(dlg)
        assert "help:gifts" in dlg.rules_link.text()
        asked = []
        dlg.rules_requested.connect(asked.append)
        dlg.rules_link.linkActivated.emit("help:gifts")
        assert asked == ["gifts"]
    finally:
        names.use_ruleset("second_edition")


def test_the_iron_banks_order_at_sea_links_the_iron_bank_not_the_sea_orders():
    """The Iron Bank's order is placed at sea only, as the sea orders module's tokens are: a tray
    holding it alone links the Iron Bank's rules, not the sea orders'."""
    view = {"ruleset": "mother_of_dragons", "options": {"iron_bank": True}}
    alone = {"kind": "place-orders", "seat": "stark", "house": "stark",
             "options": {"sea_only": ["iron-bank"], "extra_tokens": ["iron-bank"]}}
    assert H.sections_for(alone, view) == ["place-orders", "iron-bank"]
    both = dict(alone, options={"sea_only": ["iron-bank", "sea-support"], "extra_tokens": ["iron-bank"]})
    assert H.sections_for(both, view) == ["place-orders", "sea-orders", "iron-bank"]
