"""The window's LAN client asks for `delta` updates (docs/PROTOCOL.md §5) and ends up with exactly
the views the host built for its seat, from the first snapshot, through a rejoin's new snapshot;
a host that does not know deltas sends whole views, and the window plays on with those."""
from __future__ import annotations

from collections import Counter

from engine.bots.random_bot import RandomBot
from agot_qt.net.protocol import plain_copy

from .test_lobby import qt_loop, save_folder  # noqa: F401 (fixtures)


def _hosted(qtbot):
    from agot_qt.lan.remote import LanHost, spawn

    lan = LanHost.new("Deltas", 3, False, {"stark": "open", "lannister": "bot", "baratheon": "bot"}, seed=11,
                      bot_level="random")  # random bots never win early: the game goes on
    lan.host.bot_delay = 0.0
    started = spawn(lan.start("127.0.0.1", 0, advertise=False))
    qtbot.waitUntil(started.done, timeout=5000)
    started.result()
    built: dict[tuple[int, str | None], dict] = {}
    lan.host.observers.append(lambda sess: built.update(
        {(sess.game.s.state_id, seat): plain_copy(sess.game.view(seat)) for seat in [None, *sess.seats]}))
    return lan, built


def _play_stark(game) -> None:
    """Stark's decisions are answered by a random bot through the window's own client."""
    bot, tries = RandomBot(3), {"attempt": 0, "answered": None}

    def act(client) -> None:
        view = client.view or {}
        if view.get("finished") or not view.get("decisions") or client.answer_pending():
            return
        if tries["answered"] != client.state_id:
            tries["attempt"] = 0
        tries["answered"] = client.state_id
        client.command(bot.propose(view, view["decisions"][0], tries["attempt"]))

    def again(client) -> None:
        tries["attempt"] += 1
        act(client)

    client = game.client
    client.view_changed.connect(lambda c=client: act(c))
    client.error_received.connect(lambda m, c=client: again(c))
    act(client)


def _kinds_seen(monkeypatch) -> Counter:
    """The type of every message the window's connections decode, before any delta is applied."""
    from agot_qt.lan import remote

    kinds: Counter = Counter()
    decode = remote.decode_body

    def spy(body):
        m = decode(body)
        kinds[m.get("type") if isinstance(m, dict) else None] += 1
        return m

    monkeypatch.setattr(remote, "decode_body", spy)
    return kinds


def _check_views(built, seen: list) -> None:
    assert len(seen) > 20
    for sid, view in seen:
        if (sid, "stark") in built:
            assert view == built[(sid, "stark")], sid


def _run(qtbot, monkeypatch, old_host: bool):
    from agot_qt.lan.remote import RemoteGame

    if old_host:
        import engine.session

        monkeypatch.setattr(engine.session, "FEATURES", frozenset())  # a host of before deltas
    kinds = _kinds_seen(monkeypatch)
    lan, built = _hosted(qtbot)
    game = RemoteGame("127.0.0.1", lan.port, name="Ann", profile="deltas-old" if old_host else "deltas")
    welcomes: list[dict] = []
    try:
        game.connect_as(None)
        qtbot.waitUntil(lambda: game.client is not None and game.client.view is not None, timeout=5000)
        game.take_seat("stark")
        game.client.connection.received.connect(lambda m: welcomes.append(m) if m.get("type") == "welcome" else None)
        qtbot.waitUntil(lambda: game.seat == "stark" and game.client.view is not None, timeout=5000)
        assert welcomes[-1]["features"] == ([] if old_host else ["delta"])
        game.set_ready(True)
        qtbot.waitUntil(lan.can_start, timeout=5000)
        assert lan.start_game()
        seen: list = []
        game.client.view_changed.connect(lambda c=game.client: seen.append((c.state_id, c.view)))
        _play_stark(game)
        qtbot.waitUntil(lambda: (game.client.state_id or 0) >= 60, timeout=30000)
        _check_views(built, seen)
        first = game.client.state_id

        # a rejoin: a new connection and a new snapshot, then deltas on that snapshot again
        token = game.client.token
        before = kinds["delta"]
        game.connect_as("stark", token)
        game.client.connection.received.connect(lambda m: welcomes.append(m) if m.get("type") == "welcome" else None)
        qtbot.waitUntil(lambda: game.client.view is not None and game.seat == "stark", timeout=5000)
        assert len(welcomes) == 2 and welcomes[-1]["features"] == ([] if old_host else ["delta"])
        rejoined: list = []
        game.client.view_changed.connect(lambda c=game.client: rejoined.append((c.state_id, c.view)))
        _play_stark(game)
        qtbot.waitUntil(lambda: (game.client.state_id or 0) >= first + 40, timeout=30000)
        _check_views(built, rejoined)
        return kinds, before
    finally:
        game.stop()
        lan.close()
        qtbot.waitUntil(lambda: lan.closing.done(), timeout=5000)


def test_the_windows_lan_client_asks_for_deltas_and_its_views_are_the_hosts(qtbot, qt_loop, monkeypatch):
    kinds, before_rejoin = _run(qtbot, monkeypatch, old_host=False)
    assert before_rejoin > 20, "the host sent its updates as deltas"
    assert kinds["delta"] > before_rejoin + 10, "and again after the rejoin's snapshot"


def test_a_host_without_deltas_sends_whole_views_and_the_window_plays_on(qtbot, qt_loop, monkeypatch):
    kinds, _ = _run(qtbot, monkeypatch, old_host=True)
    assert kinds["delta"] == 0 and kinds["update"] > 60
