/**
 * Random identifiers for the adapters (analytics message and anonymous ids, error event
 * ids, sandbox payment method ids). Like time, randomness is ambient, so it lives beside
 * the clock. Web Crypto exists in every supported browser and in Node 20.
 */
export const randomHex = (bytes: number): string => {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
};

/** An RFC 4122 version-4 UUID (crypto.randomUUID needs a secure context; this does not). */
export const randomUuid = (): string => {
  const hex = randomHex(16).split('');
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
};
