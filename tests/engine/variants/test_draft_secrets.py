"""What a draft keeps secret never reaches another seat: a thematic draft's picks until every
house is done, a blind draft's hands for the whole game (but the cards played in combat).
Every view (spectators too) and every event a seat receives is searched for another house's
hidden cards at every step of whole games."""
from __future__ import annotations

from typing import Any, Iterator

import pytest

from engine.events import events_for
from engine.game import Game
from engine.views import HIDDEN_CARD_STEPS

from .helpers import finish_draft, play

DRAFT = {"draft-house-cards": True}
BLIND = {**DRAFT, "random-draft": True, "blind-draft": True}


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings(k)
            yield from strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from strings(v)


@pytest.mark.parametrize("seat", ["stark", "greyjoy", None])
def test_a_thematic_drafts_picks_change_nothing_another_seat_sees_until_all_are_done(seat):
    """Two drafts where only the other houses pick differently look the same to `seat`."""
    from engine import commands as C

    a = Game.new(6, seed=1, variants={**DRAFT, "thematic-draft": True})
    b = Game.new(6, seed=1, variants={**DRAFT, "thematic-draft": True})
    steps = 0
    while a.s.stack[-1]["kind"] == "draft":
        d = next(x for x in a.waiting_for() if x.kind == "draft")
        other = next(x for x in b.waiting_for() if x.seat == d.seat)
        ea = a.act(d.seat, C.Choose(d.options["options"][0]))
        eb = b.act(d.seat, C.Choose(other.options["options"][0 if d.seat == seat else -1]))
        if a.s.stack[-1]["kind"] != "draft":
            break
        assert a.view(seat) == b.view(seat)
        assert [e.data for e in events_for(seat, ea)] == [e.data for e in events_for(seat, eb)]
        steps += 1
    assert steps > 30 and a.s.hands != b.s.hands  # the picks did differ
    assert a.view(seat)["hands"] == a.s.hands  # then every hand is shown to everyone


def _combat_cards(g: Game) -> set[str]:
    out = set()
    for f in g.s.stack:
        if f["kind"] in ("combat", "neutral-combat") and f["step"] not in HIDDEN_CARD_STEPS:
            out |= {c for c in f.get("cards", {}).values() if c}
    if g.s.last_battle:
        out |= {c for c in strings(g.s.last_battle.get("cards", {}))}
    return out


@pytest.mark.parametrize("seed,ruleset,players,options", [
    (1, "second_edition", 6, None),
    (2, "second_edition", 4, {"vassals": True}),
    (3, "mother_of_dragons", 8, None),
    (4, "a_dance_with_dragons", 6, {"tides_of_battle": True}),
])
def test_a_blind_drafts_hands_reach_no_other_seat_but_the_cards_played(seed, ruleset, players, options):
    variants = {**BLIND, "perpetuum-random": True} if seed % 2 else BLIND
    g = Game.new(players, seed=seed, ruleset=ruleset, options=options, variants=variants)
    seats = [*g.seats(), None]
    revealed: set[str] = set()
    offered: dict[Any, set[str]] = {seat: set() for seat in seats}  # what a seat's own questions showed it
    heard: dict[Any, list] = {seat: [] for seat in seats}
    steps = 0

    def check(game: Game, events: list) -> None:
        nonlocal steps
        steps += 1
        revealed.update(_combat_cards(game))
        if game.finished:
            return
        secret = {h: set(cs) for h, cs in game.s.decks.items() if h not in game.s.vassals}
        secret["pool"] = set(game.s.variant_state.get("perpetuum-random", {}).get("pool", ()))
        for seat in seats:
            view = game.view(seat)
            for d in view["decisions"]:
                offered[seat] |= set(strings(d["options"]))
            heard[seat].extend(events_for(seat, events))
            shown = {k: v for k, v in view.items() if k != "decisions"}
            seen = set(strings(shown)) | set(strings([e.data for e in events_for(seat, events)]))
            hidden = set().union(*(cs for h, cs in secret.items() if h != seat)) - revealed - offered[seat]
            assert not seen & hidden, (steps, seat, sorted(seen & hidden))
            if seat is not None:
                assert set(view["hands"][seat]) == set(game.s.hands[seat])  # its own, always

    play(g, 400, seed=seed, on_step=check)
    assert steps >= 100 and revealed


def test_a_blind_hand_is_no_part_of_another_seats_view_until_the_end():
    g = Game.new(6, seed=5, variants=BLIND)
    stark = g.view("stark")
    assert set(stark["hands"]) == {"stark"} and set(stark["discards"]) == {"stark"}
    assert set(g.view(None)["hands"]) == set() and sorted(g.view(None)["hidden_hands"]) == sorted(g.s.houses)
    # swapping cards between two other houses' hands changes nothing Stark sees
    other = Game(g.s.clone(), g.rs)
    a, b = other.s.hands["lannister"], other.s.hands["tyrell"]
    a[0], b[0] = b[0], a[0]
    other.s.decks["lannister"], other.s.decks["tyrell"] = sorted(a), sorted(b)
    other.state_changed()
    assert other.view("stark") == g.view("stark") and other.view(None) == g.view(None)
    play(g, seed=5)
    assert g.finished and set(g.view(None)["hands"]) == set(g.s.houses)
