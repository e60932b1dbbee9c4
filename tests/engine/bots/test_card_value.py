"""The card values a bot reads from the texts (`card_value.matchups`) take shortcuts that must
not change a number: a card whose hooks all come after the count (retreats, casualties, what
follows the battle) is its printed strength, one whose text changes only its own strength adds
that strength to the count without the card in play, and weighing the cards changes nothing the
bot holds."""
from __future__ import annotations

from typing import Any

import pytest

from engine.bots import card_value
from engine.bots.heuristic import HeuristicBot, ViewState
from engine.bots.levels import make_bot
from engine.game import Game
from engine.ruleset import load_ruleset

from .helpers import play

GAMES = [("second_edition", 6, 3), ("first_edition", 5, 4), ("mother_of_dragons", 8, 5),
         ("a_dance_with_dragons", 6, 6), ("a_feast_for_crows", 4, 7)]


def _battles(ruleset: str, players: int, seed: int, wanted: int = 4) -> list[tuple[Any, dict[str, Any], str]]:
    """(view, decision, opponent) of the first house-card decisions of a game of easy bots."""
    g = Game.new(players=players, seed=seed, ruleset=ruleset)
    bots = {h: make_bot("easy", i) for i, h in enumerate(g.seats())}
    out = []
    for d in play(g, bots, stop=lambda g, d: d.kind == "house-card"):
        wire = d.house_wire()
        view = g.view(d.house)
        if wire["options"].get("opponent") in (view["combat"] or {}).values():
            out.append((view, wire, wire["options"]["opponent"]))
        if len(out) >= wanted:
            break
    return out


def _tables(rs: Any, view: dict[str, Any], wire: dict[str, Any], opp: str) -> list[dict[Any, Any]]:
    st, combat = ViewState(view), view["combat"]
    me = combat["defender"] if combat["attacker"] == opp else combat["attacker"]
    answer = HeuristicBot(1)._answer_for(rs, st, combat)
    hands = [(list(wire["options"]["hand"]), list(view["hands"][opp])),
             (list(rs.house_card_ids.get(me, ())), list(rs.house_card_ids.get(opp, ())))]  # every card of both
    return [card_value.matchups(rs, st, me, combat, mine, theirs, answer) for mine, theirs in hands if mine and theirs]


@pytest.mark.parametrize("ruleset,players,seed", GAMES)
def test_cards_whose_text_comes_after_the_count_or_changes_only_their_strength_are_valued_as_if_played_out(ruleset, players, seed, monkeypatch):
    rs = load_ruleset(ruleset)
    battles = _battles(ruleset, players, seed)
    assert battles
    for view, wire, opp in battles:
        quick = _tables(rs, view, wire, opp)
        with monkeypatch.context() as m:
            # every card with text played out in full, as the count would run with it alone in play
            m.setattr(card_value, "_kind", lambda rs, c: "played" if card_value.has_text(rs, c) else "printed")
            full = _tables(rs, view, wire, opp)
        assert quick == full


@pytest.mark.parametrize("ruleset,players,seed", GAMES)
def test_weighing_the_cards_of_real_battles_changes_nothing_the_bot_holds(ruleset, players, seed):
    rs = load_ruleset(ruleset)
    for view, wire, opp in _battles(ruleset, players, seed):
        before = repr(view)
        _tables(rs, view, wire, opp)
        assert repr(view) == before
