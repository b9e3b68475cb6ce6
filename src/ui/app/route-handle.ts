/** What a route tells the layout about itself. */
export interface RouteHandle {
  /** Standalone screens hide the navigation bar and the footer (SPEC section 2: pages may hide them). */
  readonly hideChrome?: boolean;
}

export const hidesChrome = (handles: readonly unknown[]): boolean =>
  handles.some((handle) => Boolean((handle as RouteHandle | undefined)?.hideChrome));
