"""Fog of war (engine/variants/fog.py, docs/RULES.md "Fog of war"): what each seat sees, and
that nothing of an area it cannot see reaches it, in its view or its events."""
from __future__ import annotations

from typing import Any

import pytest

from engine import board as B
from engine.events import Event, events_for
from engine.game import Game
from engine.invariants import InvariantError
from engine.log import describe
from engine.variants import fog

from .helpers import play

FOG = {"fog-of-war": True}


def fog_game(players: int = 6, seed: int = 1, ruleset: str = "second_edition", **kw: Any) -> Game:
    return Game.new(players, seed=seed, ruleset=ruleset, variants=FOG, **kw)


def clear_board(g: Game) -> None:
    """No units, tokens or garrisons anywhere (a position is set up by hand after this)."""
    s = g.s
    s.units.clear()
    s.tokens.clear()
    s.garrisons.clear()
    s.neutral.clear()
    g.state_changed()


def put(g: Game, region: str, house: str, *units: str) -> None:
    g.s.units[region] = {"house": house, "units": list(units), "routed": []}
    g.state_changed()


# ----- the rules of sight ------------------------------------------------------------------------

def test_a_footman_sees_the_areas_next_to_it_and_a_power_token_only_its_own():
    g = fog_game()
    clear_board(g)
    put(g, "the-reach", "tyrell", "footman")
    g.s.tokens["dornish-marches"] = "tyrell"
    seen = fog.sight_of(g, ["tyrell"])
    assert fog.within(g.rs, "the-reach", 1) <= seen
    assert "dornish-marches" in seen  # its own token's area
    far = set(g.rs.neighbours["dornish-marches"]) - fog.within(g.rs, "the-reach", 1)
    assert far and not far & seen  # a token sees nothing around it


def test_a_dragon_sees_two_steps_and_dense_fog_takes_one_step_from_every_unit():
    g = fog_game(8, ruleset="mother_of_dragons")
    clear_board(g)
    put(g, "the-reach", "targaryen", "dragon")
    assert fog.within(g.rs, "the-reach", 2) <= fog.sight_of(g, ["targaryen"])
    put(g, "winterfell", "stark", "footman")
    g.s.variant_state["fog-of-war"] = {"dense_fog_round": g.s.round}
    assert fog.sight_ranges(g)["dragon"] == 1 and fog.sight_ranges(g)["footman"] == 0
    stark = fog.sight_of(g, ["stark"])
    assert "winterfell" in stark and not set(g.rs.neighbours["winterfell"]) - {"port-of-winterfell"} & stark
    g.s.round += 1  # Dense Fog lasts the round it was drawn in
    assert fog.sight_ranges(g)["footman"] == 1


def test_the_port_of_a_visible_castle_is_seen():
    g = fog_game()
    clear_board(g)
    put(g, "lannisport", "lannister", "footman")
    assert "port-of-lannisport" in fog.sight_of(g, ["lannister"])
    clear_board(g)
    g.s.tokens["lannisport"] = "lannister"  # seen by its token alone: its port still is
    assert "port-of-lannisport" in fog.sight_of(g, ["lannister"])


def test_a_seat_sees_what_its_commanded_vassals_see():
    g = Game.new(4, seed=3, options={"vassals": True}, variants=FOG)
    play(g, steps=6, seed=3)  # past the first claim
    for seat in g.seats():
        vassals = g.houses_of(seat)[1:]
        for v in vassals:
            assert fog.sight_of(g, [v]) <= fog.visible(g, seat)


