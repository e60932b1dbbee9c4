"""Build the community setups' ruleset files from the base rulesets and the variants reference
(`variants.json`, section `setups`; `expansions.json` for A Dance with Mother of Dragons).

    python packaging/make_setups.py REFERENCE_DIR

Writes, under resources/rulesets/:
  struggle_in_the_north.json, rumble_in_the_south.json, race_to_kings_landing.json,
  no_kraken_for_dinner.json, teach_the_game.json   (from second_edition.json)
  a_dance_with_mother_of_dragons.json              (from mother_of_dragons.json)

A setup is data: which houses play, the areas out of play, the starting units, neutral forces,
garrisons, supply, tracks, star limits, power tokens, rounds, victory and decks. What the
engine asks of a setup beyond the editions' fields is named in docs/ARCHITECTURE.md
("Setups"). The ruleset files are the project's own data (users have no reference folder);
this script only records how they were derived, deterministically, so a corrected reference
can be carried over again. tests/engine/test_setups_data.py checks the files against
the reference when present.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULESETS = ROOT / "resources" / "rulesets"
sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_a_dance_with_dragons import shown_as  # noqa: E402  (a packaging script beside this one)

# ruleset id -> the reference's setup id
FAN_SETUPS = {
    "struggle_in_the_north": "struggle-in-the-north",
    "rumble_in_the_south": "rumble-in-the-south",
    "race_to_kings_landing": "race-to-kings-landing",
    "no_kraken_for_dinner": "no-kraken-for-dinner",
}
TEACH = ("teach_the_game", "learn-the-game")
DANCE = ("a_dance_with_mother_of_dragons", "a-dance-with-mother-of-dragons")
TRACKS = ("iron_throne", "fiefdoms", "kings_court")


def load(name: str) -> dict:
    return json.loads((RULESETS / f"{name}.json").read_text(encoding="utf-8"))


def copy(data: dict) -> dict:
    return json.loads(json.dumps(data))


def region_index(raw: dict) -> dict[str, dict]:
    return {r["id"]: r for r in raw["regions"]}


def supply_from_barrels(raw: dict, setup: dict, units: dict[str, dict[str, list[str]]]) -> dict[str, int]:
    """Each house's supply at the start: the barrels of the land areas it controls then (its
    units, its power tokens on the board, else the printed home sigil of a house in play),
    as the reference's setups recompute it; never off the supply track."""
    regions = region_index(raw)
    houses = setup["houses"]
    blocked = set(setup["blocked_regions"])
    holder: dict[str, str] = {}
    for r, reg in regions.items():
        if reg["kind"] == "land" and reg.get("home_of") in houses and r not in blocked:
            holder[r] = reg["home_of"]
    for house, areas in (setup.get("power_tokens_on_board") or {}).items():
        for r in areas:
            holder[r] = house
    for house in houses:
        for r in units[house]:
            if regions[r]["kind"] == "land":
                holder[r] = house
    top = len(raw["supply_track"]) - 1
    return {h: min(top, sum(regions[r].get("supply_barrels", 0) for r, x in holder.items() if x == h))
            for h in houses}


def star_row(base: dict, houses: int) -> list[int]:
    """The 2nd edition's starred-order limits by King's Court place for this many houses (the
    reference's common rule: four or fewer houses 3, 2, 1, 0; five or six 3, 3, 2, 1, 0, 0)."""
    limits = base["starred_order_limits"]
    row = limits.get(str(houses)) or limits[str(min(6, max(3, houses)))]
    return list(row[:houses])


def fan_regions(base: dict, setups: dict[str, dict]) -> list[dict]:
    """The base areas, each saying which of this ruleset's setups block it and the neutral
    force it holds in each (the fields the 2nd edition's areas carry for its player counts)."""
    out = []
    for r in copy(base["regions"]):
        r["neutral_force"] = {n: s["neutral_forces"].get(r["id"]) for n, s in setups.items()}
        r["blocked_player_counts"] = [int(n) for n, s in setups.items() if r["id"] in s["blocked_regions"]]
        out.append(r)
    return out


def with_houses_supply(base: dict, supply: dict[str, int]) -> list[dict]:
    houses = []
    for h in copy(base["houses"]):
        if h["id"] in supply:
            h["starting_supply"] = supply[h["id"]]
        houses.append(h)
    return houses


