"""The mutable game state: plain data only (dicts, lists, str, int, bool).

Keeping every field plain makes the wire codec and the save format trivial,
makes `clone` a fast structural copy, and makes the digest well defined.
Static facts stay in the shared `Ruleset`, so a copy never duplicates them.
Secrets (unrevealed orders, bids, chosen cards, deck order, the raven's look)
live here too; `views.py` decides who may see them.
"""
from __future__ import annotations

import hashlib
import json
import marshal
from dataclasses import dataclass, field, fields
from typing import Any

SAVE_VERSION = 1


def deep(value: Any) -> Any:
    """Copy nested plain data (faster than copy.deepcopy for JSON-like trees); values of the
    common leaf types are taken as they are without a call."""
    if isinstance(value, dict):
        return {k: (v if type(v) in _LEAVES else deep(v)) for k, v in value.items()}
    if isinstance(value, list):
        return [v if type(v) in _LEAVES else deep(v) for v in value]
    return value


_LEAVES = frozenset({str, int, bool, float, type(None), tuple})  # never copied by `deep`


def deep_fast(value: Any) -> Any:
    """`deep` in C (a marshal round trip): about twice as fast on the larger trees a
    view copies after every command (battle and bid reports, phase frames).
    Plain data only: anything marshal cannot write raises ValueError."""
    return marshal.loads(marshal.dumps(value))


