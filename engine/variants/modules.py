"""Mother of Dragons' modules in any setup (docs/RULES.md, Variants; reference
`mod-modules-in-any-setup`): the Iron Bank and vassals may be chosen in a setup whose file has
none (sea orders and power-token gifts already are options of every setup of the second
edition's family), as the game's ruleset data (`settings.json` "modules"):

- the Iron Bank of Mother of Dragons' file (its loans, slots, order, and 7 starting power
  tokens for every player house; Braavos' discount only where Braavos is on the board);
- the second edition's vassal rules (vassal order tokens, vassal deck, supply, orders, hand)
  with the setup's own vassal setups (A Dance with Dragons', A Feast for Crows' columns of
  `settings.json`), for three players up to one less than the setup's houses; the vassal cards'
  texts are the second edition's (`card_texts`).

The game's options are read against this ruleset (`OPTIONS_DATA`), so `vassals` and
`iron_bank` are taken where the variant is chosen.
"""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Mapping

from .data import settings
from .starts import vassal_columns

if TYPE_CHECKING:
    from ..abilities import Registry

OPTIONS_DATA = True  # a new game's options are read against the ruleset this module makes
KEY = "mod-modules-in-any-setup"


def ruleset_data(raw: dict[str, Any], ruleset_id: str, played: Mapping[str, Any],
                 facts: Mapping[str, Any]) -> None:
    if not played.get(KEY):
        return
    from ..ruleset import load_ruleset

    data = settings()["modules"]
    if not raw.get("iron_bank"):
        raw["iron_bank"] = copy.deepcopy(load_ruleset(data["iron_bank_from"]).raw["iron_bank"])
    columns = vassal_columns(raw, ruleset_id)
    if not raw.get("vassals") and columns:
        vassals = copy.deepcopy(load_ruleset(data["vassals_from"]).raw["vassals"])
        full = max(raw["player_counts"], key=lambda n: len(raw["player_counts"][n]["houses"]))
        houses = len(raw["player_counts"][full]["houses"])
        vassals.update(starting_units=copy.deepcopy(columns), houses_of=houses, never=[],
                       player_counts=list(range(int(data["fewest_players"]), houses)))
        raw["vassals"] = vassals


def card_texts(registry: "Registry", played: Mapping[str, Any]) -> "Registry":
    """The vassal cards' texts where the ruleset's registry has none of them."""
    if not played.get(KEY):
        return registry
    return _with_vassal_cards(registry)


_KEPT: dict[int, Any] = {}


def _with_vassal_cards(registry: "Registry") -> "Registry":
    from ..abilities import PASSIVE, TIMED, Registry, registry_of_module
    from ..ruleset import load_ruleset

    got = _KEPT.get(id(registry))
    if got is not None and got[0] is registry:
        return got[1]
    source = registry_of_module(load_ruleset(settings()["modules"]["vassals_from"]).abilities)
    ids = [c["id"] for c in load_ruleset(settings()["modules"]["vassals_from"]).raw["vassals"]["house_cards"]]
    out = registry
    missing = [c for c in ids if c not in registry.cards and c in source.cards]
    if missing:
        out = Registry(f"{registry.name}+vassals")
        out.include(registry)
        for card_id in missing:
            out.cards[card_id] = source.cards[card_id]
            for hook in TIMED + PASSIVE:
                if card_id in source.hooks[hook]:
                    out.hooks[hook] = out.hooks[hook] | {card_id}
    _KEPT[id(registry)] = (registry, out)
    return out
