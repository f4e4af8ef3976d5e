"""``python -m osmosis_platform serve``: the daemon's entry point, with no CLI kernel in the way."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m osmosis_platform")
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="Serve the platform API in the foreground.")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=0)
    serve.add_argument("--database-url", default=None)
    serve.add_argument("--record", action="store_true", help="write pid and port files")
    args = parser.parse_args(argv)
    from osmosis_platform.daemon import serve as run
    from osmosis_platform.settings import load_settings

    run(load_settings(database_url=args.database_url), args.host, args.port, record=args.record)
    return 0


if __name__ == "__main__":
    sys.exit(main())
