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

/* Store `v` (borrowed) into the empty slot at `off` of the new object `o`. */
#define PUT_SLOT(o, off, v)        \
    do {                           \
        PyObject *_v = (v);        \
        Py_INCREF(_v);             \
        SLOT(o, off) = _v;         \
    } while (0)

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

/* deal(bits, getrandbits, dealer, seats, first, second, gap) -> (hands, packets):
 * the deck `bits` (one int per card) shuffled as shuffle() does, then dealt from the seat
 * after the dealer: `first` cards to each seat, `gap` cards left aside (the Skat), then
 * `second` cards to each seat. A hand and its first packet are the masks of its cards
 * (dealing._shuffled, dealing._shuffled_short, schapa.state.deal). */
static PyObject *core_deal(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    long dealer, seats, first, second, gap;
    if (nargs != 7 || !PyTuple_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "deal(bits, getrandbits, dealer, seats, first, second, gap)");
        return NULL;
    }
    PyObject *bits = args[0], *getrandbits = args[1];
    dealer = PyLong_AsLong(args[2]);
    seats = PyLong_AsLong(args[3]);
    first = PyLong_AsLong(args[4]);
    second = PyLong_AsLong(args[5]);
    gap = PyLong_AsLong(args[6]);
    if (PyErr_Occurred()) return NULL;
    Py_ssize_t size = PyTuple_GET_SIZE(bits);
    if (size > 64 || seats < 1 || seats > 8 || dealer < 0 || first < 0 || second < 0 || gap < 0 ||
        seats * (first + second) + gap > size) {
        PyErr_SetString(PyExc_ValueError, "deal: arguments out of range");
        return NULL;
    }
    u64 cards[64];
    for (Py_ssize_t i = 0; i < size; i++) {
        cards[i] = as_mask(PyTuple_GET_ITEM(bits, i));
        if (PyErr_Occurred()) return NULL;
    }
    PyObject *bits_obj[8] = {NULL};
    PyObject *result = NULL, *hands = NULL, *packets = NULL;
    for (Py_ssize_t i = size - 1; i >= 1; i--) {
        int k = bit_length((unsigned long)i + 1);
        if (bits_obj[k] == NULL && (bits_obj[k] = PyLong_FromLong(k)) == NULL) goto done;
        long j;
        do {
            PyObject *r = PyObject_Vectorcall(getrandbits, &bits_obj[k], 1, NULL);
            if (r == NULL) goto done;
            j = PyLong_AsLong(r);
            Py_DECREF(r);
            if (j == -1 && PyErr_Occurred()) goto done;
        } while (j > i);
        u64 a = cards[i];
        cards[i] = cards[j];
        cards[j] = a;
    }
    if ((hands = PyTuple_New(seats)) == NULL || (packets = PyTuple_New(seats)) == NULL) goto done;
    for (long k = 0; k < seats; k++) {
        long seat = (dealer + 1 + k) % seats;
        u64 packet = 0, hand;
        for (long c = first * k; c < first * k + first; c++) packet |= cards[c];
        hand = packet;
        long from = seats * first + gap + second * k;
        for (long c = from; c < from + second; c++) hand |= cards[c];
        PyObject *h = PyLong_FromUnsignedLongLong(hand), *p = PyLong_FromUnsignedLongLong(packet);
        if (h == NULL || p == NULL) {
            Py_XDECREF(h);
            Py_XDECREF(p);
            goto done;
        }
        PyTuple_SET_ITEM(hands, seat, h);
        PyTuple_SET_ITEM(packets, seat, p);
    }
    result = PyTuple_Pack(2, hands, packets);
done:
    Py_XDECREF(hands);
    Py_XDECREF(packets);
    for (int k = 0; k < 8; k++) Py_XDECREF(bits_obj[k]);
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
    /* the bidding (auction._bid_step) */
    int bid_bound;
    PyTypeObject *bid_type, *spiele_type, *klopfen_type, *announce_type, *kontra_type, *re_type;
    Py_ssize_t a_game, k_suit, r_all_pass, r_kontra, r_re_by_partner;
    Py_ssize_t b_klopfer, b_spiele, b_inn, b_holder, b_best, b_partner, b_kontra, b_re;
    Py_ssize_t b_thrown_in, b_size;
    long klopfen_phase, round1_phase, auction_phase, kontra_phase, re_phase;
    PyObject *klopfen_obj, *round1_obj, *auction_obj, *kontra_obj, *re_obj;
    PyObject *sie, *rufspiel, *ramsch, *throw_in, *called, *table_for;
    /* the bidding's legal actions: (KLOPFEN, WEITER), (SPIELE, WEITER), (KONTRA, GUT),
     * (GUT,), (RE, GUT) */
    PyObject *klopfen_weiter, *spiele_weiter, *kontra_gut, *gut, *re_gut;
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

