"""Golden rules scenarios: every tests/engine/scenarios/*.json file is one test.

A scenario file is plain data:

    {"title": "...", "source": "the rule or worked example it checks, in words",
     "notes": "optional free text",
     "position": {... engine.positions.build_position spec ...},
     "commands": [[seat, {"type": "ResolveMarch", ...}],
                  [seat, {...}, {"error": "illegal", "detail": "substring"}],
                  [seat, {...}, {"waiting_for": [...]}]],
     "expect": {...}}

A command's optional third element may hold:
  "error"        the command must be refused with this reason value (e.g. "illegal");
                 the game digest and the awaited decisions must not change
  "detail"       (with "error") a substring the refusal's detail must contain
  "waiting_for"  the decisions awaited right after this command (format below)

"expect" is checked after the last command. Every key is optional; unknown keys fail:
  units       {region: {"house", "units", "routed" (default [])} or null for no units}
  control     {region: house or null}            who controls the area
  power       {house: n}                          available power tokens
  supply      {house: n}                          supply track level
  tracks      {track: [houses, first first]}
  tokens      {region: house or null}             power tokens on the board
  orders      {region: [house, token] or null}
  hands       {house: [cards]}   discards {house: [cards]}   (compared as sorted lists)
  garrisons   {region: n or null}   neutral {region: n or null}
  wildling_threat n   wildling_deck [cards, top first]   round n
  blade_used  bool    banned [...]    winner house or null
  events      [kind or {"kind", "data": {partial match}}]: must appear in this order among
              every event emitted (while building the position and by each command)
  absent_events [kind]: must not be emitted at all
  waiting_for [{"seat", "kind", "options": {partial match}}]: exactly the awaited decisions
              (as a multiset of seat and kind); "options" is optional
  error       shorthand: the last command must be refused with this reason value
Partial match: a dict matches when every expected key matches; lists match element by element.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.commands import command_from_wire
from engine.errors import IllegalCommand
from engine.invariants import check_invariants
from engine.positions import build_position

HERE = Path(__file__).resolve().parent
FILES = sorted(HERE.glob("*.json"))

SCENARIO_KEYS = {"title", "source", "notes", "position", "commands", "expect"}
COMMAND_KEYS = {"error", "detail", "waiting_for"}
EXPECT_KEYS = {"units", "control", "power", "supply", "tracks", "tokens", "orders", "hands",
               "discards", "garrisons", "neutral", "wildling_threat", "wildling_deck", "round",
               "blade_used", "banned", "winner", "events", "absent_events", "waiting_for", "error"}


def plain(value: Any) -> Any:
    """Tuples to lists, so engine data compares equal to JSON data."""
    return json.loads(json.dumps(value))


def matches(expected: Any, actual: Any) -> bool:
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and matches(v, actual[k])
                                                for k, v in expected.items())
    if isinstance(expected, list):
        return (isinstance(actual, list) and len(expected) == len(actual)
                and all(matches(e, a) for e, a in zip(expected, actual)))
    return expected == actual


def check_waiting_for(g, expected: list[dict[str, Any]], where: str) -> None:
    decisions = [d.to_wire() for d in g.waiting_for()]
    got = sorted((d["seat"], d["kind"]) for d in decisions)
    for e in expected:
        unknown = set(e) - {"seat", "kind", "options"}
        assert not unknown, f"{where}: unknown waiting_for keys {sorted(unknown)}"
    want = sorted((e["seat"], e["kind"]) for e in expected)
    assert got == want, f"{where}: waiting for {got}, expected {want}"
    for e in expected:
        if "options" not in e:
            continue
        cands = [plain(d["options"]) for d in decisions if (d["seat"], d["kind"]) == (e["seat"], e["kind"])]
        assert any(matches(e["options"], c) for c in cands), (
            f"{where}: {e['seat']} {e['kind']} options {cands} do not match {e['options']}")


def check_events(events: list[dict[str, Any]], expected: list[Any], absent: list[str]) -> None:
    i = 0
    for want in expected:
        if isinstance(want, str):
            want = {"kind": want}
        unknown = set(want) - {"kind", "data"}
        assert not unknown, f"unknown event keys {sorted(unknown)}"
        while i < len(events) and not (events[i]["kind"] == want["kind"]
                                       and matches(want.get("data", {}), events[i]["data"])):
            i += 1
        assert i < len(events), (
            f"event {want} not found in order; events were:\n"
            + "\n".join(f"  {e['kind']} {e['data']}" for e in events))
        i += 1
    kinds = {e["kind"] for e in events}
    for kind in absent:
        assert kind not in kinds, f"event {kind} was emitted"


def by_key(label: str, expected: dict[str, Any], actual: dict[str, Any], norm=lambda v: v) -> None:
    for key, want in expected.items():
        got = actual.get(key)
        got = None if got is None else norm(got)
        want = None if want is None else norm(want)
        assert got == want, f"{label}[{key}] is {got!r}, expected {want!r}"


def check_expect(g, expect: dict[str, Any], events: list[dict[str, Any]]) -> None:
    from engine import board as B

    s = g.s
    if "units" in expect:
        for region, want in expect["units"].items():
            got = s.units.get(region)
            if want is None:
                assert got is None, f"units in {region}: {got}, expected none"
                continue
            unknown = set(want) - {"house", "units", "routed"}
            assert not unknown, f"unknown army keys {sorted(unknown)}"
            want = {"house": want["house"], "units": sorted(want.get("units", [])),
                    "routed": sorted(want.get("routed", []))}
            got = None if got is None else {"house": got["house"], "units": sorted(got["units"]),
                                            "routed": sorted(got["routed"])}
            assert got == want, f"units in {region}: {got}, expected {want}"
    if "control" in expect:
        for region, want in expect["control"].items():
            got = B.controller(g.rs, s, region)
            assert got == want, f"{region} is controlled by {got}, expected {want}"
    for key in ("power", "supply", "tracks"):
        if key in expect:
            by_key(key, expect[key], getattr(s, key))
    if "tokens" in expect:
        by_key("tokens", expect["tokens"], s.tokens)
    if "orders" in expect:
        by_key("orders", expect["orders"], {r: [o["house"], o["token"]] for r, o in s.orders.items()})
    for key in ("hands", "discards"):
        if key in expect:
            by_key(key, expect[key], getattr(s, key), norm=sorted)
    for key in ("garrisons", "neutral"):
        if key in expect:
            by_key(key, expect[key], getattr(s, key))
    for key in ("wildling_threat", "wildling_deck", "round", "blade_used", "banned", "winner"):
        if key in expect:
            assert plain(getattr(s, key)) == expect[key], f"{key} is {getattr(s, key)!r}, expected {expect[key]!r}"
    if "events" in expect or "absent_events" in expect:
        check_events(events, expect.get("events", []), expect.get("absent_events", []))
    if "waiting_for" in expect:
        check_waiting_for(g, expect["waiting_for"], "after the last command")


def run_scenario(path: Path) -> None:
    scenario = json.loads(path.read_text(encoding="utf-8"))
    unknown = set(scenario) - SCENARIO_KEYS
    assert not unknown, f"unknown scenario keys {sorted(unknown)}"
    for key in ("title", "source", "position", "commands", "expect"):
        assert key in scenario, f"scenario lacks {key!r}"
    assert scenario["title"].strip() and scenario["source"].strip()
    expect = scenario["expect"]
    unknown = set(expect) - EXPECT_KEYS
    assert not unknown, f"unknown expect keys {sorted(unknown)}"
    assert set(expect) - {"error"}, "a scenario must expect some outcome"

    commands = [list(c) for c in scenario["commands"]]
    if "error" in expect:
        assert commands, "'error' needs a command to refuse"
        last = commands[-1]
        assert len(last) == 2, "give the refusal either on the last command or in expect, not both"
        last.append({"error": expect["error"]})

    g = build_position(scenario["position"])
    check_invariants(g)
    # events emitted while the position ran to its first decision (e.g. a Westeros draw)
    events = [e.to_wire() for e in g._events]
    for n, entry in enumerate(commands, 1):
        assert len(entry) in (2, 3), f"command {n}: expected [seat, command] or [seat, command, checks]"
        seat, wire = entry[0], entry[1]
        checks = entry[2] if len(entry) == 3 else {}
        unknown = set(checks) - COMMAND_KEYS
        assert not unknown, f"command {n}: unknown checks {sorted(unknown)}"
        where = f"command {n} ({seat} {wire.get('type')})"
        if "error" in checks:
            before = g.digest()
            waiting = [d.to_wire() for d in g.waiting_for()]
            with pytest.raises(IllegalCommand) as info:
                g.act(seat, command_from_wire(wire))
            assert info.value.reason.value == checks["error"], (
                f"{where}: refused as {info.value.reason.value} ({info.value.detail}), expected {checks['error']}")
            if "detail" in checks:
                assert checks["detail"] in info.value.detail, (
                    f"{where}: refusal detail {info.value.detail!r} lacks {checks['detail']!r}")
            assert g.digest() == before, f"{where}: a refused command changed the state"
            assert [d.to_wire() for d in g.waiting_for()] == waiting, f"{where}: awaited decisions changed"
        else:
            assert "detail" not in checks, f"command {n}: 'detail' needs 'error'"
            try:
                events += [e.to_wire() for e in g.act(seat, command_from_wire(wire))]
            except IllegalCommand as exc:
                pytest.fail(f"{where} was refused: {exc}; awaited: "
                            f"{[(d.seat, d.kind, d.options) for d in g.waiting_for()]}")
            check_invariants(g)
        if "waiting_for" in checks:
            check_waiting_for(g, checks["waiting_for"], f"after {where}")
    check_expect(g, expect, events)


def test_scenario_files_exist() -> None:
    assert len(FILES) >= 18


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    run_scenario(path)
