"""The phone server over loopback (issue 24, "Security"): only a seat's token acts for it, every bad
message is answered with a sentence and dropped, nothing but the page, the cards and the socket is
served, and the server lets go of its port when the table closes.

Each test starts its own room on port 0 with a placeholder page in a temporary folder (the real page
is assets/phone/), and talks to it with the ``websockets`` client, as a phone's page would.
"""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import socket
import string
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

from game.phones import replies
from game.phones.doorway import MOST_SOCKETS
from game.phones.lan_address import lan_address, url_host
from game.phones.phone_socket import MOST_WAITING, PhoneSocket
from game.phones.room import PhoneRoom, PhoneRoomError

CARDS = {"star:7@1": b"\x89PNG seven of stars", "back": b"\x89PNG back"}
SEATS = {1: "Ann", 2: "Bob"}


@pytest.fixture
def page_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "phone"
    folder.mkdir()
    (folder / "index.html").write_text("<!doctype html><title>Phone</title>", encoding="utf-8")
    (folder / "phone.css").write_text("body { margin: 0 }", encoding="utf-8")
    (folder / "phone.js").write_text("// the page", encoding="utf-8")
    return folder


@pytest.fixture
def room(page_folder: Path) -> Iterator[PhoneRoom]:
    opened = PhoneRoom("Scorzo", SEATS, CARDS, bind="127.0.0.1", host="127.0.0.1", page_folder=page_folder)
    opened.start()
    yield opened
    opened.stop()


def socket_url(room: PhoneRoom) -> str:
    return room.address.replace("http://", "ws://") + "socket"


def token_of(room: PhoneRoom, seat: int) -> str:
    return room.link(seat).split("token=", 1)[1]


def said(phone: ClientConnection, timeout: float = 1.0) -> dict:
    return json.loads(phone.recv(timeout=timeout))


def ask(phone: ClientConnection, message: dict | str | bytes) -> dict:
    phone.send(json.dumps(message) if isinstance(message, dict) else message)
    return said(phone)


def closes(phone: ClientConnection, timeout: float = 1.0) -> bool:
    """True when the server closes the socket (after anything it still had to say)."""
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            phone.recv(timeout=deadline - time.monotonic())
    except ConnectionClosed:
        return True
    except TimeoutError:
        return False
    return False


def until(condition, timeout: float = 1.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.005)
    return condition()


def get(room: PhoneRoom, path: str) -> http.client.HTTPResponse:
    port = int(room.address.rsplit(":", 1)[1].strip("/"))
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
    connection.request("GET", path)
    return connection.getresponse()


# Tokens and links


def test_a_seat_link_opens_that_seat_and_its_moves_are_taken_in_order(room: PhoneRoom) -> None:
    assert room.link(1).startswith(room.address + "#seat=1&token=")
    with connect(socket_url(room)) as phone:
        welcome = ask(phone, {"type": "hello", "token": token_of(room, 2)})
        assert welcome == {
            "type": "welcome",
            "seat": 2,
            "name": "Bob",
            "room": room.room_code,
            "game": "Scorzo",
        }
        phone.send(json.dumps({"type": "move", "move": {"type": "Draw", "seat": 1}}))
        phone.send(json.dumps({"type": "move", "move": {"type": "Pass", "seat": 2}}))
        assert ask(phone, {"type": "ping"}) == {"type": "pong"}
    assert room.take_moves() == [(2, {"type": "Draw", "seat": 1}), (2, {"type": "Pass", "seat": 2})]
    assert room.take_moves() == []


def test_a_wrong_token_is_answered_and_the_socket_closed(room: PhoneRoom) -> None:
    with connect(socket_url(room)) as phone:
        assert ask(phone, {"type": "hello", "token": "not-a-token"}) == {
            "type": "error",
            "text": replies.UNKNOWN_TOKEN,
        }
        assert closes(phone)
    assert not room.connected(1) and not room.connected(2)


