"""Vassals: houses nobody plays, commanded each round by a player (docs/RULES.md, Vassals)."""
from __future__ import annotations

import pytest

from engine import board as B
from engine import command_to_wire
from engine import commands as C
from engine import victory
from engine.errors import IllegalCommand
from engine.game import Game
from engine.invariants import check_invariants
from engine.ruleset import load_ruleset
from engine.save import play_commands
from engine.selfplay import play_game

from .helpers import army, position

RS = load_ruleset("second_edition")
VASSAL_CARDS = ["varys", "syrio-forel", "jaqen-h-ghar", "janos-slynt", "jon-connington",
                "beric-dondarrion", "bronn"]


def four() -> Game:
    """Second edition, four players: Tyrell and Martell are vassals."""
    return Game.new(players=4, seed=2, options={"vassals": True})


def claim(g: Game, seat: str, vassals: list[str]) -> None:
    d = next(d for d in g.waiting_for() if d.options.get("prompt") == "claim-vassals")
    assert d.seat == seat
    g.act(seat, C.Choose(list(vassals)))


# ----- setup -----------------------------------------------------------------------------

def test_four_players_with_vassals_set_up_the_two_others_from_their_vassal_cards():
    g = four()
    s = g.s
    assert s.vassals == ["tyrell", "martell"] and g.seats() == ["stark", "lannister", "baratheon", "greyjoy"]
    assert s.blocked == []  # vassals instead of blocked areas
    cards = RS.vassal_rules["starting_units"]
    for house in s.vassals:
        mine = {r: sorted(a["units"]) for r, a in s.units.items() if a["house"] == house}
        assert mine == {r: sorted(u) for r, u in cards[house].items()}
        assert s.supply[house] == 4 and s.power[house] == 0 and sorted(s.hands[house]) == sorted(VASSAL_CARDS)
    assert s.options["vassals"] is True
    check_invariants(g)


def test_a_vassal_in_the_top_three_places_of_a_track_goes_to_its_bottom():
    g = four()
    for track, order in g.s.tracks.items():
        setup = RS.player_setup(6)["tracks"][track]
        if any(h in ("tyrell", "martell") for h in setup[:3]):
            assert order == [h for h in setup if h not in ("tyrell", "martell")] + \
                [h for h in setup if h in ("tyrell", "martell")]
        else:
            assert order == setup


def test_vassals_are_for_three_to_five_players_in_the_second_edition():
    for n in (3, 4, 5):
        assert len(Game.new(players=n, seed=1, options={"vassals": True}).s.vassals) == 6 - n
    with pytest.raises(ValueError):
        Game.new(players=6, seed=1, options={"vassals": True})
    with pytest.raises(ValueError):
        Game.new(players=4, seed=1, options={"vassals": True}, ruleset="first_edition")


def test_targaryen_is_never_a_vassal():
    for n in range(3, 8):
        g = Game.new(players=n, seed=1, options={"vassals": True}, ruleset="mother_of_dragons")
        assert "targaryen" in g.seats() and "targaryen" not in g.s.vassals
        assert len(g.s.houses) == 8 and len(g.seats()) == n
    g = Game.new(players=3, seed=1, options={"vassals": True}, ruleset="mother_of_dragons",
                 seated=["arryn", "martell", "targaryen"])
    assert set(g.seats()) == {"arryn", "martell", "targaryen"}


