"""The panels around the map: tracks and houses, the log and chat, the side columns that fold,
the Westeros, Iron Bank and objectives panels, the wildling track, gifts and the end of the game.

    tracks.py          tracks and counters, houses and their cards, Westeros, log and chat
    side_columns.py    the left and right columns and how they fold to give the map the screen
    wildling_track.py  the wildling track and its sliding marker
    iron_bank.py       the Iron Bank's loans, prices and debts (option `iron_bank`)
    objectives.py      a seat's objective cards and every house's points (A Feast for Crows)
    gifts.py           giving power tokens (option `power_token_trading`)
    game_over.py       who won and why, the final standings and the chart of the game
"""
