// Every route of the mock backend, one file per API area.
import type { Route } from '../core';
import { routes as account } from './account';
import { routes as wx } from './wx';
import { routes as tool } from './tool';
import { routes as lbs } from './lbs';
import { routes as catalogue } from './catalogue';
import { routes as cart } from './cart';
import { routes as order } from './order';
import { routes as address } from './address';
import { routes as coupon } from './coupon';
import { routes as activity } from './activity';
import { routes as team } from './team';
import { routes as merchant } from './merchant';
import { routes as pickup } from './pickup';
import { routes as echo } from './echo';
import { routes as clock } from './clock';
import { routes as pay } from './pay';
import { routes as refund } from './refund';
import { routes as afterSale } from './after-sale';
import { routes as ledger } from './ledger';

export const routes: Route[] = [
  ...account, ...wx, ...tool, ...lbs, ...catalogue, ...cart, ...order, ...address, ...coupon, ...activity, ...team, ...merchant, ...pickup, ...pay, ...refund, ...afterSale, ...ledger, ...echo, ...clock,
];
