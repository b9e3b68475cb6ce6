import { observer } from 'mobx-react-lite';
import { type ComponentProps, Suspense, useId, useLayoutEffect, useRef, useState } from 'react';
import { shortDayOf } from '../../../core/shared/index.js';
import { lazyView } from '../lazy-view.js';
import type { StayDates, StayDay } from './date-range-chooser.js';
import type { DateRangeDialogFrom } from './date-range-dialog.js';
import './date-range-picker.css';

// The calendar (dialog, chooser, its rules and ./calendar-month.js, which this file therefore
// does not import) loads when first opened: the search bar itself needs only the two buttons. Pointing at or focusing a field starts the load, so
// the dialog is there by the click.
const DateRangeDialog = lazyView<ComponentProps<typeof DateRangeDialogFrom>>(() =>
  import('./date-range-dialog.js').then((module) => ({ default: module.DateRangeDialogFrom })),
);

const FIELDS: readonly { readonly day: StayDay; readonly label: string }[] = [
  { day: 'checkIn', label: 'Check-in' },
  { day: 'checkOut', label: 'Check-out' },
];

/**
 * Check-in and check-out as two buttons that open one date-range dialog (the W3C APG date
 * picker dialog pattern, for a range). Each button reads its label and its day ("Check-in,
 * Apr 1, 2030"); the dialog gives the focus back to the button that opened it. Shared by the
 * search bar and a home's booking panel, each laying the two fields out its own way.
 */
export const DateRangePicker = observer(
  ({
    dates,
    today,
    onChange,
    fieldClassName = 'date-range__field',
    labelClassName = 'date-range__label',
    openRequested = false,
    onOpenRequestHandled,
  }: {
    dates: StayDates;
    /** The first day a stay may start. */
    today: string;
    onChange: (dates: StayDates) => void;
    fieldClassName?: string;
    labelClassName?: string;
    /**
     * Open the dialog at check-in (a 'Select New Dates' button elsewhere asked for it). The
     * picker on screen takes the request and says so (onOpenRequestHandled); a copy the page
     * hides (the desktop panel on a phone) leaves it to the one the guest sees.
     */
    openRequested?: boolean;
    onOpenRequestHandled?: () => void;
  }) => {
    const id = useId();
    // The dialog in the page: open, or closed and hidden until the closing click has painted
    // (it goes in a task of its own: taking its days and observers out of the page took a
    // third of that click at 4x CPU slowdown). Each opening is a new dialog (`key`).
    const [dialog, setDialog] = useState<{ from: StayDay; open: boolean; key: number } | null>(null);
    const open = (from: StayDay) => setDialog((shown) => ({ from, open: true, key: (shown?.key ?? 0) + 1 }));
    const buttons = useRef<Partial<Record<StayDay, HTMLButtonElement | null>>>({});
    // biome-ignore lint/correctness/useExhaustiveDependencies: a request is taken once, when it comes
    useLayoutEffect(() => {
      if (!openRequested) return;
      const field = buttons.current.checkIn;
      if (field && typeof field.checkVisibility === 'function' && !field.checkVisibility()) return;
      open('checkIn');
      onOpenRequestHandled?.();
    }, [openRequested]);
    const close = () => {
      setDialog((shown) => shown && { ...shown, open: false });
      if (dialog?.open) buttons.current[dialog.from]?.focus();
    };
    return (
      <>
        {FIELDS.map(({ day, label }) => {
          const value = dates[day];
          return (
            <div key={day} className={fieldClassName}>
              <span id={`${id}-${day}-label`} className={labelClassName}>
                {label}
              </span>
              <button
                ref={(element) => {
                  buttons.current[day] = element;
                }}
                id={`${id}-${day}`}
                type="button"
                className="date-field"
                aria-haspopup="dialog"
                aria-labelledby={`${id}-${day}-label ${id}-${day}`}
                onPointerEnter={DateRangeDialog.preloadSoon}
                onFocus={DateRangeDialog.preloadSoon}
                onClick={() => open(day)}
              >
                {value ? (
                  <time dateTime={value}>{shortDayOf(value)}</time>
                ) : (
                  <span className="date-field__empty">Add date</span>
                )}
              </button>
            </div>
          );
        })}
        {dialog ? (
          <Suspense fallback={null}>
            <DateRangeDialog
              key={dialog.key}
              from={dialog.from}
              dates={dates}
              today={today}
              hidden={!dialog.open}
              onDone={(chosen) => {
                onChange(chosen);
                close();
              }}
              onCancel={close}
              onGone={() => setDialog((shown) => (shown?.open ? shown : null))}
            />
          </Suspense>
        ) : null}
      </>
    );
  },
);
