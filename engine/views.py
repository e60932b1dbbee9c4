"""PlayerView: the state as one seat (or a spectator, seat None) may see it.

Built additively: every field is copied in because the seat may see it. A
new secret added to GameState stays hidden until someone writes it here.

What a state shows every seat is put together once per state and kept on the game
(`_parts`: control, counts, decisions, combat strengths computed once), from
snapshots of the state's fields that the `ViewCache` keeps across states while
they are unchanged. Each `build_view` is a fresh copy of it plus what its seat
alone may see, so nobody changing a view can change the game or another view;
`build_shared_view` shares the template's data instead, for receivers that only read.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from . import areas as A
from . import board as B
from .state import deep_fast

if TYPE_CHECKING:
    from .game import Game

# The state's fields every seat sees as they are (`COPIES` says how each is copied).
PUBLIC_FIELDS: tuple[str, ...] = (
    "round", "state_id", "players", "houses", "options", "tracks", "supply", "power", "tokens", "units",
    "garrisons", "neutral", "blocked", "hands", "discards", "wildling_threat", "blade_used", "banned",
    "round_rules", "winner", "winners", "finished", "last_battle", "last_bidding",
)


def _combat_view(g: "Game", f: dict[str, Any], seat: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "kind": f["kind"], "area": f["area"], "attacker": f["attacker"], "defender": f.get("defender"),
        "source": f["source"], "attacking_units": list(f.get("attackers", [])), "step": f["step"],
        "token": f.get("token"),  # the attacker's march order, face up since the reveal
        "supports": dict(f.get("supports", {})),
        "support_pending": sorted(f.get("support_pending", {})),
    }
    cards = f.get("cards", {})
    revealed = f["step"] not in ("start", "support", "cards")
    if revealed:
        out["cards"] = dict(cards)
    else:
        out["cards_chosen"] = sorted(cards)
        if seat in cards:
            out["my_card"] = cards[seat]
    for key in ("winner", "loser", "blade"):
        if key in f and f[key] is not None:
            out[key] = f[key]
    if "tides" in f and not f.get("tides_hidden"):
        out["tides"] = f["tides"]
    resolved = f.get("resolved")
    if f["kind"] == "combat" and resolved and "strength" in resolved:
        # resolved: the numbers that decided it (its units may have died or retreated since)
        out["strength"] = resolved["strength"]
        out["icons"] = resolved["icons"]
    elif f["kind"] == "combat" and revealed:
        from .phases.combat import CombatStep, strength_breakdown

        out["strength"] = {side: strength_breakdown(g, f, side) for side in ("attacker", "defender")}
        if not f.get("tides_hidden"):
            out["icons"] = {side: dict(zip(("swords", "fortifications", "skulls"),
                                           CombatStep._icons(None, g, f, h)))  # type: ignore[arg-type]
                            for side, h in (("attacker", f["attacker"]), ("defender", f["defender"]))}
    return out


HIDDEN_CARD_STEPS = ("start", "support", "cards")  # house cards stay face down until after these
FRAME_SECRETS = ("submitted", "bids", "cards", "tides", "vassal_draw", "picks")  # keys a redacted frame never copies


def redacted_frame(f: dict[str, Any]) -> dict[str, Any]:
    """One phase frame without what nobody but its owner may know (sharing the frame's
    values: `_publish` copies it).

    Secrets kept in frames: orders placed face down (planning "submitted"), bids
    not yet revealed, house cards chosen before the reveal and Tides of Battle
    cards drawn face down. Each becomes the list of houses that are done (or is
    dropped); a seat's own secret is in its seat view ("my_orders", "my_card", ...)."""
    out = {k: v for k, v in f.items() if k not in FRAME_SECRETS}
    if f.get("hidden"):  # a question only its seat may read (the Spymaster's cards): in its decision
        out.pop("options", None)
        out.pop("info", None)
    kind = f["kind"]
    if kind == "planning":
        out["submitted_houses"] = sorted(f.get("submitted", {}))
    elif kind == "bid":
        out["bids_placed"] = sorted(f.get("bids", {}))
    elif kind == "objective-choice":  # objectives picked secretly: only who has picked
        out["picked_houses"] = sorted(f.get("picks", {}))
    elif "bids" in f:  # a finished bid, revealed (wildling attack, clash of kings...)
        out["revealed_bids"] = f["bids"]
    if kind in ("combat", "neutral-combat"):
        if f["step"] in HIDDEN_CARD_STEPS:
            out["cards_chosen"] = sorted(f.get("cards", {}))
        elif "cards" in f:
            out["cards"] = f["cards"]
        if "tides" in f and not f.get("tides_hidden"):
            out["tides"] = f["tides"]
    elif "cards" in f:  # the Westeros cards drawn this phase: revealed when drawn
        out["cards"] = f["cards"]
    return out