/* Whether every slot the steps read is set (a state built the usual way has them; the
 * pure path's constructor leaves _playable unset, as it is read only with _legal). */
static int sk_slots_set(PyObject *s) {
    return SLOT(s, SK.setup) && SLOT(s, SK.phase) && SLOT(s, SK.to_move) &&
           SLOT(s, SK.history) && SLOT(s, SK.bid) && SLOT(s, SK.play_part) &&
           SLOT(s, SK.table) && SLOT(s, SK.legal) && SLOT(s, SK.log);
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
    Py_XSETREF(SLOT(s, SK.playable), playable);
    Py_INCREF(legal);
    Py_SETREF(SLOT(s, SK.legal), legal);
    return legal;
}

/* A new state: the slots as the pure path's _make stores them (steals nothing). */
static PyObject *sk_make(PyObject *s, PyObject *phase, PyObject *to_move, PyObject *history,
                         PyObject *play_part) {
    PyObject *o = alloc(SK.cls);
    if (o == NULL) return NULL;
#define PUT(field, v) PUT_SLOT(o, SK.field, v)
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
    if (SLOT(s, SK.legal) != Py_None && SLOT(s, SK.playable) != NULL) {
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
 * Schafkopf: the bidding, a port of auction._bid_step and _fix_game.
 */
static PyObject *bind_bidding(PyObject *self, PyObject *cfg) {
    if (!PyDict_Check(cfg) || !SK.bound) {
        PyErr_SetString(PyExc_TypeError, "bind_bidding(cfg: dict) after bind_schafkopf");
        return NULL;
    }
    if (SK.bid_bound) Py_RETURN_NONE;
    if (get_type(cfg, "bid", &SK.bid_type) || get_type(cfg, "spiele", &SK.spiele_type) ||
        get_type(cfg, "klopfen", &SK.klopfen_type) || get_type(cfg, "announce", &SK.announce_type) ||
        get_type(cfg, "kontra", &SK.kontra_type) || get_type(cfg, "re", &SK.re_type))
        return NULL;
    if ((SK.a_game = slot_offset(SK.announce_type, "game")) < 0 ||
        (SK.k_suit = slot_offset(SK.contract_type, "suit")) < 0 ||
        (SK.r_all_pass = slot_offset(SK.rules_type, "all_pass")) < 0 ||
        (SK.r_kontra = slot_offset(SK.rules_type, "kontra")) < 0 ||
        (SK.r_re_by_partner = slot_offset(SK.rules_type, "re_by_partner")) < 0)
        return NULL;
    long v[10];
    const char *names[10] = {"bid_klopfer", "bid_spiele", "bid_inn", "bid_holder", "bid_best",
                             "bid_partner", "bid_kontra", "bid_re", "bid_thrown_in", "bid_size"};
    for (int i = 0; i < 10; i++)
        if (get_long(cfg, names[i], &v[i])) return NULL;
    SK.b_klopfer = v[0];
    SK.b_spiele = v[1];
    SK.b_inn = v[2];
    SK.b_holder = v[3];
    SK.b_best = v[4];
    SK.b_partner = v[5];
    SK.b_kontra = v[6];
    SK.b_re = v[7];
    SK.b_thrown_in = v[8];
    SK.b_size = v[9];
    if (get_long(cfg, "klopfen_phase", &SK.klopfen_phase) ||
        get_long(cfg, "round1_phase", &SK.round1_phase) ||
        get_long(cfg, "auction_phase", &SK.auction_phase) ||
        get_long(cfg, "kontra_phase", &SK.kontra_phase) || get_long(cfg, "re_phase", &SK.re_phase))
        return NULL;
    if (get_obj(cfg, "sie", &SK.sie) || get_obj(cfg, "rufspiel", &SK.rufspiel) ||
        get_obj(cfg, "ramsch", &SK.ramsch) || get_obj(cfg, "throw_in", &SK.throw_in) ||
        get_obj(cfg, "called", &SK.called) || get_obj(cfg, "table_for", &SK.table_for) ||
        get_obj(cfg, "klopfen_weiter", &SK.klopfen_weiter) ||
        get_obj(cfg, "spiele_weiter", &SK.spiele_weiter) ||
        get_obj(cfg, "kontra_gut", &SK.kontra_gut) || get_obj(cfg, "gut", &SK.gut) ||
        get_obj(cfg, "re_gut", &SK.re_gut))
        return NULL;
    if ((SK.klopfen_obj = PyLong_FromLong(SK.klopfen_phase)) == NULL ||
        (SK.round1_obj = PyLong_FromLong(SK.round1_phase)) == NULL ||
        (SK.auction_obj = PyLong_FromLong(SK.auction_phase)) == NULL ||
        (SK.kontra_obj = PyLong_FromLong(SK.kontra_phase)) == NULL ||
        (SK.re_obj = PyLong_FromLong(SK.re_phase)) == NULL)
        return NULL;
    SK.bid_bound = 1;
    Py_RETURN_NONE;
}

/* A copy of the bidding record `bid` (a _Bid, a tuple subclass) to change: tuple.__new__
 * (_Bid, fields), as auction._put and _ev build it. */
static PyObject *bid_copy(PyObject *bid) {
    Py_ssize_t n = PyTuple_GET_SIZE(bid);
    PyObject *r = SK.bid_type->tp_alloc(SK.bid_type, n);
    if (r == NULL) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *x = PyTuple_GET_ITEM(bid, i);
        Py_INCREF(x);
        PyTuple_SET_ITEM(r, i, x);
    }
    return r;
}

/* Set field i of a fresh bid copy (steals `v`; NULL v: an error already set). */
static int bid_set(PyObject *bid, Py_ssize_t i, PyObject *v) {
    if (v == NULL) return -1;
    PyObject *old = PyTuple_GET_ITEM(bid, i);
    PyTuple_SET_ITEM(bid, i, v);
    Py_DECREF(old);
    return 0;
}

static PyObject *new_ref(PyObject *o) {
    Py_INCREF(o);
    return o;
}

/* GameState._next: a bidding step's state (the card-play part as dealt); `table` NULL
 * keeps the state's table. Steals nothing. */
static PyObject *sk_next(PyObject *s, PyObject *phase, PyObject *to_move, PyObject *history,
                         PyObject *bid, PyObject *log, PyObject *table) {
    PyObject *o = alloc(SK.cls);
    if (o == NULL) return NULL;
    SLOT(o, SK.setup) = new_ref(SLOT(s, SK.setup));
    SLOT(o, SK.phase) = new_ref(phase);
    SLOT(o, SK.to_move) = new_ref(to_move);
    SLOT(o, SK.history) = new_ref(history);
    SLOT(o, SK.bid) = new_ref(bid);
    SLOT(o, SK.play_part) = new_ref(SLOT(s, SK.play_part));
    SLOT(o, SK.table) = new_ref(table ? table : SLOT(s, SK.table));
    SLOT(o, SK.legal) = new_ref(Py_None);
    SLOT(o, SK.log) = new_ref(log);
    SLOT(o, SK.playable) = new_ref(SK.zero);
    return o;
}

/* GameState._start_play: the first card's state, with the game's table. */
static PyObject *sk_start_play(PyObject *s, PyObject *history, PyObject *bid, PyObject *log) {
    PyObject *setup = SLOT(s, SK.setup);
    long n = tget(setup, 5);
    PyObject *table = PyObject_CallOneArg(SK.table_for, PyTuple_GET_ITEM(bid, SK.b_game));
    if (table == NULL) return NULL;
    PyObject *first = PyLong_FromLong((tget(setup, 1) + 1) % n);
    PyObject *r = first ? sk_next(s, SK.play_obj, first, history, bid, log, table) : NULL;
    Py_XDECREF(first);
    Py_DECREF(table);
    return r;
}

static inline long seat_of(PyObject *o) { return o == Py_None ? -1 : PyLong_AsLong(o); }

/* auction._fix_game: the state once the auction has named its game and declarer (`bid`
 * is a fresh copy, changed here). */
static PyObject *sk_fix_game(PyObject *s, PyObject *history, PyObject *bid, PyObject *log) {
    PyObject *setup = SLOT(s, SK.setup);
    long n = tget(setup, 5);
    PyObject *game = PyTuple_GET_ITEM(bid, SK.b_best);
    PyObject *declarer = PyTuple_GET_ITEM(bid, SK.b_holder);
    if (game == Py_None || declarer == Py_None) {
        PyErr_SetString(PyExc_AssertionError, "the auction ended without a game");
        return NULL;
    }
    PyObject *partner = NULL, *call_bit = SK.zero, *call_suit = NULL;
    PyObject *kind = SLOT(game, SK.k_kind);
    if (kind == SK.rufspiel) {
        PyObject *called = PyDict_GetItemWithError(SK.called, SLOT(game, SK.k_suit));
        if (called == NULL) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_KeyError, "no called Sau");
            return NULL;
        }
        call_bit = PyTuple_GET_ITEM(called, 0);
        call_suit = new_ref(PyTuple_GET_ITEM(called, 1));
        u64 bit = as_mask(call_bit);
        PyObject *deal = PyTuple_GET_ITEM(setup, 2);
        long p = 0;
        while (p < n && !(as_mask(PyTuple_GET_ITEM(deal, p)) & bit)) p++;
        if (p == n) {
            Py_DECREF(call_suit);
            PyErr_SetString(PyExc_AssertionError, "nobody holds the called Sau");
            return NULL;
        }
        partner = PyLong_FromLong(p);
    } else {
        partner = new_ref(Py_None);
        call_suit = PyLong_FromLong(-1);
    }
    if (partner == NULL || call_suit == NULL) {
        Py_XDECREF(partner);
        Py_XDECREF(call_suit);
        return NULL;
    }
    /* bid_set steals partner and call_suit */
    if (bid_set(bid, SK.b_inn, PyTuple_Pack(1, declarer)) ||
        bid_set(bid, SK.b_game, new_ref(game)) ||
        bid_set(bid, SK.b_declarer, new_ref(declarer)) || bid_set(bid, SK.b_partner, partner) ||
        bid_set(bid, SK.b_call_bit, new_ref(call_bit)) || bid_set(bid, SK.b_call_suit, call_suit))
        return NULL;
    if (kind == SK.sie) return sk_next(s, SK.over_obj, Py_None, history, bid, log, NULL);
    PyObject *rules = PyTuple_GET_ITEM(setup, 0);
    if (PyObject_IsTrue(SLOT(rules, SK.r_kontra))) {
        long vorhand = (tget(setup, 1) + 1) % n;
        long first = vorhand != PyLong_AsLong(declarer) ? vorhand : (vorhand + 1) % n;
        PyObject *f = PyLong_FromLong(first);
        PyObject *r = f ? sk_next(s, SK.kontra_obj, f, history, bid, log, NULL) : NULL;
        Py_XDECREF(f);
        return r;
    }
    return sk_start_play(s, history, bid, log);
}

