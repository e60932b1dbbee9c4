"""Save files are untrusted input: every parse problem is a save error, a resumed state is checked
by the same consistency rules as a replay's start, and a game id never names a file outside its
folder (real files throughout)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.game import Game
from engine.replay import Replay, ReplayError
from engine.save import SaveError, load_session, make_save, read_save, valid_game_id, write_save
from engine.session import Session

from .session.test_session import play_with_bots

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def save() -> dict:
    session = Session(Game.new(players=3, seed=21))
    play_with_bots(session, 30)
    return json.loads(json.dumps(make_save(session)))


def written(tmp_path: Path, text: str, name: str = "game.agot") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def deeply_nested(save: dict) -> str:
    text = json.dumps(save)
    return text[:-1] + ', "extra": ' + "[" * 100_000 + "]" * 100_000 + "}"


def test_deep_nesting_infinity_and_huge_integers_are_file_damaged(tmp_path, save):
    texts = {
        "deep": deeply_nested(save),
        "shallow-but-too-deep": json.dumps(dict(save, extra=json.loads("[" * 70 + "]" * 70))),
        "infinity": json.dumps(save).replace('"round": 1', '"round": Infinity', 1),
        "nan": json.dumps(dict(save, turn_clock=0)).replace('"turn_clock": 0', '"turn_clock": NaN'),
        "digits": json.dumps(save)[:-1] + ', "extra": ' + "9" * 5000 + "}",
    }
    assert "Infinity" in texts["infinity"]
    for what, text in texts.items():
        with pytest.raises(SaveError) as caught:
            read_save(written(tmp_path, text))
        assert caught.value.key == "file-damaged", what


def test_load_session_refuses_deep_data_that_did_not_come_from_a_file(save):
    data = json.loads(json.dumps(save))
    nested: list = []
    for _ in range(5000):
        nested = [nested]
    data["snapshot"]["last_battle"] = {"deep": nested}
    with pytest.raises(SaveError):
        load_session(data)


@pytest.mark.parametrize("what, mutate", [
    ("huge state id", lambda d: (d["snapshot"].update(state_id=10 ** 30), d["initial"].update(state_id=10 ** 30))),
    ("integer token", lambda d: d["seats"]["stark"].update(token=12345678901234567890)),
    ("99 power", lambda d: (d["snapshot"]["power"].update(stark=99), d["initial"]["power"].update(stark=99))),
    ("40 knights", lambda d: [x["units"].__setitem__(slice(None), ["knight"] * 40) for x in (d["snapshot"], d["initial"])
                              for x in [x["units"]["winterfell"]] if "winterfell" in d["initial"]["units"]]),
    ("unknown unit", lambda d: [x["units"]["winterfell"]["units"].append("dragon-rider")
                                for x in (d["snapshot"], d["initial"])]),
    ("empty phase stack", lambda d: (d["snapshot"].update(stack=[]), d["initial"].update(stack=[]))),
    ("extra house", lambda d: [x["houses"].append("greyjoy") for x in (d["snapshot"], d["initial"])]),
    ("absurd turn clock", lambda d: d.update(turn_clock=1e-9)),
    ("float round", lambda d: (d["snapshot"].update(round=1.5), d["initial"].update(round=1.5))),
    ("game id path", lambda d: d.update(game_id="../../evil")),
    ("absolute game id", lambda d: d.update(game_id="/tmp/evil")),
])
def test_a_resumed_save_is_checked_like_a_replay(save, what, mutate):
    data = json.loads(json.dumps(save))
    mutate(data)
    with pytest.raises(SaveError) as caught:
        load_session(data)
    assert caught.value.key in ("damaged", "snapshot-mismatch", "command-refused", "command-failed"), what


def test_the_replay_viewer_refuses_the_same_inconsistent_starts(save):
    data = json.loads(json.dumps(save))
    data["initial"]["power"]["stark"] = 99
    with pytest.raises(ReplayError) as caught:
        Replay.from_save(data)
    assert caught.value.key == "initial-inconsistent"
    data = json.loads(json.dumps(save))
    data["initial"]["stack"] = []
    with pytest.raises(ReplayError):
        Replay.from_save(data)


def test_an_unharmed_save_still_loads(tmp_path, save):
    path = tmp_path / "fine.agot"
    write_save(path, save)
    session = load_session(read_save(path))
    assert session.game.s.state_id == save["snapshot"]["state_id"]


def test_game_ids_that_may_name_a_file():
    for good in ("0f3a9c21d4e5b6a7", "g1", "Test-game_2"):
        assert valid_game_id(good), good
    for bad in ("../..", "/etc/passwd", "a/b", "a.b", "", ".", "-x", "x" * 65, "a\x00", "ab\n", 5, None, "é"):
        assert not valid_game_id(bad), bad


@pytest.mark.parametrize("kind", ["deep", "infinity", "evil-id", "integer-token"])
def test_agot_host_resume_says_what_is_wrong_without_a_traceback(tmp_path, save, kind):
    if kind == "deep":
        text = deeply_nested(save)
    elif kind == "infinity":
        text = json.dumps(save).replace('"round": 1', '"round": Infinity', 1)
    else:
        data = json.loads(json.dumps(save))
        if kind == "evil-id":
            data["game_id"] = "../../outside"
        else:
            data["seats"]["stark"]["token"] = 7
        text = json.dumps(data)
    path = written(tmp_path, text)
    run = subprocess.run([sys.executable, "-m", "agot_qt.net.host_cli", "--resume", str(path), "--no-discovery",
                          "--bind", "127.0.0.1", "--port", "0"], capture_output=True, text=True, timeout=60,
                         cwd=ROOT)
    assert run.returncode == 2, run.stderr
    assert run.stderr.startswith("agot-host: ") and "Traceback" not in run.stderr
    assert "damaged" in run.stderr
    assert not (tmp_path.parent / "outside").exists()


# ----- a doctored state whose commands still replay: every value bounded, options consistent ----

@pytest.fixture(scope="module")
def mod_save() -> dict:
    """A Mother of Dragons game with vassals and the Iron Bank, a few commands in."""
    session = Session(Game.new(players=5, seed=4, ruleset="mother_of_dragons",
                               options={"vassals": True, "iron_bank": True, "power_token_trading": True}))
    play_with_bots(session, 12)
    return json.loads(json.dumps(make_save(session)))


def _both(change):
    """Doctor the initial state and the snapshot alike, so the commands still replay."""
    return lambda d: (change(d["initial"]), change(d["snapshot"]))


def _deep_int(state: dict) -> None:
    state["stack"][0]["surprise"] = {"n": 10 ** 12}


DOCTORED = [
    ("crowns 10^9", _both(lambda s: s.setdefault("area_changes", {}).update(winterfell={"crowns": 10 ** 9}))),
    ("area change without the Iron Bank", None),
    ("vassals without the option", _both(lambda s: s["options"].pop("vassals"))),
    ("an unknown option", _both(lambda s: s["options"].update(surprise=True))),
    ("an option that is not a bool", _both(lambda s: s["options"].update(tides_of_battle=2))),
    ("supply 10^6", _both(lambda s: s["supply"].update(stark=10 ** 6))),
    ("a garrison of 10^9", _both(lambda s: s["garrisons"].update(winterfell=10 ** 9))),
    ("a garrison nowhere printed", _both(lambda s: s["garrisons"].update(harrenhal=2))),
    ("a neutral force of 10^9", _both(lambda s: s["neutral"].update({"kings-landing": 10 ** 9}))),
    ("Essos unblocked areas blocked", _both(lambda s: s["blocked"].append("pentos"))),
    ("loyalty of a house not in play", _both(lambda s: s.setdefault("loyalty_points", {}).update(bolton=1))),
    ("a huge number in a phase frame", _both(_deep_int)),
    ("a float in a phase frame", _both(lambda s: s["stack"][0].update(surprise=0.5))),
    ("a raven's look at no card", _both(lambda s: s["raven_peek"].update(stark="the-end"))),
    ("a Westeros card in the wrong deck", _both(lambda s: s["westeros"]["I"].append(s["westeros"]["III"][0]))),
    ("things kept aside by a player", _both(lambda s: s.update(set_aside={"stark": {
        "hand": [], "discards": [], "removed": [], "loans": []}}))),
    ("a winner not in play", _both(lambda s: s.update(winner="bolton"))),
]


@pytest.mark.parametrize("what, mutate", [d for d in DOCTORED if d[1] is not None], ids=[d[0] for d in DOCTORED
                                                                                       if d[1] is not None])
def test_a_doctored_state_that_still_replays_is_refused_by_every_loader(mod_save, what, mutate):
    data = json.loads(json.dumps(mod_save))
    mutate(data)
    with pytest.raises(SaveError) as caught:
        load_session(data)
    assert caught.value.key in ("damaged", "snapshot-mismatch"), what
    with pytest.raises(SaveError):
        Replay.from_save(json.loads(json.dumps(data)))


def test_area_changes_need_the_iron_bank(save):
    data = json.loads(json.dumps(save))
    for state in (data["initial"], data["snapshot"]):
        state["area_changes"] = {"winterfell": {"crowns": 2}}
    with pytest.raises(SaveError):
        load_session(data)


def test_unknown_host_settings_are_dropped_and_known_ones_checked(save):
    data = json.loads(json.dumps(save))
    data["host"] = {"port": 47400, "vassal_away": False, "bot_level": "easy",
                    **{f"junk{i}": i for i in range(100_000)}}
    session = load_session(data)
    assert session.host_settings == {"port": 47400, "vassal_away": False, "bot_level": "easy"}
    for wrong in ({"port": "47400"}, {"port": 70000}, {"vassal_away": 1}, {"bot_level": "godlike"}):
        data["host"] = wrong
        with pytest.raises(SaveError):
            load_session(data)
