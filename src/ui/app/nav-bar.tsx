import * as O from 'fp-ts/lib/Option.js';
import { useId, useState } from 'react';
import { formatPhoneDisplay, phoneDigits } from '../../core/contact/phone-display.rule.js';
import {
  isNavMenu,
  type NavBarInput,
  type NavLink,
  type NavMenu,
  navBarModel,
} from '../../core/navigation/nav-bar.rule.js';
import { withPreservedQuery } from '../../core/navigation/preserved-params.js';
import './nav-bar.css';

interface NavBarProps extends NavBarInput {
  readonly productShortName: string;
  readonly supportPhone: string;
}

const NavAnchor = ({ link }: { link: NavLink }) => (
  <a
    className="nav-bar__link"
    href={link.href}
    target={link.newTab ? '_blank' : undefined}
    rel={link.newTab ? 'noopener' : undefined}
  >
    {link.label}
    {link.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
  </a>
);

/** A disclosure menu (button + list), operable by keyboard, closed with Escape. */
const NavDropdown = ({ menu }: { menu: NavMenu }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the menu from whichever item inside has focus
    <div
      className="nav-bar__menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="nav-bar__link nav-bar__menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {menu.label}
      </button>
      <ul id={id} className="nav-bar__submenu" hidden={!open}>
        {menu.links.map((link) => (
          <li key={link.label}>
            <NavAnchor link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
};

/**
 * The navigation bar of docs/product/routes.md#navigation-bar; its rules live in
 * core/navigation/nav-bar.rule.ts.
 */
export const NavBar = (props: NavBarProps) => {
  const [menuOpen, setMenuOpen] = useState(false);
  const model = navBarModel(props);
  const phone = formatPhoneDisplay(props.supportPhone);
  return (
    <header className={`nav-bar${model.transparent ? ' nav-bar--transparent' : ''}`}>
      <div className="nav-bar__inner">
        <a className="nav-bar__brand" href={withPreservedQuery(props.search, '/itineraries')}>
          {props.productShortName}
        </a>
        {model.showPhone && O.isSome(phone) ? (
          <a className="nav-bar__phone" href={`tel:+1${phoneDigits(props.supportPhone).slice(-10)}`}>
            {phone.value}
          </a>
        ) : null}
        <button
          type="button"
          className="nav-bar__toggle"
          aria-expanded={menuOpen}
          aria-controls="primary-navigation"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">Menu</span>
        </button>
        <nav
          id="primary-navigation"
          aria-label="Main"
          className={`nav-bar__nav${menuOpen ? ' is-open' : ''}`}
        >
          <ul className="nav-bar__list">
            {model.items.map((item) => (
              <li key={item.label}>
                {isNavMenu(item) ? <NavDropdown menu={item} /> : <NavAnchor link={item} />}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
};
