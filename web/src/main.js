// The chat page: asks the `mines_financial` assistant through the LangGraph REST API (JS SDK),
// streams the answer, resumes clarification interrupts and lists past conversations.
import "./styles.css";

import { ASSISTANT_ID, RunError, describeError, isAbort, loadToken, makeClient, saveToken } from "./api.js";
import {
  assistantTurn,
  contentText,
  el,
  fromMarkdown,
  renderDraft,
  renderFinal,
  renderText,
  sameAnswer,
  unescapeMarkdown,
  userTurn,
} from "./render.js";
import { StepTracker } from "./steps.js";
import "./documents.js"; // the documents panel and the cited-page viewer

const STREAM_MODES = ["updates", "messages-tuple", "tasks"];
const BUSY_RETRIES = 10; // a busy thread is re-checked this often...
const BUSY_WAIT_MS = 300; // ...this far apart before the page refuses it
const TITLE_LENGTH = 80;

const $ = (id) => document.getElementById(id);
const ui = {
  log: $("log"),
  welcome: $("welcome"),
  error: $("error"),
  composer: $("composer"),
  question: $("question"),
  send: $("send"),
  stop: $("stop"),
  threads: $("threads"),
  threadsEmpty: $("threads-empty"),
  newConversation: $("new-conversation"),
  settings: $("settings"),
  settingsToggle: $("settings-toggle"),
  settingsForm: $("settings-form"),
  token: $("api-token"),
  tokenClear: $("token-clear"),
};

const state = {
  client: makeClient(loadToken()),
  threadId: null,
  runId: null,
  stopping: false,
  busy: false,
  controller: null,
  charts: [],
};

// Exposed for tests and debugging: which thread the page is on.
document.body.dataset.threadId = "";

function showError(message) {
  if (!message) return;
  ui.error.textContent = message;
  ui.error.hidden = false;
}

function clearError() {
  ui.error.textContent = "";
  ui.error.hidden = true;
}

const THREAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function setThread(threadId) {
  state.threadId = threadId;
  document.body.dataset.threadId = threadId || "";
  // The open conversation is in the address, so a reload (or a bookmark) reopens it.
  window.history.replaceState(null, "", threadId ? `#${threadId}` : window.location.pathname);
  for (const button of ui.threads.querySelectorAll(".thread-open")) {
    if (button.dataset.threadId === threadId) button.setAttribute("aria-current", "true");
    else button.removeAttribute("aria-current");
  }
}

function setBusy(busy) {
  state.busy = busy;
  document.body.dataset.busy = busy ? "true" : "false";
  ui.send.disabled = busy;
  ui.stop.hidden = !busy;
  ui.stop.disabled = true; // enabled once the server has created the run (see onRunCreated)
  ui.log.setAttribute("aria-busy", busy ? "true" : "false");
  for (const button of document.querySelectorAll(".thread-open, .thread-delete, #new-conversation")) {
    button.disabled = busy;
  }
}

function resetConversation() {
  for (const chart of state.charts) chart.destroy();
  state.charts = [];
  ui.log.replaceChildren();
  ui.welcome.hidden = false;
  clearError();
  setThread(null);
}

function scrollToEnd() {
  // The end of the last turn: its badge and sources, or a clarification's reply box.
  ui.log.lastElementChild?.scrollIntoView({ block: "end", behavior: "auto" });
}

// On a phone the question box sticks to the bottom of the screen: the page keeps that much
// room under whatever it scrolls into view (styles.css reads --composer-height).
new ResizeObserver(() => {
  document.documentElement.style.setProperty("--composer-height", `${ui.composer.offsetHeight}px`);
}).observe(ui.composer);

// The on-screen keyboard shrinks the viewport: keep the field being typed in visible.
window.visualViewport?.addEventListener("resize", () => {
  const active = document.activeElement;
  if (active && active !== ui.question && ui.log.contains(active)) active.scrollIntoView({ block: "nearest" });
});

// --- conversations ------------------------------------------------------------------------

