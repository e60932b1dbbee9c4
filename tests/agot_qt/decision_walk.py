"""Every decision kind of every ruleset and option, met in seeded bot games.

Random bots play seeded games of each ruleset with each of its options (Tides of Battle,
vassals, the Iron Bank, the sea orders module, power-token gifts), giving power now and then
where gifts are on; every decision met is kept by its kind, its prompt and the shape of its
options (a choice among areas, among region pairs, among numbers ...), with the seat's view at
that moment and the events its answer brought. The tests of what the window says about a
decision (its heading, explanation, choices, the rules it links to, the log line of its answer)
walk these, so a decision an expansion adds is checked as soon as a game meets it.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from engine import commands as C
from engine.bots.random_bot import RandomBot
from engine.errors import IllegalCommand
from engine.events import Event
from engine.game import Game

# (ruleset, players, options): every ruleset, each option it offers on in at least one game
GAMES: tuple[tuple[str, int, dict[str, bool]], ...] = (
    ("second_edition", 6, {"tides_of_battle": True}),
    ("second_edition", 4, {"sea_orders": True, "power_token_trading": True}),
    ("second_edition", 3, {"vassals": True}),
    ("first_edition", 5, {}),
    ("first_edition", 3, {}),
    ("mother_of_dragons", 8, {"iron_bank": True, "sea_orders": True, "tides_of_battle": True}),
    ("mother_of_dragons", 5, {"vassals": True, "iron_bank": True, "power_token_trading": True}),
    ("mother_of_dragons", 3, {"vassals": True}),
    ("a_dance_with_dragons", 6, {"tides_of_battle": True, "power_token_trading": True}),
    ("a_feast_for_crows", 4, {"sea_orders": True, "tides_of_battle": True}),
    ("a_dance_with_mother_of_dragons", 8, {"iron_bank": True, "tides_of_battle": True}),
)
# games with variants whose decisions the base games never ask (a draft's picks), walked once
VARIANT_GAMES: tuple[tuple[str, int, dict[str, bool], dict[str, Any]], ...] = (
    ("second_edition", 6, {}, {"draft-house-cards": True, "draft-influence-tracks": True}),
    ("mother_of_dragons", 8, {}, {"draft-house-cards": True, "thematic-draft": True}),
    ("second_edition", 4, {}, {"draft-scenario": True}),
)
SEEDS = range(10)


def shape(value: Any) -> str:
    """The shape of an option: a number, a word, a pair of words, a list of lists ..."""
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, str):
        return "str"
    if isinstance(value, list | tuple):
        return "[" + ",".join(sorted({shape(v) for v in value})) + "]"
    if isinstance(value, dict):
        return "{" + ",".join(sorted(value)) + "}"
    return type(value).__name__


def key_of(wire: dict[str, Any]) -> str:
    """A decision's kind, prompt and the shapes of the choices it offers."""
    o = wire["options"]
    choices = o.get("options")
    shapes = ",".join(sorted({shape(c) for c in choices})) if isinstance(choices, list) else ""
    return f"{wire['kind']}|{o.get('prompt', '')}|{shapes}"


class Met(NamedTuple):
    ruleset: str
    seat: str
    decision: dict[str, Any]  # as the seat is asked it (`house` names a vassal it commands)
    view: dict[str, Any]  # the seat's view when asked
    answer_events: tuple[Event, ...]  # what the seat heard of its answer


class Walk(NamedTuple):
    decisions: dict[tuple[str, str], Met]  # (ruleset, key) -> the first decision met
    events: dict[tuple[str, str], tuple[Event, ...]]  # (ruleset, event kind) -> a few of them
    gifts: int


def _event_sig(e: Event) -> str:
    d = e.data
    return "|".join(str(d.get(k)) for k in ("why", "prompt", "card", "purpose", "choice")) + "|" + \
        ",".join(sorted(d))


@lru_cache(maxsize=None)
def walk(seeds: tuple[int, ...] = tuple(SEEDS)) -> Walk:
    decisions: dict[tuple[str, str], Met] = {}
    events: dict[tuple[str, str], dict[str, Event]] = {}
    gifts = 0

    def note(ruleset: str, evs: list[Event]) -> None:
        for e in evs:
            bucket = events.setdefault((ruleset, e.kind), {})
            if len(bucket) < 40:
                bucket.setdefault(_event_sig(e), e)

    for seed in seeds:
        games = [(*game, {}) for game in GAMES] + (list(VARIANT_GAMES) if seed == seeds[0] else [])
        for ruleset, players, options, variants in games:
            g = Game.new(players=players, seed=seed, options=options, ruleset=ruleset, variants=variants)
            bot = RandomBot(seed)
            for step in range(6000):
                if g.finished:
                    break
                d = g.waiting_for()[0]
                if options.get("power_token_trading") and step % 23 == 0:
                    giver = g.s.houses[step % len(g.s.houses)]
                    to = next((h for h in g.s.houses if h != giver and h not in g.s.vassals), None)
                    try:
                        note(ruleset, g.act(giver, C.GivePower(to, 1)))
                        gifts += 1
                        continue
                    except IllegalCommand:
                        pass
                wire = d.to_wire()
                key = (ruleset, key_of(wire))
                view = g.view(d.house)
                new = key not in decisions
                seat_view = (view if d.seat == d.house else g.view(d.seat)) if new else None
                for attempt in range(30):
                    try:
                        evs = g.act(d.seat, bot.propose(view, d.house_wire(), attempt), house=d.house)
                        break
                    except IllegalCommand:
                        continue
                else:
                    raise AssertionError(f"no legal answer to {wire}")
                note(ruleset, evs)
                if new:
                    heard = tuple(e for e in evs if e.audience is None or d.seat in e.audience)
                    decisions[key] = Met(ruleset, d.seat, wire, seat_view, heard)
    return Walk(decisions, {k: tuple(v.values()) for k, v in events.items()}, gifts)