/* The step itself, for a legal bidding action (auction._bid_step). */
static PyObject *sk_bid_step(PyObject *s, PyObject *action, PyObject *history, PyObject *log) {
    PyObject *setup = SLOT(s, SK.setup), *bid = SLOT(s, SK.bid);
    long seat = PyLong_AsLong(SLOT(s, SK.to_move));
    long phase = PyLong_AsLong(SLOT(s, SK.phase));
    long n = tget(setup, 5);
    int last = seat == tget(setup, 1);
    PyTypeObject *type = Py_TYPE(action);
    PyObject *nb = NULL, *next = NULL, *r = NULL, *spiele = NULL;
    if (phase == SK.round1_phase) {
        if (type == SK.spiele_type) {
            PyObject *seat_obj = PyLong_FromLong(seat);
            if (seat_obj == NULL) return NULL;
            spiele = tuple_plus(PyTuple_GET_ITEM(bid, SK.b_spiele), seat_obj);
            Py_DECREF(seat_obj);
            if (spiele == NULL) return NULL;
            if (!last) {
                if ((nb = bid_copy(bid)) == NULL || bid_set(nb, SK.b_spiele, new_ref(spiele)))
                    goto done;
                if ((next = PyLong_FromLong((seat + 1) % n)) == NULL) goto done;
                r = sk_next(s, SK.round1_obj, next, history, nb, log, NULL);
                goto done;
            }
        } else {
            spiele = new_ref(PyTuple_GET_ITEM(bid, SK.b_spiele));
            if (!last) {
                if ((next = PyLong_FromLong((seat + 1) % n)) == NULL) goto done;
                r = sk_next(s, SK.round1_obj, next, history, bid, log, NULL);
                goto done;
            }
        }
        if ((nb = bid_copy(bid)) == NULL) goto done;
        if (PyTuple_GET_SIZE(spiele) == 0) {
            PyObject *rules = PyTuple_GET_ITEM(setup, 0);
            if (SLOT(rules, SK.r_all_pass) == SK.throw_in) {
                if (bid_set(nb, SK.b_thrown_in, new_ref(Py_True))) goto done;
                r = sk_next(s, SK.over_obj, Py_None, history, nb, log, NULL);
                goto done;
            }
            if (bid_set(nb, SK.b_game, new_ref(SK.ramsch))) goto done;
            r = sk_start_play(s, history, nb, log);
            goto done;
        }
        if (bid_set(nb, SK.b_spiele, new_ref(spiele)) || bid_set(nb, SK.b_inn, new_ref(spiele)))
            goto done;
        r = sk_next(s, SK.auction_obj, PyTuple_GET_ITEM(spiele, 0), history, nb, log, NULL);
        goto done;
    }
    if (phase == SK.klopfen_phase) {
        PyObject *use = bid;
        if (type == SK.klopfen_type) {
            PyObject *seat_obj = PyLong_FromLong(seat);
            if (seat_obj == NULL) goto done;
            PyObject *klopfer = tuple_plus(PyTuple_GET_ITEM(bid, SK.b_klopfer), seat_obj);
            Py_DECREF(seat_obj);
            if ((nb = bid_copy(bid)) == NULL || bid_set(nb, SK.b_klopfer, klopfer)) {
                Py_XDECREF(nb ? NULL : klopfer);
                goto done;
            }
            use = nb;
        }
        if ((next = PyLong_FromLong((seat + 1) % n)) == NULL) goto done;
        r = sk_next(s, last ? SK.round1_obj : SK.klopfen_obj, next, history, use, log, NULL);
        goto done;
    }
    if (phase == SK.auction_phase) {
        if ((nb = bid_copy(bid)) == NULL) goto done;
        PyObject *inn;
        if (type == SK.announce_type) {
            PyObject *game = SLOT(action, SK.a_game);
            PyObject *seat_obj = PyLong_FromLong(seat);
            if (seat_obj == NULL) goto done;
            inn = SLOT(game, SK.k_kind) == SK.sie ? PyTuple_Pack(1, seat_obj)
                                                  : new_ref(PyTuple_GET_ITEM(bid, SK.b_inn));
            if (bid_set(nb, SK.b_holder, seat_obj) || bid_set(nb, SK.b_best, new_ref(game))) {
                Py_XDECREF(inn);
                goto done;
            }
        } else {
            PyObject *old = PyTuple_GET_ITEM(bid, SK.b_inn);
            Py_ssize_t m = PyTuple_GET_SIZE(old), k = 0;
            inn = PyTuple_New(m);
            if (inn == NULL) goto done;
            for (Py_ssize_t i = 0; i < m; i++) {
                PyObject *x = PyTuple_GET_ITEM(old, i);
                if (PyLong_AsLong(x) != seat) PyTuple_SET_ITEM(inn, k++, new_ref(x));
            }
            if (k < m && _PyTuple_Resize(&inn, k) < 0) goto done;
        }
        if (bid_set(nb, SK.b_inn, inn)) goto done;
        if (PyTuple_GET_SIZE(inn) == 1) {
            r = sk_fix_game(s, history, nb, log);
            goto done;
        }
        long holder = seat_of(PyTuple_GET_ITEM(nb, SK.b_holder));
        long nxt = -1;
        for (long k = 1; k < n && nxt < 0; k++) {
            long cand = (seat + k) % n;
            if (cand == holder) continue;
            for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(inn); i++)
                if (PyLong_AsLong(PyTuple_GET_ITEM(inn, i)) == cand) {
                    nxt = cand;
                    break;
                }
        }
        if (nxt < 0) {
            PyErr_SetString(PyExc_AssertionError, "nobody left to bid");
            goto done;
        }
        if ((next = PyLong_FromLong(nxt)) == NULL) goto done;
        r = sk_next(s, SK.auction_obj, next, history, nb, log, NULL);
        goto done;
    }
    long declarer = seat_of(PyTuple_GET_ITEM(bid, SK.b_declarer));
    if (phase == SK.kontra_phase) {
        if (type == SK.kontra_type) {
            PyObject *seat_obj = PyLong_FromLong(seat);
            if ((nb = bid_copy(bid)) == NULL || bid_set(nb, SK.b_kontra, seat_obj)) goto done;
            r = sk_next(s, SK.re_obj, PyTuple_GET_ITEM(nb, SK.b_declarer), history, nb, log, NULL);
            goto done;
        }
        long nxt = (seat + 1) % n;
        if (nxt == declarer) nxt = (nxt + 1) % n;
        long d = tget(setup, 1) + 1;
        long a = ((nxt - d) % n + n) % n, b = ((seat - d) % n + n) % n;
        if (a <= b) {
            r = sk_start_play(s, history, bid, log);
            goto done;
        }
        if ((next = PyLong_FromLong(nxt)) == NULL) goto done;
        r = sk_next(s, SK.kontra_obj, next, history, bid, log, NULL);
        goto done;
    }
    if (phase != SK.re_phase) {
        PyErr_SetString(PyExc_AssertionError, "not a bidding phase");
        goto done;
    }
    if (type == SK.re_type) {
        PyObject *seat_obj = PyLong_FromLong(seat);
        if ((nb = bid_copy(bid)) == NULL || bid_set(nb, SK.b_re, seat_obj)) goto done;
        r = sk_start_play(s, history, nb, log);
        goto done;
    }
    if (PyTuple_GET_ITEM(bid, SK.b_partner) != Py_None &&
        PyObject_IsTrue(SLOT(PyTuple_GET_ITEM(setup, 0), SK.r_re_by_partner))) {
        long nxt = (seat + 1) % n;
        if (nxt == seat_of(PyTuple_GET_ITEM(bid, SK.b_kontra))) nxt = (nxt + 1) % n;
        if (nxt != declarer) {
            if ((next = PyLong_FromLong(nxt)) == NULL) goto done;
            r = sk_next(s, SK.re_obj, next, history, bid, log, NULL);
            goto done;
        }
    }
    r = sk_start_play(s, history, bid, log);
