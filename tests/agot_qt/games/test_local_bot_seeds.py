"""A local or hot-seat game seeds its bots from 62 bits of a hash of its id, as wide as a LAN
host's seeds, and a reloaded game's bots get the same seeds (they play on alike)."""
from __future__ import annotations

import hashlib


def _seeds(monkeypatch):
    from agot_qt.games import bots

    made: list[int] = []
    real = bots.make_bot
    monkeypatch.setattr(bots, "make_bot", lambda level, seed: made.append(seed) or real(level, seed))
    return made


def test_local_bots_are_seeded_with_62_bits_of_the_game_id(qtbot, monkeypatch, tmp_path):
    from agot_qt.games.localgame import LocalGame, bots_seed

    made = _seeds(monkeypatch)
    game = LocalGame.new(3, ["stark"], seed=4, edition="second_edition", bot_level="random")
    wide = int.from_bytes(hashlib.blake2b(game.session.game_id.encode(), digest_size=8).digest(), "big") >> 2
    assert bots_seed(game.session.game_id) == wide
    seats = list(game.session.seats)
    assert made == [wide * 1000 + seats.index(h) for h in seats if h != "stark"]
    assert max(bots_seed(f"id-{i}") for i in range(64)).bit_length() > 32  # wider than the old 32-bit hash
    assert all(bots_seed(f"id-{i}") < 1 << 62 for i in range(64))
    path = tmp_path / "g.agot.json"
    game.save(path)
    game.stop()
    made.clear()
    again = LocalGame.load(path)
    assert again.session.game_id == game.session.game_id
    assert made == [wide * 1000 + seats.index(h) for h in seats if h != "stark"]
    again.stop()
