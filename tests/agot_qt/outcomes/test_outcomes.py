"""Battles, bids and the Westeros draw on screen: the outcome panel over the map shows the
engine's numbers in a player's, a spectator's and a replay's window, and the log reopens it."""
from __future__ import annotations

from engine import commands as C
from engine.positions import build_position
from engine.save import make_save

from agot_qt.outcomes.overlay import outcome_of

from ..helpers import army, position, window_with

TIE = {  # Stark (4th on the Fiefdoms track) attacks Lannister (3rd) at 4 against 4
    "players": 6, "phase": "march", "turn": "stark", "blade_used": True,
    "tracks": {"fiefdoms": ["greyjoy", "tyrell", "lannister", "stark", "baratheon", "martell"]},
    "units": {"stoney-sept": army("stark", "footman", "footman"), "harrenhal": army("lannister", "footman", "footman"),
              "the-arbor": army("tyrell", "footman")},
    "orders": {"stoney-sept": ["stark", "march"], "the-arbor": ["tyrell", "march"]},
    "hands": {"stark": ["greatjon-umber"], "lannister": ["ser-jaime-lannister"]},
}


def _summary_shown(w) -> bool:
    cur = w.outcomes.current()
    return cur is not None and cur[0] == "battle"


def _check_tie_summary(w, summary) -> None:
    text = w.outcomes.text()
    assert "Battle for Harrenhal" in text
    assert "4 to 4" in text and "Fiefdoms" in text, text  # the tie and the track that decided it
    for term in ("Units", "Order", "Support", "House card", "Total", "Swords", "Fortifications"):
        assert term in text, term
    assert "Skulls" not in text and "Garrison" not in text, "rows with nothing on either side are left out"
    assert "Greatjon Umber" in text and "Ser Jaime Lannister" in text
    assert summary["tie_break"]["track"] == "fiefdoms" and summary["winner"] == "lannister"
    assert summary["icons"]["defender"]["swords"] == 1
    assert "1 sword against no fortifications" in text  # Jaime's sword on Greatjon's none
    assert "0 skulls" not in text and "(casualties)" not in text, "no empty counts, no ids"
    assert "(Lannister 3rd, Stark 4th)" in text
    assert "retreats to Stoney Sept" in text


def test_a_players_window_shows_the_battle_it_fought(qtbot):
    w, lg = window_with(qtbot, build_position(TIE), ["stark"])
    m = lg.model
    m.send("stark", C.ResolveMarch("stoney-sept", (("harrenhal", ("footman", "footman")),)))
    qtbot.waitUntil(lambda: any(d["kind"] == "house-card" for d in m.view("stark")["decisions"]), timeout=5000)
    m.send("stark", C.ChooseHouseCard("greatjon-umber"))
    qtbot.waitUntil(lambda: any(d["kind"] == "select-units" for d in m.view("stark")["decisions"]), timeout=5000)
    m.send("stark", C.SelectUnits((("harrenhal", "footman"),)))
    qtbot.waitUntil(lambda: _summary_shown(w), timeout=5000)
    summary = m.view("stark")["last_battle"]
    assert w.outcomes.current() == ("battle", summary)
    _check_tie_summary(w, summary)
    assert w.outcomes.isVisible() and w.outcomes.geometry().right() <= w.map_view.width()
    # dismissed, the log entry of the battle opens it again
    w.outcomes.dismiss()
    assert w.outcomes.current() is None
    row = next(i for i, e in enumerate(w.log.events) if e.kind == "CombatEnded")
    w.log.itemClicked.emit(w.log.item(row))
    assert w.outcomes.current() == ("battle", summary)
    assert "A tie, won on the Fiefdoms track." in next(
        w.log.item(i).text() for i, e in enumerate(w.log.events) if e.kind == "CombatResolved")
    lg.stop()


