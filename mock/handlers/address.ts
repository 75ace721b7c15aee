// Mock handlers of src/api/address.ts, delivery addresses (docs/api.md "Addresses"): per user, the same phone rule
// as the client (src/rules/validate.ts), and always exactly one default while the user has any address.
import { Fail, requireString, requireUser, userPost, type Ctx, type Route } from '../core';
import type { AddressWire } from '../../src/api/address';
import { ADDRESS_LIMITS } from '../../src/rules/address';
import { isPhone } from '../../src/rules/validate';
import type { MockAddress } from '../seed/commerce';
import { numOf, strOf } from '../seed/util';
import { ERR } from '../../src/rules/error-codes';

function validAddress(body: Record<string, unknown>) {
  const name = requireString(body, 'name', '收货人');
  const phone = requireString(body, 'phone', '手机号');
  if (!isPhone(phone)) throw new Fail(ERR.address.badPhone, '手机号格式不正确');
  const province = requireString(body, 'province', '省份');
  const city = requireString(body, 'city', '城市');
  const district = requireString(body, 'district', '区县');
  const detail = requireString(body, 'detail', '详细地址');
  if (name.length > ADDRESS_LIMITS.name)
    throw new Fail(ERR.address.nameTooLong, `收货人姓名不能超过${ADDRESS_LIMITS.name}个字`);
  if (detail.length > ADDRESS_LIMITS.detail)
    throw new Fail(ERR.address.detailTooLong, `详细地址不能超过${ADDRESS_LIMITS.detail}个字`);
  const latitude = numOf(body.latitude);
  const longitude = numOf(body.longitude);
  if (
    (latitude === null) !== (longitude === null) ||
    (latitude !== null && (Math.abs(latitude) > 90 || Math.abs(longitude!) > 180))
  ) {
    throw new Fail(ERR.address.badPosition, '地图位置无效');
  }
  return { name, phone, province, city, district, detail, latitude, longitude };
}

/** The user's addresses, in the order they were added. */
function addressesOf(ctx: Ctx): MockAddress[] {
  const user = requireUser(ctx);
  return ctx.store.addresses.filter((a) => a.userCode === user.userCode);
}

function findOwn(ctx: Ctx): MockAddress {
  const code = requireString(ctx.body, 'code', '地址编号');
  const a = addressesOf(ctx).find((x) => x.code === code);
  if (!a) throw new Fail(ERR.address.notFound, '地址不存在');
  return a;
}

/** Makes `a` the only default among `mine`. */
function makeDefault(mine: MockAddress[], a: MockAddress): void {
  for (const x of mine) x.isDefault = x === a;
}

const publicAddress = ({ userCode: _u, ...a }: MockAddress): AddressWire => a;

export const routes: Route[] = [
  userPost('/api/address/v1/default/get', (ctx) => {
    const a = addressesOf(ctx).find((x) => x.isDefault);
    return a ? publicAddress(a) : null;
  }),
  // The default first, then the newest first.
  userPost('/api/address/v1/list', (ctx) =>
    addressesOf(ctx)
      .map((a, i) => ({ a, i }))
      .sort((x, y) => Number(y.a.isDefault) - Number(x.a.isDefault) || y.i - x.i)
      .map(({ a }) => publicAddress(a)),
  ),
  userPost('/api/address/v1/save', (ctx, user) => {
    const fields = validAddress(ctx.body);
    const mine = addressesOf(ctx);
    const code = strOf(ctx.body.code);
    let a = code ? mine.find((x) => x.code === code) : undefined;
    if (code && !a) throw new Fail(ERR.address.notFound, '地址不存在');
    if (!a) {
      if (mine.length >= ADDRESS_LIMITS.count)
        throw new Fail(ERR.address.tooMany, `最多保存${ADDRESS_LIMITS.count}个地址`);
      a = { ...fields, code: ctx.store.nextId('A'), userCode: user.userCode, isDefault: false };
      ctx.store.addresses.push(a);
      mine.push(a);
    } else Object.assign(a, fields);
    // The first address is the default; asking for default moves it; un-asking never leaves none.
    if (ctx.body.isDefault === true || !mine.some((x) => x.isDefault)) makeDefault(mine, a);
    return publicAddress(a);
  }),
  userPost('/api/address/v1/remove', (ctx) => {
    const a = findOwn(ctx);
    ctx.store.addresses.splice(ctx.store.addresses.indexOf(a), 1);
    const rest = addressesOf(ctx);
    // The newest remaining address becomes the default.
    if (a.isDefault && rest.length) makeDefault(rest, rest[rest.length - 1]!);
    return null;
  }),
  userPost('/api/address/v1/default/set', (ctx) => {
    makeDefault(addressesOf(ctx), findOwn(ctx));
    return null;
  }),
];