def test_combat_areas_and_retreats_are_open_to_everyone_while_the_battle_lasts():
    g = fog_game()
    g.s.stack.append({"kind": "combat", "area": "the-reach", "source": "highgarden", "attacker": "tyrell",
                      "defender": "martell", "attackers": ["knight"], "supports": {"dornish-marches": "defender",
                                                                                   "oldtown": "none"},
                      "retreat_options": ["the-boneway"], "step": "support", "support_pending": {},
                      "token": "march", "houses": ["tyrell", "martell"], "cards": {}})
    g.state_changed()
    public = fog.public_areas(g)
    assert {"the-reach", "highgarden", "dornish-marches", "the-boneway"} <= public
    assert "oldtown" not in public  # a support refused is no part of the battle
    assert set(g.view(None)["visible"]) == public
    # the attacker's commander sees around the embattled area as if its army stood there
    assert fog.within(g.rs, "the-reach", 1) <= fog.visible(g, "tyrell")


def test_a_seats_own_decisions_open_their_areas_but_a_march_keeps_its_destinations_in_the_fog():
    g = fog_game()
    seen_before_raid = None
    for _ in range(400):
        d = g.waiting_for()[0]
        if d.kind == "raid":
            targets = {t for ts in d.options["raids"].values() for t in ts}
            seen_before_raid = fog.visible(g, d.seat)
            assert targets <= seen_before_raid
        if d.kind == "march":
            v = g.view(d.seat)
            for m in next(x for x in v["decisions"] if x["kind"] == "march")["options"]["marches"].values():
                assert set(m["combat"]) <= set(v["visible"])  # a battle is told only where it is seen
        play(g, steps=1, seed=7)
        if seen_before_raid is not None and d.kind == "march":
            break
    assert seen_before_raid is not None


def test_spectators_see_what_every_player_sees_and_everything_once_the_game_is_over():
    g = fog_game(seed=4)
    v = g.view(None)
    assert v["visible"] == [] and v["units"] == {} and v["control"] == {}
    assert all(n == 0 for n in v["castles"].values()) and v["supply"] == {}
    play(g, seed=4)
    assert g.finished
    done = g.view(None)
    assert "visible" not in done and done["units"] == g.view("stark")["units"]
    assert set(done["units"]) == set(g.s.units)


def test_another_houses_counts_are_counted_in_the_areas_the_seat_sees():
    g = fog_game(seed=2)
    v = g.view("stark")
    control = B.control_map(g.rs, g.s)
    seen = set(v["visible"])
    for house, n in v["castles"].items():
        assert n == sum(1 for r, h in control.items() if h == house and r in seen and r in g.rs.castle_area_set)
    assert v["castles"]["stark"] == B.castle_counts(g.rs, g.s)["stark"]
    assert set(v["supply"]) == {"stark"}  # only its own place on the supply track
    assert v["power"] == g.s.power  # power tokens in hand are public


# ----- nothing of a hidden area reaches a seat -----------------------------------------------------

def hidden_changed(g: Game, seen: set[str]) -> Game:
    """A copy of the game where everything on the board outside `seen` is gone."""
    p = Game(g.s.clone(), g.rs)
    s = p.s
    for table in (s.units, s.tokens, s.garrisons, s.neutral, s.orders, s.area_changes):
        for r in [r for r in table if r not in seen]:
            del table[r]
    lord = (g.rs.rules.get("loyalty") or {}).get("house")
    for r in [r for r in s.loyalty if r not in seen]:
        del s.loyalty[r]
    p.state_changed()
    return p, lord


def _without_own_loyalty(view: dict[str, Any], lord: str | None, g: Game, seat: str | None) -> dict[str, Any]:
    if lord is not None and seat is not None and lord in g.houses_of(seat):
        return {k: v for k, v in view.items() if k not in ("loyalty", "victory_scores")}
    return view


