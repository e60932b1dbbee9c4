"""House-card drafts (docs/RULES.md, Variants; reference `draft-house-cards` and its family).

Player houses give up their printed hands and make new ones from a pool of decks (the deck
groups of `resources/variants/drafts.json`, chosen by `draft-deck-selection`); vassals keep
the shared vassal deck. Every hand ends as the strength slots (one 0, two 1s, two 2s, one 3,
one 4), so any house may hold any house's card. A house's drafted cards are what it owns from
then on (`GameState.decks`, engine/decks.py).

- Step by step (`draft-house-cards`): the houses, shuffled, pick one at a time in the order
  matrix of their number; every pick is public. With `draft-influence-tracks` a turn may take
  the best free place on a track the house has none on yet (7 cards and 3 places each; a
  house pinned to its places, Targaryen, drafts cards only).
- Thematic (`thematic-draft`): every house picks its own house's cards, all at once and in
  secret (`picks`, a frame secret); the hands are shown when all are done.
- Random (`random-draft`): hands (and with the track draft, track places) are dealt at once;
  `blind-draft` keeps each hand its owner's alone (engine/variants/blind.py), and
  `perpetuum-random` keeps the pool: a house taking its discards back swaps each of them for
  a pool card of the same strength.
- `limited-draft`: the pool keeps only cards of the houses in the game.

The step-by-step and thematic drafts are a `draft` frame on top of the first round's; its
decisions are of kind "draft", answered by a `Choose` of a card id or a track id.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Mapping

from .. import rng
from ..commands import Choose
from ..decks import draft_data, groups, library
from ..errors import refuse_variant, require
from ..flow import Decision, Handler, finish, handler, push
from ..phases.common import pinned_places, plain, with_pinned_places
from . import value

if TYPE_CHECKING:
    from ..game import Game
    from ..ruleset import Ruleset

TRACKS = ("iron_throne", "fiefdoms", "kings_court")
THEMATIC_DECKS_BEYOND_SIX = ("base-and-mod-a", "dwd-ffc-mod-b")  # the groups with every house's cards


def slots() -> dict[int, int]:
    """Cards of each printed strength in a drafted hand."""
    return {int(k): int(v) for k, v in draft_data()["strength_slots"].items()}


def hand_size() -> int:
    return sum(slots().values())


# ----- the choice ------------------------------------------------------------------------------

def offered_groups(houses: int, chosen: Mapping[str, Any]) -> tuple[str, ...]:
    """The deck groups a draft of this game may take from: those whose cards the engine has
    (engine/decks.py); a thematic draft of more than six houses only the two with cards for
    every house, as the reference's lobby locks it."""
    have = tuple(groups())
    if chosen.get("thematic-draft") and houses > 6:
        return tuple(gid for gid in have if gid in THEMATIC_DECKS_BEYOND_SIX)
    return have


def selected_groups(houses: int, chosen: Mapping[str, Any]) -> tuple[str, ...]:
    """The groups drafted from: as chosen (`draft-deck-selection`), else every group offered."""
    return tuple(chosen.get("draft-deck-selection") or offered_groups(houses, chosen))


def validate(rs: "Ruleset", houses: int, chosen: Mapping[str, Any], options: Mapping[str, Any]) -> None:
    """The decks drafted from: each offered, and as many as the mode needs (two for a thematic
    draft, a perpetuum or the first edition's group, which has no 4; three for a perpetuum with
    it)."""
    if not chosen.get("draft-house-cards"):
        return
    offered = offered_groups(houses, chosen)
    picked = selected_groups(houses, chosen)
    for gid in picked:
        if gid not in offered:
            raise refuse_variant("variant-deck-not-offered", deck=gid)
    needed, needing = 1, "draft-deck-selection"
    for vid, n in (("thematic-draft", 2), ("perpetuum-random", 2)):
        if chosen.get(vid) and n > needed:
            needed, needing = n, vid
    if "first-edition" in picked:
        needed = max(needed, 3 if chosen.get("perpetuum-random") else 2)
    if len(picked) < needed:
        raise refuse_variant("variant-decks-too-few", variant=needing, n=needed)


# ----- the pool --------------------------------------------------------------------------------

