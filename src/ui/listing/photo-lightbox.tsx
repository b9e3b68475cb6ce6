import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { HomePhoto } from '../components/home-photo.js';
import { Modal } from '../components/modal.js';
import type { GalleryPhotos } from '../components/photo-gallery.js';
import './photo-lightbox.css';

/** How far a pointer must travel sideways, in CSS pixels, for a swipe to turn the photo. */
const SWIPE_PX = 40;

/**
 * A home's photos one at a time, large, in a modal dialog (the app's dialog frame: focus kept
 * inside, Escape closes, the focus goes back to the photo that opened it). Previous and Next
 * buttons, the Left and Right arrow keys and a sideways swipe turn the photos, wrapping around;
 * the count ('3 of 8') is announced as it changes.
 */
export const PhotoLightbox = ({
  photos,
  name,
  startAt,
  onFailure,
  onClose,
}: GalleryPhotos & {
  startAt: number;
  onClose: () => void;
}) => {
  const titleId = useId();
  const countId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const [index, setIndex] = useState(() => Math.min(Math.max(startAt, 0), Math.max(photos.length - 1, 0)));
  const count = photos.length;
  const turn = (step: number) => setIndex((at) => (at + step + count) % count);

  // The arrow keys turn the photos wherever the focus is inside the dialog (also on the frame).
  // biome-ignore lint/correctness/useExhaustiveDependencies: turn reads only the photo count, fixed while open
  useEffect(() => {
    const frame = dialog.current;
    if (!frame) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      turn(event.key === 'ArrowLeft' ? -1 : 1);
    };
    frame.addEventListener('keydown', onKey);
    return () => frame.removeEventListener('keydown', onKey);
  }, [count]);

  const pointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const pointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || count < 2) return;
    const travel = event.clientX - from;
    if (Math.abs(travel) >= SWIPE_PX) turn(travel < 0 ? 1 : -1);
  };

  const url = photos[index] ?? null;
  return (
    <Modal
      labelledBy={titleId}
      describedBy={countId}
      className="photo-lightbox"
      backdropClassName="photo-lightbox__backdrop"
      dialogRef={dialog}
      initialFocus={close}
      onCancel={onClose}
    >
      <header className="photo-lightbox__bar">
        <h2 id={titleId} className="photo-lightbox__title">
          Photos of {name}
        </h2>
        <p id={countId} className="photo-lightbox__count" aria-live="polite" aria-atomic="true">
          {index + 1} of {count}
        </p>
        <button ref={close} type="button" className="photo-lightbox__close" onClick={onClose}>
          Close
        </button>
      </header>
      <div
        className="photo-lightbox__stage"
        onPointerDown={pointerDown}
        onPointerUp={pointerUp}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
      >
        <HomePhoto
          key={url ?? 'none'}
          url={url}
          alt={`Photo ${index + 1} of ${count}: ${name}`}
          name={name}
          onFailure={onFailure}
          priority
          sizes="100vw"
        />
      </div>
      {count > 1 ? (
        <div className="photo-lightbox__turns">
          <button type="button" className="photo-lightbox__turn" onClick={() => turn(-1)}>
            <span aria-hidden="true">‹ </span>Previous photo
          </button>
          <button type="button" className="photo-lightbox__turn" onClick={() => turn(1)}>
            Next photo<span aria-hidden="true"> ›</span>
          </button>
        </div>
      ) : null}
    </Modal>
  );
};
