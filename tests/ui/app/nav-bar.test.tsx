import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavBar } from '../../../src/ui/app/nav-bar.js';

const renderBar = () =>
  render(
    <div>
      <NavBar
        pathname="/listings"
        search=""
        loggedIn={false}
        mainSiteUrl="/main-site"
        ssoUrl="/sso"
        currentUrl="http://localhost/listings"
        productShortName="Keyhaven"
        supportPhone="8005550100"
      />
      <p>Page content</p>
    </div>,
  );

const button = (name: string) => screen.getByRole('button', { name });
const focused = () => document.activeElement?.textContent ?? '';
const opened = (name: string) => button(name).getAttribute('aria-expanded') === 'true';

describe('the nav bar’s menus (disclosure navigation)', () => {
  it('Escape closes the phone menu and gives the focus back to its toggle (issue 28 item 6)', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(button('Menu'));
    expect(opened('Menu')).toBe(true);
    // A submenu open inside it takes Escape first, then the menu itself.
    await user.click(button('Partners'));
    await user.keyboard('{Escape}');
    expect(opened('Partners')).toBe(false);
    expect(opened('Menu')).toBe(true);
    await user.keyboard('{Escape}');
    expect(opened('Menu')).toBe(false);
    expect(document.activeElement).toBe(button('Menu'));
  });

  it('keeps one menu open at a time', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(button('Luxury Getaways'));
    expect(opened('Luxury Getaways')).toBe(true);
    await user.click(button('Partners'));
    expect(opened('Partners')).toBe(true);
    expect(opened('Luxury Getaways')).toBe(false);
    await user.click(button('Partners'));
    expect(opened('Partners')).toBe(false);
  });

  it('Escape closes the open menu and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(button('Luxury Getaways'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toMatch(/^Beach/);
    await user.keyboard('{Escape}');
    expect(opened('Luxury Getaways')).toBe(false);
    expect(document.activeElement).toBe(button('Luxury Getaways'));
  });

  it('a click outside the bar closes the open menu', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(button('Partners'));
    expect(opened('Partners')).toBe(true);
    await user.click(screen.getByText('Page content'));
    expect(opened('Partners')).toBe(false);
  });

  it('Down on the button opens at the first link, Up at the last; arrows, Home and End move among the links', async () => {
    const user = userEvent.setup();
    renderBar();
    button('Luxury Getaways').focus();
    await user.keyboard('{ArrowDown}');
    expect(opened('Luxury Getaways')).toBe(true);
    expect(focused()).toMatch(/^Beach/);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toMatch(/^Desert/);
    await user.keyboard('{End}');
    expect(focused()).toMatch(/^Ski/);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toMatch(/^Beach/);
    await user.keyboard('{ArrowUp}');
    expect(focused()).toMatch(/^Ski/);
    await user.keyboard('{Home}');
    expect(focused()).toMatch(/^Beach/);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(opened('Luxury Getaways')).toBe(true);
    expect(focused()).toMatch(/^Ski/);
  });

  it('focus leaving a menu closes it', async () => {
    const user = userEvent.setup();
    renderBar();
    button('Luxury Getaways').focus();
    await user.keyboard('{ArrowUp}');
    expect(focused()).toMatch(/^Ski/);
    await user.tab();
    expect(opened('Luxury Getaways')).toBe(false);
  });
});
