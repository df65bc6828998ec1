import type { Mail } from './mailer';

/*
 * What our mails may say of what people typed (issue 38 item 7, ADR 228). A mail comes from
 * our domain, so its reader takes every line of it for ours: no name anyone typed is in a
 * greeting or a subject, and a text someone typed appears only on its own labelled line, in
 * quotes, short, and with anything a mail program would make a link of broken up.
 */

/** Every mail's first line: nobody is greeted by a name they (or someone else) typed. */
export const GREETING = '안녕하세요, 찾아줄개입니다.';

/** The longest a quoted text runs before it is cut with "…". */
export const QUOTED_MAX = 30;

/** A typed text, made safe to quote: one line, short, and no link or address in it. */
export function defanged(text: string): string {
  // NFKC first: a full-width "．" or "＠" is the ASCII one to a mail program.
  const chars = Array.from(
    text
      .normalize('NFKC')
      .replace(/[\p{C}\s]+/gu, ' ')
      .trim(),
  );
  const short =
    chars.length > QUOTED_MAX ? `${chars.slice(0, QUOTED_MAX - 1).join('')}…` : chars.join('');
  return short
    .replace(/[「」『』]/g, "'")
    .replaceAll('://', '[:]//')
    .replaceAll('@', '[at]')
    .replace(/([\p{L}\p{N}_-])\.(?=\p{L})/gu, '$1[.]');
}

/** `label: 「text」`: a typed text on its own line, as its writer's words. */
export const quoted = (label: string, text: string) => `${label}: 「${defanged(text)}」`;

/** One of our mails to `to`: the greeting, a blank line, then `lines`. */
export const letter = (to: string, subject: string, lines: string[]): Mail => ({
  to,
  subject,
  text: [GREETING, '', ...lines].join('\n'),
});
