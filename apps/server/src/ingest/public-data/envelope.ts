import { PublicDataError } from './http';

type DataGoKrAnswer = {
  OpenAPI_ServiceResponse?: { cmmMsgHeader?: { returnAuthMsg?: string; errMsg?: string } };
  response?: {
    header?: { resultCode?: string | number; resultMsg?: string };
    body?: { items?: unknown; totalCount?: number | string; pageNo?: number | string };
  };
};

export type DataGoKrPage = { items: Record<string, unknown>[]; totalCount: number; pageNo: number };

/**
 * Reads an answer of the data.go.kr animal APIs (spec/public-data-apis.md §4a/4b):
 * `response.body.items.item` may be an array, a single object, `""` or `{}`; key errors
 * come back as an `OpenAPI_ServiceResponse` envelope, often in XML even when JSON was asked.
 */
export function parseDataGoKr(text: string): DataGoKrPage {
  const trimmed = text.trim();
  if (trimmed.startsWith('<')) throw new PublicDataError(xmlError(trimmed));
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    throw new PublicDataError(`not JSON: ${trimmed.slice(0, 120)}`);
  }
  const root = json as DataGoKrAnswer;
  if (root.OpenAPI_ServiceResponse) {
    const header = root.OpenAPI_ServiceResponse.cmmMsgHeader ?? {};
    throw new PublicDataError(String(header.returnAuthMsg ?? header.errMsg ?? 'service error'));
  }
  const code = root.response?.header?.resultCode;
  if (code !== undefined && String(code) !== '00') {
    throw new PublicDataError(`${code} ${root.response?.header?.resultMsg ?? ''}`.trim());
  }
  const body = root.response?.body ?? {};
  return {
    items: toItems(body.items),
    totalCount: Number(body.totalCount ?? 0) || 0,
    pageNo: Number(body.pageNo ?? 1) || 1,
  };
}

/** `items.item` as an array whatever shape it came in. */
export function toItems(items: unknown): Record<string, unknown>[] {
  if (!items || typeof items !== 'object') return [];
  const item = (items as { item?: unknown }).item;
  if (Array.isArray(item))
    return item.filter((i): i is Record<string, unknown> => !!i && typeof i === 'object');
  if (item && typeof item === 'object') return [item as Record<string, unknown>];
  return [];
}

function xmlError(xml: string): string {
  const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
  return tag('returnAuthMsg') ?? tag('errMsg') ?? tag('resultMsg') ?? 'XML error answer';
}

/** A text field, trimmed; empty and missing are both undefined. */
export function text(item: Record<string, unknown>, key: string): string | undefined {
  const value = item[key];
  if (value === null || value === undefined) return undefined;
  const s = String(value).trim();
  return s === '' ? undefined : s;
}
