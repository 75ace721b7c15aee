// en-US texts of the "load" namespace: the same keys as zh-CN/load.ts (the type enforces it).
import type zh from '../zh-CN/load';

const en: Record<keyof typeof zh, string> = {
  chunkTitle: 'This page could not load',
  reload: 'Load again',
  errorTitle: 'Something went wrong on this page',
  errorBody: 'The rest of Qihuo still works. Try again, or go back to the home page.',
  rootBody: 'Qihuo ran into a problem; loading it again usually helps.',
  retry: 'Try again',
  goHome: 'Back to home',
  loading: 'Loading the page…',
  offlineTitle: 'Your phone is offline',
  offlineBody: 'Check the connection; this will try again by itself once you are back online.',
  timeoutTitle: 'This page is taking too long',
};
export default en;
