"""Refusals are templates with typed parameters, so a client can word them in its own language."""
from __future__ import annotations

import ast
import itertools
import json
import re
from pathlib import Path

import pytest

from engine.commands import (Bid, ChooseHouseCard, DeclareSupport, Muster, PlaceOrders, ResolveMarch,
                             command_from_wire)
from engine.errors import (PARAM_KINDS, REFUSALS, IllegalCommand, Reason, illegal, placeholders, render,
                           require)
from engine.game import Game
from engine.session import PROTOCOL_VERSION, Session

from .helpers import refused
from .test_bidding import clash
from .test_combat import battle, riverrun_battle
from .test_march import stark_winterfell
from .test_mustering import stark_north
from .test_planning import planning

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
RAISERS = {"require": 1, "illegal": 0, "IllegalCommand": 1, "SetupRefused": 0, "_malformed": None}


def _call_sites() -> list[tuple[str, int, str, ast.Call]]:
    """Every refusal raised in the engine: (file, line, callee, call)."""
    out = []
    for path in sorted(ENGINE.rglob("*.py")):
        if path.name == "errors.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in RAISERS:
                out.append((path.relative_to(ROOT).as_posix(), node.lineno, node.func.id, node))
    return out


SITES = _call_sites()


def _site_id(site) -> str:
    return f"{site[0]}:{site[1]}"


def test_the_engine_raises_refusals_from_many_places():
    assert len([s for s in SITES if s[2] == "require"]) >= 50
    assert {s[0] for s in SITES} >= {"engine/game.py", "engine/flow.py", "engine/commands.py",
                                     "engine/phases/action.py", "engine/phases/combat.py",
                                     "engine/phases/common.py", "engine/phases/planning.py"}


@pytest.mark.parametrize("site", [s for s in SITES if s[2] != "_malformed"], ids=_site_id)
def test_every_call_site_names_a_known_key_and_exactly_its_parameters(site):
    _, _, callee, call = site
    position = RAISERS[callee]
    assert len(call.args) == position + 1, "the key is the last positional argument: no free text"
    key = call.args[position]
    assert isinstance(key, ast.Constant) and isinstance(key.value, str), "the key is a literal"
    assert key.value in REFUSALS
    given = {k.arg for k in call.keywords}
    assert None not in given, "parameters are named one by one"
    assert given == placeholders(REFUSALS[key.value])


def test_malformed_commands_keep_free_text_under_one_key():
    malformed = [s for s in SITES if s[2] == "_malformed"]
    assert len(malformed) >= 10
    with pytest.raises(IllegalCommand) as info:
        command_from_wire({"type": "Bid", "amount": 1, "colour": "red"})
    e = info.value
    assert (e.reason, e.key) == (Reason.MALFORMED, "malformed-command")
    assert e.params == {"problem": "unknown fields ['colour']"}
    assert e.detail == "the command is malformed: unknown fields ['colour']"


def test_every_key_in_the_table_is_raised_somewhere():
    used = {s[3].args[RAISERS[s[2]]].value for s in SITES if s[2] != "_malformed"}
    assert used | {"malformed-command"} | _SESSION_ONLY_KEYS == set(REFUSALS)


def _session_refusal_keys() -> set[str]:
    """Keys the session sends itself with `_refusal(code, key)` (a hello it refuses): no command
    raises them."""
    tree = ast.parse((ENGINE / "session.py").read_text(encoding="utf-8"))
    return {node.args[1].value for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_refusal"
            and isinstance(node.args[1], ast.Constant)}


_SESSION_ONLY_KEYS = _session_refusal_keys() - {"host-cannot-save"}


def test_the_session_refuses_a_token_sent_in_the_clear_with_a_key():
    assert "token-in-clear" in _SESSION_ONLY_KEYS and _SESSION_ONLY_KEYS <= set(REFUSALS)


@pytest.mark.parametrize("key", sorted(REFUSALS))
def test_every_template_renders_with_parameters_of_known_kinds(key):
    names = placeholders(REFUSALS[key])
    assert names <= set(PARAM_KINDS)
    samples = {"area": "winterfell", "areas": ["karhold", "winterfell"], "house": "stark", "card": "eddard-stark",
               "unit": "knight", "token": "march-plus-one", "number": 7, "command": "Bid",
               "commands": ["Bid", "Choose"], "text": "odd", "vote": "swap-houses"}
    params = {n: samples[PARAM_KINDS[n]] for n in names}
    exc = IllegalCommand(Reason.ILLEGAL, key, **params)
    assert exc.detail == render(key, exc.params)
    assert "{" not in exc.detail and "}" not in exc.detail
    for n in names:
        shown = ", ".join(params[n]) if isinstance(params[n], list) else str(params[n])
        assert shown in exc.detail
    assert str(exc) == f"illegal: {exc.detail}"


def test_a_refusal_that_does_not_fit_the_table_is_an_engine_bug():
    with pytest.raises(ValueError, match="unknown refusal key"):
        illegal("no-such-key")
    with pytest.raises(ValueError, match="takes"):
        require(False, "march-destination", source="winterfell")  # dest missing
    with pytest.raises(ValueError, match="takes"):
        require(False, "march-no-units", region="winterfell")  # a parameter the template lacks
    with pytest.raises(ValueError, match="not of kind number"):
        require(False, "bid-range", limit="3")
    with pytest.raises(ValueError, match="not of kind area"):
        require(False, "retreat-destination", region=["a", "b"])
    require(True, "march-destination", source="winterfell", dest="karhold")  # holds: nothing raised


