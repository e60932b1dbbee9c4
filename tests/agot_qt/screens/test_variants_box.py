"""Where a game is set up, the variants: the new-game dialog and the LAN host form offer the
engine registry's playable variants, grouped as it groups them, with the engine's reasons for
what cannot be played; a refused combination says why and starts nothing, and the choice is
remembered with the dialog's other settings."""
from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog

from engine import variants as engine_variants
from engine.decks import groups as deck_groups
from engine.errors import refuse_variant

from agot_qt.screens.variants_box import TABLE_GROUP
from agot_qt.words import variants as words

# the new-game dialog's: the table's own variants (a chess clock, votes) are a LAN host's
PLAYABLE = [vid for vid, v in engine_variants.VARIANTS.items() if v.implemented and v.group != TABLE_GROUP]


@pytest.fixture(autouse=True)
def _fresh_settings():
    QSettings().remove("new_game")
    QSettings().remove("lan/host_form")
    yield
    QSettings().remove("new_game")
    QSettings().remove("lan/host_form")


def _dialog(qtbot):
    from agot_qt.screens.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    return d


def test_the_dialog_offers_the_registrys_playable_variants_in_its_groups(qtbot):
    d = _dialog(qtbot)
    assert list(d.variants.rows) == PLAYABLE and PLAYABLE, "the registry's order, playable ones only"
    assert not [v for v in PLAYABLE if engine_variants.VARIANTS[v].group == TABLE_GROUP]
    groups = list(dict.fromkeys(engine_variants.VARIANTS[v].group for v in PLAYABLE))
    assert [d.variants.tabs.tabText(i) for i in range(d.variants.tabs.count())] == [words.group(g) for g in groups]
    row = d.variants.rows["draft-house-cards"]
    assert row.box.text() == "Draft house cards"
    assert "Default: off" in row.line.text() and "pool of decks" in row.line.text()
    assert not [v for v in engine_variants.VARIANTS if v not in PLAYABLE and v in d.variants.rows]


def test_the_lan_host_forms_variants_add_the_tables_own(qtbot):
    from agot_qt.screens.variants_box import VariantsDialog

    dlg = VariantsDialog("second_edition", 6, {}, {})
    qtbot.addWidget(dlg)
    table = [v for v in dlg.box.rows if engine_variants.VARIANTS[v].group == TABLE_GROUP]
    assert table == ["tournament-mode", "private-game", "game-clock"]
    assert list(dlg.box.rows) == [v for v in engine_variants.VARIANTS
                                  if engine_variants.VARIANTS[v].implemented], "every playable one"


def test_a_variant_the_engine_makes_playable_appears_by_itself(qtbot, monkeypatch):
    # the hidden-information group without its modules: the dialog has neither its rows nor its tab
    group = [vid for vid, v in engine_variants.VARIANTS.items() if v.group == "hidden information"]
    assert "fog-of-war" in group and all(engine_variants.VARIANTS[vid].implemented for vid in group)
    for vid in group:
        monkeypatch.setitem(engine_variants.VARIANTS, vid, dataclasses.replace(engine_variants.VARIANTS[vid], module=""))
    d = _dialog(qtbot)
    assert not [vid for vid in group if vid in d.variants.rows]
    titles = [d.variants.tabs.tabText(i) for i in range(d.variants.tabs.count())]
    assert words.group("hidden information") not in titles
    # the engine plays fog of war: the dialog offers it in its group with no change to the window
    fog = engine_variants.VARIANTS["fog-of-war"]
    monkeypatch.setitem(engine_variants.VARIANTS, "fog-of-war", dataclasses.replace(fog, module="engine.variants.fog"))
    d = _dialog(qtbot)
    assert "fog-of-war" in d.variants.rows
    titles = [d.variants.tabs.tabText(i) for i in range(d.variants.tabs.count())]
    assert words.group("hidden information") in titles
    assert d.variants.rows["fog-of-war"].box.text() == "Fog of war"


