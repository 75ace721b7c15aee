// What the home's lists (areas and goods) are keyed by: another community remounts them, so that they load its
// catalogue. The community resolved while they were first asked for is no change, though: a home that renders before
// the start has resolved the community (a slow phone) asks with the community being resolved, which is this one; a
// remount would ask for the first page again, and would drop the answer it already had (its failure too).
import { useState } from 'react';

export function useListsKey(communityCode: string | undefined): string {
  const [resolved, setResolved] = useState(communityCode);
  if (resolved === undefined && communityCode !== undefined) setResolved(communityCode);
  return communityCode === undefined || resolved === undefined || communityCode === resolved ? '' : communityCode;
}
