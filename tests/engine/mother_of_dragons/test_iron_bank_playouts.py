"""Whole games with the Iron Bank: deterministic, the invariants (loans, debts, area changes)
after every step, nothing stalls with random bots trying every kind of answer, bots buy loans."""
from __future__ import annotations

import pytest

from engine.bots.levels import make_bot
from engine.commands import Choose
from engine.positions import build_position
from engine.selfplay import main, play_game

BANK = {"iron_bank": True}


def test_games_with_the_iron_bank_play_to_the_end_deterministically():
    first = play_game(8, 11, check=True, options=BANK, ruleset="mother_of_dragons")
    again = play_game(8, 11, check=False, options=BANK, ruleset="mother_of_dragons")
    assert first == again and first["loans"]  # random bots place the order and buy loans
    plain = play_game(8, 11, options={}, ruleset="mother_of_dragons")
    assert plain["digest"] != first["digest"] and "loans" not in plain


def test_the_selfplay_command_takes_the_iron_bank_flag(capsys):
    assert main(["--ruleset", "mother_of_dragons", "--players", "8", "--iron-bank", "--check", "--seed", "3"]) == 0
    assert '"loans"' in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--ruleset", "second_edition", "--iron-bank"])


def test_easy_bots_buy_loans_in_a_whole_game():
    # easy bots only: a searching bot stops on the clock, so its whole game is not reproducible
    line = play_game(8, 5, check=True, options=BANK, ruleset="mother_of_dragons", levels=["easy"] * 8)
    assert line["loans"]


def _loan_question(round_: int, market: list[str | None]):
    g = build_position({"players": 8, "ruleset": "mother_of_dragons", "options": BANK, "phase": "consolidate",
                        "round": round_, "power": {"stark": 6},
                        "units": {"the-shivering-sea": {"house": "stark", "units": ["ship"]},
                                  "sunspear": {"house": "martell", "units": ["footman"]}},
                        "orders": {"the-shivering-sea": ["stark", "iron-bank"],
                                   "sunspear": ["martell", "special-consolidate-power"]},
                        "iron_bank": {"market": market}})
    d = g.waiting_for()[0]
    assert d.options["prompt"] == "iron-bank-loan"
    return g, d


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_bot_level_buys_a_loan_worth_its_price_and_interest_and_lets_a_poor_one_go(level):
    g, d = _loan_question(8, [None, None, "customs-officer"])  # cheap, strong, little interest left
    assert make_bot(level, 3, budget=1000.0, max_samples=2).propose(g.view(d.seat), d.to_wire(), 0) \
        == Choose("customs-officer")
    g, d = _loan_question(1, [None, None, "spymaster"])  # weak, and nine rounds of interest to pay
    assert make_bot(level, 3, budget=1000.0, max_samples=2).propose(g.view(d.seat), d.to_wire(), 0) == Choose("none")


@pytest.mark.slow
@pytest.mark.parametrize("players,vassals", [(8, False), (7, False), (3, True), (4, True), (5, True),
                                             (6, True), (7, True)])
def test_several_hundred_random_playouts_with_the_iron_bank_never_stall(players, vassals):
    # 7 settings x 40 games: 280 playouts, random bots (which try every legal kind of answer)
    options = dict(BANK, vassals=vassals)
    for seed in range(40):
        line = play_game(players, 2000 + seed, check=True, options=options, ruleset="mother_of_dragons")
        assert line["winner"] not in line.get("vassals", [])


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_bots_answer_every_loan_s_questions(level):
    from engine.bots.levels import make_bot
    from engine.commands import Choose

    from .test_iron_bank import LOANS, buy_position, market

    units = {"the-shivering-sea": {"house": "stark", "units": ["ship"]},
             "winterfell": {"house": "stark", "units": ["footman", "knight"]},
             "white-harbor": {"house": "stark", "units": ["footman"]},
             "lannisport": {"house": "lannister", "units": ["footman", "knight"]}}
    for loan in LOANS:
        g = buy_position(market(None, None, loan), power=10, units=units)
        d = g.waiting_for()[0]
        bot = make_bot(level, 1, budget=1000.0, max_samples=1)
        assert bot.propose(g.view("stark"), d.house_wire(), 0).choice in (loan, "none")
        g.act("stark", Choose(loan))
        asked = 0
        while g.waiting_for()[0].seat == "stark":
            d = g.waiting_for()[0]
            g.act("stark", bot.propose(g.view("stark"), d.house_wire(), 0))
            asked += 1
        assert g.s.iron_bank["loans"]["stark"] == [loan], loan
