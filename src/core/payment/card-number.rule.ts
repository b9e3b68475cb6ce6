/**
 * The Luhn checksum every payment card number carries (and most other runs of digits fail).
 * One rule for the sandbox card widget, which judges what a guest types, and for the host,
 * which refuses card numbers in request bodies and keeps them out of its logs.
 */
export const passesLuhn = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** Whether a run of digits as typed, grouped by blanks or dashes, passes the Luhn check. */
export const groupedDigitsPassLuhn = (run: string): boolean => passesLuhn(run.replace(/\D/g, ''));
