"""Each decision widget, built from a real decision, turns player input into exactly the
command the rules expect, and refuses input the decision does not allow."""
from __future__ import annotations

from engine import commands as C
from engine.game import Game

from agot_qt import decisions as D
from agot_qt.board.scene import MapScene

from ..helpers import army, game_at_retreat, position


def widget_for(g: Game, seat: str, cls=None, qtbot=None):
    view = g.view(seat)
    decision = view["decisions"][0]
    scene = MapScene()
    scene.set_view(view)
    w = (cls or D.WIDGETS[decision["kind"]])(seat, decision, view, scene, [])
    sent = []
    w.submitted.connect(sent.append)
    w.activate()
    if qtbot is not None:
        qtbot.addWidget(w)
    return w, sent, scene


def test_place_orders_respects_the_star_limit_and_commits_all_orders(qtbot):
    # stark fourth on the King's Court: one starred order (six players: 3, 3, 2, 1, 0, 0)
    g = position(phase="planning", tracks={"kings_court": ["lannister", "martell", "baratheon", "stark",
                                                           "tyrell", "greyjoy"]})
    w, sent, scene = widget_for(g, "stark", qtbot=qtbot)
    assert w.star_limit == 1 and w.count == 3
    assert w.set_order("winterfell", "march-plus-one")
    assert not w.set_order("white-harbor", "defense-plus-two"), "a second starred order is refused"
    assert not w.token_buttons["special-raid"].isEnabled()
    assert not w.set_order("sunspear", "raid-1"), "only areas with stark units"
    assert not w.commit_button.isEnabled()
    assert w.set_order("white-harbor", "support-1")
    assert not w.set_order("the-shivering-sea", "support-1"), "each token once"
    w.select("the-shivering-sea")
    assert w.pick("raid-1")
    assert w.commit_button.isEnabled()
    # the plan shows on the map, face up, for this seat only
    shown = {k[1]: k[3] for k in scene.piece_summary(include_ghosts=True) if k[0] == "order"}
    assert shown["winterfell"] == "march-plus-one"
    w.commit_button.click()
    assert sent == [C.PlaceOrders((("the-shivering-sea", "raid-1"), ("white-harbor", "support-1"),
                                   ("winterfell", "march-plus-one")))]
    g.act("stark", sent[0])  # and the rules accept it


def test_place_orders_refuses_restricted_orders(qtbot):
    g = position(phase="planning", banned=["defense", "march-plus-one"])
    w, sent, _ = widget_for(g, "stark", qtbot=qtbot)
    assert not w.set_order("winterfell", "defense-plus-one-1")
    assert not w.set_order("winterfell", "march-plus-one")
    assert not w.token_buttons["defense-plus-two"].isEnabled()
    assert "not allowed" in w.token_buttons["defense-plus-two"].toolTip()
    assert w.set_order("winterfell", "march")


def test_muster_counts_points_and_reserves(qtbot):
    g = position(phase="westeros", westeros={"I": ["mustering"], "II": ["last-days-of-summer"],
                                             "III": ["feast-for-crows"]},
                 tracks={"iron_throne": ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]})
    w, sent, scene = widget_for(g, "lannister", qtbot=qtbot)
    assert "lannisport" in w.castles and w.points_left("lannisport") == 2
    assert w.add("lannisport", "knight")
    assert w.points_left("lannisport") == 0
    assert not w.add("lannisport", "footman"), "no points left"
    w.remove_last()
    assert w.points_left("lannisport") == 2
    assert w.add("lannisport", "footman")
    assert w.add("lannisport", "ship", "port-of-lannisport")
    assert not w.add("lannisport", "ship"), "points spent"
    assert scene.regions["lannisport"].highlight == "selected"
    w.confirm.click()
    assert sent == [C.Muster((("lannisport", "footman", "lannisport"), ("lannisport", "ship", "port-of-lannisport")))]
    g.act("lannister", sent[0])


def test_muster_upgrades_need_a_footman_in_the_castle(qtbot):
    g = position(phase="westeros", westeros={"I": ["mustering"], "II": ["last-days-of-summer"],
                                             "III": ["feast-for-crows"]},
                 units={"lannisport": army("lannister", "knight"), "winterfell": army("stark", "knight")},
                 tracks={"iron_throne": ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]})
    w, sent, _ = widget_for(g, "lannister", qtbot=qtbot)
    assert not w.can_add("lannisport", "upgrade:knight")
    assert w.add("lannisport", "footman")
    assert w.add("lannisport", "upgrade:siege-engine"), "the footman just raised can be upgraded"
    assert w.points_left("lannisport") == 0


def combat_game():
    g = position(phase="march", turn="stark", units={
        "winterfell": army("stark", "knight", "knight", "footman"),
        "white-harbor": army("stark", "footman"),
        "moat-cailin": army("greyjoy", "footman", "footman"),
        "greywater-watch": army("greyjoy", "footman"),
    }, orders={"winterfell": ["stark", "march-plus-one"], "white-harbor": ["stark", "support-1"],
               "moat-cailin": ["greyjoy", "defense-plus-one-1"], "greywater-watch": ["greyjoy", "support-2"]})
    g.act("stark", C.ResolveMarch("winterfell", (("moat-cailin", ("knight", "knight")),)))
    return g


