// antd-mobile's Popup on its own: the chunk (its springs, gestures and mask, about 29 KB gzip) a sheet loads
// when it first opens (sheet.tsx#useSheetPopup), or when the product page is idle after its first screen, so
// that no page's first screen carries it.
export { Popup } from 'antd-mobile';
