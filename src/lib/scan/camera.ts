// Scanning a QR code with the camera where the browser has BarcodeDetector (Chrome on Android, for
// one): the rear camera into a <video>, frames read a few times a second until a code is seen.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorCtor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

function detectorCtor(): BarcodeDetectorCtor | undefined {
  return (globalThis as unknown as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
}

/** Whether this browser can scan with the camera (BarcodeDetector and a camera API). */
export function canScanWithCamera(): boolean {
  return (
    typeof detectorCtor() === 'function' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

export type CameraScanError = 'denied' | 'unavailable';

export interface CameraScan {
  /** Stops the camera and the frame reading (idempotent). */
  stop(): void;
}

/** How often a frame is read. */
export const FRAME_MS = 250;

/**
 * Starts the rear camera in `video` and reads QR codes until `onResult` is given one (then stops by
 * itself) or `stop()` is called. A refused or missing camera goes to `onError`.
 */
export function startCameraScan(
  video: HTMLVideoElement,
  onResult: (text: string) => void,
  onError: (e: CameraScanError) => void,
): CameraScan {
  const Ctor = detectorCtor();
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    stream?.getTracks().forEach((t) => t.stop());
    stream = null;
    video.srcObject = null;
  };
  if (!Ctor || !navigator.mediaDevices?.getUserMedia) {
    queueMicrotask(() => onError('unavailable'));
    return { stop };
  }
  const detector = new Ctor({ formats: ['qr_code'] });
  const read = async () => {
    if (stopped) return;
    try {
      const found = video.readyState >= 2 ? await detector.detect(video) : [];
      const text = found.find((b) => b.rawValue)?.rawValue;
      if (text && !stopped) {
        stop();
        onResult(text);
        return;
      }
    } catch {
      // A frame that cannot be read yet: try the next one.
    }
    if (!stopped) timer = setTimeout(() => void read(), FRAME_MS);
  };
  navigator.mediaDevices
    .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
    .then(async (s) => {
      if (stopped) return s.getTracks().forEach((t) => t.stop());
      stream = s;
      video.srcObject = s;
      await video.play().catch(() => undefined);
      void read();
    })
    .catch((e: unknown) => {
      if (stopped) return;
      const name = (e as { name?: string }).name;
      onError(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
    });
  return { stop };
}
