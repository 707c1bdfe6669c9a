/* Schapa in C: the trick rounds (1-6 and 8), TrickRoundState.legal_actions and apply
 * (sp_legal, sp_play), and the layout round (7), LayoutRoundState.legal_actions and
 * apply (ly_legal, ly_play), of schapa/state.py, line by line.
 *
 * Included once by _ccore.c (before its module section), whose helpers it uses: u64,
 * SLOT, PUT_SLOT, slot_offset, get_type, get_obj, alloc, tuple_plus. The Python states
 * stay the reference; tests/test_core_native.py compares both step by step.
 *
 * No trumps: a trick goes to the highest card of the suit led, and within a suit the
 * lowest card index is the highest card. A card's suit is index / 13.
 */

static struct {
    int bound;
    PyTypeObject *cls, *play_type, *card_type, *trick_type;
    /* TrickRoundState slots (RoundState's, then its own), in attrs.fields order */
    Py_ssize_t rules, round, dealer, hand_masks, history, movers, to_move;
    Py_ssize_t leader, trick, taken, tricks;
    /* Play.card, Card.index, Trick.leader / .cards / .winner */
    Py_ssize_t p_card, c_index, t_leader, t_cards, t_winner;
    PyObject *plays[52]; /* schapa.actions.PLAYS: the interned Play of each card */
    PyObject *cards[52]; /* state._CARD: the Card of each index */
    PyObject *early_cache; /* state._EARLY_END: {id(rules): scoring cards by round} */
    PyObject *early_end;   /* state._early_end(rules): fills that cache */
} SP;

#define SP_SUIT(index) ((u64)0x1FFF << (13 * ((index) / 13)))

static void sp_release(void) {
    Py_CLEAR(SP.cls);
    Py_CLEAR(SP.play_type);
    Py_CLEAR(SP.card_type);
    Py_CLEAR(SP.trick_type);
    for (int i = 0; i < 52; i++) {
        Py_CLEAR(SP.plays[i]);
        Py_CLEAR(SP.cards[i]);
    }
    Py_CLEAR(SP.early_cache);
    Py_CLEAR(SP.early_end);
    SP.bound = 0;
}

/* A tuple of 52 objects into `out` (new references). */
static int sp_get_52(PyObject *cfg, const char *key, PyObject **out) {
    PyObject *v = PyDict_GetItemString(cfg, key);
    if (v == NULL || !PyTuple_Check(v) || PyTuple_GET_SIZE(v) != 52) {
        PyErr_Format(PyExc_KeyError, "bind: %s must be a tuple of 52", key);
        return -1;
    }
    for (int i = 0; i < 52; i++) {
        out[i] = PyTuple_GET_ITEM(v, i);
        Py_INCREF(out[i]);
    }
    return 0;
}

static int ly_bind(PyObject *cfg);

/* bind_schapa(cfg): the classes and tables of schapa/state.py (its _bind_core), the
 * trick rounds' and the layout round's. Binding again (a reloaded module) replaces what
 * was bound. */
static PyObject *bind_schapa(PyObject *self, PyObject *cfg) {
    if (!PyDict_Check(cfg)) {
        PyErr_SetString(PyExc_TypeError, "bind_schapa(cfg: dict)");
        return NULL;
    }
    sp_release();
    if (get_type(cfg, "state", &SP.cls) || get_type(cfg, "play", &SP.play_type) ||
        get_type(cfg, "card", &SP.card_type) || get_type(cfg, "trick", &SP.trick_type))
        goto fail;
#define OFF(field, type, name)                                      \
    if ((SP.field = slot_offset(SP.type, name)) < 0) goto fail;
    OFF(rules, cls, "_rules")
    OFF(round, cls, "_round")
    OFF(dealer, cls, "_dealer")
    OFF(hand_masks, cls, "_hand_masks")
    OFF(history, cls, "_history")
    OFF(movers, cls, "_movers")
    OFF(to_move, cls, "_to_move")
    OFF(leader, cls, "_leader")
    OFF(trick, cls, "_trick")
    OFF(taken, cls, "_taken")
    OFF(tricks, cls, "_tricks")
    OFF(p_card, play_type, "card")
    OFF(c_index, card_type, "index")
    OFF(t_leader, trick_type, "leader")
    OFF(t_cards, trick_type, "cards")
    OFF(t_winner, trick_type, "winner")
#undef OFF
    if (sp_get_52(cfg, "plays", SP.plays) || sp_get_52(cfg, "cards", SP.cards) ||
        get_obj(cfg, "early_cache", &SP.early_cache) || get_obj(cfg, "early_end", &SP.early_end))
        goto fail;
    if (!PyDict_Check(SP.early_cache)) {
        PyErr_SetString(PyExc_TypeError, "bind: early_cache must be a dict");
        goto fail;
    }
    if (ly_bind(cfg) < 0) goto fail;
    SP.bound = 1;
    Py_RETURN_NONE;
fail:
    sp_release();
    return NULL;
}

