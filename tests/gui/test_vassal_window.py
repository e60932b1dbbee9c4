"""The window in a game with vassals: a seat answers for the vassals it commands (from what the
vassal may see), the claim is a decision of its own, the vassal's orders are placed from the
commander's panel under the vassal's own colours, and who commands whom is on the map and
in the tracks panel."""
from __future__ import annotations

from engine.game import Game

from agot_qt.model import house_view

from .vassal_games import awaits, first_decision, play_until, vassal_game


def _commanding(g: Game) -> bool:
    return bool(g.s.commanders)


def test_a_vassals_view_read_from_its_commanders_is_the_vassals_own():
    g = vassal_game()
    checked = []

    def check(game: Game) -> None:
        for vassal, seat in game.s.commanders.items():
            mine = house_view(game.view(seat), vassal)
            own = game.view(vassal)
            assert {k: v for k, v in mine.items() if k != "decisions"} == \
                {k: v for k, v in own.items() if k != "decisions"}, (vassal, game.s.stack[-1]["kind"])
            assert [d["house"] for d in mine["decisions"]] == [vassal] * len(mine["decisions"])
            assert all(d["seat"] == vassal for d in mine["decisions"])
            checked.append(game.s.stack[-1]["kind"])

    play_until(g, lambda game: game.s.round >= 3, on_step=check)
    assert {"planning", "combat"} & set(checked) == {"planning", "combat"}, set(checked)


def test_a_seat_answers_for_its_vassal_with_the_vassals_house(qtbot):
    from PySide6.QtCore import QObject, Signal

    from engine import commands as C

    from agot_qt.model import SeatClient

    class Wire(QObject):
        received = Signal(dict)

        def __init__(self):
            super().__init__()
            self.out = []

        def send(self, m):
            self.out.append(m)

        def close(self):
            pass

    wire = Wire()
    c = SeatClient(wire, "stark")
    c.view = {"seat": "stark", "decisions": [{"seat": "stark", "house": "tyrell", "kind": "place-orders",
                                               "command": "PlaceOrders", "options": {}}]}
    c.command(C.PlaceOrders(()))
    assert wire.out[-2]["house"] == "tyrell"
    c.view = {"seat": "stark", "decisions": [{"seat": "stark", "house": "stark", "kind": "place-orders",
                                               "command": "PlaceOrders", "options": {}}]}
    c.command(C.PlaceOrders(()))
    assert "house" not in wire.out[-2], "a seat's own decision names no house"


def _window_at(qtbot, game: Game):
    from .helpers import window_with

    d = first_decision(game)
    w, lg = window_with(qtbot, game, [d.seat])
    qtbot.waitUntil(lambda: w.decisions.widget is not None, timeout=5000)
    return w, lg, d


def test_the_claim_is_a_decision_of_its_own(qtbot):
    from agot_qt.decisions.vassals import ClaimVassalsWidget

    g = play_until(vassal_game(), awaits("choose", vassal=False, prompt="claim-vassals"))
    w, lg, d = _window_at(qtbot, g)
    widget = w.decisions.widget
    assert isinstance(widget, ClaimVassalsWidget)
    free, most = d.options["vassals"], d.options["most"]
    assert list(widget.boxes) == free and most >= 1
    assert not widget.confirm.isEnabled()
    widget.toggle(free[0])
    for v in free[1:]:
        widget.toggle(v)
    assert len(widget.chosen()) == most, "no more than the share can be ticked"
    widget.confirm_claim()
    qtbot.waitUntil(lambda: g.s.commanders.get(free[0]) == d.seat, timeout=5000)
    assert [v for v, c in g.s.commanders.items() if c == d.seat] == sorted(free[:most]) or \
        sorted(v for v, c in g.s.commanders.items() if c == d.seat) == sorted(free[:most])
    lg.stop()


def test_a_vassals_orders_are_placed_from_the_commanders_panel_in_the_vassals_colours(qtbot):
    from agot_qt.decisions.orders import PlaceOrdersWidget

    g = play_until(vassal_game(), awaits("place-orders", vassal=True))
    w, lg, d = _window_at(qtbot, g)
    vassal, seat = d.house, d.seat
    widget = w.decisions.widget
    assert isinstance(widget, PlaceOrdersWidget)
    assert widget.seat == vassal, "the widget works as the vassal (its colours, its tokens)"
    assert set(widget.token_buttons) <= set(d.options["tokens"]) and all(t.startswith("vassal-")
                                                                      for t in widget.token_buttons)
    from PySide6.QtWidgets import QLabel, QWidget

    from agot_qt import names

    strip = widget.findChild(QWidget, "forHouse")
    qtbot.waitUntil(widget.isVisible, timeout=3000)
    assert strip is not None and strip.isVisible()
    assert names.house(vassal) in strip.findChildren(QLabel)[-1].text()
    assert names.house(seat) in strip.findChildren(QLabel)[-1].text()
    assert names.house(vassal) in w.decisions.waiting.text()
    assert widget.ready(), "a vassal may place fewer orders, even none"
    widget.set_order(d.options["regions"][0], d.options["tokens"][0])
    widget.submit()
    qtbot.waitUntil(lambda: not any(x.house == vassal and x.kind == "place-orders" for x in g.waiting_for()),
                    timeout=5000)
    assert lg.model.client(seat).sent[-1]["type"] == "PlaceOrders"
    lg.stop()


def test_the_windows_bots_claim_and_command_vassals_round_after_round(qtbot):
    from agot_qt.localgame import LocalGame

    lg = LocalGame.new(3, [], seed=5, edition="mother_of_dragons", bot_delay_ms=0, spectator=True,
                       options={"vassals": True})
    g = lg.session.game
    lg.start()
    try:
        qtbot.waitUntil(lambda: g.s.round >= 3 or g.finished, timeout=90000)
        vassal_orders = [c for seat, c in lg.session.commands if seat in g.s.vassals and c["type"] == "PlaceOrders"]
        assert vassal_orders, "the bots placed orders for the vassals they command"
    finally:
        lg.stop()
