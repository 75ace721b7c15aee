// How the request layer tells the person about a failure: a port that the app fills at start-up with
// its UI (components/feedback), so that lib/ stays free of React and antd-mobile. The start-up's calls
// go out before the UI's code has arrived: what they report waits for it, then shows.
export interface RequestReporter {
  /** A text toast after `delay` ms (server errors wait 300 ms, spec section 8). */
  toast(message: string, options: { delay: number }): void;
  /** A modal with only an OK button; resolves when it is confirmed. */
  alert(options: { title?: string; content: string }): Promise<void>;
}

let installed: (reporter: RequestReporter) => void = () => undefined;
const arrived = new Promise<RequestReporter>((resolve) => (installed = resolve));
let current: RequestReporter | null = null;

/** Until the app's UI is installed, a report waits for it. */
const waiting: RequestReporter = {
  toast: (message, options) => void arrived.then((r) => r.toast(message, options)),
  alert: (options) => arrived.then((r) => r.alert(options)),
};

export function setRequestReporter(reporter: RequestReporter): void {
  current = reporter;
  installed(reporter);
}

export function reporter(): RequestReporter {
  return current ?? waiting;
}
