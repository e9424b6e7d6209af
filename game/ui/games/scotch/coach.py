"""The table's side of the solver: Hint, Finish and the winnable/lost indicator.

Every question goes to the game's ``Advisor`` as a job on its thread; the
coach polls the jobs once a frame (``update``) and tells the table what to
show through a few calls (``CoachedTable``). A job whose position is gone
(the player moved, undid, dealt again) is cancelled, so a late answer never
lands on the wrong position. UNDECIDED is said as such, never as a loss.
"""

from __future__ import annotations

from typing import Protocol

from game.bots.advice import WayBack, way_back
from game.bots.advisor import ASKED_SECONDS, Advisor, Answer, Job, Outlook, position_key
from game.core.moves import Move, MoveCards
from game.core.protocol import GameState
from game.core.undo import UndoableGame

THINKING = "Thinking…"
SHOW_SECONDS_AFTER = 2.0  # a longer think counts its seconds aloud, so the player sees it is alive
STILL_THINKING = "Still thinking…"  # the answer came, and a second question follows (the way back)
DEAL_LOST = "This deal cannot be won from the start; press New deal for another."
LONGEST_SECONDS = 240.0  # pressing again on an undecided position doubles the time, up to this


class CoachedTable(Protocol):
    """What the coach asks of the table."""

    def say(self, text: str, alert: bool = False) -> None: ...

    def show_hint(self, move: Move | None) -> None: ...

    def play_line(self, moves: tuple[Move, ...]) -> None: ...

    def hint_used(self) -> None: ...


