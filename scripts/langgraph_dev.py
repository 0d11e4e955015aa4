"""``langgraph dev`` with a quiet reloader (run by scripts/serve.sh).

The in-memory runtime rewrites ``.langgraph_api/`` (in the repository, which the reloader
watches) every 10 s. The reloader ignores those files, but its ``watchfiles`` library
logged "N changes detected" for each write, forever. Its logger is set to WARNING here, in
the reloader's own process, before the real ``langgraph`` command runs; a real reload is
still announced ("WatchFiles detected changes in ... Reloading").
"""

from __future__ import annotations

import logging
import sys

from langgraph_cli.cli import cli


def main() -> None:
    """Run ``langgraph`` with the arguments given (``dev ...``)."""
    logging.getLogger("watchfiles").setLevel(logging.WARNING)
    cli(args=sys.argv[1:], prog_name="langgraph")


if __name__ == "__main__":
    main()
