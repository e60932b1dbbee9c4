"""Names of houses, areas, cards, orders and units in the interface language.

Names come from the ruleset (English) and go through Qt's translation
system (context "Names"); where the ruleset gives a Chinese name itself
(`name_zh`, Simplified), that one wins in Simplified Chinese. Traditional
Chinese takes every name from its translation.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.ruleset import DEFAULT_RULESET, RULESET_FILES, Ruleset, load_ruleset, variant_westeros_cards

from . import i18n

translate = QCoreApplication.translate


# the edition of the game on screen: names, card texts and the board follow it
_current = [DEFAULT_RULESET]
# the ruleset of the game on screen as its variants make it (a port, dragons, a round limit),
# None while it is the edition's own
_game: list[Ruleset | None] = [None]


def use_ruleset(ruleset_id: str) -> bool:
    """Name things as `ruleset_id` does from now on; True when that changed the edition."""
    if ruleset_id not in RULESET_FILES:
        return False
    _game[0] = None
    if ruleset_id == _current[0]:
        return False
    _current[0] = ruleset_id
    return True


def use_view(view: dict[str, Any]) -> bool:
    """Name things as the game `view` is of does from now on: its edition, and its ruleset as
    its variants make it (`engine.ruleset.ruleset_of_view`), which `ruleset()` then gives.
    True when the edition or the game's ruleset changed."""
    from engine.ruleset import ruleset_of_view

    before = _game[0]
    changed = use_ruleset(view["ruleset"])
    rs = ruleset_of_view(view)
    _game[0] = rs if rs is not load_ruleset(_current[0]) else None
    return changed or _game[0] is not before


def current_ruleset() -> str:
    return _current[0]


def ruleset(ruleset_id: str | None = None) -> Ruleset:
    """The ruleset of an edition; without one, the ruleset of the game on screen (as its
    variants make it, see `use_view`)."""
    if ruleset_id is None and _game[0] is not None:
        return _game[0]
    return load_ruleset(ruleset_id or _current[0])


# the editions a game can be played with (engine.ruleset.RULESET_FILES), as players call them
EDITION_NAMES = {"second_edition": "Second edition", "first_edition": "First edition",
                 "mother_of_dragons": "Mother of Dragons", "a_dance_with_dragons": "A Dance with Dragons",
                 "a_feast_for_crows": "A Feast for Crows",
                 # the community setups (docs/RULES.md, Variants, Setups)
                 "a_dance_with_mother_of_dragons": "A Dance with Mother of Dragons",
                 "struggle_in_the_north": "Struggle in the North", "rumble_in_the_south": "Rumble in the South",
                 "race_to_kings_landing": "Race to King's Landing", "no_kraken_for_dinner": "No Kraken for Dinner",
                 "teach_the_game": "Teach the Game"}
# names the first-edition text gives differently in Chinese (context "Names", this disambiguation)
FIRST_EDITION_NAMES = "first edition"
# the editions whose text names things in its own words (translated under that disambiguation)
OWN_WORDS = frozenset({"first_edition"})


def editions() -> list[str]:
    """Ruleset ids a new game may use, the default first: those the engine offers (a ruleset it
    can load is offered only once it plays to the end), else every one it can load."""
    from engine import ruleset as engine_rulesets

    offered = getattr(engine_rulesets, "OFFERED_RULESETS", RULESET_FILES)
    return sorted((r for r in offered if r in RULESET_FILES), key=lambda r: (r != DEFAULT_RULESET, r))


def westeros_is_events(ruleset_id: str | None = None) -> bool:
    """Whether the edition calls its Westeros phase and cards the event phase and event cards
    (the 1st edition's text does; its ruleset says so in `westeros_phase_name`)."""
    return ruleset(ruleset_id).rules.get("westeros_phase_name", "westeros") == "events"


def edition(ruleset_id: str) -> str:
    source = EDITION_NAMES.get(ruleset_id)
    return QCoreApplication.translate("Names", source) if source else ruleset_id


