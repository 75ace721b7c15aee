// Reliability sweep, part 1 of 2: the guest and shopping screens against six malformed answers (test/e2e/sweep-faults.ts).
import { faultSweep, SHOP_SCREENS } from './sweep-faults';

faultSweep('sweep-faults-shop', SHOP_SCREENS);
