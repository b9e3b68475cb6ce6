import type { Container } from 'inversify';
import { createContext, type ReactNode, useContext } from 'react';

const ContainerContext = createContext<Container | null>(null);

export const ContainerProvider = ({ container, children }: { container: Container; children: ReactNode }) => (
  <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>
);

export const useContainer = (): Container => {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useViewModel needs a ContainerProvider above it');
  return container;
};
