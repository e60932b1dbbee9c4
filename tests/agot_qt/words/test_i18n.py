"""Every user-visible text goes through Qt's translation system, in English, Simplified and Traditional Chinese."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from engine.log import TEMPLATES
from engine.ruleset import load_ruleset

from agot_qt.words import i18n, names
from agot_qt.words.names_catalog import CARD_TEXTS, LOG_TEMPLATES, NAMES

TS_DIR = Path(__file__).resolve().parents[3] / "resources" / "translations"
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")


def _messages(path: Path):
    """(context, source, translation) of every message; a disambiguated source (the first
    edition's own names) is "source\x04comment", as Qt keys it."""
    root = ET.parse(path).getroot()
    for ctx in root.iter("context"):
        for msg in ctx.iter("message"):
            source, comment = msg.findtext("source"), msg.findtext("comment")
            yield ctx.findtext("name"), f"{source}\x04{comment}" if comment else source, msg.find("translation")


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


# Common characters that exist only in Simplified Chinese (their Traditional forms differ), so
# none may appear in the Traditional translation. Characters that are also correct Traditional in
# some words (干 台 里 只 面 系 制 征 准 余 斗 冲 着) are left out; 后 stands in Traditional only for
# "queen", which the game never says.
SIMPLIFIED_ONLY = (
    "们这说对时会发后军国战兰乔马龙门东为选择个点击据队权资与开关来过还进连远边让认识语请读谁调设该"
    "详话误论议记讯访许错铁钢银长间问题页顶项须领头风飞鸦鱼书实宝岛帮带应张强当录态总惊户护报换损"
    "无旧显机杀条标档检欢气没灭热状独猎现电画盘种积称简类红级纪线组终经给统继续维网罗乱争亲仅从价"
    "众优传伤儿兴内农决冻划则刚创删别剑动务劳势区华单卖卫却厅历压厌县参双变叙号叶吗听启员响唤团围"
    "园图圆场坏块坚坛垒处备够夺奋奖妇妈娱学宁宽寻导层属岁币师广库废弃弹归忆怜恋恳悬惧戏执扩扫扬拟"
    "拢拣拥挂挡挤挥捡掷摄摆摇敌数断晓暂术杂杨杰极构枪柜栏树样桥梦楼欧残毁毕汇汉汤沟泪泽洁浅测济浓"
    "涂涛涨渐温湾满滚灵灾灿炉炼烂烦烧爱牵犹狭狮献环玛畅疗监盖矿码确离稳穷窃竞笔筑签粮紧纠纤约纯纲"
    "纳纵纷纸练细织绍绑结绕绘络绝绩综绿缓编缘缩罚罢职联肤胁胜脑脚脸腾舰艺节药获营虏虑虽补袭装见观"
    "规视览觉触誉计订认讨训讲证评识诉词译试诗诚询诸课谈谋谍谓谢贝负贡财责败货质贫购贴贵费贺赋赏赔"
    "赖赛赢赶趋跃践踪车轨转轮软轻载较辅辆辈辉输辖辞达迁运违迟适逊递逻遗邮郑酱采释钟钥钱铃锁锋锦键"
    "镇闪闭闯闲闻阀阁阅阳阴阵阶际陆陈险随隐难雾静韦顺顾顿颁预频颜额飘馆驱驶驻驾骂验骑骤鸟鸣鸭鹰麦"
    "黄复尽"
)
ACCELERATOR = re.compile(r"&([A-Za-z])")


def _translations(path: Path) -> dict[tuple[str, str], str]:
    return {(c, s): (tr.text or "") for c, s, tr in _messages(path) if tr is not None}


def test_the_traditional_chinese_translation_matches_the_english_one_and_is_complete():
    english = [(c, s) for c, s, _ in _messages(TS_DIR / "agot_en.ts")]
    traditional = list(_messages(TS_DIR / "agot_zh_TW.ts"))
    assert sorted((c, s) for c, s, _ in traditional) == sorted(english), "same (context, source) pairs as English"
    assert len(traditional) == len(set(english)) > 500
    for ctx, source, tr in traditional:
        assert tr is not None and tr.get("type") not in ("unfinished", "vanished", "obsolete"), (ctx, source)
        assert tr.text, (ctx, source)
        assert sorted(PLACEHOLDER.findall(tr.text)) == sorted(PLACEHOLDER.findall(source)), (ctx, source)
        assert [a.upper() for a in ACCELERATOR.findall(tr.text)] == \
            [a.upper() for a in ACCELERATOR.findall(source)], (ctx, source)
    assert ET.parse(TS_DIR / "agot_zh_TW.ts").getroot().get("language") == "zh_TW"


def test_the_traditional_chinese_translation_has_no_simplified_only_characters():
    assert len(set(SIMPLIFIED_ONLY)) > 400
    simplified = "".join(_translations(TS_DIR / "agot_zh_CN.ts").values())
    assert len(set(SIMPLIFIED_ONLY) & set(simplified)) > 100, "the list catches the Simplified translation"
    for (ctx, source), text in _translations(TS_DIR / "agot_zh_TW.ts").items():
        found = sorted(set(text) & set(SIMPLIFIED_ONLY))
        assert not found, (ctx, source, text, found)


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_every_compiled_translation_matches_its_ts_file(lang):
    """A .qm compiled from an older .ts would show stale or English text."""
    qm = QTranslator()
    assert qm.load(str(TS_DIR / f"agot_{lang}.qm"))
    table = _translations(TS_DIR / f"agot_{lang}.ts")
    stale = [(c, s) for (c, s), text in table.items()
             if text and qm.translate(c, s.partition("\x04")[0], s.partition("\x04")[2] or None) != text]
    assert not stale, stale[:5]
    assert len(table) > 500


@pytest.fixture
def traditional():
    i18n.set_language("zh_TW")
    yield
    i18n.set_language("en")


def test_traditional_chinese_names_all_come_from_the_translation(traditional):
    assert i18n.current_language() == "zh_TW" and i18n.is_chinese()
    assert [names.house(h) for h in ("stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell")] == \
        ["史塔克", "蘭尼斯特", "拜拉席恩", "葛雷喬伊", "提利爾", "馬泰爾"]
    assert names.region("winterfell") == "臨冬城"  # not the ruleset's Simplified 临冬城
    assert names.region("kings-landing") == "君臨城"
    assert names.region("blackwater") == "黑水河"
    assert names.region("the-eyrie") == "鷹巢城"
    assert names.card("eddard-stark") == "艾德·史塔克"
    assert names.card("aeron-damphair") == "濕髮伊倫"
    assert names.track("iron_throne") == "鐵王座"
    assert names.token("march-plus-one") == "行軍 +1 ★"
    assert QCoreApplication.translate("Main", "&Game") == "遊戲(&G)"
    assert QCoreApplication.translate("Main", "&Settings") == "設定(&S)"
    assert "戰力" in names.house_card_text("ser-kevan-lannister")
    rs = load_ruleset()
    everything = [names.house(h["id"]) for h in rs.raw["houses"]] + [names.region(r) for r in rs.regions]
    everything += [names.card(c) for c in rs.house_cards] + [names.card(c) for c in rs.westeros_cards]
    for name in everything:
        assert not set(name) & set(SIMPLIFIED_ONLY), name
        assert not re.search("[A-Za-z]", name), f"untranslated: {name}"


def test_simplified_chinese_still_uses_the_rulesets_names(chinese):
    assert names.region("winterfell") == "临冬城"
    assert names.house("lannister") == "兰尼斯特"


def test_the_traditional_ts_file_alone_translates():
    translator = i18n.TsTranslator(TS_DIR / "agot_zh_TW.ts")
    assert translator.translate("Names", "Winterfell") == "臨冬城"
    assert translator.translate("Main", "&Save") == "儲存(&S)"
    assert translator.translate("Main", "not a message") == ""


@pytest.mark.parametrize("tag, lang", [
    ("zh_TW", "zh_TW"), ("zh_HK", "zh_TW"), ("zh_MO", "zh_TW"), ("zh_Hant", "zh_TW"), ("zh-Hant-SG", "zh_TW"),
    ("zh_Hans_HK", "zh_CN"), ("zh_CN", "zh_CN"), ("zh_SG", "zh_CN"), ("zh", "zh_CN"),
    ("en_US", "en"), ("de_DE", "en"), ("C", "en"),
])
def test_the_system_locale_picks_the_language(tag, lang):
    assert i18n.system_language(QLocale(tag)) == lang


@pytest.mark.parametrize("tag, lang", [
    ("zh-TW", "zh_TW"), ("zh_Hant_HK", "zh_TW"), ("zh-Hant", "zh_TW"), ("zh_mo", "zh_TW"),
    ("zh_TW.UTF-8", "zh_TW"), ("zh_HK.Big5@stroke", "zh_TW"), ("zh-Hans-HK", "zh_CN"), ("zh-CN", "zh_CN"),
    ("zh_CN.UTF-8", "zh_CN"), ("zh", "zh_CN"), ("en_US", "en"), ("", "en"), ("zhx_TW", "en"),
])
def test_locale_tags_map_to_languages(tag, lang):
    assert i18n.language_for_locale(tag) == lang


def test_system_language_reads_the_system_locale(monkeypatch):
    class FakeLocale:
        @staticmethod
        def system() -> QLocale:
            return QLocale("zh_HK")

    monkeypatch.setattr(i18n, "QLocale", FakeLocale)
    assert i18n.system_language() == "zh_TW"


def test_the_command_line_accepts_every_language(monkeypatch):
    import agot_qt.app
    from agot_qt.__main__ import main

    calls = []
    monkeypatch.setattr(agot_qt.app, "run", lambda **kw: calls.append(kw["language"]) or 0)
    for lang in i18n.LANGUAGES:
        assert main(["--lang", lang]) == 0
    assert calls == list(i18n.LANGUAGES) == ["en", "zh_CN", "zh_TW"]


def test_switching_to_traditional_chinese_retranslates_the_window(qtbot):
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    assert [a.text() for a in w.language_menu.actions()] == ["English", "简体中文", "繁體中文"]
    try:
        w.set_language("zh_TW")
        assert w.game_menu.title() == "遊戲(&G)"
        assert w.settings_menu.title() == "設定(&S)"
        assert w.scene.labels["blackwater"].text == "黑水河"
        assert w.scene.labels["winterfell"].text == "臨冬城"
        assert w.language_actions["zh_TW"].isChecked() and not w.language_actions["zh_CN"].isChecked()
        w.set_language("zh_CN")
        assert w.scene.labels["winterfell"].text == "临冬城"
    finally:
        w.set_language("en")
    assert w.game_menu.title() == "&Game"
    assert w.scene.labels["winterfell"].text == "Winterfell"


def test_traditional_chinese_prefers_a_traditional_font_when_one_is_installed(monkeypatch):
    from agot_qt.style import theme

    monkeypatch.setattr(theme.QFontDatabase, "families", staticmethod(
        lambda *a: ["DejaVu Sans", "Noto Sans CJK SC", "Noto Sans CJK TC"]))
    theme._families.cache_clear()
    try:
        i18n.set_language("zh_TW")
        assert theme.ui_families() == ("DejaVu Sans", "Noto Sans CJK TC")
        i18n.set_language("zh_CN")
        assert theme.ui_families() == ("DejaVu Sans", "Noto Sans CJK SC")
    finally:
        i18n.set_language("en")
        theme._families.cache_clear()


def test_the_catalog_covers_the_first_edition_and_its_own_chinese_names():
    from agot_qt.words.names_catalog import FIRST_EDITION_NAMES

    rs = load_ruleset("first_edition")
    wanted = {c.name for c in rs.house_cards.values()} | {c["name"] for c in rs.westeros_cards.values()}
    assert wanted <= set(NAMES)
    assert set(names.edition_names("first_edition")) == set(FIRST_EDITION_NAMES) >= wanted | {"Pyke"}
    texts = {c.ability for c in rs.house_cards.values() if c.ability} | {c["effect"] for c in rs.westeros_cards.values()}
    assert texts <= set(CARD_TEXTS)
    for lang in ("zh_CN", "zh_TW"):
        messages = {(c, s) for c, s, _ in _messages(TS_DIR / f"agot_{lang}.ts")}
        assert {("Names", f"{n}\x04first edition") for n in FIRST_EDITION_NAMES} <= messages


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_chinese_translations_write_an_ellipsis_the_chinese_way(lang):
    """Chinese writes an ellipsis as two ……, never one … or three ASCII dots."""
    wrong = [(c, s, t) for (c, s), t in _translations(TS_DIR / f"agot_{lang}.ts").items()
             if t and (re.search(r"(?<!…)…(?!…)", t) or "..." in t)]
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("lang, ok, cancel", [("zh_CN", "确定", "取消"), ("zh_TW", "確定", "取消")])
def test_the_standard_buttons_speak_the_interface_language(qtbot, lang, ok, cancel):
    """Qt's own strings (standard buttons, file dialogs) come from its qtbase translation."""
    from PySide6.QtWidgets import QDialogButtonBox

    try:
        i18n.set_language(lang)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "").startswith(cancel)
        assert box.button(QDialogButtonBox.StandardButton.Ok).text() == ok
    finally:
        i18n.set_language("en")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Cancel"


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_chinese_error_sentences_end_with_a_full_stop(lang):
    """"Cannot host here: {why}" is a whole sentence in a message box: in Chinese it ends with 。"""
    sentences = {(c, s): t for (c, s), t in _translations(TS_DIR / f"agot_{lang}.ts").items()
                 if re.search(r"^[A-Z][^{]*: \{(why|reason)\}$", s)}
    assert len(sentences) >= 6
    assert not [k for k, t in sentences.items() if not t.endswith("。")]


