"""What the package shows outside the widgets: deterministic HTML pictures of the
engine's values (:mod:`.render`) and reports of rows and notes in either language
(:mod:`.report`).
"""
