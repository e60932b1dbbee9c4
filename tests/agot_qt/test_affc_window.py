"""A Feast for Crows on screen: offered in the new-game dialog (hot-seat included) and the LAN
host form; the objective hand as a panel (points for this house, met now as the engine says),
the special objectives, the scored objectives of every house and the victory-point track; the
objective decisions answered from their widget; every new text in English, Simplified and
Traditional Chinese (docs/RULES.md, A Feast for Crows)."""
from __future__ import annotations

import pytest

from agot_qt.words import i18n, names
from engine.ruleset import OFFERED_RULESETS, load_ruleset

from .helpers import window_with

RULESET = "a_feast_for_crows"


def test_a_new_game_and_a_lan_game_offer_the_scenario_for_four(qtbot):
    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.screens.new_game import NewGameDialog

    assert RULESET in OFFERED_RULESETS and RULESET in names.editions(), "it plays to the end (selfplay --check)"
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.edition.setCurrentIndex(d.edition.findData(RULESET))
    assert (d.players.minimum(), d.players.maximum()) == (4, 4)
    d.house_boxes["arryn"].setChecked(True)
    assert "arryn" in d.result_settings()["humans"] and d.result_settings()["edition"] == RULESET
    form = LobbyScreen()
    qtbot.addWidget(form)
    form.edition.setCurrentIndex(form.edition.findData(RULESET))
    assert form.players.maximum() == 4


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_every_objective_card_and_text_is_named_in_every_language(qtbot, lang):
    rs = load_ruleset(RULESET)
    i18n.set_language(lang)
    try:
        names.use_ruleset(RULESET)
        ids = list(rs.objective_cards) + [s["id"] for s in rs.special_objectives.values()]
        shown = {c: (names.objective(c), names.objective_text(c)) for c in ids}
        assert all(n != c and t for c, (n, t) in shown.items())
        texts = [names.house_card_text(c) for c in rs.house_card_ids["arryn"] if rs.house_cards[c].ability]
        texts += [names.westeros_text(c) for c in set(rs.westeros_decks["I"])]
        cards = [names.card(c) for c in list(rs.house_card_ids["arryn"]) + list(set(rs.westeros_decks["I"]))]
        if lang != "en":  # nothing left in English
            english = {c["name"] for c in rs.objective_cards.values()} | {
                c["condition"] for c in rs.objective_cards.values()}
            assert not [v for n, t in shown.values() for v in (n, t) if v in english]
            assert not [t for t in texts if t.isascii()] and not [c for c in cards if c.isascii()]
        assert names.edition(RULESET) != RULESET
    finally:
        names.use_ruleset("second_edition")
        i18n.set_language("en")


def test_the_objectives_panel_shows_the_engines_answers_and_hides_other_hands(qtbot):
    """The panel lists this seat's hand with each card's points and met-now flag as the view
    gives them, every house's special objective, the scored cards and points; never another
    house's hand."""
    from agot_qt.devtools.screenshots import feast_for_crows_scoring

    g = feast_for_crows_scoring()
    w, lg = window_with(qtbot, g, ["stark"])
    try:
        view = lg.model.any_view()
        text = w.objectives.text()
        assert w.objectives.isVisible() or not w.left_panel.is_open()
        for c in view["my_objectives"]:
            assert names.objective(c["id"]) in text
        mine = {c["id"]: c["met"] for c in view["my_objectives"]}
        assert mine == {"the-raven": True, "take-the-black": True, "hold-court": False}
        assert text.count("met now") == sum(mine.values()) + sum(
            s["met"] for s in view["special_objectives"].values())
        assert "Nothing but Ghosts" in text and "5 of 7 points" in text  # Lannister's scored card, its points
        for other in ("a-riper-fruit", "pull-the-weeds", "crossing-guard"):  # other houses' hands
            assert names.objective(other) not in text
        # the victory-point track in the status board, from the view's scores
        assert view["victory_scores"] == view["victory_points"]
        assert "Round 3 of 10" in w.round_status.text()
    finally:
        lg.stop()
        w.close()
        names.use_ruleset("second_edition")