def test_a_move_before_hello_is_refused_and_not_taken(room: PhoneRoom) -> None:
    with connect(socket_url(room)) as phone:
        answer = ask(phone, {"type": "move", "move": {"type": "Draw", "seat": 1}})
        assert answer == {"type": "error", "text": replies.SAY_HELLO_FIRST}
    assert room.take_moves() == []


def test_a_new_link_closes_the_old_page_and_the_old_token_stops_working(room: PhoneRoom) -> None:
    old_token = token_of(room, 1)
    with connect(socket_url(room)) as phone:
        ask(phone, {"type": "hello", "token": old_token})
        new_link = room.new_link(1)
        assert said(phone) == {"type": "bye", "text": replies.NEW_LINK_GIVEN}
        assert closes(phone)
    assert old_token not in new_link
    assert not room.ever_joined(1)  # the seat waits for a phone again, by its new link only
    with connect(socket_url(room)) as phone:
        assert ask(phone, {"type": "hello", "token": old_token})["type"] == "error"
    with connect(socket_url(room)) as phone:  # the lost phone cannot take it back with the room code
        answer = ask(phone, {"type": "join", "room": room.room_code, "seat": 1})
        assert answer == {"type": "error", "text": replies.SEAT_TAKEN}
    with connect(socket_url(room)) as phone:
        assert ask(phone, {"type": "hello", "token": token_of(room, 1)})["seat"] == 1


def test_a_second_page_with_the_same_token_replaces_the_first(room: PhoneRoom) -> None:
    with connect(socket_url(room)) as first, connect(socket_url(room)) as second:
        ask(first, {"type": "hello", "token": token_of(room, 1)})
        assert ask(second, {"type": "hello", "token": token_of(room, 1)})["type"] == "welcome"
        assert said(first) == {"type": "bye", "text": replies.OPENED_ELSEWHERE}
        assert closes(first)
        second.send(json.dumps({"type": "move", "move": {"type": "Draw", "seat": 1}}))
        assert ask(second, {"type": "ping"})["type"] == "pong"
        assert room.connected(1)
    assert room.take_moves() == [(1, {"type": "Draw", "seat": 1})]


# Rejoining and what is sent


def test_a_phone_that_comes_back_gets_its_seat_and_the_latest_state_at_once(room: PhoneRoom) -> None:
    with connect(socket_url(room)) as phone:
        ask(phone, {"type": "hello", "token": token_of(room, 1)})
        room.publish(1, {"type": "state", "version": 1})
        assert said(phone) == {"type": "state", "version": 1}
        assert room.connected(1)
    assert until(lambda: not room.connected(1))
    assert room.ever_joined(1)
    room.publish(1, {"type": "state", "version": 2})  # while the phone is away
    with connect(socket_url(room)) as phone:
        assert ask(phone, {"type": "hello", "token": token_of(room, 1)})["type"] == "welcome"
        assert said(phone) == {"type": "state", "version": 2}
        assert room.connected(1)


def test_a_state_is_sent_only_when_it_changed(room: PhoneRoom) -> None:
    with connect(socket_url(room)) as phone:
        ask(phone, {"type": "hello", "token": token_of(room, 1)})
        for _ in range(3):
            room.publish(1, {"type": "state", "version": 1, "hand": ["star:7@1"]})
        assert said(phone)["version"] == 1
        assert ask(phone, {"type": "ping"}) == {"type": "pong"}  # no second copy before the pong
        room.publish(1, {"type": "state", "version": 2, "hand": []})
        assert said(phone)["version"] == 2


def test_a_refusal_reaches_only_that_seats_phone(room: PhoneRoom) -> None:
    with connect(socket_url(room)) as ann, connect(socket_url(room)) as bob:
        ask(ann, {"type": "hello", "token": token_of(room, 1)})
        ask(bob, {"type": "hello", "token": token_of(room, 2)})
        room.refuse(2, "It is not your turn.")
        assert said(bob) == {"type": "error", "text": "It is not your turn."}
        assert ask(ann, {"type": "ping"}) == {"type": "pong"}


