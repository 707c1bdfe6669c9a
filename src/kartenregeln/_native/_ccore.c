/* The compiled core of kartenregeln (optional): the hot steps of the game states in C.
 *
 * A line-by-line port of the pure-Python steps it replaces, which stay the reference
 * (tests/test_core_native.py steps random games under random house rules through both
 * and compares every legal-action list, state, text and settlement):
 *
 *   - sk_legal / sk_play: the card play of a Schafkopf game (GameState.legal_actions and
 *     GameState._play in schafkopf/state.py, card_play._play_mask);
 *   - sp_legal / sp_play: a trick of Schapa's rounds 1-6 and 8 (TrickRoundState in
 *     schapa/state.py);
 *   - shuffle: random.Random.shuffle's draws and swaps (kartenregeln/_shuffle.py).
 *
 * The states stay the Python classes. Their slots are read and written here directly,
 * at the offsets of their member descriptors, found once when a game binds its classes
 * (bind_schafkopf, bind_schapa); a new state is allocated with the class's tp_alloc and
 * its slots stored, as the pure path's generated constructor does with `o._x = v`.
 * Anything unusual (an action that is not a plain Play, an illegal card, a slot that is
 * not set) returns None, and the caller takes its pure-Python path, which raises the
 * right error.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>

typedef uint64_t u64;

#define SLOT(o, off) (*(PyObject **)((char *)(o) + (off)))

/* The offset of the slot `name` of `type` (a member descriptor holding an object). */
static Py_ssize_t slot_offset(PyTypeObject *type, const char *name) {
    PyObject *key = PyUnicode_InternFromString(name);
    if (key == NULL) return -1;
    PyObject *descr = _PyType_Lookup(type, key);
    Py_DECREF(key);
    if (descr == NULL || !Py_IS_TYPE(descr, &PyMemberDescr_Type)) {
        PyErr_Format(PyExc_TypeError, "%s.%s is not a slot", type->tp_name, name);
        return -1;
    }
    PyMemberDef *member = ((PyMemberDescrObject *)descr)->d_member;
    if (member->type != T_OBJECT_EX && member->type != T_OBJECT) {
        PyErr_Format(PyExc_TypeError, "%s.%s is not an object slot", type->tp_name, name);
        return -1;
    }
    return member->offset;
}

static int get_type(PyObject *cfg, const char *key, PyTypeObject **out) {
    PyObject *v = PyDict_GetItemString(cfg, key);
    if (v == NULL || !PyType_Check(v)) {
        PyErr_Format(PyExc_KeyError, "bind: %s must be a class", key);
        return -1;
    }
    Py_INCREF(v);
    *out = (PyTypeObject *)v;
    return 0;
}

static int get_obj(PyObject *cfg, const char *key, PyObject **out) {
    PyObject *v = PyDict_GetItemString(cfg, key);
    if (v == NULL) {
        PyErr_Format(PyExc_KeyError, "bind: %s is missing", key);
        return -1;
    }
    Py_INCREF(v);
    *out = v;
    return 0;
}

static int get_long(PyObject *cfg, const char *key, long *out) {
    PyObject *v = PyDict_GetItemString(cfg, key);
    if (v == NULL || !PyLong_Check(v)) {
        PyErr_Format(PyExc_KeyError, "bind: %s must be an int", key);
        return -1;
    }
    *out = PyLong_AsLong(v);
    return PyErr_Occurred() ? -1 : 0;
}

/* A tuple of 52 ints into a C array (the cards' Augen or the like). */
static int get_ints(PyObject *cfg, const char *key, long *out, Py_ssize_t n) {
    PyObject *v = PyDict_GetItemString(cfg, key);
    if (v == NULL || !PyTuple_Check(v) || PyTuple_GET_SIZE(v) < n) {
        PyErr_Format(PyExc_KeyError, "bind: %s must be a tuple of %zd ints", key, n);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        out[i] = PyLong_AsLong(PyTuple_GET_ITEM(v, i));
        if (out[i] == -1 && PyErr_Occurred()) return -1;
    }
    return 0;
}

static inline long as_long(PyObject *o) { return PyLong_AsLong(o); }

static inline u64 as_mask(PyObject *o) { return PyLong_AsUnsignedLongLongMask(o); }

/* A new object of `type`, its slots still empty (as object.__new__(type)). */
static inline PyObject *alloc(PyTypeObject *type) { return type->tp_alloc(type, 0); }

