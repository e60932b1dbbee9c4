"""Helpers for the first-edition tests: positions in a 1st-edition game."""
from __future__ import annotations

from typing import Any

from engine.game import Game
from engine.positions import build_position

RULESET = "first_edition"
# Cards without ability text, by house and strength/swords/forts, so a test controls the numbers.
PLAIN = {
    "stark": {"3/0/2": "eddard-stark", "2/1/0": "greatjon-umber", "1/0/1": "rodrick-cassel",
              "1/1/0": "house-mormont-lord"},
    "lannister": {"3/2/0": "tywin-lannister", "2/0/1": "tyrion-lannister", "1/1/0": "kevan-lannister"},
    "baratheon": {"3/1/1": "stannis-baratheon", "2/0/1": "davos-seaworth", "1/1/0": "axell-florent"},
    "tyrell": {"3/2/0": "mace-tyrell", "2/1/0": "garlan-tyrell", "1/0/1": "margaery-tyrell"},
    "greyjoy": {"3/2/0": "euron-crows-eye", "2/1/0": "theon-greyjoy", "1/0/1": "aeron-damphair"},
}


def fe_position(**spec: Any) -> Game:
    """build_position for the first edition; five players unless told."""
    spec.setdefault("players", 5)
    spec["ruleset"] = RULESET
    return build_position(spec)


def fe_game(players: int = 5, seed: int = 0) -> Game:
    return Game.new(players=players, seed=seed, ruleset=RULESET)


def fe_hands(**by_house: list[str]) -> dict[str, dict[str, list[str]]]:
    """Spec entries giving each named house exactly these cards in hand, the rest discarded."""
    from engine.ruleset import load_ruleset

    rs = load_ruleset(RULESET)
    return {"hands": {h: list(cs) for h, cs in by_house.items()},
            "discards": {h: [c for c in rs.house_card_ids[h] if c not in cs] for h, cs in by_house.items()}}


def fe_battle(att, dfn=(), *, area="harrenhal", source="riverrun", attacker="stark", defender="lannister",
              token="march", dfn_token=None, extra_units=None, extra_orders=None, moving=None, **spec) -> Game:
    """`attacker` marches from `source` into `area` held by `defender` (a Tyrell march in
    The Arbor keeps the round open after the combat)."""
    from engine.commands import ResolveMarch

    u = {source: {"house": attacker, "units": list(att), "routed": []},
         "the-arbor": {"house": "tyrell", "units": ["footman"], "routed": []}}
    if dfn:
        u[area] = {"house": defender, "units": list(dfn), "routed": []}
    u.update(extra_units or {})
    o = {source: [attacker, token], "the-arbor": ["tyrell", "march"]}
    if dfn_token:
        o[area] = [defender, dfn_token]
    o.update({r: list(v) for r, v in (extra_orders or {}).items()})
    g = fe_position(phase="march", units=u, orders=o, turn=attacker, **spec)
    g.act(attacker, ResolveMarch(source, ((area, tuple(moving if moving is not None else att)),)))
    return g
