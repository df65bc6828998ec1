import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Calls every logged-in page makes; tests add their own with server.use(...). */
const defaults = [
  http.get('/api/mypage/me', () => {
    const user = Cookies.get('user');
    return user
      ? HttpResponse.json(JSON.parse(user))
      : HttpResponse.json(
          { status: 'error', statusCode: 401, message: '로그인이 필요합니다.' },
          { status: 401 },
        );
  }),
];

/** The MSW server every page test shares. */
export const server = setupServer(...defaults);