def test_a_spectators_window_shows_a_battle_between_bots(qtbot):
    w, lg = window_with(qtbot, build_position(TIE), [], spectator=True)
    qtbot.waitUntil(lambda: any(k == "battle" for k, _ in w.outcomes.history), timeout=10000)
    lg.stop()  # the bots stop; the window keeps what it was shown
    first = next(e for e in w.log.events if e.kind in ("CombatEnded", "NeutralForceAttacked"))
    i = next(i for i, o in enumerate(w.outcomes.history) if o[0] == "battle")
    summary = first.data["summary"]
    assert w.outcomes.history[i] == ("battle", summary)
    w.outcomes.show_index(i)
    text = w.outcomes.text()
    from agot_qt.words import names

    assert names.region(summary["area"]) in text and names.house(summary["attacker"]) in text
    if not summary["neutral"]:
        a, d = summary["totals"]["attacker"], summary["totals"]["defender"]
        assert f"{a} to {d}" in text and "Swords" in text


def test_a_clash_of_kings_shows_the_bid_table(qtbot):
    g = build_position({"players": 3, "phase": "westeros",
                        "westeros": {"I": ["supply", "mustering"], "II": ["clash-of-kings", "supply"],
                                     "III": ["storm-of-swords", "web-of-lies"]},
                        "power": {"stark": 3, "lannister": 2, "baratheon": 1}})
    w, lg = window_with(qtbot, g, [], spectator=True)
    qtbot.waitUntil(lambda: (w.outcomes.current() or ("",))[0] == "bidding", timeout=10000)
    report = w.outcomes.current()[1]
    assert report["kind"] == "clash-of-kings"
    text = w.outcomes.text()
    assert "Clash of Kings" in text and "Bid" in text and "Before" in text and "Now" in text
    assert not w.outcomes.track.isVisible(), "no wildling track under a Clash of Kings"
    for house in ("Stark", "Lannister", "Baratheon"):
        assert house in text
    lg.stop()


def test_the_westeros_draw_shows_its_cards_effects_and_icons(qtbot):
    from engine.events import Event

    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    event = Event("WesterosCardsRevealed", {"cards": ["last-days-of-summer", "clash-of-kings", "storm-of-swords"],
                                            "decks": ["I", "II", "III"], "wildling_icons": [True, False, True],
                                            "threat_before": 2, "threat": 6})
    w.outcomes.add_events([event])
    assert w.outcomes.current() == ("westeros", event.data)
    text = w.outcomes.text()
    assert "Deck I" in text and "Clash of Kings" in text and "Storm of Swords" in text
    assert text.count("wildling icon") == 2 and "Wildling threat: 2 → 6" in text


def _replay_window(qtbot, tmp_path):
    """A seeded three-player game played and saved, opened as a replay in a 1366x768 window:
    (the live game with its log, the window, the replay)."""
    from engine.save import write_save

    from agot_qt.main_window import MainWindow
    from agot_qt.games.replay import open_replay
    from tests.engine.test_replay import play_watched

    live = play_watched(players=3, seed=2)
    path = tmp_path / "g.agot.json"
    write_save(path, make_save(live.session))
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    game = open_replay(w, path)
    qtbot.waitUntil(lambda: w.game is not None and w.game.model.synced(), timeout=5000)
    return live, w, game


def test_a_replay_window_shows_each_battle_as_it_is_reached(qtbot, tmp_path):
    live, w, game = _replay_window(qtbot, tmp_path)
    first = next(i for i, e in enumerate(live.log) if outcome_of(e) and outcome_of(e)[0] == "battle")
    step = next(k for k, n in enumerate(live.logs) if n > first)
    game.seek(step)
    qtbot.waitUntil(lambda: _summary_shown(w), timeout=5000)
    assert w.outcomes.current() == outcome_of(live.log[first])
    summary = live.log[first].data["summary"]
    text = w.outcomes.text()
    assert names_in(summary, text)
    if not summary["neutral"] and not summary["ended_early"]:  # the engine's numbers, as sent
        assert f"{summary['totals']['attacker']} to {summary['totals']['defender']}" in text
        assert "Swords" in text and "Fortifications" in text
    w.stop_game()


def names_in(summary, text: str) -> bool:
    from agot_qt.words import names

    return names.region(summary["area"]) in text and names.house(summary["attacker"]) in text


