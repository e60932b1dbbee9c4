"""The panels around the map: tracks and houses, the log and chat, the side columns that fold,
the Westeros, Iron Bank and objectives panels, the wildling track, gifts and the end of the game.

    base.py            what the panels are made of: a painted panel with tooltips, a rich-text panel
    tracks.py          round, wildling threat, influence tracks, supply, victory and power
    houses.py          every house's hand and discard pile
    westeros.py        the Westeros cards of the round and the decks
    log.py             the game log
    chat.py            public and private chat
    side_columns.py    the left and right columns and how they fold to give the map the screen
    wildling_track.py  the wildling track and its sliding marker
    iron_bank.py       the Iron Bank's loans, prices and debts (option `iron_bank`)
    objectives.py      a seat's objective cards and every house's points (A Feast for Crows)
    gifts.py           giving power tokens (option `power_token_trading`)
    game_over.py       who won and why, and the chart of the game
    standings.py       the standings table: winners first, then castles and the tie-breaks
"""
