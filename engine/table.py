"""The table decides: what the people around a game decide about it, beside its rules.

A friend who arrives late takes over a bot's, an away player's or a vassal's house (and may
hand it back: to a bot, or to the vassals where the game plays them); two players swap houses;
the game ends after this round; the game is paused (no decision is taken and no clock runs
while it is, bots wait); a player's chess clock (the variant `game-clock`) runs out. None of it
is a rule of the game: it is the session's (engine/session.py), sans-IO like it, saved with the
game (`to_save`, `restore`) and told to everyone in `table` messages and `notice`s
(docs/PROTOCOL.md, "The table"). Only what changes the game itself goes through the game as a
command the host sends, recorded and replayed like any: `SetVassal`, `EndAfterThisRound`,
`DeclareWinner`.

Who decides (`decides`): the host's person ("host": the LAN window's host answers every request,
and pauses or ends the game from its own controls), the table ("votes": with the thresholds of
the reference's `votes`, docs/RULES.md, At the table), or nobody ("off": a host without a person
that lets nobody decide). A vote is one `Vote`: who may start it, who votes, how many "yes"
pass it, and its time limit (`VOTE_SECONDS`); in "host" mode the same request has the host as
its only voter (and, for a swap, the player asked too).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .commands import DeclareWinner, EndAfterThisRound, SetVassal, command_to_wire
from .errors import REFUSALS, IllegalCommand, Reason, illegal
from .events import Event
from .variants.table import clock_minutes, private, tournament

if TYPE_CHECKING:
    from .session import Client, Outgoing, Session

# the vote types of the reference (`votes.types`) that this game plays; `cancel-game` is not
# one of them (docs/RULES.md, At the table: a LAN game is ended by its host and stays resumable)
VOTE_TYPES = ("end-game", "declare-winner", "pause-game", "resume-game", "extend-player-clocks",
              "replace-player", "replace-player-by-vassal", "replace-vassal-by-player", "swap-houses")
# started by someone watching (a friend who arrives late), every other type by a player
BY_SPECTATOR = frozenset({"replace-player", "replace-vassal-by-player"})
REPLACEMENTS = frozenset({"replace-player", "replace-player-by-vassal", "replace-vassal-by-player"})
ALL_AGREE = frozenset({"end-game", "declare-winner", "resume-game", "swap-houses"})
# what a tournament still lets the table vote on
IN_TOURNAMENT = frozenset({"pause-game", "resume-game", "replace-player-by-vassal"})
# the types naming a house (`house`): the one taken over, replaced, declared the winner, swapped with
NAMES_HOUSE = frozenset({"declare-winner", "replace-player", "replace-player-by-vassal",
                         "replace-vassal-by-player", "swap-houses"})
DECIDES = ("votes", "host", "off")
HOST = "host"  # the voter id of the host's person, when the host decides
VOTE_SECONDS = 120.0  # a vote not passed by then fails (our ruling: the reference has none)
AUTO_RESUME = 600.0  # a paused game the table voted to pause resumes by itself (not a private game)
RESUME_QUIET = 5.0  # no resume vote in the last seconds before it resumes by itself
EXTENSION = 900.0  # seconds an accepted extension adds to every player's chess clock
MAX_VOTES = 16  # running votes at once (one per type, and one per house for the replacements)
COMBAT_KINDS = ("combat", "neutral-combat")


@dataclass
class Vote:
    id: int
    kind: str  # a vote type of VOTE_TYPES
    by: str | None  # the house of the player who proposed it; None for someone watching
    name: str  # the name of who proposed it
    house: str | None  # the house it is about (NAMES_HOUSE), else None
    voters: list[str]  # houses, or HOST
    deadline: float  # session time
    answers: dict[str, bool] = field(default_factory=dict)

    def needed(self, clock_game: bool) -> int:
        """The "yes" answers that pass it (the reference's `threshold_rule`)."""
        n = len(self.voters)
        if n <= 2 or self.kind in ALL_AGREE or HOST in self.voters:
            return n
        if self.kind == "extend-player-clocks":
            return n - 1
        need = (2 * n) // 3
        if self.kind == "replace-vassal-by-player" and clock_game:
            need = min(need, 3)
        return need

    def wire(self, now: float, clock_game: bool) -> dict[str, Any]:
        return {"id": self.id, "vote": self.kind, "by": self.by, "name": self.name, "house": self.house,
                "voters": list(self.voters), "yes": sorted(h for h, a in self.answers.items() if a),
                "no": sorted(h for h, a in self.answers.items() if not a), "needed": self.needed(clock_game),
                "left": round(max(0.0, self.deadline - now), 1)}


class Table:
    """The table of one session (see the module's docstring)."""

    def __init__(self, session: "Session") -> None:
        self.session = session
        self.decides = "host"
        self.paused = False
        self.paused_by = ""  # "vote" or "host"
        self.resume_at: float | None = None  # a voted pause resumes by itself then (session time)
        self.votes: list[Vote] = []
        self.next_id = 1
        self.extensions = {"accepted": 0, "refused": 0}
        # the chess clock (`game-clock`): house -> seconds left; the houses whose clock ran when
        # last charged, and when that was
        minutes = clock_minutes(session.game.s.options)
        self.clocks: dict[str, float] = {h: minutes * 60.0 for h in session.game.seats()} if minutes else {}
        self.running: set[str] = set()
        self.charged_at: float | None = None
        self.timed_out: list[str] = []  # houses whose chess clock ran out: they stay as they became
        # changes the table decided that wait for the end of a combat or a draft: {"do": "vassal"
        # | "take", "house": ..., "name": the person taking it, "for_good": a clock ran out}
        self.waiting: list[dict[str, Any]] = []
        self.origin: dict[str, str] = {}  # house a friend took over -> "bot" or "vassal": where it goes back
        self._busy = False  # carrying out a decision (its own commands must not start another)

    # ----- what everyone is told ------------------------------------------------------------
    @property
    def clock_game(self) -> bool:
        return bool(self.clocks)

    def state(self) -> dict[str, Any]:
        """The table as every client sees it (the `table` message without its type)."""
        now = self.session.now()
        self.charge()
        out: dict[str, Any] = {"decides": self.decides, "paused": self.paused,
                               "votes": [self._wire(v, now) for v in self.votes]}
        if self.paused:
            out["paused_by"] = self.paused_by
            out["resume_in"] = None if self.resume_at is None else round(max(0.0, self.resume_at - now), 1)
        if self.clocks:
            out["clocks"] = {h: round(max(0.0, t), 1) for h, t in self.clocks.items()}
            out["running"] = sorted(self.running)
            out["extensions"] = dict(self.extensions)
        if self.timed_out:
            out["timed_out"] = list(self.timed_out)
        if self.waiting:
            out["waiting"] = [{"do": w["do"], "house": w["house"]} for w in self.waiting]
        return out

    def message(self) -> dict[str, Any]:
        return {"type": "table", **self.state()}

    def _told(self, *notices: dict[str, Any]) -> list["Outgoing"]:
        """The new table and `notices` for every ready client; the change saved."""
        from .session import Outgoing

        s = self.session
        out: list[Outgoing] = []
        msg = self.message()
        ready = [c for c in s.clients.values() if c.ready]
        for notice in notices:
            out += [Outgoing(c.id, notice) for c in ready]
        out += [Outgoing(c.id, msg) for c in ready]
        return out + s._persist_choice()

    def _notice(self, vote: Vote, outcome: str, key: str = "", params: dict[str, Any] | None = None
                ) -> dict[str, Any]:
        notice = {"type": "notice", "code": "vote", "seat": vote.by, "kind": vote.kind, "outcome": outcome,
                  "vote": self._wire(vote, self.session.now())}
        if key:
            params = dict(params or {})
            notice.update(key=key, params=params, message=REFUSALS[key].format(**params))
        return notice

    def _wire(self, vote: Vote, now: float) -> dict[str, Any]:
        """A vote as everyone is told it: in a faceless game without the name of who asked."""
        out = vote.wire(now, self.clock_game)
        if self.session.names_hidden():
            out["name"] = ""
        return out

    def _event(self, kind: str, **data: Any) -> list["Outgoing"]:
        """A public event of the table in everyone's log (an update, the state unchanged); in a
        faceless game a person's name reaches only the house it is about."""
        s = self.session
        if "name" in data and s.names_hidden():
            event = Event(kind, data, None, {None: {**data, "name": ""}, data["house"]: data})
        else:
            event = Event(kind, data)
        s.history.append(event)
        return s._fan_out([event])

    # ----- the chess clock ---------------------------------------------------------------------
    def _clock_runs(self, house: str) -> bool:
        s = self.session
        seat = s.seats.get(house)
        return (seat is not None and seat.holder == "human" and house in self.clocks
                and house not in self.timed_out)

    def charge(self) -> None:
        """Take the time since the last charge off every running chess clock; then work out
        which run now (the awaited people's, unless the game is paused, not started, over, or
        cannot be saved)."""
        if not self.clocks:
            return
        s = self.session
        now = s.now()
        if self.charged_at is not None:
            spent = now - self.charged_at
            for house in self.running:
                if house in self.clocks:
                    self.clocks[house] -= spent
        self.charged_at = now
        if self.paused or not s.started or s.game.finished or s.save_failure is not None:
            self.running = set()
        else:
            self.running = {h for h in s.game.awaited_seats() if self._clock_runs(h)}

    def _newcomer_clock(self, house: str) -> float:
        """A person taking a house over gets the average of the other people's times (the most
        time left out when more than two): the reference's `game-clock` interactions."""
        others = sorted(t for h, t in self.clocks.items()
                        if h != house and h not in self.timed_out and self._clock_runs(h))
        if len(others) > 2:
            others = others[:-1]
        return sum(others) / len(others) if others else self.clocks.get(house, 0.0)

    # ----- timing: the transport asks when, and calls `run` then ------------------------------
    def next_deadline(self) -> float | None:
        s = self.session
        times = [v.deadline for v in self.votes]
        if self.paused and self.resume_at is not None:
            times.append(self.resume_at)
        if self.clocks and s.save_failure is None:
            self.charge()
            times += [s.now() + max(0.0, self.clocks[h]) for h in self.running]
            if self._late_houses():
                times.append(s.now())
        return min(times) if times else None

    def run(self) -> list["Outgoing"]:
        """What is due now: votes out of time fail, a voted pause ends, chess clocks run out, and
        a house whose clock ran out during a battle has its decisions made by an easy bot."""
        s = self.session
        now = s.now()
        out: list[Outgoing] = []
        for vote in [v for v in self.votes if v.deadline <= now]:
            if vote in self.votes:
                out += self._end(vote, "timed-out")
        if self.paused and self.resume_at is not None and now >= self.resume_at:
            out += self.resume(by="time")
        if self.clocks and s.save_failure is None:
            self.charge()
            for house in sorted(self.running):
                if self.clocks[house] <= 0 and house not in self.timed_out:
                    out += self._time_out(house)
            for house in self._late_houses():
                out += s._clock_move(house)
        return out

    def _late_houses(self) -> list[str]:
        """Houses whose clock ran out that still answer (a battle or a draft holds their change):
        an easy bot answers for them at once."""
        if self.paused or not self.session.started:
            return []
        awaited = set(self.session.game.awaited_seats())
        return [w["house"] for w in self.waiting if w.get("for_good") and w["house"] in awaited]

    def _time_out(self, house: str) -> list["Outgoing"]:
        """A player's chess clock ran out: where the game plays vassals the house becomes one for
        good (the other player wins when only two were left); elsewhere a host bot plays it to the
        end. Nobody takes it over again (docs/RULES.md, At the table)."""
        s = self.session
        self.clocks[house] = 0.0
        self.timed_out.append(house)
        self.running.discard(house)
        seat = s.seats[house]
        out = self._event("SeatClockRanOut", house=house, name=seat.name)
        players = s.game.seats()
        if self._plays_vassals() and house in players:
            if len(players) == 2:
                other = next(h for h in players if h != house)
                return out + self._submit(DeclareWinner(other, "clock")) + self._told()
            out += self._change_hands({"do": "vassal", "house": house, "for_good": True})
            return out + self._told()
        out += self._to_bot(house)
        return out + self._told()

    def _plays_vassals(self) -> bool:
        g = self.session.game
        return bool(g.s.options.get("vassals")) and bool(g.rs.vassal_rules)

    # ----- pausing -----------------------------------------------------------------------------
    def pause(self, by: str) -> list["Outgoing"]:
        """Pause the game: no command is taken, bots wait, no clock runs. A pause the table voted
        resumes by itself after AUTO_RESUME seconds unless the game is a private one."""
        s = self.session
        if self.paused:
            return []
        self.charge()
        s._freeze_turn_clock()
        self.paused, self.paused_by = True, by
        self.resume_at = s.now() + AUTO_RESUME if by == "vote" and not private(s.game.s.options) else None
        self.charge()
        return self._event("TablePaused") + self._told()

    def resume(self, by: str = "host") -> list["Outgoing"]:
        s = self.session
        if not self.paused:
            return []
        self.paused, self.paused_by, self.resume_at = False, "", None
        for vote in [v for v in self.votes if v.kind == "resume-game"]:
            self.votes.remove(vote)  # nothing left to decide
        s._thaw_turn_clock()
        self.charged_at = s.now()
        self.charge()
        return self._event("TableResumed", by=by) + self._told()

    # ----- requests and votes --------------------------------------------------------------------
    def propose(self, client: "Client", m: dict[str, Any]) -> list["Outgoing"]:
        """A `propose` message: a vote starts (or, when the host decides, a request to it)."""
        from .session import Outgoing

        kind, house = m.get("vote"), m.get("house")
        try:
            if not isinstance(kind, str) or kind not in VOTE_TYPES:
                raise IllegalCommand(Reason.MALFORMED, "table-malformed", problem=f"no vote type {kind!r}"[:80])
            if kind in NAMES_HOUSE and not isinstance(house, str):
                raise IllegalCommand(Reason.MALFORMED, "table-malformed", problem=f"{kind} names a house")
            if kind not in NAMES_HOUSE and house is not None:
                raise IllegalCommand(Reason.MALFORMED, "table-malformed", problem=f"{kind} names no house")
            by = self._may_start(client, kind)
            self.check(kind, by, house)
        except IllegalCommand as exc:
            return [Outgoing(client.id, _refused(exc))]
        return self.start(kind, by, client.name, house)

    def _may_start(self, client: "Client", kind: str) -> str | None:
        """Who may start a vote of `kind`: a player at the table (its house), or, to take a house
        over, someone watching (None). Raises a keyed refusal."""
        s = self.session
        if self.decides == "off":
            raise illegal("table-off")
        if not s.started:
            raise illegal("table-not-started")
        if s.game.finished:
            raise IllegalCommand(Reason.GAME_OVER, "game-over")
        if kind in BY_SPECTATOR:
            if client.seat is not None:
                raise illegal("vote-not-a-spectator")
            if not client.name:
                raise illegal("vote-needs-name")
            return None
        seat = s.seats.get(client.seat) if client.seat is not None else None
        if seat is None or seat.client != client.id or client.seat in s.game.s.vassals \
                or client.seat in self.timed_out:
            raise illegal("vote-not-a-player")
        return client.seat

    def check(self, kind: str, by: str | None, house: str | None) -> None:
        """Whether a vote of `kind` may start now (the reference's `blocked_by`); raises a keyed
        refusal. Checked again when it passes, as things may have changed meanwhile."""
        s, g = self.session, self.session.game
        options = g.s.options
        if tournament(options) and kind not in IN_TOURNAMENT:
            raise illegal("vote-tournament", vote=kind)
        if self.paused and kind not in ("resume-game", "declare-winner"):
            raise illegal("vote-paused")
        running = [v for v in self.votes if v.kind == kind and (kind not in REPLACEMENTS or v.house == house)]
        if running:
            raise illegal("vote-running", vote=kind)
        if len(self.votes) >= MAX_VOTES:
            raise illegal("vote-running", vote=kind)
        if house is not None and house not in g.s.houses:
            raise illegal("vassal-unknown-house", house=house)
        in_combat = any(f["kind"] in COMBAT_KINDS for f in g.s.stack)
        drafting = any(f["kind"] == "draft" for f in g.s.stack)
        if kind == "end-game":
            last = g.s.last_round or g.rs.rounds
            if g.s.round >= last:
                raise illegal("last-round-already", n=last)
        elif kind == "declare-winner":
            if house in g.s.vassals:
                raise illegal("winner-not-a-player", house=house)
        elif kind == "pause-game":
            if self.paused:
                raise illegal("vote-paused")
        elif kind == "resume-game":
            if not self.paused:
                raise illegal("vote-not-paused")
            if self.resume_at is not None and self.resume_at - s.now() <= RESUME_QUIET:
                raise illegal("vote-resumes-soon")
        elif kind == "extend-player-clocks":
            if not self.clocks:
                raise illegal("vote-no-clock")
            last = (g.s.last_round or g.rs.rounds) <= g.s.round
            accepted, refused = self.extensions["accepted"], self.extensions["refused"]
            if (accepted >= 2) or (not last and (accepted >= 1 or refused > 2)):
                raise illegal("vote-extensions-used")
        elif kind == "replace-player":
            seat = s.seats.get(house)
            if house in self.timed_out:
                raise illegal("takeover-timed-out", house=house)
            if seat is None or house in g.s.vassals or not (
                    seat.holder == "bot" or (seat.holder == "human" and seat.client is None)):
                raise illegal("takeover-house", house=house)
        elif kind == "replace-vassal-by-player":
            if house in self.timed_out:
                raise illegal("takeover-timed-out", house=house)
            if house not in g.s.vassals:
                raise illegal("vassal-not-a-vassal", house=house)
            if in_combat:
                raise illegal("vote-during-combat")
        elif kind == "replace-player-by-vassal":
            if not g.rs.vassal_rules:
                raise illegal("vassal-not-offered")
            if house == by:
                raise illegal("vassal-vote-own")
            if house not in s.seats or house in g.s.vassals:
                raise illegal("vassal-already", house=house)
            if house in (g.rs.vassal_rules or {}).get("never", []):
                raise illegal("vassal-never", house=house)
            if drafting:
                raise illegal("vote-in-draft")
            least = 4 if len(g.s.houses) >= 8 else 3
            if len(g.seats()) <= least and not self.clocks:
                raise illegal("vassal-vote-minimum", n=least)
        elif kind == "swap-houses":
            if house == by:
                raise illegal("swap-own")
            seat = s.seats.get(house)
            if seat is None or seat.holder != "human" or seat.client is None or house in g.s.vassals \
                    or house in self.timed_out:
                raise illegal("swap-not-a-player", house=house)
            self._swap_allowed(by, house)

    def _swap_allowed(self, a: str | None, b: str) -> None:
        """Houses are swapped outside a battle and a bid, and not once either has placed its
        orders face down; with objectives, only before either has kept its first ones."""
        g = self.session.game
        for f in g.s.stack:
            if f["kind"] in COMBAT_KINDS or f["kind"] == "bid":
                raise illegal("swap-now")
            if f["kind"] == "planning" and (a in f.get("submitted", {}) or b in f.get("submitted", {})):
                raise illegal("swap-now")
        if g.rs.objective_rules:
            first = next((f for f in g.s.stack if f["kind"] == "objective-choice" and f.get("purpose") == "keep"
                          and g.s.round == 1), None)
            if first is None or a in first["picks"] or b in first["picks"]:
                raise illegal("swap-objectives")

    def voters(self, kind: str, house: str | None) -> list[str]:
        """Who answers: with the table voting, every house a person plays and is at the table
        for (connected) when the vote starts, vassals, bots and away people never; with the host
        deciding, the host (and, for a swap, the player asked)."""
        s = self.session
        if self.decides == "host":
            return [house, HOST] if kind == "swap-houses" and house is not None else [HOST]
        return [h for h, seat in s.seats.items()
                if seat.holder == "human" and seat.client is not None and h not in s.game.s.vassals
                and h not in self.timed_out]

    def start(self, kind: str, by: str | None, name: str, house: str | None) -> list["Outgoing"]:
        s = self.session
        vote = Vote(self.next_id, kind, by, name, house, self.voters(kind, house), s.now() + VOTE_SECONDS)
        self.next_id += 1
        if by is not None and by in vote.voters:
            vote.answers[by] = True  # who proposes it votes for it
        self.votes.append(vote)
        out = self._told(self._notice(vote, "started"))
        return out + self._settle(vote)

    def answer(self, client: "Client", m: dict[str, Any]) -> list["Outgoing"]:
        """A `vote` message: a voter answers (and may change its answer while the vote runs)."""
        from .session import Outgoing

        vid, yes = m.get("id"), m.get("yes")
        try:
            if type(vid) is not int or not isinstance(yes, bool):
                raise IllegalCommand(Reason.MALFORMED, "table-malformed", problem="a vote is an integer id and yes true or false")
            vote = next((v for v in self.votes if v.id == vid), None)
            if vote is None:
                raise illegal("vote-unknown", n=vid if abs(vid) < 10**9 else 0)
            seat = self.session.seats.get(client.seat) if client.seat is not None else None
            if seat is None or seat.client != client.id or client.seat not in vote.voters:
                raise illegal("vote-not-a-voter")
        except IllegalCommand as exc:
            return [Outgoing(client.id, _refused(exc))]
        return self._answered(vote, client.seat, yes)

    def host_answer(self, vid: int, yes: bool) -> list["Outgoing"]:
        """The host's person answers a request (when the host decides)."""
        vote = next((v for v in self.votes if v.id == vid), None)
        if vote is None or HOST not in vote.voters:
            raise illegal("vote-unknown", n=vid)
        return self._answered(vote, HOST, yes)

    def _answered(self, vote: Vote, voter: str, yes: bool) -> list["Outgoing"]:
        if vote.answers.get(voter) == yes:
            return []
        vote.answers[voter] = yes
        return self._settle(vote) or self._told()

    def _settle(self, vote: Vote) -> list["Outgoing"]:
        """Pass the vote once enough said yes, fail it once too many said no; [] while open."""
        need = vote.needed(self.clock_game)
        yes = sum(1 for a in vote.answers.values() if a)
        no = sum(1 for a in vote.answers.values() if not a)
        if yes >= need:
            return self._pass(vote)
        if no > len(vote.voters) - need:
            return self._end(vote, "failed")
        return []

    def _end(self, vote: Vote, outcome: str, key: str = "", params: dict[str, Any] | None = None
             ) -> list["Outgoing"]:
        if vote in self.votes:
            self.votes.remove(vote)
        if vote.kind == "extend-player-clocks" and outcome in ("failed", "timed-out"):
            self.extensions["refused"] += 1
        return self._told(self._notice(vote, outcome, key, params))

    def _pass(self, vote: Vote) -> list["Outgoing"]:
        """Carry out what the table decided; a decision things have overtaken is cancelled with
        the reason (e.g. a swap once orders are placed)."""
        if vote in self.votes:
            self.votes.remove(vote)
        try:
            self.check_again(vote)
            done = self._carry_out(vote)
        except IllegalCommand as exc:
            return self._end(vote, "cancelled", exc.key, dict(exc.params))
        out = done
        if vote.kind in REPLACEMENTS:  # accepting one replacement cancels the others (the reference)
            for other in [v for v in self.votes if v.kind in REPLACEMENTS]:
                out += self._end(other, "cancelled")
        return out + self._told(self._notice(vote, "passed"))

    def check_again(self, vote: Vote) -> None:
        saved, self.votes = self.votes, [v for v in self.votes if v is not vote]
        try:
            if vote.kind != "resume-game":  # the quiet before an automatic resume only stops new votes
                self.check(vote.kind, vote.by, vote.house)
        finally:
            self.votes = saved

    def _carry_out(self, vote: Vote) -> list["Outgoing"]:
        s, kind, house = self.session, vote.kind, vote.house
        if kind == "end-game":
            return self._submit(EndAfterThisRound())
        if kind == "declare-winner":
            assert house is not None
            return self._submit(DeclareWinner(house, "declared"))
        if kind == "pause-game":
            return self.pause("vote")
        if kind == "resume-game":
            return self.resume("vote")
        if kind == "extend-player-clocks":
            self.charge()
            for h in self.clocks:
                if h not in self.timed_out:
                    self.clocks[h] += EXTENSION
            self.extensions["accepted"] += 1
            return []
        assert house is not None
        if kind in ("replace-player", "replace-vassal-by-player"):
            client = self._asker(vote.name)
            if client is None:
                raise illegal("vote-asker-gone")
            return self._change_hands({"do": "take", "house": house, "name": vote.name})
        if kind == "replace-player-by-vassal":
            return self._change_hands({"do": "vassal", "house": house})
        if kind == "swap-houses":
            assert vote.by is not None
            return s.swap_houses(vote.by, house)
        raise AssertionError(kind)

    def _asker(self, name: str) -> "Client | None":
        """The connection of the person who asked to take a house over (someone watching)."""
        return next((c for c in self.session.clients.values()
                     if c.ready and c.seat is None and c.name == name), None)

    # ----- houses changing hands ---------------------------------------------------------------
    def _submit(self, cmd: Any) -> list["Outgoing"]:
        """A command of the table's through the game (recorded and replayed like any)."""
        s = self.session
        seat = getattr(cmd, "house", None) or next(iter(s.game.seats()), s.game.s.houses[0])
        self._busy = True
        try:
            return s.submit(seat, command_to_wire(cmd), s.game.s.state_id)
        finally:
            self._busy = False

    def _held_up(self) -> bool:
        """A house cannot change hands now: a battle is fought, or the house cards are drafted."""
        return any(f["kind"] in COMBAT_KINDS or f["kind"] == "draft" for f in self.session.game.s.stack)

    def _change_hands(self, change: dict[str, Any]) -> list["Outgoing"]:
        """Make a house a vassal, or give one to the friend taking it; during a battle (or a
        draft) the change waits for its end (`waiting`, tried after every command)."""
        if self._held_up():
            self.waiting = [w for w in self.waiting if w["house"] != change["house"]] + [change]
            return []
        return self._do_change(change)

    def _do_change(self, change: dict[str, Any]) -> list["Outgoing"]:
        s, house = self.session, change["house"]
        g = s.game
        if change["do"] == "vassal":
            out = []
            if house not in g.s.vassals:
                out += self._submit(SetVassal(house, True))
            seat = s.seats.pop(house, None)  # the person no longer holds it: they watch
            if seat is not None and seat.client in s.clients:
                out += s.reseat(seat.client, None)
            s.deadlines.pop(house, None)
            return out + s._broadcast_seats() + self._vassals_answer_no()
        client = self._asker(change["name"])
        if client is None:
            return []  # the person who asked is gone: nothing changes
        out = []
        if house in g.s.vassals:
            self.origin[house] = "vassal"
            out += self._submit(SetVassal(house, False))
        elif s.seats[house].holder == "bot":
            self.origin[house] = "bot"
        else:
            self.origin.pop(house, None)  # an away person's house: it goes back to a bot
        if self.clocks:
            self.charge()
            self.clocks[house] = self._newcomer_clock(house)
        out += s.take_over(client.id, house)
        return out + self._event("SeatTakenOver", house=house, name=client.name)

    def _to_bot(self, house: str) -> list["Outgoing"]:
        """A host bot plays `house` from now on (its person watches)."""
        s = self.session
        seat = s.seats[house]
        client = seat.client
        out = s.set_holder(house, "bot")
        seat.token = s.new_token()  # the person's token no longer holds it
        if client in s.clients:
            out += s.reseat(client, None)
        self.origin.pop(house, None)
        return out + self._event("SeatToBot", house=house)

    def hand_back(self, client: "Client", m: dict[str, Any]) -> list["Outgoing"]:
        """A `hand-back` message: a person leaves the table and hands their house to a bot, or to
        the vassals where the game plays them (no vote: the house is theirs to give)."""
        from .session import Outgoing

        s = self.session
        to = m.get("to")
        try:
            if to not in ("bot", "vassal"):
                raise IllegalCommand(Reason.MALFORMED, "table-malformed", problem="hand-back goes to bot or vassal")
            seat = s.seats.get(client.seat) if client.seat is not None else None
            if seat is None or seat.client != client.id or client.seat in s.game.s.vassals:
                raise illegal("handback-not-seated")
            if not s.started:
                raise illegal("table-not-started")
            if s.game.finished:
                raise IllegalCommand(Reason.GAME_OVER, "game-over")
            house = client.seat
            if to == "vassal":
                if not self._plays_vassals():
                    raise illegal("handback-no-vassals")
                if len(s.game.seats()) <= 1:
                    raise illegal("vassal-last-seat", house=house)
                if house in (s.game.rs.vassal_rules or {}).get("never", []):
                    raise illegal("vassal-never", house=house)
        except IllegalCommand as exc:
            return [Outgoing(client.id, _refused(exc))]
        out = self._event("SeatHandedBack", house=house, name=seat.name)
        if to == "bot":
            return out + self._to_bot(house) + self._told()
        return out + self._change_hands({"do": "vassal", "house": house}) + self._told()

    # ----- after every accepted command ----------------------------------------------------------
    def after_command(self) -> list["Outgoing"]:
        """The game moved: charge the chess clocks, record "no" for a voter whose house became a
        vassal, carry out the changes a battle held up once it is over."""
        if self._busy:
            return []
        out: list[Outgoing] = []
        self.charge()
        out += self._vassals_answer_no()
        if self.waiting and not self._held_up():
            waiting, self.waiting = self.waiting, []
            for change in waiting:
                out += self._do_change(change)
            out += self._told()
        elif self.clocks:
            out += self._told()
        return out

    def _vassals_answer_no(self) -> list["Outgoing"]:
        """A voter whose house became a vassal while a vote runs has not answered: "no" (the
        reference's `who_votes`)."""
        vassals = self.session.game.s.vassals
        out: list[Outgoing] = []
        for vote in list(self.votes):
            missing = [v for v in vote.voters if v in vassals and v not in vote.answers]
            for voter in missing:
                vote.answers[voter] = False
            if missing and vote in self.votes:
                out += self._settle(vote)
        return out

    # ----- the host's own controls (when the host decides) ---------------------------------------
    def host_pause(self, on: bool) -> list["Outgoing"]:
        if on:
            return self.pause("host")
        return self.resume("host")

    def host_end_after_round(self) -> list["Outgoing"]:
        """The host ends the game after this round (IllegalCommand when it is already the last)."""
        g = self.session.game
        last = g.s.last_round or g.rs.rounds
        if g.s.round >= last:
            raise illegal("last-round-already", n=last)
        return self._submit(EndAfterThisRound()) + self._told()

    # ----- saving ---------------------------------------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        """What a save keeps of the table: times as seconds left, so a resumed game goes on."""
        now = self.session.now()
        self.charge()
        out: dict[str, Any] = {"decides": self.decides, "paused": self.paused}
        if self.paused:
            out["paused_by"] = self.paused_by
            out["resume_in"] = None if self.resume_at is None else round(max(0.0, self.resume_at - now), 1)
        if self.votes:
            out["votes"] = [{"id": v.id, "vote": v.kind, "by": v.by, "name": v.name, "house": v.house,
                             "voters": list(v.voters), "answers": dict(v.answers),
                             "left": round(max(0.0, v.deadline - now), 1)} for v in self.votes]
        out["next_id"] = self.next_id
        if self.clocks:
            out["clocks"] = {h: round(t, 1) for h, t in self.clocks.items()}
            out["extensions"] = dict(self.extensions)
        if self.timed_out:
            out["timed_out"] = list(self.timed_out)
        if self.waiting:
            out["waiting"] = [dict(w) for w in self.waiting]
        if self.origin:
            out["origin"] = dict(self.origin)
        return out

    def restore(self, data: Any) -> None:
        """The table of a save (ValueError when it is not understood: a damaged save)."""
        s = self.session
        houses = set(s.game.s.houses)
        if not isinstance(data, dict):
            raise ValueError("the table is not a map")
        decides = data.get("decides", "host")
        if decides not in DECIDES or type(data.get("paused", False)) is not bool:
            raise ValueError("the table's decider or pause is not understood")
        self.decides = decides
        now = s.now()
        if data.get("paused"):
            by, left = data.get("paused_by"), data.get("resume_in")
            if by not in ("vote", "host") or not (left is None or _seconds(left, AUTO_RESUME)):
                raise ValueError("the table's pause is not understood")
            self.paused, self.paused_by = True, by
            self.resume_at = None if left is None else now + left
        next_id = data.get("next_id", 1)
        if type(next_id) is not int or not 1 <= next_id < 10**9:
            raise ValueError("the table's vote count is not understood")
        self.next_id = next_id
        votes = data.get("votes", [])
        if not isinstance(votes, list) or len(votes) > MAX_VOTES:
            raise ValueError("the table's votes are not a short list")
        for v in votes:
            if not isinstance(v, dict) or v.get("vote") not in VOTE_TYPES or type(v.get("id")) is not int \
                    or not 0 < v["id"] < next_id or not isinstance(v.get("name"), str) or len(v["name"]) > 200 \
                    or not (v.get("by") is None or v.get("by") in houses) \
                    or not (v.get("house") is None or v.get("house") in houses) \
                    or not isinstance(v.get("voters"), list) or len(v["voters"]) > len(houses) + 1 \
                    or not all(x in houses or x == HOST for x in v["voters"]) \
                    or not isinstance(v.get("answers"), dict) \
                    or not all(k in v["voters"] and type(a) is bool for k, a in v["answers"].items()) \
                    or not _seconds(v.get("left"), VOTE_SECONDS):
                raise ValueError("a vote of the table is not understood")
            self.votes.append(Vote(v["id"], v["vote"], v["by"], v["name"], v["house"], list(v["voters"]),
                                   now + v["left"], dict(v["answers"])))
        clocks = data.get("clocks")
        if self.clocks or clocks is not None:
            if not isinstance(clocks, dict) or set(clocks) - houses \
                    or not all(_seconds(t, 1e7, signed=True) for t in clocks.values()):
                raise ValueError("the chess clocks are not understood")
            self.clocks = {h: float(t) for h, t in clocks.items()}
            ext = data.get("extensions", {"accepted": 0, "refused": 0})
            if not isinstance(ext, dict) or set(ext) != {"accepted", "refused"} \
                    or not all(type(n) is int and 0 <= n < 100 for n in ext.values()):
                raise ValueError("the clock extensions are not understood")
            self.extensions = dict(ext)
        timed_out = data.get("timed_out", [])
        if not isinstance(timed_out, list) or not set(timed_out) <= houses:
            raise ValueError("the houses out of time are not understood")
        self.timed_out = list(timed_out)
        waiting = data.get("waiting", [])
        if not isinstance(waiting, list) or len(waiting) > len(houses):
            raise ValueError("the table's waiting changes are not understood")
        for w in waiting:
            if not isinstance(w, dict) or w.get("do") not in ("vassal", "take") or w.get("house") not in houses \
                    or not set(w) <= {"do", "house", "name", "for_good"} \
                    or not isinstance(w.get("name", ""), str) or type(w.get("for_good", False)) is not bool:
                raise ValueError("a waiting change of the table is not understood")
        self.waiting = [dict(w) for w in waiting]
        origin = data.get("origin", {})
        if not isinstance(origin, dict) or not set(origin) <= houses \
                or not all(o in ("bot", "vassal") for o in origin.values()):
            raise ValueError("the houses taken over are not understood")
        self.origin = dict(origin)
        self.charged_at = None
        self.charge()


def _seconds(value: Any, most: float, signed: bool = False) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return False
    return (-most if signed else 0) <= value <= most


def _refused(exc: IllegalCommand) -> dict[str, Any]:
    """The error a refused table message gets: `malformed`, `game-over` or `refused`, with its key."""
    code = exc.reason.value if exc.reason in (Reason.MALFORMED, Reason.GAME_OVER) else "refused"
    return {"type": "error", "code": code, "message": exc.detail, "key": exc.key, "params": dict(exc.params)}


__all__ = ["Table", "Vote", "VOTE_TYPES", "VOTE_SECONDS", "AUTO_RESUME", "EXTENSION", "HOST", "DECIDES"]