def _refusal(g: Game, seat: str, cmd, state_id: int | None = None, reason: Reason = Reason.ILLEGAL) -> IllegalCommand:
    exc = refused(g, seat, cmd, reason=reason, state_id=state_id)
    json.dumps(exc.params)  # plain data only
    assert exc.detail == render(exc.key, exc.params)
    return exc


def test_an_illegal_march_names_its_areas():
    e = _refusal(stark_winterfell(), "stark", ResolveMarch("winterfell", (("the-twins", ("footman",)),)))
    assert (e.key, e.params) == ("march-destination", {"source": "winterfell", "dest": "the-twins"})
    assert e.detail == "winterfell cannot march to the-twins"
    e = _refusal(stark_winterfell(), "stark", ResolveMarch("winterfell", (("karhold", ("knight", "knight")),)))
    assert (e.key, e.params) == ("march-units-unavailable", {"source": "winterfell"})


def test_order_refusals_carry_houses_areas_and_numbers():
    e = _refusal(planning(), "stark", PlaceOrders((("winterfell", "march"), ("white-harbor", "support-1"),
                                                   ("the-shivering-sea", "raid-1"), ("karhold", "raid-2"))))
    assert (e.key, e.params) == ("orders-no-units", {"house": "stark", "region": "karhold"})
    e = _refusal(planning(), "stark", PlaceOrders((("winterfell", "march"), ("white-harbor", "support-1"))))
    assert (e.key, e.params) == ("orders-count", {"n": 3})
    assert e.detail == "place an order in each area with units (3 orders)"


def test_combat_refusals_carry_lists_and_cards():
    e = _refusal(riverrun_battle(), "baratheon", DeclareSupport(()))
    assert (e.key, e.params) == ("support-declare-each", {"regions": ["harrenhal"]})
    assert e.detail == "declare each of harrenhal"
    e = _refusal(battle(["footman"], ["footman"]), "stark", ChooseHouseCard("robb-stark"))
    assert (e.key, e.params) == ("card-not-in-hand", {"card": "robb-stark", "seat": "stark"})


def test_muster_and_bid_refusals_carry_points_and_limits():
    e = _refusal(stark_north(), "stark", Muster((("white-harbor", "knight", "white-harbor"),)))
    assert (e.key, e.params) == ("muster-points", {"castle": "white-harbor", "points": 1})
    e = _refusal(stark_north(), "stark", Muster((("winterfell", "upgrade:ship", "winterfell"),)))
    assert (e.key, e.params) == ("muster-upgrade-unit", {"unit": "ship"})
    e = _refusal(clash(power={"stark": 2, "lannister": 5, "baratheon": 5}), "stark", Bid(3))
    assert (e.key, e.params) == ("bid-range", {"limit": 2})


def test_refusals_about_who_acts_and_when():
    g = planning()
    sid = g.s.state_id
    e = _refusal(g, "baratheon", PlaceOrders(()), reason=Reason.NOT_AWAITED)
    assert (e.key, e.params) == ("seat-not-awaited", {"seat": "baratheon"})
    e = _refusal(g, "stark", PlaceOrders(()), state_id=sid + 4, reason=Reason.STALE_STATE)
    assert (e.key, e.params) == ("stale-state", {"state_id": sid + 4, "current": sid})
    e = _refusal(g, "stark", Bid(0), reason=Reason.WRONG_COMMAND)
    assert (e.key, e.params) == ("command-not-expected", {"command": "Bid"})


def _session_with_stark() -> Session:
    counter = itertools.count()
    s = Session(Game.new(players=3, seed=1), "g1", "Test", token_factory=lambda: f"tok{next(counter)}")
    s.connect("c1")
    s.handle("c1", {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition",
                    "name": "P", "seat": "stark"})
    return s


def test_the_session_sends_key_and_params_next_to_the_english_message():
    s = _session_with_stark()
    region = next(r for r in s.game.rs.regions if r not in s.game.s.units)
    out = s.handle("c1", {"type": "command", "token": s.seats["stark"].token, "state_id": s.game.s.state_id,
                          "command": {"type": "PlaceOrders", "orders": [[region, "march"]]}})
    [m] = [o.message for o in out if o.to == "c1"]
    assert m["type"] == "error" and m["code"] == "illegal"
    assert m["key"] == "orders-no-units" and m["params"] == {"house": "stark", "region": region}
    assert m["message"] == f"stark has no units in {region}"
    assert json.loads(json.dumps(m)) == m


def test_errors_that_are_not_refused_commands_have_no_key():
    s = _session_with_stark()
    out = s.handle("c1", {"type": "command", "token": "wrong", "state_id": 0, "command": {}})
    [m] = [o.message for o in out if o.to == "c1"]
    assert m["code"] == "bad-token" and "key" not in m and "params" not in m


def test_the_protocol_document_lists_every_refusal():
    doc = (ROOT / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
    section = doc.split("### Refusal messages", 1)[1].split("\n## ", 1)[0]
    rows = dict(re.findall(r"^\| `([a-z-]+)` \| `([^`]*)` \|", section, re.M))
    assert rows == REFUSALS
    for name in PARAM_KINDS:
        assert f"`{name}`" in section, name


def test_a_refusal_survives_pickling_with_its_key_and_params():
    import pickle

    e = pickle.loads(pickle.dumps(illegal("support-declare-each", regions=["harrenhal", "riverrun"])))
    assert (e.reason, e.key, e.params) == (Reason.ILLEGAL, "support-declare-each",
                                           {"regions": ["harrenhal", "riverrun"]})
    assert e.detail == "declare each of harrenhal, riverrun"
