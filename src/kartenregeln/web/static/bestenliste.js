// The Bestenliste: each finished match adds each seat's total plus the placement bonus.
"use strict";
(function () {
  const lang = KR.lang();
  const T = {
    de: {title: "Bestenliste", periods: "Zeitraum", today: "Heute", month: "Dieser Monat", all: "Gesamt", games: "Spiel", shown: "{g}, {p}",
         people: "Spielerinnen und Spieler", computers: "Computer", place: "Platz", name: "Name", points: "Punkte",
         total: "Stand", bonus: "Platzbonus", matches: "Partien", wins: "Siege", none: "Noch keine beendete Partie.",
         explain: "Jede beendete Partie zählt für jeden Platz den Stand am Ende plus den Platzbonus: 30 für den ersten, 15 für den zweiten, 5 für den dritten Platz. Schafkopf und Schapa haben je ihre eigene Bestenliste.",
         lobby: "Lobby"},
    en: {title: "Leaderboard", periods: "Period", today: "Today", month: "This month", all: "All time", games: "Game", shown: "{g}, {p}",
         people: "People", computers: "Computers", place: "Place", name: "Name", points: "Points",
         total: "Total", bonus: "Placement bonus", matches: "Matches", wins: "Wins", none: "No finished match yet.",
         explain: "Each finished match counts for every seat its final total plus the placement bonus: 30 for the first, 15 for the second, 5 for the third place. Schafkopf and Schapa each have a Bestenliste of their own.",
         lobby: "Lobby"},
  }[lang];
  const $ = id => document.getElementById(id);
  const el = KR.el;
  document.documentElement.lang = lang;
  KR.applyDesign();
  document.title = `kartenregeln – ${T.title}`;
  $("title").textContent = T.title;
  $("lobby-link").textContent = T.lobby;
  $("period-h").textContent = T.periods;
  $("game-h").textContent = T.games;
  $("people-h").textContent = T.people;
  $("computers-h").textContent = T.computers;
  $("explain").textContent = T.explain;
  const query = new URLSearchParams(location.search);
  let period = ["today", "month", "all"].includes(query.get("period")) ? query.get("period") : "all";
  // the games, as each describes itself (the server writes them into the page)
  const GAMES = JSON.parse($("games-data").textContent);
  const NAMES = Object.fromEntries(GAMES.map(g => [g.name, g.title]));
  let game = query.get("game") in NAMES ? query.get("game") : GAMES[0].name;
  function table(rows, caption) {
    if (!rows.length) return el("p", {text: T.none});
    const head = ["place", "name", "points", "total", "bonus", "matches", "wins"].map(k => el("th", {scope: "col", text: T[k]}));
    return el("table", {class: "final"}, el("caption", {class: "sr-only", text: caption}),
      el("thead", {}, el("tr", {}, ...head)),
      el("tbody", {}, ...rows.map((r, k) => el("tr", {},
        el("td", {text: String(k + 1)}), el("th", {scope: "row", text: r.name}), el("td", {text: String(r.points)}),
        el("td", {text: String(r.total)}), el("td", {text: String(r.bonus)}), el("td", {text: String(r.matches)}),
        el("td", {text: String(r.wins)})))));
  }
  async function load() {
    // the chosen game and period are pressed buttons, marked, and said in a line
    $("games").replaceChildren(...Object.keys(NAMES).map(g => el("button", {
      "aria-pressed": String(g === game), id: "game-" + g,
      onclick: () => { game = g; load(); }}, NAMES[g])));
    $("periods").replaceChildren(...["today", "month", "all"].map(p => el("button", {
      "aria-pressed": String(p === period), id: "period-" + p,
      onclick: () => { period = p; load(); }}, T[p])));
    history.replaceState(null, "", `?game=${game}&period=${period}`);
    const data = await (await fetch(`/api/bestenliste?game=${game}&period=${period}&lang=${lang}`)).json();
    const shown = T.shown.replace("{g}", NAMES[game]).replace("{p}", T[period]);
    $("shown").textContent = shown;
    $("people").replaceChildren(table(data.people, `${T.people} – ${shown}`));
    $("computers").replaceChildren(table(data.computers, `${T.computers} – ${shown}`));
    document.body.dataset.loaded = period;
    document.body.dataset.game = game;
  }
  load();
})();