done:
    Py_XDECREF(nb);
    Py_XDECREF(next);
    Py_XDECREF(spiele);
    return r;
}

/* GameState.apply in the bidding: the state after `action` if it is one of the cached
 * legal actions (the very object), else None (the caller's slow path: text, an equal
 * action built anew, an illegal one, the legal actions not asked yet). */
static PyObject *sk_bid(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "sk_bid(state, action)");
        return NULL;
    }
    PyObject *s = args[0], *action = args[1];
    if (!SK.bid_bound || Py_TYPE(s) != SK.cls || !sk_slots_set(s)) Py_RETURN_NONE;
    long phase = PyLong_AsLong(SLOT(s, SK.phase));
    if (phase == SK.play_phase || phase == SK.over_phase) Py_RETURN_NONE;
    PyObject *legal = SLOT(s, SK.legal);
    if (!PyTuple_Check(legal) || SLOT(s, SK.to_move) == Py_None) Py_RETURN_NONE;
    Py_ssize_t i, m = PyTuple_GET_SIZE(legal);
    for (i = 0; i < m && PyTuple_GET_ITEM(legal, i) != action; i++)
        ;
    if (i == m) Py_RETURN_NONE;
    PyObject *seat_obj = SLOT(s, SK.to_move);
    PyObject *entry = PyTuple_Pack(2, seat_obj, action);
    if (entry == NULL) return NULL;
    PyObject *log = tuple_plus(SLOT(s, SK.log), entry);
    Py_DECREF(entry);
    if (log == NULL) return NULL;
    PyObject *history = tuple_plus(SLOT(s, SK.history), action);
    if (history == NULL) {
        Py_DECREF(log);
        return NULL;
    }
    PyObject *r = sk_bid_step(s, action, history, log);
    Py_DECREF(log);
    Py_DECREF(history);
    return r;
}