@pytest.mark.parametrize("ruleset,players,seed,options", [
    ("second_edition", 6, 11, {}),
    ("second_edition", 4, 12, {"vassals": True}),
    ("mother_of_dragons", 8, 13, {"iron_bank": True}),
])
def test_a_seats_view_does_not_depend_on_anything_in_the_areas_it_cannot_see(ruleset, players, seed, options):
    """At every step of a whole game, every seat's and the spectators' view is the same when the
    board outside its visible areas is emptied."""
    g = Game.new(players, seed=seed, ruleset=ruleset, options=options, variants=FOG)
    compared = 0

    def step(game: Game, events: list) -> None:
        nonlocal compared
        if game.finished or game.s.state_id % 3:
            return
        for seat in [None, *game.seats()]:
            view = game.view(seat)
            other, lord = hidden_changed(game, set(view["visible"]))
            again = other.view(seat)
            assert _without_own_loyalty(again, lord, game, seat) == _without_own_loyalty(view, lord, game, seat), seat
            compared += 1

    play(g, seed=seed, on_step=step)
    assert g.finished and compared > 100


@pytest.mark.parametrize("ruleset,players,seed", [("second_edition", 6, 21), ("mother_of_dragons", 8, 22)])
def test_every_event_a_seat_hears_names_only_areas_it_sees(ruleset, players, seed):
    """Each event as told to a seat names only areas the seat saw before or after the command,
    or that the command's battles or loyalty cards opened to all; a spectator's likewise with
    what every player sees. A seat's own house's events are its own."""
    g = Game.new(players, seed=seed, ruleset=ruleset, variants=FOG)
    before = {seat: fog.visible(g, seat) for seat in [None, *g.seats()]}
    told = withheld = 0

    def step(game: Game, events: list) -> None:
        nonlocal before, told, withheld
        after = {seat: fog.visible(game, seat) for seat in [None, *game.seats()]} if not game.finished else {}
        battles = {e.data[k] for e in events if e.kind in ("CombatStarted", "NeutralForceAttacked")
                   for k in ("area", "source") if e.data.get(k)}
        for e in events_for(None, events):  # a battle's reports name its areas, its supports among them
            if e.kind in ("SupportDeclared", "NeutralForceAttacked", "CombatEnded"):
                battles |= fog.regions_in(game.rs, e.data)
        for e in events:  # a deck IV card opens its loyalty tokens' areas and their land neighbours
            if e.kind.startswith("Loyalty") and e.data.get("card"):
                for r in fog.regions_in(game.rs, e.data):
                    battles |= {r, *(n for n in game.rs.neighbours[r] if game.rs.regions[n].kind == "land")}
        for seat, was in before.items():
            allowed = set(was) | set(after.get(seat, ())) | battles
            houses = set(game.houses_of(seat)) if seat else set()
            for e in events_for(seat, events):
                if e.data.get("house") in houses or e.audience is not None or game.finished:
                    continue
                named = fog.regions_in(game.rs, e.data)
                assert named <= allowed, (seat, e.kind, sorted(named - allowed))
                told += bool(named)
            withheld += len(events_for(seat, events, reveal=True)) - len(events_for(seat, events))
        before = after

    play(g, seed=seed, on_step=step)
    assert told > 100 and withheld > 100


def test_a_move_seen_at_one_end_is_told_without_the_other():
    g = fog_game()
    data = {"house": "lannister", "source": "lannisport", "dest": "the-reach", "units": ["footman"]}
    assert fog._move_form(data, frozenset({"the-reach"})) == {"house": "lannister", "units": ["footman"],
                                                                "source": None, "dest": "the-reach"}
    assert fog._move_form(data, frozenset({"winterfell"})) is None


def test_the_log_of_a_game_that_is_over_is_told_whole():
    g = fog_game(seed=5)
    events: list = []
    play(g, seed=5, on_step=lambda game, evs: events.extend(evs))
    public = [e for e in events if e.audience is None]
    assert events_for(None, events, reveal=True) == [Event(e.kind, e.data) for e in public]
    assert len(events_for(None, events)) < len(public)


# ----- Dense Fog ------------------------------------------------------------------------------

