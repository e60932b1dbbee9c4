"""The per-ruleset ability registry: combat names no card, every card with text has its ability."""
from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from engine.abilities import Ability, Registry, registry_for
from engine.ruleset import RULESET_FILES, load_ruleset, resources_dir

ENGINE = Path(__file__).resolve().parents[2] / "engine"
# generic code that must name no card of any deck of any ruleset
PLUMBING = [ENGINE / "cards.py", ENGINE / "abilities" / "__init__.py",
            ENGINE / "abilities" / "shapes.py", ENGINE / "board.py",
            ENGINE / "flow.py", ENGINE / "game.py", ENGINE / "phases" / "combat.py",
            ENGINE / "phases" / "common.py", ENGINE / "reports.py", ENGINE / "views.py"]


def _ruleset_files() -> list[Path]:
    return sorted((resources_dir() / "rulesets").glob("*.json"))


def _ids(raw: dict) -> tuple[set[str], set[str]]:
    """(house-card and Tides of Battle ids, wildling card ids) of one ruleset file.

    Westeros card ids are left out: several are also the names of the steps they
    start ("supply", "mustering"), which generic code rightly names.
    """
    combat = {c["id"] for cards in raw.get("house_cards", {}).values() for c in cards}
    combat |= {t["id"] for t in (raw.get("tides_of_battle") or {}).get("cards", [])}
    other = {c["id"] for c in raw.get("wildling_cards", [])}
    return combat, other


def _string_constants(source: str) -> set[str]:
    return {n.value for n in ast.walk(ast.parse(source))
            if isinstance(n, ast.Constant) and isinstance(n.value, str)}


def _named(path: Path, ids: set[str]) -> set[str]:
    return _string_constants(path.read_text(encoding="utf-8")) & ids


def test_scanner_finds_a_card_id():
    assert _string_constants('if card == "robb-stark":\n    x = f"{a}"') >= {"robb-stark"}


def test_phase_code_names_no_house_card_or_tide():
    combat_ids: set[str] = set()
    for path in _ruleset_files():
        combat_ids |= _ids(json.loads(path.read_text(encoding="utf-8")))[0]
    assert "robb-stark" in combat_ids and "skull" in combat_ids
    found = {p.name: _named(p, combat_ids) for p in sorted((ENGINE / "phases").glob("*.py"))}
    assert {k: v for k, v in found.items() if v} == {}


def test_combat_plumbing_names_no_house_tide_or_wildling_card():
    every: set[str] = set()
    for path in _ruleset_files():
        combat, other = _ids(json.loads(path.read_text(encoding="utf-8")))
        every |= combat | other
    assert "crow-killers" in every
    found = {p.name: _named(p, every) for p in PLUMBING}
    assert {k: v for k, v in found.items() if v} == {}


# A Dance with Dragons' texts not written yet (docs/RULES.md, A Dance with Dragons): this list can
# only shrink
ADWD_TEXTS_NOT_BUILT: set[str] = set()
VASSAL_TEXTS_NOT_BUILT: set[str] = set()


@pytest.mark.parametrize("ruleset_id", sorted(RULESET_FILES))
def test_every_card_with_text_has_one_ability(ruleset_id):
    rs = load_ruleset(ruleset_id)
    reg = registry_for(rs)
    with_text = {c.id for c in rs.house_cards.values() if c.ability}
    # the vassal cards whose texts are not written yet (docs/RULES.md, Vassals: "Not built yet");
    # a text once written leaves this list, so the list can only shrink
    assert set(reg.cards) == with_text - VASSAL_TEXTS_NOT_BUILT - ADWD_TEXTS_NOT_BUILT
    assert VASSAL_TEXTS_NOT_BUILT <= {c.id for c in rs.house_cards.values() if c.house == "vassal"} or \
        not rs.vassal_rules
    for card_id, ability in reg.cards.items():
        assert ability.card == card_id
        hooks = [h for h, cards in reg.hooks.items() if card_id in cards]
        assert hooks, f"{card_id} registers no hook"


def test_second_edition_names_its_ability_module():
    assert load_ruleset("second_edition").abilities == "second_edition"


def test_registry_indexes_only_the_hooks_a_card_overrides():
    reg = Registry("test")

    @reg.card("a-card")
    class Strong(Ability):
        question = "pick-one"

        def strength(self, g, f, house, value):
            return value + 1

        def on_result(self, g, f, house):
            return False

    assert reg.hooks["strength"] == {"a-card"} and reg.hooks["on_result"] == {"a-card"}
    assert all(not cards for h, cards in reg.hooks.items() if h not in ("strength", "on_result"))
    assert reg.question("a-card") == "pick-one" and reg.question("other") is None
    assert reg.cards["a-card"].card == "a-card"


def test_every_shared_shape_serves_at_least_two_cards():
    """A shape in abilities/shapes.py is an effect written once for several cards (of one deck or
    of several editions), never a wrapper around one card."""
    import inspect

    from engine.abilities import shapes

    kinds = [c for _, c in inspect.getmembers(shapes, inspect.isclass)
             if issubclass(c, Ability) and c.__module__ == shapes.__name__]
    assert len(kinds) >= 6
    abilities = [a for rs in RULESET_FILES for a in registry_for(load_ruleset(rs)).cards.values()]
    for kind in kinds:
        users = sorted(a.card for a in abilities if isinstance(a, kind))
        assert len(users) >= 2, (kind.__name__, users)
    both = {type(a).__mro__[1].__name__ for a in registry_for(load_ruleset("first_edition")).cards.values()} & \
        {type(a).__mro__[1].__name__ for a in registry_for(load_ruleset("second_edition")).cards.values()}
    assert {"WinningGainsPower", "KillsOneEnemyFootman", "DoublesDefenseBonus"} <= both
