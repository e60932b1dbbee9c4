"""The table decides (engine/table.py), in the sans-IO session with a fake clock: requests and
votes with the reference's thresholds (who may start and answer, pass, fail, time out, one at a
time), a pause, a friend who arrives late taking over a bot's or a vassal's house and handing it
back, two players swapping houses, the game ending after this round, a winner declared, the chess
clock (`game-clock`), saves, and hostile messages."""
from __future__ import annotations

import itertools
from typing import Any

import pytest

from engine import command_to_wire
from engine.bots.random_bot import RandomBot
from engine.game import Game
from engine.save import load_session, make_save
from engine.session import PROTOCOL_VERSION, Session
from engine.table import AUTO_RESUME, EXTENSION, VOTE_SECONDS


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def table(players: int = 4, decides: str = "votes", variants: dict | None = None, options: dict | None = None,
          seated: list | None = None, turn_clock: float = 0.0, seed: int = 3) -> tuple[Session, FakeClock]:
    clock = FakeClock()
    n = itertools.count()
    game = Game.new(players=players, seed=seed, variants=variants, options=options, seated=seated)
    s = Session(game, "gt", "Table", token_factory=lambda: f"tok{next(n):02d}", now=clock, turn_clock=turn_clock)
    s.table.decides = decides
    return s, clock


def join(s: Session, cid: str, seat: str | None, name: str) -> list:
    s.connect(cid)
    return s.handle(cid, {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": s.game.s.ruleset,
                          "name": name, "seat": seat})


def msgs(out: list, to: str, kind: str) -> list[dict]:
    return [o.message for o in out if o.to == to and o.message["type"] == kind]


def propose(s: Session, cid: str, vote: str, house: str | None = None) -> list:
    m: dict[str, Any] = {"type": "propose", "vote": vote}
    if house is not None:
        m["house"] = house
    return s.handle(cid, m)


def answer(s: Session, cid: str, vid: int, yes: bool) -> list:
    return s.handle(cid, {"type": "vote", "id": vid, "yes": yes})


def error_key(out: list, cid: str) -> str | None:
    errors = msgs(out, cid, "error")
    return errors[-1].get("key") if errors else None


def outcome(out: list, cid: str) -> list[str]:
    return [m["outcome"] for m in msgs(out, cid, "notice") if m["code"] == "vote"]


def play(s: Session, until, limit: int = 4000) -> None:
    """Answer every decision with random bots (through the session, as its host would) until
    `until()` holds."""
    bots: dict[str, RandomBot] = {}
    for _ in range(limit):
        if until() or s.game.finished:
            return
        d = s.game.waiting_for()[0]
        bot = bots.setdefault(d.seat, RandomBot(len(bots) + 7))
        for attempt in range(20):
            try:
                s.submit(d.seat, command_to_wire(bot.propose(s.game.view(d.house), d.house_wire(), attempt)),
                         s.game.s.state_id, for_house=d.house)
                break
            except Exception:  # noqa: BLE001 - a refused proposal: the bot tries another
                continue
    assert until() or s.game.finished


def four_people() -> tuple[Session, FakeClock]:
    s, clock = table(4)
    for cid, house, name in (("a", "stark", "Ann"), ("b", "lannister", "Bob"), ("c", "baratheon", "Cid"),
                             ("d", "greyjoy", "Dee")):
        join(s, cid, house, name)
    join(s, "w", None, "Wes")
    return s, clock


# ----- votes: who, how many, how long --------------------------------------------------------------

def test_a_vote_passes_with_two_thirds_of_the_people_at_the_table_and_everyone_hears_it():
    s, clock = four_people()
    out = propose(s, "a", "pause-game")
    started = msgs(out, "w", "notice")[0]  # spectators hear of it too
    assert started["outcome"] == "started" and started["kind"] == "pause-game" and started["seat"] == "stark"
    vote = started["vote"]
    assert vote["voters"] == ["stark", "lannister", "baratheon", "greyjoy"] and vote["yes"] == ["stark"]
    assert vote["needed"] == 2 and vote["left"] == VOTE_SECONDS  # floor(2 * 4 / 3)
    assert msgs(out, "w", "table")[-1]["votes"][0]["id"] == vote["id"]
    out = answer(s, "b", vote["id"], True)
    assert outcome(out, "d") == ["passed"] and s.table.paused and not s.table.votes


