import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type AnswerEncoding = 'br' | 'gzip';

/** A compression level for each encoding. */
export interface CompressionLevel {
  readonly brotli: number;
  readonly gzip: number;
}

/**
 * Levels by answer size (docs/host/performance.md#compression-by-answer-size). Under 8 kB the
 * best level saves under 100 bytes (a page of cards by id, the destinations), so the fastest
 * goes; a search's first answer (30 to 46 kB) saves 2 to 3 kB at brotli 5 / gzip 6 over the
 * fastest, for a millisecond or two; from 128 kB (the home catalog) gzip 9 saves another tenth
 * (18.4 to 16.5 kB) and brotli 6 a little, where brotli 7 would cost forty times as long.
 */
export const SMALL_ANSWER_BYTES = 8 * 1024;
export const BIG_ANSWER_BYTES = 128 * 1024;

export const compressionLevelFor = (bytes: number): CompressionLevel => {
  if (bytes < SMALL_ANSWER_BYTES) return { brotli: 1, gzip: 1 };
  if (bytes < BIG_ANSWER_BYTES) return { brotli: 5, gzip: 6 };
  return { brotli: 6, gzip: 9 };
};

/** The answer compressed for `encoding` at the level its size calls for. */
export const compressAnswer = (body: Buffer | string, encoding: AnswerEncoding): Promise<Buffer> => {
  const level = compressionLevelFor(Buffer.byteLength(body));
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: level.brotli } })
    : gzipped(body, { level: level.gzip });
};
