"""Power-token gifts between players (option `power_token_trading`; docs/RULES.md, Power-token
gifts).

A gift answers no decision: a seat may give some of its available power tokens to another
player whenever the timing allows, so `Game.act` takes a `GivePower` before its decision gate
and asks this module. The timing limits are the reference's: in a combat only while support is
declared; and (engine rulings) never while bids are open, so no bid exceeds its bidder's power,
nor by a seat that owes an answer which may spend power (a payment, a loan, a bid handed out).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import board as B
from .errors import require

if TYPE_CHECKING:
    from .commands import GivePower
    from .game import Game

OPTION = "power_token_trading"


def in_combat_past_support(g: "Game") -> bool:
    return any(f["kind"] in ("combat", "neutral-combat") and f.get("step") != "support" for f in g.s.stack)


def bids_open(g: "Game") -> bool:
    return any(d.kind == "bid" for d in g.waiting_for())


FREE_WHILE = ("place-orders", "support")  # decisions during which a seat may still give


def owes_answer(g: "Game", seat: str) -> bool:
    """`seat` owes the game an answer for its own house that may spend power (a payment, a
    loan, a bid handed out): it gives nothing until it has answered."""
    return any(d.house == seat and d.kind not in FREE_WHILE for d in g.waiting_for())


def closed_now(g: "Game", seat: str | None = None) -> bool:
    """Gifts are closed at this point of the game (for `seat`, when named)."""
    return in_combat_past_support(g) or bids_open(g) or (seat is not None and owes_answer(g, seat))


def room(g: "Game", house: str) -> int:
    """How many more power tokens `house` may hold (its pool's limit less what it owns)."""
    return max(0, g.rs.max_power - g.s.power[house] - B.tokens_on_board(g.s, house))


def validate(g: "Game", seat: str, cmd: "GivePower") -> None:
    s = g.s
    require(s.options.get(OPTION), "power-gift-off")
    require(seat not in s.vassals, "power-gift-vassal")
    require(cmd.to in s.houses and cmd.to != seat, "power-gift-recipient", house=cmd.to)
    require(cmd.to not in s.vassals, "power-gift-vassal")
    require(1 <= cmd.amount <= s.power[seat], "power-gift-amount", n=s.power[seat])
    require(cmd.amount <= room(g, cmd.to), "power-gift-room", house=cmd.to, n=room(g, cmd.to))
    require(not in_combat_past_support(g), "power-gift-in-combat")
    require(not bids_open(g), "power-gift-while-bidding")
    require(not owes_answer(g, seat), "power-gift-owing")


def give(g: "Game", seat: str, cmd: "GivePower") -> None:
    g.s.power[seat] -= cmd.amount
    g.s.power[cmd.to] += cmd.amount
    g.emit("PowerGiven", house=seat, to=cmd.to, amount=cmd.amount)


def can_give(g: "Game", seat: str | None) -> bool:
    """Whether `seat` could give a power token now (for its view)."""
    s = g.s
    if not s.options.get(OPTION) or seat is None or seat in s.vassals or seat not in s.houses or s.finished:
        return False
    return s.power[seat] > 0 and not closed_now(g, seat)
