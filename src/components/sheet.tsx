// A bottom sheet (choose a coupon, a community, a shop to check out): antd-mobile's Popup as a named
// modal dialog with a heading and a localized close button, inside the phone column on wide screens.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useT } from '@/i18n';
import { showToast } from './feedback';
import type { Popup as PopupComponent } from './popup';
import './sheet.css';

export interface SheetProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A class of the sheet's body besides qh-sheet (its own layout). */
  className?: string;
}

type Popup = typeof PopupComponent;
let popupCode: Promise<Popup> | null = null;
let loadedPopup: Popup | null = null;
/** The Popup's code, asked for once (again after a failure). */
const loadPopup = () =>
  (popupCode ??= import('./popup').then(
    (m) => (loadedPopup = m.Popup),
    (error: unknown) => {
      popupCode = null;
      throw error;
    },
  ));

/** Fetches the Popup's code ahead of a first tap: for a page whose main action opens a sheet, when it is idle. */
export const preloadSheet = (): void => void loadPopup().catch(() => undefined);

/**
 * A sheet's Popup, once it has first been opened: its code loads then (nothing shows meanwhile; a failure says
 * so and calls `onFail`, which closes the sheet, so that the next tap tries again). It mounts closed and opens a
 * render later (so it slides in), then stays (so it slides out). null while there is nothing to draw.
 */
export function useSheetPopup(open: boolean, onFail: () => void): { Popup: Popup; visible: boolean } | null {
  const t = useT();
  const [popup, setPopup] = useState<Popup | null>(() => loadedPopup);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!open || popup) return;
    let live = true;
    loadPopup().then(
      (p) => live && setPopup(() => p),
      () => {
        if (!live) return;
        showToast(t('errors.network'));
        onFail();
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onFail and t: those of the render that opened it
  }, [open, popup]);
  useEffect(() => {
    if (open && popup) setMounted(true);
  }, [open, popup]);
  if (!popup || !(mounted || open)) return null;
  return { Popup: popup, visible: open && mounted };
}

export function Sheet({ visible, title, onClose, children, className }: SheetProps) {
  const t = useT();
  const id = useId();
  const popup = useSheetPopup(visible, onClose);
  if (!popup) return null;
  const { Popup } = popup;
  return (
    <Popup
      visible={popup.visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyClassName={className ? `qh-sheet ${className}` : 'qh-sheet'}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={id}>
        <div className="qh-sheet-head">
          <h2 id={id} className="qh-sheet-title">
            {title}
          </h2>
          <button type="button" className="qh-sheet-close" aria-label={t('common.close')} onClick={onClose}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </Popup>
  );
}
