"""Views built from the per-state cache are exactly the straightforward construction.

`reference_view` below builds a seat's view the plain way: every public field and
every secret the seat may see copied from the state, nothing kept between calls.
The engine's views (built once per state, decoded per view) must encode to the same
bytes with the same types, for every seat and the spectator, at many states of
seeded games of both editions, in whatever order they are asked for; and a view
changed by its receiver must not change any later view.
"""
from __future__ import annotations

import json
from typing import Any

import pytest

from engine.game import Game
from engine.phases.combat import CombatStep, strength_breakdown
from engine.selfplay import play_game
from engine.state import deep

PUBLIC = ("round", "state_id", "players", "houses", "options", "tracks", "supply", "power", "tokens",
          "units", "garrisons", "neutral", "blocked", "hands", "discards", "wildling_threat",
          "blade_used", "banned", "round_rules", "winner", "winners", "finished", "last_battle",
          "last_bidding")
HIDDEN_STEPS = ("start", "support", "cards")


def reference_frame(f: dict[str, Any]) -> dict[str, Any]:
    out = deep({k: v for k, v in f.items() if k not in ("submitted", "bids", "cards", "tides")})
    if f["kind"] == "planning":
        out["submitted_houses"] = sorted(f.get("submitted", {}))
    elif f["kind"] == "bid":
        out["bids_placed"] = sorted(f.get("bids", {}))
    elif "bids" in f:
        out["revealed_bids"] = deep(f["bids"])
    if f["kind"] in ("combat", "neutral-combat"):
        if f["step"] in HIDDEN_STEPS:
            out["cards_chosen"] = sorted(f.get("cards", {}))
        elif "cards" in f:
            out["cards"] = dict(f["cards"])
        if "tides" in f and not f.get("tides_hidden"):
            out["tides"] = dict(f["tides"])
    elif "cards" in f:
        out["cards"] = deep(f["cards"])
    return out


def reference_combat(g: Game, f: dict[str, Any], seat: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "kind": f["kind"], "area": f["area"], "attacker": f["attacker"], "defender": f.get("defender"),
        "source": f["source"], "attacking_units": list(f.get("attackers", [])), "step": f["step"],
        "token": f.get("token"), "supports": dict(f.get("supports", {})),
        "support_pending": sorted(f.get("support_pending", {})),
    }
    cards = f.get("cards", {})
    revealed = f["step"] not in HIDDEN_STEPS
    if revealed:
        out["cards"] = dict(cards)
    else:
        out["cards_chosen"] = sorted(cards)
        if seat in cards:
            out["my_card"] = cards[seat]
    for key in ("winner", "loser", "blade"):
        if key in f and f[key] is not None:
            out[key] = deep(f[key])
    if "tides" in f and not f.get("tides_hidden"):
        out["tides"] = deep(f["tides"])
    if f["kind"] == "combat" and "strength" in f.get("resolved", {}):  # the numbers that decided it
        out["strength"], out["icons"] = deep(f["resolved"]["strength"]), deep(f["resolved"]["icons"])
    elif f["kind"] == "combat" and revealed:
        out["strength"] = {side: strength_breakdown(g, f, side) for side in ("attacker", "defender")}
        if not f.get("tides_hidden"):
            out["icons"] = {side: dict(zip(("swords", "fortifications", "skulls"),
                                           CombatStep._icons(None, g, f, h)))  # type: ignore[arg-type]
                            for side, h in (("attacker", f["attacker"]), ("defender", f["defender"]))}
    return out


