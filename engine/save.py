"""Save files: versioned JSON with the seed, the accepted commands and a snapshot.

A save is written atomically (temporary file in the same folder, flushed,
then renamed over the old one), so a crash mid-write never leaves a broken
save. Loading migrates older versions step by step through MIGRATIONS and
refuses anything it does not understand with a clear SaveError.
"""
from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from .errors import placeholders
from .session import CHAT_KEPT, HOLDERS, MAX_CHAT, Seat, Session
from .state import SAVE_VERSION as STATE_VERSION

if TYPE_CHECKING:
    from .events import Event
    from .game import Game

SAVE_FORMAT = "agot-save"
SAVE_VERSION = 7
# version N -> function turning a version-N save into a version N+1 save
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


# key -> English template of why a save cannot be read or replayed. The keys are stable, so a
# window words the problem in its own language from `key` and `params` (agot_qt/words/problems.py);
# a parameter is `n` or `version` (an integer) or `seat` (a house id, or what the save named).
SAVE_PROBLEMS: dict[str, str] = {
    # reading and loading
    "file-missing": "there is no save file there",
    "file-unreadable": "the file cannot be read",
    "file-damaged": "the file is damaged, or is not a saved game",
    "not-a-save": "this is not a save file of this game",
    "no-version": "the save has no version",
    "newer-version": "the save is from a newer version ({version}); please update the game",
    "old-version": "saves of version {version} can no longer be read",
    "damaged": "the save is damaged",
    "snapshot-mismatch": "the save's snapshot does not match its commands",
    # replaying (engine/replay.py)
    "no-initial-state": "the save has no initial state",
    "initial-inconsistent": "the save's initial state is inconsistent",
    "initial-damaged": "the save's initial state is damaged",
    "commands-not-a-list": "the save's commands are not a list",
    "command-not-a-pair": "command {n} is not a [seat, command] pair",
    "command-unreadable": "command {n} cannot be read",
    "command-refused": "command {n} ({seat}) was refused",
    "command-failed": "command {n} ({seat}) cannot be replayed",
    "different-ending": "the save's commands do not lead to the game it recorded",
    "cannot-show": "the replayed game cannot be shown",
}
PROBLEM_PARAMS: dict[str, type] = {"n": int, "version": int, "seat": str}

MAX_DEPTH = 64  # arrays and maps nested in a save: far above any real one (a phase frame is ~6)
MAX_TURN_CLOCK = 7 * 24 * 3600.0  # seconds: a turn clock of a week is the most a save may hold
MIN_TURN_CLOCK = 1.0  # ... and one under a second is no clock a person could play against
# a game id names files (`<id>.agot`, `<id>.agot.json`): letters, digits, '-' and '_' only
_GAME_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")
_TOKEN = re.compile(r"^[\x21-\x7e]{1,128}$")  # a seat token: printable ASCII, no spaces


def valid_game_id(value: Any) -> bool:
    """A game id that may name a file: 1-64 ASCII letters, digits, '-' or '_' (no dots, no
    slashes, nothing absolute), not starting with '-' or '_'."""
    return isinstance(value, str) and bool(_GAME_ID.fullmatch(value))


def file_stem(game_id: Any) -> str:
    """The name a file of this game goes by: the game id when it may name a file, else a digest
    of it (a game id from anywhere never puts a file outside its folder)."""
    if valid_game_id(game_id):
        return str(game_id)
    import hashlib

    return "game-" + hashlib.sha256(repr(game_id).encode("utf-8", "surrogatepass")).hexdigest()[:16]


def parse_json(text: str) -> Any:
    """JSON from an untrusted file, as a SaveError("file-damaged") for anything but plain JSON
    data: NaN/Infinity, integers of more than 4300 digits, nesting deeper than MAX_DEPTH."""
    def constant(name: str) -> Any:
        raise ValueError(f"{name} is not a JSON number")

    try:
        data = json.loads(text, parse_constant=constant)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        raise SaveError("file-damaged", cause_text(exc)) from None
    if too_deep(data, MAX_DEPTH):
        raise SaveError("file-damaged", f"values nested more than {MAX_DEPTH} deep")
    return data


