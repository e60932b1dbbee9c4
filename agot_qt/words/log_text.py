"""The game log in the interface language, and the areas each entry names."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from engine.events import Event

from . import names, prompts
from .names_catalog import LOG_TEMPLATES
from .variants import SCENARIO_EDITS, VARIANT_LOG_TEMPLATES

translate = QCoreApplication.translate

REGION_KEYS = ("region", "source", "target", "dest", "area", "castle")


class _Fields(dict):
    def __init__(self, event: Event) -> None:
        super().__init__(event.data)
        self.kind = event.kind

    def __missing__(self, key: str) -> str:
        return ""

    def __getitem__(self, key: str) -> str:
        if key == "outcome":
            return (translate("Log", "The Night's Watch holds") if self.get("nights_watch_won")
                    else translate("Log", "The wildlings win"))
        if not dict.__contains__(self, key):
            return ""
        value = dict.__getitem__(self, key)
        if value is None and key in REGION_KEYS:  # fog of war: the end of a move out of sight
            return translate("Log", "an area out of sight")
        if key in ("name", "other_name") and self.kind.startswith("Seat"):  # a person's own name, never translated
            return str(value) or translate("Log", "its player")
        if key == "level" and self.kind.startswith("Seat"):
            return names.bot_level(str(value))
        if key == "units" and isinstance(value, list):
            return names.units(value)
        if key in ("token", "old", "new") and isinstance(value, str) and self.kind in (
                "OrderRaided", "OrderRemoved", "OrderMoved", "OrderReplaced", "OrderPlaced"):
            return names.token(value)
        if key == "orders" and isinstance(value, dict):
            return translate("Names", ", ").join(
                names.pair(names.region(r), names.token(t if isinstance(t, str) else t[-1])) for r, t in value.items())
        if key == "track" and self.kind == "DominanceTokenTaken":
            return names.dominance_token(str(value))
        if key == "edit" and self.kind == "ScenarioEdited":
            return translate("Log", SCENARIO_EDITS[value]) if value in SCENARIO_EDITS else str(value)
        if key == "what" and self.kind == "ScenarioEdited":  # a unit, or a garrison's strength
            return "" if not value else str(value) if str(value).isdigit() else names.unit(str(value))
        if key == "decks" and isinstance(value, list):
            return names.listing(str(d) for d in value)
        if key == "houses" and isinstance(value, list):
            return names.listing(names.house(h) for h in value)
        if key == "cards" and isinstance(value, list):
            return names.listing(names.card(c) for c in value)
        if key == "bids" and isinstance(value, dict):
            return translate("Names", ", ").join(f"{names.house(h)} {n}" for h, n in value.items())
        if key == "cards" and isinstance(value, dict):
            return translate("Names", ", ").join(names.pair(names.house(h), names.any_id(c)) for h, c in value.items())
        if key == "choices" and isinstance(value, dict):
            return translate("Names", ", ").join(names.pair(names.region(r), names.any_id(c)) for r, c in value.items())
        if key == "commanders" and isinstance(value, dict):  # vassal: the house commanding it
            return translate("Names", ", ").join(names.pair(names.house(v), names.house(c)) for v, c in value.items())
        if key == "hands" and isinstance(value, dict):  # the end of a draft: each house with its hand
            return names.listing(names.aside(names.house(h), names.listing(names.card(c) for c in cs))
                                 for h, cs in value.items())
        if key == "supply" and isinstance(value, dict):
            return translate("Names", ", ").join(f"{names.house(h)} {n}" for h, n in value.items())
        if key in ("house", "victim", "winner", "attacker", "defender", "target", "other") and isinstance(value, str) \
                and value not in names.ruleset().regions:
            return names.house(value)
        if key in ("banned",):
            return names.any_id(value)
        return names.any_id(value)


# an answer to a question, named as its button said it ("Do not use the ability", "From A to B")
CHOSE = QT_TRANSLATE_NOOP("Log", "{house} chooses: {choice} ({prompt}).")
# the edition whose text calls them event cards (the 1st) says so in the log as on the panel
EVENT_CARDS = QT_TRANSLATE_NOOP("Log", "Event cards: {cards}; wildling threat {threat}.")
BATTLE_LOSS = QT_TRANSLATE_NOOP("Log", "{house} loses {units} in the battle for {region}.")
RESHUFFLED_NO_LOANS = QT_TRANSLATE_NOOP("Log", "After round {round} Westeros deck {decks} and the wildling deck are reshuffled.")
# a secret a commander hears of a vassal it commands (the event names the vassal, and its
# audience is the commander alone, never the vassal's own person): said as done for that house
FOR_VASSAL = {
    "OrdersPlacedSecret": QT_TRANSLATE_NOOP("Log", "You placed for {house}: {orders}."),
    "HouseCardChosenSecret": QT_TRANSLATE_NOOP("Log", "You chose {card} for {house}."),
}


def describe(event: Event) -> str:
    template = LOG_TEMPLATES.get(event.kind) or VARIANT_LOG_TEMPLATES.get(event.kind)
    if event.kind == "UnitsDestroyed" and event.data.get("why") == "casualties":
        template = BATTLE_LOSS  # the battle's own losses: "(casualties)" would say nothing more
    if event.kind == "Chose":
        prompt = str(event.data.get("prompt", ""))
        return translate("Log", CHOSE).format(house=names.house(event.data.get("house")),
                                              choice=prompts.answer(prompt, event.data.get("choice")),
                                              prompt=prompts.title(prompt))
    if event.kind == "WesterosCardsRevealed" and names.westeros_is_events():
        template = EVENT_CARDS
    if event.kind == "DecksReshuffled" and not event.data.get("loans"):
        template = RESHUFFLED_NO_LOANS  # a game without the Iron Bank has no loans to reshuffle
    if event.kind in FOR_VASSAL and event.audience and event.data.get("house") not in event.audience:
        template = FOR_VASSAL[event.kind]
    if template is None:
        if event.kind == "TidesOfBattleDrawnFaceDown":
            return translate("Log", "Tides of Battle cards are drawn.")
        return event.kind
    text = translate("Log", template).format_map(_Fields(event))
    tie = event.data.get("tie_break") if event.kind == "CombatResolved" else None
    if isinstance(tie, dict) and tie.get("track"):  # say why a tie went one way
        text += " " + translate("Log", "A tie, won on the {track} track.").format(track=names.track(tie["track"]))
    return text


def opens_report(event: Event) -> bool:
    """Entries that carry a full public report (a battle summary, a bid report, the draw)."""
    d = event.data
    return ((event.kind in ("CombatEnded", "NeutralForceAttacked") and isinstance(d.get("summary"), dict))
            or (event.kind in ("TrackChanged", "WildlingsAttackResolved") and isinstance(d.get("bidding"), dict))
            or event.kind == "WesterosCardsRevealed")


def regions_of(event: Event) -> list[str]:
    """Areas an entry names (hovering it highlights them on the map)."""
    rs = names.ruleset()
    out: list[str] = []

    def add(v: Any) -> None:
        if isinstance(v, str) and v in rs.regions and v not in out:
            out.append(v)

    for key in REGION_KEYS:
        add(event.data.get(key))
    for key in ("regions",):
        for v in event.data.get(key, []) or []:
            add(v)
    if event.kind in ("OrdersPlacedSecret", "SupportChosen"):
        for v in (event.data.get("orders") or event.data.get("choices") or {}):
            add(v)
    return out
