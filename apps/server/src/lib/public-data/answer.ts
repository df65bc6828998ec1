import type { PublicDataErrorKind } from '@chajul/contracts';

/**
 * Why an answer is not data, named for what it is (ADR 033): the portals answer with a
 * maintenance page, an XML error even when JSON was asked, an empty body, or JSON cut off
 * by a dropped connection. The importers throw this; `PublicDataError` (http.ts) carries it.
 */
export type AnswerProblem = { kind: PublicDataErrorKind; message: string };

const MAX_SHOWN = 80;
const shown = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_SHOWN ? `${flat.slice(0, MAX_SHOWN)}…` : flat;
};

const tag = (xml: string, name: string) =>
  new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`, 'i').exec(xml)?.[1] || undefined;

const isHtml = (text: string) => /^(<!doctype html|<html|<head|<body)|<html[\s>]/i.test(text);

/** An HTML page's title (or its first text), so "점검 중" shows in the admin page. */
function htmlProblem(html: string): AnswerProblem {
  const title = tag(html, 'title') ?? shown(html.replace(/<[^>]*>/g, ' '));
  return {
    kind: 'html',
    message: `HTML page instead of data${title ? `: "${shown(title)}"` : ''}`,
  };
}

/**
 * An XML answer: data.go.kr's `OpenAPI_ServiceResponse` (returnReasonCode, returnAuthMsg,
 * errMsg), its `<response><header>` (resultCode, resultMsg), or 경기도's `<RESULT>` (CODE,
 * MESSAGE).
 */
export function xmlProblem(xml: string): AnswerProblem {
  const code = tag(xml, 'returnReasonCode') ?? tag(xml, 'resultCode') ?? tag(xml, 'CODE');
  const message =
    tag(xml, 'returnAuthMsg') ?? tag(xml, 'errMsg') ?? tag(xml, 'resultMsg') ?? tag(xml, 'MESSAGE');
  const said = [code, message].filter(Boolean).join(' ');
  return {
    kind: 'xml-error',
    message: said ? `XML error answer: ${said}` : `XML answer instead of JSON: ${shown(xml)}`,
  };
}

/** Whether JSON.parse failed because the text stopped early (a dropped connection). */
function isCut(text: string, error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  if (/end of (JSON )?input|Unterminated/i.test(message)) return true;
  const position = /position (\d+)/.exec(message)?.[1];
  return position !== undefined && Number(position) >= text.length - 1;
}

/** What a body that is not the JSON we asked for is; undefined when it is JSON. */
export function bodyProblem(body: string): AnswerProblem | undefined {
  const text = body.trim();
  if (!text) return { kind: 'empty', message: 'empty answer (no body)' };
  if (text.startsWith('<')) return isHtml(text) ? htmlProblem(text) : xmlProblem(text);
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return isCut(text, error)
      ? { kind: 'cut-json', message: `JSON cut off after ${Buffer.byteLength(text)} bytes` }
      : { kind: 'not-json', message: `not JSON: ${shown(text)}` };
  }
}

/** A short note on an error status's body for the HTTP error message (" (HTML page: …)"). */
export function describeBody(body: string): string {
  const problem = bodyProblem(body);
  return problem && problem.kind !== 'empty' ? ` (${problem.message})` : '';
}

/** "JSON of another shape: top-level keys a, b" for an answer without the expected envelope. */
export function shapeProblem(json: unknown, expected: string): AnswerProblem {
  const keys =
    json && typeof json === 'object' && !Array.isArray(json)
      ? `keys ${Object.keys(json).slice(0, 5).join(', ') || '(none)'}`
      : Array.isArray(json)
        ? 'an array'
        : `a ${typeof json}`;
  return { kind: 'wrong-shape', message: `JSON without ${expected} (got ${keys})` };
}