/* Whether every slot the trick play reads is set (a state built the usual way has them). */
static int sp_slots_set(PyObject *s) {
    return SLOT(s, SP.rules) && SLOT(s, SP.round) && SLOT(s, SP.dealer) &&
           SLOT(s, SP.hand_masks) && SLOT(s, SP.history) && SLOT(s, SP.movers) &&
           SLOT(s, SP.to_move) && SLOT(s, SP.leader) && SLOT(s, SP.trick) &&
           SLOT(s, SP.taken) && SLOT(s, SP.tricks);
}

/* An int object as a mask of the 52 cards; 0 if it is not one (the caller falls back).
 * (PyLong_AsLongLongAndOverflow reads the digits directly, where
 * PyLong_AsUnsignedLongLong goes through a byte array: several times slower.) */
static int sp_mask(PyObject *o, u64 *out) {
    if (!PyLong_CheckExact(o)) return 0;
    int overflow;
    long long m = PyLong_AsLongLongAndOverflow(o, &overflow);
    if (overflow || m < 0 || ((u64)m >> 52)) return 0; /* m == -1 is never an error here */
    *out = (u64)m;
    return 1;
}

/* An int object in [0, limit); 0 if it is not one. */
static int sp_small(PyObject *o, long limit, long *out) {
    if (!PyLong_CheckExact(o)) return 0;
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) {
        PyErr_Clear();
        return 0;
    }
    if (v < 0 || v >= limit) return 0;
    *out = v;
    return 1;
}

/* plays_of(mask): the interned Play of each card of `mask`, in card order (the pure
 * path's per-suit tables hold the same objects in the same order). */
static PyObject *sp_plays_of(u64 mask) {
    PyObject *out = PyTuple_New(__builtin_popcountll(mask));
    if (out == NULL) return NULL;
    Py_ssize_t k = 0;
    for (; mask; mask &= mask - 1) {
        PyObject *p = SP.plays[__builtin_ctzll(mask)];
        Py_INCREF(p);
        PyTuple_SET_ITEM(out, k++, p);
    }
    return out;
}

/* The seat to move and its hand, checked; 0 if the state is not one the C path reads
 * (the caller returns None and the pure path decides). `hands` is borrowed. */
static int sp_seat(PyObject *s, PyObject **hands, long *seat, u64 *hand) {
    PyObject *h = SLOT(s, SP.hand_masks);
    if (!PyTuple_CheckExact(h)) return 0;
    Py_ssize_t n = PyTuple_GET_SIZE(h);
    if (n < 3 || n > 6) return 0;
    if (!sp_small(SLOT(s, SP.to_move), (long)n, seat)) return 0;
    if (!sp_mask(PyTuple_GET_ITEM(h, *seat), hand)) return 0;
    *hands = h;
    return 1;
}

/* TrickRoundState.legal_actions: the cards of the led suit the seat holds, else its whole
 * hand (every card while leading), as the interned Plays in card order; () once over. */
