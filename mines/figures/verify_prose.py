"""Check a claimed figure against one sentence of the cited text.

The value is found first, then only what surrounds it is read: the nearest metric label
before it (or a verb and a commodity: "sold 1,621 koz of gold"), a printed label on no
list (:mod:`mines.figures.verify_printed_label`), the period words around it
(:mod:`mines.figures.verify_periods`), and the words that make it a target, a change, a
segment's, another company's or a loss.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.balance_idioms import balance_idiom
from mines.figures.cash_verbs import brought_in, left_at
from mines.figures.deducted_labels import deducted
from mines.figures.dividend_phrases import dividend_label_compared, half_year_payout
from mines.figures.division_subjects import (
    SEGMENT_BEFORE,
    SEGMENT_WINDOW,
    division_subject,
    part_after,
    part_after_value,
)
from mines.figures.draft_claims import _CHANGE_BEFORE, Claim
from mines.figures.earnings_a_share import earnings_a_share
from mines.figures.forward_context import look_back, without_met_guidance
from mines.figures.fronted_commodity import fronted_volume
from mines.figures.half_dividends import half_named_kind
from mines.figures.labels import LabelHit
from mines.figures.model import DocContext, Period
from mines.figures.movements import is_movement
from mines.figures.nil_dividends import said_to_be_total
from mines.figures.owned_clauses import owned_whole
from mines.figures.paid_at_half import paid_in_month
from mines.figures.period_mentions import period_mentions
from mines.figures.press_asides import (
    CarriedBasis,
    carried_basis,
    carried_metric,
    fronted_label_start,
    interrupting_aside,
)
from mines.figures.printed import QUANTITY_NOUN
from mines.figures.printed_dividends import denied, payment_clause, printed_dividend_kind
from mines.figures.prose_enumerations import carried_measure, division_of, named_aside
from mines.figures.prose_labels import SAME_BASIS
from mines.figures.prose_per_share import (
    PER_SHARE_OF,
    TOTAL_BETWEEN,
    restates_amount,
    said_for_the_year,
    unkinded_year_total,
)
from mines.figures.prose_signs import LOSS_AFTER
from mines.figures.prose_volumes import passive_volume, site_after, stated_site, verb_hits
from mines.figures.quantities import OUNCES_AFTER, TONNES_AFTER, share_dollar_currency
from mines.figures.restated_values import other_basis
from mines.figures.result_verbs import before_tax, result_verb
from mines.figures.signs import CASH_USED, NET_FLOWS, SAID_NEGATIVE
from mines.figures.spend_verbs import spent_at
from mines.figures.verify_context import range_end, sensitivity
from mines.figures.verify_items import item_words
from mines.figures.verify_led_lines import led_line_metric
from mines.figures.verify_periods import _period_of_value
from mines.figures.verify_printed_label import (
    _check_printed_prose,
    _names_value,
    _paraphrased,
    _printed_is_claimed,
    _printed_start,
    names_prior,
    paraphrased_metric,
    printed_dividend,
    printed_words,
    prior_of,
)
from mines.figures.verify_reasons import (
    _DIVIDEND_WORD,
    NO_METRIC,
    _Amount,
    _claim_family,
    _currency_reason,
    _decimals,
    _dividend_reason,
    _kind_expected,
    _label_at,
    _label_reason,
    _metric_reason,
    _metric_with_basis,
    _nearest_label,
    _period_reason,
    _printed_as_claimed,
    _sign_reason,
    label_after_of,
    paid_in_a_year_reason,
    stated_dividend_kind,
)
from mines.figures.verify_restated import restated_named
from mines.figures.verify_volumes import (
    BASES,
    listed_volume,
    restated_reason,
    site_metric_at,
    site_volume_at,
    volume_clause,
    whole_metric,
)
from mines.figures.volume_unit_nouns import apposed_site, implied_unit, unit_noun_volume
from mines.measures.registry import METRIC_BY_KEY
from mines.measures.sites import (
    VOLUME_METRICS,
    find_sites,
)
from mines.measures.words import SIGNED_METRICS, VERB_METRICS, VOLUME_VERBS
from mines.numbers import Number, find_figures
from mines.question.companies import COMPANY_NAMES, REPORTING_CURRENCY, find_companies


def _prose_amount(num: Number, company: str, after: str = "", before: str = "") -> _Amount:
    after = implied_unit(before, company) + after  # "Ounces sold slipped to 773,000"
    unit = (num.unit or "").lower()
    if not unit and not num.currency and OUNCES_AFTER.match(after):
        unit = "oz"
    if not unit and not num.currency and TONNES_AFTER.match(after):
        unit = "tonnes"  # "17.3 million wet tonnes", "214,000 dry tonnes"
    decimals = _decimals(num.text)
    currency = REPORTING_CURRENCY.get(company) if num.currency == "$" else num.currency
    if num.currency == "$" and not unit and num.scale == 1 and abs(num.value) < 50:
        currency = share_dollar_currency(company)  # "paid a $1.75 dividend": a sum a share's
    scale = num.scale
    family: str | None
    rate = unit in {"mtpa", "ktpa"}
    if unit == "%":
        family = "percent"
    elif unit == "cents per share":
        family = "per_share"
    elif unit == "per share":
        family, scale = "per_share", 100.0 * scale
        if num.currency == "$":  # "$1.00 a share": the currency paid in, as the reader has it
            currency = share_dollar_currency(company)
    elif unit in {"mt", "mtpa"}:
        family, scale = "tonnes", 1e6
    elif unit in {"kt", "ktpa"}:
        family, scale = "tonnes", 1e3
    elif unit in {"wmt", "dmt", "tonnes", "t"}:  # "214,000t"
        family = "tonnes"
    elif unit in {"koz", "moz", "oz"}:
        family, scale = "ounces", {"koz": 1e3, "moz": 1e6, "oz": scale}[unit]
    elif unit in {"per ounce", "per wmt", "per tonne", "per pound", "per dmt"}:
        family = "unit_cost"
    elif unit.startswith("cents per "):
        family = "unit_cost"  # "457 US cents per pound": a price a unit, as the claim reads it
    elif unit:
        family = unit
    elif num.currency or num.scale > 1:
        family = "money"
    else:
        family = None
    return _Amount(
        family,
        abs(num.value) * scale,
        0.5 * 10.0**-decimals * scale,
        currency,
        num.value < 0,
        rate,
        family == "money" and bool(num.currency) and num.scale == 1 and not unit,
    )


# ---------------------------------------------------------------------------------------
# Words around a value: a target, a half, a change

_FORWARD = re.compile(
    r"\b(?:targets?|targeted|targeting|guidance|outlook|strategy|strategic|capacity|forecast|"
    r"ambition|aspiration|aims?\s+to|plans?\s+to|planned|budget|nameplate|run[\s-]rate|"
    r"life[\s-]of[\s-]mine|project\s+cost|capital\s+cost|expected|expects?|estimated?|"
    r"potential|by\s+(?:FY\s*)?20\d\d)\b",
    re.I,
)
_HALF_IN_TEXT = re.compile(
    r"(?<![A-Za-z0-9])(?:first[\s-]+half|second[\s-]+half|1H|2H|H1|H2|half[\s-]+year|"
    r"six\s+months|the\s+half)(?![A-Za-z0-9])",
    re.I,
)
_CHANGE_AFTER = re.compile(
    r"^\s*(?:increase|decrease|higher|lower|rise|fall|up|down|growth|percentage\s+points?)\b",
    re.I,
)


_LOSS = re.compile(r"(?<![/(])\b(?:loss|losses)\b(?!\s*\))", re.I)
_VERB_FORM = re.compile(
    rf"^\s*(?:{QUANTITY_NOUN}\s+)?(?:of\s+)?"
    r"(?:(?:spodumene\s+)?concentrate\s+|payable\s+)?(gold|iron\s+ore|copper|spodumene)",
    re.I,
)
"""What a verb's number is of ("1,621 koz of gold", "19 million wet tonnes of iron ore")."""
_MAX_LABEL_DISTANCE = 160
_OWNERS_ONLY = frozenset({"dividends_per_share", "payout_ratio", "earnings_per_share"})


