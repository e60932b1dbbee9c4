"""Static game facts (map, decks, cards, tables) loaded once from resources/.

Everything an edition may change lives in a ruleset JSON file, so a new
edition is a new data file plus, at most, new card abilities (the module its
`abilities` field names under engine/abilities/). A `Ruleset`
is immutable and shared by every state copy: copying a game never copies it.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

RULESET_FILES = {"second_edition": "second_edition.json", "first_edition": "first_edition.json",
                 "mother_of_dragons": "mother_of_dragons.json",
                 "a_dance_with_dragons": "a_dance_with_dragons.json",
                 "a_feast_for_crows": "a_feast_for_crows.json",
                 # the community setups (packaging/make_setups.py; docs/RULES.md, Variants, Setups)
                 "a_dance_with_mother_of_dragons": "a_dance_with_mother_of_dragons.json",
                 "struggle_in_the_north": "struggle_in_the_north.json",
                 "rumble_in_the_south": "rumble_in_the_south.json",
                 "race_to_kings_landing": "race_to_kings_landing.json",
                 "no_kraken_for_dinner": "no_kraken_for_dinner.json",
                 "teach_the_game": "teach_the_game.json"}
DEFAULT_RULESET = "second_edition"
# the rulesets a window, host or lobby offers to players: a ruleset is offered once it plays to
# the end (`python -m engine.selfplay --ruleset R --players N --check`; Mother of Dragons does at 7 and 8,
# A Dance with Dragons at 6, A Feast for Crows at 4, each community setup at its own counts)
OFFERED_RULESETS = ("second_edition", "first_edition", "mother_of_dragons", "a_dance_with_dragons",
                    "a_feast_for_crows", "a_dance_with_mother_of_dragons", "struggle_in_the_north",
                    "rumble_in_the_south", "race_to_kings_landing", "no_kraken_for_dinner", "teach_the_game")


def resources_dir() -> Path:
    """The folder with the game's data, in a checkout or an installed wheel."""
    here = Path(__file__).resolve().parent.parent / "resources"
    if here.is_dir():
        return here
    try:  # installed: resources/ is packaged as `agot_resources`
        import importlib.resources as ir

        return Path(str(ir.files("agot_resources")))
    except Exception:  # pragma: no cover - only when the install is broken
        return here


@dataclass(frozen=True)
class Region:
    id: str
    name: str
    name_zh: str | None
    kind: str  # "land", "sea" or "port"
    castle: str | None  # None, "castle" or "stronghold"
    barrels: int
    crowns: int
    home_of: str | None
    port: str | None  # land: its port
    port_land: str | None  # port: the land it belongs to
    port_sea: str | None  # port: the sea it opens onto
    neutral_force: dict[str, int | None]
    blocked_in: frozenset[int]

    @property
    def is_land(self) -> bool:
        return self.kind == "land"

    @property
    def is_sea(self) -> bool:
        return self.kind == "sea"

    @property
    def is_port(self) -> bool:
        return self.kind == "port"

    @property
    def is_water(self) -> bool:
        """Seas and ports hold ships; land holds land units."""
        return self.kind != "land"

    @property
    def mustering_points(self) -> int:
        return {"castle": 1, "stronghold": 2}.get(self.castle or "", 0)


@dataclass(frozen=True)
class HouseCard:
    id: str
    house: str
    name: str
    strength: int
    swords: int
    fortifications: int
    ability: str | None
    timing: str | None


VASSAL_DECK = "vassal"  # the owner named by the shared vassal house cards


class CardTable(dict):
    """A ruleset's house cards by id. It holds (and `in`, `get` and iterating see) the
    ruleset's own cards; `table[id]` also finds a card of any deck a draft takes from
    (engine/decks.py), since a drafted hand may hold cards of other decks (`Ruleset.knows_card`
    says whether an id is a card of either kind)."""

    def __missing__(self, card_id: str) -> "HouseCard":
        from .decks import library_card

        card = library_card(card_id)
        if card is None:
            raise KeyError(card_id)
        return card


class WesterosCardTable(dict):
    """A ruleset's Westeros cards by id. It holds (and `in`, iterating see) the ruleset's own
    cards; `table[id]` and `get` also find a card a variant adds to a deck (the Dense Fog
    of fog of war, `resources/variants/fog_of_war.json`), which only a game playing that
    variant draws."""

    def __missing__(self, card_id: str) -> dict[str, Any]:
        card = variant_westeros_cards().get(card_id)
        if card is None:
            raise KeyError(card_id)
        return card

    def get(self, card_id: str, default: Any = None) -> Any:  # type: ignore[override]
        try:
            return self[card_id]
        except KeyError:
            return default


