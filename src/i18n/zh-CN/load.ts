// zh-CN texts of the "load" namespace: a page whose code did not arrive, and a page that failed
// (the default language; en-US must have the same keys). Small on purpose: src/main.tsx bundles it.
export default {
  chunkTitle: '页面没能加载出来',
  reload: '重新加载',
  errorTitle: '这个页面出了点问题',
  errorBody: '其他页面仍可正常使用，可以重试或先回到首页。',
  rootBody: '齐货遇到了问题，重新加载一次通常就好了。',
  retry: '重试',
  goHome: '回到首页',
  loading: '页面加载中…',
  timeoutTitle: '页面加载超时',
  offlineTitle: '手机没有联网',
  offlineBody: '请检查网络连接；联网后会自动重试。',
} as const;
