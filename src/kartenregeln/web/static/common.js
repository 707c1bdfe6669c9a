// kartenregeln web table: shared helpers (no build step, plain JS).
"use strict";
const KR = {
  lang() {
    const q = new URLSearchParams(location.search).get("lang");
    if (q === "de" || q === "en") localStorage.setItem("kr-lang", q);
    return localStorage.getItem("kr-lang") === "en" ? "en" : "de";
  },
  setLang(lang) { localStorage.setItem("kr-lang", lang); location.search = ""; },
  token(id) { return localStorage.getItem("kr-token-" + id); },
  saveToken(id, token) { localStorage.setItem("kr-token-" + id, token); },
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
    const r = await fetch(url, {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
    const data = await r.json();
    if (!r.ok) throw new Error(data.error || r.statusText);
    return data;
  },
};
