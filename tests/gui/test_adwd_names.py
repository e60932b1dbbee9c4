"""A Dance with Dragons on screen: its 42 cards named in English, Simplified and Traditional
Chinese, Stark shown as the Boltons, and the scenario not offered until it plays in the window
(docs/RULES.md, A Dance with Dragons)."""
from __future__ import annotations

import pytest

from agot_qt import i18n, names
from engine.ruleset import OFFERED_RULESETS, load_ruleset

RULESET = "a_dance_with_dragons"


@pytest.mark.parametrize("lang, bolton, reek, stark_elsewhere", [("en", "Bolton", "Reek", "Stark"),
                                                                  ("zh_CN", "波顿", "臭佬", "史塔克"),
                                                                  ("zh_TW", "波頓", "臭佬", "史塔克")])
def test_the_scenarios_cards_and_the_boltons_are_named_in_every_language(qtbot, lang, bolton, reek, stark_elsewhere):
    rs = load_ruleset(RULESET)
    i18n.set_language(lang)
    try:
        names.use_ruleset(RULESET)
        assert names.house("stark") == bolton and names.card("reek") == reek
        shown = {c: names.card(c) for c in rs.house_cards}
        assert all(name != c for c, name in shown.items())
        if lang != "en":  # every card in Chinese characters, none left in English
            assert [c for c, name in shown.items() if name == rs.house_cards[c].name] == []
        assert names.edition(RULESET) != RULESET
        names.use_ruleset("second_edition")
        assert names.house("stark") == stark_elsewhere
    finally:
        names.use_ruleset("second_edition")
        i18n.set_language("en")


def test_the_scenario_is_not_offered_yet():
    assert RULESET not in OFFERED_RULESETS and RULESET not in names.editions()