@lru_cache(maxsize=None)
def _zh_table(ruleset_id: str = DEFAULT_RULESET) -> dict[str, str]:
    raw = ruleset(ruleset_id).raw
    out: dict[str, str] = {}
    shown_as = raw.get("display_names") or {}  # a house that plays under another name there
    for h in raw["houses"]:
        if h.get("name_zh") and h["id"] not in shown_as:
            out[h["id"]] = h["name_zh"]
    for r in raw["regions"]:
        if r.get("name_zh"):
            out[r["id"]] = r["name_zh"]
    for cid, c in [*ruleset(ruleset_id).westeros_cards.items(), *variant_westeros_cards().items()]:
        if c.get("name_zh"):
            out[cid] = c["name_zh"]
    for cards in raw["house_cards"].values():
        for c in cards:
            if c.get("name_zh"):
                out[c["id"]] = c["name_zh"]
    for c in (raw.get("iron_bank") or {}).get("loans", []):
        out[c["id"]] = c["name_zh"]
    for key, t in raw["influence_tracks"].items():  # a short display name wins: templates add "track"
        if isinstance(t, dict) and (t.get("display_name_zh") or t.get("name_zh")):
            out["track:" + key] = t.get("display_name_zh") or t["name_zh"]
    return out


@lru_cache(maxsize=None)
def _english(ruleset_id: str = DEFAULT_RULESET) -> dict[str, str]:
    rs = ruleset(ruleset_id)
    raw = rs.raw
    out: dict[str, str] = {}
    out.update(rs.house_names)
    out.update(raw.get("display_names") or {})  # A Dance with Dragons: Stark plays as the Boltons
    out.update({r.id: r.name for r in rs.regions.values()})
    out.update({c.id: c.name for c in rs.house_cards.values()})
    out.update({cid: c["name"] for cid, c in rs.westeros_cards.items()})
    out.update({cid: c["name"] for cid, c in variant_westeros_cards().items()})  # a variant's (Dense Fog)
    out.update({c["id"]: c["name"] for c in raw["wildling_cards"]})
    out.update({c["id"]: c["name"] for c in (raw.get("iron_bank") or {}).get("loans", [])})  # the Iron Bank's loans
    out.update({cid: c["name"] for cid, c in rs.objective_cards.items()})  # A Feast for Crows
    out.update({c["id"]: c["name"] for c in rs.special_objectives.values()})
    if rs.objective_rules:  # The Burden of Power's first option
        out["wildling-reset"] = "Reset the wildling threat to 0"
    for key, t in raw["influence_tracks"].items():
        if isinstance(t, dict) and "name" in t:
            out["track:" + key] = t.get("display_name") or t["name"]
    return out


# the interface language the ruleset's `name_zh` is written in
RULESET_CHINESE = "zh_CN"


def _name(key: str, ruleset_id: str | None = None) -> str:
    current = ruleset_id if ruleset_id in RULESET_FILES else _current[0]
    if i18n.current_language() == RULESET_CHINESE:
        zh = _zh_table(current).get(key)
        if zh:
            return zh
    english = _english(current).get(key)
    if english is None:  # a thing of another edition (the new-game dialog lists every edition's houses)
        english = next((_english(r)[key] for r in (DEFAULT_RULESET, *sorted(RULESET_FILES)) if key in _english(r)),
                       None)
        if english is None:
            return _library_name(key)
    if key in _edition_specific(current):
        return translate("Names", english, FIRST_EDITION_NAMES)
    return translate("Names", english)


@lru_cache(maxsize=None)
def _edition_specific(ruleset_id: str) -> frozenset[str]:
    """Ids an edition names in its own words: every card and track of a non-default
    edition, and areas whose Chinese name differs from the default edition's (1st
    edition: Pyke is 铁群岛). They are translated under their own disambiguation, so
    Traditional Chinese follows that edition's text too."""
    if ruleset_id not in OWN_WORDS:  # Mother of Dragons names things as the 2nd edition it builds on
        return frozenset()
    rs = ruleset(ruleset_id)
    mine, default = _zh_table(ruleset_id), _zh_table(DEFAULT_RULESET)
    out = {k for k, v in mine.items() if k in rs.regions and k in default and default[k] != v}
    out |= set(rs.house_cards) | set(rs.westeros_cards)
    out |= {"track:" + k for k, t in rs.raw["influence_tracks"].items() if isinstance(t, dict) and "name" in t}
    return frozenset(out)


