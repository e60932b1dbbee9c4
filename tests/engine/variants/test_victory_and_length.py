"""Victory and length (docs/RULES.md, Variants): victory points and loyalty tokens needed, holding
the target to the end of the round, endless, game length."""
from __future__ import annotations

from typing import Any

import pytest

from engine import board as B
from engine import victory
from engine.commands import ResolveMarch
from engine.errors import VariantRefused
from engine.flow import HANDLERS, advance
from engine.game import Game
from engine.objectives import goal
from engine.phases.round import after_action
from engine.selfplay import play_game

from ..helpers import army, march, one_event

FIVE_CASTLES = {"winterfell": army("stark", "footman"), "white-harbor": army("stark", "footman"),
                "moat-cailin": army("stark", "footman"), "seagard": army("stark", "footman"),
                "flints-finger": army("stark", "footman")}
QUIET = {"I": ["last-days-of-summer"], "II": ["last-days-of-summer"], "III": ["put-to-the-sword"]}


def at_march(variants: dict[str, Any], units: dict[str, Any], orders: dict[str, list[str]],
             turn: str | None = None, **fields: Any) -> Game:
    """A game playing `variants` at the march step of its Action phase, the board as given (the
    variants' own setup made first, as a new game makes it)."""
    g = Game.new(6, seed=0, variants=variants)
    s = g.s
    s.units = {r: {"house": a["house"], "units": sorted(a["units"]), "routed": []} for r, a in units.items()}
    for name, value in fields.items():
        current = getattr(s, name)
        setattr(s, name, {**current, **value} if name in ("supply", "power") else value)
    s.orders = {r: {"house": h, "token": t} for r, (h, t) in orders.items()}
    s.orders_revealed = True
    order = s.tracks["iron_throne"]
    acted = order[:order.index(turn)] if turn else []
    s.stack = [{"kind": "round", "step": after_action(g.rs)}, {"kind": "action", "step": "march", "acted": acted}]
    g._events = []
    g.state_changed()
    advance(g)
    return g


def seventh_castle(variants: dict[str, Any], round_: int = 3) -> tuple[Game, list]:
    """Stark marches into Harrenhal, its seventh castle, as Baratheon's march in The Arbor is the
    round's last order."""
    u = dict(FIVE_CASTLES, riverrun=army("stark", "footman", "footman"),
             **{"the-arbor": army("baratheon", "footman")})
    g = at_march(variants, u, {"riverrun": ["stark", "march"], "the-arbor": ["baratheon", "march"]},
                 turn="stark", supply={"stark": 2}, round=round_,
                 westeros={k: list(v) * 3 for k, v in QUIET.items()})
    return g, march(g, "stark", "riverrun", ("harrenhal", ("footman",)))


# ----- victory points and loyalty tokens needed --------------------------------------------------

def test_victory_points_needed_set_the_castles_that_win_at_once():
    g, ev = seventh_castle({"victory-points-needed": 8})
    assert B.castle_count(g.rs, g.s, "stark") == 7 and not g.finished
    assert g.rs.castles_needed(6) == 8
    g, ev = seventh_castle({"victory-points-needed": 7})
    assert one_event(ev, "GameWon")["needed"] == 7
    six = at_march({"victory-points-needed": 6}, dict(FIVE_CASTLES, riverrun=army("stark", "footman", "footman")),
                   {"riverrun": ["stark", "march"]}, supply={"stark": 2})
    ev = march(six, "stark", "riverrun", ("harrenhal", ("footman",)))
    assert six.finished and six.winner == "stark" and one_event(ev, "GameWon")["needed"] == 6
    first = Game.new(3, ruleset="first_edition", seed=1, variants={"victory-points-needed": 9})
    assert first.rs.castles_needed(3) == 9  # the three-player game's 8 too
    feast = Game.new(4, ruleset="a_feast_for_crows", seed=1, variants={"victory-points-needed": 10})
    assert goal(feast) == 10 and victory.measure_of(feast, "stark") == ("points", 10)
    with pytest.raises(VariantRefused) as info:
        Game.new(6, seed=1, variants={"victory-points-needed": 16})
    assert info.value.key == "variant-range"


