// The activity a detail page shows, asked for as soon as the route table loads the page (app/routes.tsx):
// on a shared link it goes out in parallel with the session's start instead of after the first render.
// A launched answer is used once, if fresh and asked with the token the app has now (a sign-in in
// between changes what the activity says about me: then it is asked again). The page reads it through
// useActivityDetail (useRequest, the launched answer in the first render when it is already here).
import { useState } from 'react';
import { useRequest } from 'ahooks';
import { getActivity, type Activity } from '@/api/activity';
import { serverClockOffset } from '@/lib/date';
import { launchedRequest } from '@/lib/launched-request';
import { tokenAtom } from '@/state/session';
import { store } from '@/state/store';

export interface LoadedActivity {
  activity: Activity;
  /** The server's clock minus the phone's (countdowns run on the server's). */
  offset: number;
}

/** A launched answer older than this is not used. */
const LAUNCH_MAX_AGE_MS = 10_000;

const launched = launchedRequest<LoadedActivity>(LAUNCH_MAX_AGE_MS);
/** What a launched answer must have been asked for: this activity, with the token the app has now. */
const keyOf = (code: string) => JSON.stringify([store.get(tokenAtom), code]);

async function fetchActivity(code: string): Promise<LoadedActivity> {
  const sent = Date.now();
  const activity = await getActivity(code);
  return { activity, offset: serverClockOffset(activity.serverTime, sent, Date.now()) };
}

/** Asks for the activity of the current address (#/pages/activity/detail?code=…), if it names one. */
export function launchActivityRequest(hash: string = window.location.hash): void {
  const code = new URLSearchParams(hash.split('?')[1] ?? '').get('code') ?? '';
  if (code) void launched.launch(keyOf(code), () => fetchActivity(code));
}

/**
 * The launched activity if it has already arrived and still fits (not taken: loadActivity takes the same
 * answer): the page shows it in its first render (the HTML asked for it before the app's code ran), so
 * that nothing on it moves when it comes.
 */
export function arrivedActivity(code: string): LoadedActivity | undefined {
  return launched.arrived(keyOf(code));
}

/** The activity: the launched answer when it still fits, else a new request. */
export function loadActivity(code: string): Promise<LoadedActivity> {
  return launched.take(keyOf(code), () => fetchActivity(code));
}

/** The page's activity (useRequest), shown in the first render when the launched answer has already arrived. */
export function useActivityDetail(code: string) {
  const [arrived] = useState(() => arrivedActivity(code));
  const asked = useRequest(() => loadActivity(code), { refreshDeps: [code], ready: code !== '' });
  return { ...asked, data: asked.data ?? (arrived?.activity.code === code ? arrived : undefined) };
}