@lru_cache(maxsize=1)
def variant_westeros_cards() -> dict[str, dict[str, Any]]:
    """The Westeros cards variants add to the decks (id -> the card's data, with its `deck`)."""
    import json

    with (resources_dir() / "variants" / "fog_of_war.json").open(encoding="utf-8") as fh:
        return {c["id"]: c for c in json.load(fh)["westeros_cards"]}


@dataclass(frozen=True)
class OrderToken:
    id: str
    type: str  # march, defense, support, raid, consolidate-power
    bonus: int
    starred: bool
    base: str = ""  # the token kind without its copy number: "support-1" -> "support"
    also: str = ""  # a two-way token's second kind ("raid", "muster"): chosen when it resolves
    sea_only: bool = False  # placed in sea areas only (the sea orders module's tokens)


@dataclass(frozen=True)
class TidesCard:
    id: str
    strength: int
    swords: int
    fortifications: int
    skulls: int


@dataclass(frozen=True)
class UnitType:
    id: str
    strength: int
    moves_on: str
    muster_cost: int | None  # None: never mustered nor upgraded to (dragons)
    upgrade_cost: int | None
    siege_strength: int | None
    strength_steps: tuple[int, ...] = ()  # rounds on which the strength rises by 1 (dragons)
    flies: bool = False  # an army of only such units marches to any land area

    @property
    def musterable(self) -> bool:
        return self.muster_cost is not None