static PyObject *sp_legal(PyObject *self, PyObject *s) {
    if (!SP.bound || Py_TYPE(s) != SP.cls || !sp_slots_set(s)) Py_RETURN_NONE;
    if (SLOT(s, SP.to_move) == Py_None) return PyTuple_New(0);
    PyObject *hands;
    long seat;
    u64 hand;
    if (!sp_seat(s, &hands, &seat, &hand)) Py_RETURN_NONE;
    PyObject *trick = SLOT(s, SP.trick);
    if (!PyTuple_CheckExact(trick)) Py_RETURN_NONE;
    if (PyTuple_GET_SIZE(trick)) {
        long led;
        if (!sp_small(PyTuple_GET_ITEM(trick, 0), 52, &led)) Py_RETURN_NONE;
        u64 follow = hand & SP_SUIT(led);
        if (follow) hand = follow;
    }
    return sp_plays_of(hand);
}

/* A new TrickRoundState: every slot stored, as the pure path's _new_trick does (rules,
 * round and dealer from `s`; steals nothing). */
static PyObject *sp_make(PyObject *s, PyObject *hands, PyObject *history, PyObject *movers,
                         PyObject *to_move, PyObject *leader, PyObject *trick, PyObject *taken,
                         PyObject *tricks) {
    PyObject *o = alloc(SP.cls);
    if (o == NULL) return NULL;
#define PUT(field, v) PUT_SLOT(o, SP.field, v)
    PUT(rules, SLOT(s, SP.rules));
    PUT(round, SLOT(s, SP.round));
    PUT(dealer, SLOT(s, SP.dealer));
    PUT(hand_masks, hands);
    PUT(history, history);
    PUT(movers, movers);
    PUT(to_move, to_move);
    PUT(leader, leader);
    PUT(trick, trick);
    PUT(taken, taken);
    PUT(tricks, tricks);
#undef PUT
    return o;
}

/* Trick(leader, cards, winner), built as fast_constructor(Trick) does (borrows all). */
static PyObject *sp_trick_record(PyObject *leader, PyObject *cards, PyObject *winner) {
    PyObject *o = alloc(SP.trick_type);
    if (o == NULL) return NULL;
    Py_INCREF(leader);
    SLOT(o, SP.t_leader) = leader;
    Py_INCREF(cards);
    SLOT(o, SP.t_cards) = cards;
    Py_INCREF(winner);
    SLOT(o, SP.t_winner) = winner;
    return o;
}

/* The cards whose taking ends round `number` under the state's rules (0: played out):
 * `_EARLY_END.get(id(rules)) or _early_end(rules)`, then `[number]`. -1 on error, 0 if
 * the answer is not one the C path reads (the caller falls back), else 1. */
static int sp_early_end(PyObject *s, u64 *out) {
    PyObject *rules = SLOT(s, SP.rules);
    PyObject *key = PyLong_FromVoidPtr(rules);
    if (key == NULL) return -1;
    PyObject *found = PyDict_GetItemWithError(SP.early_cache, key);
    Py_DECREF(key);
    if (found != NULL) {
        Py_INCREF(found);
    } else {
        if (PyErr_Occurred()) return -1;
        found = PyObject_CallOneArg(SP.early_end, rules);
        if (found == NULL) return -1;
    }
    long number;
    int ok = PyTuple_CheckExact(found) &&
             sp_small(SLOT(s, SP.round), (long)PyTuple_GET_SIZE(found), &number) &&
             sp_mask(PyTuple_GET_ITEM(found, number), out);
    Py_DECREF(found);
    return ok;
}

/* TrickRoundState.apply for a Play of a card the seat may play; None (the pure path,
 * which parses, checks and raises) for anything else: text, another action, a card not
 * held or not following suit, a state the C path does not read. */
