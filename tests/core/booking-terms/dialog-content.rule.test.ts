import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIALOG_MESSAGE,
  dialogContent,
} from '../../../src/core/booking-terms/dialog-content.rule.js';

describe('dialogs', () => {
  it("dialog 'unavailable': title, message, 'Select New Dates' and 'Find Available Homes'", () => {
    expect(dialogContent('unavailable', 'ignored')).toEqual({
      title: 'Unfortunately, these dates are unavailable.',
      message: "Let's revisit your plans.",
      buttons: [
        { label: 'Select New Dates', action: 'select-new-dates' },
        { label: 'Find Available Homes', action: 'find-available-homes' },
      ],
    });
  });

  it("dialog default or 'unknown': 'Oh no!' with the supplied message and 'OK'", () => {
    const expected = {
      title: 'Oh no!',
      message: 'Card declined',
      buttons: [{ label: 'OK', action: 'close' }],
    };
    expect(dialogContent('unknown', 'Card declined')).toEqual(expected);
    expect(dialogContent('anything', 'Card declined')).toEqual(expected);
    expect(dialogContent(undefined, 'Card declined')).toEqual(expected);
  });

  it("dialog default or 'unknown': without a message the default sentence", () => {
    expect(DEFAULT_DIALOG_MESSAGE).toBe(
      "We can't seem to process your request at this time. Please refresh the page and try again.",
    );
    for (const message of [undefined, null, '']) {
      expect(dialogContent('unknown', message)).toEqual({
        title: 'Oh no!',
        message: DEFAULT_DIALOG_MESSAGE,
        buttons: [{ label: 'OK', action: 'close' }],
      });
    }
    expect(dialogContent(null).message).toBe(DEFAULT_DIALOG_MESSAGE);
  });
});
