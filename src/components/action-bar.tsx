// A bar fixed to the bottom of a screen (buy, check out, commit), above the iPhone's home indicator,
// inside the phone-width column on wide screens; a spacer keeps the content from hiding under it.
import type { ReactNode } from 'react';

export function ActionBar({
  children,
  label,
  aboveTabBar,
}: {
  children: ReactNode;
  label?: string;
  aboveTabBar?: boolean;
}) {
  return (
    <>
      <div className="qh-action-spacer" aria-hidden="true" />
      <div
        className={aboveTabBar ? 'qh-action-bar qh-action-bar--tabs' : 'qh-action-bar'}
        role="region"
        aria-label={label}
      >
        {children}
      </div>
    </>
  );
}
