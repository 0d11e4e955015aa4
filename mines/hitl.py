"""Clarification interrupts in langchain's ``HITLRequest`` shape, and their replies.

The payload a clarification interrupts with (:func:`clarification_request`) is read by
three kinds of client:

- agent-chat-ui and Agent Inbox render langchain's ``HITLRequest``
  (``action_requests[{name, args, description}]`` + ``review_configs[{action_name,
  allowed_decisions}]``) as a form. agent-chat-ui shows one field per ``args`` key for an
  ``edit`` decision; Agent Inbox maps ``edit`` to its edit form and ``reject`` to its
  "respond" box. The request offers ``respond`` (langchain's decision for "ask the user"
  actions) and ``edit`` (the form both clients draw for a ``reply`` field);
- our chat page, the CLI and API users read the ``question`` and ``original_query`` keys,
  which stay in the payload next to the HITL keys.

A resume value (:func:`parse_resume`) may be any of:

- a plain string: the reply;
- ``{"reply": "..."}``;
- ``{"decisions": [decision]}`` with the decision one of ``{"type": "edit",
  "edited_action": {"name": ..., "args": {"reply": "..."}}}``, ``{"type": "respond" |
  "reject", "message": "..."}`` (agent-chat-ui, langchain), or Agent Inbox's mapped forms
  ``{"type": "reject", "args": "..."}`` and ``{"type": "edit", "args": {"action": ...,
  "args": {"reply": "..."}}}``;
- the older Agent Inbox list ``[{"type": "response", "args": "..."}]`` (or ``"edit"``
  with ``args: {"action", "args"}``).

Anything else, an empty reply included, raises :class:`ResumeError` whose message says
what to send (``empty`` set when it was a reply form sent blank).

:data:`DECLINED` is the resume value of a user who declines to answer: agent-chat-ui's
"Mark as Resolved" sends ``Command(goto=END)``, which the API turns into this resume
(``web/auth.py``); clarify then ends the turn with a short message.
"""

from __future__ import annotations

from typing import Any, NotRequired

from typing_extensions import TypedDict

ACTION_NAME = "clarify"
"""The action a clarification asks the user to complete."""
REPLY_ARG = "reply"
"""The one argument of the action: the user's answer."""
ALLOWED_DECISIONS = ["respond", "edit"]
"""``respond``: answer with a message; ``edit``: fill in the ``reply`` argument."""
MAX_REPLY_CHARS = 1000
DECLINED: dict[str, Any] = {"declined": True}
"""The resume value of "I will not answer this clarification"."""

EXPECTED = (
    'resume with the answer as a string, {"reply": "..."}, or {"decisions": [{"type": '
    '"respond", "message": "..."}]} (or an "edit" decision whose edited_action.args.reply '
    "holds the answer)"
)


class ResumeError(ValueError):
    """A resume value that holds no usable reply; the message says what to send."""

    def __init__(self, message: str, *, empty: bool = False) -> None:
        super().__init__(message)
        self.empty = empty
        """True when the value had the right shape and only the reply was blank."""


def is_declined(value: Any) -> bool:
    """Whether ``value`` is :data:`DECLINED` (the user declined to answer)."""
    return isinstance(value, dict) and value == DECLINED


def is_blank_form(value: Any) -> bool:
    """Whether ``value`` is a HITL reply form (``decisions``) sent with a blank reply."""
    if not isinstance(value, dict) or "decisions" not in value:
        return False
    try:
        parse_resume(value)
    except ResumeError as exc:
        return exc.empty
    return False


class ActionRequest(TypedDict):
    """langchain's ``ActionRequest``."""

    name: str
    args: dict[str, Any]
    description: NotRequired[str]


class ReviewConfig(TypedDict):
    """langchain's ``ReviewConfig``."""

    action_name: str
    allowed_decisions: list[str]


class ClarificationRequest(TypedDict):
    """The interrupt payload: a ``HITLRequest`` plus our own two keys."""

    action_requests: list[ActionRequest]
    review_configs: list[ReviewConfig]
    question: str
    """The clarification question (read by our page, the CLI and API users)."""
    original_query: str
    """The question as the user typed it."""


def clarification_request(question: str, original_query: str) -> ClarificationRequest:
    """The interrupt payload asking ``question`` about ``original_query``."""
    return ClarificationRequest(
        action_requests=[
            ActionRequest(name=ACTION_NAME, args={REPLY_ARG: ""}, description=question)
        ],
        review_configs=[
            ReviewConfig(action_name=ACTION_NAME, allowed_decisions=list(ALLOWED_DECISIONS))
        ],
        question=question,
        original_query=original_query,
    )


def _clean(text: str) -> str:
    return " ".join(text.split())[:MAX_REPLY_CHARS]


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise ResumeError(f"{where} must be a string; {EXPECTED}")
    text = _clean(value)
    if not text:
        raise ResumeError(f"{where} is empty; {EXPECTED}", empty=True)
    return text


def _edited_reply(action: Any, where: str) -> str:
    """The reply in an edited action: ``{"name"|"action": ..., "args": {"reply": ...}}``."""
    if not isinstance(action, dict) or not isinstance(action.get("args"), dict):
        raise ResumeError(f"{where} must be an object with args.{REPLY_ARG}; {EXPECTED}")
    args = action["args"]
    if REPLY_ARG not in args:
        raise ResumeError(f"{where}.args has no {REPLY_ARG!r}; {EXPECTED}")
    return _text(args[REPLY_ARG], f"{where}.args.{REPLY_ARG}")


def _decision(decision: Any, where: str) -> str:
    if not isinstance(decision, dict):
        raise ResumeError(f"{where} must be an object; {EXPECTED}")
    kind = decision.get("type")
    if kind == "edit":
        if "edited_action" in decision:
            return _edited_reply(decision["edited_action"], f"{where}.edited_action")
        return _edited_reply(decision.get("args"), f"{where}.args")  # Agent Inbox
    if kind in {"respond", "reject", "response"}:
        if "message" in decision:
            return _text(decision["message"], f"{where}.message")
        return _text(decision.get("args"), f"{where}.args")  # Agent Inbox
    if kind in {"approve", "accept", "ignore"}:
        raise ResumeError(
            f"a clarification needs an answer, so {kind!r} is not accepted; {EXPECTED}"
        )
    raise ResumeError(f"{where}.type {kind!r} is not one of respond, edit, reject; {EXPECTED}")


def parse_resume(value: Any) -> str:
    """The user's reply in a resume value (whitespace collapsed, at most 1,000 characters).

    Raises:
        ResumeError: No usable reply (empty, an unknown shape, approve/ignore).
    """
    if isinstance(value, str):
        return _text(value, "the answer")
    if isinstance(value, dict):
        if "decisions" in value:
            decisions = value["decisions"]
            if not isinstance(decisions, list) or len(decisions) != 1:
                raise ResumeError(f"decisions must be a list of one decision; {EXPECTED}")
            return _decision(decisions[0], "decisions[0]")
        if REPLY_ARG in value:
            return _text(value[REPLY_ARG], REPLY_ARG)
        raise ResumeError(f"the object has neither 'reply' nor 'decisions'; {EXPECTED}")
    if isinstance(value, list):  # Agent Inbox's older HumanResponse list
        if len(value) != 1:
            raise ResumeError(f"a response list must hold one response; {EXPECTED}")
        return _decision(value[0], "[0]")
    if value is None:
        raise ResumeError(f"the answer is empty; {EXPECTED}")
    raise ResumeError(f"a {type(value).__name__} is not an answer; {EXPECTED}")
