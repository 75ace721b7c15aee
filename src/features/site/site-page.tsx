// Route module for the site paths inside the app's router: the site loads through its own entry, so an
// in-app link to a site page reloads the page at that hash (main.tsx then starts the site).
import { useEffect } from 'react';

export default function SitePage() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}
