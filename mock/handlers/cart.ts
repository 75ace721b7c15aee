// Mock handlers of the "cart" area (not built yet).
import type { Route } from '../core';

export const routes: Route[] = [];
