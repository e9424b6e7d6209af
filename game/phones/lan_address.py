"""The address phones on the same Wi-Fi reach this computer at.

A UDP socket "connected" to an outside address makes the system pick the interface it would send
from, and ``getsockname`` names that interface's address; no packet is sent (UDP connect only sets
the default destination). With no network at all, or no route out, the answer is 127.0.0.1, which
still serves a browser on this computer.
"""

from __future__ import annotations

import ipaddress
import socket

LOOPBACK = "127.0.0.1"
# TEST-NET-1 (RFC 5737): never a real host, so nothing anywhere is even pretended at.
_OUTSIDE = ("192.0.2.1", 9)


def lan_address() -> str:
    """This computer's address on its outgoing interface, else 127.0.0.1."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_OUTSIDE)
            address = probe.getsockname()[0]
    except OSError:
        return LOOPBACK
    try:
        if ipaddress.ip_address(address).is_unspecified:
            return LOOPBACK
    except ValueError:
        return LOOPBACK
    return address


def url_host(host: str) -> str:
    """``host`` as written in a URL: an IPv6 address goes in brackets."""
    return f"[{host}]" if ":" in host and not host.startswith("[") else host
