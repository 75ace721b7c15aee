// en-US texts of the "site" namespace: the same keys as zh-CN/site.ts (the type enforces it).
import type zh from '../zh-CN/site';

const en: Record<keyof typeof zh, string> = {
};
export default en;
