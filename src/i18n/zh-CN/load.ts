// zh-CN texts of the "load" namespace: a page whose code did not arrive, and a page that failed
// (the default language; en-US must have the same keys). Small on purpose: src/main.tsx bundles it.
export default {
  chunkTitle: '页面没能加载出来',
  chunkBody: '可能是网络不稳定，或齐货刚刚更新了版本。重新加载一次通常就好了。',
  reload: '重新加载',
  errorTitle: '这个页面出了点问题',
  errorBody: '其他页面仍可正常使用，可以重试或先回到首页。',
  rootBody: '齐货遇到了问题，重新加载一次通常就好了。',
  retry: '重试',
  goHome: '回到首页',
  loading: '页面加载中…',
  timeoutTitle: '页面加载超时',
  timeoutBody: '网络较慢，这个页面 60 秒还没有加载完成。可以重新加载，或先去其他页面看看。',
} as const;