def test_dense_fog_is_one_more_card_of_deck_three_and_stays_in_it_when_reshuffled():
    from engine.phases.westeros import deck_cards, wildling_icons

    g = fog_game()
    assert g.s.westeros["III"].count("dense-fog") == 1
    assert len(g.s.westeros["III"]) == len(g.rs.westeros_decks["III"]) + 1
    assert deck_cards(g, "III").count("dense-fog") == 1 and "dense-fog" not in deck_cards(g, "II")
    assert wildling_icons(g.rs, "dense-fog") == 2
    plain = Game.new(6, seed=1)
    assert "dense-fog" not in plain.s.westeros["III"] and "dense-fog" not in deck_cards(plain, "III")


def test_dense_fog_drawn_raises_the_threat_by_two_icons_and_shortens_sight_for_the_round():
    g = fog_game(seed=8)
    g.s.westeros["III"].remove("dense-fog")
    g.s.westeros["III"].insert(0, "dense-fog")  # drawn at the first Westeros phase (round 2)
    g.state_changed()
    events: list = []
    threat: list = []
    while not any(e.kind == "DenseFogFell" for e in events) and g.s.round < 3:
        threat.append(g.s.wildling_threat)
        play(g, steps=1, seed=8, on_step=lambda game, evs: events.extend(evs))
    drawn = next(e for e in events if e.kind == "WesterosCardsRevealed")
    fell = next(e for e in events if e.kind == "DenseFogFell")
    assert "dense-fog" in drawn.data["cards"] and describe(fell, g.s.ruleset).startswith("Dense Fog:")
    icons = sum(2 if c == "dense-fog" else int(i) for c, i in zip(drawn.data["cards"], drawn.data["wildling_icons"]))
    assert drawn.data["threat"] == min(g.rs.wildling_max, drawn.data["threat_before"] + icons * g.rs.wildling_step)
    assert fog.dense_fog(g) and g.view("stark").get("dense_fog") is True
    assert fog.sight_ranges(g)["footman"] == 0
    while g.s.round == 2 and not g.finished:
        play(g, steps=1, seed=8)
    assert not fog.dense_fog(g) and "dense_fog" not in g.view("stark")


def test_the_check_finds_a_view_that_shows_a_hidden_area(monkeypatch):
    g = fog_game(seed=3)
    fog.check(g)
    real = fog._fields_for

    def leaky(game, full, seen, houses):
        out = real(game, full, seen, houses)
        out["units"] = dict(full["units"])  # every army, seen or not
        return out

    monkeypatch.setattr(fog, "_fields_for", leaky)
    g.state_changed()
    with pytest.raises(InvariantError):
        fog.check(g)


def test_area_ids_are_no_other_ids_so_an_event_names_an_area_only_by_it():
    from engine.decks import library
    from engine.ruleset import RULESET_FILES, load_ruleset

    for rid in RULESET_FILES:
        rs = load_ruleset(rid)
        others = set(rs.houses) | set(rs.house_cards) | set(rs.westeros_cards) | set(rs.wildling_cards) \
            | set(rs.order_token_ids) | set(rs.unit_types) | set(rs.objective_cards) | set(library()) \
            | {c["id"] for c in (rs.iron_bank or {}).get("loans", [])} | {"dense-fog"}
        assert not set(rs.regions) & others, rid


def test_a_replay_of_a_game_going_on_shows_the_fog_and_of_a_game_that_is_over_everything():
    from engine.replay import Replay
    from engine.save import make_save
    from engine.session import Session

    s = Session(fog_game(seed=6), "r", "r")
    bots_game = s.game
    from engine import command_to_wire
    from engine.bots.random_bot import RandomBot

    bot = RandomBot(6)
    while not bots_game.finished:
        d = bots_game.waiting_for()[0]
        for attempt in range(12):
            try:
                s.submit(d.seat, command_to_wire(bot.propose(bots_game.view(d.house), d.house_wire(), attempt)),
                         bots_game.s.state_id, for_house=d.house)
                break
            except Exception:
                continue
        if len(s.commands) == 40:
            going = Replay.from_save(make_save(s))
    half = going.view_at(30)
    assert half["visible"] == [] and half["units"] == {}
    hidden = [e for e in going.events_until(40)]
    over = Replay.from_save(make_save(s))
    whole = over.view_at(30)
    assert "visible" not in whole and whole["units"]
    assert len(over.events_until(40)) > len(hidden)


