"""A save or replay that cannot be used names its problem by a stable key with plain parameters,
the technical cause (a JSON column, an OS error, a refusal) kept apart as the detail."""
from __future__ import annotations

import json
import pickle

import pytest

from engine.errors import placeholders
from engine.game import Game
from engine.replay import Replay, ReplayError
from engine.save import (
    PROBLEM_PARAMS, SAVE_PROBLEMS, SAVE_VERSION, load_session, make_save, migrate, read_save, SaveError,
)
from engine.session import Session

from .session.test_session import play_with_bots


@pytest.fixture(scope="module")
def save() -> dict:
    session = Session(Game.new(players=3, seed=11))
    play_with_bots(session, 40)
    return json.loads(json.dumps(make_save(session)))


def fresh(save: dict) -> dict:
    return json.loads(json.dumps(save))


def test_every_template_takes_only_parameters_of_a_known_kind():
    for key, template in SAVE_PROBLEMS.items():
        assert placeholders(template) <= set(PROBLEM_PARAMS), key


def test_a_damaged_file_keeps_the_json_column_in_the_detail_only(tmp_path):
    bad = tmp_path / "bad.agot.json"
    bad.write_text('{"format": "agot-save", "name": "unterminated', encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        read_save(bad)
    exc = caught.value
    assert exc.key == "file-damaged" and exc.params == {}
    assert exc.message == SAVE_PROBLEMS["file-damaged"] and "column" not in exc.message
    assert "column" in exc.detail and "column" in str(exc)


def test_a_missing_file_and_a_folder_are_told_apart(tmp_path):
    with pytest.raises(SaveError) as caught:
        read_save(tmp_path / "nothing-here.agot.json")
    assert caught.value.key == "file-missing" and "nothing-here" in caught.value.detail
    with pytest.raises(SaveError) as caught:
        read_save(tmp_path)
    assert caught.value.key == "file-unreadable"
    not_text = tmp_path / "binary.agot"
    not_text.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError) as caught:
        read_save(not_text)
    assert caught.value.key == "file-damaged"


@pytest.mark.parametrize("data, key, params", [
    ("not a save", "not-a-save", {}),
    ({"format": "agot-save"}, "no-version", {}),
    ({"format": "agot-save", "version": True}, "no-version", {}),
    ({"format": "agot-save", "version": SAVE_VERSION + 1}, "newer-version", {"version": SAVE_VERSION + 1}),
    ({"format": "agot-save", "version": 0}, "old-version", {"version": 0}),
])
def test_foreign_and_newer_saves_name_their_problem(data, key, params):
    with pytest.raises(SaveError) as caught:
        migrate(data)
    assert caught.value.key == key and caught.value.params == params


def test_a_save_whose_snapshot_is_not_its_game_says_so(save):
    data = fresh(save)
    data["commands"] = data["commands"][:-1]
    with pytest.raises(SaveError) as caught:
        load_session(data)
    assert caught.value.key == "snapshot-mismatch"
    data = fresh(save)
    del data["seats"]
    with pytest.raises(SaveError) as caught:
        load_session(data)
    assert caught.value.key == "damaged" and caught.value.detail == "KeyError: 'seats'"


def test_a_refused_command_names_its_place_house_and_refusal(save):
    data = fresh(save)
    data["commands"].insert(1, list(data["commands"][0]))
    with pytest.raises(ReplayError) as caught:
        Replay.from_save(data)
    exc = caught.value
    assert exc.key == "command-refused" and exc.params == {"n": 2, "seat": data["commands"][0][0]}
    assert exc.refusal is not None and exc.refusal["key"] in ("seat-not-awaited", "command-not-expected",
                                                              "command-other-expected", "nothing-to-decide")
    assert exc.detail and exc.detail in str(exc)


@pytest.mark.parametrize("version", [SAVE_VERSION, 3, 1])
def test_loading_a_save_whose_command_is_refused_names_it_too(save, version):
    """Loading (and migrating an older save, which replays it) names the refused command as a
    replay does, not just "damaged"."""
    data = fresh(save)
    data["commands"].insert(1, list(data["commands"][0]))
    data["version"] = version
    with pytest.raises(SaveError) as caught:
        load_session(data)
    exc = caught.value
    assert exc.key == "command-refused" and exc.params == {"n": 2, "seat": data["commands"][0][0]}
    assert exc.refusal is not None and exc.refusal["key"]


@pytest.mark.parametrize("mutate, key, params", [
    (lambda s: s.pop("initial"), "no-initial-state", {}),
    (lambda s: s["initial"].update(surprise=1), "initial-damaged", {}),
    (lambda s: s.update(commands={"not": "a list"}), "commands-not-a-list", {}),
    (lambda s: s["commands"].insert(2, "stark"), "command-not-a-pair", {"n": 3}),
    (lambda s: s["commands"][4].__setitem__(1, {"type": "NoSuchCommand"}), "command-unreadable", {"n": 5}),
    (lambda s: s["commands"].pop(), "different-ending", {}),
])
def test_replay_problems_have_their_keys(save, mutate, key, params):
    data = fresh(save)
    mutate(data)
    with pytest.raises(ReplayError) as caught:
        Replay.from_save(data)
    assert caught.value.key == key and caught.value.params == params


def test_a_problem_survives_pickling_and_a_wrong_key_is_a_bug():
    exc = ReplayError("command-refused", "stark is not awaited", {"key": "seat-not-awaited",
                                                                  "params": {"seat": "stark"}}, n=2, seat="stark")
    again = pickle.loads(pickle.dumps(exc))
    assert type(again) is ReplayError and (again.key, again.params, again.detail, again.refusal) == \
        (exc.key, exc.params, exc.detail, exc.refusal) and str(again) == str(exc)
    with pytest.raises(ValueError):
        SaveError("no-such-problem")
    with pytest.raises(ValueError):
        SaveError("newer-version")  # its parameter is missing
    with pytest.raises(ValueError):
        SaveError("newer-version", version="4")  # a number, not text
    with pytest.raises(ValueError):
        SaveError("damaged", surprise=1)


def test_every_save_error_the_engine_raises_names_a_known_problem():
    """A SaveError raised with a sentence instead of a key would be a ValueError at the worst time."""
    import re
    from pathlib import Path

    engine = Path(__file__).resolve().parents[2] / "engine"
    raised = []
    for path in engine.rglob("*.py"):
        for m in re.finditer(r"\b(?:Save|Replay)Error\(\s*(f?)(\"[^\"]*\"|'[^']*')?", path.read_text(encoding="utf-8")):
            raised.append((path.name, m.group(1) + (m.group(2) or "")))
    assert len(raised) > 20
    for where, literal in raised:
        if literal:  # not the class statement's `SaveError(ValueError)`
            assert not literal.startswith("f") and literal.strip("\"'") in SAVE_PROBLEMS, (where, literal)
