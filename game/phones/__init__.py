"""Phones as private hands (DESIGN.md §12): the server, its message checks and what a phone is sent."""
