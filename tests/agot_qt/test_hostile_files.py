"""Whatever lies in the window's folders or is opened, the window starts and says what is wrong in
the player's language: damaged autosaves are set aside and named, saves with nesting no game has,
Infinity or 5,000-digit numbers are save errors on load, LAN resume and replay, and a save's game
id never names a file outside the data folder (real files throughout)."""
from __future__ import annotations

import json

import pytest

from .words.test_problems import (
    assert_box_in_chinese,
    assert_no_english,
    chinese,
    close,
    data_home,
    lan_saves,
    problem_box,
    qt_loop,
    saved_game,
    shown_plain,
    window,
)
from agot_qt.words import problems


def hostile_texts() -> dict[str, str]:
    text = json.dumps(saved_game())
    return {
        "deep": text[:-1] + ', "extra": ' + "[" * 100_000 + "]" * 100_000 + "}",
        "infinity": text.replace('"round": 1', '"round": Infinity', 1),
        "digits": text[:-1] + ', "extra": ' + "9" * 5000 + "}",
    }


def test_the_start_screen_survives_any_file_in_the_autosave_folder(qtbot, data_home, chinese):
    from agot_qt.games import autosave

    folder = autosave.folder()
    folder.mkdir(parents=True)
    for what, text in hostile_texts().items():
        (folder / f"{what}.agot.json").write_text(text, encoding="utf-8")
    (folder / "binary.agot.json").write_bytes(b"\xff\xfe\x00\x01")
    good = saved_game()
    good["seats"]["stark"]["holder"] = "human"
    (folder / "good.agot.json").write_text(json.dumps(good), encoding="utf-8")
    w = window(qtbot)
    note = w.start_screen.aside_note
    assert note.isVisible()
    for what in ("deep", "infinity", "digits", "binary"):
        assert f"{what}.agot.json.damaged" in note.text()
        assert (folder / f"{what}.agot.json.damaged").is_file() and not (folder / f"{what}.agot.json").exists()
    assert_no_english(note.text().replace(str(folder), "").replace(".agot.json.damaged", "")
                      .replace("deep", "").replace("infinity", "").replace("digits", "").replace("binary", ""))
    assert w.start_screen.continue_button.isVisible()  # the good one is still offered
    w.close()
    again = window(qtbot)  # the next start: nothing left to set aside, nothing said
    assert not again.start_screen.aside_note.isVisible() and again.start_screen.continue_button.isVisible()
    again.close()


@pytest.mark.parametrize("what", ["deep", "infinity", "digits"])
def test_loading_replaying_and_resuming_a_hostile_save_is_a_save_error(qtbot, qt_loop, lan_saves, tmp_path,
                                                                        chinese, what):
    from agot_qt.main_window import PAGE_LOBBY, PAGE_START
    from agot_qt.games.replay import open_replay

    path = tmp_path / f"{what}.agot.json"
    path.write_text(hostile_texts()[what], encoding="utf-8")
    w = window(qtbot)
    assert not w.load(str(path))
    box = problem_box(qtbot, w)
    assert_box_in_chinese(box)
    close(qtbot, box)
    assert w.game is None and w.stack.currentIndex() == PAGE_START
    assert open_replay(w, path) is None
    box = problem_box(qtbot, w)
    assert_box_in_chinese(box)
    close(qtbot, box)
    w.open_lobby()
    assert not w.lan.resume(str(path))
    label = w.lobby_screen.message
    assert problems.message_text(label)
    assert_no_english(shown_plain(label))
    assert w.lan.lan_host is None and w.stack.currentIndex() == PAGE_LOBBY
    w.close()


def test_a_saves_game_id_never_names_a_file_outside_the_data_folder(qtbot, qt_loop, lan_saves, tmp_path,
                                                                     data_home, chinese):
    from agot_qt.games import autosave
    from agot_qt.lan import remote
    from agot_qt.main_window import PAGE_LOBBY

    for evil in ("../../escaped", str(tmp_path / "absolute")):
        data = saved_game()
        data["game_id"] = evil
        path = tmp_path / "evil.agot.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        w = window(qtbot)
        assert not w.load(str(path))  # refused as a damaged save: no game, no autosave
        box = problem_box(qtbot, w)
        assert_box_in_chinese(box)
        close(qtbot, box)
        w.open_lobby()
        assert not w.lan.resume(str(path))
        assert w.lan.lan_host is None and w.stack.currentIndex() == PAGE_LOBBY
        w.close()
        assert not (tmp_path / "absolute.agot").exists() and not (tmp_path / "absolute.agot.json").exists()
        assert not any(p.name.startswith("escaped") for p in tmp_path.rglob("*"))
        # and should a game id that cannot name a file reach them anyway, the paths stay inside
        assert remote.lan_save_path(evil).parent == remote.lan_save_folder()
        assert remote.lan_save_path(evil).name.startswith("game-")
    assert autosave.folder().is_dir() is False or all(p.parent == autosave.folder()
                                                     for p in autosave.folder().iterdir())


def test_the_lan_resume_list_sets_aside_a_damaged_save_and_names_it(qtbot, lan_saves, chinese):
    from agot_qt.lan.resume_list import ResumeDialog

    lan_saves.mkdir(parents=True)
    (lan_saves / "deep.agot").write_text(hostile_texts()["deep"], encoding="utf-8")
    good = saved_game()
    (lan_saves / "good.agot").write_text(json.dumps(good), encoding="utf-8")
    dialog = ResumeDialog(lan_saves)
    qtbot.addWidget(dialog)
    assert dialog.games.topLevelItemCount() == 1
    assert not dialog.aside_note.isHidden() and "deep.agot.damaged" in dialog.aside_note.text()
    assert (lan_saves / "deep.agot.damaged").is_file() and not (lan_saves / "deep.agot").exists()
    assert_no_english(dialog.aside_note.text().replace(str(lan_saves), "").replace("deep.agot.damaged", ""))