def _carried(sentence: str, prior: Number, pronoun: CarriedBasis) -> str | None:
    """The measure of the amount ``prior`` on the basis a pronoun's clause carries it to."""
    before = _nearest_label(sentence, prior.start, max(0, prior.start - _MAX_LABEL_DISTANCE))
    if before is not None and before.metric:
        metric = _metric_with_basis(before, sentence)[0]
    else:  # "Profit attributable to owners was $X", "The group earned $X"
        said = result_verb(sentence, prior.start, prior.end)
        metric = said.metric if said else paraphrased_metric(sentence, prior)
    return carried_metric(metric, pronoun.basis)


_OF_AFTER = re.compile(r"\s+(?:of|in)\s+(?:the\s+)?")
_CLAUSE_BREAK = re.compile(r"[,;:()]|\s[–—]\s")
"""Where the phrase after a value ends: the next clause names another figure."""


def _check_prose(
    claim: Claim,
    sentence: str,
    num: Number,
    ctx: DocContext,
    carried: str | None = None,
    previous: str | None = None,
    earlier: list[str] | None = None,
) -> str | None:
    """None when the sentence supports the claim at ``num``, else the reason it does not.

    ``carried`` is the dividend kind the sentence before names (a payment to holders in
    this one that names no dividend is that one); ``previous`` is that sentence, when it
    is of the same paragraph ("the average was $X an ounce" names its price); ``earlier``
    all the paragraph's sentences before (a division's amount of the measure they state).
    """
    prev = [n for n in find_figures(sentence) if n.end <= num.start][-1:]
    restated = bool(claim.metric and prev and other_basis(sentence, prev[0], num))
    owned = owned_whole(sentence, num, find_figures(sentence)) if claim.metric else None
    if restated or owned:  # "WAIO output was 256.6 Mt (290 Mt on a 100% basis)", "285 Mt, of
        # which BHP's share was 253 Mt": named as the value before, on the basis its words state
        bare = ", ".join(w for w in (claim.qualifier or "").split(", ") if w not in BASES)
        whole = owned[0] if owned else prev[0]
        claimed = replace(claim, qualifier=bare or None, metric=whole_metric(claim.metric, bare))
        return (restated_reason(claim, sentence, num) if restated else None) or _check_prose(
            claimed, sentence, whole, ctx, carried, previous
        )
    amount = _prose_amount(num, ctx.company, sentence[num.end :], sentence[: num.start])
    if not claim.metric:
        shared = carried_measure(earlier or [])
        return _check_printed_prose(claim, sentence, num, ctx, amount, previous, shared)
    named = _nearest_label(sentence, num.start, max(0, num.start - _MAX_LABEL_DISTANCE))
    named = named or restated_named(sentence, num)  # "... to its owners ..., or 18.3c a share"
    own_clause = volume_clause(sentence, named.end, num.start) if named is not None else 0
    if own_clause:  # "Copper output slipped, yet iron ore output reached": the clause's own
        named = _nearest_label(sentence, num.start, own_clause)
    # "US$2.4bn of operating cash and US$0.7bn of free cash flow": the label after is its own
    prior_owns = names_prior(sentence, num)
    if prior_owns:
        named = None
    metric: str | None
    basis: str | None = None
    verb = re.search(rf"\b({VOLUME_VERBS})\s+(?:[\w-]+\s+){{0,3}}$", sentence[: num.start], re.I)
    follow = _VERB_FORM.match(sentence[num.end :])
    # "(1H24: 204k dmt SC6)" after "Shipments totalled 261k dmt SC6": the value it restates
    named_at = prior_of(sentence, num) or num
    listed = next(
        (
            h
            for h in verb_hits(sentence, [])
            if h.end <= named_at.start and not sentence[h.end : named_at.start].strip()
        ),
        None,
    )  # "shipped 17 Mt of iron ore and 485 kt (dry) of spodumene": the verb names each item
    # the label of "US$3.9bn of capital spending" in its own phrase, never the next clause's
    clause_end = _CLAUSE_BREAK.search(sentence, num.end, min(len(sentence), num.end + 60))
    after_end = clause_end.start() if clause_end else min(len(sentence), num.end + 60)
    after_label = label_after_of(sentence, num.end) or _nearest_label(sentence, after_end, num.end)
    site_volume = site_volume_at(sentence, num, ctx.company)
    # "60 cents a share as the final dividend", "an interim dividend of 72 cents and 74
    # cents as the final dividend": the dividend named after the value is its own
    named_after = paid_in_month(sentence, num, ctx.company) or dividend_label_compared(
        sentence, num, carried, ctx.period
    )  # "The Board paid 15 cents a share in March": the interim, by the company's year
    passive = passive_volume(sentence, num) or unit_noun_volume(sentence, num, ctx.company)
    in_list = listed_volume(claim, sentence, num, named.end if named else 0)  # ", copper 883kt"
    after_kind: str | None = None
    printed_after = sentence[num.end : after_end] if prior_owns else ""
    prior = [f for f in find_figures(sentence) if f.end <= num.start][-1:]
    said = result_verb(
        sentence, num.start, num.end, (prior[0].start, prior[0].end) if prior else None
    )
    if said is not None and named is not None and named.metric and named.start >= said.start:
        said = None  # a registry label among the verb's words: read as it always is
    inner = interrupting_aside(sentence, num)
    if inner is not None and named is not None and named.start < inner[0]:
        named = None  # "Net debt — up from $X last year — was": the aside's own amount
    if named and after_label and deducted(sentence, named.start, named.end, num):
        named = None  # "After capital spending, the half left $X of free cash": free cash
    if (
        named
        and after_label
        and prior
        and prior[0].start >= named.end
        and _OF_AFTER.fullmatch(sentence, num.end, after_label.start)
    ):
        named = None  # "Net debt rose to $A after $B of capital spending": B's own label
    if named is None and (fronted := fronted_label_start(sentence, num)) is not None:
        named = _label_at(sentence, fronted)  # "At $X, underlying earnings were down 11%"
    pronoun = carried_basis(sentence, prior[0].end, num) if prior else None
    held = balance_idiom(sentence, num.start, num.end)  # "owing a net $X": net debt
    if pronoun is not None:
        # "Net earnings were $X; on an underlying basis they were $Y": the measure before
        metric, basis = _carried(sentence, prior[0], pronoun), pronoun.basis
        label_start, named = pronoun.start, None
        if metric is None:
            return NO_METRIC
    elif held is not None:
        metric, label_start, named = "net_debt", held.start, None
    elif named_after is not None and (
        named is None or named.metric != named_after[0].metric or named_after[0].start > num.start
    ):
        metric, label_start, named = named_after[0].metric, num.start, None
        if metric == "payout_ratio":  # "A$1.97 a share, a 70 per cent payout": its own words
            printed_after = named_after[1]
        after_kind = named_after[1].split()[0] if metric == "dividends_per_share" else None
        if after_kind == "declared":
            after_kind = None  # declared with no kind named: the kind is read below
    elif passive is not None:
        metric, label_start, named = passive[0].metric, num.start, None
    elif in_list is not None:  # a later item of a list of volumes: its own, not the first's
        (metric, label_start), named = in_list, None
    elif verb and follow and (named is None or named.end <= verb.start()):
        # "sold 1,621 koz of gold": the verb and the commodity name the metric.
        metric = VERB_METRICS.get((verb.group(1).lower(), follow.group(1).lower().split()[0]))
        label_start = verb.start()
        named = None
        if site_volume is not None:  # "The Pilbara Hub moved 9.7 Mt of iron ore": the hub's
            site = site_volume[2]
            if site and site not in find_sites(f"{claim.qualifier or ''} {claim.label or ''}"):
                return f"the cited value is for {site}"
            metric = site_metric_at(site, metric or "", sentence, num) or metric
    elif listed is not None and (named is None or named.end <= listed.start):
        metric, label_start, named = listed.metric, listed.start, None
    elif site_volume is not None and (named is None or named.end <= site_volume[1]):
        # "the Escondida mine alone producing 644kt": the site names what, the verb how.
        metric, label_start, site = site_volume
        if site and site not in find_sites(f"{claim.qualifier or ''} {claim.label or ''}"):
            return f"the cited value is for {site}"
        named = None
    elif said is not None:  # "the group lost $807 million", "Turnover rose to": the verb's
        metric, basis, label_start, named = said.metric, said.basis, said.start, None
        if said.start > _printed_start(sentence, num.start):  # "After X the result was"
            printed_after = sentence[said.start : num.start]  # the result's own words
    elif (named is None or named.metric is None) and (
        led_by := fronted_volume(sentence, num.start)
    ) is not None:
        # "In copper, ... output reached 2.0 Mt": the commodity the sentence fronts
        metric, label_start, named = led_by.metric, led_by.start, None
    elif (
        (
            named is None
            or named.metric is None
            or _printed_as_claimed(claim, sentence[_printed_start(sentence, num.start) : num.start])
            or _paraphrased(claim, sentence, num)
        )
        and (
            _names_value(claim.label or "", "", sentence[num.end :])
            if prior_owns
            else _printed_is_claimed(claim, sentence, named_at)  # "X fell to $A from $B": X's
            or _names_value(claim.label or "", sentence[: num.start], sentence[num.end :])
        )
    ):
        # A label our lists do not know ("Diluted EPS", "Net profit attributable to BHP
        # shareholders"), or a label the claim repeats word for word ("Net cash from
        # operations"), printed with the very words the claim uses, all before the value
        # or right beside it ("investors get a final payout of US$0.25 a share").
        metric, basis = claim.metric, claim.basis
        label_start = num.start if prior_owns else _printed_start(sentence, named_at.start)
    elif (
        claim.metric == "dividends_per_share"
        and (named is None or named.metric is None)
        and printed_dividend(claim.label or "", sentence, num)
    ):
        # "total distributions of $US10.40 a share", "a one-off top-up of $US2.47 a share":
        # a payment to shareholders our lists do not name, read with its kind below
        metric, label_start = claim.metric, _printed_start(sentence, num.start)
    elif (
        claim.metric == "earnings_per_share"
        and named is not None
        and named.metric in PER_SHARE_OF
        and restates_amount(sentence, num) is not None
    ):
        # "underlying earnings of US$11.8 billion, or 725 US cents a share": that per share
        metric, basis = claim.metric, _metric_with_basis(named, sentence)[1]
        label_start = named.start
    elif named is None and (led := led_line_metric(sentence, num)) is not None:
        # "- US$5.1bn free cash flow ▲ 18%": a slide's line led by its value, then its label
        metric, basis = led
        label_start = num.end
    elif (
        spent := left_at(sentence, num, prior[-1:])
        or spent_at(sentence, num, prior[-1:], None if named is None else named.end)
        or brought_in(sentence, num.start, num.end, prior[-1].end if prior else 0)
    ) is not None:
        # "invested US$3.6 billion in the business", "leaving $X after capex", "the
        # operations brought in $X": verb and object, as the reader reads them
        metric, label_start, named = spent[0], num.start, None
        printed_after = printed_after or spent[1]  # "poured $X into capital": no volume
    elif named is None:
        if after_label is None or not re.fullmatch(
            r"\s+(?:of|in)\s+(?:the\s+)?", sentence[num.end : after_label.start]
        ):
            return NO_METRIC
        metric, basis = _metric_with_basis(after_label, sentence)  # "US$5 billion of revenue"
        label_start = num.start
    else:
        read = _metric_with_basis(named, sentence, num.end) if named.metric else (None, None)
        metric, basis = earnings_a_share(*read, named.label, num)  # "129.6 cents a share"
        if not metric:
            return NO_METRIC
        label_start = named.start
    if metric and basis is None and SAME_BASIS.search(sentence, 0, label_start):
        return "the basis is one only a sentence before names ('on the same basis')"
    if claim.metric == "ebitda_margin" and metric in {"underlying_ebitda", "statutory_ebitda"}:
        if re.search(r"\bmargin\b", sentence[named.end if named else 0 : num.start], re.I) or (
            re.match(r"\s+margin\b", sentence[num.end :], re.I)  # "a 53 per cent margin"
        ):
            metric = "ebitda_margin"
    printed = printed_after or printed_words(sentence, num)
    if not printed_after and metric in VOLUME_METRICS.values():
        # "Iron Bridge, the magnetite operation, shipped": the apposed site names it too
        printed = apposed_site(sentence[: _printed_start(sentence, num.start)]) + printed
        printed = f"{printed} {site_after(sentence, num) or ''}"  # "of Iron Bridge ore"
    if held is not None:
        printed = "net debt"  # the idiom names net debt: its "borrowings" are no gross debt
    # a division's sum, never a dividend ("its hematite operations ... and the Board declared")
    owner = None if metric in _OWNERS_ONLY else division_subject(sentence[:label_start])
    if owner is None and named is not None and named.start == label_start:
        owner = part_after(sentence, named.end)  # "Underlying EBITDA for copper rose to"
    if (
        owner is None
        and after_label is not None
        and re.fullmatch(r"\s+(?:of|in)\s+(?:the\s+)?", sentence[num.end : after_label.start])
    ):
        owner = part_after(sentence, after_label.end)  # "$X of EBITDA came from copper"
    if owner is None and named is not None and named.end <= num.start:
        owner = part_after_value(sentence, num.start)  # "EBITDA of $X came from lithium"
    if owner and owner.lower() not in printed.lower():
        printed = f"{owner} {printed}"  # "The contracting arm ... lifted its EBITDA to"
    if basis == "underlying" and not re.search(r"\bunderlying\b", printed, re.I):
        # "Setting those items aside, attributable profit was": the clause leading the
        # label is its basis, as the label's own word would be
        printed = f"underlying {printed}"
    if metric == "dividends_per_share" and _kind_expected(claim) == "total":
        if said_to_be_total(sentence, num.end):  # "the interim ... is the year's total"
            printed = re.sub(r"\binterim\b", "total", printed, flags=re.I)
        brought = TOTAL_BETWEEN.search(printed)
        if brought is not None:  # "the final dividend brings the total to": the total's
            printed = printed[brought.start() :]
    reason = _metric_reason(claim, metric, basis) or _label_reason(claim, printed, metric)
    if reason:
        return reason
    if metric in VOLUME_METRICS.values():
        # "Escondida led, with 644kt of copper produced": a label after the value leaves
        # its site to the clause, as the extractor reads it
        hit = LabelHit(max(label_start, own_clause), num.end, metric, None, False, "")
        stated = stated_site(sentence, hit, num, ctx.company)
        if stated and stated not in find_sites(f"{claim.qualifier or ''} {claim.label or ''}"):
            return f"the cited value is for {stated}"
    if metric in PER_SHARE_OF and before_tax(sentence, num.end):
        return "the cited value is before tax"  # "earned US$6.9 billion before tax"
    others = [
        c
        for c in find_companies(sentence[max(0, label_start - 40) : label_start])
        if c != ctx.company
    ]
    if others:
        return f"the cited value is {COMPANY_NAMES[others[-1]]}'s"
    segment = SEGMENT_BEFORE.search(sentence[max(0, label_start - SEGMENT_WINDOW) : label_start])
    if segment and claim.metric and METRIC_BY_KEY[claim.metric].kind == "money":
        return f"the cited value is for {segment.group(1).lower()}, not the whole company"
    scope = division_of(sentence, num.start, label_start)
    if scope and claim.metric and METRIC_BY_KEY[claim.metric].kind == "money":
        return f"the cited value is for {scope.lower()}, not the whole company"  # a list's item
    ahead = without_met_guidance(sentence)  # "in line with guidance, while ..." is no plan
    if (
        amount.rate
        or _FORWARD.search(ahead[label_start : num.start])
        or _FORWARD.search(ahead[look_back(ahead, label_start) : label_start])
        or _FORWARD.search(ahead[num.end : num.end + 25].split(",")[0])
    ):
        return "the cited value is a target or guidance, not a reported figure"
    if range_end(sentence, num):
        return "the cited value is one end of a range (guidance), not a reported figure"
    if sensitivity(sentence, num, label_start):
        return "the cited value is a sensitivity to a price, not a reported figure"
    if (
        amount.family == "percent"
        and _claim_family(claim) == "percent"
        and (
            _CHANGE_BEFORE.search(sentence[max(0, num.start - 25) : num.start])
            or _CHANGE_AFTER.match(sentence[num.end :])
        )
    ):
        return "the cited percentage is a change, not the metric"
    if amount.family != "percent" and held is None and is_movement(sentence, num.start, num.end):
        return "the cited amount is how far the figure moved, not the figure"
    cited, why = _period_of_value(sentence, num.start, num.end, ctx, label_start)
    if (
        cited is not None
        and cited.kind == "FY"
        and _HALF_IN_TEXT.search(sentence[: num.start])
        and not any(
            p.period == cited and not p.relative
            for p in period_mentions(sentence, ctx.company, ctx.period)
            if p.start < num.end + 40
        )
    ):
        cited = Period(cited.year, "H1")
    if cited is not None and cited.kind == "FY" and metric == "payout_ratio":
        if half_year_payout(sentence):  # the interim dividend's payout, as the reader has it
            cited = Period(cited.year, "H1")
    if cited and cited.kind == "H1" and claim.dividend_kind == "final" and ctx.period:
        # a final dividend is the year's, whatever half a year's document names before it
        cited = Period(cited.year) if ctx.period.kind == "FY" else cited
    reason = why or _period_reason(claim, cited)
    if reason:
        return reason
    if claim.metric == "dividends_per_share":
        window = payment_clause(sentence, max(0, label_start - 40), num.start)
        words = [
            m.group(0).lower().replace("-", " ")
            for m in _DIVIDEND_WORD.finditer(window)
            if not denied(window, m.start())
        ]
        stated = stated_dividend_kind(words, window)
        if said_for_the_year(sentence, named.end if named else label_start, num):
            stated = "total"  # "with the final dividend, holders received 301c for the year"
        elif stated is None and ctx.period is not None and ctx.period.kind == "H1":
            stated = "interim"
        if stated is None:
            # "a one-off top-up", "an extra payment on top of the ordinary dividends": special
            stated = printed_dividend_kind(window)
        if stated is None and cited is not None:  # "the December-half dividend, 50c"
            stated = half_named_kind(sentence[: num.start], cited.kind)
        if stated is None and unkinded_year_total(window, sentence, num):
            stated = "total"  # "so distributions for FY24 came to", "its dividend ... for FY25"
        if after_kind is not None:
            stated = after_kind  # the kind named after the value
        if stated == "interim" and _kind_expected(claim) == "total":
            # "the interim dividend of 20 cents ... is the total dividend for the year"
            stated = "total" if said_to_be_total(sentence, num.end) else stated
        reason = _dividend_reason(claim, stated) or paid_in_a_year_reason(claim, sentence, num, ctx)
        if reason:
            return reason
    negative = amount.negative
    before = sentence[num.start - 1 : num.start] if num.start else ""
    if before == "(" and sentence[num.end : num.end + 1] == ")":
        negative = negative if named_aside(sentence, num.start) else not negative
    own_words = label_start
    for other in find_figures(sentence[label_start : num.start]):
        own_words = label_start + other.end  # a value's sign is in its own words
    lost = said is not None and said.lost and said.start < num.start  # "the group lost $X"
    if metric in SIGNED_METRICS and (
        lost or _LOSS.search(sentence[own_words : num.start]) or LOSS_AFTER.match(sentence, num.end)
    ):  # "a loss of $X", "lost $X", "a $X loss": the extractor's signs (prose._signed)
        negative = True
    if metric in NET_FLOWS and CASH_USED.search(sentence[own_words : num.start]):
        negative = True  # "operations consumed A$656 million": an outflow
    if not negative and SAID_NEGATIVE.search(sentence, 0, num.start):
        negative = True  # "was negative $656 million", as read
    if metric == "net_debt" and named is not None and named.label.lower().startswith("net cash"):
        negative = not negative
    if metric == "net_debt" and held is not None and held.negative:
        negative = not negative  # "$X more cash than debt": net cash
    if metric == "net_debt" and named is None and item_words(sentence, num) == "net cash":
        negative = not negative  # "Cash A$2bn | bond A$1bn | net A$1bn": net cash
    return (
        _sign_reason(claim, negative)
        or _currency_reason(claim, amount)
        or restated_reason(claim, sentence, num)
    )
