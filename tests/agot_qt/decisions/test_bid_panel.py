"""The bid panel keeps up with the table: a house that bids while the player is still deciding
gets its tick, and Enter in the amount box places the bid."""
from __future__ import annotations

from PySide6.QtCore import Qt

from engine import commands as C

from agot_qt import decisions as D
from agot_qt.board.scene import MapScene

from ..helpers import position


def _clash():
    return position(phase="westeros", westeros={"I": ["last-days-of-summer"], "II": ["clash-of-kings"],
                                                "III": ["feast-for-crows"]})


def test_a_house_that_bids_meanwhile_gets_its_tick(qtbot):
    g = _clash()
    view = g.view("stark")
    panel = D.DecisionPanel(MapScene())
    qtbot.addWidget(panel)
    panel.set_decision("stark", view["decisions"][0], view, [])
    w = panel.widget
    assert isinstance(w, D.BidWidget)
    assert "✔" not in w.table.text()
    other = next(d.seat for d in g.waiting_for() if d.seat != "stark")
    g.act(other, C.Bid(0))
    view = g.view("stark")
    panel.set_decision("stark", view["decisions"][0], view, [])
    assert panel.widget is w, "the same decision keeps its widget (and the amount typed so far)"
    assert w.table.text().count("✔") == 1


def test_enter_in_the_amount_box_places_the_bid(qtbot):
    g = _clash()
    view = g.view("stark")
    w = D.BidWidget("stark", view["decisions"][0], view, MapScene(), [])
    qtbot.addWidget(w)
    sent = []
    w.submitted.connect(sent.append)
    w.show()
    w.spin.setFocus()
    w.spin.lineEdit().selectAll()
    qtbot.keyClicks(w.spin.lineEdit(), "1")
    qtbot.keyClick(w.spin.lineEdit(), Qt.Key.Key_Return)
    assert sent == [C.Bid(1)]
