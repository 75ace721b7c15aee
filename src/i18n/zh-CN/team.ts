// zh-CN texts of the "team" namespace (the default language; en-US must have the same keys).
export default {
} as const;
