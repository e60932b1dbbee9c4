"""The battle's header in the decision column shows the strengths that decided it: once a battle
is resolved, the numbers of its public CombatResolved, not a count of what is left after the
casualties and the retreat (a vassal's after-combat question keeps the battle on screen)."""
from __future__ import annotations

import re

from engine.bots.random_bot import RandomBot
from engine.errors import IllegalCommand
from engine.events import events_for
from engine.game import Game

from agot_qt.decisions.combat import CombatPanel
from agot_qt.words import names


def a_battle_resolved_with_units_gone():
    """A 5-player Mother of Dragons game with vassals, at the loser's retreat after a battle was
    resolved as a tie won on the Fiefdoms track (casualties taken, units to leave the area):
    (seat, its view, its log, the resolution)."""
    for seed in range(1, 30):  # the first game of these seeds that has such a battle
        g = Game.new(players=5, seed=seed, options={"vassals": True}, ruleset="mother_of_dragons")
        bot, heard = RandomBot(seed), {}
        resolved = None
        while not g.finished:
            d = g.waiting_for()[0]
            view = g.view(d.seat)
            c = view.get("combat")
            if c and c.get("winner") and resolved and resolved.data["tie_break"] and d.kind == "retreat":
                return d.seat, view, heard[d.seat], resolved
            for attempt in range(30):
                try:
                    events = g.act(d.seat, bot.propose(g.view(d.house), d.house_wire(), attempt), house=d.house)
                    break
                except IllegalCommand:
                    continue
            for seat in g.s.houses:
                heard.setdefault(seat, []).extend(events_for(seat, events))
            resolved = next((e for e in events if e.kind == "CombatResolved"), resolved)
    raise AssertionError("no such battle")


def test_a_resolved_battles_header_shows_the_strengths_that_decided_it(qtbot):
    seat, view, log, resolved = a_battle_resolved_with_units_gone()
    names.use_ruleset("mother_of_dragons")
    try:
        panel = CombatPanel()
        qtbot.addWidget(panel)
        panel.refresh(view, log)
        text = re.sub(r"<[^>]+>", " ", panel.label.text())
        totals = [int(n) for n in re.findall(r":\s*(\d+)\s", text)]
        assert totals == [resolved.data["attacker_strength"], resolved.data["defender_strength"]], text
        units = resolved.data["breakdown"]["attacker"]["units"]
        assert f"units {units}" in text, text
        assert names.house(view["combat"]["winner"]) + " wins" in text
        assert "A tie, won on the Fiefdoms track" in text
    finally:
        names.use_ruleset("second_edition")


def test_a_window_that_joined_after_the_resolution_reads_it_from_the_view(qtbot):
    """A late joiner's log may not hold the battle's CombatResolved: the view's frames say it."""
    seat, view, _log, resolved = a_battle_resolved_with_units_gone()
    names.use_ruleset("mother_of_dragons")
    try:
        panel = CombatPanel()
        qtbot.addWidget(panel)
        panel.refresh(view, [])
        text = re.sub(r"<[^>]+>", " ", panel.label.text())
        totals = [int(n) for n in re.findall(r":\s*(\d+)\s", text)]
        assert totals == [resolved.data["attacker_strength"], resolved.data["defender_strength"]], text
        assert "A tie, won on the Fiefdoms track" in text
    finally:
        names.use_ruleset("second_edition")
