// Every envelope code the backend answers with and the client reads, named once (docs/api.md lists each with its
// message). The mock throws `new Fail(ERR.cart.notInCart, ...)`, the client compares `error.code === ERR.pay.alreadyPaid`.
// Grouped by area: one number may mean different things in two areas (7003 is "already paid" for a payment and
// "no such leader kind" for a team application); inside one area only 2009 has two (a duplicate spec name in the
// goods editor, no such zone in the mall). Only relative imports: the mock loads it as it is.

import { ENVELOPE_CODES, NOT_FOUND } from './envelope-codes';

export const ERR = {
  /** The envelope's own codes (docs/api.md "Common rules"). */
  envelope: ENVELOPE_CODES,
  /** Uploads and files (/api/tool/file/...). */
  upload: {
    /** Not multipart/form-data, or the body cannot be parsed. */
    badBody: 400,
    /** No such uploaded file. */
    noFile: 404,
    /** The file is over 2 MB. */
    tooLarge: 413,
    /** The file is not an image. */
    notImage: 415,
  },
  /** Login, registration, SMS, profile, account deletion. */
  account: {
    /** Wrong phone or password. */
    badLogin: 1001,
    /** The phone is not a mainland mobile number. */
    badPhone: 1002,
    /** Wrong SMS code. */
    badSmsCode: 1003,
    /** WeChat authorization is needed first (no scene openid). */
    needsWechat: 1004,
    /** The agreements were not accepted. */
    needsConsent: 1005,
    /** No SMS code was asked for this phone. */
    noSmsCode: 1006,
    /** The phone is not registered. */
    unknownPhone: 1007,
    /** The password is not 6-16 letters and digits with both. */
    badPassword: 1009,
    /** Deletion refused: orders still open. */
    openOrders: 1010,
    /** Deletion refused: the leader account still holds a balance. */
    balanceLeft: 1011,
    /** The nickname is empty or too long. */
    badName: 1012,
    /** The avatar is not an uploaded picture. */
    badAvatar: 1013,
    /** The avatar was rejected by the image check. */
    avatarRejected: 1014,
  },
  /** Goods, shops, zones and the leader's goods editor. */
  product: {
    /** No such product, or it is delisted. */
    notFound: NOT_FOUND.product,
    /** No such shop. */
    shopNotFound: NOT_FOUND.shop,
    /** Only an approved leader publishes goods. */
    notLeader: 2003,
    /** The title is over 40 characters. */
    titleTooLong: 2004,
    /** No such goods category. */
    unknownCategory: 2005,
    /** A spec lacks a name or a price above 0. */
    badSpec: 2006,
    /** The price is missing or not above 0. */
    badPrice: 2007,
    /** An attribute lacks a name or options. */
    badAttr: 2008,
    /** Two specs share a name (the goods editor). */
    duplicateSpec: 2009,
    /** No such zone (/appMall/good/zone/...). */
    zoneNotFound: 2009,
    /** The details are over 500 characters. */
    detailsTooLong: 2010,
    /** Only the leader who published a product manages it. */
    notOwner: 2011,
    /** The stock is not a whole number 0..99999. */
    badStock: 2012,
    /** The cut-off and pickup hours are not whole hours 0..23. */
    badHours: 2013,
    /** No such community. */
    unknownCommunity: 2014,
  },
  /** The cart. */
  cart: {
    /** The quantity is out of range. */
    badNum: 3001,
    /** The line is not in the cart. */
    notInCart: 3002,
    /** No spec was chosen. */
    noSpec: 3003,
    /** Over the most pieces one line may hold. */
    lineFull: 3004,
    /** Sold out, or not enough stock. */
    noStock: 3005,
    /** Nothing was chosen to remove. */
    nothingChosen: 3006,
    /** The chosen attributes do not fit the product. */
    badAttrs: 3007,
    /** Over the per-person limit. */
    overLimit: 3008,
  },
  /** Orders: checkout, commit, cancel, confirm, remove. */
  order: {
    /** No such order. */
    notFound: NOT_FOUND.order,
    /** The cart changed under the checkout. */
    cartChanged: 4002,
    /** Nothing was chosen to buy. */
    nothingChosen: 4003,
    /** No such address. */
    addressNotFound: 4005,
    /** The coupon is used or expired. */
    couponUnusable: 4006,
    /** The coupon does not apply to this shop. */
    couponOtherShop: 4007,
    /** The goods do not reach the coupon's threshold. */
    couponThreshold: 4008,
    /** No delivery address was chosen. */
    noAddress: 4009,
    /** The order is shipped or over: it cannot be cancelled. */
    notCancellable: 4010,
    /** The order is not shipped yet: receipt cannot be confirmed. */
    notShipped: 4011,
    /** Only a finished or cancelled order is removed. */
    notRemovable: 4012,
    /** This checkout was committed already (the idempotency key). */
    alreadyCommitted: 4013,
    /** The receiving kind is neither pickup (1) nor delivery (2). */
    badDeliveryType: 4014,
    /** The community has no leader station. */
    noStation: 4015,
    /** No pickup community was chosen. */
    noCommunity: 4016,
    /** Past the cut-off, or the shop does not deliver there. */
    cutOff: 4017,
  },
  /** Addresses. */
  address: {
    /** The phone is not a mainland mobile number. */
    badPhone: 5001,
    /** The receiver's name is too long. */
    nameTooLong: 5002,
    /** No such address. */
    notFound: 5003,
    /** Too many addresses. */
    tooMany: 5004,
    /** The detail is too long. */
    detailTooLong: 5006,
    /** The map position is invalid. */
    badPosition: 5007,
  },
  /** Activities: the draft, joining and leaving. */
  activity: {
    /** No such activity. */
    notFound: NOT_FOUND.activity,
    /** The activity kind is not 1..5. */
    badKind: 6003,
    /** The title is over 30 characters. */
    titleTooLong: 6004,
    /** The times are missing or out of order. */
    badTimes: 6005,
    /** The number of places is not 1..10000. */
    badNum: 6006,
    /** The fee is missing or not money. */
    badPrice: 6007,
    /** An item lacks a name, price, limit or stock. */
    badItem: 6008,
    /** A group-buy tier is wrong (size, price, order, count). */
    badTier: 6009,
    /** The items do not fit the kind. */
    badItemCount: 6010,
    /** The pick limit of a multi-item activity is wrong. */
    badMaxSelection: 6011,
    /** No such refund plan. */
    unknownRefundPlan: 6012,
    /** The group time limit is not 1..168 hours. */
    badGroupLimit: 6013,
    /** The ungrouped handling is neither 1 nor 2. */
    badUngroupedHandling: 6014,
    /** Only the creator edits an activity. */
    notOwner: 6015,
    /** The interactive setting is wrong (amounts, programmes). */
    badSetting: 6016,
    /** Sign-up is not open. */
    enrolClosed: 6020,
    /** Sign-up has closed. */
    enrolOver: 6021,
    /** The person has joined already. */
    alreadyJoined: 6022,
    /** No place left. */
    full: 6023,
    /** A sign-up form answer is missing or wrong. */
    badAnswer: 6024,
    /** The picked items do not fit the activity. */
    badPicks: 6025,
    /** No such activity item. */
    unknownItem: 6026,
    /** Over an item's per-person limit. */
    overLimit: 6027,
    /** The item is sold out. */
    soldOut: 6028,
    /** The group asked for is over, full or of another item. */
    groupUnavailable: 6029,
    /** The item has no group-buy tier. */
    noTier: 6030,
    /** The amount or reward is not allowed. */
    badAmount: 6031,
    /** The programme is missing or unknown. */
    badProgram: 6032,
    /** The person has not joined. */
    notJoined: 6033,
    /** Leaving is not allowed now (msg says why). */
    cannotLeave: 6034,
    /** Joined but unpaid: pay first (`data.joinCode`). */
    unpaidJoin: 6035,
  },
  /** Sign-up form templates (and the form of an activity). */
  template: {
    /** The form is malformed. */
    badForm: 6002,
    /** The name is over 20 characters. */
    nameTooLong: 6040,
    /** The form has no item. */
    empty: 6041,
    /** Two items share a key. */
    duplicateKey: 6042,
    /** Only the owner changes or removes a template. */
    notOwner: 6043,
  },
  /** Payments (/api/pay/...). */
  pay: {
    /** The payment request is malformed (kind, method, nothing to pay). */
    badRequest: 7001,
    /** No such payment. */
    notFound: 7002,
    /** Already paid. */
    alreadyPaid: 7003,
    /** Closed: not paid in time; order or join again. */
    closed: 7004,
  },
  /** Refunds. */
  refund: {
    /** The refund is over what was paid. */
    overPaid: 7101,
  },
  /** Leader (team) applications and the leader's own calls. */
  team: {
    /** Already a leader, or an application is under review. */
    alreadyApplied: 7001,
    /** Over 9 credential pictures. */
    tooManyCerts: 7002,
    /** No such leader kind (category). */
    unknownCategory: 7003,
    /** The team name is not 2..20 characters. */
    badName: 7004,
    /** The phone is not a mainland mobile number. */
    badPhone: 7005,
    /** No such community. */
    unknownCommunity: 7006,
    /** The team name is taken. */
    nameTaken: 7007,
    /** The caller is not an approved leader. */
    notLeader: 7008,
  },
  /** After-sales (the resident's request, the leader's answer). */
  afterSale: {
    /** No such after-sale. */
    notFound: NOT_FOUND.afterSale,
    /** The order is not received yet. */
    notReceived: 8002,
    /** Past the 7 days after receipt. */
    windowOver: 8003,
    /** The reason is missing or the description too long. */
    badReason: 8004,
    /** Too many photos, or a photo not uploaded. */
    badImages: 8005,
    /** No line chosen, or the line is not in the order. */
    badLine: 8006,
    /** The line has an after-sale in progress. */
    linePending: 8007,
    /** Over the pieces left to ask for. */
    overPieces: 8008,
    /** The amount is missing or over what was paid. */
    badAmount: 8009,
    /** Handled already: it cannot be withdrawn. */
    notWithdrawable: 8010,
    /** Withdrawn or handled already: the leader cannot answer it. */
    alreadyHandled: 8011,
    /** A refusal lacks its reason, or the remark is too long. */
    badRemark: 8012,
    /** The caller is not an approved leader (the leader's after-sale calls). */
    notLeader: 9001,
  },
  /** Withdrawals. */
  withdraw: {
    /** The caller is not an approved leader. */
    notLeader: 8001,
    /** The amount is not money. */
    badAmount: 8002,
    /** Over the withdrawable balance. */
    overBalance: 8003,
    /** Under the least amount. */
    belowLimit: 8004,
    /** No such withdrawal. */
    notFound: 8005,
    /** Over the most amount (`data.max`). */
    aboveMax: 8006,
  },
  /** The leader's pickup station: hand-over by pickup code and the day's sheet. */
  pickup: {
    /** No order has this pickup code. */
    unknownCode: 9101,
    /** The order belongs to another station. */
    otherStation: 9102,
    /** Handed over already. */
    alreadyHandedOver: 9103,
    /** The order is cancelled. */
    cancelled: 9105,
    /** The order is unpaid. */
    unpaid: 9106,
    /** The day's sheet was received already. */
    sheetReceived: 9110,
  },
  /** Binding to a leader by invitation. */
  invite: {
    /** A leader cannot bind to their own team. */
    ownStation: 9201,
    /** No such invitation code. */
    unknownCode: 9202,
  },
  /** Coupon claims. */
  coupon: {
    /** The coupon is all taken. */
    soldOut: 9301,
    /** The person holds as many as allowed. */
    limit: 9302,
    /** The new-resident gift is for new residents, once. */
    newcomer: 9303,
  },
} as const;
