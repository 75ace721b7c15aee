// zh-CN texts of the "mine" namespace (the default language; en-US must have the same keys).
export default {
  title: '我的',
  guest: '未登录',
  guestHint: '登录后查看订单、余额和团队',
  login: '登录 / 注册',
  balance: '余额',
  manager: '团长',
  resident: '居民',
  language: '语言',
  logout: '退出登录',
  logoutConfirm: '确定要退出登录吗？',
  logoutOk: '退出',
} as const;
