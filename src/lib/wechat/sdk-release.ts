// When the WeChat JS-SDK is set up: app/bootstrap.ts holds the set-up (in WeChat only) and app/route-page.tsx
// releases it when idle after the first screen, or the first call that needs wx does (sdk.ts). Released, the
// wrapper (sdk.ts) loads, asks for the signature and loads the SDK's code. Apart from the wrapper so that no
// first screen carries it: in WeChat too, the wrapper, the signature and the SDK come after the first screen.
let release: () => void = () => undefined;
let released = new Promise<void>((resolve) => (release = resolve));
let held: (() => Promise<unknown>) | null = null;
let started: Promise<unknown> | null = null;

/** Keeps the JS-SDK's set-up (load the wrapper, wx.config) for the release; once released already, runs it now. */
export function holdJsSdk(setUp: () => Promise<unknown>): void {
  held = setUp;
  void released.then(startHeld);
}

function startHeld(): Promise<unknown> {
  if (!held) return Promise.resolve();
  started ??= held().catch(() => undefined);
  return started;
}

/** Lets the SDK's set-up run: the wrapper, the signature, the SDK's code and wx.config. */
export function releaseJsSdk(): void {
  release();
  void startHeld();
}

/** Resolves once the SDK's code is released. */
export function jsSdkReleased(): Promise<void> {
  return released;
}

/** Resolves once the held set-up has run its configuration (at once when nothing is held, as outside WeChat). */
export function jsSdkSetUp(): Promise<unknown> {
  return held ? released.then(startHeld) : Promise.resolve();
}

/** Test hook: not released again, nothing held. */
export function resetJsSdkRelease(): void {
  released = new Promise<void>((resolve) => (release = resolve));
  held = null;
  started = null;
}
