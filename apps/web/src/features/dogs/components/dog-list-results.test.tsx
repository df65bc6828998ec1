import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { breedsHandler, makeDog, pagedHandler } from '../pages/dog-fixtures';

beforeEach(() => server.use(breedsHandler(['말티즈', '진도견'])));

/** Issue 19: a search that finds nothing is not "there are no dogs". */
describe('an empty dog list', () => {
  it('says the search found nothing when dogs exist', async () => {
    server.use(pagedHandler([makeDog(1), makeDog(2, { species: '말티즈' })]));
    const { user } = await renderApp('/adopt');
    await screen.findByText('총 2건');
    await user.type(screen.getByLabelText('검색어'), '없는특징');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        '검색 조건에 맞는 입양 가능한 동물이 없습니다. 조건을 바꿔 다시 검색해 보세요.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('입양 가능한 동물이 없습니다.')).not.toBeInTheDocument();
  });

  it('says there are no dogs when there are none at all', async () => {
    server.use(pagedHandler([makeDog(2, { state: '종료(입양)' })]));
    await renderApp('/adopt');
    expect(await screen.findByText('입양 가능한 동물이 없습니다.')).toBeInTheDocument();
  });
});
