// Friendly names of the graph's steps, from the `tasks` stream (a task starts, then ends).

const LABELS = {
  compress_context: "Reading your question…",
  safety_boundary: "Checking safety…",
  memory: "Checking earlier answers…",
  retrieve_decision: "Routing…",
  clarify: "Waiting for your reply…",
  retrieval_agent: "Searching the annual reports…",
  query_rewrite: "Reading your question…",
  grade_docs: "Grading documents…",
  synthesize: "Writing the answer…",
  grade_answer: "Checking the answer…",
  news_agent: "Reading the news…",
  aggregate: "Gathering the figures…",
  calculator_agent: "Calculating…",
  model: "Calculating…",
  tools: "Calculating…",
  guardrails: "Checking the answer…",
  answer: "Writing the answer…",
  fallback: "Writing the answer…",
};

function joinNames(names) {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Tracks running tasks and says, in plain words, what the assistant is doing. */
export class StepTracker {
  constructor() {
    this.running = new Map(); // task id -> node name, in start order
    this.companies = new Set();
    this.last = "Starting…";
  }

  /** Feed one `tasks` event; returns true when the label may have changed. */
  update(task) {
    if (!task || typeof task !== "object" || typeof task.id !== "string") return false;
    if ("input" in task) {
      if (task.name === "query_rewrite") this.companies.clear();
      if (task.name === "retrieve_company" && task.input && typeof task.input.company === "string") {
        this.companies.add(task.input.company);
      }
      this.running.set(task.id, task.name);
    } else {
      this.running.delete(task.id);
    }
    return true;
  }

  /** The label of the most recently started task still running (or the last one shown). */
  label() {
    const names = [...this.running.values()];
    for (let i = names.length - 1; i >= 0; i -= 1) {
      const name = names[i];
      if (name === "retrieve_company") {
        const companies = [...this.companies].sort();
        this.last = companies.length ? `Searching ${joinNames(companies)} reports…` : "Searching the reports…";
        return this.last;
      }
      if (LABELS[name]) {
        this.last = LABELS[name];
        return this.last;
      }
    }
    return this.last;
  }
}
