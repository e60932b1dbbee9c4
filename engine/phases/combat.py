"""Combat: support, house cards, abilities at named timing points, blade, tides, result,
casualties, retreat and clean-up. Also the simpler fight against a neutral force.

Timing points, in order (house-card abilities hook in through `cards.py`,
which asks the ruleset's registry in `abilities/`; this module names no card):
  support -> cards -> cancel -> immediately -> tides (face down) -> blade-redraw
  -> tides revealed -> blade (+1) -> resolve -> on_result (win/loss) -> casualties
  -> retreat -> cleanup -> after_combat -> end
This follows the published errata's combat steps for Tides of Battle. If an
ability leaves one side without any unit (and no garrison), the combat ends at
once and the other side wins without casualties or retreat.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import areas as A
from .. import board as B
from .. import cards as C
from .. import reports as R
from ..commands import ChooseHouseCard, DeclareSupport, Retreat
from ..errors import require
from ..flow import Decision, Handler, finish, handler, push
from ..units import unit_base_strength
from .common import choose, destroy, hand_after_discard, select_units

if TYPE_CHECKING:
    from ..game import Game

SIDES = ("attacker", "defender", "none")


def support_regions(g: "Game", area: str) -> dict[str, list[str]]:
    """Support orders that can reach `area`, grouped by house."""
    rs, s = g.rs, g.s
    target_kind = rs.regions[area].kind
    out: dict[str, list[str]] = {}
    for n in sorted(rs.neighbours[area]):
        o = s.orders.get(n)
        if not o or rs.order_tokens[o["token"]].type != "support" or n not in s.units:
            continue
        kind = rs.regions[n].kind
        if kind == "land" and target_kind != "land":
            continue  # land units cannot support into the sea
        if kind == "port" and target_kind != "sea":
            continue  # a port supports only its sea
        out.setdefault(o["house"], []).append(n)
    return out


def family_support(g: "Game", f: dict[str, Any]) -> None:
    """A vassal family never supports against itself: a member of the attacker's or the
    defender's family (commander and vassals, the fighting house aside) with a Support order
    in reach supports its family's side at once, unasked."""
    from . import vassals as V

    for side, house in (("attacker", f["attacker"]), ("defender", f["defender"])):
        kin = V.family(g, house) - {house}
        for h in sorted(kin & set(f["support_pending"])):
            regions = f["support_pending"].pop(h)
            for r in regions:
                f["supports"][r] = side
            g.emit("SupportChosen", house=h, choices={r: side for r in regions}, family=True)


def blade_side(g: "Game", f: dict[str, Any]) -> str | None:
    """The fighting house the Valyrian Steel Blade may help: its holder, or a vassal the holder
    commands (never the holder's Messenger Raven, which stays its own)."""
    holder = g.holder("fiefdoms")
    if holder in f["houses"]:
        return holder
    return next((h for h in f["houses"] if g.s.commanders.get(h) == holder), None)


def unit_strength(g: "Game", f: dict[str, Any], house: str, unit: str, attacking: bool) -> int:
    """Strength of one (ready) unit fighting for `house`'s side (attacking: on the attacker side)."""
    rs = g.rs
    ut = rs.unit_types[unit]
    if unit == "siege-engine":
        return ut.siege_strength or 0 if attacking and A.castle(rs, g.s, f["area"]) else 0
    return C.unit_strength(g, f, house, unit, attacking, unit_base_strength(rs, g.s, unit))


def side_units(g: "Game", f: dict[str, Any], side: str) -> list[str]:
    if side == "attacker":
        return list(f["attackers"])
    a = g.s.units.get(f["area"])
    return list(a["units"]) if a else []


def support_by_area(g: "Game", f: dict[str, Any], side: str) -> list[dict[str, Any]]:
    """Each supporting area for `side`: its house and the strength it adds (units and order)."""
    return _support_by_area(g, f, side, _live_hooks(g, f, "unit_strength"))


