// The frame of every app screen (not the informational site): antd-mobile's styles and texts in the
// app's locale, the offline banner.
import { Outlet } from 'react-router-dom';
import { AntdLocale } from '@/components/antd-locale';
import { OfflineBanner } from './offline-banner';
import '@/components/components.css';
import './app.css';
import './entry.css';

export function AppLayout() {
  return (
    <AntdLocale>
      <div className="app-frame">
        <OfflineBanner />
        <Outlet />
      </div>
    </AntdLocale>
  );
}