@dataclass
class GameState:
    ruleset: str
    players: int
    houses: list[str]  # in play, in the ruleset's house order
    options: dict[str, Any]
    seed: int
    rng: int
    round: int = 1
    state_id: int = 0
    tracks: dict[str, list[str]] = field(default_factory=dict)  # first place first
    supply: dict[str, int] = field(default_factory=dict)
    power: dict[str, int] = field(default_factory=dict)  # available power tokens
    tokens: dict[str, str] = field(default_factory=dict)  # region -> house (power token)
    units: dict[str, dict[str, Any]] = field(default_factory=dict)  # region -> army
    orders: dict[str, dict[str, Any]] = field(default_factory=dict)  # region -> {house, token}
    orders_revealed: bool = False
    garrisons: dict[str, int] = field(default_factory=dict)  # region -> strength
    neutral: dict[str, int] = field(default_factory=dict)  # region -> strength
    blocked: list[str] = field(default_factory=list)
    hands: dict[str, list[str]] = field(default_factory=dict)
    discards: dict[str, list[str]] = field(default_factory=dict)
    westeros: dict[str, list[str]] = field(default_factory=dict)  # deck -> draw pile, top first
    revealed: list[str] = field(default_factory=list)  # Westeros cards drawn this round
    wildling_deck: list[str] = field(default_factory=list)  # top first
    wildling_threat: int = 0
    raven_peek: dict[str, str] = field(default_factory=dict)  # house -> top card it has seen
    blade_used: bool = False
    banned: list[str] = field(default_factory=list)  # order types or token ids banned this round
    round_rules: list[str] = field(default_factory=list)  # this round's event rules (Rains of Autumn, 1st ed.)
    stack: list[dict[str, Any]] = field(default_factory=list)  # phase frames, innermost last
    # public reports of the latest outcomes, so a late joiner or a replay shows them too
    last_battle: dict[str, Any] | None = None  # the summary of the latest resolved combat
    last_bidding: dict[str, Any] | None = None  # the latest Clash of Kings track or wildling attack
    winner: str | None = None
    winners: list[str] = field(default_factory=list)  # more than one only for a shared win
    finished: bool = False
    # expansion state (docs/ARCHITECTURE.md, expansion concepts); left out of the wire form
    # while empty, so the base editions' saves and digests stay as they were
    loyalty: dict[str, int] = field(default_factory=dict)  # area -> loyalty tokens on it (public)
    loyalty_points: dict[str, int] = field(default_factory=dict)  # house -> loyalty gained for good
    removed_cards: dict[str, list[str]] = field(default_factory=dict)  # house -> cards out of the game
    unit_steps_advanced: dict[str, int] = field(default_factory=dict)  # unit type -> strength steps taken early
    # unit type -> the rounds whose strength step was taken early and the round track has not
    # reached yet (engine/units.py; `unit_steps_advanced` counts them)
    unit_steps_taken: dict[str, list[int]] = field(default_factory=dict)
    vassals: list[str] = field(default_factory=list)  # houses in play that no seat plays (public)
    commanders: dict[str, str] = field(default_factory=dict)  # vassal -> the seat commanding it this round
    # a player house that is a vassal now keeps its own things aside until its player takes it back:
    # house -> {"hand": [...], "discards": [...], "removed": [...], "loans": [...]} (phases/vassals.py)
    set_aside: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    # objectives (engine/objectives.py): hands and the deck are secret, the rest public
    objectives: dict[str, list[str]] = field(default_factory=dict)  # house -> objective cards in hand
    objective_deck: list[str] = field(default_factory=list)  # top first
    objectives_scored: dict[str, list[str]] = field(default_factory=dict)  # house -> scored, face up
    victory_points: dict[str, int] = field(default_factory=dict)  # house -> place on the victory track
    # area -> {"castle": str | None, "crowns": int, "barrels": int}: the values that differ from
    # the printed ones (engine/areas.py reads them; public)
    area_changes: dict[str, dict[str, Any]] = field(default_factory=dict)
    # the Iron Bank, when played: {"deck": [loan ids, top first] (secret order), "market": [loan id
    # or None per slot, newest (dearest) first], "loans": {house: [loans bought]}} (phases/iron_bank.py)
    iron_bank: dict[str, Any] = field(default_factory=dict)
    # house -> the house cards it owns, when a variant made its deck (a draft; engine/decks.py);
    # a house without an entry owns its printed deck
    decks: dict[str, list[str]] = field(default_factory=dict)
    # track -> the house holding that track's dominance token away from the track's first place,
    # until the next Clash of Kings (A Storm of Swords' Stannis Baratheon takes the Iron Throne's; public)
    tokens_held: dict[str, str] = field(default_factory=dict)
    # the round the table decided is the last (engine/table.py, `EndAfterThisRound`; public); 0:
    # the ruleset's (or the variants') round limit
    last_round: int = 0
    # what a played variant keeps between steps, under its id (a perpetuum draft's pool); secret
    # unless the variant's module shows it (engine/variants)
    variant_state: dict[str, Any] = field(default_factory=dict)

    def clone(self) -> "GameState":
        """An independent copy (searching bots clone a sampled state for every candidate):
        one marshal round trip of all fields, about twice as fast as copying them in Python.
        Expansion fields left empty are not copied: the new state makes its own empty ones,
        which costs less than sending them through marshal."""
        fields_ = vars(self)
        return GameState(**deep_fast({name: v for name in _FIELD_NAMES
                                      if (v := fields_[name]) or name not in _EXPANSION_SET}))

    def to_wire(self) -> dict[str, Any]:
        out = {f.name: deep(getattr(self, f.name)) for f in fields(self)}
        for name in EXPANSION_FIELDS:
            if not out[name]:
                del out[name]
        out["version"] = SAVE_VERSION
        return out

    @staticmethod
    def from_wire(data: dict[str, Any]) -> "GameState":
        data = dict(data)
        version = data.pop("version", None)
        if version != SAVE_VERSION:
            raise ValueError(f"unsupported state version {version!r}")
        names = {f.name for f in fields(GameState)}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"unknown state fields {sorted(unknown)}")
        return GameState(**{k: deep(v) for k, v in data.items()})

    def digest(self) -> str:
        return wire_digest(self.to_wire())


_FIELD_NAMES = tuple(f.name for f in fields(GameState))
# fields only expansions fill; the wire form leaves them out while they are empty
EXPANSION_FIELDS = ("loyalty", "loyalty_points", "removed_cards", "unit_steps_advanced", "unit_steps_taken",
                    "vassals", "commanders", "set_aside",
                    "objectives", "objective_deck", "objectives_scored", "victory_points",
                    "area_changes", "iron_bank", "decks",
                    "variant_state", "tokens_held", "last_round")

_EXPANSION_SET = frozenset(EXPANSION_FIELDS)

# fields added after saves of version 1 were written (their digests do not cover them)
REPORT_FIELDS = ("last_battle", "last_bidding")


def wire_digest(wire: dict[str, Any]) -> str:
    text = json.dumps(wire, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]
