import type { Queryable } from './database.js';

/** A column to fill and its SQL type, as jsonb_to_recordset needs it. */
export type ColumnTypes<Row> = { readonly [K in keyof Row]?: string };

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const BATCH_ROWS = 2000;

/**
 * Inserts many rows in a few statements: each batch travels as one JSON parameter and
 * jsonb_to_recordset turns it back into typed rows. That is one round trip per 2,000 rows
 * on both engines, with no limit on parameters and no SQL built from values.
 */
export const insertRecords = async <Row extends object>(
  db: Queryable,
  table: string,
  columns: ColumnTypes<Row>,
  rows: readonly Row[],
  /** Target columns computed from the record's (`r.`) fields; by default each field is its own column. */
  computed?: Readonly<Record<string, string>>,
): Promise<void> => {
  const entries = Object.entries(columns) as [string, string][];
  const targets = computed ? Object.keys(computed) : entries.map(([column]) => column);
  for (const name of [table, ...entries.map(([column]) => column), ...targets]) {
    if (!IDENTIFIER.test(name)) throw new Error(`Unsafe identifier: ${name}`);
  }
  const values = computed ? targets.map((target) => computed[target]).join(', ') : targets.join(', ');
  const types = entries.map(([column, type]) => `${column} ${type}`).join(', ');
  const sql = `insert into ${table} (${targets.join(', ')}) select ${values} from jsonb_to_recordset($1::jsonb) as r(${types})`;
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS).map((row) => {
      const picked: Record<string, unknown> = {};
      for (const [column] of entries) picked[column] = (row as Record<string, unknown>)[column] ?? null;
      return picked;
    });
    await db.query(sql, [JSON.stringify(batch)]);
  }
};
