// antd-mobile's animations (react-spring: popups, masks, dialogs, toasts, the picker's and the tabs' motion) follow
// the person's "reduce motion" setting, as the app's own CSS does (global.css): skipped while it is on, back when
// it is turned off. react-spring's setting is global: the feedback UI sets it as it loads, when the browser is first
// idle after the first screen or at the first tap, so a popup opened before that still animates once (a module of its
// own, imported by each animated component, would be one more file to fetch before a shared activity's title).
import { reduceMotion, restoreMotion } from 'antd-mobile';

const query = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
if (query) {
  const follow = () => (query.matches ? reduceMotion() : restoreMotion());
  follow();
  query.addEventListener?.('change', follow);
}