def _live_hooks(g: "Game", f: dict[str, Any], hook: str) -> list[tuple[str, str, Any]]:
    """(house, card, ability) of each fighting house's card in play with its text in force that
    answers the passive question `hook`, attacker first: the cards `cards.unit_strength` and
    `cards.supporting_strength` ask for every unit (worked out once for all of a side's units)."""
    if not f.get("cards"):
        return []
    reg = g.abilities
    hooked = reg.hooks[hook]
    out = []
    for house in (f["attacker"], f.get("defender")):
        card = C.live_card(g, f, house)
        if card in hooked:
            out.append((house, card, reg.cards[card]))
    return out


def _unit_strength(g: "Game", f: dict[str, Any], house: str, unit: str, attacking: bool,
                   hooks: list[tuple[str, str, Any]]) -> int:
    """`unit_strength`, with the `unit_strength` hooks of the cards in play already looked up."""
    rs = g.rs
    if unit == "siege-engine":
        return rs.unit_types[unit].siege_strength or 0 if attacking and A.castle(rs, g.s, f["area"]) else 0
    value = unit_base_strength(rs, g.s, unit)
    for h, card, ability in hooks:
        before, value = value, ability.unit_strength(g, f, h, house, unit, attacking, value)
        C._note(f, h, card, "unit-strength", before, value, counted=True, unit_house=house, unit=unit)
    return value


def _support_by_area(g: "Game", f: dict[str, Any], side: str,
                     unit_hooks: list[tuple[str, str, Any]]) -> list[dict[str, Any]]:
    supports = f.get("supports")
    if not supports:
        return []
    support_hooks = None  # `_live_hooks(..., "supporting_strength")`, once a unit supports this side
    s = g.s
    units, orders = s.units, s.orders
    attacking = side == "attacker"
    footmen_zero = "supporting-footmen-count-zero" in s.round_rules  # 1st ed. Rains of Autumn
    out = []
    for region, chosen in sorted(supports.items()):
        if chosen != side or region not in units:
            continue
        a = units[region]
        house = a["house"]
        value = 0
        for u in a["units"]:
            if footmen_zero and u == "footman":
                continue
            strength = _unit_strength(g, f, house, u, attacking, unit_hooks)
            if support_hooks is None:
                support_hooks = _live_hooks(g, f, "supporting_strength")
            for h, card, ability in support_hooks:  # `cards.supporting_strength`
                before, strength = strength, ability.supporting_strength(g, f, h, house, u, side, strength)
                C._note(f, h, card, "supporting-strength", before, strength, counted=True,
                        unit_house=house, unit=u)
            value += strength
        o = orders.get(region)
        if o:
            value += g.rs.order_tokens[o["token"]].bonus
        out.append({"region": region, "house": house, "strength": value})
    return out


def support_strength(g: "Game", f: dict[str, Any], side: str) -> int:
    return sum(a["strength"] for a in support_by_area(g, f, side))


def strength_breakdown(g: "Game", f: dict[str, Any], side: str) -> dict[str, int]:
    s, rs = g.s, g.rs
    house = f["attacker"] if side == "attacker" else f["defender"]
    attacking = side == "attacker"
    unit_hooks = _live_hooks(g, f, "unit_strength")
    out: dict[str, int] = {}
    out["units"] = sum(_unit_strength(g, f, house, u, attacking, unit_hooks) for u in side_units(g, f, side))
    if attacking:
        out["order"] = rs.order_tokens[f["token"]].bonus
    else:
        o = s.orders.get(f["area"])
        bonus = 0
        if o and o["house"] == house and rs.order_tokens[o["token"]].type == "defense":
            bonus = C.defense_bonus(g, f, house, rs.order_tokens[o["token"]].bonus)
        out["order"] = bonus
        out["garrison"] = s.garrisons.get(f["area"], 0) if B.garrison_holder(rs, s, f["area"]) == house else 0
    out["support"] = sum(a["strength"] for a in _support_by_area(g, f, side, unit_hooks))
    card = f.get("cards", {}).get(house)
    if card:
        out["card"] = C.card_strength(g, f, house, card)
    if f.get("blade_bonus") == house:
        out["blade"] = 1
    tide = f.get("tides", {}).get(house)
    if tide and not f.get("tides_hidden"):
        out["tides"] = rs.tides_cards[tide].strength
    if f.get("cards"):  # a card may set the whole strength to a fixed number
        total = sum(out.values())
        fixed = C.final_strength(g, f, house, total)
        if fixed != total:
            out["fixed"] = fixed - total
    return out


