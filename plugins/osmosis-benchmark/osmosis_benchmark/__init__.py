"""osmosis benchmark plugin."""
