/** What a state hands back to Pact: values its `${name}` expressions inject into requests. */
export type StateHandler = () => Promise<Record<string, string> | undefined>;
