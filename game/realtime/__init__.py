"""The real-time engine shared by the race games (Scrooge, Repezita): no turns, arrival order, races.

It sits between the rules and whatever drives them (the UI, bots, the simulator) and
imports only ``game.core``; time comes in through a virtual clock, so nothing here sleeps.
"""
