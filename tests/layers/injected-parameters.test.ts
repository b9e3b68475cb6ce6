import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repositoryFiles, root } from './repository-text.js';

/**
 * The browser build emits no `design:paramtypes` (rsbuild.config.ts: 0.2-0.5 kB gzip off every
 * first download), while Node and these tests still do (tsconfig's emitDecoratorMetadata). A
 * constructor parameter that relied on that metadata would be built here and fail only in the
 * browser, so every parameter of an `@injectable()` class names its token with `@inject`.
 */
const decoratorNames = (node: ts.Node): string[] =>
  (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).map((decorator) => {
    const call = decorator.expression;
    return (ts.isCallExpression(call) ? call.expression : call).getText();
  });

/** `file: Class(parameter)` for each parameter of an injectable class without its @inject. */
const parametersWithoutToken = (path: string, text: string): string[] => {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) && decoratorNames(node).includes('injectable')) {
      const built = node.members.find(ts.isConstructorDeclaration);
      for (const parameter of built?.parameters ?? []) {
        const names = decoratorNames(parameter);
        if (!names.includes('inject') && !names.includes('multiInject'))
          found.push(`${path}: ${node.name?.text}(${parameter.name.getText()})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('every injected constructor parameter names its token', () => {
  it('holds in src/', () => {
    const sources = repositoryFiles('src').filter((path) => /\.tsx?$/.test(path));
    expect(sources.length).toBeGreaterThan(100);
    const missing = sources.flatMap((path) =>
      parametersWithoutToken(path, readFileSync(resolve(root, path), 'utf8')),
    );
    expect(missing).toEqual([]);
  });

  it('finds a parameter left to the metadata', () => {
    const text = `
      @injectable()
      export class Page {
        constructor(@inject(Clock) clock: Clock, errors: ErrorReporter) {}
      }
      export class Plain { constructor(errors: ErrorReporter) {} }`;
    expect(parametersWithoutToken('page.ts', text)).toEqual(['page.ts: Page(errors)']);
  });
});
