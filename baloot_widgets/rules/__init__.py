"""The rules engine: pure functions over immutable state, one module per phase (RULES.md)."""
