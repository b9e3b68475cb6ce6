/** A stack frame as Sentry's event payload describes it. */
export interface StackFrame {
  readonly function?: string;
  readonly filename?: string;
  readonly lineno?: number;
  readonly colno?: number;
  readonly in_app?: boolean;
}

// Chrome / V8: "    at fn (https://app/x.js:10:5)" or "    at https://app/x.js:10:5"
const V8 = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
// Firefox / Safari: "fn@https://app/x.js:10:5"
const GECKO = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/**
 * Frames of an Error's stack for Sentry, oldest call first as Sentry wants them. Lines
 * neither engine's format matches are skipped; an unparsable stack gives no frames.
 */
export const stackFrames = (stack: string | undefined): StackFrame[] => {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n').slice(0, 50)) {
    const match = V8.exec(line) ?? GECKO.exec(line);
    if (!match) continue;
    const [, fn, filename, lineno, colno] = match;
    frames.push({
      ...(fn ? { function: fn } : {}),
      filename,
      lineno: Number(lineno),
      colno: Number(colno),
      in_app: !filename?.includes('node_modules'),
    });
  }
  return frames.reverse();
};
