"""Switching the interface language in the middle of a decision keeps what the player has
entered so far: the widget is rebuilt in the new language with the same unfinished input."""
from __future__ import annotations

from engine import commands as C

from agot_qt import decisions as D
from agot_qt.words import i18n

from ..helpers import army, position, window_with
from ..decisions.test_decisions import combat_game, widget_for


def _rebuilt(w: D.DecisionWidget) -> D.DecisionWidget:
    """A fresh widget for the same decision, given the first one's draft."""
    fresh = type(w)(w.seat, w.decision, w.view, w.scene, w.log)
    fresh.restore(w.draft())
    return fresh


def test_orders_survive_a_rebuild(qtbot):
    g = position(phase="planning")
    w, _, _ = widget_for(g, "stark", qtbot=qtbot)
    assert w.set_order("winterfell", "march-plus-one") and w.set_order("white-harbor", "support-1")
    w.select("the-shivering-sea")
    fresh = _rebuilt(w)
    qtbot.addWidget(fresh)
    assert fresh.orders == {"winterfell": "march-plus-one", "white-harbor": "support-1"}
    assert fresh.current == "the-shivering-sea"


def test_a_restored_draft_goes_through_the_same_checks_as_clicks(qtbot):
    g = position(phase="planning", banned=["march-plus-one"])
    w, _, _ = widget_for(g, "stark", qtbot=qtbot)
    w.restore({"orders": {"winterfell": "march-plus-one", "sunspear": "raid-1", "white-harbor": "support-1"}})
    assert w.orders == {"white-harbor": "support-1"}, "banned tokens and foreign areas are dropped"


def test_march_plan_survives_a_rebuild(qtbot):
    g = position(phase="march", units={"winterfell": army("stark", "footman", "knight")},
                 orders={"winterfell": ["stark", "march"]})
    w, _, _ = widget_for(g, "stark", qtbot=qtbot)
    assert w.move("the-stony-shore", ["footman"]) and w.move("castle-black", ["knight"])
    fresh = _rebuilt(w)
    qtbot.addWidget(fresh)
    assert fresh.command() == w.command()
    assert fresh.command() == C.ResolveMarch("winterfell", (("castle-black", ("knight",)),
                                                            ("the-stony-shore", ("footman",))), False)


def test_muster_support_bid_and_units_survive_a_rebuild(qtbot):
    g = position(phase="westeros", westeros={"I": ["mustering"], "II": ["last-days-of-summer"],
                                             "III": ["feast-for-crows"]},
                 tracks={"iron_throne": ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]})
    w, _, _ = widget_for(g, "lannister", qtbot=qtbot)
    assert w.add("lannisport", "footman") and w.add("lannisport", "ship", "port-of-lannisport")
    fresh = _rebuilt(w)
    qtbot.addWidget(fresh)
    assert fresh.actions == [("lannisport", "footman", "lannisport"), ("lannisport", "ship", "port-of-lannisport")]

    g = combat_game()
    seat = next(d.seat for d in g.waiting_for() if d.kind == "support")
    w, _, _ = widget_for(g, seat, qtbot=qtbot)
    region = w.options["regions"][0]
    side = "attacker" if seat == "stark" else "defender"
    assert w.set_choice(region, side)
    fresh = _rebuilt(w)
    qtbot.addWidget(fresh)
    assert fresh.choices[region] == side and fresh.boxes[region].currentData() == side


def test_switching_language_mid_decision_keeps_the_orders_placed(qtbot):
    w, lg = window_with(qtbot, position(phase="planning"), ["stark"])
    qtbot.waitUntil(lambda: isinstance(w.decisions.widget, D.PlaceOrdersWidget), timeout=3000)
    widget = w.decisions.widget
    assert widget.set_order("winterfell", "march-plus-one") and widget.set_order("white-harbor", "support-1")
    try:
        w.set_language("zh_CN")
        qtbot.waitUntil(lambda: not w._refresh_scheduled, timeout=3000)
        rebuilt = w.decisions.widget
        assert rebuilt is not widget and isinstance(rebuilt, D.PlaceOrdersWidget)
        assert rebuilt.orders == {"winterfell": "march-plus-one", "white-harbor": "support-1"}
        assert rebuilt.commit_button.text() != "Commit orders", "the rebuilt widget speaks Chinese"
        # the placed orders still show on the map for this seat
        shown = {k[1]: k[3] for k in w.scene.piece_summary(include_ghosts=True) if k[0] == "order"}
        assert shown.get("winterfell") == "march-plus-one"
    finally:
        w.set_language("en")
        i18n.set_language("en")
    assert w.decisions.widget.orders == {"winterfell": "march-plus-one", "white-harbor": "support-1"}
    lg.stop()


def test_a_picked_house_card_survives_a_rebuild(qtbot):
    from ..decisions.test_decisions import _to_cards

    g = _to_cards(combat_game())
    w, _, _ = widget_for(g, "stark", qtbot=qtbot)
    card = w.options["hand"][-1]
    assert w.choose(card)
    fresh = _rebuilt(w)
    qtbot.addWidget(fresh)
    assert fresh.choice == card and fresh.buttons[card].isChecked() and fresh.play.isEnabled()
