// Finding the order to hand over: scan the resident's pickup QR code (WeChat's scanQRCode, or the
// camera where the browser has BarcodeDetector) or type its 8 digits; the code is checked (Luhn)
// before any call, and the station's refusals (another station, cancelled) are said in place.
import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { lookupPickup, type PickupOrder } from '@/api/team-pickup';
import { parsePickupScan } from '@/rules/pickup-code';
import { useT } from '@/i18n';
import { showToast } from '@/components/feedback';
import { errorMessage } from '@/components/loadable';
import { detectEnvironment } from '@/lib/platform';
import { canScanWithCamera } from '@/lib/scan/camera';
import { scanQRCode } from '@/lib/wechat/sdk';
import { CameraScanner } from './camera-scanner';

const { platform } = detectEnvironment();
const inWeixin = platform === 'wechat' || platform === 'wecom';

export function PickupScanCard({ onFound }: { onFound: (order: PickupOrder, code: string) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState(false);
  const busyRef = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const canCamera = !inWeixin && canScanWithCamera();

  async function lookup(raw: string, from: 'scan' | 'type') {
    if (busyRef.current) return;
    const code = parsePickupScan(raw);
    if (!code) {
      setError(t(from === 'scan' ? 'station.scanNotPickup' : 'station.codeInvalid'));
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setError('');
    try {
      const order = await lookupPickup(code);
      setText('');
      onFound(order, code);
    } catch (e) {
      setError(errorMessage(e, t('errors.server')));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  async function scan() {
    setError('');
    if (canCamera) return setCamera(true);
    const result = await scanQRCode();
    if (result === null || result === 'cancelled') {
      showToast(t('station.scanCancelled'));
      input.current?.focus();
      return;
    }
    // Nothing readable came back: said in place, with the typed code as the way on.
    if (result === 'unreadable') {
      setError(t('station.scanUnreadable'));
      input.current?.focus();
      return;
    }
    await lookup(result.text, 'scan');
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void lookup(text, 'type');
  };

  return (
    <section className="station-scan" aria-labelledby="station-scan-title">
      <h2 id="station-scan-title" className="station-scan-title">
        {t('station.scanTitle')}
      </h2>
      {(inWeixin || canCamera) && (
        <>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => void scan()}
            loading={busy}
            disabled={busy}
          >
            {t('station.scan')}
          </Button>
          <p className="station-scan-hint">{t('station.scanHint')}</p>
        </>
      )}
      <form className="station-scan-form" onSubmit={submit} noValidate>
        <label htmlFor="pickup-code" className="station-scan-label">
          {t('station.codeLabel')}
        </label>
        <div className="qh-input-row">
          <input
            ref={input}
            id="pickup-code"
            className="qh-input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            placeholder={t('station.codePlaceholder')}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'pickup-code-error' : undefined}
            onChange={(e) => {
              setText(e.target.value.replace(/[^\d\s]/g, ''));
              setError('');
            }}
          />
          <Button
            type="submit"
            color="primary"
            fill="outline"
            size="small"
            disabled={busy || text.replace(/\s/g, '').length === 0}
          >
            {t('station.codeLookup')}
          </Button>
        </div>
        {error && (
          <p id="pickup-code-error" className="station-scan-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <CameraScanner
        open={camera}
        onClose={() => setCamera(false)}
        onResult={(result) => {
          setCamera(false);
          void lookup(result, 'scan');
        }}
      />
    </section>
  );
}
