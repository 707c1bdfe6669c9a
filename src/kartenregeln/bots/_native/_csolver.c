/* The compiled search of kartenregeln's fast exact solvers (optional speedups).
 *
 * A line-by-line port of the search closures of kartenregeln.bots.schafkopf.fast
 * (_make_search: the party games; _make_ramsch_search: the Ramsch) and of
 * kartenregeln.bots.schapa.fast (_make_search: the trick rounds). Same moves, same
 * order, same transposition table policy: the same values and the same node counts as
 * the Python search, which stays the reference (tests/bots/test_bots_native.py).
 * Every payoff comes from Python: the party games' money table, the Ramsch's payoff
 * function (called once per distinct tally, cached), the Schapa round's card values.
 *
 * Each search releases the GIL while it runs (the party games and Schapa touch no Python
 * object inside; the Ramsch takes the GIL back only to call its payoff function), so
 * that worlds can be solved on several threads at once. One search object runs on one
 * thread at a time: a second call while it runs raises RuntimeError.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t u64;
typedef int64_t i64;

#define SK_BIG ((i64)1 << 40)
#define SP_INF ((i64)1 << 30)
#define MAXKW 7
#define MAXMOVES 24

/* A search object is busy while one thread runs it with the GIL released. */
static int claim(int *busy) {
    if (*busy) {
        PyErr_SetString(PyExc_RuntimeError,
                        "this search is already running in another thread");
        return -1;
    }
    *busy = 1;
    return 0;
}

static inline int popc(u64 x) { return __builtin_popcountll(x); }
static inline u64 hibit(u64 x) { return x ? ((u64)1 << (63 - __builtin_clzll(x))) : 0; }
static inline int hipos(u64 x) { return 63 - __builtin_clzll(x); }

/* ---------------------------------------------------------------- the table ---- */
/* Open addressing, grows at 3/4 load; thinned out like the Python shrink_table when it holds
 * `limit` entries: the entries whose first hand has the fewest cards, at least half. */
typedef struct {
    int kw;
    size_t cap, count, limit;
    u64 *keys;
    i64 *lo, *hi;
    u64 *best;
    uint8_t *c0; /* 255: empty */
} Table;

static u64 hash_key(const u64 *k, int kw) {
    u64 h = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < kw; i++) {
        h ^= k[i] + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
        h *= 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    return h;
}

static int table_alloc(Table *t, int kw, size_t cap, size_t limit) {
    t->kw = kw;
    t->cap = cap;
    t->count = 0;
    t->limit = limit;
    t->keys = malloc(sizeof(u64) * kw * cap);
    t->lo = malloc(sizeof(i64) * cap);
    t->hi = malloc(sizeof(i64) * cap);
    t->best = malloc(sizeof(u64) * cap);
    t->c0 = malloc(cap);
    if (!t->keys || !t->lo || !t->hi || !t->best || !t->c0) return -1;
    memset(t->c0, 255, cap);
    return 0;
}

static void table_free(Table *t) {
    free(t->keys);
    free(t->lo);
    free(t->hi);
    free(t->best);
    free(t->c0);
    t->keys = NULL;
    t->lo = t->hi = NULL;
    t->best = NULL;
    t->c0 = NULL;
}

/* the slot of key k: found (1) or the empty slot to fill (0) */
static int table_slot(const Table *t, const u64 *k, size_t *slot) {
    size_t mask = t->cap - 1;
    size_t i = (size_t)hash_key(k, t->kw) & mask;
    for (;;) {
        if (t->c0[i] == 255) {
            *slot = i;
            return 0;
        }
        if (memcmp(t->keys + i * t->kw, k, sizeof(u64) * t->kw) == 0) {
            *slot = i;
            return 1;
        }
        i = (i + 1) & mask;
    }
}

static int table_rebuild(Table *t, size_t cap, int drop_upto) {
    Table n;
    if (table_alloc(&n, t->kw, cap, t->limit) < 0) {
        table_free(&n);
        return -1;
    }
    for (size_t i = 0; i < t->cap; i++) {
        if (t->c0[i] == 255 || (int)t->c0[i] <= drop_upto) continue;
        size_t s;
        table_slot(&n, t->keys + i * t->kw, &s);
        memcpy(n.keys + s * n.kw, t->keys + i * t->kw, sizeof(u64) * t->kw);
        n.lo[s] = t->lo[i];
        n.hi[s] = t->hi[i];
        n.best[s] = t->best[i];
        n.c0[s] = t->c0[i];
        n.count++;
    }
    table_free(t);
    *t = n;
    return 0;
}

static int table_shrink(Table *t) {
    size_t counts[65] = {0};
    for (size_t i = 0; i < t->cap; i++)
        if (t->c0[i] != 255) counts[t->c0[i]]++;
    size_t dropped = 0;
    int limit = -1;
    for (int c = 0; c < 65; c++) {
        if (!counts[c]) continue;
        if (2 * dropped >= t->count) break;
        dropped += counts[c];
        limit = c;
    }
    return table_rebuild(t, t->cap, limit);
}

static int table_get(const Table *t, const u64 *k, i64 *lo, i64 *hi, u64 *best) {
    size_t s;
    if (!table_slot(t, k, &s)) return 0;
    *lo = t->lo[s];
    *hi = t->hi[s];
    *best = t->best[s];
    return 1;
}

/* store as Python does: `if len(tt) >= LIMIT: shrink(tt)`, then `tt[key] = ...` */
static int table_put(Table *t, const u64 *k, int c0, i64 lo, i64 hi, u64 best) {
    if (t->count >= t->limit && table_shrink(t) < 0) return -1;
    size_t s;
    if (!table_slot(t, k, &s)) {
        if ((t->count + 1) * 4 > t->cap * 3) {
            if (table_rebuild(t, t->cap * 2, -1) < 0) return -1;
            table_slot(t, k, &s);
        }
        memcpy(t->keys + s * t->kw, k, sizeof(u64) * t->kw);
        t->c0[s] = (uint8_t)c0;
        t->count++;
    }
    t->lo[s] = lo;
    t->hi[s] = hi;
    t->best[s] = best;
    return 0;
}

/* ------------------------------------------------------------ shared moves ---- */
typedef struct {
    u64 mask;
    int n;
    u64 tops[13];
    u64 topk[14];
} Run;

/* distinct(m, live, run): from the highest down, one card of each group */
static int distinct(u64 m, u64 live, const int *run, u64 *out) {
    int n = 0;
    u64 prev = 0;
    while (m) {
        u64 b = hibit(m);
        m ^= b;
        if (prev && run[hipos(b)] == run[hipos(prev)] && !(live & (prev - (b << 1)))) {
            prev = b;
            continue;
        }
        prev = b;
        out[n++] = b;
    }
    return n;
}

