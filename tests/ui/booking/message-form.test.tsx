import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessageForm } from '../../../src/ui/booking/message-form.js';
import { ContainerProvider } from '../../../src/ui/di/container-context.js';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { testContainer } from '../../support/test-container.js';

/** The form as a service's page holds it, for a guest who is not signed in. */
const renderSignedOut = async () => {
  const host = new FakeRestHost().on('POST', '/api/messages', { status: 201, body: { objectId: 'gm-1' } });
  const ports = testContainer({ host });
  await ports.container.get(ShellViewModel).appStarted('');
  render(
    <ContainerProvider container={ports.container}>
      <MessageForm
        heading="Ask about this service"
        where={{ location: '/services/sv-chef', originCTA: 'service-question', marketId: 'rocky-mountains' }}
      />
    </ContainerProvider>,
  );
  return host;
};

describe('MessageForm for a guest who is not signed in', () => {
  it('asks for a name and an e-mail, says each problem on its field, and sends once all is well', async () => {
    const host = await renderSignedOut();
    const form = screen.getByRole('form', { name: 'Ask about this service' });
    const user = userEvent.setup();
    await user.type(
      within(form).getByRole('textbox', { name: 'Your message' }),
      'Is the chef free on Friday?',
    );
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    const name = within(form).getByRole('textbox', { name: 'Your name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(within(form).getByText('Please give your name.')).toBeTruthy();

    await user.type(name, 'Robin');
    const email = within(form).getByRole('textbox', { name: 'Your e-mail' });
    await user.type(email, 'robin@');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByText('Please give a valid e-mail address.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(host.requests).toEqual([]);

    await user.type(email, 'keyhaven.test');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Your message was sent.')).toBeTruthy();
    expect(host.requests.map((request) => [request.path, (request.body as { name: string }).name])).toEqual([
      ['/api/messages', 'Robin'],
    ]);
  });
});
