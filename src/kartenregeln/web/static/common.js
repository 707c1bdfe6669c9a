// kartenregeln web table: shared helpers (no build step, plain JS).
"use strict";
const KR = {
  lang() {
    const q = new URLSearchParams(location.search).get("lang");
    if (q === "de" || q === "en") localStorage.setItem("kr-lang", q);
    return localStorage.getItem("kr-lang") === "en" ? "en" : "de";
  },
  setLang(lang) { localStorage.setItem("kr-lang", lang); location.search = ""; },
  // a seat's token per table; `scope` keeps apart the tables of two folders of
  // `kartenregeln site` served from one origin (the served table leaves it empty)
  scope: "",
  token(id) { return localStorage.getItem("kr-token-" + KR.scope + id); },
  saveToken(id, token) { localStorage.setItem("kr-token-" + KR.scope + id, token); },
  forgetToken(id) { localStorage.removeItem("kr-token-" + KR.scope + id); },
  // the Einstellungen, remembered in the browser
  DEFAULTS: {deck: "bavarian", design: "wirtsstube", highlight: "1", count: "0", sound: "0", braille: "0"},
  setting(name) {
    const v = localStorage.getItem("kr-" + name);
    return v === null ? KR.DEFAULTS[name] : v;
  },
  setSetting(name, value) { localStorage.setItem("kr-" + name, value); KR.applyDesign(); },
  applyDesign() {
    const design = KR.setting("design");
    document.body.dataset.design = ["wirtsstube", "biergarten", "almhuette"].includes(design) ? design : "wirtsstube";
    document.body.dataset.highlight = KR.setting("highlight") === "1" ? "on" : "off";
  },
  el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") e.className = v;
      else if (k === "text") e.textContent = v;
      else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children) if (c !== null && c !== undefined) e.append(c);
    return e;
  },
  async post(url, body) {
    const sep = url.includes("?") ? "&" : "?";
    const r = await fetch(url + sep + "lang=" + KR.lang(), {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
    const data = await r.json();
    if (!r.ok) throw new Error(data.error || r.statusText);
    return data;
  },
  // tavern sounds, made by the page (Web Audio API): nothing is downloaded
  audio: null,
  sound(kind) {
    if (KR.setting("sound") !== "1") return;
    document.body.dataset.sounds = String(Number(document.body.dataset.sounds || 0) + 1);
    document.body.dataset.lastSound = kind;
    try {
      const Ctx = window.AudioContext || window.webkitAudioContext;
      if (!Ctx) return;
      if (!KR.audio) KR.audio = new Ctx();
      const ctx = KR.audio;
      const tap = (at, length, freq, gain) => {
        const n = Math.floor(ctx.sampleRate * length);
        const buf = ctx.createBuffer(1, n, ctx.sampleRate);
        const d = buf.getChannelData(0);
        for (let i = 0; i < n; i++) d[i] = (Math.random() * 2 - 1) * Math.pow(1 - i / n, 3);
        const src = ctx.createBufferSource();
        src.buffer = buf;
        const f = ctx.createBiquadFilter();
        f.type = "bandpass"; f.frequency.value = freq; f.Q.value = 0.9;
        const g = ctx.createGain();
        g.gain.value = gain;
        src.connect(f).connect(g).connect(ctx.destination);
        src.start(ctx.currentTime + at);
      };
      if (kind === "card") tap(0, 0.06, 2200, 0.5);
      else if (kind === "trick") { tap(0, 0.12, 900, 0.4); tap(0.05, 0.12, 700, 0.3); }
      else if (kind === "shuffle") for (let k = 0; k < 12; k++) tap(k * 0.035, 0.05, 3000 - k * 60, 0.25);
    } catch (e) { /* no sound: the game goes on */ }
  },
};
