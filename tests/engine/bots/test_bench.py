"""The bot tournament of `python -m engine.bench --ai`: intervals, targets, options."""
from __future__ import annotations

import pytest

from engine.bench import ai_bench, main, targets, wilson


def test_wilson_interval_is_honest_about_small_samples() -> None:
    lo, hi = wilson(4, 20)
    assert 0.07 < lo < 0.09 and 0.41 < hi < 0.43  # 20% of 20 games: anywhere from 8% to 42%
    lo, hi = wilson(40, 40)
    assert lo > 0.9 and hi == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_small_tournament_reports_rates_intervals_times_and_targets() -> None:
    out = ai_bench(2, 500, heroes=["easy"])
    m = out["matchups"]
    assert list(m) == ["easy_vs_5_random"]
    easy = m["easy_vs_5_random"]
    assert easy["games"] == 2 and 0 <= easy["wins"] <= 2
    assert easy["ci95"] == [round(x, 3) for x in wilson(easy["wins"], 2)]
    assert {"easy", "random"} <= set(out["decision_seconds"])
    t = out["targets"]
    assert t["easy_wins_90_percent_vs_random"] == (easy["win_rate"] >= 0.9)
    assert t["hard_vs_5_normal_above_one_in_six"] is None  # not played: not claimed


def test_targets_follow_the_numbers() -> None:
    out = {"matchups": {"easy_vs_5_random": {"win_rate": 0.85},
                        "normal_vs_5_easy": {"above_chance": True},
                        "hard_vs_5_normal": {"above_chance": False, "win_rate": 0.41, "ci95": [0.24, 0.6]}},
           "decision_seconds": {"hard": {"median": 0.02, "max": 5.5},
                                "hard:searched": {"median": 0.45, "max": 5.5}}}
    t = targets(out)
    assert t == {"easy_wins_90_percent_vs_random": False, "normal_vs_5_easy_above_one_in_six": True,
                 "hard_vs_5_normal_above_one_in_six": False, "hard_median_under_0.5s": True,
                 "hard_max_under_5s": False, "hard_searched_median_under_0.5s": True,
                 "hard_vs_5_normal_40_percent_lower_end_above_25": False}  # 41%, but the interval reaches 24%
    # the CPU time per decision, when measured, is the one the targets read (not the wall clock's)
    out["decision_cpu_seconds"] = {"hard": {"median": 0.3, "max": 4.0}}
    out["matchups"]["hard_vs_5_normal"]["ci95"] = [0.31, 0.52]
    t = targets(out)
    assert t["hard_max_under_5s"] is True and t["hard_vs_5_normal_40_percent_lower_end_above_25"] is True


@pytest.mark.parametrize("args", [["--ai", "--matchups", "genius"], ["--ai", "--games", "0"],
                                  ["--ai", "--jobs", "0"]])
def test_bad_tournament_options_are_refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(args)
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "must be at least 1" in err or "--matchups takes" in err


def test_the_searching_levels_report_how_many_samples_each_search_drew(monkeypatch) -> None:
    from engine.bots import levels

    monkeypatch.setitem(levels.BUDGETS, "normal", 0.001)  # one sample per search: a quick game
    out = ai_bench(1, 500, heroes=["normal"])
    normal = out["search_samples"]["normal"]
    assert normal["searches"] > 10 and normal["median"] == 1 and normal["mean"] >= 1
    assert 0 < normal["median_cpu_seconds"] < 1.0  # each search's own CPU time, not the wall clock's
    assert "easy" not in out["search_samples"]  # the rules of thumb draw no samples


def test_a_tournament_seats_the_lone_bot_as_a_chosen_house_among_its_equals() -> None:
    out = ai_bench(2, 500, heroes=["easy"], players=8, ruleset="mother_of_dragons", house="targaryen",
                   same_level=True)
    assert out["house"] == "targaryen" and out["seat_rotation"] is False
    m = out["matchups"]
    assert list(m) == ["easy_vs_7_easy"] and m["easy_vs_7_easy"]["games"] == 2
    assert m["easy_vs_7_easy"]["chance"] == 0.125
    assert {lv.split(":")[0] for lv in out["decision_seconds"]} == {"easy"}  # no level below it played


def test_a_house_not_seated_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["--ai", "--ruleset", "mother_of_dragons", "--players", "7", "--house", "targaryen"])
    assert e.value.code == 2 and "--house" in capsys.readouterr().err
