import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkIdBodySchema,
  emailSchema,
  hasInvisibleCharacters,
  isAdminRole,
  nicknameSchema,
  passwordSchema,
  signupFormSchema,
  useridSchema,
} from './auth';
import { authMessages } from './messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('signup field rules (spec §5)', () => {
  it('accepts every password with 8+ characters, an upper-case letter, a digit and a special character', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 5, maxLength: 100 }), (rest) => {
        expect(passwordSchema.safeParse(`A1!${rest}`).success).toBe(true);
      }),
    );
  });

  it('rejects any password missing one of the required kinds', () => {
    const lowerOnly = fc.stringMatching(/^[a-z]{8,30}$/);
    fc.assert(
      fc.property(lowerOnly, (word) => {
        for (const candidate of [`${word}1!`, `${word}A!`, `${word}A1`]) {
          expect(firstMessage(passwordSchema.safeParse(candidate))).toBe(authMessages.passwordRule);
        }
      }),
    );
  });

  it('asks for a password when it is empty', () => {
    expect(firstMessage(passwordSchema.safeParse(''))).toBe(authMessages.passwordRequired);
  });

  it('counts nickname length after trimming', () => {
    expect(firstMessage(nicknameSchema.safeParse('  가나  '))).toBe(authMessages.nicknameMin);
    expect(nicknameSchema.parse('  가나다 ')).toBe('가나다');
  });

  it('takes emails of the simple x@y.z form only', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const simple = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;
        expect(emailSchema.safeParse(email).success).toBe(simple);
      }),
    );
    expect(firstMessage(emailSchema.safeParse('a@b'))).toBe(authMessages.emailFormat);
  });

  it('takes IDs of 4 to 20 letters, digits or underscores', () => {
    expect(firstMessage(useridSchema.safeParse('abc'))).toBe(authMessages.useridMin);
    expect(firstMessage(useridSchema.safeParse('한글아이디'))).toBe(authMessages.useridChars);
    expect(useridSchema.safeParse('dog_lover1').success).toBe(true);
  });

  it('requires the confirmation to match', () => {
    const result = signupFormSchema.safeParse({
      nickname: '닉네임',
      email: 'a@b.co',
      userid: 'abcd',
      password: 'Strong!pass1',
      passwordConfirm: 'Strong!pass2',
      agreeTerms: true,
      agreePrivacy: true,
      agreeAge14: true,
    });
    expect(result.error?.issues[0]).toMatchObject({
      message: authMessages.passwordMismatch,
      path: ['passwordConfirm'],
    });
  });
});

describe('isAdminRole (spec §6)', () => {
  it.each([
    ['ADMIN', true],
    ['ROLE_ADMIN', true],
    ['admin', true],
    ['USER', false],
    [['USER', 'ROLE_ADMIN'], true],
    [null, false],
  ] as const)('%o → %s', (role, expected) => {
    expect(isAdminRole(role)).toBe(expected);
  });
});

describe('names are normalised and may hide nothing (issue 17)', () => {
  it('folds full-width letters and decomposed Hangul into one spelling', () => {
    expect(nicknameSchema.parse('\uff24\uff4f\uff47\uff11')).toBe('Dog1');
    expect(nicknameSchema.parse('초코맘'.normalize('NFD'))).toBe('초코맘');
    expect(useridSchema.parse('\uff41\uff44\uff4d\uff49\uff4e')).toBe('admin');
    expect(checkIdBodySchema.parse({ userid: ' \uff41dmin ' }).userid).toBe('admin');
  });

  it('refuses zero-width, bidi, control, separator, private-use and filler characters', () => {
    for (const hidden of ['\u200b', '\u200d', '\u200e', '\u202e', '\u2066', '\u0007', '\u2028']) {
      expect(firstMessage(nicknameSchema.safeParse(`관리${hidden}자`))).toBe(
        authMessages.nicknameChars,
      );
    }
    for (const hidden of ['\u2029', '\ue000', '\u0378', '\u3164', '\uffa0', '\u00ad', '\ud800']) {
      expect(hasInvisibleCharacters(`a${hidden}b`)).toBe(true);
    }
    expect(firstMessage(useridSchema.safeParse('admin\u200b'))).toBe(authMessages.useridChars);
    expect(firstMessage(emailSchema.safeParse('a\u200b@b.kr'))).toBe(authMessages.emailFormat);
  });

  it('leaves ordinary Korean, Latin and emoji nicknames alone', () => {
    for (const name of ['초코맘', 'Dog Lover', '강아지🐶', 'こんにちは']) {
      expect(nicknameSchema.parse(name)).toBe(name);
    }
  });
});