/* ---------------------------------------------------------------------------------------
 * A state method with a compiled first try: Method(fast, pure). Called with the state and
 * the arguments, it calls `fast` (a function of this module) and returns its answer,
 * unless that is None: then the pure-Python method `pure` decides (its answer, its
 * errors). As a method descriptor (like a Python function) it is called without a bound
 * method object in between; `__wrapped__`, `__doc__`, `__name__` and `__qualname__` are
 * the pure method's, so help() and inspect.signature() show the pure method.
 */
typedef struct {
    PyObject_HEAD
    PyObject *fast;
    PyObject *pure;
    PyObject *dict;
    vectorcallfunc vectorcall;
} Method;

static PyObject *method_vectorcall(PyObject *self, PyObject *const *args, size_t nargsf,
                                   PyObject *kwnames) {
    Method *m = (Method *)self;
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    if (kwnames == NULL && nargs >= 1) {
        PyObject *r = PyObject_Vectorcall(m->fast, args, nargs, NULL);
        if (r != Py_None) return r; /* the answer, or NULL with the error set */
        Py_DECREF(r);
    }
    return PyObject_Vectorcall(m->pure, args, nargsf, kwnames);
}

static PyObject *method_get(PyObject *self, PyObject *obj, PyObject *type) {
    if (obj == NULL || obj == Py_None) {
        Py_INCREF(self);
        return self;
    }
    return PyMethod_New(self, obj);
}

