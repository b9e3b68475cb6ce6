import type { ServiceIdentifier } from 'inversify';
import { useState } from 'react';
import { useContainer } from './container-context.js';

/**
 * The one way a component reaches the container: it asks for its view-model by token.
 * The instance is taken once per mounted component (singletons stay shared).
 */
export const useViewModel = <T>(token: ServiceIdentifier<T>): T => {
  const container = useContainer();
  const [viewModel] = useState(() => container.get<T>(token));
  return viewModel;
};
