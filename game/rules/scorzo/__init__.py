"""Scorzo, the five-suit rummy of seed 001 (DESIGN.md §10)."""
