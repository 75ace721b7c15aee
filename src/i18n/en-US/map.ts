// en-US texts of the "map" namespace: the same keys as zh-CN/map.ts (the type enforces it).
import type zh from '../zh-CN/map';

const en: Record<keyof typeof zh, string> = {
};
export default en;
