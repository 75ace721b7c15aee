// Buy-now lines (a product page's "buy now", without the cart) and their form in the checkout route's
// `lines` query. No imports: tests and the mock load it outside the app's module aliases.

/** A line to buy directly (without the cart). */
export interface BuyLine {
  goodCode: string;
  specName: string;
  num: number;
}

/** Buy-now lines as the checkout route's `lines` query: 'goodCode:specName:num,...' (each part URI-encoded). */
export function buyLinesParam(lines: readonly BuyLine[]): string {
  return lines.map((l) => [l.goodCode, l.specName, l.num].map((x) => encodeURIComponent(String(x))).join(':')).join(',');
}

/** The checkout route's `lines` query back into lines; malformed parts are left out. */
export function parseBuyLines(text: string | undefined): BuyLine[] {
  if (!text) return [];
  const lines: BuyLine[] = [];
  for (const part of text.split(',')) {
    const [code = '', spec = '', num = ''] = part.split(':');
    const n = Number(num);
    try {
      if (code && Number.isInteger(n) && n > 0 && n <= 99) lines.push({ goodCode: decodeURIComponent(code), specName: decodeURIComponent(spec), num: n });
    } catch {
      // A malformed escape: the part is left out.
    }
  }
  return lines;
}
