"""Every decision of every ruleset and option reads as words: a heading, an explanation and
choices in the player's language, never an id ("scattering-dissent:move", a bare pair of areas),
and so does the log line of its answer. The decisions are those seeded bot games of every
ruleset and option meet (tests/agot_qt/decision_walk.py), shown in the window's decision panel at
1366x768 as a player sees them."""
from __future__ import annotations

import html
import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QListWidget, QWidget

from engine.ruleset import load_ruleset

from agot_qt.decisions.panel import WIDGETS
from agot_qt.main_window import PAGE_GAME, MainWindow
from agot_qt.words import i18n, names
from agot_qt.words.log_text import describe

from ..decision_walk import GAMES, walk

TAG = re.compile(r"<[^>]+>")
LATIN = re.compile(r"[A-Za-z][A-Za-z'_:\-]*")
ROMAN = {"I", "II", "III", "IV"}  # Westeros decks are numbered so in every language


def plain(text: str) -> str:
    return html.unescape(TAG.sub(" ", text)).strip()


def latin_words(text: str) -> list[str]:
    """Words in Latin letters in a Chinese text: an id, or English left untranslated."""
    return [w for w in LATIN.findall(plain(text)) if w not in ROMAN]


def shown_texts(panel: QWidget, window: QWidget) -> list[str]:
    """Every text the panel shows or tips, as a player sees them."""
    texts = []
    for w in [panel, *panel.findChildren(QWidget)]:
        if not w.isVisibleTo(window):
            continue
        if isinstance(w, QLabel) and plain(w.text()):
            texts.append(w.text())
        elif isinstance(w, QAbstractButton) and w.text():
            texts.append(w.text())
        elif isinstance(w, QListWidget):
            texts += [w.item(i).text() for i in range(w.count())]
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        if w.toolTip():
            texts.append(w.toolTip())
    return texts


def ids_of(decision: dict) -> set[str]:
    """The ids a decision carries that are not words: its prompt and its id-like options."""
    o = decision["options"]
    out = {o["prompt"]} if o.get("prompt") else set()

    def add(v):
        if isinstance(v, str) and re.fullmatch(r"[a-z0-9]+(?:[-_:][a-z0-9]+)+", v):
            out.add(v)
        elif isinstance(v, list | tuple):
            for x in v:
                add(x)

    add(o.get("options"))
    return out


@pytest.fixture(scope="module")
def met():
    return walk()


def test_the_walk_meets_every_ruleset_option_and_decision_kind(met):
    rulesets = {r for r, _ in met.decisions}
    assert rulesets == {g[0] for g in GAMES} <= set(names.editions())
    # a community setup asks what the ruleset whose abilities it plays asks: walking that one walks it
    abilities = {r: load_ruleset(r).raw.get("abilities", r) for r in names.editions()}
    assert {abilities[r] for r in names.editions()} <= rulesets
    assert {k.split("|")[0] for _, k in met.decisions} == set(WIDGETS)
    options = {o for _, _, opts in GAMES for o in opts}
    assert options == {"tides_of_battle", "vassals", "iron_bank", "sea_orders", "power_token_trading"}
    assert met.gifts > 0
    keys = set(met.decisions)
    for wanted in (("mother_of_dragons", "choose|scattering-dissent:move|[str],str"),
                   ("mother_of_dragons", "choose|hand-out-bid:iron_throne|str"),
                   ("mother_of_dragons", "choose|claim-vassals|[],[str]"),
                   ("mother_of_dragons", "choose|loan-spymaster-arrange|[[],[str]],[[str]]"),
                   ("a_feast_for_crows", "objectives||")):
        assert wanted in keys, wanted


