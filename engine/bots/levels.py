"""Bot levels by name: random, easy, normal, hard.

Every bot has the same interface: `propose(view, decision_wire, attempt) -> command`,
built only from the seat's view and the decision's options.
"""
from __future__ import annotations

from typing import Any

from .heuristic import HeuristicBot
from .random_bot import RandomBot
from .search import SearchBot

LEVELS = ("random", "easy", "normal", "hard")

# seconds of lookahead per searched decision
BUDGETS = {"normal": 0.15, "hard": 0.4}
# hard: how many single-area changes of the heuristic's orders it tries, and how many
# times its budget it spends on placing orders (the decision that shapes a round)
HARD_ORDER_CHANGES = 14
HARD_ORDER_BUDGET = 6.0
# hard's placement of orders: up to this many candidate assignments (the single-area changes,
# then assignments drawn around the rules of thumb's scores), and twice the sample cap
HARD_ORDER_CANDIDATES = 18
HARD_ORDER_SAMPLES = 2
# hard scores its rollouts by the evaluation fitted from self-play where its ruleset has one
# (engine/bots/evaluation.py; the second edition)
HARD_FITTED = True
# the most samples a search draws for one decision. A sample now costs about 40% less CPU
# than when the caps were 26 and 6 (a faster engine; rollout players that weigh house cards
# and the table's leader with less work), so the caps rose to keep the median CPU time of a
# searched decision: hard's searches stay ended by the budget as before (a median 0.41 s) but
# draw more samples, and its orders, which the cap ends on a quiet machine, draw 44 in about the
# time 26 took (docs/AI.md, "Engine speed and the search"). Normal keeps its cap of 6: with 9
# it came closer to hard than the levels should be (hard won 10 of 40 games against five normal
# bots with 9 samples, 19 of 40 before; docs/AI.md, "Measured strength and speed")
HARD_MAX_SAMPLES = 44
NORMAL_MAX_SAMPLES = 6


def make_bot(level: str, seed: int = 0, budget: float | None = None, max_samples: int | None = None,
             pool: Any = None) -> Any:
    """A bot of `level`. `budget` (seconds) and `max_samples` override the search limits;
    a large budget with a small `max_samples` makes a searching bot reproducible (with or
    without a `pool` of worker processes to draw its samples in, see `pool.SearchPool`)."""
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return HeuristicBot(seed)
    if level == "normal":
        return SearchBot(seed, budget=BUDGETS["normal"] if budget is None else budget, candidates=4,
                         max_samples=NORMAL_MAX_SAMPLES if max_samples is None else max_samples, pool=pool)
    if level == "hard":
        return SearchBot(seed, budget=BUDGETS["hard"] if budget is None else budget, candidates=7,
                         max_samples=HARD_MAX_SAMPLES if max_samples is None else max_samples,
                         order_changes=HARD_ORDER_CHANGES, order_budget=HARD_ORDER_BUDGET, bids=True,
                         prune=True, careful_muster=True, through_westeros=True,
                         order_candidates=HARD_ORDER_CANDIDATES, order_samples=HARD_ORDER_SAMPLES,
                         stakes_time=True, paired=True, fitted=HARD_FITTED, pool=pool)
    raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
