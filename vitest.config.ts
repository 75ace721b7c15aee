// Unit, component and integration tests (happy-dom). Integration tests reach a real mock server that
// test/global-setup.ts starts on a free port; the page's origin is that server, so calls are same-origin.
//
// Speed (docs/decisions.md#tests): most test files share one module graph per worker (isolate: false), so the
// setup's dictionaries, antd-mobile and the app's modules load once per worker, not once per file. A file that
// replaces modules (vi.mock) or the window's location runs in a fresh graph of its own; so does an integration file
// that replaces the request client's session source or expects the relogin modal, which shows once per page life.
// The integration files run one at a time, since they share one mock server whose state they change.
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => ok(port));
    });
  });
}

const UNIT = ['src', 'mock', 'scripts'];
const INTEGRATION = 'test/integration';

/** The test files under these folders whose text matches `needs`: they need a module graph of their own. */
function ownModuleGraph(folders: string[], needs: RegExp): string[] {
  const files = folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.test\.tsx?$/.test(f))
      .map((f) => join(folder, f)),
  );
  return files.filter((f) => needs.test(readFileSync(f, 'utf8')));
}

export default defineConfig(async (): Promise<ViteUserConfig> => {
  const port = process.env.MOCK_TEST_PORT ? Number(process.env.MOCK_TEST_PORT) : await freePort();
  process.env.MOCK_TEST_PORT = String(port);
  // Replaces modules or the window's location.
  const replacesModules = String.raw`\bvi\.(do)?mock\(|'location', 'get'`;
  const unitOwn = ownModuleGraph(UNIT, new RegExp(replacesModules));
  // Also replaces the session source, or expects the relogin modal (the client shows it once per page life).
  const integrationOwn = ownModuleGraph(
    [INTEGRATION],
    new RegExp(String.raw`${replacesModules}|setSessionSource\(|请返回重新登录`),
  );
  return {
    plugins: [react()],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // Node loads antd-mobile's index from its CommonJS build (package.json `main`); a module the app imports by
        // its ES path (components/feedback.ts: the index's one part it needs at start) must be the same instance.
        { find: /^antd-mobile\/es\//, replacement: 'antd-mobile/cjs/' },
      ],
    },
    test: {
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: `http://127.0.0.1:${port}/` } },
      setupFiles: ['test/setup.ts'],
      // One mock server per run, whichever projects it runs (a few unit files reach it too).
      globalSetup: ['test/global-setup.ts'],
      env: { MOCK_TEST_PORT: String(port) },
      testTimeout: 15_000,
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: UNIT.map((f) => `${f}/**/*.test.{ts,tsx}`),
            exclude: [...configDefaults.exclude, ...unitOwn],
            isolate: false,
          },
        },
        { extends: true, test: { name: 'unit (own modules)', include: unitOwn } },
        {
          extends: true,
          test: {
            name: 'integration',
            include: [`${INTEGRATION}/**/*.test.{ts,tsx}`],
            exclude: [...configDefaults.exclude, ...integrationOwn],
            fileParallelism: false,
            isolate: false,
            // One worker here, two in the unit projects: vitest runs projects of different workers in groups.
            sequence: { groupOrder: 1 },
          },
        },
        // One at a time like the others, after them (they share the mock's state).
        {
          extends: true,
          test: {
            name: 'integration (own modules)',
            include: integrationOwn,
            fileParallelism: false,
            sequence: { groupOrder: 2 },
          },
        },
      ],
    },
  };
});
