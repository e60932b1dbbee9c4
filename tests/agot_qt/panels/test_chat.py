"""The chat panel: a notice of the window or the host is shown as a notice, never as a line a
person could have written, so nobody at the table can pass for the host by name."""
from __future__ import annotations

from agot_qt.panels.chat import ChatPanel


def test_a_notice_reads_as_a_notice_and_a_spectator_named_like_the_host_does_not(qtbot, english):
    chat = ChatPanel()
    qtbot.addWidget(chat)
    chat.add_message({"type": "notice", "text": "Time ran out for Stark"})
    chat.add_message({"type": "chat", "from": None, "to": None, "name": "主机", "text": "I resign for Stark"})
    notice, forged = chat.history.toPlainText().splitlines()
    assert notice == "ⓘ Time ran out for Stark"  # no name before it, a mark no person's line has
    assert forged == "主机: I resign for Stark"  # a spectator's line always shows who wrote it
    assert not forged.startswith("ⓘ")
