"""The period a number in a sentence is for: the one it names, a comparative's, or the document's.

The first figure of a label is for the period the sentence names, else the document's; a
later one counts only as a comparative ("from X", "(FY2023: X)", "a year earlier"). Part of
the prose reader (:mod:`mines.figures.prose`).
"""

from __future__ import annotations

import re

from mines.figures.comparatives import (
    COMPARED_VALUE_BEFORE,
    COMPARED_WITH,
    EARLIER_ADVERBS,
    LEADING_RELATIVE,
    PERIOD_AFTER_VALUE,
    PRIOR_WORDS,
    RANKED_JOINS,
    RELATIVE_TO_LABEL,
    SIGN_AFTER_PERIOD,
    STATED_AT,
    compared_clause,
    dates_compared_amount,
    dates_labelled_bracket,
    heads_bracket,
    in_later_bracket,
    leads_label,
    movement_base,
)
from mines.figures.division_names import NAME
from mines.figures.labels import LABEL_RE, LabelHit, resolve
from mines.figures.model import Period
from mines.figures.moved_on import MOVED_ON
from mines.figures.period_mentions import PeriodMention, period_mentions
from mines.figures.printed import trim_label
from mines.figures.prose_labels import Reading
from mines.figures.prose_shared_verbs import matter_end
from mines.figures.restated_values import other_basis
from mines.figures.spend_verbs import spent_matter_end
from mines.numbers import Number, find_figures

_COMPARATIVE_TAIL = re.compile(
    rf"\b(?:from|{COMPARED_WITH}|versus|vs\.?|against|relative\s+to|than|on|{RANKED_JOINS}|"
    rf"{EARLIER_ADVERBS})"
    rf"(?:\s+(?:{PRIOR_WORDS}|of))*\s*\(?\s*$",
    re.IGNORECASE,
)


_PERIOD_BEFORE_VALUE = re.compile(
    r"^(?:['’]s)?[\s,(]*(?:(?:it|this|that)\s+)?(?:[:=]|was|were|is|of|totalled|totaling|totalling|at|to|reached|rose\s+to|"
    rf"fell\s+to|{STATED_AT})?[\s:=,(]*$"
    rf"|^{SIGN_AFTER_PERIOD}$",  # "(1H FY24: inflow of $624 million)": the sign's word only
    re.IGNORECASE,
)


_RESTATEMENT = re.compile(
    r"\b(?:restated|restatement|originally\s+reported|as\s+reported|re-presented|"
    r"continuing\s+operations)\b",
    re.IGNORECASE,
)


_TO_GAP = re.compile(r"^\s*(?:,\s*)?to\s*$", re.IGNORECASE)


_NAMES_COMPARED = re.compile(r"(?:['’]s\b|\s*,)\s*\(?\s*", re.IGNORECASE)
"""Between a comparison's period and its amount: "from FY22, US$X", "from FY22's US$X"."""


_FROM_TAIL = re.compile(r"\bfrom\s*$", re.IGNORECASE)


_LABEL_COLON = re.compile(r"\s*[:=]")


_DANGLING = re.compile(
    r"(?:\s+(?:in|for|during|over|of|at|from|across|through(?:out)?)(?:\s+the)?)+\s*$", re.I
)


_PERIOD_TAIL = re.compile(r"[\s-]*(?:year)?[\s.,]*", re.I)


def period_cut(words: str) -> str:
    """``words`` without the period that ends them, as :func:`without_period` cuts a label.

    "Profit attributable to shareholders for the half year": "Profit attributable to
    shareholders"; the words unchanged when no period ends them. Read by the verifier.
    """
    words = words.rstrip()
    for pm in period_mentions(words, "", None):
        if pm.start > 0 and _PERIOD_TAIL.fullmatch(words, pm.end):
            return _DANGLING.sub("", words[: pm.start])
    return words


