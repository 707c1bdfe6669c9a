// The rules from JavaScript, without a Python server: kartenregeln in Pyodide (CPython in
// WebAssembly), loaded from a folder `kartenregeln site OUT` wrote (its Pyodide runtime
// and wheels). Run with Node: `node examples/js/rules.mjs OUT`. In a browser the same
// calls work; read the files with fetch() instead of readFile (docs/web.md).
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import path from "node:path";

const site = path.resolve(process.argv[2] || "site");
const { loadPyodide } = await import(pathToFileURL(path.join(site, "pyodide", "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: path.join(site, "pyodide") + path.sep });
const { wheels } = JSON.parse(await readFile(path.join(site, "site.json"), "utf8"));
for (const wheel of wheels) py.unpackArchive(new Uint8Array(await readFile(path.join(site, wheel))), "wheel");

// One Python function, JSON text in and out: the only values that cross into JavaScript.
py.runPython(`
import json
from kartenregeln import schafkopf as sk

def check(request: str) -> str:
    r = json.loads(request)
    view = sk.View.build(sk.Rules(), seat=r["seat"], hand=r["hand"], game=r["game"],
                         declarer=r["declarer"], dealer=r["dealer"], trick=r["trick"])
    return json.dumps({
        "legal": [str(a) for a in view.legal_actions],
        "why": {card: view.why_illegal(card) for card in r["ask"]},
        "view": view.to_json(),  # the wire form: type "schafkopf.view", version 1
    })
`);
const check = py.globals.get("check");

const answer = JSON.parse(check(JSON.stringify({
  seat: 2, hand: "EO GU HA HZ E9 SA SK S7", game: "rufspiel eichel", declarer: 3, dealer: 0,
  trick: "EA", ask: ["HA", "E9"],
})));
console.log("legal:", answer.legal.join(" "));      // legal: E9
console.log("HA:", answer.why.HA);                  // HA: seat 2 must follow Acorns
console.log("E9:", answer.why.E9);                  // E9: null (it is legal)
console.log("wire:", answer.view.type, answer.view.version, answer.view.legal_actions.join(" "));
check.destroy();