def show(w, qtbot, m):
    if getattr(w, "_walk_board", None) != m.ruleset:  # the board of the decision's ruleset (drawing the
        names.use_ruleset(m.ruleset)  # board for every decision would only cost time: the panel's words
        w.scene.set_view(m.view)  # come from the decision and the view it is given)
        w._walk_board = m.ruleset
    w.decisions.show_status(m.view, m.seat, [], [m.seat])
    w.decisions.set_decision(m.seat, m.decision, m.view, [])
    qtbot.waitUntil(lambda: w.decisions.widget is not None and w.decisions.widget.isVisible(), timeout=2000)
    return shown_texts(w.decisions, w)


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_every_decision_and_its_answer_read_as_words_in_chinese(qtbot, met, language):
    i18n.set_language(language)
    try:
        w = MainWindow()
        qtbot.addWidget(w)
        w.resize(1366, 768)
        w.show()
        w.stack.setCurrentIndex(PAGE_GAME)
        qtbot.waitExposed(w)
        problems: dict[str, list] = {}
        for (ruleset, key), m in sorted(met.decisions.items()):
            texts = show(w, qtbot, m)
            found = [(plain(t)[:80], bad) for t in texts if (bad := latin_words(t))]
            own = [lab.text() for lab in w.decisions.widget.findChildren(QLabel) if lab.isVisibleTo(w)
                   and plain(lab.text()) and lab.parent().objectName() != "forHouse"]  # not the vassal's strip
            if len(own) < 2:
                found.append(("no heading and explanation", [plain(t)[:40] for t in own]))
            for e in m.answer_events:
                line = describe(e)
                if bad := latin_words(line):
                    found.append(("log: " + line, bad))
            w.decisions.clear_decision()
            if found:
                problems[f"{ruleset} {key}"] = found
        w._walk_board = None
        for (ruleset, kind), events in sorted(met.events.items()):
            names.use_ruleset(ruleset)
            for e in events:
                if bad := latin_words(describe(e)):
                    problems.setdefault(f"{ruleset} log {kind}", []).append((describe(e), bad))
        assert not problems, problems
    finally:
        i18n.set_language("en")
        names.use_ruleset("second_edition")


def test_no_decision_names_its_ids_in_english(qtbot, met):
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    w.stack.setCurrentIndex(PAGE_GAME)
    qtbot.waitExposed(w)
    problems = {}
    try:
        for (ruleset, key), m in sorted(met.decisions.items()):
            texts = show(w, qtbot, m)
            texts += [describe(e) for e in m.answer_events]
            shown = " ".join(plain(t) for t in texts)
            raw = sorted(i for i in ids_of(m.decision) if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", shown))
            if raw:
                problems[f"{ruleset} {key}"] = raw
            w.decisions.clear_decision()
    finally:
        names.use_ruleset("second_edition")
    assert not problems, problems


def test_scattering_dissent_is_headed_by_its_card_and_moves_read_from_an_area_to_another(qtbot, met):
    """The issue's own case: an 8-house game's Scattering Dissent in Chinese."""
    from agot_qt.words import prompts
    from engine.events import Event

    m = met.decisions[("mother_of_dragons", "choose|scattering-dissent:move|[str],str")]
    names.use_ruleset("mother_of_dragons")
    i18n.set_language("zh_CN")
    try:
        o = m.decision["options"]
        assert prompts.title(o["prompt"]) == names.card("scattering-dissent") == "散播异议"
        assert "忠诚标记" in prompts.text(o["prompt"], o)
        src, dest = next(x for x in o["options"] if isinstance(x, list))
        assert prompts.option_label(o["prompt"], [src, dest], o) == f"从{names.region(src)}到{names.region(dest)}"
        line = describe(Event("Chose", {"house": "martell", "prompt": "scattering-dissent:move", "choice": "none"}))
        assert line == "马泰尔选择：不移动标记（散播异议）。"
    finally:
        i18n.set_language("en")
        names.use_ruleset("second_edition")


def test_a_move_from_an_area_to_another_is_chosen_on_the_map_too(qtbot, met):
    """Scattering Dissent's moves: click the area the token leaves (its destinations light up),
    then the area it goes to."""
    m = met.decisions[("mother_of_dragons", "choose|scattering-dissent:move|[str],str")]
    w = MainWindow()
    qtbot.addWidget(w)
    names.use_ruleset("mother_of_dragons")
    try:
        w.scene.set_view(m.view)
        w.decisions.set_decision(m.seat, m.decision, m.view, [])
        widget = w.decisions.widget
        sent = []
        widget.submitted.connect(sent.append)
        src, dest = next(o for o in m.decision["options"]["options"] if isinstance(o, list))
        assert w.scene.regions[src].highlight == "candidate"
        assert widget.hint(src) == "Click, then click where it goes."
        widget.region_clicked(src)
        assert w.scene.regions[src].highlight == "source" and w.scene.regions[dest].highlight == "legal"
        assert "from " + names.region(src) in widget.hint(dest)
        widget.region_clicked(dest)
        assert len(sent) == 1 and list(sent[0].choice) == [src, dest]
    finally:
        names.use_ruleset("second_edition")
