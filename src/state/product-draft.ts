// The product draft (docs/product.md#entities "newProduct"), persisted as `draftProduct` (per user): saved as
// the leader types, restored after a reload, cleared when published. `code` is set while a published
// product is being edited. Prices are kept as typed (yuan text) and become fen when published.
import { atomWithStorage } from 'jotai/utils';
import { atomStorage, isRecord } from '@/lib/storage';
import type { DraftImage } from './application-draft';

export interface DraftSpec {
  /** Stable key of the row while it is edited and reordered. */
  key: string;
  name: string;
  price: string;
  stock: string;
}

export interface DraftAttr {
  key: string;
  name: string;
  items: string[];
}

export interface ProductDraftState {
  /** The published product being edited, or null for a new one. */
  code: string | null;
  categoryCode: string;
  title: string;
  /** Price as typed, yuan, used when there are no specs. */
  price: string;
  /** The cover's URL (spec `img`): the first of cover_list. */
  img: string;
  /** The cover as the picker keeps it (spec `cover_list`). */
  cover_list: DraftImage[];
  imgList: DraftImage[];
  specList: DraftSpec[];
  goodAttr: DraftAttr[];
  details: string;
  /** Stock as typed when there are no specs (empty = 100). Absent in drafts kept by older versions. */
  stock?: string;
  /** A group-buy good: ordered until the daily cut-off, picked up at the station the day after. */
  groupBuy?: boolean;
  /** The cut-off and the pickup time of a group-buy good, whole hours 0..23 as text ('22', '16'). */
  cutoffHour?: string;
  pickupHour?: string;
  /** When it was last saved (ms). */
  savedAt: number;
}

const isImages = (v: unknown): v is DraftImage[] =>
  Array.isArray(v) &&
  v.every((i) => isRecord(i) && typeof i.uid === 'string' && typeof i.url === 'string' && typeof i.name === 'string');
const isSpec = (v: unknown): v is DraftSpec =>
  isRecord(v) &&
  typeof v.key === 'string' &&
  typeof v.name === 'string' &&
  typeof v.price === 'string' &&
  typeof v.stock === 'string';
const isAttr = (v: unknown): v is DraftAttr =>
  isRecord(v) &&
  typeof v.key === 'string' &&
  typeof v.name === 'string' &&
  Array.isArray(v.items) &&
  v.items.every((i) => typeof i === 'string');

export const isProductDraft = (v: unknown): v is ProductDraftState =>
  isRecord(v) &&
  (v.code === null || typeof v.code === 'string') &&
  typeof v.categoryCode === 'string' &&
  typeof v.title === 'string' &&
  typeof v.price === 'string' &&
  typeof v.img === 'string' &&
  isImages(v.cover_list) &&
  isImages(v.imgList) &&
  Array.isArray(v.specList) &&
  v.specList.every(isSpec) &&
  Array.isArray(v.goodAttr) &&
  v.goodAttr.every(isAttr) &&
  typeof v.details === 'string' &&
  typeof v.savedAt === 'number' &&
  (v.stock === undefined || typeof v.stock === 'string') &&
  (v.groupBuy === undefined || typeof v.groupBuy === 'boolean') &&
  (v.cutoffHour === undefined || typeof v.cutoffHour === 'string') &&
  (v.pickupHour === undefined || typeof v.pickupHour === 'string');

const isDraftOrNull = (v: unknown): v is ProductDraftState | null => v === null || isProductDraft(v);

/** null when there is no draft. */
export const productDraftAtom = atomWithStorage<ProductDraftState | null>(
  'draftProduct',
  null,
  atomStorage(isDraftOrNull),
  { getOnInit: true },
);
