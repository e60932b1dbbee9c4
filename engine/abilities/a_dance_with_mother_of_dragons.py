"""A Dance with Mother of Dragons' card texts: the setup plays A Dance with Dragons' decks for
the six base houses, A Feast for Crows' deck for Arryn and Mother of Dragons' deck B for
Targaryen, with Mother of Dragons' Westeros deck IV (docs/RULES.md, Variants, Setups).

Every text is written once, in its deck's own module; this registry takes over each deck's
abilities for the cards the setup's houses hold and deck IV's options, and nothing else (no
objective of A Feast for Crows, no card of a deck the setup does not play).
"""
from __future__ import annotations

from ..ruleset import load_ruleset
from . import Registry
from .a_dance_with_dragons import REGISTRY as A_DANCE_WITH_DRAGONS
from .a_feast_for_crows import REGISTRY as A_FEAST_FOR_CROWS
from .mother_of_dragons import REGISTRY as MOTHER_OF_DRAGONS

RULESET = "a_dance_with_mother_of_dragons"

REGISTRY = Registry(RULESET)


def _take_over(reg: Registry, ruleset_id: str, decks: tuple[Registry, ...]) -> None:
    """Give `reg` every ability of `decks` for the cards `ruleset_id`'s houses hold, and the
    options of its Westeros cards (with their prompts' questions)."""
    rs = load_ruleset(ruleset_id)
    cards = frozenset(rs.house_cards)
    for deck in decks:
        reg.include(deck, but=frozenset(c for c in deck.cards if c not in cards))
    reg.westeros = {c: fn for c, fn in reg.westeros.items() if c in rs.westeros_cards}
    reg.prompt_questions = {p: q for p, q in reg.prompt_questions.items() if p.split(":")[0] in rs.westeros_cards}
    reg.objectives, reg.objective_areas, reg.objective_counts = {}, {}, {}


_take_over(REGISTRY, RULESET, (A_DANCE_WITH_DRAGONS, A_FEAST_FOR_CROWS, MOTHER_OF_DRAGONS))