def too_deep(value: Any, limit: int) -> bool:
    """Lists and maps nested more than `limit` deep (counted without recursion)."""
    stack = [(value, 0)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, (dict, list)):
            if depth >= limit:
                return True
            stack.extend((item, depth + 1) for item in (v.values() if isinstance(v, dict) else v))
    return False


class SaveError(ValueError):
    """A save that cannot be read: corrupt, foreign, or from a newer version.

    `key` names the template in SAVE_PROBLEMS and `params` fills it (plain data); `detail` is
    the technical English cause (a JSON column, an OS error, a refusal), kept apart so a window
    can show it under *Details*; `refusal` is the key and params of the refusal (engine.errors)
    when the game refused a recorded command. `str(exc)` is the English sentence and the detail.
    A key or parameters that do not fit the table are a bug, so they raise ValueError.
    """

    def __init__(self, key: str, detail: str = "", refusal: dict[str, Any] | None = None,
                 **params: int | str) -> None:
        template = SAVE_PROBLEMS.get(key)
        if template is None:
            raise ValueError(f"unknown save problem {key!r}")
        if set(params) != placeholders(template):
            raise ValueError(f"save problem {key!r} takes {sorted(placeholders(template))}, got {sorted(params)}")
        for name, value in params.items():
            kind = PROBLEM_PARAMS.get(name)
            if kind is None or not isinstance(value, kind) or isinstance(value, bool):
                raise ValueError(f"save problem parameter {name}={value!r} is not of kind {kind}")
        self.key = key
        self.params: dict[str, int | str] = dict(params)
        self.detail = detail
        self.refusal = refusal
        self.message = template.format(**params)
        super().__init__(f"{self.message}: {detail}" if detail else self.message)

    def __reduce__(self):  # picklable despite the keyword parameters
        return _rebuild, (type(self), self.key, self.detail, self.refusal, self.params)


def _rebuild(cls: type, key: str, detail: str, refusal: dict[str, Any] | None,
             params: dict[str, int | str]) -> SaveError:
    return cls(key, detail, refusal, **params)


def cause_text(exc: Exception) -> str:
    """An unexpected exception as a detail: its text, or its type when it has none (a KeyError)."""
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def play_commands(game: "Game", commands: Any) -> list["Event"]:
    """Play a save's [house, command] pairs on `game` (each from the seat commanding the house
    then: the house itself but for a vassal); a command the game refuses is a SaveError
    naming its place, house and refusal (anything else malformed is left to the caller)."""
    from .commands import command_from_wire
    from .errors import IllegalCommand

    events: list[Event] = []
    for number, (seat, wire) in enumerate(commands, start=1):
        try:
            cmd = command_from_wire(wire)
        except IllegalCommand as exc:
            raise SaveError("command-unreadable", exc.detail, n=number) from None
        try:
            events.extend(game.act(game.commander(seat) if isinstance(seat, str) else seat, cmd, house=seat))
        except IllegalCommand as exc:
            if not isinstance(seat, str):
                raise
            raise SaveError("command-refused", exc.detail, {"key": exc.key, "params": dict(exc.params)},
                            n=number, seat=seat) from None
    return events


def make_save(session: Session) -> dict[str, Any]:
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
        "host": host_settings(session),  # e.g. {"port": 47400}: where the game was hosted
        # the latest public chat lines (whispers are never kept), shown again when the game resumes
        "chat": [{k: line[k] for k in ("from", "name", "text")} for line in session.chat_history],
        # what the table decided beside the rules: who decides, a pause, the votes running with the
        # seconds they have left, the chess clocks (engine/table.py); absent in older saves
        "table": session.table.to_save(),
    }


def host_settings(session: Session) -> dict[str, Any]:
    """The host's facts kept in the save: the transport's (`session.host_settings`, e.g. the
    port) and the stand-in bots it chose for away people's seats (`stand_ins`, house -> level),
    which a resumed game gives the same seats again until their people are back. Saves
    without `stand_ins` (older ones too) have none."""
    host = {k: v for k, v in session.host_settings.items() if k != "stand_ins"}
    stand_ins = {h: s.stand_in for h, s in session.seats.items() if s.stand_in}
    if stand_ins:
        host["stand_ins"] = stand_ins
    return host


