"""Levels "normal" and "hard": the heuristic player plus a sampled lookahead.

For every decision but bids (orders, raids, marches, support, house cards,
musters, retreats, casualties and other unit selections, card and Westeros
choices, tie orders, the raven) the bot lists a few candidate commands (the
heuristic's own choice first, then alternatives), then repeatedly:

1. samples a full state consistent with its view (`determinize.py`),
2. for every candidate, plays it on a copy of that sample and lets the
   heuristic player (slightly randomised) play every seat to the end of the
   round (hard: on through the next Westeros phase, until orders are placed again),
3. scores the result for itself (`heuristic.evaluate`).

The same samples and the same random choices are used for every candidate, so
their scores differ only by the candidate. When the time budget (the search
thread's CPU time, so that a busy machine does not shorten the look ahead; a
wall-clock ceiling of three times the budget still bounds the wait) is spent it
plays the candidate with the best average. Hard also tries single-area changes
of the heuristic's orders, spends more time on orders (and on a fight by what
the area is worth), drops the weaker half of its candidates as samples come in,
replaces the heuristic's choice only by a gain the samples agree on (compared
sample by sample), bids by `bidding.choose_bid` and musters first where it is
threatened. A decision with one candidate, or a position the sampler cannot
rebuild, is answered by the heuristic at once.

Each sample is drawn from a seed of its own (`score_sample`), so the samples of
one search can run in worker processes (`pool.SearchPool`) and a search bounded
by samples still chooses the same.
"""
from __future__ import annotations

import itertools
import random
import time
from collections import Counter
from typing import Any, Callable

from .. import commands as C
from ..errors import IllegalCommand
from ..game import Game
from ..ruleset import Ruleset, ruleset_of_view
from .bidding import choose_bid
from .determinize import Unsupported, game_from_view
from .evaluation import fitted_evaluate
from .heuristic import HeuristicBot, ViewState, evaluate, region_value
from .heuristic import fits_supply_after

SEARCHED = ("place-orders", "raid", "march", "support", "house-card", "muster", "retreat", "select-units",
            "choose", "order-houses", "raven", "raven-peek")
MAX_CHOICES = 8  # options of a "choose" (or tie order, casualty set) tried at most
MAX_ATTEMPTS = 12
PRUNE_AFTER = (2, 4, 8)  # samples after which the weaker half of the candidates is dropped
WALL_CEILING = 3.0  # a search stops at this many times its budget of wall-clock time, however busy the machine


def combat_from_state(s: Any) -> dict[str, Any] | None:
    """The public combat summary of a (sampled) state, shaped like a view's "combat"."""
    for f in reversed(s.stack):
        if f["kind"] in ("combat", "neutral-combat"):
            return {"area": f["area"], "attacker": f["attacker"], "defender": f.get("defender"),
                    "source": f.get("source"),
                    "attacking_units": list(f.get("attackers", [])), "supports": dict(f.get("supports", {})),
                    "token": f.get("token"), "step": f["step"]}
    return None


def play_out(g: Game, policy: HeuristicBot, stop_round: int, max_steps: int = 600,
             through_westeros: bool = False) -> None:
    """Let `policy` play every seat until round `stop_round` is over (or the game ends).

    With `through_westeros` it plays on through the next round's Westeros phase and
    stops when that round's orders are to be placed: musters in newly taken castles,
    supply and the wildlings then count in the result."""
    rs = g.rs
    for _ in range(max_steps):
        s = g.s
        if s.finished or s.round > stop_round + 1:
            return
        if s.round > stop_round and (not through_westeros or any(f["kind"] == "planning" for f in s.stack)):
            return
        pending = g.waiting_for()
        if not pending:
            return
        d = pending[0]
        wire = d.house_wire()
        combat = combat_from_state(s)
        for attempt in range(MAX_ATTEMPTS):
            cmd = policy.decide(rs, s, combat, wire, attempt)
            try:
                g.act(d.seat, cmd, house=d.house)
                break
            except IllegalCommand:
                if attempt == MAX_ATTEMPTS - 1:
                    return


