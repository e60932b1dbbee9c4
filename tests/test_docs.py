"""The docs stay true: every test docs/RULES.md names exists, and every card has a row."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.ruleset import RULESET_FILES, load_ruleset

ROOT = Path(__file__).resolve().parent.parent
RULES = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")


def _test_refs(text: str):
    """(file, test name) pairs: `file.py::name` and following `::name` in the same cell."""
    for cell in re.split(r"\|", text):
        current = None
        for m in re.finditer(r"(?:(test_[a-z0-9_]+\.py)|(?<=\s)|^)::(test_[a-z0-9_]+)|(test_[a-z0-9_]+\.py)", cell):
            if m.group(3):
                current = m.group(3)
                yield current, None
            else:
                current = m.group(1) or current
                yield current, m.group(2)


def _find(file: str) -> list[Path]:
    """Every test file of that name: the same name may be used in two folders (engine and gui)."""
    return list((ROOT / "tests").rglob(file))


def test_every_test_named_in_rules_md_exists():
    missing = []
    for file, name in _test_refs(RULES):
        paths = _find(file) if file else []
        if not paths:
            missing.append(f"{file}::{name}")
        elif name and not any(re.search(rf"def {name}\b", p.read_text(encoding="utf-8")) for p in paths):
            missing.append(f"{file}::{name}")
    assert missing == []


def test_every_scenario_named_in_rules_md_exists():
    for name in re.findall(r"tests/engine/scenarios/([a-z0-9_]+\.json)", RULES):
        assert (ROOT / "tests" / "engine" / "scenarios" / name).is_file(), name


@pytest.mark.parametrize("ruleset_id", sorted(RULESET_FILES))
def test_every_card_has_a_row(ruleset_id):
    rs = load_ruleset(ruleset_id)
    names = [c.name for c in rs.house_cards.values()] + [c["name"] for c in rs.raw["wildling_cards"]]
    names += [c["name"] for c in rs.westeros_cards.values()]
    missing = [n for n in names if n not in RULES]
    assert missing == []


def test_the_readme_names_every_edition_and_option_offered_and_how_to_play_across_networks():
    from engine.ruleset import OFFERED_RULESETS

    from agot_qt.screens.game_options import TOGGLES, offered
    from agot_qt.words.names import EDITION_NAMES

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    playing = readme.split("## Playing", 1)[1].split("\n## ", 1)[0]
    for ruleset in OFFERED_RULESETS:
        assert EDITION_NAMES[ruleset].lower() in playing.lower(), ruleset
    words = {"tides_of_battle": "Tides of Battle", "vassals": "Vassals", "iron_bank": "Iron Bank",
             "sea_orders": "Sea orders", "power_token_trading": "Power-token gifts"}
    for option in TOGGLES:
        if any(offered(load_ruleset(r), option) for r in OFFERED_RULESETS):
            assert words[option] in playing, option
    lan = readme.split("## A LAN party", 1)[1].split("\n## ", 1)[0]
    for word in ("Tailscale", "ZeroTier", "WireGuard", "47400", "address"):
        assert word in lan, word
