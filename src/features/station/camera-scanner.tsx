// The camera scanner of the hand-over (browsers with BarcodeDetector): a sheet with the live camera;
// the first QR code seen is given back and the camera stops; a refused camera is said in place.
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n';
import { Sheet } from '@/components/sheet';
import { startCameraScan, type CameraScanError } from '@/lib/scan/camera';

export function CameraScanner({
  open,
  onResult,
  onClose,
}: {
  open: boolean;
  onResult: (text: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Sheet visible={open} title={t('station.cameraTitle')} onClose={onClose}>
      {open && <CameraView onResult={onResult} />}
    </Sheet>
  );
}

function CameraView({ onResult }: { onResult: (text: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<CameraScanError | null>(null);
  const latest = useRef(onResult);
  latest.current = onResult;
  useEffect(() => {
    if (!video.current) return;
    const scan = startCameraScan(video.current, (text) => latest.current(text), setError);
    return () => scan.stop();
  }, []);
  return (
    <div className="station-camera-body">
      {error ? (
        <p className="station-scan-error" role="alert">
          {t(error === 'denied' ? 'station.cameraDenied' : 'station.cameraUnavailable')}
        </p>
      ) : (
        <>
          <div className="station-camera-frame">
            <video ref={video} muted playsInline aria-label={t('station.cameraTitle')} />
          </div>
          <p className="qh-field-hint">{t('station.cameraHint')}</p>
        </>
      )}
    </div>
  );
}