@handler
class CombatStep(Handler):
    kind = "combat"
    holds_control = True

    def run(self, g, f):
        s = g.s
        step = f["step"]
        att, dfn = f["attacker"], f["defender"]
        if step == "start":
            f["houses"] = [att, dfn]
            f["supports"] = {}
            f["cards"] = {}
            f["support_pending"] = {h: rs_ for h, rs_ in support_regions(g, f["area"]).items()}
            R.start_record(f)
            g.emit("CombatStarted", attacker=att, defender=dfn, area=f["area"], source=f["source"],
                   units=list(f["attackers"]))
            if s.vassals:
                family_support(g, f)
            f["step"] = "support"
            return True
        if step == "support":
            if f["support_pending"]:
                return False
            g.emit("SupportDeclared", supports=dict(f["supports"]))
            f["step"] = "cards"
            draw_vassal_hands(g, f)
            return True
        if step == "cards":
            if any(h not in f["cards"] for h in f["houses"]):
                return False
            g.emit("HouseCardsRevealed", cards=dict(f["cards"]))
            f["step"] = "cancel"
            f["queue"] = C.queue_for(g, f, "cancel")
            return True
        if step in C.ABILITY_STEPS:
            while f["queue"]:
                house, card = f["queue"].pop(0)
                if f["cards"].get(house) != card:
                    continue  # the card left play (cancelled or swapped)
                if C.run_ability(g, f, step, house, card):
                    return True
            if f.get("reselect"):
                return False  # a house must pick a replacement card
            nxt = C.ABILITY_STEPS[step]
            f["step"] = nxt
            if nxt in C.ABILITY_STEPS:
                f["queue"] = C.queue_for(g, f, nxt)
            return True
        if step == "tides":
            if self._one_side_empty(g, f):
                return True
            if s.options.get("tides_of_battle"):
                # drawn face down; the blade holder may redraw before they are revealed
                f["tides"] = {h: self._draw_tide(g) for h in f["houses"]}
                f["tides_hidden"] = True
                g.emit("TidesOfBattleDrawnFaceDown", houses=list(f["houses"]))
            f["step"] = "blade-redraw"
            return True
        if step == "blade-redraw":
            holder = g.holder("fiefdoms")
            side = blade_side(g, f)
            if "tides" in f and side and not s.blade_used and "blade_redraw" not in f:
                f["blade_redraw"] = None
                return push(g, choose(holder, "valyrian-steel-blade-redraw", ["none", "redraw"], "blade_redraw",
                                      **({"for_house": side} if side != holder else {})))
            if f.get("blade_redraw") == "redraw":
                s.blade_used = True
                f["tides"][side] = self._draw_tide(g)
                g.emit("ValyrianSteelBladeUsed", house=holder, use="redraw", for_house=side)
            if "tides" in f:
                f["tides_hidden"] = False
                g.emit("TidesOfBattleDrawn", cards=dict(f["tides"]))
            f["step"] = "blade"
            return True
        if step == "blade":
            holder = g.holder("fiefdoms")
            side = blade_side(g, f)
            if side and not s.blade_used and "blade" not in f:
                f["blade"] = None
                return push(g, choose(holder, "valyrian-steel-blade", ["none", "+1"], "blade",
                                      strengths=self._strengths(g, f),
                                      **({"for_house": side} if side != holder else {})))
            if f.get("blade") == "+1":
                s.blade_used = True
                f["blade_bonus"] = side
                g.emit("ValyrianSteelBladeUsed", house=holder, use="+1", for_house=side)
            f["step"] = "resolve"
            return True
        if step == "resolve":
            with C.noting(f):  # what the cards' passive texts did, for the summary
                st = self._strengths(g, f)
                icons = {side: dict(zip(("swords", "fortifications", "skulls"), self._icons(g, f, h)))
                         for side, h in (("attacker", att), ("defender", dfn))}
            total_a, total_d = sum(st["attacker"].values()), sum(st["defender"].values())
            tie_break = None
            if total_a != total_d:
                winner = att if total_a > total_d else dfn
            else:
                fief = s.tracks["fiefdoms"]
                winner = att if fief.index(att) < fief.index(dfn) else dfn
                tie_break = {"track": "fiefdoms", "winner": winner,
                             "positions": {h: fief.index(h) + 1 for h in (att, dfn)}}
            f["winner"], f["loser"] = winner, (dfn if winner == att else att)
            f["resolved"] = self._resolved(g, f, st, icons, tie_break)
            g.emit("CombatResolved", area=f["area"], attacker=att, defender=dfn, winner=winner,
                   attacker_strength=total_a, defender_strength=total_d, breakdown=st,
                   icons=icons, tie_break=tie_break)
            f["step"] = "on_result"
            f["queue"] = C.queue_for(g, f, "on_result")
            return True
        if step == "casualties":
            return self._casualties(g, f)
        if step == "retreat":
            return self._retreat(g, f)
        if step == "cleanup":
            with C.noting(f):
                bounced = f["winner"] == att and bool(f["attackers"]) and C.attacker_bounced(g, f)
            self._cleanup(g, f)
            f["step"] = "after_combat"
            f["queue"] = C.queue_for(g, f, "after_combat")
            if bounced:  # units sent back home may break supply there
                return supply_after_return(g, att, f["source"], routed_only=False)
            return True
        if step == "end":
            if f["winner"] in s.vassals:  # a winning vassal earns its commander a power token
                seat = g.commander(f["winner"])
                got = B.gain_power(g.rs, s, seat, 1)
                g.emit("VassalVictoryRewarded", house=seat, vassal=f["winner"], power=got)
            s.last_battle = R.battle_summary(f, s.round)
            g.emit("CombatEnded", area=f["area"], winner=f["winner"], summary=s.last_battle)
            return finish(g, f)  # the victory rule is asked once the combat is off the stack
        raise AssertionError(step)

    # --- helpers -------------------------------------------------------------
    def _one_side_empty(self, g, f) -> bool:
        """A side with nothing left to fight (e.g. after Mace Tyrell) loses at once."""
        a = g.s.units.get(f["area"])
        defending = bool(a) or (f["area"] in g.s.garrisons
                                and B.garrison_holder(g.rs, g.s, f["area"]) == f["defender"])
        if f["attackers"] and defending:
            return False
        winner = f["attacker"] if f["attackers"] and not defending else f["defender"]
        f["winner"], f["loser"] = winner, (f["defender"] if winner == f["attacker"] else f["attacker"])
        f["resolved"] = {"ended_early": True, "units": {"attacker": list(f["attackers"]),
                                                        "defender": side_units(g, f, "defender")}}
        g.emit("CombatResolved", area=f["area"], attacker=f["attacker"], defender=f["defender"],
               winner=winner, attacker_strength=0, defender_strength=0, breakdown={}, ended_early=True)
        f["step"] = "cleanup"
        return True

    def _resolved(self, g, f, st, icons, tie_break) -> dict[str, Any]:
        """The public numbers of the resolution, kept for the battle summary."""
        out: dict[str, Any] = {
            "units": {"attacker": list(f["attackers"]), "defender": side_units(g, f, "defender")},
            "strength": st, "totals": {side: sum(v.values()) for side, v in st.items()},
            "support_areas": {side: support_by_area(g, f, side) for side in ("attacker", "defender")},
            "icons": icons, "tie_break": tie_break}
        if "tides" in f and not f.get("tides_hidden"):
            out["tides"] = dict(f["tides"])
        uses = [u for u, on in (("redraw", f.get("blade_redraw") == "redraw"), ("+1", f.get("blade") == "+1")) if on]
        if uses:
            out["blade"] = {"house": blade_side(g, f) or g.holder("fiefdoms"), "uses": uses}
        return out

    def _draw_tide(self, g) -> str:
        deck = g.rs.tides_deck
        return deck[g.draw_random(len(deck))]

    def _strengths(self, g, f) -> dict[str, dict[str, int]]:
        return {"attacker": strength_breakdown(g, f, "attacker"),
                "defender": strength_breakdown(g, f, "defender")}

    def _icons(self, g, f, house: str) -> tuple[int, int, int]:
        """(swords, fortifications, skulls) for a side."""
        card = f["cards"].get(house)
        swords, forts = C.card_icons(g, f, house, card) if card else (0, 0)
        skulls = 0
        tide = f.get("tides", {}).get(house)
        if tide:
            t = g.rs.tides_cards[tide]
            swords, forts, skulls = swords + t.swords, forts + t.fortifications, t.skulls
        return swords, forts, skulls

    def _casualties(self, g, f) -> bool:
        if "casualty_pick" in f:
            picks = f.pop("casualty_pick")
            house = f.pop("casualty_house")
            self._remove_fighting(g, f, house, [u for _, u in picks], "casualties")
        queue = f.setdefault("casualty_queue", None)
        if queue is None:
            w, l_ = f["winner"], f["loser"]
            sw, _, skw = self._icons(g, f, w)
            _, fl, skl = self._icons(g, f, l_)
            queue = []
            with C.noting(f):  # an immunity is noted only when it spared a loss
                swords = max(0, sw - fl) + C.extra_casualties(g, f, w)
                n = (swords if swords and not C.immune_to_casualties(g, f, l_) else 0) + \
                    (skw if skw and not C.immune_to_skulls(g, f, l_) else 0)
                if n:
                    queue.append([l_, n])
                if skl and not C.immune_to_skulls(g, f, w):
                    queue.append([w, skl])
            f["casualty_queue"] = queue
            f.setdefault("resolved", {})["casualties_due"] = {h: n for h, n in queue}
        while f["casualty_queue"]:
            house, n = f["casualty_queue"].pop(0)
            side = "attacker" if house == f["attacker"] else "defender"
            units = side_units(g, f, side)
            if not units:
                continue
            f["casualty_house"] = house
            return push(g, select_units(house, "casualties", [[f["area"], u] for u in units],
                                        min(n, len(units)), min(n, len(units)), "casualty_pick"))
        f["step"] = "retreat"
        return True

    def _remove_fighting(self, g, f, house: str, units: list[str], why: str) -> None:
        if not units:
            return
        if house == f["attacker"]:
            for u in units:
                f["attackers"].remove(u)
            g.emit("UnitsDestroyed", house=house, region=f["area"], units=list(units), why=why)
        else:
            # casualties come from the fighting units: routed ones are no casualties, they
            # die anyway if their side lost (the rule texts: 不计入战死的单位数)
            destroy(g, f["area"], units, why, routed_first=False)

    def _retreat(self, g, f) -> bool:
        s = g.s
        area = f["area"]
        if f["loser"] == f["attacker"] and not f.get("retreating"):
            survivors = [u for u in f["attackers"] if u != "siege-engine"]
            if "retreat_to" not in f and survivors:
                # the attacker goes home unless the winner's card picks its retreat (Errata/FAQ)
                with C.noting(f):
                    chooser = C.retreat_chooser(g, f)
                options = retreat_options(g, f, survivors) if chooser else []
                if len(options) > 1:
                    f["retreat_options"] = options
                    f["retreat_chooser"] = chooser
                    return False
                if options:
                    f["retreat_to"] = options[0]
            # the frame keeps where the loser goes until it is there: a retreat is seen by all (fog of war)
            dest = f.get("retreat_to", f["source"])
            lost = [u for u in f["attackers"] if u == "siege-engine"]
            if lost:
                g.emit("UnitsDestroyed", house=f["attacker"], region=area, units=lost, why="cannot-retreat")
            f["attackers"] = []
            with C.noting(f):
                routed = C.retreat_routed(g, f, f["attacker"])
                if survivors:
                    B.add_units(s, dest, f["attacker"], survivors, routed=routed)
                f["step"] = "cleanup"
                if s.units.get(area) and C.winner_retreats(g, f):  # the winning defender leaves too
                    f["retreating"], f["step"] = f["defender"], "retreat"
            if survivors:
                g.emit("UnitsRetreated", house=f["attacker"], source=area, dest=dest, units=survivors)
            f.pop("retreat_to", None)
            return self._supply_after_retreat(g, f["attacker"], dest, routed)
        # the defender lost (or, won, must leave)
        if "retreat_to" in f:
            dest = f["retreat_to"]
            a = s.units.pop(area)
            s.orders.pop(area, None)
            with C.noting(f):
                routed = C.retreat_routed(g, f, a["house"])
            B.add_units(s, dest, a["house"], a["units"], routed=routed)
            g.emit("UnitsRetreated", house=a["house"], source=area, dest=dest, units=list(a["units"]))
            del f["retreat_to"]
            f["step"] = "cleanup"
            return self._supply_after_retreat(g, a["house"], dest, routed)
        a = s.units.get(area)
        if not a:
            f["step"] = "cleanup"
            return True
        doomed = a["routed"] + [u for u in a["units"] if u == "siege-engine"]
        if doomed:
            destroy(g, area, doomed, "cannot-retreat")
        a = s.units.get(area)
        if not a:
            f["step"] = "cleanup"
            return True
        options = retreat_options(g, f, a["units"])
        if not options:
            destroy(g, area, list(a["units"]), "no-retreat")
            f["step"] = "cleanup"
            return True
        with C.noting(f):
            chooser = (None if f.get("retreating") else C.retreat_chooser(g, f)) or a["house"]
        f["retreat_options"] = options
        f["retreat_chooser"] = chooser
        return False

    def _supply_after_retreat(self, g, house: str, dest: str, routed: bool = True) -> bool:
        """Retreating units that break supply are destroyed: the routed ones (or, when a card
        kept them from routing, any of the area's)."""
        return supply_after_return(g, house, dest, routed_only=routed)

    def _cleanup(self, g, f) -> None:
        s = g.s
        area, att, dfn = f["area"], f["attacker"], f["defender"]
        if f["winner"] == att:
            if f["attackers"]:
                if C.attacker_bounced(g, f):
                    B.add_units(s, f["source"], att, f["attackers"])
                    g.emit("UnitsMoved", house=att, source=area, dest=f["source"], units=list(f["attackers"]))
                else:
                    B.add_units(s, area, att, f["attackers"])
                    g.emit("UnitsMoved", house=att, source=f["source"], dest=area, units=list(f["attackers"]))
            f["attackers"] = []
            if s.garrisons.pop(area, None):
                g.emit("GarrisonRemoved", region=area, house=dfn)
            if s.tokens.get(area) not in (None, att):
                g.emit("PowerTokenRemoved", house=s.tokens.pop(area), region=area)
            o = s.orders.get(area)
            if o and o["house"] == dfn:
                del s.orders[area]
        for h in f["houses"]:
            card = f["cards"].get(h)
            if card and card in s.hands[h] and h not in s.vassals:  # a vassal's card goes back to its deck
                s.hands[h].remove(card)
                s.discards[h].append(card)
                hand_after_discard(g, h, card)
        C.after_cards_discarded(g, f)

    def decisions(self, g, f):
        step = f["step"]
        if step == "support":
            return [Decision(h, "support", "DeclareSupport",
                             {"area": f["area"], "regions": regions, "attacker": f["attacker"],
                              "defender": f["defender"], "sides": list(SIDES)})
                    for h, regions in f["support_pending"].items()]
        if step == "cards":
            return [Decision(h, "house-card", "ChooseHouseCard",
                             {"area": f["area"], "hand": hand_of(g, f, h),
                              "opponent": f["defender"] if h == f["attacker"] else f["attacker"]})
                    for h in f["houses"] if h not in f["cards"]]
        if step in C.ABILITY_STEPS and f.get("reselect"):
            h = f["reselect"]
            hand = hand_of(g, f, h)
            return [Decision(h, "house-card", "ChooseHouseCard", {"area": f["area"], "hand": hand,
                                                                   "opponent": C.opponent(f, h),
                                                                   "replacement": True})]
        if step == "retreat" and "retreat_options" in f:
            return [Decision(f["retreat_chooser"], "retreat", "Retreat",
                             {"area": f["area"], "house": f.get("retreating") or f["loser"],
                              "options": f["retreat_options"]})]
        return []

    def apply(self, g, f, seat, cmd):
        step = f["step"]
        if step == "support":
            assert isinstance(cmd, DeclareSupport)
            regions = f["support_pending"][seat]
            choices = dict(cmd.choices)
            require(len(choices) == len(cmd.choices), "support-one-choice-per-area")
            require(sorted(choices) == sorted(regions), "support-declare-each", regions=regions)
            for side in choices.values():
                require(side in SIDES, "support-side")
            for region, side in choices.items():
                if side != "none":
                    f["supports"][region] = side
            del f["support_pending"][seat]
            g.emit("SupportChosen", house=seat, choices=choices)
            return
        if step == "cards" or (step in C.ABILITY_STEPS and f.get("reselect") == seat):
            assert isinstance(cmd, ChooseHouseCard)
            hand = hand_of(g, f, seat)
            require(cmd.card in hand, "card-not-in-hand", card=cmd.card, seat=seat)
            f["cards"][seat] = cmd.card
            if step == "cards":
                g.emit("HouseCardChosen", house=seat)
                g.emit("HouseCardChosenSecret", audience=(seat,), house=seat, card=cmd.card)
            else:
                f.pop("reselect")
                g.emit("HouseCardReplaced", house=seat, card=cmd.card)
                f["queue"] = C.queue_for(g, f, step, only=seat) + f["queue"]
            return
        if step == "retreat":
            assert isinstance(cmd, Retreat)
            require(cmd.region in f["retreat_options"], "retreat-destination", region=cmd.region)
            f["retreat_to"] = cmd.region
            del f["retreat_options"]
            return
        raise AssertionError(step)


