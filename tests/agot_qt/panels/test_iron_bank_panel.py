"""The Iron Bank on screen: offered where a game is made, the market and each house's loans and
debt in a panel of its own, a loan bought and interest paid in the log, in three languages."""
from __future__ import annotations

from engine.events import Event
from engine.game import Game

from ..vassal_games import play_until


def _bank_game(**options) -> Game:
    return Game.new(players=7, seed=2, ruleset="mother_of_dragons", options={"iron_bank": True, **options})


def _bought(g: Game) -> bool:
    bank = g.view(None).get("iron_bank") or {}
    return any(bank.get("loans", {}).values()) and g.s.stack[-1]["kind"] != "iron-bank"


def test_the_iron_bank_is_offered_where_a_game_is_made(qtbot):
    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.net.host_cli import build_session, parser
    from agot_qt.screens.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    d.edition.setCurrentIndex(d.edition.findData("second_edition"))
    assert not d.iron_bank.isEnabled() and d.iron_bank.toolTip()
    d.edition.setCurrentIndex(d.edition.findData("mother_of_dragons"))
    d.iron_bank.setChecked(True)
    assert d.result_settings()["iron_bank"]
    form = LobbyScreen()
    qtbot.addWidget(form)
    form.edition.setCurrentIndex(form.edition.findData("mother_of_dragons"))
    form.iron_bank.setChecked(True)
    assert form.settings()["options"]["iron_bank"]
    session, _ = build_session(parser().parse_args(["--ruleset", "mother_of_dragons", "--players", "7",
                                                    "--iron-bank", "--no-save"]))
    assert session.game.s.options.get("iron_bank") and session.game.view(None).get("iron_bank")


def test_the_iron_bank_panel_shows_the_market_and_the_debts(qtbot):
    from agot_qt.words import names
    from agot_qt.panels.iron_bank import loan_text

    from ..helpers import window_with

    g = play_until(_bank_game(), _bought, limit=20000)
    bank = g.view(None)["iron_bank"]
    debtor, loans = next((h, ls) for h, ls in bank["loans"].items() if ls)
    human = g.waiting_for()[0].seat
    w, lg = window_with(qtbot, g, [human])
    panel = w.iron_bank
    assert panel.isVisible() or not panel.isHidden()
    text = panel.text()
    assert names.house(debtor) in text and names.any_id(loans[0]) in text
    assert "owes" in text
    for slot in bank["slots"]:
        if slot["loan"]:
            assert names.any_id(slot["loan"]) in text
    assert loan_text(loans[0]) and "Power" in loan_text("customs-officer")
    lg.stop()


def test_a_game_without_the_bank_has_no_bank_panel(qtbot):
    from ..helpers import window_with

    w, lg = window_with(qtbot, Game.new(players=3, seed=1), ["stark"])
    assert w.iron_bank.isHidden()
    lg.stop()


def test_loans_and_interest_are_told_in_the_log_in_three_languages():
    from engine.ruleset import DEFAULT_RULESET

    from agot_qt.words import i18n, log_text, names
    from agot_qt.panels.iron_bank import loan_text

    names.use_ruleset("mother_of_dragons")
    bought = Event("LoanBought", {"house": "stark", "loan": "customs-officer", "cost": 4, "slot": 2,
                                  "region": "the-narrow-sea", "interest": 1})
    paid = Event("InterestPaid", {"house": "stark", "owed": 2, "paid": 1, "unpaid": 1})
    try:
        assert log_text.describe(bought) == "Stark buys Customs Officer from the Iron Bank for 4 power."
        assert log_text.describe(paid) == "Stark pays the Iron Bank 1 of 2 power in interest."
        i18n.set_language("zh_CN")
        assert "海关官员" in log_text.describe(bought) and "{" not in log_text.describe(paid)
        assert loan_text("customs-officer") == "获得 10 个权力标记。"
        i18n.set_language("zh_TW")
        assert "海關官員" in log_text.describe(bought)
        assert loan_text("customs-officer") == "獲得 10 個權力標記。"
    finally:
        i18n.set_language("en")
        names.use_ruleset(DEFAULT_RULESET)


def test_the_iron_bank_order_is_in_the_tray_and_may_come_on_top_of_the_others(qtbot):
    from agot_qt.words import names

    from ..helpers import window_with
    from ..vassal_games import awaits

    def ready(g: Game) -> bool:
        if not awaits("place-orders", vassal=False)(g):
            return False
        d = g.waiting_for()[0]
        return "iron-bank" in d.options.get("extra_tokens", []) and any(
            names_kind(r) == "sea" for r in d.options["regions"])

    g = play_until(_bank_game(), ready, limit=20000)
    d = g.waiting_for()[0]
    w, lg = window_with(qtbot, g, [d.seat])
    qtbot.waitUntil(lambda: w.decisions.widget is not None, timeout=5000)
    widget = w.decisions.widget
    assert "iron-bank" in widget.token_buttons and names.token("iron-bank") == "Iron Bank"
    regions = widget.options["regions"]
    sea = next(r for r in regions if names_kind(r) == "sea")
    land = next((r for r in regions if names_kind(r) != "sea"), None)
    if land is not None:
        assert not widget.set_order(land, "iron-bank"), "at sea only"
    for r in regions:  # every area its order, then the Bank's on top
        token = next(t for t in widget.options["tokens"] if widget.can_use(t, r) and t != "iron-bank")
        assert widget.set_order(r, token)
    assert widget.ready()
    assert widget.set_order(sea, "iron-bank") and widget.ready(), "in place of an order"
    lg.stop()


