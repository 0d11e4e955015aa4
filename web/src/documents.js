// The documents panel: upload your own reports (picker or drag-and-drop), follow their
// ingestion, correct the detected company or period, delete them; and the viewer that opens
// the page a citation points to (PDF rendered with pdf.js, the cited figure highlighted).
// Talks to the documents API (/documents, web/documents.py). Every text from the server
// (file names, errors, document text) is set as text, never as HTML.
import "./documents.css";

import { loadToken } from "./api.js";

const COMPANIES = ["BHP", "RIO", "FMG", "MIN", "NST"];
const POLL_MS = 1000;
const NEEDS_TOKEN = "Enter your API token in Settings to see your documents.";
const ACCEPT = ".pdf,.md,.markdown,.txt,application/pdf,text/markdown,text/plain";

const state = { documents: [], polling: null, root: null };

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function headers(extra = {}) {
  const token = loadToken();
  return token ? { ...extra, Authorization: `Bearer ${token}` } : extra;
}

async function api(path, options = {}) {
  const response = await fetch(path, { ...options, headers: headers(options.headers) });
  if (!response.ok) {
    let detail = `HTTP ${response.status}`;
    try {
      const body = await response.json();
      if (body && typeof body.detail === "string") detail = body.detail;
    } catch {
      // not JSON: keep the status
    }
    if (response.status === 401) detail = NEEDS_TOKEN;
    throw new Error(detail);
  }
  return response;
}

function showMessage(text, kind = "error") {
  const box = state.root.querySelector(".documents-message");
  box.textContent = text || "";
  box.className = `documents-message ${kind}`;
  box.hidden = !text;
}

function companySelect(value, withDetect) {
  const select = el("select");
  if (withDetect) select.appendChild(new Option("Detect company", ""));
  for (const ticker of COMPANIES) select.appendChild(new Option(ticker, ticker));
  select.value = value || "";
  return select;
}

// --- upload --------------------------------------------------------------------------------

async function upload(files, company, period) {
  if (!files.length) return;
  const form = new FormData();
  for (const file of files) form.append("file", file, file.name);
  if (company) form.append("company", company);
  if (period) form.append("period", period);
  showMessage(`Uploading ${files.length} file(s)…`, "info");
  try {
    const response = await api("/documents", { method: "POST", body: form });
    const body = await response.json();
    const again = body.documents.filter((d) => d.duplicate).map((d) => d.filename);
    showMessage(again.length ? `Already uploaded: ${again.join(", ")}` : "", "info");
  } catch (error) {
    showMessage(error.message);
  }
  await refresh();
}

function uploadForm() {
  const form = el("form", "documents-upload");
  const zone = el("label", "drop-zone");
  zone.appendChild(el("span", "", "Drop PDF, Markdown or text reports here, or choose files"));
  const input = el("input");
  input.type = "file";
  input.multiple = true;
  input.accept = ACCEPT;
  input.className = "file-input";
  input.setAttribute("aria-label", "Choose report files to upload");
  zone.appendChild(input);
  const company = companySelect("", true);
  company.setAttribute("aria-label", "Company of the uploaded files");
  const period = el("input");
  period.placeholder = "Period (detect)";
  period.setAttribute("aria-label", "Period of the uploaded files, e.g. FY2024 or H1 FY2025");
  period.size = 10;
  const options = el("div", "row");
  options.append(company, period);
  form.append(zone, options);
  const send = (files) => upload(Array.from(files), company.value, period.value.trim());
  input.addEventListener("change", () => {
    send(input.files);
    input.value = "";
  });
  for (const name of ["dragenter", "dragover"]) {
    zone.addEventListener(name, (event) => {
      event.preventDefault();
      zone.classList.add("dragging");
    });
  }
  for (const name of ["dragleave", "drop"]) {
    zone.addEventListener(name, () => zone.classList.remove("dragging"));
  }
  zone.addEventListener("drop", (event) => {
    event.preventDefault();
    send(event.dataTransfer.files);
  });
  form.addEventListener("submit", (event) => event.preventDefault());
  return form;
}

// --- list ----------------------------------------------------------------------------------

function progressText(doc) {
  const p = doc.progress || {};
  if (doc.status === "queued") return "Waiting to be read…";
  if (doc.status === "reading") return `Reading page ${p.pages_read} of ${p.pages_total || "?"}`;
  if (doc.status === "embedding") return `Indexing passages: ${p.chunks_embedded} of ${p.chunks_total}`;
  return "";
}

function progressValue(doc) {
  const p = doc.progress || {};
  if (doc.status === "reading" && p.pages_total) return (p.pages_read / p.pages_total) * 0.5;
  if (doc.status === "embedding" && p.chunks_total) return 0.5 + (p.chunks_embedded / p.chunks_total) * 0.5;
  return 0;
}

