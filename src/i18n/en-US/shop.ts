// en-US texts of the "shop" namespace: the same keys as zh-CN/shop.ts (the type enforces it).
import type zh from '../zh-CN/shop';

const en: Record<keyof typeof zh, string> = {
};
export default en;
