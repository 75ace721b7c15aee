// en-US texts of the "auth" namespace: the same keys as zh-CN/auth.ts (the type enforces it).
import type zh from '../zh-CN/auth';

const en: Record<keyof typeof zh, string> = {
};
export default en;
