"""Statistics for every game (issue 23): counting each finished table once, and the screen showing them."""
