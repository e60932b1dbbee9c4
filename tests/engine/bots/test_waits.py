"""The wait between a scripted person's decisions among bots (`python -m engine.bench --wait`)."""
from __future__ import annotations

import pytest

from engine.bots import levels
from engine.bots.pool import SearchPool
from engine.waits import play_waiting, wait_bench


def test_the_waits_between_the_persons_decisions_are_measured() -> None:
    out = wait_bench("easy", 1, 3, 8, "mother_of_dragons", rounds=2)
    assert out["waits"] >= 5
    w = out["wait_seconds"]
    assert 0 <= w["median"] <= w["p90"] <= w["max"]
    assert out["bot_decisions_per_wait"]["median"] >= 1  # seven bots answer between two of its decisions
    assert set(out["targets"]) == {"median_at_most_5s", "p90_at_most_12s"}
    assert out["targets"]["median_at_most_5s"] == (w["median"] <= 5.0)


def test_bots_answering_at_once_in_workers_play_the_same_game(monkeypatch: pytest.MonkeyPatch) -> None:
    # searches bounded by samples: the game must not depend on whether the bots thought in workers
    monkeypatch.setattr(levels, "NORMAL_MAX_SAMPLES", 1)
    monkeypatch.setitem(levels.BUDGETS, "normal", 1000.0)
    alone = play_waiting("normal", 4, 6, "second_edition", rounds=1)
    with SearchPool(2) as pool:
        spread = play_waiting("normal", 4, 6, "second_edition", pool=pool, rounds=1)
    assert alone["digest"] == spread["digest"]
    assert len(alone["waits"]) == len(spread["waits"]) >= 3
    assert all(c > 0 for c in spread["cpu"])  # the workers' CPU time reaches the report
