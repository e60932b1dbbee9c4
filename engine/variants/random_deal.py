"""The random draft's deal (reference `random-draft`, `draft-influence-tracks`): hands dealt
slot by slot from the pool and, with the track draft, track places laid out by pattern."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .. import rng
from ..decks import draft_data, library
from ..phases.common import pinned_places, with_pinned_places

if TYPE_CHECKING:
    from ..game import Game

TRACKS = ("iron_throne", "fiefdoms", "kings_court")


def deal(g: "Game", players: list[str], pool: list[str]) -> None:
    """For each strength from 0 up and each of its slots, every player house in turn is dealt
    a random pool card of that strength; the hands are sorted and owned. A perpetuum draft
    keeps what is left of the pool (`variant_state["perpetuum-random"]`, secret)."""
    from .drafts import slots

    s = g.s
    cards = library()
    left = list(pool)
    for strength, n in sorted(slots().items()):
        for _ in range(n):
            for house in players:
                candidates = [c for c in left if cards[c].strength == strength]
                card = candidates[g.draw_random(len(candidates))]
                left.remove(card)
                s.hands[house].append(card)
    for house in players:  # (dealt as the game is made: the views show them, no event)
        s.hands[house].sort()
        s.decks[house] = list(s.hands[house])
    if s.options["variants"].get("perpetuum-random"):
        s.variant_state["perpetuum-random"] = {"pool": left}
    if s.options["variants"].get("draft-influence-tracks"):
        deal_places(g)


def deal_places(g: "Game") -> None:
    """The track places: the Iron Throne order (pinned houses left out) shuffled until at least
    half of the houses, rounded up, have moved, then laid onto the three tracks by the
    pattern of that many houses (more than seven use the seven's, the rest after it); a
    track with a vassal in its first three places has all its vassals moved to its end, in
    their order; pinned houses (Targaryen) go back to their places."""
    s = g.s
    pinned = pinned_places(g)
    before = [h for h in s.tracks["iron_throne"] if h not in pinned]
    n = len(before)
    shuffled = list(before)
    if n > 1:
        while sum(a != b for a, b in zip(before, shuffled)) < (n + 1) // 2:
            s.rng, shuffled = rng.shuffled(s.rng, list(before))
    patterns = draft_data()["random_track_patterns"]
    pattern = patterns[str(min(n, 7))] if n else {t: [] for t in TRACKS}
    for track in TRACKS:
        order = [shuffled[i] for i in pattern[track]] + shuffled[len(pattern[track]):]
        if any(h in s.vassals for h in order[:3]):
            order = [h for h in order if h not in s.vassals] + [h for h in order if h in s.vassals]
        s.tracks[track] = with_pinned_places(g, order) if pinned else order
        g.emit("TrackChanged", track=track, order=list(s.tracks[track]))
