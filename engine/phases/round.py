"""One game round: Westeros (from round 2, or round 1's own when the ruleset has one), Planning, Action, the ruleset's end-of-round steps
(if any), then clean-up; 10 rounds (or the ruleset's number)."""
from __future__ import annotations

from .. import board as B
from .. import victory
from ..flow import Handler, handler, push
from .common import end_game


def after_action(rs) -> str:
    """The round's step after the Action phase: the ruleset's own end-of-round steps when it
    lists any (`rules.round_end_steps`), else the clean-up."""
    return "round-end" if rs.rules.get("round_end_steps") else "end"


@handler
class RoundStep(Handler):
    kind = "round"

    def run(self, g, f):
        s = g.s
        step = f["step"]
        if step == "start":
            if s.iron_bank and f.get("bank") != s.round:  # the loans slide, interest is paid
                f["bank"] = s.round
                g.emit("RoundStarted", round=s.round)
                return push(g, {"kind": "iron-bank-round"})
            if not s.iron_bank:
                g.emit("RoundStarted", round=s.round)
            f["step"] = "planning"
            if s.round > 1:
                return push(g, {"kind": "westeros"})
            first = g.rs.first_round_westeros
            if first:  # the ruleset's own Westeros phase in round 1 (A Dance with Mother of Dragons)
                return push(g, {"kind": "westeros", "wildling_icons": bool(first.get("wildling_icons", True))})
            return True
        if step == "planning":
            if s.vassals and f.get("claimed") != s.round:  # vassals are claimed before any order
                f["claimed"] = s.round
                from .vassals import claim_frame

                return push(g, claim_frame(g))
            if "variants" in s.options and f.get("variant_steps") != s.round:
                f["variant_steps"] = s.round  # a round's own steps a variant adds (preceding mustering)
                from ..variants import frames

                added = frames(g, "before_planning")
                for frame in reversed(added):
                    push(g, frame)
                if added:
                    return True
            f["step"] = "action"
            return push(g, {"kind": "planning"})
        if step == "action":
            f["step"] = after_action(g.rs)
            return push(g, {"kind": "action"})
        if step == "round-end":  # the ruleset's own end-of-round steps (phases/round_end.py)
            f["step"] = "end"
            return push(g, {"kind": "round-end", "idx": 0, "queue": []})
        if step == "end":
            s.orders.clear()
            s.orders_revealed = False
            for a in s.units.values():
                if a["routed"]:
                    a["units"].extend(a["routed"])
                    a["routed"] = []
                    a["units"].sort()
            s.blade_used = False
            s.banned = []
            s.round_rules = []
            s.revealed = []
            g.emit("RoundEnded", round=s.round, **round_standings(g))
            if s.round >= g.rs.rounds or s.round == s.last_round:  # the last round (the table's, if it chose one)
                winners = final_winners(g)
                end_game(g, winners[0], "rounds", winners, decided_by=deciding_rules(g, winners))
                return True
            if "variants" in s.options:  # what a variant does between rounds (endless' reshuffles)
                from ..variants import round_ended

                if round_ended(g):
                    return True
            s.round += 1
            if s.unit_steps_taken:  # a strength step taken early for this round is reached now
                from ..units import reach_round

                reach_round(g.rs, s)
            f["step"] = "start"
            return True
        raise AssertionError(step)


def tiebreak(g, key: str, house: str) -> int:
    rs, s = g.rs, g.s
    if key == "lands":
        return B.land_count(rs, s, house)
    if key == "supply":
        return s.supply[house]
    if key == "barrels":
        return B.barrels(rs, s, house)
    if key == "power":
        return s.power[house]
    if key == "iron_throne":
        return -s.tracks["iron_throne"].index(house)
    raise ValueError(f"unknown tiebreak {key!r}")


def round_standings(g) -> dict[str, dict[str, int]]:
    """What every house holds at the end of a round, all of it public: castles and strongholds,
    supply and power tokens (the game's chart is drawn from these, in replays and for spectators)."""
    rs, s = g.rs, g.s
    counts = B.castle_counts(rs, s)
    out = {"castles": {h: counts.get(h, 0) for h in s.houses}, "supply": {h: s.supply[h] for h in s.houses},
           "power": {h: s.power[h] for h in s.houses}}
    if s.victory_points:  # a ruleset with a victory-point track (objectives.py)
        out["points"] = {h: s.victory_points.get(h, 0) for h in s.houses}
    return out


def _final_key(g, house: str) -> tuple[int, ...]:
    keys = [k for k in g.rs.rules["final_tiebreaks"] if k != "shared"]
    # the place on the victory track: castles, or the house's own measure (victory.py)
    score = victory.score(g, house)
    if "variants" in g.s.options:  # a variant may cap it at the target (holding victory points)
        from ..variants import transform

        score = transform(g, "final_score", score, house)
    return (score, *(tiebreak(g, k, house) for k in keys))


def deciding_rules(g, winners: list[str]) -> dict:
    """Why the last round's winner won: the measures compared in the ruleset's order ("castles",
    then each tiebreak) up to the first that set the winner apart from the best of the others
    ("shared" when none did and the ruleset shares the win), and the final values of each."""
    rs = g.rs
    keys = [victory.main_measure(rs), *(k for k in rs.rules["final_tiebreaks"] if k != "shared")]
    values = {h: dict(zip(keys, _final_key(g, h))) for h in g.s.houses}
    others = [h for h in g.s.houses if h not in winners and h not in g.s.vassals]
    used = list(keys)
    if others and len(winners) == 1:
        runner = max(others, key=lambda h: _final_key(g, h))
        mine, theirs = _final_key(g, winners[0]), _final_key(g, runner)
        first = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), len(keys) - 1)
        used = keys[:first + 1]
    elif len(winners) > 1:
        used = keys + ["shared"]
    return {"rules": used, "values": values}


def final_winners(g) -> list[str]:
    """Most castles and strongholds, then the ruleset's tiebreaks in order.

    2nd edition: land areas, supply, Iron Throne (always one winner). 1st
    edition: supply barrels, power tokens, then a shared win (every house still
    tied wins, listed in Iron Throne order)."""
    rs, s = g.rs, g.s
    players = [h for h in s.houses if h not in s.vassals]  # a vassal never wins
    best = max(_final_key(g, h) for h in players)
    tied = [h for h in s.tracks["iron_throne"] if h in players and _final_key(g, h) == best]
    return tied if "shared" in rs.rules["final_tiebreaks"] else tied[:1]