async function refreshThreads() {
  let threads;
  try {
    threads = await state.client.threads.search({
      metadata: { graph_id: ASSISTANT_ID },
      limit: 50,
      sortBy: "updated_at",
      sortOrder: "desc",
    });
  } catch (error) {
    console.error(error);
    showError(describeError(error));
    return;
  }
  ui.threads.replaceChildren();
  ui.threadsEmpty.hidden = threads.length > 0;
  for (const thread of threads) {
    const title = threadTitle(thread);
    const item = el("li", "thread");
    const open = el("button", "thread-open");
    open.appendChild(el("span", "thread-title", title));
    open.type = "button";
    open.dataset.threadId = thread.thread_id;
    open.title = title;
    if (thread.thread_id === state.threadId) open.setAttribute("aria-current", "true");
    // On its own line, so a long title never cuts it off.
    if (thread.status === "interrupted") open.appendChild(el("span", "thread-flag", "Waiting for your reply"));
    open.addEventListener("click", () => openThread(thread.thread_id));
    const remove = el("button", "thread-delete", "Delete");
    remove.type = "button";
    remove.setAttribute("aria-label", `Delete conversation: ${title}`);
    remove.addEventListener("click", () => deleteThread(thread.thread_id, title));
    item.append(open, remove);
    ui.threads.appendChild(item);
  }
  setBusy(state.busy);
}

/** A conversation's title: the one the page gave it, else its first question (other clients). */
function threadTitle(thread) {
  const title = thread.metadata && thread.metadata.title;
  if (typeof title === "string" && title.trim()) return title.trim();
  const messages = (thread.values && Array.isArray(thread.values.messages) && thread.values.messages) || [];
  const first = messages.find((message) => message && message.type === "human");
  const text = first ? contentText(first.content).replace(/\s+/g, " ").trim() : "";
  return text ? text.slice(0, TITLE_LENGTH) : "Untitled conversation";
}

async function deleteThread(threadId, title) {
  if (state.busy) return;
  if (!window.confirm(`Delete the conversation “${title}”? This cannot be undone.`)) return;
  clearError();
  try {
    await state.client.threads.delete(threadId);
  } catch (error) {
    console.error(error);
    showError(describeError(error));
  }
  if (threadId === state.threadId) resetConversation();
  await refreshThreads();
  ui.newConversation.focus();
}

function pendingInterrupt(threadState) {
  for (const task of (threadState && threadState.tasks) || []) {
    for (const interrupt of task.interrupts || []) {
      if (interrupt && interrupt.value) return interrupt.value;
    }
  }
  return null;
}

async function openThread(threadId) {
  if (state.busy) return;
  resetConversation();
  setThread(threadId);
  let threadState;
  try {
    threadState = await state.client.threads.getState(threadId);
  } catch (error) {
    console.error(error);
    showError(describeError(error));
    return;
  }
  const values = threadState.values || {};
  const messages = Array.isArray(values.messages) ? values.messages : [];
  ui.welcome.hidden = messages.length > 0;
  const interrupt = pendingInterrupt(threadState);
  messages.forEach((message, index) => {
    const text = message.type === "ai" ? fromMarkdown(contentText(message.content)) : contentText(message.content);
    // A pending clarification question is also the thread's last message: shown once, with
    // its reply box, below.
    const asked = interrupt && index === messages.length - 1 && text === interrupt.question;
    if (asked) return;
    if (message.type === "human") {
      userTurn(ui.log, text);
    } else if (message.type === "ai" && text) {
      const turn = assistantTurn(ui.log);
      // Each answer message carries what was shown under it live (badge, sources, chart).
      const details = answerDetails(message, index === messages.length - 1 ? values : null, text);
      if (details) state.charts.push(...renderFinal(turn, { ...details, answer: text }));
      else {
        turn.status.hidden = true;
        renderText(turn.body, text);
      }
    }
  });
  if (interrupt) {
    const turn = assistantTurn(ui.log);
    showClarification(turn, interrupt);
  }
  scrollToEnd();
  if (!interrupt) ui.question.focus();
}

/**
 * The badge, sources and chart figures of an answer message: from the message itself (its
 * `response_metadata.mines`), or, for a message written before messages carried them, from
 * the thread's values when it is the thread's last answer.
 */
