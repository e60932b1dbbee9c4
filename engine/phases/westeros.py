"""Westeros phase: draw decks I-III, raise the wildling threat, resolve each card."""
from __future__ import annotations

from .. import board as B
from .. import reports as R
from .. import rng
from ..flow import Handler, finish, handler, push
from .common import bid, choose, muster, reconcile_frame

DECKS = ("I", "II", "III")
TRACKS = ("iron_throne", "fiefdoms", "kings_court")
# What each card does is data (ruleset `rules.westeros_card_effects`): "ban" forbids an
# order type or token kind this round, "round-rule" changes a rule this round (1st
# edition Rains of Autumn), "choice" lets a dominance-token holder pick ("chosen"
# resolves the picked card in this card's place, "ban" forbids the picked order kind).


@handler
class WesterosStep(Handler):
    kind = "westeros"

    def run(self, g, f):
        s = g.s
        if f["step"] == "start":
            cards = []
            for deck in DECKS:
                cards.append(s.westeros[deck].pop(0))
            s.revealed = list(cards)
            icons = sum(1 for c in cards if g.rs.westeros_cards[c]["wildling_icon"])
            before = s.wildling_threat
            s.wildling_threat = min(g.rs.wildling_max, before + icons * g.rs.wildling_step)
            g.emit("WesterosCardsRevealed", cards=cards, threat=s.wildling_threat, threat_before=before,
                   decks=list(DECKS), wildling_icons=[bool(g.rs.westeros_cards[c]["wildling_icon"]) for c in cards])
            f["cards"] = cards
            f["idx"] = 0
            f["step"] = "resolve"
            if s.wildling_threat >= g.rs.wildling_max and g.rs.rules["wildling_attack_at_max"]:
                return push(g, {"kind": "wildling-attack", "strength": s.wildling_threat})
            return True
        if f["step"] == "resolve":
            if f["idx"] >= len(DECKS):
                return finish(g, f)
            i = f["idx"]
            f["idx"] += 1
            return push(g, {"kind": "westeros-card", "card": f["cards"][i], "deck": DECKS[i]})
        raise AssertionError(f["step"])


@handler
class WesterosCardStep(Handler):
    kind = "westeros-card"

    def run(self, g, f):
        s = g.s
        step = f["step"]
        if step == "start":
            card = f["card"]
            what = g.rs.card_effect(card)
            effect = what["effect"]
            if effect == "reshuffle":
                deck = f["deck"]
                s.rng, pile = rng.shuffled(s.rng, list(g.rs.westeros_decks[deck]))
                s.westeros[deck] = pile
                new = s.westeros[deck].pop(0)
                s.revealed[DECKS.index(deck)] = new
                before = s.wildling_threat
                if g.rs.rules.get("card_after_winter_is_coming_moves_threat") and \
                        g.rs.westeros_cards[new]["wildling_icon"]:
                    # 1st edition: the decks are revealed one after another, and every
                    # mammoth that appears moves the marker, on the redrawn card too
                    s.wildling_threat = min(g.rs.wildling_max, before + g.rs.wildling_step)
                g.emit("WesterosDeckReshuffled", deck=deck, card=new, threat=s.wildling_threat,
                       threat_before=before)
                f["card"] = new
                return True
            if effect == "ban":
                s.banned.append(what["ban"])
                g.emit("OrdersRestricted", card=card, banned=what["ban"])
                return finish(g, f)
            if effect == "round-rule":
                s.round_rules.append(what["rule"])
                g.emit("RoundRuleInEffect", card=card, rule=what["rule"])
                return finish(g, f)
            if effect == "nothing":
                return finish(g, f)
            if effect == "supply":
                for h in s.houses:
                    s.supply[h] = min(len(g.rs.supply_table) - 1, B.barrels(g.rs, s, h))
                g.emit("SupplyAdjusted", supply=dict(s.supply))
                f["queue"] = g.turn_order()
                f["step"] = "reconcile"
                return True
            if effect == "mustering":
                f["queue"] = g.turn_order()
                f["step"] = "muster"
                return True
            if effect == "power-from-crowns":
                for h in g.turn_order():
                    got = B.gain_power(g.rs, s, h, power_income(g, h))
                    g.emit("PowerGained", house=h, amount=got, why="game-of-thrones")
                return finish(g, f)
            if effect == "choice":
                f["step"] = what["then"]
                return push(g, choose(g.holder(what["track"]), card, list(what["options"]), "choice"))
            if effect == "clash-of-kings":
                f["step"] = "done"
                return push(g, {"kind": "clash-of-kings", "track": 0})
            if effect == "wildling-attack":
                f["step"] = "done"
                return push(g, {"kind": "wildling-attack", "strength": s.wildling_threat})
            raise AssertionError(f"unknown Westeros card effect {effect} ({card})")
        if step == "chosen":
            if f["choice"] == "none":
                return finish(g, f)
            f["card"] = f["choice"]
            f["step"] = "start"
            return True
        if step == "ban":
            if f["choice"] != "none":
                s.banned.append(f["choice"])
                g.emit("OrdersRestricted", card=f["card"], banned=f["choice"])
            return finish(g, f)
        if step == "reconcile":
            while f["queue"]:
                frame = reconcile_frame(g, f["queue"].pop(0))
                if frame:
                    return push(g, frame)
            return finish(g, f)
        if step == "muster":
            while f["queue"]:
                h = f["queue"].pop(0)
                castles = B.castle_regions(g.rs, s, h)
                if castles:
                    return push(g, muster(h, castles))
            return finish(g, f)
        if step == "done":
            return finish(g, f)
        raise AssertionError(step)