function correctForm(doc, item) {
  const form = el("form", "documents-correct");
  const company = companySelect(doc.company_override || doc.company, false);
  company.setAttribute("aria-label", `Company of ${doc.filename}`);
  const period = el("input");
  period.value = doc.period_override || doc.period || "";
  period.placeholder = "FY2024";
  period.setAttribute("aria-label", `Period of ${doc.filename}`);
  period.size = 10;
  const save = el("button", "", "Save and re-index");
  save.type = "submit";
  const cancel = el("button", "", "Cancel");
  cancel.type = "button";
  cancel.addEventListener("click", () => form.remove());
  form.append(company, period, save, cancel);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      await api(`/documents/${encodeURIComponent(doc.id)}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ company: company.value, period: period.value.trim() || null }),
      });
      showMessage("");
    } catch (error) {
      showMessage(error.message);
    }
    await refresh();
  });
  item.appendChild(form);
  company.focus();
}

async function remove(doc) {
  if (!window.confirm(`Delete ${doc.filename}? Its passages and the answers citing it go too.`)) return;
  try {
    await api(`/documents/${encodeURIComponent(doc.id)}`, { method: "DELETE" });
    showMessage(`Deleted ${doc.filename}.`, "info");
  } catch (error) {
    showMessage(error.message);
  }
  await refresh();
}

function documentItem(doc) {
  const item = el("li", `document status-${doc.status}`);
  item.dataset.documentId = doc.id;
  const head = el("div", "document-head");
  head.appendChild(el("span", "document-name", doc.filename));
  head.appendChild(el("span", "document-status", doc.status));
  item.appendChild(head);
  if (doc.status === "ready") {
    const detected = [doc.company, doc.period || "undated"].join(" · ");
    const counts = `${doc.pages} pages, ${doc.figures} figures, ${doc.chunks} passages`;
    item.appendChild(el("p", "document-detected", `${detected} — ${counts}`));
  } else if (doc.status === "failed") {
    item.appendChild(el("p", "document-error", doc.error || "Could not be read."));
  } else {
    const bar = el("progress");
    bar.max = 1;
    bar.value = progressValue(doc);
    bar.setAttribute("aria-label", `Progress of ${doc.filename}`);
    item.append(bar, el("p", "document-progress", progressText(doc)));
  }
  const actions = el("div", "row document-actions");
  if (doc.status === "ready" || doc.status === "failed") {
    const open = el("button", "", "Open");
    open.type = "button";
    open.addEventListener("click", () => openViewer(doc, 1, []));
    const correct = el("button", "", "Correct company/period");
    correct.type = "button";
    correct.addEventListener("click", () => {
      if (!item.querySelector(".documents-correct")) correctForm(doc, item);
    });
    const del = el("button", "danger", "Delete");
    del.type = "button";
    del.addEventListener("click", () => remove(doc));
    actions.append(open, correct, del);
  }
  item.appendChild(actions);
  return item;
}

function renderList() {
  const list = state.root.querySelector(".documents-list");
  list.replaceChildren(...state.documents.map(documentItem));
  state.root.querySelector(".documents-empty").hidden = state.documents.length > 0;
}

async function refresh() {
  try {
    const response = await api("/documents");
    state.documents = (await response.json()).documents || [];
    if (state.root.querySelector(".documents-message").textContent === NEEDS_TOKEN) showMessage("");
  } catch (error) {
    showMessage(error.message);
    return;
  }
  renderList();
  linkCitations(document);
  const busy = state.documents.some((d) => ["queued", "reading", "embedding"].includes(d.status));
  if (busy && !state.polling) {
    state.polling = window.setTimeout(() => {
      state.polling = null;
      refresh();
    }, POLL_MS);
  }
}

// --- citations and the viewer ---------------------------------------------------------------

/** The figures an answer states for citation [n]: amounts on its lines citing [n], no years. */
function citedFigures(answer, n) {
  const lines = String(answer || "")
    .split(/\n|(?<=[.;])\s+/)
    .filter((line) => line.includes(`[${n}]`));
  const numbers = lines.flatMap((line) => line.replace(/\[\d+\]/g, "").match(/\d[\d,]*(?:\.\d+)?/g) || []);
  const amounts = numbers.filter((x) => !/^(19|20)\d\d$/.test(x) && x.replace(/\D/g, "").length >= 2);
  return [...new Set(amounts)];
}

/** Add "Open page N" to every listed source that cites one of the user's documents. */
function linkCitations(scope) {
  for (const item of scope.querySelectorAll("li.source:not([data-linked])")) {
    const text = item.textContent || "";
    const doc = state.documents.find((d) => d.status === "ready" && text.includes(d.source));
    if (!doc) continue;
    item.dataset.linked = "true";
    const page = Number((/\bpage (\d+)/.exec(text) || [])[1] || 1);
    const n = (/^\[(\d+)\]/.exec(text) || [])[1];
    const turn = item.closest("#log > li");
    const body = turn ? turn.querySelector(".answer") : null;
    const answer = body ? body.innerText || body.textContent : "";
    const button = el("button", "open-page", `Open page ${page}`);
    button.type = "button";
    button.setAttribute("aria-label", `Open page ${page} of ${doc.filename}`);
    button.addEventListener("click", () => openViewer(doc, page, n ? citedFigures(answer, n) : []));
    item.append(" ", button);
  }
}

let pdfjs = null;

async function loadPdfjs() {
  if (!pdfjs) {
    pdfjs = await import("pdfjs-dist");
    pdfjs.GlobalWorkerOptions.workerSrc = "/chat/static/pdf.worker.js";
  }
  return pdfjs;
}

function viewerDialog() {
  let dialog = document.getElementById("document-viewer");
  if (dialog) return dialog;
  dialog = el("dialog", "document-viewer");
  dialog.id = "document-viewer";
  dialog.setAttribute("aria-labelledby", "document-viewer-title");
  const bar = el("div", "viewer-bar");
  const title = el("h2", "", "");
  title.id = "document-viewer-title";
  const prev = el("button", "viewer-prev", "Previous page");
  const next = el("button", "viewer-next", "Next page");
  const close = el("button", "viewer-close", "Close");
  for (const b of [prev, next, close]) b.type = "button";
  close.addEventListener("click", () => dialog.close());
  bar.append(title, prev, next, close);
  const status = el("p", "viewer-status");
  status.setAttribute("role", "status");
  const stage = el("div", "viewer-stage");
  dialog.append(bar, status, stage);
  document.body.appendChild(dialog);
  return dialog;
}

async function renderPdfPage(dialog, pdf, number, figures) {
  const stage = dialog.querySelector(".viewer-stage");
  const status = dialog.querySelector(".viewer-status");
  const page = await pdf.getPage(number);
  const width = Math.min(stage.clientWidth || window.innerWidth, 900);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: Math.max(0.5, (width - 8) / base.width) });
  const canvas = el("canvas", "viewer-page");
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.dataset.page = String(number);
  const holder = el("div", "viewer-holder");
  holder.appendChild(canvas);
  stage.replaceChildren(holder);
  await page.render({ canvasContext: canvas.getContext("2d"), viewport, canvas }).promise;
  const content = await page.getTextContent();
  let marked = 0;
  for (const item of content.items) {
    const text = item.str || "";
    if (!figures.some((figure) => text.includes(figure))) continue;
    const [, , , , x, y] = pdfjs.Util.transform(viewport.transform, item.transform);
    const height = Math.abs(item.height || item.transform[3]) * viewport.scale;
    const mark = el("span", "viewer-highlight");
    mark.title = text;
    mark.style.left = `${x}px`;
    mark.style.top = `${y - height}px`;
    mark.style.width = `${item.width * viewport.scale}px`;
    mark.style.height = `${height}px`;
    holder.appendChild(mark);
    marked += 1;
  }
  const found = figures.length ? (marked ? ` — ${figures.join(", ")} highlighted` : " — the cited figure was not found as text on this page") : "";
  status.textContent = `Page ${number} of ${pdf.numPages}${found}`;
  dialog.dataset.page = String(number);
  dialog.dataset.highlights = String(marked);
}

async function openViewer(doc, pageNumber, figures) {
  const dialog = viewerDialog();
  dialog.querySelector("h2").textContent = doc.filename;
  const status = dialog.querySelector(".viewer-status");
  const stage = dialog.querySelector(".viewer-stage");
  stage.replaceChildren();
  status.textContent = "Loading…";
  if (!dialog.open) dialog.showModal();
  try {
    const response = await api(`/documents/${encodeURIComponent(doc.id)}/file`);
    if (doc.kind !== "pdf") {
      stage.replaceChildren(el("pre", "viewer-text", await response.text()));
      status.textContent = "";
      return;
    }
    const lib = await loadPdfjs();
    const data = new Uint8Array(await response.arrayBuffer());
    const pdf = await lib.getDocument({ data, isEvalSupported: false }).promise;
    let current = Math.min(Math.max(1, pageNumber), pdf.numPages);
    const go = async (delta) => {
      const target = current + delta;
      if (target < 1 || target > pdf.numPages) return;
      current = target;
      await renderPdfPage(dialog, pdf, current, figures);
    };
    dialog.querySelector(".viewer-prev").onclick = () => go(-1);
    dialog.querySelector(".viewer-next").onclick = () => go(1);
    await renderPdfPage(dialog, pdf, current, figures);
  } catch (error) {
    status.textContent = `Could not open ${doc.filename}: ${error.message}`;
  }
}

// --- mount ---------------------------------------------------------------------------------

function mount() {
  const root = document.getElementById("documents");
  if (!root || root.dataset.mounted) return;
  root.dataset.mounted = "true";
  state.root = root;
  const title = el("h2", "", "Your documents");
  title.id = "documents-title";
  root.setAttribute("aria-labelledby", "documents-title");
  // A status, not an alert: the page's own alert already reports a missing token.
  const message = el("p", "documents-message");
  message.setAttribute("role", "status");
  message.hidden = true;
  const empty = el("p", "hint documents-empty", "No documents uploaded yet.");
  const list = el("ul", "documents-list");
  root.append(title, uploadForm(), message, empty, list);
  new MutationObserver(() => linkCitations(document)).observe(document.body, {
    childList: true,
    subtree: true,
  });
  const settings = document.getElementById("settings-form");
  if (settings) settings.addEventListener("submit", () => window.setTimeout(refresh, 0));
  refresh();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mount);
else mount();
