"""Why a command was refused: one exception type with a machine-readable reason and message.

Every refusal names a template in `REFUSALS` by a short stable key and gives the template's
parameters as plain data, so a client can show the refusal in its own language; the English
rendering (`IllegalCommand.detail`) is kept for logs, tests and clients that do not know the key.

A parameter's kind follows from its name alone (`PARAM_KINDS`), so a client renders it without
knowing the template:

- `region`, `source`, `dest`, `castle`, `target`: an area id;
- `regions`: a list of area ids;
- `house`, `seat`: a house id;
- `card`: a house card id;
- `unit`: a unit type (`footman`, `knight`, `ship`, `siege-engine`; or what the command named);
- `token`: an order token id (or what the command named);
- `n`, `limit`, `points`, `min`, `max`, `state_id`, `current`: an integer;
- `command`: a command type name; `expected`: a list of command type names;
- `action`, `problem`, `value`: text shown as given (a word from the command, the English reason a
  command is malformed, or a variant's value as it was given);
- `variant`, `other`: a variant id (`engine/variants`, the reference's ids);
- `option`: an engine option (`tides_of_battle`, `vassals`, ...);
- `ruleset`: a ruleset id (`second_edition`, ...);
- `deck`: a draft deck group id (`base-and-mod-a`, ...);
- `vote`: a vote type of the table (`end-game`, `swap-houses`, ...; engine/table.py).

Parameter values are str, int, or (for list kinds) a list of str, never anything else.
"""
from __future__ import annotations

import string
from collections.abc import Mapping
from enum import Enum
from functools import lru_cache
from typing import Union


class Reason(str, Enum):
    GAME_OVER = "game-over"
    NOT_AWAITED = "not-awaited"
    STALE_STATE = "stale-state"
    WRONG_COMMAND = "wrong-command"
    MALFORMED = "malformed"
    ILLEGAL = "illegal"


Param = Union[str, int, list[str]]

PARAM_KINDS: dict[str, str] = {
    "region": "area", "source": "area", "dest": "area", "castle": "area", "target": "area",
    "regions": "areas",
    "house": "house", "seat": "house",
    "card": "card",
    "unit": "unit",
    "token": "token",
    "n": "number", "limit": "number", "points": "number", "min": "number", "max": "number",
    "state_id": "number", "current": "number",
    "command": "command", "expected": "commands",
    "action": "text", "problem": "text", "value": "text",
    "variant": "variant", "other": "variant", "option": "option", "ruleset": "ruleset",
    "deck": "deck",
    "vote": "vote",
}

LIST_KINDS = frozenset({"areas", "commands"})