@pytest.mark.parametrize("lang,bought,interest,lost", [
    ("en", "Stark buys Pyromancer from the Iron Bank for 1 power.",
     "Stark pays the Iron Bank 1 of 3 power in interest.", "unpaid interest to the Iron Bank"),
    ("zh_CN", "史塔克花费 1 点权力向铁金库借得火术士。", "史塔克向铁金库支付利息：应付 3 点权力，实付 1 点。",
     "未付铁金库的利息"),
    ("zh_TW", "史塔克花費 1 點權力向鐵金庫借得火術士。", "史塔克向鐵金庫支付利息：應付 3 點權力，實付 1 點。",
     "未付鐵金庫的利息"),
])
def test_the_iron_bank_log_lines_read_in_chinese(lang, bought, interest, lost):
    from engine.events import Event

    from agot_qt.words import log_text

    before = names.current_ruleset()
    names.use_ruleset("mother_of_dragons")
    i18n.set_language(lang)
    try:
        assert log_text.describe(Event("LoanBought", {"house": "stark", "loan": "pyromancer", "cost": 1, "slot": 3,
                                                      "region": "the-shivering-sea", "interest": 1})) == bought
        assert log_text.describe(Event("InterestPaid", {"house": "stark", "owed": 3, "paid": 1, "unpaid": 2})) == interest
        line = log_text.describe(Event("UnitsDestroyed", {"house": "stark", "region": "winterfell", "units": ["knight"],
                                                          "why": "iron-bank-interest"}))
        assert lost in line
    finally:
        i18n.set_language("en")
        names.use_ruleset(before)


