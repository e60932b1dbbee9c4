"""Placing orders by dragging tokens from the tray onto the map: a drop on one of the house's
areas places (or replaces) the order there and the commit sends exactly those orders; a drop
anywhere else places nothing; a placed order dragged off the map is taken back; the star limit
holds for dragged tokens too. The click-an-area-then-a-token flow keeps working."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from engine import commands as C
from engine.commands import command_to_wire

from agot_qt.decisions import PlaceOrdersWidget

from ..helpers import army, position, window_with

STARK_AREAS = ("winterfell", "white-harbor", "the-shivering-sea", "karhold", "castle-black")


def orders_window(qtbot):
    # six players: Stark is second on the King's Court, so three starred orders
    g = position(phase="planning", units={
        "winterfell": army("stark", "footman", "knight"),
        "white-harbor": army("stark", "footman"),
        "the-shivering-sea": army("stark", "ship"),
        "karhold": army("stark", "footman"),
        "castle-black": army("stark", "footman"),
        "lannisport": army("lannister", "footman", "knight"),
        "dragonstone": army("baratheon", "footman"),
    })
    w, lg = window_with(qtbot, g, ["stark"])
    qtbot.waitUntil(lambda: isinstance(w.decisions.widget, PlaceOrdersWidget), timeout=3000)
    return w, lg, w.decisions.widget


def drag_token(w, widget: PlaceOrdersWidget, token: str, target: str | QPoint) -> None:
    """Press on a tray token and let go over `target` (an area of the map, or a point on screen)
    with real mouse events: the token holds the mouse from press to release, as Qt does."""
    button = widget.token_buttons[token]
    view = w.map_view
    end_global = view.viewport().mapToGlobal(view.drop_pos(target)) if isinstance(target, str) else target
    start = button.rect().center()
    end = button.mapFromGlobal(end_global)

    def send(kind, pos, buttons):
        ev = QMouseEvent(kind, QPointF(pos), QPointF(button.mapToGlobal(pos)), Qt.MouseButton.LeftButton,
                         buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(button, ev)

    send(QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
    send(QEvent.Type.MouseMove, start + QPoint(12, 6), Qt.MouseButton.LeftButton)
    send(QEvent.Type.MouseMove, (start + end) / 2, Qt.MouseButton.LeftButton)
    send(QEvent.Type.MouseMove, end, Qt.MouseButton.LeftButton)
    send(QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)


def shown_orders(w) -> dict[str, str]:
    return {k[1]: k[3] for k, n in w.scene.piece_summary(include_ghosts=True).items() if k[0] == "order" and n}


def test_dragged_tokens_are_placed_replaced_and_committed(qtbot):
    w, lg, widget = orders_window(qtbot)
    client = lg.model.client("stark")
    assert widget.count == 5 and widget.star_limit == 3
    assert len(widget.token_buttons) == 15
    drag_token(w, widget, "march-plus-one", "winterfell")
    assert widget.orders == {"winterfell": "march-plus-one"}
    assert shown_orders(w) == {"winterfell": "march-plus-one"}, "the order lies face up on the map"
    assert widget.token_buttons["march-plus-one"].placed_in == "winterfell", "the tray shows it used"
    assert not widget.token_buttons["march-plus-one"].isEnabled()
    # a second token on the same area replaces the first, which goes back to the tray
    drag_token(w, widget, "defense-plus-one-1", "winterfell")
    assert widget.orders == {"winterfell": "defense-plus-one-1"}
    assert widget.token_buttons["march-plus-one"].placed_in is None
    assert widget.token_buttons["march-plus-one"].isEnabled()
    drag_token(w, widget, "raid-1", "the-shivering-sea")
    drag_token(w, widget, "support-1", "white-harbor")
    drag_token(w, widget, "consolidate-power-1", "karhold")
    assert not widget.commit_button.isEnabled(), "one area still has no order"
    # the click flow still works next to dragging: select an area, click a token
    widget.select("castle-black")
    qtbot.mouseClick(widget.token_buttons["march"], Qt.MouseButton.LeftButton)
    assert widget.orders["castle-black"] == "march"
    assert client.sent == [], "orders stay changeable until committed"
    qtbot.mouseClick(widget.commit_button, Qt.MouseButton.LeftButton)
    expected = C.PlaceOrders((("castle-black", "march"), ("karhold", "consolidate-power-1"),
                              ("the-shivering-sea", "raid-1"), ("white-harbor", "support-1"),
                              ("winterfell", "defense-plus-one-1")))
    assert client.sent == [command_to_wire(expected)]
    qtbot.waitUntil(lambda: lg.model.view("stark")["phase"] != "planning"
                    or "stark" in (lg.model.view("stark").get("orders_submitted") or []), timeout=5000)
    lg.stop()


def test_a_drop_anywhere_else_places_nothing(qtbot):
    w, lg, widget = orders_window(qtbot)
    client = lg.model.client("stark")
    # an enemy's area, an empty sea, an area of nobody's, and off the map (over the side panel)
    for target in ("lannisport", "bay-of-ice", "the-twins"):
        drag_token(w, widget, "march", target)
        assert widget.orders == {}, target
    assert "units" in widget.note.text(), "the player is told why"
    off_map = w.map_view.mapToGlobal(QPoint(-80, 200))
    assert w.map_view.region_at_global(off_map) is None
    drag_token(w, widget, "march", off_map)
    assert widget.orders == {}
    assert shown_orders(w) == {}
    assert client.sent == []
    assert QApplication.overrideCursor() is None, "the pointer is itself again after the drag"
    lg.stop()


def test_a_placed_order_dragged_off_the_map_is_taken_back(qtbot):
    w, lg, widget = orders_window(qtbot)
    drag_token(w, widget, "support-plus-one", "white-harbor")
    drag_token(w, widget, "march", "winterfell")
    assert widget.orders == {"white-harbor": "support-plus-one", "winterfell": "march"}
    # onto another of the house's areas: the order moves there
    w.map_view.drag_order("winterfell", "karhold")
    assert widget.orders == {"white-harbor": "support-plus-one", "karhold": "march"}
    assert shown_orders(w) == {"white-harbor": "support-plus-one", "karhold": "march"}
    # onto an enemy's area: it stays where it was
    w.map_view.drag_order("karhold", "lannisport")
    assert widget.orders == {"white-harbor": "support-plus-one", "karhold": "march"}
    # off the map: it goes back to the tray
    w.map_view.drag_order("white-harbor", None)
    assert widget.orders == {"karhold": "march"}
    assert shown_orders(w) == {"karhold": "march"}
    assert widget.token_buttons["support-plus-one"].isEnabled()
    assert widget.token_buttons["support-plus-one"].placed_in is None
    assert widget.tray.stars.text().count("★") == 0, "no starred order placed any more"
    assert lg.model.client("stark").sent == []
    lg.stop()


def test_the_star_limit_blocks_a_fourth_starred_token(qtbot):
    w, lg, widget = orders_window(qtbot)
    for token, area in (("march-plus-one", "winterfell"), ("defense-plus-two", "white-harbor"),
                        ("special-raid", "the-shivering-sea")):
        drag_token(w, widget, token, area)
    assert widget.stars_used() == 3
    assert "3 of 3" in widget.tray.stars.text()
    # the free area is selected: the two starred tokens left are greyed out and cannot be dragged
    assert widget.current in ("karhold", "castle-black")
    blocked = widget.token_buttons["special-consolidate-power"]
    assert blocked.star_blocked and not blocked.isEnabled()
    assert "starred" in blocked.toolTip()
    drag_token(w, widget, "special-consolidate-power", "karhold")
    assert widget.orders == {"winterfell": "march-plus-one", "white-harbor": "defense-plus-two",
                             "the-shivering-sea": "special-raid"}
    # with an area holding a starred order selected, the starred tokens may replace it there,
    # but a drop on a free area would be a fourth starred order and is refused
    widget.select("winterfell")
    assert widget.token_buttons["support-plus-one"].isEnabled()
    drag_token(w, widget, "support-plus-one", "karhold")
    assert "karhold" not in widget.orders
    assert "3" in widget.note.text() and widget.note.isVisibleTo(widget)
    drag_token(w, widget, "support-plus-one", "winterfell")
    assert widget.orders["winterfell"] == "support-plus-one", "a starred order replaced by another"
    assert widget.stars_used() == 3
    drag_token(w, widget, "support-2", "karhold")
    assert widget.orders["karhold"] == "support-2", "an ordinary token is still fine"
    assert lg.model.client("stark").sent == []
    lg.stop()


def test_the_tray_marks_banned_tokens(qtbot):
    g = position(phase="planning", banned=["defense", "march-plus-one"])
    w, lg = window_with(qtbot, g, ["stark"])
    qtbot.waitUntil(lambda: isinstance(w.decisions.widget, PlaceOrdersWidget), timeout=3000)
    widget = w.decisions.widget
    for token in ("defense-plus-one-1", "defense-plus-one-2", "defense-plus-two", "march-plus-one"):
        assert widget.token_buttons[token].banned and not widget.token_buttons[token].isEnabled(), token
    assert not widget.token_buttons["march"].banned
    drag_token(w, widget, "defense-plus-two", "winterfell")
    assert widget.orders == {}
    drag_token(w, widget, "march", "winterfell")
    assert widget.orders == {"winterfell": "march"}
    lg.stop()
