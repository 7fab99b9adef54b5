/**
 * One thread of the render pool (render-pool.ts): renders the definitions it is sent with the same
 * renderPdf as the main thread, so its fonts are read and parsed once per thread, and answers the
 * PDF bytes, their buffer moved (transferred) rather than copied.
 */
import { parentPort } from 'node:worker_threads';
import type { DocDefinition } from './common';
import { renderPdf } from './render';

interface Ask {
  id: number;
  def: DocDefinition;
}

const port = parentPort;
if (!port) throw new Error('render-thread runs as a worker thread of the render pool');

port.on('message', ({ id, def }: Ask) => {
  renderPdf(def).then(
    (pdf) => {
      // pdfmake's buffer is its own (a concat of the pages): moved whole when it spans its
      // ArrayBuffer, else copied, so no other bytes of a shared slab leave the thread.
      const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
      const bytes = own ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
      port.postMessage({ id, pdf: bytes }, [bytes.buffer as ArrayBuffer]);
    },
    (err: Error) => port.postMessage({ id, error: err.message ?? String(err) }),
  );
});
