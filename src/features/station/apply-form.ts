// The team leader application form's rules (errors as i18n keys, null = fine), the application sent
// from a draft, and the draft rebuilt from a rejected application (to apply again as it was).
import type { Station, LeaderApplication } from '@/api/team';
import { isPhone } from '@/rules/validate';
import type { DraftImage, ApplicationDraft } from '@/state/application-draft';

export const STATION_NAME_MIN = 2;
export const STATION_NAME_MAX = 20;
export const CERT_MAX = 9;
export const ADDRESS_MAX = 100;

export type ApplyField =
  | 'idCardF'
  | 'idCardB'
  | 'certs'
  | 'logo'
  | 'categoryId'
  | 'communityCode'
  | 'teamName'
  | 'phone'
  | 'verifyCode'
  | 'address';

type ApplyErrorKey =
  | 'station.errIdCardF'
  | 'station.errIdCardB'
  | 'station.errCerts'
  | 'station.errLogo'
  | 'station.errCategory'
  | 'station.errCommunity'
  | 'station.errStationNameRequired'
  | 'station.errStationNameLength'
  | 'station.errPhoneRequired'
  | 'station.errPhoneInvalid'
  | 'station.errCodeRequired'
  | 'station.errCodeInvalid'
  | 'station.errAddressRequired'
  | 'station.errAddressLength';

export type ApplyErrors = Partial<Record<ApplyField, ApplyErrorKey>>;

/** Characters as a person counts them (a CJK character or an emoji is one). */
export function charCount(s: string): number {
  return [...s].length;
}

export function stationNameError(name: string): ApplyErrorKey | null {
  const n = charCount(name.trim());
  if (n === 0) return 'station.errStationNameRequired';
  return n < STATION_NAME_MIN || n > STATION_NAME_MAX ? 'station.errStationNameLength' : null;
}

export function verifyCodeError(code: string): ApplyErrorKey | null {
  if (code === '') return 'station.errCodeRequired';
  return /^\d{6}$/.test(code) ? null : 'station.errCodeInvalid';
}

export function phoneError(phone: string): ApplyErrorKey | null {
  if (phone === '') return 'station.errPhoneRequired';
  return isPhone(phone) ? null : 'station.errPhoneInvalid';
}

/** Every field's error; an empty object means the application can be sent. */
export function applyErrors(d: ApplicationDraft): ApplyErrors {
  const e: ApplyErrors = {};
  if (d.idCardF.length === 0) e.idCardF = 'station.errIdCardF';
  if (d.idCardB.length === 0) e.idCardB = 'station.errIdCardB';
  if (d.certs.length > CERT_MAX) e.certs = 'station.errCerts';
  if (d.logo.length === 0) e.logo = 'station.errLogo';
  if (!Number.isInteger(d.categoryId) || d.categoryId < 1) e.categoryId = 'station.errCategory';
  if (!d.communityCode) e.communityCode = 'station.errCommunity';
  const name = stationNameError(d.teamName);
  if (name) e.teamName = name;
  const phone = phoneError(d.phone);
  if (phone) e.phone = phone;
  const code = verifyCodeError(d.verifyCode);
  if (code) e.verifyCode = code;
  const address = d.address.trim();
  if (!address) e.address = 'station.errAddressRequired';
  else if (charCount(address) > ADDRESS_MAX) e.address = 'station.errAddressLength';
  return e;
}

/** The application as the backend takes it (images as their upload URLs). */
export function applicationOf(d: ApplicationDraft): LeaderApplication {
  return {
    idCardFImg: d.idCardF[0]?.url ?? '',
    idCardBImg: d.idCardB[0]?.url ?? '',
    certImg: d.certs.map((i) => i.url),
    categoryId: d.categoryId,
    teamName: d.teamName.trim(),
    img: d.logo[0]?.url ?? '',
    verifyCode: d.verifyCode,
    phone: d.phone,
    communityCode: d.communityCode,
    address: d.address.trim(),
  };
}

function image(url: string, name: string): DraftImage[] {
  return url ? [{ uid: url, name, url }] : [];
}

/** The form filled from the last application (a rejected one): everything but the SMS code, which is asked again. */
export function draftFromStation(
  team: Station,
  names: { idCardF: string; idCardB: string; cert: string; logo: string },
): ApplicationDraft {
  return {
    idCardF: image(team.idCardFImg, names.idCardF),
    idCardB: image(team.idCardBImg, names.idCardB),
    certs: team.certImg.map((url, i) => ({ uid: url, name: `${names.cert} ${i + 1}`, url })),
    logo: image(team.img, names.logo),
    categoryId: team.categoryId,
    communityCode: team.communityCode,
    teamName: team.teamName,
    phone: team.phone,
    verifyCode: '',
    address: team.address,
  };
}
