"""The default output formats of the osmosis CLI, shipped as an ordinary plugin."""
