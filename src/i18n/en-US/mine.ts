// en-US texts of the "mine" namespace: the same keys as zh-CN/mine.ts (the type enforces it).
import type zh from '../zh-CN/mine';

const en: Record<keyof typeof zh, string> = {
};
export default en;