def without_period(
    sentence: str, hit: LabelHit, label: str, pms: list[PeriodMention]
) -> tuple[LabelHit, str]:
    """A printed label that ends in a period, without it ("interim distribution a year earlier").

    The period is the figure's, read from the mention, not part of its name.
    """
    for pm in pms:
        if pm.start <= hit.start < pm.end < hit.end:
            # "Last year's interim distribution": the period leads the label
            lead = LEADING_RELATIVE.match(sentence, pm.end)
            start = lead.end() if lead else pm.end
            printed = trim_label(sentence[start : hit.end])
            if printed:
                cut = LabelHit(start, hit.end, "", hit.basis, False, printed)
                return cut, printed
        if hit.start < pm.start < hit.end <= pm.end + 1:
            printed = trim_label(_DANGLING.sub("", sentence[hit.start : pm.start]))
            if printed:
                metric, basis = _whole_label(printed, hit.basis)
                cut = LabelHit(hit.start, hit.start + len(printed), metric, basis, False, printed)
                return cut, printed
    return hit, label


def _whole_label(printed: str, basis: str | None) -> tuple[str, str | None]:
    """The metric of a label cut short of a period, when what is left is a label itself.

    "Attributable profit for the year to 30 June": "profit for the year" is the label the
    period cut, but "attributable profit" left names the measure on its own; anything else
    left is only printed words.
    """
    whole = LABEL_RE.fullmatch(printed)
    if whole is None:
        return "", basis
    metric, named, _ = resolve(whole.group("basis"), whole.group("label"))
    return (metric, named) if metric else ("", basis)


