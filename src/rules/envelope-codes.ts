// The codes the request layer reads on every call, apart from error-codes.ts so that the app's first load carries
// only these: the envelope's own codes and the "no such thing" answers of the reads a link opens. ERR (error-codes.ts)
// names them too (ERR.envelope, ERR.product.notFound, ...); code that runs at start-up imports them from here.

/** The envelope's own codes (docs/api.md "Common rules"). */
export const ENVELOPE_CODES = {
  /** Success: `data` is the answer. */
  ok: 0,
  /** A required field is empty (`<字段>不能为空`), or a value (paging, a list, a coordinate) is malformed. */
  badInput: 1,
  /** (openid and OAuth code exchange) authorization failed: the code is unknown, expired or used. */
  authFailed: 80,
  /** The session is invalid: missing, unknown or expired token. */
  sessionInvalid: 99,
  /** Go to the web root. */
  toRoot: 300,
  /** The body is not parsable. */
  badBody: 400,
  /** The request check failed (`签名校验失败: <reason>`). */
  signCheck: 401,
  /** No such call (HTTP 404 under /api/). */
  noSuchCall: 404,
  /** The backend failed (HTTP 500). */
  serverError: 500,
} as const;

/** The reads whose "no such thing" answer has a code of its own (docs/api.md). */
export const NOT_FOUND = { product: 2001, shop: 2002, order: 4001, activity: 6001, afterSale: 8001 } as const;