@pytest.mark.parametrize("players", [3, 5, 6])
def test_mother_of_dragons_without_targaryen_leaves_essos_deck_four_and_loyalty_out(players):
    """Nobody plays Targaryen: the game is the seven houses' (Essos blocked, no deck IV, no
    loyalty token, no Targaryen on the tracks), the houses nobody plays are vassals, and it
    plays to the end."""
    seated = ["stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell"][:players]
    g = Game.new(players=players, seed=2, options={"vassals": True, "iron_bank": True}, ruleset="mother_of_dragons",
                 seated=seated)
    seven = g.rs.player_setup(7)
    assert "targaryen" not in g.s.houses and len(g.s.houses) == 7 and g.s.players == 7
    assert sorted(g.seats()) == sorted(seated) and sorted(g.s.vassals) == sorted(set(seven["houses"]) - set(seated))
    assert set(g.s.blocked) == set(seven["blocked_regions"]) and "pentos" in g.s.blocked
    assert sorted(g.s.westeros) == ["I", "II", "III"] and g.s.loyalty == {}
    assert all("targaryen" not in order for order in g.s.tracks.values())
    from engine.bots.random_bot import RandomBot

    bots = {h: RandomBot(i) for i, h in enumerate(g.s.houses)}
    while not g.finished:
        d = g.waiting_for()[0]
        for attempt in range(12):
            try:
                g.act(d.seat, bots[d.seat].propose(g.view(d.house), d.house_wire(), attempt), house=d.house)
                break
            except IllegalCommand:
                assert attempt < 11
        check_invariants(g)
    assert g.winner in seated


def test_mother_of_dragons_without_targaryen_still_needs_three_players():
    with pytest.raises(ValueError):
        Game.new(players=2, seed=1, options={"vassals": True}, ruleset="mother_of_dragons",
                 seated=["stark", "lannister"])


# ----- the claim -------------------------------------------------------------------------

def test_the_claim_goes_in_iron_throne_order_with_even_shares_and_the_last_takes_the_rest():
    g = Game.new(players=3, seed=2, options={"vassals": True})  # 3 vassals, 3 players: one each
    order = [h for h in g.s.tracks["iron_throne"] if h not in g.s.vassals]
    first = next(d for d in g.waiting_for())
    assert (first.seat, first.kind, first.options["prompt"], first.options["most"]) == \
        (order[0], "choose", "claim-vassals", 1)
    assert [] in first.options["options"]  # a player may pass
    claim(g, order[0], [])                 # passes: its pick goes on to the next
    d = g.waiting_for()[0]
    assert d.seat == order[1] and d.options["most"] == 2
    claim(g, order[1], g.s.vassals[:2])
    assert g.s.commanders == {g.s.vassals[0]: order[1], g.s.vassals[1]: order[1],
                              g.s.vassals[2]: order[2]}  # the last player took what was left
    assert all(d.kind == "place-orders" for d in g.waiting_for())


def test_a_claim_outside_the_options_is_refused():
    g = four()
    seat = g.waiting_for()[0].seat
    for bad in (["tyrell", "martell"], ["stark"], ["tyrell", "tyrell"], "tyrell"):
        with pytest.raises(IllegalCommand):
            g.act(seat, C.Choose(bad))


def test_command_is_claimed_again_every_round():
    g = four()
    seen = set()
    while g.s.round < 3 and not g.finished:
        d = g.waiting_for()[0]
        if d.options.get("prompt") == "claim-vassals" and g.s.round not in seen:
            seen.add(g.s.round)
            assert g.s.commanders == {}  # last round's relations are cleared first
        from engine.bots.random_bot import RandomBot
        bot = RandomBot(g.s.state_id)
        for attempt in range(8):  # a random muster may break supply: the bot tries again, simpler
            try:
                g.act(d.seat, bot.propose(g.view(d.house), d.house_wire(), attempt), house=d.house)
                break
            except IllegalCommand:
                continue
    assert seen == {1, 2}


# ----- orders ----------------------------------------------------------------------------

def planning_with_commanders() -> Game:
    g = four()
    claim(g, g.waiting_for()[0].seat, ["tyrell"])
    claim(g, g.waiting_for()[0].seat, ["martell"])  # the last two have no share: they pass
    return g


