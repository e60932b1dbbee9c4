"""Pure-Python rules engine for A Game of Thrones: The Board Game (2nd edition).

No Qt, sockets or msgpack here: every client drives a `Game` through
`waiting_for`, `act` and `view`.
"""
from .commands import command_from_wire, command_to_wire
from .errors import IllegalCommand, Reason
from .events import Event, events_for
from .flow import Decision
from .game import Game

__version__ = "0.1.0"

__all__ = ["Game", "Decision", "Event", "IllegalCommand", "Reason", "events_for",
           "command_from_wire", "command_to_wire", "__version__"]