static PyObject *sp_play(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "sp_play(state, action)");
        return NULL;
    }
    PyObject *s = args[0], *action = args[1];
    if (!SP.bound || Py_TYPE(s) != SP.cls || Py_TYPE(action) != SP.play_type ||
        !sp_slots_set(s))
        Py_RETURN_NONE;
    PyObject *hands;
    long seat, idx;
    u64 hand;
    if (!sp_seat(s, &hands, &seat, &hand)) Py_RETURN_NONE;
    PyObject *card = SLOT(action, SP.p_card);
    if (card == NULL || !PyObject_TypeCheck(card, SP.card_type) || SLOT(card, SP.c_index) == NULL ||
        !sp_small(SLOT(card, SP.c_index), 52, &idx))
        Py_RETURN_NONE;
    u64 bit = (u64)1 << idx;
    if (!(hand & bit)) Py_RETURN_NONE; /* not held: the pure path refuses it */
    Py_ssize_t n = PyTuple_GET_SIZE(hands);
    PyObject *trick = SLOT(s, SP.trick), *history = SLOT(s, SP.history);
    PyObject *movers = SLOT(s, SP.movers), *taken = SLOT(s, SP.taken);
    PyObject *tricks = SLOT(s, SP.tricks);
    if (!PyTuple_CheckExact(trick) || !PyTuple_CheckExact(history) ||
        !PyTuple_CheckExact(movers) || !PyTuple_CheckExact(taken) || !PyTuple_CheckExact(tricks))
        Py_RETURN_NONE;
    Py_ssize_t k = PyTuple_GET_SIZE(trick);
    if (k >= n) Py_RETURN_NONE;
    /* the trick's cards so far, then this one (distinct, as dealt) */
    long cards[6];
    u64 won = 0;
    for (Py_ssize_t j = 0; j < k; j++) {
        if (!sp_small(PyTuple_GET_ITEM(trick, j), 52, &cards[j])) Py_RETURN_NONE;
        won |= (u64)1 << cards[j];
    }
    if (won & bit) Py_RETURN_NONE;
    if (k) {
        u64 led_mask = SP_SUIT(cards[0]);
        if ((hand & led_mask) && !(bit & led_mask)) Py_RETURN_NONE; /* must follow suit */
    }
    cards[k++] = idx;
    won |= bit;

    PyObject *result = NULL, *idx_obj = NULL, *new_trick = NULL, *new_hands = NULL;
    PyObject *new_history = NULL, *new_movers = NULL, *next = NULL, *winner_obj = NULL;
    PyObject *new_taken = NULL, *card_objs = NULL, *record = NULL, *new_tricks = NULL;
    /* hands[seat] ^= bit */
    if ((new_hands = PyTuple_New(n)) == NULL) goto done;
    for (Py_ssize_t j = 0; j < n; j++) {
        PyObject *h = PyTuple_GET_ITEM(hands, j);
        if (j == seat) {
            if ((h = PyLong_FromUnsignedLongLong(hand ^ bit)) == NULL) goto done;
        } else {
            Py_INCREF(h);
        }
        PyTuple_SET_ITEM(new_hands, j, h);
    }
    if ((new_history = tuple_plus(history, action)) == NULL) goto done;
    if ((new_movers = tuple_plus(movers, SLOT(s, SP.to_move))) == NULL) goto done;
    if (k < n) {
        /* the trick goes on: the next seat plays to it */
        if ((idx_obj = PyLong_FromLong(idx)) == NULL) goto done;
        if ((new_trick = tuple_plus(trick, idx_obj)) == NULL) goto done;
        if ((next = PyLong_FromLong((seat + 1) % n)) == NULL) goto done;
        result = sp_make(s, new_hands, new_history, new_movers, next, SLOT(s, SP.leader),
                         new_trick, taken, tricks);
        goto done;
    }
    /* The trick is complete: the highest card of the led suit (its lowest index) wins. */
    long leader;
    if (!sp_small(SLOT(s, SP.leader), (long)n, &leader) || PyTuple_GET_SIZE(taken) != n) goto done;
    u64 led = won & SP_SUIT(cards[0]);
    long high = __builtin_ctzll(led), pos = 0;
    while (cards[pos] != high) pos++;
    long winner = (leader + pos) % n;
    /* taken[winner] |= won; their sum (the masks are disjoint) for the early end */
    u64 all_taken = 0;
    if ((new_taken = PyTuple_New(n)) == NULL) goto done;
    for (Py_ssize_t j = 0; j < n; j++) {
        PyObject *t = PyTuple_GET_ITEM(taken, j);
        u64 m;
        if (!sp_mask(t, &m)) goto done;
        if (j == winner) {
            m |= won;
            if ((t = PyLong_FromUnsignedLongLong(m)) == NULL) goto done;
        } else {
            Py_INCREF(t);
        }
        PyTuple_SET_ITEM(new_taken, j, t);
        all_taken += m;
    }
    /* tricks + (Trick(leader, cards, winner),) */
    if ((card_objs = PyTuple_New(n)) == NULL) goto done;
    for (Py_ssize_t j = 0; j < n; j++) {
        Py_INCREF(SP.cards[cards[j]]);
        PyTuple_SET_ITEM(card_objs, j, SP.cards[cards[j]]);
    }
    if ((winner_obj = PyLong_FromLong(winner)) == NULL) goto done;
    if ((record = sp_trick_record(SLOT(s, SP.leader), card_objs, winner_obj)) == NULL) goto done;
    if ((new_tricks = tuple_plus(tricks, record)) == NULL) goto done;
    /* the winner leads next, unless it has no cards left or the round ends early: all
     * of the round's scoring cards are taken (_early_end) */
    PyObject *to_move = winner_obj;
    u64 winner_hand = winner == seat ? hand ^ bit : 0;
    if (winner != seat && !sp_mask(PyTuple_GET_ITEM(hands, winner), &winner_hand)) goto done;
    if (!winner_hand) {
        to_move = Py_None;
    } else {
        u64 scoring;
        int got = sp_early_end(s, &scoring);
        if (got <= 0) goto done;
        if (scoring && !(scoring & ~all_taken)) to_move = Py_None;
    }
    if ((new_trick = PyTuple_New(0)) == NULL) goto done;
    result = sp_make(s, new_hands, new_history, new_movers, to_move, winner_obj, new_trick,
                     new_taken, new_tricks);