# key -> English template; the keys are part of the wire protocol (docs/PROTOCOL.md §6)
REFUSALS: dict[str, str] = {
    # who may act, and when
    "game-over": "the game is over",
    "command-not-expected": "the game does not expect {command} now",
    "seat-not-awaited": "{seat} is not awaited",
    "house-not-named": "{seat} decides for more than one house now: name the house the command is for",
    "house-not-commanded": "{seat} does not decide for {house} now",
    "stale-state": "state {state_id} is not the current {current}",
    "command-other-expected": "expected {expected}, got {command}",
    "nothing-to-decide": "there is nothing to decide now",
    "malformed-command": "the command is malformed: {problem}",
    # the host: names in hello, and moves it cannot save
    "name-characters": "a name may not hold control, invisible or direction-changing characters",
    "name-too-long": "a name has at most 40 characters",
    "name-reserved": "names that read as Bot are kept for the host's bots",
    "name-reserved-host": "names that read as Host are kept for the host",
    "chat-characters": "a chat message may not hold line breaks, control or direction-changing characters",
    "host-cannot-save": "the host cannot save the game, so it takes no moves until saving works again",
    "token-in-clear": "this client sent a seat's token in the clear; a token is never sent, only proved (update the client)",
    # planning
    "orders-no-units": "{house} has no units in {region}",
    "orders-unknown-token": "unknown order token {token}",
    "orders-banned-token": "{token} may not be placed this round",
    "orders-land-only": "{token} may only be placed on land, not in {region}",
    "orders-sea-only": "{token} may only be placed in a sea area, not in {region}",
    "orders-token-twice": "each order token can be used once",
    "orders-star-limit": "at most {limit} starred orders",
    "orders-count": "place an order in each area with units ({n} orders)",
    "orders-vassal-most": "a vassal places at most {n} orders",
    "power-gift-off": "power tokens cannot be given in this game",
    "vassal-not-offered": "this game has no vassals",
    "vassal-unknown-house": "{house} is not in this game",
    "vassal-already": "{house} is already a vassal",
    "vassal-never": "{house} is never a vassal",
    "vassal-last-seat": "{house} is the last player: it cannot become a vassal",
    "vassal-not-a-vassal": "{house} is not a vassal",
    "vassal-during-combat": "a house changes hands only once the combat is over",
    "command-host-only": "only the host may send that command",
    "last-round-already": "round {n} is already the last",
    # the table's decisions (engine/table.py, docs/RULES.md, At the table)
    "game-paused": "the game is paused: no move is taken until it resumes",
    "table-malformed": "that request to the table is malformed: {problem}",
    "table-off": "nobody decides for this table: the host takes no requests",
    "table-not-started": "the game has not started yet",
    "vote-not-a-player": "only a player at the table may ask for that",
    "vote-not-a-spectator": "only someone watching, not playing, may take a house over",
    "vote-needs-name": "say who you are first: taking a house over needs a name",
    "vote-tournament": "a tournament allows no vote to {vote}",
    "vote-running": "a vote to {vote} is already running",
    "vote-paused": "not while the game is paused",
    "vote-not-paused": "the game is not paused",
    "vote-resumes-soon": "the game resumes by itself in a moment",
    "vote-no-clock": "this game has no chess clock",
    "vote-extensions-used": "the clocks cannot be extended again now",
    "vote-during-combat": "not during a battle",
    "vote-in-draft": "not while the house cards are drafted",
    "vote-unknown": "there is no vote {n} running",
    "vote-not-a-voter": "you do not vote on this",
    "vote-asker-gone": "the person who asked is no longer here",
    "takeover-house": "{house} cannot be taken over: only a bot's, an away player's or a vassal's house can",
    "takeover-timed-out": "{house}'s clock ran out: it stays as it is",
    "vassal-vote-own": "your own house is handed back, not voted away",
    "vassal-vote-minimum": "{n} players are the fewest left: none more is replaced by a vassal",
    "swap-own": "a house is not swapped with itself",
    "swap-not-a-player": "{house} is not played by a person at the table",
    "swap-now": "houses are swapped only outside a battle and a bid, and not once either has placed its orders",
    "swap-objectives": "with objectives, houses are swapped only before either has kept its first ones",
    "handback-not-seated": "only a player holding a house can hand it back",
    "handback-no-vassals": "this game plays no vassals: a bot takes the house",
    "winner-not-a-player": "{house} cannot be declared the winner: it is not a player's house",
    "power-gift-vassal": "vassals neither give nor receive power tokens",
    "power-gift-recipient": "{house} cannot receive your power tokens",
    "power-gift-amount": "give between 1 and {n} power tokens",
    "power-gift-room": "{house} has room for only {n} more power tokens",
    "power-gift-in-combat": "in a combat, power tokens may be given only while support is declared",
    "power-gift-while-bidding": "power tokens cannot be given while bids are being made",
    "power-gift-owing": "answer what the game asks of you before giving power tokens",
    "power-gift-too-often": "you have given power tokens often just now: give again in {n} seconds",
    "orders-two-in-area": "two orders in {region}",
    "raven-unknown-action": "unknown raven action {action}",
    "raven-no-order": "no {house} order in {region}",
    "raven-token-used": "{token} is not unused: pick an order token you have not placed",
    "raven-star-limit": "that exceeds the starred order limit",
    "raven-keep-or-bury": "choose keep or bury",
    # raids and marches
    "raid-no-order": "no {house} raid order in {source}",
    "raid-target": "{source} cannot raid {target}",
    "march-no-order": "no {house} march order in {source}",
    "march-must-leave": "units must leave the area to march",
    "march-no-units": "a move needs units",
    "march-destination": "{source} cannot march to {dest}",
    "march-family-area": "{dest} is held by your own vassal family: it cannot be marched into",
    "march-vassal-port": "a vassal cannot march into a port ({dest})",
    "march-units-unavailable": "those units are not able to march from {source}",
    "march-one-combat": "a march may start at most one combat",
    "march-supply": "that march would exceed the supply limit",
    "march-token-not-allowed": "a power token cannot be left in {source}",
    "march-token-units-remain": "a power token is left only when every unit leaves",
    "port-capacity": "a port holds at most {limit} ships",
    "port-takeover-count": "choose how many ships to take over",
    # combat
    "support-one-choice-per-area": "one choice per region",
    "support-declare-each": "declare each of {regions}",
    "support-side": "a side must be attacker, defender or none",
    "support-neutral-force": "a neutral force cannot be supported",
    "card-not-in-hand": "{card} is not in {seat}'s hand",
    "retreat-destination": "cannot retreat to {region}",
    # choices, unit selection, bids, ties
    "choice-not-an-option": "that is not one of the options",
    "select-count": "select between {min} and {max} units",
    "select-not-eligible": "those units are not eligible",
    "supply-still-exceeded": "the armies still exceed the supply limit",
    "supply-too-many-destroyed": "that destroys more units than needed",
    "select-one-area": "all units must come from one area",
    "select-worth": "remove units worth {n} mustering points, and no more than needed",
    "bid-range": "bid between 0 and {limit}",
    "tie-order": "order exactly the tied houses",
    # mustering
    "muster-castle": "{castle} cannot muster now",
    "muster-upgrade-unit": "cannot upgrade to {unit}",
    "muster-upgrade-area": "upgrades happen in the mustering area",
    "muster-no-footman": "no footman to upgrade in {castle}",
    "muster-unknown-unit": "unknown unit {unit}",
    "muster-ship-destination": "a ship cannot be mustered into {dest}",
    "muster-enemy-ships": "{dest} holds enemy ships",
    "muster-land-area": "land units appear in the mustering area",
    "muster-enemy-units": "enemy units are in {castle}",
    "muster-points": "{castle} has only {points} points",
    "muster-reserve": "not enough {unit} pieces left",
    "muster-supply": "those units would exceed the supply limit",
    # chat
    "private-chat-off": "private messages are off in this game: speak to the whole table",
    # setting up a game
    "too-few-players": "{n} players cannot seat every house of this game: it needs at least {min} "
                       "players until vassals are played",
}


