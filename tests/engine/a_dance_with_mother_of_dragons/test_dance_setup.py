"""A Dance with Mother of Dragons' own start and rules (docs/RULES.md, Variants, Setups): the Iron
Bank always on with an extra loan and Lannister's, Targaryen's 9 power tokens, round 1's
Westeros phase of deck IV's top two cards, dragons by the six-round table, the decks played."""
from __future__ import annotations

from engine.abilities import registry_for
from engine.game import Game
from engine.ruleset import load_ruleset
from engine.selfplay import play_game
from engine.units import unit_base_strength

RULESET = "a_dance_with_mother_of_dragons"
RS = load_ruleset(RULESET)


def new(seed: int = 1, **kw) -> Game:
    return Game.new(players=8, seed=seed, ruleset=RULESET, **kw)


def test_round_one_reveals_deck_fours_top_two_cards_and_moves_no_threat():
    for seed in range(25):
        g = new(seed)
        s = g.s
        drawn = g.view(None)["westeros_drawn"]
        assert [d["deck"] for d in drawn] == ["IV", "IV"] and s.round == 1
        assert "fire-made-flesh" not in s.revealed and len(s.revealed) == 2
        assert len(s.westeros["IV"]) == len(RS.westeros_decks["IV"]) - 2
        assert all(len(s.westeros[d]) == len(RS.westeros_decks[d]) for d in ("I", "II", "III"))
        assert s.wildling_threat == RS.wildling_start
        assert any(f["kind"] == "westeros" for f in s.stack)  # resolved in round 1, before any order


def test_later_rounds_reveal_one_card_of_every_deck():
    seen = []

    def on_step(g, events):
        seen.extend((g.s.round, e.data["decks"]) for e in events if e.kind == "WesterosCardsRevealed")

    play_game(8, 3, ruleset=RULESET, on_step=on_step)
    assert seen and all(r > 1 and decks == ["I", "II", "III", "IV"] for r, decks in seen)


def test_the_iron_bank_is_always_on_with_an_extra_loan_and_lannisters_own():
    for options in (None, {"iron_bank": False}):
        g = new(2, options=options)
        bank = g.s.iron_bank
        assert g.s.options["iron_bank"] is True
        # the setup's loan slid one slot when round 1 drew its own: two loans on offer
        assert bank["market"][0] and bank["market"][1] and bank["market"][2] is None
        assert len(bank["loans"]["lannister"]) == 1 and not any(bank["loans"][h] for h in g.s.houses if h != "lannister")
        every = {c["id"] for c in RS.iron_bank["loans"]}
        held = set(bank["deck"]) | {m for m in bank["market"] if m} | set(bank["loans"]["lannister"])
        assert held == every and len(bank["deck"]) == len(every) - 3


def test_lannister_pays_interest_for_its_first_loan_from_round_two():
    paid = []

    def on_step(g, events):
        paid.extend((g.s.round, e.data["house"]) for e in events if e.kind == "InterestPaid")

    play_game(8, 5, ruleset=RULESET, on_step=on_step)
    assert (2, "lannister") in paid and not any(r == 1 for r, _ in paid)


def test_targaryen_starts_with_nine_power_tokens_and_the_others_seven():
    assert new().s.power == {**{h: 7 for h in RS.houses}, "targaryen": 9}


def test_dragons_grow_by_the_six_round_table():
    s = new().s
    strengths = []
    for r in range(1, 7):
        s.round = r
        strengths.append(unit_base_strength(RS, s, "dragon"))
    assert strengths == [1, 2, 2, 3, 4, 5]


def test_the_setup_fights_with_its_decks_texts_and_no_other():
    reg = registry_for(RS)
    assert set(reg.cards) == {c.id for c in RS.house_cards.values() if c.ability}
    assert {"ramsay-bolton", "littlefinger", "daenerys-targaryen-b"} <= set(reg.cards)
    assert not {"robb-stark", "khal-drogo", "lysa-arryn-mod"} & set(reg.cards)
    assert "fire-made-flesh" in reg.westeros and not reg.objectives


def test_six_rounds_then_the_usual_ranking():
    line = play_game(8, 11, check=True, ruleset=RULESET)
    assert line["rounds"] <= 6 and line["winner"]
    easy = play_game(8, 12, levels=["easy"] * 8, ruleset=RULESET)
    assert easy["rounds"] <= 6 and easy["winner"] in easy["bots"]
