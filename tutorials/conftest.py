"""pytest settings for tutorials/: only the notebooks are collected (by nbval).

The lesson sources in src/ are notebook cells written as Python files and build.py is the
build script; --doctest-modules must not import them.
"""

collect_ignore = ["build.py", "conftest.py"]
collect_ignore_glob = ["src/*.py"]
