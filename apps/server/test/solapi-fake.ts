import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for SOLAPI's HTTP API (ADR 250): POST /messages/v4/send-many/detail with
 * the HMAC-SHA256 Authorization header checked against the test secret. It records what
 * it accepted, and fails on demand (`failing`), so no test reaches the network.
 */

export const FAKE_SOLAPI_KEY = 'test-solapi-key';
export const FAKE_SOLAPI_SECRET = 'test-solapi-secret';

export type FakeMessage = {
  to: string;
  from: string;
  text: string;
  type: string;
  kakaoOptions?: { pfId: string; templateId: string; variables: Record<string, string> };
};

/** The header's parts, when its signature is the HMAC of date + salt under the secret. */
function authorised(header: string | undefined): boolean {
  const match =
    /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/.exec(
      header ?? '',
    );
  if (!match || match[1] !== FAKE_SOLAPI_KEY) return false;
  const expected = createHmac('sha256', FAKE_SOLAPI_SECRET)
    .update(match[2]! + match[3]!)
    .digest('hex');
  return expected === match[4];
}

export async function startFakeSolapi() {
  const received: FakeMessage[] = [];
  const state = { failing: false, refusedAuth: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/messages/v4/send-many/detail') {
        return answer(404, { errorCode: 'NotFound', errorMessage: 'no such route' });
      }
      if (!authorised(req.headers.authorization)) {
        state.refusedAuth++;
        return answer(401, { errorCode: 'InvalidApiKey', errorMessage: 'bad signature' });
      }
      if (state.failing) return answer(500, { errorCode: 'Internal', errorMessage: 'down' });
      const { messages } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        messages: FakeMessage[];
      };
      received.push(...messages);
      return answer(200, {
        groupInfo: { groupId: `G${received.length}`, count: { total: messages.length } },
        failedMessageList: [],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
