// How a person is shown to others (docs/product.md#growth): a phone as 138****8000, a name as its first
// character and '*' (张*). Shared by the mock (which answers them masked) and the client's tests.

/** '13800138000' -> '138****8000'; anything not 11 digits keeps only its last 4 characters. */
export function maskPhone(phone: string): string {
  const p = phone.trim();
  if (/^\d{11}$/.test(p)) return `${p.slice(0, 3)}****${p.slice(7)}`;
  return p.length > 4 ? `****${p.slice(-4)}` : '****';
}

/** '张三丰' -> '张*'; an empty name is '*'. Characters, not UTF-16 units: '𠮷哥' -> '𠮷*'. */
export function maskName(name: string): string {
  const first = [...name.trim()][0];
  return `${first ?? ''}*`;
}
