"""Scroker, the word poker of seed 003, and its variants (DESIGN.md §10)."""
