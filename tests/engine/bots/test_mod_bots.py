"""Bots playing Mother of Dragons: dragons' strength by round, flights to loyalty areas, the
others contesting loyalty from the start and more as Targaryen nears its loyalty victory, Targaryen's handed-out bids."""
from __future__ import annotations

import random

from engine import commands as C
from engine.bots.bidding import choose_bid
from engine.bots.heuristic import HeuristicBot, ViewState, best_march_target, evaluate, leader, region_value
from engine.positions import build_position
from engine.ruleset import load_ruleset

MOD = "mother_of_dragons"


def _army(house: str, *units: str) -> dict:
    return {"house": house, "units": list(units), "routed": []}


def _decide(g, seat: str, kind: str):
    d = [x for x in g.waiting_for() if x.seat == seat and x.kind == kind][0]
    return HeuristicBot(1).propose(g.view(seat), d.to_wire(), 0)


def _essos_held() -> dict:
    """Targaryen holds Pentos and every Essos area next to Norvos, so no target lies near it."""
    return {"pentos": _army("targaryen", "footman", "knight"), "myr": _army("targaryen", "knight"),
            "the-rhoyne": _army("targaryen", "footman"), "braavos": _army("targaryen", "footman"),
            "the-disputed-lands": _army("targaryen", "footman"), "volantis": _army("targaryen", "footman"),
            "lannisport": _army("lannister", "footman", "knight")}


def test_a_dragon_army_plans_its_march_to_a_far_loyalty_area() -> None:
    units = {**_essos_held(), "norvos": _army("targaryen", "dragon")}
    g = build_position({"players": 8, "ruleset": MOD, "phase": "planning", "round": 6, "units": units,
                        "loyalty": {"the-twins": 2}, "neutral": {}})
    rs = load_ruleset(MOD)
    st = ViewState(g.view("targaryen"))
    value, target = best_march_target(rs, st, "targaryen", "norvos", 0)
    assert target == "the-twins" and value > 10  # it flies: any land area in play is in reach
    cmd = _decide(g, "targaryen", "place-orders")
    orders = dict(cmd.orders)
    assert rs.order_tokens[orders["norvos"]].type == "march"


def _dragon_attack(round_: int):
    units = {**_essos_held(), "the-rhoyne": _army("targaryen", "dragon", "dragon"),
             "the-reach": _army("tyrell", "footman")}
    g = build_position({"players": 8, "ruleset": MOD, "phase": "march", "turn": "targaryen", "round": round_,
                        "units": units, "loyalty": {"the-reach": 2}, "neutral": {},
                        "orders": {"the-rhoyne": ["targaryen", "march"]}})
    return _decide(g, "targaryen", "march")


def test_dragons_attack_when_their_round_has_made_them_strong_not_before() -> None:
    early = _dragon_attack(1)  # strength 0 each: two dragons cannot beat a footman
    assert all(dest != "the-reach" for dest, _ in early.moves)
    late = _dragon_attack(8)  # strength 4 each
    assert late.moves == (("the-reach", ("dragon", "dragon")),)


def _lannister_march(points: int, loyalty: dict[str, int] | None = None):
    units = {"pentos": _army("targaryen", "footman"), "stoney-sept": _army("lannister", "knight"),
             "riverrun": _army("lannister", "footman"), "harrenhal": _army("lannister", "footman"),
             "lannisport": _army("lannister", "footman")}
    g = build_position({"players": 8, "ruleset": MOD, "phase": "march", "turn": "lannister", "round": 5,
                        "units": units, "loyalty": {"searoad-marches": 1} if loyalty is None else loyalty,
                        "loyalty_points": {"targaryen": points},
                        "orders": {"stoney-sept": ["lannister", "march"]}})
    return g, _decide(g, "lannister", "march")


