import { ChatError, type ChatMessage, type Client, type Menu } from './api.ts';
import { h } from './dom.ts';
import { fill, type Texts } from './i18n.ts';
import { CSS } from './styles.ts';

/** The contract's limit (MESSAGE_MAX_CHARS); checked here first so the visitor learns it at once. */
const MAX_CHARS = 500;

export interface PanelOptions {
  api: Client;
  t: Texts;
  /** The visitor id kept by the page (localStorage), and where to keep a new one. */
  visitor: { get(): string | null; set(id: string): void };
}

/**
 * The launcher and the chat panel in a shadow root. The session opens on first use; answers carry
 * like/dislike (a dislike asks for a reason), suggestions are chips, quick menus sit above the input
 * (10 guess-you-want-to-ask and 11 transfer to human shown disabled), the header asks for a human.
 */
export function mountPanel(host: HTMLElement, o: PanelOptions) {
  const { api, t } = o;
  const root = host.attachShadow({ mode: 'open' });
  const log = h('div', { class: 'log', role: 'log', 'aria-live': 'polite' });
  const menus = h('div', { class: 'menus' });
  const input = h('input', {
    type: 'text',
    placeholder: t.placeholder,
    maxlength: String(MAX_CHARS * 2),
    'aria-label': t.placeholder,
  });
  const send = h('button', { type: 'submit', class: 'send' }, t.send);
  const human = h('button', { type: 'button', class: 'human' }, t.human);
  const title = h('span', { class: 'title' }, t.title);
  const panel = h(
    'div',
    { class: 'panel', hidden: true, role: 'dialog', 'aria-label': t.title },
    h(
      'div',
      { class: 'head' },
      title,
      human,
      h('button', { type: 'button', class: 'close', onclick: () => toggle(false) }, t.close),
    ),
    log,
    menus,
    h(
      'form',
      {
        class: 'input',
        onsubmit: (e) => {
          e.preventDefault();
          void ask(input.value);
        },
      },
      input,
      send,
    ),
  );
  const launcher = h(
    'button',
    { type: 'button', class: 'launcher', onclick: () => toggle(panel.hidden !== false) },
    t.open,
  );
  root.append(h('style', {}, CSS), panel, launcher);

  let session: Promise<string> | null = null;
  let busy = false;

  const line = (cls: string, text: string) => {
    const el = h('div', { class: `msg ${cls}` }, text);
    log.append(el);
    log.scrollTop = log.scrollHeight;
    return el;
  };
  const fail = (e: unknown) => line('err', e instanceof ChatError ? e.message : t.unavailable);

  function toggle(show: boolean) {
    panel.hidden = !show;
    if (show) {
      void ensureSession();
      input.focus();
    }
  }

  function ensureSession(): Promise<string> {
    session ??= api.open(o.visitor.get()).then(
      (s) => {
        o.visitor.set(s.visitorId);
        title.textContent = s.channelName || t.title;
        if (s.welcome) render(s.welcome);
        renderMenus(s.quickMenus);
        return s.sessionId;
      },
      (e) => {
        session = null;
        fail(e);
        throw e;
      },
    );
    return session;
  }

  function renderMenus(list: Menu[]) {
    menus.replaceChildren(
      ...list.map((m) =>
        h(
          'button',
          {
            type: 'button',
            class: 'chip menu',
            disabled: m.disabled,
            title: m.disabled ? t.disabledMenu : m.name,
            onclick: () => {
              if (m.actionType === 2 && m.url) window.open(m.url, '_blank', 'noopener');
              else if (m.actionType === 3 && m.text) void ask(m.text);
            },
          },
          m.name,
        ),
      ),
    );
  }

  function render(m: ChatMessage) {
    if (m.role === 'user') return line('user', m.text);
    if (m.kind === 'transfer') {
      human.disabled = true;
      human.textContent = t.transferred;
    }
    const el = line('bot', m.text);
    el.dataset.kind = m.kind;
    if (m.kind === 'suggest' && m.candidates)
      el.append(
        h(
          'div',
          { class: 'chips' },
          ...m.candidates.map((c) =>
            h('button', { type: 'button', class: 'chip', onclick: () => void choose(m.id, c.refId) }, c.question),
          ),
        ),
      );
    if (m.kind === 'answer') el.append(votes(m));
    return el;
  }

  function votes(m: ChatMessage) {
    const box = h('div', { class: 'votes' });
    const done = (text: string) => box.replaceChildren(h('span', { class: 'done' }, text));
    const submit = async (vote: 'like' | 'dislike', reason?: string) => {
      try {
        const r = await api.vote(await ensureSession(), m.id, vote, reason);
        done(vote === 'like' ? t.liked : t.disliked);
        for (const x of r.replies) render(x);
      } catch (e) {
        fail(e);
      }
    };
    const askReason = () => {
      const reason = h('input', { type: 'text', placeholder: t.reasonPlaceholder, maxlength: '200' });
      box.replaceChildren(
        reason,
        h(
          'button',
          { type: 'button', class: 'submit', onclick: () => void submit('dislike', reason.value.trim() || undefined) },
          t.submit,
        ),
      );
      reason.focus();
    };
    box.append(
      h('button', { type: 'button', class: 'like', onclick: () => void submit('like') }, t.like),
      h('button', { type: 'button', class: 'dislike', onclick: askReason }, t.dislike),
    );
    if (m.vote) done(m.vote === 'like' ? t.liked : t.disliked);
    return box;
  }

  async function run(step: (sid: string) => Promise<{ message?: ChatMessage; replies: ChatMessage[] }>) {
    if (busy) return;
    busy = true;
    send.disabled = true;
    try {
      const r = await step(await ensureSession());
      if (r.message) render(r.message);
      for (const m of r.replies) render(m);
    } catch (e) {
      fail(e);
    } finally {
      busy = false;
      send.disabled = false;
    }
  }

  async function ask(raw: string) {
    const text = raw.trim();
    if (!text) return;
    if (Array.from(text).length > MAX_CHARS) return void line('err', fill(t.tooLong, MAX_CHARS));
    input.value = '';
    await run((sid) => api.send(sid, text));
  }

  const choose = (messageId: string, refId: string) => run((sid) => api.choose(sid, messageId, refId));

  human.addEventListener('click', () => void run((sid) => api.human(sid)));
  return { toggle };
}