def fan_vassals(vassals: dict, setups: dict[str, dict]) -> dict:
    """Vassals in a fan setup (the reference's common rule): the houses of its largest setup
    that nobody plays are vassals, from 3 players up, starting from their Vassal Setup cards
    less the units in areas that setup leaves out of play (as the reference's setups drop a
    unit in a blocked area)."""
    full = max(setups, key=int)
    setup = setups[full]
    out = copy(vassals)
    out["player_counts"] = list(range(3, int(full)))
    out["houses_of"] = int(full)
    out["starting_units"] = {h: {r: u for r, u in vassals["starting_units"][h].items()
                                 if r not in setup["blocked_regions"]} for h in setup["houses"]}
    return out


def build_fan(base: dict, ref: dict, ruleset_id: str) -> dict:
    """One of the four fan setups: the base game's rules and cards, the setup's houses, areas
    out of play, units, neutral forces, garrisons, supply and tracks for each player count."""
    sc = ref["setups"][FAN_SETUPS[ruleset_id]]
    out = copy(base)
    out["meta"] = {
        "game": f"A Game of Thrones: The Board Game, second edition: {sc['name']}, a community setup "
                f"for {' or '.join(sorted(sc['players']))} houses",
        "players": sorted(int(n) for n in sc["players"]),
        "id_convention": base["meta"]["id_convention"],
        "sources": "second_edition.json for the base game; the setup's facts as the reference "
                   f"variants.json gives them (setups.{FAN_SETUPS[ruleset_id]}). Rulings: docs/RULES.md, "
                   "Variants, Setups.",
    }
    out["abilities"] = "second_edition"
    units: dict[str, dict[str, list[str]]] = {}
    supply: dict[str, int] = {}
    setups: dict[str, dict] = {}
    for n, p in sorted(sc["players"].items()):
        for house, areas in p["starting_units"].items():
            assert units.setdefault(house, areas) == areas, (ruleset_id, house, "units differ by player count")
            assert supply.setdefault(house, p["supply"][house]) == p["supply"][house]
        houses = [h["id"] for h in base["houses"] if h["id"] in p["houses"]]
        setups[n] = {
            "houses": houses,
            "tracks": {t: list(p["tracks"][t]) for t in TRACKS},
            "starred_order_limits_by_kings_court_position": star_row(base, len(houses)),
            "blocked_regions": sorted(p["blocked_regions"]),
            "removed_starting_units": [],  # the setup's own units already leave them out
            "neutral_forces": dict(p["neutral_forces"]),
            "home_garrisons": dict(p["home_garrisons"]),
        }
        assert supply_from_barrels(base, setups[n], units) == {h: p["supply"][h] for h in houses}, ruleset_id
    out["houses"] = with_houses_supply(base, supply)
    out["regions"] = fan_regions(base, setups)
    out["starting_units"] = units
    out["starting_units_notes"] = [f"{sc['name']}: the 2nd edition's starting positions of the houses in "
                                   "play" + (", less the units the setup removes." if any(
                                       p.get("removed_starting_units") for p in sc["players"].values()) else ".")]
    out["player_counts"] = setups
    out["starred_order_limits"] = {n: s["starred_order_limits_by_kings_court_position"] for n, s in setups.items()}
    out["vassals"] = fan_vassals(base["vassals"], setups)
    out["setup"] = {"id": FAN_SETUPS[ruleset_id], "name": sc["name"],
                    "notes": [p["notes"] for _, p in sorted(sc["players"].items())]
                    + ([sc["special_rules"]] if sc.get("special_rules", "none") != "none" else [])}
    return out