@dataclass(frozen=True)
class Ruleset:
    """All static facts of one edition; see resources/rulesets/*.json."""

    id: str
    raw: dict[str, Any] = field(repr=False, compare=False)
    regions: dict[str, Region] = field(repr=False)
    neighbours: dict[str, frozenset[str]] = field(repr=False)
    houses: tuple[str, ...]
    house_names: dict[str, str] = field(repr=False)
    home_of_house: dict[str, str] = field(repr=False)
    starting_supply: dict[str, int] = field(repr=False)
    unit_limits: dict[str, int] = field(repr=False)  # the edition's pieces per house
    unit_types: dict[str, UnitType] = field(repr=False)
    order_tokens: dict[str, OrderToken] = field(repr=False)
    order_token_ids: tuple[str, ...]
    house_cards: dict[str, HouseCard] = field(repr=False)
    house_card_ids: dict[str, tuple[str, ...]] = field(repr=False)
    westeros_decks: dict[str, tuple[str, ...]] = field(repr=False)
    westeros_cards: dict[str, dict[str, Any]] = field(repr=False)
    wildling_cards: tuple[str, ...]
    tides_deck: tuple[str, ...]
    tides_cards: dict[str, TidesCard] = field(repr=False)
    supply_table: tuple[tuple[int, ...], ...]
    max_power: int
    starting_power: int
    wildling_start: int
    wildling_max: int
    wildling_step: int
    castles_to_win: int
    rounds: int
    abilities: str  # the card-ability module under engine/abilities/ (by default the ruleset id)
    rules: dict[str, Any] = field(repr=False, compare=False)
    house_unit_limits: dict[str, dict[str, int]] = field(default_factory=dict, repr=False)
    # alternative decks a game option swaps in: option -> (house, card ids)
    deck_options: dict[str, tuple[str, tuple[str, ...]]] = field(default_factory=dict, repr=False)
    house_max_power: dict[str, int] = field(default_factory=dict, repr=False)

    def max_power_of(self, house: str) -> int:
        """The power tokens `house` owns in all (A Feast for Crows: Arryn 19), by default the
        edition's `power_tokens.max_per_house`."""
        return self.house_max_power.get(house, self.max_power)

    @cached_property
    def objective_rules(self) -> dict[str, Any] | None:
        """The objective cards and special objectives (`objectives` in the file), or None."""
        return self.raw.get("objectives")

    @cached_property
    def objective_cards(self) -> dict[str, dict[str, Any]]:
        return {c["id"]: c for c in (self.objective_rules or {}).get("cards", [])}

    @cached_property
    def special_objectives(self) -> dict[str, dict[str, Any]]:
        return {c["house"]: c for c in (self.objective_rules or {}).get("special", [])}

    def unit_limits_of(self, house: str) -> dict[str, int]:
        """The pieces `house` owns (a house may differ from the edition's default set)."""
        return self.house_unit_limits.get(house, self.unit_limits)

    def westeros_decks_in_play(self, players: int) -> tuple[str, ...]:
        """The Westeros decks a game of this size uses, in the order they are revealed."""
        listed = self.player_setup(players).get("westeros_decks")
        return tuple(listed) if listed else tuple(self.westeros_decks)

    def westeros_draw(self, players: int, round_: int) -> tuple[str, ...]:
        """The deck of each Westeros card a round reveals, in order: one card of every deck in
        play, or in round 1 what the ruleset's own first Westeros phase draws."""
        first = self.first_round_westeros
        if first and round_ == 1:
            return tuple(first["draw"])
        return self.westeros_decks_in_play(players)

    def house_deck(self, house: str, options: dict[str, Any] | None = None) -> tuple[str, ...]:
        """The house cards `house` plays with under these game options."""
        for option, (h, ids) in self.deck_options.items():
            if h == house and (options or {}).get(option):
                return ids
        return self.house_card_ids[house]

    @cached_property
    def vassal_rules(self) -> dict[str, Any] | None:
        """The vassal rules as data (`vassals` in the file), or None when the ruleset has none."""
        return self.raw.get("vassals")

    @cached_property
    def iron_bank(self) -> dict[str, Any] | None:
        """The Iron Bank as data (`iron_bank` in the file), or None when the ruleset has none."""
        return self.raw.get("iron_bank")

    @cached_property
    def _option_tokens(self) -> tuple[dict[str, Any], ...]:
        return tuple(option_order_tokens(self.raw))

    def extra_order_tokens(self, options: dict[str, Any]) -> list[str]:
        """The order tokens the game's options add to each player house's set (never required:
        a house places as many of its other orders as it can and may add these)."""
        return [t["id"] for t in self._option_tokens if options.get(t["option"])]

    @cached_property
    def option_token_ids(self) -> frozenset[str]:
        """Every order token a game option may add (whether or not this game plays it)."""
        return frozenset(t["id"] for t in self._option_tokens)

    @cached_property
    def raidable_tokens(self) -> frozenset[str]:
        """Option tokens a raid may remove besides the edition's raidable types."""
        return frozenset(t["id"] for t in self._option_tokens if t.get("raidable"))

    @cached_property
    def vassal_token_ids(self) -> tuple[str, ...]:
        return tuple(t["id"] for t in (self.vassal_rules or {}).get("order_tokens", []))

    @cached_property
    def vassal_card_ids(self) -> tuple[str, ...]:
        return tuple(c["id"] for c in (self.vassal_rules or {}).get("house_cards", []))

    def deck_of(self, house: str, options: dict[str, Any] | None = None, vassal: bool = False) -> tuple[str, ...]:
        """The house cards a house plays with: its own, or as a vassal the shared vassal deck."""
        return self.vassal_card_ids if vassal else self.house_deck(house, options)

    @property
    def player_counts(self) -> list[int]:
        """The house counts a game without vassals may have (a setup marked `vassals_only` is
        played only with vassals: Teach the Game's six houses)."""
        return list(self._player_counts)

    @cached_property
    def _player_counts(self) -> tuple[int, ...]:
        return tuple(sorted(int(n) for n, setup in self.raw["player_counts"].items()
                            if not setup.get("vassals_only")))

    def player_setup(self, players: int) -> dict[str, Any]:
        return self.raw["player_counts"][str(players)]

    def setup_houses(self, players: int, seated: list[str] | None = None) -> list[str]:
        """The houses in play in a game of this setup without vassals, in house order: the
        setup's, or, for a setup whose houses the table chooses (`houses_chosen_from`: Teach
        the Game's any two of six), the `seated` ones. ValueError when they do not fit."""
        setup = self.player_setup(players)
        chosen_from = setup.get("houses_chosen_from")
        if not chosen_from or seated is None:
            return [h for h in self.houses if h in setup["houses"]]
        if len(seated) != players or len(set(seated)) != players or not set(seated) <= set(chosen_from):
            raise ValueError(f"seat {players} different houses of {chosen_from}, not {seated}")
        return [h for h in self.houses if h in seated]

    @property
    def always_on(self) -> tuple[str, ...]:
        """Options the setup is always played with (`rules.always_on`: A Dance with Mother of
        Dragons' Iron Bank): `Game.new` turns them on, a window shows them on and fixed."""
        return tuple(self.rules.get("always_on", ()))

    def neutral_forces_at_start(self, players: int) -> dict[str, int]:
        """The neutral forces a game of this player count starts with, by area: the setup's,
        and (1st edition, 3-4 players) an absent house's starting units counted as one."""
        setup = self.player_setup(players)
        out = {r: int(n) for r, n in setup["neutral_forces"].items()}
        for house in setup.get("absent_house_units_stay_as_neutral", []):
            for region, units in self.raw["starting_units"][house].items():
                out[region] = sum(self.unit_types[u].strength for u in units)
        return out

    def garrisons_at_start(self, players: int, houses: list[str]) -> dict[str, int]:
        """The garrisons a game of this player count starts with: the setup's, and for a setup
        whose houses the table chooses only those on the home areas of the houses in play (an
        absent house's home area is empty and unguarded)."""
        setup = self.player_setup(players)
        garrisons = {r: int(n) for r, n in setup["home_garrisons"].items()}
        if setup.get("houses_chosen_from"):
            garrisons = {r: n for r, n in garrisons.items()
                         if self.regions[r].home_of is None or self.regions[r].home_of in houses}
        return garrisons

    @cached_property
    def first_round_westeros(self) -> dict[str, Any] | None:
        """Round 1's own Westeros phase (`rules.first_round_westeros`), or None: the decks it
        draws from, in order (a deck named twice gives two cards), cards never drawn there
        (`not_drawn`: the deck is shuffled at setup until none is on top) and whether its
        wildling icons count. A Dance with Mother of Dragons: deck IV's top two cards."""
        return self.rules.get("first_round_westeros")

    def star_limits(self, players: int) -> list[int]:
        """Starred orders allowed per King's Court place, for this player count.

        Either listed per player count, or one row by track place plus, for a
        player count that leaves places empty, the places used (1st edition,
        3 players: places 2-4). Worked out once per player count: planning asks for every
        house's limit after each house's orders."""
        rows = self._star_limit_rows
        row = rows.get(players)
        if row is None:
            limits = self.raw["starred_order_limits"]
            if str(players) in limits:
                row = tuple(limits[str(players)])
            else:
                by_place = limits["by_kings_court_position"]
                used = self.player_setup(players).get("kings_court_positions_used")
                row = tuple(by_place[p - 1] for p in used) if used else tuple(by_place[:players])
            rows[players] = row
        return list(row)

    @cached_property
    def _star_limit_rows(self) -> dict[int, tuple[int, ...]]:
        return {}

    def castles_needed(self, players: int) -> int:
        """Cities and strongholds that win at once with this many players (asked after every
        change of control, so worked out once per player count)."""
        known = self._castles_needed
        needed = known.get(players)
        if needed is None:
            needed = known[players] = int(self.player_setup(players).get("cities_and_strongholds_to_win",
                                                                         self.castles_to_win))
        return needed

    @cached_property
    def _castles_needed(self) -> dict[int, int]:
        return {}

    @cached_property
    def derived(self) -> dict[str, Any]:
        """Facts other modules work out from this ruleset alone (sorted neighbours, muster
        costs), kept with it: a ruleset never changes, so they are worked out once."""
        return {}

    def card_effect(self, card_id: str) -> dict[str, Any]:
        """What a Westeros (event) card does, as its ruleset's data says (a card a variant adds:
        the effect its variant's module registers under the card's id, phases/westeros.EFFECTS)."""
        effects = self.rules["westeros_card_effects"]
        if card_id not in effects and card_id in variant_westeros_cards():
            return {"effect": card_id}
        return effects[card_id]

    def raven_actions(self) -> list[str]:
        return list(self.rules["raven_actions"])

    @cached_property
    def sea_token_ids(self) -> tuple[str, ...]:
        """The sea orders module's extra tokens for every player (option `sea_orders`)."""
        return tuple(t["id"] for t in (self.rules.get("sea_orders") or {}).get("tokens", []))

    @property
    def modules(self) -> tuple[str, ...]:
        """Optional modules (`rules.modules`): a game records one in its options only when it
        is on, so games without it keep their options (and digests) as before."""
        return tuple(self.rules.get("modules", ()))

    def token_fits(self, token_id: str, region: str) -> bool:
        """May this token be placed in this area: land-only tokens on land, sea-only at sea."""
        kind = self.regions[region].kind
        if self.order_tokens[token_id].sea_only:
            return kind == "sea"
        return kind == "land" or not self.land_only(token_id)

    def land_only(self, token_id: str) -> bool:
        """Orders of some types may only be placed on land (1st edition: Consolidate Power)."""
        return token_id in self._land_only_tokens

    @cached_property
    def _land_only_tokens(self) -> frozenset[str]:
        types = self.rules["land_only_order_types"]
        return frozenset(t for t, tok in self.order_tokens.items() if tok.type in types)

    @cached_property
    def printed_loyalty_areas(self) -> tuple[str, ...]:
        """Areas whose printed loyalty icon counts for the loyalty house while it holds them."""
        return tuple(r["id"] for r in self.raw["regions"] if r.get("printed_loyalty_token"))

    @cached_property
    def castle_areas(self) -> tuple[str, ...]:
        """The areas with a castle or stronghold, in area order (victory counts only these)."""
        return tuple(r for r, reg in self.regions.items() if reg.castle)

    @cached_property
    def castle_homes(self) -> dict[str, str | None]:
        """Each castle area's home sigil (its house, or None)."""
        return {r: self.regions[r].home_of for r in self.castle_areas}

    @cached_property
    def castle_area_set(self) -> frozenset[str]:
        return frozenset(self.castle_areas)

    @cached_property
    def port_areas(self) -> frozenset[str]:
        return frozenset(r for r, reg in self.regions.items() if reg.kind == "port")

    @cached_property
    def land_homes(self) -> tuple[tuple[str, str | None], ...]:
        """(area, the house whose home sigil it bears) of every land area, for control."""
        return tuple((r, reg.home_of) for r, reg in self.regions.items() if reg.kind == "land")

    @cached_property
    def land_facts(self) -> tuple[tuple[str, str | None, int, bool], ...]:
        """(area, home sigil, barrels, has a castle or stronghold) of every land area."""
        return tuple((r, reg.home_of, reg.barrels, bool(reg.castle))
                     for r, reg in self.regions.items() if reg.kind == "land")

    @cached_property
    def area_kinds(self) -> tuple[tuple[str, str, str | None], ...]:
        """(area, kind, a port's land) of every area in area order, for control."""
        return tuple((r, reg.kind, reg.port_land if reg.kind == "port" else None)
                     for r, reg in self.regions.items())

    @cached_property
    def land_neighbours(self) -> dict[str, tuple[str, ...]]:
        """The land areas next to each area (a land unit's one-step marches), worked out once."""
        return {a: tuple(n for n in ns if self.regions[n].kind == "land") for a, ns in self.neighbours.items()}

    @cached_property
    def sea_neighbours(self) -> dict[str, tuple[str, ...]]:
        """The seas (not ports) next to each area: where a chain of ship transport runs."""
        return {a: tuple(n for n in ns if self.regions[n].kind == "sea") for a, ns in self.neighbours.items()}

    @cached_property
    def token_sets(self) -> dict[tuple[str, ...], Any]:
        """What planning works out from a set of allowed tokens (planning.token_kinds), by the
        tokens: the same for every house and every round with the same bans."""
        return {}

    @cached_property
    def land_barrels(self) -> dict[str, int]:
        """Land areas with supply barrels, and how many."""
        return {r: reg.barrels for r, reg in self.regions.items() if reg.kind == "land" and reg.barrels}

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.neighbours[a]

    def knows_card(self, card_id: object) -> bool:
        """A house card of this ruleset, or of a deck a draft may put in a hand."""
        if not isinstance(card_id, str):
            return False
        if card_id in self.house_cards:
            return True
        from .decks import library_card

        return library_card(card_id) is not None

    def card_name(self, card_id: str) -> str:
        card = self.house_cards.get(card_id)
        return card.name if card else card_id


