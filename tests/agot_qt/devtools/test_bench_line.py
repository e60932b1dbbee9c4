"""`python -m agot_qt.bench` ends with one JSON line of its figures (the numbers themselves are
checked by running the benchmark, not by a timed test)."""
from __future__ import annotations

import json

from agot_qt.devtools import bench


def test_the_bench_prints_its_figures_as_one_json_line(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))  # the bench starts from a fresh configuration
    assert bench.main(["--frames", "3", "--runs", "1", "--sizes", "1366x768"]) == 0
    line = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert set(line) == {"frame_pan_ms", "frame_zoom_ms", "animation_frame_ms", "mother_of_dragons", "startup_s",
                         "label_px"}
    mod = line["mother_of_dragons"]  # Westeros and Essos, every figure of the eight houses
    assert mod["figures"] > 170 and mod["frame_pan_ms"] > 0 and mod["frame_zoom_ms"] > 0
    assert set(mod["animation_frame_ms"]) == {"1920x1080", "1366x768"}
    for size in ("1920x1080", "1366x768"):  # a frame while other houses' moves are animated
        frame = line["animation_frame_ms"][size]
        assert 0 < frame["median"] <= frame["max"] and frame["cpu_max"] > 0
    assert line["frame_pan_ms"] > 0 and line["frame_zoom_ms"] > 0 and line["startup_s"] > 0
    assert set(line["label_px"]) == {"1366x768"} and line["label_px"]["1366x768"] >= 11
