"""A local or hot-seat game that deals houses (random houses): the houses chosen are places at
the table, the session deals each place its house as the game starts, and the window's seat
clients follow their second `welcome` there: the model, the status bar, the decision panel,
the bots and the hot-seat privacy screen name the houses dealt."""
from __future__ import annotations

from engine.variants.houses import dealt

from agot_qt.main_window import PAGE_GAME, PAGE_PRIVACY

# 3 players, seed 11: Stark's place is dealt Lannister, Lannister's Baratheon, Baratheon's Stark
SEED = 11
DEAL = {"stark": "lannister", "lannister": "baratheon", "baratheon": "stark"}


def _window(qtbot, humans):
    from agot_qt.games.localgame import LocalGame
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    lg = LocalGame.new(3, humans, seed=SEED, bot_delay_ms=0, bot_level="random", variants={"random-houses": True})
    assert dealt(lg.session.game) == DEAL
    return w, lg


def test_one_player_follows_the_house_dealt_to_their_place(qtbot):
    w, lg = _window(qtbot, ["stark"])
    lg.pause_bots(True)
    w.start_game(lg)
    qtbot.waitUntil(lambda: lg.model.synced() and lg.model.view("lannister") is not None, timeout=10000)
    assert lg.humans == ["lannister"] and sorted(lg.bots) == ["baratheon", "stark"]
    client = lg.model.client("lannister")
    assert client.seat == "lannister" and client.dealt_from == "stark" and list(lg.model.clients) == ["lannister"]
    assert client.view["seat"] == "lannister"
    qtbot.waitUntil(lambda: w.decisions.widget is not None, timeout=10000)
    assert w.display_seat == "lannister" and w.decisions.widget.seat == "lannister"
    assert w.statusBar().currentMessage() == "The houses were dealt: you play Lannister."
    assert "The houses were dealt: you play Lannister." in w.chat.history.toPlainText()
    # the bots play the houses dealt to theirs, and the game goes on
    assert {b.client.seat for b in lg.bots.values()} == {"baratheon", "stark"}
    lg.pause_bots(False)
    qtbot.waitUntil(lambda: [d.seat for d in lg.session.game.waiting_for()] == ["lannister"], timeout=10000)
    lg.stop()


def test_hot_seat_players_are_named_by_the_place_they_chose(qtbot):
    w, lg = _window(qtbot, ["stark", "lannister"])
    lg.pause_bots(True)
    w.start_game(lg)
    qtbot.waitUntil(lambda: lg.model.synced() and w.stack.currentIndex() == PAGE_PRIVACY, timeout=10000)
    # the two seats moved one after the other (Stark's place onto Lannister, Lannister's onto Baratheon)
    assert lg.humans == ["lannister", "baratheon"]
    assert sorted(s for s in lg.model.clients if s) == ["baratheon", "lannister"]
    assert {s: c.dealt_from for s, c in lg.model.clients.items() if s} == {"lannister": "stark",
                                                                          "baratheon": "lannister"}
    screen = w.privacy
    assert screen.house in ("lannister", "baratheon")
    place = {"lannister": "Stark", "baratheon": "Lannister"}[screen.house]
    assert f"was dealt to the player who chose {place}." in screen.subtitle.text()
    assert screen.title.text() == f"Pass to {screen.house.capitalize()}"
    chat = w.chat.history.toPlainText()
    assert "the player who chose Stark plays Lannister" in chat and "the player who chose Lannister plays Baratheon" in chat
    screen.confirm()
    qtbot.waitUntil(lambda: w.stack.currentIndex() == PAGE_GAME and w.decisions.widget is not None, timeout=5000)
    assert w.decisions.widget.seat == screen.house
    lg.stop()


def test_a_loaded_game_is_not_dealt_again(qtbot, tmp_path):
    from agot_qt.games.localgame import LocalGame

    lg = LocalGame.new(3, ["stark"], seed=SEED, bot_delay_ms=0, bot_level="random", variants={"random-houses": True})
    lg.pause_bots(True)
    lg.start()
    qtbot.waitUntil(lambda: lg.model.client("lannister") is not None and lg.model.synced(), timeout=10000)
    path = tmp_path / "dealt.agot.json"
    lg.save(path)
    lg.stop()
    again = LocalGame.load(path)
    again.pause_bots(True)
    again.start()
    qtbot.waitUntil(lambda: again.model.synced(), timeout=10000)
    assert again.humans == ["lannister"] and list(again.model.clients) == ["lannister"]
    assert again.model.client("lannister").dealt_from is None and not again.session.dealt
    again.stop()
