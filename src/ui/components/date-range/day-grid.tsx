import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type ReactElement, useRef } from 'react';
import { dayName, monthWeeks, WEEKDAYS } from './calendar-month.js';
import type { DateRangeChooser } from './date-range-chooser.js';

/**
 * The month shown as the APG date picker's grid: a table with role grid, its column
 * headers the weekdays, one day in the tab order (the focused one). Each day reads its full
 * date, and whether it is the check-in or the check-out; aria-selected marks both.
 *
 * `frozen`: the dialog has closed and is hidden until it leaves the page. The choice that
 * closed it changed the days (the check-out, the focus), but nobody sees them any more: the
 * grid stays as last drawn rather than redrawing some forty days in the closing click.
 */
export const DayGrid = observer(
  ({
    chooser,
    labelledBy,
    frozen = false,
    onKeyDown,
    onChoose,
  }: {
    chooser: DateRangeChooser;
    labelledBy: string;
    frozen?: boolean;
    onKeyDown: (event: KeyboardEvent) => void;
    onChoose: (date: string) => void;
  }) => {
    const drawn = useRef<ReactElement | null>(null);
    // The same element as last time: React leaves the whole table as it is.
    if (frozen && drawn.current) return drawn.current;
    drawn.current = (
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's grid is a table with role grid, so rows and column headers keep their meaning
        role="grid"
        aria-labelledby={labelledBy}
        className="date-dialog__grid"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.name} scope="col" abbr={weekday.name}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(chooser.month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) {
                  return (
                    // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/noNoninteractiveElementToInteractiveRole lint/suspicious/noArrayIndexKey: an empty cell holds a place in the week, is never focused, and its place is its identity
                    <td key={`empty-${index}`} role="gridcell" className="date-dialog__blank" />
                  );
                }
                const which =
                  date === chooser.checkIn ? ', check-in' : date === chooser.checkOut ? ', check-out' : '';
                const classes = [
                  'date-dialog__day',
                  chooser.isSelected(date) ? 'date-dialog__day--selected' : '',
                  chooser.isInRange(date) ? 'date-dialog__day--in-range' : '',
                  date === chooser.today ? 'date-dialog__day--today' : '',
                ];
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles the keys for its cells (roving tabindex)
                  <td
                    key={date}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the APG date picker grid
                    role="gridcell"
                    data-date={date}
                    tabIndex={date === chooser.focused ? 0 : -1}
                    aria-selected={chooser.isSelected(date)}
                    aria-disabled={chooser.isDisabled(date) || undefined}
                    aria-label={`${dayName(date)}${which}`}
                    className={classes.filter(Boolean).join(' ')}
                    onClick={() => onChoose(date)}
                  >
                    {Number(date.slice(8))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    );
    return drawn.current;
  },
);
