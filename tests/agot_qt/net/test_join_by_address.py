"""Friends who are not on the same network play through a VPN they already share and join by
address: discovery finds nothing there, and the address typed into the LAN page (`host:port`)
is enough to take a reserved seat with its token."""
from __future__ import annotations

import asyncio

from agot_qt.lan.remote import parse_address
from agot_qt.net.client import Client
from agot_qt.net.discovery import Browser

from .util import LOOPBACK, HostProcess, run


def test_a_join_by_address_works_when_discovery_finds_nothing():
    with HostProcess("--players", "3", "--bots", "2", "--seed", "4", "--no-save", timeout=40) as hp:
        game_id = hp.game_line.split()[1]
        seat, info = next((h, i) for h, i in hp.seats.items() if i["holder"] == "human")

        async def main():
            found = []
            browser = Browser(lambda kind, advert: advert.game_id == game_id and found.append(advert),
                              interfaces=[LOOPBACK])
            await browser.start()
            await asyncio.sleep(1.5)  # the host advertises nothing (as across a VPN): nothing is found
            await browser.stop()
            assert found == []
            address = parse_address(f"{LOOPBACK}:{hp.port}")  # what the player types
            assert address == (LOOPBACK, hp.port)
            friend = Client(*address, name="Friend")
            welcome = await friend.connect(seat=seat, token=info["token"])
            assert welcome["seat"] == seat and welcome["game_id"] == game_id
            assert friend.view["seat"] == seat  # its snapshot came with the welcome: the friend plays
            await friend.close()

        run(main(), 60)