def test_a_first_edition_battle_has_no_garrison_or_skull_rows_and_its_tracks_read_once(qtbot):
    from engine.commands import ChooseHouseCard, ResolveMarch

    from agot_qt.words import names
    from agot_qt.outcomes.report_html import battle_html
    from engine.positions import build_position

    g = build_position({"players": 5, "ruleset": "first_edition", "phase": "march", "turn": "stark",
                        "units": {"riverrun": {"house": "stark", "units": ["knight"]},
                                  "harrenhal": {"house": "lannister", "units": ["knight"]},
                                  "the-arbor": {"house": "tyrell", "units": ["footman"]}},
                        "orders": {"riverrun": ["stark", "march"], "the-arbor": ["tyrell", "march"]},
                        "hands": {"stark": ["eddard-stark"], "lannister": ["tywin-lannister"]}})
    g.act("stark", ResolveMarch("riverrun", (("harrenhal", ("knight",)),)))
    g.act("stark", ChooseHouseCard("eddard-stark"))
    g.act("lannister", ChooseHouseCard("tywin-lannister"))
    from engine.commands import Choose, Retreat

    while g.s.last_battle is None:  # the blade, then the beaten Lannister's retreat
        d = g.waiting_for()[0]
        g.act(d.seat, Choose("none") if d.kind == "choose" else Retreat(d.options["options"][0]))
    names.use_ruleset("first_edition")
    try:
        text = battle_html(g.view(None)["last_battle"])
        assert "Garrison" not in text and "Skulls" not in text and "Swords" in text
        assert "Fiefdoms track" in text and "track track" not in text  # 5 against 5: a tie
        assert names.track("fiefdoms") == "Fiefdoms"
    finally:
        names.use_ruleset("second_edition")


def test_the_first_editions_draw_is_the_event_phase_with_mammoth_icons():
    from agot_qt.words import names
    from agot_qt.outcomes import report_html

    data = {"cards": ["supply", "clash-of-kings", "sea-of-storms"], "decks": ["I", "II", "III"],
            "wildling_icons": [False, False, True], "threat_before": 0, "threat": 2}
    assert report_html.westeros_title() == "Westeros phase" and "wildling icon" in report_html.westeros_html(data)
    try:
        names.use_ruleset("first_edition")
        assert report_html.westeros_title() == "Event phase"
        shown = report_html.westeros_html(data)
        assert "mammoth icon" in shown and "wildling icon" not in shown
    finally:
        names.use_ruleset("second_edition")


def _plain(html_text: str) -> str:
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(html_text)
    return doc.toPlainText()


def test_a_cancelled_card_is_struck_through_beside_its_replacement(qtbot):
    from agot_qt.outcomes import report_html as H
    from tests.engine.test_house_cards import Fight
    from tests.engine.test_house_cards import army as e_army
    from tests.engine.test_reports import _finish

    f = Fight("tyrell", "stoney-sept", "harrenhal",
              units={"stoney-sept": e_army("tyrell", "knight", "knight"),
                     "harrenhal": e_army("lannister", "footman", "footman")})
    f.play(tyrell="mace-tyrell", lannister="tyrion-lannister")
    f.choose("lannister", "tyrion-lannister", "cancel")
    f.play(tyrell="ser-loras-tyrell")
    summary = _finish(f.g)
    html_text = H.battle_html(summary)
    assert "<s>Mace Tyrell</s>" in html_text  # struck through, in the attacker's card cell
    text = _plain(html_text)
    assert "Mace Tyrell (cancelled by Tyrion Lannister)" in text and "→ Ser Loras Tyrell" in text
    # the card row comes before the strengths: the change is in the row, not only among the abilities
    assert text.index("cancelled by Tyrion Lannister") < text.index("Total")


