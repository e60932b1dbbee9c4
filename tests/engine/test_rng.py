"""The game's random generator: secret games draw on 256 bits of `secrets`, seeded games replay,
old games keep their splitmix64 generator."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from engine import rng
from engine.game import Game
from engine.save import SAVE_VERSION, load_session, read_save

OLD_SAVE = Path(__file__).resolve().parent / "session" / "data" / "save_v2_splitmix.agot"


def test_a_secret_game_draws_a_256_bit_key_and_no_two_are_alike():
    games = [Game.new(players=6, seed=None) for _ in range(8)]
    keys = {g.s.rng >> 64 for g in games}
    assert len(keys) == 8 and all(g.s.rng >= rng.KEYED for g in games)
    assert len({tuple(g.s.westeros["I"]) + tuple(g.s.wildling_deck) for g in games}) == 8
    assert max(g.s.seed for g in games).bit_length() > 240  # the secret seed is 256 random bits


def test_a_seeded_game_is_reproducible_and_its_state_is_plain_data():
    a, b, c = Game.new(players=4, seed=7), Game.new(players=4, seed=7), Game.new(players=4, seed=8)
    assert a.s.westeros == b.s.westeros and a.s.rng == b.s.rng
    assert a.s.westeros != c.s.westeros
    assert json.loads(json.dumps(a.to_wire()))["rng"] == a.s.rng  # the whole state is one integer


def test_the_keyed_generator_depends_on_its_counter_and_key_only():
    _, state = rng.seed_state(1)
    s1, first = rng.next_u64(state)
    assert s1 == state + 1 and rng.next_u64(state) == (s1, first)  # a pure function
    _, other = rng.seed_state(2)
    assert rng.next_u64(other)[1] != first
    counts = Counter()
    for _ in range(6000):
        state, value = rng.below(state, 6)
        counts[value] += 1
    assert set(counts) == set(range(6)) and min(counts.values()) > 850  # about 1000 each


def test_splitmix64_is_kept_for_states_below_two_to_the_64():
    assert rng.next_u64(0) == (0x9E3779B97F4A7C15, 0xE220A8397B1DCDAF)  # splitmix64's known first output


def test_a_save_from_before_the_keyed_generator_loads_replays_and_plays_on_as_before():
    raw = json.loads(OLD_SAVE.read_text(encoding="utf-8"))
    assert raw["version"] == 2 and raw["snapshot"]["rng"] < 2 ** 64
    data = read_save(OLD_SAVE)
    assert data["version"] == SAVE_VERSION
    session = load_session(data)  # replays every command from the initial state and checks the snapshot
    assert session.game.s.rng == raw["snapshot"]["rng"] and session.game.s.westeros == raw["snapshot"]["westeros"]
    # from here on it draws from the same splitmix64 stream: a second load plays on identically
    from engine.bots.random_bot import RandomBot

    def play_on(s):
        bots = {h: RandomBot(i) for i, h in enumerate(s.seats)}
        for _ in range(60):
            d = s.game.waiting_for()[0]
            for attempt in range(12):
                try:
                    s.game.act(d.seat, bots[d.seat].propose(s.game.view(d.seat), d.to_wire(), attempt))
                    break
                except Exception:
                    continue
        return s.game.digest(), s.game.s.rng

    first, again = play_on(session), play_on(load_session(read_save(OLD_SAVE)))
    assert first == again and first[1] < 2 ** 64