done:
    Py_XDECREF(idx_obj);
    Py_XDECREF(new_trick);
    Py_XDECREF(new_hands);
    Py_XDECREF(new_history);
    Py_XDECREF(new_movers);
    Py_XDECREF(next);
    Py_XDECREF(winner_obj);
    Py_XDECREF(new_taken);
    Py_XDECREF(card_objs);
    Py_XDECREF(record);
    Py_XDECREF(new_tricks);
    if (result == NULL && !PyErr_Occurred()) Py_RETURN_NONE;
    return result;
}

/* ---------------------------------------------------------------------------------------
 * Schapa's layout round (round 7): LayoutRoundState.legal_actions and apply of
 * schapa/state.py. Each suit is laid out from its 7 both ways; `fits` is the cards that
 * may be laid on the layout now, `next_fit[i]` those that come to fit once card i lies.
 */
static struct {
    int bound;
    PyTypeObject *cls, *rules_type, *schapa_type, *ende_type;
    /* LayoutRoundState slots (RoundState's, then its own), in attrs.fields order */
    Py_ssize_t rules, round, dealer, hand_masks, history, movers, to_move;
    Py_ssize_t laid, fits, lays, finished;
    /* Rules.players, Rules.one_card_per_turn */
    Py_ssize_t r_players, r_one_card;
    PyObject *schapa, *ende; /* schapa.actions.SCHAPA and ENDE */
    u64 next_fit[7][52];     /* by the number of players: deck_info(players).next_fit */
} LY;

static void ly_release(void) {
    Py_CLEAR(LY.cls);
    Py_CLEAR(LY.rules_type);
    Py_CLEAR(LY.schapa_type);
    Py_CLEAR(LY.ende_type);
    Py_CLEAR(LY.schapa);
    Py_CLEAR(LY.ende);
    LY.bound = 0;
}