def test_support_declares_the_chosen_side(qtbot):
    g = combat_game()
    seat = next(d.seat for d in g.waiting_for() if d.kind == "support")
    w, sent, scene = widget_for(g, seat, qtbot=qtbot)
    region = w.options["regions"][0]
    assert not w.set_choice(region, "sideways")
    side = "attacker" if seat == "stark" else "defender"
    assert w.set_choice(region, side)
    w.submit()
    assert sent == [C.DeclareSupport(((region, side),))]
    assert scene.regions["moat-cailin"].highlight == "combat"


def _to_cards(g: Game) -> Game:
    while any(d.kind == "support" for d in g.waiting_for()):
        d = next(d for d in g.waiting_for() if d.kind == "support")
        side = "attacker" if d.seat == "stark" else "defender"
        g.act(d.seat, C.DeclareSupport(tuple((r, side) for r in d.options["regions"])))
    return g


def test_house_card_choice_shows_each_cards_resulting_strength(qtbot):
    g = _to_cards(combat_game())
    w, sent, _ = widget_for(g, "stark", qtbot=qtbot)
    # attacker: two knights (4) + march +1 + support of a footman with a support order (1) = 6
    texts = {card: b.label.text() for card, b in w.buttons.items()}
    assert "Your strength with it: 10" in texts["eddard-stark"]  # 6 + 4
    assert "Your strength with it: 6" in texts["catelyn-stark"]  # 6 + 0
    assert not w.play.isEnabled()
    assert not w.choose("tywin-lannister")
    assert w.choose("robb-stark")
    w.play.click()
    assert sent == [C.ChooseHouseCard("robb-stark")]


def test_select_units_keeps_within_min_and_max(qtbot):
    g = position(phase="westeros", westeros={"I": ["supply"], "II": ["last-days-of-summer"],
                                             "III": ["feast-for-crows"]},
                 units={"winterfell": army("stark", "footman", "footman", "knight"),
                        "white-harbor": army("stark", "footman", "footman", "knight")},
                 supply={"stark": 0})
    d = next(d for d in g.waiting_for() if d.kind == "select-units")
    w, sent, scene = widget_for(g, d.seat, qtbot=qtbot)
    assert w.lo >= 1
    assert not w.confirm.isEnabled()
    w.unit_clicked("winterfell", "knight", False)
    assert w.picked and w.candidates[w.picked[0]] == ("winterfell", "knight")
    w.unit_clicked("winterfell", "knight", False)  # clicking again takes it back
    assert w.picked == []
    assert not w.select([("sunspear", "footman")])
    assert w.select([("winterfell", "knight"), ("white-harbor", "knight")])
    assert w.confirm.isEnabled() == (w.lo <= 2 <= w.hi)


def test_retreat_only_to_a_legal_area(qtbot):
    g = game_at_retreat()
    d = g.waiting_for()[0]
    assert d.kind == "retreat"
    w, sent, scene = widget_for(g, d.seat, qtbot=qtbot)
    legal = w.options["options"]
    assert all(scene.regions[r].highlight == "legal" for r in legal)
    assert not w.choose("sunspear")
    assert not w.confirm.isEnabled()
    w.region_clicked(legal[0])
    w.confirm.click()
    assert sent == [C.Retreat(legal[0])]


def test_bid_and_tie_order(qtbot):
    g = position(phase="westeros", westeros={"I": ["last-days-of-summer"], "II": ["clash-of-kings"],
                                             "III": ["feast-for-crows"]}, power={"stark": 4})
    w, sent, _ = widget_for(g, "stark", qtbot=qtbot)
    assert isinstance(w, D.BidWidget)
    assert not w.set_amount(5)
    assert w.set_amount(4)
    w.submit()
    assert sent == [C.Bid(4)]


def test_decision_panel_always_says_who_is_awaited(qtbot):
    g = Game.new(players=3, seed=1)
    scene = MapScene()
    panel = D.DecisionPanel(scene)
    qtbot.addWidget(panel)
    panel.show_status(g.view(None), None, [], [])
    text = panel.waiting.text()
    for house in ("Stark", "Lannister", "Baratheon"):
        assert house in text
    assert "place orders" in text
    assert "watching" in panel.banner.text()


