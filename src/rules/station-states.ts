// States of the leader's side (docs/api.md "Leaders", "Withdrawals", "Pickup station"), shared by the
// client and the mock. No imports: the mock loads this module as it is.

/** Review states of a leader (team) application; the credentials status uses the same values, with 0 none. */
export const STATION_STATUS = { reviewing: 1, approved: 2, rejected: 3 } as const;
export type StationStatus = (typeof STATION_STATUS)[keyof typeof STATION_STATUS];

/** 0 none submitted, 1 under review, 2 approved, 3 rejected. */
export const CREDENTIALS_STATUS = { none: 0, ...STATION_STATUS } as const;

/** 0 applied (the payment channel is working on it), 1 paid (arrived), 2 failed (refused, the amount returned to the balance). */
export const WITHDRAW_STATUS = { processing: 0, paid: 1, failed: 2 } as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];

/** Where an order of the station is: 0 not arrived (paid, goods on their way), 1 at the station waiting, 2 handed over. */
export const PICKUP_STATE = { notArrived: 0, waiting: 1, handedOver: 2 } as const;
export type PickupState = (typeof PICKUP_STATE)[keyof typeof PICKUP_STATE];
