/**
 * Shapes a query gives the table rows it reads (server/db/rows), so each query's type is
 * derived from its tables' rows rather than written out again.
 */

type DateAsText<T> = T extends Date ? string : T;

/**
 * Both engines' drivers hand `date` and `timestamptz` columns back as Date objects, so the
 * row types say Date. A query that prints them with isoDaySql, isoInstantSql or `::text`
 * reads strings instead, and the seed writes them as text through JSON (insertRecords):
 * `DatesAsText<Row>` is a row read or written so, each Date column a string (null stays null).
 */
export type DatesAsText<Row> = { [K in keyof Row]: DateAsText<Row[K]> };

/** Columns of a joined table selected as `<prefix><column>` (`m.name as market_name`). */
export type Prefixed<Prefix extends string, Row> = {
  [K in keyof Row & string as `${Prefix}${K}`]: Row[K];
};
