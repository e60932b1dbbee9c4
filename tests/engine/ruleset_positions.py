"""Positions and driven battles of a ruleset, for the rules and card tests of the rulesets that
are data over the 2nd edition (Mother of Dragons, A Dance with Dragons): each ruleset's
`helpers.py` names its ruleset, player count and blocking houses here once."""
from __future__ import annotations

from typing import Any

from engine.commands import Choose, ChooseHouseCard, DeclareSupport, ResolveMarch, SelectUnits
from engine.positions import build_position
from engine.ruleset import Ruleset, load_ruleset

BLOCKER_REGION = "the-arbor"


def army(house: str, *units: str, routed: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"house": house, "units": list(units), "routed": list(routed)}


class Positions:
    """Positions of one ruleset. `blockers` are the houses, in order of preference, one of which
    holds The Arbor with a march order so the game stops after a battle; `bare` leaves out the
    scenario's power tokens and garrisons unless a test places them."""

    def __init__(self, ruleset: str, players: int, blockers: tuple[str, ...], bare: bool = False) -> None:
        self.ruleset, self.players, self.blockers, self.bare = ruleset, players, blockers, bare
        self.rs: Ruleset = load_ruleset(ruleset)

    def position(self, **spec: Any):
        spec.setdefault("players", self.players)
        spec["ruleset"] = self.ruleset
        return build_position(spec)

    def hand(self, house: str, *cards: str, options: dict[str, Any] | None = None) -> dict[str, list[str]]:
        """{"hands": ..., "discards": ...} entries: exactly `cards` in hand, the rest discarded."""
        deck = self.rs.house_deck(house, options)
        return {"hands": list(cards), "discards": [c for c in deck if c not in cards]}


class RulesetFight:
    """A march from `source` into `area` started through the API; helpers answer the rest.
    A house with no units gets a march order far away, so the game stops there afterwards.
    A ruleset's `Fight` sets `positions`."""

    positions: Positions

    def __init__(self, attacker: str, source: str, area: str, *, units: dict[str, Any],
                 orders: dict[str, list[str]] | None = None, token: str = "march",
                 moving: tuple[str, ...] | None = None, hands: dict[str, list[str]] | None = None,
                 discards: dict[str, list[str]] | None = None, **spec: Any) -> None:
        p = self.positions
        units = dict(units)
        orders = dict(orders or {})
        orders[source] = [attacker, token]
        used = {a["house"] for a in units.values()}
        self.blocker = next(h for h in p.blockers if h not in used)
        units[BLOCKER_REGION] = army(self.blocker, "footman")
        orders[BLOCKER_REGION] = [self.blocker, "march"]
        spec.setdefault("blade_used", True)
        spec.setdefault("supply", {h: 6 for h in p.rs.houses})
        if p.bare:
            spec.setdefault("tokens", {})
            spec.setdefault("garrisons", {})
        if hands:
            spec["hands"] = hands
            spec["discards"] = {h: [c for c in p.rs.house_deck(h, spec.get("options")) if c not in cs]
                                for h, cs in hands.items()}
            spec["discards"].update(discards or {})
        self.g = p.position(phase="march", turn=attacker, units=units, orders=orders, **spec)
        self.events: list[Any] = []
        self.attacker, self.area = attacker, area
        moving = moving if moving is not None else tuple(units[source]["units"])
        self.act(attacker, ResolveMarch(source, ((area, tuple(moving)),)))

    def act(self, seat: str, cmd: Any) -> list[Any]:
        evs = self.g.act(seat, cmd)
        self.events.extend(evs)
        return evs

    def decision(self, kind: str, seat: str | None = None):
        ds = [d for d in self.g.waiting_for() if d.kind == kind and (seat is None or d.seat == seat)]
        assert len(ds) == 1, f"expected one {kind} decision for {seat}, got {self.g.waiting_for()}"
        return ds[0]

    def support(self, seat: str, **choices: str) -> None:
        d = self.decision("support", seat)
        regions = {r.replace("_", "-"): side for r, side in choices.items()}
        assert sorted(regions) == sorted(d.options["regions"])
        self.act(seat, DeclareSupport(tuple(sorted(regions.items()))))

    def play(self, **cards: str) -> None:
        for house, card in cards.items():
            self.decision("house-card", house)
            self.act(house, ChooseHouseCard(card.replace("_", "-")))

    def choose(self, seat: str, prompt: str, choice: Any) -> dict[str, Any]:
        d = self.decision("choose", seat)
        assert d.options["prompt"] == prompt, d.options
        opts = dict(d.options)
        self.act(seat, Choose(choice))
        return opts

    def casualties(self, seat: str, *units: str) -> None:
        d = self.decision("select-units", seat)
        assert d.options["prompt"] == "casualties"
        self.act(seat, SelectUnits(tuple((self.area, u) for u in units)))

    def settle(self) -> None:
        """Answer casualties and retreats with their first options until the battle is over
        or a card asks a question."""
        from engine.commands import Retreat

        for _ in range(10):
            ds = [d for d in self.g.waiting_for() if d.kind in ("select-units", "retreat")]
            if not ds or self.over():
                return
            d = ds[0]
            if d.kind == "retreat":
                self.act(d.seat, Retreat(d.options["options"][0]))
            else:
                self.act(d.seat, SelectUnits(tuple(tuple(c) for c in d.options["candidates"][:d.options["min"]])))

    @property
    def s(self):
        return self.g.s

    def of_kind(self, kind: str) -> list[dict[str, Any]]:
        return [e.data for e in self.events if e.kind == kind]

    @property
    def result(self) -> dict[str, Any]:
        (r,) = self.of_kind("CombatResolved")
        return r

    def strength(self, side: str) -> dict[str, int]:
        return self.result["breakdown"][side]

    def over(self) -> bool:
        return not any(f["kind"] == "combat" for f in self.s.stack) and bool(self.of_kind("CombatEnded"))