def test_vassal_orders_come_after_every_player_s_and_from_the_commander():
    g = planning_with_commanders()
    assert all(d.house not in g.s.vassals for d in g.waiting_for())
    _to_vassal_orders(g)
    pending = g.waiting_for()
    assert {d.house for d in pending} == {"tyrell", "martell"}
    for d in pending:
        assert d.seat == g.s.commanders[d.house]
        assert d.options["tokens"] == list(RS.vassal_token_ids) and d.options["star_limit"] == 0
        assert d.options["count"] == 2 and d.options["fewer"] is True


def _orders_for(d) -> C.PlaceOrders:
    """Orders filling every area with the decision's tokens (players: exactly `count`)."""
    rs = RS
    regions, tokens = d.options["regions"], list(d.options["tokens"])
    out = []
    for r in regions[:d.options["count"]]:
        tok = next(t for t in tokens if (rs.regions[r].kind == "land" or not rs.land_only(t))
                   and not (rs.order_tokens[t].starred and sum(rs.order_tokens[x].starred for _, x in out)
                            >= d.options["star_limit"]))
        tokens.remove(tok)
        out.append((r, tok))
    return C.PlaceOrders(tuple(out))


def _to_vassal_orders(g: Game) -> None:
    for d in list(g.waiting_for()):
        g.act(d.seat, _orders_for(d))


def test_a_vassal_places_at_most_two_orders_from_its_own_tokens_and_may_place_fewer():
    g = planning_with_commanders()
    _to_vassal_orders(g)
    d = next(d for d in g.waiting_for() if d.house == "tyrell")
    regions = d.options["regions"]
    assert len(regions) > 2
    three = C.PlaceOrders(tuple(zip(regions[:3], RS.vassal_token_ids[:3])))
    with pytest.raises(IllegalCommand) as info:
        g.act(d.seat, three, house="tyrell")
    assert info.value.key == "orders-vassal-most"
    with pytest.raises(IllegalCommand) as info:  # a player's token is not a vassal's
        g.act(d.seat, C.PlaceOrders(((regions[0], "march"),)), house="tyrell")
    assert info.value.key == "orders-unknown-token"
    g.act(d.seat, C.PlaceOrders(((regions[0], "vassal-march"),)), house="tyrell")  # one is enough
    assert "tyrell" not in {x.house for x in g.waiting_for()}


def test_a_vassal_with_no_units_owes_no_orders():
    g = four()
    for r in [r for r, a in g.s.units.items() if a["house"] == "martell"]:
        del g.s.units[r]
    g.state_changed()
    claim(g, g.waiting_for()[0].seat, ["tyrell"])
    claim(g, g.waiting_for()[0].seat, ["martell"])
    _to_vassal_orders(g)
    assert {d.house for d in g.waiting_for()} == {"tyrell"}


# ----- restrictions ----------------------------------------------------------------------

def test_a_vassal_never_holds_a_dominance_token():
    g = four()
    g.s.tracks["fiefdoms"] = ["tyrell", "stark", "lannister", "baratheon", "greyjoy", "martell"]
    assert g.holder("fiefdoms") == "stark"


def test_vassals_never_bid_nor_gain_power_and_take_no_part_in_a_wildling_attack():
    g = four()
    assert B.gain_power(g.rs, g.s, "tyrell", 3) == 0 and g.s.power["tyrell"] == 0
    g = position(players=4, options={"vassals": True}, phase="westeros", wildling_threat=10,
                 commanders={"tyrell": "stark", "martell": "stark"},
                 westeros={"I": ["mustering"] * 10, "II": ["clash-of-kings"] * 10, "III": ["wildlings-attack"] * 10},
                 round=2)
    asked = set()
    for _ in range(60):
        pending = g.waiting_for()
        if not pending or any(f["kind"] == "planning" for f in g.s.stack):
            break
        d = pending[0]
        asked.add((d.house, d.kind))
        from engine.bots.random_bot import RandomBot
        g.act(d.seat, RandomBot(1).propose(g.view(d.house), d.house_wire()), house=d.house)
    assert ("stark", "bid") in asked
    assert not any(h in ("tyrell", "martell") and k == "bid" for h, k in asked)


