// Every route of the mock backend: one file per src/api/ module, named after it (handlers/cart.ts serves what
// src/api/cart.ts calls), then the stand-ins for what is not our backend (WeChat's OAuth page and WeChat Pay's
// cashier and subscribe-message sending, the map's location service and tiles, the pictures) and the test-only routes (clock, echo).
import type { Route } from '../core';
import { routes as account } from './account';
import { routes as activity } from './activity';
import { routes as address } from './address';
import { routes as afterSale } from './after-sale';
import { routes as appMall } from './app-mall';
import { routes as appMallOrder } from './app-mall-order';
import { routes as banner } from './banner';
import { routes as cart } from './cart';
import { routes as category } from './category';
import { routes as community } from './community';
import { routes as config } from './config';
import { routes as coupon } from './coupon';
import { routes as credentials } from './credentials';
import { routes as goodOrder } from './good-order';
import { routes as ledger } from './ledger';
import { routes as message } from './message';
import { routes as pay } from './pay';
import { routes as productOrder } from './product-order';
import { routes as product } from './product';
import { routes as refundPlan } from './refund-plan';
import { routes as refund } from './refund';
import { routes as search } from './search';
import { routes as teamInvite } from './team-invite';
import { routes as teamPickup } from './team-pickup';
import { routes as team } from './team';
import { routes as template } from './template';
import { routes as tool } from './tool';
import { routes as withdraw } from './withdraw';
import { routes as wx } from './wx';
import { routes as wxOauth } from './wx-oauth';
import { routes as wxpay } from './wxpay';
import { routes as wxmsg } from './wxmsg';
import { routes as lbs } from './lbs';
import { routes as assets } from './assets';
import { routes as clock } from './clock';
import { routes as echo } from './echo';

export const routes: Route[] = [
  ...account,
  ...activity,
  ...address,
  ...afterSale,
  ...appMall,
  ...appMallOrder,
  ...banner,
  ...cart,
  ...category,
  ...community,
  ...config,
  ...coupon,
  ...credentials,
  ...goodOrder,
  ...ledger,
  ...message,
  ...pay,
  ...productOrder,
  ...product,
  ...refundPlan,
  ...refund,
  ...search,
  ...teamInvite,
  ...teamPickup,
  ...team,
  ...template,
  ...tool,
  ...withdraw,
  ...wx,
  ...wxOauth,
  ...wxpay,
  ...wxmsg,
  ...lbs,
  ...assets,
  ...clock,
  ...echo,
];
