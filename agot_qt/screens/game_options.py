"""A new game's options as the new-game dialog, the LAN host form and agot-host offer them.

The engine decides what a ruleset allows (`Ruleset.rules["options"]`, `Ruleset.vassal_rules`);
this module only reads it, so the three places offer the same choices: which options an
edition has, the player counts with and without vassals, and which houses are played by
people or bots and which become vassals (`seated_houses`, the engine's own `seat_houses`
rule: the houses never a vassal first, then the wanted ones, then the ruleset's order), which
houses play in a setup whose houses the table chooses (`chosen_houses`: Teach the Game), the
houses never a vassal a game with vassals may leave out (`may_leave_out`: Mother of Dragons
without Targaryen) and the options a setup always plays with (`always_on`). Options are read
against the ruleset the chosen variants make (`options_ruleset`: Mother of Dragons' modules in
any setup bring vassals and the Iron Bank), as `Game.new` reads them.
"""
from __future__ import annotations

from typing import Any

from engine.phases.vassals import seated_houses as engine_seated_houses, setup_for
from engine.ruleset import Ruleset

# the engine options a window or host offers, in the order they are shown
TOGGLES = ("tides_of_battle", "vassals", "iron_bank", "sea_orders", "power_token_trading")


def options_ruleset(rs: Ruleset, variants: dict[str, Any] | None) -> Ruleset:
    """The ruleset a new game's options are read against: the edition's, or the one the chosen
    variants make (the engine's `options_ruleset`: Mother of Dragons' modules in any setup)."""
    if not variants:
        return rs
    from engine.variants import options_ruleset as engine_options_ruleset

    return engine_options_ruleset(rs, variants)


def always_on(rs: Ruleset, option: str) -> bool:
    """The setup is always played with this option (A Dance with Mother of Dragons' Iron Bank):
    shown on and fixed."""
    return option in rs.always_on


def offered(rs: Ruleset, option: str, variants: dict[str, Any] | None = None) -> bool:
    """The ruleset has this option (vassals: it has vassal setups), or the ruleset the chosen
    `variants` make of it has it."""
    rs = options_ruleset(rs, variants)
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


def houses_in_play(rs: Ruleset, players: int, vassals: bool, left_out: tuple[str, ...] = ()) -> list[str]:
    """Every house that may be on the board: with vassals the full setup's houses, whoever plays
    them (but those `left_out`); in a setup whose houses the table chooses, every house it
    chooses from."""
    if vassals and rs.vassal_rules:
        players = int(rs.vassal_rules["houses_of"])
    setup = rs.player_setup(players)
    return [h for h in rs.houses if h in (setup.get("houses_chosen_from") or setup["houses"])
            and not (vassals and h in left_out)]


def may_leave_out(rs: Ruleset) -> list[str]:
    """The houses never a vassal that a game with vassals may leave out of the game (nobody
    plays them, and the game is the setup of the other houses, the engine's `setup_for`:
    Mother of Dragons without Targaryen leaves out Essos, Westeros deck IV and loyalty)."""
    if not rs.vassal_rules:
        return []
    houses = houses_in_play(rs, int(rs.vassal_rules["houses_of"]), True)
    out = []
    for h in never_vassals(rs):
        try:
            setup_for(rs, [x for x in houses if x != h])
        except (ValueError, KeyError):
            continue
        out.append(h)
    return out


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


def seats_for(rs: Ruleset, players: int, wanted: list[str], vassals: bool,
              left_out: tuple[str, ...] = ()) -> list[str] | None:
    """The `seated` houses a new game is made with: with vassals the played ones (none of those
    `left_out`), in a setup whose houses the table chooses those chosen, else None (the setup's
    houses)."""
    if vassals:
        return seated_houses(rs, players, wanted, left_out)
    if chooses_houses(rs, players, vassals):
        return chosen_houses(rs, players, wanted)
    return None


def places_for(wanted: list[str], places: list[str]) -> list[str]:
    """In a game that deals houses, the places (seats as the game was set up, named by a house)
    taken for the `wanted` houses: those among the places, then the first other places (random
    houses with vassals draws which houses are played, whatever was asked; the places are dealt
    their houses anyway)."""
    taken = [h for h in wanted if h in places]
    rest = [h for h in places if h not in taken]
    return taken + rest[:max(0, len([h for h in wanted if h not in places]))]


def never_vassals(rs: Ruleset) -> list[str]:
    return list((rs.vassal_rules or {}).get("never", []))


def seated_houses(rs: Ruleset, players: int, wanted: list[str], left_out: tuple[str, ...] = ()) -> list[str] | None:
    """With vassals: the houses people or bots play, the `wanted` ones among them (a house
    never a vassal always is, unless `left_out` of the game: the engine's `seated_houses`);
    None when the wanted houses do not fit in `players` seats."""
    houses = houses_in_play(rs, players, True, left_out)
    try:
        return engine_seated_houses(rs, players, [h for h in wanted if h in houses], tuple(left_out))
    except (ValueError, KeyError):
        return None


