"""A game hosted in this window: the session, the window's own seats, bots and a spectator.

Modes:
- one human seat against bots ("local game");
- several human seats on one machine ("hot-seat", with a privacy screen);
- no seat at all ("spectator": the public view only, bots play every seat).

In a new game that deals houses (random houses) the houses chosen are places at the table: as
the game starts the session deals each place its house (`Session.deal_houses`), every seat
client follows its second `welcome` there, and `humans` and `bots` name the houses dealt.
"""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from engine.game import Game
from engine.ruleset import DEFAULT_RULESET, load_ruleset
from engine.save import load_session, make_save, read_save, write_save
from engine.session import Session

from ..screens import game_options
from .bots import THREADED_LEVELS, BotPlayer, BotTable, shared_pool
from .connection import LocalHost
from ..model import ClientModel, SeatClient


def bots_seed(game_id: str) -> int:
    """The bots' seed of a game in this window: 62 bits of a hash of its id, as wide as a LAN
    host's (its bots draw 62 bits of `secrets`), so the bots of a reloaded game play the same."""
    return int.from_bytes(hashlib.blake2b(game_id.encode(), digest_size=8).digest(), "big") >> 2


class LocalGame(QObject):
    def __init__(self, session: Session, humans: list[str], spectator: bool = False,
                 bot_delay_ms: int = 350, player_name: str = "", parent: QObject | None = None,
                 bot_level: str = "easy", deal: bool = False) -> None:
        super().__init__(parent)
        self.session = session
        self._deal = deal  # a new game: the session deals its houses as it starts (if it deals any)
        self.host = LocalHost(session, self)
        self.model = ClientModel(self)
        seats = list(session.seats)  # the houses in play, in the ruleset's order
        self.humans = [h for h in seats if h in humans]
        self.bots: dict[str, BotPlayer] = {}
        self.bot_delay_ms = bot_delay_ms
        self.bot_level = bot_level
        session.host_settings["bot_level"] = bot_level  # kept in the save, so a loaded game plays on alike
        if spectator or len(self.humans) != 1:
            client = SeatClient(self.host.connect_client(), None, player_name or "")
            self.model.add(client)
        for seat in self.humans:
            token = session.seats[seat].token
            client = SeatClient(self.host.connect_client(), seat, player_name or "", token=token)
            self.model.add(client)
        # searching bots awaited at once answer together in the window's worker processes
        self.bot_table = BotTable(shared_pool() if bot_level in THREADED_LEVELS else None, self)
        bot_seed = bots_seed(session.game_id)
        for i, seat in enumerate(seats):
            if seat in self.humans:
                continue
            token = session.seats[seat].token
            client = SeatClient(self.host.connect_client(), seat, f"Bot ({seat})", token=token, parent=self)
            self.bots[seat] = BotPlayer(client, seed=bot_seed * 1000 + i, delay_ms=bot_delay_ms,
                                        parent=self, level=bot_level, table=self.bot_table)
        self._bot_clients = [b.client for b in self.bots.values()]

    def start(self) -> None:
        """Say hello for every participant; the first messages arrive on the event loop. A new
        game that deals houses deals them now: each of our clients is moved to the house dealt to
        its place (a second `welcome`), and `humans` and `bots` name the houses dealt."""
        for c in list(self.model.clients.values()) + self._bot_clients:
            c.join()
        if self._deal:
            self._deal = False
            out = self.session.deal_houses()
            if out:
                from engine.variants.houses import dealt

                deal = dealt(self.session.game) or {}
                order = list(self.session.seats)
                self.humans = sorted((deal[h] for h in self.humans), key=order.index)
                self.bots = {deal[h]: b for h, b in self.bots.items()}
                self.host.push(out)

    @property
    def mode(self) -> str:
        if not self.humans:
            return "spectator"
        return "hotseat" if len(self.humans) > 1 else "single"

    # ----- creation -------------------------------------------------------------------
    @classmethod
    def new(cls, players: int, humans: list[str], seed: int | None = None, tides: bool = False,
            edition: str = DEFAULT_RULESET, options: dict[str, bool] | None = None,
            variants: dict[str, Any] | None = None, left_out: tuple[str, ...] = (), **kwargs: Any) -> "LocalGame":
        """`options`: the engine's options (agot_qt/screens/game_options.py); with vassals the houses of
        `humans` are among the played ones and the houses left over are vassals; in a setup whose
        houses the table chooses (Teach the Game) they are among the houses in play. `variants`: id ->
        value (engine/variants); a combination the engine refuses raises its `VariantRefused`.
        `left_out`: with vassals, houses never a vassal that nobody plays are out of the game
        (Mother of Dragons without Targaryen)."""
        # seed None: a secret game (engine/rng.py); an integer replays a known one
        # the options are read against the ruleset the variants make (Mother of Dragons' modules)
        rs = game_options.options_ruleset(load_ruleset(edition), variants)
        chosen = {"tides_of_battle": tides, **(options or {})}
        # with vassals the played houses; in a setup whose houses the table chooses, those chosen
        seated = game_options.seats_for(rs, players, humans, bool(chosen.get("vassals")), tuple(left_out))
        game = Game.new(players=players, seed=seed, options=game_options.engine_options(rs, chosen),
                        ruleset=edition, seated=seated, variants=variants or None)
        from engine.variants.houses import dealt

        if dealt(game) is not None:  # the houses chosen are places, each dealt a house as the game starts
            humans = game_options.places_for(humans, game.seats())
        return cls(Session(game, name="Local game"), humans, deal=True, **kwargs)

    @classmethod
    def load(cls, path: str | Path, **kwargs: Any) -> "LocalGame":
        data = read_save(path)
        session = load_session(data)
        humans = [h for h, s in data["seats"].items() if s.get("holder") != "bot"]
        level = data.get("host", {}).get("bot_level") if isinstance(data.get("host"), dict) else None
        if level in ("random", "easy", "normal", "hard"):
            kwargs.setdefault("bot_level", level)
        return cls(session, humans, **kwargs)

    def save(self, path: str | Path) -> None:
        data = make_save(self.session)
        for seat in data["seats"]:
            data["seats"][seat]["holder"] = "bot" if seat in self.bots else "human"
        write_save(path, data)

    def pause_bots(self, paused: bool) -> None:
        """Hold the bots (e.g. while the player reads a message), or let them play on (not while
        the game is paused: they wait for it to resume)."""
        if not paused and self.session.table.paused:
            return
        for b in self.bots.values():
            b.paused = paused
            if not paused:
                b.resume()

    # ----- the table: a pause, the end after this round (Game menu; engine/table.py) -------------
    @property
    def paused(self) -> bool:
        return self.session.table.paused

    def set_paused(self, on: bool) -> None:
        """Pause the game (nobody moves, the bots wait) or resume it; everyone reads it in the log."""
        if on == self.paused:
            return
        self.host.push(self.session.table.host_pause(on))
        self.pause_bots(on)

    def end_after_round(self) -> None:
        """The round being played is the last: the game ends after it with the usual ranking
        (IllegalCommand `last-round-already` when it already is)."""
        self.host.push(self.session.table.host_end_after_round())

    def stop(self) -> None:
        for b in self.bots.values():
            b.paused = True
        self.bot_table.close()  # answers still being worked out in the window's workers are dropped
        self.model.clear()
        for c in self._bot_clients:
            c.connection.close()
        self.host.close()