def reference_view(g: Game, seat: str | None) -> dict[str, Any]:
    """A seat's view the straightforward way (the construction the engine had before its cache)."""
    s, rs = g.s, g.rs
    decisions = g.waiting_for()
    view: dict[str, Any] = {"seat": None, "ruleset": s.ruleset}
    for name in PUBLIC:
        view[name] = deep(getattr(s, name))
    view["units"] = {r: {"house": a["house"], "units": list(a["units"]), "routed": list(a["routed"])}
                     for r, a in s.units.items()}
    view["westeros_revealed"] = list(s.revealed)
    view["westeros_drawn"] = [{"deck": d, "card": c, "wildling_icon": bool(rs.westeros_cards[c]["wildling_icon"])}
                              for d, c in zip(("I", "II", "III"), s.revealed)]
    control = {}
    for r in rs.regions:
        h = _controller(g, r)
        if h is not None:
            control[r] = h
    view["control"] = control
    castles, barrels = dict.fromkeys(s.houses, 0), dict.fromkeys(s.houses, 0)
    for r, h in control.items():
        if h in castles and r not in s.blocked:
            castles[h] += 1 if rs.regions[r].castle else 0
            barrels[h] += rs.regions[r].barrels if rs.regions[r].kind == "land" else 0
    view["castles"], view["barrels"] = castles, barrels
    view["westeros_deck_sizes"] = {d: len(p) for d, p in s.westeros.items()}
    view["wildling_deck_size"] = len(s.wildling_deck)
    view["orders"] = ({r: {"house": o["house"], "token": o["token"]} for r, o in s.orders.items()}
                      if s.orders_revealed else {})
    view["phase"] = [f["kind"] for f in s.stack]
    view["step"] = s.stack[-1]["step"] if s.stack else None
    view["frames"] = [reference_frame(f) for f in s.stack]
    for f in s.stack:
        if f["kind"] == "planning" and f["step"] == "place":
            view["orders_submitted"] = sorted(f.get("submitted", {}))
            view["face_down_orders"] = {r: h for h, placed in f.get("submitted", {}).items() for r in placed}
        if f["kind"] == "wildling-attack":
            view["wildling_attack"] = {"strength": f["strength"], "houses": list(f.get("seats", []))}
            if "card" in f:
                view["wildling_attack"]["card"] = f["card"]
                view["wildling_attack"]["nights_watch_won"] = f["nw"]
    view["waiting_for"] = [{"seat": d.seat, "house": d.house, "kind": d.kind} for d in decisions]
    view["decisions"] = []
    view["seat"] = seat
    if seat is not None and seat in s.raven_peek and s.wildling_deck and s.wildling_deck[0] == s.raven_peek[seat]:
        view["wildling_top"] = s.raven_peek[seat]
    for f in s.stack:
        if f["kind"] == "planning" and f["step"] == "place" and seat in f.get("submitted", {}):
            view["my_orders"] = dict(f["submitted"][seat])
        if f["kind"] in ("combat", "neutral-combat"):
            view["combat"] = reference_combat(g, f, seat)
        if f["kind"] == "bid":
            view["bidding"] = {"purpose": f["purpose"], "houses": list(f["seats"]), "placed": sorted(f["bids"])}
            if seat in f["bids"]:
                view["bidding"]["my_bid"] = f["bids"][seat]
    view["decisions"] = [deep(d.to_wire()) for d in decisions if d.seat == seat]
    return view


def _controller(g: Game, region: str) -> str | None:
    a = g.s.units.get(region)
    if a:
        return a["house"]
    reg = g.rs.regions[region]
    if reg.kind == "port":
        return _controller(g, reg.port_land) if reg.port_land else None
    if reg.kind == "sea":
        return None
    if g.s.tokens.get(region):
        return g.s.tokens[region]
    return reg.home_of if reg.home_of and reg.home_of in g.s.houses else None


def shape(v: Any) -> Any:
    """The value with every container's exact type spelled out (a tuple is not a list here)."""
    if isinstance(v, dict):
        return [type(v).__name__, [[k, shape(x)] for k, x in v.items()]]
    if isinstance(v, (list, tuple)):
        return [type(v).__name__, [shape(x) for x in v]]
    return [type(v).__name__, v]


def same(view: dict[str, Any], ref: dict[str, Any]) -> bool:
    return (json.dumps(view) == json.dumps(ref)) and shape(view) == shape(ref)


def _scramble(v: Any) -> None:
    """Change everything a receiver could change in a view."""
    if isinstance(v, dict):
        for x in list(v.values()):
            _scramble(x)
        v["scrambled"] = True
        for k in [k for k in v if k != "scrambled"][:2]:
            del v[k]
    elif isinstance(v, list):
        for x in v:
            _scramble(x)
        v.append("scrambled")


