"""Scroker and its variants (seed 003): word poker with letter cards (DESIGN.md §10)."""
