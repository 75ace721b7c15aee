// The Cart tab against its own mock: one tap on a line's selection renders that line only (not every
// line of the cart), and the checkout button counts it.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { editCart, listCart, removeCartItems } from '@/api/cart';
import { listProducts } from '@/api/app-mall';
import { setLocale } from '@/i18n';
import { store } from '@/state/store';
import { ensureCommunity } from '@/state/community';
import CartPage from '@/features/cart/cart-page';
import type * as StepperModule from '@/features/cart/quantity-stepper';
import { ownMockPerFile } from './own-mock';
import { logIn } from './session';

setLocale('zh-CN');

// Every line on sale renders one quantity stepper: its renders count the lines rendered.
const steppers = vi.hoisted(() => ({ rendered: 0 }));
vi.mock('@/features/cart/quantity-stepper', async (importOriginal) => {
  const { countRenders } = await import('../count-renders');
  return { QuantityStepper: countRenders((await importOriginal<typeof StepperModule>()).QuantityStepper, steppers) };
});

ownMockPerFile();

const LINES = 12;

describe('Cart tab, a selection tap', () => {
  beforeAll(async () => {
    await logIn();
    const old = (await listCart()).flatMap((g) => g.children.map((c) => c.code));
    if (old.length) await removeCartItems(old);
    // Goods my station can get (docs/product.md#business-time): the cart asks with my community, as the page does.
    const communityCode = (await ensureCommunity())?.code;
    const goods = [
      ...(await listProducts({ current: 1, communityCode })).list,
      ...(await listProducts({ current: 2, communityCode })).list,
    ]
      .filter((g) => g.stock > 0)
      .slice(0, LINES);
    expect(goods).toHaveLength(LINES);
    for (const g of goods) await editCart({ goodCode: g.code, specName: '', num: 1 });
  });

  it('renders the tapped line, not the others, and counts it in the checkout', async () => {
    // The cart answer cached beforehand: the page gets it within act(), which also runs the effects that
    // attach the checkboxes' click listeners (antd-mobile adds them in an effect) before the tap.
    await listCart((await ensureCommunity())?.code);
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = render(
        <Provider store={store}>
          <MemoryRouter>
            <CartPage query={{}} />
          </MemoryRouter>
        </Provider>,
      ));
    });
    expect(container.querySelectorAll('.cart-line')).toHaveLength(LINES);
    const line = container.querySelectorAll<HTMLElement>('.cart-line')[3]!;
    const before = steppers.rendered;
    fireEvent.click(within(line).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByRole('button', { name: /去结算\(1\)/ })).toBeTruthy());
    expect(steppers.rendered - before).toBe(1);
  });
});
