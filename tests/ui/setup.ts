import 'reflect-metadata';
import { cleanup, configure as configureTestingLibrary } from '@testing-library/react';
import { configure } from 'mobx';
import { afterEach, beforeAll } from 'vitest';

afterEach(() => cleanup());

// Pages load their code lazily, as in the browser; on a shared 2-core machine the first import of
// a page can take longer than Testing Library's default second, so findBy* waits up to five.
configureTestingLibrary({ asyncUtilTimeout: 5_000 });

// View-models are the one owner of screen state and change it only in their actions (the
// transitions' results). MobX says so on the console when something changes an observable
// outside an action; here that fails the test instead of scrolling by.
beforeAll(() => {
  configure({ enforceActions: 'always' });
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[MobX]')) throw new Error(args.join(' '));
    warn(...args);
  };
});