/* tops_and_rest: tops in order, rest reversed; writes tops then rest into out */
static int tops_and_rest(const u64 *cards, int n, const u64 *cls, u64 *tops, int *nt,
                         u64 *rest, int *nr) {
    u64 pcls = 0;
    int a = 0, r = 0;
    for (int i = 0; i < n; i++) {
        u64 c = cls[hipos(cards[i])];
        if (c != pcls) {
            tops[a++] = cards[i];
            pcls = c;
        } else {
            rest[r++] = cards[i];
        }
    }
    for (int i = 0; i < r / 2; i++) {
        u64 x = rest[i];
        rest[i] = rest[r - 1 - i];
        rest[r - 1 - i] = x;
    }
    *nt = a;
    *nr = r;
    return a + r;
}

/* a stable sort by value (descending or ascending), as list.sort(key=..., reverse=...) */
static void stable_sort(u64 *a, int n, const i64 *val, int desc) {
    for (int i = 1; i < n; i++) {
        u64 x = a[i];
        i64 vx = val[hipos(x)];
        int j = i - 1;
        while (j >= 0 && (desc ? val[hipos(a[j])] < vx : val[hipos(a[j])] > vx)) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = x;
    }
}

static void reverse(u64 *a, int n) {
    for (int i = 0; i < n / 2; i++) {
        u64 x = a[i];
        a[i] = a[n - 1 - i];
        a[n - 1 - i] = x;
    }
}

static int first_to_front(u64 *moves, int n, u64 first) {
    if (!first || !n || moves[0] == first) return n;
    int at = -1;
    for (int i = 0; i < n; i++)
        if (moves[i] == first) {
            at = i;
            break;
        }
    if (at < 0) return n;
    for (int i = at; i > 0; i--) moves[i] = moves[i - 1];
    moves[0] = first;
    return n;
}

/* canonical layout: pack each run's live cards to the run's top, in every hand */
static u64 canonical(u64 live, const Run *runs, int nruns, u64 *hands, int nh) {
    for (int r = 0; r < nruns; r++) {
        const Run *R = &runs[r];
        u64 x = live & R->mask;
        if (x && x != R->topk[popc(x)]) {
            int j = 0;
            u64 y = x;
            u64 bs[13], ts[13];
            int k = 0;
            while (y) {
                u64 b = hibit(y);
                y ^= b;
                u64 t = R->tops[j++];
                if (b != t) {
                    bs[k] = b;
                    ts[k] = t;
                    k++;
                }
            }
            for (int i = 0; i < k; i++) {
                live ^= bs[i] | ts[i];
                for (int s = 0; s < nh; s++)
                    if (hands[s] & bs[i]) {
                        hands[s] ^= bs[i] | ts[i];
                        break;
                    }
            }
        }
    }
    return live;
}

static int parse_runs(PyObject *seq, Run **out, int *n) {
    PyObject *fast = PySequence_Fast(seq, "runs must be a sequence");
    if (!fast) return -1;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(fast);
    *out = calloc(len ? len : 1, sizeof(Run));
    *n = (int)len;
    for (Py_ssize_t i = 0; i < len; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(fast, i);
        PyObject *mask, *tops, *topk;
        if (!PyArg_ParseTuple(item, "OOO", &mask, &tops, &topk)) goto fail;
        Run *R = &(*out)[i];
        R->mask = PyLong_AsUnsignedLongLong(mask);
        Py_ssize_t nt = PySequence_Size(tops);
        if (nt < 0 || nt > 13) goto fail;
        R->n = (int)nt;
        for (Py_ssize_t j = 0; j < nt; j++) {
            PyObject *x = PySequence_GetItem(tops, j);
            R->tops[j] = PyLong_AsUnsignedLongLong(x);
            Py_XDECREF(x);
        }
        for (Py_ssize_t j = 0; j <= nt; j++) {
            PyObject *x = PySequence_GetItem(topk, j);
            R->topk[j] = PyLong_AsUnsignedLongLong(x);
            Py_XDECREF(x);
        }
        if (PyErr_Occurred()) goto fail;
    }
    Py_DECREF(fast);
    return 0;
fail:
    Py_DECREF(fast);
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "bad runs");
    return -1;
}

/* a sequence of `n` ints into out */
static int parse_i64s(PyObject *seq, i64 *out, Py_ssize_t n) {
    PyObject *fast = PySequence_Fast(seq, "expected a sequence of ints");
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "expected %zd ints", n);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) out[i] = PyLong_AsLongLong(PySequence_Fast_GET_ITEM(fast, i));
    Py_DECREF(fast);
    return PyErr_Occurred() ? -1 : 0;
}

static int parse_u64s(PyObject *seq, u64 *out, Py_ssize_t n) {
    PyObject *fast = PySequence_Fast(seq, "expected a sequence of ints");
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "expected %zd ints", n);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++)
        out[i] = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, i));
    Py_DECREF(fast);
    return PyErr_Occurred() ? -1 : 0;
}

static int parse_hands(PyObject *seq, u64 *out, int n) {
    return parse_u64s(seq, out, n);
}

/* ========================================================= the party games ==== */
typedef struct {
    PyObject_HEAD
    u64 cls[32];
    i64 aug[32];
    int run[32];
    Run *runs;
    int nruns;
    u64 trump;
    int my[4], maxi[4], decl[4];
    i64 pay[121 * 4];
    int holder;
    u64 call;
    int tout, solo;
    Table tt;
    long long nodes;
    int err;
    int busy;
} SkSearch;

static int sk_follow(SkSearch *S, u64 *hands, int seat, int k, u64 led, u64 beat, u64 wb,
                     int ws, int taug, int my_aug, int flags, int rem, u64 sau, i64 thr,
                     u64 tm);

