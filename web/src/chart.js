// A chart of the figures an answer states, when they compare several companies or years.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

const COLOURS = ["#1f6f8b", "#c0582b", "#4b8b3b", "#7a4f9a", "#b08a1a"];

// Mirrors mines.slots.METRIC_LABELS; an unknown metric falls back to its name without "_".
const METRIC_NAMES = {
  revenue: "Revenue",
  underlying_ebitda: "Underlying EBITDA",
  underlying_npat: "Underlying NPAT",
  statutory_npat: "Statutory NPAT",
  dividends_per_share: "Dividends per share",
  capex: "Capital expenditure",
  net_debt: "Net debt",
  iron_ore_shipments_mt: "Iron ore shipments",
  iron_ore_production_mt: "Iron ore production",
  copper_production_kt: "Copper production",
  gold_sold_koz: "Gold sold",
  aisc_aud_oz: "AISC",
  c1_cost_usd_wmt: "C1 cost",
};

export function metricName(metric) {
  return METRIC_NAMES[metric] || String(metric || "").replace(/_/g, " ");
}

function unitText(figure) {
  const currency = figure.currency ? `${figure.currency} ` : "";
  return `${currency}${figure.unit || ""}`.trim();
}

/**
 * Pick what to chart: figures of one metric in one unit, covering at least two companies or
 * two years. Returns null when the answer does not compare anything.
 */
export function chartData(figures) {
  const usable = (Array.isArray(figures) ? figures : []).filter(
    (f) => f && typeof f.value === "number" && Number.isFinite(f.value) && f.company && f.fiscal_year,
  );
  const groups = new Map();
  for (const f of usable) {
    const key = `${f.metric}|${unitText(f)}`;
    if (!groups.has(key)) groups.set(key, new Map());
    // One value per (company, year); the first stated wins.
    const points = groups.get(key);
    const point = `${f.company}|${f.fiscal_year}`;
    if (!points.has(point)) points.set(point, f);
  }
  let best = null;
  for (const points of groups.values()) {
    if (!best || points.size > best.size) best = points;
  }
  if (!best || best.size < 2) return null;
  const points = [...best.values()];
  // Companies in the order the answer states them (its figures come in text order).
  const companies = [...new Set(points.map((f) => f.company))];
  const years = [...new Set(points.map((f) => f.fiscal_year))].sort();
  const first = points[0];
  const unit = unitText(first);
  const title = `${metricName(first.metric)}${unit ? ` (${unit})` : ""}`;
  const axis = unit || metricName(first.metric);
  const value = (company, year) => {
    const hit = points.find((f) => f.company === company && f.fiscal_year === year);
    return hit ? hit.value : null;
  };
  if (years.length === 1) {
    return {
      type: "bar",
      title: `${title}, ${years[0]}`,
      axis,
      labels: companies,
      datasets: [{ label: years[0], data: companies.map((c) => value(c, years[0])) }],
      summary: points.map((f) => `${f.company} ${f.fiscal_year}: ${f.text || f.value}`).join("; "),
    };
  }
  return {
    type: companies.length === 1 ? "line" : "bar",
    title,
    axis,
    labels: years,
    datasets: companies.map((c) => ({ label: c, data: years.map((y) => value(c, y)) })),
    summary: points.map((f) => `${f.company} ${f.fiscal_year}: ${f.text || f.value}`).join("; "),
  };
}

/** Draw `data` (from chartData) on a new canvas inside `container`; returns the Chart. */
export function drawChart(container, data) {
  const canvas = document.createElement("canvas");
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", `${data.title}. ${data.summary}`);
  canvas.textContent = data.summary;
  canvas.dataset.labels = JSON.stringify(data.labels); // the bars' order and the axis title,
  canvas.dataset.axis = data.axis; // for tests
  container.appendChild(canvas);
  return new Chart(canvas, {
    type: data.type,
    data: {
      labels: data.labels,
      datasets: data.datasets.map((d, i) => {
        // One series of bars (one year, several companies): a colour per company.
        const colour =
          data.datasets.length === 1 && data.type === "bar"
            ? data.labels.map((_, j) => COLOURS[j % COLOURS.length])
            : COLOURS[i % COLOURS.length];
        return { ...d, backgroundColor: colour, borderColor: colour, spanGaps: true };
      }),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { display: data.datasets.length > 1 } },
      // The caption names the chart; the axis says only its unit.
      scales: { y: { beginAtZero: true, title: { display: true, text: data.axis } } },
    },
  });
}
