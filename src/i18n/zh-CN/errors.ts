// zh-CN texts of the "errors" namespace (the default language; en-US must have the same keys).
export default {
  relogin: '请返回重新登录',
  authFailedTitle: '授权失败',
  authFailedContent: '确认后重新授权',
  http: '服务器开小差了（{status}），请稍后重试',
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  parse: '服务器返回了无法识别的数据',
  server: '操作失败，请稍后重试',
  redirect: '正在返回首页',
} as const;
