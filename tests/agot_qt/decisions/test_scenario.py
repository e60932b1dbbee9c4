"""The draft scenario in the window: a house's changes to its start listed in words, filtered
by the area clicked, sent as the engine offers them; the ready button; then the board approved."""
from __future__ import annotations

from PySide6.QtCore import Qt

from engine.game import Game

from agot_qt.board.scene import MapScene
from agot_qt.decisions.panel import WIDGETS
from agot_qt.decisions.scenario import ScenarioWidget, edit_text
from agot_qt.words import names

SCENARIO = {"draft-scenario": True}


def _widget(qtbot, game, house=None):
    d = next(d for d in game.waiting_for() if house is None or d.house == house)
    w = WIDGETS[d.kind](d.seat, d.to_wire(), game.view(d.seat), MapScene(), [])
    qtbot.addWidget(w)
    sent = []
    w.submitted.connect(sent.append)
    return d, w, sent


def test_a_house_changes_its_start_from_the_changes_offered_in_words(qtbot, english):
    from agot_qt.decisions import scenario

    scenario._LAST_AREA.clear()  # no area looked at before
    game = Game.new(players=4, seed=3, variants=SCENARIO)
    d, w, sent = _widget(qtbot, game)
    assert d.kind == "draft-scenario" and isinstance(w, ScenarioWidget)
    offered = [o for o in d.options["options"] if isinstance(o, list)]
    assert w.list.count() == len(offered) and offered
    texts = [w.list.item(i).text() for i in range(w.list.count())]
    assert not [t for t in texts if "-" in t.split(":")[-1]], "no id in a change"
    add = next(o for o in offered if o[0] == "add-unit")
    assert edit_text(add) == f"{names.region(add[1])}: add a {names.unit(add[2])}"
    # clicking an area lists its changes alone; clicking it again lists them all
    w.region_clicked(add[1])
    shown = [w.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(w.list.count())]
    assert shown == [o for o in offered if o[1] == add[1]]
    assert names.region(add[1]) in w.filter_label.text()
    row = shown.index(add)
    w.list.setCurrentRow(row)
    qtbot.mouseClick(w.apply_button, Qt.MouseButton.LeftButton)
    assert [c.choice for c in sent] == [add]
    # the next change's list stays on the area looked at
    game.act(d.seat, sent[0], house=d.house)
    d2, w2, _ = _widget(qtbot, game, d.house)
    assert w2.area == add[1] and names.region(add[1]) in w2.filter_label.text()
    assert all(w2.list.item(i).data(Qt.ItemDataRole.UserRole)[1] == add[1] for i in range(w2.list.count()))
    w2.region_clicked(add[1])
    assert w2.list.count() == len([o for o in d2.options["options"] if isinstance(o, list)])
    d3, w3, _ = _widget(qtbot, game, d.house)
    assert w3.area is None, "every change listed again once the player asked for them all"


def test_ready_then_the_board_is_approved_or_rejected(qtbot, english):
    game = Game.new(players=4, seed=3, variants=SCENARIO)
    from engine import commands as C

    for d in list(game.waiting_for()):
        _, w, sent = _widget(qtbot, game, d.house)
        qtbot.mouseClick(w.ready_button, Qt.MouseButton.LeftButton)
        assert [c.choice for c in sent] == ["ready"]
        game.act(d.seat, sent[0], house=d.house)
    d, w, sent = _widget(qtbot, game)
    assert d.options["prompt"] == "scenario-approve"
    from PySide6.QtWidgets import QPushButton

    labels = [b.text() for b in w.findChildren(QPushButton)]
    assert labels == ["Approve the board", "Reject the board"]
    qtbot.mouseClick(w.findChildren(QPushButton)[0], Qt.MouseButton.LeftButton)
    assert [c.choice for c in sent] == ["approve"]
    assert isinstance(sent[0], C.Choose)
