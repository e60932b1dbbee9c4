"""Build resources/rulesets/a_feast_for_crows.json from the 2nd edition's data and the
expansion reference (`expansions.json`, scenario `a-feast-for-crows`).

    python packaging/make_a_feast_for_crows.py REFERENCE_DIR

The ruleset file is the project's own data (users have no reference folder); this script only
records how it was derived, so a corrected reference can be carried over again.
`tests/engine/a_feast_for_crows/test_affc_data.py` checks the file against the reference
when present.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = "a-feast-for-crows"

# what each new deck I card does, as the engine's Westeros effects (phases/westeros.py)
DECK_I_EFFECTS = {
    "mustering-affc": {"effect": "mustering"},
    "rally-the-men": {"effect": "mustering", "castles": ["castle"]},
    "the-burden-of-power": {"effect": "choice", "track": "iron_throne",
                            "options": ["wildling-reset", "mustering"], "then": "chosen"},
    "wildling-reset": {"effect": "wildling-reset"},  # The Burden of Power's first option
    "famine": {"effect": "supply-down", "by": 1},
    "ironborn-raid": {"effect": "objective-penalty", "scored_at_least": 2, "points": 1},
    "shifting-ambitions": {"effect": "objective-pool"},
    "new-information": {"effect": "objective-exchange"},
}


GARRISON_NOTES = (
    "The base homes (Winterfell, Lannisport, Dragonstone) keep their garrison of 2. King's Landing "
    "and The Eyrie start held by Lannister's and Arryn's units: a neutral force token is placed only "
    "in an area nobody holds and never fights for a house (2nd edition rules, neutral forces), as A "
    "Dance with Dragons says outright for King's Landing under Lannister's units; Arryn has no "
    "garrison token. So neither area has a garrison or a neutral force (docs/RULES.md).")


def build(reference: Path) -> dict:
    base = json.loads((ROOT / "resources" / "rulesets" / "second_edition.json").read_text(encoding="utf-8"))
    ex = json.loads((reference / "expansions.json").read_text(encoding="utf-8"))
    sc = ex["scenarios"][SCENARIO]
    out: dict = dict(base)
    out.pop("vassals", None)  # the scenario is for four seated houses only
    out["meta"] = {
        "game": "A Game of Thrones: The Board Game, second edition: the A Feast for Crows "
                "scenario (4 houses with Arryn, objectives instead of castles)",
        "players": sc["players"],
        "id_convention": base["meta"]["id_convention"],
        "sources": "second_edition.json for the base game; the scenario's facts as the reference "
                   "expansions.json gives them (scenarios.a-feast-for-crows, "
                   "house_cards.a-feast-for-crows, objective_cards, special_objectives, "
                   "westeros_cards.affc_deck_I). Rulings on its open points: docs/RULES.md, "
                   "A Feast for Crows.",
    }
    out["abilities"] = "a_feast_for_crows"
    arryn = next(h for h in ex["houses"] if h["id"] == "arryn")
    houses = []
    for h in base["houses"]:
        h = dict(h)
        if h["id"] in sc["starting_supply"]:
            h["starting_supply"] = sc["starting_supply"][h["id"]]
        h["plays_in_player_counts"] = [4] if h["id"] in sc["houses"] else []
        houses.append(h)
    houses.append({
        "id": "arryn", "name": arryn["name"], "name_zh": arryn["name_zh"],
        "home_region": sc["home_areas"]["arryn"],
        "starting_supply": sc["starting_supply"]["arryn"],
        "starting_power_tokens": arryn["starting_power_tokens"],
        "max_power_tokens": arryn["max_power_tokens"][SCENARIO],
        "unit_limits": arryn["unit_limits"], "plays_in_player_counts": [4],
    })
    out["houses"] = houses
    regions = []
    for r in base["regions"]:
        r = dict(r)
        if r["id"] == sc["home_areas"]["arryn"]:
            r["home_of"] = "arryn"  # printed control, like the base homes
        regions.append(r)
    out["regions"] = regions
    out["starting_units"] = {h: sc["starting_units"][h] for h in sc["houses"]}
    out["starting_units_notes"] = ["A Feast for Crows' starting positions."]
    four = dict(base["player_counts"]["4"])
    four.update({
        "houses": [h["id"] for h in houses if h["id"] in sc["houses"]],
        "tracks": sc["tracks"],
        "starred_order_limits_by_kings_court_position": sc["starred_order_limits_by_kings_court_position"],
        "blocked_regions": sorted(sc["blocked_regions"]),
        "removed_starting_units": [],
        "neutral_forces": dict(sc["neutral_forces"]),
        # the base homes' garrisons only: King's Landing and The Eyrie start held by Lannister's
        # and Arryn's units, so the base game's neutral force tokens for them are not placed, and
        # no garrison stands there (docs/RULES.md, A Feast for Crows; the reference's
        # `snr_garrisons` is one online implementation's keeping of those tokens, not a rule)
        "home_garrisons": dict(sc["home_garrisons"]),
        "power_tokens_on_board": {h: sorted(r) for h, r in sc["power_tokens_on_board"].items()},
    })
    out["player_counts"] = {"4": four}
    out["starred_order_limits"] = {"4": sc["starred_order_limits_by_kings_court_position"]}
    out["power_tokens"] = dict(base["power_tokens"], starting_available=sc["starting_power_tokens"]["all"])
    out["wildling_track"] = dict(base["wildling_track"], start=sc["wildling_track_start"])
    out["home_garrisons"] = dict(base["home_garrisons"], notes=GARRISON_NOTES)
    v = sc["victory"]
    out["victory"] = {"victory_points_to_win": v["victory_points_to_win"], "rounds": sc["rounds"],
                      "immediate": v["immediate_check"], "tie_at_goal": v["tie_at_7"],
                      "end_of_game": v["after_round_10"], "notes": v["notes"]}
    decks = dict(base["westeros_decks"])
    decks["I"] = [{k: c[k] for k in ("id", "name", "count", "wildling_icon", "effect")}
                  for c in ex["westeros_cards"]["affc_deck_I"]]
    out["westeros_decks"] = decks
    cards = dict(base["house_cards"])
    cards["arryn"] = ex["house_cards"][SCENARIO]["arryn"]
    out["house_cards"] = cards
    out["objectives"] = {
        "deal": 5, "hand": sc["objectives"]["hand_size"], "special_points": 1,
        "deal_rule": sc["objectives"]["initial_deal"], "special_rule": sc["objectives"]["special"],
        "cards": ex["objective_cards"],
        "special": [dict(c, id=f"special-{c['house']}", name=f"{c['house'].capitalize()}'s special objective")
                    for c in ex["special_objectives"]],
    }
    out["round_end_steps_text"] = sc["round_end_steps"]
    rules = json.loads(json.dumps(base["rules"]))
    rules["victory_rule"] = "points"  # engine/victory.py: victory points, checked at the round's end
    rules["victory"] = {"measure": "points", "to_win": v["victory_points_to_win"],
                        "tiebreaks_at_goal": ["lands", "iron_throne"]}
    rules["final_tiebreaks"] = ["iron_throne"]
    rules["round_end_steps"] = ["supply", "special-objectives", "score-objective",
                                "draw-objectives", "check-victory"]
    for card_id, effect in DECK_I_EFFECTS.items():
        rules["westeros_card_effects"][card_id] = effect
    out["rules"] = rules
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    data = build(Path(argv[0]))
    path = ROOT / "resources" / "rulesets" / "a_feast_for_crows.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {path.name}: {len(data['objectives']['cards'])} objectives")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