function answerDetails(message, values, text) {
  const meta = message.response_metadata && message.response_metadata.mines;
  if (meta && typeof meta === "object") return meta;
  if (values && typeof values.answer === "string" && sameAnswer(text, values.answer)) return values;
  return null;
}

// --- asking, streaming and resuming -------------------------------------------------------

function showClarification(turn, payload) {
  turn.status.hidden = true;
  const question = (payload && payload.question) || "Could you say a bit more about what you need?";
  renderText(turn.body, question);
  const form = el("form", "clarify");
  const id = `reply-${Date.now()}`;
  const label = el("label", "", "Your reply");
  label.htmlFor = id;
  const input = el("input");
  input.id = id;
  input.name = "reply";
  input.type = "text";
  input.required = true;
  input.maxLength = 1000;
  input.autocomplete = "off";
  input.placeholder = "e.g. BHP revenue FY2024";
  const button = el("button", "", "Reply");
  button.type = "submit";
  const row = el("div", "row");
  row.append(input, button);
  form.append(label, row);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const reply = input.value.trim();
    if (!reply || state.busy) return;
    input.disabled = true;
    button.disabled = true;
    form.hidden = true;
    resume(reply);
  });
  turn.extras.replaceChildren(form);
  input.focus({ preventScroll: true });
  turn.item.scrollIntoView({ block: "end" }); // the question and the reply box
}

async function runStream(payload, turn) {
  const steps = new StepTracker();
  let draft = "";
  let draftId = null;
  let final = null;
  let interrupt = null;
  state.controller = new AbortController();
  state.runId = null;
  state.stopping = false;
  const threadId = state.threadId;
  turn.status.hidden = false;
  turn.status.textContent = steps.label();

  // Aegra accepts multitaskStrategy "reject" without enforcing it: refuse a thread that is
  // busy (another tab, another device) here, with the same message as the server's 409,
  // after giving a run that was just stopped a moment to end.
  for (let attempt = 0; ; attempt += 1) {
    const current = await state.client.threads.get(threadId);
    if (!current || current.status !== "busy") break;
    if (attempt >= BUSY_RETRIES) {
      throw Object.assign(new Error("HTTP 409: the conversation is busy"), { status: 409 });
    }
    await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
  }
  const stream = state.client.runs.stream(threadId, ASSISTANT_ID, {
    ...payload,
    streamMode: STREAM_MODES,
    streamSubgraphs: true,
    multitaskStrategy: "reject",
    signal: state.controller.signal,
    onRunCreated: ({ run_id: runId }) => {
      state.runId = runId;
      ui.stop.disabled = false;
    },
  });
  for await (const part of stream) {
    const kind = String(part.event || "").split("|")[0];
    const data = part.data;
    if (kind === "metadata" && data && data.run_id) {
      state.runId = data.run_id;
      ui.stop.disabled = false;
    } else if (kind === "tasks") {
      if (data && data.name === "answer" && "input" in data) draft = "";
      if (steps.update(data)) turn.status.textContent = steps.label();
    } else if (kind === "messages" && Array.isArray(data)) {
      const [chunk, meta] = data;
      // The answer streams from the top-level answer step (Markdown: `\$` escaped, sources
      // listed); the final plain-text answer replaces it when the step ends.
      if (meta && meta.langgraph_node === "answer" && chunk && String(chunk.type).startsWith("AIMessage")) {
        // A new message id means a new message.
        if (chunk.id && chunk.id !== draftId) {
          draftId = chunk.id;
          draft = "";
        }
        draft += contentText(chunk.content);
        renderDraft(turn.body, unescapeMarkdown(draft));
      }
    } else if (part.event === "updates" && data && typeof data === "object") {
      for (const [node, update] of Object.entries(data)) {
        if (node === "__interrupt__" && Array.isArray(update) && update.length) {
          interrupt = update[0].value;
        } else if (update && typeof update === "object" && typeof update.answer === "string") {
          final = update;
        }
      }
    } else if (kind === "error") {
      throw new RunError(data);
    }
  }
  if (state.stopping) throw new Error("AbortError");
  if (!final && !interrupt) {
    // The stream ended without the last step (e.g. it was cut): read the thread's state,
    // and take its answer only if this run wrote the last checkpoint and finished.
    const threadState = await state.client.threads.getState(threadId);
    interrupt = pendingInterrupt(threadState);
    const ours = !state.runId || (threadState.metadata && threadState.metadata.run_id === state.runId);
    const finished = !threadState.next || threadState.next.length === 0;
    if (!interrupt && ours && finished && threadState.values && threadState.values.answer) {
      final = threadState.values;
    }
  }
  if (interrupt) {
    showClarification(turn, interrupt);
    return "interrupted";
  }
  if (final) {
    state.charts.push(...renderFinal(turn, final));
    return "done";
  }
  throw new Error("no answer");
}

