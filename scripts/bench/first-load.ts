// A page load split at its first screen: what the browser requested before the first screen was shown
// (the first load, budgeted) and what it requested after it until the page settled (information), and
// whether the measured first load is the set of files a build script counts. Pure: no browser here.

/** One request the browser sent: its URL and Chromium's send time (epoch ms; null when it was never answered). */
export interface Sent {
  url: string;
  at: number | null;
}

export interface Part {
  /** Distinct JS files by path (e.g. /assets/home-page-abc.js), in the order first requested. */
  js: string[];
  /** Every request (documents, redirects, images and calls included). */
  requests: number;
}

export interface Split {
  first: Part;
  /** A JS file already requested before the first screen is not counted again after it. */
  after: Part;
}

const jsPaths = (sent: readonly Sent[]) => [
  ...new Set(sent.map((s) => new URL(s.url).pathname).filter((p) => p.endsWith('.js'))),
];

/** Splits `sent` at `shownAt` (epoch ms): sent at or before it is the first load; after it, or never answered, is after. */
export function splitAtFirstScreen(sent: readonly Sent[], shownAt: number): Split {
  const before = sent.filter((s) => s.at !== null && s.at <= shownAt);
  const later = sent.filter((s) => !before.includes(s));
  const first = jsPaths(before);
  return {
    first: { js: first, requests: before.length },
    after: { js: jsPaths(later).filter((p) => !first.includes(p)), requests: later.length },
  };
}

/** The files measured but not counted (`+name`) and counted but not measured (`−name`), by file name. */
export function fileDifference(measured: readonly string[], counted: readonly string[]): string[] {
  const name = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  const m = new Set(measured.map(name));
  const c = new Set(counted.map(name));
  return [
    ...[...m].filter((f) => !c.has(f)).map((f) => `+${f}`),
    ...[...c].filter((f) => !m.has(f)).map((f) => `−${f}`),
  ];
}