def _check_state(g: Game, step: int) -> None:
    seats: list[str | None] = [*g.s.houses, None]
    refs = {seat: reference_view(g, seat) for seat in seats}
    # vary the order of asking: fan-out first, single views first, a spectator first
    if step % 3 == 0:
        views = g.views(seats)
        singles = {seat: g.view(seat) for seat in seats}
    elif step % 3 == 1:
        singles = {seat: g.view(seat) for seat in reversed(seats)}
        views = g.views(seats)
    else:
        views = g.views([None, *seats])
        singles = {seat: g.view(seat) for seat in seats}
    shared = {seat: g.shared_view(seat) for seat in seats}
    for seat in seats:
        assert same(singles[seat], refs[seat]), (seat, g.s.state_id)
        assert same(views[seat], refs[seat]), (seat, g.s.state_id)
        assert same(shared[seat], refs[seat]), (seat, g.s.state_id)
    if step % 5 == 0:  # a receiver changing its view (even a shared fan-out one) changes no later view
        for seat in seats:
            _scramble(singles[seat])
            _scramble(views[seat])
        for seat in seats:
            assert same(g.view(seat), refs[seat]), (seat, g.s.state_id)
        assert same(g.views(seats)[seats[0]], refs[seats[0]])


GAMES = [  # (ruleset, players, seed, tides of battle)
    ("second_edition", 6, 11, True),
    ("second_edition", 4, 12, False),
    ("first_edition", 5, 13, False),
    ("first_edition", 3, 14, False),
]


@pytest.mark.parametrize("ruleset,players,seed,tides", GAMES)
def test_cached_views_are_the_straightforward_views_at_every_state(ruleset, players, seed, tides):
    seen: dict[str, int] = {}
    shapes: set[tuple[tuple[str, str], ...]] = set()
    steps = [0]

    def check(game: Game, events: list[Any]) -> None:
        # every 6th state, and every state whose phase stack (kinds and steps) is new
        steps[0] += 1
        for f in game.s.stack:
            seen[f["kind"]] = seen.get(f["kind"], 0) + 1
        stack = tuple((f["kind"], str(f.get("step"))) for f in game.s.stack)
        if steps[0] % 6 == 0 or stack not in shapes:
            shapes.add(stack)
            _check_state(game, steps[0])

    options = {"tides_of_battle": True} if tides else None
    play_game(players, seed, options=options, on_step=check, ruleset=ruleset)
    # the games went through the phases that carry secrets in their frames
    assert {"planning", "combat"} <= set(seen), seen


def test_a_view_is_not_changed_by_an_earlier_view_being_changed():
    g = Game.new(players=6, seed=4)
    first = g.view("stark")
    first["units"]["winterfell"]["units"].append("knight")
    first["frames"][0]["step"] = "changed"
    first["decisions"][0]["options"].clear()
    first["control"].clear()
    second = g.view("stark")
    assert same(second, reference_view(g, "stark"))
    assert second["units"]["winterfell"]["units"] == ["footman", "knight"]
    assert second["decisions"][0]["options"]


def test_a_state_changed_by_a_command_is_seen_at_once():
    g = Game.new(players=6, seed=4)
    before = g.view(None)
    d = next(d for d in g.waiting_for() if d.seat == "stark")
    from engine.commands import PlaceOrders

    regions = d.options["regions"]
    tokens = ["march", "defense-plus-one-1", "support-1", "raid-1"][: len(regions)]
    g.act("stark", PlaceOrders(tuple(zip(regions, tokens))))
    after = g.view(None)
    assert after["state_id"] == before["state_id"] + 1
    assert after["orders_submitted"] == ["stark"]
    assert same(after, reference_view(g, None))
    assert same(g.view("stark"), reference_view(g, "stark"))


def test_every_field_of_a_view_is_copied_for_its_receiver():
    """A field the template gains must be given a copy (or be a plain scalar)."""
    from engine import views

    assert not set(views.COPIES) & views.SCALARS
    fields: set[str] = set()

    def collect(game: Game, events: list[Any]) -> None:
        fields.update(views._parts(game)["view"])

    play_game(6, 31, on_step=collect)
    play_game(5, 32, on_step=collect, ruleset="first_edition")
    assert {"orders_submitted", "wildling_attack", "frames"} <= fields
    assert fields <= set(views.COPIES) | views.SCALARS, fields - set(views.COPIES) - views.SCALARS


