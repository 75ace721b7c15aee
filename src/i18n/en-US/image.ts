// en-US texts of the "image" namespace: the same keys as zh-CN/image.ts (the type enforces it).
import type zh from '../zh-CN/image';

const en: Record<keyof typeof zh, string> = {
};
export default en;
