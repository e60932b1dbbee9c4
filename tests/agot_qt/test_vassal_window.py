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
    assert "claim vassals" in w.decisions.waiting.text()
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

    from agot_qt.words import names

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
    from agot_qt.games.localgame import LocalGame

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


def test_the_map_and_the_tracks_panel_show_who_commands_each_vassal(qtbot):
    from agot_qt.board.items import CommanderBadgeItem

    g = play_until(vassal_game(), lambda game: bool(game.s.commanders) and awaits("place-orders", False)(game))
    w, lg, d = _window_at(qtbot, g)
    view = w.current_view()
    assert view["commanders"] == g.s.commanders
    badges = {(it.region, it.house, it.vassal) for items in w.scene.pieces.values() for it in items
              if isinstance(it, CommanderBadgeItem)}
    expected = {(r, g.s.commanders[a["house"]], a["house"]) for r, a in g.s.units.items()
                if a["house"] in g.s.commanders}
    assert badges == expected and expected
    # the tracks panel: a vassal's row names its commander, and so do its chips' tooltips
    from agot_qt.words import names
    from agot_qt.panels.base import vassal_tip

    vassal, seat = next(iter(g.s.commanders.items()))
    w.status.grab()  # painted (its tooltips are registered as it paints)
    tips = [t for _, t in w.status.hits if names.house(vassal) in t and names.house(seat) in t]
    assert tips and names.house(seat) in vassal_tip(view, vassal)
    lg.stop()


def test_a_commander_chooses_a_vassals_card_from_the_cards_drawn_for_it(qtbot):
    from agot_qt.decisions.combat import HouseCardWidget

    g = play_until(vassal_game(seed=4), awaits("house-card", vassal=True))
    w, lg, d = _window_at(qtbot, g)
    widget = w.decisions.widget
    assert isinstance(widget, HouseCardWidget) and widget.seat == d.house
    drawn = [f for f in g.s.stack if f["kind"] == "combat"][-1]["vassal_draw"][d.house]
    assert sorted(widget.buttons) == sorted(drawn) == sorted(d.options["hand"])
    from PySide6.QtWidgets import QLabel

    assert any("vassal deck" in lab.text() for lab in widget.findChildren(QLabel))
    from agot_qt.words import names

    texts = " ".join(lab.text() for lab in widget.findChildren(QLabel))
    assert "you " not in texts.replace("you (", "") and f"Before cards: {names.house(d.house)}" in texts
    widget.choose(drawn[0])
    widget.submit()
    qtbot.waitUntil(lambda: not any(x.house == d.house and x.kind == "house-card" for x in g.waiting_for()),
                    timeout=5000)
    # the houses panel shows no hand of its own for a vassal, but the vassal deck and its commander
    w.houses.grab()
    assert any("vassal deck" in t for _, t in w.houses.hits)
    lg.stop()


def test_the_claim_is_told_in_the_log_in_three_languages():
    from engine.events import Event
    from engine.ruleset import DEFAULT_RULESET

    from agot_qt.words import i18n, log_text, names

    names.use_ruleset("mother_of_dragons")
    e = Event("VassalsCommanded", {"commanders": {"arryn": "targaryen", "greyjoy": "baratheon"}})
    claimed = Event("VassalsClaimed", {"house": "baratheon", "vassals": ["greyjoy", "tyrell"]})
    try:
        assert log_text.describe(e) == "Who commands each vassal this round: Arryn: Targaryen, Greyjoy: Baratheon."
        assert log_text.describe(claimed) == "Baratheon commands Greyjoy, Tyrell this round."
        secret = Event("OrdersPlacedSecret", {"house": "tyrell", "orders": {"highgarden": "vassal-march"}},
                       ("arryn",))  # told to the commander alone
        assert log_text.describe(secret) == "You placed for Tyrell: Highgarden: March."
        own = Event("OrdersPlacedSecret", {"house": "arryn", "orders": {"the-eyrie": "vassal-march"}}, ("arryn",))
        assert log_text.describe(own).startswith("You placed: ")
        i18n.set_language("zh_CN")
        assert log_text.describe(e) == "本轮各附庸的指挥者：艾林：坦格利安、葛雷乔伊：拜拉席恩。"
        i18n.set_language("zh_TW")
        assert "葛雷喬伊：拜拉席恩" in log_text.describe(e) and "{" not in log_text.describe(e)
    finally:
        i18n.set_language("en")
        names.use_ruleset(DEFAULT_RULESET)


def test_the_vassal_orders_screenshot_shows_a_player_placing_a_vassals_orders():
    from agot_qt.devtools.screenshots import SHOTS, vassal_orders_position

    g = vassal_orders_position()
    d = g.waiting_for()[0]
    assert d.kind == "place-orders" and d.house in g.s.vassals and d.seat not in g.s.vassals
    assert "vassal-orders" in SHOTS


def test_an_areas_tooltip_names_its_vassals_commander(qtbot):
    from agot_qt.words import names

    g = play_until(vassal_game(), lambda game: bool(game.s.commanders) and awaits("place-orders", False)(game))
    w, lg, d = _window_at(qtbot, g)
    region, army = next((r, a) for r, a in g.s.units.items() if a["house"] in g.s.commanders)
    tip = w.region_tooltip(region)
    assert names.house(g.s.commanders[army["house"]]) in tip and "commanded" in tip
    lg.stop()


def test_hot_seat_hands_the_computer_to_the_commander_for_its_vassals_orders(qtbot):
    from agot_qt.decisions.orders import PlaceOrdersWidget
    from agot_qt.main_window import PAGE_PRIVACY

    from .helpers import window_with

    g = play_until(vassal_game(), awaits("place-orders", vassal=True))
    d = first_decision(g)
    other = next(s for s in g.seats() if s != d.seat)
    w, lg = window_with(qtbot, g, [d.seat, other])
    qtbot.waitUntil(lambda: w.stack.currentIndex() == PAGE_PRIVACY, timeout=5000)
    assert w.privacy.house == d.seat, "the commander is asked to take the computer"
    w.unlock(d.seat)
    qtbot.waitUntil(lambda: isinstance(w.decisions.widget, PlaceOrdersWidget), timeout=5000)
    assert w.decisions.widget.seat == d.house
    lg.stop()