def option_order_tokens(raw: dict[str, Any]) -> list[dict[str, Any]]:
    """Order tokens a game option gives every player house on top of the edition's set, each
    with the option that brings it (`option`): the Iron Bank order."""
    ib = raw.get("iron_bank")
    return [dict(ib["order_token"], option=ib["option"])] if ib else []


def build_ruleset(ruleset_id: str, raw: dict[str, Any]) -> Ruleset:
    """A ruleset from a ruleset file's data (`load_ruleset` reads the file; a game playing
    variants builds one from the data its variants change, engine/variants.game_ruleset)."""
    regions: dict[str, Region] = {}
    for r in raw["regions"]:
        port_of = r.get("port_of") or {}
        regions[r["id"]] = Region(
            id=r["id"],
            name=r["name"],
            name_zh=r.get("name_zh"),
            kind=r["kind"],
            castle=r.get("castle"),
            barrels=r.get("supply_barrels", 0),
            crowns=r.get("power_crowns", 0),
            home_of=r.get("home_of"),
            port=r.get("port"),
            port_land=port_of.get("land"),
            port_sea=port_of.get("sea"),
            neutral_force=dict(r.get("neutral_force") or {}),
            blocked_in=frozenset(r.get("blocked_player_counts") or ()),
        )
    neighbours: dict[str, set[str]] = {rid: set() for rid in regions}
    for a, b in raw["adjacency"]["pairs"]:
        neighbours[a].add(b)
        neighbours[b].add(a)
    houses = tuple(h["id"] for h in raw["houses"])
    unit_types = {}
    for u in raw["units"]["types"]:
        unit_types[u["id"]] = UnitType(
            id=u["id"],
            strength=u["strength"],
            moves_on=u["moves_on"],
            muster_cost=u["muster_cost"],
            upgrade_cost=u.get("upgrade_from_footman_cost"),
            siege_strength=u.get("strength_attacking_castle_or_stronghold"),
            strength_steps=tuple((u.get("strength_steps") or {}).get("rounds", ())),
            flies=bool(u.get("flies", False)),
        )
    tokens: dict[str, OrderToken] = {}
    token_ids: list[str] = []
    for t in raw["order_tokens"]["tokens"]:
        for i in range(t["count"]):
            tid = t["id"] if t["count"] == 1 else f"{t['id']}-{i + 1}"
            tokens[tid] = OrderToken(tid, t["type"], t["bonus"], t["starred"], t["id"])
            token_ids.append(tid)
    for t in (raw["rules"].get("sea_orders") or {}).get("tokens", []):  # the sea orders module's
        tokens[t["id"]] = OrderToken(t["id"], t["type"], t["bonus"], t["starred"], t["id"], sea_only=True)
    for t in option_order_tokens(raw):  # a game option's extra tokens (the Iron Bank order)
        tokens[t["id"]] = OrderToken(t["id"], t["type"], t["bonus"], t["starred"], t["id"],
                                     sea_only=bool(t.get("sea_only")))
    for t in (raw.get("vassals") or {}).get("order_tokens", []):  # a vassal's own set, not a player's
        tokens[t["id"]] = OrderToken(t["id"], t["type"], t["bonus"], t["starred"], t["id"],
                                     t.get("printed_also", ""))
    cards: dict[str, HouseCard] = {}
    card_ids: dict[str, tuple[str, ...]] = {}
    for house, lst in raw["house_cards"].items():
        card_ids[house] = tuple(c["id"] for c in lst)
        for c in lst:
            cards[c["id"]] = HouseCard(
                c["id"], house, c["name"], c["strength"], c["swords"],
                c["fortifications"], c.get("ability"), c.get("ability_timing"),
            )
    for c in (raw.get("vassals") or {}).get("house_cards", []):  # the vassals' shared deck
        cards[c["id"]] = HouseCard(c["id"], VASSAL_DECK, c["name"], c["strength"], c["swords"],
                                   c["fortifications"], c.get("ability"), c.get("ability_timing"))
    deck_options: dict[str, tuple[str, tuple[str, ...]]] = {}
    for alt in (raw.get("house_card_alternatives") or {}).values():
        deck_options[alt["option"]] = (alt["house"], tuple(c["id"] for c in alt["cards"]))
        for c in alt["cards"]:
            cards[c["id"]] = HouseCard(
                c["id"], alt["house"], c["name"], c["strength"], c["swords"],
                c["fortifications"], c.get("ability"), c.get("ability_timing"),
            )
    decks: dict[str, tuple[str, ...]] = {}
    wcards: dict[str, dict[str, Any]] = WesterosCardTable()
    deck_lists = raw.get("westeros_decks") or {
        name: raw["event_decks"][name]["cards"] for name in ("I", "II", "III")}
    for deck, lst in deck_lists.items():
        ids: list[str] = []
        for c in lst:
            wcards[c["id"]] = c
            ids.extend([c["id"]] * c["count"])
        decks[deck] = tuple(ids)
    tides: dict[str, TidesCard] = {}
    tides_deck: list[str] = []
    for t in raw.get("tides_of_battle", {}).get("cards", []):
        tides[t["id"]] = TidesCard(t["id"], t["strength"], t["swords"], t["fortifications"], t["skulls"])
        tides_deck.extend([t["id"]] * t["count"])
    supply = tuple(tuple(row["army_sizes"]) for row in sorted(raw["supply_track"], key=lambda r: r["level"]))
    return Ruleset(
        id=ruleset_id,
        raw=raw,
        regions=regions,
        neighbours={k: frozenset(v) for k, v in neighbours.items()},
        houses=houses,
        house_names={h["id"]: h["name"] for h in raw["houses"]},
        home_of_house={h["id"]: h["home_region"] for h in raw["houses"]},
        starting_supply={h["id"]: h["starting_supply"] for h in raw["houses"]},
        unit_limits=dict(raw["units"]["per_house"]),
        unit_types=unit_types,
        order_tokens=tokens,
        order_token_ids=tuple(token_ids),
        house_cards=CardTable(cards),
        house_card_ids=card_ids,
        westeros_decks=decks,
        westeros_cards=wcards,
        wildling_cards=tuple(c["id"] for c in raw["wildling_cards"]),
        tides_deck=tuple(tides_deck),
        tides_cards=tides,
        supply_table=supply,
        max_power=raw["power_tokens"]["max_per_house"],
        starting_power=raw["power_tokens"]["starting_available"],
        wildling_start=raw["wildling_track"]["start"],
        wildling_max=raw["wildling_track"]["max"],
        wildling_step=raw["wildling_track"]["step"],
        castles_to_win=raw["victory"].get("castles_and_strongholds_to_win", 7),
        rounds=raw["victory"]["rounds"],
        abilities=raw.get("abilities", ruleset_id),
        rules=raw["rules"],
        house_unit_limits={h["id"]: dict(h["unit_limits"]) for h in raw["houses"]
                           if h.get("unit_limits") and h["unit_limits"] != raw["units"]["per_house"]},
        deck_options=deck_options,
        house_max_power={h["id"]: int(h["max_power_tokens"]) for h in raw["houses"]
                         if h.get("max_power_tokens") not in (None, raw["power_tokens"]["max_per_house"])},
    )


