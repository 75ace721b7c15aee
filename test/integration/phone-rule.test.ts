// One phone rule (src/rules/validate.ts, 13x-19x) in every mock handler that checks a phone: a 16x/19x
// resident who passes the client's check can save an address, apply as a leader and sign up.
import { describe, expect, it } from 'vitest';
import { saveAddress } from '@/api/address';
import { applyForStation, STATION_STATUS } from '@/api/team';
import { ACTIVITY_KIND, joinActivity, saveActivity } from '@/api/activity';
import { SETTING_DEFAULTS } from '@/api/activity-draft';
import { isPhone } from '@/rules/validate';
import { dismissToasts } from '@/components/feedback';
import { ownMockPerFile } from './own-mock';
import { logIn } from './session';

const NEIGHBOUR = { phone: '15900159000', password: 'qihuo123' };
ownMockPerFile();

const address = {
  name: '赵六',
  province: '浙江省',
  city: '杭州市',
  district: '滨江区',
  detail: '江南大道3888号1幢101',
};

describe('the phone rule of the mock is the client one', () => {
  it.each(['16612345678', '19912345678', '14712345678'])('saves an address with %s', async (phone) => {
    expect(isPhone(phone)).toBe(true);
    await logIn();
    await expect(saveAddress({ ...address, phone })).resolves.toMatchObject({ phone });
  });

  it('refuses what the client refuses (12x, 12 digits) with 5001', async () => {
    await logIn();
    for (const phone of ['12345678901', '199123456789']) {
      expect(isPhone(phone)).toBe(false);
      await expect(saveAddress({ ...address, phone })).rejects.toMatchObject({ code: 5001 });
      expect(dismissToasts()).toEqual(['手机号格式不正确']);
    }
  });

  it('a team application with a 19x phone is accepted', async () => {
    await logIn(NEIGHBOUR);
    const team = await applyForStation({
      idCardFImg: '/mock-assets/avatar-1.png',
      idCardBImg: '/mock-assets/avatar-1.png',
      certImg: [],
      categoryId: 1,
      teamName: '十九号段邻居团',
      img: '/mock-assets/avatar-1.png',
      verifyCode: '123456',
      phone: '19912345678',
      communityCode: 'C001',
      address: '3号楼大堂',
    });
    // Accepted: the application is under review (the review settles a few seconds later).
    expect(team.status).toBe(STATION_STATUS.reviewing);
  });

  it('a sign-up form phone of 16x is accepted', async () => {
    await logIn();
    const now = Date.now();
    const hour = 3_600_000;
    const activity = await saveActivity({
      activityType: ACTIVITY_KIND.onsite,
      visibility: 1,
      title: '号段测试报名',
      img: '/mock-assets/activity-5.png',
      coverArr: [],
      address: '翠湖天地会所',
      latitude: 31.2186,
      longitude: 121.4766,
      beginTime: now + 48 * hour,
      closeTime: now + 50 * hour,
      endTime: now + 52 * hour,
      details: '',
      imgList: [],
      enrollEnable: true,
      num: 10,
      priceFen: 1000,
      programList: [],
      activityItemList: [],
      maxSelectionItem: 1,
      refundPlan: 'R1',
      form: [{ key: 'phone', label: '手机号', type: 'phone', required: true, options: [] }],
      groupLimitTime: 24,
      ungroupedHandling: 1,
      setting: SETTING_DEFAULTS,
    });
    await logIn(NEIGHBOUR);
    await expect(joinActivity({ code: activity.code, form: { phone: '12345678901' } })).rejects.toMatchObject({
      code: 6024,
    });
    expect(dismissToasts()).toEqual(['手机号格式不正确']);
    const joined = await joinActivity({ code: activity.code, form: { phone: '16612345678' } });
    expect(joined.joinedNum).toBe(1);
  });
});
