"""The game: create, ask what is awaited, apply a command, build views.

`Game` is the one entry point every client uses. It owns a `GameState` and
the shared `Ruleset`; commands pass one validation gate in a fixed order
(game over -> a command the current phase expects -> seat awaited ->
stale state id -> the command's own rules) and either change the state and return events, or raise
`IllegalCommand` and change nothing.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import rng
from .decks import abilities_for
from .commands import OUT_OF_TURN, check_command
from .errors import IllegalCommand, Reason, SetupRefused
from .events import Event
from .flow import HANDLERS, Decision, advance
from .ruleset import DEFAULT_RULESET, Ruleset, load_ruleset, ruleset_of
from .state import GameState, deep
from . import victory
from .views import ViewCache

# phase handlers register themselves on import
from .phases import (
    action,
    combat,
    common,
    planning,
    round as round_phase,
    round_end,
    iron_bank,
    vassals,
    westeros,
    wildlings,
)
from . import objectives


class Game:
    def __init__(self, state: GameState, ruleset: Ruleset | None = None) -> None:
        self.s = state
        self.rs = ruleset or ruleset_of(state)  # a game playing variants: the ruleset they make
        self._events: list[Event] = []
        self._view_cache = ViewCache()  # what views are built from, see views.py
        self._decisions: tuple[GameState, int, list[Decision]] | None = None  # of one state
        self.abilities = abilities_for(self.rs, state.options)  # the card texts it fights with
        # public events a played variant tells only some seats (a blind draft's cards)
        self._private: frozenset[str] = frozenset()
        # how a played variant tells a public event to each seat (fog of war), and the decisions
        # awaited when the command being applied came (what their seats see meanwhile)
        self._renderers: list[Any] = []
        self._fog_decisions: list[Decision] = []
        rule = victory.rule_for(self.rs)
        if "variants" in state.options:  # (engine/variants is imported only by games that play some)
            from .variants import private_kinds, renderers, transform

            self._private = private_kinds(state.options)
            self._renderers = renderers(state.options)
            rule = transform(self, "victory_rule", rule)  # a variant may change when a house wins
        self._victory = rule
        self._watches = self._victory.watches  # the event kinds that make the victory rule due
        self.victory_due = False  # a watched event happened since the victory rule last answered
        self.acted_for: str | None = None  # the house the last accepted command was for
        # every view shows the whole board, as after the end: a replay of a game that is over
        # (engine/replay.py) lifts a fog of war this way; never set while a game is played
        self.reveal = False

    # ----- creation -------------------------------------------------------
    @classmethod
    def new(
        cls,
        players: int = 6,
        seed: int | None = 0,
        options: dict[str, Any] | None = None,
        ruleset: str = DEFAULT_RULESET,
        seated: list[str] | None = None,
        variants: Mapping[str, Any] | None = None,
    ) -> "Game":
        """A new game. With the option `vassals`, `players` people (or bots) play the houses
        `seated` names (by default the ones never a vassal, then the first in house order) and
        the other houses of the ruleset's vassal setup are vassals (phases/vassals.py); a house
        never a vassal that `seated` leaves out is out of the game (`vassals.setup_for`).
        `variants` (id -> value, engine/variants) are checked before anything is set up: a
        combination that cannot be played raises `VariantRefused` with its reason."""
        rs = load_ruleset(ruleset)
        if variants:  # a variant may bring options the edition has not (Mother of Dragons' modules)
            from .variants import options_ruleset

            rs = options_ruleset(rs, variants)
        options = dict(options or {})
        for k in rs.always_on:  # a setup played with an option always (the Iron Bank)
            options[k] = True
        vassals_on = bool(options.pop("vassals", False))
        modules = {k: bool(options.pop(k)) for k in rs.modules if k in options}
        bank_on = bool(options.pop("iron_bank", False))
        if bank_on and not rs.iron_bank:
            raise ValueError(f"{rs.id} has no Iron Bank")
        if vassals_on:  # houses nobody plays are vassals (phases/vassals.py)
            rules = rs.vassal_rules
            if not rules:
                raise ValueError(f"{rs.id} has no vassals")
            if players not in rules["player_counts"]:
                raise ValueError(f"{rs.id} with vassals is for {rules['player_counts']} players, not {players}")
            from .phases.vassals import setup_for

            people, players = players, setup_for(rs, seated)
        elif players not in rs.player_counts:
            seated_counts = rs.player_counts
            if isinstance(players, int) and 0 < players < seated_counts[0]:
                # every house needs a person or a bot unless vassals are played (docs/RULES.md)
                raise SetupRefused("too-few-players", n=players, min=seated_counts[0])
            raise ValueError(f"{rs.id} is for {seated_counts} players, not {players}")
        setup = rs.player_setup(players)
        houses = rs.setup_houses(players, None if vassals_on else seated)
        opts = {"tides_of_battle": False}
        for k in rs.rules["options"]:
            opts.setdefault(k, False)
        for k, v in (options or {}).items():
            if k not in opts:
                raise ValueError(f"unknown option {k!r}")
            if v and k not in rs.rules["options"]:
                raise ValueError(f"{rs.id} has no option {k!r}")
            opts[k] = bool(v)
        opts.update({k: True for k, on in modules.items() if on})  # a module is recorded only when on
        chosen: dict[str, Any] = {}
        if variants:  # recorded only when some are played, as a module is (engine/variants)
            from .variants import game_ruleset, normalise

            chosen = normalise(rs, len(houses), variants, {**opts, "vassals": vassals_on, "iron_bank": bank_on})
            if chosen:
                opts["variants"] = chosen
                rs = game_ruleset(rs.id, chosen)  # the ruleset's data as the variants change it
                setup = rs.player_setup(players)
        seed, state = rng.seed_state(seed)  # None: a secret game, its randomness from 256 bits of `secrets`
        s = GameState(ruleset=rs.id, players=players, houses=houses, options=opts, seed=seed, rng=state)
        s.tracks = {k: [h for h in v if h in houses] for k, v in setup["tracks"].items()}
        s.supply = {h: rs.starting_supply[h] for h in houses}
        s.power = {h: rs.starting_power for h in houses}
        s.blocked = sorted(setup["blocked_regions"])
        s.garrisons = rs.garrisons_at_start(players, houses)
        s.neutral = rs.neutral_forces_at_start(players)
        for house, regions in (setup.get("power_tokens_on_board") or {}).items():
            for region in regions:  # a scenario's power tokens already on the board
                s.tokens[region] = house
        removed = {(r["house"], r["region"]): r["units"] for r in setup["removed_starting_units"]}
        for house in houses:
            for region, units in rs.raw["starting_units"][house].items():
                left = list(units)
                for u in removed.get((house, region), []):
                    left.remove(u)
                if left:
                    s.units[region] = {"house": house, "units": sorted(left), "routed": []}
            s.hands[house] = list(rs.house_deck(house, opts))
            s.discards[house] = []
        for deck in rs.westeros_decks_in_play(players):
            s.rng, s.westeros[deck] = rng.shuffled(s.rng, list(rs.westeros_decks[deck]))
        if vassals_on:
            from .phases.vassals import seat_houses, set_up_vassals

            opts["vassals"] = True
            if chosen:  # a variant may draw who plays (random houses)
                from .variants import seated as variant_seated

                seated = variant_seated(rs, s, chosen, houses, people, seated)
            players_houses = seat_houses(rs, houses, people, seated)
            set_up_vassals(rs, s, [h for h in houses if h not in players_houses])
        if bank_on:  # the Iron Bank option (phases/iron_bank.py)
            opts[rs.iron_bank["option"]] = True
            iron_bank.set_up(rs, s, [h for h in houses if h not in s.vassals], setup.get("iron_bank"))
        for house, n in (setup.get("starting_power") or {}).items():  # a setup's own (Targaryen's 9)
            if house in s.power and house not in s.vassals:
                s.power[house] = int(n)
        if rs.first_round_westeros:  # round 1's own Westeros phase draws from the top (round.py)
            westeros.keep_off_top(rs, s)
        s.loyalty = dict(setup.get("loyalty_tokens_at_start") or {})
        s.rng, s.wildling_deck = rng.shuffled(s.rng, list(rs.wildling_cards))
        s.wildling_threat = rs.wildling_start
        s.stack = [{"kind": "round", "step": "start"}]
        g = cls(s, rs)
        if rs.objective_rules:  # objective hands dealt, each house keeping some (objectives.py)
            objectives.set_up(g)
        if chosen:  # what the variants change of the setup (a draft instead of the printed hands)
            from .variants import set_up

            set_up(g)
        g.emit("GameStarted", players=players, houses=houses, options=opts)
        advance(g)
        g._events.clear()
        return g

    # ----- decisions ------------------------------------------------------
    def waiting_for(self) -> list[Decision]:
        """The decisions the game awaits, each from the seat commanding its house (their
        options are read-only: the same objects are returned until the state changes)."""
        return list(self._pending())

    def _pending(self) -> list[Decision]:
        """`waiting_for`, the remembered list itself (never handed out: callers must not change it)."""
        s = self.s
        cached = self._decisions
        if cached is not None and cached[0] is s and cached[1] == s.state_id:
            return cached[2]
        if s.finished or not s.stack:
            decisions = []
        else:
            f = s.stack[-1]
            decisions = HANDLERS[f["kind"]].decisions(self, f)
            if s.vassals:
                decisions = [d if d.seat not in s.vassals else
                             Decision(self.commander(d.seat), d.kind, d.command, d.options, d.seat)
                             for d in decisions]
        self._decisions = (s, s.state_id, decisions)
        return decisions

    def awaited_seats(self) -> list[str]:
        return [d.seat for d in self.waiting_for()]

    # ----- commanders (docs/ARCHITECTURE.md, "A house's commander") -----------------
    def commander(self, house: str) -> str:
        """The seat deciding for `house`: the house itself when a seat plays it, else the seat
        commanding the vassal this round; a vassal nobody commands (a decision before any
        claim) is decided by the first seat in Iron Throne order, so it always has an owner."""
        s = self.s
        if house not in s.vassals:
            return house
        seat = s.commanders.get(house)
        if seat is not None:
            return seat
        return next(h for h in s.tracks["iron_throne"] if h not in s.vassals)

    def houses_of(self, seat: str | None) -> list[str]:
        """The houses `seat` decides for now: its own, then the vassals it commands (those
        nobody has claimed yet too, when it is the seat deciding for them)."""
        if seat is None:
            return []
        s = self.s
        if not s.vassals or seat in s.vassals:
            return [seat]
        return [seat, *sorted(v for v in s.vassals if self.commander(v) == seat)]

    def seats(self) -> list[str]:
        """The houses people or bots play (every house in play but the vassals)."""
        return [h for h in self.s.houses if h not in self.s.vassals]

    def act(self, seat: str, cmd: Any, state_id: int | None = None, house: str | None = None) -> list[Event]:
        """Apply `cmd` from `seat` for `house` (the seat's own or a vassal it commands; it may be
        left out when the seat owes this command for one house only); returns the events, or
        raises IllegalCommand."""
        if self.s.finished:
            raise IllegalCommand(Reason.GAME_OVER, "game-over")
        name = type(cmd).__name__
        if name in OUT_OF_TURN:
            return self._out_of_turn(seat, cmd, state_id, house)
        pending = self._pending()
        decisions = []
        expected = False
        for d in pending:
            if d.command == name:
                expected = True
            if d.seat == seat:
                decisions.append(d)
        if not expected:
            raise IllegalCommand(Reason.WRONG_COMMAND, "command-not-expected", command=name)
        if not decisions:
            raise IllegalCommand(Reason.NOT_AWAITED, "seat-not-awaited",
                                 seat=seat if isinstance(seat, str) else repr(seat))
        if state_id is not None and state_id != self.s.state_id:
            raise IllegalCommand(Reason.STALE_STATE, "stale-state", state_id=state_id,
                                 current=self.s.state_id)
        if len(decisions) == 1:  # the common case: one decision for this seat
            only = decisions[0]
            for_houses = [only.house] if only.command == name else []
        else:
            for_houses = sorted({d.house for d in decisions if d.command == name})
        if not for_houses:
            raise IllegalCommand(Reason.WRONG_COMMAND,
                                 "command-other-expected",
                                 expected=sorted({d.command for d in decisions}), command=name)
        if house is None:
            if len(for_houses) > 1:  # a seat answering for itself and a vassal at once must say which
                raise IllegalCommand(Reason.NOT_AWAITED, "house-not-named", seat=seat)
            house = for_houses[0]
        elif house not in for_houses:
            raise IllegalCommand(Reason.NOT_AWAITED, "house-not-commanded",
                                 seat=seat if isinstance(seat, str) else repr(seat),
                                 house=house if isinstance(house, str) else repr(house))
        check_command(cmd)  # fields of the declared shapes, else MALFORMED
        f = self.s.stack[-1]
        if self._renderers:
            self._fog_decisions = pending
        self._events = []
        self.state_changed()
        HANDLERS[f["kind"]].apply(self, f, house, cmd)
        self.acted_for = house  # what a save records with the command (the seat follows from it)
        self.s.state_id += 1
        advance(self)
        events, self._events = self._events, []
        return events

    def _out_of_turn(self, seat: str, cmd: Any, state_id: int | None, house: str | None) -> list[Event]:
        """A command answering no decision: a power-token gift (from a seat for itself), or the
        host's SetVassal (the session lets no client send it; a save replays it)."""
        from . import gifts
        from .phases import common, vassals

        name = type(cmd).__name__
        host = name != "GivePower"
        if not host and (not isinstance(seat, str) or seat not in self.s.houses or house not in (None, seat)):
            raise IllegalCommand(Reason.NOT_AWAITED, "seat-not-awaited",
                                 seat=seat if isinstance(seat, str) else repr(seat))
        if state_id is not None and state_id != self.s.state_id:
            raise IllegalCommand(Reason.STALE_STATE, "stale-state", state_id=state_id,
                                 current=self.s.state_id)
        check_command(cmd)
        validate, carry_out = {
            "GivePower": (gifts.validate, gifts.give),
            "SetVassal": (vassals.validate_set_vassal, vassals.set_vassal),
            "EndAfterThisRound": (common.validate_last_round, common.set_last_round),
            "DeclareWinner": (common.validate_declared_winner, common.declare_winner),
        }[name]
        validate(self, seat, cmd)
        if self._renderers:
            self._fog_decisions = self._pending()
        self._events = []
        self.state_changed()
        carry_out(self, seat, cmd)
        # what the save records the command under: the house it is about (a declared winner's,
        # the house changing hands) or, for a table decision about no house, the seat it came from
        self.acted_for = getattr(cmd, "house", None) or seat
        self.s.state_id += 1
        advance(self)
        events, self._events = self._events, []
        return events

    def state_changed(self) -> None:
        """Forget what was worked out for the current state (its decisions and the public
        part of its views). `act` does this itself; code that changes `s` in place some
        other way (a test, a position being set up) calls it."""
        self._decisions = None
        self._view_cache.forget_state()

    @property
    def victory_rule(self) -> victory.VictoryRule:
        """The rule that says when a house has won: the ruleset's, as the played variants
        change it."""
        return self._victory

    # ----- helpers for phase code -------------------------------------------
    def emit(self, kind: str, audience: tuple[str, ...] | None = None, **data: Any) -> None:
        if audience is None and self._private and kind in self._private:
            from .variants import private_audience

            audience = private_audience(self, kind, data)
        if audience is not None:
            if self.s.vassals:
                # a vassal's secret is its commander's, while it commands it: never the person
                # whose house it was (docs/ARCHITECTURE.md, "A house's commander")
                vassals = self.s.vassals
                audience = tuple(dict.fromkeys(self.commander(h) if h in vassals else h for h in audience))
            self._events.append(Event(kind, data, audience))
            if kind in self._watches:
                self.victory_due = True
            return
        told = None
        if self._renderers:  # a played variant tells it differently to each seat (fog of war)
            for render in self._renderers:
                told = render(self, kind, data)
                if told is not None:
                    break
        self._events.append(Event(kind, data) if told is None else Event(kind, data, None, told))
        if kind in self._watches:
            self.victory_due = True
        recorded = data if told is None else told[None]  # a record is public: as spectators hear it
        if recorded is None:
            return
        for f in reversed(self.s.stack):  # the innermost frame that keeps a record of
            if "record" in f:             # public events (a combat, for its summary)
                f["record"].append({"kind": kind, "data": deep(recorded)})
                break

    def settle_victory(self) -> bool:
        """Ask the ruleset's victory rule, now that something it watches changed; end the
        game and return True if a house has won. Waits (stays due) while a step that holds
        control open, a combat, is on the stack."""
        for f in self.s.stack:
            if HANDLERS[f["kind"]].holds_control:
                return False
        self.victory_due = False
        rule = self._victory
        if rule.on_control_change is not None:
            rule.on_control_change(self)  # loyalty gained, a garrison back (victory.py)
        house = rule.winner(self)
        if house is None:
            return False
        from .phases.common import end_game

        end_game(self, house, rule.reason(self, house))
        return True

    def draw_random(self, n: int) -> int:
        self.s.rng, value = rng.below(self.s.rng, n)
        return value

    def holder(self, track: str) -> str:
        """Who holds a track's dominance token: its first house that is not a vassal (or a house
        a card let take it until the next Clash of Kings, `GameState.tokens_held`)."""
        if self.s.tokens_held and track in self.s.tokens_held:
            return self.s.tokens_held[track]
        order = self.s.tracks[track]
        if not self.s.vassals:
            return order[0]
        return next(h for h in order if h not in self.s.vassals)

    def turn_order(self) -> list[str]:
        return list(self.s.tracks["iron_throne"])

    # ----- views and codec ---------------------------------------------------
    def view(self, seat: str | None) -> dict[str, Any]:
        from .views import build_view

        return build_view(self, seat)

    def shared_view(self, seat: str | None) -> dict[str, Any]:
        """`view(seat)` for a receiver that only reads it: its nested data is shared with
        other views (never with the state), so it costs little more than a dict."""
        from .views import build_shared_view

        return build_shared_view(self, seat)

    def views(self, seats: list[str | None]) -> dict[str | None, dict[str, Any]]:
        """Views for several seats, sharing their public part (read-only)."""
        from .views import build_views

        return build_views(self, seats)

    def clone(self) -> "Game":
        return Game(self.s.clone(), self.rs)

    def digest(self) -> str:
        return self.s.digest()

    def to_wire(self) -> dict[str, Any]:
        return self.s.to_wire()

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> "Game":
        return cls(GameState.from_wire(data))

    @property
    def winner(self) -> str | None:
        return self.s.winner

    @property
    def finished(self) -> bool:
        return self.s.finished
