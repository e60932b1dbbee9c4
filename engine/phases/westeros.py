"""Westeros phase: draw one card from each deck in play (I-III, and IV in Mother of Dragons),
raise the wildling threat, resolve each card in deck order."""
from __future__ import annotations

from typing import Any

from .. import areas as A
from .. import board as B
from .. import reports as R
from .. import rng
from ..flow import Handler, finish, handler, push
from .common import bid, choose, handing_houses, muster, pinned_places, reconcile_frame, with_pinned_places

DECKS = ("I", "II", "III")  # the base editions' decks; a game's own are `decks_in_play(g)`


def decks_in_play(g) -> tuple[str, ...]:
    """The deck of each card this round's Westeros phase draws (round 1's own phase, when the
    ruleset has one, draws what `rules.first_round_westeros` lists)."""
    return g.rs.westeros_draw(g.s.players, g.s.round)


def keep_off_top(rs, s) -> None:
    """Set up round 1's own Westeros phase: shuffle each deck it draws from again until none
    of the cards it never draws (`not_drawn`: Fire Made Flesh) is among those it will draw."""
    first = rs.first_round_westeros
    never = set(first.get("not_drawn", ()))
    for deck in dict.fromkeys(first["draw"]):
        n = list(first["draw"]).count(deck)
        if sum(1 for c in s.westeros[deck] if c not in never) < n:
            raise ValueError(f"deck {deck} cannot give {n} cards but {sorted(never)}")
        while any(c in never for c in s.westeros[deck][:n]):
            s.rng, s.westeros[deck] = rng.shuffled(s.rng, s.westeros[deck])


def deck_cards(g, deck: str) -> tuple[str, ...]:
    """Every card of a Westeros deck in this game: the ruleset's, and those a played variant
    adds (fog of war's Dense Fog in deck III), as a reshuffle puts them back."""
    cards = g.rs.westeros_decks[deck]
    if "variants" in g.s.options:
        from ..variants import transform

        cards = transform(g, "westeros_deck", cards, deck)
    return cards


def wildling_icons(rs, card: str) -> int:
    """How many wildling icons a Westeros card shows (a card's `wildling_icon` is true or false;
    a variant's card may show more than one: Dense Fog's 2)."""
    return int(rs.westeros_cards[card]["wildling_icon"])


TRACKS = ("iron_throne", "fiefdoms", "kings_court")
# effects other modules add (objectives.py): name -> fn(g, frame, what) run like a handler's
# `run` (True: progressed); a multi-step effect sets the frame's step to "effect:<name>" and
# is called again (what=None) until it finishes the frame
EFFECTS: dict[str, Any] = {}
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
            decks = decks_in_play(g)
            for deck in decks:
                if not s.westeros[deck]:  # only the last deck ever runs out (deck IV, endless)
                    decks = decks[:decks.index(deck)]  # its cards are not resolved again
                    break
                cards.append(s.westeros[deck].pop(0))
            s.revealed = list(cards)
            icons = sum(wildling_icons(g.rs, c) for c in cards)
            if f.get("wildling_icons") is False:  # round 1's own phase moves no threat
                icons = 0
            before = s.wildling_threat
            s.wildling_threat = min(g.rs.wildling_max, before + icons * g.rs.wildling_step)
            g.emit("WesterosCardsRevealed", cards=cards, threat=s.wildling_threat, threat_before=before,
                   decks=list(decks), wildling_icons=[bool(g.rs.westeros_cards[c]["wildling_icon"]) for c in cards])
            f["cards"] = cards
            f["idx"] = 0
            f["step"] = "resolve"
            if s.wildling_threat >= g.rs.wildling_max and g.rs.rules["wildling_attack_at_max"]:
                return push(g, {"kind": "wildling-attack", "strength": s.wildling_threat})
            return True
        if f["step"] == "resolve":
            decks = decks_in_play(g)
            if f["idx"] >= len(f["cards"]):
                return finish(g, f)
            i = f["idx"]
            f["idx"] += 1
            return push(g, {"kind": "westeros-card", "card": f["cards"][i], "deck": decks[i]})
        raise AssertionError(f["step"])


