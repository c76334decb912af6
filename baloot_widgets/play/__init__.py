"""The game as a player and a program use it: :class:`~.game.Game` (one hand) and
``Match`` (mutable facades with history and undo), what one seat may see
(:mod:`.view`) and the sentences that explain a card or a trick (:mod:`.explain`).
"""
