// The application form's rules: ID photos required, the team name's length in characters, the one
// phone rule, a 6-digit code, an address; the application sent, and the form rebuilt from a rejection.
import { describe, expect, it } from 'vitest';
import type { Station } from '@/api/team';
import { EMPTY_APPLICATION, type ApplicationDraft } from '@/state/application-draft';
import { applicationOf, applyErrors, draftFromStation, stationNameError, verifyCodeError } from './apply-form';

const img = (n: string) => [{ uid: `F${n}`, name: `${n}.jpg`, url: `http://h/uploads/F${n}` }];
const filled: ApplicationDraft = {
  ...EMPTY_APPLICATION,
  idCardF: img('1'),
  idCardB: img('2'),
  logo: img('3'),
  certs: [...img('4'), ...img('5')],
  communityCode: 'C001',
  teamName: ' 翠湖邻里团 ',
  phone: '16600166000',
  verifyCode: '123456',
  address: ' 3号楼大堂 ',
};

describe('applyErrors', () => {
  it('an untouched form asks for the photos, the picture, community, name, phone, code and address; the category defaults to 1', () => {
    expect(applyErrors(EMPTY_APPLICATION)).toEqual({
      idCardF: 'station.errIdCardF',
      idCardB: 'station.errIdCardB',
      logo: 'station.errLogo',
      communityCode: 'station.errCommunity',
      teamName: 'station.errStationNameRequired',
      phone: 'station.errPhoneRequired',
      verifyCode: 'station.errCodeRequired',
      address: 'station.errAddressRequired',
    });
    expect(EMPTY_APPLICATION.categoryId).toBe(1);
  });

  it('a filled form has no errors; certificates are optional', () => {
    expect(applyErrors(filled)).toEqual({});
    expect(applyErrors({ ...filled, certs: [] })).toEqual({});
  });

  it('each ID card side is required on its own', () => {
    expect(applyErrors({ ...filled, idCardF: [] })).toEqual({ idCardF: 'station.errIdCardF' });
    expect(applyErrors({ ...filled, idCardB: [] })).toEqual({ idCardB: 'station.errIdCardB' });
  });

  it('at most 9 certificates', () => {
    const ten = Array.from({ length: 10 }, (_, i) => img(String(i))[0]!);
    expect(applyErrors({ ...filled, certs: ten.slice(0, 9) })).toEqual({});
    expect(applyErrors({ ...filled, certs: ten })).toEqual({ certs: 'station.errCerts' });
  });

  it('the phone follows the one rule (13x-19x), the address at most 100 characters', () => {
    expect(applyErrors({ ...filled, phone: '12800128000' })).toEqual({ phone: 'station.errPhoneInvalid' });
    expect(applyErrors({ ...filled, phone: '1990019900' })).toEqual({ phone: 'station.errPhoneInvalid' });
    expect(applyErrors({ ...filled, phone: '19900199000' })).toEqual({});
    expect(applyErrors({ ...filled, address: '路'.repeat(100) })).toEqual({});
    expect(applyErrors({ ...filled, address: '路'.repeat(101) })).toEqual({ address: 'station.errAddressLength' });
  });
});

describe('team name and code', () => {
  it('a team name has 2 to 20 characters, counted as people count them, spaces around not counted', () => {
    expect(stationNameError('')).toBe('station.errStationNameRequired');
    expect(stationNameError('   ')).toBe('station.errStationNameRequired');
    expect(stationNameError('团')).toBe('station.errStationNameLength');
    expect(stationNameError(' 团 ')).toBe('station.errStationNameLength');
    expect(stationNameError('邻里')).toBeNull();
    expect(stationNameError('邻'.repeat(20))).toBeNull();
    expect(stationNameError('邻'.repeat(21))).toBe('station.errStationNameLength');
    // 20 emoji are 40 UTF-16 code units but 20 characters.
    expect(stationNameError('🍊'.repeat(20))).toBeNull();
  });

  it('the SMS code is exactly 6 digits', () => {
    expect(verifyCodeError('')).toBe('station.errCodeRequired');
    expect(verifyCodeError('12345')).toBe('station.errCodeInvalid');
    expect(verifyCodeError('1234567')).toBe('station.errCodeInvalid');
    expect(verifyCodeError('12345a')).toBe('station.errCodeInvalid');
    expect(verifyCodeError('123456')).toBeNull();
  });
});

describe('the application', () => {
  it('sends the upload URLs and trimmed texts', () => {
    expect(applicationOf(filled)).toEqual({
      idCardFImg: 'http://h/uploads/F1',
      idCardBImg: 'http://h/uploads/F2',
      certImg: ['http://h/uploads/F4', 'http://h/uploads/F5'],
      categoryId: 1,
      teamName: '翠湖邻里团',
      img: 'http://h/uploads/F3',
      verifyCode: '123456',
      phone: '16600166000',
      communityCode: 'C001',
      address: '3号楼大堂',
    });
  });

  it('a rejected application fills the form again, except the SMS code', () => {
    const team = {
      idCardFImg: 'u/a',
      idCardBImg: 'u/b',
      certImg: ['u/c'],
      img: 'u/d',
      categoryId: 2,
      communityCode: 'C002',
      teamName: '请驳回团',
      phone: '16600166000',
      address: '大堂',
    } as Station;
    const d = draftFromStation(team, { idCardF: 'F', idCardB: 'B', cert: 'C', logo: 'L' });
    expect(d).toMatchObject({
      categoryId: 2,
      communityCode: 'C002',
      teamName: '请驳回团',
      phone: '16600166000',
      address: '大堂',
      verifyCode: '',
    });
    expect(applicationOf({ ...d, verifyCode: '123456' })).toMatchObject({
      idCardFImg: 'u/a',
      idCardBImg: 'u/b',
      certImg: ['u/c'],
      img: 'u/d',
    });
    expect(applyErrors(d)).toEqual({ verifyCode: 'station.errCodeRequired' });
  });
});