def build_teach(base: dict, ref: dict) -> dict:
    """Teach the Game: two houses of the six, chosen at the table. Without vassals only the two
    seated houses exist; with vassals all six do, the other four as vassals (the 6-house setup,
    which is played only so)."""
    sc = ref["setups"][TEACH[1]]
    two = sc["players"]["2"]
    six = copy(base["player_counts"]["6"])
    all_houses = [h["id"] for h in base["houses"]]
    out = copy(base)
    out["meta"] = {
        "game": "A Game of Thrones: The Board Game, second edition: Teach the Game, two players "
                "(any two of the six houses; the other four absent, or vassals)",
        "players": [2],
        "id_convention": base["meta"]["id_convention"],
        "sources": "second_edition.json for the base game; the setup's facts as the reference "
                   "variants.json gives them (setups.learn-the-game). Rulings: docs/RULES.md, "
                   "Variants, Setups.",
    }
    out["abilities"] = "second_edition"
    out["starting_units"] = {h: ref["setups"]["base_units_used"][h] for h in all_houses}
    out["starting_units_notes"] = ["The 2nd edition's starting positions of the houses in play."]
    teach = {
        "houses": all_houses[:2],  # when the table names no houses: the first two in house order
        "houses_chosen_from": all_houses,
        "tracks": {t: list(six["tracks"][t]) for t in TRACKS},  # the six-house order, kept for the houses in play
        "starred_order_limits_by_kings_court_position": star_row(base, 4)[:2],
        "blocked_regions": list(two["blocked_regions"]),
        "removed_starting_units": [],
        "neutral_forces": dict(two["neutral_forces"]),
        "home_garrisons": dict(six["home_garrisons"]),  # kept for the houses in play
    }
    six["vassals_only"] = True
    out["player_counts"] = {"2": teach, "6": six}
    out["starred_order_limits"] = {"2": teach["starred_order_limits_by_kings_court_position"],
                                   "6": six["starred_order_limits_by_kings_court_position"]}
    for r in out["regions"]:
        r["neutral_force"] = {"2": teach["neutral_forces"].get(r["id"]), "6": six["neutral_forces"].get(r["id"])}
        r["blocked_player_counts"] = []
    vassals = copy(base["vassals"])
    vassals["player_counts"] = [2]
    vassals["houses_of"] = 6
    out["vassals"] = vassals
    out["setup"] = {"id": TEACH[1], "name": sc["name"],
                    "notes": [sc["without_vassals"], sc["with_vassals"], sc["special_rules"]]}
    return out


