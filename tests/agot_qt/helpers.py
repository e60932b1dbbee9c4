"""Shared helpers for the GUI tests: windows and local games at chosen positions."""
from __future__ import annotations

from typing import Any

from engine.game import Game
from engine.positions import build_position
from engine.session import Session


def army(house: str, *units: str, routed: tuple[str, ...] | list[str] = ()) -> dict[str, Any]:
    return {"house": house, "units": list(units), "routed": list(routed)}


def local_game(game: Game, humans: list[str], spectator: bool = False, bot_delay_ms: int = 0):
    from agot_qt.games.localgame import LocalGame

    return LocalGame(Session(game, game_id="test", token_factory=_tokens()), humans, spectator=spectator,
                     bot_delay_ms=bot_delay_ms)


def _tokens():
    n = iter(range(1000))
    return lambda: f"token-{next(n)}"


def position(**spec: Any) -> Game:
    spec.setdefault("players", 6)
    return build_position(spec)


def game_at_retreat() -> Game:
    """Stark beats Greyjoy in Moat Cailin (6 + 1 + 0 against 3 + 1, no swords); the game then
    waits for Greyjoy's retreat."""
    from engine import commands as C

    g = position(phase="march", turn="stark", units={
        "winterfell": army("stark", "knight", "knight", "knight"),
        "moat-cailin": army("greyjoy", "footman", "footman", "footman"),
        "greywater-watch": army("greyjoy", "footman"),
    }, orders={"winterfell": ["stark", "march-plus-one"]})
    g.act("stark", C.ResolveMarch("winterfell", (("moat-cailin", ("knight", "knight", "knight")),)))
    cards = {"stark": "catelyn-stark", "greyjoy": "dagmar-cleftjaw"}
    while g.waiting_for() and g.waiting_for()[0].kind != "retreat":
        d = g.waiting_for()[0]
        if d.kind == "house-card":
            g.act(d.seat, C.ChooseHouseCard(cards[d.seat]))
        elif d.kind == "choose":
            g.act(d.seat, C.Choose("none" if "none" in d.options["options"] else d.options["options"][0]))
        else:
            g.act(d.seat, C.SelectUnits(tuple(tuple(c) for c in d.options["candidates"][:d.options["min"]])))
    return g


def window_with(qtbot, game: Game, humans: list[str], spectator: bool = False, size=(1400, 900),
                whole_map: bool = True):
    """A shown main window playing `game`, with the first messages delivered; with `whole_map`
    the map is fitted to the window (so scripted drags reach every area), else it keeps the
    default view a player first sees."""
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    lg = local_game(game, humans, spectator=spectator)
    w.start_game(lg)
    qtbot.waitUntil(lambda: lg.model.synced() and not w._refresh_scheduled, timeout=5000)
    if whole_map:
        w.map_view.fit()
    return w, lg