static int method_traverse(PyObject *self, visitproc visit, void *arg) {
    Method *m = (Method *)self;
    Py_VISIT(m->fast);
    Py_VISIT(m->pure);
    Py_VISIT(m->dict);
    return 0;
}

static int method_clear(PyObject *self) {
    Method *m = (Method *)self;
    Py_CLEAR(m->fast);
    Py_CLEAR(m->pure);
    Py_CLEAR(m->dict);
    return 0;
}

static void method_dealloc(PyObject *self) {
    PyObject_GC_UnTrack(self);
    method_clear(self);
    Py_TYPE(self)->tp_free(self);
}

static PyObject *method_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    PyObject *fast, *pure;
    if (kwargs != NULL && PyDict_GET_SIZE(kwargs)) {
        PyErr_SetString(PyExc_TypeError, "Method(fast, pure) takes no keywords");
        return NULL;
    }
    if (!PyArg_UnpackTuple(args, "Method", 2, 2, &fast, &pure)) return NULL;
    if (!PyCallable_Check(fast) || !PyCallable_Check(pure)) {
        PyErr_SetString(PyExc_TypeError, "Method(fast, pure): both must be callable");
        return NULL;
    }
    Method *m = (Method *)type->tp_alloc(type, 0);
    if (m == NULL) return NULL;
    Py_INCREF(fast);
    Py_INCREF(pure);
    m->fast = fast;
    m->pure = pure;
    m->vectorcall = method_vectorcall;
    if ((m->dict = PyDict_New()) == NULL) goto fail;
    static const char *copied[] = {"__doc__", "__name__", "__qualname__", "__module__"};
    for (int i = 0; i < 4; i++) {
        PyObject *v = PyObject_GetAttrString(pure, copied[i]);
        if (v == NULL) {
            PyErr_Clear();
            continue;
        }
        int bad = PyDict_SetItemString(m->dict, copied[i], v);
        Py_DECREF(v);
        if (bad) goto fail;
    }
    if (PyDict_SetItemString(m->dict, "__wrapped__", pure)) goto fail;
    return (PyObject *)m;
