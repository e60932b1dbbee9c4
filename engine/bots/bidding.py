"""Bids of the "hard" level: every own bid tried against sampled bids of the others.

The power every house holds is public, and the other houses' bids are secret. The
bot samples what each of them bids (the rules-of-thumb bid with some noise, within
the power it holds), then for every amount it could bid counts what it would get:

- on an influence track, the place it would reach (a tie is lost unless it holds the
  Iron Throne, whose holder settles ties) and what that place is worth: the first
  place of each track (the tie-breaking throne, the Valyrian blade, the raven), the
  places that win combat ties, and the starred orders of the King's Court;
- against the wildlings, whether the Night's Watch holds (the total reaches the
  threat) and what the outcome costs it: the lowest bidder of a lost attack suffers
  most, everyone else a little; the highest bidder of a won attack gains.

Power spent is charged at a fixed price (more when it would leave too little for
the coming wildling attack). The amount with the best average over the samples is
bid. This is a search over the bot's own choice against a model of the others,
built only from the seat's view.
"""
from __future__ import annotations

import random
from typing import Any

from ..ruleset import Ruleset
from .heuristic import HeuristicBot, bid_handed_out

SAMPLES = 60
POWER_PRICE = 0.7  # value of one power token kept (the evaluation counts 0.6, plus later bids)
# what a wildling attack costs a house, in the units of `evaluate` (a castle is 12)
WILDLING_LOWEST = 9.0  # e.g. loses units or its best house cards
WILDLING_OTHER = 4.0  # e.g. two units, a house card or a place on a track
WILDLING_HIGHEST = 2.0


def place_value(rs: Ruleset, track: str, place: int, players: int) -> float:
    """What holding `place` (0 = first) on `track` is worth for the next rounds."""
    below = (players - 1 - place) / max(1, players - 1)  # share of houses it outranks
    if track == "fiefdoms":
        return (4.0 if place == 0 else 0.0) + 2.5 * below  # the blade; combat ties
    if track == "kings_court":
        stars = rs.star_limits(players)
        return 1.2 * stars[place] + (1.5 if place == 0 else 0.0)  # starred orders; the raven
    return (3.0 if place == 0 else 0.0) + 1.0 * below  # iron throne: settles every tie


def _others_bid(rs: Ruleset, st: Any, house: str, purpose: str, rng: random.Random,
                bot: HeuristicBot) -> int:
    """One sample of what `house` bids: the rules-of-thumb bid, randomised."""
    top = int(st.power.get(house, 0))
    if top <= 0:
        return 0
    amount = bot.decide(rs, st, None, {"seat": house, "kind": "bid",
                                       "options": {"purpose": purpose, "max": top}}).amount
    amount += rng.choice((-1, 0, 0, 0, 1))
    return max(0, min(top, amount))


def _spend_cost(st: Any, seat: str, amount: int, wildlings: bool) -> float:
    cost = POWER_PRICE * amount
    if not wildlings:
        keep = 3 if st.wildling_threat >= 8 else (2 if st.wildling_threat >= 6 else 0)
        short = max(0, keep - (int(st.power[seat]) - amount))
        cost += 0.8 * short  # it will need that power against the wildlings soon
    return cost


def _track_outcome(rs: Ruleset, st: Any, seat: str, track: str, mine: int, bids: dict[str, int]) -> float:
    higher = sum(1 for b in bids.values() if b > mine)
    tied = sum(1 for b in bids.values() if b == mine)
    holds_throne = st.tracks["iron_throne"][0] == seat
    place = higher + (0 if holds_throne else tied)
    return place_value(rs, track, place, len(st.houses))


def _wildling_outcome(st: Any, seat: str, mine: int, bids: dict[str, int]) -> float:
    total = mine + sum(bids.values())
    if total >= st.wildling_threat:
        top = max(bids.values(), default=-1)
        return WILDLING_HIGHEST if mine > top else 0.0
    low = min(bids.values(), default=mine + 1)
    if mine < low or (mine == low and st.tracks["iron_throne"][0] != seat):
        return -WILDLING_LOWEST
    return -WILDLING_OTHER


def choose_bid(rs: Ruleset, st: Any, seat: str, purpose: str, top: int, rng: random.Random,
               samples: int = SAMPLES) -> int:
    """The bid with the best average outcome against sampled bids of the other houses."""
    if top <= 0 or (purpose.startswith("clash-of-kings") and bid_handed_out(rs, seat)):
        return 0  # a pinned place (Targaryen): a bid handed out buys the bidder no place
    wildlings = purpose == "wildlings"
    track = purpose.split(":", 1)[-1]
    if not wildlings and track not in st.tracks:
        raise ValueError(f"unknown bid purpose {purpose!r}")
    others = [h for h in st.houses if h != seat]
    totals = [0.0] * (top + 1)
    model = HeuristicBot(rng.getrandbits(32), noise=1.2)
    for _ in range(samples):
        bids = {h: _others_bid(rs, st, h, purpose, rng, model) for h in others}
        for mine in range(top + 1):
            if wildlings:
                totals[mine] += _wildling_outcome(st, seat, mine, bids)
            else:
                totals[mine] += _track_outcome(rs, st, seat, track, mine, bids)
    best, best_v = 0, None
    for mine in range(top + 1):
        v = totals[mine] / samples - _spend_cost(st, seat, mine, wildlings)
        if best_v is None or v > best_v + 1e-9:
            best, best_v = mine, v
    return best
