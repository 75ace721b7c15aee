// The leader's decision on an after-sale as the leader meets it: refusing needs a remark (said at the field,
// nothing sent), a failed request keeps the remark, a request decided or withdrawn meanwhile is handed back
// to the list; accepting asks first (what goes back where), once on a double tap; who decided is shown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AFTER_SALE_STATUS, decideAfterSale, type AfterSale } from '@/api/after-sale';
import type * as AfterSaleApi from '@/api/after-sale';
import { REFUND_STATUS } from '@/api/refund';
import { dismissModals, dismissToasts } from '@/components/feedback';
import { setLocale } from '@/i18n';
import { ApiError } from '@/lib/request/errors';
import { AfterSaleDecision } from './after-sale-decision';
import { maskName, tagOf } from './after-sale-labels';

vi.mock('@/api/after-sale', async (importOriginal) => ({
  ...(await importOriginal<typeof AfterSaleApi>()),
  decideAfterSale: vi.fn(),
}));
const decide = vi.mocked(decideAfterSale);
setLocale('zh-CN');

const pending: AfterSale = {
  afterSaleCode: 'AS1',
  orderCode: 'O30006',
  storeName: '老王家粮油',
  reason: 'spoiled',
  description: '有一个烂了',
  items: [{ goodCode: 'P022', specName: '小份', title: '嫩豆腐', img: '', num: 1 }],
  images: ['/mock-assets/product-1.png', '/mock-assets/product-2.png'],
  amountFen: 1790,
  status: AFTER_SALE_STATUS.pending,
  remark: '',
  decidedBy: '',
  createTime: Date.UTC(2026, 10, 26, 0, 18),
  decideTime: null,
  cancelTime: null,
  refund: null,
  customerName: '赵丽',
  customerPhone: '158****8001',
};

/** The sheet once open (its Popup's code loads when it first opens). */
async function show(item: AfterSale) {
  const onChanged = vi.fn();
  render(<AfterSaleDecision item={item} visible onClose={() => undefined} onChanged={onChanged} />);
  await screen.findByRole('dialog');
  return onChanged;
}

afterEach(() => {
  decide.mockReset();
});

describe('deciding an after-sale', () => {
  it('refusing without a remark says so at the field and sends nothing; a failed refusal keeps the remark', async () => {
    const onChanged = await show(pending);
    expect(document.body.querySelector('.tas-customer')!.textContent).toBe('顾客赵* 158****8001');
    expect(screen.getAllByRole('button', { name: /^查看第 \d 张照片大图$/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '拒绝' }));
    await screen.findByText('拒绝时请填写原因，顾客会看到');
    expect(screen.getByLabelText('处理说明').getAttribute('aria-invalid')).toBe('true');
    expect(decide).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('处理说明'), { target: { value: '已核实，货品完整' } });
    expect(screen.queryByText('拒绝时请填写原因，顾客会看到')).toBeNull();
    decide.mockRejectedValueOnce(new ApiError('network', '网络不给力', '/api/team/v1/afterSale/decide'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '拒绝' })));
    expect(decide).toHaveBeenCalledWith({ afterSaleCode: 'AS1', accept: false, remark: '已核实，货品完整' });
    expect((screen.getByLabelText('处理说明') as HTMLTextAreaElement).value).toBe('已核实，货品完整');
    expect(onChanged).not.toHaveBeenCalled();

    // Withdrawn meanwhile: nothing left to decide, the list is asked again.
    decide.mockRejectedValueOnce(new ApiError('server', '顾客已撤销该申请', '/api/team/v1/afterSale/decide', 8011));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '拒绝' })));
    expect(onChanged).toHaveBeenCalledWith(null);
  });

  it('accepting asks once, even on a double tap, saying the amount goes back to the original payment; then hands the answer back', async () => {
    const onChanged = await show(pending);
    const accepted: AfterSale = {
      ...pending,
      status: AFTER_SALE_STATUS.accepted,
      decidedBy: 'leader',
      decideTime: Date.now(),
    };
    decide.mockResolvedValueOnce(accepted);
    const button = screen.getByRole('button', { name: '同意退款' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(document.body.querySelectorAll('.adm-dialog').length).toBe(1));
    expect(document.body.querySelector('.adm-dialog')!.textContent).toContain(
      '同意后，¥17.90 将原路退回顾客付款时使用的支付方式',
    );
    await act(async () => document.body.querySelector<HTMLElement>('.adm-dialog-button-bold')!.click());
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(accepted));
    expect(decide).toHaveBeenCalledTimes(1);
    expect(decide).toHaveBeenCalledWith({ afterSaleCode: 'AS1', accept: true, remark: '' });
    expect(dismissToasts()).toEqual(['已同意，¥17.90 将原路退回']);
    expect(dismissModals()).toEqual([]);
  });

  it('a decided one says who decided, the remark and the refund; no actions', async () => {
    await show({
      ...pending,
      status: AFTER_SALE_STATUS.accepted,
      decidedBy: 'auto',
      decideTime: pending.createTime + 86_400_000,
      refund: {
        refundCode: 'R1',
        bizType: 'order',
        bizCode: 'O30006',
        amountFen: 1790,
        reason: 'afterSale',
        status: REFUND_STATUS.processing,
        createTime: 0,
        finishTime: null,
      },
    });
    expect(screen.getByTestId('after-sale-decider').textContent).toBe('系统自动同意');
    expect(screen.getByText('¥17.90 退款中，原路退回')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '同意退款' })).toBeNull();
    expect(screen.queryByRole('button', { name: '拒绝' })).toBeNull();
  });
});

describe('after-sale labels', () => {
  it('the tag follows the state and the refund; names are masked as the backend masks them, once', () => {
    expect(tagOf(pending)).toBe('pending');
    expect(tagOf({ status: AFTER_SALE_STATUS.accepted, refund: null })).toBe('accepted');
    const refund = {
      refundCode: 'R1',
      bizType: 'order' as const,
      bizCode: 'O30006',
      amountFen: 1790,
      reason: 'afterSale' as const,
      createTime: 0,
      finishTime: null,
    };
    expect(tagOf({ status: AFTER_SALE_STATUS.accepted, refund: { ...refund, status: REFUND_STATUS.processing } })).toBe(
      'refunding',
    );
    expect(tagOf({ status: AFTER_SALE_STATUS.accepted, refund: { ...refund, status: REFUND_STATUS.done } })).toBe(
      'refunded',
    );
    expect(tagOf({ status: AFTER_SALE_STATUS.refused, refund: null })).toBe('refused');
    expect(tagOf({ status: AFTER_SALE_STATUS.cancelled, refund: null })).toBe('cancelled');
    expect(['赵丽', '李思雨', '欧阳小明', '', '李*雨'].map(maskName)).toEqual(['赵*', '李*雨', '欧**明', '', '李*雨']);
  });
});
