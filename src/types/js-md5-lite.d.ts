// Types of js-md5's lite build (MD5 without HMAC, base64 or Node's crypto: the smallest build), which the
// package's own index.d.ts does not cover; only what the app calls (lib/request/sign.ts, lib/wechat/oauth.ts).
declare module 'js-md5/build/md5-lite.mjs' {
  /** MD5 of a message (a text as its UTF-8 bytes), lowercase hex. */
  export function md5(message: string | number[] | ArrayBuffer | Uint8Array): string;
}
