// zh-CN texts of the "catalogue" namespace: what a station can get (docs/product.md#business-time): a product or cart line whose
// shop does not deliver to the person's pickup station.
export default {
  notServedTitle: '不配送到你的自提点',
  notServed: '{shop}不配送到{station}。换一个它配送的自提点，就能下单。',
  notServedNoStation: '{shop}不配送到你的自提点。',
  changeStation: '更换自提点',
  stationProducts: '看看本站好物',
  chooseStation: '选择自提点',
  cartUnavailable: '当前自提点不可购买',
  cartUnavailableHint: '以下商品的店铺不配送到{station}，换自提点后可购买',
  cartUnavailableReason: '{shop}不配送到{station}',
  yourStation: '你的自提点',
};
