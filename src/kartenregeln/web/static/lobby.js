// The lobby: create a table, see the open tables, join one.
"use strict";
(function () {
  const lang = KR.lang();
  const T = {
    de: {title: "kartenregeln – Tische", new_table: "Neuer Tisch", your_name: "Dein Name", game: "Spiel",
         players: "Spieler", rules: "Regeln", rounds: "Runden (leer: alle acht)", games: "Spiele pro Partie",
         clock: "Bedenkzeit (Sekunden)", seats: "Plätze", standin: "Computer für leere Plätze",
         create: "Tisch eröffnen", open_tables: "Offene Tische", seat: "Sitz", person: "Person",
         join: "Zum Tisch", none: "Noch keine Tische.", free: "frei", lang: "Sprache", waiting: "wartet",
         playing: "läuft", abrechnung: "Abrechnung", over: "beendet", record: "Spielbericht",
         standard: "Standard", sauspiel: "Sauspiel (20/50/10, Klopfen)", play_out: "Runden 3 und 4 ausspielen",
         one_card: "Runde 7: eine Karte pro Zug", best: "Bestenliste", random: "zufällig", heuristic: "mittel",
         search: "stark", computer: "Computer", done_tables: "Beendete Partien", none_done: "Noch keine beendete Partie.",
         none_open: "Kein offener Tisch.", game_of: "Spiel {n} von {t}", round_of: "Runde {n} von {t}"},
    en: {title: "kartenregeln – tables", new_table: "New table", your_name: "Your name", game: "Game",
         players: "Players", rules: "Rules", rounds: "Rounds (empty: all eight)", games: "Games per match",
         clock: "Bedenkzeit (seconds)", seats: "Seats", standin: "Computer for empty seats",
         create: "Open the table", open_tables: "Open tables", seat: "Seat", person: "person",
         join: "Go to table", none: "No tables yet.", free: "free", lang: "Language", waiting: "waiting",
         playing: "playing", abrechnung: "Abrechnung", over: "finished", record: "record",
         standard: "Standard", sauspiel: "Sauspiel (20/50/10, Klopfen)", play_out: "Play rounds 3 and 4 out",
         one_card: "Round 7: one card per turn", best: "Leaderboard", random: "random", heuristic: "heuristic",
         search: "search", computer: "Computer", done_tables: "Finished matches", none_done: "No finished match yet.",
         none_open: "No open table.", game_of: "game {n} of {t}", round_of: "round {n} of {t}"},
  }[lang];
  document.documentElement.lang = lang;
  KR.applyDesign();
  document.title = T.title;
  document.getElementById("title").textContent = T.title;
  document.getElementById("lang-label").textContent = T.lang;
  document.querySelectorAll("[data-t]").forEach(e => { e.textContent = T[e.dataset.t]; });
  const $ = id => document.getElementById(id);
  $("lang").value = lang;
  $("lang").addEventListener("change", e => KR.setLang(e.target.value));
  $("name").value = localStorage.getItem("kr-name") || "";
  // what each game offers, as the game describes it (the server writes it into the page):
  // its title, seat counts, rule presets, match lengths per seat count, numbered rounds
  const GAMES = Object.fromEntries(JSON.parse($("games-data").textContent).map(g => [g.name, g]));
  const chosen = $("game").value;
  $("game").replaceChildren(...Object.values(GAMES).map(g => KR.el("option", {value: g.name, text: g.title})));
  if (GAMES[chosen]) $("game").value = chosen;
  const hasLengths = g => Object.keys(g.lengths).length > 0;
  function fill(select, values) {  // the options, keeping the value chosen if it is still one
    const old = select.value;
    select.replaceChildren(...values.map(v => KR.el("option", {value: String(v), text: String(v)})));
    select.value = values.map(String).includes(old) ? old : String(values.includes(4) ? 4 : values[0]);
  }
  // a game with match lengths (Schafkopf) picks the players next to the match's length
  function players() { return Number($((hasLengths(GAMES[$("game").value]) ? "sk-" : "") + "players").value); }
  function update() {
    const desc = GAMES[$("game").value];
    fill($("players"), desc.seats);
    fill($("sk-players"), desc.seats);
    const games = $("games").value;
    const lengths = desc.lengths[String(players())] || [];
    $("games").replaceChildren(...lengths.map(g => KR.el("option", {value: String(g), text: String(g)})));
    if (lengths.length) $("games").value = lengths.includes(Number(games)) ? games : String(lengths[0]);
    const show = {"opt-seats": !hasLengths(desc), "opt-seats-lengths": hasLengths(desc),
                  "opt-lengths": hasLengths(desc), "opt-rounds": desc.rounds};
    for (const [cls, on] of Object.entries(show))
      document.querySelectorAll("." + cls).forEach(e => e.classList.toggle("hidden", !on));
    $("preset").replaceChildren(...desc.presets.map(p => KR.el("option", {value: p, text: T[p] || p})));
    const box = $("seat-kinds");
    const old = [...box.querySelectorAll("select")].map(s => s.value);
    box.replaceChildren();
    for (let s = 0; s < players(); s++) {
      const id = "seat-" + s;
      const sel = KR.el("select", {id: id},
        ...["person", "random", "heuristic", "search"].map(k => KR.el("option", {value: k, text: k === "person" ? T.person : `${T.computer}: ${T[k]}`})));
      sel.value = old[s] || (s === 0 ? "person" : "heuristic");
      box.append(KR.el("label", {for: id, text: `${T.seat} ${s} `}), sel, " ");
    }
  }
  $("game").addEventListener("change", update);
  $("players").addEventListener("change", update);
  $("sk-players").addEventListener("change", update);
  update();

  $("create").addEventListener("submit", async ev => {
    ev.preventDefault();
    $("error").textContent = "";
    const game = $("game").value;
    const body = {
      name: $("name").value, game: game, preset: $("preset").value,
      clock: $("clock").value ? Number($("clock").value) : null,
      standin: $("standin").value,
      seats: [...$("seat-kinds").querySelectorAll("select")].map(s => s.value),
    };
    body.players = players();
    if (GAMES[game].rounds) {
      const r = $("rounds").value.trim();
      if (r) body.rounds = r.split(/[ ,]+/).filter(Boolean).map(Number);
    }
    if (hasLengths(GAMES[game])) body.games = Number($("games").value);
    localStorage.setItem("kr-name", $("name").value);
    try {
      const made = await KR.post("/api/tables", body);
      KR.saveToken(made.id, made.token);
      location.href = "/t/" + made.id;
    } catch (e) { $("error").textContent = e.message; }
  });

  async function refresh() {
    try {
      const tables = await (await fetch(`/api/tables?lang=${lang}`)).json();
      // a finished match is no open table: it goes to its own list, newest first
      const open = tables.filter(t => t.phase !== "over");
      const done = tables.filter(t => t.phase === "over").reverse().slice(0, 20);
      const item = t => {
        const seats = t.seats.map(s => `${T.seat} ${s.seat}: ${s.person && !s.taken ? T.free : s.name}`).join(", ");
        const desc = GAMES[t.game];
        const game = desc ? desc.title : t.game;
        const at = t.number ? ", " + (desc && desc.rounds ? T.round_of : T.game_of).replace("{n}", t.number).replace("{t}", t.total) : "";
        const li = KR.el("li", {}, KR.el("a", {href: "/t/" + t.id, text: `${game} – ${T[t.phase]}${at}`}), ` (${seats})`);
        if (t.phase === "over") li.append(" ", KR.el("a", {href: `/api/tables/${t.id}/record`, text: `${T.record} (JSON)`}));
        return li;
      };
      $("tables").replaceChildren(...(open.length ? open.map(item) : [KR.el("li", {text: T.none_open})]));
      $("done").replaceChildren(...(done.length ? done.map(item) : [KR.el("li", {text: T.none_done})]));
      document.body.dataset.loaded = String(tables.length);
    } catch (e) { /* the next refresh tries again */ }
  }
  refresh();
  setInterval(refresh, 3000);
})();
