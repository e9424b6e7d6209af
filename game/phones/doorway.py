"""The HTTP side of the phone server: what each request is answered with, and who may open a socket.

The page and the cards come from ``page_files`` (from memory, by exact path). A socket is refused
when another site's page asks for it (its ``Origin`` is not this server: cross-site socket
hijacking), when it is asked for by a name that is not this table's (a ``Host`` that is not an IP
address, ``localhost`` or the host the room was given: DNS rebinding), or when the room already
keeps its most sockets. Nothing here raises: an unforeseen fault is a 500 with a sentence.
"""

from __future__ import annotations

import http
import ipaddress
import logging

from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from game.phones import replies
from game.phones.page_files import SOCKET_PATH, Answer, PageFiles

MOST_SOCKETS = 32

_log = logging.getLogger(__name__)


def answer_request(
    files: PageFiles, request: Request, given_host: str | None, open_sockets: int
) -> Response | None:
    """The response to ``request``, or ``None`` to let it open the socket."""
    try:
        if request.path.split("?", 1)[0] != SOCKET_PATH:
            return _response(files.answer(request.path))
        return _socket_refusal(request, given_host, open_sockets)
    except Exception:
        _log.exception("a phone's request could not be answered")
        return _refusal(500, replies.SOMETHING_WENT_WRONG)


def _socket_refusal(request: Request, given_host: str | None, open_sockets: int) -> Response | None:
    hosts, origins = request.headers.get_all("Host"), request.headers.get_all("Origin")
    name = _host_name(hosts[0]).lower() if len(hosts) == 1 else ""
    if not name or not (_is_address(name) or name == "localhost" or name == (given_host or "").lower()):
        return _refusal(403, "This server answers only at the table's own address.")
    if origins and origins != [f"http://{hosts[0]}"]:
        return _refusal(403, "Only the table's own page may open its socket.")
    if open_sockets >= MOST_SOCKETS:
        return _refusal(503, replies.TOO_MANY_PHONES)
    return None


def _response(answer: Answer) -> Response:
    reason = http.HTTPStatus(answer.status).phrase
    return Response(answer.status, reason, Headers(answer.headers()), answer.body)


def _refusal(status: int, sentence: str) -> Response:
    return _response(Answer(status, "text/plain; charset=utf-8", f"{sentence}\n".encode()))


def _host_name(host_header: str) -> str:
    """The name in a Host header, without the port (an IPv6 address without its brackets)."""
    if host_header.startswith("["):
        return host_header[1:].split("]", 1)[0]
    return host_header.rsplit(":", 1)[0] if host_header.count(":") == 1 else host_header


def _is_address(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True
