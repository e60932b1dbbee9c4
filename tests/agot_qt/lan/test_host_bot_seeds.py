"""The window that hosts a LAN game seeds its own bots as every host does: 62 bits of `secrets`,
drawn apart from the game's randomness, so what they do says nothing of the game's seed."""
from __future__ import annotations

import secrets

from engine.bots import levels


def test_a_window_hosted_games_bots_are_seeded_with_62_bits(monkeypatch, tmp_path):
    from agot_qt.lan import remote

    asked: list[int] = []

    def randbits(k: int) -> int:  # the largest seed of the size asked for
        asked.append(k)
        return (1 << k) - 1

    made: list[int] = []
    real_make = levels.make_bot
    monkeypatch.setattr(secrets, "randbits", randbits)
    monkeypatch.setattr(levels, "make_bot", lambda level, seed: made.append(seed) or real_make(level, seed))
    monkeypatch.setattr(remote, "lan_save_path", lambda game_id: tmp_path / f"{game_id}.agot.json")
    lan = remote.LanHost.new("Seeds", 3, False, {"stark": "human", "lannister": "bot", "baratheon": "bot"},
                             seed=5, bot_level="random")
    lan.host.bot_factory("lannister")
    assert set(asked) == {62}, f"bits asked of secrets: {asked}"
    index = list(lan.session.seats).index("lannister")
    assert made == [((1 << 62) - 1) * 1000 + index]
