"""The Westeros panel lists every deck the game draws from (Mother of Dragons' deck IV too) and
what is left in each, and names the cards as the edition does, as the log names them."""
from __future__ import annotations

import html
import re

from engine.game import Game

from agot_qt.panels.westeros import WesterosPanel
from agot_qt.words import names
from agot_qt.words.log_text import describe

from ..vassal_games import play_until


def westeros_done(g: Game) -> bool:
    return g.s.round == 2 and bool(g.s.revealed) and "planning" in g.view(None)["phase"]


def test_the_panel_lists_the_four_decks_of_an_eight_house_game(qtbot):
    g = play_until(Game.new(players=8, seed=3, ruleset="mother_of_dragons"), westeros_done)
    view = g.view("stark")
    names.use_ruleset("mother_of_dragons")
    try:
        panel = WesterosPanel()
        qtbot.addWidget(panel)
        panel.refresh(view)
        text = html.unescape(re.sub(r"<[^>]+>", "", panel.text()))
        assert len(view["westeros_revealed"]) == 4
        for deck, card in zip(("I", "II", "III", "IV"), view["westeros_revealed"]):
            assert f"{deck}: {names.card(card)}" in text, (deck, text)
        sizes = view["westeros_deck_sizes"]
        assert list(sizes) == ["I", "II", "III", "IV"]
        assert "Cards left: " + ", ".join(f"{d} {n}" for d, n in sizes.items()) in text
    finally:
        names.use_ruleset("second_edition")


def test_the_first_edition_says_event_cards_on_the_panel_and_in_the_log(qtbot):
    g = play_until(Game.new(players=5, seed=2, ruleset="first_edition"), westeros_done)
    names.use_ruleset("first_edition")
    try:
        panel = WesterosPanel()
        qtbot.addWidget(panel)
        panel.refresh(g.view("stark"))
        assert "Event cards this round" in panel.text()
        from engine.events import Event

        line = describe(Event("WesterosCardsRevealed", {"cards": list(g.s.revealed), "threat": 2}))
        assert line.startswith("Event cards: ") and "Westeros" not in line
    finally:
        names.use_ruleset("second_edition")
    assert describe(Event("WesterosCardsRevealed", {"cards": ["supply"], "threat": 2})).startswith("Westeros cards: ")