def supply_after_return(g: "Game", house: str, region: str, routed_only: bool) -> bool:
    """Units that fall back (a retreat, a failed attack) may break supply: the house
    picks which of them to destroy. Returns True (progress) for the caller's `run`."""
    a = g.s.units.get(region)
    if a is None or B.within_supply(g.rs, g.s, house):
        return True
    pool = a["routed"] if routed_only else a["units"] + a["routed"]
    cands = [[region, u] for u in pool]
    return push(g, select_units(house, "retreat-supply", cands, 1, len(cands),
                                effect="destroy", validator="supply"))


def retreat_options(g: "Game", f: dict[str, Any], retreating: list[str]) -> list[str]:
    """Legal retreat areas for the loser's `retreating` units, only those with the fewest supply
    losses. The defender may not retreat where the attack came from; the attacker may."""
    rs, s = g.rs, g.s
    area, house = f["area"], f.get("retreating") or f["loser"]  # (a winner that must leave, too)
    defender_lost = house != f["attacker"]
    if rs.regions[area].kind == "land":
        cands = B.land_destinations(rs, s, house, area)
    else:
        cands = B.ship_destinations(rs, s, house, area)
    legal = []
    for r in cands:
        if (defender_lost and r == f["source"]) or r in s.neutral or r in s.blocked:
            continue
        other = s.units.get(r)
        if other and other["house"] != house:
            continue
        ctrl = B.controller(rs, s, r)
        if ctrl not in (None, house):
            continue
        if rs.regions[r].kind == "port" and B.unit_count(s, r) + len(retreating) > B.PORT_CAPACITY:
            continue
        legal.append(r)
    if not legal:
        return []
    n = len(retreating)

    def losses(r: str) -> int:
        base = B.unit_count(s, r) if r in s.units else 0
        for k in range(n + 1):
            if B.within_supply(rs, s, house, {r: base + n - k, area: 0}):
                return k
        return n

    cost = {r: losses(r) for r in legal}
    best = min(cost.values())
    return sorted(r for r in legal if cost[r] == best)


