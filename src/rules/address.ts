// Address rules shared by the client and the mock (no imports, so the mock can load it as it is):
// the backend's limits and how a region and a whole address read as one line.

/** Limits the backend enforces (docs/api.md): name and detail lengths, addresses per user. */
export const ADDRESS_LIMITS = { name: 20, detail: 120, count: 20 } as const;

interface RegionParts {
  province: string;
  city: string;
  district: string;
}

/** The region as one line: '浙江省 杭州市 西湖区'; a municipality's city is not repeated ('上海市 黄浦区'). */
export function regionText(a: RegionParts, separator = ' '): string {
  return [a.province, a.city === a.province ? '' : a.city, a.district].filter(Boolean).join(separator);
}

/** The shortest overlap worth removing: a street name and number ('马当路388弄'), a district ('黄浦区'). */
const MIN_OVERLAP = 3;

/**
 * Address parts as one line, each part's beginning that repeats the end of what comes before it left out:
 * '西湖区文二西路551号' + '文二西路551号8幢架空层' reads '西湖区文二西路551号8幢架空层', and a detail typed with
 * its district ('黄浦区马当路…' after '上海市黄浦区') does not repeat it. Blank parts are skipped.
 */
export function joinAddress(parts: readonly string[]): string {
  let out = '';
  for (const raw of parts) {
    const part = raw.trim();
    if (!part) continue;
    let overlap = 0;
    for (let n = Math.min(out.length, part.length); n >= MIN_OVERLAP; n--) {
      if (out.endsWith(part.slice(0, n))) {
        overlap = n;
        break;
      }
    }
    out += part.slice(overlap);
  }
  return out;
}

/** One line: province, city, district and detail ('上海市黄浦区马当路388弄...'), nothing said twice (joinAddress). */
export function fullAddress(a: RegionParts & { detail: string }): string {
  return joinAddress([regionText(a, ''), a.detail]);
}
