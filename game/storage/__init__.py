"""Settings, statistics and saves as versioned JSON in the user data directory; no pygame here.

Design §9: writes are atomic with the previous copy kept, and a corrupt or unknown file is set
aside with a message for the player, so a bad file never crashes the game or costs other data.
"""
