// zh-CN texts of the "gift" namespace: the home's new-resident gift card and its coupon-centre entry.
// A core namespace (i18n/index.ts): the home's code may say only core texts, so keep it short.
export default {
  title: '新人礼包',
  summary: '{n}张券，共{amount}',
  noThreshold: '无门槛',
  threshold: '满{amount}用',
  claim: '一键领取',
  signInToClaim: '登录领取',
  close: '关闭新人礼包',
  claimed: '已领取{n}张优惠券，下单时自动抵扣',
  notEligible: '新人礼包仅限还没下过单的新用户',
  failed: '领取失败，请重试',
  centre: '领券',
  centreLabel: '领券中心',
} as const;
