"""Variants on the command lines: `python -m engine.selfplay --variant ID[=VALUE]`,
`--list-variants`, and `agot-host --variant ID[=VALUE]`."""
from __future__ import annotations

import json

import pytest

from engine import variants as V
from engine.selfplay import main as selfplay_main


def test_list_variants_prints_every_id_with_whether_it_is_implemented(capsys):
    assert selfplay_main(["--list-variants"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [v["id"] for v in listed] == list(V.VARIANTS)
    assert all(v["implemented"] == V.VARIANTS[v["id"]].implemented for v in listed)


def test_selfplay_plays_a_variant_given_on_its_command_line_and_refuses_one_it_cannot(sample_variants, capsys):
    assert selfplay_main(["--variant", "sample-bonus=2", "--games", "1", "--seed", "3", "--check"]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["variants"] == {"sample-bonus": 2} and line["winner"]
    with pytest.raises(SystemExit):
        selfplay_main(["--variant", "sample-needs", "--games", "1"])
    assert "sample-needs is played only together with sample-flag" in capsys.readouterr().err


def test_agot_host_passes_variants_to_the_game_and_stops_on_a_refused_one(sample_variants, tmp_path):
    from agot_qt.net import host_cli

    args = host_cli.parser().parse_args(["--players", "4", "--variant", "sample-flag", "--no-save", "--seed", "1"])
    session, _ = host_cli.build_session(args)
    assert session.game.s.options["variants"] == {"sample-flag": True}
    args = host_cli.parser().parse_args(["--variant", "sample-not", "--variant", "sample-flag", "--no-save"])
    with pytest.raises(SystemExit) as info:
        host_cli.build_session(args)
    assert str(info.value) == "agot-host: sample-flag cannot be played together with sample-not"
