// en-US texts of the "order" namespace: the same keys as zh-CN/order.ts (the type enforces it).
import type zh from '../zh-CN/order';

const en: Record<keyof typeof zh, string> = {
};
export default en;
