// The local calendar day as text (2026-11-26): what "once a day" compares (the start screen), also read by the bench.

export function localDay(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
