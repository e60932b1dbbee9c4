"""House-card abilities, keyed by card id, hooked into combat's timing points.

Passive abilities are plain functions the strength and casualty code asks.
Abilities that happen at a timing point (cancel, immediately, on_result,
after_combat) run in Iron Throne order; one that asks a question pushes a
`choose` child, puts itself back at the head of the queue and finishes when
the answer is in. When two abilities share a timing point, the house higher
on the Iron Throne track resolves first (docs/RULES.md says so).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from . import board as B
from .flow import push
from .phases.common import choose, hand_after_discard, move_on_track

if TYPE_CHECKING:
    from .game import Game

Frame = dict[str, Any]
ABILITY_STEPS = {"cancel": "immediately", "immediately": "tides", "on_result": "casualties",
                 "after_combat": "end"}
TRACKS = ["iron_throne", "fiefdoms", "kings_court"]


def opponent(f: Frame, house: str) -> str:
    return f["defender"] if house == f["attacker"] else f["attacker"]


# ----- passive abilities --------------------------------------------------------

def card_strength(g: "Game", f: Frame, house: str, card: str) -> int:
    c = g.rs.house_cards[card]
    value = 0 if f["cards"].get(opponent(f, house)) == "balon-greyjoy" else c.strength
    opp = opponent(f, house)
    it = g.s.tracks["iron_throne"]
    if card == "stannis-baratheon" and it.index(opp) < it.index(house):
        value += 1
    if card == "ser-davos-seaworth" and "stannis-baratheon" in g.s.discards[house]:
        value += 1
    if card == "theon-greyjoy" and house == f["defender"] and g.rs.regions[f["area"]].castle:
        value += 1
    return value


def _supported(f: Frame, side: str) -> bool:
    return any(v == side for v in f.get("supports", {}).values())


def card_icons(g: "Game", f: Frame, house: str, card: str) -> tuple[int, int]:
    c = g.rs.house_cards[card]
    swords, forts = c.swords, c.fortifications
    if card == "ser-davos-seaworth" and "stannis-baratheon" in g.s.discards[house]:
        swords += 1
    if card == "theon-greyjoy" and house == f["defender"] and g.rs.regions[f["area"]].castle:
        swords += 1
    if card == "asha-greyjoy" and not _supported(f, "attacker" if house == f["attacker"] else "defender"):
        swords, forts = swords + 2, forts + 1
    if card == "nymeria-sand":
        if house == f["defender"]:
            forts += 1
        else:
            swords += 1
    return swords, forts


def salladhor_active(g: "Game", f: Frame) -> bool:
    for house, card in f.get("cards", {}).items():
        if card == "salladhor-saan":
            side = "attacker" if house == f["attacker"] else "defender"
            return _supported(f, side)
    return False


def immune_to_casualties(f: Frame, house: str) -> bool:
    return f["cards"].get(house) == "the-blackfish"


def retreat_chooser(f: Frame) -> str | None:
    w = f["winner"]
    return w if f["cards"].get(w) == "robb-stark" else None


def attacker_bounced(f: Frame) -> bool:
    d = f["defender"]
    return f["winner"] == f["attacker"] and f["cards"].get(d) == "arianne-martell"


def after_cards_discarded(g: "Game", f: Frame) -> None:
    if f.get("roose"):
        house = f["roose"]
        back = g.s.discards[house]
        g.s.hands[house] = sorted(g.s.hands[house] + back)
        g.s.discards[house] = []
        g.emit("HouseCardsReturned", house=house, cards=sorted(back), why="roose-bolton")


# ----- abilities at timing points -------------------------------------------------

Ability = Callable[["Game", Frame, str], bool]
ABILITIES: dict[tuple[str, str], Ability] = {}


def ability(step: str, card: str):
    def deco(fn: Ability) -> Ability:
        ABILITIES[(step, card)] = fn
        return fn
    return deco


def queue_for(g: "Game", f: Frame, step: str, only: str | None = None) -> list[list[str]]:
    out = []
    for house in g.turn_order():
        if house not in f["houses"] or (only and house != only):
            continue
        card = f["cards"].get(house)
        if card and (step, card) in ABILITIES:
            out.append([house, card])
    return out


def run_ability(g: "Game", f: Frame, step: str, house: str, card: str) -> bool:
    """Run one ability; True when it pushed a question (the queue resumes after it)."""
    return ABILITIES[(step, card)](g, f, house)


def _ask(g: "Game", f: Frame, house: str, ability_card: str, options: list[Any], **info: Any) -> bool:
    """Push a question for this ability and requeue it to read the answer."""
    card = ability_card
    f["queue"].insert(0, [house, card])
    push(g, choose(house, card, options, f"answer:{card}", **info))
    f[f"answer:{card}"] = None
    return True


def _answer(f: Frame, card: str) -> Any:
    return f.pop(f"answer:{card}", None)


def _asked(f: Frame, card: str) -> bool:
    return f.get(f"answer:{card}") is not None


@ability("cancel", "tyrion-lannister")
def _tyrion(g, f, house):
    opp = opponent(f, house)
    target = f["cards"].get(opp)
    if not target:
        return False
    if not _asked(f, "tyrion-lannister"):
        return _ask(g, f, house, "tyrion-lannister", ["cancel", "keep"], opponent_card=target)
    if _answer(f, "tyrion-lannister") == "cancel":
        del f["cards"][opp]
        f.setdefault("excluded", {}).setdefault(opp, []).append(target)
        g.emit("HouseCardCancelled", house=house, victim=opp, card=target)
        if [c for c in g.s.hands[opp] if c != target]:
            f["reselect"] = opp
    return False


@ability("immediately", "aeron-damphair")
def _aeron(g, f, house):
    barred = f.get("excluded", {}).get(house, [])  # e.g. a card Tyrion cancelled
    others = [c for c in g.s.hands[house] if c != "aeron-damphair" and c not in barred]
    if g.s.power[house] < 2 or not others:
        return False
    if not _asked(f, "aeron-damphair"):
        return _ask(g, f, house, "aeron-damphair", ["swap", "keep"])
    if _answer(f, "aeron-damphair") == "swap":
        g.s.power[house] -= 2
        g.s.hands[house].remove("aeron-damphair")
        g.s.discards[house].append("aeron-damphair")
        del f["cards"][house]
        f.setdefault("excluded", {}).setdefault(house, []).append("aeron-damphair")
        f["reselect"] = house
        g.emit("HouseCardDiscarded", house=house, card="aeron-damphair", why="aeron-damphair")
    return False


@ability("immediately", "mace-tyrell")
def _mace(g, f, house):
    opp = opponent(f, house)
    if immune_to_casualties(f, opp):
        return False
    if opp == f["attacker"]:
        if "footman" in f["attackers"]:
            f["attackers"].remove("footman")
            g.emit("UnitsDestroyed", house=opp, region=f["area"], units=["footman"], why="mace-tyrell")
    else:
        a = g.s.units.get(f["area"])
        if a and "footman" in a["units"] + a["routed"]:
            B.remove_units(g.s, f["area"], ["footman"])
            g.emit("UnitsDestroyed", house=opp, region=f["area"], units=["footman"], why="mace-tyrell")
    return False


@ability("immediately", "queen-of-thorns")
def _queen(g, f, house):
    opp = opponent(f, house)
    options = sorted(r for r in g.rs.neighbours[f["area"]]
                     if g.s.orders.get(r, {}).get("house") == opp)
    if not options:
        return False
    if not _asked(f, "queen-of-thorns"):
        return _ask(g, f, house, "queen-of-thorns", options)
    region = _answer(f, "queen-of-thorns")
    o = g.s.orders.pop(region)
    f["supports"].pop(region, None)  # a support order that is gone no longer supports
    g.emit("OrderRemoved", house=house, region=region, victim=opp, token=o["token"], why="queen-of-thorns")
    return False


@ability("immediately", "doran-martell")
def _doran(g, f, house):
    if not _asked(f, "doran-martell"):
        return _ask(g, f, house, "doran-martell", list(TRACKS))
    move_on_track(g, opponent(f, house), _answer(f, "doran-martell"), -1)
    return False


@ability("on_result", "tywin-lannister")
def _tywin(g, f, house):
    if f["winner"] == house:
        got = B.gain_power(g.rs, g.s, house, 2)
        g.emit("PowerGained", house=house, amount=got, why="tywin-lannister")
    return False


@ability("on_result", "cersei-lannister")
def _cersei(g, f, house):
    if f["winner"] != house:
        return False
    loser = f["loser"]
    options = sorted(r for r, o in g.s.orders.items() if o["house"] == loser)
    if not options:
        return False
    if not _asked(f, "cersei-lannister"):
        return _ask(g, f, house, "cersei-lannister", options + ["none"])
    region = _answer(f, "cersei-lannister")
    if region != "none":
        o = g.s.orders.pop(region)
        g.emit("OrderRemoved", house=house, region=region, victim=loser, token=o["token"], why="cersei-lannister")
    return False


@ability("on_result", "renly-baratheon")
def _renly(g, f, house):
    # marching attackers are off the board while the combat lasts, but their pieces are not in reserve
    moving = f["attackers"].count("knight") if house == f["attacker"] else 0
    if f["winner"] != house or B.reserve(g.rs, g.s, house, "knight") - moving < 1:
        return False
    side = "attacker" if house == f["attacker"] else "defender"
    options = []
    fighting = f["attackers"] if side == "attacker" else (g.s.units.get(f["area"]) or {}).get("units", [])
    if "footman" in fighting:
        options.append(f["area"])
    for region, chosen in sorted(f["supports"].items()):
        a = g.s.units.get(region)
        if chosen == side and a and a["house"] == house and "footman" in a["units"]:
            options.append(region)
    if not options:
        return False
    if not _asked(f, "renly-baratheon"):
        return _ask(g, f, house, "renly-baratheon", options + ["none"])
    region = _answer(f, "renly-baratheon")
    if region == "none":
        return False
    if region == f["area"] and side == "attacker":
        f["attackers"].remove("footman")
        f["attackers"].append("knight")
        f["attackers"].sort()
    else:
        B.remove_units(g.s, region, ["footman"])
        B.add_units(g.s, region, house, ["knight"])
    g.emit("UnitSwapped", house=house, region=region, old="footman", new="knight", why="renly-baratheon")
    return False


@ability("on_result", "roose-bolton")
def _roose(g, f, house):
    if f["loser"] == house:
        f["roose"] = house
    return False


@ability("after_combat", "patchface")
def _patchface(g, f, house):
    opp = opponent(f, house)
    hand = sorted(g.s.hands[opp])
    if not hand:
        return False
    if not _asked(f, "patchface"):
        return _ask(g, f, house, "patchface", hand + ["none"])
    card = _answer(f, "patchface")
    if card != "none":
        g.s.hands[opp].remove(card)
        g.s.discards[opp].append(card)
        g.emit("HouseCardDiscarded", house=opp, card=card, why="patchface")
        hand_after_discard(g, opp, card)
    return False


@ability("after_combat", "ser-loras-tyrell")
def _loras(g, f, house):
    if house == f["attacker"] and f["winner"] == house and not attacker_bounced(f):
        area = f["area"]
        if g.s.units.get(area, {}).get("house") == house and area not in g.s.orders:
            g.s.orders[area] = {"house": house, "token": f["token"]}
            g.emit("OrderMoved", house=house, region=area, token=f["token"], why="ser-loras-tyrell")
    return False


__all__ = ["ABILITIES", "ABILITY_STEPS"]
