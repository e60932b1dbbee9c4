"""Build resources/rulesets/mother_of_dragons.json from the 2nd edition's data and the
expansion reference (`expansions.json`).

    python packaging/make_mother_of_dragons.py REFERENCE_DIR

The ruleset file is the project's own data (users have no reference folder); this script only
records how it was derived, so a corrected reference can be carried over again.
`tests/engine/test_mother_of_dragons_data.py` checks the file against the reference when present.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLAYER_COUNTS = ("7", "8")


def build(reference: Path) -> dict:
    base = json.loads((ROOT / "resources" / "rulesets" / "second_edition.json").read_text(encoding="utf-8"))
    ex = json.loads((reference / "expansions.json").read_text(encoding="utf-8"))
    mod = ex["scenarios"]["mother-of-dragons"]
    essos_map = ex["maps"]["westeros-mod-essos"]
    seven_map = ex["maps"]["westeros-mod"]
    sets = mod["house_sets"]
    out: dict = {}
    out["meta"] = {
        "game": "A Game of Thrones: The Board Game, second edition, with Mother of Dragons "
                "(houses Arryn and Targaryen, Essos), 7 or 8 houses, every house seated",
        "players": [7, 8],
        "id_convention": base["meta"]["id_convention"],
        "sources": "second_edition.json for the base game; the expansion's facts as the reference "
                   "expansions.json gives them (scenario mother-of-dragons, maps westeros-mod and "
                   "westeros-mod-essos). Rulings on its open points: docs/RULES.md, Mother of Dragons.",
    }
    out["abilities"] = "mother_of_dragons"

    # houses: the six base houses, then Arryn and Targaryen, with the expansion's numbers
    houses = []
    for h in base["houses"]:
        h = dict(h)
        h["starting_supply"] = mod["starting_supply"][h["id"]]
        h["plays_in_player_counts"] = [7, 8]
        houses.append(h)
    for h in ex["houses"]:
        houses.append({
            "id": h["id"], "name": h["name"], "name_zh": h["name_zh"], "home_region": h["home_region"],
            "starting_supply": h["starting_supply"]["mother-of-dragons"],
            "starting_power_tokens": h["starting_power_tokens"],
            "max_power_tokens": h["max_power_tokens"]["default"],
            "unit_limits": h["unit_limits"],
            "plays_in_player_counts": [int(n) for n in PLAYER_COUNTS if h["id"] in sets[n]["houses"]],
        })
    out["houses"] = houses

    # regions: the base areas (the Eyrie overlaid), then the 17 new ones
    essos_only = [r["id"] for r in ex["regions"] if "westeros-mod" not in r["maps"]]
    neutral = mod["neutral_forces"]
    garrisons = mod["home_garrisons"]
    regions = []
    for r in base["regions"] + ex["regions"]:
        r = {k: v for k, v in r.items() if k not in ("maps", "notes", "blocked_in_3p")}
        r.update(essos_map["region_changes"].get(r["id"], {}))
        r.pop("notes", None)
        r["neutral_force"] = {n: neutral[n].get(r["id"]) for n in PLAYER_COUNTS}
        r["home_garrison"] = garrisons.get(r["id"])
        r["blocked_player_counts"] = [7] if r["id"] in essos_only else []
        r["printed_loyalty_token"] = bool(r.get("printed_loyalty_token", False))
        regions.append(r)
    kind_order = {"land": 0, "sea": 1, "port": 2}
    regions.sort(key=lambda r: (kind_order[r["kind"]], r["id"]))
    out["regions"] = regions

    pairs = {tuple(p) for p in base["adjacency"]["pairs"]}
    pairs -= {tuple(p) for p in essos_map["adjacency_removed"]}
    pairs |= {tuple(sorted(p)) for p in essos_map["adjacency_added"]}
    out["adjacency"] = dict(base["adjacency"])
    out["adjacency"]["pairs"] = sorted([list(p) for p in pairs])
    out["adjacency"]["notes"] = base["adjacency"].get("notes", []) + essos_map.get("notes", []) \
        if isinstance(base["adjacency"].get("notes"), list) else essos_map.get("notes", [])
    seven_pairs = {tuple(p) for p in base["adjacency"]["pairs"]}
    seven_pairs -= {tuple(p) for p in seven_map["adjacency_removed"]}
    seven_pairs |= {tuple(sorted(p)) for p in seven_map["adjacency_added"]}
    assert seven_pairs == {p for p in pairs if not set(p) & set(essos_only)}, "7-house map is not Essos blocked"

    out["starting_units"] = mod["starting_units"]
    out["starting_units_notes"] = [mod["starting_units_notes"]]
    setups = {}
    for n in PLAYER_COUNTS:
        hs = sets[n]["houses"]
        setups[n] = {
            "houses": [h["id"] for h in houses if h["id"] in hs],
            "tracks": sets[n]["tracks"],
            "starred_order_limits_by_kings_court_position": mod["starred_order_limits_by_kings_court_position"][n],
            "blocked_regions": sorted(essos_only) if n == "7" else [],
            "removed_starting_units": [],
            "neutral_forces": neutral[n],
            "home_garrisons": {r: v for r, v in garrisons.items()
                               if any(h["home_region"] == r for h in houses if h["id"] in hs)},
            "westeros_decks": ["I", "II", "III", "IV"] if sets[n].get("westeros_deck_IV") else ["I", "II", "III"],
            "loyalty_tokens_at_start": sets[n].get("loyalty_tokens_at_start", {}),
        }
    out["player_counts"] = setups
    for key in ("influence_tracks", "supply_track", "supply_notes"):
        out[key] = base[key]
    out["starred_order_limits"] = {n: mod["starred_order_limits_by_kings_court_position"][n] for n in PLAYER_COUNTS}
    out["order_tokens"] = base["order_tokens"]
    units = json.loads(json.dumps(base["units"]))
    d = ex["dragons"]["unit_type"]
    rounds = sets["8"]["dragon_strength_tokens_on_rounds"]
    units["types"].append({
        "id": "dragon", "name": d["name"], "name_zh": d["name_zh"], "strength": 0,
        "strength_steps": {"rounds": rounds},
        "moves_on": "land", "muster_cost": None, "flies": True,
        "notes": "Strength = dragon strength tokens reached (rounds " + ", ".join(map(str, rounds))
                 + ") plus any moved early by Fire Made Flesh; never mustered or upgraded; an army of "
                 "dragons only marches to any land area in play; retreats normally.",
    })
    out["units"] = units
    out["power_tokens"] = base["power_tokens"]
    for key in ("wildling_track", "wildling_attack", "neutral_forces", "home_garrisons"):
        out[key] = base[key]
    out["victory"] = dict(base["victory"])
    out["victory"]["loyalty"] = ex["targaryen"]["victory"]
    decks = dict(base["westeros_decks"])
    decks["IV"] = ex["westeros_cards"]["deck_IV"]
    out["westeros_decks"] = decks
    out["westeros_phase"] = ("Skipped in round 1. Reveal the top card of every deck in play (IV only with "
                             "Targaryen), advance the wildling threat for their icons, resolve I to IV in order.")
    out["wildling_cards"] = base["wildling_cards"]
    cards = dict(base["house_cards"])
    cards["arryn"] = ex["house_cards"]["mother-of-dragons"]["arryn"]
    cards["targaryen"] = ex["house_cards"]["mother-of-dragons"]["targaryen-a"]
    out["house_cards"] = cards
    out["house_card_alternatives"] = {
        "targaryen-b": {"house": "targaryen", "option": "targaryen_deck_b",
                        "cards": ex["house_cards"]["mother-of-dragons"]["targaryen-b"]},
    }
    out["house_card_rules"] = base["house_card_rules"] + " " + ex["house_cards"]["removed_from_game_rule"]
    out["tides_of_battle"] = base["tides_of_battle"]
    out["loyalty_tokens"] = ex["loyalty_tokens"]
    out["dragons"] = {k: v for k, v in ex["dragons"].items() if k != "unit_type"}
    out["targaryen"] = ex["targaryen"]
    rules = json.loads(json.dumps(base["rules"]))
    rules["options"] = ["tides_of_battle", "targaryen_deck_b"]
    rules["victory_rule"] = "measures"  # engine/victory.py: each house by its own measure
    rules["victory"] = {"measure": "castles",
                        "by_house": {"targaryen": {"measure": "loyalty", "to_win": 7}}}
    rules["loyalty"] = {"house": "targaryen", "supply": ex["loyalty_tokens"]["supply"]}
    rules["fixed_track_places"] = {"targaryen": -1}
    rules["returning_garrisons"] = {"pentos": garrisons["pentos"]}
    rules["bid_handed_out"] = ["targaryen"]
    for c in ex["westeros_cards"]["deck_IV"]:
        rules["westeros_card_effects"][c["id"]] = {
            "effect": "loyalty", "areas": c.get("placed_token_areas", []),
            "choice_areas": c.get("choice_areas", []), "choice_cost": 1 if c.get("choice_areas") else 0,
        }
        if not c.get("choice_areas"):  # its own option: engine/abilities/mother_of_dragons.py
            rules["westeros_card_effects"][c["id"]]["option"] = True
    rules["side_board_areas"] = sorted(essos_only)
    river_note = next(n for n in essos_map.get("notes", []) + ex["maps"]["notes"]
                      if n.startswith("Regions adjacent to a river"))
    rules["river_areas"] = [r.strip(" .") for r in river_note.split(":", 1)[1].split(",")]
    out["rules"] = rules
    # every house but Targaryen may be a vassal, in the 8-house game, for 3 to 7 players
    out["vassals"] = vassal_data(ex, [h for h in sets["8"]["houses"] if h != "targaryen"],
                                 list(range(3, 8)), 8, ["targaryen"])
    out["iron_bank"] = iron_bank_data(ex)
    return out


# Simplified and Traditional Chinese names of the loans (the reference has none; the project's
# own translation, following the Chinese edition's usage for maester, pyromancer, Faceless Men)
LOAN_NAMES_ZH = {
    "customs-officer": ("海关官员", "海關官員"),
    "expert-artificer": ("巧匠大师", "巧匠大師"),
    "full-host": ("全军", "全軍"),
    "loyal-maester": ("忠诚学士", "忠誠學士"),
    "master-at-arms": ("教头", "教頭"),
    "pyromancer": ("火术士", "火術士"),
    "savvy-steward": ("精明管家", "精明管家"),
    "sea-raiders": ("海上掠夺者", "海上掠奪者"),
    "siege-engineers": ("攻城工兵", "攻城工兵"),
    "spymaster": ("情报总管", "情報總管"),
    "the-faceless-men": ("无面者", "無面者"),
    "vanguard-cavalry": ("先锋骑兵", "先鋒騎兵"),
}


def iron_bank_data(ex: dict) -> dict:
    """The Iron Bank as data (engine/phases/iron_bank.py, engine/abilities/iron_bank.py): the
    option that turns it on, the slot costs from the newest loan to the oldest, the loan deck,
    the order token (sea areas only, raidable, never a player's required order), when
    interest starts, Braavos' discount and the Power tokens a house starts with."""
    ib = ex["iron_bank"]
    return {
        "option": "iron_bank",
        "slot_costs": [s["cost"] for s in sorted(ib["slots"], key=lambda s: s["slot"])],
        "loans": [{"id": c["id"], "name": c["name"], "name_zh": LOAN_NAMES_ZH[c["id"]][0],
                   "name_zh_tw": LOAN_NAMES_ZH[c["id"]][1], "effect": c["effect"]} for c in ib["deck"]],
        "order_token": {"id": "iron-bank", "type": "iron-bank", "bonus": 0, "starred": False,
                        "sea_only": True, "raidable": True},
        "interest_from_round": 2,
        "interest_per_loan": 1,
        "discount_area": "braavos",
        "discount": 1,
        "starting_power": 7,
        "improvement_tokens": 15,
        "rules": {k: ib[k] for k in ("refill", "buying", "raid", "interest", "improvements", "braavos")},
    }


def vassal_data(ex: dict, houses: list[str], player_counts: list[int], houses_of: int,
                never: list[str]) -> dict:
    """The vassal rules as data (engine/phases/vassals.py): who may be one, the Vassal Setup
    cards' units, the vassal order tokens and the shared vassal house cards."""
    units = ex["scenarios"]["mother-of-dragons"]["vassal_starting_units"]
    return {
        "player_counts": player_counts, "houses_of": houses_of, "never": never,
        "supply": 4, "max_orders": 2, "hand": 3, "track_top_free": 3,
        # the printed two-way tokens Raid/Support +1 and Defense +1/Muster: `printed_also` is the
        # second kind, chosen when the order resolves (docs/RULES.md, Vassals)
        "order_tokens": [
            {"id": "vassal-march", "type": "march", "bonus": 0, "starred": False, "count": 1},
            {"id": "vassal-support-plus-one", "type": "support", "bonus": 1, "starred": False, "count": 1,
             "printed_also": "raid"},
            {"id": "vassal-defense-plus-one", "type": "defense", "bonus": 1, "starred": False, "count": 1,
             "printed_also": "muster"},
            {"id": "vassal-defense-plus-three", "type": "defense", "bonus": 3, "starred": False, "count": 1},
        ],
        "starting_units": {h: units[h] for h in houses},
        "house_cards": ex["house_cards"]["vassal"],
    }


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    data = build(Path(argv[0]))
    path = ROOT / "resources" / "rulesets" / "mother_of_dragons.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {path.name}: {len(data['regions'])} areas, {len(data['adjacency']['pairs'])} pairs")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
