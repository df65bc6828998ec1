import { describe, expect, it } from 'vitest';
import { trimBlank } from './common';
import { messageBodySchema } from './conversations';
import { inquiryBodySchema, inquiryReplyBodySchema } from './inquiries';
import { noticeBodySchema } from './notices';

/** Spaces, no-break spaces, zero-width characters and BOMs: nothing a reader can see. */
const BLANK = ' \u200b\u00a0 \u200c\u200d\u2060\ufeff\t\n';

describe('free text that only looks empty', () => {
  it('is trimmed of white space and zero-width characters at both ends, not inside', () => {
    expect(trimBlank(BLANK)).toBe('');
    expect(trimBlank(`${BLANK}초코\u200b 봤어요${BLANK}`)).toBe('초코\u200b 봤어요');
  });

  it('is refused wherever a text is required', () => {
    expect(messageBodySchema.safeParse({ body: BLANK }).success).toBe(false);
    expect(inquiryBodySchema.safeParse({ title: BLANK, content: '내용' }).success).toBe(false);
    expect(inquiryBodySchema.safeParse({ title: '제목', content: BLANK }).success).toBe(false);
    expect(inquiryReplyBodySchema.safeParse({ content: BLANK }).success).toBe(false);
    expect(noticeBodySchema.safeParse({ title: BLANK, content: '내용' }).success).toBe(false);
  });
});