def test_the_scoring_widget_sends_the_ticked_objective(qtbot):
    from agot_qt.decisions.objectives import ObjectivesWidget
    from agot_qt.devtools.screenshots import feast_for_crows_scoring

    g = feast_for_crows_scoring()
    w, lg = window_with(qtbot, g, ["stark"])
    try:
        qtbot.waitUntil(lambda: isinstance(w.decisions.widget, ObjectivesWidget), timeout=5000)
        widget = w.decisions.widget
        assert sorted(widget.boxes) == ["take-the-black", "the-raven"] and widget.optional
        assert not widget.confirm.isEnabled()
        widget.toggle("the-raven")
        widget.toggle("take-the-black")  # one at most: the other stays unticked
        assert widget.chosen() == ["the-raven"] and widget.confirm.isEnabled()
        widget.confirm_choice()
        qtbot.waitUntil(lambda: lg.model.any_view()["objectives_scored"]["stark"][-1:] == ["the-raven"],
                        timeout=5000)
    finally:
        lg.stop()
        w.close()
        names.use_ruleset("second_edition")


def test_keeping_three_of_five_from_the_widget(qtbot):
    from agot_qt.decisions.objectives import ObjectivesWidget
    from engine.game import Game

    g = Game.new(players=4, seed=3, ruleset=RULESET)
    w, lg = window_with(qtbot, g, ["arryn"])
    try:
        qtbot.waitUntil(lambda: isinstance(w.decisions.widget, ObjectivesWidget), timeout=10000)
        widget = w.decisions.widget
        assert len(widget.boxes) == 5 and widget.count == 3 and not widget.optional
        keep = list(widget.boxes)[:3]
        for c in keep:
            widget.toggle(c)
        widget.toggle(list(widget.boxes)[3])  # a fourth is refused by the form
        assert widget.chosen() == keep
        widget.confirm_choice()
        qtbot.waitUntil(lambda: sorted(c["id"] for c in lg.model.client("arryn").view["my_objectives"]) == sorted(keep)
                        if lg.model.client("arryn") and lg.model.client("arryn").view else False, timeout=10000)
    finally:
        lg.stop()
        w.close()
        names.use_ruleset("second_edition")


def test_a_hot_seat_game_runs_in_the_window(qtbot):
    from agot_qt.games.localgame import LocalGame
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    lg = LocalGame.new(4, ["arryn", "stark"], edition=RULESET, bot_delay_ms=0)
    w.start_game(lg)
    try:
        qtbot.waitUntil(lambda: lg.model.synced() and w.scene.rs.id == RULESET, timeout=20000)
        qtbot.waitUntil(lambda: "Round 1 of 10" in w.round_status.text(), timeout=5000)
        assert "Objectives" in w.round_status.text()  # the objectives are being kept
        assert sorted(lg.model.any_view()["houses"]) == ["arryn", "baratheon", "lannister", "stark"]
    finally:
        lg.stop()
        w.close()
        names.use_ruleset("second_edition")


def test_the_screenshot_position_is_stark_scoring(qtbot):
    from agot_qt.devtools.screenshots import SHOTS, feast_for_crows_scoring

    g = feast_for_crows_scoring()
    assert [(d.seat, d.options["purpose"]) for d in g.waiting_for()] == [("stark", "score")]
    assert "objectives" in SHOTS


def test_the_end_of_the_game_says_the_victory_points_decided(qtbot):
    from agot_qt.panels.game_over import victory_reason
    from tests.engine.a_feast_for_crows.helpers import objective_position

    g = objective_position({}, phase="consolidate", victory_points={"baratheon": 7},
                           westeros={"I": ["ironborn-raid"], "II": ["game-of-thrones"], "III": ["rains-of-autumn"]})
    won = [e.data for e in g._events if e.kind == "GameWon"] or [None]
    assert g.s.finished and g.s.winner == "baratheon"
    names.use_ruleset(RULESET)
    try:
        assert won[0] is not None and won[0]["why"] == "points" and won[0]["points"]["baratheon"] == 7
        text = victory_reason(won[0])  # the engine's own GameWon
        assert "7 victory points" in text and "Baratheon" in text
        text = victory_reason({"house": "stark", "why": "rounds", "rounds_played": 10,
                               "decided_by": {"rules": ["points"], "values": {"stark": {"points": 5}}}})
        assert "most victory points (5)" in text
    finally:
        names.use_ruleset("second_edition")