def pool_for(g: "Game", players: list[str]) -> list[str]:
    """The cards drafted or dealt from, each once, in the groups' order: the chosen groups, only
    the houses in the game's cards for a limited draft, without the cards the ruleset takes out
    and, for a random deal, without the cards the reference takes out of random pools (each
    only while the pool keeps 7 cards per player)."""
    s = g.s
    chosen = s.options["variants"]
    data = draft_data()
    cards = library()
    pool: list[str] = []
    for gid in selected_groups(len(s.houses), chosen):
        pool.extend(c for c in groups()[gid] if c not in pool)
    if chosen.get("limited-draft"):
        pool = [c for c in pool if cards[c].house in s.houses]
    removed = set(data["cards_removed_in_rulesets"].get(g.rs.id, ()))
    pool = [c for c in pool if c not in removed]
    if chosen.get("random-draft"):
        for rule in data["cards_removed_from_random_pools"]:
            when = rule["when"]
            if when == "always" or (when.startswith("unless ") and not chosen.get(when[7:])) \
                    or chosen.get(when):
                if rule["card"] in pool and len(pool) - 1 >= hand_size() * len(players):
                    pool.remove(rule["card"])
    return pool


def check_pool(g: "Game", pool: list[str], players: list[str], thematic: bool) -> None:
    """Enough cards of every strength for every player's slots (a thematic draft: of its own
    house), else the game is refused."""
    cards = library()
    if thematic:
        for house in players:
            have = Counter(cards[c].strength for c in pool if cards[c].house == house)
            for strength, n in slots().items():
                if have[strength] < n:
                    raise refuse_variant("draft-pool-short-house", n=strength, house=house)
        return
    have = Counter(cards[c].strength for c in pool)
    for strength, n in slots().items():
        if have[strength] < n * len(players):
            raise refuse_variant("draft-pool-short", n=strength)


def fitting(hand: list[str], candidates: list[str]) -> list[str]:
    """The candidates with a free strength slot in `hand`."""
    cards = library()
    free = dict(slots())
    for c in hand:
        free[cards[c].strength] -= 1
    return [c for c in candidates if free.get(cards[c].strength, 0) > 0]


# ----- setting up ------------------------------------------------------------------------------

def set_up(g: "Game") -> None:
    """Player houses give up their printed hands; the draft is dealt at once (random) or pushed
    as a frame on top of the first round's (step by step, thematic)."""
    s = g.s
    chosen = s.options["variants"]
    if not chosen.get("draft-house-cards"):
        return
    players = g.seats()
    thematic = bool(chosen.get("thematic-draft"))
    pool = pool_for(g, players)
    check_pool(g, pool, players, thematic)
    for house in players:
        s.hands[house] = []
        s.discards[house] = []
        s.decks[house] = []
    if chosen.get("random-draft"):
        from .random_deal import deal

        deal(g, players, pool)
        return
    if thematic:
        cards = library()
        frame = {"kind": "draft", "mode": "thematic", "houses": list(players),
                 "offered": {h: [c for c in pool if cards[c].house == h] for h in players},
                 "picks": {h: [] for h in players}}
    else:
        s.rng, order = rng.shuffled(s.rng, list(players))
        frame = {"kind": "draft", "mode": "turns", "order": order, "turn": 0, "draft_pool": pool}
        if chosen.get("draft-influence-tracks"):
            frame["tracks"] = {t: [] for t in TRACKS}
    push(g, frame)  # (as the game is made: the views show the frame, no event)


# ----- the draft frame -------------------------------------------------------------------------

def places_wanted(g: "Game", f: dict[str, Any], house: str) -> list[str]:
    """The tracks `house` may still take a place on (none without the track draft, none for a
    house pinned to its places)."""
    if "tracks" not in f or house in pinned_places(g):
        return []
    return [t for t in TRACKS if house not in f["tracks"][t]]


def done(g: "Game", f: dict[str, Any], house: str) -> bool:
    if f["mode"] == "thematic":
        return len(f["picks"][house]) >= hand_size()
    return len(g.s.hands[house]) >= hand_size() and not places_wanted(g, f, house)


