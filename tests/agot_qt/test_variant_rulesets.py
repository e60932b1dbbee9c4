"""The window reads a game's ruleset as its variants make it (`engine.ruleset.ruleset_of_view`),
never its edition's file alone: the board of A Feast for Crows with a port for The Eyrie has the
port, the panels count the rounds a game-length variant sets, and the battle preview counts a
dragon of Dragon War in a second-edition game."""
from __future__ import annotations

from engine.errors import IllegalCommand
from engine.game import Game

from agot_qt.words import names


def test_the_board_and_the_panels_follow_the_ruleset_the_variants_make(qtbot):
    from agot_qt.games.localgame import LocalGame
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 768)
    lg = LocalGame.new(4, ["arryn"], seed=3, edition="a_feast_for_crows", bot_delay_ms=0, bot_level="random",
                       variants={"eyrie-port-affc": True, "game-length": 6})
    try:
        lg.pause_bots(True)
        w.start_game(lg)
        qtbot.waitUntil(lambda: lg.model.synced() and w.scene.rs.id == "a_feast_for_crows", timeout=20000)
        assert "port-of-the-eyrie" in w.scene.regions, "the Eyrie's port the variant brings is on the board"
        assert "port-of-the-eyrie" in w.scene.geometry.regions
        assert names.ruleset().rounds == 6 and "port-of-the-eyrie" in names.ruleset().regions
        assert " of 6 " in w.round_status.text(), w.round_status.text()
        w.status.grab()  # painted: its hover texts say the game's last round
        assert any("after round 6." in tip for _rect, tip in w.status.hits), [t for _r, t in w.status.hits][:2]
        assert w.region_tooltip("port-of-the-eyrie")
    finally:
        lg.stop()
        w.close()
        names.use_ruleset("second_edition")
    assert names.ruleset().rounds == 10 and "port-of-the-eyrie" not in names.ruleset().regions


def _dragon_battle() -> Game:
    """A second-edition game of Dragon War played by random bots to its first battle with a dragon
    in it (seed 1: Baratheon's dragon attacks Highgarden), the house cards not chosen yet."""
    from engine.bots.random_bot import RandomBot

    g = Game.new(players=6, seed=1, variants={"dragon-war": True})
    bots = {h: RandomBot(10 + i) for i, h in enumerate(g.seats())}
    for _ in range(3000):
        c = g.view(None).get("combat")
        if c and c.get("kind") == "combat" and c.get("defender") and "dragon" in c["attacking_units"]:
            return g
        d = g.waiting_for()[0]
        for attempt in range(12):
            try:
                g.act(d.seat, bots[d.seat].propose(g.view(d.house), d.house_wire(), attempt), house=d.house)
                break
            except IllegalCommand:
                continue
    raise AssertionError("no battle with a dragon")


def test_the_battle_preview_counts_a_dragon_war_dragon():
    from engine.phases.combat import strength_breakdown

    from agot_qt.model import combat_preview

    g = _dragon_battle()
    view = g.view(None)
    assert view["ruleset"] == "second_edition"
    preview = combat_preview(view, [])
    assert preview is not None, "a dragon is a unit of this game's ruleset"
    frame = next(f for f in reversed(g.s.stack) if f["kind"] == "combat")
    for side in ("attacker", "defender"):
        assert preview[side]["units"] == strength_breakdown(g, frame, side)["units"]
    assert preview["attacker"]["units"] >= 1
