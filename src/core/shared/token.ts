/**
 * The name a port is injected by, carrying the port's type. The core knows no container: a
 * token is only a symbol with a type attached, so that the typed `inject` of the UI and the
 * bindings of the composition root refuse, at compile time, a parameter or an adapter that
 * does not fit the port.
 */
export type Token<T> = symbol & { readonly __port?: T };

/** The token of the port T; the same name always gives the same symbol (Symbol.for). */
export const token = <T>(name: string): Token<T> => Symbol.for(name) as Token<T>;
