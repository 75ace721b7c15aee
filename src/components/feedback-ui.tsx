// The UI behind components/feedback: antd-mobile's Toast and Dialog (with their masks, popups and
// spring animations), loaded on the first toast or modal, or on the first tap, not with the first screen.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import '@/components/motion';

export { Dialog, Toast } from 'antd-mobile';

/**
 * A modal's text that also names its dialog: antd-mobile's dialog has no accessible name, and an
 * aria-label prop would land on its outer box too (content outside any landmark).
 */
export function DialogText({ children }: { children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    ref.current?.closest('[role=dialog]')?.setAttribute('aria-labelledby', id);
  }, [id]);
  return (
    <span id={id} ref={ref}>
      {children}
    </span>
  );
}

/** A toast's text, read out: antd-mobile hides its toast from screen readers (aria-hidden on its mask). */
export function ToastText({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    ref.current?.closest('.adm-toast-mask')?.removeAttribute('aria-hidden');
  });
  return (
    <span role="status" ref={ref}>
      {children}
    </span>
  );
}
