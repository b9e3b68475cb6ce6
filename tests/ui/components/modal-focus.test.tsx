import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../../src/ui/components/modal.js';

/**
 * Focus comes back to the control that opened a dialog (issue 28 item 6), even when the focus
 * was lost on the way: the Reserve button is disabled while its action runs, and the overlay
 * shown meanwhile is gone by the time the confirmation opens.
 */
const Page = () => {
  const [step, setStep] = useState<'idle' | 'running' | 'overlay' | 'confirmation'>('idle');
  return (
    <>
      <button type="button" disabled={step === 'running'} onClick={() => setStep('running')}>
        Reserve
      </button>
      <button type="button" onClick={() => setStep('overlay')}>
        Show the overlay
      </button>
      <button type="button" onClick={() => setStep('confirmation')}>
        Confirm
      </button>
      {step === 'overlay' ? (
        <Modal
          labelledBy="o"
          describedBy="o"
          className="o"
          backdropClassName="b"
          onCancel={() => setStep('idle')}
        >
          <h2 id="o">Confirming Reservation...</h2>
        </Modal>
      ) : null}
      {step === 'confirmation' ? (
        <Modal
          labelledBy="c"
          describedBy="c"
          className="c"
          backdropClassName="b"
          onCancel={() => setStep('idle')}
        >
          <h2 id="c">Your request is being finalized.</h2>
          <button type="button" onClick={() => setStep('idle')}>
            Close
          </button>
        </Modal>
      ) : null}
    </>
  );
};

describe('a dialog gives the focus back to the control that opened it', () => {
  it('when the focus was lost on the way (a disabled button, an overlay in between)', async () => {
    render(<Page />);
    const reserve = screen.getByRole('button', { name: 'Reserve' });
    reserve.focus();
    // The action runs: the button is disabled and the browser drops the focus to the body.
    act(() => reserve.blur());
    act(() => reserve.click());
    expect(document.activeElement).toBe(document.body);
    // The overlay comes and goes, then the confirmation opens: the focus is nowhere meanwhile.
    act(() => screen.getByRole('button', { name: 'Show the overlay', hidden: true }).click());
    act(() => screen.getByRole('button', { name: 'Confirm', hidden: true }).click());
    expect(screen.getByRole('dialog', { name: 'Your request is being finalized.' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(document.activeElement).toBe(reserve));
  });
});