def build_dance(mod: dict, ref: dict, ex: dict) -> dict:
    """A Dance with Mother of Dragons: Mother of Dragons' eight houses and board with Essos,
    A Dance with Dragons' positions, decks and six rounds, the Iron Bank always on, and the
    setup's own start (Targaryen's 9 power tokens, the bank's extra loan and Lannister's,
    round 1's Westeros phase of two deck IV cards, dragons growing by the six-round table)."""
    vs = ref["setups"][DANCE[1]]
    sc = ex["scenarios"][DANCE[1]]
    table = ref["dragon_strength"]["tables"]["six_round_setups"]
    out = copy(mod)
    out["meta"] = {
        "game": "A Game of Thrones: The Board Game, second edition: A Dance with Mother of Dragons, "
                "a community setup (8 houses, 6 rounds, A Dance with Dragons' positions and decks "
                "with Arryn and Targaryen, Essos, the Iron Bank)",
        "players": [8],
        "id_convention": mod["meta"]["id_convention"],
        "sources": "mother_of_dragons.json for the eight houses, the board and Essos; the setup's facts "
                   "as the reference expansions.json (scenarios.a-dance-with-mother-of-dragons) and "
                   "variants.json (setups.a-dance-with-mother-of-dragons, dragon_strength) give them. "
                   "Rulings: docs/RULES.md, Variants, Setups.",
    }
    out["abilities"] = DANCE[0]
    eight = copy(mod["player_counts"]["8"])
    assert eight["houses"] == [h["id"] for h in mod["houses"]] and set(sc["houses"]) == set(eight["houses"])
    garrisons = {**eight["home_garrisons"], **sc["extra_garrisons"]}
    for area, n in vs["garrisons"].items():  # the reference's 0: no garrison there
        if n:
            assert garrisons[area] == n, area
        else:
            garrisons.pop(area, None)
    power = {h: 7 for h in eight["houses"]}  # 7 each with the Iron Bank
    power["targaryen"] = 9
    setup = {
        "houses": eight["houses"],
        "tracks": {t: list(sc["tracks"][t]) for t in TRACKS},
        "starred_order_limits_by_kings_court_position": eight["starred_order_limits_by_kings_court_position"],
        "blocked_regions": [],
        "removed_starting_units": [],
        "neutral_forces": {r: n for r, n in eight["neutral_forces"].items() if r not in sc["neutral_forces_removed"]},
        "home_garrisons": garrisons,
        "westeros_decks": eight["westeros_decks"],
        "loyalty_tokens_at_start": dict(sc["loyalty_tokens_at_start"]),
        "power_tokens_on_board": {h: sorted(r) for h, r in sc["power_tokens_on_board"].items()},
        "starting_power": power,
        "iron_bank": {"loans_drawn": 1, "loans_owned": {"lannister": 1}},
    }
    assert vs["loyalty_tokens_start"] == setup["loyalty_tokens_at_start"]
    out["player_counts"] = {"8": setup}
    out["starred_order_limits"] = {"8": setup["starred_order_limits_by_kings_court_position"]}
    out["starting_units"] = sc["starting_units"]
    out["starting_units_notes"] = ["A Dance with Mother of Dragons' starting positions."]
    supply = supply_from_barrels(mod, setup, sc["starting_units"])
    houses = []
    for h in copy(mod["houses"]):
        h["starting_supply"] = supply[h["id"]]
        h["starting_power_tokens"] = power[h["id"]]
        h["plays_in_player_counts"] = [8]
        houses.append(h)
    out["houses"] = houses
    for r in out["regions"]:
        r["neutral_force"] = {"8": setup["neutral_forces"].get(r["id"])}
        r["home_garrison"] = garrisons.get(r["id"])
        r["blocked_player_counts"] = []
    out["display_names"] = {"stark": "Bolton"}  # A Dance with Dragons' decks: Stark plays as the Boltons
    out["display_sigils"] = {"stark": "bolton"}
    cards = {h: [shown_as(out["display_names"], {k: v for k, v in c.items() if k != "notes"}) for c in deck]
             for h, deck in ex["house_cards"]["a-dance-with-dragons"].items()}
    cards["arryn"] = ex["house_cards"]["a-feast-for-crows"]["arryn"]
    cards["targaryen"] = ex["house_cards"]["mother-of-dragons"]["targaryen-b"]
    out["house_cards"] = {h["id"]: cards[h["id"]] for h in houses}
    out.pop("house_card_alternatives", None)
    units = out["units"]
    for u in units["types"]:
        if u["id"] == "dragon":
            rounds = table["token_rounds"]
            u["strength"] = table["strength_by_round"]["1"]  # one token from the start (variants.json)
            u["strength_steps"] = {"rounds": rounds}
            u["notes"] = ("Strength 1 from the start, +1 on each of rounds " + ", ".join(map(str, rounds))
                          + " (the six-round table) plus any moved early by Fire Made Flesh; never mustered "
                          "or upgraded; an army of dragons only marches to any land area in play.")
    out["victory"] = dict(mod["victory"], rounds=vs["rounds"],
                          end_of_game=f"After round {vs['rounds']} the usual ranking: castles and strongholds "
                                      "(Targaryen: loyalty tokens), then land areas, supply, Iron Throne.")
    out["westeros_phase"] = ("Round 1: only the top two cards of deck IV are revealed and resolved (deck IV is "
                             "shuffled until Fire Made Flesh is not among them); the wildling threat does not "
                             "move. From round 2 as Mother of Dragons: decks I to IV.")
    rules = out["rules"]
    rules["options"] = ["tides_of_battle"]
    rules["always_on"] = ["iron_bank"]
    rules["first_round_westeros"] = {"draw": ["IV", "IV"], "not_drawn": ["fire-made-flesh"],
                                     "wildling_icons": False}
    out.pop("vassals", None)  # docs/RULES.md, Setups: every house seated
    out["setup"] = {"id": DANCE[1], "name": vs["name"], "notes": sc["special"]}
    return out


def build_all(reference: Path) -> dict[str, dict]:
    ref = json.loads((reference / "variants.json").read_text(encoding="utf-8"))
    ex = json.loads((reference / "expansions.json").read_text(encoding="utf-8"))
    base = load("second_edition")
    out = {rid: build_fan(base, ref, rid) for rid in FAN_SETUPS}
    out[TEACH[0]] = build_teach(base, ref)
    out[DANCE[0]] = build_dance(load("mother_of_dragons"), ref, ex)
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    for rid, data in build_all(Path(argv[0])).items():
        path = RULESETS / f"{rid}.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {path.name}: {', '.join(sorted(data['player_counts']))} houses")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
