"""The game's deterministic random generator, whose whole state is one integer in the game state.

Python's `random` cannot be saved as plain data cheaply; an integer can, and both generators
below are the same on every platform, so (initial state, commands) always replays exactly.

- A new game's state (at or above KEYED) holds a 256-bit key and a 64-bit counter: each draw
  is BLAKE2b keyed with the key over the counter, then the counter moves on. Nothing a player
  sees (cards revealed, wildling draws, ...) narrows the key: recovering it from outputs would
  break BLAKE2b, and a secret game's key comes from 256 bits of `secrets` (`seed_state(None)`).
- A state below 2**64 is a splitmix64 state: games saved before the keyed generator (they
  replay as they were), and the bots' sampled positions, where speed matters and nothing is
  secret. Splitmix64's state is 64 bits, which a patient observer could search.
"""
from __future__ import annotations

import hashlib
import secrets
from typing import TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1
KEY_BITS = 256
KEYED = 1 << (KEY_BITS + 64)  # marks a keyed state: KEYED | key << 64 | counter
_KEY_MASK = (1 << KEY_BITS) - 1


def seed_state(seed: int | None) -> tuple[int, int]:
    """(seed, initial state) of a new game: `seed` None draws a secret 256-bit seed; an integer
    seed gives a reproducible game (tests, `agot-host --seed`)."""
    if seed is None:
        seed = secrets.randbits(KEY_BITS)
    key = hashlib.blake2b(b"agot-rng:%d" % seed, digest_size=KEY_BITS // 8).digest()
    return seed, KEYED | int.from_bytes(key, "big") << 64


def next_u64(state: int) -> tuple[int, int]:
    """Return (new_state, random 64-bit value)."""
    if state >= KEYED:
        counter = state & MASK
        key = ((state >> 64) & _KEY_MASK).to_bytes(KEY_BITS // 8, "big")
        value = int.from_bytes(hashlib.blake2b(counter.to_bytes(8, "big"), key=key, digest_size=8).digest(), "big")
        return (state & ~MASK) | ((counter + 1) & MASK), value
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, a uniform integer in [0, n))."""
    state, value = next_u64(state)
    return state, value % n


def shuffled(state: int, items: list[T]) -> tuple[int, list[T]]:
    """Fisher-Yates shuffle; returns the new RNG state and a new list."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, j = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return state, out