def test_a_vote_fails_once_too_many_say_no_and_an_answer_may_change_while_it_runs():
    s, clock = four_people()
    vid = msgs(propose(s, "a", "pause-game"), "a", "notice")[0]["vote"]["id"]
    assert outcome(answer(s, "b", vid, False), "a") == []  # 1 no: 2 yes may still come
    assert outcome(answer(s, "b", vid, True), "a") == ["passed"]  # changed its mind: 2 yes
    s.table.resume()
    vid = msgs(propose(s, "a", "pause-game"), "a", "notice")[0]["vote"]["id"]
    answer(s, "b", vid, False)
    assert outcome(answer(s, "c", vid, False), "a") == []  # 2 no of 4: 2 yes may still come
    out = answer(s, "d", vid, False)  # 3 no: they cannot
    assert outcome(out, "a") == ["failed"] and not s.table.paused and not s.table.votes


def test_a_vote_not_passed_in_time_fails_and_the_transport_is_told_when():
    s, clock = four_people()
    propose(s, "a", "end-game")  # everyone must agree
    assert s.next_deadline() == clock.t + VOTE_SECONDS
    clock.t += VOTE_SECONDS - 1
    assert s.run_clock() == []
    clock.t += 1
    out = s.run_clock()
    assert outcome(out, "w") == ["timed-out"] and not s.table.votes and s.game.s.last_round == 0


def test_one_vote_of_a_kind_at_a_time_and_one_per_house_for_take_overs():
    s, clock = four_people()
    s.set_holder("greyjoy", "bot")
    propose(s, "a", "end-game")
    assert error_key(propose(s, "b", "end-game"), "b") == "vote-running"
    assert msgs(propose(s, "b", "pause-game"), "b", "notice")  # another kind runs beside it
    join(s, "x", None, "Xan")
    propose(s, "w", "replace-player", "greyjoy")
    assert error_key(propose(s, "x", "replace-player", "greyjoy"), "x") == "vote-running"


def test_who_may_start_and_who_answers():
    s, clock = four_people()
    assert error_key(propose(s, "w", "pause-game"), "w") == "vote-not-a-player"  # someone watching
    s.set_holder("greyjoy", "bot")
    assert error_key(propose(s, "a", "replace-player", "greyjoy"), "a") == "vote-not-a-spectator"
    join(s, "anon", None, "")
    assert error_key(propose(s, "anon", "replace-player", "greyjoy"), "anon") == "vote-needs-name"
    s.disconnect("c")  # away people do not vote, bots and vassals neither
    vote = msgs(propose(s, "a", "end-game"), "a", "notice")[0]["vote"]
    assert vote["voters"] == ["stark", "lannister"]
    assert error_key(answer(s, "w", vote["id"], True), "w") == "vote-not-a-voter"
    s.connect("c2")  # back, but the vote started without them
    s.handle("c2", {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition", "name": "Cid",
                    "seat": "baratheon", "token": s.seats["baratheon"].token})
    assert error_key(answer(s, "c2", vote["id"], True), "c2") == "vote-not-a-voter"
    assert error_key(answer(s, "a", 999, True), "a") == "vote-unknown"


def test_thresholds_follow_the_reference():
    s, clock = table(6)
    people = ["stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell"]
    for i, h in enumerate(people):
        join(s, f"p{i}", h, f"P{i}")
    needed = {}
    for kind in ("pause-game", "end-game"):
        needed[kind] = msgs(propose(s, "p0", kind), "p0", "notice")[0]["vote"]["needed"]
    assert needed == {"pause-game": 4, "end-game": 6}  # floor(2 * 6 / 3); everyone
    s2, _ = table(3, variants={"game-clock": 30})
    join(s2, "a", "stark", "Ann")
    join(s2, "b", "lannister", "Bob")
    vote = msgs(propose(s2, "a", "pause-game"), "a", "notice")[0]["vote"]
    assert vote["needed"] == 2  # two voters: both must agree