def test_every_literal_the_window_translates_is_in_the_ts_files():
    """A string marked in the code (translate or QT_TRANSLATE_NOOP with a literal context and
    source) that no .ts file has would stay English in Chinese."""
    import ast

    have = {(c, s.partition("\x04")[0]) for c, s, _ in _messages(TS_DIR / "agot_zh_CN.ts")}
    missing = []
    for path in sorted((TS_DIR.parents[1] / "agot_qt").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            context, source = node.args[:2]
            if name in ("translate", "QT_TRANSLATE_NOOP") and all(
                    isinstance(a, ast.Constant) and isinstance(a.value, str) for a in (context, source)):
                if (context.value, source.value) not in have:
                    missing.append((path.name, node.lineno, context.value, source.value[:60]))
    assert not missing, missing


@pytest.mark.parametrize("lang, word", [("zh_CN", "战局卡"), ("zh_TW", "戰局卡")])
def test_tides_of_battle_has_one_name_in_each_chinese(lang, word):
    """The new-game dialog, the LAN host form, the battle report and the help say it alike."""
    named = [(c, s, t) for (c, s), t in _translations(TS_DIR / f"agot_{lang}.ts").items() if "Tides of Battle" in s]
    assert len(named) > 5
    assert all(word in t for _, _, t in named), [x for x in named if word not in x[2]]