/* `t + (item,)` for a tuple t (item borrowed). */
static PyObject *tuple_plus(PyObject *t, PyObject *item) {
    Py_ssize_t n = PyTuple_GET_SIZE(t);
    PyObject *r = PyTuple_New(n + 1);
    if (r == NULL) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *x = PyTuple_GET_ITEM(t, i);
        Py_INCREF(x);
        PyTuple_SET_ITEM(r, i, x);
    }
    Py_INCREF(item);
    PyTuple_SET_ITEM(r, n, item);
    return r;
}

/* ---------------------------------------------------------------------------------------
 * shuffle(cards, getrandbits): CPython's Random.shuffle, _randbelow(i + 1) by rejection
 * on getrandbits((i + 1).bit_length()), swapping in place (kartenregeln._shuffle._inline).
 */
static int bit_length(unsigned long v) {
    int k = 0;
    while (v) {
        k++;
        v >>= 1;
    }
    return k;
}

static PyObject *core_shuffle(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2 || !PyList_CheckExact(args[0])) {
        PyErr_SetString(PyExc_TypeError, "shuffle(cards: list, getrandbits)");
        return NULL;
    }
    PyObject *cards = args[0];
    PyObject *getrandbits = args[1];
    PyObject *bits_obj[64] = {NULL};
    PyObject *result = NULL;
    for (Py_ssize_t i = PyList_GET_SIZE(cards) - 1; i >= 1; i--) {
        int bits = bit_length((unsigned long)i + 1);
        if (bits >= 64) {
            PyErr_SetString(PyExc_ValueError, "shuffle: too many cards");
            goto done;
        }
        if (bits_obj[bits] == NULL && (bits_obj[bits] = PyLong_FromLong(bits)) == NULL) goto done;
        long j;
        do {
            PyObject *r = PyObject_Vectorcall(getrandbits, &bits_obj[bits], 1, NULL);
            if (r == NULL) goto done;
            j = PyLong_AsLong(r);
            Py_DECREF(r);
            if (j == -1 && PyErr_Occurred()) goto done;
        } while (j > i);
        if (PyList_GET_SIZE(cards) <= i) {
            PyErr_SetString(PyExc_RuntimeError, "shuffle: the list changed size");
            goto done;
        }
        PyObject *a = PyList_GET_ITEM(cards, i);
        PyList_SET_ITEM(cards, i, PyList_GET_ITEM(cards, j));
        PyList_SET_ITEM(cards, j, a);
    }
    result = Py_None;
    Py_INCREF(result);
done:
    for (int k = 0; k < 64; k++) Py_XDECREF(bits_obj[k]);
    return result;
}

/* ---------------------------------------------------------------------------------------
 * Schafkopf: the card play.
 */
static struct {
    int bound;
    PyTypeObject *cls, *play_type, *card_type, *table_type, *contract_type, *rules_type;
    /* GameState slots */
    Py_ssize_t setup, phase, to_move, history, bid, play_part, table, legal, log, playable;
    /* Table, Play, Card, Contract, Rules slots */
    Py_ssize_t t_follow, t_power, t_class_mask, p_card, c_index, k_kind, k_tout;
    Py_ssize_t r_stichzwang, r_davonlaufen, r_tout_ends_early, r_players;
    /* the bidding record's positions */
    Py_ssize_t b_game, b_declarer, b_call_bit, b_call_suit;
    PyObject *plays[52];
    long augen[52];
    long trump, play_phase, over_phase;
    PyObject *play_obj, *over_obj, *zero, *empty;
    PyObject *bettel, *bettel_ouvert;
    PyObject *skat_mask; /* Python: _skat_mask(setup) -> int */
} SK;

