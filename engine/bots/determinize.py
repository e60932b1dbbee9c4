"""Build a plausible full game state from one seat's view (a "determinization").

A bot that searches must not read the real game's secrets. Instead it samples
them: everything public is copied from the view; what the seat cannot see is
drawn at random so that it stays consistent with the view:

- the Westeros decks: the right number of cards drawn from the deck's cards,
  leaving out the ones revealed this round;
- the wildling deck: shuffled, with the top card kept in place if this seat
  looked at it with the Messenger Raven;
- orders the other houses placed face down, their secret bids and their chosen
  house cards: left open in the copy, then chosen by the rollout policy (so they
  are sampled from how a sensible player would play, within the same options);
- the random number generator: a fresh seed;
- under fog of war, the areas the view does not show (`fill_fog`): the setup's armies of the
  other houses, garrisons and neutral forces there (never what is really there: the view does
  not hold it), no power token or order; the other houses' supply the setup's.

The phase stack (where in the round the game is) is copied from the view's
redacted `frames`; their secret fields are filled back in: this seat's own
orders, bid and house card from its view, the other houses' left open (see
above), Tides of Battle cards drawn face down sampled from the tides deck. So
any position can be rebuilt. A view without `frames` (an older host) is rebuilt
by hand only at the points the search used to handle (placing orders, raids,
marches, support, house cards); anything else raises `Unsupported`, and the bot
falls back to its rules of thumb.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields
from typing import Any

from ..game import Game
from ..phases.round import after_action
from ..ruleset import ruleset_of_view
from ..state import GameState, deep


class Unsupported(Exception):
    """The view is at a point whose phase stack this module does not rebuild."""


def _sample_westeros(rs, view: dict[str, Any], rng: random.Random) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    revealed = Counter(view.get("westeros_revealed", []))
    seen = view.get("westeros_next") or {}  # the next cards a variant lets this seat see
    for deck in rs.westeros_decks_in_play(view["players"]):
        cards = rs.westeros_decks[deck]
        pool = list(cards)
        top = list(seen.get(deck, ()))
        for c, n in (revealed + Counter(top)).items():
            for _ in range(n):
                if c in pool:
                    pool.remove(c)
        rng.shuffle(pool)
        pool = top + pool
        size = view.get("westeros_deck_sizes", {}).get(deck, len(pool))
        while len(pool) < size:  # never short: pad with the deck's cards
            pool.append(rng.choice(list(cards)))
        out[deck] = pool[:size]
    return out


def _sample_wildlings(rs, view: dict[str, Any], rng: random.Random) -> list[str]:
    pool = list(rs.wildling_cards)
    rng.shuffle(pool)
    size = view.get("wildling_deck_size", len(pool))
    top = view.get("wildling_top")
    if top:
        pool.remove(top)
        pool.insert(0, top)
    return pool[:size]


def _sample_iron_bank(rs, view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The Iron Bank as the view shows it, the deck's order (never shown) shuffled."""
    bank = view["iron_bank"]
    market = [s["loan"] for s in bank["slots"]]
    loans = {h: list(ls) for h, ls in bank["loans"].items()}
    seen = {m for m in market if m} | {c for ls in loans.values() for c in ls}
    deck = [c["id"] for c in rs.iron_bank["loans"] if c["id"] not in seen]
    rng.shuffle(deck)
    return {"deck": deck, "market": market, "loans": loans}


