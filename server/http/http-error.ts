/**
 * An error a route throws on purpose: its status and message go to the client as
 * `{ message }`, even for 5xx (unlike unexpected errors, whose message stays private). A
 * `code` names the failure for a client that must act on it, not just show it (dates taken:
 * 'dates-unavailable'), so no client has to compare the words.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;

  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
  }
}
