"""Autosave of local and hot-seat games, *Continue* on the start screen (also after the window
was killed), and a save that cannot be written told to the player."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def data_home(tmp_path, monkeypatch):
    """A data folder of its own (where the autosaves go)."""
    home = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def new_window(qtbot):
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1300, 850)
    w.show()
    return w


def play_one(qtbot, lg, seat: str) -> None:
    """The person answers one decision (any legal answer) through the window's client."""
    from engine.bots.random_bot import RandomBot

    client = lg.model.client(seat)
    qtbot.waitUntil(lambda: bool(client.decisions), timeout=5000)
    sid = client.state_id
    client.command(RandomBot(1).propose(client.view, client.decisions[0], 0))
    qtbot.waitUntil(lambda: client.state_id != sid, timeout=5000)


def test_every_accepted_command_is_autosaved_and_continue_takes_the_game_up(qtbot, data_home):
    from agot_qt.games import autosave
    from agot_qt.games.localgame import LocalGame

    w = new_window(qtbot)
    assert not w.start_screen.continue_button.isVisible(), "nothing to continue in a fresh data folder"
    lg = LocalGame.new(3, ["stark", "lannister"], seed=3, bot_delay_ms=0, bot_level="normal")
    w.start_game(lg)
    path = autosave.folder() / f"{lg.session.game_id}.agot.json"
    play_one(qtbot, lg, "stark")
    saved = json.loads(path.read_text())
    assert saved["digest"] == lg.session.game.digest() and saved["format"] == "agot-save"
    assert len(saved["commands"]) == len(lg.session.commands) >= 1
    assert not list(path.parent.glob("*.tmp")), "written through a temporary file, renamed over"
    digest = lg.session.game.digest()
    w.stop_game()
    w.stack.setCurrentIndex(0)
    w.offer_continue()
    note = w.start_screen.continue_note.text()
    assert w.start_screen.continue_button.isVisible()
    assert "Stark, Lannister" in note and "round 1" in note and "today at" in note and "1 bots" in note
    qtbot.mouseClick(w.start_screen.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.game is not None and w.game.model.synced(), timeout=5000)
    assert w.game.session.game.digest() == digest and w.game.humans == ["stark", "lannister"]
    assert w.game.bot_level == "normal", "the bots play on at the level chosen"
    assert w.save_path is None, "Save asks for a file of its own"
    assert w._save_dir() != str(autosave.folder()), "and its dialog does not open in the hidden autosave folder"


def test_only_a_few_games_are_kept_newest_first(qtbot, data_home):
    from agot_qt.games import autosave
    from agot_qt.games.localgame import LocalGame

    w = new_window(qtbot)
    ids = []
    for i in range(autosave.KEEP + 2):
        lg = LocalGame.new(3, ["baratheon"], seed=i, bot_delay_ms=0)
        w.start_game(lg)
        ids.append(lg.session.game_id)
        os.utime(autosave.folder() / f"{lg.session.game_id}.agot.json", (1000 + i, 1000 + i))
    w.stop_game()
    kept = [i.path.name.split(".")[0] for i in autosave.recent()]
    assert len(kept) == autosave.KEEP and kept == list(reversed(ids))[:autosave.KEEP]


def block(folder: Path) -> None:
    """Make `folder` impossible to write into: a file stands where it should be."""
    folder.parent.mkdir(parents=True)
    folder.write_text("not a folder")


def unblock(folder: Path) -> None:
    if folder.exists() and not folder.is_dir():
        folder.unlink()