static PyObject *bind_schafkopf(PyObject *self, PyObject *cfg) {
    if (!PyDict_Check(cfg)) {
        PyErr_SetString(PyExc_TypeError, "bind_schafkopf(cfg: dict)");
        return NULL;
    }
    if (SK.bound) Py_RETURN_NONE;
    if (get_type(cfg, "state", &SK.cls) || get_type(cfg, "play", &SK.play_type) ||
        get_type(cfg, "card", &SK.card_type) || get_type(cfg, "table", &SK.table_type) ||
        get_type(cfg, "contract", &SK.contract_type) || get_type(cfg, "rules", &SK.rules_type))
        return NULL;
#define OFF(field, type, name)                                   \
    if ((SK.field = slot_offset(SK.type, name)) < 0) return NULL;
    OFF(setup, cls, "_setup")
    OFF(phase, cls, "_phase")
    OFF(to_move, cls, "_to_move")
    OFF(history, cls, "_history")
    OFF(bid, cls, "_bid")
    OFF(play_part, cls, "_play_part")
    OFF(table, cls, "_table")
    OFF(legal, cls, "_legal")
    OFF(log, cls, "_log")
    OFF(playable, cls, "_playable")
    OFF(t_follow, table_type, "follow")
    OFF(t_power, table_type, "power")
    OFF(t_class_mask, table_type, "class_mask")
    OFF(p_card, play_type, "card")
    OFF(c_index, card_type, "index")
    OFF(k_kind, contract_type, "kind")
    OFF(k_tout, contract_type, "tout")
    OFF(r_stichzwang, rules_type, "bettel_stichzwang")
    OFF(r_davonlaufen, rules_type, "davonlaufen")
    OFF(r_tout_ends_early, rules_type, "tout_ends_early")
    OFF(r_players, rules_type, "players")
#undef OFF
    long b_game, b_declarer, b_call_bit, b_call_suit;
    if (get_long(cfg, "bid_game", &b_game) || get_long(cfg, "bid_declarer", &b_declarer) ||
        get_long(cfg, "bid_call_bit", &b_call_bit) || get_long(cfg, "bid_call_suit", &b_call_suit) ||
        get_long(cfg, "trump", &SK.trump) || get_long(cfg, "play_phase", &SK.play_phase) ||
        get_long(cfg, "over_phase", &SK.over_phase) || get_ints(cfg, "augen", SK.augen, 52))
        return NULL;
    SK.b_game = b_game;
    SK.b_declarer = b_declarer;
    SK.b_call_bit = b_call_bit;
    SK.b_call_suit = b_call_suit;
    PyObject *plays = PyDict_GetItemString(cfg, "plays");
    if (plays == NULL || !PyTuple_Check(plays) || PyTuple_GET_SIZE(plays) != 52) {
        PyErr_SetString(PyExc_KeyError, "bind: plays must be a tuple of 52");
        return NULL;
    }
    for (int i = 0; i < 52; i++) {
        SK.plays[i] = PyTuple_GET_ITEM(plays, i);
        Py_INCREF(SK.plays[i]);
    }
    if (get_obj(cfg, "bettel", &SK.bettel) || get_obj(cfg, "bettel_ouvert", &SK.bettel_ouvert) ||
        get_obj(cfg, "skat_mask", &SK.skat_mask))
        return NULL;
    SK.play_obj = PyLong_FromLong(SK.play_phase);
    SK.over_obj = PyLong_FromLong(SK.over_phase);
    SK.zero = PyLong_FromLong(0);
    SK.empty = PyTuple_New(0);
    if (!SK.play_obj || !SK.over_obj || !SK.zero || !SK.empty) return NULL;
    SK.bound = 1;
    Py_RETURN_NONE;
}

/* Whether every slot the card play reads is set (a state built the usual way has them). */
static int sk_slots_set(PyObject *s) {
    return SLOT(s, SK.setup) && SLOT(s, SK.phase) && SLOT(s, SK.to_move) &&
           SLOT(s, SK.history) && SLOT(s, SK.bid) && SLOT(s, SK.play_part) &&
           SLOT(s, SK.table) && SLOT(s, SK.legal) && SLOT(s, SK.log) && SLOT(s, SK.playable);
}

static inline long tget(PyObject *tuple, Py_ssize_t i) {
    return PyLong_AsLong(PyTuple_GET_ITEM(tuple, i));
}

/* The cards of `mask` (cards of the led class) that beat the best card of `trick` so
 * far, or all of `mask` if none does (a Bettel's Stichzwang): card_play._beating. */
static u64 sk_beating(PyObject *follow, PyObject *power, PyObject *trick, long led, u64 mask) {
    Py_ssize_t n = PyTuple_GET_SIZE(trick);
    long best = tget(trick, 0);
    for (Py_ssize_t k = 1; k < n; k++) {
        long idx = tget(trick, k);
        long f = tget(follow, idx), fb = tget(follow, best);
        if ((f == fb && tget(power, idx) > tget(power, best)) || (f == SK.trump && SK.trump != fb))
            best = idx;
    }
    if (tget(follow, best) != led) return mask;
    u64 higher = 0, rest = mask;
    long pb = tget(power, best);
    while (rest) {
        u64 low = rest & (~rest + 1);
        if (tget(power, __builtin_ctzll(rest)) > pb) higher |= low;
        rest ^= low;
    }
    return higher ? higher : mask;
}