def test_a_take_over_at_a_table_of_bots_passes_at_once():
    s, clock = table(3)
    for h in s.seats:
        s.set_holder(h, "bot")
    join(s, "w", None, "Wes")
    out = propose(s, "w", "replace-player", "lannister")
    assert outcome(out, "w") == ["started", "passed"]  # nobody at the table to answer
    welcome = msgs(out, "w", "welcome")[-1]
    assert welcome["seat"] == "lannister" and welcome["taken_over"] and welcome["token"] == s.seats["lannister"].token
    assert msgs(out, "w", "snapshot")[-1]["view"]["seat"] == "lannister"
    assert s.seats["lannister"].holder == "human" and s.seats["lannister"].name == "Wes"


# ----- pausing ---------------------------------------------------------------------------------------

def test_a_paused_game_takes_no_move_its_bots_wait_and_its_clocks_stand_still():
    s, clock = table(3, turn_clock=60)
    s.set_holder("baratheon", "bot")
    join(s, "a", "stark", "Ann")
    join(s, "b", "lannister", "Bob")
    clock.t += 20
    s.table.host_pause(True)
    assert s.bot_turns() == [] and s.next_deadline() is None
    cmd = command_to_wire(RandomBot(1).propose(s.game.view("stark"), next(
        d for d in s.game.waiting_for() if d.seat == "stark").to_wire()))
    out = s.handle("a", {"type": "command", "state_id": s.game.s.state_id, "command": cmd})
    assert msgs(out, "a", "error")[0]["code"] == "paused" and error_key(out, "a") == "game-paused"
    clock.t += 500
    assert s.clock_left() == {"stark": 40.0, "lannister": 40.0}  # stood still
    assert s.run_clock() == [] and s.game.s.state_id == 0  # a host pause does not end by itself
    s.table.host_pause(False)
    assert s.clock_left() == {"stark": 40.0, "lannister": 40.0} and s.bot_turns() == ["baratheon"]
    assert [e.kind for e in s.history][-2:] == ["TablePaused", "TableResumed"]


def test_a_voted_pause_resumes_by_itself_after_ten_minutes_unless_the_game_is_private():
    s, clock = four_people()
    vid = msgs(propose(s, "a", "pause-game"), "a", "notice")[0]["vote"]["id"]
    answer(s, "b", vid, True)
    assert s.table.resume_at == clock.t + AUTO_RESUME and s.next_deadline() == clock.t + AUTO_RESUME
    clock.t += AUTO_RESUME - 4
    assert error_key(propose(s, "a", "resume-game"), "a") == "vote-resumes-soon"
    clock.t += 4
    s.run_clock()
    assert not s.table.paused
    p, clock = table(3, variants={"private-game": True})
    join(p, "a", "stark", "Ann")
    propose(p, "a", "pause-game")  # the only person at the table: passes at once
    assert p.table.paused and p.table.resume_at is None
    vote = msgs(propose(p, "a", "resume-game"), "a", "notice")
    assert [m["outcome"] for m in vote] == ["started", "passed"] and not p.table.paused


# ----- the game ends after this round; a winner declared ---------------------------------------------

def test_the_game_ends_after_the_round_the_table_voted_with_the_usual_ranking():
    s, clock = four_people()
    vid = msgs(propose(s, "a", "end-game"), "a", "notice")[0]["vote"]["id"]
    for cid in ("b", "c"):
        answer(s, cid, vid, True)
    out = answer(s, "d", vid, True)
    assert outcome(out, "a") == ["passed"] and s.game.s.last_round == 1
    assert s.commands[-1][1] == {"type": "EndAfterThisRound"}
    update = msgs(out, "a", "update")[0]
    assert update["view"]["last_round"] == 1 and [e["kind"] for e in update["events"]] == ["LastRoundSet"]
    assert error_key(propose(s, "a", "end-game"), "a") == "last-round-already"
    play(s, lambda: s.game.finished)
    won = next(e for e in s.history if e.kind == "GameWon")
    assert won.data["why"] == "rounds" and won.data["rounds_played"] == 1 and "decided_by" in won.data
    restored = load_session(make_save(s))  # the decision is replayed from the save
    assert restored.game.digest() == s.game.digest()