static int sk_boundary(SkSearch *S, const u64 *hands_in, int leader, int my_aug, int flags,
                       int rem, u64 sau, i64 thr) {
    S->nodes++;
    const i64 *PAY = S->pay;
    if (flags & S->tout) return PAY[my_aug * 4 + flags] >= thr;
    u64 h = hands_in[leader];
    if (!h) return PAY[my_aug * 4 + flags] >= thr;
    if (PAY[my_aug * 4 + (flags | 2)] >= thr) return 1;
    if (PAY[(my_aug + rem) * 4 + (flags | 1)] < thr) return 0;
    if (!(h & (h - 1))) {
        int s1 = (leader + 1) & 3, s2 = (leader + 2) & 3, s3 = (leader + 3) & 3;
        u64 beat = S->cls[hipos(h)] | S->trump;
        u64 w = h;
        int ws = leader;
        u64 c = hands_in[s1];
        if (c > w && (c & beat)) w = c, ws = s1;
        c = hands_in[s2];
        if (c > w && (c & beat)) w = c, ws = s2;
        c = hands_in[s3];
        if (c > w && (c & beat)) ws = s3;
        if (S->my[ws]) return PAY[(my_aug + rem) * 4 + (flags | 1)] >= thr;
        return PAY[my_aug * 4 + (flags | 2)] >= thr;
    }
    u64 hands[4] = {hands_in[0], hands_in[1], hands_in[2], hands_in[3]};
    u64 live = hands[0] | hands[1] | hands[2] | hands[3];
    live = canonical(live, S->runs, S->nruns, hands, 4);
    h = hands[leader];
    u64 key[3];
    key[0] = hands[0] | hands[1] << 32;
    key[1] = hands[2] | hands[3] << 32;
    key[2] = sau | (u64)leader << 32 | (u64)my_aug << 40 | (u64)flags << 56;
    i64 lo = 0, hi = 0;
    u64 first = 0;
    int found = table_get(&S->tt, key, &lo, &hi, &first);
    if (found) {
        if (lo >= thr) return 1;
        if (hi <= thr) return 0;
    }
    u64 m = h;
    if (sau && leader == S->holder && (h & sau)) {
        u64 suit_cards = h & S->call;
        if (popc(suit_cards) < 4) m = h & (~suit_cards | sau);
    }
    u64 cards[MAXMOVES], tops[MAXMOVES], rest[MAXMOVES], moves[MAXMOVES];
    int n = distinct(m, live, S->run, cards);
    int nt, nr;
    tops_and_rest(cards, n, S->cls, tops, &nt, rest, &nr);
    int nm = 0;
    if (!S->decl[leader] && nt > 1 && (tops[0] & S->trump)) {
        for (int i = 1; i < nt; i++) moves[nm++] = tops[i];
        moves[nm++] = tops[0];
    } else {
        for (int i = 0; i < nt; i++) moves[nm++] = tops[i];
    }
    for (int i = 0; i < nr; i++) moves[nm++] = rest[i];
    first_to_front(moves, nm, first);
    int maxi = S->maxi[leader];
    int result = !maxi;
    u64 best = first;
    int nxt = (leader + 1) & 3;
    for (int i = 0; i < nm; i++) {
        u64 b = moves[i];
        hands[leader] = h ^ b;
        int p = hipos(b);
        u64 led = S->cls[p];
        int r = sk_follow(S, hands, nxt, 1, led, led | S->trump, b, leader, (int)S->aug[p],
                          my_aug, flags, rem, sau, thr, b);
        hands[leader] = h;
        if (S->err) return 0;
        if (r == maxi) {
            result = r;
            best = b;
            break;
        }
    }
    if (!found) lo = -SK_BIG, hi = SK_BIG;
    if (result) {
        if (thr > lo) lo = thr;
    } else if (thr < hi) {
        hi = thr;
    }
    if (table_put(&S->tt, key, popc(hands[0]), lo, hi, best) < 0) S->err = 1;
    return result;
}

static int sk_follow(SkSearch *S, u64 *hands, int seat, int k, u64 led, u64 beat, u64 wb,
                     int ws, int taug, int my_aug, int flags, int rem, u64 sau, i64 thr,
                     u64 tm) {
    S->nodes++;
    const i64 *PAY = S->pay;
    u64 h = hands[seat];
    u64 m = (h & led) ? (h & led) : h;
    if (sau && seat == S->holder && (h & sau)) {
        if (led == S->call)
            m = sau;
        else if (h != sau)
            m &= ~sau;
    }
    int maxi = S->maxi[seat];
    u64 live = hands[0] | hands[1] | hands[2] | hands[3] | tm;
    int same = S->maxi[ws] == maxi;
    u64 rel = ((m & led) == m) ? (live & led) : live;
    u64 cards[MAXMOVES], winners[MAXMOVES], losers[MAXMOVES], moves[MAXMOVES];
    int n = distinct(m, rel, S->run, cards);
    int nw = 0, nl = 0, nm = 0;
    for (int i = 0; i < n; i++) {
        u64 b = cards[i];
        if (b > wb && (b & beat))
            winners[nw++] = b;
        else
            losers[nl++] = b;
    }
    if (same) {
        if (S->solo) {
            if (nl > 1) stable_sort(losers, nl, S->aug, 1);
            for (int i = 0; i < nl; i++) moves[nm++] = losers[i];
            for (int i = 0; i < nw; i++) moves[nm++] = winners[i];
        } else {
            for (int i = 0; i < nw; i++) moves[nm++] = winners[i];
            for (int i = 0; i < nl; i++) moves[nm++] = losers[i];
            if (nm > 1) stable_sort(moves, nm, S->aug, 1);
        }
    } else {
        if (S->solo) {
            if (nw > 1) stable_sort(winners, nw, S->aug, 1);
        } else {
            reverse(winners, nw);
        }
        if (nl > 1) stable_sort(losers, nl, S->aug, 0);
        for (int i = 0; i < nw; i++) moves[nm++] = winners[i];
        for (int i = 0; i < nl; i++) moves[nm++] = losers[i];
    }
    if (k == 3) {
        for (int i = 0; i < nm; i++) {
            u64 b = moves[i];
            int a = taug + (int)S->aug[hipos(b)];
            hands[seat] = h ^ b;
            int nws = (b > wb && (b & beat)) ? seat : ws;
            int na, nf, r;
            if (S->my[nws])
                na = my_aug + a, nf = flags | 1;
            else
                na = my_aug, nf = flags | 2;
            if ((nf & S->tout) || !hands[nws])
                r = PAY[na * 4 + nf] >= thr;
            else if (PAY[na * 4 + (nf | 2)] >= thr)
                r = 1;
            else if (PAY[(na + rem - a) * 4 + (nf | 1)] < thr)
                r = 0;
            else {
                u64 nsau = (sau && led != S->call && (hands[S->holder] & sau)) ? sau : 0;
                r = sk_boundary(S, hands, nws, na, nf, rem - a, nsau, thr);
            }
            hands[seat] = h;
            if (S->err) return 0;
            if (r == maxi) return r;
        }
        return !maxi;
    }
    int nxt = (seat + 1) & 3;
    for (int i = 0; i < nm; i++) {
        u64 b = moves[i];
        int p = hipos(b);
        hands[seat] = h ^ b;
        int r;
        if (b > wb && (b & beat))
            r = sk_follow(S, hands, nxt, k + 1, led, beat, b, seat, taug + (int)S->aug[p],
                          my_aug, flags, rem, sau, thr, tm | b);
        else
            r = sk_follow(S, hands, nxt, k + 1, led, beat, wb, ws, taug + (int)S->aug[p],
                          my_aug, flags, rem, sau, thr, tm | b);
        hands[seat] = h;
        if (S->err) return 0;
        if (r == maxi) return r;
    }
    return !maxi;
}