@handler
class WesterosCardStep(Handler):
    kind = "westeros-card"

    def run(self, g, f):
        s = g.s
        step = f["step"]
        if step.startswith("effect:"):
            return EFFECTS[step[len("effect:"):]](g, f, None)
        if step == "start":
            card = f["card"]
            what = g.rs.card_effect(card)
            effect = what["effect"]
            if effect == "reshuffle":
                deck = f["deck"]
                s.rng, pile = rng.shuffled(s.rng, list(deck_cards(g, deck)))
                if "variants" in s.options:  # a variant may keep cards in place (the look ahead)
                    from ..variants import transform

                    pile = transform(g, "westeros_reshuffled", pile, deck)
                s.westeros[deck] = pile
                new = s.westeros[deck].pop(0)
                s.revealed[decks_in_play(g).index(deck)] = new
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
                control = B.control_map(g.rs, s)  # the same for every house's count
                for h in s.houses:
                    s.supply[h] = min(len(g.rs.supply_table) - 1, B.barrels(g.rs, s, h, control))
                g.emit("SupplyAdjusted", supply=dict(s.supply))
                f["queue"] = g.turn_order()
                f["step"] = "reconcile"
                return True
            if effect == "mustering":
                f["queue"] = g.turn_order()
                f["step"] = "muster"
                if what.get("castles"):  # only these kinds muster (Rally the Men: castles)
                    f["castle_kinds"] = list(what["castles"])
                return True
            if effect == "supply-down":
                for h in s.houses:
                    s.supply[h] = max(0, s.supply[h] - int(what.get("by", 1)))
                g.emit("SupplyAdjusted", supply=dict(s.supply), card=card)
                f["queue"] = g.turn_order()
                f["step"] = "reconcile"
                return True
            if effect == "wildling-reset":
                before = s.wildling_threat
                s.wildling_threat = 0
                g.emit("WildlingThreatChanged", threat=0, threat_before=before, why=card)
                return finish(g, f)
            if effect in EFFECTS:
                return EFFECTS[effect](g, f, what)
            if effect == "power-from-crowns":
                control = B.control_map(g.rs, s)  # gaining power changes no control
                for h in g.turn_order():
                    got = B.gain_power(g.rs, s, h, power_income(g, h, control))
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
            if effect == "loyalty":
                return loyalty_card(g, f, what)
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
                if "castle_kinds" in f:
                    castles = [c for c in castles if g.rs.regions[c].castle in f["castle_kinds"]]
                if castles:
                    return push(g, muster(h, castles))
            return finish(g, f)
        if step == "loyalty-extra":
            choice = f.pop("choice")
            if choice != "none":
                house = f["loyalty_house"]
                s.power[house] -= f["cost"]
                g.emit("PowerLost", house=house, amount=f["cost"], why=f["card"])
                place_loyalty(g, [choice], f["card"])
            return _loyalty_done(g, f)
        if step == "loyalty-effect":
            return loyalty_effect(g, f)
        if step == "done":
            return finish(g, f)
        raise AssertionError(step)