/* The classes and tables of round 7, from bind_schapa's cfg. -1 on error. */
static int ly_bind(PyObject *cfg) {
    ly_release();
    if (get_type(cfg, "layout_state", &LY.cls) || get_type(cfg, "rules", &LY.rules_type) ||
        get_obj(cfg, "schapa", &LY.schapa) || get_obj(cfg, "ende", &LY.ende))
        goto fail;
    LY.schapa_type = Py_TYPE(LY.schapa);
    Py_INCREF(LY.schapa_type);
    LY.ende_type = Py_TYPE(LY.ende);
    Py_INCREF(LY.ende_type);
#define OFF(field, type, name)                                      \
    if ((LY.field = slot_offset(LY.type, name)) < 0) goto fail;
    OFF(rules, cls, "_rules")
    OFF(round, cls, "_round")
    OFF(dealer, cls, "_dealer")
    OFF(hand_masks, cls, "_hand_masks")
    OFF(history, cls, "_history")
    OFF(movers, cls, "_movers")
    OFF(to_move, cls, "_to_move")
    OFF(laid, cls, "_laid")
    OFF(fits, cls, "_fits")
    OFF(lays, cls, "_lays")
    OFF(finished, cls, "_finished")
    OFF(r_players, rules_type, "players")
    OFF(r_one_card, rules_type, "one_card_per_turn")
#undef OFF
    /* next_fit: a tuple, by the number of players 0-6, of 52 masks (3-6) */
    PyObject *nf = PyDict_GetItemString(cfg, "next_fit");
    if (nf == NULL || !PyTuple_Check(nf) || PyTuple_GET_SIZE(nf) != 7) {
        PyErr_SetString(PyExc_KeyError, "bind: next_fit must be a tuple of 7");
        goto fail;
    }
    for (int p = 3; p <= 6; p++) {
        PyObject *row = PyTuple_GET_ITEM(nf, p);
        if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) != 52) {
            PyErr_SetString(PyExc_KeyError, "bind: next_fit[3..6] must be tuples of 52");
            goto fail;
        }
        for (int i = 0; i < 52; i++) {
            LY.next_fit[p][i] = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(row, i));
            if (PyErr_Occurred()) goto fail;
        }
    }
    LY.bound = 1;
    return 0;
fail:
    ly_release();
    return -1;
}

static int ly_slots_set(PyObject *s) {
    return SLOT(s, LY.rules) && SLOT(s, LY.round) && SLOT(s, LY.dealer) &&
           SLOT(s, LY.hand_masks) && SLOT(s, LY.history) && SLOT(s, LY.movers) &&
           SLOT(s, LY.to_move) && SLOT(s, LY.laid) && SLOT(s, LY.fits) && SLOT(s, LY.lays) &&
           SLOT(s, LY.finished);
}

/* The seat to move, its hand and the fitting cards, checked; 0 if the state is not one
 * the C path reads. `hands` is borrowed. */
static int ly_seat(PyObject *s, PyObject **hands, long *seat, u64 *hand, u64 *fits) {
    PyObject *h = SLOT(s, LY.hand_masks);
    if (!PyTuple_CheckExact(h)) return 0;
    Py_ssize_t n = PyTuple_GET_SIZE(h);
    if (n < 3 || n > 6) return 0;
    if (!sp_small(SLOT(s, LY.to_move), (long)n, seat)) return 0;
    if (!sp_mask(PyTuple_GET_ITEM(h, *seat), hand) || !sp_mask(SLOT(s, LY.fits), fits)) return 0;
    *hands = h;
    return 1;
}

/* LayoutRoundState.legal_actions: the fitting cards in card order, then `ende` once the
 * turn has laid a card; `schapa` alone if nothing fits at the start of the turn. */
static PyObject *ly_legal(PyObject *self, PyObject *s) {
    if (!LY.bound || !SP.bound || Py_TYPE(s) != LY.cls || !ly_slots_set(s)) Py_RETURN_NONE;
    if (SLOT(s, LY.to_move) == Py_None) return PyTuple_New(0);
    PyObject *hands, *lays = SLOT(s, LY.lays);
    long seat;
    u64 hand, fits;
    if (!ly_seat(s, &hands, &seat, &hand, &fits) || !PyLong_CheckExact(lays)) Py_RETURN_NONE;
    u64 fit = hand & fits;
    int ende = PyObject_IsTrue(lays);
    if (ende < 0) return NULL;
    if (!ende && !fit) return PyTuple_Pack(1, LY.schapa);
    PyObject *out = PyTuple_New(__builtin_popcountll(fit) + ende);
    if (out == NULL) return NULL;
    Py_ssize_t k = 0;
    for (; fit; fit &= fit - 1) {
        PyObject *p = SP.plays[__builtin_ctzll(fit)];
        Py_INCREF(p);
        PyTuple_SET_ITEM(out, k++, p);
    }
    if (ende) {
        Py_INCREF(LY.ende);
        PyTuple_SET_ITEM(out, k, LY.ende);
    }
    return out;
}

