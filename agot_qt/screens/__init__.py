"""Full-window screens and the new-game options: the start page, the hot-seat privacy screen and
the new-game dialog, with the options a new game offers.

    start.py         the start screen: new game, Continue, LAN, replays
    privacy.py       the hot-seat privacy screen ("Pass to <house>")
    new_game.py      the new-game dialog: edition, players, options, who plays each house, variants
    variants_box.py  the variants a new game may play, one tab per group, with the engine's reasons
    game_options.py  a new game's options as the dialog, the LAN host form and agot-host offer them
"""
