"""Render screenshots of the client, offscreen: `python -m agot_qt.screenshots OUT_DIR`.

    map_start_6p.png        the whole map at the start of a six-player game
    zoomed_units.png        a zoomed-in area crowded with units, orders and tokens
    order_placement.png     placing orders from the tray (some placed, raids banned, one area selected)
    combat_house_card.png   a battle: choosing a house card, strengths shown
    clash_of_kings_bid.png  a Clash of Kings bid
    hotseat_privacy.png     the hot-seat privacy screen
    game_end.png            the end of a game, with the final standings
    chinese_ui.png          the window in Simplified Chinese
    lobby_host_form.png     the LAN page: the host form and the games seen on the network
    lobby_seats.png         one game's lobby: who sits where, ready flags, chat, Start
    confirm_leave.png       the question before a running game is ended (here: a new game)
    continue_game.png       the start screen offering to continue the last autosaved game
    battle_result.png       a battle's summary over the map, at 1366x768
    bid_reveal.png          the bid table after a Clash of Kings track, at 1366x768
    westeros_cards.png      the Westeros cards drawn this round, at 1366x768
    help.png                the rules quick reference, at 1366x768
    laptop_1366x768.png     a six-player game in its action phase at the default view, on a laptop
    halfscreen_960x1040.png the same in a half-screen window
    march_multi_select.png  a march planned by clicking: two units picked, one move already drawn
    lan_seat_away.png       a LAN game seen by its host: one person away, one with a bot standing in
    own_battle_kept.png     the player's own battle kept over the map, later outcomes counted behind it
    join_reserved_seat.png  joining a begun game: an open seat to take, a kept seat asking for its token
    mother_of_dragons_8p.png the whole board with Essos at the start of an eight-house Mother of Dragons game
    dragon_battle.png       a battle with dragons: Targaryen's dragons fly from Pentos to Blackwater
    mother_of_dragons_1366x768.png  the eight-house game at the default view of Targaryen, on a laptop
    game_over_chart.png     the end of a game at 1366x768: the winner and why, standings, the chart, what next
    dance_with_dragons.png  A Dance with Dragons at 1366x768: the Boltons choose a house card against Lannister
    vassal_orders.png       Mother of Dragons with vassals at 1366x768: a player places orders for a vassal it commands
    iron_bank.png           Mother of Dragons with the Iron Bank: the loans on offer, each house's loans and interest
    crowded_battle.png      a battle at Seagard at 1366x768: four Greyjoy units attack four Stark units
                            with an order and a power token, all drawn inside the small area
    objectives.png          A Feast for Crows at 1366x768: Stark scores one of its objectives at the round's end,
                            the objectives panel open beside the map
    draft.png               a house-card draft in progress at 1366x768 (step by step, with the track draft):
                            Stark's pick, the cards it may take, the draft order and the picks in the log
    variants_dialog.png     the new-game dialog at 1366x768 with its variants: a draft chosen, and a
                            combination the engine refuses said with its reason
    setup_<id>.png          each community setup's whole board at its start (areas out of play shaded;
                            A Dance with Mother of Dragons with Essos)
    dance_with_mother_of_dragons_1366x768.png  A Dance with Mother of Dragons at 1366x768, round 1:
                            Targaryen answers deck IV's first card before any order
    teach_the_game_1366x768.png  Teach the Game at 1366x768: Greyjoy against Tyrell, the other houses'
                            homes empty
    scattering_dissent.png  Mother of Dragons' deck IV at 1366x768: Scattering Dissent asks a house to move a
                            loyalty token, headed by the card, its moves worded "From A to B"
    vassal_battle.png       a vassal's battle at 1366x768, resolved on a tie: the header shows the strengths that
                            decided it and the tie-break, though the attacker's units are gone
    dragon_strength.png     round 4 of Mother of Dragons at 1366x768: the dragons' strength readable on the map
                            at the default view and beside Targaryen in the houses panel
    fog_of_war.png          fog of war at 1366x768: Stark's board in round 3, the areas out of its sight
                            veiled in mist (the whole board fitted)

`--lang zh_CN` (or zh_TW) renders them in Chinese.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any, Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from engine.game import Game  # noqa: E402
from engine.positions import build_position  # noqa: E402
from engine.session import Session  # noqa: E402

SIZE = (1920, 1080)


def army(house: str, *units: str, routed: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"house": house, "units": list(units), "routed": list(routed)}


def settle(app, until: Callable[[], bool] | None = None, timeout: float = 10.0, extra: float = 0.15) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.processEvents()
        if until is None or until():
            break
        time.sleep(0.002)
    stop = time.monotonic() + extra
    while time.monotonic() < stop:
        app.processEvents()
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # as the event loop would


SMALL = (1366, 768)  # a common laptop screen: what these shots must fit


def window(app, game: Game, humans: list[str], spectator: bool = False, bot_delay_ms: int = 0,
           size: tuple[int, int] = SIZE):
    from ..games.localgame import LocalGame
    from ..main_window import MainWindow

    w = MainWindow()
    w.resize(*size)
    w.show()
    lg = LocalGame(Session(game, name="Screenshot"), humans, spectator=spectator, bot_delay_ms=bot_delay_ms)
    w.start_game(lg)
    settle(app, lambda: lg.model.synced() and not w._refresh_scheduled)
    return w, lg


def save(widget, path: Path) -> None:
    widget.grab().save(str(path))
    print(path)


def shot_map_start(app, out: Path) -> None:
    from ..board.scene import MapScene

    scene = MapScene()
    scene.set_view(Game.new(players=6, seed=7).view(None))
    r = scene.geometry.rect.adjusted(-12, -12, 12, 12)
    scale = 1.3
    img = QImage(int(r.width() * scale), int(r.height() * scale), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scene.render_to(p, QRectF(0, 0, img.width(), img.height()), r)
    p.end()
    img.save(str(out / "map_start_6p.png"))
    print(out / "map_start_6p.png")


MOD = "mother_of_dragons"


def _mod_ready() -> bool:
    """The Mother of Dragons shots need the engine's ruleset."""
    from engine.ruleset import RULESET_FILES

    if MOD not in RULESET_FILES:
        print("skipped: the engine has no Mother of Dragons ruleset yet")
        return False
    return True


