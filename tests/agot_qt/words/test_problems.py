"""Save, load, replay and network problems are told in the interface language, the technical
English cause only under Details, and nothing changes: the running game or the page stays."""
from __future__ import annotations

import errno
import json
import re
import socket
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QMessageBox

from engine.errors import placeholders
from engine.game import Game
from engine.save import SAVE_PROBLEMS, SAVE_VERSION, SaveError, make_save
from engine.session import Session

from agot_qt.words import i18n, problems

TS_DIR = Path(__file__).resolve().parents[3] / "resources" / "translations"
LATIN = re.compile(r"[A-Za-z]")
CJK = re.compile(r"[\u4e00-\u9fff]")
LOOPBACK = ["127.0.0.1"]


@pytest.fixture(params=["zh_CN", "zh_TW"])
def chinese(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.fixture
def data_home(tmp_path, monkeypatch):
    home = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


@pytest.fixture
def qt_loop():
    from agot_qt.lan.remote import ensure_loop, release_loop

    from ..lan.test_lobby import hosts_closed

    loop = ensure_loop()
    yield loop
    hosts_closed(loop)
    release_loop()


@pytest.fixture
def lan_saves(tmp_path, monkeypatch):
    from agot_qt.lan import remote

    folder = tmp_path / "lan-saves"
    monkeypatch.setattr(remote, "lan_save_folder", lambda: folder)
    return folder


def window(qtbot):
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.lan_interfaces, w.lan_bind, w.lan_port, w.lan_fullscreen = LOOPBACK, "127.0.0.1", 0, False
    w.resize(1300, 850)
    w.show()
    return w


def hot_seat(w):
    """A running game with every seat at this computer: nothing moves unless someone plays."""
    from agot_qt.games.localgame import LocalGame

    lg = LocalGame.new(3, ["stark", "lannister", "baratheon"], seed=8)
    w.start_game(lg)
    return lg


def saved_game(seed: int = 5) -> dict:
    from tests.engine.session.test_session import play_with_bots

    session = Session(Game.new(players=3, seed=seed))
    play_with_bots(session, 40)
    return json.loads(json.dumps(make_save(session)))


def problem_box(qtbot, w) -> QMessageBox:
    qtbot.waitUntil(lambda: any(b.isVisible() for b in w.findChildren(QMessageBox, "problemBox")), timeout=5000)
    return next(b for b in w.findChildren(QMessageBox, "problemBox") if b.isVisible())


def assert_no_english(*texts: str) -> None:
    for text in texts:
        assert not LATIN.search(text), text


def assert_box_in_chinese(box: QMessageBox) -> None:
    """Title, sentence and buttons (OK, Show Details…) hold no English word."""
    assert CJK.search(box.text()), box.text()
    assert_no_english(box.windowTitle(), box.text(), box.informativeText(), *(b.text() for b in box.buttons()))


def close(qtbot, box: QMessageBox) -> None:
    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=3000)


def shown_plain(label) -> str:
    """What an inline message label shows, as a person reads it (without the markup)."""
    doc = QTextDocument()
    doc.setHtml(label.text())
    return doc.toPlainText()


def open_details(label) -> None:
    """Click the Details link of an inline message."""
    assert 'href="details"' in label.text()
    label.linkActivated.emit("details")


# ----- the catalogue ----------------------------------------------------------------------------

def _context(path: Path, name: str) -> dict[str, str]:
    out = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        if ctx.findtext("name") == name:
            for msg in ctx.iter("message"):
                out[msg.findtext("source")] = msg.findtext("translation")
    return out


def test_the_client_knows_exactly_the_engines_save_problems():
    assert problems.SAVE_PROBLEM_TEMPLATES == SAVE_PROBLEMS


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_every_save_and_system_problem_has_a_chinese_template(lang):
    wanted = {"SaveProblem": set(problems.SAVE_PROBLEM_TEMPLATES.values())
              | {problems.UNKNOWN_SAVE_PROBLEM, problems.WITH_REASON},
              "Problem": set(problems.OS_PROBLEMS.values()) | set(problems.HOST_ERRORS.values())
              | {problems.UNKNOWN_HOST, problems.OTHER_OS_PROBLEM, problems.OTHER_HOST_ERROR, "Details", "Hide details",
                 problems.TECHNICAL_DETAILS, problems.DETAILS, "File: {path}", "Problem: {problem}",
                 "Where in the file: line {line}, column {column}", "What was found there: {what}",
                 "System error number: {n}"} | set(problems.JSON_FINDINGS.values())}
    for context, sources in wanted.items():
        zh = _context(TS_DIR / f"agot_{lang}.ts", context)
        assert set(zh) == sources and set(_context(TS_DIR / "agot_en.ts", context)) == sources
        for source, text in zh.items():
            assert text and CJK.search(text) or source == problems.WITH_REASON, source
            assert placeholders(text) == placeholders(source), source
            assert not LATIN.search(re.sub(r"\{[a-z_]+\}", "", text)), (source, text)


