// System settings: delay fee, help links, and the withdrawal rate and limit (docs/product.md#entities defaults).
import { call } from '@/lib/request/client';
import { wireYuanToFen } from '@/rules/money';

/** As the backend sends it; any field may be absent or null. */
export interface ConfigWire {
  delayFee?: number | string | null;
  guidanceUrl?: string | null;
  questionUrl?: string | null;
  /** Fee share of a withdrawal, a fraction: 0.006 = 0.6 %. */
  withdrawRate?: number | string | null;
  /** Smallest amount of one withdrawal, in yuan. */
  withdrawLimit?: number | string | null;
  /** Largest amount of one withdrawal, in yuan (the payment channel's cap); absent, null or 0: none but the balance. */
  withdrawMax?: number | string | null;
  /** The customer-service phone (客服), dialled with a tel: link. */
  servicePhone?: string | null;
  /** WeChat subscribe-message template ids (docs/product.md#the-stations-day). */
  subscribeTemplates?: Partial<Record<keyof SubscribeTemplates, string | null>> | null;
}

/** The templates of WeChat subscribe messages offered after paying or joining (docs/product.md#the-stations-day): ids, '' when absent. */
export interface SubscribeTemplates {
  arrived: string;
  refunded: string;
  groupResult: string;
}

/** The templates from the config's wire value: only plausible ids ('' for any other). */
function toSubscribeTemplates(w: unknown): SubscribeTemplates {
  const r = (typeof w === 'object' && w !== null ? w : {}) as Record<string, unknown>;
  const id = (v: unknown) => (typeof v === 'string' && /^[\w-]{1,128}$/.test(v) ? v : '');
  return { arrived: id(r.arrived), refunded: id(r.refunded), groupResult: id(r.groupResult) };
}

export interface AppConfig {
  /** Delay fee as the backend sends it (spec default 1). */
  delayFee: number;
  guidanceUrl: string;
  questionUrl: string;
  withdrawRate: number;
  withdrawLimitFen: number;
  /** Largest amount of one withdrawal in fen; 0: no cap but the balance. */
  withdrawMaxFen: number;
  /** The customer-service phone, '' when absent or not a phone number (digits, spaces, '-', '+'). */
  servicePhone: string;
  subscribeTemplates: SubscribeTemplates;
}

/** Defaults of docs/product.md#entities, docs/product.md#constants. */
export const CONFIG_DEFAULTS = { delayFee: 1, withdrawRate: 0, withdrawLimit: 100, withdrawMax: 0 } as const;

function numberOr(v: unknown, fallback: number): number {
  if (v === null || v === undefined || v === '') return fallback;
  const n = typeof v === 'string' ? Number(v.trim()) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** An amount of yuan as fen, or the default when absent or unusable (not money, negative, a fraction of a fen). */
function fenOr(v: unknown, fallbackYuan: number): number {
  const fallback = wireYuanToFen(fallbackYuan);
  if (typeof v !== 'number' && typeof v !== 'string') return fallback;
  try {
    const fen = wireYuanToFen(v);
    return fen >= 0 ? fen : fallback;
  } catch {
    return fallback;
  }
}

/** The settings with the spec's defaults for every absent or unusable value. */
export function toAppConfig(w: ConfigWire | null | undefined): AppConfig {
  const c = w ?? {};
  return {
    delayFee: numberOr(c.delayFee, CONFIG_DEFAULTS.delayFee),
    guidanceUrl: typeof c.guidanceUrl === 'string' ? c.guidanceUrl : '',
    questionUrl: typeof c.questionUrl === 'string' ? c.questionUrl : '',
    withdrawRate: Math.min(1, numberOr(c.withdrawRate, CONFIG_DEFAULTS.withdrawRate)),
    withdrawLimitFen: fenOr(c.withdrawLimit, CONFIG_DEFAULTS.withdrawLimit),
    withdrawMaxFen: fenOr(c.withdrawMax, CONFIG_DEFAULTS.withdrawMax),
    servicePhone:
      typeof c.servicePhone === 'string' && /^\+?[\d][\d -]{2,19}$/.test(c.servicePhone.trim())
        ? c.servicePhone.trim()
        : '',
    subscribeTemplates: toSubscribeTemplates(c.subscribeTemplates),
  };
}

/** GET /api/config/v1/get: system settings (never persisted, docs/product.md#states; cached 10 s). `silent` when nobody asked. */
export async function getConfig(options: { silent?: boolean } = {}): Promise<AppConfig> {
  return toAppConfig(
    await call<ConfigWire | null>('/api/config/v1/get', undefined, {
      method: 'GET',
      cache: true,
      silent: options.silent,
    }),
  );
}
