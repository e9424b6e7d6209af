"""Computer players and solvers; no pygame here."""
