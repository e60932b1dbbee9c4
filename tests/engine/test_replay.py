"""Replays: a self-played game, saved, watched again from its save.

The live game is played through a Session with a spectator connected, so every view and log
line the spectator received is recorded; the replay must show exactly those, at every step,
in any order, and nothing a spectator may not know.
"""
from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

import pytest

from engine.bots.random_bot import RandomBot
from engine.commands import command_to_wire
from engine.errors import IllegalCommand
from engine.events import Event, events_for
from engine.game import Game
from engine.replay import CHECKPOINT_EVERY, Replay, ReplayError
from engine.save import SaveError, make_save, read_save, write_save
from engine.session import PROTOCOL_VERSION, Session
from engine.state import GameState
from tests.agot_qt.net.test_leaks import INTERNAL_KEYS, perturbed, walk


@dataclass
class LiveGame:
    """A finished game and what its spectator received, position by position."""

    session: Session
    views: list[dict[str, Any]] = field(default_factory=list)  # the spectator's view after i commands
    logs: list[int] = field(default_factory=list)  # the spectator's log length after i commands
    log: list[Event] = field(default_factory=list)
    states: list[GameState] = field(default_factory=list)  # the true state after i commands


def _spectator_messages(out: list[Any]) -> list[dict[str, Any]]:
    return [o.message for o in out if o.to == "spectator"]


def play_watched(players: int, seed: int, tides: bool = False) -> LiveGame:
    """A game of random bots, with a spectator connected from the start."""
    session = Session(Game.new(players=players, seed=seed, options={"tides_of_battle": tides}))
    session.connect("spectator")
    hello = {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": session.game.s.ruleset,
             "name": "watcher", "seat": None}
    live = LiveGame(session)
    for m in _spectator_messages(session.handle("spectator", hello)):
        if m["type"] == "snapshot":
            live.views.append(m["view"])
            live.log = [Event.from_wire(e) for e in m["log"]]
    live.logs.append(len(live.log))
    live.states.append(session.game.s.clone())
    bots = {h: RandomBot(seed * 100 + i) for i, h in enumerate(session.game.s.houses)}
    game = session.game
    while not game.finished:
        decision = game.waiting_for()[0]
        view, wire = game.view(decision.seat), decision.to_wire()
        for attempt in range(12):
            cmd = bots[decision.seat].propose(view, wire, attempt)
            try:
                out = session.submit(decision.seat, command_to_wire(cmd), game.s.state_id)
                break
            except IllegalCommand:
                continue
        else:
            raise AssertionError("the bot found no legal answer")
        (update,) = _spectator_messages(out)
        live.views.append(update["view"])
        live.log += [Event.from_wire(e) for e in update["events"]]
        live.logs.append(len(live.log))
        live.states.append(game.s.clone())
    return live


@pytest.fixture(scope="module")
def live() -> LiveGame:
    return play_watched(players=6, seed=11, tides=True)


@pytest.fixture(scope="module")
def replay(live: LiveGame) -> Replay:
    return Replay.from_save(json.loads(json.dumps(make_save(live.session))))


def test_a_saved_game_replays_to_the_same_end(live, replay, tmp_path):
    path = tmp_path / "game.agot.json"
    write_save(path, make_save(live.session))
    again = Replay.from_save(read_save(path))
    assert len(again) == len(live.session.commands) == len(live.views) - 1
    assert len(again) > CHECKPOINT_EVERY * 4  # jumps cross several checkpoints
    assert again.final_digest == live.session.game.digest()
    assert again.winner == live.session.game.winner is not None
    assert again.view_at(len(again))["winner"] == again.winner
    assert again.view_at(len(again))["finished"] is True


def test_every_step_shows_what_the_spectator_saw_live(live, replay):
    for i in range(len(replay) + 1):
        assert replay.view_at(i) == live.views[i], i
        assert replay.event_count(i) == live.logs[i], i
    assert replay.events_until(len(replay)) == live.log
    assert replay.events_until(len(replay)) == events_for(None, live.session.history)
    assert replay.events_until(0) == []


def test_random_access_gives_the_same_views_as_stepping(live, replay):
    positions = list(range(len(replay) + 1))
    random.Random(5).shuffle(positions)
    for i in positions:
        assert replay.view_at(i) == live.views[i], i
        assert replay.events_until(i) == live.log[:live.logs[i]], i
    # back and forth around checkpoint borders
    for i in (CHECKPOINT_EVERY, CHECKPOINT_EVERY - 1, 2 * CHECKPOINT_EVERY + 1, 0, len(replay), 1):
        assert replay.view_at(i) == live.views[i], i
    assert replay.events_between(3, 9) == live.log[live.logs[3]:live.logs[9]]


def test_jumping_anywhere_is_fast(replay):
    positions = list(range(len(replay) + 1))
    random.Random(9).shuffle(positions)
    positions = positions[:100]
    t0 = time.perf_counter()
    for i in positions:
        replay.view_at(i)
    per_jump = (time.perf_counter() - t0) / len(positions)
    assert per_jump < 0.05, per_jump  # at most CHECKPOINT_EVERY commands re-simulated


