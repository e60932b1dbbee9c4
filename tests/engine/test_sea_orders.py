"""The sea orders module (option `sea_orders`; docs/RULES.md, Sea orders)."""
from __future__ import annotations

import pytest

from engine import commands as C
from engine.errors import IllegalCommand
from engine.game import Game
from engine.invariants import check_invariants
from engine.phases.planning import required_count
from engine.ruleset import load_ruleset

from .helpers import army, position

RS = load_ruleset("second_edition")
SEA = ("sea-march-minus-one", "sea-support")


def test_every_player_gets_sea_march_minus_one_and_sea_support_only_with_the_option():
    assert RS.sea_token_ids == SEA
    assert RS.order_tokens["sea-march-minus-one"].type == "march" and RS.order_tokens["sea-march-minus-one"].bonus == -1
    assert RS.order_tokens["sea-support"].type == "support" and RS.order_tokens["sea-support"].bonus == 0
    plain = Game.new(players=6, seed=1)
    assert "sea_orders" not in plain.s.options  # a module is recorded only when on
    d = next(d for d in plain.waiting_for() if d.kind == "place-orders")
    assert not set(SEA) & set(d.options["tokens"]) and "sea_only" not in d.options
    g = Game.new(players=6, seed=1, options={"sea_orders": True})
    assert g.s.options["sea_orders"] is True
    for d in g.waiting_for():
        assert set(SEA) <= set(d.options["tokens"]) and d.options["sea_only"] == list(SEA)


def _greyjoy_at_sea(**spec) -> Game:
    units = {"pyke": army("greyjoy", "footman"), "ironmans-bay": army("greyjoy", "ship"),
             "port-of-pyke": army("greyjoy", "ship")}
    return position(phase="planning", units=units, options={"sea_orders": True}, **spec)


def test_sea_orders_are_placed_in_sea_areas_only():
    g = _greyjoy_at_sea()
    with pytest.raises(IllegalCommand) as info:
        g.act("greyjoy", C.PlaceOrders((("pyke", "sea-support"), ("ironmans-bay", "march"),
                                        ("port-of-pyke", "support-1"))))
    assert info.value.key == "orders-sea-only"
    with pytest.raises(IllegalCommand) as info:  # a port is no sea area
        g.act("greyjoy", C.PlaceOrders((("pyke", "march"), ("ironmans-bay", "support-1"),
                                        ("port-of-pyke", "sea-support"))))
    assert info.value.key == "orders-sea-only"
    g.act("greyjoy", C.PlaceOrders((("pyke", "march"), ("ironmans-bay", "sea-march-minus-one"),
                                    ("port-of-pyke", "support-1"))))


def test_sea_tokens_count_toward_the_orders_a_house_must_place():
    # a house with more sea areas than its other tokens can cover: the sea tokens add orders
    seas = [r for r in RS.regions if RS.regions[r].kind == "sea"]  # 12 seas, 9 tokens left
    units = {r: army("greyjoy", "ship") for r in seas}
    banned = ["march", "defense"]
    plain = position(phase="planning", units=units, banned=banned)
    with_sea = position(phase="planning", units=units, banned=banned, options={"sea_orders": True})
    assert required_count(with_sea, "greyjoy") == required_count(plain, "greyjoy") + 1  # sea-support


def test_a_sea_march_minus_one_marches_with_minus_one():
    units = {"ironmans-bay": army("greyjoy", "ship", "ship"), "the-golden-sound": army("lannister", "ship")}
    g = position(phase="march", units=units, options={"sea_orders": True}, turn="greyjoy",
                 orders={"ironmans-bay": ["greyjoy", "sea-march-minus-one"]})
    g.act("greyjoy", C.ResolveMarch("ironmans-bay", (("the-golden-sound", ("ship", "ship")),), False))
    from engine.phases.combat import strength_breakdown
    combat = next(f for f in g.s.stack if f["kind"] == "combat")
    assert strength_breakdown(g, combat, "attacker")["order"] == -1


def test_a_sea_support_supports_from_the_sea():
    units = {"ironmans-bay": army("greyjoy", "ship"), "riverrun": army("lannister", "footman"),
             "seagard": army("stark", "footman")}
    g = position(phase="march", units=units, options={"sea_orders": True}, turn="stark",
                 orders={"ironmans-bay": ["greyjoy", "sea-support"], "seagard": ["stark", "march"]})
    g.act("stark", C.ResolveMarch("seagard", (("riverrun", ("footman",)),), False))
    d = next(d for d in g.waiting_for() if d.kind == "support")
    assert d.seat == "greyjoy" and d.options["regions"] == ["ironmans-bay"]


def test_a_ruleset_without_the_module_refuses_the_option():
    with pytest.raises(ValueError):
        Game.new(players=6, ruleset="first_edition", options={"sea_orders": True})


@pytest.mark.parametrize("ruleset,players,vassals,levels", [
    ("second_edition", 6, False, ["normal", "easy", "random"] * 2),
    ("second_edition", 4, True, None),
    ("mother_of_dragons", 8, False, ["easy", "random"] * 4)])
def test_games_with_sea_orders_play_to_the_end_and_bots_use_them(ruleset, players, vassals, levels):
    from engine.selfplay import play_game
    options = {"sea_orders": True, **({"vassals": True} if vassals else {})}
    placed = set()

    def seen(game, events):
        placed.update(o["token"] for o in game.s.orders.values() if o["token"] in SEA)

    line = play_game(players, 3, check=True, options=options, ruleset=ruleset, levels=levels, on_step=seen)
    assert line["rounds"] >= 1 and placed  # the game ended, and bots placed sea orders
