"""The HTTP API: a Litestar app implementing ``openapi/osmosis.yaml``."""
