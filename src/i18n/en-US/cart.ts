// en-US texts of the "cart" namespace: the same keys as zh-CN/cart.ts (the type enforces it).
import type zh from '../zh-CN/cart';

const en: Record<keyof typeof zh, string> = {
};
export default en;
