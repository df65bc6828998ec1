import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/*
 * The service worker's push alerts (service-worker/sw.js, ADR 155), run in a sandbox with the
 * few service-worker APIs they use: a browser cannot be made to click a notification, so the
 * e2e suite checks the push side in Chromium and this checks what a tap opens.
 */
const source = fs.readFileSync(path.resolve(__dirname, '../../service-worker/sw.js'), 'utf8');
const ORIGIN = 'https://chajul.example';

type Client = { url: string; focus: () => Promise<Client>; navigate: (url: string) => unknown };

function worker(windows: Client[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async (_title: string, _options: { data: { url: string } }) => {});
  const openWindow = vi.fn(async (_url: string) => null);
  const self = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    clients: { matchAll: async () => windows, openWindow },
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, handler),
  };
  vm.runInNewContext(source, { self, URL, caches: {}, fetch });
  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  const push = (data: unknown) =>
    dispatch('push', {
      data: { json: () => (typeof data === 'string' ? JSON.parse(data) : data) },
    });
  const click = (url: string) =>
    dispatch('notificationclick', { notification: { data: { url }, close: vi.fn() } });
  return { push, click, showNotification, openWindow };
}

function windowAt(url: string): Client {
  const client: Client = {
    url,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async () => client),
  };
  return client;
}

const alert = {
  title: '새 메시지가 도착했어요',
  body: '"초코를 찾습니다" 실종 신고에 대한 대화에 새 메시지가 있어요.',
  url: '/messages?id=3',
  tag: 'conversation-3',
};

describe('the service worker’s push alerts', () => {
  it('show the pushed title and body, one notification per tag, keeping the page to open', async () => {
    const sw = worker();
    await sw.push(alert);
    expect(sw.showNotification).toHaveBeenCalledWith(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: '/icons/icon-192.png',
      lang: 'ko',
      data: { url: alert.url },
    });
  });

  it('show a plain alert when the push cannot be read', async () => {
    const sw = worker();
    await sw.push('not json');
    expect(sw.showNotification.mock.calls[0]?.[0]).toBe('찾아줄개');
    expect(sw.showNotification.mock.calls[0]?.[1].data.url).toBe('/mypage?tab=notifications');
  });

  it('a tap opens the alert’s page in a new window when none of ours is open', async () => {
    const sw = worker();
    await sw.click('/report/view?id=7#matches');
    expect(sw.openWindow).toHaveBeenCalledWith(`${ORIGIN}/report/view?id=7#matches`);
  });

  it('a tap brings forward the window already on that page', async () => {
    const there = windowAt(`${ORIGIN}/messages?id=3`);
    const sw = worker([windowAt(`${ORIGIN}/`), there]);
    await sw.click('/messages?id=3');
    expect(there.focus).toHaveBeenCalled();
    expect(sw.openWindow).not.toHaveBeenCalled();
  });

  it('a tap takes an open window of ours to the page', async () => {
    const home = windowAt(`${ORIGIN}/`);
    const sw = worker([home]);
    await sw.click('/sighting/view?id=5');
    expect(home.navigate).toHaveBeenCalledWith(`${ORIGIN}/sighting/view?id=5`);
  });

  it('a tap never leaves the site, whatever the payload says', async () => {
    const sw = worker();
    await sw.click('https://elsewhere.example/phish');
    expect(sw.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
