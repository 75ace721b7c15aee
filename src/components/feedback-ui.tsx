// The UI behind components/feedback: antd-mobile's Toast and Dialog (with their masks, popups and
// spring animations), loaded on the first toast or modal, or on the first tap, not with the first screen.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

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