def test_a_winner_declared_by_everyone_ends_the_game_at_once():
    s, clock = four_people()
    vid = msgs(propose(s, "a", "declare-winner", "greyjoy"), "a", "notice")[0]["vote"]["id"]
    for cid in ("b", "c", "d"):
        out = answer(s, cid, vid, True)
    assert s.game.finished and s.game.winner == "greyjoy"
    assert [e for e in msgs(out, "w", "update")[0]["events"] if e["kind"] == "GameWon"][0]["data"]["why"] == "declared"


def test_a_client_may_not_send_the_tables_commands_itself():
    s, clock = four_people()
    for cmd in ({"type": "EndAfterThisRound"}, {"type": "DeclareWinner", "house": "stark", "why": "declared"}):
        out = s.handle("a", {"type": "command", "state_id": s.game.s.state_id, "command": cmd})
        assert error_key(out, "a") == "command-host-only"
    assert s.game.s.state_id == 0 and not s.commands


# ----- a friend who arrives late; handing a house back -----------------------------------------------

def test_a_late_friend_takes_over_a_bots_house_and_hands_it_back_to_a_bot():
    s, clock = four_people()
    s.set_holder("greyjoy", "bot")
    vote = msgs(propose(s, "w", "replace-player", "greyjoy"), "a", "notice")[0]["vote"]
    assert vote["by"] is None and vote["name"] == "Wes" and vote["needed"] == 2  # of 3 people
    assert outcome(answer(s, "a", vote["id"], True), "w") == []
    out = answer(s, "b", vote["id"], True)
    assert outcome(out, "w") == ["passed"]
    welcome = msgs(out, "w", "welcome")[0]
    assert welcome["seat"] == "greyjoy" and welcome["token"] == s.seats["greyjoy"].token
    assert s.clients["w"].seat == "greyjoy" and s.seats["greyjoy"].client == "w"
    assert msgs(out, "a", "seats")[-1]["seats"]["greyjoy"]["name"] == "Wes"
    assert any(e.kind == "SeatTakenOver" for e in s.history)
    token = s.seats["greyjoy"].token
    out = s.handle("w", {"type": "hand-back", "to": "bot"})
    assert s.seats["greyjoy"].holder == "bot" and s.seats["greyjoy"].token != token
    assert msgs(out, "w", "welcome")[0]["seat"] is None and s.clients["w"].seat is None
    assert [e.kind for e in s.history][-2:] == ["SeatHandedBack", "SeatToBot"]


def test_a_late_friend_takes_over_an_away_players_house_whose_token_then_holds_nothing():
    s, clock = four_people()
    old = s.seats["greyjoy"].token
    s.disconnect("d")
    vid = msgs(propose(s, "w", "replace-player", "greyjoy"), "a", "notice")[0]["vote"]["id"]
    answer(s, "a", vid, True)
    answer(s, "b", vid, True)
    assert s.seats["greyjoy"].name == "Wes" and s.seats["greyjoy"].token != old
    s.connect("d2")
    out = s.handle("d2", {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition",
                          "seat": "greyjoy", "token": old})
    assert msgs(out, "d2", "error")[0]["code"] == "bad-token"


def test_a_connected_players_house_is_not_taken_over():
    s, clock = four_people()
    assert error_key(propose(s, "w", "replace-player", "stark"), "w") == "takeover-house"


def test_a_late_friend_takes_over_a_vassal_and_hands_it_back_to_the_vassals():
    s, clock = table(3, options={"vassals": True}, seated=["stark", "lannister", "baratheon"])
    for cid, house, name in (("a", "stark", "Ann"), ("b", "lannister", "Bob"), ("c", "baratheon", "Cid")):
        join(s, cid, house, name)
    join(s, "w", None, "Wes")
    vassal = s.game.s.vassals[0]
    vid = msgs(propose(s, "w", "replace-vassal-by-player", vassal), "a", "notice")[0]["vote"]["id"]
    answer(s, "a", vid, True)
    out = answer(s, "b", vid, True)
    assert vassal not in s.game.s.vassals and s.seats[vassal].name == "Wes"
    assert msgs(out, "w", "snapshot")[-1]["view"]["seat"] == vassal
    assert s.commands[-1][1] == {"type": "SetVassal", "house": vassal, "vassal": False}
    out = s.handle("w", {"type": "hand-back", "to": "vassal"})
    assert vassal in s.game.s.vassals and vassal not in s.seats and s.clients["w"].seat is None
    restored = load_session(make_save(s))
    assert restored.game.digest() == s.game.digest() and vassal not in restored.seats