def picker(g: "Game", f: dict[str, Any]) -> str | None:
    """Whose turn it is in a step-by-step draft (None when every house is done): the order
    matrix's row after row, skipping the houses that are done."""
    order = f["order"]
    n = len(order)
    rows = draft_data()["draft_orders"][str(n)]
    if all(done(g, f, h) for h in order):
        return None
    t = f["turn"]
    while True:
        house = order[rows[(t // n) % len(rows)][t % n]]
        if not done(g, f, house):
            f["turn"] = t
            return house
        t += 1


def options_for(g: "Game", f: dict[str, Any], house: str) -> list[str]:
    """What `house` may pick now: a place on a track it has none on, a card with a free slot
    (a full hand takes places; a house with every place takes cards)."""
    s = g.s
    if f["mode"] == "thematic":
        picks = f["picks"][house]
        return fitting(picks, [c for c in f["offered"][house] if c not in picks])
    tracks = places_wanted(g, f, house)
    if len(s.hands[house]) >= hand_size():
        return tracks
    return tracks + sorted(fitting(s.hands[house], f["draft_pool"]))


@handler
class DraftStep(Handler):
    """Frame `draft`: mode "turns" (order, turn, draft_pool, tracks) or "thematic" (houses, offered,
    picks: secret)."""

    kind = "draft"

    def run(self, g, f):
        if f["mode"] == "thematic":
            if all(done(g, f, h) for h in f["houses"]):
                return self._end_thematic(g, f)
            return False
        if picker(g, f) is None:
            return self._end_turns(g, f)
        return False

    def decisions(self, g, f):
        if f["mode"] == "thematic":
            return [Decision(h, "draft", "Choose", {"prompt": "draft-thematic", "options": options_for(g, f, h),
                                                    "hand": list(f["picks"][h])})
                    for h in f["houses"] if not done(g, f, h)]
        house = picker(g, f)
        if house is None:
            return []
        opts: dict[str, Any] = {"prompt": "draft-pick", "options": options_for(g, f, house),
                                "hand": list(g.s.hands[house])}
        if "tracks" in f:
            opts["places"] = {t: len(f["tracks"][t]) + 1 for t in places_wanted(g, f, house)}
        return [Decision(house, "draft", "Choose", opts)]

    def apply(self, g, f, house, cmd: Choose):
        choice = plain(cmd.choice)
        require(isinstance(choice, str) and choice in options_for(g, f, house), "choice-not-an-option")
        s = g.s
        if f["mode"] == "thematic":
            f["picks"][house].append(choice)
            g.emit("HouseCardDraftedHidden", house=house, n=len(f["picks"][house]))
            g.emit("HouseCardDrafted", audience=(house,), house=house, card=choice)
            return
        if choice in TRACKS:
            f["tracks"][choice].append(house)
            g.emit("TrackPlaceDrafted", house=house, track=choice, place=len(f["tracks"][choice]))
        else:
            f["draft_pool"].remove(choice)
            s.hands[house].append(choice)
            s.decks[house].append(choice)
            g.emit("HouseCardDrafted", house=house, card=choice)
        f["turn"] += 1

    def _end_turns(self, g, f) -> bool:
        s = g.s
        for house in f["order"]:
            s.hands[house].sort()
            s.decks[house].sort()
        if "tracks" in f:
            for track in TRACKS:
                drafted = f["tracks"][track]
                rest = [h for h in s.tracks[track] if h not in drafted]  # vassals and pinned houses
                order = drafted + rest
                s.tracks[track] = with_pinned_places(g, order) if pinned_places(g) else order
                g.emit("TrackChanged", track=track, order=list(s.tracks[track]))
        g.emit("DraftEnded", hands={h: list(s.hands[h]) for h in f["order"]})
        return finish(g, f)

    def _end_thematic(self, g, f) -> bool:
        s = g.s
        for house in f["houses"]:
            s.hands[house] = sorted(f["picks"][house])
            s.decks[house] = sorted(f["picks"][house])
        g.emit("DraftEnded", hands={h: list(s.hands[h]) for h in f["houses"]})
        return finish(g, f)


# ----- invariants --------------------------------------------------------------------------------

def check(g: "Game") -> None:
    """A drafted hand is owned cards, never more than the slots; once the draft is over it is
    the slots exactly; no card is owned twice."""
    from ..invariants import InvariantError

    s = g.s
    if not s.options["variants"].get("draft-house-cards"):
        return
    cards = library()
    drafting = any(f["kind"] == "draft" for f in s.stack)
    owners: dict[str, str] = {}
    for house, deck in s.decks.items():
        count = Counter(cards[c].strength for c in deck)
        if drafting and any(count[k] > n for k, n in slots().items()):
            raise InvariantError(f"{house} drafted more cards of a strength than its slots")
        if not drafting and house not in s.vassals and dict(count) != {k: n for k, n in slots().items() if n}:
            raise InvariantError(f"{house}'s drafted hand is not the strength slots: {sorted(deck)}")
        for c in deck:
            if c in owners:
                raise InvariantError(f"{c} is owned by {owners[c]} and {house}")
            owners[c] = house
