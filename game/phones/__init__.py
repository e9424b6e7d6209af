"""Phones as private hands (DESIGN.md §12): the phone server, its message checks, what a phone is sent."""