def test_a_refused_combination_says_the_engines_reason_and_starts_nothing(qtbot, monkeypatch):
    from agot_qt.main_window import MainWindow
    from agot_qt.screens.new_game import NewGameDialog

    w = MainWindow()
    qtbot.addWidget(w)
    seen = {}

    def exec_(dlg):
        rows = dlg.variants.rows
        for vid in ("draft-house-cards", "thematic-draft", "random-draft"):
            rows[vid].box.setChecked(True)
        seen["problem"] = dlg.variants.problem_label.text()
        seen["ok"] = dlg.ok_button.isEnabled()
        dlg.accept()  # as Enter would: refused all the same
        seen["chosen"] = dlg.variants.chosen()
        return dlg.result()

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    w.new_game_dialog()
    assert seen["problem"] == ("This combination cannot be played: Thematic draft cannot be played together "
                               "with Random draft")
    assert seen["ok"] is False
    assert w.game is None, "nothing started"
    assert seen["chosen"] == {"draft-house-cards": True, "thematic-draft": True, "random-draft": True}, \
        "every choice is still there to change"


def test_a_refusal_only_the_set_up_finds_is_said_in_the_dialog(qtbot, monkeypatch):
    from engine.variants import drafts

    def short(*_args, **_kw):
        raise refuse_variant("draft-pool-short", n=4)

    monkeypatch.setattr(drafts, "check_pool", short)
    d = _dialog(qtbot)
    d.variants.rows["draft-house-cards"].box.setChecked(True)
    assert d.ok_button.isEnabled(), "the combination itself is fine"
    d.accept()
    assert d.result() != QDialog.DialogCode.Accepted
    assert d.variants.problem_label.text().endswith(
        "the decks drafted from hold too few cards of strength 4 for every player")
    assert d.variants.chosen() == {"draft-house-cards": True}


def test_an_edition_that_rules_a_variant_out_greys_it_with_the_reason_and_keeps_the_choice(qtbot):
    d = _dialog(qtbot)
    d.variants.rows["draft-house-cards"].box.setChecked(True)
    d.variants.rows["limited-draft"].box.setChecked(True)
    d.edition.setCurrentIndex(d.edition.findData("first_edition"))
    row = d.variants.rows["draft-house-cards"]
    assert not row.isEnabled() and "Draft house cards is not played in First edition" in row.line.text()
    assert d.variants.chosen() == {} and d.ok_button.isEnabled()
    d.edition.setCurrentIndex(d.edition.findData("second_edition"))
    assert row.isEnabled()
    assert d.variants.chosen() == {"draft-house-cards": True, "limited-draft": True}


def test_deck_groups_the_engine_cannot_draft_from_are_greyed_out(qtbot):
    d = _dialog(qtbot)
    d.variants.rows["draft-house-cards"].box.setChecked(True)
    row = d.variants.rows["draft-deck-selection"]
    for value, box in row.values.items():
        assert box.isEnabled() == (value in deck_groups()), value
        assert box.isChecked() == (value in deck_groups()), "a group it cannot draft from is not ticked"
    assert row.value() is None, "every group offered ticked: the default"
    offered = [v for v in row.values if v in deck_groups()]
    row.values[offered[-1]].setChecked(False)
    assert row.value() == offered[:-1]


def test_the_dialog_remembers_its_variants_and_the_game_plays_them(qtbot, monkeypatch):
    from agot_qt.main_window import MainWindow
    from agot_qt.screens.new_game import NewGameDialog

    d = _dialog(qtbot)
    d.variants.rows["draft-house-cards"].box.setChecked(True)
    d.variants.rows["draft-influence-tracks"].box.setChecked(True)
    d.accept()
    assert d.result() == QDialog.DialogCode.Accepted
    again = _dialog(qtbot)
    assert again.variants.chosen() == {"draft-house-cards": True, "draft-influence-tracks": True}
    w = MainWindow()
    qtbot.addWidget(w)

    def exec_(dlg):
        dlg.accept()
        return dlg.result()

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    w.new_game_dialog()
    assert w.game is not None
    options = w.game.session.game.s.options
    assert options["variants"] == {"draft-house-cards": True, "draft-influence-tracks": True}
    w.game.stop()


