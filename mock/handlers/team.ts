// Mock handlers of the "team" area (not built yet).
import type { Route } from '../core';

export const routes: Route[] = [];
