"""Every question of every ruleset and option can be put in words: each `choose`, `select-units`,
`raven-peek` and `order-houses` decision names a question of engine/questions.py (an English
heading and explanation whose parameters the decision carries) and, for a card's text, the card;
each option of a `choose` is described by what it is, never a raw id (docs/PROTOCOL.md §8)."""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from engine import commands as C
from engine.abilities import registry_for
from engine.bots.random_bot import RandomBot
from engine.errors import IllegalCommand, placeholders
from engine.game import Game
from engine.questions import KINDS, QUESTIONS, WORDS, question_of
from engine.ruleset import RULESET_FILES, load_ruleset

ENGINE = Path(__file__).resolve().parents[2] / "engine"
ALL_MOD = {"vassals": True, "iron_bank": True, "sea_orders": True, "power_token_trading": True,
           "tides_of_battle": True}
GAMES = [("mother_of_dragons", 5, ALL_MOD), ("mother_of_dragons", 8, {"iron_bank": True, "tides_of_battle": True}),
         ("second_edition", 4, {"vassals": True, "tides_of_battle": True}), ("second_edition", 6, {}),
         ("first_edition", 5, {}), ("a_feast_for_crows", 4, {}), ("a_dance_with_dragons", 6, {})]
ASKING = ("choose", "raven-peek", "select-units", "order-houses")


def check_decision(g: Game, kind: str, options: dict) -> None:
    question = options.get("question")
    assert question in QUESTIONS and question != "card" or options.get("card"), (kind, options.get("prompt"))
    heading, explanation = QUESTIONS[question]
    wanted = placeholders(heading) | placeholders(explanation)
    assert wanted <= set(options), (question, wanted - set(options))
    if kind in ("choose", "raven-peek"):
        choices = options["choices"]
        assert len(choices) == len(options["options"])
        for choice, value in zip(choices, options["options"]):
            assert len(choice) == 1 and next(iter(choice)) in KINDS, (options["prompt"], value, choice)
            word = choice.get("word")
            assert word is None or word in WORDS or word in ("yes", "no"), word
            for key, ids in (("region", g.rs.regions), ("house", g.rs.houses), ("unit", g.rs.unit_types)):
                assert key not in choice or choice[key] in ids


@pytest.mark.parametrize("ruleset,players,options", GAMES, ids=[f"{r}-{n}" for r, n, _ in GAMES])
def test_every_question_asked_in_play_is_named_and_its_options_described(ruleset, players, options):
    seen: set[str] = set()
    for seed in range(4):
        g = Game.new(players=players, seed=seed, options=options, ruleset=ruleset)
        bots = {h: RandomBot(seed * 100 + i) for i, h in enumerate(g.s.houses)}
        rnd = random.Random(seed)
        while not g.finished:
            for d in g.waiting_for():
                if d.kind in ASKING:
                    check_decision(g, d.kind, d.options)
                    seen.add(d.options["question"])
            if options.get("vassals") and rnd.random() < 0.005 and len(g.seats()) > 2:
                try:
                    g.act(None, C.SetVassal(rnd.choice([h for h in g.seats() if h != "targaryen"]), True))
                except IllegalCommand:
                    pass
            d = g.waiting_for()[0]
            for attempt in range(12):
                try:
                    events = g.act(d.seat, bots[d.seat].propose(g.view(d.house), d.house_wire(), attempt),
                                   house=d.house)
                    break
                except IllegalCommand:
                    assert attempt < 11
            for e in events:
                if e.kind == "Chose":
                    assert e.data["question"] in QUESTIONS and "described" in e.data
    assert seen


def test_the_loyalty_moves_of_deck_four_are_words_not_ids():
    """The decision the report found headed `scattering-dissent:move`, its choices bare pairs."""
    from .mother_of_dragons.test_mod_deck_four import deck_four

    g = deck_four("scattering-dissent")
    (d,) = [d for d in g.waiting_for() if d.kind == "choose"]
    assert d.options["prompt"] == "scattering-dissent:move"
    assert d.options["question"] == "loyalty-move" and d.options["card"] == "scattering-dissent"
    assert d.options["choices"][0] == {"word": "none"}
    src, dest = d.options["options"][1]
    assert d.options["choices"][1] == {"move": {"from": src, "to": dest}}
    check_decision(g, d.kind, d.options)
    events = g.act(d.seat, C.Choose("none"))
    chose = next(e for e in events if e.kind == "Chose")
    assert chose.data["question"] == "loyalty-move" and chose.data["card"] == "scattering-dissent"
    assert chose.data["described"] == {"word": "none"}


def _prompts_in_code() -> set[str]:
    """Every prompt the engine's code passes as a string to `choose` or `select_units` (or to a
    loan's `ask`): none of them may be left without a question."""
    found = set()
    for path in ENGINE.rglob("*.py"):
        if "bots" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            index = {"choose": 1, "select_units": 1, "ask": 3}.get(node.func.id)
            if index is not None and len(node.args) > index and isinstance(node.args[index], ast.Constant) \
                    and isinstance(node.args[index].value, str):
                found.add(node.args[index].value)
    return found


def test_every_prompt_the_code_asks_is_named():
    prompts = _prompts_in_code()
    assert {"casualties", "loan-crown-area", "iron-bank-loan", "valyrian-steel-blade"} <= prompts
    g = Game.new(players=8, seed=1, ruleset="mother_of_dragons", options={"iron_bank": True})
    for prompt in sorted(prompts):
        question, card = question_of(g, prompt)
        assert question in QUESTIONS and (question != "card" or card is not None), prompt
    for ruleset in RULESET_FILES:
        rs = load_ruleset(ruleset)
        for prompt, question in registry_for(rs).prompt_questions.items():
            assert question in QUESTIONS and prompt.split(":")[0] in rs.westeros_cards, prompt
        for card in rs.house_cards:  # a card's own prompt is its id: its text explains it
            assert question_of(Game.new(players=min(rs.player_counts), seed=1, ruleset=ruleset), card)[1] == card


def test_docs_protocol_lists_every_question_and_word_as_the_engine_has_them():
    text = (ENGINE.parent / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
    for key, (heading, explanation) in QUESTIONS.items():
        assert f"| `{key}` | {heading} | {explanation} |" in text, key
    for word, english in WORDS.items():
        assert f"`{word}` {english}" in text, word
