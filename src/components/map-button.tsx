// The app's one "map" button (在地图中查看自提点, 查看地图, 从地图选择, 地图选点): a small brand-outlined pill with a
// pin, so that every way to a map looks like the app's other buttons, never like a bare browser button.
import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';

export function MapButton({
  children,
  onClick,
  testId,
}: {
  children: ReactNode;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      shape="rounded"
      className="qh-map-button"
      onClick={onClick}
      data-testid={testId}
    >
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path
          d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12zm0-9a3 3 0 1 1 0-6 3 3 0 0 1 0 6z"
          fill="currentColor"
        />
      </svg>
      {children}
    </Button>
  );
}
