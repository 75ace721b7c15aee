// Buy-now lines (a product page's "buy now", without the cart) and their form in the checkout route's
// `lines` query; the attributes chosen for a line (goodAttr: 处理方式 切块). No imports: tests and the mock
// load it outside the app's module aliases.

/** One attribute chosen for a line: the product's goodAttr `name` and one of its items. */
export interface ChosenAttr {
  name: string;
  value: string;
}

/** A line to buy directly (without the cart). */
export interface BuyLine {
  goodCode: string;
  specName: string;
  num: number;
  /** In the product's goodAttr order; [] or left out for a good without attributes (the backend then takes each attribute's first item). */
  attrs?: ChosenAttr[];
}

/** The spec and the chosen attributes as one label: '6枚装 · 切块' (blanks left out). */
export function specLabel(specName: string, attrs: readonly ChosenAttr[]): string {
  return [specName, ...attrs.map((a) => a.value)].filter(Boolean).join(' · ');
}

/** Whether two lists of chosen attributes are the same choice (same names and values, in any order). */
export function sameAttrs(a: readonly ChosenAttr[], b: readonly ChosenAttr[]): boolean {
  return a.length === b.length && a.every((x) => b.some((y) => y.name === x.name && y.value === x.value));
}

const enc = (x: string | number) => encodeURIComponent(String(x));

/**
 * Buy-now lines as the checkout route's `lines` query: 'goodCode:specName:num[:name=value;name=value],...'
 * (each name and value URI-encoded, so the separators never clash).
 */
export function buyLinesParam(lines: readonly BuyLine[]): string {
  return lines
    .map((l) => {
      const parts = [enc(l.goodCode), enc(l.specName), enc(l.num)];
      if (l.attrs?.length) parts.push(l.attrs.map((a) => `${enc(a.name)}=${enc(a.value)}`).join(';'));
      return parts.join(':');
    })
    .join(',');
}

/** The checkout route's `lines` query back into lines; malformed parts are left out. */
export function parseBuyLines(text: string | undefined): BuyLine[] {
  if (!text) return [];
  const lines: BuyLine[] = [];
  for (const part of text.split(',')) {
    const [code = '', spec = '', num = '', attrText = ''] = part.split(':');
    const n = Number(num);
    try {
      const attrs = attrText
        ? attrText.split(';').map((pair) => {
            const [name = '', value = ''] = pair.split('=').map(decodeURIComponent);
            return { name, value };
          })
        : [];
      if (code && Number.isInteger(n) && n > 0 && n <= 99 && attrs.every((a) => a.name && a.value)) {
        lines.push({ goodCode: decodeURIComponent(code), specName: decodeURIComponent(spec), num: n, attrs });
      }
    } catch {
      // A malformed escape: the part is left out.
    }
  }
  return lines;
}