def edition_names(ruleset_id: str) -> list[str]:
    """The English names `_edition_specific` translates under the disambiguation."""
    english = _english(ruleset_id)
    return sorted({english[k] for k in _edition_specific(ruleset_id) if k in english})


def _library_name(card_id: str) -> str:
    """A card printed in no edition's file (a draft's A Storm of Swords or first-edition cards):
    its name as that text gives it, or its id for something that is no card."""
    from engine.decks import groups

    c = library_card(card_id)
    if c is None:
        return card_id
    if card_id in groups().get("first-edition", ()):
        return translate("Names", c.name, FIRST_EDITION_NAMES)
    return translate("Names", c.name)


def house(house_id: str | None, ruleset_id: str | None = None) -> str:
    """A house's name in the edition on screen, or in `ruleset_id`'s (a game chosen or joined but
    not yet on screen: A Dance with Dragons' Stark is already Bolton in its new-game form)."""
    if house_id is None:
        return translate("Names", "Neutral")
    if house_id == "neutral":
        return translate("Names", "Neutral force")
    return _name(house_id, ruleset_id)


def region(region_id: str) -> str:
    return _name(region_id)


def card(card_id: str) -> str:
    return _name(card_id)


def track(track_id: str) -> str:
    return _name("track:" + track_id)


DOMINANCE = {"iron_throne": "Iron Throne", "fiefdoms": "Valyrian Steel Blade", "kings_court": "Messenger Raven"}


def dominance_token(track_id: str) -> str:
    return translate("Names", DOMINANCE[track_id])


def library_card(card_id: str) -> Any:
    """A card of any deck a draft takes from (engine/decks.py), or None."""
    from engine.decks import library_card as card_of_library

    return card_of_library(card_id)


def house_card_text(card_id: str) -> str:
    c = ruleset().house_cards.get(card_id) or ruleset(DEFAULT_RULESET).house_cards.get(card_id) \
        or library_card(card_id)  # a drafted hand holds cards of other decks
    if c is None or not c.ability:
        return ""
    return translate("CardText", c.ability)


def westeros_text(card_id: str) -> str:
    """A Westeros card's text in the interface language; the data's cross-references to other
    parts of the ruleset ("(see wildling_attack)") are for the data, never shown."""
    import re

    c = ruleset().westeros_cards.get(card_id)
    return re.sub(r"\s*\(see [a-z_-]+\)", "", translate("CardText", c["effect"])) if c else ""


def objective(objective_id: str) -> str:
    """An objective card's (or a special objective's) name."""
    return _name(objective_id)


def objective_text(objective_id: str) -> str:
    """What an objective card or a special objective asks, in the interface language."""
    rs = ruleset()
    c = rs.objective_cards.get(objective_id) or next(
        (s for s in rs.special_objectives.values() if s["id"] == objective_id), None)
    return translate("CardText", c["condition"]) if c else ""


def wildling_card(card_id: str) -> dict[str, Any] | None:
    for c in ruleset().raw["wildling_cards"]:
        if c["id"] == card_id:
            return c
    return None


def wildling_texts(card_id: str) -> list[tuple[str, str]]:
    c = wildling_card(card_id)
    if c is None:
        return []
    labels = {
        "lowest_bidder": translate("Names", "Wildlings win, lowest bidder"),
        "everyone_else": translate("Names", "Wildlings win, everyone else"),
        "highest_bidder": translate("Names", "Night's Watch wins, highest bidder"),
    }
    out = []
    for side in ("wildling_victory", "nights_watch_victory"):
        for who, text in c[side].items():
            out.append((labels.get(who, who), translate("CardText", text)))
    return out


UNIT_NAMES = {
    "footman": lambda: translate("Names", "Footman"),
    "knight": lambda: translate("Names", "Knight"),
    "ship": lambda: translate("Names", "Ship"),
    "siege-engine": lambda: translate("Names", "Siege engine"),
    "dragon": lambda: translate("Names", "Dragon"),
}


def unit(unit_id: str) -> str:
    base = unit_id.split(":")[-1]
    fn = UNIT_NAMES.get(base)
    name = fn() if fn else base
    if unit_id.startswith("upgrade:"):
        return translate("Names", "Upgrade to {unit}").format(unit=name)
    return name


