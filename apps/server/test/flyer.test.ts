import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepAllLines, renderFlyer } from '../src/lib/flyer';
import { makeJpeg } from './images';

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPdftotext)
  console.warn('pdftotext (poppler-utils) is missing: the flyer text check does not run');

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-flyer-'));
  const file = path.join(dir, 'flyer.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const input = async () => ({
  headline: '강아지를 찾습니다',
  dogName: '초코',
  details: [
    ['실종 날짜', '2026-11-20'],
    ['실종 장소', '경기도 수원시'],
    ['특징', '갈색 푸들, 빨간 목줄'],
  ] as [string, string][],
  contact: '010-1234-5678',
  contactLabel: '연락처',
  photo: await makeJpeg({ width: 640, height: 480 }),
  url: 'http://localhost:8080/report/view?id=7',
  qrCaption: '휴대폰 카메라로 찍으면 신고 글이 열립니다',
  footer: '찾아줄개',
});

describe('renderFlyer', () => {
  it('makes a one-page A4 PDF', async () => {
    const pdf = (await renderFlyer(await input())).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
  });

  it('puts the other photos in a row under the cover, still on one page', async () => {
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image\b/g)?.length;
    const more = await Promise.all([1, 2, 3, 4].map(() => makeJpeg({ width: 320, height: 240 })));
    const pdf = await renderFlyer({ ...(await input()), morePhotos: more });
    const coverOnly = await renderFlyer(await input());
    expect(images(pdf)).toBe(Number(images(coverOnly)) + 4);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
  });

  it.runIf(hasPdftotext)('carries the Korean text and the contact as real text', async () => {
    const text = pdfText(await renderFlyer(await input()));
    for (const expected of [
      '강아지를 찾습니다',
      '초코',
      '경기도 수원시',
      '빨간 목줄',
      '010-1234-5678',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.runIf(hasPdftotext)('leaves the contact off when the reporter chose so', async () => {
    const text = pdfText(await renderFlyer({ ...(await input()), contact: undefined }));
    expect(text).not.toContain('010-1234-5678');
    expect(text).toContain('초코');
  });

  it.runIf(hasPdftotext)(
    'breaks Korean lines at spaces only, never inside a word (keep-all)',
    async () => {
      const features =
        '광교 호수공원 산책로에서 잃어버렸어요. 갈색 푸들이고 빨간 목줄을 하고 있어요. 겁이 많아서 부르면 도망갈 수 있으니 조심스럽게 다가가 주세요.';
      const base = await input();
      const text = pdfText(await renderFlyer({ ...base, details: [['특징', features]] }));
      const words = [...features.split(' '), ...base.qrCaption.split(' ')];
      expect(words.filter((word) => !text.includes(word))).toEqual([]);
      // The features did wrap: the check above is about where, not whether.
      expect(text).not.toContain(features);
    },
  );
});

describe('keepAllLines', () => {
  const length = (s: string) => s.length;

  it('breaks at the last space that fits', () => {
    expect(keepAllLines('가나 다라마 바', 5, length)).toBe('가나\n다라마 바');
    expect(keepAllLines('첫 줄\n둘째 줄', 10, length)).toBe('첫 줄\n둘째 줄');
  });

  it('breaks a word longer than a line between characters', () => {
    expect(keepAllLines('가나다라마바사 아', 3, length)).toBe('가나다\n라마바\n사 아');
  });
});
