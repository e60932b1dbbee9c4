"""The board: the map scene, its items, the view that zooms and pans, and the board geometry."""
