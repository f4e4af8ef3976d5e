"""The self-hosted Osmosis platform. So far it ships the bundled offline benchmark
(``bundled/osmosis-bench``) as package data; the server, store and scheduler follow."""
