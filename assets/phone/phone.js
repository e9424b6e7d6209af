// The phone page of Card Table: one seat's private hand and controls (docs/phones.md).
// It speaks the socket protocol of the shared contract and renders the `state` message and its
// action kinds (button, pick_card, amount, pick_cards, spell, menu); nothing game-specific beyond them.
// Plain ES2020, no modules, nothing from outside the app (the server's Content-Security-Policy
// allows only this origin), so every element is built with the DOM and no inline style or script.
"use strict";

(function () {
  const TOKEN_KEY = "cardtable.token";
  const SEAT_KEY = "cardtable.seat";
  const ORDER_KEY = "cardtable.order.";
  const BACKOFF_SECONDS = [1, 2, 4, 8, 10];
  const PING_EVERY_MS = 15000;
  const PONG_WAIT_MS = 4000;
  const PENDING_MS = 4000;
  const WELCOME_WAIT_MS = 8000;
  const DRAG_START_PX = 8;
  const GROUP_GAP_PX = 12;
  const RAISE_PX = 16;
  const STORY_LINES = 8;
  const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

  const app = {
    token: null,
    socket: null,
    welcomed: false,
    closed: false,
    tries: 0,
    retryTimer: 0,
    welcomeTimer: 0,
    countdownTimer: 0,
    pingTimer: 0,
    pongTimer: 0,
    awaitingPong: false,
    outbox: [],
    state: null,
    wasMyTurn: false,
    selected: [],
    pending: false,
    pendingTimer: 0,
    amounts: {},
    spell: null,
    press: null,
    dragging: false,
    renderLater: false,
    suppressClick: false,
    room: "",
  };

  const $ = (id) => document.getElementById(id);

  function el(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") node.className = value;
      else if (key === "text") node.textContent = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? "" : String(value));
    }
    for (const child of children.flat()) {
      if (child !== null && child !== undefined && child !== false) node.append(child);
    }
    return node;
  }

  // ---- storage: a private window may refuse localStorage; the page then keeps things in memory

  const memory = {};
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (_) {
      return key in memory ? memory[key] : null;
    }
  }
  function store(key, value) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch (_) {
      if (value === null) delete memory[key];
      else memory[key] = value;
    }
  }

  const list = (value) => (Array.isArray(value) ? value : []);
  const objects = (value) => list(value).filter((item) => item !== null && typeof item === "object");
  const words = (value) => (typeof value === "string" ? value : value === null || value === undefined ? "" : String(value));

  // ---- the socket: hello or join, backoff, liveness

  function connect() {
    clearTimeout(app.retryTimer);
    clearInterval(app.countdownTimer);
    if (app.closed) return;
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    let socket;
    try {
      socket = new WebSocket(`${scheme}//${location.host}/socket`);
    } catch (_) {
      scheduleRetry();
      return;
    }
    app.socket = socket;
    app.welcomed = false;
    if (app.token) showConnection("connecting", "Connecting…");
    clearTimeout(app.welcomeTimer);
    app.welcomeTimer = setTimeout(() => {
      // A network that swallows packets leaves a socket "connecting" for minutes: try again sooner.
      if (app.socket === socket && !app.welcomed && app.token) {
        app.socket = null;
        socket.close();
        scheduleRetry();
      }
    }, WELCOME_WAIT_MS);
    socket.onopen = () => {
      if (app.socket !== socket) return;
      if (app.token) send({ type: "hello", token: app.token });
      for (const message of app.outbox.splice(0)) send(message);
    };
    socket.onmessage = (event) => {
      if (app.socket === socket) receive(event.data);
    };
    socket.onclose = () => {
      if (app.socket !== socket) return;
      app.socket = null;
      stopPing();
      if (app.closed) return;
      if (app.token) scheduleRetry();
      else showConnection("idle", "");
    };
  }

  function send(message) {
    if (!app.socket || app.socket.readyState !== WebSocket.OPEN) return false;
    app.socket.send(JSON.stringify(message));
    return true;
  }

  function sendSoon(message) {
    // The join screen opens a socket only when it has something to ask: a socket that says
    // nothing for 10 s is closed by the app, and typing a room code can take longer.
    if (send(message)) return;
    app.outbox = [message];
    if (!app.socket || app.socket.readyState > WebSocket.OPEN) connect();
  }

  function scheduleRetry() {
    const seconds = BACKOFF_SECONDS[Math.min(app.tries, BACKOFF_SECONDS.length - 1)];
    app.tries += 1;
    let left = seconds;
    const say = () => showConnection("reconnecting", `Connection lost. Retrying in ${left} s…`);
    say();
    clearInterval(app.countdownTimer);
    app.countdownTimer = setInterval(() => {
      left -= 1;
      if (left > 0) say();
    }, 1000);
    clearTimeout(app.retryTimer);
    app.retryTimer = setTimeout(connect, seconds * 1000);
  }

  function reconnectNow() {
    // After a sleep or a network change the old socket may be dead without knowing it.
    if (app.closed || !app.token) return;
    const old = app.socket;
    app.socket = null;
    stopPing();
    if (old) {
      try {
        old.close();
      } catch (_) {
        /* already closed */
      }
    }
    app.tries = 0;
    connect();
  }

  function checkAlive() {
    if (app.closed || !app.token) return;
    if (!app.socket || app.socket.readyState !== WebSocket.OPEN) {
      if (!app.socket || app.socket.readyState > WebSocket.OPEN) reconnectNow();
      return;
    }
    app.awaitingPong = true;
    send({ type: "ping" });
    clearTimeout(app.pongTimer);
    app.pongTimer = setTimeout(() => {
      if (app.awaitingPong) reconnectNow();
    }, PONG_WAIT_MS);
  }

  function startPing() {
    stopPing();
    app.pingTimer = setInterval(checkAlive, PING_EVERY_MS);
  }

  function stopPing() {
    clearInterval(app.pingTimer);
    clearTimeout(app.pongTimer);
    app.awaitingPong = false;
  }

  function receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch (_) {
      return;
    }
    if (!message || typeof message.type !== "string") return;
    if (message.type === "welcome") welcome(message);
    else if (message.type === "state") takeState(message);
    else if (message.type === "error") refused(words(message.text));
    else if (message.type === "seats") showFreeSeats(list(message.free));
    else if (message.type === "pong") app.awaitingPong = false;
    else if (message.type === "bye") tableClosed(words(message.text) || "The table was closed.");
  }

  function welcome(message) {
    app.welcomed = true;
    app.tries = 0;
    if (typeof message.token === "string" && message.token) {
      app.token = message.token;
      store(TOKEN_KEY, message.token);
      store(SEAT_KEY, String(message.seat));
    }
    showConnection("connected", "Connected");
    $("join").hidden = true;
    $("play").hidden = false;
    if (!app.state) {
      $("seat-name").textContent = words(message.name);
      $("game-name").textContent = words(message.game);
      $("waiting").textContent = "Waiting for the table…";
    }
    startPing();
  }

  function refused(text) {
    endPending();
    if (app.token && !app.welcomed) {
      // The stored seat is gone (a new table, a new link): forget it and offer the join screen.
      app.token = null;
      store(TOKEN_KEY, null);
      showJoin(`${text} Type the room code to join again.`);
      return;
    }
    if (!$("join").hidden) $("join-note").textContent = text;
    toast(text);
    if (app.state) renderActions();
  }

  function tableClosed(text) {
    app.closed = true;
    clearTimeout(app.retryTimer);
    clearInterval(app.countdownTimer);
    stopPing();
    const old = app.socket;
    app.socket = null;
    if (old) old.close();
    showConnection("closed", text);
    $("closed-text").textContent = text;
    $("closed").hidden = false;
    // The hand and its prompt belong to a table that is gone (or to a seat given to another phone):
    // showing them on would invite a move that can never be made, and keep a hand in view.
    $("private").hidden = true;
    if (app.state) render();
  }

  function showConnection(kind, text) {
    const line = $("connection");
    const changed = line.className !== kind;
    line.className = kind;
    line.textContent = text;
    // Buttons are live only while a move can reach the table.
    if (changed && app.state && !app.dragging) renderActions();
  }

  // ---- joining

  function showJoin(note) {
    $("play").hidden = true;
    $("join").hidden = false;
    $("join-note").textContent = note || "";
    showConnection("idle", "");
    $("room-code").focus();
  }

  function roomTyped() {
    const field = $("room-code");
    const code = field.value.toUpperCase().replace(/[^A-Z]/g, "").slice(0, 4);
    if (field.value !== code) field.value = code;
    $("free-seats").replaceChildren();
    app.room = code;
    if (code.length < 4) {
      $("join-note").textContent = "";
      return;
    }
    $("join-note").textContent = "Looking for the table…";
    sendSoon({ type: "seats", room: code });
  }

  function showFreeSeats(free) {
    const box = $("free-seats");
    box.replaceChildren();
    if (!free.length) {
      $("join-note").textContent = "Every phone seat at this table is taken.";
      return;
    }
    $("join-note").textContent = "Tap your name:";
    for (const entry of free) {
      if (!entry || typeof entry.seat !== "number") continue;
      box.append(
        el("button", {
          type: "button",
          class: "big primary",
          text: words(entry.name) || `Seat ${entry.seat + 1}`,
          onclick: () => sendSoon({ type: "join", room: app.room, seat: entry.seat }),
        }),
      );
    }
  }

  // ---- the state

  function takeState(message) {
    app.state = message;
    if (app.pending) {
      endPending();
      app.selected = [];
      app.spell = null;
    }
    const myTurn = message.your_turn === true;
    const mayVibrate = !navigator.userActivation || navigator.userActivation.hasBeenActive;
    if (myTurn && !app.wasMyTurn && mayVibrate && typeof navigator.vibrate === "function") {
      try {
        navigator.vibrate(150);
      } catch (_) {
        /* not allowed yet: nothing to do */
      }
    }
    app.wasMyTurn = myTurn;
    $("join").hidden = true;
    $("play").hidden = false;
    render();
  }

  // At a showdown the cards to spell from may be more than the hand (Spit in the Can's spit card,
  // Longhorn Stud's up cards): the spell action lists them all, and they are the hand for a while.
  function hand() {
    const spell = actionOf("spell");
    const source = spell && Array.isArray(spell.cards) && spell.cards.length ? spell.cards : app.state && app.state.hand;
    return objects(source).filter((card) => typeof card.code === "string");
  }

  function cardByCode(code) {
    return hand().find((card) => card.code === code) || null;
  }

  function actions() {
    if (app.closed || !app.state) return [];
    return objects(app.state.actions).filter((action) => typeof action.kind === "string");
  }

  function actionOf(kind) {
    return actions().find((action) => action.kind === kind) || null;
  }

  function render() {
    if (app.dragging) {
      app.renderLater = true;
      return;
    }
    try {
      drawState(app.state);
    } catch (problem) {
      // A message this page cannot draw must not leave a dead page: say so, keep listening.
      console.error(problem);
      toast("This update could not be shown; the next one will be.");
    }
  }

  function drawState(state) {
    const who = $("who");
    $("seat-name").textContent = words(state.name);
    const colour = /^#[0-9a-fA-F]{6}$/.test(state.colour) ? state.colour : "#555555";
    who.style.backgroundColor = colour;
    who.style.color = darkText(colour) ? "#111111" : "#ffffff";
    $("game-name").textContent = words(state.game);
    document.title = `${words(state.name)} · ${words(state.game)}`;
    const waiting = $("waiting");
    waiting.textContent = words(state.waiting);
    // Over: the result box says it; the same sentence twice in large type reads as a fault.
    waiting.hidden = state.over === true && words(state.waiting) === words(state.result);
    waiting.classList.toggle("your-turn", state.your_turn === true && !app.closed);
    const codes = new Set(hand().map((card) => card.code));
    app.selected = app.selected.filter((code) => codes.has(code));
    renderHand();
    renderActions();
    renderPublic();
  }

  function darkText(colour) {
    const channel = (at) => parseInt(colour.slice(at, at + 2), 16) / 255;
    const light = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    return light > 0.5;
  }

  // ---- the hand: the phone's own order, groups as bands, tap to pick, drag to reorder or play

  function orderKey() {
    return `${ORDER_KEY}${words(app.state.game)}.${app.state.seat}`;
  }

  function handInOrder() {
    const cards = hand();
    const byCode = new Map(cards.map((card) => [card.code, card]));
    let saved = [];
    try {
      saved = list(JSON.parse(stored(orderKey()) || "[]"));
    } catch (_) {
      saved = [];
    }
    const order = saved.filter((code) => byCode.has(code));
    for (const card of cards) if (!order.includes(card.code)) order.push(card.code);
    // A group (a meld band) stays together, where its first card is.
    const placed = new Set();
    const gathered = [];
    for (const code of order) {
      if (placed.has(code)) continue;
      const group = byCode.get(code).group;
      const members = group === null || group === undefined ? [code] : order.filter((other) => byCode.get(other).group === group);
      for (const member of members) {
        if (!placed.has(member)) {
          placed.add(member);
          gathered.push(member);
        }
      }
    }
    store(orderKey(), JSON.stringify(gathered));
    return gathered.map((code) => byCode.get(code));
  }

  function grouped(card) {
    return card.group !== null && card.group !== undefined;
  }

  function spellMarks() {
    const marks = new Map();
    if (!app.spell) return marks;
    app.spell.words.forEach((word, index) =>
      word.forEach((tile) => marks.set(tile.code, `${index + 1}·${tile.letter}`)),
    );
    for (const code of app.spell.rest) marks.set(code, "rest");
    return marks;
  }

  function renderHand() {
    const box = $("hand");
    box.replaceChildren();
    const cards = handInOrder();
    $("hand-hint").textContent = handHint(cards.length);
    // No private cards (a controller seat, a finished deal): no empty hand to puzzle over.
    box.hidden = !cards.length;
    if (!cards.length) return;
    const width = box.clientWidth || 360;
    const landscape = window.innerWidth > window.innerHeight;
    const tallest = landscape ? window.innerHeight * 0.26 : window.innerHeight * 0.2;
    let cardWidth = Math.min(100, width / 3.2, tallest / 1.4);
    let breaks = 0;
    cards.forEach((card, index) => {
      if (index > 0 && (grouped(card) || grouped(cards[index - 1])) && card.group !== cards[index - 1].group) breaks += 1;
    });
    const spare = width - cardWidth - breaks * GROUP_GAP_PX;
    let step = cards.length > 1 ? Math.min(cardWidth + 6, spare / (cards.length - 1)) : 0;
    if (step < cardWidth * 0.28 && cards.length > 1) {
      // Very many cards: smaller cards so each still shows its corner.
      cardWidth = Math.max(40, (width - breaks * GROUP_GAP_PX) / (1 + 0.28 * (cards.length - 1)));
      step = (width - cardWidth - breaks * GROUP_GAP_PX) / (cards.length - 1);
    }
    const cardHeight = cardWidth * 1.4;
    const total = cardWidth + step * (cards.length - 1) + breaks * GROUP_GAP_PX;
    let x = Math.max(0, (width - total) / 2);
    const hasGroups = cards.some(grouped);
    box.style.height = `${Math.ceil(cardHeight + RAISE_PX + (hasGroups ? 12 : 4))}px`;
    const marks = spellMarks();
    const runs = [];
    cards.forEach((card, index) => {
      if (index > 0) {
        const before = cards[index - 1];
        if ((grouped(card) || grouped(before)) && card.group !== before.group) x += GROUP_GAP_PX;
        x += step;
      }
      const picked = app.selected.includes(card.code) || marks.has(card.code);
      const node = el(
        "button",
        {
          type: "button",
          class: `card${picked ? " picked" : ""}${marks.has(card.code) ? " spelled" : ""}`,
          "data-code": card.code,
          "aria-pressed": picked ? "true" : "false",
          "aria-label": words(card.name),
          onclick: (event) => cardClicked(event, card.code),
          onpointerdown: (event) => pressCard(event, card.code),
        },
        el("img", { src: words(card.image), alt: words(card.name), draggable: "false" }),
        marks.has(card.code) ? el("span", { class: "mark", text: marks.get(card.code) }) : null,
      );
      node.style.left = `${x}px`;
      node.style.top = `${RAISE_PX}px`;
      node.style.width = `${cardWidth}px`;
      node.style.height = `${cardHeight}px`;
      box.append(node);
      if (grouped(card)) {
        const last = runs[runs.length - 1];
        if (last && last.group === card.group && last.end === index - 1) {
          last.end = index;
          last.right = x + cardWidth;
        } else runs.push({ group: card.group, end: index, left: x, right: x + cardWidth });
      }
    });
    for (const run of runs) {
      const band = el("div", { class: `band band-${Math.abs(Number(run.group) || 0) % 6}` });
      band.style.left = `${run.left}px`;
      band.style.width = `${run.right - run.left}px`;
      band.style.top = `${RAISE_PX + cardHeight + 3}px`;
      box.append(band);
    }
  }

  function handHint(count) {
    if (!count) return "";
    if (actionOf("spell")) return "Tap cards in spelling order.";
    const draw = actionOf("pick_cards");
    if (draw) return `Tap up to ${draw.max} cards to throw.`;
    if (actionOf("pick_card")) return "Tap a card, then the button below; or drag the card onto the button.";
    return "Drag a card to sort your hand.";
  }

  function cardClicked(event, code) {
    if (app.suppressClick) {
      app.suppressClick = false;
      return;
    }
    tapCard(code);
  }

  function tapCard(code) {
    const spell = actionOf("spell");
    if (spell) {
      spellTap(spell, code);
      return;
    }
    const draw = actionOf("pick_cards");
    if (app.selected.includes(code)) app.selected = app.selected.filter((other) => other !== code);
    else if (draw) {
      const most = Number(draw.max) || 0;
      if (app.selected.length >= most) {
        toast(`At most ${most} cards. Tap a raised card to put it back.`);
        return;
      }
      app.selected = [...app.selected, code];
    } else app.selected = [code];
    renderHand();
    renderActions();
  }

  function pressCard(event, code) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    app.press = { code, pointer: event.pointerId, x: event.clientX, y: event.clientY, node: event.currentTarget, moved: false };
  }

  function movePointer(event) {
    const press = app.press;
    if (!press || press.pointer !== event.pointerId) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.moved) {
      if (Math.hypot(dx, dy) < DRAG_START_PX) return;
      press.moved = true;
      app.dragging = true;
      try {
        press.node.setPointerCapture(event.pointerId);
      } catch (_) {
        /* the pointer is gone already */
      }
      press.node.classList.add("dragging");
    }
    event.preventDefault();
    press.node.style.transform = `translate(${dx}px, ${dy}px)`;
    const target = dropTargetAt(event.clientX, event.clientY);
    for (const node of document.querySelectorAll(".drop-target")) node.classList.toggle("drop-over", node === target);
  }

  function releasePointer(event) {
    const press = app.press;
    if (!press || press.pointer !== event.pointerId) return;
    app.press = null;
    if (!press.moved) return;
    app.dragging = false;
    app.suppressClick = true;
    setTimeout(() => {
      app.suppressClick = false;
    }, 0);
    const target = event.type === "pointerup" ? dropTargetAt(event.clientX, event.clientY) : null;
    if (target) playDropped(target.getAttribute("data-action"), press.code);
    else if (event.type === "pointerup") reorder(press.code, event.clientX);
    app.renderLater = false;
    if (app.state) render();
  }

  function dropTargetAt(x, y) {
    return document.elementsFromPoint(x, y).find((node) => node.classList.contains("drop-target")) || null;
  }

  function playDropped(actionId, code) {
    const action = actions().find((candidate) => candidate.id === actionId && candidate.kind === "pick_card");
    const move = action && action.moves && action.moves[code];
    if (!move) {
      toast("That card cannot go there now.");
      return;
    }
    app.selected = [code];
    sendMove(move);
  }

  function reorder(code, clientX) {
    const order = handInOrder().map((card) => card.code);
    const others = [...$("hand").querySelectorAll(".card")].filter((node) => node.getAttribute("data-code") !== code);
    let index = others.length;
    for (let at = 0; at < others.length; at += 1) {
      const box = others[at].getBoundingClientRect();
      if (clientX < box.left + box.width / 2) {
        index = at;
        break;
      }
    }
    const rest = order.filter((other) => other !== code);
    rest.splice(index, 0, code);
    store(orderKey(), JSON.stringify(rest));
  }

  // ---- actions

  function sendMove(move) {
    if (app.pending) return;
    if (!send({ type: "move", move })) {
      toast("Not connected: your move was not sent. Wait for “Connected” and try again.");
      return;
    }
    app.pending = true;
    clearTimeout(app.pendingTimer);
    app.pendingTimer = setTimeout(() => {
      endPending();
      renderActions();
    }, PENDING_MS);
    renderActions();
  }

  function endPending() {
    app.pending = false;
    clearTimeout(app.pendingTimer);
  }

  function renderActions() {
    const box = $("actions");
    box.replaceChildren();
    for (const action of actions()) {
      const build = BUILDERS[action.kind];
      if (build) box.append(build(action));
    }
  }

  function online() {
    return app.welcomed && app.socket !== null && app.socket.readyState === WebSocket.OPEN;
  }

  function bigButton(text, onclick, style, extra) {
    const disabled = app.pending || !online();
    return el("button", Object.assign({ type: "button", class: `big ${style || ""}`.trim(), text, onclick, disabled }, extra || {}));
  }

  function buttonAction(action) {
    const style = ["primary", "danger"].includes(action.style) ? action.style : "";
    return bigButton(words(action.label), () => sendMove(action.move), style, { "data-action": words(action.id) });
  }

  function pickCardAction(action) {
    const code = app.selected[app.selected.length - 1];
    const card = code ? cardByCode(code) : null;
    const move = card && action.moves ? action.moves[card.code] : null;
    const label = move ? `${words(action.label)} ${words(card.name)}` : words(action.label);
    const button = bigButton(label, () => move && sendMove(move), "primary drop-target", { "data-action": words(action.id) });
    button.disabled = button.disabled || !move;
    const note = card && !move ? `The ${words(card.name)} cannot be picked for this.` : "";
    return el("div", { class: "action" }, button, note ? el("p", { class: "hint", text: note }) : null);
  }

  function amountAction(action) {
    const values = list(action.values);
    const moves = list(action.moves);
    const last = Math.min(values.length, moves.length) - 1;
    if (last < 0) return el("div");
    const key = `${words(action.id)}:${values.join(",")}`;
    let index = Number.isInteger(app.amounts[key]) ? app.amounts[key] : Number(action.start) || 0;
    index = Math.max(0, Math.min(last, index));
    const live = !app.pending && online();
    const digits = el("output", { class: "digits", "aria-live": "polite" });
    const slider = el("input", {
      type: "range",
      min: 0,
      max: last,
      step: 1,
      value: index,
      "aria-label": words(action.label),
    });
    const go = bigButton("", () => sendMove(moves[index]), "primary", { "data-action": words(action.id) });
    const minus = bigButton("−", () => setIndex(index - 1), "step", { "aria-label": "Less" });
    const plus = bigButton("+", () => setIndex(index + 1), "step", { "aria-label": "More" });
    function setIndex(next) {
      index = Math.max(0, Math.min(last, next));
      app.amounts[key] = index;
      slider.value = String(index);
      digits.textContent = words(values[index]);
      go.textContent = `${words(action.label)} ${words(values[index])}`;
      minus.disabled = index === 0 || !live;
      plus.disabled = index === last || !live;
    }
    slider.addEventListener("input", () => setIndex(Number(slider.value)));
    slider.disabled = !live;
    setIndex(index);
    return el("div", { class: "action amount" }, el("div", { class: "dial" }, minus, digits, plus), slider, go);
  }

  function pickCardsAction(action) {
    const field = typeof action.field === "string" && action.field ? action.field : "cards";
    const chosen = hand()
      .map((card) => card.code)
      .filter((code) => app.selected.includes(code));
    const count = chosen.length;
    const label = count === 0 ? words(action.zero_label) || words(action.label) : `Throw ${count}, draw ${count}`;
    const move = Object.assign({}, action.move, { [field]: chosen });
    const button = bigButton(label, () => sendMove(move), "primary", { "data-action": words(action.id) });
    button.disabled = button.disabled || count < (Number(action.min) || 0) || count > (Number(action.max) || 0);
    return el("div", { class: "action" }, button);
  }

  function menuAction(action) {
    return el(
      "div",
      { class: "action menu" },
      el("h3", { text: words(action.label) }),
      objects(action.options).map((option) =>
        bigButton(words(option.label), () => sendMove(option.move), "", { "data-action": words(action.id) }),
      ),
    );
  }

  // ---- spell: words in spelling order, a letter for each wild, then the rest up to the size

  function spellFor(action) {
    const key = `${words(action.id)}:${hand()
      .map((card) => card.code)
      .join(" ")}`;
    if (!app.spell || app.spell.key !== key) app.spell = { key, words: [[]], rest: [], resting: false };
    return app.spell;
  }

  function spellUsed(spell) {
    return spell.words.reduce((sum, word) => sum + word.length, 0) + spell.rest.length;
  }

  function spellTap(action, code) {
    const spell = spellFor(action);
    const size = Number(action.size) || 0;
    const inWord = spell.words.find((word) => word.some((tile) => tile.code === code));
    if (inWord || spell.rest.includes(code)) {
      if (inWord) inWord.splice(inWord.findIndex((tile) => tile.code === code), 1);
      else spell.rest = spell.rest.filter((other) => other !== code);
      renderHand();
      renderActions();
      return;
    }
    if (spellUsed(spell) >= size) {
      toast(`That is ${size} cards already. Tap a raised card to take it back.`);
      return;
    }
    const card = cardByCode(code);
    const add = (letter) => {
      if (spell.resting) spell.rest.push(code);
      else spell.words[spell.words.length - 1].push({ code, letter });
      renderHand();
      renderActions();
    };
    if (!spell.resting && (card.wild || !card.letter)) askLetter(add);
    else add(words(card.letter));
  }

  function askLetter(answer) {
    const picker = $("letter-picker");
    const grid = $("letters");
    grid.replaceChildren(
      ...[...LETTERS].map((letter) =>
        el("button", {
          type: "button",
          class: "letter",
          text: letter,
          onclick: () => {
            picker.hidden = true;
            answer(letter);
          },
        }),
      ),
    );
    picker.hidden = false;
    grid.firstChild.focus();
  }

  function spellMove(action, spell) {
    const token = (tile) => {
      const card = cardByCode(tile.code);
      return card && card.letter === tile.letter ? tile.code : `${tile.code}=${tile.letter}`;
    };
    return Object.assign({}, action.move, {
      words: spell.words.filter((word) => word.length).map((word) => word.map(token).join(" ")),
      rest: [...spell.rest],
    });
  }

  function spellAction(action) {
    const spell = spellFor(action);
    const size = Number(action.size) || 0;
    const most = Number(action.words_max) || 1;
    const used = spellUsed(spell);
    const rows = spell.words.map((word, index) =>
      el(
        "div",
        { class: `word${!spell.resting && index === spell.words.length - 1 ? " current" : ""}` },
        el("span", { class: "word-label", text: `Word ${index + 1}` }),
        word.length
          ? word.map((tile) => el("span", { class: "tile", text: tile.letter }))
          : el("span", { class: "hint", text: "tap cards in order" }),
      ),
    );
    rows.push(
      el(
        "div",
        { class: `word${spell.resting ? " current" : ""}` },
        el("span", { class: "word-label", text: "The rest" }),
        spell.rest.length
          ? spell.rest.map((code) => el("span", { class: "tile rest", text: words(cardByCode(code) && cardByCode(code).letter) || "★" }))
          : el("span", { class: "hint", text: spell.resting ? "tap the other cards" : "after the words" }),
      ),
    );
    const current = spell.words[spell.words.length - 1];
    const moreWords = !spell.resting && current.length > 0 && spell.words.length < most;
    const next = spell.resting
      ? null
      : bigButton(moreWords ? "Next word" : "Now the rest", () => {
          if (moreWords) spell.words.push([]);
          else spell.resting = true;
          renderActions();
        });
    const clear = bigButton("Clear", () => {
      app.spell = null;
      renderHand();
      renderActions();
    });
    const layOut = bigButton(
      used === size ? words(action.label) : `${words(action.label)} (${used} of ${size} cards)`,
      () => sendMove(spellMove(action, spell)),
      "primary",
      { "data-action": words(action.id) },
    );
    layOut.disabled = layOut.disabled || used !== size;
    const suggested =
      action.suggested && typeof action.suggested === "object"
        ? bigButton(`Use the suggested claim: ${words(action.suggested_label)}`, () => sendMove(action.suggested), "", {
            "data-action": `${words(action.id)}-suggested`,
          })
        : null;
    return el(
      "div",
      { class: "action spell" },
      el("div", { class: "words" }, rows),
      el("div", { class: "row" }, next, clear),
      layOut,
      suggested,
    );
  }

  const BUILDERS = {
    button: buttonAction,
    pick_card: pickCardAction,
    amount: amountAction,
    pick_cards: pickCardsAction,
    spell: spellAction,
    menu: menuAction,
  };

  // ---- public information

  // A pile shows its top few cards (``most``); a seat's face-up cards (a hand laid open at a round's
  // end, Longhorn's up cards) are shown whole, on their own line.
  function smallCards(cards, most = 6) {
    return objects(cards)
      .slice(-most)
      .map((card) => el("img", { class: "small", src: words(card.image), alt: words(card.name) }));
  }

  function renderPublic() {
    const state = app.state;
    const result = $("result");
    result.hidden = !(state.over === true);
    result.textContent = words(state.result) || "The game is over.";
    $("info").replaceChildren(...list(state.info).map((line) => el("li", { text: words(line) })));
    $("seats").replaceChildren(...objects(state.seats).map(seatRow));
    $("piles").replaceChildren(
      ...objects(state.table).map((pile) =>
        el(
          "li",
          { class: "pile" },
          el("span", { class: "pile-label", text: `${words(pile.label)}: ${counted(pile.count, "card")}` }),
          el("span", { class: "cards" }, smallCards(pile.cards)),
        ),
      ),
    );
    const story = list(state.story).slice(-STORY_LINES).reverse();
    $("story").replaceChildren(...story.map((line) => el("li", { text: words(line) })));
  }

  // "1 card", "2 cards", "0 points": a count as a person says it.
  function counted(value, noun) {
    const number = Number(value) || 0;
    return `${number} ${noun}${number === 1 ? "" : "s"}`;
  }

  function seatRow(seat) {
    if (!seat || typeof seat !== "object") return el("li");
    const facts = [counted(seat.cards, "card")];
    if (typeof seat.chips === "number") facts.push(counted(seat.chips, "chip"));
    if (typeof seat.score === "number") facts.push(counted(seat.score, "point"));
    if (seat.phone === true && seat.connected === false) facts.push("phone away");
    if (seat.note) facts.push(words(seat.note));
    const swatch = el("span", { class: "swatch" });
    if (/^#[0-9a-fA-F]{6}$/.test(seat.colour)) swatch.style.backgroundColor = seat.colour;
    const you = app.state && seat.seat === app.state.seat;
    return el(
      "li",
      { class: `seat${seat.on_turn ? " on-turn" : ""}` },
      swatch,
      el(
        "span",
        { class: "seat-text" },
        el("strong", { text: `${words(seat.name)}${you ? " (you)" : ""}` }),
        seat.on_turn ? el("span", { class: "turn-badge", text: "on turn" }) : null,
        el("span", { class: "facts", text: facts.join(" · ") }),
      ),
      el("span", { class: "cards" }, smallCards(seat.up, Infinity)),
    );
  }

  // ---- the toast: the rules' sentence, as sent, fading after a while

  let toastTimer = 0;
  function toast(text) {
    const node = $("toast");
    node.textContent = text;
    node.hidden = false;
    node.classList.remove("fading");
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      node.classList.add("fading");
      toastTimer = setTimeout(() => {
        node.hidden = true;
      }, 600);
    }, 3500 + 40 * text.length);
  }

  // ---- start

  function tokenFromLink() {
    const fragment = new URLSearchParams(location.hash.slice(1));
    const token = fragment.get("token");
    if (!token) return false;
    store(TOKEN_KEY, token);
    store(SEAT_KEY, fragment.get("seat") || "");
    // Nothing secret stays in the address bar, the history or a shared screenshot.
    history.replaceState(null, "", location.pathname + location.search);
    return true;
  }

  function linkOpened() {
    // Another seat's link opened in this tab (a second QR code scanned): that seat from now on.
    if (!tokenFromLink()) return;
    app.token = stored(TOKEN_KEY);
    app.state = null;
    app.selected = [];
    app.spell = null;
    app.closed = false;
    $("closed").hidden = true;
    $("private").hidden = false;
    reconnectNow();
  }

  function start() {
    tokenFromLink();
    app.token = stored(TOKEN_KEY);
    window.addEventListener("hashchange", linkOpened);
    $("room-code").addEventListener("input", roomTyped);
    $("retry").addEventListener("click", () => {
      app.closed = false;
      app.tries = 0;
      $("closed").hidden = true;
      $("private").hidden = false;
      if (app.token) connect();
      else showJoin();
    });
    $("letter-cancel").addEventListener("click", () => {
      $("letter-picker").hidden = true;
    });
    document.addEventListener("pointermove", movePointer, { passive: false });
    document.addEventListener("pointerup", releasePointer);
    document.addEventListener("pointercancel", releasePointer);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") checkAlive();
    });
    window.addEventListener("online", reconnectNow);
    let resizeFrame = 0;
    window.addEventListener("resize", () => {
      cancelAnimationFrame(resizeFrame);
      resizeFrame = requestAnimationFrame(() => app.state && !app.dragging && renderHand());
    });
    if (app.token) {
      $("play").hidden = false;
      $("waiting").textContent = "Joining your seat…";
      connect();
    } else showJoin();
  }

  start();
})();
