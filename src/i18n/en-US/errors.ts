// en-US texts of the "errors" namespace: the same keys as zh-CN/errors.ts (the type enforces it).
import type zh from '../zh-CN/errors';

const en: Record<keyof typeof zh, string> = {
  relogin: 'Please go back and log in again',
  authFailedTitle: 'Authorization failed',
  authFailedContent: 'Re-authorize after confirming',
  http: 'The server had a problem ({status}); please try again later',
  network: 'Network connection failed; check your network and try again',
  timeout: 'The request timed out; please try again later',
  parse: 'The server sent data the app could not read',
  server: 'Something went wrong; please try again later',
  redirect: 'Returning to the home page',
};
export default en;