def test_raid_picks_a_source_then_a_target_or_nothing(qtbot):
    g = position(phase="raid", units={
        "winterfell": army("stark", "footman"), "white-harbor": army("stark", "footman"),
        "karhold": army("greyjoy", "footman"), "widows-watch": army("greyjoy", "footman"),
    }, orders={"winterfell": ["stark", "raid-1"], "white-harbor": ["stark", "raid-2"],
               "karhold": ["greyjoy", "support-1"], "widows-watch": ["greyjoy", "consolidate-power-1"]})
    w, sent, scene = widget_for(g, "stark", qtbot=qtbot)
    assert w.source is None and set(w.raids) == {"winterfell", "white-harbor"}
    assert not w.raid("karhold"), "choose the raiding area first"
    w.region_clicked("white-harbor")
    assert scene.regions["widows-watch"].highlight == "target"
    w.region_clicked("widows-watch")
    assert sent == [C.ResolveRaid("white-harbor", "widows-watch")]
    g.act("stark", sent[0])


def test_raven_replaces_an_order_or_peeks(qtbot):
    g = position(phase="planning", tracks={"kings_court": ["stark", "lannister", "martell", "baratheon", "tyrell",
                                                           "greyjoy"]})
    for d in list(g.waiting_for()):
        opts = d.options
        picks = [t for t in ("march", "support-1", "raid-1", "consolidate-power-1") if t in opts["tokens"]]
        g.act(d.seat, C.PlaceOrders(tuple(zip(opts["regions"], picks))))
    w, sent, _ = widget_for(g, "stark", qtbot=qtbot)
    assert isinstance(w, D.RavenWidget)
    w.region_clicked("winterfell")
    assert w.region_box.currentData() == "winterfell"
    i = w.token_box.findData("defense-plus-two")
    w.token_box.setCurrentIndex(i)
    w.replace_button.click()
    assert sent == [C.UseRaven("replace", "winterfell", "defense-plus-two")]


def test_the_first_edition_raven_only_offers_a_swap(qtbot):
    from engine.positions import build_position

    g = build_position({"players": 5, "ruleset": "first_edition", "phase": "planning"})
    for d in list(g.waiting_for()):
        opts = d.options
        picks = [t for t in ("march", "support-1", "raid-1", "defense-plus-one-1") if t in opts["tokens"]]
        g.act(d.seat, C.PlaceOrders(tuple(zip(opts["regions"], picks))))
    seat = g.waiting_for()[0].seat
    w, sent, _ = widget_for(g, seat, qtbot=qtbot)
    assert isinstance(w, D.RavenWidget)
    assert w.peek_button.isHidden() and not w.replace_button.isHidden()
    w.none_button.click()
    assert sent == [C.UseRaven("none")]


def test_generic_choice_and_tie_ordering(qtbot):
    g = position(phase="westeros", westeros={"I": ["a-throne-of-blades"], "II": ["last-days-of-summer"],
                                             "III": ["feast-for-crows"]})
    d = g.waiting_for()[0]
    w, sent, _ = widget_for(g, d.seat, qtbot=qtbot)
    assert isinstance(w, D.ChooseWidget)
    assert not w.choose("mystery")
    assert w.choose("supply")
    assert sent == [C.Choose("supply")]
    # settling a tie: the order is put together in the widget
    view = g.view(None)
    decision = {"seat": "baratheon", "kind": "order-houses", "command": "OrderHouses",
                "options": {"prompt": "clash-of-kings:fiefdoms", "houses": ["stark", "lannister"]}}
    tie = D.OrderHousesWidget("baratheon", decision, view, MapScene(), [])
    qtbot.addWidget(tie)
    out = []
    tie.submitted.connect(out.append)
    assert tie.order() == ["stark", "lannister"]
    assert not tie.set_order(["stark", "tyrell"])
    tie.list.setCurrentRow(1)
    tie._shift(-1)
    tie.submit()
    assert out == [C.OrderHouses(("lannister", "stark"))]


def test_a_long_decision_keeps_its_confirm_button_in_sight(qtbot):
    """On a short panel (a laptop screen with the log below) the orders scroll, but the undo and
    commit buttons stay below them, outside the scrolling part, and follow the widget's state."""
    g = position(phase="planning")
    view = g.view("stark")
    scene = MapScene()
    scene.set_view(view)
    panel = D.DecisionPanel(scene)
    qtbot.addWidget(panel)
    panel.resize(360, 300)
    panel.show()
    panel.set_decision("stark", view["decisions"][0], view, [])
    w = panel.widget
    qtbot.waitUntil(lambda: w.commit_button.isVisible())
    # the orders do not fit: the panel scrolls
    qtbot.waitUntil(lambda: panel.scroll.verticalScrollBar().maximum() > 0)
    assert not panel.scroll.isAncestorOf(w.commit_button)
    assert panel.footer.isAncestorOf(w.commit_button)
    assert not w.commit_button.visibleRegion().isEmpty()
    for area, token in (("winterfell", "march"), ("white-harbor", "support-1"), ("the-shivering-sea", "raid-1")):
        assert w.set_order(area, token)
    sent = []
    panel.command.connect(lambda seat, cmd: sent.append(cmd))
    w.commit_button.click()
    assert len(sent) == 1 and not panel.footer.isEnabled(), "sent once, then the row waits"
    panel.show_error("refused")
    assert panel.footer.isEnabled()
    panel.clear_decision()
    assert panel.actions is None and not panel.footer.isVisible()
