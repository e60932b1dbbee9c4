"""The window's LAN side: the lobby pages, and the remote game and host the window runs.

The asyncio transport below them (protocol, host, client, discovery) is `agot_qt.net`, which
imports no Qt.
"""
