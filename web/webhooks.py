"""Which webhook URLs a run may ask the server to call: public addresses only.

A run's (or cron's) ``webhook`` makes the server POST the run's result to that URL when
it ends. Pointed at a private address it is a blind SSRF: the server would reach
services on its own machine or network that the client cannot. So a webhook must be an
``http``/``https`` URL whose host is a public IP address, or a host name that resolves
(when the run is submitted) only to public addresses. Loopback, private (10/8,
172.16/12, 192.168/16, fc00::/7), shared (100.64/10), link-local and cloud metadata
(169.254.169.254), multicast, reserved and unspecified addresses are refused, and so is
a name that does not resolve.

Not defended: a name that resolves to a public address now and to a private one when the
runtime sends the webhook later (DNS rebinding); block private egress at the network
layer if that matters.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from typing import Any
from urllib.parse import urlsplit

RESOLVE_TIMEOUT_S = 2.0

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


def public_address(address: IPAddress) -> bool:
    """True for a globally routable unicast address (not 100.64/10, not a mapped private)."""
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_global and not address.is_multicast


async def _resolve(host: str, port: int) -> list[IPAddress]:
    loop = asyncio.get_running_loop()
    infos = await asyncio.wait_for(
        loop.getaddrinfo(host, port, type=socket.SOCK_STREAM), RESOLVE_TIMEOUT_S
    )
    return [ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in infos]


async def webhook_problem(url: Any) -> str | None:
    """Why a webhook URL is refused (a sentence for a 400), or None when it is public."""
    refused = "webhook refused: it must be an http(s) URL to a public address"
    if not isinstance(url, str) or not url.strip():
        return refused
    try:
        parts = urlsplit(url.strip())
        host, port = parts.hostname, parts.port
    except ValueError:
        return refused
    if parts.scheme not in {"http", "https"} or not host or parts.username or parts.password:
        return refused
    try:
        addresses: list[IPAddress] = [ipaddress.ip_address(host)]
    except ValueError:
        try:
            addresses = await _resolve(host, port or (443 if parts.scheme == "https" else 80))
        except (OSError, TimeoutError, ValueError):
            return f"{refused} (the host {host!r} does not resolve)"
    if not addresses or not all(public_address(a) for a in addresses):
        return f"{refused}, not {host!r}"
    return None
