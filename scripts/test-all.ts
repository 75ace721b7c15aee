// `npm test`: every check the CI runs, each step timed. The two cores of these machines are kept busy: the type
// check, the lint (ESLint and Prettier's check, two steps: each keeps one core for a minute or more) and the build
// start at once, and so do the integration tests, one file at a time (they share a mock); the unit tests and the
// time-zone runs start when the type check and the build have passed (about 15 s), beside the lint; the end-to-end
// tests, which use both cores themselves, when everything else has. A step whose
// steps before it failed is not started (like a chain of `&&`); the output of each is printed whole as it ends, and
// the times at the end.
import { spawn } from 'node:child_process';

interface Step {
  script: string;
  code: number;
  seconds: number;
}

function run(script: string, buffered: boolean): Promise<Step & { output: string }> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => {
      const step = { script, code: code ?? 1, seconds: (performance.now() - started) / 1000, output };
      if (buffered) process.stdout.write(output);
      done(step);
    });
  });
}

/** Each step starts once the steps it waits for have passed. */
const STEPS: { script: string; after: string[] }[] = [
  { script: 'typecheck', after: [] },
  { script: 'lint:code', after: [] },
  { script: 'lint:format', after: [] },
  { script: 'build:dist', after: [] },
  { script: 'test:integration', after: [] },
  { script: 'test:unit', after: ['typecheck', 'build:dist'] },
  { script: 'test:tz', after: ['typecheck', 'build:dist'] },
  {
    script: 'e2e',
    after: ['typecheck', 'lint:code', 'lint:format', 'build:dist', 'test:integration', 'test:unit', 'test:tz'],
  },
];
const done: Step[] = [];
const started = performance.now();
const ended = new Map<string, Promise<Step | null>>();
for (const { script, after } of STEPS) {
  ended.set(
    script,
    Promise.all(after.map((a) => ended.get(a))).then(async (before) => {
      if (before.some((b) => b?.code !== 0)) return null;
      const step = await run(script, script !== 'e2e');
      done.push(step);
      return step;
    }),
  );
}
await Promise.all(ended.values());
const total = (performance.now() - started) / 1000;
console.log('\nnpm test, seconds per step, in the order they ended:');
for (const s of done)
  console.log(
    `  ${s.script.padEnd(16)} ${s.seconds.toFixed(1).padStart(7)}${s.code === 0 ? '' : `  FAILED (exit ${s.code})`}`,
  );
console.log(`  ${'total'.padEnd(16)} ${total.toFixed(1).padStart(7)}`);
process.exitCode = done.find((s) => s.code !== 0)?.code ?? (done.length === STEPS.length ? 0 : 1);
