/**
 * An error a route throws on purpose: its status and message go to the client as
 * `{ message }`, even for 5xx (unlike unexpected errors, whose message stays private).
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}
