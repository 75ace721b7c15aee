// The UI behind components/feedback: antd-mobile's Toast and Dialog (with their masks, popups and
// spring animations), loaded on the first toast or modal, or on the first tap, not with the first screen.
export { Dialog, Toast } from 'antd-mobile';
