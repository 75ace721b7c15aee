// en-US texts of the "withdraw" namespace: the same keys as zh-CN/withdraw.ts (the type enforces it).
import type zh from '../zh-CN/withdraw';

const en: Record<keyof typeof zh, string> = {
};
export default en;
