// en-US texts of the "team" namespace: the same keys as zh-CN/team.ts (the type enforces it).
import type zh from '../zh-CN/team';

const en: Record<keyof typeof zh, string> = {
};
export default en;