# key -> English template of why a new game's variants are refused (engine/variants). Kept apart
# from REFUSALS, the refusals of commands: these come from setting a game up, and a window words
# them where a game is set up (docs/RULES.md, Variants).
VARIANT_REFUSALS: dict[str, str] = {
    "variant-unknown": "there is no variant {variant}",
    "variant-not-playable": "{variant} cannot be played yet",
    "variant-value": "{variant} cannot be set to {value}",
    "variant-range": "{variant} takes a number from {min} to {max}",
    "variant-ruleset": "{variant} is not played in {ruleset}",
    "variant-houses": "{variant} is not played with {n} houses",
    "variant-requires": "{variant} is played only together with {other}",
    "variant-needs-option": "{variant} is played only with the option {option}",
    "variant-excludes": "{variant} cannot be played together with {other}",
    "variant-value-ruleset": "{variant} cannot be set to {value} in {ruleset}",
    "variant-decks-too-few": "{variant} needs at least {n} deck groups to draft from",
    "variant-deck-not-offered": "{deck} cannot be drafted from in this game",
    "draft-pool-short": "the decks drafted from hold too few cards of strength {n} for every player",
    "draft-pool-short-house": "the decks drafted from hold too few cards of strength {n} for {house}",
}


def refusal_template(key: str) -> str | None:
    """The English template of a refusal key: a command's (REFUSALS) or a variant's."""
    return REFUSALS.get(key) or VARIANT_REFUSALS.get(key)


