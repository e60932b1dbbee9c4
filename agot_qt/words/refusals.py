"""A refused command in the interface language.

The host's `error` message carries the refusal's `key` and `params` next to its English
`message` (docs/PROTOCOL.md §6). The templates are the engine's (engine.errors.REFUSALS),
marked here for translation in the context "Refusal"; every parameter is named by what it
is, so areas, houses, cards, units and order tokens are shown by their names in the
interface language. A refusal this client does not know keeps the host's English message.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.errors import PARAM_KINDS

from . import names, variants

translate = QCoreApplication.translate

# the same keys and texts as engine.errors.REFUSALS (tests/agot_qt/words/test_refusals.py checks)
REFUSAL_TEMPLATES: dict[str, str] = {
    "game-over": QT_TRANSLATE_NOOP("Refusal", "the game is over"),
    "command-not-expected": QT_TRANSLATE_NOOP("Refusal", "the game does not expect {command} now"),
    "seat-not-awaited": QT_TRANSLATE_NOOP("Refusal", "{seat} is not awaited"),
    "house-not-named": QT_TRANSLATE_NOOP("Refusal", "{seat} decides for more than one house now: name the house the command is for"),  # noqa: E501
    "house-not-commanded": QT_TRANSLATE_NOOP("Refusal", "{seat} does not decide for {house} now"),
    "stale-state": QT_TRANSLATE_NOOP("Refusal", "state {state_id} is not the current {current}"),
    "command-other-expected": QT_TRANSLATE_NOOP("Refusal", "expected {expected}, got {command}"),
    "nothing-to-decide": QT_TRANSLATE_NOOP("Refusal", "there is nothing to decide now"),
    "malformed-command": QT_TRANSLATE_NOOP("Refusal", "the command is malformed: {problem}"),
    "name-characters": QT_TRANSLATE_NOOP("Refusal", "a name may not hold control, invisible or direction-changing characters"),  # noqa: E501
    "name-too-long": QT_TRANSLATE_NOOP("Refusal", "a name has at most 40 characters"),
    "name-reserved": QT_TRANSLATE_NOOP("Refusal", "names that read as Bot are kept for the host's bots"),
    "name-reserved-host": QT_TRANSLATE_NOOP("Refusal", "names that read as Host are kept for the host"),
    "chat-characters": QT_TRANSLATE_NOOP("Refusal", "a chat message may not hold line breaks, control or direction-changing characters"),  # noqa: E501
    "host-cannot-save": QT_TRANSLATE_NOOP("Refusal", "the host cannot save the game, so it takes no moves until saving works again"),  # noqa: E501
    "token-in-clear": QT_TRANSLATE_NOOP("Refusal", "this client sent a seat's token in the clear; a token is never sent, only proved (update the client)"),  # noqa: E501
    "orders-no-units": QT_TRANSLATE_NOOP("Refusal", "{house} has no units in {region}"),
    "orders-unknown-token": QT_TRANSLATE_NOOP("Refusal", "unknown order token {token}"),
    "orders-banned-token": QT_TRANSLATE_NOOP("Refusal", "{token} may not be placed this round"),
    "orders-land-only": QT_TRANSLATE_NOOP("Refusal", "{token} may only be placed on land, not in {region}"),
    "orders-sea-only": QT_TRANSLATE_NOOP("Refusal", "{token} may only be placed in a sea area, not in {region}"),
    "orders-token-twice": QT_TRANSLATE_NOOP("Refusal", "each order token can be used once"),
    "orders-star-limit": QT_TRANSLATE_NOOP("Refusal", "at most {limit} starred orders"),
    "orders-count": QT_TRANSLATE_NOOP("Refusal", "place an order in each area with units ({n} orders)"),
    "orders-vassal-most": QT_TRANSLATE_NOOP("Refusal", "a vassal places at most {n} orders"),
    "vassal-during-combat": QT_TRANSLATE_NOOP("Refusal", "a house changes hands only once the combat is over"),
    "power-gift-owing": QT_TRANSLATE_NOOP("Refusal", "answer what the game asks of you before giving power tokens"),
    "vassal-not-offered": QT_TRANSLATE_NOOP("Refusal", "this game has no vassals"),
    "vassal-unknown-house": QT_TRANSLATE_NOOP("Refusal", "{house} is not in this game"),
    "vassal-already": QT_TRANSLATE_NOOP("Refusal", "{house} is already a vassal"),
    "vassal-never": QT_TRANSLATE_NOOP("Refusal", "{house} is never a vassal"),
    "vassal-last-seat": QT_TRANSLATE_NOOP("Refusal", "{house} is the last player: it cannot become a vassal"),
    "vassal-not-a-vassal": QT_TRANSLATE_NOOP("Refusal", "{house} is not a vassal"),
    "command-host-only": QT_TRANSLATE_NOOP("Refusal", "only the host may send that command"),
    "power-gift-off": QT_TRANSLATE_NOOP("Refusal", "power tokens cannot be given in this game"),
    "power-gift-vassal": QT_TRANSLATE_NOOP("Refusal", "vassals neither give nor receive power tokens"),
    "power-gift-recipient": QT_TRANSLATE_NOOP("Refusal", "{house} cannot receive your power tokens"),
    "power-gift-amount": QT_TRANSLATE_NOOP("Refusal", "give between 1 and {n} power tokens"),
    "power-gift-room": QT_TRANSLATE_NOOP("Refusal", "{house} has room for only {n} more power tokens"),
    "power-gift-too-often": QT_TRANSLATE_NOOP("Refusal", "you have given power tokens often just now: give again in {n} seconds"),  # noqa: E501
    "private-chat-off": QT_TRANSLATE_NOOP("Refusal", "private messages are off in this game: speak to the whole table"),
    "power-gift-in-combat": QT_TRANSLATE_NOOP("Refusal", "in a combat, power tokens may be given only while support is declared"),  # noqa: E501
    "power-gift-while-bidding": QT_TRANSLATE_NOOP("Refusal", "power tokens cannot be given while bids are being made"),
    "march-vassal-port": QT_TRANSLATE_NOOP("Refusal", "a vassal cannot march into a port ({dest})"),
    "orders-two-in-area": QT_TRANSLATE_NOOP("Refusal", "two orders in {region}"),
    "raven-unknown-action": QT_TRANSLATE_NOOP("Refusal", "unknown raven action {action}"),
    "raven-no-order": QT_TRANSLATE_NOOP("Refusal", "no {house} order in {region}"),
    "raven-token-used": QT_TRANSLATE_NOOP("Refusal", "{token} is not unused: pick an order token you have not placed"),
    "raven-star-limit": QT_TRANSLATE_NOOP("Refusal", "that exceeds the starred order limit"),
    "raven-keep-or-bury": QT_TRANSLATE_NOOP("Refusal", "choose keep or bury"),
    "raid-no-order": QT_TRANSLATE_NOOP("Refusal", "no {house} raid order in {source}"),
    "raid-target": QT_TRANSLATE_NOOP("Refusal", "{source} cannot raid {target}"),
    "march-no-order": QT_TRANSLATE_NOOP("Refusal", "no {house} march order in {source}"),
    "march-must-leave": QT_TRANSLATE_NOOP("Refusal", "units must leave the area to march"),
    "march-no-units": QT_TRANSLATE_NOOP("Refusal", "a move needs units"),
    "march-destination": QT_TRANSLATE_NOOP("Refusal", "{source} cannot march to {dest}"),
    "march-family-area": QT_TRANSLATE_NOOP("Refusal", "{dest} is held by your own vassal family: it cannot be marched into"),  # noqa: E501
    "march-units-unavailable": QT_TRANSLATE_NOOP("Refusal", "those units are not able to march from {source}"),
    "march-one-combat": QT_TRANSLATE_NOOP("Refusal", "a march may start at most one combat"),
    "march-supply": QT_TRANSLATE_NOOP("Refusal", "that march would exceed the supply limit"),
    "march-token-not-allowed": QT_TRANSLATE_NOOP("Refusal", "a power token cannot be left in {source}"),
    "march-token-units-remain": QT_TRANSLATE_NOOP("Refusal", "a power token is left only when every unit leaves"),
    "port-capacity": QT_TRANSLATE_NOOP("Refusal", "a port holds at most {limit} ships"),
    "port-takeover-count": QT_TRANSLATE_NOOP("Refusal", "choose how many ships to take over"),
    "support-one-choice-per-area": QT_TRANSLATE_NOOP("Refusal", "one choice per region"),
    "support-declare-each": QT_TRANSLATE_NOOP("Refusal", "declare each of {regions}"),
    "support-side": QT_TRANSLATE_NOOP("Refusal", "a side must be attacker, defender or none"),
    "support-neutral-force": QT_TRANSLATE_NOOP("Refusal", "a neutral force cannot be supported"),
    "card-not-in-hand": QT_TRANSLATE_NOOP("Refusal", "{card} is not in {seat}'s hand"),
    "retreat-destination": QT_TRANSLATE_NOOP("Refusal", "cannot retreat to {region}"),
    "choice-not-an-option": QT_TRANSLATE_NOOP("Refusal", "that is not one of the options"),
    "select-count": QT_TRANSLATE_NOOP("Refusal", "select between {min} and {max} units"),
    "select-not-eligible": QT_TRANSLATE_NOOP("Refusal", "those units are not eligible"),
    "supply-still-exceeded": QT_TRANSLATE_NOOP("Refusal", "the armies still exceed the supply limit"),
    "supply-too-many-destroyed": QT_TRANSLATE_NOOP("Refusal", "that destroys more units than needed"),
    "select-one-area": QT_TRANSLATE_NOOP("Refusal", "all units must come from one area"),
    "select-worth": QT_TRANSLATE_NOOP("Refusal", "remove units worth {n} mustering points, and no more than needed"),
    "bid-range": QT_TRANSLATE_NOOP("Refusal", "bid between 0 and {limit}"),
    "tie-order": QT_TRANSLATE_NOOP("Refusal", "order exactly the tied houses"),
    "muster-castle": QT_TRANSLATE_NOOP("Refusal", "{castle} cannot muster now"),
    "muster-upgrade-unit": QT_TRANSLATE_NOOP("Refusal", "cannot upgrade to {unit}"),
    "muster-upgrade-area": QT_TRANSLATE_NOOP("Refusal", "upgrades happen in the mustering area"),
    "muster-no-footman": QT_TRANSLATE_NOOP("Refusal", "no footman to upgrade in {castle}"),
    "muster-unknown-unit": QT_TRANSLATE_NOOP("Refusal", "unknown unit {unit}"),
    "muster-ship-destination": QT_TRANSLATE_NOOP("Refusal", "a ship cannot be mustered into {dest}"),
    "muster-enemy-ships": QT_TRANSLATE_NOOP("Refusal", "{dest} holds enemy ships"),
    "muster-land-area": QT_TRANSLATE_NOOP("Refusal", "land units appear in the mustering area"),
    "muster-enemy-units": QT_TRANSLATE_NOOP("Refusal", "enemy units are in {castle}"),
    "muster-points": QT_TRANSLATE_NOOP("Refusal", "{castle} has only {points} points"),
    "muster-reserve": QT_TRANSLATE_NOOP("Refusal", "not enough {unit} pieces left"),
    "muster-supply": QT_TRANSLATE_NOOP("Refusal", "those units would exceed the supply limit"),
    "last-round-already": QT_TRANSLATE_NOOP("Refusal", "round {n} is already the last"),
    "winner-not-a-player": QT_TRANSLATE_NOOP("Refusal", "{house} cannot be declared the winner: it is not a player's house"),  # noqa: E501
    "game-paused": QT_TRANSLATE_NOOP("Refusal", "the game is paused: no move is taken until it resumes"),
    "table-malformed": QT_TRANSLATE_NOOP("Refusal", "that request to the table is malformed: {problem}"),
    "table-off": QT_TRANSLATE_NOOP("Refusal", "nobody decides for this table: the host takes no requests"),
    "table-not-started": QT_TRANSLATE_NOOP("Refusal", "the game has not started yet"),
    "vote-not-a-player": QT_TRANSLATE_NOOP("Refusal", "only a player at the table may ask for that"),
    "vote-not-a-spectator": QT_TRANSLATE_NOOP("Refusal", "only someone watching, not playing, may take a house over"),
    "vote-needs-name": QT_TRANSLATE_NOOP("Refusal", "say who you are first: taking a house over needs a name"),
    "vote-tournament": QT_TRANSLATE_NOOP("Refusal", "a tournament allows no vote to {vote}"),
    "vote-running": QT_TRANSLATE_NOOP("Refusal", "a vote to {vote} is already running"),
    "vote-paused": QT_TRANSLATE_NOOP("Refusal", "not while the game is paused"),
    "vote-not-paused": QT_TRANSLATE_NOOP("Refusal", "the game is not paused"),
    "vote-resumes-soon": QT_TRANSLATE_NOOP("Refusal", "the game resumes by itself in a moment"),
    "vote-no-clock": QT_TRANSLATE_NOOP("Refusal", "this game has no chess clock"),
    "vote-extensions-used": QT_TRANSLATE_NOOP("Refusal", "the clocks cannot be extended again now"),
    "vote-during-combat": QT_TRANSLATE_NOOP("Refusal", "not during a battle"),
    "vote-in-draft": QT_TRANSLATE_NOOP("Refusal", "not while the house cards are drafted"),
    "vote-unknown": QT_TRANSLATE_NOOP("Refusal", "there is no vote {n} running"),
    "vote-not-a-voter": QT_TRANSLATE_NOOP("Refusal", "you do not vote on this"),
    "vote-asker-gone": QT_TRANSLATE_NOOP("Refusal", "the person who asked is no longer here"),
    "takeover-house": QT_TRANSLATE_NOOP("Refusal", "{house} cannot be taken over: only a bot's, an away player's or a vassal's house can"),  # noqa: E501
    "takeover-timed-out": QT_TRANSLATE_NOOP("Refusal", "{house}'s clock ran out: it stays as it is"),
    "vassal-vote-own": QT_TRANSLATE_NOOP("Refusal", "your own house is handed back, not voted away"),
    "vassal-vote-minimum": QT_TRANSLATE_NOOP("Refusal", "{n} players are the fewest left: none more is replaced by a vassal"),  # noqa: E501
    "swap-own": QT_TRANSLATE_NOOP("Refusal", "a house is not swapped with itself"),
    "swap-not-a-player": QT_TRANSLATE_NOOP("Refusal", "{house} is not played by a person at the table"),
    "swap-now": QT_TRANSLATE_NOOP("Refusal", "houses are swapped only outside a battle and a bid, and not once either has placed its orders"),  # noqa: E501
    "swap-objectives": QT_TRANSLATE_NOOP("Refusal", "with objectives, houses are swapped only before either has kept its first ones"),  # noqa: E501
    "handback-not-seated": QT_TRANSLATE_NOOP("Refusal", "only a player holding a house can hand it back"),
    "handback-no-vassals": QT_TRANSLATE_NOOP("Refusal", "this game plays no vassals: a bot takes the house"),
    "too-few-players": QT_TRANSLATE_NOOP("Refusal", "{n} players cannot seat every house of this game: it needs at least {min} players until vassals are played"),  # noqa: E501
}

# command type names (params of kind "command"), as the player thinks of them
COMMAND_NAMES: dict[str, str] = {
    "PlaceOrders": QT_TRANSLATE_NOOP("Refusal", "placing orders"),
    "UseRaven": QT_TRANSLATE_NOOP("Refusal", "using the Messenger Raven"),
    "ResolveRaid": QT_TRANSLATE_NOOP("Refusal", "a raid"),
    "ResolveMarch": QT_TRANSLATE_NOOP("Refusal", "a march"),
    "DeclareSupport": QT_TRANSLATE_NOOP("Refusal", "declaring support"),
    "ChooseHouseCard": QT_TRANSLATE_NOOP("Refusal", "a house card"),
    "Bid": QT_TRANSLATE_NOOP("Refusal", "a bid"),
    "Choose": QT_TRANSLATE_NOOP("Refusal", "a choice"),
    "SelectUnits": QT_TRANSLATE_NOOP("Refusal", "choosing units"),
    "Retreat": QT_TRANSLATE_NOOP("Refusal", "a retreat"),
    "Muster": QT_TRANSLATE_NOOP("Refusal", "mustering"),
    "OrderHouses": QT_TRANSLATE_NOOP("Refusal", "ordering tied houses"),
}


def command_name(command: str) -> str:
    source = COMMAND_NAMES.get(command)
    return translate("Refusal", source) if source else command


def _one(kind: str, value: str) -> str:
    if kind in ("area", "areas"):
        return names.region(value)
    if kind == "house":
        return names.house(value)
    if kind == "card":
        return names.card(value)
    if kind == "unit":
        return names.unit(value)
    if kind == "token":
        return names.token(value)
    if kind in ("command", "commands"):
        return command_name(value)
    if kind == "variant":
        return variants.name(value)
    if kind == "option":
        return variants.option(value)
    if kind == "ruleset":
        return names.edition(value)
    if kind == "deck":
        return variants.deck_group(value)
    if kind == "vote":
        return vote_name(value)
    return value


def vote_name(kind: str) -> str:
    """A vote type as a refusal names it ("a vote to {vote} is already running")."""
    return {"pause-game": translate("Table", "pause the game"),
            "resume-game": translate("Table", "resume the game"),
            "end-game": translate("Table", "end the game after this round"),
            "declare-winner": translate("Table", "declare a winner"),
            "extend-player-clocks": translate("Table", "give every chess clock more time"),
            "swap-houses": translate("Table", "swap houses"),
            "replace-player-by-vassal": translate("Table", "make a house a vassal"),
            "replace-player": translate("Table", "take over a house"),
            "replace-vassal-by-player": translate("Table", "take over a vassal")}.get(kind, kind)


def param_text(name: str, value: Any) -> str:
    """One parameter in the interface language, by the kind its name stands for."""
    kind = PARAM_KINDS.get(name, "text")
    if isinstance(value, list):
        return translate("Names", ", ").join(_one(kind, str(v)) for v in value)
    if isinstance(value, str):
        return _one(kind, value)
    return str(value)


def describe(message: dict[str, Any]) -> str:
    """The refusal of an `error` message in the interface language; the host's English
    `message` (or the bare code) when the key, or its parameters, are not ones we know."""
    fallback = str(message.get("message") or message.get("code", ""))
    key, params = message.get("key"), message.get("params")
    context, template = "Refusal", REFUSAL_TEMPLATES.get(key) if isinstance(key, str) else None
    if template is None and isinstance(key, str) and key in variants.VARIANT_REFUSAL_TEMPLATES:
        context, template = "VariantRefusal", variants.VARIANT_REFUSAL_TEMPLATES[key]  # a game's variants
    if template is None or not isinstance(params, dict):
        return fallback
    try:
        shown = {str(k): param_text(str(k), v) for k, v in params.items()}
        return translate(context, template).format(**shown)
    except (KeyError, IndexError, ValueError):  # a parameter missing or a template we cannot fill
        return fallback


def refusal_text(exc: Any) -> str:
    """A refusal raised here (an `IllegalCommand`: a game that cannot be set up as asked, a
    variant combination the engine refuses) in the interface language."""
    return describe({"key": getattr(exc, "key", None), "params": getattr(exc, "params", None),
                     "message": getattr(exc, "detail", str(exc))})
