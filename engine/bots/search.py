"""Levels "normal" and "hard": the heuristic player plus a sampled lookahead.

For a decision worth searching (orders, raids, marches, support, house cards) the
bot lists a few candidate commands (the heuristic's own choice first, then
alternatives), then repeatedly:

1. samples a full state consistent with its view (`determinize.py`),
2. for every candidate, plays it on a copy of that sample and lets the
   heuristic player (slightly randomised) play every seat to the end of the
   round,
3. scores the result for itself (`heuristic.evaluate`).

The same samples and the same random choices are used for every candidate, so
their scores differ only by the candidate. When the time budget is spent it
plays the candidate with the best average. Every other decision is answered
by the heuristic at once.
"""
from __future__ import annotations

import random
import time
from typing import Any

from .. import commands as C
from ..errors import IllegalCommand
from ..game import Game
from ..ruleset import Ruleset, load_ruleset
from .determinize import Unsupported, game_from_view
from .heuristic import HeuristicBot, ViewState, evaluate

SEARCHED = ("place-orders", "raid", "march", "support", "house-card")
MAX_ATTEMPTS = 12


def combat_from_state(s: Any) -> dict[str, Any] | None:
    """The public combat summary of a (sampled) state, shaped like a view's "combat"."""
    for f in reversed(s.stack):
        if f["kind"] in ("combat", "neutral-combat"):
            return {"area": f["area"], "attacker": f["attacker"], "defender": f.get("defender"),
                    "attacking_units": list(f.get("attackers", [])), "supports": dict(f.get("supports", {})),
                    "token": f.get("token"), "step": f["step"]}
    return None


def play_out(g: Game, policy: HeuristicBot, stop_round: int, max_steps: int = 400) -> None:
    """Let `policy` play every seat until round `stop_round` is over (or the game ends)."""
    rs = g.rs
    for _ in range(max_steps):
        s = g.s
        if s.finished or s.round > stop_round:
            return
        pending = g.waiting_for()
        if not pending:
            return
        d = pending[0]
        wire = d.to_wire()
        combat = combat_from_state(s)
        for attempt in range(MAX_ATTEMPTS):
            cmd = policy.decide(rs, s, combat, wire, attempt)
            try:
                g.act(d.seat, cmd)
                break
            except IllegalCommand:
                if attempt == MAX_ATTEMPTS - 1:
                    return


class SearchBot:
    """A heuristic player that checks its main choices by sampled rollouts."""

    def __init__(self, seed: int = 0, budget: float = 0.2, candidates: int = 5, min_samples: int = 1,
                 max_samples: int = 64, horizon: int = 0, rollout_noise: float = 0.6) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.heuristic = HeuristicBot(seed)
        self.budget = budget
        self.candidates = candidates
        self.min_samples = min_samples
        self.max_samples = max_samples
        self.horizon = horizon
        self.rollout_noise = rollout_noise
        self.last_stats: dict[str, Any] = {}
        self.errors = 0  # searches that failed and fell back to the rules of thumb

    def propose(self, view: dict[str, Any], decision: dict[str, Any], attempt: int = 0) -> Any:
        if attempt > 0 or decision["kind"] not in SEARCHED:
            return self.heuristic.propose(view, decision, attempt)
        start = time.perf_counter()
        try:
            return self._search(view, decision, start)
        except Unsupported:
            return self.heuristic.propose(view, decision, attempt)
        except Exception:  # a bot must never stop the game: the rules of thumb still answer
            self.errors += 1
            return self.heuristic.propose(view, decision, attempt)

    # ----- candidates ----------------------------------------------------------------
    def _candidates(self, rs: Ruleset, view: dict[str, Any], decision: dict[str, Any]) -> list[Any]:
        st = ViewState(view)
        seat = decision["seat"]
        opts = decision["options"]
        kind = decision["kind"]
        h = self.heuristic
        first = h.propose(view, decision, 0)
        out: list[Any] = [first]

        def add(c: Any) -> None:
            if c not in out:
                out.append(c)

        if kind == "place-orders":
            scores = h.order_scores(rs, st, seat, list(opts["regions"]))
            jitter = HeuristicBot(self.rng.getrandbits(32), noise=1.5)
            for _ in range(self.candidates * 4):
                if len(out) >= self.candidates:
                    break
                chosen = jitter.assign_orders(rs, scores, list(opts["tokens"]), opts["count"], opts["star_limit"])
                add(C.PlaceOrders(tuple(sorted(chosen.items()))))
        elif kind == "march":
            scored = []
            for src in sorted(opts["marches"]):
                o = opts["marches"][src]
                cmd, v = h.plan_march(rs, st, seat, src, o)
                scored.append((v, cmd))
                for d in o["destinations"]:
                    mv = h.move_value(rs, st, seat, src, d, list(o["units"]), 0, d in o["combat"])
                    scored.append((mv, C.ResolveMarch(src, ((d, tuple(sorted(o["units"]))),),
                                                      bool(o["can_leave_power_token"] and view["power"][seat] >= 2
                                                           and not view["units"][src]["routed"]))))
                scored.append((0.0, C.ResolveMarch(src, ())))
            scored.sort(key=lambda p: -p[0])
            for _, c in scored:
                if len(out) >= self.candidates:
                    break
                add(c)
        elif kind == "raid":
            for src in sorted(opts["raids"]):
                for t in opts["raids"][src]:
                    add(C.ResolveRaid(src, t))
                add(C.ResolveRaid(src, ""))
        elif kind == "support":
            for side in opts["sides"]:
                add(C.DeclareSupport(tuple((r, side) for r in opts["regions"])))
        elif kind == "house-card":
            for card in opts["hand"]:
                add(C.ChooseHouseCard(card))
        return out

    # ----- the lookahead -------------------------------------------------------------
    def _search(self, view: dict[str, Any], decision: dict[str, Any], start: float) -> Any:
        rs = load_ruleset(view["ruleset"])
        seat = decision["seat"]
        cands = self._candidates(rs, view, decision)
        if len(cands) == 1:
            return cands[0]
        deadline = start + self.budget
        totals = [0.0] * len(cands)
        counts = [0] * len(cands)
        legal = [True] * len(cands)
        stop_round = view["round"] + self.horizon
        samples = 0
        while samples < self.max_samples:
            if samples >= self.min_samples and time.perf_counter() > deadline:
                break
            base = game_from_view(view, self.rng)
            roll_seed = self.rng.getrandbits(32)
            for i, cmd in enumerate(cands):
                if not legal[i]:
                    continue
                g = base.clone()
                try:
                    g.act(seat, cmd)
                except IllegalCommand:
                    legal[i] = False
                    continue
                play_out(g, HeuristicBot(roll_seed, noise=self.rollout_noise), stop_round)
                totals[i] += evaluate(rs, g.s, seat)
                counts[i] += 1
                if samples >= self.min_samples and time.perf_counter() > deadline + self.budget:
                    break  # far over budget: stop even mid-sample
            samples += 1
        best, best_v = 0, None
        for i in range(len(cands)):
            if not legal[i] or not counts[i]:
                continue
            v = totals[i] / counts[i] + (0.75 if i == 0 else 0.0)  # trust the heuristic on a tie
            if best_v is None or v > best_v:
                best, best_v = i, v
        self.last_stats = {"samples": samples, "candidates": len(cands),
                           "seconds": time.perf_counter() - start}
        return cands[best]
