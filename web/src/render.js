// DOM building for the conversation. Text always goes in through textContent, never as HTML:
// questions, answers and source names are data, and a "<script>" in them stays text.
import { chartData, drawChart } from "./chart.js";

/** Create an element with optional class and text. */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

/** The text of a message's content (a string, or a list of content blocks). */
export function contentText(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .map((block) => (typeof block === "string" ? block : block && block.type === "text" ? block.text || "" : ""))
      .join("");
  }
  return "";
}

/** Append a user turn to the log. */
export function userTurn(log, text) {
  const item = el("li", "turn turn-user");
  item.appendChild(el("p", "who visually-hidden", "You said:"));
  item.appendChild(el("p", "bubble", text));
  log.appendChild(item);
  return item;
}

/** Append an assistant turn (status line, answer body, details) and return its parts. */
export function assistantTurn(log) {
  const item = el("li", "turn turn-assistant");
  item.appendChild(el("p", "who visually-hidden", "Assistant:"));
  const bubble = el("div", "bubble");
  const status = el("p", "status");
  status.setAttribute("role", "status");
  const body = el("div", "answer");
  const extras = el("div", "extras");
  bubble.append(status, body, extras);
  item.appendChild(bubble);
  log.appendChild(item);
  return { item, status, body, extras };
}

/** Split the composed answer into the main text and the unsupported-claims note. */
export function splitAnswer(text, hasSources) {
  let main = String(text || "");
  let note = "";
  const noteAt = main.search(/(^|\n)Note: \d+ claim/);
  if (noteAt >= 0) {
    note = main.slice(noteAt).trim();
    main = main.slice(0, noteAt);
  }
  if (hasSources) {
    // The sources are listed under the answer; drop the duplicate text block.
    main = main.replace(/\n*\*\*Sources\*\*\n(?:\n|\[\d+\][^\n]*(?:\n|$))*/g, "\n");
  }
  return { main: main.trim(), note };
}

/**
 * Show answer text with light structure (headings, quotes, lists), all as text. Blank lines
 * are left out, so the plain answer and its Markdown message (blank lines between blocks)
 * look the same.
 */
export function renderText(container, text) {
  container.replaceChildren();
  let list = null;
  for (const line of String(text || "").split("\n")) {
    const item = /^\s*[-*] (.*)$/.exec(line);
    if (item) {
      // "- " items become a list: the marker is never shown as text.
      if (!list) list = container.appendChild(el("ul", "answer-list"));
      list.appendChild(el("li", "answer-item", item[1].replace(/\*\*/g, "")));
      continue;
    }
    if (line.trim() !== "") list = null;
    const heading = /^\*\*(.+)\*\*:?$/.exec(line.trim());
    if (heading) {
      container.appendChild(el("p", "answer-heading", heading[1]));
    } else if (/^\s*>\s?/.test(line)) {
      container.appendChild(el("blockquote", "answer-quote", line.replace(/^\s*>\s?/, "")));
    } else if (line.trim() !== "") {
      container.appendChild(el("p", "answer-line", line.replace(/\*\*/g, "")));
    }
  }
}

/**
 * An answer message back to the answer's plain text. The server writes answer messages as
 * Markdown for Markdown clients (`\$` and `\~` escaped, a document's link, image and HTML
 * syntax escaped, blank lines between blocks, sources as `- [n] ...` items); the page
 * renders the plain text itself (as text: nothing in it is ever markup).
 */
export function fromMarkdown(text) {
  return unescapeMarkdown(text).replace(/^- (\[\d+\] )/gm, "$1");
}

/** Only the escapes undone (as mines/markdown.py's to_plain): a streamed draft only grows. */
export function unescapeMarkdown(text) {
  return String(text || "").replace(/\\([$~\\<[\]:.])/g, "$1");
}

/** The same answer whatever its blank lines (plain text and Markdown differ in them). */
export function sameAnswer(a, b) {
  const squeeze = (text) => fromMarkdown(text).replace(/\n{2,}/g, "\n").trim();
  return squeeze(a) === squeeze(b);
}

/** Streamed draft: plain text, updated token by token. */
export function renderDraft(container, text) {
  let pre = container.querySelector(".draft");
  if (!pre) {
    container.replaceChildren();
    pre = el("p", "draft");
    container.appendChild(pre);
  }
  pre.textContent = text;
}

/** A chunk's section as words: a chunk merged across sections is "A and B", not "A / B". */
export function sectionLabel(section) {
  const parts = String(section || "")
    .split(" / ")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts.join("");
}

function sourceLabel(source) {
  const parts = [source.company, source.fiscal_year].filter(Boolean);
  if (source.page !== null && source.page !== undefined) parts.push(`page ${source.page}`);
  const where = parts.join(" · ");
  const file = source.source ? ` — ${source.source}` : "";
  const name = source.section !== "news" ? sectionLabel(source.section) : "";
  const section = name ? ` (${name})` : "";
  const number = source.n !== null && source.n !== undefined ? `[${source.n}] ` : "News: ";
  return `${number}${where}${file}${section}`;
}

/** Confidence badge, note, sources and chart under a finished answer. */
export function renderFinal(turn, values) {
  const sources = Array.isArray(values.sources) ? values.sources : [];
  const { main, note } = splitAnswer(values.answer, sources.length > 0);
  renderText(turn.body, main || "I could not produce an answer for that question.");
  turn.status.textContent = "";
  turn.status.hidden = true;
  turn.extras.replaceChildren();
  const charts = [];

  if (values.confidence) {
    const badge = el("p", `badge badge-${String(values.confidence).replace(/[^a-z]/g, "")}`);
    badge.textContent = `Confidence: ${values.confidence}`;
    if (values.grounded) badge.textContent += ` · grounded: ${values.grounded}`;
    turn.extras.appendChild(badge);
  }
  if (note) {
    const box = el("div", "note");
    box.setAttribute("role", "note");
    renderText(box, note);
    turn.extras.appendChild(box);
  }
  if (sources.length) {
    const section = el("section", "sources");
    section.appendChild(el("h3", "", "Sources"));
    const list = el("ul");
    for (const source of sources) list.appendChild(el("li", "source", sourceLabel(source)));
    section.appendChild(list);
    turn.extras.appendChild(section);
  }
  const data = chartData(values.figures);
  if (data) {
    const figure = el("figure", "chart");
    figure.appendChild(el("figcaption", "", data.title));
    const frame = el("div", "chart-frame");
    figure.appendChild(frame);
    turn.extras.appendChild(figure);
    charts.push(drawChart(frame, data));
  }
  return charts;
}
