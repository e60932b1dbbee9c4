"""A new game's options as the new-game dialog, the LAN host form and agot-host offer them.

The engine decides what a ruleset allows (`Ruleset.rules["options"]`, `Ruleset.vassal_rules`);
this module only reads it, so the three places offer the same choices: which options an
edition has, the player counts with and without vassals, and which houses are played by
people or bots and which become vassals (`seated_houses`, the engine's own `seat_houses`
rule: the houses never a vassal first, then the wanted ones, then the ruleset's order), which
houses play in a setup whose houses the table chooses (`chosen_houses`: Teach the Game) and
the options a setup always plays with (`always_on`).
"""
from __future__ import annotations

from typing import Any

from engine.phases.vassals import seat_houses
from engine.ruleset import Ruleset

# the engine options a window or host offers, in the order they are shown
TOGGLES = ("tides_of_battle", "vassals", "iron_bank", "sea_orders", "power_token_trading")


def always_on(rs: Ruleset, option: str) -> bool:
    """The setup is always played with this option (A Dance with Mother of Dragons' Iron Bank):
    shown on and fixed."""
    return option in rs.always_on


def offered(rs: Ruleset, option: str) -> bool:
    """The ruleset has this option (vassals: it has vassal setups)."""
    if option == "vassals":
        return bool(rs.vassal_rules)
    if option == "iron_bank":
        return bool(rs.iron_bank)
    return option in rs.rules["options"] or option in rs.modules  # a module: recorded only when on


def player_counts(rs: Ruleset, vassals: bool) -> list[int]:
    """The player counts a game may have: with vassals, the vassal rules' counts."""
    if vassals and rs.vassal_rules:
        return sorted(int(n) for n in rs.vassal_rules["player_counts"])
    return rs.player_counts


def houses_in_play(rs: Ruleset, players: int, vassals: bool) -> list[str]:
    """Every house that may be on the board: with vassals the full setup's houses, whoever plays
    them; in a setup whose houses the table chooses, every house it chooses from."""
    if vassals and rs.vassal_rules:
        players = int(rs.vassal_rules["houses_of"])
    setup = rs.player_setup(players)
    return [h for h in rs.houses if h in (setup.get("houses_chosen_from") or setup["houses"])]


def chooses_houses(rs: Ruleset, players: int, vassals: bool) -> bool:
    """Without vassals, the table chooses which of the setup's houses play (Teach the Game)."""
    return not vassals and players in rs.player_counts and bool(rs.player_setup(players).get("houses_chosen_from"))


def chosen_houses(rs: Ruleset, players: int, wanted: list[str]) -> list[str] | None:
    """In a setup whose houses the table chooses: the `wanted` houses, then the first others in
    house order up to `players` (the engine's `Ruleset.setup_houses` checks them); None when
    more are wanted than play."""
    houses = houses_in_play(rs, players, False)
    first = list(dict.fromkeys(h for h in wanted if h in houses))
    if len(first) > players:
        return None
    chosen = first + [h for h in houses if h not in first][:players - len(first)]
    return rs.setup_houses(players, chosen)


def seats_for(rs: Ruleset, players: int, wanted: list[str], vassals: bool) -> list[str] | None:
    """The `seated` houses a new game is made with: with vassals the played ones, in a setup
    whose houses the table chooses those chosen, else None (the setup's houses)."""
    if vassals:
        return seated_houses(rs, players, wanted)
    if chooses_houses(rs, players, vassals):
        return chosen_houses(rs, players, wanted)
    return None


def never_vassals(rs: Ruleset) -> list[str]:
    return list((rs.vassal_rules or {}).get("never", []))


def seated_houses(rs: Ruleset, players: int, wanted: list[str]) -> list[str] | None:
    """With vassals: the houses people or bots play, the `wanted` ones among them (a house
    never a vassal always is); None when the wanted houses do not fit in `players` seats."""
    houses = houses_in_play(rs, players, True)
    first = [h for h in never_vassals(rs) if h in houses] + [h for h in wanted if h in houses]
    first = list(dict.fromkeys(first))
    if len(first) > players:
        return None
    chosen = first + [h for h in houses if h not in first][:players - len(first)]
    return seat_houses(rs, houses, players, chosen)


def vassal_houses(rs: Ruleset, players: int, wanted: list[str]) -> list[str]:
    """The houses nobody plays when `wanted` are among the played ones ([] if they do not fit)."""
    seated = seated_houses(rs, players, wanted)
    if seated is None:
        return []
    return [h for h in houses_in_play(rs, players, True) if h not in seated]


def engine_options(rs: Ruleset, chosen: dict[str, Any]) -> dict[str, bool]:
    """The engine's `options` for a new game from the chosen toggles (only those the ruleset has;
    a module that is off is left out, as the engine records it only when on)."""
    on = {k: True for k in TOGGLES if offered(rs, k) and (chosen.get(k) or always_on(rs, k))}
    return on | {"tides_of_battle": bool(chosen.get("tides_of_battle")) and offered(rs, "tides_of_battle")}
