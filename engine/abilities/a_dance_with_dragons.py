"""A Dance with Dragons' 42 house cards, one class per card with text (docs/RULES.md,
"A Dance with Dragons"). Cards without text need no entry: their strength and icons are data
in the ruleset JSON. No base-game card is in play in this scenario, so nothing is included.
"""
from __future__ import annotations

from . import Registry

REGISTRY = Registry("a_dance_with_dragons")
card = REGISTRY.card