def test_a_player_voted_into_a_vassal_loses_the_seat_and_a_change_waits_for_the_battle():
    s, clock = table(5, options={"vassals": True}, variants={"game-clock": 30})
    for i, h in enumerate(list(s.seats)):
        join(s, f"p{i}", h, f"P{i}")
    s.disconnect("p4")
    target = list(s.seats)[4]
    assert error_key(propose(s, "p0", "replace-player-by-vassal", "stark"), "p0") == "vassal-vote-own"
    vid = msgs(propose(s, "p0", "replace-player-by-vassal", target), "p0", "notice")[0]["vote"]["id"]
    out = answer(s, "p1", vid, True)  # 2 of the 4 people at the table
    assert outcome(out, "p0") == ["passed"]
    assert target in s.game.s.vassals and target not in s.seats


def test_a_player_can_hand_a_house_to_the_vassals_only_where_the_game_plays_them():
    s, clock = four_people()
    assert error_key(s.handle("a", {"type": "hand-back", "to": "vassal"}), "a") == "handback-no-vassals"
    assert error_key(s.handle("w", {"type": "hand-back", "to": "bot"}), "w") == "handback-not-seated"


def test_a_house_handed_to_the_vassals_during_a_battle_changes_hands_when_it_is_over():
    s, clock = table(4, options={"vassals": True}, seed=11)
    for i, h in enumerate(list(s.seats)):
        join(s, f"p{i}", h, f"P{i}")
    in_combat = lambda: any(f["kind"] in ("combat", "neutral-combat") for f in s.game.s.stack)  # noqa: E731
    play(s, in_combat)
    house = s.game.seats()[0]
    cid = s.seats[house].client
    s.handle(cid, {"type": "hand-back", "to": "vassal"})
    assert house not in s.game.s.vassals and s.table.state()["waiting"] == [{"do": "vassal", "house": house}]
    play(s, lambda: not in_combat())
    assert house in s.game.s.vassals and house not in s.seats and not s.table.waiting


def test_a_voter_whose_house_becomes_a_vassal_during_the_vote_answers_no():
    s, clock = table(4, options={"vassals": True})
    for i, h in enumerate(list(s.seats)):
        join(s, f"p{i}", h, f"P{i}")
    vote = msgs(propose(s, "p0", "end-game"), "p0", "notice")[0]["vote"]
    leaving = vote["voters"][-1]
    out = s.handle(s.seats[leaving].client, {"type": "hand-back", "to": "vassal"})
    assert outcome(out, "p0") == ["failed"]  # everyone had to agree: the missing answer is a no


# ----- swapping houses -------------------------------------------------------------------------------

def test_two_players_swap_houses_each_keeping_their_token_and_clock():
    s, clock = table(3, variants={"game-clock": 30})
    join(s, "a", "stark", "Ann")
    join(s, "b", "lannister", "Bob")
    s.set_holder("baratheon", "bot")
    ta, tb = s.seats["stark"].token, s.seats["lannister"].token
    s.table.clocks["stark"] = 100.0
    s.table.charged_at = clock.t
    vote = msgs(propose(s, "a", "swap-houses", "lannister"), "a", "notice")[0]["vote"]
    assert vote["voters"] == ["stark", "lannister"] and vote["needed"] == 2
    out = answer(s, "b", vote["id"], True)
    assert outcome(out, "a") == ["passed"]
    assert s.seats["stark"].name == "Bob" and s.seats["lannister"].name == "Ann"
    assert s.seats["stark"].token == tb and s.seats["lannister"].token == ta  # tokens follow people
    assert msgs(out, "a", "welcome")[0]["seat"] == "lannister" and msgs(out, "a", "welcome")[0]["swapped_from"] == "stark"
    assert "token" not in msgs(out, "a", "welcome")[0]
    assert msgs(out, "b", "snapshot")[0]["view"]["seat"] == "stark"
    assert s.table.clocks["lannister"] == 100.0  # Ann's time went with her
    assert any(e.kind == "SeatsSwapped" for e in s.history)