def figure_period(
    sentence: str,
    reading: Reading,
    earlier: list[Reading],
    pms: list[PeriodMention],
    used: set[int],
    hits: list[LabelHit],
    nums: list[Number],
    n_index: int,
    doc: Period | None,
) -> Period | None:
    """The period of ``reading``: the one its sentence names, a comparative's, or the document's."""
    num, hit = reading.num, reading.hit
    next_num = nums[n_index + 1].start if n_index + 1 < len(nums) else len(sentence)
    # 0. A compared period's own clause ("Compared with FY24, when gold fetched A$X an
    # ounce, ...": X is FY24's), never the sentence's current period.
    clause = compared_clause(sentence, pms, num.start)
    if clause is not None and clause not in used:
        used.add(clause)
        if pms[clause].relative:
            return _relative_period(earlier, sentence, pms, used, num, hit, doc)
        return pms[clause].period
    # 1. A period named right after the value ("US$53.8 billion in FY2023", "218 kt of
    # spodumene in FY24", "a 90 cent interim dividend for H1 FY23": the matter or name
    # printed right after a value is its own words).
    own_end = max(
        matter_end(sentence, num.start, num.end),
        spent_matter_end(sentence, num.start, num.end),  # "spent $X on plant in FY23"
    )
    next_hit = next((h.start for h in hits if h.start >= max(num.end, own_end)), len(sentence))
    limit = min(next_num, next_hit, own_end + 60)
    anchor = earlier[-1].num.end if earlier else hit.end
    for i, pm in enumerate(pms):
        if (
            num.end <= pm.start < limit
            and PERIOD_AFTER_VALUE.match(sentence[own_end : max(own_end, pm.start)])
            and not _LABEL_COLON.match(sentence, pm.end)
            and not heads_bracket(sentence, pm.start, pm.end)  # "X (FY24 US$Y)": Y's period
        ):
            used.add(i)
            if pm.relative:
                return _relative_period(earlier, sentence, pms, used, num, hit, doc)
            return pm.period
    # 1b. A bracket headed by a period and naming its measure ("(FY24: underlying EBITDA of
    # $1.06 billion)"): the bracket's period, never the sentence's.
    for i, pm in enumerate(pms):
        bracketed = dates_labelled_bracket(sentence, pm.start, pm.end, hit.start, num.start)
        if i not in used and bracketed:
            used.add(i)
            if pm.relative:
                return _relative_period(earlier, sentence, pms, used, num, hit, doc)
            return pm.period
    # 1c. A half or year leading the value's own label ("a first-half loss of $807
    # million", even after "compared with"): the label's period, never the sentence's.
    for i, pm in enumerate(pms):
        if i not in used and not pm.relative and leads_label(sentence, pm.end, hit.start):
            used.add(i)
            return pm.period
    # 1d. A compared value led by its own period ("... compared with a first-half loss of
    # $807 million"): the measure before, for that period.
    for i, pm in enumerate(pms):
        if (
            earlier
            and i not in used
            and not pm.relative
            and anchor <= pm.start
            and _COMPARED_LEAD.fullmatch(sentence, anchor, pm.start)
            and _OWN_RESULT.fullmatch(sentence, pm.end, num.start)
        ):
            used.add(i)
            return pm.period
    # 2. A period named right before it ("(FY2023: US$13.4 billion)", "for FY2024: ...").
    for i, pm in enumerate(pms):
        if i in used or not (anchor <= pm.start and pm.end <= num.start):
            continue
        if _PERIOD_BEFORE_VALUE.match(sentence[pm.end : num.start]):
            if pm.relative and movement_base(sentence, pm.start, pm.end, num.start):
                used.add(i)  # "up 21 per cent on the prior year to X": X is the current value
                return _base_period(sentence, pms, used, num, hit, doc)
            if pm.relative:
                used.add(i)
                return _relative_period(earlier, sentence, pms, used, num, hit, doc)
            if _COMPARATIVE_TAIL.search(sentence[anchor : pm.start]):
                if _NAMES_COMPARED.fullmatch(sentence, pm.end, num.start):
                    used.add(i)  # "down 36% from FY22, US$29.3bn": the compared amount's
                    return pm.period
                continue
            used.add(i)
            return pm.period
    # 2b. A relative period leading the label ("Last year's interim distribution was 90
    # US cents", "Last year, revenue was ..."): the period before the current one.
    for i, pm in enumerate(pms):
        if pm.relative and _HEADS_SENTENCE.fullmatch(sentence[: pm.start]):
            if sentence[pm.end :].lstrip().startswith(":"):
                # "Previous corresponding period: revenue of X and profit of Y": all of it
                return _relative_period(earlier[:0], sentence, pms, used, num, hit, doc)
        if i in used or not pm.relative or pm.end > hit.start:
            continue
        if COMPARED_VALUE_BEFORE.search(sentence, max(0, pm.start - 40), pm.start):
            continue  # "from $1.08 a year earlier, a payout of": the $1.08's period
        if RELATIVE_TO_LABEL.fullmatch(sentence[pm.end : hit.start]):
            used.add(i)
            return _relative_period(earlier, sentence, pms, used, num, hit, doc)
    base = _base_period(sentence, pms, used, num, hit, doc)
    current = earlier[0].period if earlier and not earlier[0].from_to else base
    # 3. A comparative ("from X", "compared with X"): the period before the current one.
    tail = sentence[anchor : num.start]
    if earlier and earlier[-1].from_to and _TO_GAP.match(tail):
        return base  # "from X to Y": Y is the current value
    if _COMPARATIVE_TAIL.search(tail) and not _PART_ON.search(tail):
        if _RESTATEMENT.search(sentence):
            return None  # "X restated, against Y as originally reported": same year, two bases
        if not earlier:
            reading.from_to = bool(_FROM_TAIL.search(tail) or MOVED_ON.search(tail))
        return current.prior() if current is not None else None
    if earlier and other_basis(sentence, earlier[-1].num, num):
        return current  # "256.6 Mt (290 Mt on a 100% basis)": the same year on another basis
    if earlier:
        return None  # a second value for the same label, not a comparative: not guessed
    return base


