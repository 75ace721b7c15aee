// Mock handlers of the "order" area (not built yet).
import type { Route } from '../core';

export const routes: Route[] = [];
