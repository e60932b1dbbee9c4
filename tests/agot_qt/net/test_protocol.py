"""Framing: length prefix + strict msgpack, limits, incremental decoding."""
from __future__ import annotations

import struct

import msgpack
import pytest

from agot_qt.net.protocol import (
    MAX_CONTAINER, MAX_DEPTH, MAX_FRAME, FrameDecoder, ProtocolError, decode_body, encode, encode_body,
    plain_copy,
)


def test_frame_is_big_endian_length_then_msgpack():
    frame = encode({"type": "ping", "nonce": 7})
    body = msgpack.packb({"type": "ping", "nonce": 7}, use_bin_type=True)
    assert frame == struct.pack(">I", len(body)) + body
    assert decode_body(frame[4:]) == {"type": "ping", "nonce": 7}


def test_decoder_reassembles_frames_fed_byte_by_byte_and_in_one_chunk():
    msgs = [{"type": "chat", "text": "é" * n} for n in (0, 1, 300)] + [{"type": "x", "b": b"\x00\xff", "l": [1, [2]]}]
    stream = b"".join(encode(m) for m in msgs)
    d = FrameDecoder()
    got = []
    for i in range(len(stream)):
        got += d.messages(stream[i:i + 1])
    assert got == msgs and d.pending == 0
    assert FrameDecoder().messages(stream) == msgs
    # a partial frame waits for the rest
    d = FrameDecoder()
    assert d.messages(stream[:10]) == [] and d.pending == 10 - 4


def test_length_prefix_over_the_limit_is_fatal_and_breaks_the_stream():
    d = FrameDecoder()
    with pytest.raises(ProtocolError) as err:
        d.feed(struct.pack(">I", MAX_FRAME + 1))
    assert err.value.fatal and err.value.code == "too-large"
    with pytest.raises(ProtocolError):
        d.feed(encode({"type": "ping"}))  # nothing after a broken prefix is trusted


def test_frames_before_a_bad_prefix_in_the_same_chunk_still_count():
    d = FrameDecoder()
    assert d.feed(encode({"type": "hello"}) + struct.pack(">I", MAX_FRAME + 1)) == [encode({"type": "hello"})[4:]]
    assert d.error is not None and d.error.fatal
    with pytest.raises(ProtocolError):
        d.feed(b"")


def test_frame_of_exactly_the_limit_passes_and_one_byte_more_does_not_encode():
    # a str header of 5 bytes (0xdb + 4-byte length) + payload fills exactly MAX_FRAME
    text = "a" * (MAX_FRAME - 5)
    frame = encode(text)
    assert len(frame) == 4 + MAX_FRAME
    assert FrameDecoder().messages(frame) == [text]
    with pytest.raises(ProtocolError) as err:
        encode("a" * (MAX_FRAME - 4))
    assert err.value.code == "too-large"


@pytest.mark.parametrize("body, why", [
    (b"", "empty"),
    (b"\xc1", "reserved byte"),
    (b"\x92\x01", "truncated array"),
    (b"\x01\x02", "two values"),
    (b"\xa2\xff\xfe", "invalid utf-8"),
    (b"\x81\x01\x02", "integer map key"),
    (b"\x81\xc4\x01k\x02", "binary map key"),
    (b"\x81\x91\x01\x02", "array map key"),
    (b"\xd4\x05\x00", "extension type"),
    (b"\xd6\xff\x00\x00\x00\x00", "timestamp extension"),
    (b"\xdd\xff\xff\xff\xff", "array header claiming 4 billion items"),
    (b"\xdf\x00\x01\x00\x01", "map header over the container limit"),
    (b"\x91" * (MAX_DEPTH + 1) + b"\xc0", "nested too deeply"),
    (b"\x91" * 200000 + b"\xc0", "nested far too deeply"),
])
def test_bad_bodies_raise_protocol_error_only(body, why):
    with pytest.raises(ProtocolError) as err:
        decode_body(body)
    assert not err.value.fatal, why


def test_nesting_up_to_the_limit_is_accepted():
    value: object = None
    for _ in range(MAX_DEPTH - 1):
        value = [value]
    assert decode_body(encode_body(value)) == value
    assert decode_body(encode_body(list(range(MAX_CONTAINER)))) == list(range(MAX_CONTAINER))


def test_only_plain_data_is_encoded():
    class Thing:
        pass

    for bad in (Thing(), {"s": {1, 2}}, object, 2 ** 70):
        with pytest.raises(ProtocolError):
            encode(bad)
    with pytest.raises(ProtocolError):  # encodes, but a peer would refuse it, so a copy does too
        plain_copy({1: "integer key"})


def test_plain_copy_shares_nothing():
    original = {"type": "update", "view": {"units": {"winterfell": {"units": ["footman"]}}}}
    copy = plain_copy(original)
    assert copy == original
    copy["view"]["units"]["winterfell"]["units"].append("knight")
    assert original["view"]["units"]["winterfell"]["units"] == ["footman"]
