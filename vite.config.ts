// Vite: the React app, the `@/` alias, and the mock backend mounted on the dev and preview servers.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { createMock } from './mock/app';
import { demoAccountsBanner } from './mock/server';

function mockBackend(): Plugin {
  return {
    name: 'qihuo-mock-backend',
    configureServer(server) {
      const mock = createMock();
      server.middlewares.use((req, res, next) => mock.handle(req, res, next));
      server.httpServer?.once('listening', () => setTimeout(() => console.log(`\n${demoAccountsBanner()}\n`), 50));
    },
    configurePreviewServer(server) {
      const mock = createMock();
      server.middlewares.use((req, res, next) => mock.handle(req, res, next));
    },
  };
}

export default defineConfig({
  plugins: [react(), mockBackend()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.PORT) || 5173, host: process.env.HOST || '127.0.0.1', strictPort: true },
  preview: { port: Number(process.env.PORT) || 4173, host: process.env.HOST || '127.0.0.1', strictPort: true },
  build: { target: 'es2020', sourcemap: false },
});