# The room code


def test_the_room_code_joins_a_free_seat_once_and_lists_the_free_seats(room: PhoneRoom) -> None:
    assert len(room.room_code) == 4 and set(room.room_code) <= set(string.ascii_uppercase) - {"I", "O"}
    with connect(socket_url(room)) as phone:
        free = ask(phone, {"type": "seats", "room": room.room_code.lower()})
        assert free == {"type": "seats", "free": [{"seat": 1, "name": "Ann"}, {"seat": 2, "name": "Bob"}]}
        welcome = ask(phone, {"type": "join", "room": room.room_code, "seat": 2})
        assert welcome["seat"] == 2 and welcome["token"] == token_of(room, 2)
    with connect(socket_url(room)) as other:
        assert ask(other, {"type": "join", "room": room.room_code, "seat": 2}) == {
            "type": "error",
            "text": replies.SEAT_TAKEN,
        }
        assert ask(other, {"type": "seats", "room": room.room_code})["free"] == [{"seat": 1, "name": "Ann"}]
        assert ask(other, {"type": "join", "room": room.room_code, "seat": 5})["text"] == replies.NO_SUCH_SEAT


def test_wrong_room_codes_are_refused_and_a_few_close_the_socket(room: PhoneRoom) -> None:
    wrong = "AAAA" if room.room_code != "AAAA" else "BBBB"
    with connect(socket_url(room)) as phone:
        assert ask(phone, {"type": "join", "room": wrong, "seat": 1})["text"] == replies.WRONG_ROOM
        assert ask(phone, {"type": "seats", "room": wrong})["text"] == replies.WRONG_ROOM
        assert ask(phone, {"type": "join", "room": wrong, "seat": 1})["text"] == replies.TOO_MANY_WRONG_ROOMS
        assert closes(phone)
    assert not room.ever_joined(1)


def test_room_code_tries_are_limited_overall_so_many_sockets_cannot_guess_it(room: PhoneRoom) -> None:
    wrong = "AAAA" if room.room_code != "AAAA" else "BBBB"
    for _ in range(15):  # 15 sockets, two wrong tries each: the room's 30 tries this minute
        with connect(socket_url(room)) as phone:
            ask(phone, {"type": "join", "room": wrong, "seat": 1})
            ask(phone, {"type": "join", "room": wrong, "seat": 1})
    with connect(socket_url(room)) as phone:
        assert (
            ask(phone, {"type": "join", "room": room.room_code, "seat": 1})["text"] == replies.TOO_MANY_TRIES
        )
    assert not room.ever_joined(1)


# Hostile messages and paces


@pytest.mark.parametrize(
    ("message", "words"),
    [
        ("not json", "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"type": 7}', '"type" that is text'),
        ('{"type": "deal"}', 'no message of type "deal"'),
        ('{"type": "hello", "token": 12}', '"token" must be text'),
        ('{"type": "join", "room": "ABCD", "seat": true}', '"seat" must be a whole number'),
        ('{"type": "move", "move": "Draw"}', '"move" must be an object'),
        ('{"type": "ping", "pad": "' + "x" * 4100 + '"}', "4096"),
        ("[" * 2000 + "]" * 2000, "lists and objects"),
        (b"\x00\x01binary", "must be text"),
    ],
)
def test_a_bad_message_gets_a_sentence_and_the_socket_goes_on(room: PhoneRoom, message, words: str) -> None:
    with connect(socket_url(room)) as phone:
        answer = ask(phone, message)
        assert answer["type"] == "error" and words in answer["text"] and answer["text"].endswith(".")
        assert ask(phone, {"type": "ping"}) == {"type": "pong"}


GARBAGE = st.one_of(
    st.binary(max_size=200),
    st.text(max_size=200),
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
        max_leaves=20,
    ).map(json.dumps),
    st.fixed_dictionaries(
        {"type": st.sampled_from(["hello", "join", "seats", "move", "Hello", ""])},
        optional={
            "token": st.integers() | st.lists(st.text()) | st.text(min_size=65),
            "room": st.integers() | st.none() | st.text(min_size=9),
            "seat": st.text() | st.integers(min_value=32) | st.floats(),
            "move": st.integers() | st.text() | st.lists(st.integers()),
        },
    ).map(json.dumps),
)


