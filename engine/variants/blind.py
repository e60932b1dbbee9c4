"""Blind draft (reference `blind-draft`): a random draft whose hands stay each owner's secret
until the game ends. Every seat sees its own drafted hand and discards only (and its commanded
vassals', whose shared deck is no secret); a card shows when it is played in a combat, as
always. What would show a hand otherwise is its owner's alone: the events that name cards
going back to a hand, being discarded or swapped (`PRIVATE_KINDS`), a choice among cards (a
card ability's question over a hand: its options reach the deciding seat only, in its
decision), and the view's hands and discard piles.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..game import Game

# events that name cards of a hand outside a combat's reveal
PRIVATE_KINDS = frozenset({"HouseCardsReturned", "HouseCardDiscarded", "HouseCardSwapped", "Chose"})


def private_audience(g: "Game", kind: str, data: dict[str, Any]) -> tuple[str, ...] | None:
    """Who may hear a public event of `PRIVATE_KINDS` in a blind game: the house it is about
    when it names cards of a drafted hand, else everyone (None). The end of the game shows all."""
    if g.s.finished:
        return None
    if kind == "Chose":
        choice = data.get("choice")
        return (data["house"],) if g.rs.knows_card(choice) else None
    house = data.get("house")
    if house in g.s.decks and house not in g.s.vassals:
        return (house,)
    return None


def _hidden(g: "Game") -> list[str]:
    s = g.s
    return [h for h in s.decks if h not in s.vassals] if not s.finished else []


def public_view(g: "Game", view: dict[str, Any]) -> None:
    """Every drafted hand and discard pile leaves the public view (a vassal's stays); a card
    question's options (a hand, a discard pile) leave the public frames."""
    hidden = _hidden(g)
    if not hidden:
        return
    view["hands"] = {h: cs for h, cs in view["hands"].items() if h not in hidden}
    view["discards"] = {h: cs for h, cs in view["discards"].items() if h not in hidden}
    view["hidden_hands"] = hidden
    frames = []
    for f in view["frames"]:
        if f.get("kind") == "choose" and any(g.rs.knows_card(o) for o in f.get("options", ())):
            f = {k: v for k, v in f.items() if k not in ("options", "info")}
            f["hidden"] = True  # as a question only its seat reads (views.redacted_frame)
        frames.append(f)
    view["frames"] = frames


def own_view(g: "Game", house: str, view: dict[str, Any]) -> None:
    """A seat's own drafted hand and discard pile, back in its view."""
    s = g.s
    if house not in _hidden(g):
        return
    view["hands"] = {**view["hands"], house: list(s.hands[house])}
    view["discards"] = {**view["discards"], house: list(s.discards[house])}