def units(unit_ids: list[str] | tuple[str, ...]) -> str:
    counts: dict[str, int] = {}
    for u in unit_ids:
        counts[u] = counts.get(u, 0) + 1
    parts = []
    for u in ("knight", "footman", "siege-engine", "ship"):
        if u in counts:
            parts.append(unit(u) if counts[u] == 1 else f"{unit(u)} ×{counts[u]}")
    for u, n in counts.items():
        if u not in ("knight", "footman", "siege-engine", "ship"):
            parts.append(unit(u) if n == 1 else f"{unit(u)} ×{n}")
    return translate("Names", ", ").join(parts)



def listing(items) -> str:
    """Items joined by the language's list separator (the Chinese 、 rather than a comma)."""
    return translate("Names", ", ").join(items)


def pair(label: str, value: str) -> str:
    """"label: value" with the language's colon (full-width in Chinese)."""
    return translate("Names", "{label}: {value}").format(label=label, value=value)


def aside(text: str, note: str) -> str:
    """"text (note)" with the language's parentheses (full-width in Chinese, no space)."""
    return translate("Names", "{text} ({note})").format(text=text, note=note)


def bracketed(text: str) -> str:
    """"(text)" with the language's parentheses."""
    return translate("Names", "({text})").format(text=text)

ORDER_TYPES = {
    "march": lambda: translate("Names", "March"),
    "defense": lambda: translate("Names", "Defense"),
    "support": lambda: translate("Names", "Support"),
    "raid": lambda: translate("Names", "Raid"),
    "consolidate-power": lambda: translate("Names", "Consolidate Power"),
    "iron-bank": lambda: translate("Names", "Iron Bank"),  # Mother of Dragons' Iron Bank order
}


def order_type(type_id: str) -> str:
    fn = ORDER_TYPES.get(type_id)
    return fn() if fn else type_id


def token(token_id: str) -> str:
    """An order token, e.g. "March +1 ★"."""
    t = ruleset().order_tokens.get(token_id)
    if t is None:
        if token_id in ORDER_TYPES:
            return order_type(token_id)
        return token_id
    text = order_type(t.type)
    if t.bonus:
        text += f" {t.bonus:+d}".replace("-", "−")
    if t.starred:
        text += " ★"
    if token_id in ruleset().sea_token_ids:  # the sea orders module's own tokens
        text = translate("Vassals", "Sea {order}").format(order=text)
    return text


def token_kind(token_id: str) -> str:
    """Order tokens that are copies of each other (support-1, support-2) share a kind."""
    t = ruleset().order_tokens.get(token_id)
    if t is None:
        return token_id
    return f"{t.type}:{t.bonus}:{int(t.starred)}"


def bid_purpose(purpose: str) -> str:
    if purpose.startswith("clash-of-kings:"):
        return translate("Names", "Clash of Kings: {track}").format(track=track(purpose.split(":", 1)[1]))
    if purpose.startswith("wildlings"):
        return translate("Names", "Wildling attack")
    return purpose