def test_garbage_of_every_kind_is_answered_with_a_sentence_and_never_stops_the_server(
    room: PhoneRoom,
) -> None:
    @settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(garbage=GARBAGE)
    def answered(garbage: str | bytes) -> None:
        with connect(socket_url(room)) as phone:
            answer = ask(phone, garbage)
            assert answer["type"] == "error" and answer["text"].endswith(".")

    answered()
    with connect(socket_url(room)) as phone:
        assert ask(phone, {"type": "hello", "token": token_of(room, 1)})["type"] == "welcome"


def test_raw_bytes_that_are_not_http_do_not_stop_the_server(room: PhoneRoom) -> None:
    port = int(room.address.rsplit(":", 1)[1].strip("/"))
    for noise in (b"\x16\x03\x01\x02\x00\x01\x00", b"GET /socket HTTP/1.1\r\nHost: x\r\n" * 50, b"\r\n\r\n"):
        with socket.create_connection(("127.0.0.1", port), timeout=2) as raw:
            raw.sendall(noise)
            raw.shutdown(socket.SHUT_WR)
            raw.recv(1024)
    with connect(socket_url(room)) as phone:
        assert ask(phone, {"type": "hello", "token": token_of(room, 1)})["type"] == "welcome"


def test_a_frame_larger_than_the_library_takes_closes_only_that_socket(room: PhoneRoom) -> None:
    with connect(socket_url(room), max_size=None) as phone:
        phone.send("x" * 200_000)
        assert closes(phone)
    with connect(socket_url(room)) as phone:
        assert ask(phone, {"type": "ping"}) == {"type": "pong"}


def test_too_many_messages_at_once_are_dropped_with_one_sentence(room: PhoneRoom) -> None:
    with connect(socket_url(room)) as phone:
        started = time.monotonic()
        for _ in range(100):
            phone.send('{"type": "ping"}')
        answers: list[dict] = []
        # the burst's answers and the refusal come however slow the machine; then whatever else comes
        while sum(a["type"] == "pong" for a in answers) < 30 or all(a["type"] != "error" for a in answers):
            answers.append(said(phone, timeout=5))
        with pytest.raises(TimeoutError):
            while True:
                answers.append(said(phone, timeout=0.3))
        took = time.monotonic() - started - 0.3  # what a slow machine spent; the rate refills meanwhile
    errors = [answer for answer in answers if answer["type"] == "error"]
    pongs = len(answers) - len(errors)
    assert errors and set(map(str, errors)) == {str({"type": "error", "text": replies.TOO_MANY_MESSAGES})}
    assert len(errors) <= 1 + took  # said at most once a second
    assert 30 <= pongs <= 30 + 20 * took + 1  # the burst of 30, and 20 a second after it


def test_a_socket_that_never_says_hello_is_closed(page_folder: Path) -> None:
    quick = PhoneRoom(
        "Scorzo", SEATS, CARDS, bind="127.0.0.1", host="127.0.0.1", page_folder=page_folder, hello_within=0.2
    )
    quick.start()
    try:
        with connect(socket_url(quick)) as phone:
            assert ask(phone, {"type": "ping"}) == {"type": "pong"}  # a ping is not a hello
            assert said(phone) == {"type": "error", "text": replies.HELLO_TOO_LATE}
            assert closes(phone)
        with connect(socket_url(quick)) as phone:
            ask(phone, {"type": "hello", "token": token_of(quick, 1)})
            time.sleep(0.3)
            assert ask(phone, {"type": "ping"}) == {"type": "pong"}  # a phone that said hello stays
    finally:
        quick.stop()


