"""Metric labels as documents print them, compiled into one fast matcher for the extractor.

Built from :data:`mines.measures.registry.METRICS` ``doc_labels`` and
:data:`mines.measures.registry.BLOCKING_LABELS`. The labels are compiled into a single
regular expression shaped like a trie (labels sharing their first words share a branch), so
a 300-page report is scanned once per sentence without trying every label at every
position. An optional basis word in front ("underlying", "statutory", "reported",
"attributable") is read apart from the label, so "Underlying earnings before interest, tax,
depreciation and amortisation" is EBITDA on an underlying basis, never "underlying
earnings".

This module belongs to the extractor; the verifier has its own reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from mines.figures.basis_words import UNDERLYING_WORDS
from mines.figures.signs import without_sign_pair
from mines.measures.registry import BLOCKING_LABELS, METRICS

_TOKEN = re.compile(r"[a-z0-9]+|[^\sa-z0-9]")
_BASIS_WORDS = {
    "underlying": "underlying",
    "statutory": "statutory",
    "reported": "statutory",
    "attributable": "attributable",
    "headline": "headline",
}


def norm_label(text: str) -> str:
    """Lower-case words only.

    ``"Purchases of property, plant & equipment"`` becomes ``"purchases of property plant
    and equipment"``.
    """
    text = text.lower().replace("&", " and ").replace("’", "'")
    text = re.sub(r"\bcashflow", "cash flow", text)  # one word or two, the same measure
    return " ".join(re.findall(r"[a-z0-9]+", text))


def _token_pattern(token: str) -> str:
    if token == "and":
        return r"(?:and|&)"
    if token[0].isalnum():
        return re.escape(token)
    return {
        ",": r",?",
        "/": r"\s*/\s*",
        "(": r"\(\s*",
        ")": r"\s*\)",
        "&": r"(?:&|and)",
        "'": r"['’]?",
        "-": r"[\s-]*",
    }.get(token, re.escape(token) + "?")


def _separator(prev: str | None, token: str) -> str:
    if prev is None:
        return ""
    if prev == "cash" and token.startswith("flow"):
        return r"[\s-]*"  # "free cashflow" is printed as one word too
    if prev[0].isalnum() and token[0].isalnum():
        return r"[\s-]+"
    return r"\s*"


def _tokens(label: str) -> list[str]:
    return _TOKEN.findall(label.lower().replace("’", "'"))


def _trie_pattern(labels: list[str]) -> str:
    trie: dict[str, Any] = {}
    for label in labels:
        node = trie
        for token in _tokens(label):
            node = node.setdefault(token, {})
        node[""] = {}

    def build(node: dict[str, Any], prev: str | None) -> str:
        branches = []
        # Longer continuations first: the regex engine then prefers the longest label.
        for token in sorted((t for t in node if t), key=lambda t: (-_depth(node[t]), t)):
            branches.append(
                _separator(prev, token) + _token_pattern(token) + build(node[token], token)
            )
        if not branches:
            return ""
        alternation = "(?:" + "|".join(branches) + ")"
        return alternation + "?" if "" in node else alternation

    return build(trie, None)


def _depth(node: dict[str, Any]) -> int:
    children = [v for k, v in node.items() if k]
    return 1 + max((_depth(c) for c in children), default=0)


@dataclass(frozen=True)
class LabelHit:
    """One metric label found in text."""

    start: int
    end: int
    metric: str | None
    """Canonical key, or None for a blocking label (a quantity that is no metric)."""
    basis: str | None
    negate: bool
    """A net-cash label: the stated amount is net debt with the opposite sign."""
    text: str


_LABEL_METRIC: dict[str, str | None] = {}
for _m in METRICS:
    for _label in _m.doc_labels:
        _LABEL_METRIC.setdefault(norm_label(_label), _m.key)
for _label in BLOCKING_LABELS:
    _LABEL_METRIC.setdefault(norm_label(_label), None)
# "margin" alone is EBITDA margin only right after an EBITDA figure ("a record margin").
_LABEL_METRIC["margin"] = "~margin"
_LABEL_METRIC["record margin"] = "~margin"

_ALL_LABELS = sorted(
    {lbl for m in METRICS for lbl in m.doc_labels} | set(BLOCKING_LABELS) | {"margin"},
    key=len,
    reverse=True,
)
LABEL_RE = re.compile(
    # "reported attributable profit after tax": the verb's next word is the basis
    r"(?<![A-Za-z0-9])(?:(?P<basis>underlying|statutory|attributable|headline|"
    r"reported(?![\s-]+(?:underlying|statutory|attributable)\b))[\s-]+)?"
    r"(?P<label>" + _trie_pattern(_ALL_LABELS) + r")(?![A-Za-z0-9])",
    re.IGNORECASE,
)


BASIS_TWINS: dict[str, str] = {
    "statutory_npat": "underlying_npat",
    "underlying_npat": "statutory_npat",
    "underlying_ebitda": "statutory_ebitda",
    "statutory_ebitda": "underlying_ebitda",
}
"""One measure on the other basis: a document printing either names the measure asked
("Profit after tax before significant items" beside "Profit after tax attributable")."""


def with_basis(metric: str | None, basis: str | None) -> tuple[str | None, str | None]:
    """The metric and basis a basis word turns a label's metric into.

    ``underlying`` + an NPAT label is underlying NPAT; None when the combination makes no
    sense.
    """
    if metric is None or basis is None:
        return metric, basis
    if metric == "statutory_npat":
        return ("underlying_npat", "underlying") if basis == "underlying" else (metric, basis)
    if metric == "underlying_npat":
        return (metric, basis) if basis in {"underlying", "attributable"} else (None, None)
    if metric == "underlying_ebitda":
        return ("statutory_ebitda", "statutory") if basis == "statutory" else (metric, basis)
    if metric == "statutory_ebitda":
        return (metric, basis) if basis == "statutory" else (None, None)
    return metric, basis


def _label_basis(label: str) -> str | None:
    words = label.split()
    if words and words[0] in _BASIS_WORDS:
        return _BASIS_WORDS[words[0]]
    return "attributable" if "attributable" in words else None


def _names_basis(label: str) -> bool:
    """Whether a label names its own basis, first or after whose it is ("group underlying")."""
    words = label.split()
    if words[:1] in (["group"], ["consolidated"]):
        words = words[1:]
    return _label_basis(" ".join(words)) is not None


def resolve(basis_word: str | None, label_text: str) -> tuple[str | None, str | None, bool]:
    """``(metric, basis, negate)`` for one match of :data:`LABEL_RE`."""
    label = norm_label(label_text)
    if basis_word and basis_word.lower() == "reported" and _names_basis(label):
        basis_word = None  # "the miner reported (group) underlying EBITDA of": a verb
    basis = _BASIS_WORDS.get((basis_word or "").lower())
    full = f"{(basis_word or '').lower()} {label}".strip()
    if basis_word and full in _LABEL_METRIC:
        metric: str | None = _LABEL_METRIC[full]
        basis = _label_basis(full)
    else:
        metric = _LABEL_METRIC.get(label)
        metric, basis = with_basis(metric, basis or _label_basis(label))
    negate = metric == "net_debt" and label.startswith("net cash")
    return metric, basis, negate


def find_labels(text: str) -> list[LabelHit]:
    """Every metric or blocking label in ``text``, leftmost-longest, in order."""
    hits: list[LabelHit] = []
    for m in LABEL_RE.finditer(text):
        metric, basis, negate = resolve(m.group("basis"), m.group("label"))
        hits.append(LabelHit(m.start(), m.end(), metric, basis, negate, m.group(0)))
    return hits


def label_metric(label: str) -> tuple[str | None, str | None, bool] | None:
    """The metric a whole table row label names, or None when it is not exactly a label.

    ``label`` is already stripped of footnote markers and units; a result printed both ways
    ("Net profit/(loss) after tax") is read as its result word names it.
    """
    m = LABEL_RE.fullmatch(without_sign_pair(label).strip())
    if m is None:
        # "Net (loss)/profit after tax attributable to members of the parent": a result
        # printed both ways, whose owners' tail alone keeps it from a registry label
        owners = without_owners(label) if _LOSS_OR_PAIR.search(label) else label
        return None if owners == label else label_metric(owners)
    return resolve(m.group("basis"), m.group("label"))


def result_core(label: str) -> str:
    """``label`` as a row's metric is read from it (the verifier reads rows so too).

    Whose result it is ("attributable to members of the parent") is left out when only that
    tail keeps the label from naming a registry label.
    """
    if LABEL_RE.fullmatch(without_sign_pair(label).strip()) is not None:
        return label
    core = without_owners(label)
    return core if LABEL_RE.fullmatch(without_sign_pair(core).strip()) is not None else label


_LOSS_OR_PAIR = re.compile(r"\bloss\b|\(\s*loss\s*\)|/", re.IGNORECASE)

_OWNERS_TAIL = re.compile(
    r"(?<=\w)\s+(?:attributable|belonging)\s+to\s+(?:the\s+)?(?:ordinary\s+)?"
    r"(?:members|owners|shareholders|equity\s+holders|holders\s+of\s+ordinary\s+shares)"
    r"(?P<of>\s+of\s+(?:the\s+)?[\w&.'’ -]{1,40}?)?\s*$",
    re.IGNORECASE,
)
"""Who a result belongs to, printed after it: "... attributable to members of the parent",
"... attributable to owners of Mineral Resources Limited"."""


def without_owners(label: str) -> str:
    """``label`` without the owners its result belongs to, else ``label`` as it is.

    "Net (loss)/profit after tax attributable to members of the parent" is "Net
    (loss)/profit after tax": the members' result is the statutory one.
    """
    m = _OWNERS_TAIL.search(label)
    return label[: m.start()] if m and label[: m.start()].strip() else label


_NOT_ONE_OFF = re.compile(r"\b(?:tax\w*|interest|depreciation|amorti[sz]ation|d&a)\b", re.I)


def left_out_label(label: str) -> tuple[str | None, str | None, bool] | None:
    """A row label naming a registry label by what it leaves out, read as its underlying form.

    "Profit after tax before significant items" is underlying NPAT, "EBITDA excluding
    one-offs" underlying EBITDA: the label before the left-out clause names the measure, the
    clause its basis. A clause leaving out tax or interest ("Profit before tax and
    significant items") names another line, and no metric is read.
    """
    m = UNDERLYING_WORDS.search(label)
    if m is None or m.end() < len(label.rstrip(" .:")) or _NOT_ONE_OFF.search(m.group(0)):
        return None
    named = label[: m.start()].rstrip(" ,-–—(")
    hit = label_metric(named)
    if hit is None or hit[0] is None:
        return None
    if hit[0] not in BASIS_TWINS:
        # "Earnings per share excluding exceptional items": a measure the registry prints
        # on an underlying basis ("Underlying earnings per share") is that one; "Revenue
        # excluding one-offs" names no basis of revenue
        return (hit[0], "underlying", hit[2]) if _underlying_label(hit[0], named) else None
    metric, basis = with_basis(hit[0], "underlying")
    return (metric, basis, hit[2]) if metric else None


def _underlying_label(metric: str, label: str) -> bool:
    """Whether the registry prints ``label`` of ``metric`` with "Underlying" in front."""
    return _LABEL_METRIC.get(norm_label(f"underlying {label}")) == metric
