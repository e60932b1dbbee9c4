"""The client model: what each participant hears, and what it sends."""
from __future__ import annotations

from engine import commands as C
from engine.game import Game

from .helpers import local_game


def _started(qtbot, humans, spectator=False, players=3, seed=4):
    lg = local_game(Game.new(players=players, seed=seed), humans, spectator=spectator)
    lg.start()
    qtbot.waitUntil(lambda: lg.model.synced(), timeout=3000)
    return lg


def test_each_seat_holds_only_its_own_view(qtbot):
    lg = _started(qtbot, ["stark", "lannister"])
    m = lg.model
    assert m.view("stark")["seat"] == "stark"
    assert m.view("lannister")["seat"] == "lannister"
    assert m.public_view()["seat"] is None
    assert [d["kind"] for d in m.view("stark")["decisions"]] == ["place-orders"]
    assert m.public_view()["decisions"] == []
    # pending: our two seats, in the game's order; the bot seat is not ours
    assert [s for s, _ in m.pending()] == ["stark", "lannister"]
    lg.stop()


def test_a_command_updates_every_view_and_hides_secrets(qtbot):
    lg = _started(qtbot, ["stark", "lannister"])
    m = lg.model
    d = m.view("stark")["decisions"][0]["options"]
    orders = tuple(zip(d["regions"], ["march", "defense-plus-one-1", "support-1"]))
    m.send("stark", C.PlaceOrders(orders))
    qtbot.waitUntil(lambda: bool(m.synced() and m.view("stark").get("my_orders")), timeout=3000)
    assert m.view("stark")["my_orders"] == dict(orders)
    assert "my_orders" not in m.view("lannister")
    assert "my_orders" not in m.public_view()
    face_down = m.public_view()["face_down_orders"]
    assert {r for r, h in face_down.items() if h == "stark"} == set(d["regions"])
    assert m.client("stark").log[-1].kind == "OrdersPlacedSecret"
    assert all(e.kind != "OrdersPlacedSecret" for e in m.client("lannister").log)
    lg.stop()


def test_an_illegal_command_reports_an_error_and_changes_nothing(qtbot):
    lg = _started(qtbot, ["stark", "lannister", "baratheon"])  # no bots: nothing else may move
    m = lg.model
    errors = []
    m.error_received.connect(lambda seat, msg: errors.append((seat, msg["code"])))
    before = m.state_id()
    m.send("stark", C.PlaceOrders((("winterfell", "march"),)))  # too few orders
    qtbot.waitUntil(lambda: bool(errors), timeout=3000)
    assert errors == [("stark", "illegal")]
    assert m.state_id() == before
    lg.stop()


def test_bots_play_through_their_own_connections_to_the_end(qtbot):
    lg = _started(qtbot, [], spectator=True, seed=2)
    qtbot.waitUntil(lambda: lg.model.public_view()["finished"], timeout=20000)
    v = lg.model.public_view()
    assert v["winner"] in v["houses"]
    # every seat was taken by a bot client that said hello with its token
    assert all(s.client is not None for s in lg.session.seats.values())
    assert lg.session.commands, "bots sent their commands through the session"
    lg.stop()


def test_hot_seat_chat_is_shown_once_and_whispers_reach_only_their_target(qtbot):
    lg = _started(qtbot, ["stark", "lannister"])
    m = lg.model
    seen = []
    m.chat_received.connect(seen.append)
    m.client("stark").say("hello all")
    qtbot.waitUntil(lambda: len(seen) >= 1, timeout=3000)
    qtbot.wait(50)
    assert [x["text"] for x in seen] == ["hello all"]
    heard_by_bot = []
    lg.bots["baratheon"].client.chat_received.connect(heard_by_bot.append)
    m.client("stark").say("psst", to="lannister")
    qtbot.waitUntil(lambda: len(seen) >= 2, timeout=3000)
    qtbot.wait(50)
    assert [x["text"] for x in seen] == ["hello all", "psst"]
    assert heard_by_bot == []
    lg.stop()


def test_a_command_that_crossed_another_is_sent_again_if_its_decision_still_stands(qtbot):
    lg = _started(qtbot, ["stark", "lannister"])
    m = lg.model
    errors = []
    m.error_received.connect(lambda seat, msg: errors.append(msg))
    picks = ["march", "defense-plus-one-1", "support-1"]
    # both answer the same state: the second to arrive is stale for the host
    for seat in ("stark", "lannister"):
        d = m.view(seat)["decisions"][0]["options"]
        m.send(seat, C.PlaceOrders(tuple(zip(d["regions"], picks))))
    qtbot.waitUntil(lambda: all(s in (m.public_view().get("orders_submitted") or [])
                                for s in ("stark", "lannister")) or bool(m.public_view()["orders"]),
                    timeout=3000)
    assert errors == []
    assert len(m.client("lannister").sent) == 1, "sent once by the player, repeated by the client"
    lg.stop()


def test_an_answer_stays_answered_while_another_seats_update_crosses_it(qtbot):
    """Lannister answers the state Stark's answer also answers: Stark's update reaches Lannister
    before Lannister's own outcome. Until that outcome is known, the decision on Lannister's
    screen is the one already answered, never a fresh question."""
    from agot_qt.board.scene import MapScene
    from agot_qt.decisions.panel import DecisionPanel

    lg = _started(qtbot, ["stark", "lannister"])
    m = lg.model
    lannister = m.client("lannister")
    panel = DecisionPanel(MapScene())
    qtbot.addWidget(panel)

    def show() -> None:  # as the window does for the seat it shows
        decisions = lannister.decisions
        if decisions:
            panel.set_decision("lannister", decisions[0], lannister.view, lannister.log,
                               lannister.state_id, answering=lannister.answer_pending())
        else:
            panel.clear_decision()

    show()
    first = panel.widget
    assert first is not None and first.isEnabled()
    seen = []
    lannister.view_changed.connect(lambda: (show(), seen.append(
        ([d["kind"] for d in lannister.decisions] == ["place-orders"], panel.widget is first,
         panel.widget is not None and panel.widget.isEnabled()))))
    picks = ["march", "defense-plus-one-1", "support-1"]
    stark = m.view("stark")["decisions"][0]["options"]
    m.send("stark", C.PlaceOrders(tuple(zip(stark["regions"], picks))))
    panel.command.connect(m.send)
    first.submit_command(C.PlaceOrders(tuple(zip(lannister.decisions[0]["options"]["regions"], picks))))
    qtbot.waitUntil(lambda: "lannister" in (m.public_view().get("orders_submitted") or [])
                    or bool(m.public_view()["orders"]), timeout=3000)
    qtbot.waitUntil(lambda: lannister.answering is None, timeout=3000)
    crossed = [s for s in seen if s[0]]
    assert crossed, "Stark's update reached Lannister while Lannister's orders were still asked for"
    assert all(same and not enabled for _, same, enabled in crossed), seen
    lg.stop()
