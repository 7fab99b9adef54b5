/**
 * A pool of worker threads that render PDFs (issue 29: a 1000-parcel docket's invoices rendered
 * and zipped cold in under 5 s on a 2-core machine).
 *
 * Why: rendering is CPU-bound JavaScript on one thread. Profiled cold on 1000 invoices (`node
 * --cpu-prof bench/documents-tools.ts zip 1000`), almost all of the time is pdfmake/pdfkit laying
 * out and writing pages and fontkit/restructure writing each document's font subset, plus the
 * garbage they leave; the DB reads, the zip (stored entries) and the storage writes are a few
 * percent. So the only way under 5 s is more cores: one thread per available core, each with
 * its own renderPdf (fonts read and parsed once per thread, render.ts).
 *
 * How: a definition is plain data (common.ts), so it is structured-cloned to a thread; the PDF
 * comes back with its buffer transferred. Tasks queue in the pool and each idle thread takes the
 * next, so several jobs (the documents queue runs two) share the same cores instead of each
 * starting threads of its own. The caller bounds what is in flight (generate.ts keeps
 * 2 × size renders ahead and adds them to the zip in order), so memory stays flat however big
 * the docket. Idle threads are unref'd: a pool never keeps a process (or a test run) alive, and
 * its owner's close() ends them on shutdown (the workers' stop()).
 *
 * The same bytes: a PDF rendered in a thread equals the one rendered in process byte for byte
 * (documents-pool.test.ts); the creation date is the docket's (common.ts docInfo), not the clock's.
 *
 * Where there is no thread script (a bundle built without it) or one core, rendering stays in
 * process (renderPdf).
 *
 * Measured (bench/documents-tools.ts zip 1000, cold, this 2-core machine shared with other work
 * at a load of 8-12, so wall times are what was left to us): in process 23.3 / 27.1 / 26.6 s
 * wall, 10.9-11.3 CPU-seconds; on the pool, in runs alternating with those, 14.0 / 18.7 / 21.3 s
 * wall, 10.9-11.0 CPU-seconds (the threads cost no extra CPU). With the font-subset savings of
 * font-encoding.ts: 8.3-9.0 CPU-seconds, 12.0 s wall median at load 8-12 (bench/documents.mjs);
 * at a load of 3.8 the pool ran 6.0 s wall on 10.1 CPU-seconds.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DocDefinition } from './common';
import { renderPdf } from './render';

interface Task {
  id: number;
  def: DocDefinition;
  resolve(pdf: Buffer): void;
  reject(err: Error): void;
}

interface Thread {
  worker: Worker;
  task: Task | null;
}

type Answer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * How to start a thread: the thread script beside this module, the .js of a bundle, or under
 * tsx/vitest the .ts source through tsx's loader (Node 20 does not apply a parent's `--import
 * tsx` to a worker's entry, so the thread registers it itself before importing the source).
 */
function threadStarter(): (() => Worker) | null {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = new URL(fromSource ? './render-thread.ts' : './render-thread.js', import.meta.url);
  if (!existsSync(fileURLToPath(file))) return null;
  if (!fromSource) return () => new Worker(file);
  const boot = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(file.href)}); })`;
  return () => new Worker(boot, { eval: true });
}

export class RenderPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Task[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    readonly size: number,
    private readonly startThread: () => Worker,
  ) {}

  render(def: DocDefinition): Promise<Buffer> {
    if (this.closed) return renderPdf(def);
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: ++this.nextId, def, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every thread; a task still queued or running is refused. */
  async close(): Promise<void> {
    this.closed = true;
    const gone = new Error('render pool closed');
    for (const t of this.queue.splice(0)) t.reject(gone);
    await Promise.all(
      this.threads.splice(0).map((t) => {
        t.task?.reject(gone);
        return t.worker.terminate();
      }),
    );
  }

  private dispatch() {
    while (this.queue.length) {
      let thread = this.threads.find((t) => t.task === null);
      if (!thread && this.threads.length < this.size) thread = this.start();
      if (!thread) return;
      const task = this.queue.shift()!;
      thread.task = task;
      thread.worker.ref();
      try {
        thread.worker.postMessage({ id: task.id, def: task.def });
      } catch {
        // Not plain data after all (a function in a definition): rendered here instead.
        thread.task = null;
        thread.worker.unref();
        renderPdf(task.def).then(task.resolve, task.reject);
      }
    }
  }

  private start(): Thread {
    const worker = this.startThread();
    const thread: Thread = { worker, task: null };
    worker.unref();
    worker.on('message', (a: Answer) => {
      const task = thread.task;
      if (!task || task.id !== a.id) return;
      thread.task = null;
      worker.unref();
      if ('error' in a) task.reject(new Error(a.error));
      else task.resolve(Buffer.from(a.pdf.buffer, a.pdf.byteOffset, a.pdf.byteLength));
      this.dispatch();
    });
    // A thread that dies takes only its own task down; the next task starts a new thread.
    const lost = (err: Error) => {
      const i = this.threads.indexOf(thread);
      if (i < 0) return;
      this.threads.splice(i, 1);
      thread.task?.reject(err);
      thread.task = null;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`render thread exited (${code})`)));
    this.threads.push(thread);
    return thread;
  }
}

/**
 * A pool for one composition (the workers' context; a bench or a test): no thread starts until
 * the first render. Null where there is one core or no thread script: rendering stays in process.
 * Its owner closes it on shutdown; nothing here is process-wide, so two contexts in one process
 * (tests) never share or close each other's threads.
 */
export function createRenderPool(): RenderPool | null {
  const size = os.availableParallelism();
  const start = size > 1 ? threadStarter() : null;
  return start ? new RenderPool(size, start) : null;
}
