/**
 * Reading TypeScript source as text, for the structure figures (structure.ts). No parser: the
 * figures count lines, literals and imports, and a small scanner that knows comments and
 * strings is enough for that.
 */

export interface SourceFile {
  /** Repository-relative, with forward slashes (`src/core/x.ts`). */
  readonly path: string;
  readonly text: string;
}

export interface BlankOptions {
  /** Blank string and template literal contents too (their quotes stay). */
  readonly strings: boolean;
}

/**
 * The source with every comment (and, if asked, every string's contents) replaced by spaces,
 * newlines kept: line numbers and columns still match the original. Template literals are
 * treated as strings whole, `${...}` included: close enough for counting.
 */
export const blankComments = (text: string, options: BlankOptions = { strings: false }): string => {
  const out = text.split('');
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  while (i < text.length) {
    const two = text.slice(i, i + 2);
    if (two === '//') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      blank(i, stop);
      i = stop;
    } else if (two === '/*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (text[i] === "'" || text[i] === '"' || text[i] === '`') {
      const quote = text[i];
      let k = i + 1;
      while (k < text.length && text[k] !== quote) {
        if (text[k] === '\\') k++;
        else if (quote !== '`' && text[k] === '\n') break; // an unclosed quote: a regex or a stray mark
        k++;
      }
      if (options.strings) blank(i + 1, k);
      i = k + 1;
    } else i++;
  }
  return out.join('');
};

/** 1-based line number of a character offset. */
export const lineOf = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/** The line count as an editor shows it (a final newline opens no line). */
export const lineCount = (text: string): number => text.replace(/\n$/, '').split('\n').length;

/**
 * The relative imports of a module (static, dynamic and `export ... from`), resolved against
 * its folder: `./x.js` from `src/core/a/b.ts` is `src/core/a/x.ts`. Packages are left out.
 */
export const relativeImports = (file: SourceFile): string[] => {
  const code = blankComments(file.text);
  const specifiers = [...code.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (match) => match[1] as string,
  );
  const folder = file.path.split('/').slice(0, -1);
  return specifiers.map((specifier) => {
    const parts = [...folder];
    for (const part of specifier.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    return parts
      .join('/')
      .replace(/\.js$/, '.ts')
      .replace(/\.jsx$/, '.tsx');
  });
};