def test_passive_texts_and_a_lost_garrison_are_written_out(qtbot):
    from agot_qt.words import i18n
    from agot_qt.outcomes import report_html as H
    from tests.engine.helpers import fight
    from tests.engine.test_combat import battle
    from tests.engine.test_house_cards import _stannis
    from tests.engine.test_reports import _finish

    above = {"iron_throne": ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]}
    stannis = _finish(_stannis(above).g)
    g = battle(["knight", "knight"], (), area="lannisport", source="stoney-sept")
    fight(g, {"stark": "eddard-stark", "lannister": "the-hound"})
    garrison = g.s.last_battle
    text = _plain(H.battle_html(stannis))
    assert "Stannis Baratheon (Baratheon): its card counts 5 instead of 4." in text
    text = _plain(H.battle_html(garrison))
    assert "Lannister's garrison in Lannisport is removed: the area was taken." in text
    try:
        i18n.set_language("zh_CN")
        text = _plain(H.battle_html(stannis))
        assert "其家族卡计5点，而非4点。" in text
        assert "驻军被移除" in _plain(H.battle_html(garrison))
    finally:
        i18n.set_language("en")


def test_a_cancelled_card_with_nothing_in_its_place_and_no_question_line(qtbot):
    from agot_qt.outcomes import report_html as H
    from tests.engine.test_house_cards import Fight, hand_without
    from tests.engine.test_house_cards import army as e_army
    from tests.engine.test_reports import _finish

    f = Fight("tyrell", "stoney-sept", "harrenhal",
              units={"stoney-sept": e_army("tyrell", "knight", "knight"),
                     "harrenhal": e_army("lannister", "footman", "footman")},
              hands={"tyrell": ["mace-tyrell"]}, discards={"tyrell": hand_without("tyrell", "mace-tyrell")})
    f.play(tyrell="mace-tyrell", lannister="tyrion-lannister")
    f.choose("lannister", "tyrion-lannister", "cancel")  # Tyrell has no other card
    text = _plain(H.battle_html(_finish(f.g)))
    cell = text.split("House card")[1].split("Tyrion Lannister (printed")[0]
    assert "no card in its place" in cell and "none" not in cell, cell
    # the ability's line says what it did, not the question it asked
    assert "Tyrion Lannister (Lannister): Lannister cancels Tyrell's Mace Tyrell." in text
    assert "chooses" not in text


def _westeros_shown(w, data: dict | None = None) -> bool:
    cur = w.outcomes.current()
    return cur is not None and cur[0] == "westeros" and (data is None or cur[1] == data)


def test_the_westeros_panels_wildling_track_slides_from_the_engines_old_threat_to_the_new(qtbot):
    from engine.events import Event
    from engine.game import Game

    from agot_qt.board.motion import set_animations_enabled

    set_animations_enabled(True)
    w, lg = window_with(qtbot, Game.new(players=3, seed=6), [], spectator=True, size=(1366, 768))
    track, marker = w.outcomes.track, w.outcomes.track.marker

    def between() -> bool:
        a, b, _ = marker.span
        return marker.shown is not None and min(a, b) < marker.shown < max(a, b)

    qtbot.waitUntil(lambda: _westeros_shown(w), timeout=30000)  # round 2's draw
    w.watch_bar.set_paused(True)
    data = w.outcomes.current()[1]
    before, after = data["threat_before"], data["threat"]
    assert before < after, "round 2's draw of this game has wildling icons"
    assert track.isVisible() and track.threat == after
    assert f"Wildling threat: {before} → {after}" in w.outcomes.text()  # the line stays for the log and readers
    assert track.accessibleName() == f"Wildling threat: {before} → {after}"
    assert marker.slides == 1 and marker.span[:2] == (before, after)
    # the marker is seen between the two places, then stops on the new value
    qtbot.waitUntil(lambda: between() or not marker.sliding, timeout=3000)
    qtbot.waitUntil(lambda: not marker.sliding and not marker.timer.isActive(), timeout=3000)
    assert track.threat == after and marker.shown is None
    assert w.outcomes.geometry().bottom() <= w.map_view.height()
    # the threat moves again; with the animations off in Settings the marker is there at once
    raised = Event("WesterosCardsRevealed", dict(data, threat_before=after, threat=after + 4))
    set_animations_enabled(False)
    try:
        w.outcomes.add_events([raised])
        assert _westeros_shown(w, raised.data) and track.threat == after + 4
        assert not marker.sliding and not marker.timer.isActive() and marker.slides == 1
    finally:
        set_animations_enabled(True)
    w.outcomes.add_events([Event("WesterosCardsRevealed", dict(data, threat_before=after + 4, threat=0))])
    assert marker.sliding and marker.span[:2] == (after + 4, 0)
    # an outcome looked up again (◀) stands at its value
    w.outcomes.step(-1)
    assert _westeros_shown(w, raised.data) and not marker.sliding and track.threat == after + 4
    lg.stop()


