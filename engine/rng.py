"""A tiny deterministic RNG whose whole state is one integer kept in the game state.

Python's `random` cannot be saved as plain data cheaply; splitmix64 can, and it
is the same on every platform, so (seed, commands) always replays exactly.
"""
from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1


def next_u64(state: int) -> tuple[int, int]:
    """Return (new_state, random 64-bit value)."""
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
