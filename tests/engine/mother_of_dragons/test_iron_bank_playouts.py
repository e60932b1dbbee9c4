"""Whole games with the Iron Bank: deterministic, the invariants (loans, debts, area changes)
after every step, nothing stalls with random bots trying every kind of answer, bots buy loans."""
from __future__ import annotations

import pytest

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


def test_hard_and_normal_bots_buy_loans():
    line = play_game(8, 5, check=True, options=BANK, ruleset="mother_of_dragons",
                     levels=["easy", "normal", "easy", "easy", "easy", "easy", "easy", "easy"])
    assert line["loans"]


@pytest.mark.slow
@pytest.mark.parametrize("players,vassals", [(8, False), (7, False), (3, True), (4, True), (5, True),
                                             (6, True), (7, True)])
def test_several_hundred_random_playouts_with_the_iron_bank_never_stall(players, vassals):
    # 7 settings x 40 games: 280 playouts, random bots (which try every legal kind of answer)
    options = dict(BANK, vassals=vassals)
    for seed in range(40):
        line = play_game(players, 2000 + seed, check=True, options=options, ruleset="mother_of_dragons")
        assert line["winner"] not in line.get("vassals", [])