def test_a_wildling_attack_shows_the_track_where_the_threat_moved(qtbot):
    g = build_position({"players": 3, "phase": "westeros", "wildling_threat": 6,
                        "westeros": {"I": ["supply", "mustering"], "II": ["game-of-thrones", "supply"],
                                     "III": ["wildlings-attack", "web-of-lies"]},
                        "power": {"stark": 3, "lannister": 2, "baratheon": 1}})
    w, lg = window_with(qtbot, g, [], spectator=True, size=(1366, 768))
    qtbot.waitUntil(lambda: (w.outcomes.current() or ("",))[0] == "bidding", timeout=10000)
    w.watch_bar.set_paused(True)
    report = w.outcomes.current()[1]
    assert report["kind"] == "wildlings" and report["threat_before"] != report["threat"]
    track = w.outcomes.track
    assert track.isVisible() and track.threat == report["threat"]
    assert track.marker.span[:2] == (report["threat_before"], report["threat"])
    assert f"Wildling threat: {report['threat_before']} → {report['threat']}" in w.outcomes.text()
    qtbot.waitUntil(lambda: not track.marker.sliding, timeout=3000)
    assert w.outcomes.geometry().bottom() <= w.map_view.height()
    lg.stop()


def test_a_replay_stepping_back_shows_the_threat_without_sliding(qtbot, tmp_path):
    from agot_qt.board.motion import set_animations_enabled

    set_animations_enabled(True)
    live, w, game = _replay_window(qtbot, tmp_path)
    drawn = next(i for i, e in enumerate(live.log) if outcome_of(e) and outcome_of(e)[0] == "westeros")
    step = next(k for k, n in enumerate(live.logs) if n > drawn)
    data = live.log[drawn].data
    marker = w.outcomes.track.marker
    game.seek(step)  # forward: the draw arrives and its marker slides
    qtbot.waitUntil(lambda: _westeros_shown(w, data), timeout=5000)
    assert w.outcomes.track.threat == data["threat"]
    assert marker.slides == (1 if data["threat_before"] != data["threat"] else 0)
    game.seek(step + 1)
    slides = marker.slides
    game.seek(step)  # back: the log comes again, the draw shows where it ended
    qtbot.waitUntil(lambda: _westeros_shown(w, data), timeout=5000)
    assert w.outcomes.track.threat == data["threat"] and not marker.sliding and marker.slides == slides
    w.stop_game()


def test_the_outcome_panel_folds_while_a_retreat_is_chosen_on_the_map(qtbot):
    """The beaten house picks its retreat on the map: the panel over the map folds to its title."""
    from ..helpers import game_at_retreat

    g = game_at_retreat()
    assert g.waiting_for()[0].kind == "retreat"
    w, lg = window_with(qtbot, g, ["greyjoy"])
    try:
        qtbot.waitUntil(lambda: w.decisions._shown and w.decisions._shown[1]["kind"] == "retreat", timeout=5000)
        assert w.outcomes.collapsed
    finally:
        lg.stop()


def _battle(attacker: str, defender: str | None, area: str = "the-reach", round_no: int = 1):
    from engine.events import Event

    summary = {"round": round_no, "area": area, "attacker": attacker, "defender": defender, "source": "x",
               "neutral": False, "winner": attacker, "loser": defender, "cards": {}, "ended_early": True,
               "casualties": {}, "retreat": None, "abilities": [], "passive": [], "card_changes": [],
               "garrison_removed": None}
    return Event("CombatEnded", {"summary": summary})