def names_kind(region: str) -> str:
    from agot_qt.words import names

    return names.ruleset().regions[region].kind


def test_buying_a_loan_names_each_loan_with_its_price_and_text(qtbot):
    from PySide6.QtWidgets import QPushButton

    from agot_qt.words import names
    from agot_qt.decisions.choices import ChooseWidget

    from ..helpers import window_with
    from ..vassal_games import awaits

    g = play_until(_bank_game(), awaits("choose", vassal=False, prompt="iron-bank-loan"), limit=20000)
    d = g.waiting_for()[0]
    w, lg = window_with(qtbot, g, [d.seat])
    qtbot.waitUntil(lambda: w.decisions.widget is not None, timeout=5000)
    widget = w.decisions.widget
    assert isinstance(widget, ChooseWidget)
    texts = [b.text() for b in widget.findChildren(QPushButton)]
    for loan, cost in d.options["costs"].items():
        if loan in d.options["options"]:
            label = f"{names.any_id(loan)} — {cost} power"
            assert label in texts
            assert next(b for b in widget.findChildren(QPushButton) if b.text() == label).toolTip()
    from PySide6.QtWidgets import QLabel

    labels = " ".join(lab.text() for lab in widget.findChildren(QLabel))
    assert "The Iron Bank" in labels and names.region(d.options["region"]) in labels
    lg.stop()


def test_an_area_improved_by_a_loan_shows_its_values_now(qtbot):
    from ..helpers import window_with

    g = Game.new(players=7, seed=2, ruleset="mother_of_dragons", options={"iron_bank": True})
    w, lg = window_with(qtbot, g, [g.waiting_for()[0].seat])
    view = w.current_view()
    region = "harrenhal"  # a castle on the printed board
    before = w.region_tooltip(region)
    assert "stronghold" not in before
    view.setdefault("area_values", {})[region] = {"castle": "stronghold", "crowns": 3, "barrels": 2}
    tip = w.region_tooltip(region)
    assert "stronghold" in tip and "3 power crown" in tip
    lg.stop()


def test_the_board_shows_an_improved_areas_icons(qtbot):
    from ..helpers import window_with

    g = Game.new(players=7, seed=2, ruleset="mother_of_dragons", options={"iron_bank": True})
    w, lg = window_with(qtbot, g, [g.waiting_for()[0].seat])
    view = dict(w.current_view())
    label = w.scene.labels["harrenhal"]
    assert label.castle == "castle"
    view["area_values"] = {"harrenhal": {"castle": "stronghold", "crowns": 2, "barrels": 1}}
    w.scene.set_view(view)
    assert (label.castle, label.crowns, label.barrels) == ("stronghold", 2, 1)
    view["area_values"] = {}
    w.scene.set_view(view)
    assert label.castle == "castle", "back to the printed board"
    lg.stop()


def test_the_iron_bank_screenshot_shows_houses_in_debt():
    from agot_qt.devtools.screenshots import SHOTS, iron_bank_position

    g = iron_bank_position()
    bank = g.view(None)["iron_bank"]
    assert sum(1 for loans in bank["loans"].values() if loans) >= 2 and "iron-bank" in SHOTS


def test_the_battle_preview_reads_the_areas_as_the_iron_bank_left_them():
    """The window's battle preview uses the engine's strength rules on the view, which now ask
    every area's values through the Iron Bank's changes (none in most games)."""
    from engine import commands as C

    from agot_qt.model import combat_preview

    from ..helpers import army, position

    g = position(phase="march", turn="stark", units={
        "winterfell": army("stark", "knight", "siege-engine"),
        "moat-cailin": army("greyjoy", "footman"),
    }, orders={"winterfell": ["stark", "march"]})
    g.act("stark", C.ResolveMarch("winterfell", (("moat-cailin", ("knight", "siege-engine")),)))
    preview = combat_preview(g.view("stark"), [])  # a siege engine asks whether the area has a castle
    assert preview is not None and preview["attacker"]["units"] == 2 + 4


def test_the_spymasters_choice_and_the_loan_log_read_as_words():
    from engine.events import Event

    from agot_qt.words import log_text, names
    from agot_qt.words.prompts import bank_option_label

    names.use_ruleset("mother_of_dragons")
    try:
        label = bank_option_label("loan-spymaster-arrange", [["mustering"], ["dark-wings-dark-words"]], {})
        assert label == "On top: Mustering · at the bottom: Dark Wings, Dark Words"
        assert bank_option_label("loan-spymaster-arrange", [[], ["mustering"]], {}).startswith("On top: —")
        assert bank_option_label("iron-bank-loan", "none", {"costs": {}}) == "No loan"
        chose = Event("Chose", {"house": "greyjoy", "choice": "spymaster", "prompt": "iron-bank-loan"})
        assert log_text.describe(chose) == "Greyjoy chooses: Spymaster (The Iron Bank)."
    finally:
        from engine.ruleset import DEFAULT_RULESET

        names.use_ruleset(DEFAULT_RULESET)