def render_board(scene, path: Path, scale: float = 1.3) -> None:
    r = scene.geometry.rect.adjusted(-12, -12, 12, 12)
    img = QImage(int(r.width() * scale), int(r.height() * scale), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scene.render_to(p, QRectF(0, 0, img.width(), img.height()), r)
    p.end()
    img.save(str(path))
    print(path)


def shot_mod_start(app, out: Path) -> None:
    if not _mod_ready():
        return
    from ..words import names
    from ..board.scene import MapScene

    names.use_ruleset(MOD)
    try:
        scene = MapScene(ruleset_id=MOD)
        scene.set_view(Game.new(players=8, seed=7, ruleset=MOD).view(None))
        render_board(scene, out / "mother_of_dragons_8p.png", scale=1.0)
    finally:
        names.use_ruleset("second_edition")


def dragon_battle_position() -> Game:
    """Round 4 (dragons of strength 2): Targaryen's two dragons in Pentos are about to fly to
    Blackwater, held by Lannister, with Baratheon's support next door."""
    return build_position({"players": 8, "ruleset": MOD, "round": 4, "phase": "march", "turn": "targaryen",
                           "units": {
                               "pentos": army("targaryen", "dragon", "dragon", "footman"),
                               "bay-of-pentos": army("targaryen", "ship"),
                               "blackwater": army("lannister", "knight", "footman"),
                               "kingswood": army("baratheon", "footman"),
                               "lannisport": army("lannister", "knight", "footman"),
                               "the-eyrie": army("arryn", "knight", "footman"),
                               "winterfell": army("stark", "knight", "footman"),
                           }, "orders": {
                               "pentos": ["targaryen", "march-plus-one"], "blackwater": ["lannister", "defense-plus-one-1"],
                               "kingswood": ["baratheon", "support-1"],
                           }})


def shot_dragon_battle(app, out: Path) -> None:
    if not _mod_ready():
        return
    from ..decisions import HouseCardWidget, MarchWidget, SupportWidget

    w, lg = window(app, dragon_battle_position(), ["targaryen"])
    settle(app, lambda: isinstance(w.decisions.widget, MarchWidget))
    w.decisions.widget.move("blackwater", ["dragon", "dragon"])
    w.decisions.widget.submit()
    settle(app, lambda: isinstance(w.decisions.widget, (SupportWidget, HouseCardWidget)))
    if isinstance(w.decisions.widget, SupportWidget):
        w.decisions.widget.submit()
    settle(app, lambda: isinstance(w.decisions.widget, HouseCardWidget)
           and "lannister" in (lg.model.view("targaryen").get("combat") or {}).get("cards_chosen", []))
    widget = w.decisions.widget
    if isinstance(widget, HouseCardWidget):
        hand = lg.model.view("targaryen")["hands"]["targaryen"]
        widget.choose(sorted(hand)[0])
    w.map_view.zoom_to("blackwater", 1.0)
    settle(app, extra=0.4)
    save(w, out / "dragon_battle.png")
    lg.stop()
    w.close()


def shot_mod_laptop(app, out: Path) -> None:
    if not _mod_ready():
        return
    w, lg = window(app, Game.new(players=8, seed=7, ruleset=MOD), ["targaryen"], size=(1366, 768))
    settle(app, extra=0.5)
    save(w, out / "mother_of_dragons_1366x768.png")
    lg.stop()
    w.close()


def action_phase_position(seed: int = 7) -> Game:
    """A six-player game at its first action phase: every starting army has an order (marches
    first), and it is Stark's turn to march (from Winterfell, among others)."""
    start = Game.new(players=6, seed=seed)
    kinds = ("march", "support", "defense", "consolidate-power", "raid")
    free = {h: sorted((t for t, o in start.rs.order_tokens.items() if not o.starred),
                      key=lambda t: kinds.index(start.rs.order_tokens[t].type)) for h in start.view(None)["houses"]}
    orders: dict[str, list[str]] = {}
    armies = sorted(start.view(None)["units"].items(), key=lambda kv: (kv[0] != "winterfell", kv[0]))
    for region, a in armies:
        orders[region] = [a["house"], free[a["house"]].pop(0)]
    return build_position({"players": 6, "seed": seed, "phase": "march", "turn": "stark", "orders": orders})


def crowded_position() -> Game:
    return build_position({"players": 6, "phase": "march", "units": {
        "riverrun": army("lannister", "knight", "knight", "footman", "siege-engine"),
        "the-twins": army("stark", "knight", "footman", "footman", routed=("footman",)),
        "seagard": army("stark", "footman", "siege-engine"),
        "harrenhal": army("baratheon", "knight", "footman", "footman"),
        "stoney-sept": army("lannister", "footman", "footman"),
        "lannisport": army("lannister", "knight", "footman"),
        "ironmans-bay": army("greyjoy", "ship", "ship", "ship"),
        "port-of-pyke": army("greyjoy", "ship", "ship"),
        "pyke": army("greyjoy", "footman", "knight"),
        "the-golden-sound": army("lannister", "ship", "ship"),
        "the-mountains-of-the-moon": army("baratheon", "footman", routed=("knight",)),
        "crackclaw-point": army("baratheon", "knight", "footman"),
        "blackwater": army("tyrell", "footman", "footman", "knight"),
        "winterfell": army("stark", "knight"),
        "moat-cailin": army("stark", "footman", "footman"),
        "sunspear": army("martell", "footman"),
    }, "orders": {
        "riverrun": ["lannister", "march-plus-one"], "the-twins": ["stark", "defense-plus-one-1"],
        "seagard": ["stark", "support-plus-one"], "harrenhal": ["baratheon", "raid-1"],
        "stoney-sept": ["lannister", "support-1"], "ironmans-bay": ["greyjoy", "special-raid"],
        "pyke": ["greyjoy", "consolidate-power-1"], "blackwater": ["tyrell", "march"],
        "the-golden-sound": ["lannister", "defense-plus-two"], "crackclaw-point": ["baratheon", "march-minus-one"],
        "moat-cailin": ["stark", "special-consolidate-power"], "lannisport": ["lannister", "raid-2"],
        "sunspear": ["martell", "march"],
    }, "tokens": {"the-fingers": "baratheon", "searoad-marches": "lannister", "karhold": "stark"}})


def shot_zoomed(app, out: Path) -> None:
    from ..board.scene import MapScene
    from ..board.view import MapView

    scene = MapScene()
    scene.set_view(crowded_position().view(None))
    view = MapView(scene)
    view.resize(1600, 1000)
    view.show()
    settle(app)
    view.zoom_to("riverrun", 1.45)
    view.centerOn(scene.geometry.regions["the-twins"].centroid.x() - 30,
                  (scene.geometry.regions["riverrun"].centroid.y() + scene.geometry.regions["the-twins"].centroid.y())
                  / 2 + 10)
    settle(app)
    save(view, out / "zoomed_units.png")
    view.hide()


def shot_orders(app, out: Path) -> None:
    from ..decisions import PlaceOrdersWidget

    g = build_position({"players": 6, "phase": "planning", "round": 2, "seed": 11, "banned": ["raid"]})
    w, lg = window(app, g, ["stark"])
    settle(app, lambda: isinstance(w.decisions.widget, PlaceOrdersWidget))
    wid = w.decisions.widget
    wid.set_order("winterfell", "march-plus-one")
    wid.set_order("white-harbor", "support-1")
    wid.select("the-shivering-sea")
    w.map_view.zoom_to("winterfell", 0.95)
    w.map_view.centerOn(w.scene.geometry.regions["winterfell"].centroid.x(),
                        w.scene.geometry.regions["white-harbor"].centroid.y() + 120)
    settle(app, extra=0.4)
    save(w, out / "order_placement.png")
    lg.stop()
    w.close()


def combat_position() -> Game:
    return build_position({"players": 6, "phase": "march", "turn": "stark", "units": {
        "winterfell": army("stark", "knight", "knight", "footman"),
        "white-harbor": army("stark", "footman", "footman"),
        "the-shivering-sea": army("stark", "ship"),
        "moat-cailin": army("greyjoy", "footman", "footman"),
        "greywater-watch": army("greyjoy", "footman"),
        "pyke": army("greyjoy", "knight", "footman"),
        "ironmans-bay": army("greyjoy", "ship", "ship"),
        "lannisport": army("lannister", "knight", "footman"),
        "dragonstone": army("baratheon", "knight", "footman"),
        "highgarden": army("tyrell", "knight", "footman"),
        "sunspear": army("martell", "knight", "footman"),
    }, "orders": {
        "winterfell": ["stark", "march-plus-one"], "white-harbor": ["stark", "support-1"],
        "moat-cailin": ["greyjoy", "defense-plus-one-1"], "greywater-watch": ["greyjoy", "support-2"],
        "pyke": ["greyjoy", "consolidate-power-1"],
    }})


def shot_combat(app, out: Path) -> None:
    from ..decisions import HouseCardWidget, MarchWidget, SupportWidget

    w, lg = window(app, combat_position(), ["stark"])
    settle(app, lambda: isinstance(w.decisions.widget, MarchWidget))
    march = w.decisions.widget
    march.move("moat-cailin", ["knight", "knight"])
    march.submit()
    settle(app, lambda: isinstance(w.decisions.widget, (SupportWidget, HouseCardWidget)))
    if isinstance(w.decisions.widget, SupportWidget):
        w.decisions.widget.set_choice("white-harbor", "attacker")
        w.decisions.widget.submit()
    settle(app, lambda: isinstance(w.decisions.widget, HouseCardWidget)
           and "greyjoy" in (lg.model.view("stark").get("combat") or {}).get("cards_chosen", []))
    w.decisions.widget.choose("robb-stark")
    w.map_view.zoom_to("moat-cailin", 1.0)
    settle(app, extra=0.4)
    save(w, out / "combat_house_card.png")
    lg.stop()
    w.close()


def shot_bid(app, out: Path) -> None:
    from ..decisions import BidWidget

    g = build_position({"players": 6, "phase": "westeros", "round": 3, "seed": 5,
                        "westeros": {"I": ["last-days-of-summer", "supply"], "II": ["clash-of-kings", "game-of-thrones"],
                                     "III": ["sea-of-storms", "web-of-lies"]},
                        "power": {"stark": 7, "lannister": 9, "baratheon": 4, "greyjoy": 6, "tyrell": 5,
                                  "martell": 8}, "wildling_threat": 4})
    w, lg = window(app, g, ["stark"])
    settle(app, lambda: isinstance(w.decisions.widget, BidWidget))
    w.decisions.widget.set_amount(3)
    settle(app, extra=0.5)
    save(w, out / "clash_of_kings_bid.png")
    lg.stop()
    w.close()


def shot_privacy(app, out: Path) -> None:
    from ..main_window import PAGE_PRIVACY

    w, lg = window(app, Game.new(players=4, seed=3), ["stark", "lannister", "greyjoy"])
    settle(app, lambda: w.stack.currentIndex() == PAGE_PRIVACY)
    save(w, out / "hotseat_privacy.png")
    lg.stop()
    w.close()


def shot_end(app, out: Path) -> None:
    w, lg = window(app, Game.new(players=5, seed=4), [], spectator=True)
    settle(app, lambda: bool(lg.model.public_view() and lg.model.public_view()["finished"]), timeout=60)
    settle(app, extra=0.4)
    save(w, out / "game_end.png")
    lg.stop()
    w.close()


def shot_game_over_chart(app, out: Path) -> None:
    w, lg = window(app, Game.new(players=4, seed=6), [], spectator=True, size=SMALL)
    settle(app, lambda: bool(lg.model.public_view() and lg.model.public_view()["finished"]), timeout=90)
    settle(app, lambda: w.game_over.isVisible(), extra=0.4)
    save(w, out / "game_over_chart.png")
    lg.stop()
    w.close()


def shot_chinese(app, out: Path) -> None:
    from ..words import i18n
    from ..decisions import MusterWidget

    i18n.set_language("zh_CN")
    g = build_position({"players": 6, "phase": "westeros", "round": 2,
                        "westeros": {"I": ["mustering"], "II": ["last-days-of-summer"], "III": ["feast-for-crows"]}})
    w, lg = window(app, g, ["lannister"])
    settle(app, lambda: isinstance(w.decisions.widget, MusterWidget), timeout=10)
    if isinstance(w.decisions.widget, MusterWidget):
        w.decisions.widget.add("lannisport", "knight")
    settle(app, extra=0.5)
    save(w, out / "chinese_ui.png")
    lg.stop()
    w.close()
    i18n.set_language("en")


def shot_lobby(app, out: Path) -> None:
    from ..main_window import PAGE_LOBBY, PAGE_ROOM, MainWindow
    from ..net.discovery import GameAdvert

    w = MainWindow()
    w.resize(1280, 800)
    w.show()
    lobby = w.lobby_screen
    lobby.name_edit.setText("Ann")
    lobby.game_name.setText("Friday night")
    lobby.players.setValue(5)
    lobby.tides.setChecked(True)
    lobby.holder_boxes["tyrell"].setCurrentIndex(1)
    lobby.my_seat.setCurrentIndex(lobby.my_seat.findData("stark"))
    for i, (name, players, free, addr) in enumerate([("Friday night at Tom's", 6, 2, "192.168.1.20"),
                                                     ("Quick three", 3, 0, "192.168.1.34")]):
        lobby.game_seen("added", GameAdvert(f"{i}._agot._tcp.local.", (addr,), 47400, 1, name,
                                            "second_edition", players, free, f"g{i}"))
    lobby.game_seen("added", GameAdvert("old._agot._tcp.local.", ("192.168.1.51",), 47400, 0, "Old copy",
                                        "second_edition", 4, 3, "g9"))
    w.stack.setCurrentIndex(PAGE_LOBBY)
    settle(app, extra=0.3)
    save(w, out / "lobby_host_form.png")
    room = w.room_screen
    room.reset("Friday night", True, ["192.168.1.20:47400"])
    seats = {"stark": {"holder": "human", "name": "Ann", "connected": True, "ready": True},
             "lannister": {"holder": "human", "name": "Bob", "connected": True, "ready": False},
             "baratheon": {"holder": "open", "name": "", "connected": False, "ready": False},
             "greyjoy": {"holder": "human", "name": "Cleo", "connected": False, "ready": True},
             "tyrell": {"holder": "bot", "name": "Bot (tyrell)", "connected": False, "ready": True}}
    room.set_seats(seats, "stark", False)
    for who, text in (("Ann", "Welcome! Baratheon is still free."), ("Bob", "One minute, getting a drink"),
                      ("Cleo", "brb")):
        room.add_chat({"name": who, "text": text})
    room.table.selectRow(2)
    w.stack.setCurrentIndex(PAGE_ROOM)
    settle(app, extra=0.3)
    save(w, out / "lobby_seats.png")
    w.close()


def shot_join_reserved(app, out: Path) -> None:
    """A headless host's game seen by a newcomer: the seats, what taking each needs, a token typed."""
    from ..main_window import PAGE_LOBBY, MainWindow

    w = MainWindow()
    w.resize(*SMALL)
    w.show()
    lobby = w.lobby_screen
    lobby.name_edit.setText("Bob")
    lobby.address.setText("192.168.1.20:47400")
    seats = {"stark": {"holder": "human", "name": "Ann", "connected": True, "ready": True},
             "lannister": {"holder": "human", "name": "", "connected": False, "ready": False},
             "baratheon": {"holder": "open", "name": "", "connected": False, "ready": False},
             "greyjoy": {"holder": "bot", "name": "Bot (greyjoy)", "connected": False, "ready": True}}
    lobby.seat_choice.offer(seats)
    lobby.seat_choice.token_edits["lannister"].setText("k3Xq-7PzR-Lm2w")
    w.stack.setCurrentIndex(PAGE_LOBBY)
    settle(app, extra=0.3)
    save(w, out / "join_reserved_seat.png")
    w.close()


def with_dialog(window, dialog) -> QImage:
    """The window as its player sees it with `dialog` open over it (dimmed behind, centred)."""
    from PySide6.QtGui import QColor

    img = window.grab().toImage()
    box = dialog.grab().toImage()
    p = QPainter(img)
    p.fillRect(img.rect(), QColor(0, 0, 0, 70))
    p.drawImage((img.width() - box.width()) // 2, (img.height() - box.height()) // 2, box)
    p.end()
    return img


def shot_confirm_leave(app, out: Path) -> None:
    from ..games import leave

    g = build_position({"players": 4, "phase": "planning", "round": 5})
    w, lg = window(app, g, ["stark"])
    w.resize(1366, 768)
    dlg = leave.LeaveDialog(w.game, "local", leave.NEW, w)
    dlg.show()
    settle(app, extra=0.4)
    path = out / "confirm_leave.png"
    with_dialog(w, dlg).save(str(path))
    print(path)
    dlg.close()
    lg.stop()
    w.close()


def _answer_for(lg, seat: str) -> None:
    """Answer `seat`'s pending decision the simple way (first options), for the shots below."""
    from engine import commands as C

    view = lg.model.view(seat)
    for d in view.get("decisions", []) if view else []:
        o = d["options"]
        if d["kind"] == "select-units":
            lg.model.send(seat, C.SelectUnits(tuple(tuple(c) for c in o["candidates"][:o["min"]])))
        elif d["kind"] == "retreat":
            lg.model.send(seat, C.Retreat(o["options"][0]))
        elif d["kind"] == "choose":
            lg.model.send(seat, C.Choose(o["options"][0]))
        return


def shot_battle_result(app, out: Path) -> None:
    from engine import commands as C

    g = build_position({"players": 6, "phase": "march", "turn": "greyjoy", "blade_used": True,
                        "options": {"tides_of_battle": True}, "seed": 3,
                        "tracks": {"fiefdoms": ["greyjoy", "tyrell", "martell", "stark", "baratheon", "lannister"]},
                        "units": {"blackwater-bay": army("greyjoy", "ship", "ship"),
                                  "the-narrow-sea": army("baratheon", "ship"),
                                  "shipbreaker-bay": army("baratheon", "ship", "ship"),
                                  "ironmans-bay": army("greyjoy", "ship"),
                                  "riverrun": army("greyjoy", "knight", "footman"),
                                  "seagard": army("lannister", "footman", "knight"),
                                  "the-twins": army("stark", "footman"),
                                  "the-arbor": army("tyrell", "footman")},
                        "orders": {"riverrun": ["greyjoy", "march-plus-one"], "the-twins": ["stark", "support-1"],
                                   "seagard": ["lannister", "defense-plus-one-1"],
                                   "the-arbor": ["tyrell", "march"]},
                        "hands": {"greyjoy": ["euron-crows-eye", "theon-greyjoy"],
                                  "lannister": ["ser-jaime-lannister", "tyrion-lannister"]}})
    w, lg = window(app, g, ["greyjoy"], size=SMALL)
    m = lg.model
    settle(app, lambda: any(d["kind"] == "march" for d in m.view("greyjoy")["decisions"]))
    m.send("greyjoy", C.ResolveMarch("riverrun", (("seagard", ("footman", "knight")),)))
    # the bots drive Lannister and Stark; Greyjoy (the window) answers by hand
    for _ in range(60):
        decisions = m.view("greyjoy")["decisions"]
        card = next((d for d in decisions if d["kind"] == "house-card"), None)
        if card is not None:
            hand = card["options"]["hand"]
            m.send("greyjoy", C.ChooseHouseCard("euron-crows-eye" if "euron-crows-eye" in hand else hand[0]))
        elif decisions and decisions[0]["kind"] != "march":
            _answer_for(lg, "greyjoy")
        settle(app, extra=0.05)
        if any(k == "battle" for k, _ in w.outcomes.history):
            break
    for b in lg.bots.values():
        b.set_paused(True)
    settle(app, extra=0.3)  # moves already on their way arrive
    battles = [i for i, (k, _) in enumerate(w.outcomes.history) if k == "battle"]
    if battles:
        w.outcomes.show_index(battles[-1])
    w.map_view.zoom_to("seagard", 1.0)
    settle(app, extra=0.4)
    save(w, out / "battle_result.png")
    lg.stop()
    w.close()


def shot_bid_reveal(app, out: Path) -> None:
    g = build_position({"players": 6, "phase": "westeros", "round": 3, "seed": 5,
                        "westeros": {"I": ["last-days-of-summer", "supply"], "II": ["clash-of-kings", "game-of-thrones"],
                                     "III": ["sea-of-storms", "web-of-lies"]},
                        "power": {"stark": 7, "lannister": 9, "baratheon": 4, "greyjoy": 6, "tyrell": 5,
                                  "martell": 8}, "wildling_threat": 4})
    w, lg = window(app, g, [], spectator=True, size=SMALL)
    watch_bar = w.watch_bar
    settle(app, lambda: (w.outcomes.current() or ("",))[0] == "bidding", timeout=20)
    if watch_bar is not None:
        watch_bar.set_paused(True)
    settle(app, extra=0.4)
    save(w, out / "bid_reveal.png")
    lg.stop()
    w.close()


def shot_westeros_cards(app, out: Path) -> None:
    g = build_position({"players": 6, "phase": "planning", "round": 4, "wildling_threat": 4})
    w, lg = window(app, g, ["stark"], size=SMALL)
    from engine.events import Event

    w.outcomes.add_events([Event("WesterosCardsRevealed", {
        "cards": ["mustering", "dark-wings-dark-words", "wildlings-attack"], "decks": ["I", "II", "III"],
        "wildling_icons": [False, True, False], "threat_before": 2, "threat": 4})])
    settle(app, extra=0.2)
    w.outcomes.set_collapsed(False, by_user=True)  # folded for the orders; the player opens it
    settle(app, lambda: not w.outcomes.track.marker.sliding, timeout=5)  # the threat marker arrives
    settle(app, extra=0.1)
    save(w, out / "westeros_cards.png")
    lg.stop()
    w.close()


def shot_help(app, out: Path) -> None:
    from ..decisions import MarchWidget

    w, lg = window(app, combat_position(), ["stark"], size=SMALL)
    settle(app, lambda: isinstance(w.decisions.widget, MarchWidget))
    w.show_help()
    dlg = w.help_dialog
    dlg.move(w.geometry().center() - dlg.rect().center())
    settle(app, extra=0.4)
    # the window with the reference open in front of it, as a player sees it
    from PySide6.QtGui import QPainter as _P

    img = w.grab().toImage()
    p = _P(img)
    p.drawPixmap(dlg.geometry().topLeft() - w.geometry().topLeft(), dlg.grab())
    p.end()
    img.save(str(out / "help.png"))
    print(out / "help.png")
    dlg.close()
    lg.stop()
    w.close()


def shot_continue(app, out: Path) -> None:
    from ..games.localgame import LocalGame
    from ..main_window import PAGE_START, MainWindow

    g = build_position({"players": 6, "phase": "planning", "round": 4})
    lg = LocalGame(Session(g, name="Local game"), ["lannister"], bot_level="normal")
    w = MainWindow()
    w.resize(1366, 768)
    w.show()
    w.start_game(lg)
    settle(app, lambda: lg.model.synced())
    w.stop_game()
    w.offer_continue()
    w.stack.setCurrentIndex(PAGE_START)
    settle(app, extra=0.3)
    save(w, out / "continue_game.png")
    w.close()


def shot_default_views(app, out: Path) -> None:
    for (width, height), name in (((1366, 768), "laptop_1366x768.png"), ((960, 1040), "halfscreen_960x1040.png")):
        w, lg = window(app, action_phase_position(), ["stark"], size=(width, height))
        settle(app, lambda: w.decisions.widget is not None and w.decisions.widget.isVisible(), extra=0.5)
        save(w, out / name)
        lg.stop()
        w.close()


def shot_march_multi_select(app, out: Path) -> None:
    from ..board.items import UnitItem
    from ..decisions import MarchWidget

    g = build_position({"players": 6, "phase": "march", "turn": "stark", "units": {
        "winterfell": army("stark", "knight", "knight", "footman", "footman"),
        "white-harbor": army("stark", "footman"), "the-shivering-sea": army("stark", "ship"),
        "greywater-watch": army("greyjoy", "footman"), "pyke": army("greyjoy", "footman", "ship"),
        "lannisport": army("lannister", "knight", "footman"),
    }, "orders": {"winterfell": ["stark", "march-plus-one"], "white-harbor": ["stark", "support-1"],
                  "the-shivering-sea": ["stark", "march"], "greywater-watch": ["greyjoy", "defense-plus-one-1"],
                  "lannisport": ["lannister", "raid-1"]}})
    w, lg = window(app, g, ["stark"], size=(1366, 768))
    settle(app, lambda: isinstance(w.decisions.widget, MarchWidget) and w.decisions.widget.isVisible(), extra=0.3)
    widget = w.decisions.widget
    if widget.source != "winterfell":
        widget.select_source("winterfell")
    widget.move("castle-black", ["footman"])
    settle(app, extra=0.2)
    picked = [it for it in w.scene.pieces.get("winterfell", []) if isinstance(it, UnitItem) and not it.ghost][:2]
    for it in picked:
        w.map_view.click_unit(it)
        settle(app, extra=0.05)
    settle(app, extra=0.4)
    save(w, out / "march_multi_select.png")


def shot_seat_away(app, out: Path) -> None:
    from PySide6.QtCore import QObject, Signal

    from engine.events import Event

    class Table(QObject):
        """The seat table a LAN host's window gets from its host (as `seats` messages say it)."""

        seats_changed = Signal(dict)

        def __init__(self) -> None:
            super().__init__()
            self.seat = "stark"
            self.lan_host = self
            self.seats = {
                "stark": {"holder": "human", "name": "Ann", "connected": True, "ready": True},
                "lannister": {"holder": "human", "name": "Bob", "connected": False, "ready": True, "away": 340.0},
                "baratheon": {"holder": "human", "name": "Cleo", "connected": False, "ready": True, "away": 1210.0,
                              "stand_in": "normal"},
                "greyjoy": {"holder": "bot", "name": "Bot (greyjoy)", "connected": False, "ready": True}}

        def connect_as(self, *args) -> None: ...

        def stand_in(self, house: str, level: str) -> None: ...

    g = build_position({"players": 4, "phase": "planning", "round": 3})
    w, lg = window(app, g, ["stark"])
    table = Table()
    w.presence.set_game(table)
    w.log.add_events([Event("SeatAway", {"house": "baratheon", "name": "Cleo"}),
                      Event("SeatStandIn", {"house": "baratheon", "name": "Cleo", "level": "normal"}),
                      Event("SeatAway", {"house": "lannister", "name": "Bob"})])
    settle(app, extra=0.4)
    save(w, out / "lan_seat_away.png")
    w.presence.set_game(None)
    lg.stop()
    w.close()


def shot_own_battle_kept(app, out: Path) -> None:
    """Stark's battle for Harrenhal stays on screen while the bots play on: the outcomes that
    follow (the next round's Westeros draw) wait behind it with a count."""
    from engine import commands as C

    g = build_position({"players": 6, "phase": "march", "turn": "stark", "blade_used": True, "seed": 4,
                        "tracks": {"fiefdoms": ["greyjoy", "tyrell", "lannister", "stark", "baratheon", "martell"]},
                        "units": {"stoney-sept": army("stark", "footman", "footman"),
                                  "harrenhal": army("lannister", "footman", "footman"),
                                  "the-arbor": army("tyrell", "footman")},
                        "orders": {"stoney-sept": ["stark", "march"], "the-arbor": ["tyrell", "march"]},
                        "hands": {"stark": ["greatjon-umber"], "lannister": ["ser-jaime-lannister"]}})
    w, lg = window(app, g, ["stark"], size=SMALL)
    m = lg.model
    m.send("stark", C.ResolveMarch("stoney-sept", (("harrenhal", ("footman", "footman")),)))
    for _ in range(200):
        decisions = m.view("stark")["decisions"]
        if any(d["kind"] == "house-card" for d in decisions):
            m.send("stark", C.ChooseHouseCard("greatjon-umber"))
        elif decisions and decisions[0]["kind"] in ("select-units", "retreat", "choose"):
            _answer_for(lg, "stark")
        settle(app, extra=0.05)
        if w.outcomes.queued() >= 1 or (decisions and decisions[0]["kind"] in ("muster", "place-orders")):
            break
    for b in lg.bots.values():
        b.set_paused(True)
    settle(app, extra=0.4)
    w.map_view.zoom_to("harrenhal", 1.0)
    settle(app, extra=0.4)
    save(w, out / "own_battle_kept.png")
    lg.stop()
    w.close()


ADWD = "a_dance_with_dragons"


def dance_with_dragons_battle() -> Game:
    """A Dance with Dragons' start, but Lannister has marched from the Twins into Moat Cailin, held
    by the Boltons (Stark): the house cards are being chosen."""
    from engine import commands as C

    start = Game.new(players=6, seed=3, ruleset=ADWD)
    units = {r: dict(a) for r, a in start.s.units.items()}
    units["the-twins"] = army("lannister", "footman", "knight")
    units["moat-cailin"] = army("stark", "footman", "knight")
    g = build_position({"ruleset": ADWD, "seed": 3, "phase": "march", "turn": "lannister", "units": units,
                        "orders": {"the-twins": ["lannister", "march"], "moat-cailin": ["stark", "defense-plus-one-1"]},
                        "blade_used": True})
    g.act("lannister", C.ResolveMarch("the-twins", (("moat-cailin", ("footman", "knight")),), False))
    return g


def shot_dance_with_dragons(app, out: Path) -> None:
    from ..words import names

    try:
        w, lg = window(app, dance_with_dragons_battle(), ["stark"], size=(1366, 768))
        settle(app, extra=0.5)
        w.map_view.zoom_to("moat-cailin", 1.0)  # the battle in the middle, whatever the language's layout
        settle(app, extra=0.4)
        save(w, out / "dance_with_dragons.png")
        lg.stop()
        w.close()
    finally:
        names.use_ruleset("second_edition")


def vassal_orders_position(seed: int = 3) -> Game:
    """A five-player Mother of Dragons game with vassals, played by random bots up to the moment
    a player places orders for a vassal it claimed (after its own)."""
    from engine.bots.random_bot import RandomBot
    from engine.errors import IllegalCommand

    g = Game.new(players=5, seed=seed, ruleset=MOD, options={"vassals": True},
                 seated=["stark", "lannister", "arryn", "greyjoy", "targaryen"])
    bot = RandomBot(seed)
    for _ in range(5000):
        d = g.waiting_for()[0]
        if d.kind == "place-orders" and d.house in g.s.vassals and d.options.get("regions"):
            return g
        for attempt in range(30):
            try:
                g.act(d.seat, bot.propose(g.view(d.house), d.house_wire(), attempt), house=d.house)
                break
            except IllegalCommand:
                continue
    raise RuntimeError("no vassal's orders came")


def shot_vassal_orders(app, out: Path) -> None:
    """vassal_orders.png: a player placing orders for a vassal it commands, at 1366x768."""
    from ..words import names

    if not _mod_ready():
        return
    try:
        g = vassal_orders_position()
        d = g.waiting_for()[0]
        w, lg = window(app, g, [d.seat], size=(1366, 768))
        settle(app, lambda: w.decisions.widget is not None, extra=0.3)
        widget = w.decisions.widget
        region = d.options["regions"][0]
        widget.set_order(region, d.options["tokens"][0])  # one order placed, one more allowed
        geo = w.scene.geometry.regions[region]
        w.map_view.centerOn(geo.label)
        settle(app, extra=0.5)
        save(w, out / "vassal_orders.png")
        lg.stop()
        w.close()
    finally:
        names.use_ruleset("second_edition")


AFFC = "a_feast_for_crows"


def feast_for_crows_scoring() -> Game:
    """A Feast for Crows at the end of round 3: Stark meets two of its three objectives (it
    holds the Messenger Raven and Castle Black) and is asked which to score; the others have
    scored some already."""
    start = Game.new(players=4, seed=3, ruleset=AFFC)
    units = {r: dict(a) for r, a in start.s.units.items()}
    units["castle-black"] = army("stark", "footman")
    units["kingswood"] = army("arryn", "footman", "knight")
    hands = {"stark": ["the-raven", "take-the-black", "hold-court"],
             "lannister": ["a-riper-fruit", "cavalry-charge", "arbor-gold"],
             "baratheon": ["pull-the-weeds", "protect-the-neck", "friendly-confines"],
             "arryn": ["crossing-guard", "a-stalwart-position", "the-final-hour"]}
    scored = {"stark": ["ample-harvest"], "lannister": ["nothing-but-ghosts", "the-throne"],
              "baratheon": ["the-blade"], "arryn": ["a-firm-grip"]}
    used = {c for cs in list(hands.values()) + list(scored.values()) for c in cs}
    return build_position({
        "ruleset": AFFC, "players": 4, "seed": 3, "phase": "consolidate", "round": 3, "units": units,
        "objectives": hands, "objectives_scored": scored,
        "objective_deck": [c for c in start.rs.objective_cards if c not in used],
        "victory_points": {"stark": 1, "lannister": 4, "baratheon": 2, "arryn": 3},
        "tracks": {"iron_throne": ["stark", "baratheon", "lannister", "arryn"],
                   "fiefdoms": ["baratheon", "stark", "arryn", "lannister"],
                   "kings_court": ["stark", "arryn", "lannister", "baratheon"]},
        "westeros": {"I": ["famine"], "II": ["game-of-thrones"], "III": ["rains-of-autumn"]}})


def shot_objectives(app, out: Path) -> None:
    from ..words import names

    try:
        w, lg = window(app, feast_for_crows_scoring(), ["stark"], size=(1366, 768))
        w.left_panel.set_open(True)
        settle(app, lambda: w.objectives.isVisible(), extra=0.3)
        w.left_panel.content.ensureWidgetVisible(w.objectives, 0, 0)  # the panel, scrolled into sight
        settle(app, extra=0.3)
        save(w, out / "objectives.png")
        lg.stop()
        w.close()
    finally:
        names.use_ruleset("second_edition")


def iron_bank_position(seed: int = 2) -> Game:
    """A seven-player Mother of Dragons game with the Iron Bank, played by random bots until two
    houses owe the Bank (loans bought, interest due)."""
    from engine.bots.random_bot import RandomBot
    from engine.errors import IllegalCommand

    g = Game.new(players=7, seed=seed, ruleset=MOD, options={"iron_bank": True})
    bot = RandomBot(seed)
    for _ in range(40000):
        bank = g.view(None).get("iron_bank") or {}
        debtors = [h for h, loans in bank.get("loans", {}).items() if loans]
        if len(debtors) >= 2 and g.waiting_for()[0].kind == "place-orders":
            return g
        d = g.waiting_for()[0]
        for attempt in range(30):
            try:
                g.act(d.seat, bot.propose(g.view(d.house), d.house_wire(), attempt), house=d.house)
                break
            except IllegalCommand:
                continue
    raise RuntimeError("nobody bought a loan")


def shot_iron_bank(app, out: Path) -> None:
    """iron_bank.png: the Iron Bank panel (market, loans, debts) beside the board, at 1920x1080."""
    from PySide6.QtWidgets import QScrollArea

    from ..words import names

    if not _mod_ready():
        return
    try:
        g = iron_bank_position()
        w, lg = window(app, g, [g.waiting_for()[0].seat], size=SIZE)
        settle(app, extra=0.3)
        scroll = w.iron_bank.parentWidget()
        while scroll is not None and not isinstance(scroll, QScrollArea):
            scroll = scroll.parentWidget()
        if scroll is not None:
            scroll.ensureWidgetVisible(w.iron_bank)
        settle(app, extra=0.3)
        save(w, out / "iron_bank.png")
        lg.stop()
        w.close()
    finally:
        names.use_ruleset("second_edition")


def crowded_battle_position(area: str = "seagard", source: str = "greywater-watch") -> Game:
    """Greyjoy marches four units from `source` into `area`, held by four Stark units with a
    defense order and a power token: the house cards are being chosen."""
    from engine import commands as C

    four = ("knight", "knight", "footman", "siege-engine")
    g = build_position({"players": 6, "phase": "march", "turn": "greyjoy", "units": {
        area: army("stark", *four), source: army("greyjoy", *four),
        "pyke": army("greyjoy", "footman"), "winterfell": army("stark", "footman"),
    }, "orders": {source: ["greyjoy", "march"], area: ["stark", "defense-plus-one-1"]},
        "tokens": {area: "stark"}, "supply": {"greyjoy": 6, "stark": 6}})
    g.act("greyjoy", C.ResolveMarch(source, ((area, four),), False))
    return g


def shot_crowded_battle(app, out: Path) -> None:
    w, lg = window(app, crowded_battle_position(), ["stark"], size=SMALL)
    settle(app, extra=0.5)
    w.map_view.zoom_to("seagard", 1.6)
    settle(app, extra=0.4)
    save(w, out / "crowded_battle.png")
    lg.stop()
    w.close()


def shot_draft(app, out: Path) -> None:
    """draft.png: Stark's third pick in a six-house step-by-step draft with the track draft, the
    bots' picks and Stark's own in the log, at 1366x768."""
    g = Game.new(players=6, seed=5, variants={"draft-house-cards": True, "draft-influence-tracks": True})
    w, lg = window(app, g, ["stark"], bot_delay_ms=0, size=SMALL)
    w.resize(*SMALL)
    for turn in range(3):
        settle(app, lambda: w.decisions.widget is not None and not w.decisions.widget.sent, timeout=20, extra=0.3)
        widget = w.decisions.widget
        if widget is None:
            break
        choice = sorted(widget.cards)[turn * 7 % max(1, len(widget.cards))] if turn != 1 or not widget.tracks \
            else widget.tracks[0]
        if turn < 2:
            widget.choose(choice)
        else:
            widget.pick(choice)
    settle(app, extra=0.5)
    save(w, out / "draft.png")


SETUPS = {"struggle_in_the_north": 4, "rumble_in_the_south": 4, "race_to_kings_landing": 5,
          "no_kraken_for_dinner": 5, "teach_the_game": 2, "a_dance_with_mother_of_dragons": 8}


def shot_setups(app, out: Path) -> None:
    """Each community setup's whole board at its start, as the window draws it."""
    from ..words import names
    from ..board.scene import MapScene

    for ruleset, players in SETUPS.items():
        names.use_ruleset(ruleset)
        try:
            scene = MapScene(ruleset_id=ruleset)
            seated = ["greyjoy", "tyrell"] if ruleset == "teach_the_game" else None
            scene.set_view(Game.new(players=players, seed=7, ruleset=ruleset, seated=seated).view(None))
            render_board(scene, out / f"setup_{ruleset}.png", scale=0.8)
        finally:
            names.use_ruleset("second_edition")


def shot_setup_laptops(app, out: Path) -> None:
    """A Dance with Mother of Dragons and Teach the Game in a laptop's window."""
    dance = Game.new(players=8, seed=7, ruleset="a_dance_with_mother_of_dragons")
    w, lg = window(app, dance, [dance.waiting_for()[0].seat], size=(1366, 768))
    settle(app, extra=0.5)
    save(w, out / "dance_with_mother_of_dragons_1366x768.png")
    lg.stop()
    w.close()
    teach = Game.new(players=2, seed=7, ruleset="teach_the_game", seated=["greyjoy", "tyrell"])
    w, lg = window(app, teach, ["greyjoy"], size=(1366, 768))
    settle(app, extra=0.5)
    save(w, out / "teach_the_game_1366x768.png")
    lg.stop()
    w.close()


def shot_variants_dialog(app, out: Path) -> None:
    """variants_dialog.png: the new-game dialog over the start screen at 1366x768, a draft chosen
    and a combination the engine refuses said with its reason."""
    from PySide6.QtCore import QSettings

    from ..main_window import MainWindow
    from ..screens.new_game import NewGameDialog

    QSettings().remove("new_game")
    w = MainWindow()
    w.resize(*SMALL)
    w.show()
    dlg = NewGameDialog(w)
    rows = dlg.variants.rows
    for vid in ("draft-house-cards", "draft-influence-tracks", "thematic-draft"):
        if vid in rows:
            rows[vid].box.setChecked(True)
    dlg.resize(min(dlg.width(), SMALL[0] - 40), min(dlg.height(), SMALL[1] - 60))
    dlg.show()
    settle(app, extra=0.4)
    path = out / "variants_dialog.png"
    with_dialog(w, dlg).save(str(path))
    print(path)
    dlg.close()
    w.close()


def first_decision_where(game: Game, wanted: Callable[[Any], bool], seed: int, limit: int = 6000) -> Game | None:
    """Random bots play `game` until its first decision is one `wanted` says it is (None if none)."""
    from engine.bots.random_bot import RandomBot
    from engine.errors import IllegalCommand

    bot = RandomBot(seed)
    for _ in range(limit):
        if game.finished:
            return None
        d = game.waiting_for()[0]
        if wanted(d):
            return game
        for attempt in range(30):
            try:
                game.act(d.seat, bot.propose(game.view(d.house), d.house_wire(), attempt), house=d.house)
                break
            except IllegalCommand:
                continue
    return None


def scattering_dissent_position() -> Game:
    """An eight-house Mother of Dragons game at Scattering Dissent (deck IV): a house may move one
    loyalty token to an adjacent land area."""
    for seed in range(40):
        g = first_decision_where(Game.new(players=8, seed=seed, ruleset=MOD),
                                 lambda d: d.options.get("prompt") == "scattering-dissent:move"
                                 and d.seat != "targaryen", seed)
        if g is not None:
            return g
    raise RuntimeError("no game drew Scattering Dissent")


def shot_scattering_dissent(app, out: Path) -> None:
    """scattering_dissent.png: the deck IV card's question at 1366x768, headed by the card, its
    moves from an area to another, the rules it needs linked."""
    from ..decisions import ChooseWidget
    from ..words import names

    if not _mod_ready():
        return
    try:
        g = scattering_dissent_position()
        d = g.waiting_for()[0]
        w, lg = window(app, g, [d.seat], size=SMALL)
        settle(app, lambda: isinstance(w.decisions.widget, ChooseWidget), extra=0.3)
        loyal = sorted(g.s.loyalty)
        if loyal:
            w.map_view.zoom_to(loyal[0], 0.9)
        settle(app, extra=0.5)
        save(w, out / "scattering_dissent.png")
        lg.stop()
        w.close()
    finally:
        names.use_ruleset("second_edition")


def vassal_battle_position() -> Game:
    """A five-player Mother of Dragons game with vassals just after a battle a vassal fought was
    resolved on a tie (won on the Fiefdoms track) and its attacker's units are gone: its commander
    is asked what the vassal's card offers after the combat, the battle still on screen."""
    for seed in range(1, 30):
        g = Game.new(players=5, seed=seed, ruleset=MOD, options={"vassals": True})
        found = first_decision_where(g, lambda d: _resolved_tie_with_units_gone(g, d), seed)
        if found is not None:
            return found
    raise RuntimeError("no such vassal battle")


def _resolved_tie_with_units_gone(g: Game, d: Any) -> bool:
    f = next((f for f in reversed(g.s.stack) if f["kind"] == "combat"), None)
    if f is None or "resolved" not in f or not (f["resolved"].get("tie_break")):
        return False
    vassals = set(g.s.vassals)
    return (f["attacker"] in vassals or f["defender"] in vassals) and d.seat == d.house and \
        len(f.get("attackers", [])) < len(f["resolved"]["units"]["attacker"])


def shot_vassal_battle(app, out: Path) -> None:
    """vassal_battle.png: a vassal's battle resolved on a tie, at 1366x768: the header in the
    decision column shows the strengths that decided it and the tie-break, the battle's summary
    over the map."""
    from ..words import names

    if not _mod_ready():
        return
    try:
        g = vassal_battle_position()
        d = g.waiting_for()[0]
        area = next(f for f in reversed(g.s.stack) if f["kind"] == "combat")["area"]
        w, lg = window(app, g, [d.seat], size=SMALL)
        settle(app, lambda: w.decisions.widget is not None and w.decisions.combat.isVisible(), extra=0.3)
        w.map_view.zoom_to(area, 0.9)
        settle(app, extra=0.5)
        save(w, out / "vassal_battle.png")
        lg.stop()
        w.close()
    finally:
        names.use_ruleset("second_edition")


def shot_dragon_strength(app, out: Path) -> None:
    """dragon_strength.png: round 4 of an eight-house Mother of Dragons game at 1366x768 from
    Targaryen's seat at the default view: the dragons' strength (2) on their badges, readable, and
    in the houses panel beside Targaryen."""
    from ..words import names

    if not _mod_ready():
        return
    try:
        w, lg = window(app, dragon_battle_position(), ["targaryen"], size=SMALL)
        w.left_panel.set_open(True)
        settle(app, extra=0.5)
        w.left_panel.content.ensureWidgetVisible(w.houses, 0, 0)
        settle(app, extra=0.3)
        save(w, out / "dragon_strength.png")
        lg.stop()
        w.close()
    finally:
        names.use_ruleset("second_edition")


def fog_position(seed: int = 5, seat: str = "stark", round_: int = 3) -> Game:
    """A six-house fog-of-war game that random bots played up to `seat`'s orders in `round_`."""
    from engine.bots.random_bot import RandomBot
    from engine.errors import IllegalCommand

    g = Game.new(players=6, seed=seed, variants={"fog-of-war": True})
    bots = {h: RandomBot(seed * 10 + i) for i, h in enumerate(g.seats())}
    while not g.finished:
        d = g.waiting_for()[0]
        if g.s.round >= round_ and d.kind == "place-orders" and any(x.seat == seat for x in g.waiting_for()):
            return g
        for attempt in range(12):
            try:
                g.act(d.seat, bots[d.seat].propose(g.view(d.house), d.house_wire(), attempt), house=d.house)
                break
            except IllegalCommand:
                continue
    raise RuntimeError("the game ended before the position")


def shot_fog_of_war(app, out: Path) -> None:
    w, lg = window(app, fog_position(), ["stark"], size=SMALL)
    settle(app, extra=0.5)
    w.map_view.fit()  # the whole board: how much of it Stark sees
    settle(app, extra=0.4)
    save(w, out / "fog_of_war.png")
    lg.stop()
    w.close()


SHOTS = {"map": shot_map_start, "zoom": shot_zoomed, "orders": shot_orders, "combat": shot_combat,
         "bid": shot_bid, "privacy": shot_privacy, "end": shot_end, "chinese": shot_chinese,
         "lobby": shot_lobby, "leave": shot_confirm_leave, "continue": shot_continue,
         "battle_result": shot_battle_result, "bid_reveal": shot_bid_reveal,
         "westeros_cards": shot_westeros_cards, "help": shot_help,
         "default-views": shot_default_views, "march-select": shot_march_multi_select,
         "away": shot_seat_away, "own-battle": shot_own_battle_kept,
         "join-reserved": shot_join_reserved, "mod-start": shot_mod_start, "dragon-battle": shot_dragon_battle,
         "mod-laptop": shot_mod_laptop, "game-over": shot_game_over_chart, "dance-with-dragons": shot_dance_with_dragons,
         "vassal-orders": shot_vassal_orders, "objectives": shot_objectives, "iron-bank": shot_iron_bank,
         "crowded-battle": shot_crowded_battle, "draft": shot_draft, "variants-dialog": shot_variants_dialog,
         "setups": shot_setups, "setup-laptops": shot_setup_laptops, "scattering-dissent": shot_scattering_dissent,
         "vassal-battle": shot_vassal_battle, "dragon-strength": shot_dragon_strength,
         "fog-of-war": shot_fog_of_war}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m agot_qt.screenshots", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("out", help="folder for the PNG files")
    p.add_argument("--only", nargs="*", choices=sorted(SHOTS), help="render only these")
    p.add_argument("--lang", default="en", choices=["en", "zh_CN", "zh_TW"], help="interface language")
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    import tempfile

    # the games rendered here autosave into a scratch folder, never among the user's own games
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="agot-screenshots-")
    # and they start from a first start's layout, not the side panels this user folded
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="agot-screenshots-config-")
    from ..words import i18n
    from ..games import leave
    from ..app import application

    leave.ASK = False  # the renders close their windows (games still running) without a question
    app = application()
    i18n.set_language(args.lang)
    for name, fn in SHOTS.items():
        if not args.only or name in args.only:
            fn(app, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
