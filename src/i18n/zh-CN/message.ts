// zh-CN texts of the "message" namespace: the message centre, its entry and badge, and the WeChat subscribe offer
// (the default language; en-US must have the same keys). The messages themselves are the backend's texts.
export default {
  title: '消息中心',
  needLogin: '登录后查看消息',
  readAll: '全部已读',
  readAllDone: '已全部标为已读',
  unread: '未读',
  unreadCount: '{n} 条未读',
  badge: '{n} 条未读消息',
  empty: '暂无消息',
  emptyHint: '订单、到货、退款和售后的进展都会在这里通知你',
  timeFormat: 'M月D日 HH:mm',
  subscribeTitle: '到货和退款时通知我',
  subscribeHint: '在微信里接收到货提醒、退款到账和拼团结果通知',
  subscribeButton: '订阅微信通知',
  subscribeDone: '已订阅，到时会在微信里通知你',
  subscribeNone: '没有订阅也没关系，消息中心里都能看到',
  continue: '完成',
};
