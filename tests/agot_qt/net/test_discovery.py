"""zeroconf discovery pinned to the loopback interface: a game appears, changes and disappears."""
from __future__ import annotations

import asyncio
import secrets

from agot_qt.net.discovery import SERVICE_TYPE, Advertiser, Browser, lan_addresses, txt_properties
from agot_qt.net.host import Host

from .util import LOOPBACK, make_session, run, wait_for

PINNED = [LOOPBACK]


def test_browser_sees_a_hosted_game_appear_update_and_disappear():
    async def main():
        events = []
        # only this test's game: other games (another run of this test too) may be advertised on
        # the loopback meanwhile, so its id and name are its own
        gid = f"g-{secrets.token_hex(4)}"
        name = f"Friday night {gid}"
        browser = Browser(lambda kind, advert: advert.game_id == gid and events.append((kind, advert)),
                          interfaces=PINNED)
        await browser.start()
        s = make_session(4, seed=3, name=name, game_id=gid)
        host = await Host(s, ping_interval=0).start(LOOPBACK, 0)
        props = txt_properties(1, s.name, "second_edition", 4, host.free_seats(), s.game_id)
        adv = Advertiser(s.name, host.port, props, interfaces=PINNED)
        assert adv.addresses == PINNED
        await adv.start()
        await wait_for(lambda: any(k == "added" for k, _ in events), 15, 0.05)
        kind, game = events[0]
        assert kind == "added" and game.service == f"{name}.{SERVICE_TYPE}"
        assert (game.addresses, game.port) == ((LOOPBACK,), host.port)
        assert (game.protocol, game.name, game.edition, game.players, game.free, game.game_id) == (
            1, name, "second_edition", 4, 4, gid)
        host.set_holder("stark", "bot")  # one seat fewer is free
        await adv.update(free=host.free_seats())
        await wait_for(lambda: any(k == "updated" and a.free == 3 for k, a in events), 15, 0.05)
        await adv.stop()
        await wait_for(lambda: events[-1][0] == "removed", 15, 0.05)
        # other runs' games may be on the loopback too: only this one must be gone
        assert events[-1][1].game_id == gid and all(a.game_id != gid for a in browser.games.values())
        await browser.stop()
        await host.close()

    run(main(), 60)


def test_advertised_addresses_are_never_loopback_by_default():
    for addr in lan_addresses():
        assert not addr.startswith("127.") and not addr.startswith("169.254.")
    adv = Advertiser("x", 1, {}, interfaces=None)
    assert LOOPBACK not in adv.addresses


def test_agot_host_advertises_free_seats_and_withdraws_on_stop(tmp_path):
    import signal

    from agot_qt.net.client import Client

    from .util import HostProcess

    async def main():
        events = []
        browser = Browser(lambda kind, advert: events.append((kind, advert)), interfaces=PINNED)
        await browser.start()
        with HostProcess("--players", "3", "--bots", "1", "--name", "Pinned", "--no-save", "--open-seats", cwd=tmp_path,
                         discovery=True) as hp:
            await wait_for(lambda: any(a.port == hp.port for _, a in events), 15, 0.05)
            advert = next(a for _, a in events if a.port == hp.port)
            assert (advert.name, advert.players, advert.free, advert.addresses) == ("Pinned", 3, 2, (LOOPBACK,))
            c = Client(LOOPBACK, hp.port)
            await c.connect(seat="stark")
            mine = advert.game_id  # other games may be advertised on the loopback meanwhile
            await wait_for(lambda: any(k == "updated" and a.game_id == mine and a.free == 1 for k, a in events),
                           15, 0.05)
            await c.close()
            hp.proc.send_signal(signal.SIGTERM)
            await asyncio.get_running_loop().run_in_executor(None, hp.wait, 15)
            assert "stopped" in hp.all_lines
            await wait_for(lambda: [k for k, a in events if a.game_id == mine][-1] == "removed", 15, 0.05)
        await browser.stop()

    run(main(), 60)
