"""Dragons for every house (docs/RULES.md, Variants; reference `dragon-war`, `dragon-revenge`).

Both give the game's ruleset Mother of Dragons' dragon (never mustered, flying when an army is
made of dragons only, its strength the strength tokens reached) where it has none, three pieces
per house, and strength tokens where its dragons have none: a game of ten rounds or more on
rounds 2, 4, 6, 8 and 10, one of six rounds or fewer on rounds 2, 4, 5 and 6 from a strength of 1
(`settings.json` "dragons").

- Dragon War: every house that starts without a dragon (all but Targaryen) swaps one starting
  unit for a dragon: the first knight in its home area, else a knight drawn among its knights,
  else a footman (in its home area first); every home garrison of 2 becomes 4 and one of 4
  becomes 6 (as ruleset data, so a garrison that comes back returns raised); Balon Greyjoy and A
  Dance with Dragons' Aeron Damphair are weakened (engine/abilities/dragon_war.py).
- Dragon Revenge: whenever control may have changed (the moments the victory rule is asked), a
  house (a vassal too) that controls no castle or stronghold and has exactly one land unit left
  that is not a dragon sees that unit become a dragon in its area (a routed one stays routed),
  while it has a dragon piece left.
"""
from __future__ import annotations

import copy
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, Mapping

from .. import board as B
from ..victory import CONTROL_EVENTS
from .data import settings

if TYPE_CHECKING:
    from ..abilities import Registry
    from ..game import Game
    from ..victory import VictoryRule

WAR, REVENGE = "dragon-war", "dragon-revenge"
DRAGON = "dragon"


def ruleset_data(raw: dict[str, Any], ruleset_id: str, played: Mapping[str, Any],
                 facts: Mapping[str, Any]) -> None:
    if not (played.get(WAR) or played.get(REVENGE)):
        return
    from ..ruleset import load_ruleset

    data = settings()["dragons"]
    types = raw["units"]["types"]
    dragon = next((u for u in types if u["id"] == DRAGON), None)
    if dragon is None:
        printed = load_ruleset(data["unit_from_ruleset"]).raw["units"]["types"]
        dragon = copy.deepcopy(next(u for u in printed if u["id"] == DRAGON))
        dragon.pop("strength_steps", None)
        types.append(dragon)
    if not (dragon.get("strength_steps") or {}).get("rounds"):
        tokens = data["strength_tokens"]["six_rounds" if raw["victory"]["rounds"] <= 6 else "ten_rounds"]
        dragon["strength"] = int(tokens["strength"])
        dragon["strength_steps"] = {"rounds": list(tokens["rounds"])}
    pieces = int(data["pieces"])
    raw["units"]["per_house"].setdefault(DRAGON, pieces)
    for house in raw["houses"]:
        if house.get("unit_limits"):
            house["unit_limits"].setdefault(DRAGON, pieces)
    if played.get(WAR):
        raised = {int(k): int(v) for k, v in data["war_garrisons"].items() if k != "notes"}
        for setup in raw["player_counts"].values():
            setup["home_garrisons"] = {r: raised.get(int(n), n) for r, n in setup["home_garrisons"].items()}
        back = raw["rules"].get("returning_garrisons")
        if back:
            raw["rules"]["returning_garrisons"] = {r: raised.get(int(n), n) for r, n in back.items()}
        texts = {k: v for k, v in data["war_cards"].items() if k != "notes"}
        for cards in raw["house_cards"].values():
            for c in cards:
                if c["id"] in texts:
                    c["ability"] = texts[c["id"]]


def card_texts(registry: "Registry", played: Mapping[str, Any]) -> "Registry":
    """Dragon War: the weakened texts in place of the printed ones."""
    if not played.get(WAR):
        return registry
    return _weakened(registry)


@lru_cache(maxsize=None)
def _weakened(registry: "Registry") -> "Registry":
    from ..abilities import PASSIVE, TIMED, Registry
    from ..abilities.dragon_war import REGISTRY as WEAKENED

    out = Registry(f"{registry.name}+dragon-war")
    out.include(registry)
    for card_id, ability in WEAKENED.cards.items():
        if card_id not in registry.cards:
            continue
        out.cards[card_id] = ability
        for hook in TIMED + PASSIVE:
            out.hooks[hook] = (out.hooks[hook] - {card_id}) | (WEAKENED.hooks[hook] & {card_id})
    return out


def set_up(g: "Game") -> None:
    """Dragon War: each house without a dragon swaps a starting unit for one."""
    if not g.s.options["variants"].get(WAR):
        return
    s, rs = g.s, g.rs
    for house in s.houses:
        land = sorted(r for r, a in s.units.items() if a["house"] == house and rs.regions[r].kind == "land")
        if any(DRAGON in s.units[r]["units"] for r in land) or B.reserve(rs, s, house, DRAGON) <= 0:
            continue
        home = rs.home_of_house.get(house)
        for kind in ("knight", "footman"):
            region = _pick(g, home, land, kind)
            if region is not None:
                army = s.units[region]
                army["units"].remove(kind)
                army["units"] = sorted(army["units"] + [DRAGON])
                break


def _pick(g: "Game", home: str | None, land: list[str], kind: str) -> str | None:
    """The area of the `kind` unit swapped: the home area, else one drawn among the house's
    pieces of that kind (None: it has none)."""
    s = g.s
    if home in land and kind in s.units[home]["units"]:
        return home
    pieces = [r for r in land for u in s.units[r]["units"] if u == kind]
    if not pieces:
        return None
    return pieces[g.draw_random(len(pieces))]


# ----- Dragon Revenge ---------------------------------------------------------------------------

def victory_rule(g: "Game", rule: "VictoryRule") -> "VictoryRule":
    """Dragon Revenge: what a change of control brings about includes the revenge, and the rule
    is asked after every event that destroys units (a rule that only waits for the end of the
    round names nobody before it)."""
    if not g.s.options["variants"].get(REVENGE):
        return rule
    return replace(rule, watches=rule.watches | CONTROL_EVENTS,
                   on_control_change=_with_revenge(rule.on_control_change))


def _with_revenge(before: Callable[["Game"], None] | None) -> Callable[["Game"], None]:
    def after_control_change(g: "Game") -> None:
        if before is not None:
            before(g)
        revenge(g)
    return after_control_change


def revenge(g: "Game") -> None:
    """Every house without a castle whose one land unit left (dragons aside) becomes a dragon."""
    s, rs = g.s, g.rs
    counts = B.castle_counts(rs, s)
    for house in s.houses:
        if counts.get(house, 0):
            continue
        left = [(r, u, routed) for r, a in sorted(s.units.items())
                if a["house"] == house and rs.regions[r].kind == "land"
                for routed, units in ((False, a["units"]), (True, a["routed"])) for u in units if u != DRAGON]
        if len(left) != 1 or B.reserve(rs, s, house, DRAGON) <= 0:
            continue
        region, old, routed = left[0]
        B.remove_units(s, region, [old], routed_first=routed)
        B.add_units(s, region, house, [DRAGON], routed=routed)
        g.emit("UnitSwapped", house=house, region=region, old=old, new=DRAGON, why=REVENGE)


def public_view(g: "Game", view: dict[str, Any]) -> None:
    """Every unit type's strength now (a dragon's grows with the rounds), as an expansion's view
    shows it."""
    if "unit_strengths" not in view:
        from ..units import strength_table

        view["unit_strengths"] = strength_table(g.rs, g.s)
