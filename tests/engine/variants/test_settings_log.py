"""The events the variants of houses and starts, victory and length, combat and Westeros and
dragons bring have log lines of their own (engine.log.VARIANT_TEMPLATES)."""
from __future__ import annotations

from engine.log import TEMPLATES, VARIANT_TEMPLATES, describe
from engine.selfplay import play_game

KINDS = {"DecksReshuffled"}


def test_every_event_of_these_variants_has_a_log_line():
    seen: dict[str, str] = {}

    def collect(game, events):
        for e in events:
            text = describe(e, game.s.ruleset)
            assert text and "{" not in text and not text.startswith(e.kind), text
            seen.setdefault(e.kind, text)
    play_game(6, 1, variants={"endless": True, "dragon-war": True, "dragon-revenge": True}, on_step=collect)
    assert KINDS <= set(seen) and KINDS <= set(VARIANT_TEMPLATES) and not KINDS & set(TEMPLATES)
    assert seen["DecksReshuffled"].startswith("After round 10 Westeros deck III, the wildling deck")


def test_a_card_or_area_another_edition_brings_is_named_in_the_log():
    from engine.events import Event

    drawn = Event("WesterosCardsRevealed", {"cards": ["rally-the-men", "game-of-thrones", "famine"], "threat": 2})
    assert describe(drawn, "second_edition") == "Westeros cards: Rally the Men, Game of Thrones, Famine; wildling threat 2."
    moved = Event("UnitsMoved", {"house": "arryn", "source": "the-eyrie", "dest": "port-of-the-eyrie",
                                 "units": ["ship"]})
    assert "to Port of The Eyrie" in describe(moved, "a_feast_for_crows")
    assert describe(Event("WesterosCardsRevealed", {"cards": ["supply"], "threat": 0}), "first_edition") == \
        "Westeros cards: Supply; wildling threat 0."  # a ruleset's own names first
