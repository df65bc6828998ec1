import { RETENTION_RULES } from '@chajul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testAdmin, testUser } from '../../test/render';
import { server } from '../../test/server';

const policies = {
  terms: { version: '1.0', effectiveDate: '2026-12-01' },
  privacy: { version: '1.1', effectiveDate: '2026-12-15' },
  operator: { name: '수원시 동물보호센터', email: 'privacy@suwon.example' },
  processors: [
    { name: '메일 발송 서버 (smtp.example.net)', purpose: '알림 메일 발송', items: '이메일 주소' },
  ],
};
const answerPolicies = () =>
  server.use(http.get('/api/policies', () => HttpResponse.json(policies)));

describe('/privacy', () => {
  it('shows its version and 시행일, every retention rule, the processors and the operator', async () => {
    answerPolicies();
    await renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' }),
    ).toBeVisible();
    expect(await screen.findByText('버전 1.1 · 시행일 2026-12-15')).toBeVisible();
    const retention = screen.getByRole('table', { name: '2. 보관 기간' });
    for (const rule of RETENTION_RULES) {
      expect(within(retention).getByText(rule.period)).toBeVisible();
    }
    const collected = screen.getByRole('table', { name: '1. 수집하는 개인정보와 이용 목적' });
    expect(within(collected).getByRole('rowheader', { name: '실종 신고' })).toBeVisible();
    expect(within(collected).getByText(/동물등록번호/)).toBeVisible();
    const processors = screen.getByRole('table', { name: '3. 개인정보 처리 위탁과 외부 서비스' });
    expect(within(processors).getByText('메일 발송 서버 (smtp.example.net)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'privacy@suwon.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@suwon.example',
    );
    expect(screen.getByText(/열람·정정·삭제·처리정지/)).toBeVisible();
  });

  it('is linked from the footer, as is /terms', async () => {
    answerPolicies();
    await renderApp('/');
    const footer = screen.getByRole('navigation', { name: '약관과 방침' });
    expect(within(footer).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: '이용약관' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});

describe('/terms', () => {
  it('shows its articles with the version and 시행일', async () => {
    answerPolicies();
    await renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
    expect(await screen.findByText('버전 1.0 · 시행일 2026-12-01')).toBeVisible();
    expect(screen.getByRole('heading', { name: '제3조 (회원가입)' })).toBeVisible();
  });
});

describe('signup consents', () => {
  it('marks each required box left unticked, and 전체 동의 ticks all four', async () => {
    let posted = false;
    server.use(
      http.post('/auth/signup', () => {
        posted = true;
        return HttpResponse.json({ status: 'ok', message: 'ok' }, { status: 201 });
      }),
    );
    const { user } = await renderApp('/signup');
    expect(screen.getByRole('link', { name: '이용약관 보기' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: '개인정보처리방침 보기' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('이용약관에 동의해야 가입할 수 있습니다.')).toBeVisible();
    expect(screen.getByText('개인정보 수집·이용에 동의해야 가입할 수 있습니다.')).toBeVisible();
    expect(screen.getByText('만 14세 이상만 가입할 수 있습니다.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: '[필수] 이용약관 동의' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posted).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    for (const name of [
      '[필수] 이용약관 동의',
      '[필수] 개인정보 수집·이용 동의',
      '[필수] 만 14세 이상입니다',
      '[선택] 이메일 알림 수신 동의',
    ]) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
    await waitFor(() =>
      expect(screen.queryByText('이용약관에 동의해야 가입할 수 있습니다.')).toBeNull(),
    );
  });
});

const consents = (email: boolean) => ({
  consents: [
    { kind: 'terms', version: '1.0', givenAt: '2026-12-01T01:00:00Z', withdrawnAt: null },
    { kind: 'privacy', version: '1.0', givenAt: '2026-12-01T01:00:00Z', withdrawnAt: null },
    { kind: 'age14', version: '1.0', givenAt: '2026-12-01T01:00:00Z', withdrawnAt: null },
    ...(email
      ? [
          {
            kind: 'emailAlerts',
            version: '1.0',
            givenAt: '2026-12-02T01:00:00Z',
            withdrawnAt: null,
          },
        ]
      : []),
  ],
  consentRequired: [],
});

describe('마이페이지 동의 관리', () => {
  it('shows the required consents and changes the optional e-mail one', async () => {
    let email = false;
    let sent: unknown;
    server.use(
      http.get('/api/mypage/consents', () => HttpResponse.json(consents(email))),
      http.post('/api/mypage/consents', async ({ request }) => {
        sent = await request.json();
        email = true;
        return HttpResponse.json({ status: 'ok', message: '동의 내용을 저장했습니다.' });
      }),
    );
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    const section = await screen.findByRole('region', { name: '동의 관리' });
    expect(
      await within(section).findByText(/\[필수\] 이용약관 동의: .*동의 \(버전 1\.0\)/),
    ).toBeVisible();
    const box = within(section).getByRole('checkbox', { name: '[선택] 이메일 알림 수신 동의' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(sent).toEqual({ agreeEmailAlerts: true });
    await waitFor(() => expect(box).toBeChecked());
  });
});

describe('약관 변경 동의', () => {
  it('blocks every page after login until the changed policy is agreed to', async () => {
    let asked = ['privacy'];
    let sent: unknown;
    server.use(
      http.get('/api/mypage/me', () => HttpResponse.json({ ...testUser, consentRequired: asked })),
      http.post('/api/mypage/consents', async ({ request }) => {
        sent = await request.json();
        asked = [];
        return HttpResponse.json({ status: 'ok', message: '동의 내용을 저장했습니다.' });
      }),
    );
    const { user } = await renderApp('/mypage', { as: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: '약관 변경 동의' })).toBeVisible();
    const submit = screen.getByRole('button', { name: '동의하고 계속하기' });
    expect(submit).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: '[필수] 이용약관 동의' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' }));
    await user.click(submit);
    expect(sent).toEqual({ agreePrivacy: true });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: '약관 변경 동의' })).toBeNull(),
    );
  });
});

describe('admin 열람 기록', () => {
  it('lists the trail and filters by actor and action', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/users/paged', () =>
        HttpResponse.json({ content: [], totalPages: 0, totalElements: 0, number: 0 }),
      ),
      http.get('/api/admin/audit', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          content: [
            {
              id: 1,
              actorId: 2,
              actorUserid: 'admin',
              actorWithdrawn: false,
              action: 'member.view',
              targetKind: 'user',
              targetId: '7',
              ip: '10.0.0.9',
              at: '2026-12-03T05:00:00Z',
            },
            {
              id: 2,
              actorId: 4,
              actorUserid: null,
              actorWithdrawn: true,
              action: 'member.export',
              targetKind: 'user',
              targetId: '4',
              ip: '10.0.0.8',
              at: '2026-12-02T05:00:00Z',
            },
          ],
          totalPages: 1,
          totalElements: 2,
          number: 0,
        });
      }),
    );
    const { user } = await renderApp('/adminpage?tab=audit', { as: testAdmin });
    const table = await screen.findByRole('table', { name: '열람 기록' });
    expect(within(table).getByText('회원 정보 열람')).toBeVisible();
    expect(within(table).getByText('회원 7')).toBeVisible();
    expect(within(table).getByText('10.0.0.9')).toBeVisible();
    // An admin who withdrew since is named as such, not by the blanked _w4 (issue 38 item 17).
    expect(within(table).getByText('탈퇴한 관리자')).toBeVisible();
    expect(within(table).queryByText(/_w\d/)).toBeNull();
    await user.type(screen.getByLabelText('관리자 아이디'), 'admin');
    await user.selectOptions(screen.getByLabelText('행위'), '비공개 문의 열람');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(asked.at(-1)).toContain('actor=admin'));
    expect(asked.at(-1)).toContain('action=inquiry.view');
  });
});
