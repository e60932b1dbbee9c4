"""The length of a game (docs/RULES.md, Variants; reference `endless`, `game-length`).

Both set the round limit as the game's ruleset data (`ruleset_data`): `game-length` to 6, 10 or
1000 rounds, `endless` to 1000. The decks are made for ten rounds, so a game longer than that
(endless, or a length of 1000) does what endless does after every tenth round
(`settings.json` "endless"): deck III is reshuffled with all its cards, the wildling deck is
reshuffled (what a raven saw of its top card is lost) and the Iron Bank's loan deck is
reshuffled; deck IV, which has no Winter Is Coming, runs out and is skipped (phases/westeros.py),
so its cards are not resolved again.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from .. import rng
from ..errors import refuse_variant
from .data import settings

if TYPE_CHECKING:
    from ..game import Game
    from ..ruleset import Ruleset


def validate(rs: "Ruleset", houses: int, chosen: Mapping[str, Any], options: Mapping[str, Any]) -> None:
    """A length beyond ten rounds is the endless game's: refused where endless is not played."""
    from . import VARIANTS

    length = chosen.get("game-length")
    if length is not None and length > int(settings()["endless"]["every"]) \
            and rs.id in VARIANTS["endless"].not_rulesets:
        raise refuse_variant("variant-value-ruleset", variant="game-length", value=str(length), ruleset=rs.id)


def ruleset_data(raw: dict[str, Any], ruleset_id: str, played: Mapping[str, Any],
                 facts: Mapping[str, Any]) -> None:
    if played.get("endless"):
        raw["victory"]["rounds"] = int(settings()["endless"]["rounds"])
    if played.get("game-length") is not None:
        raw["victory"]["rounds"] = int(played["game-length"])


def round_ended(g: "Game") -> bool:
    """After every tenth round of a game longer than ten rounds: the reshuffles."""
    rule = settings()["endless"]
    every = int(rule["every"])
    s = g.s
    if g.rs.rounds <= every or s.round % every:
        return False
    decks = [d for d in rule["reshuffled_decks"] if d in s.westeros]
    from ..phases.westeros import deck_cards

    for deck in decks:  # every card of the deck, a variant's too (fog of war's Dense Fog)
        s.rng, s.westeros[deck] = rng.shuffled(s.rng, list(deck_cards(g, deck)))
    s.rng, s.wildling_deck = rng.shuffled(s.rng, list(s.wildling_deck))
    s.raven_peek = {}
    loans = bool(s.iron_bank)
    if loans:
        s.rng, s.iron_bank["deck"] = rng.shuffled(s.rng, list(s.iron_bank["deck"]))
    g.emit("DecksReshuffled", round=s.round, decks=decks, loans=loans)
    return False
