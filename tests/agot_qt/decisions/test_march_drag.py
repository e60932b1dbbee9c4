"""Marching by dragging units on the map: a legal drop plans the move and the confirm sends
exactly that march; an illegal drop plans nothing and sends nothing."""
from __future__ import annotations

from PySide6.QtCore import Qt

from engine import commands as C
from engine.commands import command_to_wire

from agot_qt.decisions import MarchWidget

from ..helpers import army, position, window_with


def march_window(qtbot, source="winterfell"):
    g = position(phase="march", units={
        source: army("stark", "footman", "knight"),
        "lannisport": army("lannister", "footman"),
    }, orders={source: ["stark", "march"], "lannisport": ["lannister", "defense-plus-one-1"]})
    w, lg = window_with(qtbot, g, ["stark"])
    qtbot.waitUntil(lambda: isinstance(w.decisions.widget, MarchWidget), timeout=3000)
    return w, lg, w.decisions.widget


def test_a_drop_on_a_legal_area_sends_the_right_march(qtbot):
    w, lg, widget = march_window(qtbot)
    client = lg.model.client("stark")
    assert widget.source == "winterfell"
    assert not widget.leave_box.isVisible(), "no power token is left in one's home area"
    assert w.scene.regions["the-stony-shore"].highlight == "legal"
    w.map_view.drag_units("winterfell", "the-stony-shore")  # one figure: the knight comes first
    assert widget.moves == {"the-stony-shore": ["knight"]}
    assert client.sent == [], "dropping only plans the move"
    # the plan is on the map: a ghost knight in the destination and one footman left at home
    pieces = w.scene.piece_summary(include_ghosts=True)
    assert pieces[("unit", "the-stony-shore", "stark", "knight", False)] == 1
    assert pieces[("unit", "winterfell", "stark", "footman", False)] == 1
    assert pieces[("unit", "winterfell", "stark", "knight", False)] == 0
    qtbot.mouseClick(widget.confirm_button, Qt.MouseButton.LeftButton)
    assert client.sent == [command_to_wire(C.ResolveMarch("winterfell", (("the-stony-shore", ("knight",)),)))]
    qtbot.waitUntil(lambda: "the-stony-shore" in lg.model.view("stark")["units"], timeout=3000)
    assert lg.model.view("stark")["units"]["the-stony-shore"]["units"] == ["knight"]
    assert lg.model.view("stark")["units"]["winterfell"]["units"] == ["footman"]
    lg.stop()


def test_a_drop_on_an_illegal_area_plans_and_sends_nothing(qtbot):
    w, lg, widget = march_window(qtbot)
    client = lg.model.client("stark")
    for target in ("sunspear", "bay-of-ice", "the-twins"):  # far away, a sea, not adjacent
        assert w.scene.regions[target].highlight is None
        w.map_view.drag_units("winterfell", target)
        assert widget.moves == {}, target
    qtbot.wait(50)
    assert client.sent == []
    assert w.scene.piece_summary(include_ghosts=True)[("unit", "winterfell", "stark", "knight", False)] == 1
    lg.stop()


def test_several_units_can_be_dragged_together_and_split(qtbot):
    w, lg, widget = march_window(qtbot, source="white-harbor")
    client = lg.model.client("stark")
    w.map_view.drag_units("white-harbor", "widows-watch", count=2)
    assert sorted(widget.moves["widows-watch"]) == ["footman", "knight"]
    widget.reset()
    w.map_view.drag_units("white-harbor", "widows-watch")
    assert not widget.leave_box.isEnabled(), "a token stays only when every unit leaves"
    w.map_view.drag_units("white-harbor", "winterfell")
    assert widget.moves == {"widows-watch": ["knight"], "winterfell": ["footman"]}
    assert widget.leave_box.isEnabled(), "everyone left: a power token may stay behind"
    widget.leave_box.setChecked(True)
    qtbot.mouseClick(widget.confirm_button, Qt.MouseButton.LeftButton)
    assert client.sent == [command_to_wire(C.ResolveMarch(
        "white-harbor", (("widows-watch", ("knight",)), ("winterfell", ("footman",))), True))]
    qtbot.waitUntil(lambda: lg.model.view("stark")["tokens"].get("white-harbor") == "stark", timeout=3000)
    lg.stop()
