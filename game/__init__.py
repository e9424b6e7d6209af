"""Card Table: a desktop card table for ten games from five rule texts."""