def test_a_swap_is_refused_once_either_house_placed_its_orders_and_cancelled_if_overtaken():
    s, clock = table(3)
    join(s, "a", "stark", "Ann")
    join(s, "b", "lannister", "Bob")
    join(s, "c", "baratheon", "Cid")
    vid = msgs(propose(s, "a", "swap-houses", "lannister"), "a", "notice")[0]["vote"]["id"]
    d = next(d for d in s.game.waiting_for() if d.seat == "stark")
    s.submit("stark", command_to_wire(RandomBot(2).propose(s.game.view("stark"), d.to_wire())), s.game.s.state_id)
    answer(s, "b", vid, True)
    out = answer(s, "c", vid, True)
    cancelled = [m for m in msgs(out, "a", "notice") if m.get("outcome") == "cancelled"]
    assert cancelled and cancelled[0]["key"] == "swap-now" and s.seats["stark"].name == "Ann"
    assert error_key(propose(s, "b", "swap-houses", "stark"), "b") == "swap-now"


def test_a_swap_names_a_person_at_the_table_and_is_asked_by_a_player():
    s, clock = four_people()
    s.set_holder("greyjoy", "bot")
    assert error_key(propose(s, "a", "swap-houses", "greyjoy"), "a") == "swap-not-a-player"
    assert error_key(propose(s, "a", "swap-houses", "stark"), "a") == "swap-own"
    assert error_key(propose(s, "w", "swap-houses", "stark"), "w") == "vote-not-a-player"  # asked by someone else


# ----- the chess clock -------------------------------------------------------------------------------

def clock_table(vassals: bool, players: int = 4) -> tuple[Session, FakeClock]:
    s, clock = table(players, variants={"game-clock": 30}, options={"vassals": True} if vassals else None)
    for i, h in enumerate(list(s.seats)):
        join(s, f"p{i}", h, f"P{i}")
    return s, clock


def test_each_awaited_persons_chess_clock_runs_and_stops_while_paused():
    s, clock = clock_table(False)
    assert s.table.state()["running"] == sorted(s.seats)  # everyone places orders
    clock.t += 100
    d = next(d for d in s.game.waiting_for() if d.seat == "stark")
    out = s.submit("stark", command_to_wire(RandomBot(2).propose(s.game.view("stark"), d.to_wire())),
                   s.game.s.state_id)
    table_msg = [o.message for o in out if o.message["type"] == "table"][-1]
    assert table_msg["clocks"]["stark"] == 1700.0 and "stark" not in table_msg["running"]
    s.table.host_pause(True)
    clock.t += 1000
    assert s.table.state()["clocks"]["lannister"] == 1700.0
    s.table.host_pause(False)
    clock.t += 50
    assert s.table.state()["clocks"] == {"stark": 1700.0, "lannister": 1650.0, "baratheon": 1650.0,
                                         "greyjoy": 1650.0}


def test_a_house_whose_clock_runs_out_becomes_a_vassal_for_good_where_the_game_plays_them():
    s, clock = clock_table(True)
    late = s.table.state()["running"]
    assert late == ["baratheon"] and s.next_deadline() == clock.t + 1800  # the first to claim vassals
    cid = s.seats["baratheon"].client
    clock.t += 1800
    out = s.run_clock()
    assert "baratheon" in s.game.s.vassals and "baratheon" not in s.seats and s.table.timed_out == ["baratheon"]
    assert [e.kind for e in s.history] == ["SeatClockRanOut", "PlayerReplacedByVassal"]
    assert msgs(out, cid, "welcome")[0]["seat"] is None  # its person watches now
    join(s, "w", None, "Wes")
    assert error_key(propose(s, "w", "replace-vassal-by-player", "baratheon"), "w") == "takeover-timed-out"


def test_a_clock_running_out_with_two_players_left_makes_the_other_the_winner():
    s, clock = clock_table(True, players=3)
    s.set_vassal(list(s.seats)[2], True)
    late = s.table.state()["running"][0]
    other = next(h for h in s.game.seats() if h != late)
    s.table.clocks[late] = 10.0
    clock.t += 10
    s.run_clock()
    assert s.game.finished and s.game.winner == other
    assert s.commands[-1][1] == {"type": "DeclareWinner", "house": other, "why": "clock"}


