// Back on the phone entry page quits the app (docs/product.md#screens): WeChat's closeWindow through the
// bridge. Kept apart from the JS-SDK module so the informational site can use it at no cost.

interface Bridge {
  call(name: string): void;
}

/** Quits the page: WeChat's closeWindow when the bridge is there, else window.close(). */
export function closeWindow(): void {
  const bridge = (window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge;
  if (bridge) bridge.call('closeWindow');
  else window.close();
}

const isSentinel = (state: unknown) => (state as { qihuoQuitSentinel?: boolean } | null)?.qihuoQuitSentinel === true;

/**
 * A sentinel history entry is pushed on the entry page; a back that lands on the entry page below
 * the sentinel closes the window. `atEntry` says whether the current route is the entry page.
 * Returns the function that removes the behaviour.
 */
export function quitOnBack(atEntry: () => boolean): () => void {
  if (!isSentinel(window.history.state))
    window.history.pushState({ qihuoQuitSentinel: true }, '', window.location.href);
  const onPop = (event: PopStateEvent) => {
    if (isSentinel(event.state) || !atEntry()) return;
    window.removeEventListener('popstate', onPop);
    closeWindow();
  };
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}
