// A mock backend of the test file's own: started before its tests, and the page's origin moved to it,
// so that the file's exact counts (cart, orders, addresses) cannot be changed by files running beside it.
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../mock/server';
import type { MockSettings } from '../../mock/core';

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/** Starts a fresh mock (fresh seed) for this file; the returned getter gives it once started. */
export function ownMockPerFile(settings?: Partial<MockSettings>): () => RunningServer {
  let running: RunningServer | undefined;
  let shared = '';
  beforeAll(async () => {
    running = await startServer({ port: 0, settings });
    shared = window.location.href;
    (window as unknown as HappyDomWindow).happyDOM.setURL(`${running.url}/`);
  });
  afterAll(async () => {
    (window as unknown as HappyDomWindow).happyDOM.setURL(shared);
    await running?.close();
  });
  return () => {
    if (!running) throw new Error('ownMockPerFile: the mock starts in beforeAll');
    return running;
  };
}