def test_loyalty_tokens_needed_set_targaryens_target_only_with_eight_houses():
    g = Game.new(8, ruleset="mother_of_dragons", seed=1, variants={"loyalty-tokens-needed": 10})
    assert victory.measure_of(g, "targaryen") == ("loyalty", 10)
    assert victory.measure_of(g, "stark") == ("castles", 7)
    both = Game.new(8, ruleset="mother_of_dragons", seed=1,
                    variants={"loyalty-tokens-needed": 6, "victory-points-needed": 9})
    assert victory.measure_of(both, "targaryen") == ("loyalty", 6)
    assert victory.measure_of(both, "lannister") == ("castles", 9)
    for ruleset, players in (("mother_of_dragons", 7), ("second_edition", 6)):
        with pytest.raises(VariantRefused):
            Game.new(players, ruleset=ruleset, seed=1, variants={"loyalty-tokens-needed": 8})


# ----- holding victory points ------------------------------------------------------------------

def test_a_target_held_to_the_end_of_the_round_wins_then_and_not_before():
    g, ev = seventh_castle({"hold-victory-points": True})
    assert B.castle_count(g.rs, g.s, "stark") == 7 and not g.finished
    ev = g.act("baratheon", ResolveMarch("the-arbor"))  # the round's last order
    won = one_event(ev, "GameWon")
    assert g.finished and won["house"] == "stark" and won["why"] == "castles" and won["rounds_played"] == 3
    assert [e.kind for e in ev].index("RoundEnded") < [e.kind for e in ev].index("GameWon")


def test_a_target_lost_before_the_end_of_the_round_wins_nothing():
    g, ev = seventh_castle({"hold-victory-points": True})
    g.s.units.pop("harrenhal")  # Harrenhal lost again before the round ends
    g.state_changed()
    ev = g.act("baratheon", ResolveMarch("the-arbor"))
    assert not g.finished and one_event(ev, "RoundStarted") == {"round": 4}


def test_houses_holding_the_target_at_the_end_of_the_round_are_ranked_as_at_the_end_with_the_score_capped():
    # Stark holds eight castles, Lannister seven with more land areas: both count 7, lands decide
    stark = dict(FIVE_CASTLES, riverrun=army("stark", "footman"), pyke=army("stark", "footman"),
                 harrenhal=army("stark", "footman"))
    lannister = {r: army("lannister", "footman") for r in (
        "lannisport", "stoney-sept", "searoad-marches", "the-reach", "highgarden", "oldtown", "sunspear",
        "the-boneway", "dornish-marches", "three-towers", "starfall", "yronwood", "salt-shore", "princes-pass",
        "the-arbor", "kings-landing", "blackwater", "crackclaw-point", "kingswood", "storms-end")}
    g = at_march({"hold-victory-points": True}, {**stark, **lannister, "dragonstone": army("baratheon", "footman")},
                 {"dragonstone": ["baratheon", "march"]}, westeros={k: list(v) * 3 for k, v in QUIET.items()},
                 round=2, supply={"stark": 6, "lannister": 6})
    counts = B.castle_counts(g.rs, g.s)
    assert counts["stark"] == 8 and counts["lannister"] >= 7 and not g.finished
    assert B.land_count(g.rs, g.s, "lannister") > B.land_count(g.rs, g.s, "stark")
    ev = g.act("baratheon", ResolveMarch("dragonstone"))
    assert one_event(ev, "GameWon")["house"] == "lannister"


def test_holding_changes_nothing_of_a_rule_that_waits_for_the_end_of_the_round():
    g = Game.new(4, ruleset="a_feast_for_crows", seed=1, variants={"hold-victory-points": True})
    assert g.victory_rule is victory.rule_for(g.rs) and not g.victory_rule.at_any_time
    held = Game.new(6, seed=1, variants={"hold-victory-points": True})
    assert not held.victory_rule.at_any_time and held.victory_rule.winner(held) is None


# ----- length --------------------------------------------------------------------------------------

