"""The variant registry: every variant of the reference, chosen as an option of a game, checked
before anything is set up, kept in the options, saved and replayed (engine/variants)."""
from __future__ import annotations

import ast
import json
import shutil
from pathlib import Path

import pytest

from engine import variants as V
from engine.errors import PARAM_KINDS, VARIANT_REFUSALS, SetupRefused, VariantRefused, placeholders
from engine.game import Game
from engine.invariants import InvariantError, check_loaded_state
from engine.replay import Replay
from engine.save import SAVE_VERSION, SaveError, load_session, make_save, read_save
from engine.selfplay import play_game
from engine.session import Session

ROOT = Path(__file__).resolve().parents[3]
REFERENCE = ROOT.parent.parent / "shared" / "reference" / "variants.json"
DATA = Path(__file__).resolve().parent / "data"


# ----- the registry ------------------------------------------------------------------------

def test_the_registry_holds_the_references_forty_variants_by_their_ids():
    ids = [v for v in V.VARIANTS]
    assert len(ids) == 40 == len(set(ids))
    if REFERENCE.is_file():  # the reference data the project was made from, when present
        assert set(ids) == set(json.loads(REFERENCE.read_text(encoding="utf-8"))["variants"])


def test_relations_name_known_variants_or_options_and_exclusion_holds_both_ways():
    options = {"tides_of_battle", "vassals"}
    for v in V.VARIANTS.values():
        assert v.kind in V.KINDS
        for need in v.requires:
            assert need in V.VARIANTS or need in options, (v.id, need)
        for other in v.excludes:
            assert v.id in V.VARIANTS[other].excludes, (v.id, other)
        assert not set(v.requires) & set(v.excludes)
        if v.kind == "flag":
            assert v.default is False


def test_a_variant_without_a_module_is_listed_but_refused_as_not_playable(sample_variants):
    unplayable = [v for v in V.VARIANTS.values() if not v.implemented]
    assert [v.id for v in unplayable] == ["sample-later"], "every variant of the registry plays"
    with pytest.raises(VariantRefused) as info:
        Game.new(6, seed=1, variants={unplayable[0].id: unplayable[0].when_on or True})
    assert (info.value.key, info.value.params) == ("variant-not-playable", {"variant": unplayable[0].id})