class ViewCache:
    """What a game's views are built from, kept on the game (`Game._view_cache`).

    Per state (keyed by the state object and its `state_id`): `parts`, the template every
    view of the state starts from. Across states: a private snapshot of each public field
    (`snaps`) and what is worked
    out from a few of them (control, castles and barrels from units, tokens and blocked
    areas; the Westeros cards drawn). A snapshot is taken again only when its field changed,
    so most commands (an order placed, a bid, a card chosen) copy only the phase frames.
    Snapshots are never changed once taken: views share them (read-only) or copy them."""

    __slots__ = ("state", "state_id", "parts", "snaps", "derived", "frames", "frame_list", "fresh")

    def __init__(self) -> None:
        self.state: Any = None
        self.state_id = -1
        self.parts: dict[str, Any] = {}
        self.snaps: dict[str, Any] = {}
        self.derived: dict[str, tuple[tuple[Any, ...], Any]] = {}
        self.frames: list[tuple[dict[str, Any], dict[str, Any]]] = []  # (private copy, redacted)
        self.frame_list: list[dict[str, Any]] = []  # the redacted frames as the last template had them
        self.fresh: dict[str, Any] = {}  # fields worked out for each state, as last kept (`kept`)

    def forget_state(self) -> None:
        """The current state's template is stale (the snapshots stay: they check themselves)."""
        self.state = None
        self.parts = {}

    def snapshot(self, name: str, value: Any) -> Any:
        """A private copy of `value`, the state's field `name`, reused while the field equals
        it (compared in C, with a map's key order too: a view keeps the state's order)."""
        snap = self.snaps.get(name, _MISSING)
        if snap is _MISSING or value != snap or (type(value) is dict and list(value) != list(snap)):
            snap = self.snaps[name] = None if value is None else COPIES[name](value)
        return snap

    def redacted_frames(self, stack: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Every frame of `stack` redacted, each reused while its frame is unchanged (outer
        frames change rarely; a changed one is copied once and redacted from the copy)."""
        old, new = self.frames, []
        for i, f in enumerate(stack):
            if i < len(old):
                kept = old[i]
                raw = kept[0]
                if raw == f and list(raw) == list(f):
                    new.append(kept)
                    continue
            raw = deep_fast(f)
            new.append((raw, redacted_frame(raw)))
        self.frames = new
        before = self.frame_list
        if len(before) == len(new) and all(red is was for (_, red), was in zip(new, before)):
            return before  # every frame as it was: the very list of the last template
        out = self.frame_list = [red for _, red in new]
        return out

    def kept(self, name: str, value: Any) -> Any:
        """`value`, a field of the template worked out afresh for each state, or the equal one
        the last template had (compared in C, with a map's key order too), so a field unchanged
        from one state to the next is the same object, as a snapshot is. Only for fields of
        strings, ints and lists or maps of them (where equal means the same on the wire)."""
        old = self.fresh.get(name, _MISSING)
        if old is not _MISSING and old == value and (type(value) is not dict or list(old) == list(value)):
            return old
        self.fresh[name] = value
        return value

    def worked_out(self, name: str, sources: tuple[Any, ...], work: Any) -> Any:
        """`work()`, reused while every snapshot in `sources` is the same object."""
        got = self.derived.get(name)
        if got is not None and len(got[0]) == len(sources) and all(a is b for a, b in zip(got[0], sources)):
            return got[1]
        value = work()
        self.derived[name] = (sources, value)
        return value


_MISSING = object()
_PUBLIC_SET = frozenset(PUBLIC_FIELDS)


def _control_parts(g: "Game") -> tuple[dict[str, str], dict[str, int], dict[str, int]]:
    """Control of every area, and the castles and barrels each house holds. The view cache
    reuses them while the units, tokens, blocked areas and houses are the same snapshots
    (`_template`): anything else they come to depend on (areas whose values change during
    a game) must join those sources."""
    s, rs = g.s, g.rs
    control = B.control_map(rs, s)
    castles = dict.fromkeys(s.houses, 0)
    barrels = dict.fromkeys(s.houses, 0)
    castle_areas, barrel_areas, blocked = A.castle_area_set(rs, s), A.land_barrels(rs, s), s.blocked
    for r, h in control.items():  # as board.castle_count and board.barrels count them
        if h not in castles or (blocked and r in blocked):
            continue
        if r in castle_areas:
            castles[h] += 1
        n = barrel_areas.get(r)
        if n:
            barrels[h] += n
    return control, castles, barrels


def _template(g: "Game", cache: ViewCache) -> dict[str, Any]:
    """What every seat and spectator may see of the current state, built from the cache's
    snapshots of the state's fields (shared, never changed) and facts computed from them:
    control, castles, barrels, every seat's decisions and each combat frame's public part.
    Everything in it is the cache's own: nothing refers to the state."""
    s, rs = g.s, g.rs
    decisions = g.waiting_for()
    view: dict[str, Any] = {"seat": None, "ruleset": s.ruleset}
    fields = vars(s)
    snaps = cache.snaps
    for name in PUBLIC_FIELDS:  # cache.snapshot, inlined: it runs for every field of every state
        value = fields[name]
        if name in SCALARS:
            view[name] = value
            continue
        snap = snaps.get(name, _MISSING)
        if snap is _MISSING or value != snap or (type(value) is dict and list(value) != list(snap)):
            snap = snaps[name] = None if value is None else COPIES[name](value)
        view[name] = snap
    snapshot = cache.snapshot
    revealed = view["westeros_revealed"] = snapshot("westeros_revealed", s.revealed)
    view["westeros_drawn"] = cache.worked_out("westeros_drawn", (revealed,), lambda: [
        {"deck": deck, "card": c, "wildling_icon": bool(rs.westeros_cards[c]["wildling_icon"]),
         **({"wildling_icons": n} if (n := int(rs.westeros_cards[c]["wildling_icon"])) > 1 else {})}
        for deck, c in zip(rs.westeros_draw(s.players, s.round), revealed)])
    # who holds what, so no client recomputes the control rules
    sources = (view["units"], view["tokens"], view["blocked"], view["houses"],
               snapshot("area_changes", s.area_changes))
    view["control"], view["castles"], view["barrels"] = cache.worked_out("control", sources,
                                                                         lambda: _control_parts(g))
    if rs.rules.get("victory"):  # a ruleset with its own victory measures (Mother of Dragons)
        _expansion_parts(g, view)
    kept = cache.kept
    if s.vassals:  # who plays for whom: public (docs/ARCHITECTURE.md, "A house's commander")
        view["vassals"] = kept("vassals", list(s.vassals))
        view["commanders"] = kept("commanders", dict(s.commanders))
    if s.iron_bank or s.area_changes:
        _iron_bank_parts(g, view)
    if s.tokens_held:  # a dominance token a card took away from its track's first place
        view["tokens_held"] = dict(s.tokens_held)
    if s.last_round:  # the table decided this round is the last (engine/table.py)
        view["last_round"] = s.last_round
    view["westeros_deck_sizes"] = kept("westeros_deck_sizes", {d: len(p) for d, p in s.westeros.items()})
    view["wildling_deck_size"] = len(s.wildling_deck)
    # orders: all once revealed; before that only face-down markers (and, per seat, one's own)
    view["orders"] = kept("orders", {r: {"house": o["house"], "token": o["token"]} for r, o in s.orders.items()}
                          if s.orders_revealed else {})
    stack = s.stack
    view["phase"] = kept("phase", [f["kind"] for f in stack])
    view["step"] = stack[-1]["step"] if stack else None
    view["frames"] = cache.redacted_frames(stack)
    combats: dict[int, dict[str, Any]] = {}
    for i, f in enumerate(stack):
        kind = f["kind"]
        if kind == "planning" and f["step"] == "place":
            view["orders_submitted"] = kept("orders_submitted", sorted(f.get("submitted", {})))
            view["face_down_orders"] = kept("face_down_orders", {
                r: h for h, placed in f.get("submitted", {}).items() for r in placed})
        elif kind == "wildling-attack":
            view["wildling_attack"] = {"strength": f["strength"], "houses": list(f.get("seats", []))}
            if "card" in f:
                view["wildling_attack"]["card"] = f["card"]
                view["wildling_attack"]["nights_watch_won"] = f["nw"]
        elif kind in ("combat", "neutral-combat"):
            combats[i] = deep_fast(_combat_view(g, f, None))
    view["waiting_for"] = kept("waiting_for", [{"seat": d.seat, "house": d.house, "kind": d.kind} for d in decisions])
    view["decisions"] = []
    parts = {"view": view, "combats": combats, "decisions": decisions, "by_seat": {}}
    if "variants" in s.options:  # what the played variants keep from every seat (engine/variants)
        from .variants import public_view

        public_view(g, view, parts)  # (parts["unfiltered"]: what a variant's `seat_view` starts from)
    # each seat's decisions are copied when a view of that seat is first asked for (`_my_decisions`)
    return parts


def _my_decisions(parts: dict[str, Any], seat: str | None) -> list[dict[str, Any]]:
    """The wire form of `seat`'s decisions, copied once per state (their options may be the
    game's own data) and kept in the template."""
    mine = parts["by_seat"].get(seat)
    if mine is None:
        mine = parts["by_seat"][seat] = [deep_fast(d.to_wire()) for d in parts["decisions"] if d.seat == seat]
    return mine


def _expansion_parts(g: "Game", view: dict[str, Any]) -> None:
    """Public facts only expansions have: each house's victory score by its own measure,
    loyalty tokens on the board and gained, cards removed from the game, unit strengths that
    change with the rounds."""
    from . import units, victory

    s, rs = g.s, g.rs
    view["victory_scores"] = victory.scores(g)
    view["loyalty"] = dict(s.loyalty)
    view["loyalty_points"] = dict(s.loyalty_points)
    view["removed_cards"] = {h: list(cs) for h, cs in s.removed_cards.items()}
    view["unit_strengths"] = units.strength_table(rs, s)
    view["unit_steps_advanced"] = dict(s.unit_steps_advanced)
    view["unit_steps_taken"] = {u: list(r) for u, r in s.unit_steps_taken.items()}
    if rs.objective_rules:  # victory points and objectives: scored cards, hand sizes, specials
        from . import objectives

        view.update(objectives.public_parts(g))


def _iron_bank_parts(g: "Game", view: dict[str, Any]) -> None:
    """The Iron Bank, all public but the deck's order (docs/PROTOCOL.md, "The Iron Bank"): the
    face-up loans with their slot costs, the deck's size, each house's loans and the interest
    it owes each round, Braavos' holder and what each slot costs each house now; and the areas
    whose values changed in play."""
    from . import areas as A
    from .phases import iron_bank as IB

    s, rs = g.s, g.rs
    view["area_changes"] = {r: dict(c) for r, c in s.area_changes.items()}
    view["area_values"] = {r: A.values(rs, s, r) for r in s.area_changes}
    bank = s.iron_bank
    if not bank:
        return
    costs = rs.iron_bank["slot_costs"]
    players = [h for h in s.houses if h not in s.vassals]
    view["iron_bank"] = {
        "slots": [{"slot": i + 1, "cost": int(costs[i]), "loan": loan} for i, loan in enumerate(bank["market"])],
        "deck_size": len(bank["deck"]),
        "loans": {h: list(bank["loans"].get(h, [])) for h in players},
        "interest": {h: IB.interest_owed(g, h) for h in players},
        "discount_holder": IB.discount_holder(g),
        "prices": {h: IB.prices(g, h) for h in players},
        "interest_from_round": int(rs.iron_bank["interest_from_round"]),
    }


def _lists(d: dict[str, list[Any]]) -> dict[str, list[Any]]:
    return {k: list(v) for k, v in d.items()}


def _armies(d: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {r: {"house": a["house"], "units": list(a["units"]), "routed": list(a["routed"])}
            for r, a in d.items()}


def _dicts(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [dict(d) for d in items]


def _orders(orders: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {r: dict(o) for r, o in orders.items()}


# How each field of the template that can change is copied into a view: shape-aware copies
# are several times faster than a generic one (they share the strings), and views are built
# for every seat after every command. Every other field is a str, int, bool or None.
COPIES: dict[str, Any] = {
    "houses": list, "options": dict, "tracks": _lists, "supply": dict, "power": dict, "tokens": dict,
    "units": _armies, "garrisons": dict, "neutral": dict, "blocked": list, "hands": _lists,
    "discards": _lists, "banned": list, "round_rules": list, "winners": list,
    "last_battle": deep_fast, "last_bidding": deep_fast,
    "westeros_revealed": list, "westeros_drawn": _dicts, "control": dict, "castles": dict,
    "barrels": dict, "westeros_deck_sizes": dict, "orders": _orders, "phase": list, "frames": deep_fast,
    "orders_submitted": list, "face_down_orders": dict, "wildling_attack": deep_fast,
    "waiting_for": _dicts, "decisions": list,
    "victory_scores": dict, "loyalty": dict, "loyalty_points": dict, "removed_cards": _lists,
    "unit_strengths": dict, "unit_steps_advanced": dict, "unit_steps_taken": _lists, "vassals": list, "commanders": dict,
    "victory_points": dict, "objectives_scored": _lists, "objective_hand_sizes": dict,
    "special_objectives": deep_fast,
    "area_changes": deep_fast, "area_values": deep_fast, "iron_bank": deep_fast,
    "hidden_hands": list, "evolution": deep_fast, "tokens_held": dict, "visible": list,
}
SCALARS = frozenset({"seat", "ruleset", "round", "state_id", "last_round", "players", "wildling_threat", "blade_used",
                     "winner", "finished", "wildling_deck_size", "step", "victory_points_to_win",
                     "objective_deck_size", "dense_fog"})
_COPY_ITEMS = tuple(COPIES.items())


def _copy_public(template: dict[str, Any]) -> dict[str, Any]:
    """A view's public part: the template copied, sharing nothing that can change with it
    (the fields the template has are `COPIES` and `SCALARS`, a test checks it)."""
    out = dict(template)
    for k, copy in _COPY_ITEMS:
        if k in out:
            out[k] = copy(out[k])
    return out


def _parts(g: "Game") -> dict[str, Any]:
    """The template of the current state, built once and kept on the game until its state
    changes (`Game.act` drops it; a state replaced or at another id is not the one kept)."""
    s = g.s
    cache = g._view_cache
    if cache.state is s and cache.state_id == s.state_id:
        return cache.parts
    parts = _template(g, cache)
    cache.state, cache.state_id, cache.parts = s, s.state_id, parts
    return parts


def public_view(g: "Game") -> dict[str, Any]:
    """What every seat and spectator may see, as one fresh structure."""
    return _copy_public(_parts(g)["view"])


def _with_my_card(combat: dict[str, Any], card: str) -> dict[str, Any]:
    """A combat's public part with the seat's own face-down card after `cards_chosen`."""
    out: dict[str, Any] = {}
    for k, v in combat.items():
        out[k] = v
        if k == "cards_chosen":
            out["my_card"] = card
    return out


def seat_view(g: "Game", parts: dict[str, Any], public: dict[str, Any], seat: str | None,
              copy: bool = True) -> dict[str, Any]:
    """`public` (the template's view or a copy of it) plus what `seat` alone may see: copied
    with `copy`, else shared with the template (read-only). Shares `public`'s nested data.
    A seat commanding vassals also gets, under `commanded`, what each of them may see of
    its own (and nothing of a vassal it does not command)."""
    view = dict(public)
    view["seat"] = seat
    _own_parts(g, parts, view, seat, copy)
    if seat is not None and g.s.vassals:
        commanded = {}
        for vassal in g.houses_of(seat)[1:]:
            part: dict[str, Any] = {}
            _own_parts(g, parts, part, vassal, copy)
            commanded[vassal] = part
        if commanded:
            view["commanded"] = commanded
    if g.s.options.get("power_token_trading"):  # may this seat give power tokens right now
        from . import gifts

        view["can_give_power"] = gifts.can_give(g, seat)
    mine = _my_decisions(parts, seat)
    view["decisions"] = [deep_fast(w) for w in mine] if copy else list(mine)
    if "unfiltered" in parts:  # a played variant may show this seat fields of its own (fog of war)
        from .variants import seat_view as variant_fields

        for fields in variant_fields(g, parts, seat, view):
            view.update(deep_fast(fields) if copy else fields)
    return view


def _own_parts(g: "Game", parts: dict[str, Any], view: dict[str, Any], house: str | None, copy: bool) -> None:
    """What `house` alone may see of its own: the raven's look, its face-down orders, its
    house card before the reveal and its bid, written into `view`."""
    s = g.s
    if house is not None and "variants" in s.options:  # what a played variant shows this house alone
        from .variants import own_view

        own_view(g, house, view)
    if house is not None and house in s.objectives:  # its own objective hand, met or not now
        from . import objectives

        view["my_objectives"] = objectives.own_parts(g, house)
    if house is not None and house in s.raven_peek and s.wildling_deck and s.wildling_deck[0] == s.raven_peek[house]:
        view["wildling_top"] = s.raven_peek[house]
    for i, f in enumerate(s.stack):
        kind = f["kind"]
        if kind == "planning" and f["step"] == "place" and house in f.get("submitted", {}):
            view["my_orders"] = dict(f["submitted"][house])
        elif kind in ("combat", "neutral-combat"):
            combat = parts["combats"][i]
            cards = f.get("cards", {})
            if "cards_chosen" in combat and house in cards:
                combat = _with_my_card(combat, cards[house])
            view["combat"] = deep_fast(combat) if copy else combat
            if house in f.get("vassal_draw", {}):  # a vassal's cards drawn for this combat
                view["vassal_hand"] = list(f["vassal_draw"][house])
        elif kind == "bid":
            view["bidding"] = {"purpose": f["purpose"], "houses": list(f["seats"]),
                               "placed": sorted(f["bids"])}
            if house in f["bids"]:
                view["bidding"]["my_bid"] = f["bids"][house]


def build_view(g: "Game", seat: str | None) -> dict[str, Any]:
    """One seat's view (seat None: a spectator's), fully independent of the game state
    and of every other view: the caller may change it."""
    parts = _parts(g)
    return seat_view(g, parts, _copy_public(parts["view"]), seat)


def build_shared_view(g: "Game", seat: str | None) -> dict[str, Any]:
    """One seat's view that shares its nested data with the game's view cache and with other
    shared views (of this state and of later ones where a field is unchanged), never with
    the state. Read-only below its top level: for receivers that only read it (bots in the
    same process, an encoder), at the cost of a dict and the seat's own parts."""
    parts = _parts(g)
    return seat_view(g, parts, parts["view"], seat, copy=False)


class LazyView(Mapping[str, Any]):
    """`build_shared_view(g, seat)`, built on its first read: an in-process bot that answers
    from its decision's options alone (a random bot placing orders or choosing a card) never
    pays for a view. Read it before the game moves on: a view of a state the game has left
    cannot be built any more, so reading one raises. Its ruleset, and a field the view shows
    as the state has it (`PUBLIC_FIELDS`: units, supply...), are read without building the rest:
    the field's snapshot in the view cache, the very object the built view would hold."""

    __slots__ = ("_game", "_seat", "_state", "_state_id", "_view")

    def __init__(self, g: "Game", seat: str | None) -> None:
        self._game, self._seat = g, seat
        self._state, self._state_id = g.s, g.s.state_id
        self._view: dict[str, Any] | None = None

    def built(self) -> dict[str, Any]:
        """The shared view itself (built now if it was not yet)."""
        view = self._view
        if view is None:
            g = self._game
            if g.s is not self._state or g.s.state_id != self._state_id:
                raise RuntimeError("a lazy view is read after its game moved on")
            view = self._view = build_shared_view(g, self._seat)
        return view

    def __getitem__(self, key: str) -> Any:
        view = self._view
        if view is not None:
            return view[key]
        if key == "ruleset":
            return self._state.ruleset
        if key in _PUBLIC_SET and "variants" not in self._state.options:  # the field's snapshot,
            s = self._game.s  # as the view would show it, unbuilt (a variant may show it otherwise)
            if s is not self._state or s.state_id != self._state_id:
                raise RuntimeError("a lazy view is read after its game moved on")
            value = getattr(s, key)
            return value if key in SCALARS else self._game._view_cache.snapshot(key, value)
        return self.built()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.built())

    def __len__(self) -> int:
        return len(self.built())

    def __contains__(self, key: object) -> bool:
        return key in self.built()


def build_views(g: "Game", seats: list[str | None]) -> dict[str | None, dict[str, Any]]:
    """Views for several seats at once (a fan-out): the public part is copied once and
    shared between them, so treat them as read-only or encode them before changing."""
    parts = _parts(g)
    public = _copy_public(parts["view"])
    return {seat: seat_view(g, parts, public, seat) for seat in dict.fromkeys(seats)}
