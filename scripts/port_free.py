"""Exit 0 when HOST:PORT can be bound, 1 when it is taken (argv: HOST PORT).

The serve scripts refuse a taken port with this test instead of letting the server move
elsewhere (``langgraph dev`` silently picks a random port); it is the bind test the server
itself uses.
"""

import socket
import sys


def main(host: str, port: int) -> int:
    """0 when a socket can bind ``host:port`` now, else 1."""
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2])))