def power_income(g, house: str) -> int:
    """Game of Thrones: crowns in controlled land, plus own ships in ports on calm seas."""
    rs, s = g.rs, g.s
    total = 0
    for r in B.controlled_regions(rs, s, house):
        reg = rs.regions[r]
        if reg.kind == "land":
            total += reg.crowns
        elif reg.kind == "port" and B.owner_of_units(s, r) == house and not B.enemy_ships_in(s, reg.port_sea, house):
            total += 1
    return total


@handler
class ClashOfKingsStep(Handler):
    """Bid for the three tracks in order; ties settled by the Iron Throne holder."""

    kind = "clash-of-kings"

    def run(self, g, f):
        s = g.s
        if f["track"] >= len(TRACKS):
            return finish(g, f)
        track = TRACKS[f["track"]]
        if f["step"] == "start":
            f["step"] = "bids"
            f["before"] = list(s.tracks[track])
            return push(g, bid(g.turn_order(), f"clash-of-kings:{track}", "bids"))
        if f["step"] == "bids":
            bids = f["bids"]
            levels = sorted(set(bids.values()), reverse=True)
            f["groups"] = [[h for h in g.turn_order() if bids[h] == v] for v in levels]
            f["settled"] = []
            f["ties"] = []
            f["step"] = "ties"
            return True
        if f["step"] == "ties":
            if "tie" in f:
                f["ties"][-1]["order"] = list(f["tie"])
                f["settled"].extend(f.pop("tie"))
            while f["groups"]:
                group = f["groups"].pop(0)
                if len(group) == 1:
                    f["settled"].extend(group)
                    continue
                f["ties"].append({"houses": list(group), "settled_by": g.holder("iron_throne")})
                return push(g, {"kind": "order-houses", "seat": g.holder("iron_throne"),
                                "houses": group, "prompt": f"clash-of-kings:{track}", "result_key": "tie"})
            s.tracks[track] = list(f["settled"])
            s.last_bidding = R.clash_report(track, f.get("before", f["settled"]), f["bids"], f["settled"],
                                            f.get("ties", []), s.round)
            g.emit("TrackChanged", track=track, order=list(f["settled"]), bidding=s.last_bidding)
            f["track"] += 1
            f["step"] = "start"
            return True
        raise AssertionError(f["step"])