/* A new LayoutRoundState, every slot stored as the pure path's _new_layout does. */
static PyObject *ly_make(PyObject *s, PyObject *hands, PyObject *history, PyObject *movers,
                         PyObject *to_move, PyObject *laid, PyObject *fits, PyObject *lays,
                         PyObject *finished) {
    PyObject *o = alloc(LY.cls);
    if (o == NULL) return NULL;
#define PUT(field, v) PUT_SLOT(o, LY.field, v)
    PUT(rules, SLOT(s, LY.rules));
    PUT(round, SLOT(s, LY.round));
    PUT(dealer, SLOT(s, LY.dealer));
    PUT(hand_masks, hands);
    PUT(history, history);
    PUT(movers, movers);
    PUT(to_move, to_move);
    PUT(laid, laid);
    PUT(fits, fits);
    PUT(lays, lays);
    PUT(finished, finished);
#undef PUT
    return o;
}

/* _next_holding(hands, seat): the next seat after `seat` that holds cards; -1 if none. */
static long ly_next_holding(const u64 *hands, long n, long seat) {
    for (long k = 1; k <= n; k++) {
        long s = (seat + k) % n;
        if (hands[s]) return s;
    }
    return -1;
}

/* LayoutRoundState.apply for a legal Play (a card that fits), `schapa` or `ende`; None
 * (the pure path, which parses, checks and raises) for anything else. */
