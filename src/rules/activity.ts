// Price and pick rules of activities shared by the client's editor and the mock (no imports, so the mock
// can load it as it is): a group-buy tier costs less than buying alone; a multi-item activity's pick limit.

/** A group-buy tier's price per piece (fen) must be strictly below the item's single-buy price (fen). */
export function tierBelowSingle(tierFen: number, singleFen: number): boolean {
  return tierFen < singleFen;
}

/** A multi-item activity (kind 2) lets a person pick every item unless its creator says otherwise (at least 2). */
export function defaultMaxSelection(itemCount: number): number {
  return Math.max(2, itemCount);
}
