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

/** One line: province, city, district and detail ('上海市黄浦区马当路388弄...'). */
export function fullAddress(a: RegionParts & { detail: string }): string {
  return regionText(a, '') + a.detail;
}