@lru_cache(maxsize=None)
def load_ruleset(ruleset_id: str = DEFAULT_RULESET) -> Ruleset:
    """Load (once per process) the named ruleset from resources/rulesets."""
    if ruleset_id not in RULESET_FILES:
        raise ValueError(f"unknown ruleset {ruleset_id!r}")
    path = resources_dir() / "rulesets" / RULESET_FILES[ruleset_id]
    with path.open(encoding="utf-8") as fh:
        raw = json.load(fh)
    return build_ruleset(ruleset_id, raw)


def ruleset_of(state: Any) -> Ruleset:
    """The ruleset a game is played with: its edition's, or, in a game playing variants, the
    one its variants make of it (engine/variants.game_ruleset, from the state's options and the
    facts it keeps)."""
    options = state.options
    if isinstance(options, dict) and "variants" in options:
        from .variants import FACTS, game_ruleset

        facts = state.variant_state.get(FACTS) if isinstance(state.variant_state, dict) else None
        return game_ruleset(state.ruleset, options["variants"], facts if isinstance(facts, dict) else None)
    return load_ruleset(state.ruleset)


def ruleset_of_view(view: Any) -> Ruleset:
    """The ruleset of the game a view is of, as `ruleset_of` makes it from the state: a bot or a
    window that reads the board, the decks or the targets of a game playing variants asks this,
    never the edition's file alone."""
    try:  # (asked, not tested with `in`: a lazy view reads one field without being built)
        options = view["options"]
    except KeyError:  # a bot's stand-in for a view, without options
        options = {}
    if "variants" in options:
        from .variants import game_ruleset

        return game_ruleset(view["ruleset"], options["variants"], view.get("ruleset_facts"))
    return load_ruleset(view["ruleset"])
