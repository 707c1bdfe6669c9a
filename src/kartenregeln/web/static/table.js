// The game page: one seat's view, the keys of Speedschafkopf, a live log for screen readers.
"use strict";
(function () {
  const lang = KR.lang();
  const T = {
    de: {seat: "Sitz", you: "du", computer: "Computer", away: "abwesend, der Computer spielt",
         empty: "frei, der Computer spielt", free: "frei", seats: "Plätze", table: "Tisch", hand: "Deine Karten",
         info: "Auskunft", bids: "Ansagen", log: "Verlauf", keys: "Tasten", game: "Spiel", round: "Runde", of: "von",
         waiting: "Warte auf Mitspieler. Link zum Einladen:", start: "Jetzt beginnen (freie Plätze spielt der Computer)",
         join: "Platz nehmen", name: "Dein Name", take: "nehmen", turn: "am Zug", your_turn: "Du bist am Zug",
         trick: "Im Stich", no_trick: "Noch keine Karte im Stich", layout: "Ausgelegt", cards: "Karten",
         bilanz: "Bilanz", last: "Letzter Stich", augen: "Augen bisher", points: "Punkte bisher", advice: "Rat",
         pause: "Pause", resume: "Pause beenden", paused: "Pause", abrechnung: "Abrechnung", confirm: "Bestätigen (Enter)",
         confirmed: "Bestätigt, warte auf die anderen.", final: "Endstand", record: "Spielbericht herunterladen (JSON)",
         no_last: "Noch kein Stich", taken_by: "genommen von", not_playable: "Karte {n} ist jetzt nicht spielbar.",
         no_card: "Es gibt keine Karte {n}.", no_choice: "Es gibt keine Wahl {n}.", not_now: "Das geht jetzt nicht.",
         connected: "Verbunden", lost: "Verbindung getrennt – neuer Versuch …", time: "Bedenkzeit", grace: "Nachspielzeit",
         s: "s", contract: "Spiel", declarer: "Spieler", partner: "Partner", lang: "Sprache", braille: "Braille-Beschriftung",
         playable: "spielbar", plays: "spielt", none: "–",
         help: "1–8 Karte (oder Wahl), J Ich spiele/ja, N Weiter/nein, B Bilanz, L letzter Stich, A Augen, R Rat, P Pause, Enter Abrechnung bestätigen. Tab wandert durch die Karten; Enter oder Leertaste spielt die gewählte Karte."},
    en: {seat: "Seat", you: "you", computer: "Computer", away: "away, the computer plays",
         empty: "free, the computer plays", free: "free", seats: "Seats", table: "Table", hand: "Your cards",
         info: "Information", bids: "Bidding", log: "Events", keys: "Keys", game: "game", round: "round", of: "of",
         waiting: "Waiting for players. Link to invite:", start: "Start now (the computer plays the free seats)",
         join: "Take a seat", name: "Your name", take: "take", turn: "to move", your_turn: "Your turn",
         trick: "On the table", no_trick: "No card on the table", layout: "Layout", cards: "cards",
         bilanz: "Bilanz", last: "Last trick", augen: "Augen so far", points: "Points so far", advice: "Advice",
         pause: "Pause", resume: "End the pause", paused: "Paused", abrechnung: "Abrechnung", confirm: "Confirm (Enter)",
         confirmed: "Confirmed, waiting for the others.", final: "Final standing", record: "Download the record (JSON)",
         no_last: "No trick yet", taken_by: "taken by", not_playable: "Card {n} cannot be played now.",
         no_card: "There is no card {n}.", no_choice: "There is no choice {n}.", not_now: "Not now.",
         connected: "Connected", lost: "Connection lost – trying again …", time: "Bedenkzeit", grace: "Grace",
         s: "s", contract: "Game", declarer: "declarer", partner: "partner", lang: "Language", braille: "Braille labels",
         playable: "playable", plays: "plays", none: "–",
         help: "1–8 card (or choice), J I play/yes, N pass/no, B Bilanz, L last trick, A Augen, R advice, P pause, Enter confirm the Abrechnung. Tab moves through the cards; Enter or Space plays the focused card."},
  }[lang];
  const $ = id => document.getElementById(id);
  const el = KR.el;
  const tableId = location.pathname.split("/").filter(Boolean).pop();
  let S = null, ws = null, fresh = true, received = 0;

  document.documentElement.lang = lang;
  $("lang").value = lang;
  $("lang").addEventListener("change", e => KR.setLang(e.target.value));
  $("braille").checked = localStorage.getItem("kr-braille") === "1";
  $("braille").addEventListener("change", e => { localStorage.setItem("kr-braille", e.target.checked ? "1" : "0"); render(); });
  for (const [id, key] of [["seats-h", "seats"], ["hand-h", "hand"], ["info-h", "info"], ["bids-h", "bids"],
                           ["log-h", "log"], ["keys-h", "keys"], ["abr-h", "abrechnung"], ["final-h", "final"],
                           ["confirm", "confirm"], ["start", "start"], ["join-h", "join"], ["join-name-label", "name"],
                           ["btn-bilanz", "bilanz"], ["btn-last", "last"], ["btn-augen", "augen"], ["btn-advice", "advice"],
                           ["record", "record"], ["lang-label", "lang"], ["braille-label", "braille"], ["table-h", "table"]])
    $(id).textContent = T[key];
  $("keys").textContent = T.help;
  $("trick").setAttribute("aria-label", T.trick);
  $("record").href = `/api/tables/${tableId}/record`;
  $("join-name").value = localStorage.getItem("kr-name") || "";

  function who(seat) {
    const s = S.seats[seat];
    return `${T.seat} ${seat} (${s.name}${seat === S.seat ? ", " + T.you : ""})`;
  }
  function cardName(code) { return S.cards[code] ? S.cards[code].name : code; }
  function cardText(code) {
    const c = S.cards[code];
    return $("braille").checked ? c.braille : c.name;
  }
  function send(msg) {
    $("error").textContent = "";
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  }
  function info(text) { $("info").replaceChildren(el("p", {text: text})); }
  function error(text) { $("error").textContent = text; }
  function myTurn() { return S && S.phase === "playing" && S.to_move === S.seat && S.waiting_for.includes(S.seat); }
  // the seat's view is the library's wire form (schafkopf.view or schapa.view)
  function legal() { return S.view.type === "schafkopf.view" ? S.view.legal_actions : S.view.legal; }
  function playable(code) { return myTurn() && legal().includes(code); }

  // -- actions -------------------------------------------------------------------------
  function digit(n) {
    if (!S || S.phase !== "playing") return;
    const hand = S.view.hand;
    const anyCard = hand.some(playable);
    if (!anyCard && S.choices.length && myTurn()) {
      if (n > S.choices.length) return error(T.no_choice.replace("{n}", n));
      return send({type: "act", action: S.choices[n - 1].action});
    }
    if (n > hand.length) return error(T.no_card.replace("{n}", n));
    if (!playable(hand[n - 1])) return error(T.not_playable.replace("{n}", n));
    send({type: "act", action: hand[n - 1]});
  }
  function yesNo(which) {
    const action = S && myTurn() ? S[which] : null;
    if (!action) return error(T.not_now);
    send({type: "act", action: action});
  }
  function bilanz() { info(`${T.bilanz}: ` + S.bilanz.map((v, s) => `${who(s)} ${v >= 0 ? "+" : ""}${v}`).join(", ")); }
  function augen() {
    info(`${S.game === "schafkopf" ? T.augen : T.points}: ` + S.augen.map((v, s) => `${who(s)} ${v}`).join(", "));
  }
  function lastTrick() {
    const t = S.last_trick;
    if (!t) return info(T.no_last);
    info(`${T.last}: ` + t.cards.map(c => `${who(c.seat)} ${cardName(c.card)}`).join(", ") + `; ${T.taken_by} ${who(t.winner)}`);
  }
  function confirm() { if (S && S.abrechnung && !S.abrechnung.confirmed && S.phase === "abrechnung") send({type: "confirm"}); }
  function pause() { if (S && S.started) send({type: S.paused ? "resume" : "pause"}); }
  function advice() { if (S && myTurn()) send({type: "advice"}); else error(T.not_now); }

  document.addEventListener("keydown", ev => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || !S) return;
    if (ev.target.matches && ev.target.matches("input, select, textarea")) return;
    const k = ev.key;
    if (/^[1-9]$/.test(k)) { ev.preventDefault(); return digit(Number(k)); }
    const map = {j: () => yesNo("yes"), n: () => yesNo("no"), b: bilanz, l: lastTrick, a: augen, r: advice,
                 p: pause, h: () => info(T.help)};
    const f = map[k.toLowerCase()];
    if (f && S.started) { ev.preventDefault(); return f(); }
    if (k === "Enter" && S.abrechnung && !S.abrechnung.confirmed && S.phase === "abrechnung") { ev.preventDefault(); confirm(); }
  });
  $("confirm").addEventListener("click", confirm);
  $("btn-bilanz").addEventListener("click", bilanz);
  $("btn-last").addEventListener("click", lastTrick);
  $("btn-augen").addEventListener("click", augen);
  $("btn-advice").addEventListener("click", advice);
  $("btn-pause").addEventListener("click", pause);
  $("start").addEventListener("click", () => send({type: "start"}));

  // -- drawing -------------------------------------------------------------------------
  function render() {
    if (!S) return;
    const focusId = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.focus : null;
    $("join").classList.add("hidden");
    $("game").classList.remove("hidden");
    const gameName = S.game === "schafkopf" ? "Schafkopf" : "Schapa";
    let title = gameName;
    if (S.started) {
      title += S.game === "schafkopf" ? ` – ${T.game} ${S.number} ${T.of} ${S.total}`
                                      : ` – ${T.round} ${S.number} ${T.of} ${S.total}: ${S.view.render.round_name[lang]}`;
    }
    $("title").textContent = title;
    document.title = title + " – kartenregeln";
    $("seats").replaceChildren(...S.seats.map(s => {
      let text = `${T.seat} ${s.seat}: ${s.name}` + (s.seat === S.seat ? ` (${T.you})` : "");
      if (s.person && !s.taken) text += ` – ${S.started ? T.empty : T.free}`;
      else if (s.standin) text += ` – ${T.away}`;
      if (S.started && S.view.hand_sizes) text += `, ${S.view.hand_sizes[s.seat]} ${T.cards}`;
      const turn = S.started && S.phase === "playing" && S.to_move === s.seat;
      if (turn) text += ` – ${T.turn}`;
      return el("li", {class: (turn ? "turn " : "") + (s.seat === S.seat ? "me" : ""), text: text});
    }));
    $("start-row").classList.toggle("hidden", S.started);
    if (!S.started) {
      $("contract").textContent = `${T.waiting} ${location.href}`;
      for (const id of ["trick", "hand", "choices", "bids"]) $(id).replaceChildren();
      return;
    }
    // contract and parties
    let contract = "";
    if (S.game === "schafkopf") {
      const v = S.view;
      if (v.render.game_name) {
        contract = `${T.contract}: ${v.render.game_name[lang]}`;
        if (v.declarer !== null) {
          contract += `; ${T.declarer}: ${who(v.declarer)}`;
          if (v.partner !== null) contract += `, ${T.partner}: ${who(v.partner)}`;
          if (v.kontra !== null) contract += "; Kontra";
          if (v.re !== null) contract += ", Re";
        }
      }
    } else contract = `${T.round} ${S.view.round}: ${S.view.render.round_name[lang]}`;
    if (S.paused) contract += ` – ${T.paused}`;
    $("contract").textContent = contract;
    // the trick (or the layout of Schapa's round 7)
    const items = S.view.render.trick.map(t => el("li", {text: `${who(t.seat)}: ${cardText(t.card)}`}));
    const layout = S.view.layout || [];
    if (layout.length) items.push(el("li", {text: `${T.layout}: ` + layout.map(cardText).join(", ")}));
    if (!items.length) items.push(el("li", {class: "muted", text: T.no_trick}));
    $("trick").replaceChildren(...items);
    // the hand
    const mine = myTurn();
    $("hand-h").textContent = T.hand + (mine ? ` – ${T.your_turn}` : "");
    $("hand").replaceChildren(...S.view.hand.map((code, k) => {
      const ok = playable(code);
      const c = S.cards[code];
      const red = /^H/.test(code) && S.game === "schafkopf" || /[HD]$/.test(code) && S.game === "schapa";
      const face = $("braille").checked
        ? el("span", {class: "br", "aria-hidden": "true", text: c.braille})
        : el("span", {class: "code", "aria-hidden": "true", text: code});
      const b = el("button", {class: "card" + (ok ? " playable" : "") + (red ? " red" : ""), "aria-label": c.name,
                               "aria-disabled": mine && !ok ? "true" : null, "data-focus": "card-" + code,
                               "data-code": code, onclick: () => ok ? send({type: "act", action: code}) : error(T.not_playable.replace("{n}", k + 1))},
        el("span", {class: "key", "aria-hidden": "true", text: String(k + 1)}), face,
        el("span", {class: "nm", "aria-hidden": "true", text: c.name}));
      return el("li", {}, b);
    }));
    const choices = mine ? S.choices : [];
    const digits = !S.view.hand.some(playable);
    $("choices").replaceChildren(...choices.map((c, k) => {
      const key = c.action === S.yes ? "J" : c.action === S.no ? "N" : digits ? String(k + 1) : null;
      return el("button", {"data-focus": "choice-" + c.action, "data-action": c.action,
                           onclick: () => send({type: "act", action: c.action})},
                (key ? `${key}: ` : "") + c.label);
    }));
    $("bids").replaceChildren(...(S.bids || []).map(b => el("li", {text: b})));
    $("bids").closest("section").classList.toggle("hidden", S.game !== "schafkopf");
    $("btn-pause").textContent = S.paused ? T.resume + " (P)" : T.pause + " (P)";
    // the Abrechnung and the final table
    const abr = S.abrechnung;
    $("abrechnung").classList.toggle("hidden", !abr);
    if (!abr) $("abr-lines").replaceChildren();  // the last game's Abrechnung is in the log
    if (abr) {
      $("abr-lines").replaceChildren(...abr.lines.map(l => el("p", {text: l})));
      $("confirm").disabled = abr.confirmed || S.phase !== "abrechnung";
      $("abr-state").textContent = abr.confirmed && S.phase === "abrechnung" ? T.confirmed : "";
    }
    $("final").classList.toggle("hidden", !S.final);
    if (S.final) $("final-lines").replaceChildren(...S.final.map(l => el("p", {text: l})));
    drawClock();
    if (focusId) {
      const again = document.querySelector(`[data-focus="${CSS.escape(focusId)}"]`);
      if (again) again.focus();
    }
  }
  function drawClock() {
    const c = S && S.clock;
    if (!c || c.left === null || c.left === undefined || S.phase !== "playing") { $("clock").textContent = ""; return; }
    const left = c.left - (performance.now() - received) / 1000;
    const grace = left < 0;
    const shown = Math.max(0, Math.ceil(grace ? left + c.grace : left));
    $("clock").classList.toggle("grace", grace);
    $("clock").textContent = `${who(S.to_move)}: ${grace ? T.grace : T.time} ${shown} ${T.s}`;
  }
  setInterval(drawClock, 500);

  function addLog(lines) {
    const log = $("log");
    if (fresh) { log.replaceChildren(); fresh = false; }
    for (const line of lines) log.append(el("p", {text: line}));
    log.scrollTop = log.scrollHeight;
  }

  // -- the connection ------------------------------------------------------------------
  function connect() {
    const token = KR.token(tableId);
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(`${proto}//${location.host}/ws/${tableId}?token=${encodeURIComponent(token)}&lang=${lang}`);
    fresh = true;
    ws.onopen = () => { $("status").textContent = T.connected; };
    ws.onmessage = ev => {
      const m = JSON.parse(ev.data);
      if (m.type === "state") {
        S = m.state; received = performance.now(); addLog(m.log); render();
        document.body.dataset.updates = String(Number(document.body.dataset.updates || 0) + 1);
      }
      else if (m.type === "advice") {
        info(`${T.advice}: ` + m.items.map(a => `${S.cards[a.action] ? S.cards[a.action].name : a.action} ${a.value >= 0 ? "+" : ""}${a.value} (${Math.round(a.share * 100)} %)`).join("; "));
      } else if (m.type === "error") {
        error(m.message);
        if (m.fatal) { localStorage.removeItem("kr-token-" + tableId); ws.onclose = null; showJoin(); }
      }
    };
    ws.onclose = () => { $("status").textContent = T.lost; setTimeout(connect, 700); };
  }
  async function showJoin() {
    $("game").classList.add("hidden");
    $("join").classList.remove("hidden");
    const tables = await (await fetch("/api/tables")).json();
    const t = tables.find(x => x.id === tableId);
    if (!t) return;
    $("join-seats").replaceChildren(...t.free.map(s => el("button", {onclick: async () => {
      try {
        localStorage.setItem("kr-name", $("join-name").value);
        const got = await KR.post(`/api/tables/${tableId}/seats/${s}`, {name: $("join-name").value});
        KR.saveToken(tableId, got.token);
        connect();
      } catch (e) { error(e.message); }
    }}, `${T.seat} ${s} ${T.take}`)));
  }
  if (KR.token(tableId)) connect(); else showJoin();
})();
