"""The house cards of every deck the engine knows, for hands that are not a house's printed deck.

A draft (engine/variants/drafts.py) puts cards of other houses and other decks in a hand: Tywin
in Stark's, a card of A Dance with Dragons in a second-edition game. The cards keep their ids,
which are unique across the decks a draft takes from (the draft deck groups of
`resources/variants/drafts.json`: each deck is one house's cards of a ruleset file, or of one
of its alternative decks), so a card is looked up by its id alone: `Ruleset.house_cards[id]`
finds any of them (`CardTable`), and a game whose houses own such hands fights with the
abilities of every deck (`registry_with_library`). What a house owns is `owned`: its drafted
deck, else its printed one (a vassal: the shared vassal deck).
"""
from __future__ import annotations

import json
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .ruleset import HouseCard, load_ruleset, resources_dir

if TYPE_CHECKING:
    from .abilities import Registry
    from .ruleset import Ruleset


@lru_cache(maxsize=None)
def draft_data() -> dict[str, Any]:
    """resources/variants/drafts.json: slots, orders, track patterns, deck groups."""
    with (resources_dir() / "variants" / "drafts.json").open(encoding="utf-8") as fh:
        return json.load(fh)


def _deck_file(name: str) -> dict[str, Any] | None:
    path = resources_dir() / "variants" / f"{name}.json"
    if not path.is_file():
        return None
    with path.open(encoding="utf-8") as fh:
        return json.load(fh)


def _deck_cards(deck: dict[str, Any]) -> tuple[list[HouseCard], str] | None:
    """(cards, ability module) of one deck of a group, or None when its data is not there."""
    if "ruleset" in deck:
        rs = load_ruleset(deck["ruleset"])
        if "alternative" in deck:
            alt = rs.raw["house_card_alternatives"][deck["alternative"]]
            ids = [c["id"] for c in alt["cards"]]
        else:
            ids = list(rs.house_card_ids[deck["house"]])
        return [rs.house_cards[c] for c in ids], rs.abilities
    raw = _deck_file(deck["deck_file"])
    if raw is None:
        return None
    cards = [HouseCard(c["id"], deck["house"], c["name"], c["strength"], c["swords"], c["fortifications"],
                       c.get("ability"), c.get("ability_timing"))
             for c in raw["house_cards"][deck["house"]]]
    if not _texts_written(raw["abilities"], cards):
        return None
    return cards, raw["abilities"]


def _texts_written(module: str, cards: list[HouseCard]) -> bool:
    """Every card with a text has its ability in `engine/abilities/<module>.py` (a deck whose
    texts are not all written is offered nowhere)."""
    import importlib.util

    if importlib.util.find_spec(f"engine.abilities.{module}") is None:
        return False
    from .abilities import registry_of_module

    written = registry_of_module(module).cards
    return all(c.id in written for c in cards if c.ability)


@lru_cache(maxsize=None)
def _library() -> tuple[dict[str, HouseCard], dict[str, str], dict[str, tuple[str, ...]]]:
    """Every card of every deck group whose data is there: id -> card, id -> ability module,
    and group id -> its card ids (each once, in the group's order)."""
    cards: dict[str, HouseCard] = {}
    modules: dict[str, str] = {}
    groups: dict[str, tuple[str, ...]] = {}
    for group in draft_data()["deck_groups"]:
        ids: list[str] = []
        for deck in group["decks"]:
            got = _deck_cards(deck)
            if got is None:  # a deck whose cards are not written yet: the group is not offered
                ids = []
                break
            for card in got[0]:
                cards.setdefault(card.id, card)
                modules.setdefault(card.id, got[1])
                if card.id not in ids:
                    ids.append(card.id)
        if ids:
            groups[group["id"]] = tuple(ids)
    return cards, modules, groups


@lru_cache(maxsize=None)
def _decks_data() -> dict[str, Any]:
    with (resources_dir() / "variants" / "decks.json").open(encoding="utf-8") as fh:
        return json.load(fh)


def deck_of_kind(kind: str, house: str) -> tuple[str, ...] | None:
    """A house's `base`, `alternative` or `storm_of_swords` deck (resources/variants/decks.json),
    or None when the data names none for it (or its texts are not written)."""
    spec = _decks_data()[f"{kind}_decks"].get(house)
    got = _deck_cards(spec) if spec else None
    return tuple(c.id for c in got[0]) if got else None


def library() -> dict[str, HouseCard]:
    """Every card a draft may take, by id."""
    return _library()[0]


def library_card(card_id: str) -> HouseCard | None:
    return _library()[0].get(card_id)


def groups() -> dict[str, tuple[str, ...]]:
    """The deck groups a draft may take from (those whose cards are all written), by id."""
    return _library()[2]


def owned(rs: "Ruleset", s: Any, house: str) -> tuple[str, ...] | list[str]:
    """The house cards `house` owns: a vassal the shared vassal deck, a house whose deck a
    variant made (a draft) that deck, else its printed deck under the game's options."""
    if house in s.vassals:
        return rs.vassal_card_ids
    deck = s.decks.get(house)
    return deck if deck is not None else rs.house_deck(house, s.options)


def abilities_for(rs: "Ruleset", options: Any) -> "Registry":
    """The card texts a game with these options fights with: the ruleset's; a game playing
    variants may hold cards of other decks (a draft), so it has every deck's (the ruleset's own
    cards keep theirs). Asked by `Game` and by a window's battle preview alike."""
    from .abilities import registry_for

    if "variants" not in (options or {}):
        return registry_for(rs)
    from .variants import card_texts  # a variant may change a card's text (Dragon War)

    return card_texts(registry_with_library(rs.id), options["variants"])


@lru_cache(maxsize=None)
def registry_with_library(ruleset_id: str) -> "Registry":
    """The ruleset's abilities and, for every card of the library that is not one of the
    ruleset's own cards, that card's ability from its deck's module: what a game whose hands
    hold cards of other decks fights with."""
    from .abilities import PASSIVE, TIMED, Registry, registry_for, registry_of_module

    rs = load_ruleset(ruleset_id)
    own = registry_for(rs)
    reg = Registry(f"{own.name}+library")
    _, modules, _ = _library()
    for card_id, module in modules.items():
        if dict.__contains__(rs.house_cards, card_id):  # the ruleset's own card keeps its own text
            continue
        other = registry_of_module(module)
        ability = other.cards.get(card_id)
        if ability is None:
            continue
        reg.cards[card_id] = ability
        for hook in TIMED + PASSIVE:
            if card_id in other.hooks[hook]:
                reg.hooks[hook] = reg.hooks[hook] | {card_id}
    reg.include(own)
    return reg
