import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  BIG_ANSWER_BYTES,
  compressAnswer,
  compressionLevelFor,
  SMALL_ANSWER_BYTES,
} from '../../../server/http/answer-compression.js';

const answerOf = (bytes: number) =>
  Buffer.from(
    JSON.stringify({ ids: Array.from({ length: bytes / 16 }, (_, i) => `home-${i * 7919}`) }),
  ).subarray(0, bytes);

describe('compression by answer size', () => {
  it('small answers take the fastest level, first answers the middle one, big ones a better one', () => {
    expect(compressionLevelFor(SMALL_ANSWER_BYTES - 1)).toEqual({ brotli: 1, gzip: 1 });
    expect(compressionLevelFor(30_000)).toEqual({ brotli: 5, gzip: 6 });
    expect(compressionLevelFor(BIG_ANSWER_BYTES)).toEqual({ brotli: 6, gzip: 9 });
  });

  it('every level decompresses to the answer', async () => {
    for (const size of [2_000, 30_000, 200_000]) {
      const answer = answerOf(size);
      expect(brotliDecompressSync(await compressAnswer(answer, 'br')).equals(answer)).toBe(true);
      expect(gunzipSync(await compressAnswer(answer, 'gzip')).equals(answer)).toBe(true);
    }
  });

  it('a big answer comes out smaller than at the middle level', async () => {
    const { gzipSync } = await import('node:zlib');
    const answer = answerOf(200_000);
    expect((await compressAnswer(answer, 'gzip')).length).toBeLessThan(gzipSync(answer, { level: 6 }).length);
  });
});
