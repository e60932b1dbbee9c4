"""What the map and the panels share to draw: colours, fonts and sizes, and the houses' sigils.

    theme.py   colours, fonts and sizes
    sigils.py  a simple sign per house for pieces, tokens and card backs
"""
