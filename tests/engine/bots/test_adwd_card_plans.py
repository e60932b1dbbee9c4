"""Bots of every level choose A Dance with Dragons' house cards by what their texts do in the
battle at hand, not by their printed strength: a card that fights at the wildling threat, counts
the discard pile or the hand, fixes the opponent's strength, turns support or copies another
card is played when that wins, and not when it loses (docs/AI.md)."""
from __future__ import annotations

import pytest

from engine.bots.heuristic import HeuristicBot
from engine.bots.levels import make_bot
from engine.commands import ChooseHouseCard
from tests.engine.a_dance_with_dragons.helpers import RS, Fight, army


def _pick(f: Fight, seat: str, level: str = "easy") -> str:
    (d,) = [d for d in f.g.waiting_for() if d.kind == "house-card" and d.seat == seat]
    bot = HeuristicBot(1) if level == "easy" else make_bot(level, seed=3, budget=30.0, max_samples=3)
    cmd = bot.propose(f.g.view(seat), d.to_wire(), 0)
    assert isinstance(cmd, ChooseHouseCard)
    return cmd.card


def _printed_choice(f: Fight, seat: str) -> str:
    """What the bot chose before it read the texts: printed strengths only."""
    (d,) = [d for d in f.g.waiting_for() if d.kind == "house-card" and d.seat == seat]
    bot = HeuristicBot(1)
    bot._card_margins = lambda *a: None
    return bot.propose(f.g.view(seat), d.to_wire(), 0).card


def _mance_at_ten() -> Fight:
    """Baratheon's lone footman marches on two Tyrell footmen with the wildling threat at 10."""
    return Fight("baratheon", "storms-end", "kingswood",
                 units={"storms-end": army("baratheon", "footman"), "kingswood": army("tyrell", "footman", "footman")},
                 hands={"baratheon": ["mance-rayder", "stannis-baratheon-dwd", "jon-snow"],
                        "tyrell": ["mace-tyrell-dwd", "willas-tyrell"]}, wildling_threat=10)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_mance_rayder_is_played_when_the_wildling_threat_wins_the_fight(level):
    f = _mance_at_ten()
    assert _printed_choice(f, "baratheon") != "mance-rayder"  # a 0 by its print
    assert _pick(f, "baratheon", level) == "mance-rayder"
    f.play(baratheon="mance-rayder", tyrell="mace-tyrell-dwd")
    assert f.result["winner"] == "baratheon"


def test_mance_rayder_is_kept_when_the_threat_is_low():
    f = Fight("baratheon", "storms-end", "kingswood",
              units={"storms-end": army("baratheon", "knight", "footman"), "kingswood": army("tyrell", "footman")},
              hands={"baratheon": ["mance-rayder", "stannis-baratheon-dwd", "jon-snow"],
                     "tyrell": ["mace-tyrell-dwd", "willas-tyrell"]}, wildling_threat=2)
    assert _pick(f, "baratheon") == "jon-snow"  # 3 + 3 beats 1 + 4; Mance would fight at 2


def test_quentyn_martell_counts_a_full_discard_pile():
    f = Fight("martell", "riverrun", "seagard",
              units={"riverrun": army("martell", "footman", "footman"), "seagard": army("stark", "footman", "footman")},
              hands={"martell": ["quentyn-martell", "areo-hotah-dwd"], "stark": ["roose-bolton-dwd", "black-walder"]})
    assert len(f.s.discards["martell"]) == 5
    assert _printed_choice(f, "martell") == "areo-hotah-dwd"
    assert _pick(f, "martell") == "quentyn-martell"  # 2 + 1 + 5 beats 2 + 4; Areo's 2 + 3 does not
    f.play(martell="quentyn-martell", stark="roose-bolton-dwd")
    assert f.result["winner"] == "martell"