class Coach:
    """Hint, Finish and the indicator for one table; ``update`` once a frame."""

    def __init__(self, advisor: Advisor, table: CoachedTable) -> None:
        self.advisor = advisor
        self.table = table
        self.indicator_on = False
        self._hint: Job[Answer] | None = None
        self._finish: Job[Answer] | None = None
        self._way_back: Job[WayBack] | None = None
        self._indicator: Job[Answer] | None = None
        self._indicated: str = ""
        self._asked_at: tuple[object, ...] | None = None  # the position the open question is about
        self._asked_state: GameState | None = None
        self._earlier: list[GameState] = []  # the undo history of the position a hint is about
        self._seconds: dict[tuple[object, ...], float] = {}  # more time for positions left undecided
        self._lost_reason = ""  # why the position a hint is about is lost, for the way back's answer
        self._finish_at_start = False  # Finish was asked at the deal itself: nothing to undo
        self._thinking = 0.0  # seconds the open Hint or Finish question has been thought about
        self._said_seconds = 0  # the last count of them said
        self._asked_seconds = ASKED_SECONDS  # the time the open question was given

    # --- the player's requests ---------------------------------------------------------

    def hint(self, game: UndoableGame) -> None:
        """Ask for the next move of a winning line, or how far back a winnable position lies."""
        self._drop_questions()
        self.table.show_hint(None)
        state = game.state
        if _is_won(state):
            self.table.say("The deal is won.")
            return
        self._hint = self._ask(state)
        self._earlier = game.earlier_states()
        self._poll()

    def finish(self, game: UndoableGame) -> None:
        """Play the rest of a proven winning line; anything less is said, not tried."""
        self._drop_questions()
        self.table.show_hint(None)
        if game.state.is_over():
            self.table.say("The deal is over.")
            return
        self._finish_at_start = not game.can_undo
        self._finish = self._ask(game.state)
        self._poll()

    def position_changed(self, game: UndoableGame) -> None:
        """A move, undo or new deal: open questions are about a position that is gone."""
        self._drop_questions()
        self.table.show_hint(None)
        self.refresh_indicator(game.state)

    def close(self) -> None:
        """The table is going away: nothing it asked is wanted any more."""
        self._drop_questions()
        if self._indicator is not None:
            self._indicator.cancel()
            self._indicator = None

    # --- the indicator ------------------------------------------------------------------

    def refresh_indicator(self, state: GameState) -> None:
        if self._indicator is not None:
            self._indicator.cancel()
            self._indicator = None
        if not self.indicator_on or _is_won(state):
            self._indicated = ""
        elif state.is_over():
            self._indicated = "Lost"
        else:
            self._indicator = self.advisor.ask(state)
            self._indicated = "…"
            self._poll()

    @property
    def indicator_text(self) -> str:
        """'Winnable', 'Lost', 'Undecided', '…' while working, or '' when off."""
        return self._indicated

    # --- each frame -----------------------------------------------------------------------

    def update(self, seconds: float) -> None:
        """The frame's ``seconds`` pass: answers that came are shown, and a long think is counted."""
        self._poll()
        if self._hint is None and self._finish is None:
            return
        self._thinking += seconds
        whole = int(self._thinking)
        if self._thinking >= SHOW_SECONDS_AFTER and whole != self._said_seconds:
            self._said_seconds = whole
            self.table.say(f"{THINKING} {whole} s, at most {self._asked_seconds:g}. A move stops it.")

    def _poll(self) -> None:
        if self._indicator is not None and self._indicator.done:
            answer = self._indicator.result
            self._indicator = None
            self._indicated = _OUTLOOK_WORDS[answer.outlook] if answer is not None else "Undecided"
        if self._hint is not None and self._hint.done:
            job, self._hint = self._hint, None
            self._hint_answered(job)
        if self._finish is not None and self._finish.done:
            job, self._finish = self._finish, None
            self._finish_answered(job)
        if self._way_back is not None and self._way_back.done:
            back, self._way_back = self._way_back, None
            self._way_back_found(back)

    def _hint_answered(self, job: Job[Answer]) -> None:
        answer = self._answer_or_say(job, "H")
        if answer is None:
            return
        if answer.outlook is Outlook.WINNABLE:
            if answer.moves and self._asked_state is not None:
                self.table.show_hint(answer.moves[0])
                self.table.say(f"Hint: {describe_move(self._asked_state, answer.moves[0])}.")
                self.table.hint_used()
            return
        if not self._earlier:
            self.table.say(_because(DEAL_LOST, answer.reason))
            self.table.hint_used()
            return
        self._lost_reason = answer.reason
        self.table.say(STILL_THINKING)
        earlier = self._earlier
        self._way_back = self.advisor.submit(lambda stop: way_back(self.advisor, earlier, stop))
        self._poll()

    def _way_back_found(self, job: Job[WayBack]) -> None:
        back = job.result
        if back is None:
            if job.error:
                self.table.say(f"The solver failed: {job.error}.", alert=True)
            return
        self.table.hint_used()
        if back.deal_lost:
            self.table.say(_because(DEAL_LOST, back.reason))
        elif back.undos is None:
            self.table.say(
                _because(
                    "This position cannot be won, and no earlier one was proven winnable in time.",
                    self._lost_reason,
                )
            )
        else:  # what to do comes before why: a narrow window shortens the end of a long message
            moves = "move" if back.undos == 1 else "moves"
            nearer = "; nearer ones were undecided" if back.undecided else ""
            self.table.say(
                _because(
                    f"This position cannot be won. Undo {back.undos} {moves} "
                    f"to get back to a winnable one{nearer}.",
                    self._lost_reason,
                )
            )

    def _finish_answered(self, job: Job[Answer]) -> None:
        answer = self._answer_or_say(job, "Finish")
        if answer is None:
            return
        if answer.outlook is Outlook.WINNABLE:
            self.table.say("")
            self.table.play_line(answer.moves)
        elif self._finish_at_start:
            self.table.say(_because(DEAL_LOST, answer.reason))
        else:
            self.table.say(
                "This position cannot be won, so there is nothing to finish. Press H for how far to undo."
            )

    def _answer_or_say(self, job: Job[Answer], again: str) -> Answer | None:
        """The answer when it decides the position; otherwise say why there is none."""
        answer = job.result
        if answer is None:
            if job.error:
                self.table.say(f"The solver failed: {job.error}.", alert=True)
            return None
        if answer.outlook is Outlook.UNDECIDED:
            if self._asked_at is not None:
                self._seconds[self._asked_at] = min(answer.seconds * 2, LONGEST_SECONDS)
            self.table.say(
                f"Could not decide in {answer.seconds:g} s whether this position can be won. "
                f"Press {again} again to think longer."
            )
            return None
        return answer

    # --- helpers ----------------------------------------------------------------------------

    def _ask(self, state: GameState) -> Job[Answer]:
        key = position_key(state)
        self._asked_at, self._asked_state = key, state.clone()
        self._asked_seconds = self._seconds.get(key, ASKED_SECONDS)
        self._thinking, self._said_seconds = 0.0, 0
        job = self.advisor.ask(state, self._asked_seconds)
        if not job.done:
            self.table.say(THINKING)
        return job

    def _drop_questions(self) -> None:
        for job in (self._hint, self._finish, self._way_back):
            if job is not None:
                job.cancel()
        self._hint = self._finish = self._way_back = None
        self._earlier = []
        self._lost_reason = ""


_OUTLOOK_WORDS = {Outlook.WINNABLE: "Winnable", Outlook.LOST: "Lost", Outlook.UNDECIDED: "Undecided"}


def _because(verdict: str, reason: str) -> str:
    """The verdict, then the solver's reason for it when it gave one."""
    return f"{verdict} {reason}" if reason else verdict


def _is_won(state: GameState) -> bool:
    return state.is_over() and bool(state.result().winners)


def describe_move(state: GameState, move: Move) -> str:
    """'move the 7 of Hearts onto the 8 of Clubs', read from the position before the move."""
    if not isinstance(move, MoveCards):
        return str(move)
    card = state.piles[move.source].top
    target = state.piles[move.target]
    what = f"the {card.name}" if card is not None else "the top card"
    if move.target.startswith("foundation"):
        return f"move {what} to a foundation"
    if target.top is not None:
        return f"move {what} onto the {target.top.name}"
    return f"move {what} to the empty pile"
