"""Statistics over many seeded deals: a mean and its standard error
(:mod:`.estimates`), bots' duplicate tournaments (:mod:`.tournament`) and what a
first call says (:mod:`.bidstats`).
"""
