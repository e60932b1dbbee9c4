"""Build resources/rulesets/a_dance_with_dragons.json from the 2nd edition's data and the
expansion reference (`expansions.json`, scenario `a-dance-with-dragons`).

    python packaging/make_a_dance_with_dragons.py REFERENCE_DIR

The ruleset file is the project's own data (users have no reference folder); this script only
records how it was derived, so a corrected reference can be carried over again.
`tests/engine/a_dance_with_dragons/test_adwd_data.py` checks the file against the reference
when present.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = "a-dance-with-dragons"


def shown_as(display_names: dict[str, str], card: dict) -> dict:
    """A card whose text names a house by the name it plays under here ("Reek is still in
    Bolton's hand"); the reference writes the house's usual name."""
    text = card.get("ability")
    if text:
        for house_id, name in display_names.items():
            text = re.sub(rf"\b{house_id.capitalize()}\b", name, text)
        card = {**card, "ability": text}
    return card


def build(reference: Path) -> dict:
    base = json.loads((ROOT / "resources" / "rulesets" / "second_edition.json").read_text(encoding="utf-8"))
    ex = json.loads((reference / "expansions.json").read_text(encoding="utf-8"))
    sc = ex["scenarios"][SCENARIO]
    out: dict = dict(base)
    out.pop("vassals", None)  # the scenario is for six seated houses only
    out["meta"] = {
        "game": "A Game of Thrones: The Board Game, second edition: the A Dance with Dragons "
                "scenario (6 houses, 6 rounds, 42 new house cards)",
        "players": [6],
        "id_convention": base["meta"]["id_convention"],
        "sources": "second_edition.json for the base game; the scenario's facts as the reference "
                   "expansions.json gives them (scenarios.a-dance-with-dragons, "
                   "house_cards.a-dance-with-dragons). Rulings on its open points: docs/RULES.md, "
                   "A Dance with Dragons.",
    }
    out["abilities"] = "a_dance_with_dragons"
    houses = []
    for h in base["houses"]:
        h = dict(h)
        h["starting_supply"] = sc["starting_supply"][h["id"]]
        houses.append(h)
    out["houses"] = houses
    out["display_names"] = {"stark": "Bolton"}
    out["display_sigils"] = {"stark": "bolton"}  # and under their sign, the flayed man
    out["starting_units"] = sc["starting_units"]
    out["starting_units_notes"] = ["A Dance with Dragons' starting positions."]
    six = dict(base["player_counts"]["6"])
    six.update({
        "houses": sc["houses"],
        "tracks": sc["tracks"],
        "starred_order_limits_by_kings_court_position": sc["starred_order_limits_by_kings_court_position"],
        "blocked_regions": [],
        "removed_starting_units": [],
        "neutral_forces": sc["neutral_forces"],
        "home_garrisons": {**sc["home_garrisons"], **sc["extra_garrisons"]},
        "power_tokens_on_board": {h: sorted(r) for h, r in sc["power_tokens_on_board"].items()},
    })
    out["player_counts"] = {"6": six}
    out["starred_order_limits"] = {"6": sc["starred_order_limits_by_kings_court_position"]}
    out["power_tokens"] = dict(base["power_tokens"], starting_available=sc["starting_power_tokens"]["all"])
    out["wildling_track"] = dict(base["wildling_track"], start=sc["wildling_track_start"])
    out["home_garrisons"] = dict(base["home_garrisons"], notes=sc["extra_garrison_notes"])
    out["victory"] = dict(base["victory"], rounds=sc["rounds"],
                          end_of_game=f"After round {sc['rounds']} the house controlling the most "
                                      "areas with a Castle or Stronghold wins.")
    out["house_cards"] = {h: [shown_as(out["display_names"], {k: v for k, v in c.items() if k != "notes"})
                              for c in cards]
                          for h, cards in ex["house_cards"][SCENARIO].items()}
    rules = json.loads(json.dumps(base["rules"]))
    out["rules"] = rules
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    data = build(Path(argv[0]))
    path = ROOT / "resources" / "rulesets" / "a_dance_with_dragons.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {path.name}: {sum(len(c) for c in data['house_cards'].values())} house cards")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