def test_the_lan_host_form_offers_the_same_variants_and_the_tables_and_refuses_alike(qtbot, monkeypatch):
    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.screens.variants_box import VariantsDialog

    form = LobbyScreen()
    qtbot.addWidget(form)
    assert form.variants_line.text() == "None: the edition as it is"
    chosen_in_dialog = {}

    def exec_(dlg):
        assert list(dlg.box.rows) == [v for v in engine_variants.VARIANTS if engine_variants.VARIANTS[v].implemented]
        dlg.box.rows["draft-house-cards"].box.setChecked(True)
        dlg.box.rows["thematic-draft"].box.setChecked(True)
        dlg.box.rows["random-draft"].box.setChecked(True)
        chosen_in_dialog["ok"] = dlg.ok_button.isEnabled()
        dlg.box.rows["random-draft"].box.setChecked(False)
        return 1

    monkeypatch.setattr(VariantsDialog, "exec", exec_)
    form.choose_variants()
    assert chosen_in_dialog["ok"] is False
    assert form.settings()["variants"] == {"draft-house-cards": True, "thematic-draft": True}
    assert "Thematic draft" in form.variants_line.text() and form.host_button.isEnabled()
    form.edition.setCurrentIndex(form.edition.findData("first_edition"))
    assert not form.host_button.isEnabled()
    assert "Draft house cards is not played in First edition" in form.variants_line.text()
    form.edition.setCurrentIndex(form.edition.findData("second_edition"))
    form._remember_form(form.settings())
    again = LobbyScreen()
    qtbot.addWidget(again)
    assert again.settings()["variants"] == {"draft-house-cards": True, "thematic-draft": True}


def test_the_lan_host_plays_the_variants_chosen(qtbot):
    from agot_qt.lan.remote import LanHost

    lan = LanHost.new("Draft night", 4, False, {"stark": "open"}, seed=3,
                      variants={"draft-house-cards": True, "limited-draft": True})
    assert lan.session.game.s.options["variants"] == {"draft-house-cards": True, "limited-draft": True}
    assert [d.kind for d in lan.session.game.waiting_for()] == ["draft"]


def test_a_number_or_a_choice_is_set_beside_its_name_and_kept(qtbot, monkeypatch):
    for vid in ("victory-points-needed", "game-clock"):
        monkeypatch.setitem(engine_variants.VARIANTS, vid,
                            dataclasses.replace(engine_variants.VARIANTS[vid], module="engine.variants.drafts"))
    from agot_qt.screens.variants_box import VariantsBox

    box = VariantsBox(lan=True)  # (the chess clock is a LAN table's)
    qtbot.addWidget(box)
    box.set_game("second_edition", 6, {})
    target, clock = box.rows["victory-points-needed"], box.rows["game-clock"]
    assert box.chosen() == {} and not target.number.isEnabled()
    assert "Default: as the edition plays it" in target.line.text() and "Default: off" not in target.line.text()
    target.box.setChecked(True)
    target.number.setValue(9)
    clock.box.setChecked(True)
    assert clock.choice.currentData() == 60 and clock.choice.currentText() == "60 min"
    clock.choice.setCurrentIndex(clock.choice.findData(90))
    assert box.chosen() == {"victory-points-needed": 9, "game-clock": 90} and box.problem is None
    again = VariantsBox(lan=True)
    qtbot.addWidget(again)
    again.set_game("second_edition", 6, {})
    again.set_chosen(box.chosen())
    assert again.chosen() == {"victory-points-needed": 9, "game-clock": 90}
