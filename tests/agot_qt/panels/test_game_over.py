"""The end of a game as a moment: the winner and the rule that decided it, the final standings,
a chart of the game from its public events (so a replay and a spectator draw the same), and what
to do next; the watch bar and the last battle leave the board to it."""
from __future__ import annotations

from engine import commands as C
from engine.positions import build_position

from ..helpers import army, window_with

QUIET = {"I": ["last-days-of-summer"], "II": ["last-days-of-summer"], "III": ["put-to-the-sword"]}


def _last_round_tie_on_castles():
    """Round 10's last march is Stark's; Stark and Lannister end on two castles and three land
    areas each, and Stark has more supply."""
    return build_position({
        "players": 6, "phase": "march", "round": 10, "turn": "stark", "westeros": QUIET,
        "units": {"the-arbor": army("stark", "footman"), "white-harbor": army("stark", "footman"),
                  "harrenhal": army("lannister", "footman"), "stoney-sept": army("lannister", "footman")},
        "orders": {"the-arbor": ["stark", "march"]}, "supply": {"stark": 5, "lannister": 2}})


def test_the_end_of_a_game_says_who_won_why_and_offers_what_next(qtbot):
    w, lg = window_with(qtbot, _last_round_tie_on_castles(), ["stark"])
    lg.model.send("stark", C.ResolveMarch("the-arbor"))
    qtbot.waitUntil(lambda: w.game_over.isVisible(), timeout=5000)
    panel = w.game_over
    assert panel.title.text() == "Stark wins the game"
    reason = panel.reason.text()
    assert "After round 10" in reason and "Lannister" in reason and "castles and strongholds" in reason
    assert "land areas" in reason and "supply: 5 against 2" in reason, reason
    assert "Final standings" in panel.standings.text() and "Lannister" in panel.standings.text()
    chronicle = panel.chart.chronicle
    assert chronicle.rounds == [10] and chronicle.series["castles"]["lannister"] == [2]
    assert chronicle.series["supply"]["stark"] == [5]
    for b in (panel.new_button, panel.replay_button, panel.save_button, panel.start_button):
        assert b.isVisible() and b.isEnabled(), b.text()
    assert not w.outcomes.isVisible()
    assert panel.geometry().left() >= 0 and panel.geometry().right() <= w.map_view.width()
    # Watch the replay: the finished game opens as a replay in the same window
    panel.replay_button.click()
    qtbot.waitUntil(lambda: w.replay_bar is not None and w.game is not None and w.game.model.synced(), timeout=5000)
    assert not panel.isVisible()
    # step 0 of the replay is the game before its last move: no final standings, no winner
    qtbot.waitUntil(lambda: not w._refresh_scheduled, timeout=5000)
    assert w.game.position == 0 and not w.current_view().get("finished")
    assert not w.decisions.error.isVisible() and "Castles" not in w.decisions.error.text()
    assert "wins the game" not in w.decisions.banner.text()
    # Back to the start from a finished game
    w.stop_game()


def test_back_to_the_start_leaves_the_finished_game(qtbot):
    from agot_qt.main_window import PAGE_START

    w, lg = window_with(qtbot, _last_round_tie_on_castles(), ["stark"])
    lg.model.send("stark", C.ResolveMarch("the-arbor"))
    qtbot.waitUntil(lambda: w.game_over.isVisible(), timeout=5000)
    w.game_over.start_button.click()
    assert w.game is None and w.stack.currentIndex() == PAGE_START and not w.game_over.isVisible()


def test_the_chart_counts_the_rounds_and_battles_of_the_public_log_and_the_replay_draws_it_too(qtbot, tmp_path):
    from agot_qt.panels.game_over import Chronicle
    from tests.engine.test_replay import play_watched

    from ..outcomes.test_outcomes import _replay_window

    live = play_watched(players=3, seed=2)
    chronicle = Chronicle.from_events(live.log)
    ended = [e for e in live.log if e.kind == "RoundEnded"]
    assert chronicle.rounds[:len(ended)] == [e.data["round"] for e in ended] and ended
    battles = [e.data["summary"] for e in live.log if e.kind == "CombatEnded"]
    for h in chronicle.houses:
        assert chronicle.won.get(h, 0) == sum(1 for s in battles if s["winner"] == h)
    assert chronicle.result is not None and chronicle.result["house"] == live.session.game.winner
    live, w, game = _replay_window(qtbot, tmp_path)
    game.to_end()
    qtbot.waitUntil(lambda: w.game_over.isVisible(), timeout=5000)
    assert not w.game_over.replay_button.isEnabled(), "already the replay"
    w.replay_bar.act_chart.trigger()
    dialog = w.replay_bar.chart_dialog
    assert dialog is not None and dialog.chart.chronicle.rounds == Chronicle.from_events(live.log).rounds
    game.to_start()
    qtbot.waitUntil(lambda: not w.game_over.isVisible(), timeout=5000)
    w.stop_game()


def test_in_half_a_screen_the_end_of_the_game_stacks_its_standings_above_its_chart(qtbot):
    from PySide6.QtWidgets import QScrollArea

    w, lg = window_with(qtbot, _last_round_tie_on_castles(), ["stark"], size=(960, 1040))
    lg.model.send("stark", C.ResolveMarch("the-arbor"))
    qtbot.waitUntil(lambda: w.game_over.isVisible(), timeout=5000)
    qtbot.wait(50)
    panel = w.game_over
    assert panel.geometry().left() >= 0 and panel.geometry().right() <= w.map_view.width()
    scroll = panel.findChild(QScrollArea)
    assert not scroll.horizontalScrollBar().isVisible(), "nothing to scroll sideways"
    assert panel.standings.geometry().bottom() <= panel.chart.geometry().top(), "standings above the chart"
    w.stop_game()