def test_the_game_chart_follows_the_victory_points_round_by_round(qtbot):
    from agot_qt.panels.game_over import MEASURES, Chronicle
    from engine.selfplay import play_game

    events = []
    line = play_game(4, 601, ruleset=RULESET, on_step=lambda g, evs: events.extend(evs))
    c = Chronicle.from_events(events)
    assert c.shown() == ("points", *MEASURES[1:])
    winner = line["winner"]
    assert c.series["points"][winner][-1] == 7 or len(c.rounds) == 10
    assert Chronicle.from_events([]).shown() == MEASURES  # other rulesets chart castles


def test_the_rules_reference_explains_objectives_and_the_new_deck_one(qtbot):
    from agot_qt.words import help as H

    assert set(H.EDITION_SECTIONS[RULESET]) <= set(H.KEYS)
    assert H.section_for("objectives") == "round"  # the objective forms link to it
    feast, second = H.section_html("round", RULESET), H.section_html("round", "second_edition")
    assert "victory points" in feast and "objective" in feast and "victory points" not in second
    assert "Shifting Ambitions" in H.section_html("westeros", RULESET)
    i18n.set_language("zh_CN")
    try:
        assert "胜利点" in H.section_html("round", RULESET)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1366, 768), (960, 1040), (1920, 1080)])
def test_the_players_objectives_are_in_sight_at_every_window_size(qtbot, size):
    """On a laptop screen (and a narrow window) the left column with the objectives panel starts
    folded: a summary at the top of the always-open right column names the player's own cards
    with their points and met-now marks and every house's points, and its link opens the panel.
    A wide window shows the panel itself and no summary."""
    from PySide6.QtCore import QSettings

    from agot_qt.devtools.screenshots import feast_for_crows_scoring

    g = feast_for_crows_scoring()
    w, lg = window_with(qtbot, g, ["stark"], size=size, whole_map=False)
    try:
        view = lg.model.any_view()
        summary = w.objectives_summary
        if size[0] >= 1600:
            assert w.left_panel.is_open() and w.objectives.isVisible() and not summary.isVisible()
            return
        assert not w.left_panel.is_open() and w.right_panel.is_open()
        assert summary.isVisible() and summary.width() <= w.right_panel.width()
        text = summary.text()
        for c in view["my_objectives"]:
            assert names.objective(c["id"]) in text
            assert names.objective_text(c["id"]) in summary.toolTip()
        assert text.count("✔") == sum(c["met"] for c in view["my_objectives"])
        for other in ("a-riper-fruit", "pull-the-weeds", "crossing-guard"):  # other houses' hands
            assert names.objective(other) not in text and names.objective(other) not in summary.toolTip()
        assert f"{names.house('lannister')} {view['victory_points']['lannister']}" in text
        summary.linkActivated.emit("open")
        qtbot.waitUntil(lambda: w.left_panel.is_open() and w.objectives.isVisible(), timeout=3000)
        assert not summary.isVisible()
        viewport = w.left_panel.content.viewport()  # scrolled to the panel's top
        qtbot.waitUntil(lambda: viewport.rect().contains(w.objectives.mapTo(viewport, w.objectives.rect().topLeft())),
                        timeout=3000)
    finally:
        QSettings().remove(w.left_panel.setting)  # the player's choice, not the next window's
        lg.stop()
        w.close()
        names.use_ruleset("second_edition")


def test_no_objectives_summary_without_objectives(qtbot):
    from engine.game import Game

    w, lg = window_with(qtbot, Game.new(players=3, seed=6), ["stark"], size=(1366, 768), whole_map=False)
    try:
        assert w.objectives_summary.isHidden() and not w.objectives_summary.text()
    finally:
        lg.stop()
        w.close()