def test_a_house_whose_clock_runs_out_goes_to_a_bot_where_the_game_plays_no_vassals():
    s, clock = clock_table(False, players=3)
    s.table.clocks["lannister"] = 30.0
    clock.t += 30
    out = s.run_clock()
    assert s.seats["lannister"].holder == "bot" and s.clients["p1"].seat is None
    assert "lannister" in s.table.timed_out and msgs(out, "p1", "welcome")[0]["seat"] is None
    join(s, "w", None, "Wes")
    assert error_key(propose(s, "w", "replace-player", "lannister"), "w") == "takeover-timed-out"


def test_the_clocks_are_extended_by_a_vote_within_the_references_limits():
    s, clock = clock_table(False)
    vote = msgs(propose(s, "p0", "extend-player-clocks"), "p0", "notice")[0]["vote"]
    assert vote["needed"] == 3  # all voters but one
    for cid in ("p1", "p2"):
        out = answer(s, cid, vote["id"], True)
    assert outcome(out, "p0") == ["passed"] and s.table.clocks["stark"] == 1800 + EXTENSION
    assert error_key(propose(s, "p0", "extend-player-clocks"), "p0") == "vote-extensions-used"
    s2, _ = four_people()
    assert error_key(propose(s2, "a", "extend-player-clocks"), "a") == "vote-no-clock"


def test_a_friend_taking_over_gets_the_average_of_the_others_times():
    s, clock = clock_table(False)
    s.set_holder("greyjoy", "bot")
    s.table.clocks.update({"stark": 600.0, "lannister": 900.0, "baratheon": 1500.0})
    s.table.charged_at = clock.t
    join(s, "w", None, "Wes")
    vid = msgs(propose(s, "w", "replace-player", "greyjoy"), "p0", "notice")[0]["vote"]["id"]
    answer(s, "p0", vid, True)
    answer(s, "p1", vid, True)
    assert s.table.clocks["greyjoy"] == 750.0  # the most time (1500) left out of three


# ----- who decides: the host, or nobody; a tournament ---------------------------------------------

def test_when_the_host_decides_a_request_waits_for_the_host_alone():
    s, clock = four_people()
    s.table.decides = "host"
    s.set_holder("greyjoy", "bot")
    vote = msgs(propose(s, "w", "replace-player", "greyjoy"), "a", "notice")[0]["vote"]
    assert vote["voters"] == ["host"] and vote["needed"] == 1
    assert error_key(answer(s, "a", vote["id"], True), "a") == "vote-not-a-voter"
    out = s.table.host_answer(vote["id"], True)
    assert s.seats["greyjoy"].name == "Wes" and outcome(out, "a") == ["passed"]
    swap = msgs(propose(s, "a", "swap-houses", "lannister"), "a", "notice")[0]["vote"]
    assert swap["voters"] == ["lannister", "host"]  # the player asked agrees too
    s.table.decides = "off"
    assert error_key(propose(s, "b", "pause-game"), "b") == "table-off"


def test_a_tournament_allows_only_pause_resume_and_replacing_a_player_by_a_vassal():
    s, clock = table(3, variants={"tournament-mode": True})
    join(s, "a", "stark", "Ann")
    for kind, house in (("end-game", None), ("declare-winner", "stark"), ("swap-houses", "lannister")):
        assert error_key(propose(s, "a", kind, house), "a") == "vote-tournament"
    assert outcome(propose(s, "a", "pause-game"), "a") == ["started", "passed"]


# ----- saving -----------------------------------------------------------------------------------------

def test_a_paused_game_its_running_votes_and_its_clocks_survive_a_save():
    s, clock = clock_table(False)
    propose(s, "p0", "end-game")
    vid = msgs(propose(s, "p0", "pause-game"), "p0", "notice")[0]["vote"]["id"]
    answer(s, "p1", vid, True)
    clock.t += 30
    save = make_save(s)
    restored = load_session(save)
    assert restored.table.paused and restored.table.paused_by == "vote"
    state = restored.table.state()
    assert state["votes"][0]["vote"] == "end-game" and state["votes"][0]["yes"] == ["stark"]
    assert 0 < state["votes"][0]["left"] <= VOTE_SECONDS and 0 < state["resume_in"] <= AUTO_RESUME - 30
    assert state["clocks"] == s.table.state()["clocks"] and state["running"] == []
    assert restored.bot_turns() == [] and restored.table.decides == "votes"
    restored.table.resume()
    assert restored.table.state()["running"]


