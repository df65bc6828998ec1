import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render';

/** The two help links of a region of the page: the home page's list, or the tab bar's. */
const helpIn = (scope: HTMLElement) =>
  within(within(scope).getByRole('list', { name: '강아지를 찾거나 발견했을 때' }));

describe('one tap to help (issue 39 item 3)', () => {
  it('the home page and the phone tab bar lead a visitor to the 발견 form and the lost report form', async () => {
    await renderApp('/');
    const main = await screen.findByRole('main');
    const tabs = screen.getByRole('navigation', { name: '하단 메뉴' });
    for (const scope of [main, tabs]) {
      const help = helpIn(scope);
      expect(help.getByRole('link', { name: '강아지를 발견했어요' })).toHaveAttribute(
        'href',
        '/sighting/write?kind=FOUND',
      );
      expect(help.getByRole('link', { name: '잃어버렸어요' })).toHaveAttribute(
        'href',
        '/report/write',
      );
    }
  });

  it('one tap on 「강아지를 발견했어요」 opens the 발견 form, 발견 chosen', async () => {
    const { user } = await renderApp('/', { as: testUser });
    const main = await screen.findByRole('main');
    await user.click(helpIn(main).getByRole('link', { name: '강아지를 발견했어요' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '발견·목격 제보하기' }),
    ).toBeVisible();
  });
});
