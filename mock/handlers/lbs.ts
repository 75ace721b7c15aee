// Mock handlers of the "lbs" area (not built yet).
import type { Route } from '../core';

export const routes: Route[] = [];
