"""Bots that play Baloot from what their seat may see (ARCHITECTURE.md §6).

>>> from baloot_widgets import bots
>>> isinstance(bots.RandomBot(seed=1), bots.Bot)
True
"""

from .base import Bot, choose_action
from .random import RandomBot

__all__ = ["Bot", "RandomBot", "choose_action"]
