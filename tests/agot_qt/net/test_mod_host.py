"""`agot-host --ruleset mother_of_dragons --players 8`: eight seats, Targaryen and Arryn among
them, a whole game played to its end by the host's bots; a count the ruleset lacks is refused."""
from __future__ import annotations

import os
import subprocess
import sys

from .util import LOOPBACK, ROOT, HostProcess


def test_the_host_plays_a_whole_eight_house_mother_of_dragons_game():
    with HostProcess("--ruleset", "mother_of_dragons", "--players", "8", "--bots", "8", "--seed", "5",
                     "--no-save", timeout=40) as hp:
        assert "players 8" in hp.game_line and "edition mother_of_dragons" in hp.game_line
        assert {"arryn", "targaryen"} <= set(hp.seats) and len(hp.seats) == 8
        assert hp.wait(240) == 0
        assert len([line for line in hp.all_lines if line.startswith("winner ")]) == 1


def test_the_host_refuses_a_ruleset_it_does_not_offer_and_a_count_the_ruleset_lacks():
    bad = subprocess.run([sys.executable, "-m", "agot_qt.net.host_cli", "--ruleset", "mother_of_dragons",
                          "--players", "6", "--no-discovery", "--bind", LOOPBACK, "--port", "0", "--no-save"],
                         capture_output=True, text=True, timeout=60, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert bad.returncode != 0 and bad.stderr.strip()


def test_the_host_plays_mother_of_dragons_without_targaryen():
    with HostProcess("--ruleset", "mother_of_dragons", "--players", "4", "--vassals", "--leave-out", "targaryen",
                     "--bots", "4", "--bot-level", "random", "--seed", "3", "--no-save", timeout=40) as hp:
        assert "players 7" in hp.game_line  # the seven houses' setup: Essos, deck IV and loyalty left out
        assert len(hp.seats) == 4 and "targaryen" not in hp.seats
        assert hp.wait(240) == 0
        assert len([line for line in hp.all_lines if line.startswith("winner ")]) == 1
    for wrong in (["--leave-out", "targaryen"], ["--vassals", "--leave-out", "stark"]):
        bad = subprocess.run([sys.executable, "-m", "agot_qt.net.host_cli", "--ruleset", "mother_of_dragons",
                              "--players", "4", *wrong, "--no-discovery", "--bind", LOOPBACK, "--port", "0",
                              "--no-save"], capture_output=True, text=True, timeout=60,
                             env=dict(os.environ, PYTHONPATH=str(ROOT)))
        assert bad.returncode != 0 and "agot-host:" in bad.stderr, wrong
