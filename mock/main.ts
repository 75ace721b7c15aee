// `npm run mock`: the mock backend alone (default http://127.0.0.1:3000), for a client built elsewhere.
import { demoAccountsBanner, startServer } from './server';

const running = await startServer({ port: Number(process.env.PORT) || 3000, host: process.env.HOST || '127.0.0.1' });
console.log(`Qihuo mock backend on ${running.url}\n${demoAccountsBanner()}`);
