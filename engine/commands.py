"""Commands: what a seat asks the game to do, as frozen value types.

Every client (GUI, bot, remote peer) builds one of these and sends it through
the same `Game.act` gate. `command_to_wire`/`command_from_wire` turn them into
tagged plain data; an unknown tag or a field of the wrong type is refused.
"""
from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any, Callable, Union, get_type_hints

from .errors import IllegalCommand, Reason


@dataclass(frozen=True)
class PlaceOrders:
    """Planning: one order token per area, {region: token id}."""

    orders: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class UseRaven:
    """Messenger Raven: action is "none", "replace" (region + token) or "peek"."""

    action: str
    region: str = ""
    token: str = ""


@dataclass(frozen=True)
class ResolveRaid:
    """Resolve the raid order in `source`; `target` "" removes it without effect."""

    source: str
    target: str = ""


@dataclass(frozen=True)
class ResolveMarch:
    """Resolve the march order in `source`: moves are (destination, unit types)."""

    source: str
    moves: tuple[tuple[str, tuple[str, ...]], ...] = ()
    leave_power_token: bool = False


@dataclass(frozen=True)
class DeclareSupport:
    """Each of this house's support regions next to the combat: side "attacker", "defender" or "none"."""

    choices: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class ChooseHouseCard:
    card: str


@dataclass(frozen=True)
class Bid:
    amount: int


@dataclass(frozen=True)
class Choose:
    """Pick one of the options a decision lists (an option is plain data)."""

    choice: Any


@dataclass(frozen=True)
class SelectUnits:
    """Pick units on the board as (region, unit type) pairs: casualties, losses, swaps."""

    units: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Retreat:
    region: str


@dataclass(frozen=True)
class Muster:
    """Mustering: each action is (castle, unit, destination) for a new unit, or
    (castle, unit, region) with unit "knight"/"siege-engine" prefixed "upgrade:" to
    turn a footman in `region` into that unit."""

    actions: tuple[tuple[str, str, str], ...]


@dataclass(frozen=True)
class OrderHouses:
    """Settle a tie: the full order of the houses, first place first."""

    order: tuple[str, ...]


@dataclass(frozen=True)
class GivePower:
    """Give `amount` available power tokens to the player `to` (option power_token_trading):
    answers no decision, taken whenever the timing allows (engine/gifts.py)."""

    to: str
    amount: int


@dataclass(frozen=True)
class SetVassal:
    """The host turns the player house `house` into a vassal (`vassal` true: its player left) or
    gives a vassal house to a new player (`vassal` false): answers no decision, taken from the
    host only (a client's is refused), recorded in the save (phases/vassals.py)."""

    house: str
    vassal: bool


@dataclass(frozen=True)
class EndAfterThisRound:
    """The table decided that the round being played is the last: the game ends after it with
    the usual end-of-game ranking (engine/table.py). Answers no decision, taken from the host
    only, recorded in the save."""


@dataclass(frozen=True)
class DeclareWinner:
    """The game ends at once with `house` as its winner: `why` "declared" (the table voted it)
    or "clock" (every other player's chess clock ran out, engine/table.py). Answers no
    decision, taken from the host only, recorded in the save."""

    house: str
    why: str


Command = Union[
    PlaceOrders, UseRaven, ResolveRaid, ResolveMarch, DeclareSupport, ChooseHouseCard,
    Bid, Choose, SelectUnits, Retreat, Muster, OrderHouses, GivePower, SetVassal, EndAfterThisRound,
    DeclareWinner,
]
COMMAND_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (PlaceOrders, UseRaven, ResolveRaid, ResolveMarch, DeclareSupport,
                ChooseHouseCard, Bid, Choose, SelectUnits, Retreat, Muster, OrderHouses, GivePower,
                SetVassal, EndAfterThisRound, DeclareWinner)
}
# commands that answer no decision
OUT_OF_TURN = ("GivePower", "SetVassal", "EndAfterThisRound", "DeclareWinner")
# commands a client may never send (the host's, or the table's once it decided: engine/table.py)
HOST_ONLY = ("SetVassal", "EndAfterThisRound", "DeclareWinner")


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def command_to_wire(cmd: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type(cmd).__name__}
    for f in fields(cmd):
        out[f.name] = _plain(getattr(cmd, f.name))
    return out