@pytest.mark.parametrize("level,ruleset,players,seed", [("easy", "second_edition", 4, 21),
                                                        ("easy", "first_edition", 3, 22),
                                                        ("random", "second_edition", 6, 23)])
def test_bots_leave_the_shared_views_they_are_given_as_they_were(level, ruleset, players, seed):
    """Self-play hands bots shared views (nested data shared with later views): a bot that
    changed one would change what every later view shows."""
    checked = [0]

    def check(game: Game, events: list[Any]) -> None:
        for d in game.waiting_for()[:2]:
            assert same(game.shared_view(d.seat), reference_view(game, d.seat)), (d.seat, game.s.state_id)
            checked[0] += 1

    play_game(players, seed, levels=[level] * players, on_step=check, ruleset=ruleset)
    assert checked[0] > 100


def test_a_shared_view_shares_unchanged_fields_with_the_next_state_and_never_the_state():
    g = Game.new(players=6, seed=4)
    before = g.shared_view("stark")
    d = next(d for d in g.waiting_for() if d.seat == "stark")
    from engine.commands import PlaceOrders

    regions = d.options["regions"]
    tokens = ["march", "defense-plus-one-1", "support-1", "raid-1"][: len(regions)]
    g.act("stark", PlaceOrders(tuple(zip(regions, tokens))))
    after = g.shared_view("stark")
    assert after["units"] is before["units"] and after["control"] is before["control"]
    assert after["units"] is not g.s.units and after["units"] == g.s.units
    assert after["frames"][0] is before["frames"][0]  # the round frame did not change
    g.s.units["winterfell"]["units"].append("knight")  # a test changing the state in place...
    g.state_changed()  # ...says so, and the next view shows it
    assert g.shared_view("stark")["units"]["winterfell"]["units"] == ["footman", "knight", "knight"]
    assert before["units"]["winterfell"]["units"] == ["footman", "knight"]


def test_fields_worked_out_for_each_state_stay_the_same_objects_while_they_are_equal():
    """A host encoding shared views finds an unchanged field by its being the same object."""
    from engine.commands import PlaceOrders

    g = Game.new(players=6, seed=4)
    before = g.shared_view(None)
    for house in ("stark", "lannister"):
        d = next(d for d in g.waiting_for() if d.seat == house)
        regions = d.options["regions"]
        tokens = ["march", "defense-plus-one-1", "support-1", "raid-1"][: len(regions)]
        g.act(house, PlaceOrders(tuple(zip(regions, tokens))))
        after = g.shared_view(None)
        for name in ("phase", "westeros_deck_sizes", "orders"):  # one more house's orders placed
            assert after[name] is before[name], name
        assert after["orders_submitted"] != before.get("orders_submitted")
        assert after["waiting_for"] != before["waiting_for"] and after["frames"] != before["frames"]
        before = after
    view = g.view(None)  # a copied view still shares nothing with the cache
    assert view["phase"] == before["phase"] and view["phase"] is not before["phase"]


def test_a_lazy_view_is_the_shared_view_built_when_first_read_and_never_after_the_game_moved_on():
    """Self-play hands bots lazy views: a random bot placing orders reads only the ruleset,
    so no view is built; anything else it reads is the seat's shared view of that state."""
    from engine import views
    from engine.commands import PlaceOrders

    g = Game.new(players=6, seed=4)
    lazy = views.LazyView(g, "stark")
    assert lazy["ruleset"] == "second_edition"
    units, supply, round_ = lazy["units"], lazy["supply"], lazy["round"]
    assert g._view_cache.state is None  # nothing built for the ruleset or a field of the state
    assert units == g.s.units and units is not g.s.units and round_ == 1
    assert same(dict(lazy), reference_view(g, "stark"))
    shared = g.shared_view("stark")
    assert units is shared["units"] and supply is shared["supply"] and "decisions" in lazy
    late = views.LazyView(g, "lannister")
    d = next(d for d in g.waiting_for() if d.seat == "stark")
    regions = d.options["regions"]
    g.act("stark", PlaceOrders(tuple(zip(regions, ["march", "defense-plus-one-1", "support-1"]))))
    assert lazy["round"] == 1  # built before the move: still readable
    with pytest.raises(RuntimeError):
        late["units"]  # never built for the state it was made for
