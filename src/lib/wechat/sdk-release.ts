// When the WeChat JS-SDK's code may load: once released, by app/route-page.tsx when idle after the first
// screen or by the first call that needs wx (sdk.ts). Apart from the SDK's wrapper (sdk.ts) so that the
// start chunks need not carry the wrapper: that loads only in WeChat, from app/bootstrap.ts.
let release: () => void = () => undefined;
let released = new Promise<void>((resolve) => (release = resolve));

/** Lets the SDK's code load and wx.config run (the signature was asked for at configuration). */
export function releaseJsSdk(): void {
  release();
}

/** Resolves once the SDK's code is released. */
export function jsSdkReleased(): Promise<void> {
  return released;
}

/** Test hook: not released again. */
export function resetJsSdkRelease(): void {
  released = new Promise<void>((resolve) => (release = resolve));
}
