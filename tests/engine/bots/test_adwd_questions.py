"""The easy bot answers A Dance with Dragons' card questions by what they ask: pay some power to
Aeron Damphair, take the strongest card Qyburn or Melisandre offer, lower the wildling threat with
Jon Snow (docs/AI.md)."""
from __future__ import annotations

from engine.bots.heuristic import HeuristicBot
from tests.engine.a_dance_with_dragons.helpers import Fight, army


def _answer(f: Fight, seat: str):
    (d,) = [d for d in f.g.waiting_for() if d.kind == "choose" and d.seat == seat]
    return HeuristicBot(1).propose(f.g.view(seat), d.to_wire(), 0).choice


def test_aeron_pays_a_few_tokens_and_keeps_one():
    f = Fight("greyjoy", "riverrun", "seagard",
              units={"riverrun": army("greyjoy", "footman"), "seagard": army("stark", "footman")},
              hands={"greyjoy": ["aeron-damphair-dwd"], "stark": ["black-walder"]}, power={"greyjoy": 5})
    f.play(greyjoy="aeron-damphair-dwd", stark="black-walder")
    assert _answer(f, "greyjoy") == 3


def test_qyburn_copies_the_strongest_discarded_card():
    f = Fight("lannister", "riverrun", "seagard",
              units={"riverrun": army("lannister", "footman"), "seagard": army("stark", "footman")},
              hands={"lannister": ["qyburn"], "stark": ["black-walder"]}, power={"lannister": 4})
    f.play(lannister="qyburn", stark="black-walder")
    assert _answer(f, "lannister") in ("ser-jaime-lannister-dwd", "roose-bolton-dwd")


def test_jon_snow_lowers_the_wildling_threat():
    f = Fight("baratheon", "storms-end", "kingswood",
              units={"storms-end": army("baratheon", "knight"), "kingswood": army("tyrell", "footman")},
              hands={"baratheon": ["jon-snow"], "tyrell": ["willas-tyrell"]}, wildling_threat=6)
    f.play(baratheon="jon-snow", tyrell="willas-tyrell")
    assert _answer(f, "baratheon") == "down"


def test_ser_ilyn_payne_kills_a_lone_footman_whose_area_and_order_go_with_it():
    f = Fight("lannister", "riverrun", "seagard",
              units={"riverrun": army("lannister", "knight"), "seagard": army("stark", "footman"),
                     "oldtown": army("tyrell", "footman", "knight"), "the-reach": army("tyrell", "footman")},
              orders={"the-reach": ["tyrell", "defense-plus-one-1"]},
              hands={"lannister": ["ser-ilyn-payne"], "stark": ["damon-dance-for-me"]})
    f.play(lannister="ser-ilyn-payne", stark="damon-dance-for-me")
    assert _answer(f, "lannister") == "the-reach"  # not Oldtown, where a knight stays