def _port(value: Any) -> bool:
    return type(value) is int and 0 < value < 65536


def _bot_level(value: Any) -> bool:
    from .bots.levels import LEVELS

    return isinstance(value, str) and value in LEVELS


# the host settings a save may keep (`host_settings`), each with what its value must be; the
# stand-in bots (`stand_ins`) are restored on their own (`_restore_stand_ins`)
HOST_SETTINGS: dict[str, Callable[[Any], bool]] = {
    "port": _port,  # where the game was hosted
    "vassal_away": lambda v: type(v) is bool,  # a person away past the turn clock becomes a vassal
    "bot_level": _bot_level,  # how well the host's bots play
}


def _known_host_settings(host: dict[str, Any]) -> dict[str, Any]:
    """The host settings of a save that this program knows, each checked (a wrong value is a
    damaged save); any other key is dropped, so a save carries no setting nobody reads."""
    out = {}
    for key, ok in HOST_SETTINGS.items():
        if key in host:
            if not ok(host[key]):
                raise SaveError("damaged", f"the save's host setting {key} is not understood")
            out[key] = host[key]
    return out


def _restore_stand_ins(session: Session, stand_ins: Any) -> None:
    """Give the away people's seats their stand-in bots again; everyone reads it in the log."""
    from .bots.levels import LEVELS

    if not isinstance(stand_ins, dict):
        raise SaveError("damaged", "the save's stand-in bots are not a map")
    for house, level in stand_ins.items():
        seat = session.seats.get(house) if isinstance(house, str) else None
        if seat is None or seat.holder != "human" or level not in LEVELS:
            raise SaveError("damaged", f"the save's stand-in bot for {house!r} is not understood")
        session.stand_in(house, level)


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
    from .game import Game
    from .state import REPORT_FIELDS, GameState, wire_digest

    try:
        game = Game(GameState.from_wire(data["initial"]))
        play_commands(game, data["commands"])
    except SaveError:
        raise
    except Exception as exc:  # a damaged or hand-edited version-1 save
        raise SaveError("damaged", cause_text(exc)) from None
    wire = game.to_wire()
    old = {k: v for k, v in wire.items() if k not in REPORT_FIELDS}
    if data.get("digest") is not None and wire_digest(old) != data["digest"]:
        raise SaveError("snapshot-mismatch")
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
    from .game import Game
    from .state import GameState, wire_digest

    try:
        game = Game(GameState.from_wire(data["initial"]))
        play_commands(game, data["commands"])
        saved = without_v4_fields(GameState.from_wire(data["snapshot"]).to_wire())  # its defaults filled
    except SaveError:
        raise
    except Exception as exc:  # a damaged or hand-edited version-3 save
        raise SaveError("damaged", cause_text(exc)) from None
    wire = game.to_wire()
    if wire_digest(without_v4_fields(wire)) != wire_digest(saved):
        raise SaveError("snapshot-mismatch")
    out = dict(data, version=4, snapshot=wire)
    if out.get("digest") is not None:
        out["digest"] = game.digest()
    return out


def _v4_to_v5(data: dict[str, Any]) -> dict[str, Any]:
    """Version 5 saves keep the game's latest public chat lines; a version-4 save had none."""
    return dict(data, version=5, chat=[])


# questions version 6 asks that version 5 answered itself, with the answer version 5 gave (a
# dragon strength token Fire Made Flesh moves: version 5 raised the strength now and on every
# later step, capped at the last, which is taking the last token still on the round track)
V6_QUESTIONS: dict[str, Callable[[list[Any]], Any]] = {"fire-made-flesh:token": max}


