import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, StrictMode, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { DialogAction } from '../../../src/core/booking-terms/dialog-content.rule.js';

export interface DialogCallbacks {
  readonly onAction: (action: DialogAction) => void;
  readonly onClose: () => void;
}

const Where = () => <output aria-label="Location">{useLocation().pathname}</output>;

/**
 * A page with a 'Reserve' button that opens the dialog, as a booking screen would: the dialog
 * closes when its onClose is called, its actions are recorded. Where the router is shows in the
 * 'Location' output.
 */
const Page = ({
  dialog,
  callbacks,
}: {
  dialog: (callbacks: DialogCallbacks) => ReactNode;
  callbacks: DialogCallbacks;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reserve
      </button>
      <Where />
      {open
        ? dialog({
            onAction: callbacks.onAction,
            onClose: () => {
              callbacks.onClose();
              setOpen(false);
            },
          })
        : null}
    </>
  );
};

/**
 * Renders the page at /listings/h-1 (in React's strict mode, as the app runs, when asked) and
 * answers the spies; `open()` clicks 'Reserve'.
 */
export const renderDialogPage = (
  dialog: (callbacks: DialogCallbacks) => ReactNode,
  { strict = false }: { strict?: boolean } = {},
) => {
  const user = userEvent.setup();
  const onAction = vi.fn<(action: DialogAction) => void>();
  const onClose = vi.fn<() => void>();
  const page = (
    <MemoryRouter initialEntries={['/listings/h-1']}>
      <Page dialog={dialog} callbacks={{ onAction, onClose }} />
    </MemoryRouter>
  );
  const view = render(strict ? <StrictMode>{page}</StrictMode> : page);
  const reserve = view.getByRole('button', { name: 'Reserve' });
  return {
    user,
    onAction,
    onClose,
    reserve,
    open: () => user.click(reserve),
  };
};
