// Mock handlers of the "wx" area (not built yet).
import type { Route } from '../core';

export const routes: Route[] = [];