fail:
    Py_DECREF(m);
    return NULL;
}

static PyMemberDef method_members[] = {
    {"__dict__", T_OBJECT, offsetof(Method, dict), READONLY, NULL},
    {NULL, 0, 0, 0, NULL},
};

static PyTypeObject MethodType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "kartenregeln._native._ccore.Method",
    .tp_basicsize = sizeof(Method),
    .tp_dealloc = method_dealloc,
    .tp_vectorcall_offset = offsetof(Method, vectorcall),
    .tp_call = PyVectorcall_Call,
    .tp_getattro = PyObject_GenericGetAttr,
    .tp_setattro = PyObject_GenericSetAttr,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL |
                Py_TPFLAGS_METHOD_DESCRIPTOR,
    .tp_doc = "Method(fast, pure): a state method that asks the compiled `fast` first.",
    .tp_traverse = method_traverse,
    .tp_clear = method_clear,
    .tp_members = method_members,
    .tp_descr_get = method_get,
    .tp_dictoffset = offsetof(Method, dict),
    .tp_new = method_new,
};

/* GameState.legal_actions, compiled: the cached tuple, or the card play's; else None
 * (the bidding's are the pure method's). */
static PyObject *sk_legal_actions(PyObject *self, PyObject *s) {
    if (!SK.bound || Py_TYPE(s) != SK.cls || !sk_slots_set(s)) Py_RETURN_NONE;
    PyObject *legal = SLOT(s, SK.legal);
    if (legal != Py_None) {
        Py_INCREF(legal);
        return legal;
    }
    long phase = PyLong_AsLong(SLOT(s, SK.phase));
    if (phase == SK.play_phase) return sk_legal(self, s);
    if (!SK.bid_bound || SLOT(s, SK.to_move) == Py_None) Py_RETURN_NONE;
    /* the rounds with fixed choices (the auction's are the pure method's) */
    PyObject *bid = SLOT(s, SK.bid), *seat = SLOT(s, SK.to_move);
    if (phase == SK.klopfen_phase) {
        legal = SK.klopfen_weiter;
    } else if (phase == SK.round1_phase) {
        legal = SK.spiele_weiter;
    } else if (phase == SK.kontra_phase) {
        int partner = PyObject_RichCompareBool(seat, PyTuple_GET_ITEM(bid, SK.b_partner), Py_EQ);
        if (partner < 0) return NULL;
        legal = partner ? SK.gut : SK.kontra_gut;
    } else if (phase == SK.re_phase) {
        int d = PyObject_RichCompareBool(seat, PyTuple_GET_ITEM(bid, SK.b_declarer), Py_EQ);
        int p = d ? 0 : PyObject_RichCompareBool(seat, PyTuple_GET_ITEM(bid, SK.b_partner), Py_EQ);
        if (d < 0 || p < 0) return NULL;
        legal = d || p ? SK.re_gut : SK.gut;
    } else {
        Py_RETURN_NONE;
    }
    Py_INCREF(legal);
    Py_SETREF(SLOT(s, SK.legal), legal);
    Py_INCREF(legal);
    return legal;
}

