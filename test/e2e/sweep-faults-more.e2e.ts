// Reliability sweep, part 2 of 2: orders, addresses, coupons, Mine, activity editing and the leader's screens (test/e2e/sweep-faults.ts).
import { faultSweep, MORE_SCREENS } from './sweep-faults';

faultSweep('sweep-faults-more', MORE_SCREENS);