def vassal_houses(rs: Ruleset, players: int, wanted: list[str], left_out: tuple[str, ...] = ()) -> list[str]:
    """The houses nobody plays when `wanted` are among the played ones ([] if they do not fit);
    the houses `left_out` are not in the game at all."""
    seated = seated_houses(rs, players, wanted, left_out)
    if seated is None:
        return []
    return [h for h in houses_in_play(rs, players, True, left_out) if h not in seated]


def engine_options(rs: Ruleset, chosen: dict[str, Any]) -> dict[str, bool]:
    """The engine's `options` for a new game from the chosen toggles (only those the ruleset has;
    a module that is off is left out, as the engine records it only when on)."""
    on = {k: True for k in TOGGLES if offered(rs, k) and (chosen.get(k) or always_on(rs, k))}
    return on | {"tides_of_battle": bool(chosen.get("tides_of_battle")) and offered(rs, "tides_of_battle")}


# ----- variants: asked of the engine, never worked out here ------------------------------------

def houses_on_board(rs: Ruleset, players: int, vassals: bool, left_out: tuple[str, ...] = ()) -> int:
    """How many houses a game of `players` has on the board (a variant's house counts are these)."""
    return len(houses_in_play(rs, players, vassals, left_out))


def variant_options(rs: Ruleset, chosen: dict[str, Any]) -> dict[str, Any]:
    """The engine options a variant's check is given, as `Game.new` resolves them."""
    opts = engine_options(rs, chosen)
    return {**opts, "vassals": bool(opts.get("vassals")), "iron_bank": bool(opts.get("iron_bank"))}


def variants_problem(rs: Ruleset, houses: int, variants: dict[str, Any], options: dict[str, Any]) -> Any:
    """The engine's refusal of this combination of variants (a `VariantRefused`), or None."""
    from engine.errors import VariantRefused
    from engine.variants import normalise

    try:
        normalise(rs, houses, variants, options)
    except VariantRefused as exc:
        return exc
    return None


# refusals that say a variant is not played in this game at all (its edition, its houses, an option
# it needs), rather than that a combination of choices does not go together
NOT_IN_THIS_GAME = frozenset({"variant-ruleset", "variant-houses", "variant-needs-option"})


def on_value(variant: Any) -> Any:
    """The value a variant takes when a player turns it on (a flag: on; a number or one of some
    values: the value `ID` alone chooses, else its first allowed; a set: its first value)."""
    if variant.kind == "flag":
        return True
    if variant.when_on is not None:
        return variant.when_on
    if variant.kind == "number":
        return variant.allowed[0]
    return variant.allowed[0] if variant.kind == "choice" else [variant.allowed[0]]


def with_requirements(variant_id: str, value: Any) -> dict[str, Any]:
    """A variant at `value` together with every variant it needs (each turned on), as the
    registry names them: what a game playing it plays at least."""
    from engine.variants import VARIANTS

    asked: dict[str, Any] = {variant_id: value}
    todo = [variant_id]
    while todo:
        for need in VARIANTS[todo.pop()].requires:
            if "-" in need and need not in asked and need in VARIANTS:  # a variant, not an engine option
                asked[need] = on_value(VARIANTS[need])
                todo.append(need)
    return asked


def not_in_this_game(rs: Ruleset, houses: int, variant_id: str, options: dict[str, Any]) -> Any:
    """The engine's refusal when this variant cannot be played in this game whatever else is
    chosen (its edition, its house count, an option it needs is off), or None."""
    from engine.variants import VARIANTS

    exc = variants_problem(rs, houses, with_requirements(variant_id, on_value(VARIANTS[variant_id])), options)
    return exc if exc is not None and exc.key in NOT_IN_THIS_GAME else None


def value_not_offered(rs: Ruleset, houses: int, variant_id: str, value: Any, chosen: dict[str, Any],
                      options: dict[str, Any]) -> Any:
    """For a variant that takes a set of values: the engine's refusal of `value` alone, when it
    names that value (a deck group a draft of this game cannot take from), or None."""
    alone = with_requirements(variant_id, [value])
    for asked in (alone, {**chosen, **alone}):  # by itself, then with the rest chosen (a thematic draft)
        exc = variants_problem(rs, houses, asked, options)
        if exc is not None and value in [v for p in exc.params.values() for v in (p if isinstance(p, list) else [p])]:
            return exc
    return None


def setup_problem(edition: str, players: int, humans: list[str], chosen: dict[str, Any],
                  variants: dict[str, Any]) -> Any:
    """The engine's refusal to set up this game (a `SetupRefused`: too few players, variants it
    cannot play, a draft pool too small), found by setting it up once; None when it would start."""
    from engine.errors import SetupRefused
    from engine.game import Game
    from engine.ruleset import load_ruleset

    rs = options_ruleset(load_ruleset(edition), variants)
    left_out = tuple(chosen.get("left_out") or ())
    seated = seats_for(rs, players, humans, bool(chosen.get("vassals")), left_out)
    try:
        Game.new(players=players, seed=0, options=engine_options(rs, chosen), ruleset=edition, seated=seated,
                 variants=variants or None)
    except SetupRefused as exc:
        return exc
    return None
