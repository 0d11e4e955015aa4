"""Figures stated in prose: sentences, the label each number belongs to, its period.

Each figure belongs to "X of <label>" or else the nearest metric label before it, passing
over a label in a closed aside or a negated one ("not capex"); a label in brackets after
another names the same thing ("... amortisation (EBITDA)"). The first figure of a label is
for the period the sentence names, else the document's period; a later one only counts
when it is a comparative ("from X", "compared with X", "(FY2023: X)", "X in the prior
year", "from X to Y"), never in a restatement sentence. A percentage is a value only for a
percentage and never a change ("up 3%"); ranges, rates ("650 ktpa"), targets, guidance,
outlook, capacity, thresholds ("passed 2 Mt"), components ("includes a US$8.2bn gain",
"because of an A$552m impairment") and future periods are no reported figure. "loss" (in
the value's own words), "(X)" and "net cash" are signs. Half-year words make a figure a
half's, never a full year's. Verb forms name a metric too ("sold 1,621 koz of gold").
Word orders of the press (:mod:`mines.figures.press_asides`): an aside between dashes
names no figure and its own amount is never the label's it interrupts; an amount leading
its clause ("At $X, underlying earnings ...") is the clause's label's; a pronoun carries
the measure before to the basis its clause names ("; on an underlying basis it was $Y").
Net debt said as an idiom ("owing a net $X") is read by :mod:`mines.figures.balance_idioms`.

A number the registry cannot name is still a figure under the words that name it: a
percentage of something by what it is a share of and its verb ("returning 65 per cent of
profit" -> "share of profit returned"), a generic "total" by the figure before it ("the
year's total payout"), a comparative ("down from $US6.2 billion") by the label of the value
it compares with; a period inside the naming phrase ("the interim distribution a year
earlier") is the figure's, not part of its name. Distributions, payouts and top-ups are
dividends with their kind, and a plain dollar amount under a dividend label is per share.

This module belongs to the extractor; the verifier has its own reading.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures import division_subjects as parts
from mines.figures import forward_context as forward
from mines.figures.balance_idioms import balance_idiom
from mines.figures.balance_moves import moved_balance
from mines.figures.carried_parts import carried_owner, carried_site, paragraph_part
from mines.figures.cash_verbs import brought_in, left_over
from mines.figures.dividend_phrases import (
    carried_dividend_kind,
    cash_returned,
    dividend_label_after,
    payment_kind,
)
from mines.figures.earnings_a_share import per_share_earnings
from mines.figures.fronted_commodity import fronted_hit
from mines.figures.label_parts import label_place, label_segment
from mines.figures.labels import LabelHit, find_labels
from mines.figures.model import DocContext, Figure, Span
from mines.figures.movements import CHANGE_AFTER, is_movement
from mines.figures.named_products import with_product
from mines.figures.nil_dividends import prior_of_nil
from mines.figures.owned_clauses import owned_share
from mines.figures.paid_at_half import paid_in_month
from mines.figures.payout_policy import policy_percent
from mines.figures.period_mentions import period_mentions
from mines.figures.press_asides import (
    carried_basis,
    carried_metric,
    dash_asides,
    fronted_label_start,
    interrupting_aside,
    pronoun_led,
)
from mines.figures.prices import (
    PER_UNIT,
    compared_units,
    last_price,
    names_product,
    price_label,
    received_price,
    unit_before,
)
from mines.figures.printed import doer_label, naming_phrase, phrase_after, trim_label
from mines.figures.printed_dividends import dividend_sum, is_dividend_label, label_dividend_kind
from mines.figures.printed_shares import share_base
from mines.figures.prose_cues import COMPONENT_AFTER, COMPONENT_GAP, THRESHOLD_BEFORE
from mines.figures.prose_enumerations import (
    carried_measure,
    contributed_scope,
    described_hit,
    described_scope,
    lead_scope,
    list_items,
    percent_move,
)
from mines.figures.prose_labels import (
    SAME_BASIS,
    Reading,
    bracket_depths,
    bracketed_hits,
    compared_label,
    compared_reading,
    governing_hit,
    in_aside,
    joined_after,
    label_asides,
    label_for,
    last_match,
    leading_basis,
    mention_basis,
    outside_paraphrases,
    phrase_floor,
    range_numbers,
    resolve_margin,
    trailing_basis,
    unlabelled,
    verb_label,
)
from mines.figures.prose_paragraphs import sentence_spans
from mines.figures.prose_per_share import (
    divided_item,
    own_label,
    paid_per_share,
    per_share_words,
    restated_period,
    restates_amount,
    same_head_per_share,
    sentence_dividend_kind,
)
from mines.figures.prose_periods import figure_period, without_period
from mines.figures.prose_signs import LOSS_AFTER, signed_value
from mines.figures.prose_units import half_share, per_unit_label
from mines.figures.prose_volumes import passive_volume, site_qualifier, site_verb_hits, verb_hits
from mines.figures.quantities import (
    OPERATIONAL_KINDS,
    basis_of,
    dollars_per_share,
    own_quantity,
    quantity_of,
)
from mines.figures.restated_values import complement_bases, drop_conflicts, other_basis
from mines.figures.site_metrics import site_metric
from mines.figures.site_nouns import site_noun_volume
from mines.figures.slide_items import item_label, item_phrase, moved_item
from mines.figures.spend_verbs import spend_label
from mines.figures.value_basis import with_value_basis
from mines.figures.volume_unit_nouns import implied_unit, unit_noun_volume
from mines.measures.paraphrases import printed_paraphrase
from mines.measures.registry import METRIC_BY_KEY
from mines.measures.sites import VOLUME_VERB, find_sites
from mines.measures.words import VOLUME_NOUNS
from mines.numbers import find_figures
from mines.question.companies import find_companies

_NAMES_MEASURE = re.compile(
    r"\b(?:prices?|costs?|AISC|C1|all-in|revenue|production|output|shipments?|"
    r"margin|earnings|EBITDA|profit|dividends?|spot|index)\b",
    re.IGNORECASE,
)
"""A phrase naming a measure itself ("C1 unit costs", "Copper prices"): no price verb renames
it; any other ("Hematite sold for", "Gold sales averaged A$X an ounce") leaves it to the verb."""

_CHANGE_BEFORE = re.compile(
    r"(?:\b(?:by|(?<!dug\s)(?<!digging\s)up|down|rose|fell|increased?|decreased?|higher|lower|grew|declined?|change\s+of|"
    r"improved?|improvement\s+of|reduction\s+of|growth\s+of)|[▲▼△▽↑↓])\s*(?:of\s+)?$",
    re.IGNORECASE,
)

_VERB_HINT = re.compile(rf"\b(?:sold|{VOLUME_VERB}|{'|'.join(VOLUME_NOUNS)})\b", re.IGNORECASE)

_MAX_GAP = 160
_PRONOUN = re.compile(r"\b(?:it|they|we|this|these)\b", re.I)

_OWN_NOUN_AFTER = re.compile(r"\s+(?:of|in)\s+(?:the\s+|its\s+|their\s+)?(?=\w)", re.I)
"""A value's own noun phrase right after it ("US$3.9 billion *of* capital spending", "after
it banked $467 million *in* cash earnings"): the phrase must begin where the figure's label
begins."""


_PART_AFTER = re.compile(r"\s*(?:of\b|stake|interest|owned|ownership|share\b)", re.I)


def _read_sentence(
    sentence: str,
    ctx: DocContext,
    carried: str | None = None,
    priced_before: tuple[str, str] | None = None,
    shared: str | None = None,
    part: str | None = None,
) -> list[tuple[Reading, str | None]]:
    # "average revenue per dmt ... fell to US$84.79": a sum a unit its own words name
    nums = compared_units(sentence, [unit_before(sentence, n) for n in find_figures(sentence)])
    if not nums:
        return []
    hits = outside_paraphrases(sentence, find_labels(sentence))
    if _VERB_HINT.search(sentence):
        hits = site_verb_hits(sentence, verb_hits(sentence, hits), ctx.company)
    hits = resolve_margin(bracketed_hits(sentence, hits))
    doc = ctx.period
    pms = period_mentions(sentence, ctx.company, doc)
    readings: list[tuple[Reading, str | None]] = []
    used_pm: set[int] = set()
    ranged = range_numbers(sentence, nums)
    depth = bracket_depths(sentence)
    forward_at = forward.forward_start(sentence)  # "in line with guidance, while ..."
    per_hit: dict[int, list[Reading]] = {}
    # "60% of underlying earnings": what a percentage is a share of names no figure
    bases = [share_base(sentence, n.end) if n.unit == "%" else None for n in nums]
    governors = [h for h in hits if not any(b and b[0] <= h.start < b[1] for b in bases)]
    dashes = dash_asides(sentence)
    asides = label_asides(sentence, governors) + dashes
    items = list_items(sentence, shared)  # "EBITDA was: copper US$7bn, coal US$2bn": each item's
    for n_index, num in enumerate(nums):
        if n_index in ranged or percent_move(sentence, num):
            continue  # "lifted EBITDA 29% to $4.6 billion": how far it moved
        item = items.get(num.start)
        floor = phrase_floor(sentence, nums, n_index)
        inner = interrupting_aside(sentence, num)  # "Net debt — up from $X last year — was"
        floor = max(floor, inner[0]) if inner else floor
        # "earnings — the measure the dividend is set by — were $X": no naming words inside
        floor = max([floor] + [b for _, b in dashes if floor < b <= num.start])
        reachable = [h for h in governors if inner is None or h.start >= inner[0]]
        governing = governing_hit(sentence, num, reachable, depth, asides)
        fronted = fronted_label_start(sentence, num)  # "At $X, underlying earnings were"
        if governing is None and fronted is not None:
            governing = next((h for h in reachable if h.start == fronted and h.metric), None)
        phrase = naming_phrase(sentence, num.start, floor, number_end=num.end)
        itemised = phrase is None  # "- Top line US$18.2bn ▲ 8%": a slide's item, no link
        if itemised and moved_item(sentence, num.start, floor):
            continue  # "- Net debt reduced US$0.9bn": how far it moved, no level
        if itemised:
            phrase = item_phrase(sentence, num.start, num.end, floor)
            if (
                phrase
                and governing
                and governing.metric
                and phrase[0] <= governing.start < phrase[1]
            ):
                phrase = None  # "- EBITDA, underlying A$3.5bn": the registry's label names it
            itemised = phrase is not None
        base = bases[n_index]
        own = own_label(sentence, num, floor, phrase, base, readings)
        prior_end = nums[n_index - 1].end if n_index else 0
        pronoun = carried_basis(sentence, prior_end, num)
        if pronoun is not None:  # "Net earnings were $X; on an underlying basis it was $Y"
            before = readings[-1][0] if readings else None
            if before is None or not n_index or before.num is not nums[n_index - 1]:
                continue  # the measure is in another sentence, or was not read
            metric = carried_metric(before.hit.metric, pronoun.basis)
            if metric is None or pronoun.gapped and metric == before.hit.metric:
                continue  # no such basis; "EBITDA was $X (underlying $Y)": $X's basis unsure
            label = f"{before.label}, {pronoun.words}"
            own = LabelHit(pronoun.start, num.start, metric, pronoun.basis, False, label), label
        if own is None:  # "receive 60 cents a share as the final dividend", "a 70% payout"
            own = (
                cash_returned(sentence, num)  # "returned US$7.4 billion to shareholders"
                or paid_in_month(sentence, num, ctx.company)  # "paid 15 cents a share in March"
                or dividend_label_after(sentence, num, carried, doc)
                or prior_of_nil(sentence, num.start, ctx.company, doc)  # "(1H24: 20c)"
                or passive_volume(sentence, num)
                or unit_noun_volume(sentence, num, ctx.company)  # "Ounces sold fell to 773,000"
            )
        measured = phrase is not None and bool(
            _NAMES_MEASURE.search(sentence[phrase[0] : phrase[1]])
        )
        priced = price_label(
            sentence, num, floor, last_price(readings[-1][0] if readings else None), named=measured
        )
        if priced is not None:  # "received an average $US4.57 a pound for its copper"
            own = LabelHit(num.start, num.start, "", None, False, priced), priced
        spent = None if own is not None else spend_label(sentence, num.start, num.end)
        if spent is not None:  # "spent A$752 million on growth projects"
            own = LabelHit(num.start, num.start, spent[0], None, False, spent[1]), spent[1]
        cash = None if own is not None else left_over(sentence, num.start, num.end)
        cash = cash or (None if own else brought_in(sentence, num.start, num.end, floor))
        if cash is not None:  # "leaving $X after capital spending", "operations brought in $X"
            own = LabelHit(num.start, num.start, cash[0], None, False, cash[1]), cash[1]
        idiom = None if own is not None else balance_idiom(sentence, num.start, num.end)
        if idiom is not None:  # "finished the year owing a net $X": net debt
            held = LabelHit(idiom.start, num.start, "net_debt", None, idiom.negative, idiom.label)
            own = held, idiom.label
        if own is None:  # "the group lost $807 million", "Turnover for the half rose to $X"
            own = verb_label(sentence, num, hits, readings)
        described = None if own or item else described_hit(sentence, hits, num.start)
        if item is not None:
            held = LabelHit(item.name_start, item.name_end, item.metric, None, False, item.label)
            own = held, item.label
        elif described is not None:  # "Profit from coal (EBITDA) fell to US$2bn": coal's
            own = described, described.text
        if own is not None:
            hit, label = own
        else:
            if (
                governing is not None
                and governing.start >= num.end
                or (governing is None and not phrase)
            ):
                phrase = phrase_after(sentence, num.end)  # "US$2.1bn of cash earnings"
            elif joined_after(sentence, governing, nums, n_index, per_hit):
                governing, phrase = None, phrase_after(sentence, num.end)  # ", with $X in cash"
            found, label = label_for(sentence, governing, phrase)
            before = compared_reading(sentence, num, readings)
            if (
                found is not None
                and before is not None
                and (before.hit.start != found.start or (found.metric and not before.hit.metric))
            ):  # compares with the value just before, though named by other words ("sold at")
                found, label = before.hit, before.label
            if found is None:
                found, label = compared_label(sentence, num, readings)
            if found is None and readings and other_basis(sentence, readings[-1][0].num, num):
                found, label = readings[-1][0].hit, readings[-1][0].label  # "(290 Mt 100%)"
            if found is None or not (found.metric or found.text or label):
                continue  # a blank blocking label: the value is no figure (prose_volumes)
            hit = found
            if itemised and not hit.metric:  # "| net US$0.5bn", "Final A$0.89 ff"
                items_so_far = [(r.label, r.num) for r, _ in readings]
                named_item = item_label(sentence, hit, label, num, items_so_far)
                if named_item is None:
                    continue
                hit, label = named_item
            doer = doer_label(sentence, num.start, num.end, floor) if not hit.metric else None
            if doer and printed_paraphrase(doer):
                # "Operations threw off $X of cash": subject, verb and object name it
                hit, label = LabelHit(floor, num.start, "", None, False, doer), doer
            if not hit.metric:
                hit, label = without_period(sentence, hit, label, pms)
                if moved := moved_balance(sentence, num.start, floor, label):  # "debt cleared"
                    hit, label = LabelHit(hit.start, hit.end, "", None, False, moved), moved
                named = printed_paraphrase(label)  # "cash left over after investment"
                if named:
                    hit = LabelHit(hit.start, hit.end, named, hit.basis, False, hit.text)
            hit, label = fronted_hit(sentence, num.start, hit, label)  # "In copper, ... output"
            if not hit.metric and base is not None and hit.start >= base[0]:
                label = f"share of {label}"  # "27% of cash earnings": a share of them
        hit, label = owned_share(sentence, hit, num, nums, readings) or (hit, label)  # "its share"
        if inner is not None and hit.start < inner[0]:
            continue  # an amount inside an aside is never the label's the aside interrupts
        if (
            not hit.metric
            and pronoun_led(sentence, prior_end, num)
            and _PRONOUN.search(sentence, hit.start, num.start)
        ):  # "; a year earlier it was $Y": "year earlier it" is no label ("it moved" is one)
            before = readings[-1][0] if readings else None
            if before is None or before.num is not nums[n_index - 1] or not before.hit.metric:
                continue
            hit, label = before.hit, before.label  # the pronoun is the measure just named
        if num.currency and num.unit in PER_UNIT:
            unit_hit = per_unit_label(sentence, num, hit, label, phrase, floor, priced_before)
            if unit_hit is None:
                continue  # "the average was A$X an ounce" with no price before it: unnamed
            hit, label = unit_hit
        if THRESHOLD_BEFORE.search(sentence, max(0, num.start - 20), num.start):
            continue  # "passed 2 Mt", "more than US$1 billion": not the reported value
        if COMPONENT_AFTER.match(sentence, num.end) and not LOSS_AFTER.match(sentence, num.end):
            continue  # "a US$8.2bn gain", "an A$552m impairment": a part, not the metric
        hit, label_end = trailing_basis(sentence, hit, num.start)  # "EBITDA excluding one-offs"
        own_words = label_end if hit.start < num.start else floor  # a label after the value
        if phrase is not None and hit.end <= phrase[0] < num.start:
            # "X was $400m, after the company swung to an underlying loss of $36m in the
            # half": the value's own words ("an underlying loss") name it again after the
            # label's figure before; only a component word among them makes it a part
            own_words = phrase[0]
        component = last_match(COMPONENT_GAP, sentence, own_words, num.start)
        own_noun = _OWN_NOUN_AFTER.match(sentence, num.end)
        if component is not None and spent is not None and own is not None and own[1] == spent[1]:
            component = None  # "after investing US$3.9bn in capex": the verb's object is its own
        if component is not None and cash is not None:
            component = None  # "After capital spending, $X was left": what was paid first
        if component is not None and own_noun is not None and own_noun.end() == hit.start:
            # "After US$3.9bn of capital spending, ...": the words after "of" name the
            # value itself, so what stands before it cannot make it a part of another label
            component = None
        if (
            component is not None
            and component.group(0).lower().startswith("includ")
            and hit.metric == "dividends_per_share"
            and hit.start >= num.end
        ):
            # "which includes a 247 cents a share special dividend": the kind named right
            # after the value is its own name, so the words before make it no part
            component = None
        if component is not None and hit.start == num.start and restates_amount(sentence, num):
            component = None  # "up from US$4.8bn the year before, or 185 cents a share": dated
        if component is not None and in_aside(
            asides, component.start(), component.end(), num.start
        ):
            component = None  # ", which exclude items reflecting ...,": the label's definition
        if component is not None and not any(
            c.isdigit() for c in sentence[component.end() : num.start]
        ):
            continue  # "includes a ...", "because of ...", "offset by ..."
        owners = find_companies(f"{sentence[max(0, hit.start - 40) : hit.start]} {label}")
        if any(c != ctx.company for c in owners):
            continue  # "Rio Tinto's revenue", "production for Rio Tinto" in a BHP document
        if hit.metric:
            metric, basis = mention_basis(sentence, hit)
            hit = (
                LabelHit(hit.start, hit.end, metric, basis, hit.negate, hit.text)
                if metric
                else unlabelled(hit, label)
            )
        hit = leading_basis(sentence, hit, floor)
        if (turned := with_value_basis(sentence, hit, num.end)) is None:
            continue  # "statutory profit of $X before exceptional items": no one result
        hit = turned  # "Profit was US$X before exceptional items": the underlying result
        if hit.metric and hit.basis is None and SAME_BASIS.search(sentence, 0, hit.start):
            continue  # "on the same basis, profit ...": a basis only a sentence before names
        product = names_product(label)  # "average price received for copper": its own goods
        segment = None if item or product else parts.segment_before(sentence, hit.start)
        if hit.metric and segment and METRIC_BY_KEY[hit.metric].kind == "money":
            # "Iron ore revenue", "Copper EBITDA": a segment's figure, not the group's.
            named = sentence[segment.start() : hit.end]
            if sentence[hit.start : hit.end] != hit.text:  # "the Lithium division earned $X
                named = sentence[segment.start() : hit.start] + hit.text  # before interest, ..."
            label = " ".join(re.sub(r"[:–—]", " ", named).split())
            hit = unlabelled(LabelHit(segment.start(), hit.end, "", None, False, label), label)
        elif segment and not hit.metric and segment.group(1).lower() not in label.lower():
            label = f"{segment.group(1)} {label}"  # "the lithium division's earnings": its own
        owner = None if segment else parts.division_owner(sentence, hit.start, hit.end, num.start)
        # "It delivered EBITDA of": the paragraph's part, unless the label names the group
        said = sentence[: max(hit.end, num.start)]
        owner = None if segment or item or product else carried_owner(said, owner, part)
        scoped = item.qualifier if item is not None else label_segment(label) if described else None
        if hit.metric and not (segment or owner) and METRIC_BY_KEY[hit.metric].kind == "money":
            # "Nickel: record EBITDA of $X", "Profit from coal (EBITDA) of $X": the division's
            scoped = (
                lead_scope(sentence)
                or described_scope(sentence, hit.start)
                or contributed_scope(sentence, hit.start)
            )
            if scoped:
                label = f"{scoped} {hit.text}"
                hit = unlabelled(LabelHit(hit.start, hit.end, "", None, False, label), label)
        if hit.metric and owner and METRIC_BY_KEY[hit.metric].kind == "money":
            # "The contracting arm ... lifted its EBITDA to $X": the division's, not the group's
            label = f"{owner} {hit.text}"
            hit = unlabelled(LabelHit(hit.start, hit.end, "", None, False, label), label)
        elif owner and not hit.metric and owner.lower() not in label.lower():
            label = f"{owner} {label}"  # "The Mining Services division achieved volumes of"
        next_start = nums[n_index + 1].start if n_index + 1 < len(nums) else len(sentence)
        after = implied_unit(sentence[: num.start], ctx.company) + sentence[num.end : next_start]
        hit = per_share_earnings(hit, num)  # "underlying earnings were 129.6 cents a share"
        if hit.metric:
            kind = METRIC_BY_KEY[hit.metric].kind
            quantity = quantity_of(num, kind, ctx.company, after)
            if quantity is None and kind == "per_share" and per_share_words(hit.text):
                quantity = dollars_per_share(num, ctx.company)  # "EPS was $US1.12"
            if quantity is None and dividend_sum(hit.metric, num):
                # "a full year ordinary dividend of $7.1 billion": that dividend in all
                named = hit.text
                if phrase is not None and phrase[0] <= hit.start < phrase[1]:
                    named = trim_label(sentence[phrase[0] : phrase[1]]) or named
                label = f"{named} amount"
                hit = unlabelled(LabelHit(hit.start, hit.end, "", None, False, label), label)
                read = own_quantity(num, ctx.company, after)
                kind, quantity = read if read else ("", None)
        else:
            read = own_quantity(num, ctx.company, after)
            if (is_dividend_label(label) or same_head_per_share(label, readings)) and abs(
                num.value
            ) < _MAX_DOLLARS_A_SHARE:
                per_share = dollars_per_share(num, ctx.company)  # "the dividend to A$1.97"
                read = ("per_share", per_share) if per_share else read
            kind, quantity = read if read else ("", None)
        if quantity is None:
            continue
        if len(sentence[hit.end : num.start]) > _MAX_GAP:
            continue
        if kind == "percent" and (
            _CHANGE_BEFORE.search(sentence[max(0, num.start - 25) : num.start])
            or CHANGE_AFTER.match(sentence, num.end)
            or (not hit.metric and parts.part_money_label(label))  # "Copper EBITDA climbed 114%"
        ):
            continue  # a change in a percentage, not its value
        if kind == "percent" and policy_percent(sentence, num, nums):
            continue  # "the policy is to pay out a minimum of 50%": no payout of the period
        if kind != "percent" and idiom is None and is_movement(sentence, num.start, num.end):
            continue  # "an increase of US$970 million to ...": how far it moved, not the level
        if (
            kind == "percent"
            and not hit.metric
            and (base is None or own is None and phrase is None)
            and _PART_AFTER.match(sentence, num.end)
        ):
            continue  # "the sale of 80% of BMC", "a 50% interest": a part, not a figure
        ahead = forward_at >= forward.reported_clause_start(sentence, min(hit.start, num.start))
        if (ahead and forward_at < num.start) or forward.forward_after(sentence, num.end):
            continue  # "... guidance", "US$X targeted": a plan, not a result
        earlier = per_hit.setdefault(hit.start, [])
        label = with_product(sentence, num, label)  # "US$90 a dry tonne for iron ore", "58.7 Mt of"
        reading = Reading(hit, num, quantity, primary=not earlier, label=label)
        reading.gap_start = earlier[-1].num.end if earlier else hit.start
        # "or 127.3 cents a share": the period of the amount restated, before any other
        period = restated_period(sentence, num, readings) or figure_period(
            sentence, reading, earlier, pms, used_pm, hits, nums, n_index, doc
        )
        if period is None:
            continue
        if doc is not None and period.year > doc.year:
            continue  # a future period: an outlook, not a reported figure
        if period.kind == "FY" and half_share(hit.metric or "", label, num, sentence):
            period = replace(period, kind="H1")  # the interim dividend's payout ratio
        reading.period = period
        if hit.metric == "dividends_per_share":
            reading.dividend_kind = sentence_dividend_kind(sentence, hit, num, doc, period)
            if reading.dividend_kind is None:
                continue
            reading.label = divided_item(sentence, hit, num) or label  # "| full year 110c"
        elif not hit.metric:
            reading.dividend_kind = label_dividend_kind(label) or payment_kind(label, quantity.unit)
            paid = paid_per_share(label, quantity.unit)
            if reading.dividend_kind is None and paid and is_dividend_label(label, per_share=True):
                # "so distributions for FY24 came to A$0.20 a share": the year's total
                reading.dividend_kind = sentence_dividend_kind(sentence, hit, num, doc, period)
                if reading.dividend_kind is None and itemised:
                    continue  # "Amount declared: AUD 0.25": one payment of no kind said
        earlier.append(reading)
        qualifier = site_qualifier(sentence, hit, num, kind, nums, ctx.company)
        if kind in OPERATIONAL_KINDS:  # "Escondida led. It produced 644 kt": the site's
            qualifier = carried_site(sentence[: max(hit.end, num.start)], part, qualifier)
        if not hit.metric and qualifier is None:
            qualifier = label_segment(label) or label_place(label)  # "Iron ore EBITDA"
        qualifier = scoped or qualifier
        readings.append((reading, qualifier))
    return drop_conflicts(complement_bases(sentence, readings))  # "256.6 Mt (290 Mt 100%)"


_MAX_DOLLARS_A_SHARE = 50.0
"""A plain dollar amount under a dividend label is per share below this (totals carry a
scale: "dividends of US$5.2 billion")."""


_PARAGRAPH_GAP = re.compile(r"\n[ \t]*\n|\f")
_BULLETED = re.compile(r"\s*[-•*▪●]\s")


def prose_figures(text: str, ctx: DocContext) -> list[Figure]:
    """The figures the prose sentences of ``text`` state (table lines are not prose)."""
    out: list[Figure] = []
    carried: str | None = None  # the dividend the sentence before names
    priced: tuple[str, str] | None = None  # the price received the sentence before states
    earlier: list[str] = []  # the paragraph's sentences so far ("EBITDA came to $X. Copper ...")
    ahead = forward.forward_spans(text)  # under "Outlook", after "FY26 guidance:": no result
    last_end = 0
    for start, end in sentence_spans(text):
        sentence = text[start:end].replace("\n", " ")
        if _PARAGRAPH_GAP.search(text, last_end, start) or _BULLETED.match(sentence):
            priced, earlier = None, []  # the sentence before is another paragraph's
        last_end = end
        shared, part = carried_measure(earlier), paragraph_part(earlier)
        earlier.append(sentence)
        readings = (
            []
            if forward.within(ahead, start, end)
            else _read_sentence(sentence, ctx, carried, priced, shared, part)
        )
        carried = carried_dividend_kind(sentence, carried)
        priced = next(
            (
                (r.label, r.quantity.unit)
                for r, _ in reversed(readings)
                if r.quantity.currency and received_price(r.label, r.quantity.unit)
            ),
            None,
        )
        by_noun_at: dict[int, str] = {}  # a label's site metric, for its restatement too
        for reading, qualifier in readings:
            metric = reading.hit.metric or ""
            sites = find_sites(qualifier or "")
            if metric and len(sites) == 1:  # a site whose volume the registry names apart
                metric = site_metric(sites[0], metric, qualifier or "", unstated=True)
            elif not metric and sites:  # "the hub recorded FY25 shipments of 9.7 Mt"
                by_noun = site_noun_volume(sentence, reading.num.start)
                metric = by_noun[0] if by_noun and by_noun[2] in sites else ""
                metric = by_noun_at.setdefault(reading.hit.start, metric) or metric
            period = reading.period
            if period is None:
                continue
            div_kind = reading.dividend_kind
            q = reading.quantity
            out.append(
                Figure(
                    company=ctx.company,
                    metric=metric,
                    period=period,
                    value=signed_value(sentence, reading),
                    scale=q.scale,
                    unit=q.unit,
                    currency=q.currency,
                    span=Span(
                        source=ctx.source,
                        page=ctx.page,
                        text=sentence,
                        start=reading.num.start,
                        end=reading.num.end,
                        chunk_id=ctx.chunk_id,
                    ),
                    basis=basis_of(reading.hit.basis),  # type: ignore[arg-type]
                    dividend_kind=div_kind,  # type: ignore[arg-type]
                    qualifier=qualifier,
                    label=reading.label,
                )
            )
    return out