def test_the_others_keep_loyalty_from_targaryen_from_the_start_and_more_as_it_nears_its_win() -> None:
    _, plain = _lannister_march(0, loyalty={})  # no token: the richer area (Blackwater's two barrels)
    assert plain.moves == (("blackwater", ("knight",)),)
    far, early = _lannister_march(0)  # Targaryen far from 7: the token is kept from her already
    assert early.moves == (("searoad-marches", ("knight",)),)
    near, late = _lannister_march(5)  # 5 gained and Pentos held: one token from winning
    assert late.moves == (("searoad-marches", ("knight",)),)
    rs = load_ruleset(MOD)
    worth = [region_value(rs, g.s, "lannister", "searoad-marches") for g in (far, near)]
    assert worth[1] > worth[0] > region_value(rs, far.s, "lannister", "blackwater")


def test_targaryen_bids_nothing_on_a_track_its_bid_is_handed_out_on() -> None:
    g = build_position({"players": 8, "ruleset": MOD, "phase": "planning", "power": {"targaryen": 12}})
    rs = load_ruleset(MOD)
    view = g.view("targaryen")
    bot = HeuristicBot(1)
    for track in ("iron_throne", "fiefdoms", "kings_court"):
        decision = {"seat": "targaryen", "kind": "bid", "options": {"purpose": f"clash-of-kings:{track}", "max": 12}}
        assert bot.propose(view, decision) == C.Bid(0)  # its place is pinned last: power kept for loyalty
        assert choose_bid(rs, ViewState(view), "targaryen", f"clash-of-kings:{track}", 12, random.Random(3)) == 0
    # against the wildlings its bid counts like anyone's
    decision = {"seat": "targaryen", "kind": "bid", "options": {"purpose": "wildlings", "max": 12}}
    assert bot.propose(view, decision).amount > 0


def _dragons_fly(loyalty: dict):
    units = {**_essos_held(), "the-rhoyne": _army("targaryen", "dragon", "dragon")}
    g = build_position({"players": 8, "ruleset": MOD, "phase": "march", "turn": "targaryen", "round": 4,
                        "units": units, "loyalty": loyalty, "neutral": {},
                        "orders": {"the-rhoyne": ["targaryen", "march"]}})
    return _decide(g, "targaryen", "march")


def test_dragons_split_only_to_gain_loyalty_in_two_places() -> None:
    together = _dragons_fly({"the-twins": 2})  # nothing else to gain: no lone dragon left exposed
    assert together.moves == (("the-twins", ("dragon", "dragon")),)
    split = _dragons_fly({"the-twins": 2, "the-fingers": 1})  # two tokens, both gained for good
    assert split.moves == (("the-fingers", ("dragon",)), ("the-twins", ("dragon",)))


def test_deck_four_tokens_go_where_targaryen_takes_them_easily_and_the_others_hardest() -> None:
    units = {**_essos_held(), "winterfell": _army("stark", "knight", "knight", "footman"),
             "riverrun": _army("lannister", "footman"),
             "sunspear": _army("martell", "knight", "footman"), "harrenhal": _army("lannister", "knight", "knight")}
    g = build_position({"players": 8, "ruleset": MOD, "phase": "planning", "round": 3, "units": units,
                        "garrisons": {"winterfell": 2, "sunspear": 2, "highgarden": 0, "lannisport": 2,
                                      "pyke": 2, "dragonstone": 2, "the-eyrie": 4, "pentos": 2}})
    bot = HeuristicBot(1)

    def ask(seat: str, prompt: str, options: list) -> object:
        decision = {"seat": seat, "kind": "choose", "options": {"prompt": prompt, "options": options}}
        return bot.propose(g.view(seat), decision).choice

    # Domestic Disputes: Targaryen names the houses whose homes it can take, Tyrell's empty one first
    assert ask("targaryen", "domestic-disputes:house", ["done", "stark", "martell", "tyrell"]) == "tyrell"
    # Watering the Seed: the river area nobody holds rather than Harrenhal's two knights
    assert ask("targaryen", "watering-the-seed:area", ["harrenhal", "riverrun", "the-twins"]) == "the-twins"
    # The Long Plan: another house places the tokens where Targaryen must beat the most
    assert ask("stark", "the-long-plan:area", ["riverrun", "winterfell", "the-twins"]) == "winterfell"