# ----- neutral force ------------------------------------------------------------------

@handler
class NeutralCombatStep(Handler):
    """A march against a neutral force: support for the attacker only, no cards, no blade."""

    kind = "neutral-combat"
    holds_control = True

    def run(self, g, f):
        s, rs = g.s, g.rs
        if f["step"] == "start":
            f["defender"] = None
            f["supports"] = {}
            f["support_pending"] = support_regions(g, f["area"])
            g.emit("CombatStarted", attacker=f["attacker"], defender="neutral", area=f["area"],
                   source=f["source"], units=list(f["attackers"]))
            f["step"] = "support"
            return True
        if f["step"] == "support":
            if f["support_pending"]:
                return False
            areas = support_by_area(g, f, "attacker")
            terms = {"units": sum(unit_strength(g, f, f["attacker"], u, True) for u in f["attackers"]),
                     "order": rs.order_tokens[f["token"]].bonus, "support": sum(a["strength"] for a in areas)}
            strength = sum(terms.values())
            need = s.neutral[f["area"]]
            won = strength >= need
            s.last_battle = R.neutral_summary(f, s.round, terms, areas, need, won)
            g.emit("NeutralForceAttacked", house=f["attacker"], area=f["area"], strength=strength,
                   needed=need, won=won, summary=s.last_battle)
            if won:
                del s.neutral[f["area"]]
                B.add_units(s, f["area"], f["attacker"], f["attackers"])
                if s.tokens.get(f["area"]) not in (None, f["attacker"]):
                    g.emit("PowerTokenRemoved", house=s.tokens.pop(f["area"]), region=f["area"])
            else:
                B.add_units(s, f["source"], f["attacker"], f["attackers"])
            f["attackers"] = []
            f["step"] = "end"
            if not won:
                return supply_after_return(g, f["attacker"], f["source"], routed_only=False)
            return True
        if f["step"] == "end":
            return finish(g, f)  # the victory rule is asked once the combat is off the stack
        raise AssertionError(f["step"])

    def decisions(self, g, f):
        if f["step"] != "support":
            return []
        return [Decision(h, "support", "DeclareSupport",
                         {"area": f["area"], "regions": regions, "attacker": f["attacker"],
                          "defender": "neutral", "sides": ["attacker", "none"]})
                for h, regions in f["support_pending"].items()]

    def apply(self, g, f, seat, cmd):
        assert isinstance(cmd, DeclareSupport)
        regions = f["support_pending"][seat]
        choices = dict(cmd.choices)
        require(len(choices) == len(cmd.choices) and sorted(choices) == sorted(regions),
                "support-declare-each", regions=regions)
        for region, side in choices.items():
            require(side in ("attacker", "none"), "support-neutral-force")
            if side == "attacker":
                f["supports"][region] = side
        del f["support_pending"][seat]
        g.emit("SupportChosen", house=seat, choices=choices)


def hand_of(g, f: dict, house: str) -> list[str]:
    """The cards `house` may choose from in this combat: its hand, or for a vassal the cards
    drawn for it from the shared vassal deck; less any an ability excluded."""
    excluded = f.get("excluded", {}).get(house, [])
    cards = f.get("vassal_draw", {}).get(house)
    return [c for c in (g.s.hands[house] if cards is None else cards) if c not in excluded]


def draw_vassal_hands(g, f: dict) -> None:
    """Each vassal in the combat draws its cards at random from the shared vassal deck (its own
    draw when both sides are vassals), seen by its commander only; all go back afterwards."""
    s = g.s
    for h in f["houses"]:
        if h not in s.vassals:
            continue
        deck = list(s.hands[h])
        n = min(int(g.rs.vassal_rules["hand"]), len(deck))
        drawn = []
        for _ in range(n):
            drawn.append(deck.pop(g.draw_random(len(deck))))
        f.setdefault("vassal_draw", {})[h] = sorted(drawn)
        g.emit("VassalCardsDrawn", house=h, n=n)
        g.emit("VassalCardsDrawnSecret", audience=(h,), house=h, cards=sorted(drawn))
