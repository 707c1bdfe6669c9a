// kartenregeln site: the Web Worker that runs the table's room logic in Python
// (Pyodide, CPython in WebAssembly, from this folder: nothing comes from another host).
// The page sends {id, op, ...}; the answer is Python's (kartenregeln.web.local.Worker)
// with the same id. When the room's clock is due, the worker steps it by itself and
// sends {id: null, op: "step", messages, save, ms}.
import { loadPyodide } from "../../pyodide/pyodide.mjs";

const base = new URL("../../", import.meta.url);
let handle = null, timer = null;
const queue = [];

function answer(id, op, text, ms) {
  const out = JSON.parse(text);
  out.id = id; out.op = op; out.ms = ms;
  clearTimeout(timer);
  if (out.due_in !== null && out.due_in !== undefined)
    timer = setTimeout(step, Math.max(0, out.due_in * 1000) + 5);
  return out;
}
function call(id, req) {
  const t0 = performance.now();
  const text = handle(JSON.stringify(req));
  return answer(id, req.op, text, performance.now() - t0);
}
function step() {
  const out = call(null, {op: "step"});
  if ((out.messages && out.messages.length) || out.error) postMessage(out);
}

async function boot() {
  const t0 = performance.now();
  const py = await loadPyodide({indexURL: new URL("pyodide/", base).href});
  const site = await (await fetch(new URL("site.json", base))).json();
  for (const wheel of site.wheels) {
    const data = await (await fetch(new URL(wheel, base))).arrayBuffer();
    py.unpackArchive(data, "wheel");
  }
  py.runPython("from kartenregeln.web.local import Worker\nworker = Worker()");
  handle = py.globals.get("worker").handle;
  const backend = py.runPython("import kartenregeln.bots as b; b.solver_backend()");
  postMessage({id: null, op: "loaded", ms: performance.now() - t0, backend: backend,
               version: site.kartenregeln, pyodide: site.pyodide});
  while (queue.length) { const m = queue.shift(); postMessage(call(m.id, m)); }
}

onmessage = ev => {
  const m = ev.data;
  if (!handle) queue.push(m);
  else postMessage(call(m.id, m));
};
boot().catch(e => postMessage({id: null, op: "failed", error: String(e && e.stack || e)}));