async function execute(payload, turn) {
  setBusy(true);
  clearError();
  let outcome = "error";
  try {
    outcome = await runStream(payload, turn);
  } catch (error) {
    if (isAbort(error)) {
      outcome = "stopped";
      turn.status.textContent = "Stopped.";
    } else {
      console.error(error);
      turn.status.textContent = "No answer.";
      showError(describeError(error));
    }
  } finally {
    state.controller = null;
    state.runId = null;
    setBusy(false);
  }
  scrollToEnd();
  if (outcome !== "interrupted") ui.question.focus();
  refreshThreads();
  return outcome;
}

async function ask(question) {
  clearError();
  ui.welcome.hidden = true;
  if (!state.threadId) {
    try {
      const thread = await state.client.threads.create({
        metadata: { title: question.slice(0, TITLE_LENGTH), graph_id: ASSISTANT_ID },
      });
      setThread(thread.thread_id);
    } catch (error) {
      console.error(error);
      showError(describeError(error));
      return;
    }
  }
  userTurn(ui.log, question);
  const turn = assistantTurn(ui.log);
  scrollToEnd();
  await execute({ input: { messages: [{ role: "user", content: question }] } }, turn);
}

async function resume(reply) {
  userTurn(ui.log, reply);
  const turn = assistantTurn(ui.log);
  scrollToEnd();
  // Resume the interrupted run on the same thread: a Command, never a new question.
  await execute({ command: { resume: reply } }, turn);
}

async function stop() {
  const { threadId, runId, controller } = state;
  if (!runId) return; // the button is enabled only once the run exists
  state.stopping = true;
  ui.stop.disabled = true;
  try {
    await state.client.runs.cancel(threadId, runId);
  } catch (error) {
    console.error(error);
  }
  controller?.abort();
}

// --- wiring ---------------------------------------------------------------------------------

ui.composer.addEventListener("submit", (event) => {
  event.preventDefault();
  const question = ui.question.value.trim();
  if (!question || state.busy) return;
  ui.question.value = "";
  ask(question);
});

ui.question.addEventListener("keydown", (event) => {
  if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
    event.preventDefault();
    ui.composer.requestSubmit();
  }
});

ui.stop.addEventListener("click", () => {
  stop();
});

ui.newConversation.addEventListener("click", () => {
  if (state.busy) return;
  resetConversation();
  ui.question.focus();
});

ui.settingsToggle.addEventListener("click", () => {
  const open = ui.settings.hidden;
  ui.settings.hidden = !open;
  ui.settingsToggle.setAttribute("aria-expanded", String(open));
  if (open) {
    ui.token.value = loadToken();
    ui.token.focus();
  }
});

ui.settingsForm.addEventListener("submit", (event) => {
  event.preventDefault();
  saveToken(ui.token.value.trim());
  state.client = makeClient(loadToken());
  ui.settings.hidden = true;
  ui.settingsToggle.setAttribute("aria-expanded", "false");
  ui.settingsToggle.focus();
  clearError();
  refreshThreads();
});

ui.tokenClear.addEventListener("click", () => {
  ui.token.value = "";
  saveToken("");
  state.client = makeClient("");
  refreshThreads();
});

setBusy(false);
refreshThreads();
const linked = window.location.hash.slice(1);
if (THREAD_ID.test(linked)) openThread(linked);
else ui.question.focus();
