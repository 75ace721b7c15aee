// en-US texts of the core namespaces (src/i18n/index.ts): every key of the zh-CN core, checked by the
// compiler. Off the first load: fetched only where en-US is the locale (before the app's first render,
// app/app-entry.tsx) or is switched to (switchLocale), so a zh-CN phone never downloads them.
import type { Complete, CoreDict } from '../translate';
import common from '../en-US/common';
import errors from '../en-US/errors';
import shop from '../en-US/shop';
import map from '../en-US/map';
import load from '../en-US/load';
import gift from '../en-US/gift';

export const texts: Complete<CoreDict> = { common, errors, shop, map, load, gift };
