/** The params a state change carries (Pact V3+): values the consumer chose, by name. */
export type StateParams = Readonly<Record<string, unknown>>;

/**
 * Sets up one provider state and answers the values its `${name}` expressions inject into
 * the requests (ids the host made up, a session token), or nothing.
 */
export type StateHandler = (params: StateParams) => Promise<Record<string, string> | undefined>;
