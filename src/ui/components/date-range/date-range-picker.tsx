import { observer } from 'mobx-react-lite';
import { type ComponentProps, Suspense, useId, useRef, useState } from 'react';
import { lazyView } from '../lazy-view.js';
import { shortDate } from './calendar-month.js';
import type { StayDates, StayDay } from './date-range-chooser.js';
import type { DateRangeDialogFrom } from './date-range-dialog.js';
import './date-range-picker.css';

// The calendar (dialog, chooser and its rules) loads when first opened: the search bar
// itself needs only the two buttons. Pointing at or focusing a field starts the load, so
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
    openRequest = 0,
  }: {
    dates: StayDates;
    /** The first day a stay may start. */
    today: string;
    onChange: (dates: StayDates) => void;
    fieldClassName?: string;
    labelClassName?: string;
    /** A count that opens the dialog at check-in each time it grows (a 'Select New Dates' button). */
    openRequest?: number;
  }) => {
    const id = useId();
    const [openedFrom, setOpenedFrom] = useState<StayDay | null>(null);
    const [seenRequest, setSeenRequest] = useState(openRequest);
    if (openRequest !== seenRequest) {
      // Adjusting state while rendering (React's pattern for a prop change): no effect needed.
      setSeenRequest(openRequest);
      if (openRequest > seenRequest) setOpenedFrom('checkIn');
    }
    const buttons = useRef<Partial<Record<StayDay, HTMLButtonElement | null>>>({});
    const close = () => {
      setOpenedFrom(null);
      if (openedFrom) buttons.current[openedFrom]?.focus();
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
                onPointerEnter={DateRangeDialog.preload}
                onFocus={DateRangeDialog.preload}
                onClick={() => setOpenedFrom(day)}
              >
                {value ? (
                  <time dateTime={value}>{shortDate(value)}</time>
                ) : (
                  <span className="date-field__empty">Add date</span>
                )}
              </button>
            </div>
          );
        })}
        {openedFrom ? (
          <Suspense fallback={null}>
            <DateRangeDialog
              from={openedFrom}
              dates={dates}
              today={today}
              onDone={(chosen) => {
                onChange(chosen);
                close();
              }}
              onCancel={close}
            />
          </Suspense>
        ) : null}
      </>
    );
  },
);
