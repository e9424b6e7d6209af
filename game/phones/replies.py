"""The sentences the phone server says to a phone, kept together as data.

A phone shows them as they are, so each is a whole sentence a player can act on; the page and the
tests read them from here instead of repeating the words.
"""

from __future__ import annotations

TABLE_CLOSED = "The table was closed."
OPENED_ELSEWHERE = "This seat was opened on another page."
NEW_LINK_GIVEN = "This seat was given a new link; ask at the table for it."
UNKNOWN_TOKEN = "This link is not valid any more. Scan the seat's code on the big screen again."
SAY_HELLO_FIRST = "Open your seat's link or join with the room code first."
HELLO_TOO_LATE = "Nothing was heard from this page in time, so it was disconnected. Reload to try again."
WRONG_ROOM = "That room code is not right. Check the four letters on the big screen."
TOO_MANY_WRONG_ROOMS = "Too many wrong room codes. Reload the page to try again."
TOO_MANY_TRIES = "Too many tries to join. Wait a minute and try again."
NO_SUCH_SEAT = "There is no phone seat with that number at this table."
SEAT_TAKEN = "That seat already has a phone. Ask at the table for a new link if it is yours."
TOO_MANY_MESSAGES = "Too many messages at once: slow down, the last ones were dropped."
TABLE_BUSY = "The table is busy. Wait a moment and try again."
TOO_MANY_PHONES = "The table has as many phones connected as it can take."
NOT_TEXT = "Messages must be text (JSON), not binary data."
SOMETHING_WENT_WRONG = "Something went wrong with that message, so it was dropped."
