import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../after-next-paint.js';
import { Modal } from '../modal.js';
import { isGridKey, monthTitle, shortDate } from './calendar-month.js';
import { DateRangeChooser, type StayDates, type StayDay } from './date-range-chooser.js';
import { DayGrid } from './day-grid.js';

const stepTitle = (chooser: DateRangeChooser) =>
  chooser.step === 'checkIn' ? 'Choose check-in date' : 'Choose check-out date';

const rangeSummary = (chooser: DateRangeChooser): string => {
  const { checkIn, checkOut } = chooser.dates;
  const chosen = `Check-in: ${checkIn ? shortDate(checkIn) : 'not chosen'}. Check-out: ${checkOut ? shortDate(checkOut) : 'not chosen'}.`;
  return chooser.step === 'checkOut' ? `${chosen} Now choose the check-out date.` : chosen;
};

/**
 * The modal date-range dialog (W3C APG "Date Picker Dialog", for a range): a grid of the
 * month's days with one day in the tab order (roving tabindex). Arrows move by day and
 * week, Home and End to the week's start and end, Page Up and Page Down by month (with
 * Shift by year), Enter or Space choose; Escape closes and the focus returns to the field.
 * Tab stays inside the dialog. The month's name is announced as it changes.
 */
const DateRangeDialog = observer(
  ({
    chooser,
    hidden,
    onDone,
    onCancel,
  }: {
    chooser: DateRangeChooser;
    hidden: boolean;
    onDone: (dates: StayDates) => void;
    onCancel: () => void;
  }) => {
    const id = useId();
    const dialog = useRef<HTMLDivElement>(null);
    // The focus follows the focused day only when the guest is in the grid (or it just opened):
    // the month buttons keep their own focus, as the pattern says.
    const focusDay = useRef(true);

    // Read here, not only in the grid, so this dialog renders (and runs the effect) as the focus moves.
    const { focused } = chooser;
    useLayoutEffect(() => {
      // Closed: the focus has gone back to the field, and stays there.
      if (hidden || !focusDay.current) return;
      focusDay.current = false;
      dialog.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
    });

    const choose = (date: string) => {
      focusDay.current = true;
      if (chooser.dayChosen(date)) onDone(chooser.dates);
    };

    const onGridKey = (event: KeyboardEvent) => {
      if (isGridKey(event.key)) {
        event.preventDefault();
        focusDay.current = true;
        chooser.moved(event.key, event.shiftKey);
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        choose(chooser.focused);
      }
    };

    return (
      <Modal
        labelledBy={`${id}-title`}
        describedBy={`${id}-help`}
        className="date-dialog"
        backdropClassName="date-dialog__backdrop"
        dialogRef={dialog}
        closesOnBackdrop
        hidden={hidden}
        onCancel={onCancel}
      >
        <h2 id={`${id}-title`} className="date-dialog__title">
          {stepTitle(chooser)}
        </h2>
        <p className="date-dialog__summary" aria-live="polite">
          {rangeSummary(chooser)}
        </p>
        <div className="date-dialog__month">
          <button
            type="button"
            className="date-dialog__nav"
            aria-label="Previous month"
            disabled={!chooser.canGoBack}
            onClick={() => chooser.monthStepped(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <h3 id={`${id}-month`} className="date-dialog__month-title" aria-live="polite">
            {monthTitle(chooser.month)}
          </h3>
          <button
            type="button"
            className="date-dialog__nav"
            aria-label="Next month"
            onClick={() => chooser.monthStepped(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <DayGrid
          chooser={chooser}
          labelledBy={`${id}-month`}
          frozen={hidden}
          onKeyDown={onGridKey}
          onChoose={choose}
        />
        <p id={`${id}-help`} className="date-dialog__help">
          Arrow keys move by day and week, Page Up and Page Down by month, Home and End to the start and end
          of the week. Enter chooses a day.
        </p>
        <div className="date-dialog__actions">
          <button
            type="button"
            className="date-dialog__clear"
            onClick={() => {
              focusDay.current = true;
              chooser.cleared();
            }}
          >
            Clear dates
          </button>
          <button type="button" className="date-dialog__secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button" onClick={() => onDone(chooser.finished())}>
            Done
          </button>
        </div>
      </Modal>
    );
  },
);

/**
 * The dialog as the date fields open it: from a field, on the search's dates. The chooser
 * (the dialog's state and calendar rules) comes with the dialog's code, loaded on first open.
 * Closed, it is `hidden` at once and `onGone` asks its owner to take it out of the page in a
 * task after that paint (date-range-picker.tsx); its scroll lock goes with it.
 */
export const DateRangeDialogFrom = ({
  from,
  dates,
  today,
  hidden = false,
  onDone,
  onCancel,
  onGone,
}: {
  from: StayDay;
  dates: StayDates;
  today: string;
  hidden?: boolean;
  onDone: (dates: StayDates) => void;
  onCancel: () => void;
  onGone?: () => void;
}) => {
  const [chooser] = useState(() => {
    const opened = new DateRangeChooser();
    opened.opened(from, dates, today);
    return opened;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it closes; the owner's callback is the same act every render
  useEffect(() => (hidden && onGone ? afterNextPaint(onGone) : undefined), [hidden]);
  return (
    <DateRangeDialog
      chooser={chooser}
      hidden={hidden}
      onDone={onDone}
      onCancel={() => {
        chooser.cancelled();
        onCancel();
      }}
    />
  );
};
