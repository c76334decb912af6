"""The version of baloot_widgets, written here and nowhere else: the package
(``baloot_widgets.__version__``), the wheel's metadata (``pyproject.toml`` reads this file),
the records (their ``written_by`` field), ``baloot lessons`` (its folder's manifest) and the
JupyterLite site (its title) all read it.  What a number promises is in ``CHANGELOG.md``.

>>> __version__.count(".")
2
>>> WRITTEN_BY.startswith("baloot_widgets ")
True
"""

__all__ = ["WRITTEN_BY", "__version__"]

__version__ = "0.1.0"

#: how a file this package writes names its author: ``"baloot_widgets 0.1.0"``
WRITTEN_BY = f"baloot_widgets {__version__}"