# words that appear as ids in decisions and events ("why", "prompt", "choice")
WORDS = {
    # the Iron Bank's questions (a "Chose" line names its prompt)
    **{p: (lambda: translate("IronBank", "The Iron Bank")) for p in (
        "iron-bank-loan", "loan-place-unit", "loan-crown-area", "loan-barrel-area", "loan-stronghold-area",
        "loan-castle-to-remove", "loan-improvement-kind", "loan-spymaster-deck", "loan-spymaster-arrange",
        "loan-destroy-knight", "loan-destroy-footman")},
    "none": lambda: translate("Names", "nothing"),
    "iron-bank-interest": lambda: translate("Names", "unpaid interest to the Iron Bank"),
    "up": lambda: translate("Names", "one space up"),  # a track or the wildling threat
    "down": lambda: translate("Names", "one space down"),
    "+1": lambda: translate("Names", "+1 combat strength"),
    "redraw": lambda: translate("Names", "redraw the Tides of Battle card"),
    "cancel": lambda: translate("Names", "cancel it"),
    "keep": lambda: translate("Names", "keep"),
    "pay": lambda: translate("Names", "pay"),  # a deck IV card's cost in power (Watering the Seed)
    "bury": lambda: translate("Names", "put it at the bottom"),
    "consolidate": lambda: translate("Names", "consolidate power"),
    "muster": lambda: translate("Names", "muster"),
    "destroy": lambda: translate("Names", "destroy two units"),
    "track": lambda: translate("Names", "drop two places on a track"),
    "attacker": lambda: translate("Names", "attacker"),
    "defender": lambda: translate("Names", "defender"),
    "march-plus-one": lambda: translate("Names", "March +1"),
    "casualties": lambda: translate("Names", "casualties"),
    "cannot-retreat": lambda: translate("Names", "cannot retreat"),
    "no-retreat": lambda: translate("Names", "no retreat possible"),
    "reconcile-supply": lambda: translate("Names", "supply limit"),
    "retreat-supply": lambda: translate("Names", "supply limit after the retreat"),
    "rounds": lambda: translate("Names", "most castles after the last round"),
    "declared": lambda: translate("Names", "the table declared it the winner"),  # a table's vote (engine/table.py)
    "clock": lambda: translate("Names", "every other player's chess clock ran out"),
    # seven in the 2nd edition; seven, or eight with 3 players, in the 1st
    "castles": lambda: translate("Names", "the castles and strongholds that win at once"),
    "loyalty": lambda: translate("Names", "the loyalty that wins at once"),  # Mother of Dragons' Targaryen
    "points": lambda: translate("Names", "the victory points that win"),  # A Feast for Crows
    "port-taken": lambda: translate("Names", "its port was taken"),
    "valyrian-steel-blade": lambda: translate("Names", "Valyrian Steel Blade"),
    "valyrian-steel-blade-redraw": lambda: translate("Names", "Valyrian Steel Blade"),
    "wildlings-lowest-bidder": lambda: translate("Names", "lowest bidder"),
    "wildlings-highest-bidder": lambda: translate("Names", "highest bidder"),
    "preemptive-raid-track": lambda: translate("Names", "Preemptive Raid"),
    "a-king-beyond-the-wall-nw": lambda: translate("Names", "A King Beyond the Wall"),
    "special-consolidate-power": lambda: translate("Names", "Consolidate Power ★"),
    "special-raid-more": lambda: translate("Names", "Raid ★: a second order"),
    "nights-watch-card-back": lambda: translate("Names", "a used house card back"),
    "wildlings-losses": lambda: translate("Names", "wildling losses"),
    "nights-watch": lambda: translate("Names", "the Night's Watch holds"),
    "port-takeover": lambda: translate("Names", "ships in a port"),
    "raven-peek": lambda: translate("Names", "Messenger Raven"),
    "wildlings": lambda: translate("Names", "Wildling attack"),
    "neutral": lambda: translate("Names", "Neutral force"),
    # Tides of Battle cards, named by what they give
    "zero": lambda: translate("Names", "strength 0"),
    "two": lambda: translate("Names", "strength 2"),
    "three": lambda: translate("Names", "strength 3"),
    "sword": lambda: translate("Names", "strength 1 and a sword"),
    "fortification": lambda: translate("Names", "strength 1 and a fortification"),
    "skull": lambda: translate("Names", "a skull"),
}


def bot_level(level: str) -> str:
    """A bot level's name, as the New game dialog and the LAN pages show it."""
    labels = {"easy": translate("Screens", "Easy"), "normal": translate("Screens", "Normal"),
              "hard": translate("Screens", "Hard"), "random": translate("Screens", "Random moves")}
    return labels.get(level, level)


def any_id(value: Any) -> str:
    """Best-effort name for an id found in a decision or event."""
    if isinstance(value, str):
        if value in WORDS:
            return WORDS[value]()
        if value.startswith("clash-of-kings:") or value.startswith("wildlings"):
            return bid_purpose(value)
        if value in _english(_current[0]) or value in _english():
            return _name(value)
        if library_card(value):  # a card of another deck, in a drafted hand
            return card(value)
        if value in ruleset().order_tokens:
            return token(value)
        if "track:" + value in _english():
            return track(value)
        if value in UNIT_NAMES:
            return unit(value)
        if value in ORDER_TYPES:
            return order_type(value)
        return value
    if isinstance(value, list | tuple):
        return translate("Names", ", ").join(any_id(v) for v in value)
    return str(value)
