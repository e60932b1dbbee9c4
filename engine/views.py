"""PlayerView: the state as one seat (or a spectator, seat None) may see it.

Built additively: every field is copied in because the seat may see it. A
new secret added to GameState stays hidden until someone writes it here.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import board as B
from .state import deep, deep_fast

if TYPE_CHECKING:
    from .game import Game

def _lists(d: dict[str, list[Any]]) -> dict[str, list[Any]]:
    return {k: list(v) for k, v in d.items()}


def _armies(d: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {r: {"house": a["house"], "units": list(a["units"]), "routed": list(a["routed"])}
            for r, a in d.items()}


def _same(value: Any) -> Any:
    return value


# The public fields and how to copy each: shape-aware copies are several times faster
# than a generic deep copy, and views are built for every seat after every command.
PUBLIC_FIELDS: dict[str, Any] = {
    "round": _same, "state_id": _same, "players": _same, "houses": list, "options": dict,
    "tracks": _lists, "supply": dict, "power": dict, "tokens": dict, "units": _armies,
    "garrisons": dict, "neutral": dict, "blocked": list, "hands": _lists, "discards": _lists,
    "wildling_threat": _same, "blade_used": _same, "banned": list, "round_rules": list,
    "winner": _same, "winners": list, "finished": _same,
    "last_battle": deep_fast, "last_bidding": deep_fast,
}


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
            out[key] = deep(f[key])
    if "tides" in f and not f.get("tides_hidden"):
        out["tides"] = deep(f["tides"])
    if f["kind"] == "combat" and revealed:
        from .phases.combat import CombatStep, strength_breakdown

        out["strength"] = {side: strength_breakdown(g, f, side) for side in ("attacker", "defender")}
        if not f.get("tides_hidden"):
            out["icons"] = {side: dict(zip(("swords", "fortifications", "skulls"),
                                           CombatStep._icons(None, g, f, h)))  # type: ignore[arg-type]
                            for side, h in (("attacker", f["attacker"]), ("defender", f["defender"]))}
    return out


HIDDEN_CARD_STEPS = ("start", "support", "cards")  # house cards stay face down until after these


def redacted_frame(f: dict[str, Any]) -> dict[str, Any]:
    """A copy of one phase frame without what nobody but its owner may know.

    Secrets kept in frames: orders placed face down (planning "submitted"), bids
    not yet revealed, house cards chosen before the reveal and Tides of Battle
    cards drawn face down. Each becomes the list of houses that are done (or is
    dropped); a seat's own secret is in its seat view ("my_orders", "my_card", ...)."""
    out = deep_fast({k: v for k, v in f.items() if k not in ("submitted", "bids", "cards", "tides")})
    kind = f["kind"]
    if kind == "planning":
        out["submitted_houses"] = sorted(f.get("submitted", {}))
    elif kind == "bid":
        out["bids_placed"] = sorted(f.get("bids", {}))
    elif "bids" in f:  # a finished bid, revealed (wildling attack, clash of kings...)
        out["revealed_bids"] = deep(f["bids"])
    if kind in ("combat", "neutral-combat"):
        if f["step"] in HIDDEN_CARD_STEPS:
            out["cards_chosen"] = sorted(f.get("cards", {}))
        elif "cards" in f:
            out["cards"] = dict(f["cards"])
        if "tides" in f and not f.get("tides_hidden"):
            out["tides"] = dict(f["tides"])
    elif "cards" in f:  # the Westeros cards drawn this phase: revealed when drawn
        out["cards"] = deep(f["cards"])
    return out


