// Mock handlers of the "catalogue" area (not built yet).
import type { Route } from '../core';

export const routes: Route[] = [];
