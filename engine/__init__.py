"""Pure-Python rules engine for A Game of Thrones: The Board Game: both editions and their
expansions, each a ruleset (`resources/rulesets/*.json`) with its card texts in `abilities/`,
and game options on top (vassals, the Iron Bank, sea orders, gifts).

    game.py, flow.py, phases/   the rules: `waiting_for`, `act`, `view`
    abilities/                  each ruleset's card texts, keyed by card id
    session.py                  the host's authority: seats, tokens, spectators, per-seat fan-out
    save.py, replay.py          save files (a hosted game with its seats) and replays
    bots/                       the computer opponents, which see only their seat's view

No Qt, sockets or msgpack here: every client drives a `Game` through `waiting_for`, `act` and
`view`, and the host through a `Session`.
"""
from .commands import command_from_wire, command_to_wire
from .errors import IllegalCommand, Reason
from .events import Event, events_for
from .flow import Decision
from .game import Game

__version__ = "0.1.0"

__all__ = ["Game", "Decision", "Event", "IllegalCommand", "Reason", "events_for",
           "command_from_wire", "command_to_wire", "__version__"]
