"""Refusals from the game are shown in the interface language, area and house names included."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from engine.commands import ResolveMarch
from engine.errors import PARAM_KINDS, REFUSALS, IllegalCommand, Reason, placeholders

from agot_qt.words import i18n, names, refusals

from ..helpers import army, position, window_with

TS_DIR = Path(__file__).resolve().parents[3] / "resources" / "translations"
LATIN = re.compile(r"[A-Za-z]")
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def chinese():
    i18n.set_language("zh_CN")
    yield
    i18n.set_language("en")


def _wire(exc: IllegalCommand) -> dict:
    """The error message the session sends for this refusal."""
    return {"type": "error", "code": exc.reason.value, "message": exc.detail, "state_id": 3,
            "key": exc.key, "params": dict(exc.params)}


def _refusal_messages(path: Path) -> dict[str, str]:
    root = ET.parse(path).getroot()
    out = {}
    for ctx in root.iter("context"):
        if ctx.findtext("name") == "Refusal":
            for msg in ctx.iter("message"):
                out[msg.findtext("source")] = msg.findtext("translation")
    return out


def test_the_client_knows_exactly_the_engines_templates():
    assert refusals.REFUSAL_TEMPLATES == REFUSALS


def test_every_refusal_text_has_a_chinese_translation_with_the_same_placeholders():
    zh = _refusal_messages(TS_DIR / "agot_zh_CN.ts")
    en = _refusal_messages(TS_DIR / "agot_en.ts")
    wanted = set(refusals.REFUSAL_TEMPLATES.values()) | set(refusals.COMMAND_NAMES.values())
    assert set(zh) == wanted and set(en) == wanted
    for source, text in zh.items():
        assert text and CJK.search(text), source
        assert placeholders(text) == placeholders(source), source
        assert not LATIN.search(re.sub(r"\{[a-z_]+\}", "", text)), (source, text)


def test_an_illegal_march_reads_in_chinese_with_chinese_area_names(chinese):
    exc = IllegalCommand(Reason.ILLEGAL, "march-destination", source="winterfell", dest="the-twins")
    text = refusals.describe(_wire(exc))
    assert text == "不能从临冬城行军到孪河城"
    assert names.region("winterfell") in text and names.region("the-twins") in text
    assert not LATIN.search(text)


def test_the_same_refusal_in_english_uses_english_names(english):
    exc = IllegalCommand(Reason.ILLEGAL, "march-destination", source="winterfell", dest="the-twins")
    assert refusals.describe(_wire(exc)) == "Winterfell cannot march to The Twins"


@pytest.mark.parametrize("key", sorted(REFUSALS))
def test_every_refusal_renders_in_chinese_without_english(chinese, key):
    samples = {"area": "kings-landing", "areas": ["harrenhal", "the-golden-sound"], "house": "lannister",
               "card": "tywin-lannister", "unit": "siege-engine", "token": "special-raid", "number": 4,
               "command": "ResolveMarch", "commands": ["Bid", "Choose"], "text": "—",
               "vote": "pause-game"}
    params = {n: samples[PARAM_KINDS[n]] for n in placeholders(REFUSALS[key])}
    exc = IllegalCommand(Reason.ILLEGAL, key, **params)
    text = refusals.describe(_wire(exc))
    assert text != exc.detail and CJK.search(text)
    assert not LATIN.search(text), text
    assert "{" not in text


def test_unknown_or_unfillable_refusals_fall_back_to_the_hosts_message(chinese):
    assert refusals.describe({"code": "illegal", "message": "a newer host's reason",
                              "key": "from-a-newer-host", "params": {}}) == "a newer host's reason"
    assert refusals.describe({"code": "illegal", "message": "no key at all"}) == "no key at all"
    assert refusals.describe({"code": "illegal", "message": "params missing",
                              "key": "march-destination", "params": {"source": "winterfell"}}) == "params missing"
    assert refusals.describe({"code": "illegal", "message": "params not a map",
                              "key": "march-destination", "params": ["x"]}) == "params not a map"
    assert refusals.describe({"code": "bad-token"}) == "bad-token"


def test_ids_the_client_does_not_know_are_shown_as_given(chinese):
    text = refusals.describe({"code": "illegal", "message": "", "key": "muster-unknown-unit",
                              "params": {"unit": "mammoth"}})
    assert text == "未知的部队 mammoth"


def test_a_refusal_in_a_local_game_reaches_the_window_in_chinese(qtbot, chinese):
    game = position(phase="march", units={"winterfell": army("stark", "footman", "knight")},
                    orders={"winterfell": ["stark", "march"]})
    w, lg = window_with(qtbot, game, ["stark"])
    lg.model.send("stark", ResolveMarch("winterfell", (("the-twins", ("footman",)),)))
    qtbot.waitUntil(lambda: w.decisions.error.isVisible(), timeout=5000)
    text = w.decisions.error.text()
    assert "临冬城" in text and "孪河城" in text
    assert "the-twins" not in text and "cannot" not in text
    assert lg.model.client("stark").last_error["key"] == "march-destination"
    assert "winterfell" in game.s.units and game.s.units["winterfell"]["units"] == ["footman", "knight"]
