// en-US texts of the "pay" namespace: the same keys as zh-CN/pay.ts (the type enforces it).
import type zh from '../zh-CN/pay';

const en: Record<keyof typeof zh, string> = {
  title: 'Checkout counter',
  toPay: 'To pay',
  forOrders: '{n} {n|order|orders} · {shops}',
  forOrder: 'Order · {shop}',
  forJoin: 'Sign-up · {title}',
  timeLeft: 'Time left to pay',
  timeLeftHint: 'Unpaid at the end, it closes by itself and what it held is released',
  method: 'Payment method',
  wechatPay: 'WeChat Pay',
  wechatPayHint: 'Pay inside WeChat',
  h5Pay: 'WeChat Pay (web)',
  h5PayHint: 'Opens the WeChat Pay page and comes back when you have paid',
  payNow: 'Pay {amount}',
  paying: 'Opening payment…',
  confirming: 'Confirming your payment…',
  confirmingHint: 'Please do not pay again: the merchant confirms the result',
  pendingTitle: 'Payment being confirmed',
  pendingHint:
    'If you have paid, the confirmation may take a moment: refresh in a while. You are never charged twice for one order',
  refresh: 'Refresh payment status',
  payAgain: 'Pay again',
  cancelledNote: 'You cancelled the payment. The order is kept for you: pay before the countdown ends',
  payOn: 'Continue to pay',
  failedNote: 'The payment did not go through (network or payment method) and nothing was charged. Please try again',
  paidTitle: 'Paid',
  paidHint: 'Opening it for you…',
  closedTitle: 'Closed',
  closedOrderHint: 'The order is closed; nothing will be charged',
  closedJoinHint: 'Not paid in time: the sign-up closed and its place was released',
  errorTitle: 'The payment cannot be started right now',
  viewOrders: 'View orders',
  backToActivity: 'Back to the activity',
  nothingToPay: 'Nothing to pay',
  paidToast: 'Paid',
};

export default en;
