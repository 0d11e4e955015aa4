"""The request a prompt carries, as the offline model reads it.

Nodes put the request in their prompts as a ``<request>`` JSON block
(:meth:`mines.request.Request.prompt_block`); the offline skills read that block. A prompt
without one (a caller that sends only a ``<question>``) is read the way a model reads
words: its question is read into a request here.
"""

from __future__ import annotations

from mines.prompt_format import read_tag
from mines.read_question import read_question
from mines.request import Request


def request_in(prompt: str) -> Request:
    """The prompt's ``<request>``; else its ``<question>`` (else the whole prompt) read."""
    found = Request.from_prompt(prompt)
    if found is not None:
        return found
    tagged = read_tag(prompt, "question")
    return read_question(prompt if tagged is None else tagged)
