// Bundled in place of `isomorphic-fetch` (umi-request imports it for its side effect, a whatwg-fetch
// polyfill): every browser this app supports (build target es2020) has fetch. See vite.config.ts.
export {};