def test_a_save_that_cannot_be_written_is_told_and_play_waits(qtbot, data_home):
    from agot_qt.games import autosave
    from agot_qt.games.localgame import LocalGame

    folder = autosave.folder()
    block(folder)
    try:
        w = new_window(qtbot)
        lg = LocalGame.new(3, ["stark"], seed=5, bot_delay_ms=0)
        w.start_game(lg)
        qtbot.waitUntil(lambda: w.autosave_box is not None and w.autosave_box.isVisible(), timeout=5000)
        box = w.autosave_box
        assert box.objectName() == "autosaveFailed" and "could not be saved" in box.text()
        assert str(folder) in box.detailedText()
        assert all(b.paused for b in lg.bots.values()), "nothing moves until the player was told"
        status = w.findChild(type(w.decisions.waiting), "autosaveStatus")
        assert status.isVisible() and "Not saved" in status.text()
        box.button(QMessageBox.StandardButton.Ok).click()
        qtbot.waitUntil(lambda: not any(b.paused for b in lg.bots.values()), timeout=5000)
        unblock(folder)
        play_one(qtbot, lg, "stark")
        qtbot.waitUntil(lambda: not status.isVisible(), timeout=5000)
    finally:
        unblock(folder)


def test_a_read_only_data_folder_is_told_and_play_waits_even_for_root(tmp_path):
    """The window runs in a process of its own whose autosave folder is read-only; as root that
    process gives up its privileges first (tests/agot_qt/readonly_child.py), so the write really
    fails there as it would for any player."""
    import shutil
    import tempfile

    homes = [Path(tempfile.mkdtemp(prefix="agot-ro-")) for _ in range(2)]  # reachable by nobody
    for home in homes:
        home.chmod(0o755)
        if os.getuid() == 0:
            os.chown(home, 65534, 65534)
    env = dict(os.environ, XDG_DATA_HOME=str(homes[0]), XDG_CONFIG_HOME=str(homes[1]), HOME=str(homes[1]),
               QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-m", "tests.agot_qt.readonly_child"], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = child.communicate(timeout=150)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)
        for folder in homes[0].rglob("*"):
            if folder.is_dir():
                folder.chmod(0o700)
        for home in homes:
            shutil.rmtree(home, ignore_errors=True)
    lines = {line.split(" ", 1)[0]: (line.split(" ", 1) + [""])[1] for line in out.splitlines() if line}
    assert "CANNOT-WRITE" in lines, f"the folder was writable: {out} {err[-2000:]}"
    if os.getuid() == 0:
        assert lines["CANNOT-WRITE"] == "65534", "root gave up its privileges"
    assert "could not be saved" in lines.get("TOLD", ""), f"the player was not told: {out} {err[-2000:]}"
    assert "Permission denied" in lines["DETAIL"] and "autosave" in lines["DETAIL"]
    assert lines["PAUSED"] == "True", "nothing moves until the player was told"
    assert "Not saved" in lines["STATUS"]
    assert "GOES-ON" in lines and "SAVED-AGAIN" in lines, f"{out} {err[-2000:]}"
    assert child.returncode == 0


def test_a_killed_window_is_continued_by_the_next_one(qtbot, data_home, tmp_path):
    env = dict(os.environ, XDG_DATA_HOME=str(data_home), XDG_CONFIG_HOME=str(tmp_path / "config"),
               QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-m", "tests.agot_qt.autosave_child", "11"], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line: list[str] = []
    reader = threading.Thread(target=lambda: line.append(child.stdout.readline()), daemon=True)
    reader.start()
    reader.join(120)
    try:
        assert line and line[0].startswith("READY "), f"the window did not reach round 2: {line}"
        digest, round_no = line[0].split()[1], int(line[0].split()[2])  # the poll may see round 3 first
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(10)
    assert child.returncode == -signal.SIGKILL

    w = new_window(qtbot)
    assert w.start_screen.continue_button.isVisible()
    assert f"round {round_no}" in w.start_screen.continue_note.text()
    qtbot.mouseClick(w.start_screen.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.game is not None and w.game.model.synced(), timeout=5000)
    assert w.game.session.game.digest() == digest, "the same game, move for move"
    assert w.game.session.game.s.round == round_no
    # and it plays on: the person's next decision is on screen
    qtbot.waitUntil(lambda: w.decisions.widget is not None and w.decisions.widget.seat == "stark", timeout=5000)
