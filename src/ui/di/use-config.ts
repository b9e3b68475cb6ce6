import { useState } from 'react';
import { AppConfig } from '../../core/shared/index.js';
import { useContainer } from './container-context.js';

/** The app's configuration (product name, hosts, support lines), for the components that show it. */
export const useConfig = (): AppConfig => {
  const container = useContainer();
  const [config] = useState(() => container.get<AppConfig>(AppConfig));
  return config;
};
