// Camera scanning with a fake BarcodeDetector and camera: the first code seen is given once and the
// camera stops; a refused camera says so; without BarcodeDetector there is no camera scanning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canScanWithCamera, startCameraScan } from './camera';

const g = globalThis as unknown as { BarcodeDetector?: unknown };

function fakeCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

function video(): HTMLVideoElement {
  const v = document.createElement('video');
  Object.defineProperty(v, 'readyState', { value: 4 });
  // happy-dom's srcObject takes only its own MediaStream; the fake stream is a plain object.
  Object.defineProperty(v, 'srcObject', { value: null, writable: true });
  v.play = () => Promise.resolve();
  return v;
}

afterEach(() => {
  delete g.BarcodeDetector;
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

describe('camera scanning', () => {
  it('needs BarcodeDetector and a camera', () => {
    fakeCamera(() => Promise.reject(new Error('no')));
    expect(canScanWithCamera()).toBe(false);
    g.BarcodeDetector = class {};
    expect(canScanWithCamera()).toBe(true);
  });

  it('gives the first code it sees, once, and stops the camera', async () => {
    const frames = [[], [{ rawValue: '' }], [{ rawValue: 'qihuo-pickup:12345674' }], [{ rawValue: 'again' }]];
    const formats: unknown[] = [];
    g.BarcodeDetector = class {
      constructor(o: unknown) {
        formats.push(o);
      }
      detect = () => Promise.resolve(frames.shift() ?? []);
    };
    const stopTrack = vi.fn();
    fakeCamera(() => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream));
    const onResult = vi.fn();
    const onError = vi.fn();
    startCameraScan(video(), onResult, onError);
    await vi.waitFor(() => expect(onResult).toHaveBeenCalled(), { timeout: 3000 });
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith('qihuo-pickup:12345674');
    expect(stopTrack).toHaveBeenCalled();
    expect(formats).toEqual([{ formats: ['qr_code'] }]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('says the camera was refused', async () => {
    g.BarcodeDetector = class {
      detect = () => Promise.resolve([]);
    };
    fakeCamera(() => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })));
    const onError = vi.fn();
    startCameraScan(video(), vi.fn(), onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('denied'));
  });

  it('stop() before the camera answers leaves no camera running', async () => {
    g.BarcodeDetector = class {
      detect = () => Promise.resolve([{ rawValue: 'x' }]);
    };
    const stopTrack = vi.fn();
    let answer: (s: MediaStream) => void = () => undefined;
    fakeCamera(() => new Promise<MediaStream>((r) => (answer = r)));
    const onResult = vi.fn();
    const scan = startCameraScan(video(), onResult, vi.fn());
    scan.stop();
    answer({ getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream);
    await vi.waitFor(() => expect(stopTrack).toHaveBeenCalled());
    expect(onResult).not.toHaveBeenCalled();
  });
});