def _prune(totals: list[float], counts: list[int], legal: list[bool]) -> None:
    """Keep the heuristic's own choice and the better half of the other candidates."""
    alive = [i for i in range(1, len(totals)) if legal[i] and counts[i]]
    if len(alive) <= 2:
        return
    alive.sort(key=lambda i: -totals[i] / counts[i])
    for i in alive[(len(alive) + 1) // 2:]:
        legal[i] = False


def order_changes(rs: Ruleset, scores: dict[str, dict[str, float]], base: dict[str, str],
                  tokens: list[str], star_limit: int) -> list[dict[str, str]]:
    """Order assignments that differ from `base` in one area, the most promising first.

    Each area may take the best free token of another order type (starred ones only
    within the star limit); candidates are ranked by the heuristic's order scores."""
    used = set(base.values())
    stars = sum(1 for t in base.values() if rs.order_tokens[t].starred)
    out: list[tuple[float, dict[str, str]]] = []
    for r, cur in sorted(base.items()):
        cur_tok = rs.order_tokens[cur]
        free = [t for t in tokens if t not in used or t == cur]
        by_type: dict[str, str] = {}
        for t in free:
            tok = rs.order_tokens[t]
            if tok.type == cur_tok.type:
                continue
            if not rs.token_fits(t, r):
                continue
            if tok.starred and stars - (1 if cur_tok.starred else 0) >= star_limit:
                continue
            best = by_type.get(tok.type)
            if best is None or (tok.bonus, not tok.starred) > (rs.order_tokens[best].bonus,
                                                                not rs.order_tokens[best].starred):
                by_type[tok.type] = t
        for typ, t in by_type.items():
            change = dict(base)
            change[r] = t
            gain = scores.get(r, {}).get(typ, 0.0) - scores.get(r, {}).get(cur_tok.type, 0.0)
            out.append((gain, change))
    out.sort(key=lambda p: -p[0])
    return [c for _, c in out]


def unit_selections(opts: dict[str, Any], limit: int) -> list[tuple[tuple[str, str], ...]]:
    """A few different unit selections of an allowed size (casualties, losses, swaps).

    Some may break the decision's rule (supply, one area): the search drops those
    when the sampled game refuses them."""
    cands = [tuple(c) for c in opts["candidates"]]
    out: list[tuple[tuple[str, str], ...]] = []
    for n in dict.fromkeys((opts["min"], opts["max"])):
        if n > len(cands):
            continue
        for combo in itertools.combinations(sorted(cands), n):
            if combo not in out:
                out.append(combo)
            if len(out) >= limit:
                return out
    return out


def muster_variants(rs: Ruleset, st: Any, seat: str, opts: dict[str, Any]) -> list[tuple[tuple[str, str, str], ...]]:
    """Alternative musters: nothing, and greedy ones by castle order and unit preference."""
    out: list[tuple[tuple[str, str, str], ...]] = [()]
    castles = sorted(opts["castles"])
    for order in (castles, castles[::-1]):
        for prefer in (("knight", "footman"), ("footman",), ("ship", "footman"), ("siege-engine", "footman")):
            actions = _greedy_muster(rs, st, seat, opts, order, prefer)
            if actions and actions not in out:
                out.append(actions)
    return out


def _greedy_muster(rs: Ruleset, st: Any, seat: str, opts: dict[str, Any], castles: list[str],
                   prefer: tuple[str, ...]) -> tuple[tuple[str, str, str], ...]:
    reserve = dict(opts["reserve"])
    costs = opts["costs"]
    added: Counter[str] = Counter()
    actions: list[tuple[str, str, str]] = []
    for castle in castles:
        info = opts["castles"][castle]
        pts = info["points"]
        for unit in prefer:
            dests = info["ship_destinations"] if unit == "ship" else [castle]
            while dests and unit in costs and costs[unit] <= pts and reserve.get(unit, 0) > 0:
                trial = added.copy()
                trial[dests[0]] += 1
                if not fits_supply_after(rs, st, seat, st.supply[seat], trial):
                    break
                actions.append((castle, unit, dests[0]))
                added, pts = trial, pts - costs[unit]
                reserve[unit] -= 1
    return tuple(actions)


class SampleRun:
    """What one round of sampling measured: per candidate the summed score and how many samples
    scored it, whether the sampled game allowed it, and its difference from candidate 0 on the
    same sample (summed, and its square: how sure the gain over candidate 0 is)."""

    def __init__(self, n: int) -> None:
        self.totals = [0.0] * n
        self.counts = [0] * n
        self.legal = [True] * n  # still sampled: neither refused by a sampled game nor pruned
        self.diffs = [0.0] * n
        self.squares = [0.0] * n
        self.pairs = [0] * n
        self.samples = 0
        self.cpu = 0.0

    def add(self, scores: list[Any]) -> None:
        base = scores[0] if isinstance(scores[0], float) else None
        for i, v in enumerate(scores):
            if v is ILLEGAL:
                self.legal[i] = False
            elif v is not None and self.legal[i]:
                self.totals[i] += v
                self.counts[i] += 1
                if base is not None:
                    self.diffs[i] += v - base
                    self.squares[i] += (v - base) ** 2
                    self.pairs[i] += 1


class SearchBot:
    """A heuristic player that checks its main choices by sampled rollouts."""

    def __init__(self, seed: int = 0, budget: float = 0.2, candidates: int = 5, min_samples: int = 1,
                 max_samples: int = 64, horizon: int = 0, rollout_noise: float = 0.6,
                 order_changes: int = 0, order_budget: float = 1.0, bids: bool = False,
                 prune: bool = False, careful_muster: bool = False, through_westeros: bool = False,
                 order_samples: int = 1, stakes_time: bool = False, order_candidates: int = 0,
                 paired: bool = False, fitted: bool = False, pool: Any = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.heuristic = HeuristicBot(seed, careful_muster=careful_muster)
        self.budget = budget
        self.candidates = candidates
        self.min_samples = min_samples
        self.max_samples = max_samples
        self.horizon = horizon
        self.rollout_noise = rollout_noise
        self.order_changes = order_changes  # single-area changes of the heuristic's orders to try
        self.order_budget = order_budget  # budget multiplier for placing orders
        self.bids = bids  # bids by `bidding.choose_bid` instead of the rules of thumb
        self.prune = prune  # drop the weaker half of the candidates as samples come in
        self.through_westeros = through_westeros  # rollouts end at the next planning phase
        self.order_samples = order_samples  # times max_samples a placement of orders may draw
        self.order_candidates = order_candidates  # candidates for placing orders (at least `candidates`)
        self.stakes_time = stakes_time  # a fight's time follows what the area is worth
        self.paired = paired  # choose by the gain over the rules of thumb's choice, sample by sample
        self.fitted = fitted  # rollouts scored by the evaluation fitted from self-play, where one applies
        self.pool = pool  # a `pool.SearchPool`: samples drawn in its worker processes
        self.last_stats: dict[str, Any] = {}
        self.errors = 0  # searches that failed and fell back to the rules of thumb

    def propose(self, view: dict[str, Any], decision: dict[str, Any], attempt: int = 0) -> Any:
        if attempt == 0 and self.bids and decision["kind"] == "bid":
            rs = ruleset_of_view(view)
            opts = decision["options"]
            try:
                return C.Bid(choose_bid(rs, ViewState(view), decision["seat"], opts.get("purpose", ""),
                                        int(opts["max"]), self.rng))
            except Exception:  # a bid it cannot model: the rules of thumb still answer
                self.errors += 1
                return self.heuristic.propose(view, decision, attempt)
        if attempt > 0 or decision["kind"] not in SEARCHED:
            return self.heuristic.propose(view, decision, attempt)
        start = time.thread_time(), time.perf_counter()
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
            for change in order_changes(rs, scores, dict(first.orders), list(opts["tokens"]),
                                        opts["star_limit"])[:self.order_changes]:
                add(C.PlaceOrders(tuple(sorted(change.items()))))
            jitter = HeuristicBot(self.rng.getrandbits(32), noise=1.5)
            limit = max(self.candidates, self.order_candidates)
            for _ in range(limit * 4):
                if len(out) >= limit:
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
        elif kind == "retreat":
            for r in opts["options"]:
                add(C.Retreat(r))
        elif kind in ("choose", "raven-peek"):
            for o in opts["options"][:MAX_CHOICES]:
                add(C.Choose(o))
        elif kind == "raven":
            for action in ("none", "peek"):
                if action in opts.get("actions", []):
                    add(C.UseRaven(action))
        elif kind == "order-houses":
            for order in itertools.islice(itertools.permutations(opts["houses"]), MAX_CHOICES):
                add(C.OrderHouses(tuple(order)))
        elif kind == "select-units":
            for picked in unit_selections(opts, MAX_CHOICES):
                add(C.SelectUnits(picked))
        elif kind == "muster":
            for actions in muster_variants(rs, st, seat, opts):
                add(C.Muster(actions))
        return out

    # ----- the lookahead -------------------------------------------------------------
    def stakes(self, rs: Ruleset, view: dict[str, Any], decision: dict[str, Any]) -> float:
        """How many times its budget a decision gets: placing orders shapes the whole round; with
        `stakes_time`, a fight's house card weighs by what the area is worth to it (a home or a
        castle more, an empty field less), so the time spent follows what is at stake."""
        kind = decision["kind"]
        if kind == "place-orders":
            return self.order_budget
        if self.stakes_time and kind == "house-card":
            area = decision["options"].get("area")
            if area in rs.regions and rs.regions[area].kind == "land":
                worth = region_value(rs, ViewState(view), decision["seat"], area)
                return max(0.5, min(2.0, worth / 8.0))
        return 1.0

    def _search(self, view: dict[str, Any], decision: dict[str, Any], start: tuple[float, float]) -> Any:
        rs = ruleset_of_view(view)
        seat = decision["seat"]
        cands = self._candidates(rs, view, decision)
        if len(cands) == 1:
            return cands[0]
        budget = self.budget * self.stakes(rs, view, decision)
        max_samples = self.max_samples * (self.order_samples if decision["kind"] == "place-orders" else 1)
        run = self._sample(view, seat, cands, budget, max_samples, start)
        if self.paired and run.legal[0]:
            best = _paired_choice(run.diffs, run.squares, run.pairs, run.legal)
        else:
            best, best_v = 0, None
            for i in range(len(cands)):
                if not run.legal[i] or not run.counts[i]:
                    continue
                v = run.totals[i] / run.counts[i] + (0.75 if i == 0 else 0.0)  # trust the heuristic on a tie
                if best_v is None or v > best_v:
                    best, best_v = i, v
        self.last_stats = {"kind": decision["kind"], "samples": run.samples, "candidates": len(cands),
                           "seconds": time.perf_counter() - start[1], "cpu_seconds": run.cpu}
        return cands[best]

    def _sample(self, view: dict[str, Any], seat: str, cands: list[Any], budget: float, max_samples: int,
                start: tuple[float, float]) -> "SampleRun":
        """Score `cands` on sampled futures until `budget` (CPU seconds) or `max_samples` is spent."""
        # the budget is CPU time (this thread's, plus the workers' when samples run in a pool), so a
        # search weighs as many futures on a busy machine as on an idle one; the wall clock only
        # stops one that would keep players waiting
        run = SampleRun(len(cands))
        worker_cpu = 0.0
        wall_deadline = start[1] + WALL_CEILING * budget

        def over(extra: float) -> bool:
            return (time.thread_time() - start[0] + worker_cpu > budget + extra
                    or time.perf_counter() > wall_deadline + extra)
        legal = run.legal
        stop_round = view["round"] + self.horizon
        prune_at = PRUNE_AFTER + ((16,) if len(cands) > 12 else ())
        samples = 0
        pool = self.pool
        while samples < max_samples:
            if samples >= self.min_samples and over(0.0):
                break
            wave = 1
            if pool is not None and pool.workers > 1:  # one sample per worker, never across a pruning
                nxt = next((p for p in prune_at if p > samples), max_samples) if self.prune else max_samples
                wave = max(1, min(pool.workers, max_samples - samples, nxt - samples))
            seeds = [self.rng.getrandbits(64) for _ in range(wave)]
            args = (view, seat, cands, tuple(legal), stop_round, self.through_westeros, self.rollout_noise,
                    self.fitted)
            if wave == 1:
                stop = (lambda: over(budget)) if samples >= self.min_samples else None
                results = [score_sample(args, seeds[0], stop)]
            else:
                results = pool.map(_sample_job, [(args, sd) for sd in seeds])  # type: ignore[union-attr]
            for scores, cpu in results:
                if wave > 1:
                    worker_cpu += cpu
                run.add(scores)
                samples += 1
                if self.prune and samples in prune_at:
                    _prune(run.totals, run.counts, legal)
        run.samples = samples
        run.cpu = time.thread_time() - start[0] + worker_cpu
        return run

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state["pool"] = None  # a bot sent to a worker searches there alone
        return state


ILLEGAL = "illegal"  # a candidate the sampled game refused
PAIRED_Z = 1.0  # standard errors an alternative's gain must clear to replace the rules of thumb's choice
PAIRED_MARGIN = 0.75  # and the least gain it must show (as the plain average's tie bonus)


def _paired_choice(diffs: list[float], squares: list[float], pairs: list[int], legal: list[bool]) -> int:
    """The candidate whose gain over the rules of thumb's choice (index 0), measured on the
    same samples, is largest once PAIRED_Z standard errors are taken off; the rules of thumb's
    choice unless some gain stays above PAIRED_MARGIN. Among many candidates drawn on few
    samples the best average is often the luckiest: only a gain the samples agree on counts."""
    best, best_v = 0, PAIRED_MARGIN
    for i in range(1, len(diffs)):
        n = pairs[i]
        if not legal[i] or n < 2:
            continue
        mean = diffs[i] / n
        var = max(0.0, (squares[i] - n * mean * mean) / (n - 1))
        low = mean - PAIRED_Z * (var / n) ** 0.5
        if low > best_v:
            best, best_v = i, low
    return best


def score_sample(args: tuple[Any, ...], seed: int,
                 stop: Callable[[], bool] | None = None) -> tuple[list[Any], float]:
    """One sample of a search: a state drawn from the view with `seed`, every live candidate
    played on a copy of it and the result scored for the seat. Returns one score per candidate
    (None when not played: dead, or `stop` said the time is up; ILLEGAL when refused) and the
    CPU time it took. The same (view, candidates, seed) give the same scores in any process.
    With `fitted`, a rollout that has not ended the game is scored by the evaluation fitted from
    self-play (`evaluation.py`) where the ruleset has one, else by the rules of thumb's."""
    view, seat, cands, live, stop_round, through_westeros, noise, fitted = args
    t0 = time.thread_time()
    rs = ruleset_of_view(view)  # the game's own ruleset, as the variants made it
    rng = random.Random(seed)
    base = game_from_view(view, rng)
    roll_seed = rng.getrandbits(32)
    out: list[Any] = [None] * len(cands)
    for i, cmd in enumerate(cands):
        if not live[i]:
            continue
        g = base.clone()
        try:
            g.act(seat, cmd)
        except IllegalCommand:
            out[i] = ILLEGAL
            continue
        play_out(g, HeuristicBot(roll_seed, noise=noise), stop_round, through_westeros=through_westeros)
        score = fitted_evaluate(rs, g.s, seat) if fitted else None
        out[i] = evaluate(rs, g.s, seat) if score is None else score
        if stop is not None and stop():
            break  # far over budget: stop even mid-sample
    return out, time.thread_time() - t0


def _sample_job(job: tuple[tuple[Any, ...], int]) -> tuple[list[Any], float]:
    args, seed = job
    return score_sample(args, seed)