@pytest.mark.parametrize("key", sorted(SAVE_PROBLEMS))
def test_every_save_problem_reads_without_english(chinese, key):
    params = {name: {"n": 7, "version": 4, "seat": "greyjoy"}[name] for name in placeholders(SAVE_PROBLEMS[key])}
    text = problems.save_problem_text(SaveError(key, "Expecting ',' delimiter: line 1 column 4997", **params))
    assert CJK.search(text) and "{" not in text
    assert_no_english(text)


def test_a_problem_this_window_does_not_know_is_still_said_in_its_language(chinese):
    exc = SaveError("damaged")
    exc.key = "from-a-newer-engine"
    assert problems.save_problem_text(exc) in ("无法使用这个存档", "無法使用這個存檔")


def test_system_errors_are_worded_by_what_they_mean(chinese):
    full = OSError(errno.ENOSPC, "No space left on device", "/media/usb/game.agot.json")
    assert problems.os_problem_text(full) in ("磁盘已满", "磁碟已滿")
    for exc in (PermissionError(errno.EACCES, "Permission denied"), OSError(errno.EADDRINUSE, "in use"),
                socket.gaierror(-2, "Name or service not known"), TimeoutError(), OSError(9999, "odd"),
                OSError("no errno at all")):
        text = problems.os_problem_text(exc)
        assert CJK.search(text)
        assert_no_english(text)
    assert problems.os_problem_text(problems.WordedError("只有主机能保存")) == "只有主机能保存"
    detail = problems.detail_text(full, "/media/usb/game.agot.json")
    assert "/media/usb/game.agot.json" in detail and "No space left on device" in detail


# ----- loading, Continue, saving and replays -------------------------------------------------------

def test_a_damaged_save_is_refused_in_chinese_and_the_game_goes_on(qtbot, tmp_path, chinese):
    w = window(qtbot)
    lg = hot_seat(w)
    digest = lg.session.game.digest()
    text = json.dumps(saved_game())
    damaged = tmp_path / "damaged.agot.json"
    damaged.write_text(text[:4997], encoding="utf-8")  # cut short, as a crash of another program leaves it
    assert not w.load(str(damaged))
    box = problem_box(qtbot, w)
    assert_box_in_chinese(box)
    assert box.text().startswith(("无法读取这个存档：", "無法載入這個存檔："))
    assert "column 4998" in box.detailedText() and str(damaged) in box.detailedText()
    lines = box.detailedText().splitlines()  # the details in Chinese, the technical English last
    english = next(i for i, line in enumerate(lines) if "英文" in line)
    assert english == len(lines) - 2 and "column 4998" in lines[-1]
    for line in lines[:english]:
        assert CJK.search(line), line
        assert_no_english(line.replace(str(damaged), "")), line
    assert any("第 1 行" in line and "4998" in line for line in lines[:english]), lines
    assert any(line.startswith(("那里的情况：", "那裡的情況：")) for line in lines[:english]), "what was found, worded"
    close(qtbot, box)
    assert w.game is lg and lg.session.game.digest() == digest and w.save_path is None


def test_a_save_from_a_newer_version_is_not_continued(qtbot, data_home, chinese):
    from agot_qt.games import autosave
    from agot_qt.main_window import PAGE_START

    data = saved_game()
    data["version"] = SAVE_VERSION + 1
    data["seats"]["stark"]["holder"] = "human"  # a game played at this computer, as Continue offers
    autosave.folder().mkdir(parents=True)
    newer = autosave.folder() / "from-tomorrow.agot.json"
    newer.write_text(json.dumps(data), encoding="utf-8")
    w = window(qtbot)
    assert w.start_screen.continue_button.isVisible()
    w.start_screen.continue_button.click()
    box = problem_box(qtbot, w)
    assert_box_in_chinese(box)
    assert str(SAVE_VERSION + 1) in box.text() and ("更新" in box.text())
    assert "newer version" in box.detailedText() and str(newer) in box.detailedText()
    close(qtbot, box)
    assert w.game is None and w.stack.currentIndex() == PAGE_START