def test_a_vassal_never_wins():
    g = four()
    castles = [r for r in RS.castle_area_set if r not in g.s.blocked][:8]
    for r in castles:
        g.s.units[r] = army("tyrell", "footman")
        g.s.tokens.pop(r, None)
    g.state_changed()
    assert B.castle_counts(g.rs, g.s)["tyrell"] >= 7
    assert victory.castle_winner(g) is None


def test_a_commander_may_not_march_into_its_vassal_s_area_nor_the_vassal_into_its_commander_s():
    units = {"riverrun": army("stark", "knight"), "harrenhal": army("tyrell", "footman"),
             "stoney-sept": army("greyjoy", "footman")}
    g = position(players=4, options={"vassals": True}, phase="march", units=units,
                 orders={"riverrun": ["stark", "march"], "harrenhal": ["tyrell", "vassal-march"]},
                 commanders={"tyrell": "stark", "martell": "greyjoy"}, turn="stark")
    d = next(d for d in g.waiting_for() if d.kind == "march")
    assert "harrenhal" not in d.options["marches"]["riverrun"]["destinations"]
    with pytest.raises(IllegalCommand):
        g.act("stark", C.ResolveMarch("riverrun", (("harrenhal", ("knight",)),), False))
    g2 = position(players=4, options={"vassals": True}, phase="march", units=units,
                  orders={"harrenhal": ["tyrell", "vassal-march"]},
                  commanders={"tyrell": "stark", "martell": "greyjoy"}, turn="tyrell")
    d = next(d for d in g2.waiting_for() if d.kind == "march")
    assert d.seat == "stark" and d.house == "tyrell"
    dests = d.options["marches"]["harrenhal"]["destinations"]
    assert "riverrun" not in dests and "stoney-sept" in dests  # another player's area stays open


def test_a_winning_vassal_earns_its_commander_a_power_token():
    units = {"harrenhal": army("tyrell", "knight", "knight"), "riverrun": army("lannister", "footman")}
    g = position(players=4, options={"vassals": True}, phase="march", units=units,
                 orders={"harrenhal": ["tyrell", "vassal-march"]}, power={"stark": 3},
                 commanders={"tyrell": "stark", "martell": "greyjoy"}, turn="tyrell")
    g.act("stark", C.ResolveMarch("harrenhal", (("riverrun", ("knight", "knight")),), False), house="tyrell")
    for _ in range(10):
        pending = g.waiting_for()
        if not pending or g.s.units.get("riverrun", {}).get("house") == "tyrell":
            break
        d = pending[0]
        if d.kind == "house-card":
            if d.house == "tyrell":
                assert len(d.options["hand"]) == 3 and set(d.options["hand"]) <= set(VASSAL_CARDS)
                assert d.seat == "stark"
                view = g.view("stark")
                assert view["commanded"]["tyrell"]["vassal_hand"] == d.options["hand"]
                assert "vassal_hand" not in g.view("lannister") and "vassal_hand" not in str(g.view(None))
                card = "bronn" if "bronn" in d.options["hand"] else max(d.options["hand"],
                                                                         key=lambda c: RS.house_cards[c].strength)
            else:
                card = min(d.options["hand"], key=lambda c: RS.house_cards[c].strength)
            g.act(d.seat, C.ChooseHouseCard(card), house=d.house)
        elif d.kind == "support":
            g.act(d.seat, C.DeclareSupport(tuple((r, "none") for r in d.options["regions"])), house=d.house)
        else:
            g.act(d.seat, C.Choose(d.options["options"][-1]) if d.command == "Choose" else
                  C.Retreat(d.options["options"][0]), house=d.house)
    assert g.s.units["riverrun"]["house"] == "tyrell"
    assert g.s.power["stark"] == 4 and g.s.power["tyrell"] == 0
    assert sorted(g.s.hands["tyrell"]) == sorted(VASSAL_CARDS)  # the card went back to the vassal deck