_PART_ON = re.compile(rf"(?:[,;]|\b(?:with|while|and))\s+(?:the\s+)?(?:{NAME})\s+on\s*$", re.I)
"""A part named with its own amount after "on" (", with aluminium and lithium on $4.6bn"): that
part's figure for the same period, not a comparison's base."""


_COMPARED_LEAD = re.compile(
    rf"[\s,]*(?:{COMPARED_WITH}|from|against|versus|vs\.?)\s+(?:(?:a|an|the|its)\s+)?", re.I
)
_OWN_RESULT = re.compile(
    r"[\s-]*(?:(?:net\s+|statutory\s+|underlying\s+)?(?:loss|profit|result|earnings)"
    r"(?:\s+after\s+tax)?\s+of|:)?\s*",
    re.I,
)
"""The result's own noun between a compared period and its value ("a first-half loss of")."""
_HEADS_SENTENCE = re.compile(r"[\s*_#>-]*")
"""Before a period that heads its sentence: nothing, or list and emphasis marks."""


def _relative_period(
    earlier: list[Reading],
    sentence: str,
    pms: list[PeriodMention],
    used: set[int],
    num: Number,
    hit: LabelHit,
    doc: Period | None,
) -> Period | None:
    """The period a relative mention ("the prior year", "pcp") names: the one before."""
    current = earlier[0].period if earlier else _base_period(sentence, pms, used, num, hit, doc)
    return current.prior() if current is not None else None


def _base_period(
    sentence: str,
    pms: list[PeriodMention],
    used: set[int],
    num: Number,
    hit: LabelHit,
    doc: Period | None,
) -> Period | None:
    """The period the sentence names before ``num`` (not a comparison base), else ``doc``."""
    named: set[Period | None] = set()
    for taken in (False, True):
        # "Output in 2024 totalled X, with Y of bauxite mined": a period an earlier label
        # took is still the sentence's when it names no other
        for i, pm in enumerate(pms):
            if (i in used) != taken or pm.end > num.start or pm.relative:
                continue
            if _COMPARATIVE_TAIL.search(sentence[max(0, pm.start - 30) : pm.start]):
                continue
            if heads_bracket(sentence, pm.start, pm.end):
                continue  # "(1H24: X)": the bracketed amount's period, not the sentence's
            if dates_compared_amount(sentence, pm.start):
                continue  # "ahead of US$4.8 billion in FY23, and X": the compared amount's
            named.add(pm.period)
        if named:
            break
    if len(named) == 1:
        return named.pop()
    if len(named) > 1:
        return None
    for pm in pms:
        if (
            pm.start >= num.end
            and not pm.relative
            and pm.period != doc
            and _DATED_BY.search(sentence[max(0, pm.start - 20) : pm.start])
            and not _COMPARED.search(sentence[num.end : pm.start])
            # ", including A$131 million generated in the first half": another clause's value
            and not re.search(r"[,;]\D*\d", sentence[num.end : pm.start])
            # "US$6.1bn (US$7.2bn in FY24)": the bracketed comparative's period
            and not in_later_bracket(sentence, num.end, pm.start)
            # "X was $A; in FY24 it was $B": the later clause's period, for its own value
            and not (
                _LATER_CLAUSE.search(sentence, num.end, pm.start)
                and find_figures(sentence[pm.end :])
            )
        ):
            # "Wodgina 201 kt of concentrate in FY24": the sentence dates its values
            # after them, apart from the value; the document's period is not theirs
            return None
    return doc


_LATER_CLAUSE = re.compile(r";|,\s*(?:and|while|but|whereas)\b", re.IGNORECASE)
_DATED_BY = re.compile(r"\b(?:in|for|during|over|across)\s+(?:the\s+)?$", re.IGNORECASE)
"""Words that date a sentence's result by the period after them ("... in FY24")."""
_COMPARED = re.compile(
    r"\b(?:from|compared|versus|vs\.?|against|than|since|before|after|until|by|to)\b",
    re.IGNORECASE,
)
"""Words after a value that make a later period some other value's, or no result's."""