def _malformed(problem: str) -> IllegalCommand:
    """A malformed command: a client bug, so the problem stays English free text."""
    return IllegalCommand(Reason.MALFORMED, "malformed-command", problem=problem)


def _freeze(value: Any, depth: int = 0) -> Any:
    if depth > 8:
        raise _malformed("nested too deeply")
    kind = type(value)
    if kind is str or kind is int or kind is bool or value is None:
        return value
    if isinstance(value, list | tuple):
        if type(value) is tuple and _is_frozen(value, depth):
            return value  # most commands built in-process are
        return tuple(_freeze(v, depth + 1) for v in value)
    if isinstance(value, dict):
        raise _malformed("maps are not allowed in commands")
    if value is None or isinstance(value, bool | int | str):
        return value
    raise _malformed(f"unsupported value {type(value).__name__}")


def _is_frozen(value: tuple[Any, ...], depth: int) -> bool:
    """`value`, a tuple at `depth`, is already what `_freeze` makes of it (plain tuples of
    str, int, bool and None, nested no deeper than allowed)."""
    if not value:
        return True
    if depth >= 8:  # its items would be too deep: `_freeze` says so
        return False
    for v in value:
        kind = type(v)
        if not (kind is str or kind is int or kind is bool or v is None
                or (kind is tuple and _is_frozen(v, depth + 1))):
            return False
    return True


def _check(value: Any, hint: Any, name: str, text: str | None = None) -> None:
    """Shallow structural check against the dataclass annotation (`text`: str(hint), when known)."""
    if text is None:
        text = str(hint)
    if hint is str and not isinstance(value, str):
        raise _malformed(f"{name} must be a string")
    if hint is int and (not isinstance(value, int) or isinstance(value, bool)):
        raise _malformed(f"{name} must be an integer")
    if hint is bool and not isinstance(value, bool):
        raise _malformed(f"{name} must be a boolean")
    if text.startswith("tuple") and not isinstance(value, tuple):
        raise _malformed(f"{name} must be a list")
    if text.startswith("tuple[tuple[str, str]") and not all(
        isinstance(p, tuple) and len(p) == 2 and all(isinstance(x, str) for x in p) for p in value
    ):
        raise _malformed(f"{name} must be a list of string pairs")
    if text.startswith("tuple[tuple[str, str, str]") and not all(
        isinstance(p, tuple) and len(p) == 3 and all(isinstance(x, str) for x in p) for p in value
    ):
        raise _malformed(f"{name} must be a list of string triples")
    if text == "tuple[str, ...]" and not all(isinstance(x, str) for x in value):
        raise _malformed(f"{name} must be a list of strings")
    if text.startswith("tuple[tuple[str, tuple[str, ...]]"):
        for p in value:
            if not (isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str)
                    and isinstance(p[1], tuple) and all(isinstance(x, str) for x in p[1])):
                raise _malformed(f"{name} must be a list of [region, [unit, ...]]")


# per command class, as the wire has it: the keys a command may hold, and per field its name,
# annotation, annotation as text and whether it must be there (no default)
_WIRE: dict[type, tuple[frozenset[str], tuple[tuple[str, Any, str, bool], ...]]] = {}


def _wire_shape(cls: type) -> tuple[frozenset[str], tuple[tuple[str, Any, str, bool], ...]]:
    got = _WIRE.get(cls)
    if got is None:
        required = {f.name for f in fields(cls) if f.default is MISSING}
        shape = _shape(cls)
        got = _WIRE[cls] = (frozenset({"type", *(name for name, _, _ in shape)}),
                            tuple((name, hint, text, name in required) for name, hint, text in shape))
    return got


def command_from_wire(data: Any) -> Any:
    """Decode a tagged command; anything unexpected raises IllegalCommand(MALFORMED)."""
    if not isinstance(data, dict):
        raise _malformed("a command must be a map")
    tag = data.get("type")
    cls = COMMAND_TYPES.get(tag) if isinstance(tag, str) else None
    if cls is None:
        raise _malformed(f"unknown command type {tag!r}")
    names, shape = _wire_shape(cls)
    extra = set(data) - names
    if extra:
        raise _malformed(f"unknown fields {sorted(map(str, extra))}")
    kwargs: dict[str, Any] = {}
    for name, hint, text, required in shape:
        if name not in data:
            if not required:
                continue
            raise _malformed(f"missing field {name}")
        value = _freeze(data[name])
        if name != "choice":
            _check(value, hint, name, text)
        kwargs[name] = value
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise _malformed(str(exc)) from None