@lru_cache(maxsize=None)
def placeholders(template: str) -> frozenset[str]:
    """The parameter names a template uses (parsed once per template: bots' refused
    commands raise many)."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name)


def _plain(name: str, value: object) -> Param:
    kind = PARAM_KINDS.get(name)
    if kind is None:
        raise ValueError(f"refusal parameter {name!r} has no kind")
    if kind in LIST_KINDS:
        if isinstance(value, list | tuple | set | frozenset) and all(isinstance(v, str) for v in value):
            return sorted(value) if isinstance(value, set | frozenset) else list(value)
    elif kind == "number":
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif isinstance(value, str):
        return value
    raise ValueError(f"refusal parameter {name}={value!r} is not of kind {kind}")


def render(key: str, params: Mapping[str, Param]) -> str:
    """The English text of a refusal (lists joined with commas)."""
    shown = {k: ", ".join(v) if isinstance(v, list) else v for k, v in params.items()}
    return (REFUSALS.get(key) or VARIANT_REFUSALS[key]).format(**shown)


class IllegalCommand(Exception):
    """Raised for a refused command; the game state is left unchanged.

    `key` names the template in REFUSALS, `params` fills it (plain data), `detail` is the
    English rendering. A key or parameters that do not fit the table are a bug in the engine,
    so they raise ValueError rather than produce a half-filled message.
    """

    def __init__(self, reason: Reason, key: str, **params: object) -> None:
        template = REFUSALS.get(key) or VARIANT_REFUSALS.get(key)
        if template is None:
            raise ValueError(f"unknown refusal key {key!r}")
        if set(params) != placeholders(template):
            raise ValueError(f"refusal {key!r} takes {sorted(placeholders(template))}, got {sorted(params)}")
        self.reason = reason
        self.key = key
        self.params: dict[str, Param] = {k: _plain(k, v) for k, v in params.items()}
        self.detail = render(key, self.params)
        super().__init__(f"{reason.value}: {self.detail}")

    def __reduce__(self):  # picklable (e.g. across worker processes) despite the keyword parameters
        return _rebuild, (self.reason, self.key, self.params)


def _rebuild(reason: Reason, key: str, params: dict[str, Param]) -> IllegalCommand:
    return IllegalCommand(reason, key, **params)


class SetupRefused(IllegalCommand, ValueError):
    """A game that cannot be set up as asked (too few players for its houses): keyed like a
    refused command, so every client shows it in its own language."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(Reason.ILLEGAL, key, **params)

    def __reduce__(self):
        return _rebuild_setup, (self.key, self.params)


def _rebuild_setup(key: str, params: dict[str, Param]) -> SetupRefused:
    return SetupRefused(key, **params)


class VariantRefused(SetupRefused):
    """A game's variants that cannot be played as asked (engine/variants): keyed in
    VARIANT_REFUSALS, so a window words the reason in its own language."""

    def __reduce__(self):
        return _rebuild_variant, (self.key, self.params)


def _rebuild_variant(key: str, params: dict[str, Param]) -> VariantRefused:
    return VariantRefused(key, **params)


def refuse_variant(key: str, **params: object) -> VariantRefused:
    """The refusal of a variant setting (a key of VARIANT_REFUSALS), to raise."""
    if key not in VARIANT_REFUSALS:
        raise ValueError(f"unknown variant refusal {key!r}")
    return VariantRefused(key, **params)


def illegal(key: str, **params: object) -> IllegalCommand:
    """A refusal for breaking a rule (reason `illegal`)."""
    return IllegalCommand(Reason.ILLEGAL, key, **params)


def require(condition: object, key: str, **params: object) -> None:
    """Refuse the command with the refusal `key` unless `condition` holds."""
    if not condition:
        raise IllegalCommand(Reason.ILLEGAL, key, **params)