def _v5_to_v6(data: dict[str, Any]) -> dict[str, Any]:
    """Version 6 states name the strength steps taken early (`unit_steps_taken`) and ask which
    token moves: replay a game whose units grow stronger with the rounds, answering each new
    question as version 5 played it, and keep its commands, snapshot and digest."""
    from .commands import Choose, command_from_wire, command_to_wire
    from .errors import IllegalCommand
    from .game import Game
    from .ruleset import load_ruleset
    from .state import GameState

    try:
        initial = data["initial"]
        if not any(ut.strength_steps for ut in load_ruleset(initial["ruleset"]).unit_types.values()):
            return dict(data, version=6)
        game = Game(GameState.from_wire(initial))
        commands: list[list[Any]] = []

        def answer_new_questions() -> None:
            for _ in range(len(game.s.stack) + 1):
                d = next((d for d in game.waiting_for() if d.options.get("prompt") in V6_QUESTIONS), None)
                if d is None:
                    return
                cmd = Choose(V6_QUESTIONS[d.options["prompt"]](d.options["options"]))
                game.act(d.seat, cmd, house=d.house)
                commands.append([d.house, command_to_wire(cmd)])

        for number, (house, wire) in enumerate(data["commands"], start=1):
            answer_new_questions()
            try:
                game.act(game.commander(house), command_from_wire(wire), house=house)
            except IllegalCommand as exc:
                raise SaveError("command-refused", exc.detail, {"key": exc.key, "params": dict(exc.params)},
                                n=number, seat=str(house)) from None
            commands.append([house, wire])
        answer_new_questions()
    except SaveError:
        raise
    except Exception as exc:  # a damaged or hand-edited version-5 save
        raise SaveError("damaged", cause_text(exc)) from None
    out = dict(data, version=6, commands=commands, snapshot=game.to_wire())
    if out.get("digest") is not None:
        out["digest"] = game.digest()
    return out


def _v6_to_v7(data: dict[str, Any]) -> dict[str, Any]:
    """Version 7 games may play variants (`options["variants"]`, engine/variants) and keep
    the state they bring; a version-6 game plays none, so it loads as it was."""
    return dict(data, version=7)


MIGRATIONS[1] = _v1_to_v2
MIGRATIONS[2] = _v2_to_v3
MIGRATIONS[3] = _v3_to_v4
MIGRATIONS[4] = _v4_to_v5
MIGRATIONS[5] = _v5_to_v6
MIGRATIONS[6] = _v6_to_v7


def _restore_chat(session: Session, lines: Any) -> None:
    """The public chat lines a save kept, for the snapshot of everyone who joins the resumed
    game: each from a house in play (or nobody: a spectator), with a short name and a text a
    host would have taken; never more than the host keeps."""
    if not isinstance(lines, list) or len(lines) > CHAT_KEPT:
        raise SaveError("damaged", f"the save's chat is not a list of at most {CHAT_KEPT} lines")
    for line in lines:
        if not isinstance(line, dict) or set(line) != {"from", "name", "text"}:
            raise SaveError("damaged", "a chat line of the save is not understood")
        who, name, text = line["from"], line["name"], line["text"]
        if (who is not None and who not in session.seats) or not isinstance(name, str) or len(name) > 200 \
                or not isinstance(text, str) or not text.strip() or len(text) > MAX_CHAT:
            raise SaveError("damaged", "a chat line of the save is not understood")
        if not _said_live(name, text):
            continue  # a line the host would refuse now (an older host took it): not shown again
        session.chat_history.append({"type": "chat", "from": who, "name": name, "to": None, "text": text})


def _said_live(name: str, text: str) -> bool:
    """A chat line a host would pass on live: a person's name it takes, as it was kept (or none),
    and a text without line breaks, controls or bidi controls."""
    from .errors import IllegalCommand
    from .player_names import chat_text, normal_name

    try:
        return (not name or normal_name(name) == name) and chat_text(text) == text
    except IllegalCommand:
        return False


def seat_name(name: Any, holder: Any) -> str:
    """A seat's name from a save as a host would take it live: a person's passes the checks of
    a hello (not one that reads as Bot or Host); a host bot's is its own. A name the host would
    refuse is not kept (the seat has none)."""
    from .errors import IllegalCommand
    from .player_names import normal_name

    if not isinstance(name, str):
        return ""
    try:
        return normal_name(name, reserve_bots=holder != "bot")
    except IllegalCommand:
        return ""


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not-a-save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("no-version")
    if version > SAVE_VERSION:
        raise SaveError("newer-version", version=version)
    while version < SAVE_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError("old-version", version=version)
        data = step(dict(data))
        version = data["version"]
    return data