static PyObject *ly_play(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "ly_play(state, action)");
        return NULL;
    }
    PyObject *s = args[0], *action = args[1];
    if (!LY.bound || !SP.bound || Py_TYPE(s) != LY.cls || !ly_slots_set(s)) Py_RETURN_NONE;
    PyTypeObject *kind = Py_TYPE(action);
    if (kind != SP.play_type && kind != LY.schapa_type && kind != LY.ende_type) Py_RETURN_NONE;
    PyObject *hands_obj, *rules = SLOT(s, LY.rules);
    long seat, players;
    u64 hand, fits, laid, lays, hands[6];
    if (!ly_seat(s, &hands_obj, &seat, &hand, &fits) || !sp_mask(SLOT(s, LY.laid), &laid) ||
        !sp_mask(SLOT(s, LY.lays), &lays) || !PyObject_TypeCheck(rules, LY.rules_type) ||
        SLOT(rules, LY.r_players) == NULL || !sp_small(SLOT(rules, LY.r_players), 7, &players) ||
        players < 3 || SLOT(rules, LY.r_one_card) == NULL)
        Py_RETURN_NONE;
    Py_ssize_t n = PyTuple_GET_SIZE(hands_obj);
    for (Py_ssize_t j = 0; j < n; j++)
        if (!sp_mask(PyTuple_GET_ITEM(hands_obj, j), &hands[j])) Py_RETURN_NONE;
    PyObject *history = SLOT(s, LY.history), *movers = SLOT(s, LY.movers);
    PyObject *finished = SLOT(s, LY.finished);
    if (!PyTuple_CheckExact(history) || !PyTuple_CheckExact(movers) ||
        !PyTuple_CheckExact(finished))
        Py_RETURN_NONE;
    u64 fit = hand & fits;
    long idx = -1;
    if (kind == SP.play_type) {
        PyObject *card = SLOT(action, SP.p_card);
        if (card == NULL || !PyObject_TypeCheck(card, SP.card_type) ||
            SLOT(card, SP.c_index) == NULL || !sp_small(SLOT(card, SP.c_index), 52, &idx))
            Py_RETURN_NONE;
        if (!(fit & ((u64)1 << idx))) Py_RETURN_NONE; /* not held, or does not fit */
    } else if (kind == LY.schapa_type) {
        if (lays || fit) Py_RETURN_NONE; /* schapa only at the start, when nothing fits */
    } else if (!lays) {
        Py_RETURN_NONE; /* ende only after a card laid this turn */
    }

    PyObject *result = NULL, *new_history = NULL, *new_movers = NULL, *new_hands = NULL;
    PyObject *new_laid = NULL, *new_fits = NULL, *new_lays = NULL, *new_finished = NULL;
    PyObject *next = NULL, *last = NULL;
    if ((new_history = tuple_plus(history, action)) == NULL) goto done;
    if ((new_movers = tuple_plus(movers, SLOT(s, LY.to_move))) == NULL) goto done;
    if (idx < 0) {
        /* schapa or ende: the turn passes to the next seat holding cards */
        long nxt = ly_next_holding(hands, n, seat);
        if (nxt < 0 || (next = PyLong_FromLong(nxt)) == NULL) goto done;
        if ((new_lays = PyLong_FromLong(0)) == NULL) goto done;
        result = ly_make(s, hands_obj, new_history, new_movers, next, SLOT(s, LY.laid),
                         SLOT(s, LY.fits), new_lays, finished);
        goto done;
    }
    /* lay the card: it leaves the hand, its neighbours come to fit */
    u64 bit = (u64)1 << idx;
    hand ^= bit;
    hands[seat] = hand;
    fits = (fits ^ bit) | LY.next_fit[players][idx];
    laid |= bit;
    if ((new_hands = PyTuple_New(n)) == NULL) goto done;
    for (Py_ssize_t j = 0; j < n; j++) {
        PyObject *h = PyTuple_GET_ITEM(hands_obj, j);
        if (j == seat) {
            if ((h = PyLong_FromUnsignedLongLong(hand)) == NULL) goto done;
        } else {
            Py_INCREF(h);
        }
        PyTuple_SET_ITEM(new_hands, j, h);
    }
    if ((new_fits = PyLong_FromUnsignedLongLong(fits)) == NULL) goto done;
    if ((new_laid = PyLong_FromUnsignedLongLong(laid)) == NULL) goto done;
    if (!hand) {
        /* out of cards: finished; the round ends when one seat alone holds cards */
        if ((new_finished = tuple_plus(finished, SLOT(s, LY.to_move))) == NULL) goto done;
        long holding = -1, count = 0;
        for (long j = 0; j < n; j++)
            if (hands[j]) {
                holding = j;
                count++;
            }
        if (count == 1) {
            if ((last = PyLong_FromLong(holding)) == NULL) goto done;
            Py_SETREF(new_finished, tuple_plus(new_finished, last));
            if (new_finished == NULL) goto done;
            if ((new_lays = PyLong_FromLong(0)) == NULL) goto done;
            result = ly_make(s, new_hands, new_history, new_movers, Py_None, new_laid, new_fits,
                             new_lays, new_finished);
            goto done;
        }
    } else if (SLOT(rules, LY.r_one_card) != Py_True && (hand & fits)) {
        /* several cards a turn, and another fits: the same seat goes on laying */
        if ((new_lays = PyLong_FromUnsignedLongLong(lays + 1)) == NULL) goto done;
        result = ly_make(s, new_hands, new_history, new_movers, SLOT(s, LY.to_move), new_laid,
                         new_fits, new_lays, finished);
        goto done;
    }
    long nxt = ly_next_holding(hands, n, seat);
    if (nxt < 0 || (next = PyLong_FromLong(nxt)) == NULL) goto done;
    if ((new_lays = PyLong_FromLong(0)) == NULL) goto done;
    result = ly_make(s, new_hands, new_history, new_movers, next, new_laid, new_fits, new_lays,
                     new_finished ? new_finished : finished);
done:
    Py_XDECREF(new_history);
    Py_XDECREF(new_movers);
    Py_XDECREF(new_hands);
    Py_XDECREF(new_laid);
    Py_XDECREF(new_fits);
    Py_XDECREF(new_lays);
    Py_XDECREF(new_finished);
    Py_XDECREF(next);
    Py_XDECREF(last);
    if (result == NULL && !PyErr_Occurred()) Py_RETURN_NONE;
    return result;
}
