// Start-up in pieces: code that runs one step after another at start gives the browser the
// main thread between steps (a paint, a tap, a network answer), so no step adds up with the next into
// one long task. scheduler.yield() where the browser has it (the continuation keeps its priority),
// else a message-channel task (no 4 ms timer clamp).

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/** Resolves in a later task of the main thread. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
