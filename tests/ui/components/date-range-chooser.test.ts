import { describe, expect, it } from 'vitest';
import { DateRangeChooser } from '../../../src/ui/components/date-range/date-range-chooser.js';

const TODAY = '2030-03-10';
const none = { checkIn: '', checkOut: '' };

describe('DateRangeChooser: check-in, then check-out', () => {
  it('opens on today with nothing chosen; a check-in moves on to the check-out, never filling it in', () => {
    const chooser = new DateRangeChooser();
    chooser.opened('checkIn', none, TODAY);
    expect(chooser).toMatchObject({ open: true, step: 'checkIn', focused: TODAY, checkIn: '', checkOut: '' });
    expect(chooser.dayChosen('2030-04-01')).toBe(false);
    expect(chooser).toMatchObject({
      step: 'checkOut',
      checkIn: '2030-04-01',
      checkOut: '',
      focused: '2030-04-02',
    });
    expect(chooser.dayChosen('2030-04-05')).toBe(true);
    expect(chooser.open).toBe(false);
    expect(chooser.dates).toEqual({ checkIn: '2030-04-01', checkOut: '2030-04-05' });
  });

  it('days before today cannot be chosen; in the check-out step, neither can the check-in or anything before it', () => {
    const chooser = new DateRangeChooser();
    chooser.opened('checkIn', none, TODAY);
    expect(chooser.isDisabled('2030-03-09')).toBe(true);
    expect(chooser.isDisabled(TODAY)).toBe(false);
    expect(chooser.dayChosen('2030-03-09')).toBe(false);
    expect(chooser.checkIn).toBe('');
    chooser.dayChosen('2030-04-01');
    expect(chooser.isDisabled('2030-04-01')).toBe(true);
    expect(chooser.isDisabled('2030-04-02')).toBe(false);
    expect(chooser.dayChosen('2030-03-31')).toBe(false);
    expect(chooser.open).toBe(true);
  });

  it('opened from the check-out field with a check-in, it starts on the check-out step at the chosen check-out', () => {
    const chooser = new DateRangeChooser();
    chooser.opened('checkOut', { checkIn: '2030-04-01', checkOut: '2030-04-05' }, TODAY);
    expect(chooser).toMatchObject({ step: 'checkOut', focused: '2030-04-05', openedFrom: 'checkOut' });
    chooser.opened('checkOut', none, TODAY);
    expect(chooser.step).toBe('checkIn'); // no check-in yet: that comes first
  });

  it('a new check-in keeps a check-out that still follows it and drops one that does not', () => {
    const chooser = new DateRangeChooser();
    chooser.opened('checkIn', { checkIn: '2030-04-01', checkOut: '2030-04-05' }, TODAY);
    chooser.dayChosen('2030-04-03');
    expect(chooser.dates).toEqual({ checkIn: '2030-04-03', checkOut: '2030-04-05' });
    expect(chooser.focused).toBe('2030-04-05');
    chooser.opened('checkIn', { checkIn: '2030-04-01', checkOut: '2030-04-05' }, TODAY);
    chooser.dayChosen('2030-04-05');
    expect(chooser.dates).toEqual({ checkIn: '2030-04-05', checkOut: '' });
  });

  it('a past check-in in the address is not offered again', () => {
    const chooser = new DateRangeChooser();
    chooser.opened('checkIn', { checkIn: '2030-03-01', checkOut: '2030-03-20' }, TODAY);
    expect(chooser.dates).toEqual(none);
    expect(chooser.focused).toBe(TODAY);
  });

  it('marks the chosen days and the nights between', () => {
    const chooser = new DateRangeChooser();
    chooser.opened('checkIn', { checkIn: '2030-04-01', checkOut: '2030-04-04' }, TODAY);
    expect(
      ['2030-04-01', '2030-04-02', '2030-04-04', '2030-04-05'].map((d) => chooser.isSelected(d)),
    ).toEqual([true, false, true, false]);
    expect(['2030-04-01', '2030-04-02', '2030-04-03', '2030-04-04'].map((d) => chooser.isInRange(d))).toEqual(
      [false, true, true, false],
    );
  });

  it('clearing starts over; cancelling closes; finishing hands over what is chosen', () => {
    const chooser = new DateRangeChooser();
    chooser.opened('checkOut', { checkIn: '2030-04-01', checkOut: '2030-04-05' }, TODAY);
    chooser.cleared();
    expect(chooser).toMatchObject({ step: 'checkIn', checkIn: '', checkOut: '' });
    chooser.dayChosen('2030-04-02');
    expect(chooser.finished()).toEqual({ checkIn: '2030-04-02', checkOut: '' });
    expect(chooser.open).toBe(false);
    chooser.opened('checkIn', none, TODAY);
    chooser.cancelled();
    expect(chooser.open).toBe(false);
  });
});

describe('DateRangeChooser: moving through the months', () => {
  it('keys move the focused day and the month follows it', () => {
    const chooser = new DateRangeChooser();
    chooser.opened('checkIn', none, TODAY);
    expect(chooser.month).toBe('2030-03-01');
    chooser.moved('PageDown');
    expect(chooser.focused).toBe('2030-04-10');
    expect(chooser.month).toBe('2030-04-01');
    chooser.monthStepped(-1);
    expect(chooser.focused).toBe(TODAY);
  });

  it('never goes before the month of today (nothing there can be chosen)', () => {
    const chooser = new DateRangeChooser();
    chooser.opened('checkIn', none, TODAY);
    expect(chooser.canGoBack).toBe(false);
    chooser.moved('PageUp');
    expect(chooser.focused).toBe(TODAY);
    chooser.moved('ArrowUp'); // 3 March: a past day of this month, focusable but not choosable
    expect(chooser.focused).toBe('2030-03-03');
    chooser.moved('ArrowUp');
    expect(chooser.focused).toBe('2030-03-03');
    chooser.moved('Home');
    expect(chooser.focused).toBe('2030-03-03'); // already a Sunday
    chooser.moved('ArrowLeft');
    expect(chooser.focused).toBe('2030-03-02');
    chooser.moved('ArrowLeft');
    chooser.moved('ArrowLeft');
    expect(chooser.focused).toBe('2030-03-01');
  });
});
