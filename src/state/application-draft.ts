// The team leader application as it is being filled in (persisted as `draftTeam`, per user): it
// survives a reload, and a trip to the map picker for the station address.
import { atomWithStorage } from 'jotai/utils';
import { atomStorage, isRecord } from '@/lib/storage';

/** An uploaded image as a form keeps it (spec: img {uid, name, url}). */
export interface DraftImage {
  uid: string;
  name: string;
  url: string;
}

export interface ApplicationDraft {
  idCardF: DraftImage[];
  idCardB: DraftImage[];
  certs: DraftImage[];
  logo: DraftImage[];
  categoryId: number;
  communityCode: string;
  teamName: string;
  phone: string;
  verifyCode: string;
  address: string;
}

/** docs/product.md#entities: category 1; community code and team name start empty (the form shows placeholders). */
export const EMPTY_APPLICATION: ApplicationDraft = {
  idCardF: [],
  idCardB: [],
  certs: [],
  logo: [],
  categoryId: 1,
  communityCode: '',
  teamName: '',
  phone: '',
  verifyCode: '',
  address: '',
};

const isImages = (v: unknown): v is DraftImage[] =>
  Array.isArray(v) &&
  v.every((i) => isRecord(i) && typeof i.uid === 'string' && typeof i.url === 'string' && typeof i.name === 'string');

const isDraft = (v: unknown): v is ApplicationDraft =>
  isRecord(v) &&
  isImages(v.idCardF) &&
  isImages(v.idCardB) &&
  isImages(v.certs) &&
  isImages(v.logo) &&
  typeof v.categoryId === 'number' &&
  typeof v.communityCode === 'string' &&
  typeof v.teamName === 'string' &&
  typeof v.phone === 'string' &&
  typeof v.verifyCode === 'string' &&
  typeof v.address === 'string';

const isDraftOrNull = (v: unknown): v is ApplicationDraft | null => v === null || isDraft(v);

/** null until the person starts an application (or after it was sent). */
export const applicationDraftAtom = atomWithStorage<ApplicationDraft | null>(
  'draftTeam',
  null,
  atomStorage(isDraftOrNull),
  { getOnInit: true },
);
