"""Cards, piles, moves, events and the game protocol; no pygame here."""
