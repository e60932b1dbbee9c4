"""Every event a variant brings has a log line of its own (engine.log.VARIANT_TEMPLATES), with
cards of other decks named."""
from __future__ import annotations

from engine.game import Game

from .helpers import finish_draft, play

DRAFT = {"draft-house-cards": True}
TRACKS = {**DRAFT, "draft-influence-tracks": True}


def test_every_event_of_a_game_with_variants_has_a_log_line():
    from engine.log import TEMPLATES, VARIANT_TEMPLATES, describe

    kinds = set()

    def collect(game, events):
        for e in events:
            kinds.add(e.kind)
            text = describe(e, game.s.ruleset)
            assert text and "{" not in text and "-dwd" not in text, text  # cards by name

    for variants, wanted in (({**TRACKS}, "TrackPlaceDrafted"), ({**DRAFT, "thematic-draft": True}, "DraftEnded"),
                             ({**TRACKS, "random-draft": True, "perpetuum-random": True}, "HouseCardSwapped"),
                             ({**DRAFT, "random-draft": True, "blind-draft": True}, "GameWon"),
                             ({"house-cards-evolution": 2}, "HouseCardsEvolved"),
                             ({"draft-scenario": True}, "ScenarioRejected"),
                             ({"asos-house-cards": True}, ("DominanceTokenTaken", "OrderPlaced"))):
        for seed in range(3, 23):  # until the kinds this variant brings have been seen
            g = Game.new(6, seed=seed, variants=variants)
            collect(g, finish_draft(g))
            play(g, seed=seed, on_step=collect)
            if set([wanted] if isinstance(wanted, str) else wanted) <= kinds:
                break
    assert not set(VARIANT_TEMPLATES) & set(TEMPLATES)
    # (a throne given back at a Clash of Kings: test_storm_of_swords.py's Stannis test reads its line;
    # an endless game's reshuffle after round 10: test_settings_log.py reads its line;
    # fog of war's Dense Fog: test_fog.py reads its line)
    assert set(VARIANT_TEMPLATES) - {"DominanceTokensBack", "DecksReshuffled", "DenseFogFell"} <= kinds <= set(TEMPLATES) | set(VARIANT_TEMPLATES)
