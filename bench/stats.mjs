// Small statistics for the benchmark (no dependencies).

/** Percentile (0-100) of numbers, by linear interpolation between closest ranks. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

export function summarize(values) {
  if (values.length === 0) return { count: 0, median: Number.NaN, p95: Number.NaN, max: Number.NaN, mean: Number.NaN };
  const sum = values.reduce((total, value) => total + value, 0);
  return {
    count: values.length,
    median: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    max: round(Math.max(...values)),
    mean: round(sum / values.length),
  };
}

export function round(value, digits = 2) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A plain text table: header row, rows of cells, columns padded. */
export function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(all[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...all.slice(1).map(line)].join('\n');
}
