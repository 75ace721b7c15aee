// zh-CN texts beyond the core that the activity page (and its sheets) say: its own chunk, so a shared
// activity link fetches only these before its first screen (src/i18n/index.ts). The keys of en-US-activity.ts.
import activity from '../zh-CN/activity';
import image from '../zh-CN/image';

export const texts = { activity, image };
export type Texts = typeof texts;
