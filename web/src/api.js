// The LangGraph SDK client of the page, the stored API token, and readable error messages.
import { Client } from "@langchain/langgraph-sdk/client";

export const ASSISTANT_ID = "mines_financial";
const TOKEN_KEY = "mines.apiToken";

/** The token saved in this browser ("" when none or when storage is unavailable). */
export function loadToken() {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || "";
  } catch {
    return "";
  }
}

/** Save (or, with an empty string, forget) the token. */
export function saveToken(token) {
  try {
    if (token) window.localStorage.setItem(TOKEN_KEY, token);
    else window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be disabled (private mode); the token then lasts for this page only.
  }
}

/** An SDK client for this server, sending the token as a bearer header when there is one. */
export function makeClient(token) {
  return new Client({
    apiUrl: window.location.origin,
    apiKey: null,
    defaultHeaders: token ? { Authorization: `Bearer ${token}` } : {},
    callerOptions: { maxRetries: 1 },
  });
}

/** Raised for an `error` event in a run's stream (the run failed on the server). */
export class RunError extends Error {
  constructor(data) {
    const kind = (data && typeof data.error === "string" && data.error) || "Error";
    super(kind);
    this.name = "RunError";
    this.kind = kind;
    this.detail = (data && typeof data.message === "string" && data.message) || "";
  }
}

function statusOf(error) {
  if (error && typeof error.status === "number") return error.status;
  const match = /^HTTP (\d{3})\b/.exec(String((error && error.message) || ""));
  return match ? Number(match[1]) : undefined;
}

/** True for the error of a request the page aborted itself (the Stop button). */
export function isAbort(error) {
  return Boolean(error) && (error.name === "AbortError" || error.message === "AbortError");
}

/** A short sentence for the user; never a stack trace. `null` for a deliberate stop. */
export function describeError(error) {
  if (isAbort(error)) return null;
  if (error instanceof RunError) {
    const detail = error.detail ? `: ${error.detail.split("\n")[0].slice(0, 200)}` : "";
    return `The answer could not be completed (${error.kind}${detail}). Please try again.`;
  }
  const status = statusOf(error);
  if (status === 401) {
    return "The server needs a valid API token. Open Settings, enter your token and try again.";
  }
  if (status === 403) return "Your API token does not allow this action.";
  if (status === 404) {
    return "That conversation was not found. It may have been deleted; start a new conversation.";
  }
  if (status === 409) {
    return "This conversation is still answering another question. Wait for it to finish, then try again.";
  }
  if (status === 422) return "The server did not accept the request. Try rephrasing the question.";
  if (status !== undefined && status >= 500) {
    return `The server had a problem (HTTP ${status}). Please try again in a moment.`;
  }
  if (error instanceof TypeError || (error && error.name === "ConnectionError")) {
    return "Cannot reach the server. Check that it is running, then try again.";
  }
  return "Something went wrong. Please try again.";
}
