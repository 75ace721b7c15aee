// zh-CN texts of the "offline" namespace: the pickup codes kept on the phone, shown without a signal
// (docs/product.md#the-stations-day; en-US must have the same keys).
export default {
  shownOffline: '离线显示 · 更新于 {time}',
  codesTitle: '我的取货码',
  codesHint: '没有网络也能向团长出示取货码；联网后自动刷新',
  noCodes: '没有保存的取货码',
  noCodesHint: '联网打开订单后，未取货的取货码会保存在手机上',
  waiting: '待到货',
  arrived: '已到自提点',
  window: '取货时间 {from}–{to}',
  orderCode: '订单编号 {code}',
  pieces: '{title} {spec} ×{n}',
  more: '等 {n} 件商品',
  open: '查看订单',
};