def test_a_vassal_musters_only_in_its_home_area():
    units = {"highgarden": army("tyrell", "footman"), "oldtown": army("tyrell", "footman")}
    g = position(players=4, options={"vassals": True}, phase="westeros", units=units, round=2,
                 commanders={"tyrell": "stark", "martell": "greyjoy"},
                 westeros={"I": ["mustering"] * 10, "II": ["game-of-thrones"] * 10,
                           "III": ["sea-of-storms"] * 10})
    musters = [d for d in g.waiting_for() if d.kind == "muster"]
    for _ in range(20):
        d = next((d for d in g.waiting_for() if d.kind == "muster"), None)
        if d is None:
            break
        if d.house == "tyrell":
            assert list(d.options["castles"]) == ["highgarden"]
            assert d.seat == "stark"
        g.act(d.seat, C.Muster(()), house=d.house)
        musters.append(d)
    assert any(d.house == "tyrell" for d in musters)


# ----- whole games -----------------------------------------------------------------------

@pytest.mark.parametrize("ruleset,players", [("second_edition", 3), ("second_edition", 4), ("second_edition", 5),
                                             ("mother_of_dragons", 3), ("mother_of_dragons", 5),
                                             ("mother_of_dragons", 7)])
def test_games_with_vassals_play_to_the_end_deterministically(ruleset, players):
    a = play_game(players, 11, check=True, options={"vassals": True}, ruleset=ruleset)
    b = play_game(players, 11, options={"vassals": True}, ruleset=ruleset)
    assert a["digest"] == b["digest"] and a["rounds"] >= 1
    assert a["winner"] not in a["vassals"]


def test_a_game_with_vassals_replays_from_its_commands():
    g = four()
    record = []
    from engine.bots.random_bot import RandomBot
    bot = RandomBot(7)
    for _ in range(400):
        if g.finished:
            break
        d = g.waiting_for()[0]
        for attempt in range(12):
            cmd = bot.propose(g.view(d.house), d.house_wire(), attempt)
            try:
                g.act(d.seat, cmd, house=d.house)
                break
            except IllegalCommand:
                continue
        record.append([g.acted_for, command_to_wire(cmd)])
    assert any(h in g.s.vassals for h, _ in record)
    again = four()
    play_commands(again, record)
    assert again.digest() == g.digest()


# ----- the seven vassal cards ------------------------------------------------------------

def _vassal_attacks(card: str, attackers: tuple[str, ...] = ("footman",), defenders: tuple[str, ...] = ("footman",),
                    lannister_power: int = 0, vassal_defends: bool = False) -> Game:
    """Tyrell (a vassal of Stark) attacks Lannister's army in Riverrun with `card` in its draw
    (or, `vassal_defends`, Lannister attacks Tyrell there)."""
    att, dfn = ("lannister", "tyrell") if vassal_defends else ("tyrell", "lannister")
    units = {"harrenhal": army(att, *attackers), "riverrun": army(dfn, *defenders)}
    g = position(players=4, options={"vassals": True}, phase="march", units=units,
                 orders={"harrenhal": [att, "vassal-march" if att == "tyrell" else "march"]},
                 commanders={"tyrell": "stark", "martell": "greyjoy"}, turn=att,
                 power={"lannister": lannister_power})
    g.act(g.commander(att), C.ResolveMarch("harrenhal", (("riverrun", attackers),), False), house=att)
    combat = next(f for f in g.s.stack if f["kind"] == "combat")
    assert combat["step"] == "cards" and len(combat["vassal_draw"]["tyrell"]) == 3
    others = [c for c in VASSAL_CARDS if c != card]
    combat["vassal_draw"]["tyrell"] = sorted([card, *others[:2]])
    g.state_changed()
    return g


