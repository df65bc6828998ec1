import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const css = readFileSync(path.join(import.meta.dirname, 'tabs.module.css'), 'utf8');

const tabs = [
  '회원 관리',
  '신고 관리',
  '문의 관리',
  '공지 관리',
  '신고된 글',
  '열람 기록',
  '데이터',
].map((label) => ({ value: label, label, content: <p>{label} 내용</p> }));

describe('Tabs on a phone (issue 38 item 17)', () => {
  it('wrap onto another row instead of scrolling sideways out of sight', () => {
    render(<Tabs label="관리 메뉴" tabs={tabs} />);
    const list = screen.getByRole('tablist', { name: '관리 메뉴' });
    expect(screen.getAllByRole('tab')).toHaveLength(tabs.length);
    // jsdom lays nothing out: the rule of the list's class is what says where the tabs go.
    const rule = new RegExp(`\\.${list.className.split(' ')[0]}\\s*{([^}]*)}`).exec(css)?.[1] ?? '';
    expect(rule).toMatch(/flex-wrap:\s*wrap/);
    expect(rule).not.toMatch(/overflow-x:\s*auto/);
  });
});
