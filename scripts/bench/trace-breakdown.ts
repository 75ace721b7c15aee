// The start-up breakdown: a Chromium trace of one page load cut into the main thread's tasks,
// each task's time split by kind (evaluating a chunk, running code: React's render and commit, style,
// layout, paint, HTML, CSS, compile, GC) and its JavaScript by file (from the trace's CPU samples). Time is
// the thread's CPU time (`tdur`), so that a busy machine's waiting is not counted; multiplied by the bench's
// calibrated slowdown it estimates what Lighthouse's simulation makes of each task.
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; [k: string]: unknown };
}

/** What a piece of a task's time was spent on. */
export type Kind = 'evaluate' | 'run' | 'compile' | 'style' | 'css' | 'layout' | 'paint' | 'html' | 'gc' | 'other';

export interface TaskBreakdown {
  /** Start, ms after the navigation started (wall clock). */
  atMs: number;
  /** The thread's CPU time of the task, ms. */
  cpuMs: number;
  /** By kind, ms of CPU time. */
  kinds: Partial<Record<Kind, number>>;
  /** JavaScript (evaluate and run) by file, ms of CPU time (from CPU samples, in proportion). */
  files: Record<string, number>;
  /** The same by function (the sampled frame's own time: `file name:line`), for `--functions`. */
  functions: Record<string, number>;
  /** Run code (not evaluation) that is React's scheduler or a commit: the task was started by React's scheduler (a message) or a microtask. */
  cause: string;
  /** A script with no address evaluated: the test driver's own (Playwright's injected script), not the page's. */
  driver: boolean;
}

export interface PageBreakdown {
  fcpMs: number | null;
  tasks: TaskBreakdown[];
}

const KIND_OF: Record<string, Kind> = {
  EvaluateScript: 'evaluate',
  'v8.evaluateModule': 'evaluate',
  FunctionCall: 'run',
  'v8.callFunction': 'run',
  RunMicrotasks: 'run',
  TimerFire: 'run',
  EventDispatch: 'run',
  FireAnimationFrame: 'run',
  FireIdleCallback: 'run',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.produceModuleCache': 'compile',
  'v8.produceCache': 'compile',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'css',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  PaintImage: 'paint',
  'Decode Image': 'paint',
  ParseHTML: 'html',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  'BlinkGC.AtomicPhase': 'gc',
};

