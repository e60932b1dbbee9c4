"""The order list of the planning panel: its rows keep their height when an order is placed
(so the rows below do not move under the pointer) and it is as tall as its rows."""
from __future__ import annotations

from ..helpers import army, position
from .test_decisions import widget_for


def _row_heights(w) -> list[int]:
    return [w.list.visualItemRect(w.list.item(i)).height() for i in range(w.list.count())]


def test_placing_an_order_does_not_move_the_rows_below(qtbot):
    w, _, _ = widget_for(position(phase="planning"), "stark", qtbot=qtbot)
    w.show()
    before = _row_heights(w)
    assert len(before) >= 3
    assert w.set_order(w.regions[0], "march-plus-one")
    after = _row_heights(w)
    assert after == before, (before, after)


def test_the_order_list_is_as_tall_as_its_rows(qtbot):
    """In a short window the decision panel scrolls: the order list shows every area without an
    inner scroll, and leaves no empty band that pushes the rest further down."""
    from PySide6.QtWidgets import QScrollArea

    g = position(phase="planning", units={
        "winterfell": army("stark", "knight"), "white-harbor": army("stark", "footman"),
        "moat-cailin": army("stark", "footman"), "the-shivering-sea": army("stark", "ship")})
    w, _, _ = widget_for(g, "stark")
    assert w.list.count() == 4
    for area, token in {"winterfell": "march-minus-one", "white-harbor": "defense-plus-one-1",
                        "moat-cailin": "support-1", "the-shivering-sea": "support-2"}.items():
        assert w.set_order(area, token), (area, token)
    scroll = QScrollArea()
    qtbot.addWidget(scroll)
    scroll.setWidgetResizable(True)
    scroll.setWidget(w)
    scroll.resize(380, 320)
    scroll.show()
    qtbot.waitUntil(lambda: w.list.viewport().height() > 0)
    rows = sum(_row_heights(w))
    assert w.list.viewport().height() == rows, (w.list.viewport().height(), rows)
