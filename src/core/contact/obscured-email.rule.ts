/** The obscured e-mail keeps 2 characters of the name part (docs/product/constants.md#business-constants). */
export const OBSCURED_EMAIL_KEPT_CHARACTERS = 2;

/**
 * Wrong-email state: first 2 characters of the name part, then one asterisk per hidden
 * character, then the domain (docs/product/routes.md#portal-screens). One asterisk per
 * character (rather than a fixed run) lets the guest recognise the length of the address they
 * signed up with. A name part of 2 characters or fewer has nothing to hide and shows whole.
 * The split is at the last '@' because a quoted local part may itself contain one; without
 * any '@' the whole value is treated as the name part.
 */
export const obscureEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  const name = at === -1 ? email : email.slice(0, at);
  const domain = at === -1 ? '' : email.slice(at);
  // Array.from counts code points, so an emoji or accented letter is one character.
  const characters = Array.from(name);
  const kept = characters.slice(0, OBSCURED_EMAIL_KEPT_CHARACTERS).join('');
  const hidden = Math.max(0, characters.length - OBSCURED_EMAIL_KEPT_CHARACTERS);
  return `${kept}${'*'.repeat(hidden)}${domain}`;
};