@pytest.mark.parametrize("card", VASSAL_CARDS)
def test_each_vassal_card_fights_with_its_printed_strength(card):
    g = _vassal_attacks(card)
    d = next(d for d in g.waiting_for() if d.house == "tyrell")
    assert card in d.options["hand"] and d.seat == "stark"
    lannister = min(g.s.hands["lannister"], key=lambda c: RS.house_cards[c].strength)
    g.act("lannister", C.ChooseHouseCard(lannister))
    events = g.act("stark", C.ChooseHouseCard(card), house="tyrell")
    battle = next(e for e in events if e.kind == "CombatResolved")
    summary = g.s.last_battle if g.s.last_battle and g.s.last_battle.get("area") == "riverrun" else None
    combat = next((f for f in g.s.stack if f["kind"] == "combat"), None)
    strength = (summary or {}).get("strength", {}).get("attacker", {}).get("card")
    if strength is None and combat is not None:
        from engine.phases.combat import strength_breakdown
        strength = strength_breakdown(g, combat, "attacker")["card"]
    assert strength == RS.house_cards[card].strength
    assert RS.house_cards[card].house == "vassal"
    assert battle.data["attacker"] == "tyrell"
    assert g.s.hands["tyrell"].count(card) == 1  # never discarded: back in the shared deck



def _play_cards(g: Game, card: str, lannister_card: str | None = None) -> list:
    lannister = lannister_card or min(g.s.hands["lannister"], key=lambda c: RS.house_cards[c].strength)
    events = g.act("lannister", C.ChooseHouseCard(lannister))
    events += g.act("stark", C.ChooseHouseCard(card), house="tyrell")
    return events


def _answer_all(g: Game, answers: dict[str, object]) -> list:
    """Answer the combat's questions by prompt (retreats: the first option) until none is left."""
    events = []
    for _ in range(10):
        pending = g.waiting_for()
        if not pending or not any(f["kind"] == "combat" for f in g.s.stack):
            break
        d = pending[0]
        if d.kind == "retreat":
            cmd = C.Retreat(d.options["options"][0])
        elif d.kind == "select-units":
            cmd = C.SelectUnits(tuple(tuple(c) for c in d.options["candidates"][:d.options["min"]]))
        else:
            cmd = C.Choose(answers.get(d.options.get("prompt"), d.options["options"][0]))
        events += g.act(d.seat, cmd, house=d.house)
    return events


def test_bronn_is_worth_nothing_when_the_opponent_pays_two_power():
    g = _vassal_attacks("bronn", lannister_power=3)
    _play_cards(g, "bronn")
    d = g.waiting_for()[0]
    assert (d.seat, d.options["prompt"], d.options["options"]) == ("lannister", "bronn", ["pay", "keep"])
    g.act("lannister", C.Choose("pay"))
    assert g.s.power["lannister"] == 1
    _answer_all(g, {})
    assert g.s.last_battle["strength"]["attacker"]["card"] == 0


def test_bronn_keeps_four_when_the_opponent_does_not_pay():
    g = _vassal_attacks("bronn", lannister_power=3)
    _play_cards(g, "bronn")
    g.act("lannister", C.Choose("keep"))
    _answer_all(g, {})
    assert g.s.last_battle["strength"]["attacker"]["card"] == 4 and g.s.power["lannister"] == 3


def test_syrio_forel_defending_makes_a_player_s_footmen_worth_nothing():
    g = _vassal_attacks("syrio-forel", attackers=("footman", "footman", "knight"), defenders=("footman",),
                        vassal_defends=True)
    events = g.act("lannister", C.ChooseHouseCard(min(g.s.hands["lannister"],
                                                      key=lambda c: RS.house_cards[c].strength)))
    events += g.act("stark", C.ChooseHouseCard("syrio-forel"), house="tyrell")
    _answer_all(g, {})
    assert g.s.last_battle["strength"]["attacker"]["units"] == 2  # the knight alone
    assert g.s.last_battle["strength"]["defender"]["units"] == 1  # a vassal's footman still counts


