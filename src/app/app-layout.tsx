// The frame of every app screen (not the informational site): antd-mobile's styles, the offline banner.
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from './offline-banner';
import '@/components/components.css';
import './app.css';
import './entry.css';

export function AppLayout() {
  return (
    <div className="app-frame">
      <OfflineBanner />
      <Outlet />
    </div>
  );
}