/* card_play._play_mask: the cards the seat to move may play. -1 on error. */
static int sk_mask(PyObject *s, u64 *out) {
    PyObject *setup = SLOT(s, SK.setup), *play = SLOT(s, SK.play_part), *bid = SLOT(s, SK.bid);
    PyObject *tab = SLOT(s, SK.table);
    long seat = as_long(SLOT(s, SK.to_move));
    PyObject *deal = PyTuple_GET_ITEM(setup, 2);
    u64 hand = as_mask(PyTuple_GET_ITEM(deal, seat)) & as_mask(PyTuple_GET_ITEM(play, 5));
    PyObject *follow = SLOT(tab, SK.t_follow), *class_mask = SLOT(tab, SK.t_class_mask);
    PyObject *rules = PyTuple_GET_ITEM(setup, 0);
    PyObject *trick = PyTuple_GET_ITEM(play, 0);
    long led;
    u64 mask;
    if (PyTuple_GET_SIZE(trick)) {
        led = tget(follow, tget(trick, 0));
        mask = hand & as_mask(PyTuple_GET_ITEM(class_mask, led));
        if (!mask) {
            mask = hand;
        } else if (SLOT(rules, SK.r_stichzwang) == Py_True) {
            PyObject *game = PyTuple_GET_ITEM(bid, SK.b_game);
            if (game != Py_None) {
                PyObject *kind = SLOT(game, SK.k_kind);
                if (kind == SK.bettel || kind == SK.bettel_ouvert)
                    mask = sk_beating(follow, SLOT(tab, SK.t_power), trick, led, mask);
            }
        }
    } else {
        led = -1;
        mask = hand;
    }
    u64 sau = as_mask(PyTuple_GET_ITEM(bid, SK.b_call_bit));
    if ((sau & hand) && PyTuple_GET_ITEM(play, 4) != Py_True) {
        long suit = tget(bid, SK.b_call_suit);
        if (led == -1) {
            u64 suit_cards = hand & as_mask(PyTuple_GET_ITEM(class_mask, suit));
            if (__builtin_popcountll(suit_cards) < 4 || SLOT(rules, SK.r_davonlaufen) != Py_True)
                mask &= ~suit_cards | sau;
        } else if (led == suit) {
            mask = sau;
        } else if (hand != sau) {
            mask &= ~sau;
        }
    }
    if (PyErr_Occurred()) return -1;
    *out = mask;
    return 0;
}

/* The legal actions of the card play: the Play of each card of the mask, in card order;
 * cached in the state's _legal with the mask in _playable (GameState.legal_actions). */
static PyObject *sk_legal(PyObject *self, PyObject *s) {
    if (!SK.bound || Py_TYPE(s) != SK.cls || !sk_slots_set(s)) Py_RETURN_NONE;
    u64 mask;
    if (sk_mask(s, &mask) < 0) return NULL;
    PyObject *legal = PyTuple_New(__builtin_popcountll(mask));
    if (legal == NULL) return NULL;
    Py_ssize_t k = 0;
    for (u64 rest = mask; rest; rest &= rest - 1) {
        PyObject *p = SK.plays[__builtin_ctzll(rest)];
        Py_INCREF(p);
        PyTuple_SET_ITEM(legal, k++, p);
    }
    PyObject *playable = PyLong_FromUnsignedLongLong(mask);
    if (playable == NULL) {
        Py_DECREF(legal);
        return NULL;
    }
    Py_SETREF(SLOT(s, SK.playable), playable);
    Py_INCREF(legal);
    Py_SETREF(SLOT(s, SK.legal), legal);
    return legal;
}

/* A new state: the slots as the pure path's _make stores them (steals nothing). */
static PyObject *sk_make(PyObject *s, PyObject *phase, PyObject *to_move, PyObject *history,
                         PyObject *play_part) {
    PyObject *o = alloc(SK.cls);
    if (o == NULL) return NULL;
#define PUT(field, v)              \
    do {                           \
        PyObject *_v = (v);        \
        Py_INCREF(_v);             \
        SLOT(o, SK.field) = _v;    \
    } while (0)
    PUT(setup, SLOT(s, SK.setup));
    PUT(phase, phase);
    PUT(to_move, to_move);
    PUT(history, history);
    PUT(bid, SLOT(s, SK.bid));
    PUT(play_part, play_part);
    PUT(table, SLOT(s, SK.table));
    PUT(legal, Py_None);
    PUT(log, SLOT(s, SK.log));
    PUT(playable, SK.zero);
#undef PUT
    return o;
}

