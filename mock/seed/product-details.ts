// The rich-text description of a seeded product (the client sanitizes it): how to keep it and what after-sale
// fits its category, and its picture.

/** How to keep a good and what after-sale it has, by category. */
const CARE: Record<string, [string, string]> = {
  G01: ['收货后常温存放，尽快食用', '坏果包赔，自提时当面验货'],
  G02: ['收货后冷藏，两三天内吃完', '不新鲜包退，自提时当面验货'],
  G03: ['收货后冷藏或冷冻', '冷链配送，变质包退'],
  G04: ['收货后尽快冷冻或烹饪', '冷链配送，死货包赔'],
  G05: ['阴凉干燥处存放', '未开封七天无理由退换'],
  G06: ['冷藏保存，注意保质期', '临期不发，质量问题包退'],
  G07: ['常温存放', '未拆封七天无理由退换'],
};
export function detailsHtml(title: string, shop: string, n: number, category: string, categoryName: string): string {
  const [keep, after] = CARE[category] ?? ['按包装说明存放', '质量问题包退'];
  return (
    `<p><strong>${title}</strong>，由<em>${shop}</em>提供。</p>` +
    `<p>当日分拣，送到团长处。下单后可在小区团长处自提，也可选择送货上门。</p>` +
    `<ul><li>品类：${categoryName}</li><li>保存：${keep}</li><li>售后：${after}</li></ul>` +
    `<p><img src="/mock-assets/product-${n}.png" alt="${title}" width="400" height="400"></p>`
  );
}