def test_game_length_sets_the_last_round():
    assert Game.new(6, seed=1, variants={"game-length": 6}).rs.rounds == 6
    short = Game.new(8, ruleset="mother_of_dragons", seed=1, variants={"game-length": 6})
    assert short.rs.rounds == 6 and short.rs.unit_types["dragon"].strength_steps == (2, 4, 6, 8, 10)
    assert Game.new(6, ruleset="a_dance_with_dragons", seed=1, variants={"game-length": 10}).rs.rounds == 10
    line = play_game(6, 3, check=True, variants={"game-length": 6})
    assert line["rounds"] <= 6 and line["winner"]
    with pytest.raises(VariantRefused) as info:
        Game.new(4, ruleset="a_feast_for_crows", seed=1, variants={"game-length": 1000})
    assert (info.value.key, info.value.params) == (
        "variant-value-ruleset", {"variant": "game-length", "value": "1000", "ruleset": "a_feast_for_crows"})
    assert Game.new(4, ruleset="a_feast_for_crows", seed=1, variants={"game-length": 6}).rs.rounds == 6
    with pytest.raises(VariantRefused) as info:
        Game.new(6, seed=1, variants={"endless": True, "game-length": 6})
    assert info.value.key == "variant-excludes"


def test_endless_reshuffles_deck_three_the_wildlings_and_the_loans_after_every_tenth_round():
    g = Game.new(8, ruleset="mother_of_dragons", seed=4, options={"iron_bank": True}, variants={"endless": True})
    assert g.rs.rounds == 1000
    s = g.s
    s.round = 10
    s.westeros["III"] = s.westeros["III"][:1]
    s.westeros["IV"] = s.westeros["IV"][:1]
    s.raven_peek = {"stark": s.wildling_deck[0]}
    loans = list(s.iron_bank["deck"])
    s.stack = [{"kind": "round", "step": "end"}]
    g.state_changed()
    HANDLERS["round"].run(g, s.stack[0])  # the end of round 10, and nothing of round 11 yet
    ev = g._events
    assert one_event(ev, "DecksReshuffled") == {"round": 10, "decks": ["III"], "loans": True}
    assert sorted(s.westeros["III"]) == sorted(g.rs.westeros_decks["III"])
    assert len(s.westeros["IV"]) == 1  # deck IV is not
    assert s.raven_peek == {} and sorted(s.wildling_deck) == sorted(g.rs.wildling_cards)
    assert sorted(s.iron_bank["deck"]) == sorted(loans)
    assert s.round == 11


def test_a_deck_four_run_out_is_skipped():
    g = Game.new(8, ruleset="mother_of_dragons", seed=4, variants={"endless": True})
    g.s.westeros["IV"] = []
    g.s.stack = [{"kind": "round", "step": "planning"}, {"kind": "westeros", "step": "start"}]
    g.state_changed()
    advance(g)
    revealed = one_event(g._events, "WesterosCardsRevealed")
    assert revealed["decks"] == ["I", "II", "III"] and len(revealed["cards"]) == 3


# ----- every one plays to the end ----------------------------------------------------------------

@pytest.mark.parametrize("ruleset,players,variants", [
    ("second_edition", 6, {"victory-points-needed": 6, "hold-victory-points": True}),
    ("mother_of_dragons", 8, {"loyalty-tokens-needed": 6, "game-length": 6}),
    ("a_feast_for_crows", 4, {"victory-points-needed": 9, "hold-victory-points": True}),
    ("first_edition", 3, {"game-length": 6, "victory-points-needed": 7}),
])
def test_victory_and_length_play_to_the_end_deterministically(ruleset, players, variants):
    lines = [play_game(players, 5, check=True, ruleset=ruleset, variants=variants) for _ in range(2)]
    assert lines[0] == lines[1] and lines[0]["winner"]


def test_an_endless_game_plays_past_ten_rounds_to_a_win():
    line = play_game(6, 7, check=True, variants={"endless": True, "victory-points-needed": 6},
                     levels=["easy", "random", "easy", "random", "easy", "random"])
    assert line["winner"]
    again = play_game(6, 7, variants={"endless": True, "victory-points-needed": 6},
                      levels=["easy", "random", "easy", "random", "easy", "random"])
    assert again == line