def _restore_frame(rs, view: dict[str, Any], f: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A frame of the view made runnable again: the redaction undone with this seat's
    own secrets, the other houses' secrets left open or sampled."""
    seat = view["seat"]
    f = deep(f)
    kind = f["kind"]
    if "revealed_bids" in f:
        f["bids"] = f.pop("revealed_bids")
    if f.get("hidden"):  # a question only its seat reads (the Spymaster's cards): from its decision
        mine = next((d["options"] for d in view.get("decisions", [])
                     if d["kind"] == "choose" and d["options"].get("prompt") == f.get("prompt")), None)
        if f.get("seat") != seat or mine is None:
            raise Unsupported("another seat's secret question")
        f["options"] = list(mine["options"])
        f["info"] = {k: v for k, v in mine.items() if k not in ("prompt", "options")}
    if kind == "planning":
        done = f.pop("submitted_houses", [])
        mine = view.get("my_orders")
        f["submitted"] = {seat: dict(mine)} if f["step"] == "place" and seat in done and mine is not None else {}
    elif kind == "bid":
        placed = f.pop("bids_placed", [])
        my_bid = view.get("bidding", {}).get("my_bid")
        f["bids"] = {seat: my_bid} if seat in placed and my_bid is not None else {}
    elif kind == "objective-choice":  # who picked is known, not what: sampled from their hands
        f["picks"] = {h: None for h in f.pop("picked_houses", [])}
    elif kind in ("combat", "neutral-combat"):
        if "cards_chosen" in f:
            chosen = f.pop("cards_chosen")
            my_card = view.get("combat", {}).get("my_card")
            f["cards"] = {seat: my_card} if seat in chosen and my_card else {}
        if f.get("tides_hidden"):
            f["tides"] = {h: rng.choice(rs.tides_deck) for h in f["houses"]}
    return f


def _sample_objectives(rs, view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Objective hands and deck: this seat's own hand from its view, the other hands (their
    sizes are public) and the deck drawn from the cards nobody has shown."""
    if not view.get("objective_hand_sizes"):
        return {}
    seat = view["seat"]
    mine = [c["id"] for c in view.get("my_objectives", [])]
    scored = {h: list(cs) for h, cs in view.get("objectives_scored", {}).items()}
    shown = set(mine) | {c for cs in scored.values() for c in cs}
    for f in view.get("frames", []):
        shown |= set(f.get("pool", []))
    pool = [c for c in rs.objective_cards if c not in shown]
    rng.shuffle(pool)
    hands = {}
    for h, n in view["objective_hand_sizes"].items():
        if h == seat:
            hands[h] = list(mine)
        else:
            hands[h], pool = pool[:n], pool[n:]
    return {"objectives": hands, "objective_deck": pool[:view.get("objective_deck_size", len(pool))],
            "objectives_scored": scored, "victory_points": dict(view.get("victory_points", {}))}


def _stack_from_frames(rs, view: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    if any(f.get("fogged") for f in view["frames"]):  # a step of another house out of sight
        raise Unsupported("a phase frame in the fog")
    return [_restore_frame(rs, view, f, rng) for f in view["frames"]]


def fill_fog(rs, view: dict[str, Any], data: dict[str, Any]) -> None:
    """The areas a fog-of-war view does not show, filled as the game's setup had them: another
    house's starting army where it still has the pieces for it, printed garrisons and neutral
    forces; the other houses' supply at its start. The sample plays without the fog (it is the
    bot's guess of the whole board), so its rollouts tell nothing to anyone."""
    seen = set(view["visible"])
    houses = list(view["houses"])
    own = {view["seat"], *(view.get("commanded") or {})}
    setup = rs.player_setup(view["players"])
    units = data["units"]
    pieces: dict[str, Counter] = {h: Counter() for h in houses}
    for army in units.values():
        pieces[army["house"]].update(army["units"] + army["routed"])
    for house in houses:
        if house in own:
            continue
        limits = rs.unit_limits_of(house)
        for region, start in (rs.raw["starting_units"].get(house) or {}).items():
            if region in seen or region in units or region in setup["blocked_regions"]:
                continue
            army = [u for u in start if pieces[house][u] < limits.get(u, 0)]
            if army:
                pieces[house].update(army)
                units[region] = {"house": house, "units": sorted(army), "routed": []}
    for region, strength in setup["home_garrisons"].items():
        if region not in seen:
            data["garrisons"].setdefault(region, strength)
    for region, strength in rs.neutral_forces_at_start(view["players"]).items():
        if region not in seen and region not in units:
            data["neutral"].setdefault(region, strength)
    data["supply"] = {h: data["supply"].get(h, rs.starting_supply[h]) for h in houses}
    variants = {k: v for k, v in (data["options"].get("variants") or {}).items() if k != "fog-of-war"}
    data["options"] = {k: v for k, v in data["options"].items() if k != "variants"}
    if variants:
        data["options"]["variants"] = variants


def _sample_hidden_hands(view: dict[str, Any], data: dict[str, Any], rng: random.Random) -> None:
    """Hands the view does not show (a blind draft: engine/variants/blind.py), each a full
    drafted hand, none discarded: the card it plays in the combat now, and cards nobody is
    seen holding."""
    from ..decks import library
    from ..variants.drafts import slots

    playing = (view.get("combat") or {}).get("cards") or {}
    seen = {c for pile in ("hands", "discards") for cs in data[pile].values() for c in cs} | set(playing.values())
    free = [c for c in sorted(library()) if c not in seen]
    rng.shuffle(free)
    cards = library()
    for house in view["hidden_hands"]:
        if house in data["hands"]:  # its own hand, in its view
            continue
        hand = [playing[house]] if playing.get(house) else []
        for strength, n in sorted(slots().items()):
            n -= sum(1 for c in hand if cards[c].strength == strength)
            picked = [c for c in free if cards[c].strength == strength][:max(n, 0)]
            hand += picked
            free = [c for c in free if c not in picked]
        data["hands"][house] = sorted(hand)
        data["discards"][house] = []


def determinize(view: dict[str, Any], rng: random.Random) -> GameState:
    """A full `GameState` consistent with `view` (hidden parts sampled with `rng`)."""
    if view.get("finished"):
        raise Unsupported("the game is over")
    rs = ruleset_of_view(view)
    seat = view["seat"]
    phase = view.get("phase", [])
    step = view.get("step")
    data: dict[str, Any] = {}
    names = {f.name for f in fields(GameState)}
    for key in ("round", "state_id", "players", "houses", "options", "tracks", "supply", "power", "tokens",
                "units", "garrisons", "neutral", "blocked", "hands", "discards", "wildling_threat",
                "blade_used", "banned", "round_rules", "winner", "winners", "finished",
                "loyalty", "loyalty_points", "removed_cards", "unit_steps_advanced", "vassals", "commanders",
                "area_changes", "tokens_held", "last_round"):
        if key in view and key in names:
            data[key] = deep(view[key])
    if view.get("hidden_hands"):
        _sample_hidden_hands(view, data, rng)
    if "visible" in view:  # fog of war: the areas out of sight filled as the setup had them
        fill_fog(rs, view, data)
    if "iron_bank" in view:
        data["iron_bank"] = _sample_iron_bank(rs, view, rng)
    data["ruleset"] = view["ruleset"]
    if view.get("ruleset_facts"):  # what the game's ruleset is made with (engine/variants)
        from ..variants import FACTS

        data["variant_state"] = {FACTS: deep(view["ruleset_facts"])}
    data["seed"] = 0
    data["rng"] = rng.getrandbits(64)
    data["westeros"] = _sample_westeros(rs, view, rng)
    data["revealed"] = list(view.get("westeros_revealed", []))
    data["wildling_deck"] = _sample_wildlings(rs, view, rng)
    data.update(_sample_objectives(rs, view, rng))
    if view.get("wildling_top") and seat:
        data["raven_peek"] = {seat: view["wildling_top"]}
    data["orders"] = {r: {"house": o["house"], "token": o["token"]} for r, o in view.get("orders", {}).items()}
    waiting = [w.get("house", w["seat"]) for w in view.get("waiting_for", [])]
    it = view["tracks"]["iron_throne"]

    if "frames" in view:
        data["orders_revealed"] = bool(view.get("orders"))
        data["stack"] = _stack_from_frames(rs, view, rng)
    elif phase == ["round", "planning"] and step == "place":
        mine = view.get("my_orders")
        submitted: dict[str, dict[str, str]] = {}
        if mine is not None:
            submitted[seat] = dict(mine)
        data["orders_revealed"] = False
        data["stack"] = [{"kind": "round", "step": "action"},
                         {"kind": "planning", "step": "place", "submitted": submitted}]
    elif phase == ["round", "action"] and step in ("raid", "march") and waiting:
        data["orders_revealed"] = True
        # houses before the one to act have had their turn in this cycle (as a player sees)
        data["stack"] = [{"kind": "round", "step": after_action(rs)},
                         {"kind": "action", "step": step, "acted": it[:it.index(waiting[0])],
                          "current": waiting[0]}]
    elif phase == ["round", "action", "march", "combat"] and view.get("combat", {}).get("step") in ("support", "cards"):
        c = view["combat"]
        att, dfn = c["attacker"], c["defender"]
        data["orders_revealed"] = True
        token = c.get("token") or "march"
        combat = {"kind": "combat", "area": c["area"], "attacker": att, "defender": dfn,
                  "source": c["source"], "attackers": list(c["attacking_units"]), "token": token,
                  "step": c["step"], "houses": [att, dfn], "supports": dict(c.get("supports", {})),
                  "cards": {}, "support_pending": {}}
        if c.get("my_card"):
            combat["cards"][seat] = c["my_card"]
        data["stack"] = [
            {"kind": "round", "step": after_action(rs)},
            {"kind": "action", "step": "march", "acted": it[:it.index(att)], "current": att, "resolved": att},
            {"kind": "march", "house": att, "source": c["source"], "moves": {c["area"]: list(c["attacking_units"])},
             "leave_token": False, "token": token, "step": "takeover", "takeovers": [c["area"]]},
            combat,
        ]
        pending = set(c.get("support_pending", []))
        if pending:
            from ..phases.combat import support_regions

            g0 = Game(GameState(**{k: v for k, v in data.items() if k in names}), rs)
            combat["support_pending"] = {h: rr for h, rr in support_regions(g0, c["area"]).items() if h in pending}
    else:
        raise Unsupported(f"no rebuild for phase {phase} step {step}")
    st = GameState(**{k: v for k, v in data.items() if k in names})
    for f in st.stack:  # a house that has picked objectives picked some of its (sampled) hand
        if f["kind"] == "objective-choice":
            for h, got in f["picks"].items():
                if got is None:
                    hand = list(st.objectives.get(h, []))
                    f["picks"][h] = [] if f["purpose"] == "score" else rng.sample(hand, min(f["count"], len(hand)))
    return st


def game_from_view(view: dict[str, Any], rng: random.Random) -> Game:
    """A `Game` at a determinized copy of the view's position, awaiting the view's seat."""
    st = determinize(view, rng)
    g = Game(st, ruleset_of_view(view))
    if not any(d.house == view["seat"] for d in g.waiting_for()):
        raise Unsupported("the rebuilt position does not await this seat")
    return g
