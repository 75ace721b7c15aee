// Unit, component and integration tests (happy-dom). Integration tests reach a real mock server that
// test/global-setup.ts starts on a free port; the page's origin is that server, so calls are same-origin.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';

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

export default defineConfig(async () => {
  const port = process.env.MOCK_TEST_PORT ? Number(process.env.MOCK_TEST_PORT) : await freePort();
  process.env.MOCK_TEST_PORT = String(port);
  return {
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: `http://127.0.0.1:${port}/` } },
      include: [
        'src/**/*.test.{ts,tsx}',
        'mock/**/*.test.ts',
        'scripts/**/*.test.ts',
        'test/integration/**/*.test.{ts,tsx}',
      ],
      setupFiles: ['test/setup.ts'],
      globalSetup: ['test/global-setup.ts'],
      env: { MOCK_TEST_PORT: String(port) },
      testTimeout: 15_000,
    },
  };
});
