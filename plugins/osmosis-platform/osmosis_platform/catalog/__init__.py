"""Benchmarks the platform knows: the bundled one and Harbor datasets added to a workspace."""
