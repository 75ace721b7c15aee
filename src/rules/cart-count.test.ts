// The cart count: lines on sale, not pieces (the header and the badge disagreed).
import { describe, expect, it } from 'vitest';
import { CART_ITEM_STATUS, cartCountOf } from './commerce-states';

describe('cartCountOf', () => {
  it('counts each line on sale once, whatever its quantity, and leaves sold-out and delisted lines out', () => {
    const { onSale, soldOut, delisted } = CART_ITEM_STATUS;
    expect(cartCountOf([{ status: onSale }, { status: onSale }, { status: soldOut }, { status: delisted }])).toBe(2);
    expect(cartCountOf([])).toBe(0);
  });

  it("leaves out lines whose shop does not deliver to the person's station (serves false): the badge counts what the cart lets you buy", () => {
    const { onSale, soldOut } = CART_ITEM_STATUS;
    expect(
      cartCountOf([
        { status: onSale, serves: true },
        { status: onSale, serves: false },
        { status: onSale },
        { status: soldOut, serves: false },
      ]),
    ).toBe(2);
  });
});
