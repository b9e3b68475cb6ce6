import type { FastifyReply } from 'fastify';
import { type AnswerEncoding, compressAnswer } from './answer-compression.js';

export type { AnswerEncoding } from './answer-compression.js';

/**
 * A JSON answer serialised once and compressed at most once per encoding, for answers many
 * requests share (cached search results): a hit then costs a write of bytes already made.
 * The levels are those the host's compression uses for answers made per request, by size
 * (answer-compression.ts).
 */
export class PreparedAnswer {
  /** The JSON as UTF-8 bytes: a string would be encoded again on every send. */
  readonly body: Buffer;
  readonly #compressed = new Map<AnswerEncoding, Promise<Buffer>>();

  /** `isJson`: the answer is JSON text already (fromJson). */
  constructor(answer: unknown, isJson = false) {
    this.body = Buffer.from(isJson ? String(answer) : JSON.stringify(answer));
  }

  /** An answer already written as JSON text (a search's, made by the database). */
  static fromJson(json: string): PreparedAnswer {
    return new PreparedAnswer(json, true);
  }

  get bytes(): number {
    return this.body.length;
  }

  get json(): string {
    return this.body.toString('utf8');
  }

  compressed(encoding: AnswerEncoding): Promise<Buffer> {
    let bytes = this.#compressed.get(encoding);
    if (!bytes) {
      bytes = compressAnswer(this.body, encoding);
      this.#compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The prepared answer a reply is sending, for the compression hook (static-site.ts). */
const preparedAnswers = new WeakMap<FastifyReply, PreparedAnswer>();

export const preparedAnswerOf = (reply: FastifyReply): PreparedAnswer | undefined =>
  preparedAnswers.get(reply);

/** Sends the answer's JSON; a host that compresses answers takes its stored compressed bytes. */
export const sendPrepared = (reply: FastifyReply, answer: PreparedAnswer): FastifyReply => {
  preparedAnswers.set(reply, answer);
  return reply.type('application/json; charset=utf-8').send(answer.body);
};
