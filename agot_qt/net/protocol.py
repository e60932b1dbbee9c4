"""The wire format: length-prefixed msgpack frames, decoded strictly.

A frame is a 4-byte big-endian unsigned length followed by that many bytes of
one msgpack value (a map with a string "type"). Nothing else ever crosses the
wire: no pickle, no extension types, no custom classes. Decoding refuses
oversized frames, oversized or too deeply nested containers, non-string map
keys and msgpack extension types, raising `ProtocolError`.

    >>> frame = encode({"type": "ping", "nonce": 1})
    >>> FrameDecoder().feed(frame)
    [b'\\x82\\xa4type\\xa4ping\\xa5nonce\\x01']
    >>> decode_body(FrameDecoder().feed(frame)[0])
    {'type': 'ping', 'nonce': 1}
"""
from __future__ import annotations

import struct
from typing import Any

import msgpack

MAX_FRAME = 1 << 20  # bytes in one frame body (1 MiB)
MAX_CLIENT_FRAME = 1 << 16  # bytes in one frame a client sends the host (64 KiB: far above any real message)
MAX_DEPTH = 32  # nesting of arrays and maps
MAX_CONTAINER = 65536  # elements in one array or map
HEADER = struct.Struct(">I")

_SCALARS = (type(None), bool, int, float, str, bytes)


class ProtocolError(ValueError):
    """Input that is not a valid frame or message.

    `code` is the error code sent to the peer; `fatal` is True when the byte
    stream can no longer be trusted (the connection must be closed).
    """

    def __init__(self, message: str, code: str = "bad-frame", fatal: bool = False) -> None:
        super().__init__(message)
        self.code = code
        self.fatal = fatal


def _refuse_ext(code: int, data: bytes) -> Any:
    raise ProtocolError(f"msgpack extension type {code} is not allowed")