def test_no_more_than_the_most_sockets_are_kept(room: PhoneRoom) -> None:
    with contextlib.ExitStack() as phones:
        for _ in range(MOST_SOCKETS):
            phones.enter_context(connect(socket_url(room)))
        with pytest.raises(InvalidStatus) as refused:
            connect(socket_url(room))
        assert refused.value.response.status_code == 503
    assert until(lambda: _opens(room))


def _opens(room: PhoneRoom) -> bool:
    try:
        with connect(socket_url(room)):
            return True
    except InvalidStatus:
        return False


def test_another_sites_page_may_not_open_the_socket(room: PhoneRoom) -> None:
    with pytest.raises(InvalidStatus) as refused:
        connect(socket_url(room), origin="http://evil.example")
    assert refused.value.response.status_code == 403
    with pytest.raises(InvalidStatus) as rebound:
        connect(socket_url(room), additional_headers={"Host": "evil.example"})
    assert rebound.value.response.status_code == 403
    host = room.address.removeprefix("http://").rstrip("/")
    with connect(socket_url(room), origin=f"http://{host}") as phone:
        assert ask(phone, {"type": "ping"}) == {"type": "pong"}


# What is served


def test_the_page_and_the_cards_are_served_with_their_headers(room: PhoneRoom, page_folder: Path) -> None:
    page = get(room, "/")
    assert page.status == 200 and page.read() == (page_folder / "index.html").read_bytes()
    assert page.getheader("Content-Type") == "text/html; charset=utf-8"
    assert page.getheader("Cache-Control") == "no-store"
    assert page.getheader("X-Content-Type-Options") == "nosniff"
    assert "default-src 'self'" in page.getheader("Content-Security-Policy")
    assert get(room, "/phone.js").read() == b"// the page"
    assert get(room, "/phone.css").getheader("Content-Type") == "text/css; charset=utf-8"
    card = get(room, "/cards/star%3A7%401.png")
    assert card.status == 200 and card.read() == CARDS["star:7@1"]
    assert (
        card.getheader("Content-Type") == "image/png" and card.getheader("Cache-Control") == "max-age=86400"
    )
    assert get(room, "/cards/back.png").read() == CARDS["back"]


@pytest.mark.parametrize(
    "path",
    [
        "/../",
        "/cards/../x",
        "/cards/..%2F..%2Fetc%2Fpasswd.png",
        "/etc/passwd",
        "/favicon.ico",
        "/index.html",
        "/cards/star%3A8%401.png",
        "/cards/",
        "/phone.js/",
    ],
)
def test_nothing_else_is_served(room: PhoneRoom, path: str) -> None:
    answer = get(room, path)
    assert answer.status == 404
    assert b"only the phone page" in answer.read()


# The server's life


def test_stop_says_bye_to_every_phone_frees_the_port_and_ends_the_thread(room: PhoneRoom) -> None:
    port = int(room.address.rsplit(":", 1)[1].strip("/"))
    with connect(socket_url(room)) as ann, connect(socket_url(room)) as stranger:
        ask(ann, {"type": "hello", "token": token_of(room, 1)})
        thread = room._thread
        started = time.monotonic()
        room.stop()
        assert time.monotonic() - started < 1.0 and thread is not None and not thread.is_alive()
        assert said(ann) == {"type": "bye", "text": replies.TABLE_CLOSED}
        assert said(stranger) == {"type": "bye", "text": replies.TABLE_CLOSED}
    assert not room.connected(1)
    with socket.socket() as again:
        again.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        again.bind(("127.0.0.1", port))
    room.publish(1, {"type": "state", "version": 9})  # the table may still publish: nobody hears it
    room.refuse(1, "Too late.")


