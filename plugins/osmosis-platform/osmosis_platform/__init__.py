"""The self-hosted Osmosis platform: API server, store, and the bundled offline benchmark
(``bundled/osmosis-bench``). Importing the package has no side effects; the server is built by
``osmosis_platform.server.app.create_app``."""
