"""Panels that fit: at 1366x768, in English, Simplified and Traditional Chinese, every decision
kind shown with the longest options random games produced (e.g. the Messenger Raven with a long
area and order name) keeps its text and buttons whole: nothing runs past the panel's edge, no
label is cut short, no button is narrower than its text."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QWidget

from engine.bots.random_bot import RandomBot
from engine.game import Game

from agot_qt.words import i18n, names
from agot_qt.decisions.panel import WIDGETS
from agot_qt.main_window import PAGE_GAME, MainWindow


def longest_decisions() -> dict[str, tuple[str, dict, dict]]:
    """For each decision kind (and each prompt of `choose`), the one with the longest options
    met in a few seeded random games: (seat, decision, that seat's view)."""
    best: dict[str, tuple[int, str, dict, dict]] = {}
    games = [(seed, players, "second_edition", {"tides_of_battle": seed % 2 == 0})
             for seed in range(4) for players in (6, 3)]
    games += [(seed, 4, "a_feast_for_crows", {}) for seed in range(2)]  # its objectives
    games += [(0, 5, "mother_of_dragons", {"vassals": True, "iron_bank": True, "sea_orders": True})]
    # a house-card draft's picks (its longest: the whole pool offered, with the track places)
    drafts = {1: {"draft-house-cards": True, "draft-influence-tracks": True},
              2: {"draft-house-cards": True, "thematic-draft": True}}
    games += [(seed, 6, "second_edition", {"variants": v}) for seed, v in drafts.items()]
    games += [(3, 4, "second_edition", {"variants": {"draft-scenario": True}})]  # a start's changes
    for seed, players, ruleset, options in games:
        options = dict(options)
        variants = options.pop("variants", None)
        g = Game.new(players=players, seed=seed, options=options, ruleset=ruleset, variants=variants)
        bots = {h: RandomBot(seed * 100 + i) for i, h in enumerate(g.s.houses)}
        steps = 0
        while not g.finished and steps < 3000:
            steps += 1
            d = g.waiting_for()[0]
            wire = d.to_wire()
            view = g.view(d.seat)
            key = wire["kind"] + (":" + str(wire["options"].get("prompt", ""))
                                  if wire["kind"] in ("choose", "draft", "draft-scenario") else "")
            size = len(json.dumps(wire["options"]))
            if key not in best or size > best[key][0]:
                best[key] = (size, d.seat, wire, view)
            for attempt in range(50):
                try:
                    g.act(d.seat, bots[d.seat].propose(view, wire, attempt))
                    break
                except Exception:  # a random bot's illegal try: it proposes again
                    continue
    return {k: (seat, wire, view) for k, (_, seat, wire, view) in best.items()}


@pytest.fixture(scope="module")
def decisions():
    found = longest_decisions()
    assert {k.split(":")[0] for k in found} == set(WIDGETS), "every decision kind is met"
    return found


def clipped(widget: QWidget, room: int) -> list[str]:
    """What in `widget` is cut: text or controls past `room` pixels, labels or buttons too small."""
    out = []
    if widget.minimumSizeHint().width() > room or widget.width() > room:
        out.append(f"{type(widget).__name__} needs {widget.minimumSizeHint().width()} px of {room}")
    for child in widget.findChildren(QWidget):
        if not child.isVisibleTo(widget) or child.width() <= 0:
            continue
        right = child.mapTo(widget, child.rect().topRight()).x()
        if right > room + 1:
            out.append(f"{type(child).__name__} {getattr(child, 'text', lambda: '')()!r} ends at {right} of {room}")
        if isinstance(child, QLabel) and child.text():
            if child.wordWrap():
                if child.heightForWidth(child.width()) > child.height() + 1:
                    out.append(f"label {child.text()[:40]!r} is cut short")
            elif child.sizeHint().width() > child.width() + 1:
                out.append(f"label {child.text()[:40]!r} is wider than its place")
        elif isinstance(child, QAbstractButton) and child.text():
            if child.sizeHint().width() > child.width() + 1:
                out.append(f"button {child.text()[:40]!r} is narrower than its text")
        elif isinstance(child, QComboBox) and child.count():
            pass  # a list shows its entries whole when it opens
    return out


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_no_decision_panel_cuts_text_or_buttons_on_a_laptop(qtbot, decisions, language):
    for key in ("layout/tracks_open", "layout/decisions_open"):
        QSettings().remove(key)
    i18n.set_language(language)
    try:
        w = MainWindow()
        qtbot.addWidget(w)
        w.resize(1366, 768)
        w.show()
        w.stack.setCurrentIndex(PAGE_GAME)
        qtbot.waitExposed(w)
        problems = {}
        for key, (seat, wire, view) in sorted(decisions.items()):
            names.use_ruleset(view["ruleset"])  # as the window does when a game of it starts
            w.scene.set_view(view)
            w.decisions.set_decision(seat, wire, view, [])
            widget = w.decisions.widget
            qtbot.waitUntil(lambda: widget.isVisible(), timeout=2000)
            qtbot.wait(1)
            room = w.decisions.scroll.viewport().width()
            cut = clipped(widget, room)
            if cut:
                problems[key] = cut
            w.decisions.clear_decision()
        assert not problems, problems
    finally:
        i18n.set_language("en")
        names.use_ruleset("second_edition")


@pytest.fixture(scope="module")
def longest_battle(qapp):
    """The battle summary of a few seeded random games (both editions, with and without Tides
    of Battle) that takes the most room: the most lines in the English panel."""
    from agot_qt.words import names
    from agot_qt.outcomes.report_html import battle_html
    from PySide6.QtGui import QTextDocument

    best: tuple[int, dict] | None = None
    for seed, players, ruleset in ((0, 6, "second_edition"), (1, 6, "second_edition"), (2, 5, "second_edition"),
                                   (3, 5, "first_edition"), (4, 4, "first_edition")):
        g = Game.new(players=players, seed=seed, ruleset=ruleset, options={"tides_of_battle": seed % 2 == 0}
                     if ruleset == "second_edition" else {})
        bots = {h: RandomBot(seed * 100 + i) for i, h in enumerate(g.s.houses)}
        steps = 0
        names.use_ruleset(ruleset)
        while not g.finished and steps < 3000:
            steps += 1
            d = g.waiting_for()[0]
            view = g.view(d.seat)
            for attempt in range(50):
                try:
                    events = g.act(d.seat, bots[d.seat].propose(view, d.to_wire(), attempt))
                    break
                except Exception:  # a random bot's illegal try: it proposes again
                    continue
            for e in events:
                if e.kind == "CombatEnded":
                    doc = QTextDocument()
                    doc.setHtml(battle_html(e.data["summary"]))
                    doc.setTextWidth(450)
                    size = int(doc.size().height())
                    if best is None or size > best[0]:
                        best = (size, dict(e.data["summary"], ruleset=ruleset))
    names.use_ruleset("second_edition")
    assert best is not None
    return best[1]


def heavier(summary: dict, times: int) -> dict:
    """The same battle with its casualties and abilities `times` as many (a battle richer in
    abilities and losses than the seeded games met)."""
    return dict(summary, abilities=list(summary.get("abilities", [])) * times,
                casualties=list(summary.get("casualties", [])) * times,
                passive=list(summary.get("passive", [])) * times)


def too_long_for_one_column(w, summary: dict) -> dict:
    """The longest battle made just long enough that one column would have to scroll."""
    from agot_qt.outcomes.overlay import BODY_PT, MARGIN, WIDTH, html_of

    room = w.map_view.height() - 2 * MARGIN - w.outcomes._head_height(WIDTH)
    for times in range(2, 40):
        heavy = heavier(summary, times)
        if w.outcomes._body_height(html_of(("battle", heavy), 1), WIDTH, BODY_PT) > room:
            return heavy
    raise AssertionError("no battle too long for one column")


@pytest.mark.parametrize("heavy", [False, True])
@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_longest_battle_fits_a_laptop_screen_without_scrolling(qtbot, longest_battle, language, heavy):
    from agot_qt.words import names

    summary = {k: v for k, v in longest_battle.items() if k != "ruleset"}
    i18n.set_language(language)
    names.use_ruleset(longest_battle["ruleset"])
    try:
        w = MainWindow()
        qtbot.addWidget(w)
        w.resize(1366, 768)
        w.show()
        w.stack.setCurrentIndex(PAGE_GAME)
        w.left_panel.set_open(False)
        w.right_panel.set_open(False)
        qtbot.waitExposed(w)
        if heavy:
            summary = too_long_for_one_column(w, summary)
        w.outcomes.show_outcome(("battle", summary))
        qtbot.waitUntil(lambda: w.outcomes.isVisible() and w.outcomes.body.isVisible(), timeout=2000)
        qtbot.wait(1)
        bar = w.outcomes.body.verticalScrollBar()
        assert bar.maximum() == 0, f"{bar.maximum()} px to scroll in {w.outcomes.columns} column(s)"
        assert w.outcomes.geometry().bottom() <= w.map_view.height()
        assert w.outcomes.body.font().pointSizeF() >= 9, "still readable"
        if heavy:
            assert w.outcomes.columns == 2, "too long for one column at 1366x768"
        text = w.outcomes.text()
        for c in summary.get("casualties", []):
            assert names.unit(c["unit"]) in text
    finally:
        names.use_ruleset("second_edition")
        i18n.set_language("en")


@pytest.mark.parametrize("ruleset", ["second_edition", "first_edition"])
@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_westeros_draw_and_its_wildling_track_fit_a_laptop_screen(qtbot, language, ruleset):
    """The three longest Westeros (or event) cards of each deck, each with a wildling icon, and the
    track under them: nothing to scroll, the track whole inside the panel above the map's edge."""
    from engine.events import Event

    from agot_qt.words import names

    i18n.set_language(language)
    names.use_ruleset(ruleset)
    try:
        w = MainWindow()
        qtbot.addWidget(w)
        w.resize(1366, 768)
        w.show()
        w.stack.setCurrentIndex(PAGE_GAME)
        qtbot.waitExposed(w)
        deck_cards = names.ruleset().westeros_decks
        decks = sorted(deck_cards)
        longest = [max(deck_cards[d], key=lambda k: len(names.westeros_text(k))) for d in decks]
        w.outcomes.add_events([])  # the log so far: nothing
        w.outcomes.add_events([Event("WesterosCardsRevealed", {
            "cards": longest, "decks": decks, "wildling_icons": [True] * len(decks), "threat_before": 6,
            "threat": 12})])
        o = w.outcomes
        qtbot.waitUntil(lambda: o.isVisible() and o.track.isVisible(), timeout=2000)
        qtbot.wait(1)
        assert o.body.verticalScrollBar().maximum() == 0
        assert o.geometry().bottom() <= w.map_view.height()
        track = o.track.geometry()
        assert track.width() >= o.track.minimumSizeHint().width() and track.height() >= o.track.sizeHint().height()
        assert o.rect().contains(track), "the track inside the panel"
        x0, _top, cell, _h, step, most = o.track.marker.geometry
        assert x0 >= 0 and x0 + (most // step + 1) * cell <= track.width(), "every cell of the track shown"
        assert "6 → 12" in o.text(), "the text line stays"
    finally:
        names.use_ruleset("second_edition")
        i18n.set_language("en")