def test_doran_martell_with_a_full_hand_is_not_the_strong_card_his_print_says():
    f = Fight("martell", "riverrun", "seagard",
              units={"riverrun": army("martell", "footman"), "seagard": army("stark", "footman")},
              hands={"martell": list(RS.house_card_ids["martell"]), "stark": ["roose-bolton-dwd", "black-walder"]})
    assert _printed_choice(f, "martell") == "doran-martell-dwd"  # 1 + 4 by print, above Stark on a tie
    assert _pick(f, "martell") == "areo-hotah-dwd"  # Doran is 4 - 6 = 0 with six cards left in hand


def test_margaery_tyrell_defending_highgarden_wins_where_mace_would_be_spent():
    f = Fight("martell", "dornish-marches", "highgarden",
              units={"dornish-marches": army("martell", "knight", "knight", "footman"),
                     "highgarden": army("tyrell", *["footman"] * 5)},
              hands={"martell": ["areo-hotah-dwd", "big-man"],
                     "tyrell": ["margaery-tyrell-dwd", "mace-tyrell-dwd", "randyll-tarly-dwd"]})
    assert _printed_choice(f, "tyrell") == "mace-tyrell-dwd"  # 5 + 4 against 5 + 3 by print
    assert _pick(f, "tyrell") == "margaery-tyrell-dwd"  # the attacker's 5 + 3 becomes 2, against 5
    f.play(martell="areo-hotah-dwd", tyrell="margaery-tyrell-dwd")
    assert f.result["winner"] == "tyrell"


def test_walder_frey_is_played_when_turning_a_third_houses_support_wins():
    f = Fight("lannister", "riverrun", "seagard",
              units={"riverrun": army("lannister", "footman"),
                     "seagard": army("stark", "knight", "footman", "footman", "footman"),
                     "the-twins": army("greyjoy", "knight", "knight")},
              orders={"the-twins": ["greyjoy", "support-1"]},
              hands={"lannister": ["ser-daven-lannister", "ser-kevan-lannister-dwd"],
                     "stark": ["walder-frey", "roose-bolton-dwd", "black-walder"]})
    f.support("greyjoy", the_twins="attacker")
    assert _printed_choice(f, "stark") == "roose-bolton-dwd"  # 5 + 4 against 1 + 4 + 3 by print
    assert _pick(f, "stark") == "walder-frey"  # 5 + 1 + 4 turned against 1 + 3: Roose is kept
    f.play(lannister="ser-kevan-lannister-dwd", stark="walder-frey")
    assert f.result["winner"] == "stark"


def test_qyburn_is_played_for_the_card_he_would_copy():
    f = Fight("lannister", "riverrun", "seagard",
              units={"riverrun": army("lannister", "footman"), "seagard": army("stark", "footman", "footman")},
              hands={"lannister": ["qyburn", "ser-daven-lannister", "cersei-lannister-dwd"],
                     "stark": ["black-walder", "damon-dance-for-me"]}, power={"lannister": 2})
    assert _printed_choice(f, "lannister") != "qyburn"
    assert _pick(f, "lannister") == "qyburn"  # he copies Ser Jaime's 4 from the discard pile for 2 power
    f.play(lannister="qyburn", stark="black-walder")
    f.choose("lannister", "qyburn", "ser-jaime-lannister-dwd")
    assert f.result["winner"] == "lannister"


def test_qyburn_without_the_power_to_copy_is_a_zero():
    f = Fight("lannister", "riverrun", "seagard",
              units={"riverrun": army("lannister", "footman"), "seagard": army("stark", "footman", "footman")},
              hands={"lannister": ["qyburn", "ser-daven-lannister", "ser-jaime-lannister-dwd"],
                     "stark": ["black-walder", "damon-dance-for-me"]}, power={"lannister": 1})
    assert _pick(f, "lannister") == "ser-jaime-lannister-dwd"


def test_weighing_the_cards_changes_nothing_in_the_bots_view():
    f = _mance_at_ten()
    f.g.s.power["baratheon"] = 3
    before = f.g.view("baratheon")
    _pick(f, "baratheon")
    assert f.g.view("baratheon") == before
