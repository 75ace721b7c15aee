// en-US texts of the "activity" namespace: the same keys as zh-CN/activity.ts (the type enforces it).
import type zh from '../zh-CN/activity';

const en: Record<keyof typeof zh, string> = {
};
export default en;
