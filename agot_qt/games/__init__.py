"""The games this window runs or joins, apart from their drawing: the local game and its
in-process connection, bots, autosave and Continue, leaving, who is at the table, watching,
replays and the turn alert.

    localgame.py   a game hosted in this window: the session, the window's seats, bots, a spectator
    connection.py  the in-process host the local game talks to with messages
    bots.py        bots as ordinary participants on their own connection
    autosave.py    games saved after every move, and the start screen's *Continue*
    leave.py       asking before a running game is ended or replaced
    presence.py    the people at a LAN table: connected, away, a bot standing in
    watch.py       pause, step and speed for a game the window only watches
    replay.py      a saved game played again as a spectator saw it
    turn_alert.py  your turn while the window is in the background: taskbar, title, chime
"""