/* GameState.is_over, compiled (a property's getter): whether the phase is OVER. */
static PyObject *sk_is_over(PyObject *self, PyObject *s) {
    if (!SK.bound || !PyObject_TypeCheck(s, SK.cls) || SLOT(s, SK.phase) == NULL) {
        PyErr_SetString(PyExc_TypeError, "is_over of a GameState");
        return NULL;
    }
    long phase = PyLong_AsLong(SLOT(s, SK.phase));
    if (phase == -1 && PyErr_Occurred()) return NULL;
    return PyBool_FromLong(phase == SK.over_phase);
}

/* GameState.apply, compiled: a card in the card play, a bidding action in the bidding. */
static PyObject *sk_apply(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2 || !SK.bound || Py_TYPE(args[0]) != SK.cls || SLOT(args[0], SK.phase) == NULL)
        Py_RETURN_NONE;
    long phase = PyLong_AsLong(SLOT(args[0], SK.phase));
    if (phase == SK.play_phase) return sk_play(self, args, nargs);
    if (phase == SK.over_phase) Py_RETURN_NONE;
    return sk_bid(self, args, nargs);
}

/* ---------------------------------------------------------------------------------------
 * The module.
 */
static PyMethodDef core_methods[] = {
    {"shuffle", (PyCFunction)(void (*)(void))core_shuffle, METH_FASTCALL,
     "shuffle(cards, getrandbits): Random.shuffle's draws and swaps, in place."},
    {"deal", (PyCFunction)(void (*)(void))core_deal, METH_FASTCALL,
     "deal(bits, getrandbits, dealer, seats, first, second, gap): (hands, packets)."},
    {"bind_schafkopf", bind_schafkopf, METH_O, "bind_schafkopf(cfg): the classes and tables."},
    {"bind_bidding", bind_bidding, METH_O, "bind_bidding(cfg): the bidding's classes."},
    {"sk_bid", (PyCFunction)(void (*)(void))sk_bid, METH_FASTCALL,
     "sk_bid(state, action): the state after a legal bidding action, else None."},
    {"sk_is_over", sk_is_over, METH_O, "sk_is_over(state): GameState.is_over, compiled."},
    {"sk_legal_actions", sk_legal_actions, METH_O,
     "sk_legal_actions(state): GameState.legal_actions, compiled, or None."},
    {"sk_apply", (PyCFunction)(void (*)(void))sk_apply, METH_FASTCALL,
     "sk_apply(state, action): GameState.apply, compiled, or None."},
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

PyMODINIT_FUNC PyInit__ccore(void) {
    if (PyType_Ready(&MethodType) < 0) return NULL;
    PyObject *m = PyModule_Create(&core_module);
    if (m == NULL) return NULL;
    Py_INCREF(&MethodType);
    if (PyModule_AddObject(m, "Method", (PyObject *)&MethodType) < 0) {
        Py_DECREF(&MethodType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