def test_varys_takes_the_vassal_to_the_top_of_the_fiefdoms_track():
    g = _vassal_attacks("varys")
    before = [h for h in g.s.tracks["fiefdoms"] if h != "tyrell"]
    _play_cards(g, "varys")
    _answer_all(g, {})
    assert g.s.tracks["fiefdoms"] == ["tyrell", *before]


def test_beric_dondarrion_winning_costs_the_vassal_one_of_its_units_in_the_area():
    g = _vassal_attacks("beric-dondarrion", attackers=("footman", "knight"), defenders=("footman",))
    _play_cards(g, "beric-dondarrion")
    _answer_all(g, {"beric-dondarrion": "footman"})
    assert g.s.last_battle["winner"] == "tyrell"
    assert g.s.units["riverrun"] == {"house": "tyrell", "units": ["knight"], "routed": []}


def test_rule_of_thumb_bots_take_their_whole_share_of_vassals():
    from engine.bots.levels import make_bot

    g = four()
    d = g.waiting_for()[0]
    for level in ("easy", "normal"):
        cmd = make_bot(level, 1).propose(g.view(d.house), d.house_wire())
        assert len(cmd.choice) == d.options["most"] == 1


def test_jaqen_h_ghar_swaps_the_opponent_s_card_for_one_drawn_at_random_from_its_hand():
    used = set()
    for seed in range(12):
        units = {"harrenhal": army("tyrell", "footman"), "riverrun": army("lannister", "footman")}
        g = position(players=4, seed=seed, options={"vassals": True}, phase="march", units=units,
                     orders={"harrenhal": ["tyrell", "vassal-march"]}, power={"lannister": 0},
                     hands={"lannister": ["ser-gregor-clegane", "the-hound"]},
                     commanders={"tyrell": "stark", "martell": "greyjoy"}, turn="tyrell")
        g.act("stark", C.ResolveMarch("harrenhal", (("riverrun", ("footman",)),), False), house="tyrell")
        combat = next(f for f in g.s.stack if f["kind"] == "combat")
        combat["vassal_draw"]["tyrell"] = ["bronn", "jaqen-h-ghar", "varys"]
        g.state_changed()
        events = _play_cards(g, "jaqen-h-ghar", "the-hound")
        _answer_all(g, {})
        played = g.s.last_battle["cards"]["lannister"]
        assert played in ("ser-gregor-clegane", "the-hound")
        assert any(e.kind == "HouseCardReplaced" and e.data["house"] == "lannister" for e in events)
        used.add(played)
    assert used == {"ser-gregor-clegane", "the-hound"}  # the returned card may come back too


def test_jon_connington_losing_lets_the_commander_muster_a_knight_where_it_retreated():
    g = _vassal_attacks("jon-connington", attackers=("footman",), defenders=("footman", "footman", "knight"))
    _play_cards(g, "jon-connington", max(g.s.hands["lannister"], key=lambda c: RS.house_cards[c].strength))
    asked = []
    for _ in range(10):
        pending = g.waiting_for()
        if not pending or not any(f["kind"] == "combat" for f in g.s.stack):
            break
        d = pending[0]
        if d.options.get("prompt") == "jon-connington":
            asked.append(d)
            g.act(d.seat, C.Choose("harrenhal"), house=d.house)
        else:
            _answer_all(g, {})
    assert g.s.last_battle["loser"] == "tyrell"
    assert asked and asked[0].seat == "stark" and set(asked[0].options["options"]) == {"harrenhal", "highgarden", "none"}
    assert sorted(g.s.units["harrenhal"]["units"] + g.s.units["harrenhal"]["routed"]) == ["footman", "knight"]
