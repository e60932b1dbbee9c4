"""A version ladder: another checkout's bots play from a process of their own, through views."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.bench import ai_bench, hero_seats, main
from engine.bots.levels import make_bot
from engine.game import Game
from engine.ladder import RemoteBots

ROOT = Path(__file__).resolve().parents[3]  # the checkout (tests/engine/bots/ is three folders down)


def test_a_bot_of_another_process_answers_as_the_same_bot_here() -> None:
    # this checkout standing in for another: the bot there gets the view as plain data (lists for
    # tuples, as a remote peer does) and must choose what the same bot here chooses
    g = Game.new(players=6, seed=11)
    with RemoteBots(ROOT) as other:
        there = {h: other.bot("easy", k) for k, h in enumerate(g.s.houses)}
        here = {h: make_bot("easy", k) for k, h in enumerate(g.s.houses)}
        asked = 0
        while not g.finished and g.s.round <= 2:
            d = g.waiting_for()[0]
            view, wire = g.view(d.house), d.house_wire()
            cmd = there[d.seat].propose(view, wire, 0)
            assert cmd == here[d.seat].propose(view, wire, 0), wire["kind"]
            g.act(d.seat, cmd, house=d.house)
            asked += 1
        assert asked > 40


def test_a_folder_without_bots_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        RemoteBots(tmp_path)


def test_seats_are_spread_and_alternated() -> None:
    assert [hero_seats(i, 6, 3) for i in range(3)] == [[0, 2, 4], [1, 3, 5], [0, 2, 4]]
    assert [hero_seats(i, 6, 1) for i in range(7)] == [[0], [1], [2], [3], [4], [5], [0]]
    assert hero_seats(1, 8, 4) == [1, 3, 5, 7]


def test_a_tournament_against_another_checkout_counts_both_sides_and_the_houses() -> None:
    out = ai_bench(2, 500, heroes=["easy"], same_level=True, seats=3, versus=str(ROOT))
    m = out["matchups"]["3_easy_vs_3_easy@other"]
    assert m["games"] == 2 and m["chance"] == 0.5
    assert sum(h["wins"] for h in m["house_wins"].values()) == 2
    assert "easy@other" in out["decision_seconds"] and "easy" in out["decision_seconds"]
    assert "easy@other" not in out["decision_cpu_seconds"]  # their CPU time is another process's


@pytest.mark.parametrize("args", [["--ai", "--seats", "4"], ["--ai", "--seats", "3", "--house", "stark"]])
def test_bad_seat_counts_are_refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(args)
    assert e.value.code == 2 and "--seats" in capsys.readouterr().err
