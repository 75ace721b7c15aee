// React DOM's roots, for the app's and the site's entries: main.tsx imports this module first and on its own, so that
// evaluating React DOM (the shared start chunk) is a task before the app's code is evaluated.
export { createRoot, hydrateRoot, type Root } from 'react-dom/client';