def test_the_players_own_battle_stays_and_later_outcomes_queue_behind_it_with_a_count(qtbot):
    w, lg = window_with(qtbot, build_position(TIE), ["stark"])
    m = lg.model
    m.send("stark", C.ResolveMarch("stoney-sept", (("harrenhal", ("footman", "footman")),)))
    qtbot.waitUntil(lambda: any(d["kind"] == "house-card" for d in m.view("stark")["decisions"]), timeout=5000)
    m.send("stark", C.ChooseHouseCard("greatjon-umber"))
    qtbot.waitUntil(lambda: any(d["kind"] == "select-units" for d in m.view("stark")["decisions"]), timeout=5000)
    m.send("stark", C.SelectUnits((("harrenhal", "footman"),)))
    qtbot.waitUntil(lambda: _summary_shown(w), timeout=5000)
    lg.stop()  # the bots stop: the outcomes that follow are fed by hand
    own = w.outcomes.current()
    assert own[1]["attacker"] == "stark"
    assert w.outcomes.kept and w.outcomes.queued() == 0 and not w.outcomes.queued_label.isVisible()
    bots = _battle("tyrell", "martell")
    w.outcomes.add_events([bots])
    w.outcomes.add_events([_battle("greyjoy", "baratheon", area="blackwater")])
    assert w.outcomes.current() == own, "a bot battle does not push the player's own battle away"
    assert w.outcomes.queued() == 2 and w.outcomes.queued_label.isVisible()
    assert w.outcomes.queued_label.text() == "2 more"
    # a battle in an area Stark holds is Stark's too: the queue reaches it in turn, and it is kept
    defended = _battle("lannister", "stark", area="winterfell")
    w.outcomes.add_events([defended])
    w.outcomes.dismiss()
    w.outcomes.dismiss()
    w.outcomes.dismiss()
    assert w.outcomes.current() == outcome_of(defended) and w.outcomes.kept and w.outcomes.queued() == 0
    # dismissed with nothing behind it, the panel closes; the next bot battle is shown as before
    w.outcomes.dismiss()
    assert w.outcomes.current() is None
    w.outcomes.add_events([bots])
    assert w.outcomes.current() == outcome_of(bots) and not w.outcomes.kept


def test_closing_a_kept_battle_shows_each_queued_outcome_in_turn_with_the_count_behind_it(qtbot):
    """Four outcomes wait behind the player's battle: each close brings the next one, oldest
    first, with how many are still behind it; one that comes meanwhile joins the queue's end."""
    w, lg = window_with(qtbot, position(), ["stark"])
    lg.stop()
    o = w.outcomes
    o.set_own_houses({"stark"})
    own = _battle("stark", "lannister", area="harrenhal")
    o.add_events([own])
    assert o.current() == outcome_of(own) and o.kept
    queue = [_battle("tyrell", "martell"), _battle("greyjoy", "baratheon", area="blackwater"),
             _battle("lannister", "tyrell", area="highgarden")]
    for e in queue:
        o.add_events([e])
    assert o.current() == outcome_of(own) and o.queued_label.text() == "3 more"
    o.dismiss()
    assert o.current() == outcome_of(queue[0]), "the oldest waiting outcome, not the latest"
    assert o.queued() == 2 and o.queued_label.isVisible() and o.queued_label.text() == "2 more"
    late = _battle("martell", "tyrell", area="the-boneway")
    o.add_events([late])
    assert o.current() == outcome_of(queue[0]), "a new outcome joins the queue instead of pushing in"
    assert o.queued_label.text() == "3 more"
    seen = []
    while o.current() is not None:
        seen.append(o.current())
        o.dismiss()
    assert seen == [outcome_of(e) for e in queue + [late]]
    o.add_events([_battle("tyrell", "martell", area="dornish-marches")])
    assert o.current()[1]["area"] == "dornish-marches" and not o.kept, "the queue is empty: outcomes show as they come"