def test_deck_four_opens_its_loyalty_tokens_and_their_land_neighbours_to_everyone():
    g = fog_game(8, ruleset="mother_of_dragons")
    g.s.loyalty = {"the-reach": 1}
    assert "the-reach" not in fog.public_areas(g)
    g.s.stack.append({"kind": "westeros-card", "card": "x", "deck": "IV", "step": "loyalty-effect",
                      "loyalty_house": "targaryen"})
    opened = fog.public_areas(g)
    lands = {n for n in g.rs.neighbours["the-reach"] if g.rs.regions[n].kind == "land"}
    assert {"the-reach", *lands} <= opened and not {n for n in g.rs.neighbours["the-reach"]} - lands & opened


def test_the_loyalty_house_sees_every_loyalty_token_and_the_others_those_in_sight():
    g = fog_game(8, ruleset="mother_of_dragons")
    g.s.loyalty = {"the-reach": 1, "winterfell": 2}
    g.state_changed()
    assert g.view("targaryen")["loyalty"] == {"the-reach": 1, "winterfell": 2}
    stark = g.view("stark")
    assert stark["loyalty"] == {"winterfell": 2}


def test_an_empty_port_is_told_as_held_only_when_its_land_is_seen_too():
    g = fog_game()
    clear_board(g)
    put(g, "the-golden-sound", "greyjoy", "ship")
    g.s.tokens["lannisport"] = "lannister"
    # a battle for the port opens it (and the attacking sea) to all, not Lannisport
    g.s.stack.append({"kind": "combat", "area": "port-of-lannisport", "source": "the-golden-sound",
                      "attacker": "greyjoy", "defender": "lannister", "attackers": ["ship"], "supports": {},
                      "support_pending": {}, "step": "support", "token": "march", "houses": ["greyjoy", "lannister"],
                      "cards": {}})
    g.state_changed()
    v = g.view(None)
    assert "port-of-lannisport" in v["visible"] and "lannisport" not in v["visible"]
    assert "port-of-lannisport" not in v["control"]
    assert g.view("lannister")["control"]["port-of-lannisport"] == "lannister"


def test_supply_and_the_end_of_a_rounds_counts_reach_each_seat_for_its_own_houses():
    g = fog_game()
    told = fog.renderings(g, "SupplyAdjusted", {"supply": dict(g.s.supply)})
    assert told[None] == {"supply": {}} and told["stark"] == {"supply": {"stark": g.s.supply["stark"]}}
    from engine.phases.round import round_standings

    told = fog.renderings(g, "RoundEnded", {"round": 1, **round_standings(g)})
    assert set(told["stark"]["supply"]) == {"stark"} and told["stark"]["power"] == g.s.power
    assert told["stark"]["castles"]["stark"] == B.castle_counts(g.rs, g.s)["stark"]
    assert all(n == 0 for n in told[None]["castles"].values())


def test_a_battles_report_names_only_what_every_player_saw_while_it_lasted():
    """Each battle summary (CombatEnded, NeutralForceAttacked) names only areas open to all while
    a battle was on the board: its record keeps every event as spectators heard it."""
    g = fog_game(seed=9)
    opened: set[str] = set(fog.public_areas(g))
    reports = 0

    def step(game: Game, events: list) -> None:
        nonlocal opened, reports
        for e in events_for(None, events):
            if e.kind in ("CombatEnded", "NeutralForceAttacked") and isinstance(e.data.get("summary"), dict):
                named = fog.regions_in(game.rs, e.data["summary"])
                started = {x.data[k] for x in events if x.kind == "CombatStarted" for k in ("area", "source")}
                declared = {r for x in events if x.kind == "SupportDeclared" for r in x.data["supports"]}
                assert named <= opened | started | declared | set(fog.public_areas(game)), sorted(named - opened)
                reports += 1
        if not any(f["kind"] in ("combat", "neutral-combat") for f in game.s.stack):
            opened = set()
        opened |= fog.public_areas(game)

    battles = 0

    def count(game: Game, events: list) -> None:
        nonlocal battles
        battles += sum(1 for e in events if e.kind in ("CombatEnded", "NeutralForceAttacked"))
        step(game, events)

    play(g, seed=9, on_step=count)
    assert reports == battles > 2  # every battle's report reaches everyone, spectators too


