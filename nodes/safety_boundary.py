"""Safety boundary: deterministic checks before any intent analysis.

Personal investment advice gets a boundary answer; abuse gets a short refusal; an
instruction-override attempt is flagged and removed while the question itself, if any,
is still answered.

Input hygiene comes first, in linear time, before any pattern runs: lone surrogates
(invalid UTF-8 sent as JSON escapes) become U+FFFD, control and other non-printable
characters are dropped and whitespace is collapsed, as the CLI does. A question longer
than ``MAX_QUESTION_CHARS`` (the CLI's limit) after that cleaning is refused with a clear
message rather than truncated: a cut question could be answered wrongly, and nothing
downstream (slots, cache, models) then sees the long text. Markup that mimics the
prompt's own sections (``<question>``, ``<document ...>``) is removed and flagged as an
injection, so a question cannot smuggle in a "document" or a second question.
"""

from __future__ import annotations

import re
from typing import Any

from langchain_core.messages import HumanMessage
from langgraph.runtime import Runtime

from mines.context import Context, context_from
from mines.inputs import INJECTION, MAX_QUESTION_CHARS, clean_text, strip_injection
from mines.llm.factory import resolve_spec
from mines.scope import other_language
from mines.slots import extract_slots
from mines.state import MainState

ADVICE = re.compile(
    r"\bshould (i|we) (buy|sell|invest|hold|short|get into)\b|"
    r"\bis \w[\w\s]* a good (buy|investment)\b|\bworth (buying|investing)\b|"
    r"\b(recommend|advise)\w* (me )?(to )?(buy|sell|invest)|\bprice target\b|"
    r"\bwill\b[^.?!]{0,40}\b(share|stock) price\b|\b(share|stock) price (go|rise|fall|drop|climb)|"
    r"\bgood time to (buy|sell|invest)\b|\bput my (money|savings)\b|\bbuy or sell\b|"
    r"股价会|会涨|会跌|"
    r"应该买|该不该买|值得买|买入还是卖出|投资建议|推荐买",
    re.IGNORECASE,
)
ABUSE = re.compile(
    r"\b(fuck\w*|shit\w*|bitch\w*|bastard|asshole|cunt|moron|retard\w*)\b|"
    r"\b(you are|you're|ur) (useless|stupid|an idiot|dumb|garbage)\b|傻逼|滚开|去死",
    re.IGNORECASE,
)
_PROMPT_TAG = re.compile(
    r"</?\s*(?:question|documents?|context|conversation|system)\b[^<>]{0,300}>", re.IGNORECASE
)


ADVICE_ANSWER = (
    "I can't give personal investment advice (whether to buy, sell or hold a share depends on "
    "your circumstances; a licensed adviser can help). I can give you general information: the "
    "reported figures of BHP, Rio Tinto, Fortescue, Mineral Resources and Northern Star for "
    "FY2021-FY2025, such as revenue, profit, dividends and net debt, each cited to its report. "
    "Ask me for the figures you want to look at."
)
ABUSE_ANSWER = (
    "I'm here to help with questions about miners' annual reports. Let's keep it civil; "
    "ask me about a company's figures whenever you're ready."
)
EMPTY_ANSWER = (
    'Please type a question, for example: "What was BHP\'s revenue in FY2024?" I answer '
    "questions about BHP, Rio Tinto, Fortescue, Mineral Resources and Northern Star "
    "(FY2021-FY2025)."
)
TOO_LONG_ANSWER = (
    "Your message is {length:,} characters long; I answer questions of up to {limit:,} "
    "characters. Please send just the question, for example: \"What was BHP's revenue in "
    'FY2024?"'
)
INJECTION_ONLY_ANSWER = (
    "I can't change my instructions or reveal internal configuration. I can answer questions "
    "about the annual reports of BHP, Rio Tinto, Fortescue, Mineral Resources and Northern Star."
)


def _readable(query: str) -> bool:
    """Whether the offline model can read what is asked: a metric named in English or Chinese.

    "Quel était le revenue de BHP en FY2024 ?" is answered; "¿Cuáles fueron los ingresos
    de BHP en 2024?" is not read (no word of it names a metric the model knows).
    """
    return bool(extract_slots(query).metrics)


def _offline(runtime: Runtime[Context] | None) -> bool:
    context = runtime.context if runtime is not None else None
    return resolve_spec(context_from(context).model).provider == "offline"


def last_user_text(state: MainState) -> str:
    """The text of the newest human message."""
    for message in reversed(state.get("messages", [])):
        if isinstance(message, HumanMessage):
            return message.text
    return ""


def other_language_answer(language: str) -> str:
    """The reply to a question the offline model cannot read."""
    return (
        f"This question looks like {language}. The offline model reads questions in English "
        "and Chinese (中文) only; please ask in one of them, for example: \"What was BHP's "
        'revenue in FY2024?" A hosted model (MINES_MODEL) answers other languages.'
    )


def safety_boundary(state: MainState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Classify the raw question; set ``query`` to what is safe to answer.

    An empty question ends the turn with a prompt to ask one (no model, no retrieval); a
    question in another language whose metric the offline model cannot read gets a reply
    saying which languages it reads, when the offline model is the one answering.
    """
    text = clean_text(last_user_text(state))
    if len(text) > MAX_QUESTION_CHARS:
        boundary = {"kind": "too_long", "injection": False, "length": len(text)}
        return {
            "query": "",
            "boundary": boundary,
            "direct_answer": TOO_LONG_ANSWER.format(length=len(text), limit=MAX_QUESTION_CHARS),
            "analysis": {"boundary": boundary},
        }
    tagged = bool(_PROMPT_TAG.search(text))
    if tagged:
        text = " ".join(_PROMPT_TAG.sub(" ", text).split())
    injection = tagged or bool(INJECTION.search(text))
    query = strip_injection(text) if injection else text
    kind: str | None = None
    answer = ""
    if ABUSE.search(text):
        kind, answer = "abuse", ABUSE_ANSWER
    elif ADVICE.search(query):
        kind, answer = "advice", ADVICE_ANSWER
    elif injection and not query:
        kind, answer = "injection", INJECTION_ONLY_ANSWER
    elif not query:
        kind, answer = "empty", EMPTY_ANSWER
    elif (language := other_language(query)) and _offline(runtime) and not _readable(query):
        kind, answer = "language", other_language_answer(language)
    boundary = {"kind": kind, "injection": injection}
    return {
        "query": query,
        "boundary": boundary,
        "direct_answer": answer,
        "analysis": {"boundary": boundary},
    }
