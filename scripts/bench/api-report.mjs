// The report of `npm run bench:api` (api.mjs): every figure beside the goal it answers
// (docs/host/performance.md), in one table per part.

const pad = (cells, widths, left) =>
  cells.map((c, i) => (i < left ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');

export const printTable = (title, head, body, left = 2) => {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => String(row[i]).length)));
  console.log(`\n${title}`);
  console.log(pad(head, widths, left));
  for (const row of body) console.log(pad(row.map(String), widths, left));
};

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Part 1 and 2 for one engine's rows, the goals beside the figures. */
export const printLoadReport = ({ rows, sizes, goals, homes, connections, seconds }) => {
  printTable(
    `${homes ? `${homes} homes` : 'an empty catalog'}, ${connections} connections, ${seconds} s per row, loopback (load generator on this machine)`,
    ['engine', 'endpoint', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'non-2xx', 'errors', 'goal'],
    rows.map((r) => [
      r.engine,
      r.name,
      r.rps.toFixed(0),
      r.p50,
      r.p975,
      r.p99,
      r.non2xx,
      r.errors,
      goals(r) ?? '',
    ]),
  );
  if (sizes.length === 0) return;
  printTable(
    'Answer sizes (gzip level 6, as the host compresses JSON for a browser)',
    ['engine', 'answer', 'homes', 'JSON', 'gzip', 'goal'],
    sizes.map((s) => [s.engine, s.name, s.homes, kB(s.raw), kB(s.gzip), s.goal ?? '']),
  );
};

export const printScaleReport = (scale, connections) =>
  printTable(
    `Search cost as the catalog grows (PostgreSQL, ${connections} connections; goal: no step worse than linear)`,
    ['homes', 'search', 'req/s', 'p97.5 ms', 'p97.5 x', 'homes x'],
    scale.map((s, i) => {
      const before = scale.slice(0, i).findLast((b) => b.name === s.name);
      return [
        s.homes,
        s.name,
        s.rps.toFixed(0),
        s.p975,
        before ? (s.p975 / Math.max(before.p975, 1)).toFixed(1) : '',
        before ? (s.homes / before.homes).toFixed(0) : '',
      ];
    }),
    2,
  );