@pytest.mark.parametrize("variants,ruleset,players", [
    ({"fog-of-war": True}, "second_edition", 6),
    ({"fog-of-war": True}, "mother_of_dragons", 8),
    ({"fog-of-war": True}, "a_feast_for_crows", 4),
    ({"fog-of-war": True}, "first_edition", 5),
    ({"faceless": True, "disable-private-chats": True}, "second_edition", 6),
    ({"faceless": True, "disable-private-chats": True, "fog-of-war": True}, "mother_of_dragons", 8),
])
def test_the_hidden_information_variants_play_to_the_end_deterministically_with_every_check(variants, ruleset,
                                                                                            players):
    from engine.selfplay import play_game

    a = play_game(players, 3, check=True, ruleset=ruleset, variants=variants)
    b = play_game(players, 3, ruleset=ruleset, variants=variants)
    assert a["digest"] == b["digest"] and a["variants"] == variants and a["winner"]


def test_every_player_sees_where_a_beaten_army_retreats_to():
    g = fog_game(seed=13)
    retreats: list = []
    play(g, seed=13, on_step=lambda game, evs: retreats.extend(
        e for e in events_for(None, evs) if e.kind == "UnitsRetreated"))
    assert retreats and all(e.data["dest"] is not None and e.data["source"] is not None for e in retreats)


def test_whether_another_houses_special_objective_is_met_is_left_out():
    g = fog_game(4, ruleset="a_feast_for_crows")
    specials = g.view("stark")["special_objectives"]
    assert "met" in specials["stark"]
    assert all("met" not in o and {"id", "points"} <= set(o) for h, o in specials.items() if h != "stark")
    assert all("met" in o for o in Game.new(4, seed=1, ruleset="a_feast_for_crows").view("stark")[
        "special_objectives"].values())


def test_sight_is_worked_out_on_the_games_own_board():
    """A variant may change the board (the Eyrie's port in A Feast for Crows): what a unit sees
    and which ids are areas are worked out for the game's own ruleset, never for its edition's
    id, even after a game of the same edition without the port."""
    plain = fog_game(4, ruleset="a_feast_for_crows")
    port = "port-of-the-eyrie"
    assert port not in fog.within(plain.rs, "the-eyrie", 1) and not fog.regions_in(plain.rs, [port])
    g = Game.new(4, seed=1, ruleset="a_feast_for_crows", variants={**FOG, "eyrie-port-affc": True})
    assert g.rs.id == plain.rs.id and g.rs is not plain.rs
    assert port in fog.within(g.rs, "the-eyrie", 1) and fog.regions_in(g.rs, [port]) == {port}
    assert port in fog.visible(g, "arryn") and port not in fog.visible(g, "stark")
    fog.check(g)


def test_a_blind_drafts_card_questions_stay_hidden_in_every_fogged_view():
    """A fogged view is built from the public view as the other variants left it: a blind draft's
    card question (Bran Stark's pick among its house's discards) shows no card to any seat."""
    from .helpers import finish_draft

    g = Game.new(6, seed=1, variants={**FOG, "draft-house-cards": True, "random-draft": True, "blind-draft": True})
    finish_draft(g)
    asked: list[str] = []

    def check(game: Game, events: list) -> None:
        for f in game.s.stack:
            if f["kind"] == "choose" and any(game.rs.knows_card(o) for o in f.get("options", ())):
                asked.append(f["prompt"])
                for seat in [None, *game.seats()]:
                    shown = [x for x in game.view(seat)["frames"] if x["kind"] == "choose"]
                    assert shown and all(x.get("hidden") and "options" not in x for x in shown), seat

    play(g, seed=1, on_step=check)
    assert asked


