// The pickup code of a pickup order (docs/api.md "Pickup code"): 8 digits, 7 of body and a Luhn check
// digit, shown as digits and as a QR code; the leader types or scans it to hand the goods over.

/** Digits of a pickup code, the check digit included. */
export const PICKUP_CODE_LENGTH = 8;
/** What the QR code holds before the digits, so that a scanner can tell a pickup code from any other code. */
export const PICKUP_QR_PREFIX = 'qihuo-pickup:';

/** The Luhn check digit of a string of digits (doubling from the rightmost digit of the body). */
export function pickupCheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new TypeError(`Not digits: ${body}`);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A pickup code from a 7-digit body (a number is zero-padded): the body and its check digit. */
export function makePickupCode(body: string | number): string {
  const digits = typeof body === 'number' ? String(body).padStart(PICKUP_CODE_LENGTH - 1, '0') : body;
  if (!new RegExp(`^\\d{${PICKUP_CODE_LENGTH - 1}}$`).test(digits))
    throw new TypeError(`A pickup code body is ${PICKUP_CODE_LENGTH - 1} digits: ${digits}`);
  return `${digits}${pickupCheckDigit(digits)}`;
}

/** Whether a text is a pickup code: 8 digits whose last is the check digit of the first 7 (a mistyped digit fails). */
export function isPickupCode(code: string): boolean {
  if (!new RegExp(`^\\d{${PICKUP_CODE_LENGTH}}$`).test(code)) return false;
  return pickupCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** '1234 5678': two groups of four, easier to read aloud at the station. */
export function formatPickupCode(code: string): string {
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}

/** The text of the QR code. */
export function pickupQrText(code: string): string {
  return `${PICKUP_QR_PREFIX}${code}`;
}

/** A scanned or typed text back to a valid pickup code (the QR text, or the digits with spaces), else null. */
export function parsePickupScan(text: string): string | null {
  const t = text.trim();
  const digits = (t.startsWith(PICKUP_QR_PREFIX) ? t.slice(PICKUP_QR_PREFIX.length) : t).replace(/\s+/g, '');
  return isPickupCode(digits) ? digits : null;
}
