// kartenregeln site: the table page without a server. The room logic runs in Python in
// a Web Worker (worker.mjs); this script gives table.js a socket that talks to it
// (KR.socket), keeps the match in the browser's storage, and runs the panel: a new
// match, the analysis of a pasted game, the Bestenliste.
"use strict";
(function () {
  const lang = KR.lang();
  const W = {
    de: {title: "Spielen ohne Server", loading: "Python wird geladen …", ready: "Bereit: kartenregeln {v} in Python im Browser, Löser: {b}.",
         name: "Dein Name", game: "Spiel", players: "Spieler", rounds: "Runden (leer: alle acht)",
         games: "Spiele pro Partie", computer: "Computer", random: "zufällig", heuristic: "mittel", search: "stark",
         clock: "Bedenkzeit (Sekunden)", delay: "Computer wartet (Sekunden)", start: "Spiel beginnen",
         analysis: "Analyse einer Partie", paste: "Eine openschafkopf-Zeile oder ein NetSchafkopf-Protokoll einfügen:",
         analyse: "Analysieren", working: "Der Löser rechnet …", best: "Bestenliste", failed: "Python konnte nicht geladen werden: ",
         place: "Name", points: "Punkte", matches: "Partien", wins: "Siege", people: "Personen", computers: "Computer",
         full: "Der Speicher des Browsers ist voll: die Partie geht weiter, wird aber nicht mehr gespeichert.",
         none: "Noch keine beendete Partie.", period: "Zeitraum", today: "Heute", month: "Dieser Monat", all: "Gesamt", running: "Eine Partie läuft. Neue Partie: die laufende wird aufgegeben."},
    en: {title: "Play without a server", loading: "Loading Python …", ready: "Ready: kartenregeln {v} in Python in the browser, solver: {b}.",
         name: "Your name", game: "Game", players: "Players", rounds: "Rounds (empty: all eight)",
         games: "Games per match", computer: "Computer", random: "random", heuristic: "heuristic", search: "search",
         clock: "Bedenkzeit (seconds)", delay: "Computer waits (seconds)", start: "Start the match",
         analysis: "Analyse a game", paste: "Paste an openschafkopf line or a NetSchafkopf protocol:",
         analyse: "Analyse", working: "The solver is thinking …", best: "Leaderboard", failed: "Python could not be loaded: ",
         place: "Name", points: "Points", matches: "Matches", wins: "Wins", people: "People", computers: "Computer",
         full: "The browser's storage is full: the match goes on but is no longer saved.",
         none: "No finished match yet.", period: "Period", today: "Today", month: "This month", all: "All time", running: "A match is running. A new match gives it up."},
  }[lang];
  // each folder keeps its own match and tokens: two folders on one origin (two project
  // pages of one GitHub account, say) do not see each other's games
  KR.scope = location.pathname.replace(/[^/]*$/, "");
  const STORE = "kr-site-db:" + KR.scope;
  const $ = id => document.getElementById(id);
  const worker = new Worker(new URL("static/site/worker.mjs", document.baseURI), {type: "module"});
  const pending = new Map();
  let nextId = 1, socket = null, active = false;
  // what the benchmark and the tests read: load time, each computer step's time
  const stats = window.KR_SITE = {loadedMs: null, startMs: performance.now(), firstHandMs: null, steps: [], backend: null};

  function request(op, body) {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, {resolve, reject});
      worker.postMessage(Object.assign({id: id, op: op, lang: lang}, body || {}));
    });
  }
  function save(out) {
    if (!out.save) return;
    try { localStorage.setItem(STORE, out.save); } catch (e) {  // full: the match goes on, unsaved
      $("site-status").textContent = W.full;
    }
  }
  function deliver(messages) {
    if (!socket || !messages) return;
    for (const m of messages) {
      if (m.type === "state" && stats.firstHandMs === null && m.state.view && m.state.view.hand && m.state.view.hand.length)
        stats.firstHandMs = performance.now() - stats.startMs;
      if (socket.onmessage) socket.onmessage({data: JSON.stringify(m)});
    }
  }
  worker.onmessage = ev => {
    const out = ev.data;
    if (out.op === "loaded") {
      stats.loadedMs = out.ms; stats.backend = out.backend;
      $("site-status").textContent = W.ready.replace("{v}", out.version).replace("{b}", out.backend);
      document.body.dataset.site = "ready";
      return;
    }
    if (out.op === "failed") { $("site-status").textContent = W.failed + out.error; document.body.dataset.site = "failed"; return; }
    save(out);
    if (out.id === null) {  // the room's clock stepped: the computer players, the clocks
      if (out.messages && out.messages.length) stats.steps.push(out.ms);
      deliver(out.messages);
      return;
    }
    const p = pending.get(out.id);
    pending.delete(out.id);
    if (!p) return;
    if (out.error) p.reject(new Error(out.error)); else p.resolve(out);
  };

  // -- the socket table.js talks to --------------------------------------------------------
  class LocalSocket {
    constructor() { this.readyState = 0; this.onopen = this.onmessage = this.onclose = null; }
    open() {
      this.readyState = 1;
      if (this.onopen) this.onopen();
      request("connect").then(out => deliver(out.messages)).catch(e => $("error").textContent = e.message);
    }
    send(text) {
      if (this.readyState !== 1) return;
      request("message", {text: text}).then(out => deliver(out.messages)).catch(e => $("error").textContent = e.message);
    }
    close() { this.readyState = 3; }
  }
  KR.socket = () => {
    socket = new LocalSocket();
    if (active) setTimeout(() => socket.open(), 0);
    return socket;
  };
  // the words of the French deck: drawn at build time, one file per language
  const fetchFromServer = window.fetch.bind(window);
  window.fetch = (url, options) => {
    const path = String(url);
    if (path.startsWith("/api/deck")) return fetchFromServer(`deck-${lang}.json`);
    return fetchFromServer(url, options);
  };
  // the record: from the worker, as a download
  document.addEventListener("click", ev => {
    const a = ev.target.closest && ev.target.closest("#record");
    if (!a) return;
    ev.preventDefault();
    request("record").then(out => {
      const link = document.createElement("a");
      link.href = URL.createObjectURL(new Blob([out.text], {type: "application/json"}));
      link.download = "kartenregeln-match.json";
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    }).catch(e => { $("error").textContent = e.message; });
  }, true);

  // -- the panel ---------------------------------------------------------------------------
  document.querySelectorAll("#site [data-s]").forEach(e => { e.textContent = W[e.dataset.s]; });
  $("site-name").value = localStorage.getItem("kr-name") || "";
  function showForm(show) { $("site-new").classList.toggle("hidden", !show); }
  // the games as each describes itself (from the worker, as the served lobby has them):
  // seat counts, match lengths per seat count, numbered rounds; no game is named here
  let GAMES = {};
  function fill(select, values, prefer) {  // the options, keeping the value chosen if still one
    const old = select.value;
    select.replaceChildren(...values.map(v => KR.el("option", {value: String(v), text: String(v)})));
    const keep = values.map(String).includes(old);
    select.value = keep ? old : String(values.includes(prefer) ? prefer : values[0]);
  }
  function setGames(list) {
    GAMES = Object.fromEntries(list.map(g => [g.name, g]));
    for (const id of ["site-game", "site-best-game"])
      $(id).replaceChildren(...list.map(g => KR.el("option", {value: g.name, text: g.title})));
    update();
  }
  function update() {
    const desc = GAMES[$("site-game").value];
    if (!desc) return;
    fill($("site-players"), desc.seats, 4);
    const lengths = desc.lengths[$("site-players").value] || [];
    fill($("site-games"), lengths, 8);
    const show = {"site-opt-seats": desc.seats.length > 1, "site-opt-rounds": desc.rounds,
                  "site-opt-lengths": lengths.length > 0};
    for (const [cls, on] of Object.entries(show))
      document.querySelectorAll("." + cls).forEach(e => e.classList.toggle("hidden", !on));
  }
  $("site-game").addEventListener("change", update);
  $("site-players").addEventListener("change", update);
  $("site-new").addEventListener("submit", async ev => {
    ev.preventDefault();
    $("site-error").textContent = "";
    const game = $("site-game").value;
    const desc = GAMES[game];
    const players = Number($("site-players").value);
    const form = {game: game, players: players, clock: $("site-clock").value ? Number($("site-clock").value) : null,
                  seats: ["person"].concat(Array(players - 1).fill($("site-strength").value)),
                  standin: $("site-strength").value, computer_delay: Number($("site-delay").value)};
    if (desc.rounds) {
      const r = $("site-rounds").value.trim();
      if (r) form.rounds = r.split(/[ ,]+/).filter(Boolean).map(Number);
    }
    if ((desc.lengths[String(players)] || []).length) form.games = Number($("site-games").value);
    localStorage.setItem("kr-name", $("site-name").value);
    try {
      const out = await request("new", {form: form, name: $("site-name").value});
      save(out);
      $("site-best-game").value = game;
      if (active) { location.hash = ""; location.reload(); return; }  // a fresh page for the new match
      active = true;
      showForm(false);
      if (socket) socket.open();
    } catch (e) { $("site-error").textContent = e.message; }
  });
  function showNew() {
    if (location.hash === "#new") {
      showForm(true);
      if (active) $("site-error").textContent = W.running;
    }
  }
  window.addEventListener("hashchange", () => { showNew(); if (location.hash === "#bestenliste") openBest(); });

  $("site-analyse").addEventListener("click", async () => {
    $("site-analysis-state").textContent = W.working;
    $("site-analysis-out").classList.add("hidden");
    try {
      const out = await request("analyse", {text: $("site-record").value});
      $("site-analysis-out").srcdoc = out.html;
      $("site-analysis-out").classList.remove("hidden");
      $("site-analysis-state").textContent = "";
    } catch (e) { $("site-analysis-state").textContent = e.message; }
  });

  async function openBest() {
    $("site-best").open = true;
    const out = await request("bestenliste", {period: $("site-period").value, game: $("site-best-game").value});
    const el = KR.el;
    const table = (caption, rows) => el("table", {class: "final"}, el("caption", {text: caption}),
      el("thead", {}, el("tr", {}, ...[W.place, W.points, W.matches, W.wins].map(h => el("th", {scope: "col", text: h})))),
      el("tbody", {}, ...rows.map(r => el("tr", {}, el("th", {scope: "row", text: r.name}),
        el("td", {text: String(r.points)}), el("td", {text: String(r.matches)}), el("td", {text: String(r.wins)})))));
    $("site-best-table").replaceChildren(...(out.people.length || out.computers.length
      ? [table(W.people, out.people), table(W.computers, out.computers)] : [el("p", {text: W.none})]));
  }
  $("site-best").addEventListener("toggle", () => { if ($("site-best").open) openBest(); });
  $("site-period").addEventListener("change", openBest);
  $("site-best-game").addEventListener("change", openBest);

  // -- start: the stored match, if any ---------------------------------------------------------
  request("games").then(out => setGames(out.games)).catch(e => { $("site-error").textContent = e.message; });
  request("boot", {saved: localStorage.getItem(STORE)}).then(out => {
    active = out.active;
    showForm(!active);
    showNew();
    if (location.hash === "#bestenliste") openBest();
    if (active && socket) socket.open();
  }).catch(e => {
    // the stored bytes are not a match this version reads: start afresh, keep them aside
    localStorage.setItem(STORE + "-unreadable", localStorage.getItem(STORE) || "");
    localStorage.removeItem(STORE);
    $("site-error").textContent = e.message;
    showForm(true);
  });
})();