/* GameState._play for a legal Play `action`; None (the caller's slow path) for anything
 * else: another action type, a card that may not be played now. */
static PyObject *sk_play(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "sk_play(state, action)");
        return NULL;
    }
    PyObject *s = args[0], *action = args[1];
    if (!SK.bound || Py_TYPE(s) != SK.cls || Py_TYPE(action) != SK.play_type || !sk_slots_set(s))
        Py_RETURN_NONE;
    PyObject *card = SLOT(action, SK.p_card);
    if (card == NULL || !PyObject_TypeCheck(card, SK.card_type) || SLOT(card, SK.c_index) == NULL)
        Py_RETURN_NONE;
    long idx = as_long(SLOT(card, SK.c_index));
    if (idx < 0 || idx >= 52) Py_RETURN_NONE;
    u64 bit = (u64)1 << idx, playable;
    if (SLOT(s, SK.legal) != Py_None) {
        playable = as_mask(SLOT(s, SK.playable));
    } else if (sk_mask(s, &playable) < 0) {
        return NULL;
    }
    if (!(playable & bit)) Py_RETURN_NONE;

    PyObject *setup = SLOT(s, SK.setup), *play = SLOT(s, SK.play_part), *bid = SLOT(s, SK.bid);
    long seat = as_long(SLOT(s, SK.to_move));
    long n = tget(setup, 5);
    if (n < 3 || n > 4 || PyTuple_GET_SIZE(PyTuple_GET_ITEM(play, 3)) != n) Py_RETURN_NONE;
    u64 left = as_mask(PyTuple_GET_ITEM(play, 5)) ^ bit;
    PyObject *idx_obj = NULL, *trick = NULL, *history = NULL, *left_obj = NULL;
    PyObject *part = NULL, *result = NULL, *next = NULL, *tricks = NULL, *record = NULL;
    PyObject *augen_t = NULL, *winner_obj = NULL, *leader_obj = NULL;
    if ((idx_obj = PyLong_FromLong(idx)) == NULL) goto done;
    if ((trick = tuple_plus(PyTuple_GET_ITEM(play, 0), idx_obj)) == NULL) goto done;
    if ((history = tuple_plus(SLOT(s, SK.history), action)) == NULL) goto done;
    if ((left_obj = PyLong_FromUnsignedLongLong(left)) == NULL) goto done;
    if (PyTuple_GET_SIZE(trick) < n) {
        part = PyTuple_Pack(6, trick, PyTuple_GET_ITEM(play, 1), PyTuple_GET_ITEM(play, 2),
                            PyTuple_GET_ITEM(play, 3), PyTuple_GET_ITEM(play, 4), left_obj);
        if (part == NULL || (next = PyLong_FromLong((seat + 1) % n)) == NULL) goto done;
        result = sk_make(s, SK.play_obj, next, history, part);
        goto done;
    }
    /* the trick is complete: who takes it */
    PyObject *tab = SLOT(s, SK.table);
    PyObject *follow = SLOT(tab, SK.t_follow), *power = SLOT(tab, SK.t_power);
    long best = tget(trick, 0), best_pos = 0, best_class = tget(follow, best);
    for (long pos = 1; pos < n; pos++) {
        long c = tget(trick, pos), cls = tget(follow, c);
        if (cls == best_class) {
            if (tget(power, c) > tget(power, best)) {
                best = c;
                best_pos = pos;
            }
        } else if (cls == SK.trump) {
            best = c;
            best_pos = pos;
            best_class = cls;
        }
    }
    long leader = tget(play, 1);
    long winner = (leader + best_pos) % n;
    PyObject *augen_old = PyTuple_GET_ITEM(play, 3);
    Py_ssize_t seats = n;
    long augen[4];
    for (Py_ssize_t k = 0; k < seats; k++) augen[k] = tget(augen_old, k);
    for (long pos = 0; pos < n; pos++) augen[winner] += SK.augen[tget(trick, pos)];
    PyObject *searched = PyTuple_GET_ITEM(play, 4);
    if (searched != Py_True)
        searched = tget(follow, tget(trick, 0)) == tget(bid, SK.b_call_suit) ? Py_True : Py_False;
    PyObject *phase = SK.play_obj;
    int over = !left;
    PyObject *game = PyTuple_GET_ITEM(bid, SK.b_game);
    PyObject *rules = PyTuple_GET_ITEM(setup, 0);
    if (!over && game != Py_None) {
        PyObject *decl_obj = PyTuple_GET_ITEM(bid, SK.b_declarer);
        long declarer = decl_obj == Py_None ? -1 : as_long(decl_obj);
        PyObject *kind = SLOT(game, SK.k_kind);
        if ((SLOT(game, SK.k_tout) == Py_True && SLOT(rules, SK.r_tout_ends_early) == Py_True &&
             winner != declarer) ||
            (winner == declarer && (kind == SK.bettel || kind == SK.bettel_ouvert)))
            over = 1;
    }
    if (over) {
        phase = SK.over_obj;
        if (!left && as_long(SLOT(rules, SK.r_players)) == 3) {
            /* the Skat, turned over after the last trick, counts for its winner */
            PyObject *m = PyObject_CallOneArg(SK.skat_mask, setup);
            if (m == NULL) goto done;
            u64 skat = as_mask(m);
            Py_DECREF(m);
            for (; skat; skat &= skat - 1) augen[winner] += SK.augen[__builtin_ctzll(skat)];
        }
    }
    if (PyErr_Occurred()) goto done;
    if ((winner_obj = PyLong_FromLong(winner)) == NULL) goto done;
    if ((leader_obj = PyLong_FromLong(leader)) == NULL) goto done;
    if ((record = PyTuple_Pack(3, leader_obj, trick, winner_obj)) == NULL) goto done;
    if ((tricks = tuple_plus(PyTuple_GET_ITEM(play, 2), record)) == NULL) goto done;
    if ((augen_t = PyTuple_New(seats)) == NULL) goto done;
    for (Py_ssize_t k = 0; k < seats; k++) {
        PyObject *a = PyLong_FromLong(augen[k]);
        if (a == NULL) goto done;
        PyTuple_SET_ITEM(augen_t, k, a);
    }
    part = PyTuple_Pack(6, SK.empty, winner_obj, tricks, augen_t, searched, left_obj);
    if (part == NULL) goto done;
    result = sk_make(s, phase, over ? Py_None : winner_obj, history, part);
