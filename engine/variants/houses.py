"""Random houses (docs/RULES.md, Variants; reference `random-houses`, `random-chosen-houses`):
who plays which house is dealt, not chosen.

The engine knows houses, not people. A game that deals houses draws, as it is set up, the house
each of its seats is played by: `dealt(g)` maps each seat of the game as it was set up (the
place a person takes at the table, named by its house) to the house whoever took that place
plays. The session moves each person to the house dealt to their place when the game starts
and tells them (`Session.deal_houses`, engine/session.py), so nobody chooses a house.

- `random-houses`: in a game with vassals the houses people play are drawn among every house of
  the setup, the houses never a vassal (Targaryen) always among them (the reference deals again
  until Targaryen is a player house: the same draw); the seats are then dealt. Without vassals
  every house is played, so only the seats are dealt.
- `random-chosen-houses`: the houses played are the ones chosen (the host decides which houses
  are vassals); only the seats are dealt.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import rng

if TYPE_CHECKING:
    from ..game import Game
    from ..ruleset import Ruleset

KEY = "houses-dealt"


def seated(rs: "Ruleset", s: Any, houses: list[str], people: int, asked: list[str] | None) -> list[str] | None:
    """Random houses with vassals: the houses never a vassal, then the others drawn at random
    (whatever was asked: the seats people took are dealt afterwards)."""
    if not s.options["variants"].get("random-houses"):
        return asked
    never = [h for h in (rs.vassal_rules or {}).get("never", []) if h in houses]
    s.rng, drawn = rng.shuffled(s.rng, [h for h in houses if h not in never])
    return never + drawn[:max(0, people - len(never))]


def set_up(g: "Game") -> None:
    """The deal: the game's seats shuffled, place by place (kept secret in the state; the
    session tells each person the house they got)."""
    s = g.s
    places = g.seats()
    s.rng, houses = rng.shuffled(s.rng, list(places))
    s.variant_state[KEY] = dict(zip(places, houses))


def dealt(g: "Game") -> dict[str, str] | None:
    """Place (the house a seat was named by when the game was set up) -> the house dealt to it;
    None in a game that deals no houses."""
    deal = g.s.variant_state.get(KEY)
    return dict(deal) if deal else None


def check(g: "Game") -> None:
    """The deal gives each place one house and every house one place."""
    from ..invariants import InvariantError

    deal = g.s.variant_state.get(KEY)
    if not isinstance(deal, dict) or sorted(deal) != sorted(deal.values()) or not set(deal) <= set(g.s.houses):
        raise InvariantError("the houses dealt are not a deal of the game's seats")
