"""Victory settings (docs/RULES.md, Variants; reference `victory-points-needed`,
`loyalty-tokens-needed`, `hold-victory-points`).

- Victory points needed: the castles and strongholds (A Feast for Crows: victory points) a house
  needs to win at once, for every player count: the game's ruleset data (`ruleset_data`).
- Loyalty tokens needed: Targaryen's own target (the loyalty measure's), likewise.
- Holding victory points to the end of the round: reaching the target during a round wins
  nothing yet (the ruleset's at-once rule names no winner, `victory_rule`); when a round other
  than the last is over, the player houses that still hold their target are ranked as at the
  end of the game and the first wins (`round_ended`). In every ranking a score above its target
  counts as the target (`final_score`), so the tiebreaks decide between houses that both reach
  it. A rule that already waits for the end of the round (A Feast for Crows' points) is left as
  it is.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping

from .. import victory

if TYPE_CHECKING:
    from ..game import Game
    from ..victory import VictoryRule


def ruleset_data(raw: dict[str, Any], ruleset_id: str, played: Mapping[str, Any],
                 facts: Mapping[str, Any]) -> None:
    needed = played.get("victory-points-needed")
    if needed is not None:
        raw["victory"]["castles_and_strongholds_to_win"] = needed
        for setup in raw["player_counts"].values():
            if "cities_and_strongholds_to_win" in setup:
                setup["cities_and_strongholds_to_win"] = needed
        rules = raw["rules"].get("victory")
        if rules is not None and "to_win" in rules:
            rules["to_win"] = needed
    loyalty = played.get("loyalty-tokens-needed")
    if loyalty is not None:
        for own in (raw["rules"].get("victory") or {}).get("by_house", {}).values():
            if own.get("measure") == "loyalty":
                own["to_win"] = loyalty


def _held(g: "Game") -> bool:
    return bool(g.s.options["variants"].get("hold-victory-points")) and victory.rule_for(g.rs).at_any_time


def _nobody(g: "Game") -> str | None:
    return None


def victory_rule(g: "Game", rule: "VictoryRule") -> "VictoryRule":
    """Held: nobody wins during a round (what a change of control brings about still happens)."""
    if not _held(g):
        return rule
    return replace(rule, winner=_nobody, at_any_time=False)


def final_score(g: "Game", house: str, score: int) -> int:
    """A score above the house's target counts as the target when houses are ranked."""
    if not _held(g):
        return score
    return min(score, victory.measure_of(g, house)[1])


def round_ended(g: "Game") -> bool:
    """Held: the player houses holding their target now are ranked as at the end of the game;
    the first (or, where the ruleset shares a win, every house still tied) wins."""
    if not _held(g):
        return False
    from ..phases.common import end_game
    from ..phases.round import tiebreak

    scores = victory.scores(g)
    reached = [h for h in g.turn_order() if h not in g.s.vassals and scores[h] >= victory.measure_of(g, h)[1]]
    if not reached:
        return False
    keys = [k for k in g.rs.rules["final_tiebreaks"] if k != "shared"]

    def key(h: str) -> tuple[int, ...]:
        return (victory.measure_of(g, h)[1], *(tiebreak(g, k, h) for k in keys))

    best = max(key(h) for h in reached)
    tied = [h for h in reached if key(h) == best]
    winners = tied if "shared" in g.rs.rules["final_tiebreaks"] else tied[:1]
    end_game(g, winners[0], victory.rule_for(g.rs).reason(g, winners[0]), winners)
    return True
