// What the activity detail page loads once its first screen (covers, head, action bar) is up: the sections
// below the head, the share card and what the share button needs. One chunk, so that a shared link's first
// load carries none of it (the budget: test/e2e/app-budget.e2e.ts).
export { DetailSections } from './detail-sections';
export { ShareCard } from './share-card';
export { cardOf, posterInputOf } from './share';
export { share } from '@/lib/wechat/sdk';
