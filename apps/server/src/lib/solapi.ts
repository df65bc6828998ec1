import { createHmac, randomBytes } from 'node:crypto';

/*
 * SOLAPI (a Korean SMS and 알림톡 provider) over its HTTP API (issue 39 item 4, ADR 250).
 * Its SDK (`solapi` 6.x) fixes the address at https://api.solapi.com in a private field, so
 * tests could not point it at a local fake; this adapter does the two things we need the way
 * the SDK does them: the HMAC-SHA256 Authorization header, and POST
 * /messages/v4/send-many/detail.
 */

export type SolapiConfig = {
  apiKey: string;
  apiSecret: string;
  /** The registered sender number, digits only. */
  sender: string;
  baseUrl: string;
  pfId?: string | undefined;
};

/** One text: an SMS, or a 알림톡 when a template is given (SMS stands in where it fails). */
export type TextMessage = {
  to: string;
  text: string;
  alimtalk?: { templateId: string; variables: Record<string, string> } | undefined;
};

export class SolapiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const SALT_CHARS = '1234567890abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…`: the signature is the hex HMAC-SHA256
 * of date + salt under the API secret; the date is ISO 8601 and the salt 32 random characters.
 */
export function solapiAuthorization(
  apiKey: string,
  apiSecret: string,
  date = new Date().toISOString(),
  salt = Array.from(randomBytes(32), (b) => SALT_CHARS[b % SALT_CHARS.length]).join(''),
): string {
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** SMS up to 90 bytes (EUC-KR: a Korean letter is 2), LMS beyond. */
const typeOf = (text: string) =>
  [...text].reduce((n, c) => n + (c.charCodeAt(0) > 0x7f ? 2 : 1), 0) > 90 ? 'LMS' : 'SMS';

export function createSolapi(config: SolapiConfig, fetcher: typeof fetch = fetch) {
  function messageOf(m: TextMessage) {
    const base = { to: m.to.replace(/\D/g, ''), from: config.sender, text: m.text };
    if (m.alimtalk && config.pfId) {
      return {
        ...base,
        type: 'ATA',
        kakaoOptions: {
          pfId: config.pfId,
          templateId: m.alimtalk.templateId,
          variables: m.alimtalk.variables,
        },
      };
    }
    return { ...base, type: typeOf(m.text) };
  }

  /** Sends one text; throws SolapiError when the provider refuses it or is unreachable. */
  async function send(m: TextMessage): Promise<{ groupId: string | null }> {
    let res: Response;
    try {
      res = await fetcher(`${config.baseUrl}/messages/v4/send-many/detail`, {
        method: 'POST',
        headers: {
          authorization: solapiAuthorization(config.apiKey, config.apiSecret),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ messages: [messageOf(m)] }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new SolapiError(`SOLAPI unreachable: ${(error as Error).message}`, 0);
    }
    const body = (await res.json().catch(() => ({}))) as {
      errorMessage?: string;
      failedMessageList?: unknown[];
      groupInfo?: { _id?: string; groupId?: string };
    };
    if (!res.ok) throw new SolapiError(body.errorMessage ?? `SOLAPI ${res.status}`, res.status);
    if (body.failedMessageList && body.failedMessageList.length > 0) {
      throw new SolapiError('SOLAPI refused the message', res.status);
    }
    return { groupId: body.groupInfo?.groupId ?? body.groupInfo?._id ?? null };
  }

  return { send };
}

export type Solapi = ReturnType<typeof createSolapi>;