def public_view(g: "Game", decisions: list[Any] | None = None) -> dict[str, Any]:
    """What every seat and spectator may see, as one fresh structure."""
    s = g.s
    view: dict[str, Any] = {"seat": None, "ruleset": s.ruleset}
    for name, copy in PUBLIC_FIELDS.items():
        view[name] = copy(getattr(s, name))
    view["westeros_revealed"] = list(s.revealed)
    view["westeros_drawn"] = [{"deck": deck, "card": c, "wildling_icon": bool(g.rs.westeros_cards[c]["wildling_icon"])}
                              for deck, c in zip(("I", "II", "III"), s.revealed)]
    # who holds what, so no client recomputes the control rules
    control = B.control_map(g.rs, s)
    view["control"] = control
    castles = dict.fromkeys(s.houses, 0)
    barrels = dict.fromkeys(s.houses, 0)
    regions, blocked = g.rs.regions, set(s.blocked)
    for r, h in control.items():  # as board.castle_count and board.barrels count them
        if h not in castles or r in blocked:
            continue
        reg = regions[r]
        if reg.castle:
            castles[h] += 1
        if reg.kind == "land":
            barrels[h] += reg.barrels
    view["castles"], view["barrels"] = castles, barrels
    view["westeros_deck_sizes"] = {d: len(p) for d, p in s.westeros.items()}
    view["wildling_deck_size"] = len(s.wildling_deck)
    # orders: all once revealed; before that only face-down markers (and, per seat, one's own)
    view["orders"] = ({r: {"house": o["house"], "token": o["token"]} for r, o in s.orders.items()}
                      if s.orders_revealed else {})
    view["phase"] = [f["kind"] for f in s.stack]
    view["step"] = s.stack[-1]["step"] if s.stack else None
    view["frames"] = [redacted_frame(f) for f in s.stack]
    for f in s.stack:
        if f["kind"] == "planning" and f["step"] == "place":
            view["orders_submitted"] = sorted(f.get("submitted", {}))
            view["face_down_orders"] = {
                r: h for h, placed in f.get("submitted", {}).items() for r in placed}
        if f["kind"] == "wildling-attack":
            view["wildling_attack"] = {"strength": f["strength"], "houses": list(f.get("seats", []))}
            if "card" in f:
                view["wildling_attack"]["card"] = f["card"]
                view["wildling_attack"]["nights_watch_won"] = f["nw"]
    if decisions is None:
        decisions = g.waiting_for()
    view["waiting_for"] = [{"seat": d.seat, "kind": d.kind} for d in decisions]
    view["decisions"] = []
    return view


def seat_view(g: "Game", public: dict[str, Any], seat: str | None,
              decisions: list[Any]) -> dict[str, Any]:
    """`public` plus what `seat` alone may see. Shares `public`'s nested data (read-only)."""
    s = g.s
    view = dict(public)
    view["seat"] = seat
    if seat is not None and seat in s.raven_peek and s.wildling_deck and s.wildling_deck[0] == s.raven_peek[seat]:
        view["wildling_top"] = s.raven_peek[seat]
    for f in s.stack:
        if f["kind"] == "planning" and f["step"] == "place" and seat in f.get("submitted", {}):
            view["my_orders"] = dict(f["submitted"][seat])
        if f["kind"] in ("combat", "neutral-combat"):
            view["combat"] = _combat_view(g, f, seat)
        if f["kind"] == "bid":
            view["bidding"] = {"purpose": f["purpose"], "houses": list(f["seats"]),
                               "placed": sorted(f["bids"])}
            if seat in f["bids"]:
                view["bidding"]["my_bid"] = f["bids"][seat]
    view["decisions"] = [d.to_wire() for d in decisions if d.seat == seat]
    return view


def build_view(g: "Game", seat: str | None) -> dict[str, Any]:
    """One seat's view (seat None: a spectator's), fully independent of the game state."""
    decisions = g.waiting_for()
    return seat_view(g, public_view(g, decisions), seat, decisions)


def build_views(g: "Game", seats: list[str | None]) -> dict[str | None, dict[str, Any]]:
    """Views for several seats at once (a fan-out): the public part is built once and
    shared between them, so treat them as read-only or encode them before changing."""
    decisions = g.waiting_for()
    public = public_view(g, decisions)
    return {seat: seat_view(g, public, seat, decisions) for seat in dict.fromkeys(seats)}
