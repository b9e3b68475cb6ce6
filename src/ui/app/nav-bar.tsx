import * as O from 'fp-ts/lib/Option.js';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { formatPhoneDisplay, phoneDigits } from '../../core/contact/index.js';
import {
  isNavMenu,
  type NavBarInput,
  type NavLink,
  type NavMenu,
  navBarModel,
  withPreservedQuery,
} from '../../core/navigation/index.js';
import { useEscapeCloses } from '../components/use-escape-closes.js';
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

/** Where an arrow, Home or End key moves the focus among a menu's links (wrapping round). */
const linkMoves: Readonly<Record<string, (at: number, count: number) => number>> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A disclosure menu (button + list) in the disclosure navigation pattern of the W3C's
 * authoring practices: the bar keeps one open at a time; Escape closes it and gives the focus
 * back to its button; focus or a click leaving it closes it; Down or Up on the button opens
 * it at its first or last link, and the arrows, Home and End move among its links.
 */
const NavDropdown = ({
  menu,
  open,
  onOpenChange,
}: {
  menu: NavMenu;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  // The list shows only once open is rendered: a focus asked for before waits for it.
  const focusWanted = useRef<'first' | 'last' | null>(null);
  useEffect(() => {
    if (!open || focusWanted.current === null) return;
    const all = links();
    (focusWanted.current === 'first' ? all[0] : all.at(-1))?.focus();
    focusWanted.current = null;
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      button.current?.focus();
      return;
    }
    const move = linkMoves[event.key];
    if (!move) return;
    if (event.target === button.current) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const wanted = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const all = links();
        (wanted === 'first' ? all[0] : all.at(-1))?.focus();
      } else {
        focusWanted.current = wanted;
        onOpenChange(true);
      }
      return;
    }
    const all = links();
    const at = all.indexOf(event.target as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    all[move(at, all.length)]?.focus();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys act for whichever control inside has focus
    <div
      className="nav-bar__menu"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) onOpenChange(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-bar__link nav-bar__menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
      >
        {menu.label}
      </button>
      <ul ref={list} id={id} className="nav-bar__submenu" hidden={!open}>
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
  const menuToggle = useRef<HTMLButtonElement>(null);
  // One menu open at a time: opening one closes the other.
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  // Escape closes the phone menu; a submenu open inside it takes Escape first (NavDropdown).
  useEscapeCloses(menuOpen && openMenu === null, () => setMenuOpen(false), menuToggle);
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    if (openMenu === null) return;
    // A click anywhere outside the bar closes the open menu.
    const outside = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [openMenu]);
  const model = navBarModel(props);
  const phone = formatPhoneDisplay(props.supportPhone);
  return (
    <header ref={header} className={`nav-bar${model.transparent ? ' nav-bar--transparent' : ''}`}>
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
          ref={menuToggle}
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
                {isNavMenu(item) ? (
                  <NavDropdown
                    menu={item}
                    open={openMenu === item.label}
                    onOpenChange={(open) =>
                      setOpenMenu((current) => (open ? item.label : current === item.label ? null : current))
                    }
                  />
                ) : (
                  <NavAnchor link={item} />
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
};
