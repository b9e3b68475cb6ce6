import { observer } from 'mobx-react-lite';
import { type CSSProperties, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  COLLAGE_IMAGE_WIDTH,
  type ImageFailure,
  imageFailureOf,
  optimisedImageUrl,
} from '../../core/images/index.js';
import type { UserInterestSearch } from '../../core/interest/index.js';
import type { CollageTile } from '../../core/reservation/index.js';
import { COLLAGE_FADE_MS } from '../../core/reservation/index.js';
import { onModalKeyDown } from '../components/modal-keys.js';
import { useViewModel } from '../di/use-view-model.js';
import { holdPage } from './page-hold.js';
import { ReservationOverlayViewModel } from './reservation-overlay.view-model.js';
import './reservation-overlay.css';

// Interest images are paths on our own media host, sized copies under a width segment, as
// homes' photos are (home-photo.tsx): no resizing static host is configured.
const STATIC_HOST = '';

const absolute = (url: string): string => {
  try {
    return new URL(url, window.location.href).toString();
  } catch {
    return url;
  }
};

// A whole character, even one outside the basic plane (an emoji, some scripts).
const initialOf = (name: string): string => (Array.from(name.trim())[0] ?? '').toUpperCase();

/**
 * One interest: its picture 500 px wide (docs/product/constants.md#image-widths), the
 * original when the sized copy fails, and a drawn panel with the interest's initial when
 * neither loads (docs/product/errors.md#image-failures). The caption names it either way.
 */
const CollageFigure = ({
  tile,
  fresh,
  onFailure,
}: {
  tile: CollageTile;
  fresh: boolean;
  onFailure: (failure: ImageFailure, originalUrl: string) => void;
}) => {
  const id = useId();
  const [failed, setFailed] = useState<ImageFailure | null>(null);
  const original = absolute(tile.imageUrl);
  const src = failed === null ? optimisedImageUrl(original, COLLAGE_IMAGE_WIDTH, STATIC_HOST) : original;
  return (
    <figure
      className={
        fresh ? 'reservation-collage__tile reservation-collage__tile--fresh' : 'reservation-collage__tile'
      }
      aria-labelledby={id}
    >
      {failed === 'original' ? (
        <div className="reservation-collage__fallback" aria-hidden="true">
          {initialOf(tile.name)}
        </div>
      ) : (
        // The caption names the interest; the picture adds nothing a screen reader could say.
        <img
          className="reservation-collage__image"
          src={src}
          alt=""
          decoding="async"
          onError={() => {
            const failure = imageFailureOf(src, original);
            onFailure(failure, tile.imageUrl);
            setFailed(failure);
          }}
        />
      )}
      <figcaption id={id} className="reservation-collage__caption">
        {tile.name}
      </figcaption>
    </figure>
  );
};

const Collage = observer(({ overlay }: { overlay: ReservationOverlayViewModel }) => {
  const { tiles, changedSlot } = overlay;
  if (tiles.length === 0) return null;
  // The fade's length is the core's constant (docs/product/constants.md#business-constants).
  const style = { '--collage-fade': `${COLLAGE_FADE_MS}ms` } as CSSProperties;
  return (
    <div className="reservation-collage" data-count={tiles.length} style={style}>
      {tiles.map((tile, slot) => (
        <CollageFigure
          // biome-ignore lint/suspicious/noArrayIndexKey: slots are places that never reorder; a slot whose image swaps is a new figure, so only it fades in
          key={`${slot}:${tile.imageUrl}`}
          tile={tile}
          fresh={slot === changedSlot}
          onFailure={overlay.imageFailed}
        />
      ))}
    </div>
  );
});

// A reservation that was sent cannot be called back: Escape leaves the overlay where it is.
const stays = (): void => undefined;

/**
 * The dialog itself, while open: it takes the focus (it has nothing else to focus) and
 * keeps it, locks the page's scroll, and gives both back when it goes. The title is its
 * name, announced as the focus arrives and through the status region.
 */
const OverlayDialog = observer(({ overlay }: { overlay: ReservationOverlayViewModel }) => {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => (dialog.current ? holdPage(dialog.current) : undefined), []);
  const { title, subline } = overlay.content;
  return (
    <div className="reservation-overlay">
      <div
        ref={dialog}
        className="reservation-overlay__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-subline`}
        aria-busy="true"
        tabIndex={-1}
        onKeyDown={(event) => onModalKeyDown(event, dialog.current, stays)}
      >
        <span className="reservation-overlay__spinner" aria-hidden="true" />
        <div role="status" aria-live="polite">
          <h2 id={`${id}-title`} className="reservation-overlay__title">
            {title}
          </h2>
        </div>
        <p id={`${id}-subline`} className="reservation-overlay__subline">
          {subline}
        </p>
        <Collage overlay={overlay} />
      </div>
    </div>
  );
});

/**
 * The full-screen overlay shown while a reservation is sent
 * (docs/product/routes.md#reservation-overlay): the panel that sends it sets `open`, with
 * the home's booking setting and the trip whose interests the collage shows.
 */
export const ReservationOverlay = observer(
  ({
    open,
    bookingSetting,
    interests,
  }: {
    open: boolean;
    bookingSetting: string | null | undefined;
    interests: UserInterestSearch | null;
  }) => {
    const overlay = useViewModel(ReservationOverlayViewModel);
    // biome-ignore lint/correctness/useExhaustiveDependencies: the request is read as the overlay opens; the panel re-rendering the same reservation must not start the collage over
    useLayoutEffect(() => {
      if (!open) return;
      void overlay.opened({ bookingSetting, interests });
      return () => overlay.closed();
    }, [open, overlay]);
    if (!open || !overlay.isOpen) return null;
    return <OverlayDialog overlay={overlay} />;
  },
);
