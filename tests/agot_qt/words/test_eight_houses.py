"""The window does not break on an eight-house Mother of Dragons view (it is not offered to
players yet: the board does not draw Essos; this only guards against a crash)."""
from __future__ import annotations

from engine.game import Game

from ..helpers import window_with


def test_an_eight_house_view_shows_without_error(qtbot):
    from agot_qt.words import names

    g = Game.new(players=8, seed=2, ruleset="mother_of_dragons")
    w, lg = window_with(qtbot, g, ["arryn"])
    try:
        view = w.current_view()
        assert view["ruleset"] == "mother_of_dragons" and len(view["houses"]) == 8
        assert names.house("targaryen") == "Targaryen"
        w.set_language("zh_CN")
        assert names.house("arryn") == "艾林" and names.house("targaryen") == "坦格利安"
        assert names.region("the-vale-of-arryn") == "艾林谷" and names.card("missandei") == "弥桑黛"
        w.set_language("zh_TW")
        assert names.region("the-bite") == "咬人灣" and names.unit("dragon") == "龍"
    finally:
        w.set_language("en")
        w.stop_game()
        names.use_ruleset("second_edition")


def test_mother_of_dragons_names_and_card_texts_are_in_the_catalog_and_translated():
    import xml.etree.ElementTree as ET

    from engine.ruleset import load_ruleset, resources_dir

    from agot_qt.words.names_catalog import CARD_TEXTS, LOG_TEMPLATES, NAMES

    rs = load_ruleset("mother_of_dragons")
    new = [c for c in rs.house_cards.values() if c.house in ("arryn", "targaryen")]
    deck_four = [rs.westeros_cards[c] for c in dict.fromkeys(rs.westeros_decks["IV"])]
    assert {c.name for c in new} | {c["name"] for c in deck_four} | {"Arryn", "Targaryen", "Dragon"} <= set(NAMES)
    texts = {c.ability for c in new if c.ability} | {c["effect"] for c in deck_four}
    assert texts <= set(CARD_TEXTS)
    from engine.log import TEMPLATES

    assert LOG_TEMPLATES == TEMPLATES
    for lang in ("zh_CN", "zh_TW"):
        root = ET.parse(resources_dir() / "translations" / f"agot_{lang}.ts").getroot()
        done = {(ctx.findtext("name"), m.findtext("source")) for ctx in root.iter("context")
                for m in ctx.iter("message") if (m.findtext("translation") or "").strip()}
        assert {("CardText", t) for t in texts} <= done, lang
        assert {("Names", c.name) for c in new} <= done, lang


def test_a_mother_of_dragons_card_text_reads_in_chinese(qtbot):
    from agot_qt.words import i18n, names

    names.use_ruleset("mother_of_dragons")
    i18n.set_language("zh_CN")
    try:
        assert names.house_card_text("missandei").startswith("如果坦格利安以 2 点")
        assert "龙" in names.house_card_text("daenerys-targaryen-a")
    finally:
        i18n.set_language("en")
        names.use_ruleset("second_edition")
