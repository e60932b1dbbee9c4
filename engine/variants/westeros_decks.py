"""A mixed Westeros deck I (docs/RULES.md, Variants; reference `mixed-westeros-deck-i`): deck I is
ten cards of the base deck and of A Feast for Crows' (`settings.json` "mixed_deck_i": one
Mustering becomes Rally the Men, one A Throne of Blades The Burden of Power, Last Days of Summer
Famine), as the game's ruleset data: each new card with its facts and its effect (and the
effects its options name) from A Feast for Crows' file, so the Westeros phase resolves them as
it resolves them there."""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Mapping

from .data import settings

if TYPE_CHECKING:
    from ..ruleset import Ruleset


def _decks(raw: Mapping[str, Any]) -> dict[str, list[dict[str, Any]]]:
    if raw.get("westeros_decks"):
        return raw["westeros_decks"]
    return {name: raw["event_decks"][name]["cards"] for name in ("I", "II", "III")}  # (as ruleset.py reads it)


def fits(rs: "Ruleset", houses: int) -> bool:
    """The base cards the mix keeps are the ruleset's own cards of that deck."""
    mix = settings()["mixed_deck_i"]
    own = {c["id"] for c in _decks(rs.raw).get(mix["deck"], [])}
    from ..ruleset import load_ruleset

    theirs = {c["id"] for c in _decks(load_ruleset(mix["from_ruleset"]).raw).get(mix["deck"], [])}
    return all(c["id"] in own or c["id"] in theirs for c in mix["cards"])


def ruleset_data(raw: dict[str, Any], ruleset_id: str, played: Mapping[str, Any],
                 facts: Mapping[str, Any]) -> None:
    from ..ruleset import load_ruleset

    mix = settings()["mixed_deck_i"]
    other = load_ruleset(mix["from_ruleset"]).raw
    own = {c["id"]: c for deck in _decks(raw).values() for c in deck}
    theirs = {c["id"]: c for deck in _decks(other).values() for c in deck}
    effects = raw["rules"]["westeros_card_effects"]
    cards = []
    for entry in mix["cards"]:
        card = copy.deepcopy(own.get(entry["id"]) or theirs[entry["id"]])
        card["count"] = int(entry["count"])
        cards.append(card)
        if entry["id"] not in effects:
            effect = copy.deepcopy(other["rules"]["westeros_card_effects"][entry["id"]])
            effects[entry["id"]] = effect
            for option in effect.get("options", []):  # a choice's options are effects too
                if option not in effects and option in other["rules"]["westeros_card_effects"]:
                    effects[option] = copy.deepcopy(other["rules"]["westeros_card_effects"][option])
    if raw.get("westeros_decks"):
        raw["westeros_decks"][mix["deck"]] = cards
    else:
        raw["event_decks"][mix["deck"]]["cards"] = cards
