// en-US texts of the activity part: every key of zh-CN-activity.ts, checked by the compiler.
import type { Texts } from './zh-CN-activity';
import activity from '../en-US/activity';
import image from '../en-US/image';

export const texts: { [NS in keyof Texts]: Record<keyof Texts[NS], string> } = { activity, image };