def test_an_endless_games_reshuffle_after_its_tenth_round_keeps_dense_fog_in_deck_three():
    from engine.flow import HANDLERS
    from engine.phases.westeros import deck_cards

    g = Game.new(6, seed=4, variants={**FOG, "endless": True})
    s = g.s
    s.round = 10
    s.westeros["III"] = [c for c in s.westeros["III"] if c != "dense-fog"][:1]
    s.stack = [{"kind": "round", "step": "end"}]
    g.state_changed()
    HANDLERS["round"].run(g, s.stack[0])  # the end of round 10: deck III reshuffled whole
    assert any(e.kind == "DecksReshuffled" for e in g._events)
    assert sorted(s.westeros["III"]) == sorted(deck_cards(g, "III")) and s.westeros["III"].count("dense-fog") == 1


@pytest.mark.parametrize("variants,ruleset,players", [
    ({"draft-house-cards": True, "draft-influence-tracks": True, "random-start-positions": True}, "second_edition", 6),
    ({"draft-house-cards": True, "thematic-draft": True}, "second_edition", 6),
    ({"draft-house-cards": True, "random-draft": True, "blind-draft": True, "cok-westeros-phase": True},
     "second_edition", 6),
    ({"random-start-positions": True, "dragon-war": True, "dragon-revenge": True}, "mother_of_dragons", 8),
    ({"eyrie-port-affc": True, "hold-victory-points": True}, "a_feast_for_crows", 4),
    ({"random-houses": True, "preceding-mustering": True, "faceless": True}, "second_edition", 6),
])
def test_fog_of_war_with_other_variants_plays_to_the_end_with_every_check(variants, ruleset, players,
                                                                         monkeypatch):
    """Fog of war together with a draft, random start positions, the look ahead, dragons, the
    Eyrie's port, dealt houses: whole games where no view shows what its seat cannot see after
    any step, deterministic per seed."""
    from engine.selfplay import play_game

    checked = []
    real = fog.check
    monkeypatch.setattr(fog, "check", lambda g: (checked.append(g.s.state_id), real(g)))
    both = {**FOG, **variants}
    a = play_game(players, 5, check=True, ruleset=ruleset, variants=both)
    b = play_game(players, 5, ruleset=ruleset, variants=both)
    assert a["digest"] == b["digest"] and a["variants"] == both and a["winner"] and len(checked) > 100


def test_each_seat_sees_around_the_start_position_it_drew():
    """Random start positions under fog of war: a house sees its drawn home and its armies' surroundings
    there, as the game's ruleset has them."""
    g = Game.new(6, seed=2, variants={**FOG, "random-start-positions": True})
    moved = {h: p for h, p in g.s.variant_state["ruleset"]["start_positions"].items() if h != p}
    assert moved
    for house in g.seats():
        seen = fog.visible(g, house)
        home = g.rs.home_of_house[house]
        assert home in seen and home in g.view(house)["units"]
        assert all(r in seen for r, a in g.s.units.items() if a["house"] == house)
    printed = Game.new(6, seed=2).rs.home_of_house
    house, took = next(iter(moved.items()))
    owner = next(h for h, p in moved.items() if p == house)  # the house that took `house`'s position
    assert g.rs.home_of_house[house] == printed[took] and g.rs.home_of_house[owner] == printed[house]
    assert printed[house] in fog.visible(g, owner) and g.view(owner)["units"][printed[house]]["house"] == owner
    fog.check(g)
