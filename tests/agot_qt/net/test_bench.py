"""The network bench runs end to end (its figures are what it prints; no time is checked here)."""
from __future__ import annotations

import json

from agot_qt.net import bench


def test_the_bench_measures_every_command_with_spectators_in_a_process_of_their_own(capsys):
    assert bench.main(["--games", "1", "--players", "3", "--spectators", "3", "--spectator-processes", "1",
                       "--echo", "10", "--seed", "7"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["clients"] == {"seated": 3, "spectators": 3, "spectator_processes": 1}
    assert out["commands_measured"] > 50
    # every figure is there: the host's own fan-out time once per measured command
    assert out["host_fanout_ms"]["max"] > 0 and out["update_to_all_ms"]["p50"] >= out["update_to_first_ms"]["p50"]
    assert out["host_cpu_ms_per_command"] > 0 and out["clients_cpu_ms_per_command"] > 0
