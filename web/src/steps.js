// Friendly names of the graph's steps, from the `tasks` stream (a task starts, then ends).
//
// The line only moves forward: each step has a stage (the order the graph runs them in) and a
// task that starts at an earlier stage than the one shown, or a task that ends, leaves the
// line as it is. So it never jumps back to "Searching…" when a search step's inner tasks
// end, and never says "Waiting for your reply…" once the reply is sent.

const STEPS = {
  compress_context: [0, "Reading your question…"],
  safety_boundary: [1, "Checking safety…"],
  memory: [2, "Checking earlier answers…"],
  retrieve_decision: [3, "Routing…"],
  clarify: [3, "Reading your reply…"],
  check_question: [4, "Searching the annual reports…"],
  retrieval_agent: [4, "Searching the annual reports…"],
  query_rewrite: [4, "Searching the annual reports…"],
  retrieve_company: [4, null], // "Searching BHP and RIO reports…", from the task's input
  news_agent: [4, "Reading the news…"],
  grade_docs: [5, "Grading documents…"],
  synthesize: [6, "Drafting the answer…"],
  grade_answer: [7, "Checking the draft…"],
  aggregate: [8, "Gathering the figures…"],
  calculator_agent: [9, "Calculating…"],
  model: [9, "Calculating…"],
  tools: [9, "Calculating…"],
  guardrails: [10, "Checking the answer…"],
  answer: [11, "Writing the answer…"],
  fallback: [11, "Writing the answer…"],
};

function joinNames(names) {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Tracks the run's tasks and says, in plain words, what the assistant is doing. */
export class StepTracker {
  constructor() {
    this.companies = new Set();
    this.stage = -1;
    this.last = "Starting…";
  }

  /** Feed one `tasks` event; returns true when the label changed. */
  update(task) {
    if (!task || typeof task !== "object" || typeof task.id !== "string" || !("input" in task)) return false;
    const step = STEPS[task.name];
    if (!step || step[0] < this.stage) return false;
    let label = step[1];
    if (task.name === "retrieve_company") {
      if (task.input && typeof task.input.company === "string") this.companies.add(task.input.company);
      const companies = [...this.companies].sort();
      label = companies.length ? `Searching ${joinNames(companies)} reports…` : "Searching the reports…";
    }
    this.stage = step[0];
    if (label === this.last) return false;
    this.last = label;
    return true;
  }

  /** The label of the furthest step started so far. */
  label() {
    return this.last;
  }
}
