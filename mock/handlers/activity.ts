// Mock handlers of the "activity" area (not built yet).
import type { Route } from '../core';

export const routes: Route[] = [];
