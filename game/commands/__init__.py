"""Command-line tools beside the app (DESIGN.md §5); no pygame here."""
