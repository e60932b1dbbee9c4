"""`agot` opens the window; `agot --selfplay` still plays bots in the terminal."""
from __future__ import annotations

import pytest

from agot_qt.__main__ import main


def test_selfplay_prints_a_game(capsys):
    assert main(["--selfplay", "--players", "3", "--seed", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Winner: ") and " rounds (" in out


def test_version(capsys):
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out.startswith("agot ")


def test_plain_agot_opens_the_window(monkeypatch):
    calls = []
    import agot_qt.app

    monkeypatch.setattr(agot_qt.app, "run", lambda **kw: calls.append(kw) or 0)
    assert main(["--lang", "zh_CN"]) == 0
    assert calls == [{"language": "zh_CN", "load": None}]


def _counts():
    from engine.ruleset import OFFERED_RULESETS, load_ruleset

    from agot_qt.screens import game_options

    for ruleset in sorted(OFFERED_RULESETS):
        rs = load_ruleset(ruleset)
        for vassals in (False, True) if game_options.offered(rs, "vassals") else (False,):
            for n in game_options.player_counts(rs, vassals):
                yield ruleset, n, vassals


@pytest.mark.parametrize("ruleset, players, vassals", list(_counts()))
def test_selfplay_takes_every_ruleset_and_player_count(capsys, ruleset, players, vassals):
    args = ["--selfplay", "--ruleset", ruleset, "--players", str(players), "--seed", "1", "--quiet"]
    assert main(args + (["--vassals"] if vassals else [])) == 0
    assert capsys.readouterr().out.startswith("Winner: ")


def test_selfplay_refuses_a_player_count_or_an_option_the_edition_does_not_have(capsys):
    assert main(["--selfplay", "--ruleset", "first_edition", "--players", "6"]) == 2
    assert "3, 4, 5 players" in capsys.readouterr().err
    assert main(["--selfplay", "--ruleset", "second_edition", "--iron-bank"]) == 2


@pytest.mark.parametrize("ruleset, options", [
    ("mother_of_dragons", ["--players", "5", "--vassals", "--iron-bank", "--power-gifts", "--tides"]),
    ("mother_of_dragons", ["--players", "8", "--iron-bank", "--sea-orders"]),
    ("a_dance_with_dragons", []), ("a_feast_for_crows", []), ("first_edition", ["--players", "4"])])
def test_selfplay_prints_names_never_ids(capsys, ruleset, options):
    import re

    from agot_qt.words import i18n, names

    try:
        assert main(["--selfplay", "--ruleset", ruleset, "--seed", "3", *options]) == 0
        english = capsys.readouterr().out
        assert len(english.splitlines()) > 100
        ids = re.findall(r"\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b", english)
        assert not ids, sorted(set(ids))[:10]
        assert main(["--selfplay", "--ruleset", ruleset, "--seed", "3", "--lang", "zh_CN", *options]) == 0
        chinese = capsys.readouterr().out
        assert chinese.splitlines()[-1].startswith("胜者：")
        latin = [w for w in re.findall(r"[A-Za-z]+", chinese) if w not in ("I", "II", "III", "IV")]
        assert not latin, sorted(set(latin))[:10]
    finally:
        i18n.set_language("en")
        names.use_ruleset("second_edition")
