"""Every bot level answers the questions the Crow Killers and Robb Stark rulings ask."""
from __future__ import annotations

from typing import Any

import pytest

from engine import commands as C
from engine.game import Game

from ..helpers import army, fight, hands, march, position
from ..test_wildling_cards import UNITS, Attack
from .helpers import reproducible_bot

LEVELS = ("random", "easy", "normal", "hard")


def _crow_killers_short_of_footmen() -> Game:
    units = {**UNITS, "winterfell": army("stark", "knight", *["footman"] * 9),
             "white-harbor": army("stark", "knight"), "moat-cailin": army("stark", "knight")}
    a = Attack("crow-killers", units=units)
    a.bid(baratheon=2, lannister=1, stark=0)
    return a.g


def _robb_defends() -> Game:
    g = position(phase="march", turn="lannister",
                 units={"harrenhal": army("lannister", "footman", "footman"),
                        "riverrun": army("stark", "knight", "knight")},
                 orders={"harrenhal": ["lannister", "march"], "riverrun": ["stark", "defense-plus-one-1"]},
                 garrisons={}, **hands(stark=["robb-stark"], lannister=["ser-jaime-lannister"]))
    march(g, "lannister", "harrenhal", ("riverrun", ("footman",)))
    fight(g, {"stark": "robb-stark", "lannister": "ser-jaime-lannister"})
    return g


def _answer(g: Game, level: str) -> Any:
    d = g.waiting_for()[0]
    bot = reproducible_bot(level, 3)
    cmd = bot.propose(g.view(d.seat), d.to_wire(), 0)
    g.act(d.seat, cmd)
    return d, cmd


@pytest.mark.parametrize("level", LEVELS)
def test_bots_pick_the_knights_that_keep_the_last_footmen(level: str) -> None:
    g = _crow_killers_short_of_footmen()
    d, cmd = _answer(g, level)
    assert d.kind == "select-units" and d.options["prompt"] == "crow-killers-footmen"
    assert isinstance(cmd, C.SelectUnits) and len(cmd.units) == 1


@pytest.mark.parametrize("level", LEVELS)
def test_bots_send_the_beaten_attacker_where_robb_wants(level: str) -> None:
    g = _robb_defends()
    d, cmd = _answer(g, level)
    assert d.kind == "retreat" and d.seat == "stark" and d.options["house"] == "lannister"
    assert isinstance(cmd, C.Retreat) and cmd.region in d.options["options"]
