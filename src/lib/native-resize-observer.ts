// Bundled in place of `resize-observer-polyfill` (ahooks' useInfiniteScroll and useSize and antd-mobile
// import it): every browser this app supports (build target es2020) has ResizeObserver. See vite.config.ts.
// eslint-disable-next-line no-restricted-syntax -- it stands in for the package's default export
export default globalThis.ResizeObserver;
