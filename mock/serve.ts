// `npm run serve`: the built app (dist/) and the mock backend on one port, production-like.
import { existsSync } from 'node:fs';
import { demoAccountsBanner, startServer } from './server';

if (!existsSync('dist/index.html')) {
  console.error('dist/ has no build: run `npm run build` first.');
  process.exit(1);
}
const running = await startServer({
  port: Number(process.env.PORT) || 4173,
  host: process.env.HOST || '127.0.0.1',
  staticDir: 'dist',
});
console.log(`Qihuo (built) on ${running.url}/\n${demoAccountsBanner()}`);
