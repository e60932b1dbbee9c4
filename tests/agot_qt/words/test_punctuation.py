"""The decision panels punctuate in the interface language: Chinese uses full-width colons and
parentheses and the 、 list separator, never the English ": ", " (…)" and ", "."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from engine.game import Game

from agot_qt import decisions as D
from agot_qt.words import i18n
from agot_qt.board.scene import MapScene

from ..helpers import army, position
from ..decisions.test_decisions import widget_for

ENGLISH_MARKS = (": ", " (", ", ")


@pytest.fixture(params=["zh_CN", "zh_TW"])
def chinese(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _no_english_marks(text: str) -> None:
    for mark in ENGLISH_MARKS:
        assert mark not in text, (mark, text)


def test_the_waiting_line_lists_houses_and_their_decisions_in_chinese_punctuation(qtbot, chinese):
    g = Game.new(players=3, seed=1)
    panel = D.DecisionPanel(MapScene())
    qtbot.addWidget(panel)
    panel.show_status(g.view(None), None, [], [])
    text = panel.waiting.text()
    assert "：" in text and "（" in text and "）" in text and "、" in text, text
    _no_english_marks(text)


def test_the_order_list_uses_a_full_width_colon(qtbot, chinese):
    w, _, _ = widget_for(position(phase="planning"), "stark", qtbot=qtbot)
    assert w.set_order("winterfell", "march-plus-one")
    items = [w.list.item(i).text() for i in range(w.list.count())]
    assert items and all("：" in t for t in items), items
    for t in items:
        _no_english_marks(t)


def test_the_march_plan_uses_a_full_width_colon(qtbot, chinese):
    g = position(phase="march", units={"winterfell": army("stark", "footman", "knight")},
                 orders={"winterfell": ["stark", "march"]})
    w, _, _ = widget_for(g, "stark", qtbot=qtbot)
    assert w.move("the-stony-shore", ["footman"])
    line = next(s for s in w.plan.text().split("<br>") if s.startswith("→"))
    assert "：" in line, line
    _no_english_marks(line)


def test_muster_costs_and_the_bid_order_in_chinese_punctuation(qtbot, chinese):
    g = position(phase="westeros", westeros={"I": ["mustering"], "II": ["last-days-of-summer"],
                                             "III": ["feast-for-crows"]},
                 tracks={"iron_throne": ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]})
    w, _, _ = widget_for(g, "lannister", qtbot=qtbot)
    w.select_castle("lannisport")
    texts = [b.text() for b in w.unit_buttons.values()]
    assert texts and all("（" in t and t.endswith("）") for t in texts), texts
    g = position(phase="westeros", westeros={"I": ["last-days-of-summer"], "II": ["clash-of-kings"],
                                             "III": ["feast-for-crows"]})
    bid, _, _ = widget_for(g, "stark", qtbot=qtbot)
    labels = " ".join(label.text() for label in bid.findChildren(QLabel))
    assert "、" in labels and ", " not in labels, labels

def test_english_keeps_its_own_punctuation(qtbot, english):
    w, _, _ = widget_for(position(phase="planning"), "stark", qtbot=qtbot)
    assert w.set_order("winterfell", "march-plus-one")
    assert any(w.list.item(i).text().startswith("Winterfell: ") for i in range(w.list.count()))


def test_mustering_is_named_one_way_in_the_panel_its_rules_link_and_the_rules(qtbot, chinese):
    from agot_qt.words.help import section_html

    g = position(phase="westeros", westeros={"I": ["mustering"], "II": ["last-days-of-summer"],
                                             "III": ["feast-for-crows"]},
                 tracks={"iron_throne": ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]})
    view = g.view("lannister")
    panel = D.DecisionPanel(MapScene())
    qtbot.addWidget(panel)
    panel.set_decision("lannister", view["decisions"][0], view, [])
    heading = panel.widget.findChildren(QLabel)[0].text()
    points = {"zh_CN": "点", "zh_TW": "點"}[chinese]
    assert heading in panel.rules_link.text(), (heading, panel.rules_link.text())
    rules = section_html("muster")
    assert heading + points in rules, rules
    other = {"zh_CN": "征募", "zh_TW": "徵募"}[chinese]
    assert other + points not in rules and other not in panel.rules_link.text()


def test_log_lines_with_pairs_use_the_chinese_colon(chinese):
    from engine.events import Event

    from agot_qt.words.log_text import describe

    lines = [describe(Event("HouseCardsRevealed", {"cards": {"stark": "eddard-stark", "greyjoy": "euron-crows-eye"}})),
             describe(Event("SupportChosen", {"house": "greyjoy", "choices": {"ironmans-bay": "defender"}})),
             describe(Event("OrdersPlacedSecret", {"orders": {"winterfell": "march", "white-harbor": "support-1"}}))]
    for line in lines:
        assert "：" in line.rstrip("。"), line
        _no_english_marks(line)


def test_the_raven_areas_card_and_supply_tips_and_the_area_tip_in_chinese_punctuation(qtbot, chinese):
    from engine import commands as C

    from agot_qt.panels.houses import card_tooltip
    from agot_qt.panels.westeros import wildling_tooltip

    g = position(phase="planning", tracks={"kings_court": ["stark", "lannister", "martell", "baratheon", "tyrell",
                                                           "greyjoy"]})
    for d in list(g.waiting_for()):
        opts = d.options
        picks = [t for t in ("march", "support-1", "raid-1", "consolidate-power-1") if t in opts["tokens"]]
        g.act(d.seat, C.PlaceOrders(tuple(zip(opts["regions"], picks))))
    w, _, _ = widget_for(g, "stark", qtbot=qtbot)
    assert isinstance(w, D.RavenWidget)
    items = [w.region_box.itemText(i) for i in range(w.region_box.count())]
    assert items and all("（" in t for t in items), items
    tips = [card_tooltip("brienne-of-tarth"), wildling_tooltip("mammoth-riders")]
    assert all("：" in t or "、" in t for t in tips), tips
    for t in tips + items:
        _no_english_marks(t.replace("<br>", "\n"))


def test_the_area_tip_lists_facts_in_chinese_punctuation(qtbot, chinese):
    from ..helpers import window_with

    win, _ = window_with(qtbot, position(phase="planning"), ["stark"])
    tip = win.region_tooltip("winterfell")
    assert "、" in tip and "：" in tip, tip
    _no_english_marks(tip)


def test_log_lines_follow_the_edition_of_the_game_on_screen(qtbot):
    """A saved first-edition game brings its log before its first view: lines written with the
    default edition's names are written again in the first edition's (鋼劍, not 封地)."""
    from engine.events import Event

    from agot_qt.words import names

    from ..helpers import window_with

    i18n.set_language("zh_TW")
    w, lg = window_with(qtbot, Game.new(players=5, seed=3, ruleset="first_edition"), ["stark"])
    try:
        view = w.current_view()
        names.use_ruleset("second_edition")
        w.log.set_events([Event("TrackChanged", {"track": "fiefdoms", "order": ["stark"]})])
        assert "封地" in w.log.item(0).text()
        w._show_view(view, None)
        assert "鋼劍" in w.log.item(0).text(), w.log.item(0).text()
    finally:
        lg.stop()
        i18n.set_language("en")
        names.use_ruleset("second_edition")  # the next tests name things in the default edition
