"""LAN play below the GUI: wire protocol, asyncio host and clients, discovery, headless host.

    protocol.py    length-prefixed msgpack frames, strict decoding (docs/PROTOCOL.md)
    host.py        Host: serves one engine.session.Session over TCP and in-process links
    client.py      Client: connect, hello, commands, chat, reconnect with the seat token
    inprocess.py   LocalClient: the same interface without sockets (hot-seat, local bots)
    discovery.py   zeroconf advertiser and browser for `_agot._tcp.local.`
    host_cli.py    `agot-host`, a host without a display
    bot_client.py  a bot playing one seat as an ordinary client (and the vassals it commands)
    house_view.py  a vassal's view read from its commander's (for bots and decision widgets)
    bench.py       `python -m agot_qt.net.bench`: update latency over loopback TCP

Nothing here imports Qt; a GUI runs these asyncio objects in the Qt loop through qasync.
"""
