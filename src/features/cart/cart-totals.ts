// The cart's selection and totals (docs/product.md#entities: cartArr, selectArr, selectTotalNum, selectTotalPrice,
// selectTotalDeposit, selectTotalProduct, isAllSelect, selectStoreCode, selectLongTime), pure and in
// integer fen. Only lines on sale that the person's station can get can be selected; sold-out and delisted
// lines are set apart, and so are the lines whose shop does not deliver to the station (docs/product.md#business-time).
import { CART_ITEM_STATUS, CART_LINE_MAX, type CartGroup, type CartItem } from '@/api/cart';
import { isBuyableLine } from '@/rules/commerce-states';
import { orderPickupWindow } from '@/rules/pickup-window';

/** A line on sale whose shop delivers to the person's station (`serves` absent: not asked, as before): the rule the count uses too. */
export const isSelectable = (item: CartItem): boolean => isBuyableLine(item);
/** On sale, but its shop does not deliver to the person's station: shown apart with the reason. */
export const isNotServed = (item: CartItem): boolean =>
  item.status === CART_ITEM_STATUS.onSale && item.serves === false;

export interface CartTotals {
  /** The selected lines (on sale only), in cart order. */
  selectArr: CartItem[];
  /** Pieces selected (sum of quantities). */
  selectTotalNum: number;
  /** Lines selected (kinds of goods). */
  selectTotalProduct: number;
  /** Goods amount of the selection, fen. */
  selectTotalPrice: number;
  /** Deposits of the selection, fen. */
  selectTotalDeposit: number;
  /** What the selection costs: goods and deposits, fen. */
  selectTotalPay: number;
  /** Every selectable line is selected (and there is at least one). */
  isAllSelect: boolean;
  /** The shops the selection comes from, in cart order. */
  selectStores: string[];
  /** The one shop of the selection, '' when nothing or several shops are selected. */
  selectStoreCode: string;
  /**
   * The latest pickup time (ms) among the selected group-buy lines: from then on every selected good can be
   * picked up together; null when no selected line has one (docs/api.md, "Cart").
   */
  selectLongTime: number | null;
}

/**
 * The groups with only the lines that can be bought (groups left empty dropped), the groups of lines the
 * station cannot get (当前自提点不可购买), and the sold-out and delisted lines set apart.
 */
export function splitCart(groups: readonly CartGroup[]): {
  available: CartGroup[];
  notServed: CartGroup[];
  unavailable: CartItem[];
} {
  const available: CartGroup[] = [];
  const notServed: CartGroup[] = [];
  const unavailable: CartItem[] = [];
  for (const g of groups) {
    const children = g.children.filter(isSelectable);
    const elsewhere = g.children.filter(isNotServed);
    unavailable.push(...g.children.filter((c) => !isSelectable(c) && !isNotServed(c)));
    if (children.length) available.push({ ...g, children });
    if (elsewhere.length) notServed.push({ ...g, children: elsewhere });
  }
  return { available, notServed, unavailable };
}

const selectableCodes = (groups: readonly CartGroup[]) =>
  groups.flatMap((g) => g.children.filter(isSelectable).map((c) => c.code));

export function cartTotals(groups: readonly CartGroup[], selected: readonly string[]): CartTotals {
  const chosen = new Set(selected);
  const selectArr = groups.flatMap((g) => g.children.filter((c) => isSelectable(c) && chosen.has(c.code)));
  const selectStores = [...new Set(selectArr.map((c) => c.storeCode))];
  const all = selectableCodes(groups);
  const pickups = selectArr.flatMap((c) => (c.pickupTime === null ? [] : [c.pickupTime]));
  return {
    selectArr,
    selectTotalNum: selectArr.reduce((n, c) => n + c.num, 0),
    selectTotalProduct: selectArr.length,
    selectTotalPrice: selectArr.reduce((n, c) => n + c.priceFen * c.num, 0),
    selectTotalDeposit: selectArr.reduce((n, c) => n + c.depositFen * c.num, 0),
    selectTotalPay: selectArr.reduce((n, c) => n + (c.priceFen + c.depositFen) * c.num, 0),
    isAllSelect: all.length > 0 && all.every((code) => chosen.has(code)),
    selectStores,
    selectStoreCode: selectStores.length === 1 ? (selectStores[0] as string) : '',
    selectLongTime: pickups.length ? Math.max(...pickups) : null,
  };
}