static void SkSearch_dealloc(SkSearch *self) {
    table_free(&self->tt);
    free(self->runs);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int flags4(PyObject *seq, int *out) {
    i64 tmp[4];
    if (parse_i64s(seq, tmp, 4) < 0) return -1;
    for (int i = 0; i < 4; i++) out[i] = tmp[i] != 0;
    return 0;
}

/* SkSearch(cls, aug, run, runs, trump, my, maxi, decl, pay, holder, call, tout, solo, limit)
 * cls/aug/run: per bit position (32); runs: (mask, tops, topk) */
static int SkSearch_init(SkSearch *self, PyObject *args, PyObject *kw) {
    if (claim(&self->busy) < 0) return -1; /* not while it runs */
    self->busy = 0;
    PyObject *cls, *aug, *run, *runs, *my, *maxi, *decl, *pay;
    unsigned long long trump, call;
    int holder, tout, solo;
    Py_ssize_t limit;
    if (!PyArg_ParseTuple(args, "OOOOKOOOOiKipn", &cls, &aug, &run, &runs, &trump, &my, &maxi,
                          &decl, &pay, &holder, &call, &tout, &solo, &limit))
        return -1;
    i64 tmp[32];
    if (parse_u64s(cls, self->cls, 32) < 0 || parse_i64s(aug, self->aug, 32) < 0) return -1;
    if (parse_i64s(run, tmp, 32) < 0) return -1;
    for (int i = 0; i < 32; i++) self->run[i] = (int)tmp[i];
    if (parse_runs(runs, &self->runs, &self->nruns) < 0) return -1;
    if (flags4(my, self->my) < 0 || flags4(maxi, self->maxi) < 0 || flags4(decl, self->decl) < 0)
        return -1;
    if (parse_i64s(pay, self->pay, 121 * 4) < 0) return -1;
    self->trump = trump;
    self->holder = holder;
    self->call = call;
    self->tout = tout;
    self->solo = solo;
    self->nodes = 0;
    self->err = 0;
    if (table_alloc(&self->tt, 3, 1 << 12, limit < 1 ? 1 : (size_t)limit) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static PyObject *sk_done(SkSearch *self, int r) {
    if (self->err) {
        self->err = 0;
        return PyErr_NoMemory();
    }
    return PyBool_FromLong(r);
}

static PyObject *SkSearch_boundary(SkSearch *self, PyObject *args) {
    PyObject *hs;
    int leader, my_aug, flags, rem;
    unsigned long long sau;
    long long thr;
    if (!PyArg_ParseTuple(args, "OiiiiKL", &hs, &leader, &my_aug, &flags, &rem, &sau, &thr))
        return NULL;
    u64 hands[4];
    if (parse_hands(hs, hands, 4) < 0 || claim(&self->busy) < 0) return NULL;
    int r;
    Py_BEGIN_ALLOW_THREADS
    r = sk_boundary(self, hands, leader, my_aug, flags, rem, sau, thr);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    return sk_done(self, r);
}

static PyObject *SkSearch_follow(SkSearch *self, PyObject *args) {
    PyObject *hs;
    int seat, k, ws, taug, my_aug, flags, rem;
    unsigned long long led, beat, wb, sau, tm;
    long long thr;
    if (!PyArg_ParseTuple(args, "OiiKKKiiiiiKLK", &hs, &seat, &k, &led, &beat, &wb, &ws, &taug,
                          &my_aug, &flags, &rem, &sau, &thr, &tm))
        return NULL;
    u64 hands[4];
    if (parse_hands(hs, hands, 4) < 0 || claim(&self->busy) < 0) return NULL;
    int r;
    Py_BEGIN_ALLOW_THREADS
    r = sk_follow(self, hands, seat, k, led, beat, wb, ws, taug, my_aug, flags, rem, sau, thr,
                  tm);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    return sk_done(self, r);
}

static PyObject *get_nodes_sk(SkSearch *self, void *c) { return PyLong_FromLongLong(self->nodes); }
static PyObject *get_size_sk(SkSearch *self, void *c) { return PyLong_FromSize_t(self->tt.count); }

static PyMethodDef SkSearch_methods[] = {
    {"boundary", (PyCFunction)SkSearch_boundary, METH_VARARGS, "the test at a trick boundary"},
    {"follow", (PyCFunction)SkSearch_follow, METH_VARARGS, "the test inside a trick"},
    {NULL}};
static PyGetSetDef SkSearch_getset[] = {
    {"nodes", (getter)get_nodes_sk, NULL, "nodes searched", NULL},
    {"table_size", (getter)get_size_sk, NULL, "entries in the table", NULL},
    {NULL}};

static PyTypeObject SkSearchType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "kartenregeln.bots._native._csolver.SkSearch",
    .tp_basicsize = sizeof(SkSearch),
    .tp_dealloc = (destructor)SkSearch_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "the party games' search",
    .tp_methods = SkSearch_methods,
    .tp_getset = SkSearch_getset,
    .tp_init = (initproc)SkSearch_init,
    .tp_new = PyType_GenericNew,
};

/* ================================================================ the Ramsch ==== */
typedef struct {
    u64 key[3];
    i64 v;
    int used;
} PayEntry;

typedef struct {
    PyObject_HEAD
    u64 cls[32];
    i64 aug[32];
    int run[32];
    u64 trump;
    int root, taken;
    PyObject *pay;                     /* pay(augen, tricks, top) -> int */
    PyObject *augen_l, *tricks_l, *top_l; /* the solver's tallies at the root */
    int augen[4], tricks[4];
    u64 top[4];
    PayEntry *pc;
    size_t pc_cap, pc_count;
    Table tt;
    long long nodes;
    int err; /* 1: no memory, 2: a Python error */
    int busy;
} RaSearch;

static i64 ra_pay(RaSearch *S) {
    u64 key[3];
    key[0] = 0;
    key[1] = 0;
    for (int s = 0; s < 4; s++) {
        key[0] |= (u64)S->augen[s] << (16 * s);
        key[1] |= (u64)S->tricks[s] << (16 * s);
    }
    key[2] = 0;
    for (int s = 0; s < 4; s++) key[2] |= (u64)(S->top[s] ? hipos(S->top[s]) + 1 : 0) << (8 * s);
    if ((S->pc_count + 1) * 2 > S->pc_cap) {
        size_t ncap = S->pc_cap ? S->pc_cap * 2 : 1024;
        PayEntry *n = calloc(ncap, sizeof(PayEntry));
        if (!n) {
            S->err = 1;
            return 0;
        }
        for (size_t i = 0; i < S->pc_cap; i++) {
            if (!S->pc[i].used) continue;
            size_t j = (size_t)hash_key(S->pc[i].key, 3) & (ncap - 1);
            while (n[j].used) j = (j + 1) & (ncap - 1);
            n[j] = S->pc[i];
        }
        free(S->pc);
        S->pc = n;
        S->pc_cap = ncap;
    }
    size_t j = (size_t)hash_key(key, 3) & (S->pc_cap - 1);
    while (S->pc[j].used) {
        if (!memcmp(S->pc[j].key, key, sizeof key)) return S->pc[j].v;
        j = (j + 1) & (S->pc_cap - 1);
    }
    /* the search runs without the GIL: take it for the call to Python */
    PyGILState_STATE gil = PyGILState_Ensure();
    PyObject *a = Py_BuildValue("[iiii]", S->augen[0], S->augen[1], S->augen[2], S->augen[3]);
    PyObject *t = Py_BuildValue("[iiii]", S->tricks[0], S->tricks[1], S->tricks[2], S->tricks[3]);
    PyObject *p = Py_BuildValue("[KKKK]", (unsigned long long)S->top[0],
                                (unsigned long long)S->top[1], (unsigned long long)S->top[2],
                                (unsigned long long)S->top[3]);
    PyObject *r = (a && t && p) ? PyObject_CallFunctionObjArgs(S->pay, a, t, p, NULL) : NULL;
    Py_XDECREF(a);
    Py_XDECREF(t);
    Py_XDECREF(p);
    if (!r) {
        S->err = 2;
        PyGILState_Release(gil);
        return 0;
    }
    i64 v = PyLong_AsLongLong(r);
    Py_DECREF(r);
    if (PyErr_Occurred()) {
        S->err = 2;
        PyGILState_Release(gil);
        return 0;
    }
    PyGILState_Release(gil);
    memcpy(S->pc[j].key, key, sizeof key);
    S->pc[j].v = v;
    S->pc[j].used = 1;
    S->pc_count++;
    return v;
}

static i64 ra_follow(RaSearch *S, u64 *hands, int seat, int k, u64 led, u64 beat, u64 wb,
                     int ws, int taug, u64 tm, i64 alpha, i64 beta);
static i64 ra_boundary(RaSearch *S, u64 *hands, int leader, i64 alpha, i64 beta);

static i64 ra_take(RaSearch *S, u64 *hands, int ws, int taug, u64 tm, i64 alpha, i64 beta) {
    u64 old = S->top[ws];
    S->augen[ws] += taug;
    S->tricks[ws] += 1;
    if (S->taken) {
        u64 t = tm & S->trump;
        if (t) {
            t = hibit(t);
            if (t > old) S->top[ws] = t;
        }
    }
    i64 v = hands[ws] ? ra_boundary(S, hands, ws, alpha, beta) : ra_pay(S);
    S->augen[ws] -= taug;
    S->tricks[ws] -= 1;
    S->top[ws] = old;
    return v;
}

static i64 ra_boundary(RaSearch *S, u64 *hands, int leader, i64 alpha, i64 beta) {
    S->nodes++;
    u64 h = hands[leader];
    u64 h0 = hands[0], h1 = hands[1], h2 = hands[2], h3 = hands[3];
    if (!(h & (h - 1))) {
        int s1 = (leader + 1) & 3, s2 = (leader + 2) & 3, s3 = (leader + 3) & 3;
        u64 beat = S->cls[hipos(h)] | S->trump;
        u64 w = h;
        int ws = leader;
        u64 c = hands[s1];
        if (c > w && (c & beat)) w = c, ws = s1;
        c = hands[s2];
        if (c > w && (c & beat)) w = c, ws = s2;
        c = hands[s3];
        if (c > w && (c & beat)) ws = s3;
        u64 tm = h0 | h1 | h2 | h3;
        u64 empty[4] = {0, 0, 0, 0};
        return ra_take(S, empty, ws,
                       (int)(S->aug[hipos(h0)] + S->aug[hipos(h1)] + S->aug[hipos(h2)] +
                             S->aug[hipos(h3)]),
                       tm, alpha, beta);
    }
    u64 key[6];
    key[0] = h0 | h1 << 32;
    key[1] = h2 | h3 << 32;
    key[2] = (u64)leader;
    key[3] = 0;
    key[4] = 0;
    for (int s = 0; s < 4; s++) {
        key[3] |= (u64)S->augen[s] << (16 * s);
        key[4] |= (u64)S->tricks[s] << (16 * s);
    }
    key[5] = 0;
    for (int s = 0; s < 4; s++) key[5] |= (u64)(S->top[s] ? hipos(S->top[s]) + 1 : 0) << (8 * s);
    i64 lo, hi;
    u64 first = 0;
    i64 a0 = alpha, b0 = beta;
    if (table_get(&S->tt, key, &lo, &hi, &first)) {
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo == hi) return lo;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
    } else {
        lo = -SK_BIG;
        hi = SK_BIG;
    }
    u64 live = h0 | h1 | h2 | h3;
    u64 cards[MAXMOVES], tops[MAXMOVES], rest[MAXMOVES], moves[MAXMOVES];
    int n = distinct(h, live, S->run, cards);
    int nt, nr, nm = 0;
    tops_and_rest(cards, n, S->cls, tops, &nt, rest, &nr);
    for (int i = 0; i < nr; i++) moves[nm++] = rest[i];
    for (int i = 0; i < nt; i++) moves[nm++] = tops[i];
    first_to_front(moves, nm, first);
    int maxi = leader == S->root;
    i64 best = maxi ? -SK_BIG : SK_BIG;
    u64 best_move = first;
    int nxt = (leader + 1) & 3;
    for (int i = 0; i < nm; i++) {
        u64 b = moves[i];
        int p = hipos(b);
        hands[leader] = h ^ b;
        u64 led = S->cls[p];
        i64 v = ra_follow(S, hands, nxt, 1, led, led | S->trump, b, leader, (int)S->aug[p], b,
                          alpha, beta);
        hands[leader] = h;
        if (S->err) return 0;
        if (maxi) {
            if (v > best) {
                best = v;
                best_move = b;
                if (v > alpha) alpha = v;
            }
        } else if (v < best) {
            best = v;
            best_move = b;
            if (v < beta) beta = v;
        }
        if (alpha >= beta) break;
    }
    if (best <= a0) {
        if (best < hi) hi = best;
    } else if (best >= b0) {
        if (best > lo) lo = best;
    } else {
        lo = hi = best;
    }
    if (table_put(&S->tt, key, popc(h0), lo, hi, best_move) < 0) S->err = 1;
    return best;
}

static i64 ra_follow(RaSearch *S, u64 *hands, int seat, int k, u64 led, u64 beat, u64 wb,
                     int ws, int taug, u64 tm, i64 alpha, i64 beta) {
    S->nodes++;
    u64 h = hands[seat];
    u64 m = (h & led) ? (h & led) : h;
    int maxi = seat == S->root;
    u64 live = hands[0] | hands[1] | hands[2] | hands[3] | tm;
    u64 cards[MAXMOVES], winners[MAXMOVES], losers[MAXMOVES], moves[MAXMOVES];
    int n = distinct(m, live, S->run, cards);
    int nw = 0, nl = 0, nm = 0;
    for (int i = 0; i < n; i++) {
        u64 b = cards[i];
        if (b > wb && (b & beat))
            winners[nw++] = b;
        else
            losers[nl++] = b;
    }
    if (nl > 1) stable_sort(losers, nl, S->aug, 1);
    reverse(winners, nw);
    for (int i = 0; i < nl; i++) moves[nm++] = losers[i];
    for (int i = 0; i < nw; i++) moves[nm++] = winners[i];
    i64 best = maxi ? -SK_BIG : SK_BIG;
    int nxt = (seat + 1) & 3;
    for (int i = 0; i < nm; i++) {
        u64 b = moves[i];
        hands[seat] = h ^ b;
        int a = taug + (int)S->aug[hipos(b)];
        u64 nwb = wb;
        int nws = ws;
        if (b > wb && (b & beat)) nwb = b, nws = seat;
        i64 v;
        if (k == 3)
            v = ra_take(S, hands, nws, a, tm | b, alpha, beta);
        else
            v = ra_follow(S, hands, nxt, k + 1, led, beat, nwb, nws, a, tm | b, alpha, beta);
        hands[seat] = h;
        if (S->err) return 0;
        if (maxi) {
            if (v > best) {
                best = v;
                if (v > alpha) alpha = v;
            }
        } else if (v < best) {
            best = v;
            if (v < beta) beta = v;
        }
        if (alpha >= beta) break;
    }
    return best;
}

static void RaSearch_dealloc(RaSearch *self) {
    table_free(&self->tt);
    free(self->pc);
    Py_XDECREF(self->pay);
    Py_XDECREF(self->augen_l);
    Py_XDECREF(self->tricks_l);
    Py_XDECREF(self->top_l);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* RaSearch(cls, aug, run, trump, root, taken, pay, augen, tricks, top, limit) */
static int RaSearch_init(RaSearch *self, PyObject *args, PyObject *kw) {
    if (claim(&self->busy) < 0) return -1; /* not while it runs */
    self->busy = 0;
    PyObject *cls, *aug, *run, *pay, *augen, *tricks, *top;
    unsigned long long trump;
    int root, taken;
    Py_ssize_t limit;
    if (!PyArg_ParseTuple(args, "OOOKipOOOOn", &cls, &aug, &run, &trump, &root, &taken, &pay,
                          &augen, &tricks, &top, &limit))
        return -1;
    i64 tmp[32];
    if (parse_u64s(cls, self->cls, 32) < 0 || parse_i64s(aug, self->aug, 32) < 0) return -1;
    if (parse_i64s(run, tmp, 32) < 0) return -1;
    for (int i = 0; i < 32; i++) self->run[i] = (int)tmp[i];
    self->trump = trump;
    self->root = root;
    self->taken = taken;
    Py_INCREF(pay);
    Py_INCREF(augen);
    Py_INCREF(tricks);
    Py_INCREF(top);
    Py_XSETREF(self->pay, pay);
    Py_XSETREF(self->augen_l, augen);
    Py_XSETREF(self->tricks_l, tricks);
    Py_XSETREF(self->top_l, top);
    self->nodes = 0;
    self->err = 0;
    if (table_alloc(&self->tt, 6, 1 << 12, limit < 1 ? 1 : (size_t)limit) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static int ra_load(RaSearch *self) {
    i64 a[4], t[4];
    u64 p[4];
    if (parse_i64s(self->augen_l, a, 4) < 0 || parse_i64s(self->tricks_l, t, 4) < 0 ||
        parse_u64s(self->top_l, p, 4) < 0)
        return -1;
    for (int s = 0; s < 4; s++) {
        self->augen[s] = (int)a[s];
        self->tricks[s] = (int)t[s];
        self->top[s] = p[s];
    }
    return 0;
}

static PyObject *ra_done(RaSearch *self, i64 v) {
    int err = self->err;
    self->err = 0;
    if (err == 1) return PyErr_NoMemory();
    if (err == 2) return NULL;
    return PyLong_FromLongLong(v);
}

static PyObject *RaSearch_boundary(RaSearch *self, PyObject *args) {
    PyObject *hs;
    int leader;
    long long alpha, beta;
    if (!PyArg_ParseTuple(args, "OiLL", &hs, &leader, &alpha, &beta)) return NULL;
    u64 hands[4];
    if (parse_hands(hs, hands, 4) < 0 || ra_load(self) < 0 || claim(&self->busy) < 0)
        return NULL;
    i64 v;
    Py_BEGIN_ALLOW_THREADS
    v = ra_boundary(self, hands, leader, alpha, beta);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    return ra_done(self, v);
}

static PyObject *RaSearch_follow(RaSearch *self, PyObject *args) {
    PyObject *hs;
    int seat, k, ws, taug;
    unsigned long long led, beat, wb, tm;
    long long alpha, beta;
    if (!PyArg_ParseTuple(args, "OiiKKKiiKLL", &hs, &seat, &k, &led, &beat, &wb, &ws, &taug, &tm,
                          &alpha, &beta))
        return NULL;
    u64 hands[4];
    if (parse_hands(hs, hands, 4) < 0 || ra_load(self) < 0 || claim(&self->busy) < 0)
        return NULL;
    i64 v;
    Py_BEGIN_ALLOW_THREADS
    v = ra_follow(self, hands, seat, k, led, beat, wb, ws, taug, tm, alpha, beta);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    return ra_done(self, v);
}

static PyObject *RaSearch_take(RaSearch *self, PyObject *args) {
    PyObject *hs;
    int ws, taug;
    unsigned long long tm;
    long long alpha, beta;
    if (!PyArg_ParseTuple(args, "OiiKLL", &hs, &ws, &taug, &tm, &alpha, &beta)) return NULL;
    u64 hands[4];
    if (parse_hands(hs, hands, 4) < 0 || ra_load(self) < 0 || claim(&self->busy) < 0)
        return NULL;
    i64 v;
    Py_BEGIN_ALLOW_THREADS
    v = ra_take(self, hands, ws, taug, tm, alpha, beta);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    return ra_done(self, v);
}

static PyObject *get_nodes_ra(RaSearch *self, void *c) { return PyLong_FromLongLong(self->nodes); }

static PyMethodDef RaSearch_methods[] = {
    {"boundary", (PyCFunction)RaSearch_boundary, METH_VARARGS, "a trick boundary"},
    {"follow", (PyCFunction)RaSearch_follow, METH_VARARGS, "inside a trick"},
    {"take", (PyCFunction)RaSearch_take, METH_VARARGS, "a trick taken"},
    {NULL}};
static PyGetSetDef RaSearch_getset[] = {{"nodes", (getter)get_nodes_ra, NULL, "nodes", NULL},
                                        {NULL}};

static PyTypeObject RaSearchType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "kartenregeln.bots._native._csolver.RaSearch",
    .tp_basicsize = sizeof(RaSearch),
    .tp_dealloc = (destructor)RaSearch_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "the Ramsch's search",
    .tp_methods = RaSearch_methods,
    .tp_getset = RaSearch_getset,
    .tp_init = (initproc)RaSearch_init,
    .tp_new = PyType_GenericNew,
};

/* ================================================== Schapa's trick rounds ==== */
typedef struct {
    PyObject_HEAD
    int n, root;
    u64 suit[52];
    i64 val[52];
    int run[52];
    i64 pt, last, qb;
    u64 qmask;
    int early_on;
    u64 early;
    i64 *pos_t, *neg_t; /* 4 x 8192 */
    Run *runs;
    int nruns;
    Table tt;
    long long nodes;
    int err;
    int busy;
} SpSearch;

static i64 sp_follow(SpSearch *S, u64 *hands, int seat, int k, u64 led, u64 wb, int ws,
                     i64 tval, u64 tm, u64 live, int q, i64 alpha, i64 beta);

static i64 sp_boundary(SpSearch *S, const u64 *hands_in, int leader, int q, i64 alpha,
                       i64 beta) {
    S->nodes++;
    int N = S->n;
    u64 uni = 0;
    for (int s = 0; s < N; s++) uni |= hands_in[s];
    i64 qb = q ? S->qb : 0;
    if (!uni) return qb;
    if (S->early_on && !(uni & S->early)) return qb;
    u64 h = hands_in[leader];
    if (!(h & (h - 1))) {
        u64 led = S->suit[hipos(h)];
        u64 w = h;
        int ws = leader;
        i64 tv = 0;
        u64 tm = 0;
        for (int k = 0; k < N; k++) {
            int s = (leader + k) % N;
            u64 c = hands_in[s];
            tv += S->val[hipos(c)];
            tm |= c;
            if (c > w && (c & led)) w = c, ws = s;
        }
        if (ws == S->root) return S->pt + tv + S->last + qb;
        if (q && (tm & S->qmask)) return 0;
        return qb;
    }
    i64 tricks = popc(h);
    i64 pt_hi = S->pt > 0 ? S->pt : 0, pt_lo = S->pt < 0 ? S->pt : 0;
    i64 last_hi = S->last > 0 ? S->last : 0, last_lo = S->last < 0 ? S->last : 0;
    const i64 *P = S->pos_t, *Ng = S->neg_t;
    i64 ub = P[uni & 0x1FFF] + P[8192 + (uni >> 13 & 0x1FFF)] + P[2 * 8192 + (uni >> 26 & 0x1FFF)] +
             P[3 * 8192 + (uni >> 39 & 0x1FFF)] + tricks * pt_hi + last_hi + (qb > 0 ? qb : 0);
    if (ub <= alpha) return ub;
    i64 lb = Ng[uni & 0x1FFF] + Ng[8192 + (uni >> 13 & 0x1FFF)] +
             Ng[2 * 8192 + (uni >> 26 & 0x1FFF)] + Ng[3 * 8192 + (uni >> 39 & 0x1FFF)] +
             tricks * pt_lo + last_lo + (qb < 0 ? qb : 0);
    if (lb >= beta) return lb;
    u64 hands[6];
    for (int s = 0; s < N; s++) hands[s] = hands_in[s];
    uni = canonical(uni, S->runs, S->nruns, hands, N);
    h = hands[leader];
    u64 key[MAXKW] = {0};
    for (int s = 0; s < N; s++) key[s] = hands[s];
    key[N] = (u64)leader << 1 | (u64)(q != 0);
    i64 lo, hi;
    u64 first = 0;
    i64 a0 = alpha, b0 = beta;
    if (table_get(&S->tt, key, &lo, &hi, &first)) {
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo == hi) return lo;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
    } else {
        lo = lb;
        hi = ub;
    }
    u64 cards[MAXMOVES], tops[MAXMOVES], rest[MAXMOVES], moves[MAXMOVES];
    int n = distinct(h, uni, S->run, cards);
    int nt, nr, nm = 0;
    tops_and_rest(cards, n, S->suit, tops, &nt, rest, &nr);
    for (int i = 0; i < nt; i++) moves[nm++] = tops[i];
    for (int i = 0; i < nr; i++) moves[nm++] = rest[i];
    first_to_front(moves, nm, first);
    int maxi = leader == S->root;
    i64 best = maxi ? -SP_INF : SP_INF;
    u64 best_move = first;
    int nxt = (leader + 1) % N;
    for (int i = 0; i < nm; i++) {
        u64 b = moves[i];
        int p = hipos(b);
        hands[leader] = h ^ b;
        i64 v = sp_follow(S, hands, nxt, 1, S->suit[p], b, leader, S->val[p], b, uni, q, alpha,
                          beta);
        hands[leader] = h;
        if (S->err) return 0;
        if (maxi) {
            if (v > best) {
                best = v;
                best_move = b;
                if (v > alpha) alpha = v;
            }
        } else if (v < best) {
            best = v;
            best_move = b;
            if (v < beta) beta = v;
        }
        if (alpha >= beta) break;
    }
    if (best <= a0) {
        if (best < hi) hi = best;
    } else if (best >= b0) {
        if (best > lo) lo = best;
    } else {
        lo = hi = best;
    }
    if (table_put(&S->tt, key, popc(hands[0]), lo, hi, best_move) < 0) S->err = 1;
    return best;
}

static i64 sp_follow(SpSearch *S, u64 *hands, int seat, int k, u64 led, u64 wb, int ws,
                     i64 tval, u64 tm, u64 live, int q, i64 alpha, i64 beta) {
    S->nodes++;
    int N = S->n;
    u64 h = hands[seat];
    int maxi = seat == S->root;
    int mode = (maxi || ws == S->root) ? (S->pt + tval > 0 ? 1 : 2) : 0;
    u64 m = h & led, rel;
    if (m) {
        rel = live & led;
    } else {
        m = h;
        rel = live;
    }
    u64 cards[MAXMOVES], winners[MAXMOVES], losers[MAXMOVES], moves[MAXMOVES];
    int n = distinct(m, rel, S->run, cards);
    int nw = 0, nl = 0, nm = 0;
    for (int i = 0; i < n; i++) {
        u64 b = cards[i];
        if (b > wb && (b & led))
            winners[nw++] = b;
        else
            losers[nl++] = b;
    }
    if (nl > 1) stable_sort(losers, nl, S->val, 0);
    if (mode == 1) {
        reverse(winners, nw);
        for (int i = 0; i < nw; i++) moves[nm++] = winners[i];
        for (int i = 0; i < nl; i++) moves[nm++] = losers[i];
    } else if (mode == 2) {
        for (int i = 0; i < nl; i++) moves[nm++] = losers[i];
        for (int i = 0; i < nw; i++) moves[nm++] = winners[i];
    } else {
        reverse(losers, nl);
        for (int i = 0; i < nl; i++) moves[nm++] = losers[i];
        for (int i = 0; i < nw; i++) moves[nm++] = winners[i];
    }
    i64 best = maxi ? -SP_INF : SP_INF;
    int last_card = k == N - 1;
    int nxt = (seat + 1) % N;
    for (int i = 0; i < nm; i++) {
        u64 b = moves[i];
        hands[seat] = h ^ b;
        i64 tv = tval + S->val[hipos(b)];
        u64 nwb = wb;
        int nws = ws;
        if (b > wb && (b & led)) nwb = b, nws = seat;
        i64 v;
        if (last_card) {
            u64 t = tm | b;
            i64 gain;
            int nq;
            if (nws == S->root) {
                gain = S->pt + tv;
                nq = q;
            } else {
                gain = 0;
                nq = q && !(t & S->qmask);
            }
            if (hands[nws])
                v = gain + sp_boundary(S, hands, nws, nq, alpha - gain, beta - gain);
            else
                v = gain + (nws == S->root ? S->last : 0) + (nq ? S->qb : 0);
        } else {
            v = sp_follow(S, hands, nxt, k + 1, led, nwb, nws, tv, tm | b, live, q, alpha, beta);
        }
        hands[seat] = h;
        if (S->err) return 0;
        if (maxi) {
            if (v > best) {
                best = v;
                if (v > alpha) alpha = v;
            }
        } else if (v < best) {
            best = v;
            if (v < beta) beta = v;
        }
        if (alpha >= beta) break;
    }
    return best;
}

static void SpSearch_dealloc(SpSearch *self) {
    table_free(&self->tt);
    free(self->runs);
    free(self->pos_t);
    free(self->neg_t);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* SpSearch(n, root, suit, val, run, pt, last, qmask, qbonus, early, runs, limit)
 * suit/val/run per bit position (52; run -1: not in the deck); early: -1 or a mask */
static int SpSearch_init(SpSearch *self, PyObject *args, PyObject *kw) {
    if (claim(&self->busy) < 0) return -1; /* not while it runs */
    self->busy = 0;
    PyObject *suit, *val, *run, *runs, *early;
    int n, root;
    long long pt, last, qb;
    unsigned long long qmask;
    Py_ssize_t limit;
    if (!PyArg_ParseTuple(args, "iiOOOLLKLOOn", &n, &root, &suit, &val, &run, &pt, &last, &qmask,
                          &qb, &early, &runs, &limit))
        return -1;
    if (n < 2 || n > 6) {
        PyErr_SetString(PyExc_ValueError, "2 to 6 seats");
        return -1;
    }
    i64 tmp[52];
    if (parse_u64s(suit, self->suit, 52) < 0 || parse_i64s(val, self->val, 52) < 0) return -1;
    if (parse_i64s(run, tmp, 52) < 0) return -1;
    for (int i = 0; i < 52; i++) self->run[i] = tmp[i] < 0 ? -1 - i : (int)tmp[i];
    if (parse_runs(runs, &self->runs, &self->nruns) < 0) return -1;
    long long e = PyLong_AsLongLong(early);
    if (e == -1 && PyErr_Occurred()) return -1;
    self->early_on = e >= 0;
    self->early = e >= 0 ? (u64)e : 0;
    self->n = n;
    self->root = root;
    self->pt = pt;
    self->last = last;
    self->qmask = qmask;
    self->qb = qb;
    self->pos_t = calloc(4 * 8192, sizeof(i64));
    self->neg_t = calloc(4 * 8192, sizeof(i64));
    if (!self->pos_t || !self->neg_t) {
        PyErr_NoMemory();
        return -1;
    }
    for (int s = 0; s < 4; s++) {
        int any = 0;
        for (int j = 0; j < 13; j++) any |= self->val[13 * s + j] != 0;
        if (!any) continue;
        i64 *pt_ = self->pos_t + s * 8192, *nt_ = self->neg_t + s * 8192;
        for (int m = 1; m < 8192; m++) {
            int low = __builtin_ctz(m);
            i64 v = self->val[13 * s + low];
            pt_[m] = pt_[m & (m - 1)] + (v > 0 ? v : 0);
            nt_[m] = nt_[m & (m - 1)] + (v < 0 ? v : 0);
        }
    }
    self->nodes = 0;
    self->err = 0;
    if (table_alloc(&self->tt, n + 1, 1 << 12, limit < 1 ? 1 : (size_t)limit) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static PyObject *sp_done(SpSearch *self, i64 v) {
    if (self->err) {
        self->err = 0;
        return PyErr_NoMemory();
    }
    return PyLong_FromLongLong(v);
}

static PyObject *SpSearch_boundary(SpSearch *self, PyObject *args) {
    PyObject *hs;
    int leader, q;
    long long alpha, beta;
    if (!PyArg_ParseTuple(args, "OipLL", &hs, &leader, &q, &alpha, &beta)) return NULL;
    u64 hands[6];
    if (parse_hands(hs, hands, self->n) < 0 || claim(&self->busy) < 0) return NULL;
    i64 v;
    Py_BEGIN_ALLOW_THREADS
    v = sp_boundary(self, hands, leader, q, alpha, beta);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    return sp_done(self, v);
}

static PyObject *SpSearch_follow(SpSearch *self, PyObject *args) {
    PyObject *hs;
    int seat, k, ws, q;
    unsigned long long led, wb, tm, live;
    long long tval, alpha, beta;
    if (!PyArg_ParseTuple(args, "OiiKKiLKKpLL", &hs, &seat, &k, &led, &wb, &ws, &tval, &tm, &live,
                          &q, &alpha, &beta))
        return NULL;
    u64 hands[6];
    if (parse_hands(hs, hands, self->n) < 0 || claim(&self->busy) < 0) return NULL;
    i64 v;
    Py_BEGIN_ALLOW_THREADS
    v = sp_follow(self, hands, seat, k, led, wb, ws, tval, tm, live, q, alpha, beta);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    return sp_done(self, v);
}

static PyObject *get_nodes_sp(SpSearch *self, void *c) { return PyLong_FromLongLong(self->nodes); }

static PyMethodDef SpSearch_methods[] = {
    {"boundary", (PyCFunction)SpSearch_boundary, METH_VARARGS, "a trick boundary"},
    {"follow", (PyCFunction)SpSearch_follow, METH_VARARGS, "inside a trick"},
    {NULL}};
static PyGetSetDef SpSearch_getset[] = {{"nodes", (getter)get_nodes_sp, NULL, "nodes", NULL},
                                        {NULL}};

static PyTypeObject SpSearchType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "kartenregeln.bots._native._csolver.SpSearch",
    .tp_basicsize = sizeof(SpSearch),
    .tp_dealloc = (destructor)SpSearch_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Schapa's trick-round search",
    .tp_methods = SpSearch_methods,
    .tp_getset = SpSearch_getset,
    .tp_init = (initproc)SpSearch_init,
    .tp_new = PyType_GenericNew,
};

/* ------------------------------------------------------------------ module ---- */
static struct PyModuleDef csolver_module = {
    PyModuleDef_HEAD_INIT, "_csolver",
    "The compiled search of kartenregeln's fast exact solvers (optional).", -1, NULL, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__csolver(void) {
    if (PyType_Ready(&SkSearchType) < 0 || PyType_Ready(&RaSearchType) < 0 ||
        PyType_Ready(&SpSearchType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&csolver_module);
    if (!m) return NULL;
    Py_INCREF(&SkSearchType);
    Py_INCREF(&RaSearchType);
    Py_INCREF(&SpSearchType);
    if (PyModule_AddObject(m, "SkSearch", (PyObject *)&SkSearchType) < 0 ||
        PyModule_AddObject(m, "RaSearch", (PyObject *)&RaSearchType) < 0 ||
        PyModule_AddObject(m, "SpSearch", (PyObject *)&SpSearchType) < 0 ||
        PyModule_AddIntConstant(m, "ABI", 1) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