/** A script URL as a short file name: `/assets/shared-start-Bne5qNw9.js` → `shared-start`; the document → `html`. */
export function fileLabel(url: string): string {
  if (!url) return '(native)';
  const path = url.replace(/^[a-z]+:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
  if (path === '/' || path === '') return 'inline';
  const base = path.split('/').pop() ?? path;
  return base.replace(/-[A-Za-z0-9_-]{8}\.js$/, '').replace(/\.js$/, '');
}

/** The renderer main thread that loaded `origin` (the one of its renderers with the most task time). */
function mainThread(events: TraceEvent[], origin: string): { pid: number; tid: number } | null {
  const loaders = new Set(
    events
      .filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const total = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && loaders.has(`${e.pid}:${e.tid}`))
      total.set(`${e.pid}:${e.tid}`, (total.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const best = [...total].sort((a, b) => b[1] - a[1])[0];
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number) as [number, number];
  return { pid, tid };
}

/** CPU samples of the main thread: time, the script URL of the sampled frame and its function. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): { ts: number; url: string; fn: string }[] {
  const out: { ts: number; url: string; fn: string }[] = [];
  const nodes = new Map<number, { url: string; fn: string }>();
  let ts = 0;
  // The profile is the main thread's; its chunks come from the sampling thread, with the profile's id.
  let id: unknown = null;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.tid === tid) {
      id = (e as { id?: unknown }).id;
      ts = Number((e.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
    }
    if (e.name !== 'ProfileChunk' || (e as { id?: unknown }).id !== id) continue;
    const data = e.args?.data as
      | {
          cpuProfile?: {
            nodes?: { id: number; callFrame: { url?: string; functionName?: string; lineNumber?: number } }[];
            samples?: number[];
          };
          timeDeltas?: number[];
        }
      | undefined;
    for (const { id, callFrame: f } of data?.cpuProfile?.nodes ?? [])
      nodes.set(id, { url: f.url ?? '', fn: `${f.functionName || '(anonymous)'}:${f.lineNumber ?? 0}` });
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const node = nodes.get(id);
      out.push({ ts, url: node?.url ?? '', fn: node?.fn ?? '' });
    });
  }
  return out.sort((a, b) => a.ts - b.ts);
}

/**
 * The page's main-thread tasks of at least `minCpuMs` of CPU time, each broken down, from a trace
 * recorded with the devtools.timeline, toplevel, v8.execute, loading and v8.cpu_profiler categories.
 */
export function breakdown(events: TraceEvent[], origin: string, minCpuMs: number): PageBreakdown {
  const main = mainThread(events, origin);
  if (!main) return { fcpMs: null, tasks: [] };
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // The last navigation of the page's own document (not an empty one's, which frames start with).
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.pid === main.pid &&
        String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin),
    )
    .sort((a, b) => b.ts - a.ts)[0];
  const nav = navigation?.ts ?? own[0]?.ts ?? 0;
  const navId = navigation?.args?.data?.navigationId;
  const fcp = events.find(
    (e) =>
      e.name === 'firstContentfulPaint' && e.pid === main.pid && (e.args?.data?.navigationId === navId || e.ts >= nav),
  );
  const samples = samplesOf(events, main.pid, main.tid);
  const tasks: TaskBreakdown[] = [];
  const top = own.filter((e) => e.name === 'RunTask');
  let i = 0;
  for (const task of top) {
    const end = task.ts + (task.dur ?? 0);
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    if (cpuMs < minCpuMs || task.ts < nav) continue;
    // The task's events, nested: each known event's self time (its duration less its known children's).
    while (i < own.length && (own[i] as TraceEvent).ts < task.ts) i++;
    const inside = [];
    for (let j = i; j < own.length && (own[j] as TraceEvent).ts < end; j++)
      if (own[j] !== task) inside.push(own[j] as TraceEvent);
    const known = inside.filter((e) => KIND_OF[e.name]);
    const kinds: Partial<Record<Kind, number>> = {};
    const stack: TraceEvent[] = [];
    const selfOf = new Map<TraceEvent, number>();
    for (const e of known) {
      while (
        stack.length &&
        (stack[stack.length - 1] as TraceEvent).ts + ((stack[stack.length - 1] as TraceEvent).dur ?? 0) <= e.ts
      )
        stack.pop();
      selfOf.set(e, (e.dur ?? 0) + (selfOf.get(e) ?? 0));
      const parent = stack[stack.length - 1];
      if (parent) selfOf.set(parent, (selfOf.get(parent) ?? 0) - (e.dur ?? 0));
      // A run inside an evaluation (a module's top level calling code) stays the evaluation's.
      const kind = KIND_OF[e.name] as Kind;
      const underEval = stack.some((s) => KIND_OF[s.name] === 'evaluate');
      (e as TraceEvent & { kind?: Kind }).kind = kind === 'run' && underEval ? 'evaluate' : kind;
      stack.push(e);
    }
    let counted = 0;
    for (const e of known) {
      const ms = Math.max(0, selfOf.get(e) ?? 0) / 1000;
      const kind = (e as TraceEvent & { kind: Kind }).kind;
      kinds[kind] = (kinds[kind] ?? 0) + ms;
      counted += ms;
    }
    // Wall time to CPU time, in proportion (a loaded machine's waits spread over every kind).
    const wallMs = (task.dur ?? 0) / 1000;
    kinds.other = Math.max(0, wallMs - counted);
    const scale = wallMs > 0 ? cpuMs / wallMs : 1;
    for (const k of Object.keys(kinds) as Kind[]) kinds[k] = (kinds[k] ?? 0) * scale;
    const js = samples.filter((s) => s.ts >= task.ts && s.ts < end && s.url);
    const files: Record<string, number> = {};
    const jsMs = (kinds.evaluate ?? 0) + (kinds.run ?? 0);
    const functions: Record<string, number> = {};
    for (const s of js) {
      files[fileLabel(s.url)] = (files[fileLabel(s.url)] ?? 0) + jsMs / js.length;
      const fn = `${fileLabel(s.url)} ${s.fn}`;
      functions[fn] = (functions[fn] ?? 0) + jsMs / js.length;
    }
    // What started the task: the first event that says (a script, a function of a file, an event, a timer, microtasks).
    const first = known.find(
      (e) => e.name !== 'v8.callFunction' && (KIND_OF[e.name] === 'run' || KIND_OF[e.name] === 'evaluate'),
    );
    const data = first?.args?.data as { url?: string; functionName?: string; type?: string } | undefined;
    const cause = first
      ? `${first.name}${data?.url ? ` ${fileLabel(data.url)}` : ''}${data?.functionName ? `:${data.functionName}` : ''}${data?.type ? ` ${data.type}` : ''}`
      : ([...inside].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0]?.name ?? '');
    const driver = first?.name === 'EvaluateScript' && !data;
    tasks.push({
      atMs: (task.ts - nav) / 1000,
      cpuMs,
      kinds,
      files,
      functions,
      cause: driver ? 'the test driver (Playwright)' : cause,
      driver,
    });
  }
  return { fcpMs: fcp ? (fcp.ts - nav) / 1000 : null, tasks };
}

/** Lighthouse's blocking time of tasks `slowdown` times longer: what each beyond 50 ms adds, after the first contentful paint. */
export function blockingMs(page: PageBreakdown, slowdown: number): number {
  const from = page.fcpMs ?? 0;
  return page.tasks
    .filter((t) => t.atMs >= from && !t.driver)
    .reduce((sum, t) => sum + Math.max(0, t.cpuMs * slowdown - 50), 0);
}
