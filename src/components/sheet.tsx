// A bottom sheet (choose a coupon, a community, a shop to check out): antd-mobile's Popup as a named
// modal dialog with a heading and a localized close button, inside the phone column on wide screens.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { useT } from '@/i18n';
import './sheet.css';

export interface SheetProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A class of the sheet's body besides qh-sheet (its own layout). */
  className?: string;
}

/**
 * A sheet's Popup mounts when it first opens, closed, and opens a render later (so it slides in), then stays
 * (so it slides out): a closed Popup's springs and gestures were a page's start's work for nothing.
 */
export function useMountOnOpen(open: boolean): { mounted: boolean; visible: boolean } {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  return { mounted: mounted || open, visible: open && mounted };
}

export function Sheet({ visible, title, onClose, children, className }: SheetProps) {
  const t = useT();
  const id = useId();
  const popup = useMountOnOpen(visible);
  if (!popup.mounted) return null;
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