def test_loyalty_tokens_move_into_targaryens_hands_or_out_of_its_reach() -> None:
    """Scattering Dissent and Word Spreads Quickly: Targaryen moves a token into an area it holds
    (gained at once); another house moves one behind its own army, never next to Targaryen's
    hands, and passes when no move helps; Targaryen pays to cancel a move that puts a token
    behind an army while it has the power, and lets the others be."""
    units = {**_essos_held(), "the-reach": _army("targaryen", "dragon", "dragon"),
             "highgarden": _army("tyrell", "knight", "knight", "footman"),
             "oldtown": _army("tyrell", "footman")}
    g = build_position({"players": 8, "ruleset": MOD, "phase": "planning", "round": 5, "units": units,
                        "loyalty": {"searoad-marches": 1, "dornish-marches": 1}, "neutral": {},
                        "power": {"targaryen": 5, "tyrell": 3}})
    bot = HeuristicBot(1)

    def ask(seat: str, prompt: str, options: list, **info: object) -> object:
        decision = {"seat": seat, "kind": "choose", "options": {"prompt": prompt, "options": options, **info}}
        return bot.propose(g.view(seat), decision).choice

    moves = ["none", ["dornish-marches", "the-reach"], ["dornish-marches", "highgarden"],
             ["searoad-marches", "highgarden"], ["searoad-marches", "the-reach"]]
    taken = ask("targaryen", "scattering-dissent:move", moves)
    assert list(taken) in (["dornish-marches", "the-reach"], ["searoad-marches", "the-reach"])
    assert list(ask("tyrell", "word-spreads-quickly:move", moves)) in (
        ["dornish-marches", "highgarden"], ["searoad-marches", "highgarden"])
    # only moves that bring a token nearer to Targaryen: the others leave it where it is
    assert ask("tyrell", "scattering-dissent:move", ["none", ["searoad-marches", "the-reach"]]) == "none"
    behind_an_army = {"cost": 1, "source": "searoad-marches", "dest": "highgarden"}
    assert ask("targaryen", "scattering-dissent:cancel", ["allow", "cancel"], **behind_an_army) == "cancel"
    into_the_open = {"cost": 1, "source": "highgarden", "dest": "searoad-marches"}
    assert ask("targaryen", "scattering-dissent:cancel", ["allow", "cancel"], **into_the_open) == "allow"


def test_the_others_count_the_loyalty_tokens_on_the_board_as_targaryens() -> None:
    """Targaryen has gained 2 loyalty and 4 tokens lie on the board; Stark holds 4 castles. The
    others judge Targaryen the leader (its flying armies reach every token, placed for it), so
    they contest it; Targaryen judges itself by what it has gained, and sees Stark ahead. A
    searching bot's score of a position counts the tokens no army guards as Targaryen's."""
    units = {**_essos_held(), "winterfell": _army("stark", "footman"), "white-harbor": _army("stark", "footman"),
             "moat-cailin": _army("stark", "footman"), "flints-finger": _army("stark", "footman")}
    base = {"players": 8, "ruleset": MOD, "phase": "planning", "round": 5, "units": units, "neutral": {},
            "loyalty_points": {"targaryen": 2}}
    rs = load_ruleset(MOD)
    g = build_position({**base, "loyalty": {"the-twins": 2, "harrenhal": 1, "the-reach": 1}})
    st = ViewState(g.view("stark"))
    assert leader(rs, st, "stark") == "targaryen" and leader(rs, st, "lannister") == "targaryen"
    assert leader(rs, ViewState(g.view("targaryen")), "targaryen") == "stark"
    bare = build_position({**base, "loyalty": {}})  # no token on the board: Stark's castles lead for everyone
    assert leader(rs, ViewState(bare.view("stark")), "lannister") == "stark"
    # a searching bot's score of a position: a token no army stands on is as good as Targaryen's
    # (its dragons fly to any land area), one an army guards is not, and gaining it counts
    guarded = build_position({**base, "loyalty": {"winterfell": 2, "harrenhal": 1, "the-reach": 1}})
    gained = build_position({**base, "loyalty": {"harrenhal": 1, "the-reach": 1},
                             "loyalty_points": {"targaryen": 4}})

    def score(position) -> float:
        return evaluate(rs, ViewState(position.view("stark")), "stark")

    assert score(gained) < score(guarded)
    assert score(guarded) > score(g)  # the same tokens lying in the open at the Twins
