"""A decision's primary button stays in sight below a long list: the house cards, the retreat
areas and the support choices keep their button in the panel's fixed foot, and the house-card
button names the card it will play."""
from __future__ import annotations

from engine import commands as C

from agot_qt import decisions as D
from agot_qt.board.scene import MapScene

from .test_decisions import _to_cards, combat_game


def _panel(qtbot, g, seat):
    view = g.view(seat)
    panel = D.DecisionPanel(MapScene())
    qtbot.addWidget(panel)
    panel.resize(380, 420)
    panel.show()
    sent = []
    panel.command.connect(lambda s, cmd: sent.append(cmd))
    panel.set_decision(seat, view["decisions"][0], view, [])
    return panel, sent


def test_the_play_button_is_in_the_foot_and_names_the_chosen_card(qtbot):
    panel, sent = _panel(qtbot, _to_cards(combat_game()), "stark")
    w = panel.widget
    assert isinstance(w, D.HouseCardWidget)
    assert panel.actions is not None and panel.footer.isVisible()
    assert w.play.parent() is panel.actions, "the button is outside the scrolling list of cards"
    assert not w.play.isEnabled()
    assert w.choose("robb-stark")
    assert "Robb Stark" in w.play.text()
    w.play.click()
    assert sent == [C.ChooseHouseCard("robb-stark")]


def test_the_support_declaration_button_is_in_the_foot(qtbot):
    g = combat_game()
    seat = next(d.seat for d in g.waiting_for() if d.kind == "support")
    view = g.view(seat)
    panel = D.DecisionPanel(MapScene())
    qtbot.addWidget(panel)
    decision = next(d for d in view["decisions"] if d["kind"] == "support")
    panel.set_decision(seat, decision, view, [])
    assert isinstance(panel.widget, D.SupportWidget)
    assert panel.actions is not None


def test_casualties_keep_their_confirm_button_in_the_foot_and_the_list_fits_its_units(qtbot):
    from ..helpers import army, position

    g = position(phase="westeros", westeros={"I": ["supply"], "II": ["last-days-of-summer"],
                                             "III": ["feast-for-crows"]},
                 units={"winterfell": army("stark", "footman", "footman", "knight"),
                        "white-harbor": army("stark", "footman", "footman", "knight")},
                 supply={"stark": 0})
    d = next(d for d in g.waiting_for() if d.kind == "select-units")
    panel, _ = _panel(qtbot, g, d.seat)
    w = panel.widget
    assert isinstance(w, D.SelectUnitsWidget)
    assert w.confirm.parent() is panel.actions
    rows = sum(w.list.visualItemRect(w.list.item(i)).height() for i in range(w.list.count()))
    assert w.list.viewport().height() <= rows, "no empty band below the last unit"


def test_the_bid_button_is_in_the_foot(qtbot):
    from ..helpers import position

    g = position(phase="westeros", westeros={"I": ["last-days-of-summer"], "II": ["clash-of-kings"],
                                             "III": ["feast-for-crows"]})
    panel, sent = _panel(qtbot, g, "stark")
    assert isinstance(panel.widget, D.BidWidget)
    assert panel.actions is not None


def test_a_negative_strength_in_the_battle_summary_has_a_true_minus_sign(qtbot):
    from engine import commands as C

    from ..helpers import army, position

    g = position(phase="march", turn="stark", units={
        "winterfell": army("stark", "knight", "footman"), "moat-cailin": army("greyjoy", "footman")},
        orders={"winterfell": ["stark", "march-minus-one"], "moat-cailin": ["greyjoy", "defense-plus-one-1"]})
    g.act("stark", C.ResolveMarch("winterfell", (("moat-cailin", ("knight", "footman")),)))
    panel = D.CombatPanel()
    qtbot.addWidget(panel)
    panel.refresh(g.view("stark"), [])
    text = panel.label.text()
    assert "−1" in text and "-1" not in text, text


def test_a_raid_with_nothing_to_raid_says_so(qtbot):
    from ..helpers import army, position
    from .test_decisions import widget_for

    g = position(phase="raid", units={"winterfell": army("stark", "footman"), "sunspear": army("martell", "footman")},
                 orders={"winterfell": ["stark", "raid-1"], "sunspear": ["martell", "support-1"]})
    w, sent, _ = widget_for(g, "stark", qtbot=qtbot)
    if w.source is None:
        w.region_clicked("winterfell")
    assert w.raids["winterfell"] == []
    assert "adjacent enemy order" not in w.help.text() and "No enemy order" in w.help.text()


def test_the_muster_castle_list_shows_the_points_left_in_each_castle(qtbot, english):
    from ..helpers import position
    from .test_decisions import widget_for

    g = position(phase="westeros", westeros={"I": ["mustering"], "II": ["last-days-of-summer"],
                                             "III": ["feast-for-crows"]},
                 tracks={"iron_throne": ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]})
    w, _, _ = widget_for(g, "lannister", qtbot=qtbot)
    i = w.castle_box.findData("lannisport")
    total = w.castles["lannisport"]["points"]
    assert w.castle_box.itemText(i) == f"Lannisport ({total}/{total})"
    assert w.add("lannisport", "footman")
    assert w.castle_box.itemText(i) == f"Lannisport ({total - 1}/{total})"
