"""A seat's token never crosses the wire: it is proved against the host's challenge, and a proof is
good only for the game, the host address and the connection it was made for (real sockets)."""
from __future__ import annotations

import asyncio

import pytest

from agot_qt.net.client import Client, JoinError, hello_message
from agot_qt.net.host import Host
from agot_qt.net.protocol import FrameDecoder, encode
from engine.seat_proof import endpoint_text, seat_proof

from .util import LOOPBACK, hello_msg, make_session, proved_hello, read_challenge, run

ROGUE = "127.0.0.2"  # another loopback address: a second machine on the same LAN, as far as TCP goes


async def start_host(**kw) -> Host:
    session = make_session(3, seed=4)
    for seat in session.seats.values():
        seat.holder = "human"  # reserved for their tokens, as agot-host does
    return await Host(session, ping_interval=0, **kw).start(LOOPBACK, 0)


def test_the_token_is_never_sent_and_a_plain_token_is_refused():
    async def main():
        host = await start_host()
        token = host.session.seats["stark"].token
        sent: list[bytes] = []
        ann = Client(LOOPBACK, host.port, name="Ann")
        await ann.open()
        real_send = ann._writer.write
        ann._writer.write = lambda data: (sent.append(bytes(data)), real_send(data))[1]
        welcome = await ann.hello("stark", token)
        await ann.command({"type": "PlaceOrders", "orders": {}})
        await ann.recv(timeout=5)
        assert welcome["seat"] == "stark" and "token" not in welcome
        assert sent and not any(token.encode() in frame for frame in sent)
        await ann.close()
        # an old client that sends the token itself is refused, and takes nothing
        reader, writer = await asyncio.open_connection(LOOPBACK, host.port)
        await read_challenge(reader)
        writer.write(encode(hello_msg("stark", token, name="Old")))
        head = await reader.readexactly(4)
        refusal = FrameDecoder().messages(head + await reader.readexactly(int.from_bytes(head, "big")))[0]
        assert (refusal["code"], refusal["key"]) == ("proof-required", "token-in-clear")
        assert host.session.seats["stark"].client is None
        writer.close()
        await host.close()

    run(main())


def test_a_rogue_host_that_relays_the_real_challenge_gets_no_seat():
    """A fake host at another address forwards the real host's challenge (so the game id and the
    nonce are the real ones) to a player, and the player's proof to the real host: refused."""
    async def main():
        host = await start_host()
        token = host.session.seats["stark"].token
        heard: list[bytes] = []

        async def rogue(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            up_reader, up_writer = await asyncio.open_connection(LOOPBACK, host.port)
            challenge = await read_challenge(up_reader)
            writer.write(encode(challenge))  # the real host's challenge, as if it were ours
            data = await reader.read(65536)
            heard.append(data)
            up_writer.write(data)  # the victim's hello, on to the real host
            replies = FrameDecoder().messages(await up_reader.read(65536))
            writer.write(b"".join(encode(m) for m in replies))
            await writer.drain()
            up_writer.close()

        server = await asyncio.start_server(rogue, ROGUE, 0)
        port = server.sockets[0].getsockname()[1]
        victim = Client(ROGUE, port, name="Victim")
        with pytest.raises(JoinError) as refused:
            await victim.connect(seat="stark", token=token)
        assert refused.value.code == "bad-token"
        assert host.session.seats["stark"].client is None
        assert heard and token.encode() not in heard[0]  # the rogue never saw the token either
        await victim.close()
        server.close()
        # the same player at the real address takes the seat
        ann = Client(LOOPBACK, host.port, name="Ann")
        await ann.connect(seat="stark", token=token)
        assert host.session.seats["stark"].client is not None
        await ann.close()
        await host.close()

    run(main())


def test_a_proof_is_good_for_one_connection_and_one_game_only():
    async def main():
        host = await start_host()
        token = host.session.seats["stark"].token
        r1, w1 = await asyncio.open_connection(LOOPBACK, host.port)
        seen = await proved_hello(r1, "stark", token, host.port, name="Ann")  # a proof someone sniffed
        r2, w2 = await asyncio.open_connection(LOOPBACK, host.port)
        await read_challenge(r2)
        w2.write(encode(seen))  # replayed on another connection: that one's nonce differs
        head = await r2.readexactly(4)
        assert FrameDecoder().messages(head + await r2.readexactly(int.from_bytes(head, "big")))[0]["code"] == \
            "bad-token"
        # a proof for another game id (a host that names another game), on the right connection
        r3, w3 = await asyncio.open_connection(LOOPBACK, host.port)
        challenge = await read_challenge(r3)
        other_game = dict(challenge, game_id="another-game")
        w3.write(encode(hello_message("", "stark", token, other_game, (LOOPBACK, host.port))))
        head = await r3.readexactly(4)
        assert FrameDecoder().messages(head + await r3.readexactly(int.from_bytes(head, "big")))[0]["code"] == \
            "bad-token"
        assert host.session.seats["stark"].client is None
        w1.write(encode(seen))  # on its own connection it holds
        head = await r1.readexactly(4)
        assert FrameDecoder().messages(head + await r1.readexactly(int.from_bytes(head, "big")))[0]["type"] == \
            "welcome"
        for w in (w1, w2, w3):
            w.close()
        await host.close()

    run(main())


def test_the_proof_is_the_documented_hmac():
    import hashlib
    import hmac

    text = "agot-seat-proof-1\ng1\nstark\n192.168.1.20\n47400\n" + "a" * 32 + "\n" + "b" * 32
    expected = hmac.new(b"t" * 32, text.encode(), hashlib.sha256).hexdigest()
    assert seat_proof("t" * 32, "g1", "stark", "192.168.1.20", 47400, "a" * 32, "b" * 32) == expected
    assert endpoint_text("::ffff:192.168.1.20") == "192.168.1.20"
    assert endpoint_text("FE80::1%eth0") == "fe80::1"
