"""Wildling attacks: secret bids, Night's Watch or wildling victory, and the nine cards.

A card's effects become a queue of (house, action) items run in Iron Throne
order; an action that asks a question pushes a child step and may queue a
follow-up action that reads the answer.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import board as B
from .. import reports as R
from ..flow import Handler, finish, handler, push
from .common import (
    bid,
    choose,
    hand_after_discard,
    move_on_track,
    muster,
    reconcile_frame,
    select_units,
    unit_candidates,
    unit_worth,
)

if TYPE_CHECKING:
    from ..game import Game

TRACKS = ["iron_throne", "fiefdoms", "kings_court"]


@handler
class WildlingAttackStep(Handler):
    kind = "wildling-attack"

    def run(self, g, f):
        s = g.s
        if f["step"] == "start":
            # vassals take no part in a wildling attack
            f["seats"] = [h for h in g.turn_order() if h not in f.get("excluded", []) and h not in s.vassals]
            g.emit("WildlingsAttack", strength=f["strength"], houses=f["seats"])
            f["step"] = "bids"
            return push(g, bid(f["seats"], "wildlings", "bids"))
        if f["step"] == "bids":
            bids = f["bids"]
            total = sum(bids.values())
            f["nw"] = total >= f["strength"]
            pick = max if f["nw"] else min
            level = pick(bids.values())
            # a house that became a vassal during the bidding suffers nothing (its bid was 0)
            tied = [h for h in f["seats"] if bids[h] == level and h not in s.vassals] or \
                [h for h in f["seats"] if bids[h] == level]
            f["tied"] = tied
            f["step"] = "target"
            prompt = "wildlings-highest-bidder" if f["nw"] else "wildlings-lowest-bidder"
            return push(g, choose(g.holder("iron_throne"), prompt, tied, "target"))
        if f["step"] == "target":
            before = s.wildling_threat
            after = g.rs.rules["wildling_threat_after"]["nights_watch" if f["nw"] else "wildlings"]
            if after == "reset":
                s.wildling_threat = 0
            else:  # "down-two-spaces"
                s.wildling_threat = max(0, s.wildling_threat - 2 * g.rs.wildling_step)
            if g.rs.rules["wildling_outcomes"] == "first_edition":  # no wildling cards
                f["card"] = None
                s.last_bidding = R.wildling_report(f, g.holder("iron_throne"), before, s.wildling_threat, s.round)
                g.emit("WildlingsAttackDecided", nights_watch_won=f["nw"],
                       total=sum(f["bids"].values()), strength=f["strength"], target=f["target"],
                       threat=s.wildling_threat, bidding=s.last_bidding)
                f["step"] = "fe-effects"
                f["queue"] = [f["target"]] if f["nw"] else list(f["seats"])
                return True
            card = s.wildling_deck.pop(0)
            s.raven_peek = {}
            f["card"] = card
            s.last_bidding = R.wildling_report(f, g.holder("iron_throne"), before, s.wildling_threat, s.round)
            g.emit("WildlingsAttackResolved", card=card, nights_watch_won=f["nw"], total=sum(f["bids"].values()),
                   strength=f["strength"], target=f["target"], threat=s.wildling_threat, bidding=s.last_bidding)
            f["step"] = "end"
            return push(g, {"kind": "wildling-card", "card": card, "nw": f["nw"], "target": f["target"],
                            "seats": [h for h in f["seats"] if h not in s.vassals], "bids": f["bids"], "excluded": f.get("excluded", [])})
        if f["step"] == "fe-effects":
            return _first_edition_outcome(g, f)
        if f["step"] == "end":
            s.wildling_deck.append(f["card"])
            return finish(g, f)
        raise AssertionError(f["step"])


def _first_edition_outcome(g: "Game", f: dict[str, Any]) -> bool:
    """1st edition, no wildling cards. Night's Watch: the highest bidder may take one used
    house card back. Wildlings: in Iron Throne order every house removes units worth two
    mustering points, the lowest bidder two more."""
    s = g.s
    if "card_back" in f:
        card = f.pop("card_back")
        if card != "none":
            house = f["target"]
            s.discards[house].remove(card)
            s.hands[house] = sorted(s.hands[house] + [card])
            g.emit("HouseCardsReturned", house=house, cards=[card], why="nights-watch")
    while f["queue"]:
        house = f["queue"].pop(0)
        if f["nw"]:
            if s.discards[house]:
                return push(g, choose(house, "nights-watch-card-back", sorted(s.discards[house]) + ["none"],
                                      "card_back"))
            continue
        rule = g.rs.rules["wildling_losses_worth"]
        worth = rule["everyone"] + (rule["lowest_bidder_extra"] if house == f["target"] else 0)
        cands = unit_candidates(g, house)
        if cands:
            everything = unit_worth(g, [u for _, u in cands]) <= worth
            frame = select_units(house, "wildlings-losses", cands, len(cands) if everything else 1, len(cands),
                                 effect="destroy", validator="worth")
            frame["worth"] = worth
            return push(g, frame)
    return finish(g, f)


def _everyone_else(f: dict[str, Any]) -> list[str]:
    return [h for h in f["seats"] if h != f["target"]]


def _plan(g: "Game", f: dict[str, Any]) -> list[list[str]]:
    """The (house, action) queue for this card and outcome."""
    card, t = f["card"], f["target"]
    others = _everyone_else(f)
    if card == "silence-at-the-wall":
        return []
    if f["nw"]:
        return [[t, card + ":nw"]]
    return [[t, card + ":lowest"]] + [[h, card + ":other"] for h in others]


@handler
class WildlingCardStep(Handler):
    kind = "wildling-card"

    def run(self, g, f):
        if f["step"] == "start":
            f["queue"] = _plan(g, f)
            f["step"] = "effects"
            return True
        while f["queue"]:
            house, action = f["queue"].pop(0)
            if ACTIONS[action](g, f, house):
                return True
        return finish(g, f)


def _destroy_any(g: "Game", house: str, n: int, prompt: str) -> dict[str, Any] | None:
    cands = unit_candidates(g, house)
    if not cands:
        return None
    k = min(n, len(cands))
    return select_units(house, prompt, cands, k, k, effect="destroy")


def _push_if(g: "Game", frame: dict[str, Any] | None) -> bool:
    """Push a child step when there is one (e.g. a house with no units loses none)."""
    return push(g, frame) if frame else False


def _then(f: dict[str, Any], house: str, action: str) -> None:
    f["queue"].insert(0, [house, action])


def _track_position(g: "Game", house: str, track: str, pos: int) -> None:
    move_on_track(g, house, track, pos)


ACTIONS: dict[str, Any] = {}


def action(name: str):
    def deco(fn):
        ACTIONS[name] = fn
        return fn
    return deco


# --- Preemptive Raid
@action("preemptive-raid:nw")
def _pr_nw(g, f, house):
    excluded = list(f.get("excluded", [])) + [house]
    return push(g, {"kind": "wildling-attack", "strength": 6, "excluded": excluded})


@action("preemptive-raid:lowest")
def _pr_lowest(g, f, house):
    options = (["destroy"] if unit_candidates(g, house) else []) + ["track"]
    _then(f, house, "preemptive-raid:lowest-do")
    return push(g, choose(house, "preemptive-raid", options, "answer"))


@action("preemptive-raid:lowest-do")
def _pr_lowest_do(g, f, house):
    if f.pop("answer") == "destroy":
        frame = _destroy_any(g, house, 2, "preemptive-raid")
        return _push_if(g, frame)
    best = min(g.s.tracks[t].index(house) for t in TRACKS)
    tracks = [t for t in TRACKS if g.s.tracks[t].index(house) == best]
    _then(f, house, "preemptive-raid:track-do")
    return push(g, choose(house, "preemptive-raid-track", tracks, "answer"))


@action("preemptive-raid:track-do")
def _pr_track_do(g, f, house):
    track = f.pop("answer")
    pos = min(len(g.s.tracks[track]) - 1, g.s.tracks[track].index(house) + 2)
    _track_position(g, house, track, pos)
    return False


@action("preemptive-raid:other")
def _pr_other(g, f, house):
    return False


# --- Crow Killers
def _knights_to_footmen(g: "Game", f: dict[str, Any], house: str, knights: list[list[str]]) -> bool:
    """Replace these knights with footmen from the reserve. With too few footmen the house
    chooses which knights get one; the others are destroyed."""
    spare = B.reserve(g.rs, g.s, house, "footman")
    if 0 < spare < len(knights):
        f["crow_killers"] = knights
        _then(f, house, "crow-killers:short")
        return push(g, select_units(house, "crow-killers-footmen", knights, spare, spare, "answer",
                                    effect="knight-to-footman"))
    for region, _ in knights:
        routed = "knight" not in g.s.units[region]["units"]
        B.remove_units(g.s, region, ["knight"], routed_first=routed)
        if B.reserve(g.rs, g.s, house, "footman") > 0:
            B.add_units(g.s, region, house, ["footman"], routed=routed)
            g.emit("UnitSwapped", house=house, region=region, old="knight", new="footman", why="crow-killers")
        else:
            g.emit("UnitsDestroyed", house=house, region=region, units=["knight"], why="crow-killers")
    return False


@action("crow-killers:short")
def _ck_short(g, f, house):
    rest = list(f.pop("crow_killers"))
    for pick in f.pop("answer"):
        rest.remove(list(pick))
    for region, _ in rest:
        B.remove_units(g.s, region, ["knight"], routed_first="knight" not in g.s.units[region]["units"])
        g.emit("UnitsDestroyed", house=house, region=region, units=["knight"], why="crow-killers")
    return False


@action("crow-killers:lowest")
def _ck_lowest(g, f, house):
    return _knights_to_footmen(g, f, house, unit_candidates(g, house, ("knight",)))


@action("crow-killers:other")
def _ck_other(g, f, house):
    cands = unit_candidates(g, house, ("knight",))
    if not cands:
        return False
    k = min(2, len(cands))
    if B.reserve(g.rs, g.s, house, "footman") >= k:
        return push(g, select_units(house, "crow-killers", cands, k, k, effect="knight-to-footman"))
    _then(f, house, "crow-killers:other-do")
    return push(g, select_units(house, "crow-killers", cands, k, k, "answer"))


@action("crow-killers:other-do")
def _ck_other_do(g, f, house):
    return _knights_to_footmen(g, f, house, [list(p) for p in f.pop("answer")])


@action("crow-killers:nw")
def _ck_nw(g, f, house):
    cands = unit_candidates(g, house, ("footman",))
    k = min(2, len(cands), B.reserve(g.rs, g.s, house, "knight"))
    if not k:
        return False
    return push(g, select_units(house, "crow-killers", cands, 0, k, effect="footman-to-knight"))


# --- Rattleshirt's Raiders
def _supply_down(g, f, house, n) -> bool:
    g.s.supply[house] = max(0, g.s.supply[house] - n)
    g.emit("SupplyChanged", house=house, level=g.s.supply[house], why="rattleshirts-raiders")
    frame = reconcile_frame(g, house)
    return _push_if(g, frame)


@action("rattleshirts-raiders:lowest")
def _rr_lowest(g, f, house):
    return _supply_down(g, f, house, 2)


@action("rattleshirts-raiders:other")
def _rr_other(g, f, house):
    return _supply_down(g, f, house, 1)


@action("rattleshirts-raiders:nw")
def _rr_nw(g, f, house):
    g.s.supply[house] = min(len(g.rs.supply_table) - 1, g.s.supply[house] + 1)
    g.emit("SupplyChanged", house=house, level=g.s.supply[house], why="rattleshirts-raiders")
    return False


# --- Massing on the Milkwater
def _discard(g, house: str, cards: list[str], why: str) -> None:
    for c in cards:
        g.s.hands[house].remove(c)
        g.s.discards[house].append(c)
    g.emit("HouseCardDiscarded", house=house, cards=list(cards), why=why)
    hand_after_discard(g, house, list(cards))


@action("massing-on-the-milkwater:lowest")
def _mm_lowest(g, f, house):
    hand = g.s.hands[house]
    if len(hand) > 1:
        top = max(g.rs.house_cards[c].strength for c in hand)
        _discard(g, house, sorted(c for c in hand if g.rs.house_cards[c].strength == top),
                 "massing-on-the-milkwater")
    return False


@action("massing-on-the-milkwater:other")
def _mm_other(g, f, house):
    if len(g.s.hands[house]) <= 1:
        return False
    _then(f, house, "massing-on-the-milkwater:other-do")
    return push(g, choose(house, "massing-on-the-milkwater", sorted(g.s.hands[house]), "answer"))


@action("massing-on-the-milkwater:other-do")
def _mm_other_do(g, f, house):
    _discard(g, house, [f.pop("answer")], "massing-on-the-milkwater")
    return False


@action("massing-on-the-milkwater:nw")
def _mm_nw(g, f, house):
    back = g.s.discards[house]
    if back:
        g.s.hands[house] = sorted(g.s.hands[house] + back)
        g.s.discards[house] = []
        g.emit("HouseCardsReturned", house=house, cards=sorted(back), why="massing-on-the-milkwater")
    return False


# --- A King Beyond the Wall
@action("a-king-beyond-the-wall:lowest")
def _kb_lowest(g, f, house):
    for t in TRACKS:
        _track_position(g, house, t, -1)
    return False


@action("a-king-beyond-the-wall:other")
def _kb_other(g, f, house):
    _then(f, house, "a-king-beyond-the-wall:other-do")
    return push(g, choose(house, "a-king-beyond-the-wall", ["fiefdoms", "kings_court"], "answer"))


@action("a-king-beyond-the-wall:other-do")
def _kb_other_do(g, f, house):
    _track_position(g, house, f.pop("answer"), -1)
    return False


@action("a-king-beyond-the-wall:nw")
def _kb_nw(g, f, house):
    _then(f, house, "a-king-beyond-the-wall:nw-do")
    return push(g, choose(house, "a-king-beyond-the-wall-nw", list(TRACKS), "answer"))


@action("a-king-beyond-the-wall:nw-do")
def _kb_nw_do(g, f, house):
    _track_position(g, house, f.pop("answer"), 0)
    return False


# --- Mammoth Riders
@action("mammoth-riders:lowest")
def _mr_lowest(g, f, house):
    frame = _destroy_any(g, house, 3, "mammoth-riders")
    return _push_if(g, frame)


@action("mammoth-riders:other")
def _mr_other(g, f, house):
    frame = _destroy_any(g, house, 2, "mammoth-riders")
    return _push_if(g, frame)


@action("mammoth-riders:nw")
def _mr_nw(g, f, house):
    if not g.s.discards[house]:
        return False
    _then(f, house, "mammoth-riders:nw-do")
    return push(g, choose(house, "mammoth-riders", sorted(g.s.discards[house]) + ["none"], "answer"))


@action("mammoth-riders:nw-do")
def _mr_nw_do(g, f, house):
    card = f.pop("answer")
    if card != "none":
        g.s.discards[house].remove(card)
        g.s.hands[house].append(card)
        g.s.hands[house].sort()
        g.emit("HouseCardsReturned", house=house, cards=[card], why="mammoth-riders")
    return False


# --- The Horde Descends
@action("the-horde-descends:lowest")
def _hd_lowest(g, f, house):
    castles = set(B.castle_regions(g.rs, g.s, house))
    cands = [c for c in unit_candidates(g, house) if c[0] in castles and B.unit_count(g.s, c[0]) >= 2]
    if cands:
        return push(g, select_units(house, "the-horde-descends", cands, 2, 2, effect="destroy",
                                    validator="one-area"))
    frame = _destroy_any(g, house, 2, "the-horde-descends")
    return _push_if(g, frame)


@action("the-horde-descends:other")
def _hd_other(g, f, house):
    frame = _destroy_any(g, house, 1, "the-horde-descends")
    return _push_if(g, frame)


@action("the-horde-descends:nw")
def _hd_nw(g, f, house):
    castles = B.castle_regions(g.rs, g.s, house)
    if not castles:
        return False
    _then(f, house, "the-horde-descends:nw-do")
    return push(g, choose(house, "the-horde-descends", castles + ["none"], "answer"))


@action("the-horde-descends:nw-do")
def _hd_nw_do(g, f, house):
    castle = f.pop("answer")
    return push(g, muster(house, [castle])) if castle != "none" else False


# --- Skinchanger Scout
def _lose_power(g, house: str, n: int) -> None:
    lost = min(n, g.s.power[house])
    g.s.power[house] -= lost
    g.emit("PowerLost", house=house, amount=lost, why="skinchanger-scout")


@action("skinchanger-scout:lowest")
def _ss_lowest(g, f, house):
    _lose_power(g, house, g.s.power[house])
    return False


@action("skinchanger-scout:other")
def _ss_other(g, f, house):
    _lose_power(g, house, 2)
    return False


@action("skinchanger-scout:nw")
def _ss_nw(g, f, house):
    got = B.gain_power(g.rs, g.s, house, f["bids"][house])
    g.emit("PowerGained", house=house, amount=got, why="skinchanger-scout")
    return False


__all__ = ["ACTIONS"]
