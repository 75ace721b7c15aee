// The mock backend's state for the life of the process: seeded at start, changed by the calls. Its records'
// types are in types.ts (the seeds use them too, so nothing here is imported back by a seed).
import type { UserWire } from '../src/api/account';
import type { ProductWire } from '../src/api/product';
import type {
  MockAfterSale,
  MockPayment,
  MockReceivedDay,
  MockRefund,
  MockUser,
  OauthCode,
  StoredUpload,
  TokenOwner,
} from './types';
import { seedUsers, type SeedUser } from './seed/users';
import { seedCatalogue } from './seed/catalogue';
import { seedAddresses, seedCarts, seedCoupons, seedOrders, seedStations } from './seed/commerce';
import { seedActivities, seedTemplates } from './seed/activity';
import { seedBindings, seedCommissions, seedNeighbours, seedTeams, seedWithdrawals } from './seed/team';
import { seedStationOrders, linkStationCommissions } from './seed/pickup';
import { seedPayments } from './seed/payments';
import { seedCouponTemplates } from './seed/coupons';
import { generateKeyPairSync } from 'node:crypto';

/** The mock's default wait for a leader's after-sale decision (MOCK_AFTERSALE_MS): 10 minutes. */
export const AFTER_SALE_WAIT_MS = 10 * 60_000;

function msFromEnv(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(n) && n >= 0 ? n : fallback;
}

let merchant: { publicKey: string; privateKey: string } | null = null;

export class Store {
  users = new Map<string, MockUser>();
  tokens = new Map<string, TokenOwner>();
  /** Uploaded files by uid, kept for the life of the process (handlers/tool.ts). */
  uploads = new Map<string, StoredUpload>();
  /** OAuth codes issued by the emulated WeChat authorize page. */
  oauthCodes = new Map<string, OauthCode>();
  /** Openids that allowed snsapi_userinfo once (WeChat asks only the first time). */
  wxUserinfoConsents = new Set<string>();
  // Business data (the handlers of the catalogue's calls, cart, orders, activities, teams).
  catalogue = seedCatalogue();
  carts = seedCarts(this.catalogue);
  /** Leader stations, one per community (pickup orders). */
  stations = seedStations(this.catalogue);
  orders = seedOrders(this.catalogue, this.stations);
  addresses = seedAddresses();
  coupons = seedCoupons();
  /** Coupon centre and new-resident gift templates (handlers/coupon.ts), and who took the gift. */
  couponTemplates = seedCouponTemplates();
  giftTakers = new Set<string>();
  templates = seedTemplates();
  activities = seedActivities();
  teams = seedTeams();
  /** Neighbours bound to a leader's team, by user code: the first binding stands (handlers/team-invite.ts). */
  bindings = seedBindings();
  withdrawals = seedWithdrawals();
  /** Who published a product (handlers/product.ts): the demo leader's two seeded products, then new ones. */
  productOwners = new Map<string, string>([
    ['P043', 'U10002'],
    ['P063', 'U10002'],
  ]);
  /** Products taken down by their leader: out of the catalogue until put on sale again. */
  offShelf: ProductWire[] = [];
  /** The sale rounds each checkout showed, by `<userCode>:<checkoutId>` (handlers/app-mall.ts: the checkout's cut-off refusal). */
  checkoutRounds = new Map<string, Map<string, number>>();
  /** Commissions credited to leaders (handlers/team.ts computes earnings from it, ledger.ts lists them). */
  commissions = seedCommissions();
  /**
   * How long the demo's back office takes: a team review, the wait for a leader's after-sale decision before the
   * mock decides by itself (10 minutes by default, long enough for a person to decide as the leader), the payment
   * channel of a withdrawal, and of a refund (MOCK_REVIEW_MS, MOCK_AFTERSALE_MS, MOCK_PAYOUT_MS, MOCK_REFUND_MS;
   * tests may change them on a running store).
   */
  timing = {
    reviewMs: msFromEnv('MOCK_REVIEW_MS', 3000),
    afterSaleMs: msFromEnv('MOCK_AFTERSALE_MS', AFTER_SALE_WAIT_MS),
    payoutMs: msFromEnv('MOCK_PAYOUT_MS', 4000),
    refundMs: msFromEnv('MOCK_REFUND_MS', 3000),
  };
  /** Verification status by user code (0 none, 1 reviewing, 2 approved, 3 rejected). */
  credentials = new Map<string, number>([['U10002', 2]]);
  /** Payments (handlers/pay.ts, wxpay.ts), the seed's paid orders and joins first. */
  payments: MockPayment[] = [];
  /** Refunds to the original payments (handlers/refund.ts), newest first. */
  refunds: MockRefund[] = [];
  /** After-sales of received orders (handlers/after-sale.ts), newest first. */
  afterSales: MockAfterSale[] = [];
  /** Station days received with their sheet (state/pickup-day.ts), by `<teamCode>:<day>`. */
  receivedDays = new Map<string, MockReceivedDay>();
  private seq = 1000;

  constructor(users: SeedUser[] = seedUsers()) {
    for (const u of users) this.users.set(u.userCode, { ...u });
    // Leaders: neighbours who order to the stations, and the demo station's pickup orders.
    for (const u of seedNeighbours()) if (!this.users.has(u.userCode)) this.users.set(u.userCode, { ...u });
    this.orders.push(...seedStationOrders(this));
    linkStationCommissions(this);
    this.payments = seedPayments(this.orders, this.activities.joins);
  }

  /**
   * The merchant's RSA key pair for WeChat Pay's paySign (PEM): one merchant, so one pair for every store of the
   * process, made on first use (a 2048-bit pair costs 0.2 to 0.5 s of CPU, and each test file starts a store).
   */
  merchantKeys(): { publicKey: string; privateKey: string } {
    merchant ??= generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return merchant;
  }

  /** A new unique id with a prefix, e.g. nextId('O') -> 'O1001'. */
  nextId(prefix: string): string {
    this.seq += 1;
    return `${prefix}${this.seq}`;
  }

  userByPhone(phone: string): MockUser | undefined {
    return [...this.users.values()].find((u) => u.phone === phone);
  }

  userByOpenid(openid: string): MockUser | undefined {
    return [...this.users.values()].find((u) => u.openids.includes(openid));
  }

  issueToken(owner: TokenOwner): string {
    const token = `tk_${owner.userCode || 'guest'}_${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;
    this.tokens.set(token, owner);
    return token;
  }

  publicUser(u: MockUser): UserWire {
    return {
      userCode: u.userCode,
      name: u.name,
      phone: u.phone,
      avatar: u.avatar,
      balance: u.balance,
      sceneOpenid: u.sceneOpenid,
      isManager: u.isManager,
    };
  }
}
