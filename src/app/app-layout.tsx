// The frame of every app screen (not the informational site): antd-mobile's styles.
import { Outlet } from 'react-router-dom';
import '@/components/components.css';
import './app.css';
import './entry.css';

export function AppLayout() {
  return (
    <div className="app-frame">
      <Outlet />
    </div>
  );
}