def power_income(g, house: str, control: dict[str, str] | None = None) -> int:
    """Game of Thrones: crowns in controlled land, plus own ships in ports on calm seas
    (`control`: the state's control map, when the caller has it)."""
    rs, s = g.rs, g.s
    total = 0
    for r in B.controlled_regions(rs, s, house, control):
        reg = rs.regions[r]
        if reg.kind == "land":
            total += A.crowns(rs, s, r)
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
            if s.tokens_held:  # a dominance token taken by a card comes back to its track's first
                s.tokens_held = {}
                g.emit("DominanceTokensBack")
            return finish(g, f)
        track = TRACKS[f["track"]]
        if f["step"] == "start":
            f["step"] = "bids"
            f["before"] = list(s.tracks[track])
            return push(g, bid(g.turn_order(), f"clash-of-kings:{track}", "bids"))
        if f["step"] == "bids":
            if "handed" not in f:  # a house whose bid is handed out: to the others, token by token
                f["handed"] = {h: f["bids"][h] for h in handing_houses(g) if f["bids"].get(h)}
                f["given"] = {}
            if "gift" in f:
                to = f.pop("gift")
                giver = next(h for h, n in f["handed"].items() if n > 0)
                f["handed"][giver] -= 1
                f["bids"][to] += 1
                f["given"].setdefault(giver, {}).setdefault(to, 0)
                f["given"][giver][to] += 1
                g.emit("BidTokenHandedOut", house=giver, to=to, track=track)
            giver = next((h for h, n in f["handed"].items() if n > 0), None)
            if giver is not None:
                others = [h for h in g.turn_order() if h not in handing_houses(g)]
                return push(g, choose(giver, f"hand-out-bid:{track}", others, "gift",
                                      left=f["handed"][giver]))
            for h in handing_houses(g):
                if h in f["bids"]:
                    f["bids"][h] = 0  # it ranks by its pinned place, not by its bid
            bids = f["bids"]
            ranked = [h for h in g.turn_order() if h not in pinned_places(g)]
            levels = sorted({bids[h] for h in ranked}, reverse=True)
            f["groups"] = [[h for h in ranked if bids[h] == v] for v in levels]
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
            s.tracks[track] = with_pinned_places(g, list(f["settled"]))
            f["settled"] = list(s.tracks[track])
            s.last_bidding = R.clash_report(track, f.get("before", f["settled"]), f["bids"], f["settled"],
                                            f.get("ties", []), s.round)
            g.emit("TrackChanged", track=track, order=list(f["settled"]), bidding=s.last_bidding)
            f["track"] += 1
            f["step"] = "start"
            return True
        raise AssertionError(f["step"])


# ----- loyalty (Mother of Dragons' deck IV; the house is `rules.loyalty.house`) ----------

def loyalty_house(g) -> str | None:
    house = (g.rs.rules.get("loyalty") or {}).get("house")
    return house if house in g.s.houses else None


def loyalty_left(g) -> int:
    """Loyalty tokens not yet placed: the supply less those on the board and those gained."""
    s = g.s
    supply = int((g.rs.rules.get("loyalty") or {}).get("supply", 0))
    return max(0, supply - sum(s.loyalty.values()) - sum(s.loyalty_points.values()))


def place_loyalty(g, areas: list[str], card: str) -> None:
    """One loyalty token on each area in turn, while the supply lasts (blocked areas skipped)."""
    s = g.s
    for region in areas:
        if loyalty_left(g) <= 0:
            g.emit("LoyaltySupplyEmpty", card=card)
            return
        if region in s.blocked:
            continue
        s.loyalty[region] = s.loyalty.get(region, 0) + 1
        g.emit("LoyaltyPlaced", region=region, card=card)


def loyalty_card(g, f, what) -> bool:
    """A deck IV card: its fixed tokens, then the loyalty house's paid option."""
    house = loyalty_house(g)
    if house is None:
        return finish(g, f)
    place_loyalty(g, list(what.get("areas", [])), f["card"])
    f["loyalty_house"] = house
    extra = [r for r in what.get("choice_areas", []) if r not in g.s.blocked]
    cost = int(what.get("choice_cost", 0))
    if extra and g.s.power[house] >= cost and loyalty_left(g) > 0:
        f["step"] = "loyalty-extra"
        f["cost"] = cost
        return push(g, choose(house, f["card"], ["none", *extra], "choice", cost=cost))
    if what.get("option"):
        f["step"] = "loyalty-effect"
        return True
    return _loyalty_done(g, f)


def loyalty_effect(g, f) -> bool:
    """A deck IV card's own option, run by its ability (engine/abilities/<ruleset>.py)."""
    from ..abilities import registry_for

    effect = registry_for(g.rs).westeros.get(f["card"])
    if effect is None or effect(g, f):
        return _loyalty_done(g, f)
    return True  # the effect pushed a question; it runs again with the answer


def _loyalty_done(g, f) -> bool:
    # tokens in an area the loyalty house holds are gained at once: `LoyaltyPlaced` is an event
    # the victory rule watches, so it settles (gain, then the check) before the next step
    return finish(g, f)