@pytest.mark.parametrize("broken", [
    {"decides": "everyone"}, {"paused": "yes"}, {"paused": True, "paused_by": "cat"},
    {"votes": [{"id": 1, "vote": "cancel-game"}]}, {"votes": "many"}, {"clocks": {"nobody": 10}},
    {"timed_out": ["nobody"]}, {"waiting": [{"do": "dance", "house": "stark"}]}, {"next_id": -3},
])
def test_a_save_whose_table_is_not_understood_is_refused_as_damaged(broken):
    from engine.save import SaveError

    s, clock = clock_table(False)
    save = make_save(s)
    save["table"] = {**save["table"], **broken}
    with pytest.raises(SaveError) as err:
        load_session(save)
    assert err.value.key == "damaged"


# ----- hostile messages ---------------------------------------------------------------------------------

@pytest.mark.parametrize("message", [
    {"type": "propose"}, {"type": "propose", "vote": 7}, {"type": "propose", "vote": "cancel-game"},
    {"type": "propose", "vote": "swap-houses"}, {"type": "propose", "vote": "pause-game", "house": "stark"},
    {"type": "propose", "vote": "x" * 10000}, {"type": "vote"}, {"type": "vote", "id": "1", "yes": True},
    {"type": "vote", "id": 1, "yes": 1}, {"type": "vote", "id": True, "yes": True}, {"type": "hand-back"},
    {"type": "hand-back", "to": "the sea"}, {"type": "vote", "id": 2 ** 70, "yes": False},
])
def test_malformed_table_messages_are_refused_with_a_key_and_change_nothing(message):
    s, clock = four_people()
    propose(s, "a", "end-game")
    before = (s.table.to_save(), s.game.digest(), {h: (x.holder, x.token) for h, x in s.seats.items()})
    out = s.handle("b", message)
    assert [o.message["type"] for o in out] == ["error"]
    assert out[0].message["code"] in ("malformed", "refused") and out[0].message["key"]
    assert (s.table.to_save(), s.game.digest(), {h: (x.holder, x.token) for h, x in s.seats.items()}) == before


def test_nothing_of_the_table_is_taken_before_hello_or_start():
    s, clock = table(3)
    s.connect("x")
    assert msgs(s.handle("x", {"type": "propose", "vote": "pause-game"}), "x", "error")[0]["code"] == "no-hello"
    lobby = Session(Game.new(players=3, seed=1), "gl", lobby=True)
    join(lobby, "a", "stark", "Ann")
    assert error_key(propose(lobby, "a", "pause-game"), "a") == "table-not-started"


def test_a_faceless_game_tells_nobody_who_asks_the_table_or_takes_a_house_over():
    s, clock = table(4, variants={"faceless": True})
    for cid, house, name in (("a", "stark", "Ann"), ("b", "lannister", "Bob"), ("c", "baratheon", "Cid")):
        join(s, cid, house, name)
    s.set_holder("greyjoy", "bot")
    join(s, "w", None, "Wes")
    out = propose(s, "w", "replace-player", "greyjoy")
    assert msgs(out, "a", "notice")[0]["vote"]["name"] == ""
    assert all(v["name"] == "" for v in msgs(out, "a", "table")[-1]["votes"])
    vote = msgs(out, "a", "table")[-1]["votes"][0]
    answer(s, "a", vote["id"], True)
    out = answer(s, "b", vote["id"], True)
    assert s.seats["greyjoy"].name == "Wes"
    told = [e for m in msgs(out, "a", "update") for e in m.get("events", []) if e["kind"] == "SeatTakenOver"]
    assert told and all(e["data"]["name"] == "" for e in told), "the others do not learn the name"
    assert "Wes" not in str([o.message for o in out if o.to != "w"])