done:
    Py_XDECREF(idx_obj);
    Py_XDECREF(trick);
    Py_XDECREF(history);
    Py_XDECREF(left_obj);
    Py_XDECREF(part);
    Py_XDECREF(next);
    Py_XDECREF(tricks);
    Py_XDECREF(record);
    Py_XDECREF(augen_t);
    Py_XDECREF(winner_obj);
    Py_XDECREF(leader_obj);
    if (result == NULL && !PyErr_Occurred()) Py_RETURN_NONE;
    return result;
}

#include "_schapa.h"

/* ---------------------------------------------------------------------------------------
 * The module.
 */
static PyMethodDef core_methods[] = {
    {"shuffle", (PyCFunction)(void (*)(void))core_shuffle, METH_FASTCALL,
     "shuffle(cards, getrandbits): Random.shuffle's draws and swaps, in place."},
    {"bind_schafkopf", bind_schafkopf, METH_O, "bind_schafkopf(cfg): the classes and tables."},
    {"sk_legal", sk_legal, METH_O, "sk_legal(state): the card play's legal actions."},
    {"sk_play", (PyCFunction)(void (*)(void))sk_play, METH_FASTCALL,
     "sk_play(state, action): the state after a legal Play, else None."},
    {"bind_schapa", bind_schapa, METH_O, "bind_schapa(cfg): Schapa's classes and tables."},
    {"sp_legal", sp_legal, METH_O, "sp_legal(state): a trick round's legal actions."},
    {"sp_play", (PyCFunction)(void (*)(void))sp_play, METH_FASTCALL,
     "sp_play(state, action): the trick round's state after a legal Play, else None."},
    {"ly_legal", ly_legal, METH_O, "ly_legal(state): the layout round's legal actions."},
    {"ly_play", (PyCFunction)(void (*)(void))ly_play, METH_FASTCALL,
     "ly_play(state, action): the layout round's state after a legal action, else None."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef core_module = {
    PyModuleDef_HEAD_INIT, "_ccore",
    "The compiled core of kartenregeln (optional; see kartenregeln._native).", -1, core_methods,
};

PyMODINIT_FUNC PyInit__ccore(void) { return PyModule_Create(&core_module); }