def check_plain(value: Any, max_depth: int = MAX_DEPTH) -> None:
    """Raise ProtocolError unless `value` is plain data (nil, bool, int, float,
    str, bytes, arrays, maps with string keys) nested at most `max_depth` deep."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, _SCALARS):
            continue
        if depth >= max_depth:
            raise ProtocolError(f"nested deeper than {max_depth} levels")
        if isinstance(v, (list, tuple)):
            stack.extend((x, depth + 1) for x in v)
        elif isinstance(v, dict):
            for k, x in v.items():
                if not isinstance(k, str):
                    raise ProtocolError("map keys must be strings")
                stack.append((x, depth + 1))
        else:
            raise ProtocolError(f"{type(v).__name__} is not plain data")


def _check_decoded(value: Any, depth: int = 0) -> None:
    """check_plain for what msgpack decoded (only containers need a look: extension
    types are refused while decoding, so every other value is already a plain scalar)."""
    if depth >= MAX_DEPTH:
        raise ProtocolError(f"nested deeper than {MAX_DEPTH} levels")
    if type(value) is dict:
        for k, x in value.items():
            if type(k) is not str:
                raise ProtocolError("map keys must be strings")
            t = type(x)
            if t is dict or t is list:
                _check_decoded(x, depth + 1)
    else:
        for x in value:
            t = type(x)
            if t is dict or t is list:
                _check_decoded(x, depth + 1)


def encode_body(message: Any) -> bytes:
    """msgpack bytes of one message (no length prefix)."""
    try:
        body = msgpack.packb(message, use_bin_type=True)
    except (TypeError, ValueError, OverflowError) as exc:
        raise ProtocolError(f"cannot encode: {exc}", code="internal") from None
    if len(body) > MAX_FRAME:
        raise ProtocolError(f"message of {len(body)} bytes exceeds the {MAX_FRAME}-byte limit", code="too-large")
    return body


def encode(message: Any) -> bytes:
    """One complete frame: length prefix + msgpack body."""
    body = encode_body(message)
    return HEADER.pack(len(body)) + body


def decode_body(body: bytes) -> Any:
    """Decode one frame body strictly; raises ProtocolError (never anything else)."""
    if len(body) > MAX_FRAME:
        raise ProtocolError("frame too large", code="too-large", fatal=True)
    unpacker = msgpack.Unpacker(
        raw=False, strict_map_key=True, use_list=True, ext_hook=_refuse_ext,
        max_buffer_size=MAX_FRAME, max_str_len=MAX_FRAME, max_bin_len=MAX_FRAME,
        max_array_len=MAX_CONTAINER, max_map_len=MAX_CONTAINER, max_ext_len=0,
    )
    try:
        unpacker.feed(body)
        value = unpacker.unpack()
    except ProtocolError:
        raise
    except msgpack.OutOfData:
        raise ProtocolError("truncated msgpack value") from None
    except RecursionError:
        raise ProtocolError(f"nested deeper than {MAX_DEPTH} levels") from None
    except (ValueError, TypeError, msgpack.UnpackException) as exc:  # FormatError, StackError, limits ...
        raise ProtocolError(f"not a msgpack value: {type(exc).__name__}: {exc}"[:200]) from None
    if unpacker.tell() != len(body):
        raise ProtocolError("extra bytes after the msgpack value")
    t = type(value)
    if t is dict or t is list:
        _check_decoded(value)
    return value


class Oversize(int):
    """In place of a frame body over the decoder's `max_body`: its length (the body was skipped
    as it arrived, never held)."""


class FrameDecoder:
    """Splits a byte stream into frame bodies.

    `feed(data)` returns the complete frame bodies now available (possibly none)
    and keeps any partial frame for the next call. A length prefix over
    MAX_FRAME breaks the stream for good: `error` is set to a fatal
    ProtocolError, which `feed` raises at once if it has no frames to return
    first, and on every later call otherwise. With `max_body`, a frame whose
    body is longer (but within MAX_FRAME) is skipped without being buffered and,
    once past, returned as an `Oversize` marker, so the reader can refuse it
    cheaply and the stream stays usable.
    """

    def __init__(self, max_frame: int = MAX_FRAME, max_body: int | None = None) -> None:
        self.max_frame = max_frame
        self.max_body = max_body
        self._buf = bytearray()
        self._need: int | None = None  # body length of the frame being read
        self._skip = 0  # bytes of an oversize body still to discard
        self._skipped = 0  # that body's length
        self.error: ProtocolError | None = None

    @property
    def pending(self) -> int:
        """Bytes buffered towards the next frame."""
        return len(self._buf)

    def feed(self, data: bytes) -> list[bytes]:
        if self.error is not None:
            raise self.error
        out: list[bytes] = []
        if self._skip:
            dropped = min(self._skip, len(data))
            self._skip -= dropped
            data = data[dropped:]
            if self._skip:
                return out
            out.append(Oversize(self._skipped))
        self._buf += data
        while True:
            if self._skip:  # an oversize body that started in this chunk
                dropped = min(self._skip, len(self._buf))
                del self._buf[:dropped]
                self._skip -= dropped
                if self._skip:
                    return out
                out.append(Oversize(self._skipped))
            if self._need is None:
                if len(self._buf) < HEADER.size:
                    return out
                (n,) = HEADER.unpack_from(self._buf)
                if n > self.max_frame:
                    self._buf.clear()
                    self.error = ProtocolError(f"frame length {n} exceeds the {self.max_frame}-byte limit",
                                               code="too-large", fatal=True)
                    if out:
                        return out  # the frames before the bad prefix still count
                    raise self.error
                del self._buf[:HEADER.size]
                if self.max_body is not None and n > self.max_body:
                    self._skip = self._skipped = n
                    if n == 0:
                        out.append(Oversize(n))
                    continue
                self._need = n
            if len(self._buf) < self._need:
                return out
            out.append(bytes(self._buf[:self._need]))
            del self._buf[:self._need]
            self._need = None

    def messages(self, data: bytes) -> list[Any]:
        """Feed and decode; any bad frame raises ProtocolError (after the good ones are decoded)."""
        out = [decode_body(b) for b in self.feed(data)]
        if self.error is not None:
            raise self.error
        return out


def apply_delta(view: dict[str, Any] | None, state_id: int | None, delta: dict[str, Any]) -> dict[str, Any]:
    """The `update` a `delta` stands for, given the view (and its state id) the client holds:
    the delta's `view` fields replace the held ones, the fields named in `drop` go. The new
    view is a new map; fields that did not change are the held view's own values (shared, so
    a client must not change a view it was given). A delta for any other view than the held
    one, or malformed, raises ProtocolError (the client cannot know the view any more).

        >>> apply_delta({"a": 1, "b": [2], "c": 3}, 7, {"type": "delta", "state_id": 8, "base": 7,
        ...             "events": [], "view": {"a": 5}, "drop": ["c"]})["view"]
        {'a': 5, 'b': [2]}
    """
    base, changed, dropped = delta.get("base"), delta.get("view"), delta.get("drop", [])
    if view is None or type(base) is not int or base != state_id:
        raise ProtocolError(f"a delta on the view of state {base!r}, but this client holds {state_id!r}")
    if type(changed) is not dict or type(dropped) is not list or type(delta.get("state_id")) is not int:
        raise ProtocolError("a delta has an int state_id, a map view and a list drop")
    new = dict(view)
    new.update(changed)
    for name in dropped:
        if type(name) is str:
            new.pop(name, None)
    update = {"type": "update", "state_id": delta["state_id"], "events": delta.get("events", []), "view": new}
    if "clock" in delta:
        update["clock"] = delta["clock"]
    return update


def plain_copy(message: Any) -> Any:
    """A deep copy through the wire codec: what a peer would receive."""
    return decode_body(encode_body(message))


__all__ = ["MAX_FRAME", "MAX_CLIENT_FRAME", "MAX_DEPTH", "MAX_CONTAINER", "ProtocolError", "FrameDecoder", "Oversize",
           "encode", "encode_body", "decode_body", "check_plain", "plain_copy", "apply_delta"]
