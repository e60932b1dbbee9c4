"""The window words exactly what the table sends (engine/table.py): every vote type, every way a
vote ends, who decides, a pause, in English and both Chinese scripts."""
from __future__ import annotations

import re

import pytest

from engine import table as engine_table
from engine.table import Vote

from agot_qt.words import i18n, names
from agot_qt.words import table as words

LATIN = re.compile(r"[A-Za-z]")
CJK = re.compile(r"[\u4e00-\u9fff]")
OUTCOMES = ("started", "passed", "failed", "timed-out", "cancelled")


@pytest.fixture(params=["en", "zh_CN", "zh_TW"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _wire(kind: str, voters: list[str] | None = None) -> dict:
    """A vote as the host sends it (`Vote.wire`)."""
    house = "lannister" if kind in engine_table.NAMES_HOUSE else None
    vote = Vote(7, kind, None if kind in engine_table.BY_SPECTATOR else "stark", "Wes", house,
                voters or ["stark", "baratheon"], 120.0)
    return vote.wire(15.0, False)


def _foreign(text: str) -> str:
    """`text` without what is not worded (the person's name, digits, times)."""
    return re.sub(r"Wes|\d", "", text)


@pytest.mark.parametrize("kind", engine_table.VOTE_TYPES)
def test_every_vote_type_of_the_engine_is_worded(language, kind):
    vote = _wire(kind)
    name, subject = words.vote_name(kind), words.vote_subject(vote, "second_edition")
    assert name != kind and "{" not in name and "{" not in subject
    assert "Wes" in subject
    assert "this program does not know" not in subject
    if vote["house"]:
        assert names.house("lannister", "second_edition") in subject
    if language != "en":
        assert CJK.search(name) and CJK.search(subject)
        assert not LATIN.search(name) and not LATIN.search(_foreign(subject)), subject


@pytest.mark.parametrize("outcome", OUTCOMES)
def test_every_way_a_vote_ends_is_worded(language, outcome):
    notice = {"type": "notice", "code": "vote", "seat": "stark", "kind": "pause-game", "outcome": outcome,
              "vote": _wire("pause-game")}
    if outcome == "cancelled":
        notice.update(key="vote-asker-gone", params={}, message="the person who asked is no longer here")
    text = words.vote_notice_text(notice, "second_edition")
    assert "{" not in text and text != words.vote_subject(notice["vote"], "second_edition")
    if language != "en":
        assert not LATIN.search(_foreign(text)), text
    host = dict(notice, vote=_wire("pause-game", ["host"]))
    if outcome == "started":
        assert words.vote_notice_text(host, "second_edition") != text, "the host decides, nobody votes"


@pytest.mark.parametrize("decides", engine_table.DECIDES)
def test_who_decides_and_a_pause_are_worded(language, decides):
    assert words.decides_text(decides)
    for table in ({"paused": True, "resume_in": 540.0}, {"paused": True, "resume_in": None}):
        text = words.pause_text(table)
        if language != "en":
            assert CJK.search(text) and not LATIN.search(_foreign(text)), text
    tally = words.tally_text(_wire("pause-game"))
    assert "2:00" not in tally and "1:45" in tally


def test_a_vote_of_a_newer_host_is_said_as_such(english):
    vote = dict(_wire("pause-game"), vote="cancel-game")
    assert "does not know" in words.vote_subject(vote)
    assert words.vote_name("cancel-game") == "cancel-game"


def test_clocks_read_as_a_chess_clock():
    assert words.clock_text(2480) == "41:20"
    assert words.clock_text(3900) == "1:05:00"
    assert words.clock_text(0.2) == "0:01" and words.clock_text(-3) == "0:00"
