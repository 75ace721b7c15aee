// How the request layer tells the person about a failure: a port that the app fills at start-up with
// its UI (components/feedback), so that lib/ stays free of React and antd-mobile. Until then: silent.
export interface RequestReporter {
  /** A text toast after `delay` ms (server errors wait 300 ms, docs/product.md#errors). */
  toast(message: string, options: { delay: number }): void;
  /** A modal with only an OK button; resolves when it is confirmed. */
  alert(options: { title?: string; content: string }): Promise<void>;
}

const silentReporter: RequestReporter = { toast: () => {}, alert: () => Promise.resolve() };
let current: RequestReporter = silentReporter;

export function setRequestReporter(reporter: RequestReporter): void {
  current = reporter;
}

export function reporter(): RequestReporter {
  return current;
}
