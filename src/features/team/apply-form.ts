// The team leader application form's rules (errors as i18n keys, null = fine), the application sent
// from a draft, and the draft rebuilt from a rejected application (to apply again as it was).
import type { Team, TeamApplication } from '@/api/team';
import { isPhone } from '@/rules/validate';
import type { DraftImage, TeamApplyDraft } from '@/state/team-draft';

export const TEAM_NAME_MIN = 2;
export const TEAM_NAME_MAX = 20;
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
  | 'team.errIdCardF'
  | 'team.errIdCardB'
  | 'team.errCerts'
  | 'team.errLogo'
  | 'team.errCategory'
  | 'team.errCommunity'
  | 'team.errTeamNameRequired'
  | 'team.errTeamNameLength'
  | 'team.errPhoneRequired'
  | 'team.errPhoneInvalid'
  | 'team.errCodeRequired'
  | 'team.errCodeInvalid'
  | 'team.errAddressRequired'
  | 'team.errAddressLength';

export type ApplyErrors = Partial<Record<ApplyField, ApplyErrorKey>>;

/** Characters as a person counts them (a CJK character or an emoji is one). */
export function charCount(s: string): number {
  return [...s].length;
}

export function teamNameError(name: string): ApplyErrorKey | null {
  const n = charCount(name.trim());
  if (n === 0) return 'team.errTeamNameRequired';
  return n < TEAM_NAME_MIN || n > TEAM_NAME_MAX ? 'team.errTeamNameLength' : null;
}

export function verifyCodeError(code: string): ApplyErrorKey | null {
  if (code === '') return 'team.errCodeRequired';
  return /^\d{6}$/.test(code) ? null : 'team.errCodeInvalid';
}

export function phoneError(phone: string): ApplyErrorKey | null {
  if (phone === '') return 'team.errPhoneRequired';
  return isPhone(phone) ? null : 'team.errPhoneInvalid';
}

/** Every field's error; an empty object means the application can be sent. */
export function applyErrors(d: TeamApplyDraft): ApplyErrors {
  const e: ApplyErrors = {};
  if (d.idCardF.length === 0) e.idCardF = 'team.errIdCardF';
  if (d.idCardB.length === 0) e.idCardB = 'team.errIdCardB';
  if (d.certs.length > CERT_MAX) e.certs = 'team.errCerts';
  if (d.logo.length === 0) e.logo = 'team.errLogo';
  if (!Number.isInteger(d.categoryId) || d.categoryId < 1) e.categoryId = 'team.errCategory';
  if (!d.communityCode) e.communityCode = 'team.errCommunity';
  const name = teamNameError(d.teamName);
  if (name) e.teamName = name;
  const phone = phoneError(d.phone);
  if (phone) e.phone = phone;
  const code = verifyCodeError(d.verifyCode);
  if (code) e.verifyCode = code;
  const address = d.address.trim();
  if (!address) e.address = 'team.errAddressRequired';
  else if (charCount(address) > ADDRESS_MAX) e.address = 'team.errAddressLength';
  return e;
}

/** The application as the backend takes it (images as their upload URLs). */
export function applicationOf(d: TeamApplyDraft): TeamApplication {
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
export function draftFromTeam(
  team: Team,
  names: { idCardF: string; idCardB: string; cert: string; logo: string },
): TeamApplyDraft {
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
