/** The params a state change carries (Pact V3+): values the consumer chose, by name. */
export type StateParams = Readonly<Record<string, unknown>>;

/**
 * Sets up one provider state and answers the values its `${name}` expressions inject into
 * the requests (ids the host made up, a session token, days counted from the host's today),
 * or nothing. A number is injected as a JSON number.
 */
export type StateHandler = (params: StateParams) => Promise<Record<string, string | number> | undefined>;

/**
 * A param the state cannot do without (an id, an e-mail), as text. A missing or empty one is
 * an error naming it: the endpoint answers it, and the verifier prints it beside the
 * interaction whose state lacked it.
 */
export const textParam = (params: StateParams, name: string): string => {
  const value = params[name];
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  throw new Error(`the state needs the param "${name}" (text), got ${JSON.stringify(value)}`);
};

/** A whole-number param (a count of guests, an amount in cents). */
export const countParam = (params: StateParams, name: string): number => {
  const value = typeof params[name] === 'string' ? Number(params[name]) : params[name];
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  throw new Error(
    `the state needs the param "${name}" (a whole number), got ${JSON.stringify(params[name])}`,
  );
};