# per command class: (field name, annotation, annotation as text) of each field
_SHAPES: dict[type, tuple[tuple[str, Any, str], ...]] = {}
_PLAIN = (str, int, bool)


# declared shapes of plain rows of strings -> the row length (0: the strings themselves)
_STR_ROWS = {"tuple[str, ...]": 0, "tuple[tuple[str, str], ...]": 2, "tuple[tuple[str, str, str], ...]": 3}


def _str_rows(value: tuple[Any, ...], width: int) -> bool:
    """`value` is exactly a tuple of str (width 0) or of tuples of `width` str: what a command
    built in-process from its decision's options holds, and what `_freeze` and `_check` would
    accept as it is (anything else takes the full check)."""
    if not width:
        return all(type(x) is str for x in value)
    for row in value:
        if type(row) is not tuple or len(row) != width:
            return False
        for x in row:
            if type(x) is not str:
                return False
    return True


def _moves_ok(value: Any) -> bool:
    """`value` is exactly a tuple of (str, tuple of str) pairs: a march's moves as a command built
    in-process holds them, which `_freeze` and `_check` accept as they are."""
    if type(value) is not tuple:
        return False
    for row in value:
        if type(row) is not tuple or len(row) != 2 or type(row[0]) is not str or type(row[1]) is not tuple:
            return False
        for x in row[1]:
            if type(x) is not str:
                return False
    return True


def _fast_test(hint: Any, text: str) -> Callable[[Any], bool]:
    """A quick test that a field's value already has its declared shape (True: it passes the
    full check as it is; False: the full check decides)."""
    if hint in _PLAIN:
        return lambda value: type(value) is hint
    width = _STR_ROWS.get(text)
    if width is not None:
        return lambda value: type(value) is tuple and _str_rows(value, width)
    if text == "tuple[tuple[str, tuple[str, ...]], ...]":
        return _moves_ok
    if hint is Any:  # a choice: a plain scalar is frozen as it is
        return lambda value: type(value) in _SCALARS
    return lambda value: False


_SCALARS = frozenset({str, int, bool, type(None)})
# per command class: (field name, quick test) of each field (`_fast_test`)
_FAST: dict[type, tuple[tuple[str, Callable[[Any], bool]], ...]] = {}


def check_command(cmd: Any) -> None:
    """Refuse (MALFORMED) a command object whose fields do not have the declared shapes.

    `command_from_wire` checks what arrives as data; this does the same for command
    objects built in-process, so `Game.act` refuses e.g. Bid(amount="3") or
    PlaceOrders(orders="ab") instead of failing inside the rules with a TypeError.
    Lists are accepted where tuples are declared. A field holding exactly its declared
    shape passes a quick test (every command is checked, so this is kept short); any other
    value takes the full check.
    """
    fast = _FAST.get(type(cmd))
    if fast is None:
        shape = _shape(type(cmd))
        fast = _FAST[type(cmd)] = tuple((name, _fast_test(hint, text)) for name, hint, text in shape)
    for name, ok in fast:
        if not ok(getattr(cmd, name)):
            _full_check(cmd)
            return


def _shape(cls: type) -> tuple[tuple[str, Any, str], ...]:
    shape = _SHAPES.get(cls)
    if shape is None:
        if COMMAND_TYPES.get(cls.__name__) is not cls:
            raise _malformed(f"unknown command type {cls.__name__}")
        hints = get_type_hints(cls)
        shape = _SHAPES[cls] = tuple((f.name, hints[f.name], str(hints[f.name])) for f in fields(cls))
    return shape


def _full_check(cmd: Any) -> None:
    for name, hint, text in _shape(type(cmd)):
        value = getattr(cmd, name)
        if type(value) is hint and hint in _PLAIN:
            continue
        width = _STR_ROWS.get(text)
        if width is not None and type(value) is tuple and _str_rows(value, width):
            continue
        value = _freeze(value)
        if name != "choice":
            _check(value, hint, name, text)
