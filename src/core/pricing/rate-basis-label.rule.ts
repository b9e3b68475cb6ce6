const LABELS: ReadonlyMap<string | null | undefined, string> = new Map([
  ['hour', 'Number of hours'],
  ['day', 'Number of days'],
  ['person', 'Number of people'],
]);

/** The quantity field's label for a rate basis (SPEC section 9); any other basis is 'Selected number'. */
export const rateBasisLabel = (rateBasis: string | null | undefined): string =>
  LABELS.get(rateBasis) ?? 'Selected number';
