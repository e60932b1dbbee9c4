"""Every user-visible text goes through Qt's translation system, in English and Chinese."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from engine.log import TEMPLATES
from engine.ruleset import load_ruleset

from agot_qt import i18n, names
from agot_qt.names_catalog import CARD_TEXTS, LOG_TEMPLATES, NAMES

TS_DIR = Path(__file__).resolve().parents[2] / "resources" / "translations"
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")


def _messages(path: Path):
    root = ET.parse(path).getroot()
    for ctx in root.iter("context"):
        for msg in ctx.iter("message"):
            yield ctx.findtext("name"), msg.findtext("source"), msg.find("translation")


def test_the_catalog_covers_every_name_card_text_and_log_line():
    rs = load_ruleset()
    raw = rs.raw
    wanted = {h["name"] for h in raw["houses"]} | {r["name"] for r in raw["regions"]}
    wanted |= {c.name for c in rs.house_cards.values()} | {c["name"] for c in rs.westeros_cards.values()}
    wanted |= {c["name"] for c in raw["wildling_cards"]}
    assert wanted <= set(NAMES)
    texts = {c.ability for c in rs.house_cards.values() if c.ability}
    texts |= {c["effect"] for c in rs.westeros_cards.values()}
    texts |= {t for c in raw["wildling_cards"] for side in ("wildling_victory", "nights_watch_victory")
              for t in c[side].values()}
    assert texts <= set(CARD_TEXTS)
    assert LOG_TEMPLATES == TEMPLATES, "the log catalog follows the engine's templates"


def test_the_chinese_translation_is_complete_and_keeps_its_placeholders():
    seen = 0
    for ctx, source, tr in _messages(TS_DIR / "agot_zh_CN.ts"):
        seen += 1
        assert tr is not None and tr.get("type") not in ("unfinished", "vanished", "obsolete"), (ctx, source)
        assert tr.text, (ctx, source)
        assert sorted(PLACEHOLDER.findall(tr.text)) == sorted(PLACEHOLDER.findall(source)), (ctx, source)
    assert seen > 500
    sources = {(c, s) for c, s, _ in _messages(TS_DIR / "agot_zh_CN.ts")}
    assert ("Names", "Blackwater") in sources and ("Log", TEMPLATES["UnitsMoved"]) in sources
    assert {(c, s) for c, s, _ in _messages(TS_DIR / "agot_en.ts")} == sources
    assert (TS_DIR / "agot_zh_CN.qm").is_file()


@pytest.fixture
def chinese():
    i18n.set_language("zh_CN")
    yield
    i18n.set_language("en")


def test_chinese_names_come_from_the_ruleset_and_the_translation(chinese):
    assert [names.house(h) for h in ("stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell")] == \
        ["史塔克", "兰尼斯特", "拜拉席恩", "葛雷乔伊", "提利尔", "马泰尔"]
    assert names.region("winterfell") == "临冬城"  # the ruleset's name_zh
    assert names.region("blackwater") == "黑水河"  # the ruleset has none: the translation's
    assert names.card("eddard-stark") == "艾德·史塔克"
    assert names.token("march-plus-one") == "行军 +1 ★"
    assert QCoreApplication.translate("Main", "&Game") == "游戏(&G)"
    assert "战力" in names.house_card_text("ser-kevan-lannister")


def test_the_ts_file_alone_translates_like_the_compiled_one():
    translator = i18n.TsTranslator(TS_DIR / "agot_zh_CN.ts")
    assert translator.translate("Names", "Blackwater") == "黑水河"
    assert translator.translate("Main", "&Quit") == "退出(&Q)"
    assert translator.translate("Main", "not a message") == ""


def test_switching_language_retranslates_the_window(qtbot):
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    assert w.game_menu.title() == "&Game"
    assert w.scene.labels["blackwater"].text == "Blackwater"
    try:
        w.set_language("zh_CN")
        assert w.game_menu.title() == "游戏(&G)"
        assert w.scene.labels["blackwater"].text == "黑水河"
        assert w.language_actions["zh_CN"].isChecked()
    finally:
        w.set_language("en")
    assert w.game_menu.title() == "&Game"
    assert w.scene.labels["winterfell"].text == "Winterfell"
