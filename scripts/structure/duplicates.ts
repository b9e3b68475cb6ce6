import type { SourceFile } from './source-text.js';

/**
 * Word-for-word duplicates: two places, in the same file or two files, whose lines are the
 * same for at least `minimum` lines in a row, once each line is trimmed and its runs of
 * whitespace made one space. Blank lines and lines of brackets and punctuation only (`});`)
 * are skipped, neither counted nor breaking a run, as token-based checkers do. A pair is one
 * maximal run: a run of ten equal lines is one pair, not five.
 */
export interface DuplicatePair {
  readonly a: { readonly path: string; readonly line: number };
  readonly b: { readonly path: string; readonly line: number };
  /** Lines in the run, skipped lines not counted. */
  readonly lines: number;
}

interface Line {
  readonly text: string;
  readonly number: number;
}

const meaningfulLines = (file: SourceFile): Line[] =>
  file.text
    .split('\n')
    .map((raw, index) => ({ text: raw.trim().replace(/\s+/g, ' '), number: index + 1 }))
    .filter((line) => /[\p{L}\p{N}]/u.test(line.text));

export const duplicatePairs = (files: readonly SourceFile[], minimum = 6): DuplicatePair[] => {
  const lines = files.map(meaningfulLines);
  const windows = new Map<string, { file: number; index: number }[]>();
  lines.forEach((fileLines, file) => {
    for (let index = 0; index + minimum <= fileLines.length; index++) {
      const key = fileLines
        .slice(index, index + minimum)
        .map((line) => line.text)
        .join('\n');
      const seen = windows.get(key) ?? [];
      seen.push({ file, index });
      windows.set(key, seen);
    }
  });
  const same = (fa: number, ia: number, fb: number, ib: number): boolean => {
    const x = lines[fa]?.[ia];
    const y = lines[fb]?.[ib];
    return x !== undefined && y !== undefined && x.text === y.text;
  };
  const pairs: DuplicatePair[] = [];
  for (const places of windows.values()) {
    for (let p = 0; p < places.length; p++) {
      for (let q = p + 1; q < places.length; q++) {
        const a = places[p] as { file: number; index: number };
        const b = places[q] as { file: number; index: number };
        // Only where the run starts: one step back would match too if it started earlier.
        if (same(a.file, a.index - 1, b.file, b.index - 1)) continue;
        // A run that overlaps itself (a repeated line) is not a copy of anything.
        if (a.file === b.file && Math.abs(a.index - b.index) < minimum) continue;
        let length = minimum;
        while (same(a.file, a.index + length, b.file, b.index + length)) length++;
        const at = (place: { file: number; index: number }) => ({
          path: (files[place.file] as SourceFile).path,
          line: lines[place.file]?.[place.index]?.number ?? 0,
        });
        pairs.push({ a: at(a), b: at(b), lines: length });
      }
    }
  }
  return pairs.sort((x, y) => y.lines - x.lines);
};
