// The entry of index.html's inline early-data script (built by scripts/build/early-data.ts): starts the entry route's first calls.
import { startEarlyCalls } from './early-data-script';

startEarlyCalls();
