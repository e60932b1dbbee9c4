"""Save files: versioned JSON with the seed, the accepted commands and a snapshot.

A save is written atomically (temporary file in the same folder, flushed,
then renamed over the old one), so a crash mid-write never leaves a broken
save. Loading migrates older versions step by step through MIGRATIONS and
refuses anything it does not understand with a clear SaveError.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from .state import SAVE_VERSION as STATE_VERSION

if TYPE_CHECKING:
    from .session import Session

SAVE_FORMAT = "agot-save"
SAVE_VERSION = 4
# version N -> function turning a version-N save into a version N+1 save
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class SaveError(ValueError):
    """A save that cannot be read: corrupt, foreign, or from a newer version."""


def make_save(session: "Session") -> dict[str, Any]:
    g = session.game
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game_id": session.game_id,
        "name": session.name,
        "ruleset": g.s.ruleset,
        "players": g.s.players,
        "seed": g.s.seed,
        "options": dict(g.s.options),
        "initial": session.initial,
        "commands": [list(c) for c in session.commands],
        "snapshot": g.to_wire(),
        "digest": g.digest(),
        "seats": {h: {"token": s.token, "holder": s.holder, "name": s.name} for h, s in session.seats.items()},
        "turn_clock": session.turn_clock,  # seconds per decision, 0 = off (absent in older saves)
        "host": dict(session.host_settings),  # e.g. {"port": 47400}: where the game was hosted
    }


def write_save(path: str | Path, data: dict[str, Any]) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 states carry the latest battle and bid reports, which a version-1 digest
    does not cover: replay the commands, check the old digest on the state without them,
    and keep the replayed state as the snapshot."""
    from .commands import command_from_wire
    from .game import Game
    from .state import REPORT_FIELDS, GameState, wire_digest

    try:
        game = Game(GameState.from_wire(data["initial"]))
        for seat, cmd in data["commands"]:
            game.act(seat, command_from_wire(cmd))
    except Exception as exc:  # a damaged or hand-edited version-1 save
        raise SaveError(f"the save is damaged: {exc}") from None
    wire = game.to_wire()
    old = {k: v for k, v in wire.items() if k not in REPORT_FIELDS}
    if data.get("digest") is not None and wire_digest(old) != data["digest"]:
        raise SaveError("the save's snapshot does not match its commands")
    out = dict(data)
    out.update(version=2, snapshot=wire, digest=game.digest() if data.get("digest") is not None else None)
    if out["digest"] is None:
        del out["digest"]
    return out


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 games draw from the keyed generator (engine/rng.py); a version-2 state's
    generator is a splitmix64 integer below 2**64, which engine.rng still reads as such, so the
    game replays and goes on exactly as before. (The bump keeps older programs from misreading
    a version-3 state's generator.)"""
    return dict(data, version=3)


# what version 4 added to battle summaries and combat frames (a version-3 digest lacks them)
V4_SUMMARY_FIELDS = ("passive", "card_changes", "garrison_removed")


def without_v4_fields(wire: dict[str, Any]) -> dict[str, Any]:
    """A state's wire form as version 3 wrote it: no passive notes, card changes or lost
    garrison in the latest battle, no passive notes in a combat frame."""
    out = dict(wire)
    if isinstance(out.get("last_battle"), dict):
        out["last_battle"] = {k: v for k, v in out["last_battle"].items() if k not in V4_SUMMARY_FIELDS}
    out["stack"] = [{k: v for k, v in f.items() if k != "passive"} if isinstance(f, dict) else f
                    for f in out.get("stack", [])]
    return out


def _v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Version 4 battle summaries say what passive card texts did, which cards an ability
    cancelled or replaced and a garrison lost: replay the commands, check that the replayed
    state without these is the saved one, and keep the replayed state as the snapshot."""
    from .commands import command_from_wire
    from .game import Game
    from .state import GameState, wire_digest

    try:
        game = Game(GameState.from_wire(data["initial"]))
        for seat, cmd in data["commands"]:
            game.act(seat, command_from_wire(cmd))
        saved = without_v4_fields(GameState.from_wire(data["snapshot"]).to_wire())  # its defaults filled
    except Exception as exc:  # a damaged or hand-edited version-3 save
        raise SaveError(f"the save is damaged: {exc}") from None
    wire = game.to_wire()
    if wire_digest(without_v4_fields(wire)) != wire_digest(saved):
        raise SaveError("the save's snapshot does not match its commands")
    out = dict(data, version=4, snapshot=wire)
    if out.get("digest") is not None:
        out["digest"] = game.digest()
    return out


MIGRATIONS[1] = _v1_to_v2
MIGRATIONS[2] = _v2_to_v3
MIGRATIONS[3] = _v3_to_v4


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("this is not a save file of this game")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError("the save has no version")
    if version > SAVE_VERSION:
        raise SaveError(f"the save is from a newer version ({version}); please update the game")
    while version < SAVE_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(f"saves of version {version} can no longer be read")
        data = step(dict(data))
        version = data["version"]
    return data


def read_save(path: str | Path) -> dict[str, Any]:
    try:
        text = Path(path).read_text(encoding="utf-8")
        data = json.loads(text)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError(f"cannot read the save: {exc}") from None
    return migrate(data)


def load_session(data: dict[str, Any], verify: bool = True) -> "Session":
    """Rebuild a Session from a (migrated) save; replays the commands to check the snapshot."""
    from .commands import command_from_wire
    from .game import Game
    from .session import Session
    from .state import GameState

    data = migrate(data)
    try:
        if data["snapshot"].get("version") != STATE_VERSION:
            raise SaveError("the snapshot has an unknown state version")
        game = Game(GameState.from_wire(data["snapshot"]))
        session = Session(game, data["game_id"], data["name"])
        session.initial = data["initial"]
        session.commands = [list(c) for c in data["commands"]]
        if verify:
            replay = Game(GameState.from_wire(data["initial"]))
            for seat, cmd in session.commands:
                session.history.extend(replay.act(seat, command_from_wire(cmd)))
            if replay.digest() != game.digest():
                raise SaveError("the save's snapshot does not match its commands")
        for house, info in data["seats"].items():
            seat = session.seats[house]
            seat.token = info["token"]
            seat.holder = info["holder"]  # a person's seat stays theirs: rejoin with the token
            seat.name = info["name"]
        host = data.get("host", {})
        if not isinstance(host, dict):
            raise SaveError("the save's host settings are not a map")
        session.host_settings = dict(host)
        session.set_turn_clock(data.get("turn_clock", 0))
    except SaveError:
        raise
    except Exception as exc:  # any inconsistency in a hand-edited or damaged file
        raise SaveError(f"the save is damaged: {exc}") from None
    return session
