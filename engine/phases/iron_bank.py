"""The Iron Bank (game option `iron_bank`; docs/RULES.md, "The Iron Bank").

Three loans lie face up in slots that cost 7, 4 and 1 Power tokens (`iron_bank.slot_costs`,
the newest loan in the dearest slot). At the start of every round the loans slide one slot
towards the cheap end, the one pushed out of the cheapest slot goes under the deck and a new
one is drawn into the dearest slot. A house's Iron Bank order (placed at sea) is resolved in
the Consolidate Power step: it may buy one loan it can pay for (one less while it controls
Braavos, `discount_area`) and carries out the loan at once; what a loan does is its entry in
`engine/abilities/iron_bank.py`. Before every Westeros phase (from round 2) each house pays
1 Power token of interest per loan it ever bought; for each token it cannot pay, the holder
of the Valyrian Steel Blade (or, when that is the debtor, the next house down the Fiefdoms
track) destroys one of its units.

State: `GameState.iron_bank` = {"deck": [...], "market": [loan or None per slot],
"loans": {house: [...]}}; empty (and out of saves) in games without the option.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import board as B
from .. import rng
from ..flow import Handler, finish, handler, push
from .action import STEP_ORDERS
from .common import choose, select_units, unit_candidates

if TYPE_CHECKING:
    from ..game import Game
    from ..ruleset import Ruleset
    from ..state import GameState

ORDER_TYPE = "iron-bank"
NO_LOAN = "none"
INTEREST = "iron-bank-interest"  # the prompt and the reason of the units lost for unpaid interest


def set_up(rs: "Ruleset", s: "GameState", houses: list[str], start: dict[str, Any] | None = None) -> None:
    """Shuffle the loan deck (the first loan is drawn at the start of round 1) and give the
    player houses the Iron Bank's starting Power tokens.

    A setup may start the bank further (`start`, its player count's `iron_bank`): `loans_drawn`
    loans drawn into the market at once, as at the start of a round, before round 1 draws its
    own; `loans_owned` (house -> n) loans a player house starts owning, taken at random from
    the deck. An owned loan is one the house has bought: it pays its interest, but its effect
    was never carried out (A Dance with Mother of Dragons' Lannister, as the reference's setup
    gives it)."""
    data = rs.iron_bank
    assert data is not None
    s.rng, deck = rng.shuffled(s.rng, [c["id"] for c in data["loans"]])
    s.iron_bank = {"deck": deck, "market": [None] * len(data["slot_costs"]),
                   "loans": {h: [] for h in houses}}
    for h in houses:
        s.power[h] = int(data["starting_power"])
    start = start or {}
    market = s.iron_bank["market"]
    for _ in range(int(start.get("loans_drawn", 0))):
        market[:] = [None] + market[:-1]
        market[0] = deck.pop(0)
    for house, n in sorted((start.get("loans_owned") or {}).items()):
        for _ in range(int(n) if house in houses else 0):
            s.rng, i = rng.below(s.rng, len(deck))
            s.iron_bank["loans"][house].append(deck.pop(i))


def discount_holder(g: "Game") -> str | None:
    """The house that pays less for a loan now: the controller of Braavos (None while it is
    out of play or nobody holds it)."""
    area = g.rs.iron_bank["discount_area"]
    if area not in g.rs.regions or area in g.s.blocked:
        return None
    return B.controller(g.rs, g.s, area)


def prices(g: "Game", house: str) -> list[int]:
    """What each slot costs `house` now."""
    data = g.rs.iron_bank
    off = int(data["discount"]) if discount_holder(g) == house else 0
    return [max(0, int(c) - off) for c in data["slot_costs"]]


def interest_owed(g: "Game", house: str) -> int:
    return len(g.s.iron_bank["loans"].get(house, [])) * int(g.rs.iron_bank["interest_per_loan"])


def loan_names(rs: "Ruleset") -> dict[str, str]:
    return {c["id"]: c["name"] for c in (rs.iron_bank or {}).get("loans", [])}


def refresh_market(g: "Game") -> None:
    """Slide every face-up loan one slot cheaper, the cheapest one under the deck, and draw a
    new loan into the dearest slot (empty slots slide along)."""
    bank = g.s.iron_bank
    market = bank["market"]
    out = market[-1]
    market[:] = [None] + market[:-1]
    if out is not None:
        bank["deck"].append(out)
    if bank["deck"]:
        market[0] = bank["deck"].pop(0)
    g.emit("LoanMarketChanged", market=list(market), loans=[m for m in market if m],
           deck_size=len(bank["deck"]))


def interest_chooser(g: "Game", debtor: str) -> str:
    """Who picks the units a debtor loses: the Valyrian Steel Blade's holder, or, when that is
    the debtor itself, the next house down the Fiefdoms track (vassals are never asked)."""
    holder = g.holder("fiefdoms")
    if holder != debtor:
        return holder
    order = [h for h in g.s.tracks["fiefdoms"] if h not in g.s.vassals]
    if len(order) < 2:
        return debtor
    return order[(order.index(debtor) + 1) % len(order)]


@handler
class IronBankRoundStep(Handler):
    """The start of a round: the market slides, then (from round 2) interest is paid."""

    kind = "iron-bank-round"

    def run(self, g, f):
        s = g.s
        if f["step"] == "start":
            refresh_market(g)
            f["step"] = "interest"
            f["queue"] = ([h for h in g.turn_order() if interest_owed(g, h) > 0]
                          if s.round >= int(g.rs.iron_bank["interest_from_round"]) else [])
            return True
        if f["step"] == "interest":
            if not f["queue"]:
                return finish(g, f)
            debtor = f["queue"].pop(0)
            owed = interest_owed(g, debtor)
            paid = min(owed, s.power[debtor])
            s.power[debtor] -= paid
            g.emit("InterestPaid", house=debtor, owed=owed, paid=paid, unpaid=owed - paid)
            cands = unit_candidates(g, debtor)
            if owed > paid and cands:
                n = min(owed - paid, len(cands))
                frame = select_units(interest_chooser(g, debtor), INTEREST, cands, n, n, effect="destroy")
                frame["debtor"] = debtor
                return push(g, frame)
            return True
        raise AssertionError(f["step"])


@handler
class IronBankOrderStep(Handler):
    """A house resolves its Iron Bank order: it may buy one face-up loan it can pay for."""

    kind = "iron-bank-order"

    def run(self, g, f):
        s = g.s
        house = f["house"]
        bank = s.iron_bank
        if f["step"] == "start":
            s.orders.pop(f["region"], None)
            cost = prices(g, house)
            options = [loan for slot, loan in enumerate(bank["market"])
                       if loan is not None and cost[slot] <= s.power[house]]
            f["step"] = "pay"
            if not options or house in s.vassals:  # a player who left meanwhile buys nothing
                f["loan"] = NO_LOAN
                return True
            if not options:
                f["loan"] = NO_LOAN
                return True
            costs = {loan: cost[bank["market"].index(loan)] for loan in options}
            return push(g, choose(house, "iron-bank-loan", options + [NO_LOAN], "loan", costs=costs, region=f["region"]))
        if f["step"] == "pay":
            loan = f["loan"]
            if loan == NO_LOAN or house in s.vassals:  # never a loan for a vassal
                g.emit("IronBankPassed", house=house, region=f["region"])
                return finish(g, f)
            slot = bank["market"].index(loan)
            cost = prices(g, house)[slot]
            s.power[house] -= cost
            bank["market"][slot] = None
            bank["loans"].setdefault(house, []).append(loan)
            g.emit("LoanBought", house=house, loan=loan, cost=cost, slot=slot + 1, region=f["region"],
                   interest=interest_owed(g, house))
            f["step"] = "done"
            return push(g, {"kind": "loan", "loan": loan, "house": house})
        if f["step"] == "done":
            return finish(g, f)
        raise AssertionError(f["step"])


@handler
class LoanStep(Handler):
    """A bought loan carried out: its effect (engine/abilities/iron_bank.py) runs until done,
    asking its questions through `choose` children."""

    kind = "loan"

    def run(self, g, f):
        from ..abilities.iron_bank import LOANS

        if LOANS[f["loan"]](g, f):
            return finish(g, f)
        return True  # it pushed a question; run again to read the answer


def resolve_order_frame(house: str, region: str) -> dict[str, Any]:
    """The frame that resolves `house`'s Iron Bank order in `region` (the Consolidate Power
    step pushes it: `phases/action.py`, `STEP_ORDERS`)."""
    return {"kind": "iron-bank-order", "house": house, "region": region}


STEP_ORDERS[ORDER_TYPE] = resolve_order_frame