def read_save(path: str | Path) -> dict[str, Any]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise SaveError("file-missing", str(exc)) from None
    except (OSError, UnicodeDecodeError) as exc:  # a folder, no permission, not text
        raise SaveError("file-damaged" if isinstance(exc, UnicodeDecodeError) else "file-unreadable",
                        str(exc)) from None
    return migrate(parse_json(text))



def load_session(data: dict[str, Any], verify: bool = True) -> Session:
    """Rebuild a Session from a (migrated) save; replays the commands to check the snapshot."""
    from .game import Game
    from .state import GameState

    from .invariants import InvariantError, check_loaded_state

    if too_deep(data, MAX_DEPTH):
        raise SaveError("file-damaged", f"values nested more than {MAX_DEPTH} deep")
    data = migrate(data)
    try:
        if not valid_game_id(data["game_id"]):
            raise SaveError("damaged", "the save's game id is not 1-64 letters, digits, '-' or '_'")
        if not isinstance(data["name"], str) or len(data["name"]) > 200:
            raise SaveError("damaged", "the save's game name is not a short text")
        if data["snapshot"].get("version") != STATE_VERSION:
            raise SaveError("damaged", "the snapshot has an unknown state version")
        game = Game(GameState.from_wire(data["snapshot"]))
        # the rules the replay viewer checks a save's start with, here for where it resumes too
        check_loaded_state(game)
        session = Session(game, data["game_id"], data["name"])
        session.initial = data["initial"]
        session.commands = [list(c) for c in data["commands"]]
        if verify:
            replay = Game(GameState.from_wire(data["initial"]))
            check_loaded_state(replay)
            session.history.extend(play_commands(replay, session.commands))
            if replay.digest() != game.digest():
                raise SaveError("snapshot-mismatch")
        seats = data["seats"]
        # a player replaced by a vassal keeps their seat (and token) to come back to
        replaced = set(seats) - set(session.seats) if isinstance(seats, dict) else set()
        if not isinstance(seats, dict) or not set(session.seats) <= set(seats) \
                or not replaced <= set(game.s.vassals):
            raise SaveError("damaged", "the save's seats are not the houses in play")
        for house in sorted(replaced, key=game.s.houses.index):
            session.seats[house] = Seat(house, session.new_token())
        for house, info in seats.items():
            seat = session.seats[house]
            token, holder, name = info["token"], info["holder"], info["name"]
            if not isinstance(token, str) or not _TOKEN.fullmatch(token):
                raise SaveError("damaged", f"the token of {house} is not 1-128 printable ASCII characters")
            if holder not in HOLDERS or not isinstance(name, str):
                raise SaveError("damaged", f"the seat of {house} is not understood")
            seat.token = token
            seat.holder = holder  # a person's seat stays theirs: rejoin with the token
            seat.name = seat_name(name, holder)  # a name the host would not take live: the seat keeps none
        host = data.get("host", {})
        if not isinstance(host, dict):
            raise SaveError("damaged", "the save's host settings are not a map")
        session.host_settings = _known_host_settings(host)
        try:  # before the turn clock: a paused game's clocks stand still from the start
            session.table.restore(data.get("table", {}))
        except ValueError as exc:
            raise SaveError("damaged", f"the save's table is not understood: {exc}") from None
        clock = data.get("turn_clock", 0)
        if isinstance(clock, bool) or not isinstance(clock, (int, float)) or not (
                clock == 0 or MIN_TURN_CLOCK <= clock <= MAX_TURN_CLOCK):
            raise SaveError("damaged", f"the save's turn clock is not 0 or {MIN_TURN_CLOCK:g} s to a week")
        session.set_turn_clock(clock)
        _restore_stand_ins(session, host.get("stand_ins", {}))
        _restore_chat(session, data.get("chat", []))
    except SaveError:
        raise
    except InvariantError as exc:
        raise SaveError("damaged", f"inconsistent state: {exc}") from None
    except Exception as exc:  # any inconsistency in a hand-edited or damaged file (RecursionError too)
        raise SaveError("damaged", cause_text(exc)) from None
    return session