def test_a_port_in_use_is_a_sentence(page_folder: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = PhoneRoom(
            "Scorzo", SEATS, CARDS, port=taken.getsockname()[1], bind="127.0.0.1", page_folder=page_folder
        )
        with pytest.raises(PhoneRoomError, match=r"could not listen on port \d+: .+\.$"):
            busy.start()


def test_a_missing_page_is_a_sentence(tmp_path: Path) -> None:
    with pytest.raises(PhoneRoomError, match=r"index\.html could not be read"):
        PhoneRoom("Scorzo", SEATS, CARDS, bind="127.0.0.1", page_folder=tmp_path).start()


def test_phones_are_told_this_computers_address_unless_a_host_is_given(
    page_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = lan_address()
    assert len(found.split(".")) == 4 and found != "0.0.0.0"
    told = PhoneRoom("Scorzo", SEATS, CARDS, bind="127.0.0.1", page_folder=page_folder)
    told.start()
    try:
        assert told.address.startswith(f"http://{found}:")
    finally:
        told.stop()

    def no_network(*_arguments: object) -> None:
        raise OSError("Network is unreachable")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    assert lan_address() == "127.0.0.1"


def test_a_phone_that_never_reads_is_closed_before_its_backlog_grows_without_end() -> None:
    class StalledSocket:
        """A socket whose phone reads nothing: every send waits for ever."""

        closed_with: tuple[int, str] | None = None

        async def send(self, _text: str) -> None:
            await asyncio.Event().wait()

        async def close(self, code: int, reason: str) -> None:
            self.closed_with = (code, reason)

    async def flood() -> PhoneSocket:
        phone = PhoneSocket(StalledSocket(), 0.0)  # type: ignore[arg-type]
        for version in range(MOST_WAITING + 10):
            phone.send_state(json.dumps({"type": "state", "version": version}))
        phone.writer.cancel()
        return phone

    assert asyncio.run(flood()).closing


def test_a_socket_asked_for_without_a_host_is_refused(page_folder: Path) -> None:
    unnamed = PhoneRoom("Scorzo", SEATS, CARDS, bind="127.0.0.1", page_folder=page_folder)  # no host given
    unnamed.start()
    try:
        port = int(unnamed.address.rsplit(":", 1)[1].strip("/"))
        with socket.create_connection(("127.0.0.1", port), timeout=2) as hostless:
            hostless.sendall(
                b"GET /socket HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            )
            assert hostless.recv(64).startswith(b"HTTP/1.1 403")
    finally:
        unnamed.stop()


def test_the_page_comes_from_the_shipped_assets_by_default(
    page_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shipped = tmp_path / "install"
    (shipped / "assets").mkdir(parents=True)
    page_folder.rename(shipped / "assets" / "phone")
    monkeypatch.setenv("CARDTABLE_ASSETS", str(shipped))
    default = PhoneRoom("Scorzo", SEATS, CARDS, bind="127.0.0.1", host="127.0.0.1")
    default.start()
    try:
        assert get(default, "/phone.js").read() == b"// the page"
    finally:
        default.stop()


def test_an_ipv6_host_is_written_in_brackets() -> None:
    assert url_host("fe80::1") == "[fe80::1]"
    assert url_host("192.168.1.23") == "192.168.1.23"


def test_a_card_given_as_raw_pixels_is_served_as_the_same_picture_in_png() -> None:
    """The table hands over raw pixels (encoding on the frame stalled it); the server's PNG of them
    decodes, by an independent decoder (pygame's), to exactly those pixels."""
    import io

    import pygame

    from game.phones.card_png import CardPngs, png_from_rgba

    surface = pygame.Surface((7, 5), pygame.SRCALPHA)
    for x in range(7):
        for y in range(5):
            surface.set_at((x, y), (x * 30, y * 50, (x + y) * 10, 255 - x * y))
    raw = (7, 5, pygame.image.tobytes(surface, "RGBA"))
    decoded = pygame.image.load(io.BytesIO(CardPngs({"c": raw}).get("c") or b""))
    assert pygame.image.tobytes(decoded, "RGBA") == raw[2]
    assert CardPngs({"c": raw}).get("missing") is None
    with pytest.raises(ValueError):
        png_from_rgba(7, 5, b"short")