/**
 * When the selection can be picked up if ordered at `now`: the checkout's window opens then (the one rule of
 * src/rules/pickup-window.ts); null when no selected line is a group-buy (the footer says nothing then).
 */
export function pickupReadyFrom(totals: Pick<CartTotals, 'selectArr' | 'selectLongTime'>, now: number): number | null {
  return totals.selectLongTime === null
    ? null
    : orderPickupWindow(
        now,
        totals.selectArr.map((c) => c.pickupTime),
      ).start;
}

/** The selection kept to lines that are still in the cart and on sale. */
export function pruneSelection(groups: readonly CartGroup[], selected: readonly string[]): string[] {
  const keep = new Set(selectableCodes(groups));
  return selected.filter((code) => keep.has(code));
}

/** What stops a line from growing: the per-person limit, the stock, or the cart's cap of 99 a line. */
export type LineBound = 'limit' | 'stock' | 'cap';

/**
 * The most one line may hold: its stock, the per-person limit less the good's other lines, and 99 (at least 1),
 * and which of them it is (the per-person limit named first when two agree: it is the rule the person can read).
 */
export function lineBound(groups: readonly CartGroup[], item: CartItem): { max: number; by: LineBound } {
  let max = CART_LINE_MAX;
  let by: LineBound = 'cap';
  if (item.stock <= max) [max, by] = [item.stock, 'stock'];
  if (item.limitPerPerson > 0) {
    const others = groups
      .flatMap((g) => g.children)
      .filter((c) => c.goodCode === item.goodCode && c.code !== item.code);
    const left = item.limitPerPerson - others.reduce((n, c) => n + c.num, 0);
    if (left <= max) [max, by] = [left, 'limit'];
  }
  return { max: Math.max(1, max), by };
}

/** The most one line may hold (lineBound's max). */
export function lineMax(groups: readonly CartGroup[], item: CartItem): number {
  return lineBound(groups, item).max;
}

/** Selects or deselects one line (a line not on sale stays out). */
export function toggleItem(groups: readonly CartGroup[], selected: readonly string[], code: string): string[] {
  const item = groups.flatMap((g) => g.children).find((c) => c.code === code);
  if (!item || !isSelectable(item)) return pruneSelection(groups, selected);
  const next = selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code];
  return pruneSelection(groups, next);
}

/** Whether every selectable line of a shop is selected. */
export function isStoreSelected(group: CartGroup, selected: readonly string[]): boolean {
  const codes = group.children.filter(isSelectable).map((c) => c.code);
  return codes.length > 0 && codes.every((c) => selected.includes(c));
}

/** Selects every line of a shop, or deselects them all when all are selected already. */
export function toggleStore(groups: readonly CartGroup[], selected: readonly string[], storeCode: string): string[] {
  const group = groups.find((g) => g.storeCode === storeCode);
  if (!group) return pruneSelection(groups, selected);
  const codes = group.children.filter(isSelectable).map((c) => c.code);
  const next = isStoreSelected(group, selected)
    ? selected.filter((c) => !codes.includes(c))
    : [...new Set([...selected, ...codes])];
  return pruneSelection(groups, next);
}

/** docs/product.md#states: select-all toggles the selection of every cart item (every line on sale). */
export function toggleAll(groups: readonly CartGroup[], selected: readonly string[]): string[] {
  return cartTotals(groups, selected).isAllSelect ? [] : selectableCodes(groups);
}

/** The groups with quantities not yet confirmed by the server shown in place (optimistic update). */
export function withPending(groups: readonly CartGroup[], pending: Readonly<Record<string, number>>): CartGroup[] {
  return groups.map((g) => ({
    ...g,
    children: g.children.map((c) => (pending[c.code] !== undefined ? { ...c, num: pending[c.code] as number } : c)),
  }));
}