def test_a_replay_whose_commands_are_refused_says_why_in_chinese(qtbot, tmp_path, chinese):
    from agot_qt.words import names
    from agot_qt.main_window import PAGE_START
    from agot_qt.games.replay import open_replay

    data = saved_game()
    data["commands"].insert(1, list(data["commands"][0]))  # the same house answers twice in a row
    tampered = tmp_path / "tampered.agot.json"
    tampered.write_text(json.dumps(data), encoding="utf-8")
    w = window(qtbot)
    assert open_replay(w, tampered) is None
    box = problem_box(qtbot, w)
    assert_box_in_chinese(box)
    assert "2" in box.text() and names.house(data["commands"][0][0]) in box.text()
    assert "command 2" in box.detailedText() and "was refused" in box.detailedText()
    why = box.text().partition("：")[2]
    close(qtbot, box)
    assert w.game is None and w.replay_bar is None and w.stack.currentIndex() == PAGE_START
    assert not w.load(str(tampered))  # loading it to play on says the same
    box = problem_box(qtbot, w)
    assert_box_in_chinese(box)
    assert box.text().endswith(why) and "was refused" in box.detailedText()
    close(qtbot, box)
    assert w.game is None and w.stack.currentIndex() == PAGE_START


def test_a_save_that_cannot_be_written_is_told_and_the_game_keeps_its_file(qtbot, tmp_path, monkeypatch, chinese):
    from agot_qt import main_window

    w = window(qtbot)
    lg = hot_seat(w)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    target = blocker / "game.agot.json"
    monkeypatch.setattr(main_window.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert not w.save_as()
    box = problem_box(qtbot, w)
    assert_box_in_chinese(box)
    assert box.text().startswith(("无法保存游戏：", "無法儲存遊戲："))
    assert str(target) in box.detailedText() and "Error" in box.detailedText()
    close(qtbot, box)
    assert w.save_path is None and w.game is lg


def test_a_host_error_without_a_refusal_key_is_worded_by_its_code(qtbot, chinese):
    """A chat line longer than the host takes is refused with a code and an English reason only."""
    from engine.session import MAX_CHAT

    w = window(qtbot)
    lg = hot_seat(w)
    qtbot.waitUntil(lambda: lg.model.client("stark").view is not None, timeout=5000)
    digest = lg.session.game.digest()
    lg.model.client("stark").say("x" * (MAX_CHAT + 1))
    error = w.decisions.error
    qtbot.waitUntil(lambda: problems.message_detail(error).startswith("malformed"), timeout=5000)
    assert problems.message_text(error) in ("主机无法读取这个窗口发送的内容。", "主機無法讀取這個視窗傳送的內容。")
    assert_no_english(shown_plain(error))
    open_details(error)
    assert "chat text" in shown_plain(error)
    assert w.game is lg and lg.session.game.digest() == digest
    assert problems.host_error_text({"code": "from-a-newer-host"}) in ("主机拒绝了这个请求。", "主機拒絕了這個請求。")


# ----- the LAN ---------------------------------------------------------------------------------

def free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def test_joining_where_nothing_answers_is_told_in_chinese(qtbot, qt_loop, lan_saves, chinese):
    from agot_qt.main_window import PAGE_LOBBY

    w = window(qtbot)
    w.open_lobby()
    lobby = w.lobby_screen
    port = free_port()
    lobby.address.setText(f"127.0.0.1:{port}")
    lobby._join_address()
    qtbot.waitUntil(lambda: problems.message_detail(lobby.message) != "", timeout=8000)
    assert problems.message_text(lobby.message) in ("该地址没有游戏响应。", "該位址沒有遊戲回應。")
    assert_no_english(shown_plain(lobby.message))
    assert f"127.0.0.1:{port}" in problems.message_detail(lobby.message)
    open_details(lobby.message)
    assert f"127.0.0.1:{port}" in shown_plain(lobby.message) and "Error" in shown_plain(lobby.message)
    open_details(lobby.message)  # and closed again
    assert_no_english(shown_plain(lobby.message))
    assert w.stack.currentIndex() == PAGE_LOBBY and w.game is None and w.lan.game is None


def test_a_host_that_refuses_the_join_is_told_in_chinese(qtbot, qt_loop, lan_saves, chinese):
    from agot_qt.lan.remote import spawn
    from agot_qt.main_window import PAGE_LOBBY
    from agot_qt.net.host import Host

    host = Host(Session(Game.new(players=3, seed=2), name="Full house", lobby=True), max_connections=0)
    started = spawn(host.start("127.0.0.1", 0))
    qtbot.waitUntil(started.done, timeout=5000)
    try:
        w = window(qtbot)
        w.open_lobby()
        lobby = w.lobby_screen
        lobby.address.setText(f"127.0.0.1:{host.port}")
        lobby._join_address()
        qtbot.waitUntil(lambda: "busy" in problems.message_detail(lobby.message), timeout=8000)
        assert problems.message_text(lobby.message) in ("主机目前无法接受更多连接，请稍后再试。",
                                                        "主機目前無法接受更多連線，請稍後再試。")
        assert_no_english(shown_plain(lobby.message))
        open_details(lobby.message)
        assert "too many connections" in shown_plain(lobby.message)
        assert w.stack.currentIndex() == PAGE_LOBBY and w.lan.game is None
        assert host.refused_connections >= 1
    finally:
        closing = spawn(host.close())
        qtbot.waitUntil(closing.done, timeout=5000)


def test_a_damaged_lan_save_is_not_resumed(qtbot, qt_loop, lan_saves, tmp_path, chinese):
    from agot_qt.main_window import PAGE_LOBBY

    w = window(qtbot)
    w.open_lobby()
    broken = tmp_path / "broken.agot"
    broken.write_text('{"format": "agot-save", "version": 3, "name": "half', encoding="utf-8")
    assert not w.lan.resume(str(broken))
    label = w.lobby_screen.message
    assert problems.message_text(label).startswith(("无法继续此存档：", "無法"))
    assert_no_english(shown_plain(label))
    assert str(broken) in problems.message_detail(label) and "column" in problems.message_detail(label)
    assert w.lan.lan_host is None and w.lan.game is None and w.stack.currentIndex() == PAGE_LOBBY


def test_hosting_where_no_port_can_be_had_is_told_in_chinese(qtbot, qt_loop, lan_saves, chinese):
    from agot_qt.main_window import PAGE_LOBBY

    w = window(qtbot)
    w.lan_bind = "192.0.2.1"  # a documentation address: never one of this computer's
    w.open_lobby()
    form = w.lobby_screen
    form.name_edit.setText("Hana")
    form.host_button.click()
    qtbot.waitUntil(lambda: problems.message_detail(form.message) != "", timeout=8000)
    text = problems.message_text(form.message)
    assert text.startswith(("无法在此主持游戏：", "無法在此主持遊戲："))
    assert_no_english(shown_plain(form.message))
    assert "Errno" in problems.message_detail(form.message)
    assert w.lan.lan_host is None and w.stack.currentIndex() == PAGE_LOBBY


def test_a_lost_connection_during_play_is_told_in_chinese_with_details(qtbot, qt_loop, lan_saves, chinese):
    from agot_qt.lan.remote import RemoteGame

    w = window(qtbot)
    port = free_port()
    game = RemoteGame("127.0.0.1", port, "Ann")  # the host of a running game is gone from here
    game.is_started = True
    w._lan_started(game)
    game.connect_as("stark", "token-of-the-seat")
    error = w.decisions.error
    qtbot.waitUntil(lambda: error.isVisible() and problems.message_detail(error) != "", timeout=8000)
    # nobody answers at the game's address: the host is not running it (ended, or restarting)
    assert problems.message_text(error).startswith(("主机目前没有在运行这局游戏", "主機目前沒有在執行這局遊戲"))
    assert_no_english(shown_plain(error))
    open_details(error)
    assert f"127.0.0.1:{port}" in shown_plain(error)
    assert w.game is game
    w.stop_game()


def test_the_file_dialogs_labels_speak_chinese(qtbot, chinese):
    """Qt's own translation lacks the file dialog's "Look in:" and "Files of type:" (their
    mnemonics changed): the program's translation has them."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    dialog = QFileDialog(None, "", "", "*.agot.json")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    labels = {lab.objectName(): lab.text() for lab in dialog.findChildren(QLabel)}
    assert labels["lookInLabel"].startswith(("查找范围", "查詢範圍")), labels
    assert labels["fileTypeLabel"].startswith(("文件类型", "檔案類型")), labels
    assert labels["fileNameLabel"].startswith(("文件名称", "檔名")), labels
