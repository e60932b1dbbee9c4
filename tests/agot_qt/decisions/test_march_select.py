"""Marching as at the table: click units to pick several (double-click or a button picks the whole
army), then click or drag to a destination; a drop or click on an area the march cannot reach
says why in the panel and plans nothing; planned musters stand on the map as ghosts until the
muster is confirmed."""
from __future__ import annotations

from PySide6.QtCore import Qt

from engine import commands as C
from engine.commands import command_to_wire

from agot_qt.board.items import UnitItem
from agot_qt.decisions import MarchWidget, MusterWidget

from ..helpers import army, position, window_with


def march_window(qtbot):
    g = position(phase="march", units={
        "winterfell": army("stark", "knight", "footman", "footman"),
        "lannisport": army("lannister", "footman"),
    }, orders={"winterfell": ["stark", "march"], "lannisport": ["lannister", "defense-plus-one-1"]})
    w, lg = window_with(qtbot, g, ["stark"])
    qtbot.waitUntil(lambda: isinstance(w.decisions.widget, MarchWidget), timeout=3000)
    return w, lg, w.decisions.widget


def units_in(w, region: str) -> list[UnitItem]:
    return [it for it in w.scene.pieces.get(region, []) if isinstance(it, UnitItem) and not it.ghost]


def test_click_units_to_pick_several_then_click_a_destination(qtbot):
    w, lg, widget = march_window(qtbot)
    client = lg.model.client("stark")
    knight, footman = units_in(w, "winterfell")[:2]
    w.map_view.click_unit(knight)
    w.map_view.click_unit(footman)
    assert sorted(widget.selected) == ["footman", "knight"]
    assert sum(it.selected for it in units_in(w, "winterfell")) == 2, "the picked figures are marked on the map"
    assert "Picked: " in widget.plan.text() and "Staying: Footman" in widget.plan.text()
    assert widget.moves == {}, "a click on a unit is not a drop"
    w.map_view.click_region("the-stony-shore")
    assert {d: sorted(us) for d, us in widget.moves.items()} == {"the-stony-shore": ["footman", "knight"]}
    assert widget.selected == []
    qtbot.mouseClick(widget.confirm_button, Qt.MouseButton.LeftButton)
    assert client.sent == [command_to_wire(C.ResolveMarch("winterfell", (("the-stony-shore", ("footman", "knight")),)))]
    lg.stop()


def test_a_second_click_puts_a_unit_back_and_a_double_click_picks_the_whole_army(qtbot):
    w, lg, widget = march_window(qtbot)
    knight = units_in(w, "winterfell")[0]
    w.map_view.click_unit(knight)
    w.map_view.click_unit(knight)
    assert widget.selected == []
    w.map_view.click_unit(knight, double=True)
    assert sorted(widget.selected) == ["footman", "footman", "knight"]
    assert all(it.selected for it in units_in(w, "winterfell"))
    w.map_view.drag_units_from(units_in(w, "winterfell")[1], "karhold")  # dragging one picked unit takes them all
    assert {d: sorted(us) for d, us in widget.moves.items()} == {"karhold": ["footman", "footman", "knight"]}
    lg.stop()


def test_the_panel_button_picks_the_whole_army(qtbot):
    w, lg, widget = march_window(qtbot)
    qtbot.mouseClick(widget.pick_all_button, Qt.MouseButton.LeftButton)
    assert sorted(widget.selected) == ["footman", "footman", "knight"]
    assert not widget.pick_all_button.isEnabled()
    w.map_view.click_region("castle-black")
    assert {d: sorted(us) for d, us in widget.moves.items()} == {"castle-black": ["footman", "footman", "knight"]}
    lg.stop()


def test_an_unreachable_area_says_why_and_plans_nothing(qtbot):
    w, lg, widget = march_window(qtbot)
    w.map_view.drag_units("winterfell", "sunspear")
    assert widget.moves == {}
    assert "Sunspear cannot be reached from Winterfell" in widget.feedback.text()
    qtbot.waitUntil(widget.feedback.isVisible, timeout=2000)
    w.map_view.click_unit(units_in(w, "winterfell")[0])
    assert widget.feedback.text() == "", "the next step clears the message"
    w.map_view.click_region("the-eyrie")
    assert widget.moves == {} and "The Eyrie cannot be reached" in widget.feedback.text()
    w.map_view.click_region("the-stony-shore")
    assert widget.moves == {"the-stony-shore": ["knight"]} and widget.feedback.text() == ""
    lg.stop()


def test_planned_musters_are_drawn_on_the_map_before_confirming(qtbot):
    g = position(phase="westeros", westeros={"I": ["mustering"], "II": ["last-days-of-summer"],
                                             "III": ["feast-for-crows"]},
                 tracks={"iron_throne": ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]})
    w, lg = window_with(qtbot, g, ["lannister"])
    qtbot.waitUntil(lambda: isinstance(w.decisions.widget, MusterWidget), timeout=3000)
    widget = w.decisions.widget
    before = w.scene.piece_summary(include_ghosts=True)
    assert widget.add("lannisport", "footman")
    assert widget.add("lannisport", "ship", "port-of-lannisport")
    ghosts = [(it.region, it.unit) for items in w.scene.pieces.values() for it in items
              if isinstance(it, UnitItem) and it.ghost]
    assert sorted(ghosts) == [("lannisport", "footman"), ("port-of-lannisport", "ship")]
    assert w.scene.piece_summary() == {k: n for k, n in before.items() if n}, "only ghosts until confirmed"
    widget.remove_last()
    assert [(it.region, it.unit) for items in w.scene.pieces.values() for it in items
            if isinstance(it, UnitItem) and it.ghost] == [("lannisport", "footman")]
    lg.stop()


def test_the_first_click_on_a_unit_of_another_march_picks_the_unit(qtbot):
    g = position(phase="march", units={
        "winterfell": army("stark", "knight", "footman"), "white-harbor": army("stark", "footman"),
    }, orders={"winterfell": ["stark", "march"], "white-harbor": ["stark", "march-plus-one"]})
    w, lg = window_with(qtbot, g, ["stark"])
    qtbot.waitUntil(lambda: isinstance(w.decisions.widget, MarchWidget), timeout=3000)
    widget = w.decisions.widget
    other = "white-harbor" if widget.source == "winterfell" else "winterfell"
    unit = units_in(w, other)[0]
    w.map_view.click_unit(unit)
    assert widget.source == other and widget.selected == [unit.unit], "one click: that march and that unit"
    lg.stop()