def test_a_kept_battle_gives_way_when_the_players_next_decision_needs_the_map(qtbot):
    w, lg = window_with(qtbot, build_position(TIE), ["stark"])
    m = lg.model
    m.send("stark", C.ResolveMarch("stoney-sept", (("harrenhal", ("footman", "footman")),)))
    qtbot.waitUntil(lambda: any(d["kind"] == "house-card" for d in m.view("stark")["decisions"]), timeout=5000)
    m.send("stark", C.ChooseHouseCard("greatjon-umber"))
    qtbot.waitUntil(lambda: any(d["kind"] == "select-units" for d in m.view("stark")["decisions"]), timeout=5000)
    m.send("stark", C.SelectUnits((("harrenhal", "footman"),)))
    # the bots play on to the next round: the Westeros draw queues behind the battle until
    # Stark must work on the map (here: muster), then it comes up, folded
    from agot_qt.main_window import MAP_DECISIONS

    qtbot.waitUntil(lambda: any(d["kind"] in MAP_DECISIONS for d in m.view("stark")["decisions"]), timeout=20000)
    qtbot.waitUntil(lambda: not w._refresh_scheduled and w.outcomes.collapsed, timeout=5000)
    assert not w.outcomes.kept and w.outcomes.queued() == 0
    assert any(k == "battle" and d["attacker"] == "stark" for k, d in w.outcomes.history)
    assert w.outcomes.current() == w.outcomes.history[-1]
    lg.stop()


def test_the_outcome_panel_never_reaches_past_the_maps_left_edge(qtbot):
    from engine.events import Event

    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    w.splitter.setSizes([700, 200, 466])  # a map squeezed to 200 px by the player
    qtbot.wait(20)
    w.outcomes.add_events([_battle("stark", "lannister")])
    assert w.outcomes.x() >= 0 and w.outcomes.geometry().right() <= w.map_view.width(), (
        w.outcomes.geometry(), w.map_view.width())


def test_westeros_cards_are_drawn_as_cards_and_show_no_raw_ids():
    from agot_qt.outcomes import report_html

    data = {"cards": ["mustering", "dark-wings-dark-words", "wildlings-attack"], "decks": ["I", "II", "III"],
            "wildling_icons": [False, True, False], "threat_before": 2, "threat": 4}
    page = report_html.westeros_html(data)
    cards = page.split("<td")[1:]
    assert len(cards) == 3, "one card each, side by side"
    for card, deck, colours in zip(cards, ("I", "II", "III"), ("#e4ead2", "#dde6ee", "#f0dcd3")):
        assert f"Deck {deck}" in card and colours in card
    assert "wildling icon" in cards[1] and "wildling icon" not in cards[0] + cards[2]
    assert "Wildlings Attack" in cards[2] and "(see" not in page and "wildling_attack" not in page


def test_raw_ids_and_lower_case_choices_are_not_on_screen():
    from engine.events import Event

    from agot_qt.words import log_text
    from agot_qt.decisions.choices import option_label

    lost = Event("UnitsDestroyed", {"house": "stark", "region": "harrenhal", "units": ["footman"], "why": "casualties"})
    assert log_text.describe(lost) == "Stark loses Footman in the battle for Harrenhal."
    supply = Event("UnitsDestroyed", {"house": "stark", "region": "harrenhal", "units": ["footman"],
                                      "why": "retreat-supply"})
    assert "retreat-supply" not in log_text.describe(supply) and "supply limit" in log_text.describe(supply)
    assert [option_label("raven-peek", o) for o in ("keep", "bury")] == ["Keep", "Put it at the bottom"]
    assert option_label("x", "none") == "Nothing"


def test_an_earlier_outcome_stays_folded_while_a_house_card_is_chosen(qtbot):
    w, lg = window_with(qtbot, build_position(TIE), ["stark"])
    m = lg.model
    w.outcomes.add_events([_battle("tyrell", "martell")])  # an earlier bot battle on screen
    m.send("stark", C.ResolveMarch("stoney-sept", (("harrenhal", ("footman", "footman")),)))
    qtbot.waitUntil(lambda: any(d["kind"] == "house-card" for d in m.view("stark")["decisions"]), timeout=5000)
    qtbot.waitUntil(lambda: not w._refresh_scheduled and w.decisions._shown is not None
                    and w.decisions._shown[1]["kind"] == "house-card", timeout=5000)
    assert w.outcomes.collapsed, "the old outcome does not cover the battle being fought"
    lg.stop()
