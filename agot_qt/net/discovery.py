"""LAN discovery over zeroconf (mDNS/DNS-SD): `_agot._tcp.local.`.

The host advertises one service per game with TXT properties

    protocol  wire protocol version ("1")
    name      game name (UTF-8)
    edition   ruleset id ("second_edition")
    players   player count ("3".."6")
    free      open seats ("0".."6")
    id        game id (hex)

on the machine's real LAN IPv4 addresses (never 127.0.0.1 unless pinned with
`interfaces=["127.0.0.1"]`, which tests do). Clients browse with `Browser`, which
reports games as they appear, change and disappear through one callback.
Handlers run in the asyncio loop that created the AsyncZeroconf; a Qt client
running qasync gets them in the Qt thread.
"""
from __future__ import annotations

import asyncio
import ipaddress
import logging
import socket
from dataclasses import dataclass
from typing import Any, Callable

from zeroconf import IPVersion, ServiceStateChange
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

log = logging.getLogger("agot.discovery")

SERVICE_TYPE = "_agot._tcp.local."
TXT_KEYS = ("protocol", "name", "edition", "players", "free", "id")


def lan_addresses() -> list[str]:
    """IPv4 addresses of this machine's non-loopback, non-link-local interfaces."""
    try:
        import ifaddr
    except ImportError:  # zeroconf depends on ifaddr; keep a fallback anyway
        return []
    out: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):
                continue  # IPv6 tuple
            addr = ipaddress.IPv4Address(ip.ip)
            if addr.is_loopback or addr.is_link_local or addr.is_unspecified or addr.is_multicast:
                continue
            if ip.ip not in out:
                out.append(ip.ip)
    return out


def _service_name(name: str) -> str:
    label = "".join(ch if ch.isalnum() or ch in " -_" else "-" for ch in name).strip() or "game"
    return f"{label[:50]}.{SERVICE_TYPE}"


def txt_properties(protocol: int, name: str, edition: str, players: int, free: int, game_id: str) -> dict[str, str]:
    return {"protocol": str(protocol), "name": name[:100], "edition": edition, "players": str(players),
            "free": str(free), "id": game_id}


class Advertiser:
    """Publishes one game; `update(free=...)` refreshes the TXT record."""

    def __init__(self, name: str, port: int, properties: dict[str, str],
                 interfaces: list[str] | None = None, addresses: list[str] | None = None) -> None:
        self.name = name
        self.port = port
        self.properties = dict(properties)
        self.interfaces = interfaces
        if addresses is None:
            addresses = list(interfaces) if interfaces else lan_addresses()
        self.addresses = addresses
        self.azc: AsyncZeroconf | None = None
        self.info: AsyncServiceInfo | None = None

    def _info(self) -> AsyncServiceInfo:
        host = socket.gethostname().split(".")[0] or "agot-host"
        return AsyncServiceInfo(
            SERVICE_TYPE, self.info.name if self.info else _service_name(self.name),
            addresses=[socket.inet_aton(a) for a in self.addresses], port=self.port,
            properties=self.properties, server=f"{host}.local.")

    async def start(self) -> None:
        if not self.addresses:
            raise OSError("no LAN address to advertise on")
        self.azc = AsyncZeroconf(interfaces=self.interfaces or self.addresses, ip_version=IPVersion.V4Only)
        info = self._info()
        await self.azc.async_register_service(info, allow_name_change=True)
        self.info = info  # the name may have changed to stay unique

    async def update(self, **properties: Any) -> None:
        changed = {k: str(v) for k, v in properties.items() if self.properties.get(k) != str(v)}
        if not changed or self.azc is None or self.info is None:
            return
        self.properties.update(changed)
        self.info = self._info()
        await self.azc.async_update_service(self.info)

    async def stop(self) -> None:
        if self.azc is None:
            return
        azc, self.azc = self.azc, None
        try:
            if self.info is not None:
                goodbyes = await azc.async_unregister_service(self.info)
                await asyncio.wait_for(goodbyes, 5.0)  # let the goodbye packets go out before closing
        finally:
            await azc.async_close()


@dataclass(frozen=True)
class GameAdvert:
    """A game seen on the LAN."""

    service: str  # the DNS-SD instance name (unique key)
    addresses: tuple[str, ...]
    port: int
    protocol: int
    name: str
    edition: str
    players: int
    free: int
    game_id: str

    @staticmethod
    def from_info(info: AsyncServiceInfo) -> "GameAdvert | None":
        props: dict[str, str] = {}
        for k, v in (info.properties or {}).items():
            try:
                key = k.decode("utf-8") if isinstance(k, bytes) else str(k)
                props[key] = v.decode("utf-8") if isinstance(v, bytes) else ""
            except UnicodeDecodeError:
                return None
        try:
            return GameAdvert(
                service=info.name, addresses=tuple(info.parsed_addresses(IPVersion.V4Only)),
                port=int(info.port or 0), protocol=int(props.get("protocol", "0")),
                name=props.get("name", "")[:100], edition=props.get("edition", ""),
                players=int(props.get("players", "0")), free=int(props.get("free", "0")),
                game_id=props.get("id", ""))
        except ValueError:
            return None  # a foreign or broken advert: ignore it


class Browser:
    """Watches the LAN for games. `on_change(event, advert)` gets "added", "updated" or "removed"."""

    def __init__(self, on_change: Callable[[str, GameAdvert], None], interfaces: list[str] | None = None) -> None:
        self.on_change = on_change
        self.interfaces = interfaces
        self.games: dict[str, GameAdvert] = {}
        self.azc: AsyncZeroconf | None = None
        self.browser: AsyncServiceBrowser | None = None
        self._pending: set[asyncio.Task] = set()

    async def start(self) -> None:
        self.azc = AsyncZeroconf(interfaces=self.interfaces or lan_addresses() or ["127.0.0.1"],
                                 ip_version=IPVersion.V4Only)
        self.browser = AsyncServiceBrowser(self.azc.zeroconf, SERVICE_TYPE, handlers=[self._on_state])

    def _on_state(self, zeroconf: Any, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            advert = self.games.pop(name, None)
            if advert is not None:
                self.on_change("removed", advert)
            return
        task = asyncio.ensure_future(self._resolve(service_type, name))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _resolve(self, service_type: str, name: str) -> None:
        if self.azc is None:
            return
        info = AsyncServiceInfo(service_type, name)
        if not await info.async_request(self.azc.zeroconf, 3000):
            return
        advert = GameAdvert.from_info(info)
        if advert is None:
            return
        old = self.games.get(name)
        self.games[name] = advert
        if old != advert:
            self.on_change("added" if old is None else "updated", advert)

    async def stop(self) -> None:
        for t in list(self._pending):
            t.cancel()
        if self.browser is not None:
            await self.browser.async_cancel()
            self.browser = None
        if self.azc is not None:
            await self.azc.async_close()
            self.azc = None


__all__ = ["SERVICE_TYPE", "TXT_KEYS", "Advertiser", "Browser", "GameAdvert", "lan_addresses", "txt_properties"]
