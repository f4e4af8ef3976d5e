"""osmosis secret plugin."""
