// The game page: a card table for one seat, the keys of Speedschafkopf, the Einstellungen,
// and live regions for screen readers.
"use strict";
(function () {
  const lang = KR.lang();
  const T = {
    de: {seat: "Sitz", you: "du", away: "abwesend, der Computer spielt",
         empty: "frei, der Computer spielt", free: "frei", seats: "Plätze", table: "Tisch", hand: "Deine Karten",
         info: "Auskunft", bids: "Ansagen", log: "Verlauf", keys: "Tasten", game: "Spiel", round: "Runde", of: "von",
         waiting: "Warte auf Mitspieler. Link zum Einladen:", start: "Jetzt beginnen (freie Plätze spielt der Computer)",
         join: "Platz nehmen", name: "Dein Name", take: "nehmen", turn: "am Zug", your_turn: "Du bist am Zug",
         trick: "Im Stich", no_trick: "Noch keine Karte im Stich", layout: "Ausgelegt", cards: "Karten",
         bilanz: "Bilanz", last: "Letzter Stich", augen: "Augen bisher", points: "Punkte bisher", advice: "Rat",
         pause: "Pause", resume: "Pause beenden", paused: "Pause", abrechnung: "Abrechnung", confirm: "Weiter (Enter)",
         confirmed: "Bestätigt, warte auf die anderen.", final: "Endstand", record: "Spielbericht herunterladen (JSON)",
         no_last: "Noch kein Stich", taken_by: "genommen von", 
         refused: "{c} geht jetzt nicht: {r}.", refused_turn: "{c} geht jetzt nicht: du bist nicht am Zug.",
         pause_by: "Pause von {w}", pause_left: "noch {t}", pause_free: "ohne Zeitgrenze",
         pause_wanted: "{w} hat eine Pause verlangt: sie beginnt bei der nächsten Abrechnung.",
         join_what: "{g}, {n} Plätze. Es sitzen:", lobby: "Lobby", seat_free: "frei",
         who_col: "Sitz",
         no_card: "Es gibt keine Karte {n}.", no_choice: "Es gibt keine Wahl {n}.", not_now: "Das geht jetzt nicht.",
         connected: "Verbunden", lost: "Verbindung getrennt – neuer Versuch …", time: "Bedenkzeit", grace: "Nachspielzeit",
         s: "s", contract: "Spiel", declarer: "Spieler", partner: "Partner", lang: "Sprache", braille: "Braille-Beschriftung",
         none: "–", no_seat: "Kein Platz frei an diesem Tisch.", settings: "Einstellungen", close: "Schließen",
         deck: "Karten", bavarian: "Bayerisch", french: "Französisch (Turnierbild)", design: "Tisch",
         highlight: "Spielbare Karten hervorheben", count: "Augen mitzählen", sound: "Wirtshausgeräusche",
         calls: "ruft die {c}", kontra: "Kontra", re: "Re", klopft: "klopft", your_party: "Augen deiner Partei",
         your_augen: "Deine Augen", others: "Gegenpartei", best: "Bestenliste", total: "Stand", place: "Platz", bonus: "Platzbonus",
         continues: "Weiter in {n} s", pause_asked: "Pause verlangt: sie beginnt bei der nächsten Abrechnung.",
         pause_off: "Pause zurückgenommen.", not_opened: "nicht eröffnet", to: "bis",
         advice_play: "{c} spielen", expects: "erwartet {v} Punkte", sure: ["unsicher", "ziemlich sicher", "sehr sicher"],
         advice_alone: "Einen Rat gibt es nur, wenn du allein gegen den Computer spielst.",
         archived: "Diese Partie ist zu Ende.", suits: {C: "Kreuz", S: "Pik", H: "Herz", D: "Karo"},
         sau: {E: "Eichel-Sau", G: "Gras-Sau", H: "Herz-Sau", S: "Schellen-Sau"},
         k_cards: "Karte an dieser Stelle der Hand spielen (1–9, 0 für die zehnte, dann {l})",
         k_choice: "wenn keine Karte spielbar ist: die Wahl mit dieser Taste (1–9, 0 für die zehnte, dann {l})",
         k_j: "Ich spiele, Klopfen, Kontra, Re (ja)", k_n_sk: "Weiter, gut (nein)", k_n_sp: "in Runde 7: Schapa sagen oder den Zug beenden",
         k_b: "die Bilanz als Tabelle", k_l: "der letzte Stich, groß", k_a_sk: "die Augen bisher", k_a_sp: "die Punkte bisher",
         k_r: "ein Rat des Computers (nur allein gegen den Computer)", k_p: "Pause, oder die Pause beenden",
         k_enter: "die Abrechnung bestätigen (Weiter)", k_h: "diese Tasten", k_tab: "Tab wandert durch Karten und Knöpfe; Enter oder Leertaste spielt die gewählte Karte."},
    en: {seat: "Seat", you: "you", away: "away, the computer plays",
         empty: "free, the computer plays", free: "free", seats: "Seats", table: "Table", hand: "Your cards",
         info: "Information", bids: "Bidding", log: "Events", keys: "Keys", game: "game", round: "round", of: "of",
         waiting: "Waiting for players. Link to invite:", start: "Start now (the computer plays the free seats)",
         join: "Take a seat", name: "Your name", take: "take", turn: "to move", your_turn: "Your turn",
         trick: "On the table", no_trick: "No card on the table", layout: "Layout", cards: "cards",
         bilanz: "Bilanz", last: "Last trick", augen: "Augen so far", points: "Points so far", advice: "Advice",
         pause: "Pause", resume: "End the pause", paused: "Paused", abrechnung: "Abrechnung", confirm: "Continue (Enter)",
         confirmed: "Confirmed, waiting for the others.", final: "Final standing", record: "Download the record (JSON)",
         no_last: "No trick yet", taken_by: "taken by", 
         refused: "{c} cannot be played now: {r}.", refused_turn: "{c} cannot be played now: it is not your turn.",
         pause_by: "Pause by {w}", pause_left: "{t} left", pause_free: "no time limit",
         pause_wanted: "{w} asked for a pause: it begins at the next Abrechnung.",
         join_what: "{g}, {n} seats. Sitting there:", lobby: "Lobby", seat_free: "free",
         who_col: "Seat",
         no_card: "There is no card {n}.", no_choice: "There is no choice {n}.", not_now: "Not now.",
         connected: "Connected", lost: "Connection lost – trying again …", time: "Bedenkzeit", grace: "Grace",
         s: "s", contract: "Game", declarer: "declarer", partner: "partner", lang: "Language", braille: "Braille labels",
         none: "–", no_seat: "No free seat at this table.", settings: "Settings", close: "Close",
         deck: "Cards", bavarian: "Bavarian", french: "French (four colours)", design: "Table",
         highlight: "Highlight playable cards", count: "Count Augen", sound: "Tavern sounds",
         calls: "calls the {c}", kontra: "Kontra", re: "Re", klopft: "knocks", your_party: "Augen of your party",
         your_augen: "Your Augen", others: "the other party", best: "Leaderboard", total: "total", place: "Place", bonus: "Placement bonus",
         continues: "Continues in {n} s", pause_asked: "Pause asked for: it begins at the next Abrechnung.",
         pause_off: "Pause taken back.", not_opened: "not opened", to: "to",
         advice_play: "play the {c}", expects: "expects {v} points", sure: ["unsure", "fairly sure", "very sure"],
         advice_alone: "Advice is given only when you play alone against the computer.",
         archived: "This match is over.", suits: {C: "Clubs", S: "Spades", H: "Hearts", D: "Diamonds"},
         sau: {E: "Ace of Acorns", G: "Ace of Leaves", H: "Ace of Hearts", S: "Ace of Bells"},
         k_cards: "play the card at that place in the hand (1–9, 0 for the tenth, then {l})",
         k_choice: "when no card can be played: the choice with that key (1–9, 0 for the tenth, then {l})",
         k_j: "I play, Klopfen, Kontra, Re (yes)", k_n_sk: "pass, gut (no)", k_n_sp: "in round 7: say Schapa or end the turn",
         k_b: "the Bilanz as a table", k_l: "the last trick, large", k_a_sk: "the Augen so far", k_a_sp: "the points so far",
         k_r: "the computer's advice (only alone against the computer)", k_p: "pause, or end the pause",
         k_enter: "confirm the Abrechnung", k_h: "these keys", k_tab: "Tab moves through cards and buttons; Enter or Space plays the focused card."},
  }[lang];
  // the keys of the places in the hand and of the choices: 1-9, 0, then letters that no
  // other key uses (not J N B L A R P H; not Y or Z, which swap on German keyboards)
  const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "Q", "W", "E", "T", "U", "I", "O", "S", "D", "F", "G", "K"];
  const LETTERS = KEYS.slice(10, 17).join(" ") + " …";
  const $ = id => document.getElementById(id);
  const el = KR.el;
  const tableId = location.pathname.split("/").filter(Boolean).pop();
  let S = null, ws = null, fresh = true, received = 0, online = false, deckWords = null;
  let prev = {number: null, trick: [], last: null, turn: ""};

  document.documentElement.lang = lang;
  KR.applyDesign();
  $("lang").value = lang;
  $("lang").addEventListener("change", e => KR.setLang(e.target.value));
  for (const [id, key] of [["seats-h", "seats"], ["hand-h", "hand"], ["info-h", "info"], ["bids-h", "bids"],
                           ["log-h", "log"], ["keys-h", "keys"], ["abr-h", "abrechnung"], ["final-h", "final"],
                           ["confirm", "confirm"], ["start", "start"], ["join-h", "join"], ["join-name-label", "name"],
                           ["btn-bilanz", "bilanz"], ["btn-last", "last"], ["btn-augen", "augen"], ["btn-advice", "advice"],
                           ["record", "record"], ["lang-label", "lang"], ["braille-label", "braille"], ["table-h", "table"],
                           ["settings-btn", "settings"], ["settings-h", "settings"], ["settings-close", "close"],
                           ["deck-label", "deck"], ["deck-bavarian", "bavarian"], ["deck-french", "french"],
                           ["design-label", "design"], ["highlight-label", "highlight"], ["count-label", "count"],
                           ["sound-label", "sound"], ["best-link", "best"], ["lobby-link2", "lobby"]])
    $(id).textContent = T[key];
  $("btn-pause").textContent = T.pause + " (P)";
  $("pause-end").textContent = T.resume + " (P)";
  $("trick").setAttribute("aria-label", T.trick);
  // the height of the header: the table below it fills the rest of the screen
  const head = document.querySelector("header.top");
  const headHeight = () => document.documentElement.style.setProperty("--head-h", head.offsetHeight + "px");
  new ResizeObserver(headHeight).observe(head);
  headHeight();
  $("layout").setAttribute("aria-label", T.layout);
  $("record").href = `/api/tables/${tableId}/record`;
  $("join-name").value = localStorage.getItem("kr-name") || "";

  // -- the Einstellungen ------------------------------------------------------------------
  function openSettings(open) {
    $("settings").classList.toggle("hidden", !open);
    $("settings-btn").setAttribute("aria-expanded", String(open));
    if (open) $("deck").focus(); else $("settings-btn").focus();
  }
  $("settings-btn").addEventListener("click", () => openSettings($("settings").classList.contains("hidden")));
  $("settings-close").addEventListener("click", () => openSettings(false));
  $("settings").addEventListener("keydown", ev => { if (ev.key === "Escape") { ev.stopPropagation(); openSettings(false); } });
  for (const name of ["deck", "design"]) {
    $(name).value = KR.setting(name);
    $(name).addEventListener("change", e => { KR.setSetting(name, e.target.value); render(); redrawLog(); });
  }
  for (const name of ["highlight", "count", "sound", "braille"]) {
    $(name).checked = KR.setting(name) === "1";
    $(name).addEventListener("change", e => { KR.setSetting(name, e.target.checked ? "1" : "0"); render(); });
  }
  fetch(`/api/deck?lang=${lang}`).then(r => r.json()).then(d => { deckWords = d; render(); redrawLog(); }).catch(() => {});

  // -- words ------------------------------------------------------------------------------
  // a game of the Schafkopf deck may be shown in French faces (the Einstellungen's deck)
  function french() { return S && S.faces.length > 1 && KR.setting("deck") === "french"; }
  function esc(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }
  // the French four-colour deck renames every card and suit on the page
  const CODES = /\b(?:10|[2-9JQKA])[CSHD](?:\s+(?:10|[2-9JQKA])[CSHD])*\b/g;
  function words(text) {
    if (!deckWords || !text) return text;
    if (S && S.card_style === "french")  // "QC QS bekommen" -> "Kreuz-Dame, Pik-Dame bekommen"
      return text.replace(CODES, run => run.split(/\s+/).map(c => deckWords.codes[c] || c).join(", "));
    if (!french()) return text;
    for (const [a, b] of deckWords.pairs) text = text.split(a).join(b);
    for (const [a, b] of deckWords.words) text = text.replace(new RegExp(`(^|[^\\wäöüÄÖÜß])${esc(a)}(?![\\wäöüß])`, "g"), `$1${b}`);
    return lang === "de" ? dasAss(text) : text;
  }
  // die Sau, but das Ass: the articles before an Ass of the French deck
  function dasAss(text) {
    const ass = "((?:Kreuz|Pik|Herz|Karo)-Ass|Ass)\\b";
    return text.replace(new RegExp(`\\b([Dd])ie ${ass}`, "g"), (m, d, a) => `${d === "D" ? "Das" : "das"} ${a}`)
      .replace(new RegExp(`\\b(mit|von|zu|bei|aus|nach|auf|unter) der ${ass}`, "g"), "$1 dem $2")
      .replace(new RegExp(`\\b([Ee])ine ${ass}`, "g"), "$1in $2")
      .replace(new RegExp(`\\b([Kk])eine ${ass}`, "g"), "$1ein $2");
  }
  function face() { return S.faces[0] === "bavarian" && !french() ? "bavarian" : "french"; }
  function picture(code, cls, alt) {
    return el("img", {class: cls || "pic", alt: alt || "", src: `/cards/${face()}/${encodeURIComponent(code)}.svg?lang=${lang}`,
                      draggable: "false"});
  }
  function seatName(seat) { return S.seats[seat].name + (seat === S.seat ? ` (${T.you})` : ""); }
  function who(seat) {
    const s = S.seats[seat];
    return `${T.seat} ${seat} (${s.name}${seat === S.seat ? ", " + T.you : ""})`;
  }
  function cardName(code) { return words(S.cards[code] ? S.cards[code].name : code); }
  function keyOf(k) { return KEYS[k] || ""; }
  function send(msg) {
    $("error").textContent = "";
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  }
  function info(...nodes) { $("info").replaceChildren(...nodes.map(n => typeof n === "string" ? el("p", {text: n}) : n)); }
  function error(text) { $("error").textContent = text; }
  function myTurn() { return online && S && S.phase === "playing" && S.to_move === S.seat && S.waiting_for.includes(S.seat); }
  // the seat's view is the library's wire form (schafkopf.view or schapa.view)
  function legal() { return S.view.legal_actions; }
  function playable(code) { return myTurn() && legal().includes(code); }

  // -- actions ----------------------------------------------------------------------------
  function place(n) {  // n: 0-based place of a key
    if (!S || S.phase !== "playing") return;
    const hand = S.view.hand;
    const anyCard = hand.some(playable);
    const shown = keyOf(n);
    if (!anyCard && S.choices.length && myTurn()) {
      if (n >= S.choices.length) return error(T.no_choice.replace("{n}", shown));
      return send({type: "act", action: S.choices[n].action});
    }
    if (n >= hand.length) return error(T.no_card.replace("{n}", shown));
    if (!playable(hand[n])) return refuse(hand[n]);
    send({type: "act", action: hand[n]});
  }
  // why a card cannot be played: its name and the rules' reason (sent by the server)
  function refuse(code) {
    const why = (S.refusals || {})[code];
    if (!myTurn()) return error(T.refused_turn.replace("{c}", cardName(code)));
    error(why ? T.refused.replace("{c}", cardName(code)).replace("{r}", words(why)) : T.not_now);
  }
  function yesNo(which) {
    const action = S && myTurn() ? S[which] : null;
    if (!action) return error(T.not_now);
    send({type: "act", action: action});
  }
  function bilanz() {
    const rows = S.bilanz.map((v, s) => el("tr", {}, el("th", {scope: "row", text: who(s)}),
                                           el("td", {text: `${v >= 0 ? "+" : ""}${v}`})));
    info(el("table", {class: "final"}, el("caption", {text: T.bilanz}),
            el("thead", {}, el("tr", {}, el("th", {scope: "col", text: T.seat}), el("th", {scope: "col", text: T.total}))),
            el("tbody", {}, ...rows)));
  }
  function augen() {
    info(`${"party_augen" in (S.view.render || {}) ? T.augen : T.points}: ` + S.augen.map((v, s) => `${who(s)} ${v}`).join(", "));
  }
  function lastTrick() {
    const t = S.last_trick;
    if (!t) return info(T.no_last);
    const text = `${T.last}: ` + t.cards.map(c => `${who(c.seat)} ${cardName(c.card)}`).join(", ") + `; ${T.taken_by} ${who(t.winner)}`;
    const big = el("div", {class: "bigtrick", "aria-hidden": "true"}, ...t.cards.map(c =>
      el("figure", {class: c.seat === t.winner ? "won" : ""}, picture(c.card, "pic big"), el("figcaption", {text: seatName(c.seat)}))));
    info(el("p", {text: text}), big);
  }
  function confirm() { if (S && S.abrechnung && !S.abrechnung.confirmed && S.phase === "abrechnung") send({type: "confirm"}); }
  function pause() {
    if (!S || !S.started || S.phase === "over") return error(T.not_now);
    const asked = S.phase === "playing" && !S.paused;
    send({type: S.paused ? "resume" : "pause"});
    if (asked) info(T.pause_asked);
  }
  function alone() { return S.seats.filter(s => s.person && s.taken).length === 1; }
  function advice() {
    if (!S || !myTurn()) return error(T.not_now);
    if (!alone()) return info(T.advice_alone);
    send({type: "advice"});
  }
  function adviceText(items) {
    const a = items[0];
    if (!a) return T.not_now;
    const choice = S.choices.find(c => c.action === a.action);
    const what = S.cards[a.action] ? T.advice_play.replace("{c}", cardName(a.action)) : words(choice ? choice.label : a.action);
    const v = a.value.toLocaleString(lang === "de" ? "de-DE" : "en", {maximumFractionDigits: 1, signDisplay: "always"});
    const sure = T.sure[a.share >= 0.8 ? 2 : a.share >= 0.5 ? 1 : 0];
    return `${T.advice}: ${what} – ${T.expects.replace("{v}", v)}; ${sure}.`;
  }

  document.addEventListener("keydown", ev => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || !S) return;
    if (ev.target.matches && ev.target.matches("input, select, textarea")) return;
    if (!$("settings").classList.contains("hidden")) return;
    const k = ev.key.length === 1 ? ev.key.toUpperCase() : ev.key;
    const n = KEYS.indexOf(k);
    if (n >= 0) { ev.preventDefault(); return place(n); }
    const map = {J: () => yesNo("yes"), N: () => yesNo("no"), B: bilanz, L: lastTrick, A: augen, R: advice,
                 P: pause, H: showKeys};
    const f = map[k];
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

  // -- the keys of this game ----------------------------------------------------------------
  function keyLines() {
    // the J and N keys as far as the game makes calls with them (a game of yes and no
    // calls: the bidding; a game of N calls alone: Schapa's Domino)
    const calls = S ? S.calls : {yes: true, no: true};
    const sk = calls.yes;
    const lines = [["1 … 9, 0, " + LETTERS, T.k_cards.replace("{l}", LETTERS)]];
    if (sk) lines.push(["1 … 9, 0, " + LETTERS, T.k_choice.replace("{l}", LETTERS)], ["J", T.k_j], ["N", T.k_n_sk]);
    else if (calls.no) lines.push(["N", T.k_n_sp]);
    lines.push(["B", T.k_b], ["L", T.k_l], ["A", sk ? T.k_a_sk : T.k_a_sp], ["R", T.k_r], ["P", T.k_p],
               ["Enter", T.k_enter], ["H", T.k_h]);
    return lines;
  }
  function drawKeys() {
    $("keys").replaceChildren(...keyLines().map(([k, w]) => el("li", {}, el("kbd", {text: k}), " " + w)),
                              el("li", {text: T.k_tab}));
  }
  function showKeys() { info(keyLines().map(([k, w]) => `${k}: ${w}`).join(". ") + ". " + T.k_tab); }

  // -- drawing ------------------------------------------------------------------------------
  // the places around the table: one's own seat at the bottom, the next seat to the left
  function spot(seat, radius) {
    const n = S.seats.length;
    const r = (seat - S.seat + n) % n;
    const angle = Math.PI / 2 + r * 2 * Math.PI / n;
    // the table is wider than high; on a narrow one (style.css) the trick's cards stand
    // a card's width apart, so that a name under one is not covered by the next
    const narrow = radius <= 30 && S.seats.length <= 4 && window.matchMedia("(max-width: 30rem)").matches;
    const rx = radius > 30 ? radius - 7 : narrow ? radius : radius - 3;
    return {x: 50 + rx * Math.cos(angle), y: 50 + radius * Math.sin(angle)};
  }
  function trickRadius() { return S.seats.length >= 5 ? 21 : 17; }  // more seats, a wider ring
  function badges(s) {
    const out = [];
    if (!S.started || !S.view) return out;
    const v = S.view;
    if ("declarer" in v) {  // a game with a declarer and partners
      if (v.declarer === s) {
        out.push(T.declarer);
        const m = /^rufspiel (\w+)/.exec(v.game || "");
        if (m) out.push(words(T.calls.replace("{c}", T.sau[m[1][0].toUpperCase()] || m[1])));
      }
      if (v.partner === s && v.declarer !== s) out.push(T.partner);
      if (v.kontra === s) out.push(T.kontra);
      if (v.re === s) out.push(T.re);
      if ((v.klopfer || []).includes(s)) out.push(T.klopft);
    }
    return out;
  }
  function cardsLeft(s) {
    const v = S.view;
    if (v.hand_sizes) return v.hand_sizes[s];
    const inTrick = x => v.render.trick.some(t => t.seat === x);
    return v.hand.length + (inTrick(S.seat) ? 1 : 0) - (inTrick(s) ? 1 : 0);
  }
  function drawSeats() {
    $("seats").replaceChildren(...S.seats.map(s => {
      // a free seat has no name yet: "Sitz 1: frei", never "Sitz 1: Sitz 1 – frei"
      const free = s.person && !s.taken;
      const name = free ? (S.started ? T.empty : T.free) : s.name + (s.seat === S.seat ? ` (${T.you})` : "");
      let text = `${T.seat} ${s.seat}: ${name}`;
      if (!free && s.standin) text += ` – ${T.away}`;
      const turn = S.started && S.phase === "playing" && S.to_move === s.seat;
      const b = badges(s.seat);
      const left = S.started && S.phase === "playing" ? cardsLeft(s.seat) : null;
      const p = spot(s.seat, 44);
      // one sentence for the screen reader (no stray spaces between the parts); the
      // parts on the cloth are for the eye
      const said = [text, left !== null ? `${left} ${T.cards}` : null, turn ? T.turn : null, ...b].filter(Boolean).join(", ");
      const li = el("li", {class: "seat" + (turn ? " turn" : "") + (s.seat === S.seat ? " me" : ""),
                           style: `--x:${p.x.toFixed(1)}%;--y:${p.y.toFixed(1)}%`},
        el("span", {class: "sr-only", text: said}),
        el("span", {class: "shown", "aria-hidden": "true"},
          el("span", {class: "name", text: text}),
          left !== null ? el("span", {class: "count", text: `, ${left} ${T.cards}`}) : null,
          turn ? el("span", {class: "tag turn-tag", text: ` – ${T.turn}`}) : null,
          b.length ? el("span", {class: "tags", text: b.join(" · ")}) : null));
      if (left !== null && s.seat !== S.seat) {
        li.append(el("span", {class: "backs", "aria-hidden": "true"},
          ...Array.from({length: Math.min(left, 8)}, () => el("i"))));
      }
      return li;
    }));
  }
  function rankOrder(r) { return {A: 1, J: 11, Q: 12, K: 13}[r] || Number(r); }
  function rankWord(code) {  // "Kreuz-Vier" -> "Vier", "Four of Clubs" -> "Four"
    const name = cardName(code);
    return lang === "de" ? name.slice(name.indexOf("-") + 1) : name.split(" of ")[0];
  }
  function drawLayout() {
    const layout = S.view.layout || [];
    const round7 = S.lays_out;  // a deal that lays its cards out (Schapa's round 7)
    $("layout").classList.toggle("hidden", !round7);
    if (!round7) { $("layout").replaceChildren(); return; }
    $("layout").replaceChildren(...["C", "S", "H", "D"].map(suit => {
      const laid = layout.filter(c => c.slice(-1) === suit).sort((a, b) => rankOrder(a.slice(0, -1)) - rankOrder(b.slice(0, -1)));
      // runs of neighbouring ranks: "Vier bis König"
      const runs = [];
      for (const c of laid) {
        const last = runs[runs.length - 1];
        if (last && rankOrder(c.slice(0, -1)) === rankOrder(last[last.length - 1].slice(0, -1)) + 1) last.push(c);
        else runs.push([c]);
      }
      const text = runs.length ? runs.map(r => r.length === 1 ? rankWord(r[0]) : `${rankWord(r[0])} ${T.to} ${rankWord(r[r.length - 1])}`).join(", ")
                               : T.not_opened;
      // on the cloth: the suit's name and its row of pictures; read as one line
      return el("li", {class: "suitrow suit-" + suit},
        el("span", {class: "sr-only", text: `${T.suits[suit]}: ${text}`}),
        el("span", {class: "rowname", "aria-hidden": "true", "data-sign": {C: "♣", S: "♠", H: "♥", D: "♦"}[suit], text: T.suits[suit]}),
        el("span", {class: "rowcards", "aria-hidden": "true"}, ...laid.map(c => picture(c, "pic small"))));
    }));
  }
  function drawTrick() {
    const items = S.view.render.trick.map(t => {
      const p = spot(t.seat, trickRadius());
      const isNew = !prev.trick.includes(t.card);
      const from = spot(t.seat, 44);
      return el("li", {class: "tcard" + (isNew ? " arrive" : ""), "data-code": t.card,
                       style: `--x:${p.x.toFixed(1)}%;--y:${p.y.toFixed(1)}%;--dx:${(from.x - p.x).toFixed(1)}vmin;--dy:${(from.y - p.y).toFixed(1)}vmin`},
        // read "Anna: Eichel-Ober": the seat, then the picture named by the card
        el("span", {class: "sr-only", text: `${S.seats[t.seat].name}: `}),
        picture(t.card, "pic", cardName(t.card)), el("span", {class: "who", "aria-hidden": "true", text: S.seats[t.seat].name}),
        $("braille").checked ? el("span", {class: "br", "aria-hidden": "true", text: S.cards[t.card].braille}) : null);
    });
    // the trick just taken goes to its taker
    const last = S.last_trick;
    const lastKey = last ? `${S.number}/${last.leader}/${last.cards.map(c => c.card).join(",")}` : null;
    if (!items.length && last && lastKey !== prev.last && prev.number === S.number) {
      const to = spot(last.winner, 44);
      for (const c of last.cards) {
        const p = spot(c.seat, trickRadius());
        items.push(el("li", {class: "tcard leaving", "aria-hidden": "true",
                             style: `--x:${p.x.toFixed(1)}%;--y:${p.y.toFixed(1)}%;--tx:${(to.x - p.x).toFixed(1)}vmin;--ty:${(to.y - p.y).toFixed(1)}vmin`},
          picture(c.card)));
      }
    }
    const emptyTrick = () => S.phase === "playing" && !S.lays_out
      ? el("li", {class: "muted empty", text: T.no_trick}) : null;
    if (!items.length && emptyTrick()) items.push(emptyTrick());
    $("trick").replaceChildren(...items);
    // the flight of the taken trick is a moment, not a state of the page: once it is
    // over, the cloth says that no card lies there
    setTimeout(() => {
      const leaving = $("trick").querySelectorAll(".leaving");
      for (const e of leaving) e.remove();
      if (leaving.length && !$("trick").children.length && emptyTrick()) $("trick").append(emptyTrick());
    }, 800);
    return lastKey;
  }
  function drawHand() {
    const mine = myTurn();
    $("hand-h").textContent = T.hand + (mine ? ` – ${T.your_turn}` : "");
    const brailleOn = $("braille").checked;
    $("hand").replaceChildren(...S.view.hand.map((code, k) => {
      const ok = playable(code);
      const key = keyOf(k);
      const btn = el("button", {class: "card" + (ok ? " playable" : ""), "data-code": code, "data-focus": "card-" + code,
                                "aria-label": cardName(code), "aria-keyshortcuts": key || null,
                                "aria-disabled": ok ? null : "true",
                                onclick: () => { if (playable(code)) send({type: "act", action: code}); else refuse(code); }},
        picture(code));
      return el("li", {class: "slot"}, btn,
        el("span", {class: "key", "aria-hidden": "true", text: key}),
        brailleOn ? el("span", {class: "br", "aria-hidden": "true", text: S.cards[code].braille}) : null);
    }));
    const anyCard = S.view.hand.some(playable);
    $("hand").classList.toggle("some", anyCard);  // only then do the others look unplayable
    $("choices").replaceChildren(...(mine ? S.choices : []).map((c, k) => {
      let key = anyCard ? "" : keyOf(k);
      if (c.action === S.yes) key = "J"; else if (c.action === S.no) key = "N";
      return el("button", {"data-focus": "choice-" + c.action, "aria-keyshortcuts": key || null,
                           onclick: () => send({type: "act", action: c.action})}, (key ? key + ": " : "") + words(c.label));
    }));
  }
  function drawCount() {
    // the count of Augen, for a game whose view renders the parties' Augen
    const on = KR.setting("count") === "1" && "party_augen" in (S.view.render || {}) && S.phase === "playing";
    $("count-line").classList.toggle("hidden", !on);
    if (!on) return;
    const r = S.view.render;
    if (r.parties && r.party_augen) {
      const mineFirst = r.parties[0].includes(S.seat);
      $("count-line").textContent = `${T.your_party}: ${r.party_augen[mineFirst ? 0 : 1]}, ${T.others}: ${r.party_augen[mineFirst ? 1 : 0]}`;
    } else $("count-line").textContent = `${T.your_augen}: ${S.augen[S.seat]}`;
  }
  // the live region says one's own turn only: what the others do is in the Verlauf
  // (itself a live region), and every computer's turn would drown it
  function announceTurn() {
    const text = S.started && S.phase === "playing" && online && myTurn() ? T.your_turn : "";
    if (text !== prev.turn) { $("turn").textContent = text; prev.turn = text; }
  }
  function drawPause() {
    const p = S.pause || {};
    const running = p.by !== null && p.by !== undefined;
    const wanted = !running && p.wanted !== null && p.wanted !== undefined;
    $("pause-line").classList.toggle("hidden", !running && !wanted);
    $("pause-end").classList.toggle("hidden", !running && !wanted);
    const text = running ? T.pause_by.replace("{w}", who(p.by)) : wanted ? T.pause_wanted.replace("{w}", who(p.wanted)) : "";
    if ($("pause-text").textContent !== text) $("pause-text").textContent = text;
    // what the Auskunft said when the pause was asked for is over once it runs
    if (running && $("info").textContent === T.pause_asked) $("info").replaceChildren();
    drawPauseLeft();
  }
  function drawPauseLeft() {
    const p = S && S.pause;
    if (!p || p.by === null || p.by === undefined) { $("pause-left").textContent = ""; return; }
    if (p.left === null || p.left === undefined) { $("pause-left").textContent = `(${T.pause_free})`; return; }
    const left = Math.max(0, Math.ceil(p.left - (performance.now() - received) / 1000));
    const t = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
    $("pause-left").textContent = T.pause_left.replace("{t}", t);
  }
  function drawAbrechnung(abr) {
    $("abr-h").textContent = `${T.abrechnung} – ${words(abr.table ? abr.table.title : "")}`;
    // the sentences first (for a screen reader), without the key hint of the terminal
    $("abr-lines").replaceChildren(...abr.lines.filter(l => !isKeyPrompt(l)).map(l => el("p", {text: words(l.trim())})));
    const t = abr.table;
    if (!t) { $("abr-table").replaceChildren(); return; }
    const facts = el("dl", {class: "facts"}, ...t.facts.map(([k, v]) =>
      el("div", {}, el("dt", {text: words(k)}), el("dd", {text: words(v)}))));
    const rows = t.rows.map(r => el("tr", {class: r.seat === S.seat ? "me" : ""},
      el("th", {scope: "row", text: seatName(r.seat)}),
      ...r.cells.map((c, k) => el("td", {class: /^[+-]?\d+$/.test(c) ? "num" + (c.startsWith("-") ? " neg" : "") : "", text: words(c)}))));
    $("abr-table").replaceChildren(...[
      t.summary ? el("p", {class: "abr-summary", "aria-hidden": "true", text: words(t.summary)}) : null,
      t.facts.length ? facts : null,
      el("table", {class: "final abr"}, el("caption", {class: "sr-only", text: `${T.abrechnung} ${words(t.title)}`}),
        el("thead", {}, el("tr", {}, el("th", {scope: "col", text: T.who_col}), ...t.columns.map(c => el("th", {scope: "col", text: words(c)})))),
        el("tbody", {}, ...rows))].filter(Boolean));
  }
  // a new decision (a card or a call, the Abrechnung, the Endstand) is brought into view
  // when the screen is too small to show all of the table at once
  function reveal(what) {
    const target = what === "final" ? $("final") : what === "abr" ? $("abrechnung")
      : S.choices.length && myTurn() ? $("choices") : $("hand");
    const r = target.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) target.scrollIntoView({block: "end", behavior: "instant"});
  }
  function render() {
    if (!S) return;
    const focusId = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.focus : null;
    // the place in the hand of the focused card: after it is played, the focus stays there
    const focusAt = focusId && focusId.startsWith("card-") ? [...$("hand").querySelectorAll("button")].indexOf(document.activeElement) : -1;
    const before = {turn: myTurn(), abr: !$("abrechnung").classList.contains("hidden"), final: !$("final").classList.contains("hidden")};
    $("join").classList.add("hidden");
    $("game").classList.remove("hidden");
    document.body.dataset.game = S.game;
    document.body.dataset.seats = String(S.seats.length);
    document.body.dataset.deck = face();
    // the game's name and the head of the deal, in the words of the game's narration
    let title = S.title;
    if (S.started) title += ` – ${S.deal_head}`;
    $("title").textContent = title;
    document.title = title + " – kartenregeln";
    drawSeats();
    $("start-row").classList.toggle("hidden", S.started);
    $("info-buttons").classList.toggle("hidden", !S.started);
    if (!S.started) {
      $("handpanel").classList.add("hidden");
      $("contract").textContent = `${T.waiting} ${location.href}`;
      for (const id of ["trick", "hand", "choices", "bids", "layout"]) $(id).replaceChildren();
      return;
    }
    if (prev.number !== null && prev.number !== S.number) {  // a new deal: no stale panels
      $("info").replaceChildren();
      KR.sound("shuffle");
    }
    let contract = "";
    if (S.view.render && "game_name" in S.view.render) {  // a game with a bidding for a contract
      const v = S.view;
      if (v.render.game_name) {
        contract = `${T.contract}: ${words(v.render.game_name[lang])}`;
        if (v.declarer !== null) {
          contract += `; ${T.declarer}: ${who(v.declarer)}`;
          if (v.partner !== null) contract += `, ${T.partner}: ${who(v.partner)}`;
          if (v.kontra !== null) contract += "; Kontra";
          if (v.re !== null) contract += ", Re";
        }
      }
    } else if (S.view.render && S.view.render.round_name) {  // a game of named rounds
      contract = `${T.round} ${S.view.round}: ${S.view.render.round_name[lang]}`;
    }
    $("contract").textContent = contract;
    const trickNow = S.view.render.trick.map(t => t.card);
    if (trickNow.length > prev.trick.length) KR.sound("card");
    const lastKey = drawTrick();
    if (lastKey && lastKey !== prev.last && prev.number === S.number) KR.sound("trick");
    drawLayout();
    drawHand();
    drawCount();
    drawPause();
    // the hand's panel only while there are cards or calls: at the Abrechnung the table
    // and its Weiter button take the place
    $("handpanel").classList.toggle("hidden", S.phase !== "playing" || (!S.view.hand.length && !$("choices").children.length));
    $("bids").replaceChildren(...(S.bids || []).map(b => el("li", {text: words(b)})));
    $("bids").closest("section").classList.toggle("hidden", !S.bids);  // a game with a bidding
    const over = S.phase === "over";
    $("btn-pause").textContent = S.paused ? T.resume + " (P)" : T.pause + " (P)";
    $("btn-advice").classList.toggle("hidden", over || !alone());
    $("btn-pause").classList.toggle("hidden", over);
    const abr = S.abrechnung;
    $("abrechnung").classList.toggle("hidden", !abr || over);
    if (!abr) $("abr-lines").replaceChildren();
    if (abr) {
      drawAbrechnung(abr);
      $("confirm").disabled = abr.confirmed || S.phase !== "abrechnung";
      $("abr-state").textContent = abr.confirmed && S.phase === "abrechnung" ? T.confirmed : "";
    }
    $("final").classList.toggle("hidden", !S.final);
    if (S.final) drawFinal(S.final, S.final_table);
    drawClock();
    drawKeys();
    announceTurn();
    prev = {number: S.number, trick: trickNow, last: lastKey, turn: prev.turn};
    if (focusId) {
      const again = document.querySelector(`[data-focus="${CSS.escape(focusId)}"]`);
      const cards = [...$("hand").querySelectorAll("button")];
      if (again) again.focus();
      else if (focusAt >= 0 && cards.length) cards[Math.min(focusAt, cards.length - 1)].focus();
      else if (focusAt >= 0) { const c = $("choices").querySelector("button"); (c || $("confirm")).focus(); }
    }
    const now = {turn: myTurn(), abr: !$("abrechnung").classList.contains("hidden"), final: !$("final").classList.contains("hidden")};
    if (now.final && !before.final) reveal("final");
    else if (now.abr && !before.abr) reveal("abr");
    else if (now.turn && !before.turn) reveal("turn");
  }
  function drawFinal(lines, rows) {
    // the heading says "Endstand": the first line (the same word) is not repeated
    const body = lines[0] && lines[0].trim() === T.final ? lines.slice(1) : lines;
    $("final-lines").replaceChildren(...body.map(l => el("p", {text: words(l.trim())})));
    // at the table: the places as a table too (the lines stay for a screen reader)
    $("final-lines").classList.toggle("sr-only", !!rows);
    if (!rows) { $("final-table").replaceChildren(); return; }
    const bonus = S.place_bonus;  // the game pays a bonus by the places
    const cols = [T.place, T.seat, T.total, ...(bonus ? [T.bonus] : [])];
    const signed = v => (v > 0 ? "+" : "") + v;
    $("final-table").replaceChildren(el("table", {class: "final abr", "aria-hidden": "true"},
      el("thead", {}, el("tr", {}, ...cols.map(c => el("th", {scope: "col", text: c})))),
      el("tbody", {}, ...rows.map(r => el("tr", {class: r.seat === S.seat ? "me" : ""},
        el("td", {class: "num", text: `${r.place}.`}), el("th", {scope: "row", text: seatName(r.seat)}),
        el("td", {class: "num", text: signed(r.total)}), bonus ? el("td", {class: "num", text: String(r.bonus)}) : null)))));
  }
  function drawClock() {
    const c = S && S.clock;
    const abr = S && S.abrechnung;
    const since = (performance.now() - received) / 1000;
    if (abr && S.phase === "abrechnung" && abr.continues_in !== null && abr.continues_in !== undefined && online && !S.paused)
      $("abr-timer").textContent = T.continues.replace("{n}", Math.max(0, Math.ceil(abr.continues_in - since)));
    else $("abr-timer").textContent = "";
    if (!online || !c || c.left === null || c.left === undefined || S.phase !== "playing") { $("clock").textContent = ""; return; }
    const left = c.left - since;
    const grace = left < 0;
    const shown = Math.max(0, Math.ceil(grace ? left + c.grace : left));
    $("clock").classList.toggle("grace", grace);
    $("clock").textContent = `${who(S.to_move)}: ${grace ? T.grace : T.time} ${shown} ${T.s}`;
  }
  setInterval(() => { drawClock(); drawPauseLeft(); }, 500);

  // the terminal's "Enter: weiter" after an Abrechnung: the page has its Weiter button
  function isKeyPrompt(line) { return /^Enter:/.test(line); }
  // the lines as the server sent them: a change of the deck renames the cards in all of them
  let rawLog = [];
  function addLog(lines) {
    const log = $("log");
    if (fresh) { log.replaceChildren(); rawLog = []; fresh = false; }
    for (const line of lines) {
      if (isKeyPrompt(line)) continue;
      rawLog.push(line);
      log.append(el("p", {text: words(line)}));
    }
    log.scrollTop = log.scrollHeight;
  }
  function redrawLog() {
    $("log").replaceChildren(...rawLog.map(line => el("p", {text: words(line)})));
    $("log").scrollTop = $("log").scrollHeight;
  }

  // -- the connection ------------------------------------------------------------------------
  function setOnline(on) {
    online = on;
    document.body.classList.toggle("offline", !on);
    $("status").textContent = on ? T.connected : T.lost;
    if (!on) error(T.lost);
    else if ($("error").textContent === T.lost) error("");
    if (S) render();
  }
  function connect() {
    const token = KR.token(tableId);
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    // KR.socket: `kartenregeln site`'s page, where the room runs in the browser (site/local.js)
    ws = KR.socket ? KR.socket(tableId, token, lang)
      : new WebSocket(`${proto}//${location.host}/ws/${tableId}?token=${encodeURIComponent(token || "")}&lang=${lang}`);
    fresh = true;
    ws.onopen = () => setOnline(true);
    ws.onmessage = ev => {
      const m = JSON.parse(ev.data);
      if (m.type === "state") {
        S = m.state; received = performance.now(); addLog(m.log); render();
        document.body.dataset.updates = String(Number(document.body.dataset.updates || 0) + 1);
      } else if (m.type === "advice") {
        info(adviceText(m.items));
      } else if (m.type === "archived") {
        ws.onclose = null;
        $("join").classList.add("hidden");
        $("game").classList.remove("hidden");
        $("title").textContent = m.title + " – " + T.archived;
        $("final").classList.remove("hidden");
        for (const id of ["handpanel", "info-buttons", "abrechnung"]) $(id).classList.add("hidden");
        drawFinal(m.final);
      } else if (m.type === "error") {
        error(m.message);
        if (m.fatal) { KR.forgetToken(tableId); ws.onclose = null; showJoin(); }
      }
    };
    ws.onclose = () => { setOnline(false); setTimeout(connect, 700); };
  }
  async function showJoin() {
    $("game").classList.add("hidden");
    $("join").classList.remove("hidden");
    const tables = await (await fetch(`/api/tables?lang=${lang}`)).json();
    const t = tables.find(x => x.id === tableId);
    if (!t) return;
    $("join-msg").textContent = t.free.length ? "" : T.no_seat;
    // which game, and who sits there already
    const game = t.title;
    $("join-h").textContent = `${T.join}: ${game}`;
    $("title").textContent = `${game} – ${T.join}`;
    document.title = `${game} – ${T.join} – kartenregeln`;
    $("status").textContent = "";
    $("join-what").textContent = T.join_what.replace("{g}", game).replace("{n}", t.seats.length);
    $("join-list").replaceChildren(...t.seats.map(s => el("li", {text:
      `${T.seat} ${s.seat}: ${s.person && !s.taken ? T.seat_free : s.name}`})));
    $("join-seats").replaceChildren(...t.free.map(s => el("button", {onclick: async () => {
      try {
        localStorage.setItem("kr-name", $("join-name").value);
        const got = await KR.post(`/api/tables/${tableId}/seats/${s}`, {name: $("join-name").value});
        KR.saveToken(tableId, got.token);
        connect();
      } catch (e) { $("join-msg").textContent = e.message; }
    }}, `${T.seat} ${s} ${T.take}`)));
  }
  drawKeys();
  connect();
})();