def test_every_variant_refusal_names_a_known_key_with_exactly_its_parameters():
    sites = 0
    for path in sorted((ROOT / "engine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "refuse_variant":
                key = node.args[0]
                assert isinstance(key, ast.Constant) and key.value in VARIANT_REFUSALS, (path, node.lineno)
                assert {k.arg for k in node.keywords} == placeholders(VARIANT_REFUSALS[key.value])
                sites += 1
    assert sites >= 10
    for template in VARIANT_REFUSALS.values():
        assert all(name in PARAM_KINDS for name in placeholders(template))


# ----- choosing: every reason a choice is refused --------------------------------------------

@pytest.mark.parametrize("asked,key,params", [
    ({"sample-never": True}, "variant-unknown", {"variant": "sample-never"}),
    ({"sample-flag": "yes"}, "variant-value", {"variant": "sample-flag", "value": "yes"}),
    ({"sample-bonus": 4}, "variant-range", {"variant": "sample-bonus", "min": 1, "max": 3}),
    ({"sample-bonus": True}, "variant-range", {"variant": "sample-bonus", "min": 1, "max": 3}),
    ({"sample-needs": True}, "variant-requires", {"variant": "sample-needs", "other": "sample-flag"}),
    ({"sample-needs": True, "sample-flag": True}, "variant-needs-option",
     {"variant": "sample-needs", "option": "tides_of_battle"}),
    ({"sample-not": True, "sample-flag": True}, "variant-excludes", {"variant": "sample-flag", "other": "sample-not"}),
])
def test_a_choice_that_cannot_be_played_is_refused_with_its_reason(sample_variants, asked, key, params):
    with pytest.raises(VariantRefused) as info:
        Game.new(6, seed=1, variants=asked)
    e = info.value
    assert isinstance(e, SetupRefused) and isinstance(e, ValueError)  # the engine's usual setup refusal
    assert (e.key, e.params) == (key, params)
    assert sample_variants.SET_UPS == []  # nothing was set up


def test_rulesets_and_house_counts_are_checked(sample_variants):
    with pytest.raises(VariantRefused) as info:
        Game.new(5, seed=1, ruleset="first_edition", variants={"sample-not": True})
    assert (info.value.key, info.value.params) == ("variant-ruleset", {"variant": "sample-not",
                                                                       "ruleset": "first_edition"})
    with pytest.raises(VariantRefused) as info:
        Game.new(3, seed=1, variants={"sample-bonus": 2})
    assert (info.value.key, info.value.params) == ("variant-houses", {"variant": "sample-bonus", "n": 3})
    with pytest.raises(VariantRefused) as info:  # the module's own check
        Game.new(4, seed=1, variants={"sample-bonus": 3})
    assert info.value.key == "variant-houses"
    # with vassals the board holds every house of the setup, whoever plays them
    g = Game.new(3, seed=1, options={"vassals": True}, variants={"sample-bonus": 3})
    assert g.s.options["variants"] == {"sample-bonus": 3}


def test_variants_at_their_default_are_not_kept(sample_variants):
    plain = Game.new(6, seed=4)
    for asked in (None, {}, {"sample-flag": False}, {"sample-bonus": None}):
        g = Game.new(6, seed=4, variants=asked)
        assert "variants" not in g.s.options and g.digest() == plain.digest()
    assert sample_variants.SET_UPS == []


def test_a_game_without_variants_plays_out_as_one_made_before_variants_existed():
    # the same seeds give the same games with the variants parameter left out or empty
    for ruleset, players in (("second_edition", 6), ("mother_of_dragons", 8), ("first_edition", 5)):
        a = play_game(players, 3, ruleset=ruleset)
        b = play_game(players, 3, ruleset=ruleset, variants={})
        assert a == b and "variants" not in a


# ----- a game that plays them -------------------------------------------------------------------

def test_a_played_variant_is_kept_in_the_options_set_up_once_and_checked_every_step(sample_variants):
    g = Game.new(6, seed=5, variants={"sample-bonus": 2, "sample-flag": True})
    assert g.s.options["variants"] == {"sample-flag": True, "sample-bonus": 2}  # the registry's order
    assert list(g.s.options["variants"]) == ["sample-flag", "sample-bonus"]
    assert g.s.power == {h: 6 for h in g.s.houses}  # set up once for its module, not per variant
    assert sample_variants.SET_UPS == [5]
    assert g.view("stark")["options"]["variants"] == {"sample-flag": True, "sample-bonus": 2}  # public
    line = play_game(6, 5, check=True, variants={"sample-bonus": 2, "sample-flag": True})
    assert line["variants"] == {"sample-flag": True, "sample-bonus": 2}
    assert len(sample_variants.CHECKS) == line["decisions"]
    again = play_game(6, 5, check=True, variants={"sample-flag": True, "sample-bonus": 2})
    assert again == line  # deterministic per seed
    assert line["digest"] != play_game(6, 5)["digest"]


def test_a_game_with_variants_is_saved_loaded_and_replayed(sample_variants, tmp_path):
    g = Game.new(4, seed=6, variants={"sample-flag": True})
    session = Session(g, "variants", "With variants")
    from engine.bots.random_bot import RandomBot
    from engine.commands import command_to_wire
    from engine.errors import IllegalCommand

    bots = {h: RandomBot(i) for i, h in enumerate(g.seats())}
    for _ in range(60):
        d = g.waiting_for()[0]
        for attempt in range(12):
            try:
                session.submit(d.seat, command_to_wire(bots[d.seat].propose(g.view(d.house), d.house_wire(), attempt)),
                               g.s.state_id, for_house=d.house)
                break
            except IllegalCommand:
                continue
    data = make_save(session)
    assert data["version"] == SAVE_VERSION and data["options"]["variants"] == {"sample-flag": True}
    assert sample_variants.SET_UPS == [6]
    loaded = load_session(json.loads(json.dumps(data)))  # replays every command from the initial state
    assert loaded.game.digest() == g.digest() and loaded.game.s.options["variants"] == {"sample-flag": True}
    assert sample_variants.SET_UPS == [6]  # the initial state holds the setup: never set up again
    replay = Replay.from_save(data)
    assert replay.final_digest == g.digest() and replay.view_at(0)["options"]["variants"] == {"sample-flag": True}


@pytest.mark.parametrize("stored", [
    {"sample-never": True},            # unknown
    {"sample-later": True},            # not playable
    {"sample-flag": False},            # at its default: a new game never keeps it
    {"sample-bonus": 9},               # out of range
    {"sample-not": True, "sample-flag": True},  # excluded together
    {"sample-bonus": 2, "sample-flag": True},   # not in the registry's order
    [],                                 # not a map
])
def test_a_loaded_state_whose_variants_a_new_game_would_not_keep_is_refused(sample_variants, stored):
    g = Game.new(6, seed=2)
    g.s.options["variants"] = stored
    with pytest.raises(InvariantError):
        check_loaded_state(g)


def test_a_save_with_broken_variants_is_refused_as_damaged(sample_variants):
    g = Game.new(6, seed=2, variants={"sample-flag": True})
    data = make_save(Session(g, "v", "v"))
    for part in ("initial", "snapshot"):
        broken = json.loads(json.dumps(data))
        broken[part]["options"]["variants"] = {"sample-flag": True, "sample-not": True}
        with pytest.raises(SaveError) as info:
            load_session(broken)
        assert info.value.key == "damaged"


def test_a_version_5_save_loads_and_replays_unchanged(tmp_path):
    path = tmp_path / "old.agot"
    shutil.copy(DATA / "save_v5_vassals.agot", path)
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["version"] == 5
    data = read_save(path)
    assert data["version"] == SAVE_VERSION == 7
    assert {k: v for k, v in data.items() if k != "version"} == {k: v for k, v in raw.items() if k != "version"}
    session = load_session(data)
    assert session.game.digest() == raw["digest"] and "variants" not in session.game.s.options
    assert Replay.from_save(raw).final_digest == raw["digest"]


# ----- the command lines -----------------------------------------------------------------------

def test_arguments_name_a_variant_and_its_value(sample_variants):
    assert V.parse_args(["sample-flag", "sample-bonus"]) == {"sample-flag": True, "sample-bonus": 2}
    assert V.parse_args(["sample-flag=off", "sample-bonus=3"]) == {"sample-flag": False, "sample-bonus": 3}
    assert V.parse_arg("draft-deck-selection=base-and-mod-a,dwd-ffc-mod-b") == \
        ("draft-deck-selection", ["base-and-mod-a", "dwd-ffc-mod-b"])
    for bad, key in (("sample-flag=maybe", "variant-value"), ("sample-none", "variant-unknown"),
                     ("victory-points-needed", "variant-value")):
        with pytest.raises(VariantRefused) as info:
            V.parse_arg(bad)
        assert info.value.key == key