def test_rounds_are_indexed_by_their_first_step(live, replay):
    starts = replay.round_starts
    assert starts[0] == 0
    assert len(starts) == live.session.game.s.round
    for r, start in enumerate(starts, start=1):
        assert replay.round_at(start) == r == replay.view_at(start)["round"]
        if start > 0:
            assert replay.round_at(start - 1) == r - 1
            first = replay.events_between(start - 1, start)
            assert any(e.kind == "RoundStarted" and e.data.get("round") == r for e in first)
    middle = (starts[2] + starts[3]) // 2
    assert replay.next_round_start(middle) == starts[3]
    assert replay.previous_round_start(middle) == starts[2]
    assert replay.previous_round_start(starts[2]) == starts[1]
    assert replay.previous_round_start(0) == 0
    assert replay.next_round_start(starts[-1]) == len(replay)
    assert replay.seat_at(0) is None and replay.seat_at(1) == live.session.commands[0][0]


def test_positions_outside_the_game_are_refused(replay):
    for bad in (-1, len(replay) + 1, "3", 1.0, True):
        with pytest.raises(IndexError):
            replay.view_at(bad)  # type: ignore[arg-type]


def test_no_replayed_view_or_event_holds_a_secret(live, replay):
    """Each replayed view equals the view of the true state with every secret changed, so it
    cannot depend on one; no event is addressed to a seat; no internal field appears."""
    positions = list(range(len(replay) + 1))
    random.Random(2).shuffle(positions)
    tides_seen = False
    for i in positions:
        view = replay.view_at(i)
        assert view == Game(perturbed(live.states[i], None)).view(None), i
        for path, _ in walk(view):
            assert not (path and isinstance(path[-1], str) and path[-1] in INTERNAL_KEYS), (i, path)
        tides_seen |= any(f.get("tides_hidden") for f in live.states[i].stack)
    assert tides_seen, "the game drew Tides of Battle cards face down at some point"
    secret_events = [e for e in live.session.history if e.audience is not None]
    assert secret_events, "the game had private events to keep back"
    assert all(e.audience is None for e in replay.events_until(len(replay)))


# ----- damaged saves ----------------------------------------------------------------------

@pytest.fixture()
def save(live) -> dict[str, Any]:
    return json.loads(json.dumps(make_save(live.session)))


@pytest.mark.parametrize("data, message", [
    ("not a save", "not a save file"),
    ({"format": "something-else", "version": 1}, "not a save file"),
    ({"format": "agot-save", "version": 99}, "newer version"),
])
def test_a_foreign_save_is_refused(data, message):
    with pytest.raises(SaveError, match=message):
        Replay.from_save(data)


def test_a_damaged_initial_state_is_refused(save):
    del save["initial"]
    with pytest.raises(ReplayError, match="no initial state"):
        Replay.from_save(save)


@pytest.mark.parametrize("mutate, message", [
    (lambda s: s["initial"].update(surprise=1), "initial state is damaged"),
    (lambda s: s["initial"].update(version=7), "initial state is damaged"),
    (lambda s: s["initial"]["power"].update({s["initial"]["houses"][0]: -3}), "inconsistent"),
    (lambda s: s.update(commands={"not": "a list"}), "not a list"),
    (lambda s: s["commands"].insert(2, "stark"), "command 3 is not a"),
    (lambda s: s["commands"][4].__setitem__(1, {"type": "NoSuchCommand"}), "command 5 cannot be read"),
])
def test_a_damaged_save_is_refused_clearly(save, mutate, message):
    mutate(save)
    with pytest.raises(ReplayError, match=message):
        Replay.from_save(save)


def test_a_command_the_game_refuses_names_its_place(save):
    """The same house answers twice in a row: the game refuses the second."""
    save["commands"].insert(1, list(save["commands"][0]))
    with pytest.raises(ReplayError, match=r"command 2 \(\w+\) was refused"):
        Replay.from_save(save)


def test_commands_that_lead_elsewhere_are_refused(save):
    """Dropping the last command leaves a legal game that is not the one the save recorded."""
    save["commands"].pop()
    with pytest.raises(ReplayError, match="do not lead to the game it recorded"):
        Replay.from_save(save)
    del save["digest"]  # without its digest, a save of a game still running is fine
    assert len(Replay.from_save(save)) == len(json.loads(json.dumps(save["commands"])))


def test_a_refused_save_leaves_the_caller_s_data_alone(save):
    before = json.dumps(save, sort_keys=True)
    save["commands"].insert(1, list(save["commands"][0]))
    tampered = json.dumps(save, sort_keys=True)
    with pytest.raises(ReplayError):
        Replay.from_save(save)
    assert json.dumps(save, sort_keys=True) == tampered != before


def test_a_game_saved_before_its_first_command_replays_as_its_start():
    session = Session(Game.new(players=3, seed=4))
    replay = Replay.from_save(json.loads(json.dumps(make_save(session))))
    assert len(replay) == 0
    assert replay.view_at(0) == session.game.view(None)
    assert replay.events_until(0) == [] and replay.round_starts == [0]
    assert replay.next_round_start(0) == 0 == replay.previous_round_start(0)
    with pytest.raises(IndexError):
        replay.view_at(1)
