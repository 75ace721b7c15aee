// Mock handlers of the "tool" area (not built yet).
import type { Route } from '../core';

export const routes: Route[] = [];
